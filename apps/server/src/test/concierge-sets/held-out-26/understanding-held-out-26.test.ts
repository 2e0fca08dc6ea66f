import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_26_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-26-sets';

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
 * The twenty-sixth held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 25). Written blind
 * (see held-out-26-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets('the twenty-sixth held-out sets themselves', HELD_OUT_26_SETS, setsBefore(26), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured blind in session 29, nothing tuned on it (the learned readers trained on sets 1 to 25,
 * none of this one; the engine after the twenty-fifth set's rules and the second batch of that
 * session on its several-request messages): actions 90.9%, questions 93.7%, restaurant 95.7%,
 * multi 82.9%, follow-ups 90.9%, af 91.6%, zu 91.0%, mixed 89.7%, out of scope or a person 93.1%,
 * English new 91.0%. Then tuned on in session 30 (ADR 084 amended) and added to the learned
 * readers' training rows (16,812 rows): actions 100%, questions 100%, restaurant 100%, multi
 * 98.6%, follow-ups 100%, af 99.2%, zu 100%, mixed 100%, out of scope or a person 100%, English
 * new 100%. The floors are those shares rounded down to 5% (95% at most, and never above a kind's
 * goal). The next blind measure is the twenty-seventh set.
 */
expectSharesAtLeast(
  'twenty-sixth sets understanding accuracy',
  HELD_OUT_26_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.95,
    multi: 0.95,
    'follow-ups': 0.95,
    af: 0.95,
    zu: 0.95,
    mixed: 0.95,
    'out_of_scope/human': 0.95,
    'en-new': 0.95,
  },
  understand,
);
