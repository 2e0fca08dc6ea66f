import type { LabelledSet } from '../labels';
import { HELD_OUT_25_ACTIONS } from './actions';
import { HELD_OUT_25_AFRIKAANS } from './afrikaans';
import { HELD_OUT_25_ENGLISH_NEW } from './english-new';
import { HELD_OUT_25_FOLLOW_UPS } from './follow-ups';
import { HELD_OUT_25_ISIZULU } from './isizulu';
import { HELD_OUT_25_MIXED } from './mixed';
import { HELD_OUT_25_MULTI } from './multi';
import { HELD_OUT_25_OUT_OF_SCOPE_AND_HUMAN } from './out-of-scope-and-human';
import { HELD_OUT_25_QUESTIONS } from './questions';
import { HELD_OUT_25_RESTAURANT } from './restaurant';

/**
 * The twenty-fifth, independent held-out sets, blind: written by a helper who read neither the
 * engine (nothing under modules/chat/, its *-set.test.ts files included) nor the ADRs
 * (docs/decisions/) nor a row of the earlier sets (beyond the first 40 lines of the twenty-fourth
 * set's actions and multi files, read for their format) nor the training rows (training-rows.ts,
 * training-rows.json) nor morning-readers.ts, nor any *.script.ts or dbg-* file, nor all-sets.ts
 * beyond importing it, nor the twenty-third set's folder, nor git history (no git command was run
 * at all), nor /work/notes, /tmp/dbg, /tmp/h24 or /work/ci-run. What they read: the label notation
 * and builders (../labels.ts), the shape checks and judge (../label-shapes.ts, ../judge.ts,
 * ../held-out-checks.ts, ../measure-sets.ts for labelProblems, the clocks and how rows are
 * checked), the date notation (../relative-date.ts), the fixtures (../member-requests.ts,
 * ../open-proposals.ts, whose dates, times, places and parties every change here really changes),
 * the structure of the twenty-fourth set (its sets file whole, whose constants are copied here; its
 * test up to the end of the describeHeldOutSets call, and nothing after it; the first 40 lines of
 * its actions and multi files, and of the multi file the lines that import and spread
 * THREE_OR_MORE and LONG_ITINERARIES, found by grep; the imports, constants, tableAt helpers and
 * doc comments of its long-itineraries and three-or-more files; and its other kind files' `kind:`
 * and `goal:` lines with the imports, constants, helpers and doc comments above their exports,
 * whose goals are copied here), the gazetteer's place and area names (packages/shared/src/places/
 * areas and place-types.ts), the service types and chat contracts
 * (packages/shared/src/requests/service-types.ts, and the CHAT_LANGUAGES and message length lines
 * of chat/chat-contract.ts and chat/chat-texts.ts), and the product and specification
 * (/work/shared/PRODUCT.md whole, the headings of spec/01 and spec/02, and spec/02's sections 1, 2
 * and 9). A directory listing of concierge-sets/ showed the names of its files (no contents). Every
 * message here was written new for this set, none copied or paraphrased from set 24 (whose rows
 * were never seen). The engine was never run on these messages; the long itineraries' lengths, the
 * kinds' sizes and the gazetteer names each message contains (matched by a plain word search over
 * the area lists, to catch places named by accident) were measured with throwaway scripts outside
 * the repository (/tmp/h25) that read only these files and the area lists. While writing, weekdays
 * in one message were kept to runs that fall in order at every clock (Friday to Sunday, or Monday
 * and Tuesday; Wednesday and Thursday only under "next week", as 'next:' labels), no weekday was
 * written beside a day of the month, days of the month within one message were kept between the
 * 15th and the 28th, a bare "night" beside a hotel stay was avoided ("from Friday", "from today",
 * "from tomorrow for three days") so no 20:00 is implied, a change that keeps the hour says so
 * ("same time", "keep the time", "the time stays") rather than naming a part of the day, "the
 * Waterfront" alone was not written (the V&A, the Knysna Waterfront or Loch Logan are named), and
 * gazetteer aliases that would read as places where none is meant were avoided (Jan Smuts Avenue,
 * a person called George, "strand" in English or Afrikaans, "DF Malan", "the Berg", "Gateway",
 * "onrus", "entabeni", "phinda", "thanda", "kloof", "PTA", "Irene", "Lorraine", and words such as
 * "vaal", "Parys", "Bluff", "Wilderness", "Stanford" or "Kruger" as a surname); George is written
 * only for its airport. The repeat check found 64 of these messages in an earlier set, all reworded
 * without changing their labels: in actions, the weekend booking's status; seventeen short English
 * questions (the requests left, the renewal date, the week ahead, the weekend, the pending
 * requests, the list of requests, the providers' replies twice, what is remembered, food
 * preferences, the mood, what the assistant can do, Afrikaans, the vault, a passport in the vault,
 * legacy capsules, and the tier with the requests left); four English replies to open proposals
 * (half an hour later, suitcases for the driver, fourteen guests, tonight's restaurant rather than
 * the chef); sixteen in Afrikaans (ten for the chef, the villa's status, the boat cancelled, the
 * driver cancelled, everything pending cancelled, the 50th, the requests left, the renewal, the
 * week ahead, the list of requests, the providers' replies, what is remembered, the mood, what the
 * assistant can do, the rand against the pound, a poem for a mother); seventeen in isiZulu (a
 * table in Rosebank, tonight's table cancelled, the boat cancelled, everything pending cancelled,
 * the driver's status, the tier, the requests left, the renewal, the week ahead, the list of
 * requests, what is remembered, the mood, what the assistant can do, the vault, pork remembered,
 * the pending requests, the providers' replies); four in English mixed with Afrikaans or isiZulu
 * (tomorrow's driver's status, the requests left, the providers' replies, the driver cancelled);
 * and five out of scope or for a person (a boerewors roll's calories, a joke about accountants,
 * the next public holiday, a live agent, "Operator!"). None of the rewordings repeated again, nor
 * did the 47 messages added afterwards to bring the set to 700. Measured once, blind, by the lead
 * (who adds the shares to understanding-held-out-25.test.ts), then tuned on.
 */
export const HELD_OUT_25_SETS: readonly LabelledSet[] = [
  HELD_OUT_25_ACTIONS,
  HELD_OUT_25_QUESTIONS,
  HELD_OUT_25_RESTAURANT,
  HELD_OUT_25_MULTI,
  HELD_OUT_25_FOLLOW_UPS,
  HELD_OUT_25_AFRIKAANS,
  HELD_OUT_25_ISIZULU,
  HELD_OUT_25_MIXED,
  HELD_OUT_25_OUT_OF_SCOPE_AND_HUMAN,
  HELD_OUT_25_ENGLISH_NEW,
];

/** The least number of messages each kind holds (the brief of this set: the twenty-fourth's). */
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
