import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_9_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-9-sets';

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
 * The ninth held-out sets themselves: sizes, labels and coverage, never the engine; no message
 * repeats one of the earlier sets (the first ones and held-out 1 to 8). Written blind (see
 * held-out-9-sets.ts); measured once, below.
 */
describeHeldOutSets('the ninth held-out sets themselves', HELD_OUT_9_SETS, setsBefore(9), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 19 (the learned readers trained on sets 1 to 8, none of this
 * one; the engine as of commit f64e751): actions 92.3%, questions 96.1%, restaurant 90.8%, multi
 * 61.5%, follow-ups 87.7%, af 88.5%, zu 84.0%, mixed 90.6%, out of scope or a person 85.5%,
 * English new 93.9%. Then tuned on in the same session (ADR 056, 079, 084 amended): actions
 * 99.1%, questions 97.4%, restaurant 96.9%, multi 76.6%, follow-ups 95.4%, af 98.7%, zu 98.3%,
 * mixed 94.2%, out of scope or a person 100%, English new 100% (with this set in the learned
 * readers' training rows, 5,097 rows). The floors are those shares
 * rounded down to 5% (95% at most), so the engine cannot fall back on them unnoticed. The
 * next blind measure is a tenth set.
 */
expectSharesAtLeast(
  'ninth sets understanding accuracy',
  HELD_OUT_9_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.95,
    multi: 0.75,
    'follow-ups': 0.95,
    af: 0.95,
    zu: 0.95,
    mixed: 0.9,
    'out_of_scope/human': 0.95,
    'en-new': 0.95,
  },
  understand,
);
