import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_10_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-10-sets';

/** Every question topic, so the questions set is checked to ask about each one. */
const TOPICS = {
  tier: true,
  allowance: true,
  renewal: true,
  upcoming: true,
  requests: true,
  provider_said: true,
  memory: true,
  mood: true,
  capabilities: true,
  vault: true,
} satisfies Record<QuestionTopic, true>;

/**
 * The tenth held-out sets themselves: sizes, labels and coverage, never the engine; no message
 * repeats one of the earlier sets (the first ones and held-out 1 to 9). Written blind (see
 * held-out-10-sets.ts); measured once, below.
 */
describeHeldOutSets('the tenth held-out sets themselves', HELD_OUT_10_SETS, setsBefore(10), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 19 (the learned readers trained on sets 1 to 9, none of this
 * one; the engine as of commit 2dc87a5, after the ninth set's tuning): actions 96.4%, questions
 * 90.8%, restaurant 87.5%, multi 57.3%, follow-ups 84.6%, af 88.0%, zu 85.5%, mixed 92.7%, out of
 * scope or a person 94.4%, English new 90.5%. Then tuned on in the same session (ADR 056, 079, 084
 * amended) and added to the learned readers' training rows (5,764 rows): actions 97.8%, questions
 * 98.7%, restaurant 96.9%, multi 58.9%, follow-ups 92.3%, af 94.7%, zu 96.1%, mixed 94.5%, out of
 * scope or a person 96.3%, English new 100%. The floors are those shares rounded down to 5% (95%
 * at most). The next blind measure is an eleventh set.
 */
expectSharesAtLeast(
  'tenth sets understanding accuracy',
  HELD_OUT_10_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.95,
    multi: 0.55,
    'follow-ups': 0.9,
    af: 0.9,
    zu: 0.95,
    mixed: 0.9,
    'out_of_scope/human': 0.95,
    'en-new': 0.95,
  },
  understand,
);
