import type { LabelledSet } from '../labels';
import { HELD_OUT_27_ACTIONS } from './actions';
import { HELD_OUT_27_AFRIKAANS } from './afrikaans';
import { HELD_OUT_27_ENGLISH_NEW } from './english-new';
import { HELD_OUT_27_FOLLOW_UPS } from './follow-ups';
import { HELD_OUT_27_ISIZULU } from './isizulu';
import { HELD_OUT_27_MIXED } from './mixed';
import { HELD_OUT_27_MULTI } from './multi';
import { HELD_OUT_27_OUT_OF_SCOPE_AND_HUMAN } from './out-of-scope-and-human';
import { HELD_OUT_27_QUESTIONS } from './questions';
import { HELD_OUT_27_RESTAURANT } from './restaurant';

/**
 * The twenty-seventh, independent held-out sets, blind: written by a helper who read neither the
 * engine (nothing under modules/chat/, its *.test.ts files included) nor the ADRs (docs/decisions/)
 * nor a row of the earlier sets (the folders held-out/ and held-out-3/ to held-out-25/ were never
 * opened, nor the first sets' files at the top of concierge-sets/, and of held-out-26/ only the
 * lines listed below) nor the training rows (training-rows.ts, training-rows.json) nor
 * morning-readers.ts, nor any *.script.ts or dbg-* file, nor all-sets.ts beyond importing it, nor
 * git history (no git command was run at all), nor /work/notes, /tmp/dbg, /tmp/h24, /tmp/h25,
 * /tmp/h26 or /work/ci-run. What they read: the label notation and builders (../labels.ts), the
 * shape checks and judge (../label-shapes.ts, ../judge.ts, ../held-out-checks.ts,
 * ../measure-sets.ts for labelProblems, the clocks and how rows are checked), the date notation
 * (../relative-date.ts), the fixtures (../member-requests.ts, ../open-proposals.ts, whose dates,
 * times, places and parties every change here really changes, checked at the three clocks), the
 * structure of the twenty-sixth set (its sets file whole, whose constants are copied here; its test
 * up to the end of the describeHeldOutSets call, and nothing after it; the first 62 lines of its
 * actions and multi files, of the multi file also the two lines that import and the two that spread
 * THREE_OR_MORE and LONG_ITINERARIES, found by grep; the imports, constants, tableAt helpers and
 * doc comments of its long-itineraries and three-or-more files; and its other kind files' `kind:`
 * and `goal:` lines with the imports, constants, helpers and doc comments above their exports,
 * whose goals are copied here; none of its rows), the gazetteer's place and area names
 * (packages/shared/src/places/areas and place-types.ts), the service types and chat contracts
 * (packages/shared/src/requests/service-types.ts, and the CHAT_LANGUAGES and message length lines
 * of chat/chat-contract.ts and chat/chat-texts.ts), and the product and specification
 * (/work/shared/PRODUCT.md whole, the headings of spec/01 and spec/02, and spec/02's sections 1, 2
 * and 9). A directory listing of concierge-sets/ showed the names of its files (no contents). Every
 * message here was written new for this set, none copied or paraphrased from an earlier set (whose
 * rows were never seen; the topics named in the twenty-sixth set's doc comments were avoided, with
 * new situations, new services asked in new ways and new places from the gazetteer: the West Coast,
 * the Overberg, the Kalahari, the Panorama Route, Zululand, the KZN South Coast, Makhanda,
 * Bloemfontein, East London and the Vaal among them). The engine was never run on these messages;
 * the long itineraries' lengths, the kinds' sizes, repeats within the set, the labels' places and
 * dates, the changes against the fixtures at the three clocks, the date cautions below and the
 * gazetteer names each message contains (matched by a plain word search over the area lists' names
 * and aliases, also after an isiZulu e- or kwa- prefix, to catch places named by accident) were
 * checked with throwaway Python scripts outside the repository (/tmp/h27) that read only these
 * files and the area lists. While writing, weekdays in one message were kept to runs that fall in
 * order at every clock (Friday to Sunday, or Monday and Tuesday, never the two runs in one message;
 * Wednesday and Thursday never; "next week Monday" and "next week Tuesday" as 'next:' labels), no
 * weekday was written beside a day of the month, and ages were kept away from weekdays (a
 * daughter's 21st, a son's 5th, a husband's 40th and a wife's 40th beside a weekday were rewritten
 * as a big party, a birthday, a present and a birthday party), days of the month within one message
 * were kept between the 15th and the 28th (a restaurant named after a 9th avenue was replaced, as
 * it would read as a day of the month), a bare "night" beside a hotel stay was avoided ("from
 * Friday", "from tomorrow", "from the 23rd"; a "two nights" was taken out of the Tswalu itinerary)
 * so no 20:00 is implied, a change that keeps the hour says so ("same time", "keep the time", "at
 * the same time", "keep the time he suggested", "selfde tyd") rather than naming a part of the day,
 * a change of a day of the month names no direction ("change the start date to the 27th"), and the
 * villa's new start dates avoid the 19th and the 21st, which fall on the villa's own day at one of
 * the clocks; "the Waterfront" alone was not written (the V&A and the Knysna Waterfront are named),
 * and gazetteer aliases that would read as places where none is meant were avoided (Jan Smuts, a
 * street that reads as the old airport, was replaced by the M1; "plz" is an airport code; "the
 * Cradle" alone is not a gazetteer name, so the Cradle of Humankind is named in full, and King's
 * Park is written with its apostrophe); George is written only for its airport. Places that are
 * aliases and plain words at once (Strand, Kloof, Wilderness, Parys, Linden, Brooklyn, Irene)
 * appear only where the place is meant and labelled. A follow-up moving tomorrow's driver to "next
 * week Monday" was changed to "next week Tuesday", since on the Sunday night the two are the same
 * day. The repeat check then found 27 of these messages in an earlier set, all reworded without
 * changing their labels, by adding a reason or a detail: four English questions (the next payment,
 * the declined requests, the food preferences, a will for the vault); three English replies to an
 * open proposal (the day after tomorrow, Saturday instead, the other driver); four in Afrikaans (my
 * driver cancelled, the membership level, the requests left, the providers' replies); ten in
 * isiZulu (the chef at six, the guards in Sandton, the tier, the requests left, the renewal, the
 * food remembered, the mood, what the assistant can help with, the vault, a son's maths homework)
 * and one more out of scope in isiZulu (the Durban July winner); three in English mixed with
 * Afrikaans or isiZulu (the requests left twice, the providers' replies); and two out of scope in
 * English (the Mona Lisa, the first democratic president). The second run of the check found none
 * of the reworded messages, nor any other, in an earlier set, and passed every check; after it the
 * files were only formatted by prettier, and a third run confirmed the formatted set. Measured
 * once, blind, by the lead (who adds the shares to understanding-held-out-27.test.ts), then tuned
 * on.
 */
export const HELD_OUT_27_SETS: readonly LabelledSet[] = [
  HELD_OUT_27_ACTIONS,
  HELD_OUT_27_QUESTIONS,
  HELD_OUT_27_RESTAURANT,
  HELD_OUT_27_MULTI,
  HELD_OUT_27_FOLLOW_UPS,
  HELD_OUT_27_AFRIKAANS,
  HELD_OUT_27_ISIZULU,
  HELD_OUT_27_MIXED,
  HELD_OUT_27_OUT_OF_SCOPE_AND_HUMAN,
  HELD_OUT_27_ENGLISH_NEW,
];

/** The least number of messages each kind holds (the brief of this set: the twenty-sixth's). */
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
