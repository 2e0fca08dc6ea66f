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
import { HELD_OUT_23_SETS } from '../held-out-23/held-out-23-sets';
import { HELD_OUT_24_SETS } from '../held-out-24/held-out-24-sets';
import { HELD_OUT_25_SETS } from '../held-out-25/held-out-25-sets';
import { HELD_OUT_26_SETS } from '../held-out-26/held-out-26-sets';
import { describeHeldOutSets } from '../held-out-checks';
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
    HELD_OUT_23_SETS,
    HELD_OUT_24_SETS,
    HELD_OUT_25_SETS,
    HELD_OUT_26_SETS,
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

/*
 * Measured blind in session 30, nothing tuned on it (the learned readers trained on sets 1 to 26,
 * none of this one; the engine after the twenty-sixth set's rules): actions 85.2%, questions
 * 92.4%, restaurant 94.3%, multi 66.2%, follow-ups 92.6%, af 92.2%, zu 96.1%, mixed 100%, out of
 * scope or a person 93.1%, English new 88.6%. No floors yet: the next session tunes on it, adds its
 * floors here and adds it to the training rows.
 */
