import type { LabelledSet } from '../labels';
import { HELD_OUT_20_ACTIONS } from './actions';
import { HELD_OUT_20_AFRIKAANS } from './afrikaans';
import { HELD_OUT_20_ENGLISH_NEW } from './english-new';
import { HELD_OUT_20_FOLLOW_UPS } from './follow-ups';
import { HELD_OUT_20_ISIZULU } from './isizulu';
import { HELD_OUT_20_MIXED } from './mixed';
import { HELD_OUT_20_MULTI } from './multi';
import { HELD_OUT_20_OUT_OF_SCOPE_AND_HUMAN } from './out-of-scope-and-human';
import { HELD_OUT_20_QUESTIONS } from './questions';
import { HELD_OUT_20_RESTAURANT } from './restaurant';

/**
 * The twentieth, independent held-out sets, blind: written in session 26 by a helper who read
 * neither the engine (nothing under modules/chat/ but the names of its question topics, as the
 * nineteenth set's test lists them in TOPICS) nor the ADRs (docs/decisions/) nor a row of the
 * earlier sets (beyond the first 40 lines of the nineteenth set's actions and multi files, read
 * for their format) nor the training rows (training-rows.ts, training-rows.json), nor any
 * *.script.ts or dbg-* file, nor all-sets.ts beyond importing it, nor git history (no git command
 * was run at all), nor /work/notes or /tmp/dbg. What they read: the label notation and builders
 * (../labels.ts), the shape checks and judge (../label-shapes.ts, ../judge.ts,
 * ../held-out-checks.ts, ../measure-sets.ts for labelProblems, the clocks and how rows are
 * checked), the date notation (../relative-date.ts), the fixtures (../member-requests.ts,
 * ../open-proposals.ts), the structure of the nineteenth set (its sets file whole, whose
 * constants are copied here; of its test the imports, TOPICS and the describeHeldOutSets call,
 * stopping at that call's end, so not the measured shares after it; the first 40 lines of its
 * actions and multi files; the imports, constants, tableAt helper and doc comments of its
 * long-itineraries and three-or-more files; and its kind files' `kind:` and `goal:` lines with
 * the imports, constants, helpers and doc comments above their exports, whose goals are copied
 * here), the gazetteer's place and area names (packages/shared/src/places/areas and
 * place-types.ts), the service types and chat contracts (packages/shared/src/requests/
 * service-types.ts, and the CHAT_LANGUAGES and message length lines of chat/chat-contract.ts and
 * chat/chat-texts.ts), and the product and specification (/work/shared/PRODUCT.md whole, the
 * headings of spec/01 and spec/02, and spec/02's sections 1, 2 and 9). A directory listing of
 * concierge-sets/ showed the names of its files (no contents). The engine was never run on these
 * messages; a throwaway script outside the repository imported these sets only to count rows and
 * kinds and measure the long itineraries. Before the check, weekday lists were kept from crossing
 * the day of a clock (a "Wednesday" line with a time before 10:00 beside one with none, which
 * the notation would put a week apart), days of the month within one message were kept between
 * the 15th and the 28th wherever their order matters, so they fall in one month at every clock,
 * and a table "in Bantry Bay or Sea Point" was labelled with both. The repeat check found 42 of
 * these messages in an earlier set, and none of their rewordings again: short questions about the
 * renewal, the trial, the paid-up date, what is coming up (three), the pending and the declined
 * requests, the providers' replies, the memory, the mood, the languages and a forgotten vault
 * password in English; the allowance, the renewal, the trial, the providers' replies, the memory,
 * the mood and the capabilities in Afrikaans; the allowance, the renewal, the trial, what is coming
 * up, the list of requests and the memory in isiZulu; the allowance and the memory in English
 * mixed with Afrikaans, the allowance and what is coming up in English mixed with isiZulu; two
 * English replies to open proposals (half an hour later, Saturday instead); the declined gala
 * security in English and in isiZulu, tonight's Test Kitchen cancelled and Sunday's yacht
 * confirmed in Afrikaans, a driver cancelled in isiZulu; a real person and a manager in isiZulu;
 * and out-of-scope asks (the capital of Botswana and sharks at Muizenberg in English; the Durban
 * July winner in isiZulu); all were reworded without changing their labels. Measured once, blind,
 * by the lead (who adds the shares to understanding-held-out-20.test.ts), then tuned on.
 */
export const HELD_OUT_20_SETS: readonly LabelledSet[] = [
  HELD_OUT_20_ACTIONS,
  HELD_OUT_20_QUESTIONS,
  HELD_OUT_20_RESTAURANT,
  HELD_OUT_20_MULTI,
  HELD_OUT_20_FOLLOW_UPS,
  HELD_OUT_20_AFRIKAANS,
  HELD_OUT_20_ISIZULU,
  HELD_OUT_20_MIXED,
  HELD_OUT_20_OUT_OF_SCOPE_AND_HUMAN,
  HELD_OUT_20_ENGLISH_NEW,
];

/** The least number of messages each kind holds (the brief of the twentieth set: the nineteenth's). */
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
