import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_15_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-15-sets';

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
 * The fifteenth held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 14). Written blind
 * (see held-out-15-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets('the fifteenth held-out sets themselves', HELD_OUT_15_SETS, setsBefore(15), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 24 (the learned readers trained on sets 1 to 14, none of this
 * one; the engine as of commit 042f656): actions 83.8%, questions 92.3%, restaurant 75.6%, multi
 * 53.9%, follow-ups 83.6%, af 88.5%, zu 87.6%, mixed 94.6%, out of scope or a person 91.1%,
 * English new 76.1%. Then tuned on in the same session (ADR 084 amended) and added to the learned
 * readers' training rows (9,203 rows): actions 99.2%, questions 100%, restaurant 95.5%, multi
 * 71.6%, follow-ups 100%, af 100%, zu 97.9%, mixed 100%, out of scope or a person 100%, English
 * new 98.5%. The floors are those shares rounded down to 5% (95% at most). The next blind measure
 * is a sixteenth set.
 */
expectSharesAtLeast(
  'fifteenth sets understanding accuracy',
  HELD_OUT_15_SETS,
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
