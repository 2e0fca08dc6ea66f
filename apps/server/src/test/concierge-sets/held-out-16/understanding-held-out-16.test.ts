import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_16_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-16-sets';

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
 * The sixteenth held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 15). Written blind
 * (see held-out-16-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets('the sixteenth held-out sets themselves', HELD_OUT_16_SETS, setsBefore(16), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 24 (the learned readers trained on sets 1 to 15, none of this
 * one; the engine as of commit 914658a): actions 85.3%, questions 92.3%, restaurant 91.0%, multi
 * 55.9%, follow-ups 77.3%, af 88.0%, zu 93.6%, mixed 88.7%, out of scope or a person 87.3%,
 * English new 76.5%. Then tuned on in the same session (ADR 084 amended) and added to the learned
 * readers' training rows (9,904 rows): actions 99.6%, questions 98.7%, restaurant 95.5%, multi
 * 55.9%, follow-ups 98.5%, af 94.4%, zu 93.6%, mixed 92.1%, out of scope or a person 100%,
 * English new 95.6%. The floors are those shares rounded down to 5% (95% at most). The next blind
 * measure is a seventeenth set.
 */
expectSharesAtLeast(
  'sixteenth sets understanding accuracy',
  HELD_OUT_16_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.95,
    multi: 0.55,
    'follow-ups': 0.95,
    af: 0.9,
    zu: 0.9,
    mixed: 0.9,
    'out_of_scope/human': 0.95,
    'en-new': 0.95,
  },
  understand,
);
