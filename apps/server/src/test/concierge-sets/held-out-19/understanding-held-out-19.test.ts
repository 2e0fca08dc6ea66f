import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_19_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-19-sets';

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
 * The nineteenth held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 18). Written blind
 * (see held-out-19-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets('the nineteenth held-out sets themselves', HELD_OUT_19_SETS, setsBefore(19), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 26 (the learned readers trained on sets 1 to 18, none of this
 * one; the engine as of commit 9067b5f): actions 83.8%, questions 93.4%, restaurant 84.8%, multi
 * 74.6%, follow-ups 89.1%, af 89.6%, zu 92.1%, mixed 93.3%, out of scope or a person 94.4%,
 * English new 88.4%. Then tuned on in the same session (ADR 084 amended) and added to the learned
 * readers' training rows (11,955 rows): actions 100%, questions 100%, restaurant 100%, multi
 * 95.2%, follow-ups 100%, af 99.1%, zu 100%, mixed 98.8%, out of scope or a person 98.1%, English
 * new 100%. The floors are those shares rounded down to 5% (95% at most). The next blind measure
 * is a twentieth set.
 */
expectSharesAtLeast(
  'nineteenth sets understanding accuracy',
  HELD_OUT_19_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.95,
    multi: 0.95,
    'follow-ups': 0.95,
    af: 0.95,
    zu: 0.95,
    mixed: 0.95,
    'out_of_scope/human': 0.95,
    'en-new': 0.95,
  },
  understand,
);
