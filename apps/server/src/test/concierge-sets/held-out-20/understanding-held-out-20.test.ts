import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_20_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-20-sets';

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
 * The twentieth held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 19). Written blind
 * (see held-out-20-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets('the twentieth held-out sets themselves', HELD_OUT_20_SETS, setsBefore(20), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 26 (the learned readers trained on sets 1 to 19, none of this
 * one; the engine as of commit c31529d): actions 84.4%, questions 94.7%, restaurant 95.5%, multi
 * 77.0%, follow-ups 85.9%, af 92.5%, zu 92.2%, mixed 96.4%, out of scope or a person 92.6%,
 * English new 87.7%. Then tuned on in the same session (ADR 084 amended) and added to the learned
 * readers' training rows (12,634 rows): actions 96.1%, questions 100%, restaurant 100%, multi
 * 85.3%, follow-ups 100%, af 96.5%, zu 100%, mixed 100%, out of scope or a person 100%, English
 * new 93.8%. The floors are those shares rounded down to 5% (95% at most). The next blind measure
 * is a twenty-first set.
 */
expectSharesAtLeast(
  'twentieth sets understanding accuracy',
  HELD_OUT_20_SETS,
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
    'en-new': 0.9,
  },
  understand,
);
