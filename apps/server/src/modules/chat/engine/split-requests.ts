import { namesDay } from './day-words';
import { NOTHING_NEEDED, TRIP_HEADING } from './part-words';
import { splitSceneFromAsk } from './scene';
import { EVENT_ELEMENTS } from './vocabulary/event-elements';

/**
 * The parts of a message that each ask for one thing, in order: sentences, lines and list items,
 * then clauses joined by "then", "also", "and" or a comma when both sides name a service of their
 * own ("a driver and a chef for Saturday"). Every character of the message belongs to one part.
 */
export interface MessagePart {
  text: string;
  /** The sentence the part came from: parts of one sentence share its day and place. */
  sentence: string;
}

/** The service a piece of text names ('dining' for a table), or null. */
export type ServiceOf = (text: string) => string | null;

/** "flights and transfers", "transfers": the legs of a trip named before. */
const TRIP_LEGS =
  /^\s*(?:(?:return |the )?flights?,? (?:and|&|\+) )?(?:(?:the|airport|road|all)\s+)?transfers?\b/i;
/** Where sentences, lines and list items end ("Saturday... no, 6:30" takes the hour back, in one). */
const SENTENCE_END =
  /(?<=[.!?;])(?<!\.\.)\s+(?=\S)|(?<=\.\.)\s+(?=\S)(?!(?:no|nope|sorry|actually|wait)[,!]?\s+\d{1,2}(?:[:h.]\d\d|\s*(?:am|pm)\b))|\s*\n+\s*|(?<!\b(?:parents|people|guests|friends|family|us|kids|children|colleagues|clients|at|by|from|to|till|until|around|about|for|so|and|plus|of|is|are|re|were|be|wait|no|sorry|actually|maybe|or))(?<!\b(?:sorry|no|wait|actually|oops),)\s+(?=\(?\d{1,2}[.)]\s)|\s+(?=[-*•]\s)|\s+(?=\(?[a-h]\)\s)|(?<=\b(?:us|people|guests|friends|family|kids|children))\s+(?=\d\)\s+(?:a|an|the|\w+s)\b)/;
/** Joins inside a sentence that may start another request. */
const JOIN =
  /\s*(?:,\s*(?:and\s+)?then\b|\band then\b|\bthen\b|\bafter that\b|\band also\b|\balso\b|\bplus\b|\bas well as\b|,\s*and\b|\band\b|\s[+&]\s|,|(?<!\d):(?!\d))\s*/gi;
/** Joins that start a new request even for the same service ("a driver there, then one back"). */
const STRONG_JOIN = /then|after|also|plus|as well|\+/i;
/** A visa asked for, a task of its own beside the flights after a comma. */
const VISA = /\bvisas?\b/i;
/** A clause that starts a request of its own: "a stylist...", "another table...", "again on Tuesday". */
const OWN_START =
  /^\s*(?:a|an|another|one|some|again|the same|book|get|need|and a|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?=.*\d)|the (?:\w+ )?(?:back|home|return)|(?:a |the )?return|(?:pick|collect) (?:us|me|them) up again|(?:fetch|collect) (?:us|me|them) again|(?:take|bring) (?:us|me|them) (?:back|home))\b/i;
/** A clause that says when or where: with its own start, even the same service is another request. */
const OWN_DETAILS =
  /\b(?:on|at|in|from|for|by|tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d)/i;

/**
 * The same service asked for again: "again on Tuesday", "then another one from OR Tambo", "the
 * return from King Shaka on the 23rd".
 */
export const AGAIN =
  /^\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*[:,-]?\s*)?(?:and\s+)?(?:again\b|the same\b(?! (?:time|day|place|hour|date|evening|night|morning)\b)|(?:then\s+)?(?:another|one more|a second) one\b(?!\s+(?:of|for us)\b)|the return(?: flight| trip| leg| journey| transfer)?\b(?=\s+(?:from|on|at)\b))/i;
/** "start at 8 at the hotel": when the request before starts, not another one. */
const STARTS_THEN = /^\s*(?:start|starts|starting|begin|begins|beginning|from|until|till)\b/i;
/** A clock time: "at 9", "from 10", "6pm". */
const OWN_CLOCK = /\b(?:at|from)\s+\d|\d\s*(?:am|pm)\b/i;

