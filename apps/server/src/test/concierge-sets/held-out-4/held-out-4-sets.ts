import type { LabelledSet } from '../labels';
import { HELD_OUT_4_ACTIONS } from './actions';
import { HELD_OUT_4_AFRIKAANS } from './afrikaans';
import { HELD_OUT_4_ENGLISH_NEW } from './english-new';
import { HELD_OUT_4_FOLLOW_UPS } from './follow-ups';
import { HELD_OUT_4_ISIZULU } from './isizulu';
import { HELD_OUT_4_MIXED } from './mixed';
import { HELD_OUT_4_MULTI } from './multi';
import { HELD_OUT_4_OUT_OF_SCOPE_AND_HUMAN } from './out-of-scope-and-human';
import { HELD_OUT_4_QUESTIONS } from './questions';
import { HELD_OUT_4_RESTAURANT } from './restaurant';

/**
 * The fourth, independent held-out sets (issue 27's "measure it"): the ten kinds of the third,
 * written by someone who read neither the engine nor the rows of the first three sets, only
 * their label notation (../labels.ts), judge and fixtures. Measured once while blind (ADR 058),
 * then tuned on and trained on (ADR 079): a tuning set like the first three.
 */
export const HELD_OUT_4_SETS: readonly LabelledSet[] = [
  HELD_OUT_4_ACTIONS,
  HELD_OUT_4_QUESTIONS,
  HELD_OUT_4_RESTAURANT,
  HELD_OUT_4_MULTI,
  HELD_OUT_4_FOLLOW_UPS,
  HELD_OUT_4_AFRIKAANS,
  HELD_OUT_4_ISIZULU,
  HELD_OUT_4_MIXED,
  HELD_OUT_4_OUT_OF_SCOPE_AND_HUMAN,
  HELD_OUT_4_ENGLISH_NEW,
];

/** The least number of messages each kind holds (the brief of the fourth set). */
export const MINIMUM_ROWS: Readonly<Record<string, number>> = {
  actions: 60,
  questions: 60,
  restaurant: 60,
  multi: 40,
  'follow-ups': 40,
  af: 40,
  zu: 40,
  mixed: 40,
  'out_of_scope/human': 40,
  'en-new': 50,
};

/** The least number of long itineraries (900 to 1,900 characters) among the multi messages. */
export const MINIMUM_LONG_ITINERARIES = 4;

/** The least number of actions a human would have to ask about (a question with choices). */
export const MINIMUM_AMBIGUOUS_ACTIONS = 8;

/** The least number of out-of-scope messages, and of requests for a person. */
export const MINIMUM_OUT_OF_SCOPE = 15;
export const MINIMUM_HUMAN = 15;
