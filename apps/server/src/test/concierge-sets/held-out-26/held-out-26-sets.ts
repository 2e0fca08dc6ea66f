import type { LabelledSet } from '../labels';
import { HELD_OUT_26_ACTIONS } from './actions';
import { HELD_OUT_26_AFRIKAANS } from './afrikaans';
import { HELD_OUT_26_ENGLISH_NEW } from './english-new';
import { HELD_OUT_26_FOLLOW_UPS } from './follow-ups';
import { HELD_OUT_26_ISIZULU } from './isizulu';
import { HELD_OUT_26_MIXED } from './mixed';
import { HELD_OUT_26_MULTI } from './multi';
import { HELD_OUT_26_OUT_OF_SCOPE_AND_HUMAN } from './out-of-scope-and-human';
import { HELD_OUT_26_QUESTIONS } from './questions';
import { HELD_OUT_26_RESTAURANT } from './restaurant';

/**
 * The twenty-sixth, independent held-out sets, blind: written by a helper who read neither the
 * engine (nothing under modules/chat/, its *.test.ts files included) nor the ADRs (docs/decisions/)
 * nor a row of the earlier sets (the folders held-out/ and held-out-3/ to held-out-24/ were never
 * opened, nor the first sets' files at the top of concierge-sets/) nor the training rows
 * (training-rows.ts, training-rows.json) nor morning-readers.ts, nor any *.script.ts or dbg-* file,
 * nor all-sets.ts beyond importing it, nor git history (no git command was run at all), nor
 * /work/notes, /tmp/dbg, /tmp/h24, /tmp/h25 or /work/ci-run. What they read: the label notation and
 * builders (../labels.ts), the shape checks and judge (../label-shapes.ts, ../judge.ts,
 * ../held-out-checks.ts, ../measure-sets.ts for labelProblems, the clocks and how rows are
 * checked), the date notation (../relative-date.ts), the fixtures (../member-requests.ts,
 * ../open-proposals.ts, whose dates, times, places and parties every change here really changes),
 * the structure of the twenty-fifth set (its sets file whole, whose constants are copied here; its
 * test up to the end of the describeHeldOutSets call, and nothing after it; the first 40 lines of
 * its actions and multi files, of the multi file also the lines that import and spread
 * THREE_OR_MORE and LONG_ITINERARIES, found by grep, and the doc comment, kind and goal lines above
 * and at its export; the imports, constants, tableAt helpers and doc comments of its
 * long-itineraries and three-or-more files; and its other kind files' `kind:` and `goal:` lines
 * with the imports, constants, helpers and doc comments above their exports, whose goals are copied
 * here; none of its rows), the gazetteer's place and area names (packages/shared/src/places/areas
 * and place-types.ts), the service types and chat contracts
 * (packages/shared/src/requests/service-types.ts, and the CHAT_LANGUAGES and message length lines
 * of chat/chat-contract.ts and chat/chat-texts.ts), and the product and specification
 * (/work/shared/PRODUCT.md whole, the headings of spec/01 and spec/02, and spec/02's sections 1, 2
 * and 9). A directory listing of concierge-sets/ showed the names of its files (no contents). Every
 * message here was written new for this set, none copied or paraphrased from an earlier set (whose
 * rows were never seen; the topics named in the twenty-fifth set's doc comments were avoided). The
 * engine was never run on these messages; the long itineraries' lengths, the kinds' sizes, repeats
 * within the set, the date cautions below and the gazetteer names each message contains (matched by
 * a plain word search over the area lists, to catch places named by accident) were checked with
 * throwaway Python scripts outside the repository (/tmp/h26) that read only these files and the
 * area lists. While writing, weekdays in one message were kept to runs that fall in order at every
 * clock (Friday to Sunday, or Monday and Tuesday, never the two runs in one message; Wednesday and
 * Thursday never; "next week Monday" and "next week Tuesday" as 'next:' labels), no weekday was
 * written beside a day of the month (an age such as an eightieth was kept away from weekdays too),
 * days of the month within one message were kept between the 15th and the 28th, a bare "night"
 * beside a hotel stay was avoided ("from Friday", "from tomorrow", "from the 21st") so no 20:00 is
 * implied, a change that keeps the hour says so ("same time", "keep the time", "keep the time as
 * is", "selfde tyd") rather than naming a part of the day, a change of a day of the month names no
 * direction ("change the start date to the 26th", not "push"), since the villa in three weeks lies
 * before or after the 26th depending on the clock, "the Waterfront" alone was not written (the V&A,
 * the Knysna Waterfront or Loch Logan are named), and gazetteer aliases that would read as places
 * where none is meant were avoided (those of the twenty-fifth set's list, and "plz", which is an
 * airport code; "the Cradle" alone is not a gazetteer name, so Maropeng is named, and "Kings Park"
 * is written "King's Park"); George is written only for its airport. Before the check ran, some
 * fifty short messages had already been made more specific as a precaution. The repeat check then
 * found 26 of these messages in an earlier set, all reworded without changing their labels, by
 * adding a reason or a detail: in actions, the chauffeur booking cancelled; ten English questions
 * (the membership level, the calendar, the bookings ahead, the list of everything asked for, the
 * requests still with providers, the open requests, an overview of the requests for a PA, the
 * providers' messages, a provider's note, the journal's mood this week); one English reply to an
 * open proposal (only six on the boat); seven in Afrikaans (tonight's table cancelled, a vegan
 * guest for the chef, the villa's status, the preferences remembered, the Currie Cup, a percentage,
 * a leg of lamb); three in isiZulu (a lodge in Hluhluwe, a table in Rosebank, the tier); three in
 * English mixed with Afrikaans or isiZulu (the providers' replies, a real person twice); and one
 * out of scope (a soft-boiled egg). The second run found one rewording, the lodge in Hluhluwe
 * ("sibane nezingane"), in an earlier set too; it was reworded once more ("sibane: mina, umkami
 * namawele ethu") after the last of the four runs this set's brief allowed, so that last rewording
 * has not been through the repeat check. Measured once, blind, by the lead (who adds the shares to
 * understanding-held-out-26.test.ts), then tuned on.
 */
export const HELD_OUT_26_SETS: readonly LabelledSet[] = [
  HELD_OUT_26_ACTIONS,
  HELD_OUT_26_QUESTIONS,
  HELD_OUT_26_RESTAURANT,
  HELD_OUT_26_MULTI,
  HELD_OUT_26_FOLLOW_UPS,
  HELD_OUT_26_AFRIKAANS,
  HELD_OUT_26_ISIZULU,
  HELD_OUT_26_MIXED,
  HELD_OUT_26_OUT_OF_SCOPE_AND_HUMAN,
  HELD_OUT_26_ENGLISH_NEW,
];

/** The least number of messages each kind holds (the brief of this set: the twenty-fifth's). */
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
