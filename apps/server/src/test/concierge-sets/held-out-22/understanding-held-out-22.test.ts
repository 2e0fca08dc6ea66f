import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_22_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-22-sets';

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
 * The twenty-second held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 21). Written blind
 * (see held-out-22-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets(
  'the twenty-second held-out sets themselves',
  HELD_OUT_22_SETS,
  setsBefore(22),
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
 * Measured once, blind, in session 27 (the learned readers trained on sets 1 to 21, none of this
 * one; the engine as of commit cf34e1a, after the twenty-first set's rules): actions 88.3%,
 * questions 84.4%, restaurant 93.9%, multi 74.2%, follow-ups 92.4%, af 93.5%, zu 92.2%, mixed
 * 98.2%, out of scope or a person 96.4%, English new 93.9%. Then tuned on in the same session (ADR
 * 084 amended) and added to the learned readers' training rows (14,004 rows): actions 97.4%,
 * questions 98.7%, restaurant 97.0%, multi 75.8%, follow-ups 98.5%, af 97.4%, zu 100%, mixed 100%,
 * out of scope or a person 100%, English new 100%. The floors are those shares rounded down to 5%
 * (95% at most). The next blind measure is a twenty-third set.
 */
expectSharesAtLeast(
  'twenty-second sets understanding accuracy',
  HELD_OUT_22_SETS,
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
