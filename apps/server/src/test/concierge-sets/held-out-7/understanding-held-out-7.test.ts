import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { understand } from '../../../modules/chat/engine/understand';
import { describeHeldOutSets } from '../held-out-checks';
import { setsBefore } from '../labelled-sets';
import { expectSharesAtLeast } from '../measure-sets';
import {
  HELD_OUT_7_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-7-sets';

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
 * The seventh held-out sets themselves: sizes, labels and coverage, never the engine. Written
 * blind (see held-out-7-sets.ts); the lead measures them once, after the session's tuning lands,
 * and adds the measured floors here.
 */
describeHeldOutSets('the seventh held-out sets themselves', HELD_OUT_7_SETS, setsBefore(7), {
  minimumRows: MINIMUM_ROWS,
  minimumLongItineraries: MINIMUM_LONG_ITINERARIES,
  minimumAmbiguousActions: MINIMUM_AMBIGUOUS_ACTIONS,
  minimumOutOfScope: MINIMUM_OUT_OF_SCOPE,
  minimumHuman: MINIMUM_HUMAN,
  topics: Object.keys(TOPICS),
});

/**
 * Measured once, blind, in session 16 after the tuning on the sixth set landed (the learned
 * readers trained on sets 1 to 6, none of this one): actions 86.3%, questions 83.6%, restaurant
 * 94.1%, multi 54.8%, follow-ups 98.4%, af 74.1%, zu 79.2%, mixed 86.5%, out of scope or a person
 * 94.2%, English new 86.9%. Then tuned on (its Afrikaans, isiZulu and new English requests; not
 * yet in the learned readers' training rows): af 89.8%, zu 95.8%, English new 93.4%, the rest as
 * measured blind or a little higher (multi 56.5%, mixed 87.2%). Session 17 tuned on its multi
 * messages, actions and questions (ADR 084 and 079 amended; six questions that name a provider
 * relabelled to the status of that provider's request, the convention of the earlier sets):
 * actions 99.5%, questions 97.3%, multi 79.0%. The floors are those shares rounded down to 5%, so
 * the engine cannot fall back on them unnoticed. The next blind measure is an eighth set.
 */
expectSharesAtLeast(
  'seventh sets understanding accuracy',
  HELD_OUT_7_SETS,
  {
    actions: 0.95,
    questions: 0.95,
    restaurant: 0.9,
    multi: 0.75,
    'follow-ups': 0.95,
    af: 0.85,
    zu: 0.95,
    mixed: 0.85,
    'out_of_scope/human': 0.9,
    'en-new': 0.9,
  },
  understand,
);