/** "Sat:", "Friday 14th:", "Friday 5am:", "Tomorrow -": the day a line starts with, as its heading. */
const DAY_LABEL =
  /^((?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:\s+(?:at\s+)?\d{1,2}(?:[:h.]\d\d|\s*(?:am|pm)))?|tomorrow|tonight|today)\s*(?::|\s[-–]|,)\s+(?=\S)/i;
/** "8pm: a driver from the hotel": a line headed by its hour asks at that hour. */
const HOUR_LABEL = /^(\d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)?)\s*(?::|\s[-–])\s+(?=\S)/i;

/** "after the cricket", "before the show": an event that says when, at the end of a message. */
const AROUND_AN_EVENT =
  /^\s*for (?:a|the|my|our) (?:conference|meeting|work trip|business trip|wedding|funeral|graduation)\s*[.!]?\s*$|^\s*(?:right |straight |just )?(?:after|before) (?:the|our|my) (?:[\w'-]+ )?(?:cricket|rugby|match|game|show|concert|movie|play|opera|ballet|test|final|gig|race|marathon)(?: starts| kicks off| begins| ends| finishes)?\s*[.!?]?\s*$/i;

/** "we are 7 for the weekend": how many people, said before the list of what they need. */
const PARTY_TOLD =
  /^\W*(?:we(?:'re| are| will be|'ll be)|there(?:'ll| will) be|there are) (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i;

/** Up to this many words before a colon are a heading ("Friday in the Midlands:"). */
const HEADING_WORDS = 6;

/** The text up to the next comma or strong join (not the colon of 8:30): what the next clause alone says. */
const firstClause = (text: string) =>
  text.split(/\s*(?:[,;]|(?<!\d):(?!\d)|\bthen\b|\balso\b|\bplus\b|\band a\b|\band an\b)\s*/i)[0] ??
  text;
/** "party of 3", "for 4 people": a detail of the request before, not a request of its own. */
const ONLY_A_PARTY =
  /^\s*(?:a\s+)?(?:(?:party|group|table) (?:of|for) \w+|for \w+(?: people| guests)?|\w+ (?:people|guests|pax|of us))\s*[.!?]?\s*$/i;

/** "... for me and three friends", "for us and the kids": people, after "for me and". */
const FOR_PEOPLE =
  /^\s*(?:my |our |the )?(?:\d{1,2} |one |two |three |four |five |six |seven |eight |nine |ten |a few |some )?(?:friends?|guests?|colleagues?|kids|children|family|wife|husband|partner|mom|mum|dad|parents|in-laws|girls|guys|boys)\b/i;
/** What a spa day holds. */
const SPA_TREATMENT = /^other:(?:massage|facial|manicure|pedicure|nails)/;
/** Pictures of an occasion, taken or filmed. */
const PHOTO_OR_VIDEO = /^other:(?:(?:event )?photographer|videographer)/;

/** What an event holds, as the splitter names the services ("other:dj"). */
const EVENT_ELEMENT_KINDS = new Set(EVENT_ELEMENTS.map((term) => `other:${term}`));
/** An event and one of the things it holds, in either order. */
const partOfTheEvent = (first: string, next: string) =>
  (first === 'event_planning' && EVENT_ELEMENT_KINDS.has(next)) ||
  (next === 'event_planning' && EVENT_ELEMENT_KINDS.has(first));

/** "... has the venue, the flowers and the catering completely under control": all sorted. */
const UNDER_CONTROL =
  /\b(?:has|have|got)\b(?!.*\b(?:need|please|book|arrange|can you|could you)\b).{0,160}\bunder control\b/i;

/** A sentence split at joins whose two sides each name a service of their own. */
function clausesOf(sentence: string, serviceOf: ServiceOf): string[] {
  // "The planner has the venue, the flowers and the catering under control": nothing to split.
  // ("..., but my aunts are cooking, so nothing for Sunday": nothing to split either.)
  if (UNDER_CONTROL.test(sentence) || NOTHING_NEEDED.test(sentence)) return [sentence];
  const pieces: string[] = [];
  let start = 0;
  for (const match of sentence.matchAll(JOIN)) {
    const at = match.index!;
    const before = sentence.slice(start, at);
    const rest = sentence.slice(at + match[0].length);
    const clause = firstClause(rest);
    const first = serviceOf(before);
    // "Can you sort out the following for my parents: a driver from Lanseria ...": the
    // introduction, then the first request.
    // "this weekend in the Midlands: cottage in Nottingham Road from Friday, ...": a heading
    // that says where.
    const heading =
      before.trim().split(/\s+/).length <= HEADING_WORDS &&
      /\b(?:in|at) (?:the )?[A-Z]/.test(before);
    // "we are 7 for the weekend in Franschhoek, villa from Friday, ...": who, then the list.
    const party = match[0].trim() === ',' && PARTY_TOLD.test(before);
    if (
      !first &&
      (match[0].trim() === ':' || party) &&
      (OWN_START.test(rest) || heading || party) &&
      serviceOf(clause)
    ) {
      pieces.push(before.trim());
      start = at + match[0].length;
      continue;
    }
    if (!first) continue;
    // "close protection on Wednesday, from 8am at the hotel": when it starts, not a request.
    if (/^\s*(?:from|until|till)\s+\d/i.test(rest)) continue;
    // "a car from the Oyster Box, where we'll be staying, to King Shaka": a relative clause.
    if (/^\s*(?:where|which|who|whom|whose)\b/i.test(rest)) continue;
    // "Dinner for 2 in Newlands at 19:00, after the cricket": when, not another request.
    if (AROUND_AN_EVENT.test(clause) && clause.trim() === rest.trim()) continue;
    // "dinner for me and three friends at ...": the people it is for, not another request.
    if (/\bfor (?:me|us|him|her)\s*$/i.test(before) && FOR_PEOPLE.test(rest)) continue;
    // "a car and driver", "a vehicle with a chauffeur": one driver.
    if (
      /\b(?:car|vehicle|bus|coach|van|minibus|kombi)\s*$/i.test(before) &&
      /^\s*(?:a\s+)?(?:driver|chauffeur)\b/i.test(rest)
    ) {
      continue;
    }
    // "and again on Tuesday", "and then another one in Joburg at 9": the same service again.
    const again = AGAIN.test(rest);
    // "lunch for 4 at Delaire Graff, a table on the terrace": the table of that meal.
    const sameTable = first === 'dining' && /^\s*(?:a|the) tables?\b/i.test(rest);
    const next = again || sameTable ? first : serviceOf(clause);
    if (!next || ONLY_A_PARTY.test(clause)) continue;
    const join = match[0].trim();
    // "dinner at a restaurant in Constantia, a table for 2 at 7:30": the same request, told again.
    const apposition = join === ',' || join === ':';
    // "..., Wednesday deep-sea fishing at 5am": another day is another request, after a comma too.
    const newDay = /^\s*(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i.test(rest);
    const sameButOwn = (!apposition || newDay) && OWN_START.test(rest) && OWN_DETAILS.test(clause);
    // "Trip for the minister on the 22nd: an armoured car ...": the heading of the first ask.
    if (join === ':' && pieces.length === 0 && TRIP_HEADING.test(before)) continue;
    // "a full day out: wine tastings at two estates": what the day holds, not a request.
    if (join === ':' && !OWN_START.test(rest)) continue;
    // "a suite with flowers and champagne in the room": what comes with it.
    // ("a minibus with driver at 9:30 and lunch for 5": the driver is the car's, lunch a table.)
    const withDriver = /\bwith (?:a |its own |own )?(?:driver|chauffeur)\b[^,]*$/i.test(before);
    if (
      /^(?:and|,)$/i.test(join) &&
      /\bwith\b[^,]*$/i.test(before) &&
      !OWN_START.test(rest) &&
      // ("a minibus with a driver from Menlyn at 10am, quad biking at noon": at its own hour.)
      !(withDriver && (next === 'dining' || (OWN_CLOCK.test(rest) && !STARTS_THEN.test(rest))))
    ) {
      continue;
    }
    // "decor and a DJ for the party", "a lunch for 35, flowers, a small band": what the event holds.
    // "..., get a florist there that morning at 9": a request of its own, at its own hour.
    const ownHour = OWN_START.test(rest) && OWN_CLOCK.test(clause);
    if (/^(?:and|,)$/i.test(join) && partOfTheEvent(first, next) && !sameButOwn && !ownHour)
      continue;
    // "Spa day for two at the Saxon, massages around 11": what the spa day holds.
    if (first === 'other:spa' && SPA_TREATMENT.test(next) && !OWN_START.test(rest)) continue;
    // "a manicure and pedicure": one visit of two treatments.
    if (SPA_TREATMENT.test(first) && SPA_TREATMENT.test(next) && !OWN_START.test(rest)) continue;
    // "a photographer and a videographer for the ceremony": one crew for the pictures.
    if (PHOTO_OR_VIDEO.test(first) && PHOTO_OR_VIDEO.test(next) && join === 'and') continue;
    // "a table for 3 in Knysna, something on the water": what the member would like of it.
    if (
      first === 'dining' &&
      /^\s*(?:something|somewhere|anywhere|ideally|preferably)\b/i.test(rest)
    ) {
      continue;
    }
    // "A visa for my mom's trip to Canada, and flights for her": the visa apart, after a comma
    // ("visas and flights for the family" is one request).
    const visaApart =
      first === 'travel' &&
      next === 'travel' &&
      join.startsWith(',') &&
      VISA.test(before) &&
      !VISA.test(clause);
    // "a trip to the Kruger, flights and transfers": the trip's own legs, one request.
    if (first === 'travel' && TRIP_LEGS.test(rest) && !visaApart) continue;
    // "family suite or two connecting rooms, with a private vehicle for our game drives".
    if (join === ',' && /^\s*with\b/i.test(rest)) continue;
    if (next !== first || STRONG_JOIN.test(match[0]) || again || sameButOwn || visaApart) {
      pieces.push(before.trim());
      start = at + match[0].length;
    }
  }
  pieces.push(sentence.slice(start).trim());
  return pieces.filter(Boolean);
}

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, '2': 2, '3': 3, '4': 4 };
/** "Two tables please: one for 2 tonight at 7, one for 6 tomorrow at 1pm": a count, then each. */
const COUNTED =
  /^.*?\b(two|three|four|[234])\s+(table|room|driver|car|boat|chef)s\b([^:]*):\s*(.+)$/i;

/**
 * The items of a counted list, each told as a request of its own ("a table for 2 tonight"); an
 * item that names its own thing ("a Maybach for me") keeps it, and the heading's day ("2 cars on
 * Monday: ...") is each item's that names none.
 */
export function countedItems(sentence: string): string[] | null {
  const match = sentence.match(COUNTED);
  if (!match) return null;
  const items = match[4]!.split(/\s*[,;]\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  if (items.length !== COUNTS[match[1]!.toLowerCase()]) return null;
  const heading = match[3]!.trim();
  return items.map((item) => {
    const own = item.replace(/^(?:one|the other|another)\s+/i, '').replace(/[.!?]+$/, '');
    const people = /^(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(own);
    const named = /^(?:a|an)\s+\w/i.test(own);
    const told = named ? own : `a ${match[2]!.toLowerCase()} ${people ? 'for ' : ''}${own}`;
    return namesDay(heading) && !namesDay(own) ? `${told} ${heading}` : told;
  });
}

const INLINE_DASH = /\s[-–—]\s/g;

/**
 * "just need a nice car - a Porsche for the weekend": one dash in a line between two words of the
 * same service is a pause, not a list of two.
 */
function oneDashOfOneService(text: string, lines: boolean, serviceOf: ServiceOf): string {
  const halves = text.split(INLINE_DASH);
  if (lines || halves.length !== 2) return text;
  const service = serviceOf(halves[0]!);
  return service && service === serviceOf(halves[1]!) ? halves.join(', ') : text;
}

export function splitMessage(text: string, serviceOf: ServiceOf): MessagePart[] {
  // "- Sat: a guide for a hike at 7am": a line headed by its day asks on that day.
  const lines = text.includes('\n');
  return oneDashOfOneService(text, lines, serviceOf)
    .split(SENTENCE_END)
    .map((sentence) => sentence.replace(/^\s*(?:\(?\d{1,2}[.)]|\(?[a-h]\)|[-*•])\s*/, '').trim())
    .map((sentence) =>
      lines ? sentence.replace(DAY_LABEL, '$1, ').replace(HOUR_LABEL, 'at $1 ') : sentence,
    )
    .filter(Boolean)
    .flatMap((sentence) => {
      const counted = countedItems(sentence);
      if (counted) return counted.map((item) => ({ text: item, sentence: item }));
      // "(she flies in on Friday night, her sister will collect her)": an aside is never split.
      const asides: string[] = [];
      const masked = sentence.replace(
        /\([^()]*\)/g,
        (aside) => `\uE000${asides.push(aside) - 1}\uE000`,
      );
      const unmask = (text: string) =>
        text.replace(/\uE000(\d+)\uE000/g, (_, index: string) => asides[Number(index)]!);
      return splitSceneFromAsk(masked).flatMap((clause) =>
        clausesOf(clause, serviceOf).map((part) => ({ text: unmask(part), sentence })),
      );
    });
}
