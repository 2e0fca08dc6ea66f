import { withoutMedicine } from '@aurum/shared/medical/shared-with-providers';
import { namesDay, namesTime } from './day-words';
import { readPartySize, withoutPartySize } from './party-size';
import type { RequestChanges } from './understanding';
import { readWhen } from './when';
import { readWhere, withoutPlaces } from './where';

/** "instead of 7pm", "rather than Friday", "3 not 2": what it is now, after what it becomes. */
const INSTEAD_OF = /\b(?:instead of|rather than|not)\b/i;
/** A bare hour ("to 8"): a time of day when a change names it. */
const BARE_HOUR =
  /^\s*(?:at\s+)?(\d{1,2})(?:[:.h](\d{2}))?\s*(?:[,.!?]|$|\s+(?:please|pls|instead|rather|then|thanks|if|is|would|works|suits))/i;
/** "make the driver 10 instead", "move the chef to 8": a service named, then its new hour. */
const SERVICE_AT_HOUR =
  /^\s*(?:make|move|push|shift|change)\s+(?:the|my|our)\s+(?:driver|chauffeur|pick-?up|chef|cook|boat|yacht|cruise|massage|spa|transfer|car)\s+(?:to\s+)?(?=\d{1,2}(?:[:h.]\d\d)?\s*(?:[,.!?]|$|\s+(?:please|pls|instead|rather|then)))/i;
/** "actually no,", "scratch that": the member takes back what they said before. */
const RETRACTED =
  /\b(?:actually,? no|no wait|wait no|scratch that|never ?mind|forget that|sorry,? no|(?:sorry,?\s+)?i mean)\b[\s,.;:!-]*(.+)$/i;
/** "to Sunday", "till 10", "until": what follows is the new value. */
const TO =
  /\s(?:to|till|until|->|→|(?:must|should) (?:now )?(?:(?:come|arrive|be there|collect us|fetch us)(?: at)?|be))\s/gi;
