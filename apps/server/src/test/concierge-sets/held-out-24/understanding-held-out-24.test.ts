import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import { understand } from '../../../modules/chat/engine/understand';
import {
  HELD_OUT_24_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-24-sets';

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
 * The twenty-fourth held-out sets themselves: sizes, labels and coverage, never the engine; no
 * message repeats one of the earlier sets (the first ones and held-out 1 to 23). Written blind
 * (see held-out-24-sets.ts); the lead measures the engine on them afterwards.
 */
describeHeldOutSets(
  'the twenty-fourth held-out sets themselves',
  HELD_OUT_24_SETS,
  setsBefore(24),
  {
    minimumRows: MINIMUM_ROWS,
    minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
    minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
    minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
    minimumHuman: MINIMUM_HUMAN,
    topics: Object.keys(TOPICS),
  },
);

/**
 * Measured once, blind, in session 28 (the learned readers trained on sets 1 to 23, none of this
 * one; the engine as of commit e44115c2, after the twenty-third set's rules): actions 91.3%,
 * questions 93.6%, restaurant 84.8%, multi 64.7%, follow-ups 87.1%, af 93.4%, zu 89.5%, mixed
 * 93.1%, out of scope or a person 84.5%, English new 88.6%. Then tuned on in the same session (ADR
 * 084 amended) and added to the learned readers' training rows (15,410 rows): actions 97.5%,
 * questions 98.7%, restaurant 97.1%, multi 69.1%, follow-ups 100%, af 97.4%, zu 94.7%, mixed
 * 94.8%, out of scope or a person 100%, English new 97.1%. The floors are those shares rounded
 * down to 5% (95% at most). The next blind measure is the twenty-fifth set.
 */
expectSharesAtLeast(
  'twenty-fourth sets understanding accuracy',
  HELD_OUT_24_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.95,
    multi: 0.65,
    'follow-ups': 0.95,
    af: 0.95,
    zu: 0.9,
    mixed: 0.9,
    'out_of_scope/human': 0.95,
    'en-new': 0.95,
  },
  understand,
);
