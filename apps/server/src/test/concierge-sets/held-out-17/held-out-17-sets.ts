import type { LabelledSet } from '../labels';
import { HELD_OUT_17_ACTIONS } from './actions';
import { HELD_OUT_17_AFRIKAANS } from './afrikaans';
import { HELD_OUT_17_ENGLISH_NEW } from './english-new';
import { HELD_OUT_17_FOLLOW_UPS } from './follow-ups';
import { HELD_OUT_17_ISIZULU } from './isizulu';
import { HELD_OUT_17_MIXED } from './mixed';
import { HELD_OUT_17_MULTI } from './multi';
import { HELD_OUT_17_OUT_OF_SCOPE_AND_HUMAN } from './out-of-scope-and-human';
import { HELD_OUT_17_QUESTIONS } from './questions';
import { HELD_OUT_17_RESTAURANT } from './restaurant';

/**
 * The seventeenth, independent held-out sets, blind: written in session 25 by a helper who read
 * neither the engine (nothing under modules/chat/ but the names of its question topics, as the
 * sixteenth set's test lists them in TOPICS) nor the ADRs (docs/decisions/) nor a row of the
 * earlier sets (beyond the first 40 lines of the sixteenth set's actions and multi files, read
 * for their format) nor the training rows (training-rows.ts, training-rows.json), nor any
 * *.script.ts file, nor git history, nor /work/notes. What they read: the label notation and
 * builders (../labels.ts), the shape checks and judge (../label-shapes.ts, ../judge.ts,
 * ../held-out-checks.ts, ../measure-sets.ts for labelProblems and how rows are checked), the date
 * notation (../relative-date.ts), the fixtures (../member-requests.ts, ../open-proposals.ts), the
 * structure of the sixteenth set (its sets file, whose constants are copied here; of its test
 * the imports, TOPICS and the describeHeldOutSets call, stopping at that call's end; the first
 * 40 lines of its actions and multi files; the imports, constants and doc comments of its
 * long-itineraries and three-or-more files; and its kind files' `kind:` and `goal:` lines with
 * the imports, constants, helpers and doc comments above their exports, whose goals are copied
 * here), the gazetteer's place and area names (packages/shared/src/places/areas and
 * place-types.ts), the service types and chat contracts (packages/shared/src/requests/
 * service-types.ts, and the CHAT_LANGUAGES and message length lines of chat/chat-contract.ts and
 * chat/chat-texts.ts), and the product and specification (/work/shared/PRODUCT.md whole, the
 * headings of spec/01 and spec/02, and spec/02's sections 1, 2 and 9). Two slips beyond that
 * list: a grep of ../all-sets.ts printed its first import lines (the names of the first sets'
 * files and exports, no rows), and a `git status` run at the end to check what was written listed
 * the names of files changed in the working tree (no contents, no history). The repeat check
 * found 39 of these messages in an earlier set, and one of their rewordings (an Afrikaans
 * question about the vault) again, so 40 rewordings in all: mostly
 * short, common questions about the tier, the renewal and the trial, what is coming up, the
 * pending requests, the providers' replies, the memory, the mood, the capabilities and the vault
 * in English, Afrikaans and isiZulu, three English follow-up replies (another couple, Friday
 * rather, bringing a colleague), an English status of Saturday's chef, an Afrikaans cancel of the
 * weekend booking, an isiZulu cancel of tonight's table and status of the dinner, a mixed status
 * of tomorrow's driver, requests for a person in English and Afrikaans ("Live agent",
 * "Operator", a supervisor, a real person), and out-of-scope questions in English, Afrikaans and
 * isiZulu (rain, shares, a first president, the Comrades, sharks, the pound, the weather in
 * eThekwini); all were reworded without changing their labels. Measured once, blind, by the lead
 * (who adds the shares to understanding-held-out-17.test.ts), then tuned on.
 */
export const HELD_OUT_17_SETS: readonly LabelledSet[] = [
  HELD_OUT_17_ACTIONS,
  HELD_OUT_17_QUESTIONS,
  HELD_OUT_17_RESTAURANT,
  HELD_OUT_17_MULTI,
  HELD_OUT_17_FOLLOW_UPS,
  HELD_OUT_17_AFRIKAANS,
  HELD_OUT_17_ISIZULU,
  HELD_OUT_17_MIXED,
  HELD_OUT_17_OUT_OF_SCOPE_AND_HUMAN,
  HELD_OUT_17_ENGLISH_NEW,
];

/** The least number of messages each kind holds (the brief of the seventeenth set: the sixteenth's). */
export const MINIMUM_ROWS: Readonly<Record<string, number>> = {
  actions: 70,
  questions: 70,
  restaurant: 60,
  multi: 60,
  'follow-ups': 60,
  af: 70,
  zu: 70,
  mixed: 50,
  'out_of_scope/human': 50,
  'en-new': 60,
};

/** The least number of long itineraries (900 to 1,900 characters) among the multi messages. */
export const MINIMUM_LONG_ITINERARIES = 6;

/** The least number of actions a human would have to ask about (a question with choices). */
export const MINIMUM_AMBIGUOUS_ACTIONS = 10;

/** The least number of out-of-scope messages, and of requests for a person. */
export const MINIMUM_OUT_OF_SCOPE = 15;
export const MINIMUM_HUMAN = 10;
