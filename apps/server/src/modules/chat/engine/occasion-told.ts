/**
 * An occasion, a trip or the member's own thing told before what they ask for (the engine's
 * understanding, ADR 084): its service words name no request of its own. Read by new-requests.ts.
 */
import { OWN_THING_TOLD, PLANNING, RUN_IT } from './part-cues';
import type { RequestReading } from './read-request';
import { ASKS_FOR } from './scene';
import type { MessagePart } from './split-requests';

/** Occasions and trips heading a list: "Kids' party on Sunday: ...", "Family holiday: ...". */
const OCCASION_OR_TRIP =
  /\b(?:party|birthday|wedding|celebration|reunion|anniversary|holiday|weekend|trip|getaway|visit|premiere|graduation)\b/i;
/** "Please organise for the 19th:": a heading that only asks for the list after it, on its day. */
const ASKS_THE_LIST =
  /^\W*(?:please\s+)?(?:(?:can|could) you\s+)?(?:organi[sz]e|arrange|book|sort(?: out)?|set up)(?: (?:me|us))?(?: (?:the following|these|this|everything|it all))? (?:for|on) (?:the \d{1,2}(?:st|nd|rd|th)|today|tonight|tomorrow|(?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:this|next) (?:week|weekend))\W*(?:please)?\W*$/i;
/** Parts of one sentence after a heading, from which it heads a list. */
const LIST_PARTS = 2;

/**
 * How the part at `index` is told: 'heading' when it heads a list of requests after a colon
 * ("Kids' party on Sunday at our house in Bedfordview: a magician at 2pm, a face painter ...",
 * "Please organise for the 19th: ..."), whose day and place are theirs; 'told' when it is the
 * occasion the member hosts or goes to, or their own thing, told before what they ask ("We're
 * having a big party at the house on Friday and I'd like two guards", "My car is at the workshop.
 * Can I get a driver tomorrow?"), which asks for nothing where its words set the scene; null
 * otherwise.
 */
export function occasionTold(
  parts: readonly MessagePart[],
  index: number,
  reading: RequestReading,
): 'heading' | 'told' | null {
  if (index > 0) return null;
  const part = parts[0]!;
  const after = part.sentence.slice(part.sentence.indexOf(part.text) + part.text.length);
  const listed = parts.filter((other) => other !== part && other.sentence === part.sentence);
  if (
    /^\s*:/.test(after) &&
    listed.length >= LIST_PARTS &&
    ((OCCASION_OR_TRIP.test(part.text) && !PLANNING.test(part.text)) ||
      ASKS_THE_LIST.test(part.text))
  ) {
    return 'heading';
  }
  const told =
    ((reading.intent?.serviceType === 'event_planning' && !PLANNING.test(part.text)) ||
      OWN_THING_TOLD.test(part.text)) &&
    parts.slice(1).some((next) => ASKS_FOR.test(next.text)) &&
    // "Our year-end function ... Can you run it?": the occasion is what is asked.
    !parts.slice(1).some((next) => RUN_IT.test(next.text));
  return told ? 'told' : null;
}
