import type { LabelledSet } from '../labels';
import { HELD_OUT_23_ACTIONS } from './actions';
import { HELD_OUT_23_AFRIKAANS } from './afrikaans';
import { HELD_OUT_23_ENGLISH_NEW } from './english-new';
import { HELD_OUT_23_FOLLOW_UPS } from './follow-ups';
import { HELD_OUT_23_ISIZULU } from './isizulu';
import { HELD_OUT_23_MIXED } from './mixed';
import { HELD_OUT_23_MULTI } from './multi';
import { HELD_OUT_23_OUT_OF_SCOPE_AND_HUMAN } from './out-of-scope-and-human';
import { HELD_OUT_23_QUESTIONS } from './questions';
import { HELD_OUT_23_RESTAURANT } from './restaurant';

/**
 * The twenty-third, independent held-out sets, blind: written in session 27 by a helper who read
 * neither the engine (nothing under modules/chat/, its *-set.test.ts files included, but the names
 * of its question topics, as the twenty-second set's test lists them in TOPICS) nor the ADRs
 * (docs/decisions/) nor a row of the earlier sets (beyond the first 40 lines of the twenty-second
 * set's actions and multi files, read for their format) nor the training rows (training-rows.ts,
 * training-rows.json) nor morning-readers.ts, nor any *.script.ts or dbg-* file, nor all-sets.ts
 * beyond importing it, nor git history (no git command was run at all), nor /work/notes, /tmp/dbg
 * or /work/ci-run. What they read: the label notation and builders (../labels.ts), the shape
 * checks and judge (../label-shapes.ts, ../judge.ts, ../held-out-checks.ts, ../measure-sets.ts for
 * labelProblems, the clocks and how rows are checked), the date notation (../relative-date.ts),
 * the fixtures (../member-requests.ts, ../open-proposals.ts), the structure of the twenty-second
 * set (its sets file whole, whose constants are copied here; of its test the imports, TOPICS and
 * the describeHeldOutSets call, stopping at that call's end, so neither the measured shares after
 * it nor their doc comment; the first 40 lines of its actions and multi files, and of the multi
 * file the lines that import and spread THREE_OR_MORE and LONG_ITINERARIES, found by grep; the
 * imports, constants, tableAt helper and doc comments of its long-itineraries and three-or-more
 * files; and its kind files' `kind:` and `goal:` lines with the imports, constants, helpers and
 * doc comments above their exports, whose goals are copied here), the gazetteer's place and area
 * names (packages/shared/src/places/areas and place-types.ts), the service types and chat
 * contracts (packages/shared/src/requests/service-types.ts, and the CHAT_LANGUAGES and message
 * length lines of chat/chat-contract.ts and chat/chat-texts.ts), and the product and
 * specification (/work/shared/PRODUCT.md whole, the headings of spec/01 and spec/02, and spec/02's
 * sections 1, 2 and 9). A directory listing of concierge-sets/ showed the names of its files (no
 * contents). The engine was never run on these messages; the long itineraries' lengths were
 * measured with a throwaway script outside the repository (/tmp/h23) that read only these files.
 * While writing, weekdays in one message were kept to runs that fall in order at every clock
 * (Friday to Sunday, or Monday and Tuesday; other days only under "next week", as 'next:'
 * labels), no weekday was written beside a day of the month, days of the month within one message
 * were kept between the 15th and the 28th, a bare "night" beside a hotel stay was avoided ("from
 * Friday", "from today", "from Monday for four days") so no 20:00 is implied, a change that keeps
 * the hour says so ("same time", "keep the time") rather than naming a part of the day, and
 * gazetteer aliases that would read as places where none is meant were avoided (Jan Smuts Avenue,
 * a person called George, "strand", "DF Malan", "the Berg", "Gateway", "onrus", "entabeni",
 * "phinda", "thanda"; also "kloof", "PTA", "Irene" and "Lorraine"). The repeat check found 50 of
 * these messages in an earlier set: 22 short English questions (the membership level twice, the
 * requests left four times, the next payment, the renewal, the weekend's bookings, the requests
 * made and the request history, the providers' replies, preferences, a wine and pork remembered,
 * the week's mood twice, what the assistant can do, Afrikaans, a passport scan, legacy capsules,
 * and the requests with the count left); four short English replies to open proposals (the day
 * after tomorrow at the same time, Saturday at the same time, 8:30 rather than 8, 7:30 rather
 * than 8); in Afrikaans the driver at 10 instead of 9, the villa in Kampsbaai, the requests left,
 * the renewal, the list of requests, the providers' replies, the preferences remembered, what the
 * assistant can do and tomorrow's weather in Cape Town; in isiZulu tonight's table cancelled, the
 * driver at 10 instead of 9, the pending request cancelled, the membership's end, the providers'
 * replies, a person rather than a machine, tomorrow's weather in Johannesburg and a chakalaka
 * recipe; the tier in English mixed with isiZulu; and in English the calories in a boerewors roll,
 * the capital of Namibia, a news summary, an actual person, escalating to a human concierge and
 * talking to a person. All were reworded without changing their labels (one, the monthly
 * requests used up, twice), after which none repeated. Measured once, blind, by the lead (who adds
 * the shares to understanding-held-out-23.test.ts), then tuned on.
 */
export const HELD_OUT_23_SETS: readonly LabelledSet[] = [
  HELD_OUT_23_ACTIONS,
  HELD_OUT_23_QUESTIONS,
  HELD_OUT_23_RESTAURANT,
  HELD_OUT_23_MULTI,
  HELD_OUT_23_FOLLOW_UPS,
  HELD_OUT_23_AFRIKAANS,
  HELD_OUT_23_ISIZULU,
  HELD_OUT_23_MIXED,
  HELD_OUT_23_OUT_OF_SCOPE_AND_HUMAN,
  HELD_OUT_23_ENGLISH_NEW,
];

/** The least number of messages each kind holds (the brief of this set: the twenty-second's). */
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