/** "from 2 people to 4": a party size, then the number it becomes. */
const PEOPLE_TO_NUMBER =
  /\bfrom (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (people|guests|pax|persons)\s+to (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?!\s*(?:people|guests|pax|persons|[:.h]\d|am|pm))/i;
/** A note for the provider: "tell them ...", "add a note: ...". */
const NOTE =
  /\b(?:(?:can|could|would) you (?:please )?note(?: that)?|add (?:a )?note(?: to [^:]{1,60}?)?(?: that| saying)?|add to (?:the |my |our )?[\w' ]{1,40}? that|(?:tell|let) (?:them|him|her|the \w+|my \w+(?: \w+)?|(?:\w+'s )?(?:chef|driver|cook|skipper|captain|planner|provider|stylist|photographer|chauffeur)\b)(?: know)?(?: that)?|(?:the (?:driver|chauffeur|chef|cook|skipper|captain)|he|she) (?:must|should|needs? to|has to)(?= (?:phone|call|text|whatsapp|sms|ring|bring|wait|park|wear|use|knock|hoot|message)\b)|ask (?:them|the \w+|(?!you\b|u\b)(?:[A-Z][\w&'-]+ ){1,3}?)(?:if|whether)|(?:please|pls|plz) note(?: that)?|note that|mention(?: that)?|add that|ask (?:them |the \w+ )?(?:for|to)|(?:could|can) they(?! (?:start|come|arrive|be there|make it|collect|fetch|pick|meet|fit|squeeze|seat|accommodate|manage|take|handle)\b)|(?:can we|please) add(?!\s+(?:one|two|three|\d+|another|an extra|a few)\s+(?:more\s+)?(?:person|people|guests?|seats?|pax|friends?)\b)|(?:the \w+|they|he|she) (?:must|should|needs? to|has to) know(?: that)?)\s*:?\s*(.+)$/i;

/**
 * "the Friday chauffeur", "tomorrow's pick-up": a day that says which request, not a new day.
 */
const DAY_OF_REQUEST =
  /\b(?:the|my|our|this|that)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight|tomorrow)(?:'?s)?\s+(?:[\w-]+\s+)?(?:driver|chauffeur|car|pick-?up|transfer|ride|lift|chef|cook|table|dinner|lunch|booking|reservation|boat|yacht|charter|villa|stay|security|guards?|shopper)\b/gi;

/** "8 is fine", "7pm works fine", "Saturday is perfect": what stays as it is ("better" changes). */
const KEPT =
  /\b(?:\d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)?|today|tonight|tomorrow|tmrw|tmr|2moro|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:is|works|suits(?: us| me)?)\s+(?:still\s+)?(?:fine|good|great|perfect|ok(?:ay)?)\b(?!\s+(?:now|instead))(?:\s*(?:but|,|and))?/gi;

/** "the Woodstock dinner", "the Camps Bay villa": a place that says which request. */
const PLACE_OF_REQUEST =
  /(?<!\b(?:at|to|in|be|from)\s)\b(?:the|my|our|this|that)\s+(?:[A-Z][\w&'-]*\s+){1,3}(?:dinner|lunch|table|booking|reservation|driver|chauffeur|pick-?up|chef|villa|house|stay|boat|yacht|charter|security|event|party)\b/g;
/** "the V&A is fine, but on the 12th": a place the member keeps. */
const PLACE_KEPT =
  /\b(?:the\s+)?[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*\s+(?:is|works|suits)\s+(?:still\s+)?(?:fine|good|great|perfect|ok(?:ay)?)\b/g;
/** "not Saturday, Friday": a day the member turns down. */
const NEGATED_DAY =
  /\b(?:not|instead of|rather than)\s+(?:on\s+)?(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b,?/gi;
/** "not Constantia", "instead of Sandton": a place the change moves away from. */
const NEGATED_PLACE =
  /\b(?:[Nn]ot|[Ii]nstead of)\s+(?:in\s+|at\s+|the\s+)?[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)*/g;

/** "half 7 is too early", "8pm is too late": a time the member turns down. */
const TURNED_DOWN =
  /\b(?:(?:half|quarter (?:past|to)) )?\d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)?\s+is (?:a bit |way |much |just )?too (?:early|late)\b(?: for (?:us|me|them|him|her))?/gi;
/** "6 becomes 4", "8 is now 10": a party of people becoming another (no clock words). */
const PARTY_BECOMES =
  /\b\d{1,2}(?![:h.]\d|\s*(?:am|pm))\s+(?:becomes|is now|goes down to|goes up to|drops to)\s+(\d{1,2})\b(?![:h.]\d|\s*(?:am|pm|o'?clock))/i;
/** "only 6 now", "just 4 of us": how many people there are now. */
const ONLY_NOW =
  /\b(?:only|just) (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (?:now|of us|people|guests|coming)\b|\b(?:we(?:'re| are)|numbers? (?:\w+ ){0,4}?(?:have |has )?(?:gone|go|went|are|is)) (?:down|up) to (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?![:h.]\d|\s*(?:am|pm|o'?clock))/i;

/** Whether the message opens with words for the provider ("tell them ...", "the chef must know ..."). */
export const namesNote = (text: string) => (text.match(NOTE)?.index ?? Infinity) <= 12;

/** "we'll be 10": how many people there will be. */
const WE_WILL_BE =
  /^\s*(?:we(?:'ll| will)? be|we are|we're|there(?:'ll| will) be) (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;

/** What the member brings along, for the provider to know: "I'll have 3 golf bags with me". */
const BRINGING =
  /\b((?:i'll|we'll|i will|we will|i'm|we're|i am|we are) (?:have|bring|bringing|carrying|be bringing|be carrying) .+)$/i;

/**
 * A message that changes a request split in two: the part that says which request ("my chef on
 * Saturday") and the part that says what it becomes ("to Sunday at 8pm").
 */
export function splitChange(said: string): { reference: string; change: string } {
  // "my table from 2 people to 4": the number after "to" counts people too.
  const text = said.replace(PEOPLE_TO_NUMBER, '$1 $2 to $3 $2');
  const instead = text.match(INSTEAD_OF);
  if (instead && instead.index! > 0) {
    const before = text.slice(0, instead.index);
    const after = text.slice(instead.index!);
    const changes = (part: string) =>
      Boolean(readWhere(part)) ||
      namesDay(part) ||
      namesTime(part) ||
      readPartySize(part) ||
      BARE_HOUR.test(part.replace(/^.*?(\d)/, '$1'));
    if (
      /\b(?:instead of|rather than)\b/i.test(instead[0]) ||
      changes(after.replace(/^not\s+/i, ''))
    ) {
      // "the friday driver must come at 5pm not 6": which request, then what it becomes;
      // "lunch rather than dinner, say 1pm": what follows the comma changes it too.
      const comma = after.indexOf(',');
      const more = comma > 0 ? after.slice(comma + 1) : '';
      const reference = comma > 0 ? after.slice(0, comma) : after;
      return splitAtTo(before) ?? { change: `${before} ${more}`.trim(), reference };
    }
  }
  return splitAtTo(text) ?? { reference: '', change: text };
}

/** "my chef on Saturday to Sunday at 8pm": split at the last "to" that a change follows. */
function splitAtTo(text: string): { reference: string; change: string } | null {
  const tos = [...text.matchAll(TO)];
  for (const to of tos.reverse()) {
    const after = text.slice(to.index! + to[0].length);
    // "to my chef" says which request; "to our place in Bishopscourt" where it moves.
    if (
      /^\s*(?:my|the|our|this|that)\b/i.test(after) &&
      !/^\s*(?:my|our) (?:place|house|home|villa|flat|apartment)\b/i.test(after)
    )
      continue;
    // "add to tonight's booking that ...": words for the provider, not a new day.
    if (/\badd\s*$/i.test(text.slice(0, to.index))) continue;
    // "numbers have gone up to 12": a count of people (ONLY_NOW), not a new hour.
    if (/\b(?:gone|go|goes|went|are|is|we're) (?:up|down)\s*$/i.test(text.slice(0, to.index)))
      continue;
    // "quarter to 8", "ten to 7": a clock time, not a change "to" 8.
    if (/\b(?:quarter|half|five|ten|twenty(?:-five)?)\s*$/i.test(text.slice(0, to.index))) continue;
    if (
      namesDay(after) ||
      namesTime(after) ||
      readPartySize(after) ||
      readWhere(after) ||
      BARE_HOUR.test(after)
    ) {
      return { reference: text.slice(0, to.index), change: after };
    }
  }
  return null;
}

/**
 * What a message asks to change: a day only where one is named, a time only where a time is,
 * a party size, a place after "to", "in" or "at" (or alone), a note for the provider. Empty when
 * it names nothing to change.
 */
export function readChanges(change: string, now: Date, placeToo: boolean): RequestChanges {
  const changes: RequestChanges = {};
  // "to Sunday... actually no, keep Saturday, just make it 6:30pm": what follows the retraction.
  const retracted = change.match(RETRACTED);
  if (retracted) change = retracted[1]!;
  const brought = change.match(BRINGING);
  const noted = change.match(NOTE);
  // "add that we'll be 10, not 8": a new count of people, not words for the provider.
  const recount = noted && WE_WILL_BE.test(noted[1] ?? '') && readPartySize(noted[1]!);
  const note = recount
    ? null
    : (noted ?? (brought && !readPartySize(brought[1]!) ? brought : null));
  // "..., please let the chef know": the words before are the note (the follow-ups' noteFirst).
  if (note?.[1]?.trim() && !/^know\W*$/i.test(note[1].trim())) {
    const words = withoutMedicine(note[1].trim());
    if (words) changes.notes = words;
    change = change.slice(0, note.index);
  }
  // "8 is fine but tell him ...": the time kept, not a change.
  change = change.replace(KEPT, ' ');
  // "half 7 is too early, 9 works": the time turned down, not the new one.
  change = change.replace(TURNED_DOWN, ' ').replace(/^[\s,;]+/, '');
  // "my flight lands at 10:40 so make it 11": the time after "so make it", not the reason's.
  const reasoned = change.match(/(?:,|\bso|\bthen)\s+(?:can you |please )?make it\s+(.+)$/i);
  if (reasoned && /\d/.test(reasoned[1]!)) change = reasoned[1]!;
  // "earlier, like 11", "later, say 8:30": the hour named.
  change = change.replace(
    /\b(?:like|say|maybe|around|about)\s+(\d{1,2}(?:[:h.]\d\d)?)\b(?!\s*(?:people|guests|of us|pax|persons?)\b)/i,
    'at $1',
  );
  // "make the driver 10 instead": the hour of the service named.
  change = change.replace(SERVICE_AT_HOUR, '');
  // "Actually 9 works better": the hour after the opening word.
  change = change.replace(
    /^\s*(?:actually|ok(?:ay)?|hmm+|um+|oh|so|well|yes|yeah|sorry)\s*[,.!]?\s*(?=\d)/i,
    '',
  );
  const bare = change.match(BARE_HOUR);
  if (bare && !namesTime(change))
    change = change.replace(bare[0], ` at ${bare[1]}${bare[2] ? `:${bare[2]}` : ''} `);
  // "Not Saturday, Friday": the day turned down is not the new one.
  const unsaid = change.replace(NEGATED_DAY, ' ');
  if (unsaid !== change && namesDay(unsaid)) change = unsaid;
  // "numbers have gone up to 12": people, not noon.
  const counted = change.match(PARTY_BECOMES) ?? change.match(ONLY_NOW);
  const timeText = withoutPartySize(withoutPlaces(change.replace(ONLY_NOW, ' '))).replace(
    DAY_OF_REQUEST,
    ' ',
  );
  if (namesDay(timeText) || namesTime(timeText)) {
    const when = readWhen(timeText, now);
    if (namesDay(timeText) && when.date) changes.date = when.date;
    if (namesTime(timeText) && when.time) changes.time = when.time;
  }
  // "6 becomes 4", "only 6 now": the number of people it becomes.
  const party = readPartySize(change) ?? (counted ? count((counted[1] ?? counted[2])!) : null);
  if (party) changes.partySize = party;
  // "make it 3 ..., my sister's joining us": people, not three o'clock.
  const joining = change.match(
    /\bmake it (\d{1,2})\b(?![:.h]\d)(?=.*\b(?:joining|join us|coming|people|guests|of us|pax)\b)/i,
  );
  // "my parents are joining, so 4 and at 8pm": the new count of people.
  const joined =
    joining ??
    (/\b(?:joining|join us|coming along|coming too)\b/i.test(change)
      ? change.match(/\bso (\d{1,2})\b(?![:.h]\d|\s*(?:am|pm|o'?clock)\b)/i)
      : null);
  if (joined && !joining && !party) changes.partySize = Number(joined[1]);
  if (joining && !party) {
    changes.partySize = Number(joining[1]);
    if (changes.time && !/\b(?:at|@|by)\s*\d|\d\s*(?:am|pm)|:\d\d/i.test(change))
      delete changes.time;
  }
  if (placeToo) {
    // "Not Constantia, it will be at our place in Llandudno": the place not negated; "the
    // Woodstock dinner" says which request.
    const stays = change.replace(PLACE_KEPT, ' ').replace(PLACE_OF_REQUEST, ' ');
    const kept = stays.replace(NEGATED_PLACE, ' ');
    const where =
      (kept !== change ? readWhere(kept) : null) ?? (stays === change ? readWhere(change) : null);
    if (where) {
      changes.location = where.location;
      changes.area = where.area;
    }
  }
  return changes;
}

export const hasChanges = (changes: RequestChanges) => Object.keys(changes).length > 0;

/** What a request or proposal is now, for changes relative to it. */
export interface CurrentValues {
  preferredDate: string | null;
  preferredTime: string | null;
  location: string | null;
  partySize: number | null;
}

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};
const count = (word: string) => WORD_NUMBERS[word.toLowerCase()] ?? Number(word);
/** A time of day said that is the evening's: "7:30 tonight". */
const SAID_EVENING = /\b(?:evening|tonight|night)\b/i;
/** A time of day said that is not the evening's: "8am", "the morning", "lunch". */
const SAID_NOT_EVENING =
  /(?:\b|\d)(?:am|pm|a\.m|p\.m)\b|\b(?:morning|breakfast|noon|midday|midnight|afternoon|lunch)\b/i;
const pad = (value: number) => String(value).padStart(2, '0');

/** HH:MM moved by minutes, within the day. */
function shiftTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.min(23 * 60 + 59, Math.max(0, h * 60 + m + minutes));
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** YYYY-MM-DD moved by days. */
function shiftDate(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/**
 * A bare hour for evening bookings is in the evening: "move the dinner to 8:30" is 20:30 when every
 * request it may be about is at noon or later.
 */
export function inTheEvening(
  time: string | undefined,
  text: string,
  requests: readonly Pick<CurrentValues, 'preferredTime'>[],
): string | undefined {
  if (!time || SAID_NOT_EVENING.test(text) || requests.length === 0) return time;
  const hour = Number(time.slice(0, 2));
  // "could we go at 11 instead?" for a boat at 15:00: 11 in the morning is nearer than 23:00.
  const nearerTheMorning = (at: string) => hour >= 10 && at < `${pad(hour + 6)}:00`;
  const evening =
    SAID_EVENING.test(text) ||
    requests.every(
      (r) => r.preferredTime && r.preferredTime >= '12:00' && !nearerTheMorning(r.preferredTime),
    );
  return hour < 12 && hour >= 1 && evening ? `${pad(hour + 12)}${time.slice(2)}` : time;
}

/**
 * Changes read against what the request is now: "an hour later", "half an hour earlier", "2
 * more people", "one more person", "the Saturday after", "a day later"; a bare "8" for a dinner
 * at 19:30 is 20:00; and nothing the request already is ("the table tonight at 9pm" keeps its day).
 */
export function adjustChanges(
  changes: RequestChanges,
  text: string,
  current: CurrentValues,
  /** A follow-up restates what stays ("Friday at 7 instead"): keep it in the changes. */
  keepRestated = false,
): RequestChanges {
  const next: RequestChanges = { ...changes };
  const shift = text.match(
    /\b(an?|one|two|three|half an|\d+)\s*(hours?|hrs?|minutes?|mins?)\s*(later|earlier|sooner)\b/i,
  );
  const moved =
    shift ??
    text.match(
      /\b(back|forward|out)\s+(?:by\s+)?(an?|one|two|three|half an|\d+)\s*(hours?|hrs?|minutes?|mins?|days?|weeks?)\b/i,
    ) ??
    // "push tomorrow's airport run by a day": later by that much.
    text.match(
      /\b(push|move|shift)\b.{0,40}?\bby\s+(an?|one|two|three|half an|\d+)\s*(hours?|hrs?|minutes?|mins?|days?|weeks?)\b/i,
    );
  if (moved && !shift) {
    // "push it back an hour": the same as "an hour later".
    const [, direction, amount, unit] = moved;
    return adjustChanges(
      changes,
      `${amount} ${unit} ${direction === 'forward' ? 'earlier' : 'later'}`,
      current,
      keepRestated,
    );
  }
  if (shift && current.preferredTime) {
    const amount =
      shift[1]!.toLowerCase() === 'half an'
        ? 30
        : count(shift[1]!) * (/^h/i.test(shift[2]!) ? 60 : 1);
    next.time = shiftTime(current.preferredTime, /later/i.test(shift[3]!) ? amount : -amount);
    if (next.date === current.preferredDate || !namesDay(text)) delete next.date;
  }
  const dayShift = text.match(
    /\b(an?|one|two|three|\d+)\s*(days?|weeks?)\s*(later|earlier|sooner)\b/i,
  );
  if (dayShift && current.preferredDate) {
    const days = count(dayShift[1]!) * (/^w/i.test(dayShift[2]!) ? 7 : 1);
    next.date = shiftDate(current.preferredDate, /later/i.test(dayShift[3]!) ? days : -days);
  }
  // "the Thursday after", "the Thursday before": that weekday next to the booking's own day.
  const beside = text.match(/\bthe (\w+day) (after|before)\b/i);
  if (beside && current.preferredDate) {
    const weekday = WEEKDAY_NAMES.indexOf(beside[1]!.toLowerCase());
    if (weekday >= 0) {
      const base = new Date(`${current.preferredDate}T12:00:00Z`);
      const ahead = (weekday - base.getUTCDay() + 7) % 7 || 7;
      const back = (base.getUTCDay() - weekday + 7) % 7 || 7;
      next.date = shiftDate(current.preferredDate, /after/i.test(beside[2]!) ? ahead : -back);
    }
  }
  const more =
    text.match(
      /\b(an?|one|two|three|four|five|six|\d+)\s+(?:more|extra|additional)\s+(?:people|persons?|guests?|of us)\b/i,
    ) ??
    text.match(
      /\badd\s+(an?|one|two|three|four|five|six|\d+)\s+(?:more\s+)?(?:people|persons?|guests?)\b/i,
    );
  // "Add one more, my brother is coming along": one more person.
  const oneMore = text.match(/\badd\s+(an?|one|two|three|four|\d+)\s+more\s*(?:[,.!;]|$)/i);
  if ((more ?? oneMore) && current.partySize)
    next.partySize = current.partySize + count((more ?? oneMore)![1]!);
  const fewer = text.match(
    /\b(an?|one|two|three|four|\d+)\s+(?:fewer|less)\s+(?:people|persons?|guests?)\b/i,
  );
  if (fewer && current.partySize)
    next.partySize = Math.max(1, current.partySize - count(fewer[1]!));
  if (!shift && next.time && current.preferredTime) {
    // "to 8pm. Sorry, I mean 8:30": the hour meant, read as the words after the retraction.
    next.time = inTheEvening(next.time, text.match(RETRACTED)?.[1] ?? text, [current]);
  }
  if (keepRestated) return next;
  if (next.date && next.date === current.preferredDate) delete next.date;
  // "change it to Friday 7pm": a time said with a new day stays, even when it is the same.
  if (next.time && next.time === current.preferredTime && !shift && !next.date) delete next.time;
  if (next.partySize && next.partySize === current.partySize) delete next.partySize;
  if (
    next.location &&
    current.location &&
    next.location.toLowerCase() === current.location.toLowerCase()
  ) {
    delete next.location;
    delete next.area;
  }
  return next;
}
