import type { LabelledSet } from '../labels';
import { HELD_OUT_19_ACTIONS } from './actions';
import { HELD_OUT_19_AFRIKAANS } from './afrikaans';
import { HELD_OUT_19_ENGLISH_NEW } from './english-new';
import { HELD_OUT_19_FOLLOW_UPS } from './follow-ups';
import { HELD_OUT_19_ISIZULU } from './isizulu';
import { HELD_OUT_19_MIXED } from './mixed';
import { HELD_OUT_19_MULTI } from './multi';
import { HELD_OUT_19_OUT_OF_SCOPE_AND_HUMAN } from './out-of-scope-and-human';
import { HELD_OUT_19_QUESTIONS } from './questions';
import { HELD_OUT_19_RESTAURANT } from './restaurant';

/**
 * The nineteenth, independent held-out sets, blind: written in session 26 by a helper who read
 * neither the engine (nothing under modules/chat/ but the names of its question topics, as the
 * eighteenth set's test lists them in TOPICS) nor the ADRs (docs/decisions/) nor a row of the
 * earlier sets (beyond the first 40 lines of the eighteenth set's actions and multi files, read
 * for their format) nor the training rows (training-rows.ts, training-rows.json), nor any
 * *.script.ts file, nor all-sets.ts beyond importing it, nor git history (no git command was run
 * at all), nor /work/notes or /tmp/dbg. What they read: the label notation and builders
 * (../labels.ts), the shape checks and judge (../label-shapes.ts, ../judge.ts,
 * ../held-out-checks.ts, ../measure-sets.ts for labelProblems and how rows are checked), the date
 * notation (../relative-date.ts), the fixtures (../member-requests.ts, ../open-proposals.ts), the
 * structure of the eighteenth set (its sets file whole, whose constants are copied here; of its
 * test the imports, TOPICS and the describeHeldOutSets call, stopping at that call's end, so not
 * the measured shares after it; the first 40 lines of its actions and multi files; the imports,
 * constants, tableAt helper and doc comments of its long-itineraries and three-or-more files;
 * and its kind files' `kind:` and `goal:` lines with the imports, constants, helpers and doc
 * comments above their exports, whose goals are copied here), the gazetteer's place and area
 * names (packages/shared/src/places/areas and place-types.ts), the service types and chat
 * contracts (packages/shared/src/requests/service-types.ts, and the CHAT_LANGUAGES and message
 * length lines of chat/chat-contract.ts and chat/chat-texts.ts), and the product and
 * specification (/work/shared/PRODUCT.md whole, the headings of spec/01 and spec/02, and
 * spec/02's sections 1, 2 and 9). A directory listing of concierge-sets/ showed the names of its
 * files (no contents). The engine was never run on these messages; a throwaway script outside
 * the repository imported these sets only to count rows and kinds and measure the long
 * itineraries. Before the check, three status messages about the Shield Protection and Cape
 * Executive bookings were reworded to ask after the request rather than what a provider said. The
 * repeat check found 28 of these messages in an earlier set, and none of their rewordings again:
 * short questions about what is coming up, the open requests, the memory and the vault in
 * English; the allowance, the renewal, what is coming up, the memory, the vault and the trial in
 * Afrikaans; the allowance, the renewal, what is coming up, the providers' replies, the vault and
 * the trial in isiZulu; the allowance in English mixed with Afrikaans and with isiZulu, and the
 * providers' replies in English mixed with Afrikaans; two English replies to the open table
 * (tomorrow at the same time, half an hour later); an isiZulu request for a person and a request
 * for a supervisor in English; and out-of-scope asks (a birthday poem, crypto staking, the
 * Proteas' score in English; the weather in eThekwini and a recipe in isiZulu); all were reworded
 * without changing their labels. Measured once, blind, by the lead (who adds the shares to
 * understanding-held-out-19.test.ts), then tuned on.
 */
export const HELD_OUT_19_SETS: readonly LabelledSet[] = [
  HELD_OUT_19_ACTIONS,
  HELD_OUT_19_QUESTIONS,
  HELD_OUT_19_RESTAURANT,
  HELD_OUT_19_MULTI,
  HELD_OUT_19_FOLLOW_UPS,
  HELD_OUT_19_AFRIKAANS,
  HELD_OUT_19_ISIZULU,
  HELD_OUT_19_MIXED,
  HELD_OUT_19_OUT_OF_SCOPE_AND_HUMAN,
  HELD_OUT_19_ENGLISH_NEW,
];

/** The least number of messages each kind holds (the brief of the nineteenth set: the eighteenth's). */
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
