/**
 * Changes read against what a request or proposal is now: an hour later, two more people, the
 * Saturday after, a bare hour in the evening (the engine's understanding, ADR 058).
 */
import { namesDay } from './day-words';
import { count } from './party-size';
import { HOURS_SHIFT, RETRACTED } from './request-changes';
import { REQUEST_AT_HOUR } from './request-references';
import type { RequestChanges } from './understanding';

/** What a request or proposal is now, for changes relative to it. */
export interface CurrentValues {
  preferredDate: string | null;
  preferredTime: string | null;
  location: string | null;
  partySize: number | null;
}

/** "an hour and a half", "two and a half hours": whole hours and thirty minutes. */
const HOUR_AND_A_HALF = /\b(an?|one|two|three|\d)(?: hours? and a half| and a half hours?)\b/i;
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
  // ("Tonight's 8pm table - could we make it half seven?": the request's own hour is no cue.)
  const said = text.replace(REQUEST_AT_HOUR, ' ');
  if (!time || SAID_NOT_EVENING.test(said) || requests.length === 0) return time;
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
  // "an hour and a half later": ninety minutes.
  text = text.replace(HOUR_AND_A_HALF, (_, hours: string) => `${count(hours) * 60 + 30} minutes`);
  // "Minus a couple": two fewer.
  text = text.replace(/\bminus a (?:couple|pair)\b/gi, 'minus two');
  const shift = text.match(HOURS_SHIFT);
  const moved =
    shift ??
    text.match(
      /\b(back|forward|out)\s+(?:by\s+)?(an?|one|two|three|half an|\d+)\s*(hours?|hrs?|minutes?|mins?|days?|weeks?)\b/i,
    ) ??
    // "push tomorrow's airport run by a day", "postpone it by a week": later by that much.
    text.match(
      /\b(push|move|shift|postpone|delay|bump)\b.{0,40}?\b(?:(?:by|with)\s+)?(an?|one|two|three|half an|\d+)\s*(hours?|hrs?|minutes?|mins?|days?|weeks?)\b/i,
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
  // "rather come the day after": the day after the booking's own day.
  const nextDay = text.match(
    /\bthe (?:day|night) (after|before)\b(?! (?:tomorrow|that|the|our|my))/i,
  );
  if (nextDay && current.preferredDate) {
    next.date = shiftDate(current.preferredDate, /after/i.test(nextDay[1]!) ? 1 : -1);
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
    ) ??
    // "Add two to the chef booking": that many more people.
    text.match(
      /\badd\s+(one|two|three|four|five|six|\d)\s+(?:more\s+)?(?:to|on)\s+(?:the|my|our)\b/i,
    );
  // "Add one more, my brother is coming along", "Add my in-laws, so 2 more": more people.
  const oneMore =
    text.match(/\b(?:add|so|that'?s)\s+(an?|one|two|three|four|\d+)\s+more\s*(?:[,.!;]|$)/i) ??
    // "Two more please, and 4pm": that many more people.
    text.match(
      /^\W*(one|two|three|four|\d)\s+more\b(?!\s+(?:hours?|minutes?|mins?|days?|nights?|couples?|families|pairs)\b)/i,
    );
  if ((more ?? oneMore) && current.partySize)
    next.partySize = current.partySize + count((more ?? oneMore)![1]!);
  const fewer =
    text.match(
      /\b(an?|one|two|three|four|\d+)\s+(?:fewer|less)\s+(?:people|persons?|guests?)\b/i,
    ) ??
    // "Two fewer and an hour earlier": that many fewer people.
    text.match(
      /\b(one|two|three|four|\d)\s+fewer\b(?!\s+(?:hours?|minutes?|mins?|days?|nights?)\b)/i,
    ) ??
    // "Take off two, the Smiths can't make it": that many fewer.
    text.match(
      /\b(?:take off|knock off|minus|subtract|remove) (one|two|three|four|\d)\b(?!\s*(?:hours?|hrs?|mins?|minutes?|days?|nights?|am|pm|o'?clock)\b|[:h.]\d)/i,
    );
  if (fewer && current.partySize)
    next.partySize = Math.max(1, current.partySize - count(fewer[1]!));
  const people = peopleAddedOrGone(text);
  // "Three people dropped out": three fewer, not a party of three.
  const relative = people !== null && (!next.partySize || GONE_COUNT.test(text));
  if (relative && current.partySize && !more && !oneMore && !fewer)
    next.partySize = Math.max(1, current.partySize + people!);
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

/** People named who come along or drop out: "my colleague", "another couple", "my parents". */
const PERSON_WORDS =
  '(?:another |a |one more |my |our |his |her )?(colleague|friend|sister|brother|mom|mum|mother|dad|father|son|daughter|wife|husband|partner|boss|guest|client|cousin|aunt|uncle|parents|in-laws|couple|twins|kids|children)';
const COMING = new RegExp(
  `\\b(?:add|bring(?:ing)?|bring along|plus)\\s+${PERSON_WORDS}\\b|\\b${PERSON_WORDS} (?:is|are) (?:also )?(?:joining|coming|tagging along)\\b`,
  'i',
);
const GONE_COUNT =
  /\bminus (an?|one|two|three|four|\d+)\b|\b(one|two|three|four|\d+) (?:people |guests |of them |of us )?(?:dropped out|pulled out|can'?t (?:come|make it))\b/i;
const GONE_PERSON = new RegExp(
  `\\b${PERSON_WORDS} (?:can'?t|cannot|won'?t) (?:come|make it)\\b`,
  'i',
);
const TWO_PEOPLE = /^(?:parents|in-laws|couple|twins)$/i;

/**
 * "Bring my colleague along" +1, "Add another couple" +2, "Minus one", "Three people dropped out"
 * -3, "my cousin can't come" -1: how many people the party gains or loses, or null.
 */
function peopleAddedOrGone(text: string): number | null {
  const gone = text.match(GONE_COUNT);
  if (gone) return -count((gone[1] ?? gone[2])!);
  const away = text.match(GONE_PERSON);
  if (away) return TWO_PEOPLE.test(away[1]!) ? -2 : -1;
  const coming = text.match(COMING);
  if (coming) return TWO_PEOPLE.test((coming[1] ?? coming[2])!) ? 2 : 1;
  return null;
}
