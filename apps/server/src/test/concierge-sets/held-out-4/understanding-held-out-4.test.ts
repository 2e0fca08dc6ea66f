import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { understand } from '../../../modules/chat/engine/understand';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import {
  HELD_OUT_4_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-4-sets';

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
} satisfies Record<Exclude<QuestionTopic, 'vault'>, true>; // the vault topic came after these sets

/** The fourth held-out sets themselves: sizes, labels and coverage, never the engine. */
describeHeldOutSets('the fourth held-out sets themselves', HELD_OUT_4_SETS, setsBefore(4), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Written without the engine in session 10 and measured once while blind (ADR 058: actions 87.7%,
 * questions 84.4%, restaurant 82.3%, multi 67.5%, follow-ups 87.5%, af 79.8%, zu 69.0%, mixed
 * 90.0%, out of scope or a person 82.9%, English new 88.9%); then tuned on (session 11, ADR 079),
 * so a fourth tuning set, and among the rows the learned readers train on. Floors at the shares
 * reached (rounded down to 5%) where a kind is short of its goal; a fifth set measures the engine.
 * Multi-request messages reached their goal with ADR 084 (92.5%).
 */
expectSharesAtLeast('fourth sets understanding accuracy', HELD_OUT_4_SETS, {}, understand);
