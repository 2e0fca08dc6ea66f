import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_27_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-27-sets';

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
 * The twenty-seventh held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 26). Written blind (see
 * held-out-27-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets(
  'the twenty-seventh held-out sets themselves',
  HELD_OUT_27_SETS,
  setsBefore(27),
  {
    minimumRows: MINIMUM_ROWS,
    minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
    minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
    minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
    minimumHuman: MINIMUM_HUMAN,
    topics: Object.keys(TOPICS),
  },
);

/**
 * Measured blind in session 30, nothing tuned on it (the learned readers trained on sets 1 to 26,
 * none of this one; the engine after the twenty-sixth set's rules): actions 85.2%, questions
 * 92.4%, restaurant 94.3%, multi 66.2%, follow-ups 92.6%, af 92.2%, zu 96.1%, mixed 100%, out of
 * scope or a person 93.1%, English new 88.6%. Then tuned on in session 31 (ADR 084 amended) and
 * added to the learned readers' training rows (17,514 rows): actions 100%, questions 100%,
 * restaurant 100%, multi 91.2%, follow-ups 100%, af 100%, zu 97.4%, mixed 100%, out of scope or a
 * person 100%, English new 100%. The floors are those shares rounded down to 5% (95% at most, and
 * never above a kind's goal). The next blind measure is the twenty-eighth set.
 */
expectSharesAtLeast(
  'twenty-seventh sets understanding accuracy',
  HELD_OUT_27_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.95,
    multi: 0.9,
    'follow-ups': 0.95,
    af: 0.95,
    zu: 0.95,
    mixed: 0.95,
    'out_of_scope/human': 0.95,
    'en-new': 0.95,
  },
  understand,
);
