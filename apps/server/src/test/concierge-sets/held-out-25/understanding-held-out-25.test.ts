import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_25_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-25-sets';

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
 * The twenty-fifth held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 24). Written blind
 * (see held-out-25-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets('the twenty-fifth held-out sets themselves', HELD_OUT_25_SETS, setsBefore(25), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured blind in session 28, nothing tuned on it: at commit e44115c2 (the learned readers
 * trained on sets 1 to 23): actions 84.6%, questions 87.2%, restaurant 95.7%, multi 77.4%,
 * follow-ups 91.2%, af 91.8%, zu 92.5%, mixed 96.7%, out of scope or a person 96.4%, English new
 * 98.5%; and again at 956c79b5 (readers on sets 1 to 24): actions 85.9%, questions 87.2%,
 * restaurant 97.1%, multi 77.4%, follow-ups 91.2%, af 91.8%, zu 92.5%, mixed 96.7%, out of scope
 * or a person 96.4%, English new 98.5%. Then tuned on in session 29 (ADR 084 amended) and added
 * to the learned readers' training rows (16,110 rows): actions 100%, questions 97.4%, restaurant
 * 100%, multi 77.4%, follow-ups 100%, af 99.2%, zu 100%, mixed 100%, out of scope or a person
 * 100%, English new 98.5%. The floors are those shares rounded down to 5% (95% at most). The next
 * blind measure is the twenty-sixth set.
 */
expectSharesAtLeast(
  'twenty-fifth sets understanding accuracy',
  HELD_OUT_25_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.95,
    multi: 0.75,
    'follow-ups': 0.95,
    af: 0.95,
    zu: 0.95,
    mixed: 0.95,
    'out_of_scope/human': 0.95,
    'en-new': 0.95,
  },
  understand,
);
