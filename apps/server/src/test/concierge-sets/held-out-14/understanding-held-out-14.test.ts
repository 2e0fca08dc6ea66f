import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_14_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-14-sets';

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
 * The fourteenth held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 13). Written blind
 * (see held-out-14-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets('the fourteenth held-out sets themselves', HELD_OUT_14_SETS, setsBefore(14), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 23 (the learned readers trained on sets 1 to 13, none of this
 * one; the engine as of commit 3d909c1): actions 73.4%, questions 85.7%, restaurant 85.1%, multi
 * 66.2%, follow-ups 93.9%, af 89.6%, zu 81.8%, mixed 98.2%, out of scope or a person 96.4%,
 * English new 83.3%. Then tuned on in the same session (ADR 084 amended) and added to the learned
 * readers' training rows (8,508 rows): actions 100%, questions 98.7%, restaurant 92.5%, multi
 * 78.6%, follow-ups 100%, af 100%, zu 98.7%, mixed 100%, out of scope or a person 100%, English
 * new 97.0%. The floors are those shares rounded down to 5% (95% at most). The next blind measure
 * is a fifteenth set.
 */
expectSharesAtLeast(
  'fourteenth sets understanding accuracy',
  HELD_OUT_14_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.9,
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
