import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_12_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-12-sets';

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
 * The twelfth held-out sets themselves: sizes, labels and coverage, never the engine; no message
 * repeats one of the earlier sets (the first ones and held-out 1 to 11). Written blind (see
 * held-out-12-sets.ts), measured once (below).
 */
describeHeldOutSets('the twelfth held-out sets themselves', HELD_OUT_12_SETS, setsBefore(12), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 21 (the learned readers trained on sets 1 to 11, none of this
 * one; the engine as of commit 2e088fe): actions 84.8%, questions 92.2%, restaurant 90.4%, multi
 * 64.6%, follow-ups 85.4%, af 96.1%, zu 90.9%, mixed 88.5%, out of scope or a person 94.5%,
 * English new 90.9%. Then tuned on in the same session (ADR 084 amended) and added to the learned
 * readers' training rows (7,132 rows): actions 98.3%, questions 100%, restaurant 97.0%, multi
 * 72.7%, follow-ups 97.5%, af 100%, zu 100%, mixed 100%, out of scope or a person 100%, English
 * new 100%. The floors are those shares rounded down to 5% (95% at most). The next blind measure
 * is a thirteenth set.
 */
expectSharesAtLeast(
  'twelfth sets understanding accuracy',
  HELD_OUT_12_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.95,
    multi: 0.7,
    'follow-ups': 0.95,
    af: 0.95,
    zu: 0.95,
    mixed: 0.95,
    'out_of_scope/human': 0.95,
    'en-new': 0.95,
  },
  understand,
);
