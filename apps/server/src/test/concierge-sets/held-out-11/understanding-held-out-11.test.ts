import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_11_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-11-sets';

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
 * The eleventh held-out sets themselves: sizes, labels and coverage, never the engine; no message
 * repeats one of the earlier sets (the first ones and held-out 1 to 10). Written blind (see
 * held-out-11-sets.ts); not yet measured: the lead measures them once, blind.
 */
describeHeldOutSets('the eleventh held-out sets themselves', HELD_OUT_11_SETS, setsBefore(11), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 20 (the learned readers trained on sets 1 to 10, none of this
 * one; the engine as of commit b07865f, after the tenth set's tuning): actions 87.3%, questions
 * 86.8%, restaurant 84.6%, multi 62.7%, follow-ups 83.3%, af 85.7%, zu 82.1%, mixed 96.4%, out of
 * scope or a person 96.4%, English new 92.4%. Then tuned on in the same session (ADR 084
 * amended) and added to the learned readers' training rows (6,450 rows): actions 97.5%, questions
 * 100%, restaurant 90.5%, multi 62.7%, follow-ups 89.4%, af 100%, zu 92.7%, mixed 98.2%, out of
 * scope or a person 96.4%, English new 97.0%. The floors are those shares rounded down to 5% (95%
 * at most). The next blind measure is a twelfth set.
 */
expectSharesAtLeast(
  'eleventh sets understanding accuracy',
  HELD_OUT_11_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.9,
    multi: 0.6,
    'follow-ups': 0.85,
    af: 0.95,
    zu: 0.9,
    mixed: 0.95,
    'out_of_scope/human': 0.95,
    'en-new': 0.95,
  },
  understand,
);
