import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_18_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-18-sets';

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
 * The eighteenth held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 17). Written blind
 * (see held-out-18-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets('the eighteenth held-out sets themselves', HELD_OUT_18_SETS, setsBefore(18), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 25 (the learned readers trained on sets 1 to 17, none of this
 * one; the engine as of commit 246763d): actions 79.2%, questions 97.5%, restaurant 78.1%, multi
 * 70.0%, follow-ups 80.0%, af 91.6%, zu 86.1%, mixed 92.7%, out of scope or a person 89.5%,
 * English new 91.2%. Then tuned on in the same session (ADR 084 amended) and added to the learned
 * readers' training rows (11,290 rows): actions 100%, questions 97.5%, restaurant 93.8%, multi
 * 70.0%, follow-ups 93.8%, af 92.8%, zu 87.3%, mixed 92.7%, out of scope or a person 100%, English
 * new 94.1%. The floors are those shares rounded down to 5% (95% at most). The next blind measure
 * is a nineteenth set.
 */
expectSharesAtLeast(
  'eighteenth sets understanding accuracy',
  HELD_OUT_18_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.9,
    multi: 0.7,
    'follow-ups': 0.9,
    af: 0.9,
    zu: 0.85,
    mixed: 0.9,
    'out_of_scope/human': 0.95,
    'en-new': 0.9,
  },
  understand,
);
