import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { UNDERSTANDING_SETS } from '../all-sets';
import { HELD_OUT_SETS } from '../held-out/held-out-sets';
import { HELD_OUT_3_SETS } from '../held-out-3/held-out-3-sets';
import { HELD_OUT_4_SETS } from '../held-out-4/held-out-4-sets';
import { HELD_OUT_5_SETS } from '../held-out-5/held-out-5-sets';
import { HELD_OUT_6_SETS } from '../held-out-6/held-out-6-sets';
import { HELD_OUT_7_SETS } from '../held-out-7/held-out-7-sets';
import { HELD_OUT_8_SETS } from '../held-out-8/held-out-8-sets';
import { HELD_OUT_9_SETS } from '../held-out-9/held-out-9-sets';
import { HELD_OUT_10_SETS } from '../held-out-10/held-out-10-sets';
import { HELD_OUT_11_SETS } from '../held-out-11/held-out-11-sets';
import { HELD_OUT_12_SETS } from '../held-out-12/held-out-12-sets';
import { HELD_OUT_13_SETS } from '../held-out-13/held-out-13-sets';
import { HELD_OUT_14_SETS } from '../held-out-14/held-out-14-sets';
import { HELD_OUT_15_SETS } from '../held-out-15/held-out-15-sets';
import { HELD_OUT_16_SETS } from '../held-out-16/held-out-16-sets';
import { HELD_OUT_17_SETS } from '../held-out-17/held-out-17-sets';
import { HELD_OUT_18_SETS } from '../held-out-18/held-out-18-sets';
import { HELD_OUT_19_SETS } from '../held-out-19/held-out-19-sets';
import { HELD_OUT_20_SETS } from '../held-out-20/held-out-20-sets';
import { HELD_OUT_21_SETS } from '../held-out-21/held-out-21-sets';
import { HELD_OUT_22_SETS } from '../held-out-22/held-out-22-sets';
import { describeHeldOutSets } from '../held-out-checks';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_23_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-23-sets';

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
 * The twenty-third held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 22). Written blind
 * (see held-out-23-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets(
  'the twenty-third held-out sets themselves',
  HELD_OUT_23_SETS,
  [
    UNDERSTANDING_SETS,
    HELD_OUT_SETS,
    HELD_OUT_3_SETS,
    HELD_OUT_4_SETS,
    HELD_OUT_5_SETS,
    HELD_OUT_6_SETS,
    HELD_OUT_7_SETS,
    HELD_OUT_8_SETS,
    HELD_OUT_9_SETS,
    HELD_OUT_10_SETS,
    HELD_OUT_11_SETS,
    HELD_OUT_12_SETS,
    HELD_OUT_13_SETS,
    HELD_OUT_14_SETS,
    HELD_OUT_15_SETS,
    HELD_OUT_16_SETS,
    HELD_OUT_17_SETS,
    HELD_OUT_18_SETS,
    HELD_OUT_19_SETS,
    HELD_OUT_20_SETS,
    HELD_OUT_21_SETS,
    HELD_OUT_22_SETS,
  ],
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
 * Measured once, blind, in session 27 (the learned readers trained on sets 1 to 22, none of this
 * one; the engine as of commit da4cd40b): actions 83.3%, questions 91.7%, restaurant 94.0%, multi
 * 72.7%, follow-ups 97.0%, af 90.6%, zu 89.9%, mixed 100%, out of scope or a person 100%, English
 * new 90.9%. Then tuned on in session 28 (ADR 084 amended) and added to the learned readers'
 * training rows (14,706 rows): actions 99.6%, questions 100%, restaurant 98.5%, multi 74.2%,
 * follow-ups 100%, af 100%, zu 100%, mixed 100%, out of scope or a person 100%, English new 100%.
 * The floors are those shares rounded down to 5% (95% at most). The next blind measure is a
 * twenty-fourth set.
 */
expectSharesAtLeast(
  'twenty-third sets understanding accuracy',
  HELD_OUT_23_SETS,
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
