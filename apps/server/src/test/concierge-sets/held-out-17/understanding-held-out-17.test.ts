import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_17_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-17-sets';

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
 * The seventeenth held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 16). Written blind
 * (see held-out-17-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets('the seventeenth held-out sets themselves', HELD_OUT_17_SETS, setsBefore(17), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 25 (the learned readers trained on sets 1 to 16, none of this
 * one; the engine as of commit be4341b): actions 77.9%, questions 90.9%, restaurant 84.8%, multi
 * 64.7%, follow-ups 86.4%, af 88.5%, zu 87.2%, mixed 96.4%, out of scope or a person 92.7%,
 * English new 86.4%. Then tuned on in the same session (ADR 084 amended) and added to the learned
 * readers' training rows (10,591 rows): actions 100%, questions 98.7%, restaurant 97.0%, multi
 * 67.6%, follow-ups 100%, af 98.7%, zu 100%, mixed 100%, out of scope or a person 100%, English new
 * 100%. The floors are those shares rounded down to 5% (95% at most). The next blind measure is an
 * eighteenth set.
 */
expectSharesAtLeast(
  'seventeenth sets understanding accuracy',
  HELD_OUT_17_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.95,
    multi: 0.65,
    'follow-ups': 0.95,
    af: 0.95,
    zu: 0.95,
    mixed: 0.95,
    'out_of_scope/human': 0.95,
    'en-new': 0.95,
  },
  understand,
);
