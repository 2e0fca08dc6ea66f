import type { LabelledSet } from '../labels';
import { HELD_OUT_5_ACTIONS } from './actions';
import { HELD_OUT_5_AFRIKAANS } from './afrikaans';
import { HELD_OUT_5_ENGLISH_NEW } from './english-new';
import { HELD_OUT_5_FOLLOW_UPS } from './follow-ups';
import { HELD_OUT_5_ISIZULU } from './isizulu';
import { HELD_OUT_5_MIXED } from './mixed';
import { HELD_OUT_5_MULTI } from './multi';
import { HELD_OUT_5_OUT_OF_SCOPE_AND_HUMAN } from './out-of-scope-and-human';
import { HELD_OUT_5_QUESTIONS } from './questions';
import { HELD_OUT_5_RESTAURANT } from './restaurant';

/**
 * The fifth, independent held-out sets (issue 27's "measure it"): the ten kinds of the fourth,
 * written by someone who read neither the engine nor the rows of the first four sets, only their
 * label notation (../labels.ts), judge, fixtures and the gazetteer. Measured once while blind
 * (session 13), then read and tuned on and added to the training rows (session 14, ADR 079): a
 * tuning set now, like the first four. The next blind measure is a sixth set.
 */
export const HELD_OUT_5_SETS: readonly LabelledSet[] = [
  HELD_OUT_5_ACTIONS,
  HELD_OUT_5_QUESTIONS,
  HELD_OUT_5_RESTAURANT,
  HELD_OUT_5_MULTI,
  HELD_OUT_5_FOLLOW_UPS,
  HELD_OUT_5_AFRIKAANS,
  HELD_OUT_5_ISIZULU,
  HELD_OUT_5_MIXED,
  HELD_OUT_5_OUT_OF_SCOPE_AND_HUMAN,
  HELD_OUT_5_ENGLISH_NEW,
];

/** The least number of messages each kind holds (the brief of the fifth set). */
export const MINIMUM_ROWS: Readonly<Record<string, number>> = {
  actions: 60,
  questions: 60,
  restaurant: 60,
  multi: 50,
  'follow-ups': 50,
  af: 60,
  zu: 60,
  mixed: 50,
  'out_of_scope/human': 50,
  'en-new': 50,
};

/** The least number of long itineraries (900 to 1,900 characters) among the multi messages. */
export const MINIMUM_LONG_ITINERARIES = 4;

/** The least number of actions a human would have to ask about (a question with choices). */
export const MINIMUM_AMBIGUOUS_ACTIONS = 8;

/** The least number of out-of-scope messages, and of requests for a person. */
export const MINIMUM_OUT_OF_SCOPE = 15;
export const MINIMUM_HUMAN = 10;
