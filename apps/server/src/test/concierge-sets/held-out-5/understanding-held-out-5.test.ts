import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { understand } from '../../../modules/chat/engine/understand';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import {
  HELD_OUT_5_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-5-sets';

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

/** The fifth held-out sets themselves: sizes, labels and coverage, never the engine. */
describeHeldOutSets('the fifth held-out sets themselves', HELD_OUT_5_SETS, setsBefore(5), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Written without the engine in session 13 while the engine was tuned on the fourth sets, and
 * measured once, blind, after that tuning (ADR 079): actions 87.7%, questions 89.4%, restaurant
 * 93.9%, multi 70.6%, follow-ups 88.5%, af 83.3%, zu 74.4%, mixed 94.3%, out of scope or a person
 * 92.3%, English new 92.6%. Then read and tuned on (session 13 too, ADR 079): every kind but
 * multi-request messages (78.4%) now meets its goal, so the floors are the goals and multi's share
 * rounded down to 5% (85% after ADR 084: 88.2%). A fifth tuning set: the next blind measure is a
 * sixth set.
 */
expectSharesAtLeast(
  'fifth sets understanding accuracy',
  HELD_OUT_5_SETS,
  { multi: 0.85 },
  understand,
);
