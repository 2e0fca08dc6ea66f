import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_21_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-21-sets';

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
 * The twenty-first held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 20). Written blind
 * (see held-out-21-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets('the twenty-first held-out sets themselves', HELD_OUT_21_SETS, setsBefore(21), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 27 (the learned readers trained on sets 1 to 20, none of this
 * one; the engine as of commit 8ab8449): actions 76.0%, questions 96.0%, restaurant 93.8%, multi
 * 71.2%, follow-ups 85.9%, af 89.6%, zu 96.1%, mixed 89.3%, out of scope or a person 91.8%, English
 * new 90.1%. Then tuned on in the same session (ADR 084 amended) and added to the learned readers'
 * training rows (13,322 rows): actions 98.7%, questions 100%, restaurant 98.5%, multi 75.8%,
 * follow-ups 99.5%, af 97.4%, zu 100%, mixed 100%, out of scope or a person 100%, English new
 * 97.7%. The floors are those shares rounded down to 5% (95% at most). The next blind measure is
 * the twenty-second set.
 */
expectSharesAtLeast(
  'twenty-first sets understanding accuracy',
  HELD_OUT_21_SETS,
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
