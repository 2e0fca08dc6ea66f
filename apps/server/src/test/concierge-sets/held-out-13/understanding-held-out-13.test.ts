import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_13_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-13-sets';

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
 * The thirteenth held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 12). Written blind
 * (see held-out-13-sets.ts), measured once (below).
 */
describeHeldOutSets('the thirteenth held-out sets themselves', HELD_OUT_13_SETS, setsBefore(13), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 22 (the learned readers trained on sets 1 to 12, none of this
 * one; the engine as of commit 072e46b): actions 94.9%, questions 96.1%, restaurant 89.6%, multi
 * 71.1%, follow-ups 86.4%, af 92.7%, zu 94.9%, mixed 100%, out of scope or a person 94.6%,
 * English new 90.0%. Then tuned on in the same session (ADR 084 amended) and added to the learned
 * readers' training rows (7,822 rows): actions 98.7%, questions 100%, restaurant 100%, multi
 * 86.1%, follow-ups 100%, af 99.1%, zu 98.7%, mixed 100%, out of scope or a person 100%, English
 * new 99.0%. The floors are those shares rounded down to 5% (95% at most). The next blind measure
 * is a fourteenth set.
 */
expectSharesAtLeast(
  'thirteenth sets understanding accuracy',
  HELD_OUT_13_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.95,
    multi: 0.85,
    'follow-ups': 0.95,
    af: 0.95,
    zu: 0.95,
    mixed: 0.95,
    'out_of_scope/human': 0.95,
    'en-new': 0.95,
  },
  understand,
);
