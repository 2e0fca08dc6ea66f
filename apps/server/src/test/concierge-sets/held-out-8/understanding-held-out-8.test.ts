import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_8_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-8-sets';

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
 * The eighth held-out sets themselves: sizes, labels and coverage, never the engine; no message
 * repeats one of the earlier sets (the first ones and held-out 1 to 7). Written blind (see
 * held-out-8-sets.ts); the lead measures them once and adds the measured floors here.
 */
describeHeldOutSets('the eighth held-out sets themselves', HELD_OUT_8_SETS, setsBefore(8), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 18 (the learned readers trained on sets 1 to 7, none of this
 * one; the engine as of commit 94a7856): actions 84.9%, questions 91.7%, restaurant 91.9%, multi
 * 55.6%, follow-ups 92.1%, af 89.5%, zu 85.6%, mixed 90.4%, out of scope or a person 86.5%,
 * English new 85.2%. Then tuned on in the same session (ADR 056, 079, 084 amended) and added to
 * the learned readers' training rows: actions 100%, questions 100%, restaurant 98.4%, multi 79.4%,
 * follow-ups 96.8%, af 99.1%, zu 100%, mixed 98.1%, out of scope or a person 100%, English new
 * 100%. The floors are those shares rounded down to 5% (95% at most, so one message read
 * differently does not fail the suite), so the engine cannot fall back on them unnoticed. The
 * next blind measure is a ninth set.
 */
expectSharesAtLeast(
  'eighth sets understanding accuracy',
  HELD_OUT_8_SETS,
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
