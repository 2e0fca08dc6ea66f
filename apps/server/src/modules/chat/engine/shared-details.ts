/**
 * What one part of a multi-request message takes from the parts before it (ADR 084): "the
 * Friday" after a day already said, the place of the stay ("a chef at the house"), and never the
 * place of another part when it names a venue the gazetteer does not know ("a table at Marble").
 */
import type { RequestReading } from './read-request';
import { DEADLINE_WORDS, namesDay } from './day-words';
import { eveningHour } from './table-hours';

/** "the 30th": a day of the month, without its month. */
const BARE_DAY_OF_MONTH = /\bthe (\d{1,2})(?:st|nd|rd|th)\b(?! of)/i;
const WEEKDAYS = ['sun', 'mon', 'tues', 'wednes', 'thurs', 'fri', 'satur'];
const THE_WEEKDAY =
  /\b(?<!(?:next|this|coming)\s)the\s+(mon|tues|wednes|thurs|fri|satur|sun)day\b/i;

/**
 * "On the Friday evening" after "next Thursday": the first such weekday after the day said
 * before (`after`, YYYY-MM-DD), or null when the part names no "the <weekday>", names a day of
 * the month as well, or no day came before.
 */
export function weekdayAfter(text: string, after: string | null): string | null {
  const match = text.match(THE_WEEKDAY);
  // "On the Saturday night, the 30th": the day of the month said is the day.
  if (!match || !after || BARE_DAY_OF_MONTH.test(text)) return null;
  const wanted = WEEKDAYS.indexOf(match[1]!.toLowerCase());
  const day = new Date(`${after}T12:00:00Z`);
  // "Monday a driver ... and a hotel for the Monday": that same Monday.
  if (day.getUTCDay() === wanted && /\bfor the\s+\w+day\b/i.test(text)) {
    return after;
  }
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== wanted);
  return day.toISOString().slice(0, 10);
}

const NEXT_WEEKDAY = /\bnext\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
const BARE_WEEKDAY =
  /\b(?<!(?:next|this|coming|the|following)\s)(mon|tues|wednes|thurs|fri|satur|sun)day\b/i;

/** The day a part said as "next Wednesday", to date the bare weekdays after it by (or null). */
export const saysNextWeekday = (text: string, date: string | null) =>
  date && NEXT_WEEKDAY.test(text) ? date : null;

/**
 * "Next Wednesday I land at 3 ... then on Thursday a table for 4": a bare weekday after "next
 * Wednesday" is in that week, on or after it, not the coming Thursday before it. Null when the
 * part names no bare weekday or its day (`date`) is not before the "next" day (`next`).
 */
export function weekOfNextWeekday(
  text: string,
  date: string | null,
  next: string | null,
): string | null {
  const match = text.match(BARE_WEEKDAY);
  if (!match || !date || !next || NEXT_WEEKDAY.test(text) || date >= next) return null;
  const wanted = WEEKDAYS.indexOf(match[1]!.toLowerCase());
  const day = new Date(`${next}T12:00:00Z`);
  while (day.getUTCDay() !== wanted) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * "accommodation for the night before", "a massage the day after": the day before or after the
 * request said before it (`before`, YYYY-MM-DD), or null.
 */
export function dayBeforeOrAfter(text: string, before: string | null): string | null {
  const match = text.match(/\bthe (?:night|day|evening|morning) (before|after)\b/i);
  if (!match || !before) return null;
  const day = new Date(`${before}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + (match[1]!.toLowerCase() === 'before' ? -1 : 1));
  return day.toISOString().slice(0, 10);
}

const STAY_WORDS =
  /\b(?:at|to|in)\s+the\s+(?:\w+\s+)?(?:house|villa|estate|lodge|flat|apartment|cottage|chalet|guesthouse|home)\b/i;

/** "a chef at the house", a private chef anywhere: the place of the stay booked before it, or null. */
export function stayPlace(
  text: string,
  earlier: readonly RequestReading[],
  service?: string,
): RequestReading['where'] {
  // "a cottage in Clarens ... On Saturday a private chef at 7pm": the chef cooks where they stay.
  if (!STAY_WORDS.test(text) && service !== 'private_chef') return null;
  const stay = earlier.findLast((r) => r.intent?.serviceType === 'accommodation' && r.where);
  return stay?.where ?? null;
}

const NOT_A_VENUE = /^(?:I|Christmas|Xmas|Easter|New|NYE|Heritage|Freedom|Youth|Women's)$/;

/**
 * Whether the part names a capitalised venue after at or to ("at Marble", "to Mauritius", "at the
 * Twelve Apostles").
 */
export function namesUnknownVenue(text: string): boolean {
  for (const match of text.matchAll(/\b(?:at|to)\s+((?:[Tt]he\s+)?[A-Z][\w'&-]*)/g)) {
    const name = match[1]!.replace(/^[Tt]he\s+/, '');
    if (!NOT_A_VENUE.test(name) && !namesDay(name)) return true;
  }
  return false;
}

/** A clock time said with am, pm, "h" or a part of the day: not a bare hour. */
const pad = (value: number) => String(value).padStart(2, '0');
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Services of the evening: "a chef at 5" is 17:00 whatever came before. */
const EVENING_SERVICE =
  /\b(?:dinner|supper|chef|cook|table|restaurant|braai|party|drinks|sundowners?|cocktails?|show|concert|gala)\b/i;
const MERIDIEM =
  /\d\s*(?:am|pm|a\.m|p\.m)|\b\d{1,2}h\d{0,2}\b|noon|midday|midnight|morning|afternoon|evening|night/i;

/**
 * "dinner at 7pm, then a driver at 10:30", "a driver on Friday night at 9 and a bodyguard from 9
 * as well": a bare hour after an evening request of the same day is that evening's, not the
 * morning before it.
 */
export function laterThatDay(
  text: string,
  when: RequestReading['when'],
  before: RequestReading | undefined,
  all: readonly RequestReading[] = [],
): RequestReading['when'] {
  const earlier = before?.when;
  // "security on Friday night from 9pm, and a driver home at 1am": the small hours after it.
  if (
    earlier?.time &&
    earlier.date &&
    earlier.date === when.date &&
    earlier.time >= '18:00' &&
    when.time &&
    when.time < '05:00' &&
    !namesDay(text)
  ) {
    const next = new Date(`${earlier.date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return { ...when, date: next.toISOString().slice(0, 10) };
  }
  if (!earlier?.time || !when.time || when.partOfDay || MERIDIEM.test(text)) return when;
  if (earlier.date !== when.date) return when;
  // "a corporate breakfast at 7am, and security from 6:30": a bare hour read as the afternoon
  // that is the morning's within three hours of a morning request the same day.
  const morning = `${pad(Number(when.time.slice(0, 2)) - 12)}${when.time.slice(2)}`;
  if (
    earlier.time < '12:00' &&
    when.time >= '13:00' &&
    when.time < '19:00' &&
    morning >= '05:00' &&
    !EVENING_SERVICE.test(text) &&
    Math.abs(minutesOf(morning) - minutesOf(earlier.time)) <= 180
  ) {
    return { ...when, time: morning };
  }
  if (earlier.time < '17:00' || when.time >= '12:00') return when;
  if (when.time >= earlier.time) return when;
  // "a yacht at noon, a table at 6, and transport from Constantia at 10:30": before the day's
  // first request, in the morning.
  const time = when.time;
  if (
    all.some(
      (r) =>
        r.when.date === when.date && r.when.time && r.when.time > time && r.when.time < '17:00',
    )
  )
    return when;
  const [hour, minute] = when.time.split(':');
  return { ...when, time: `${Number(hour) + 12}:${minute}` };
}

/** A month named ("May" and "March" only beside a day: "we may need" names none). */
const MONTH_NAMED =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:may|march)\b|\b(?:may|march) \d{1,2}\b/i;

/** The day a part dated with a month named ("landing on 19 December"), for the bare days after it. */
export const saysMonth = (text: string, date: string | null) =>
  date && MONTH_NAMED.test(text) ? date : null;

/**
 * "landing on 19 December ... a villa from the 19th ... a boat on the 27th": a bare day of the
 * month after a month was named is in that month (`said`, YYYY-MM-DD), or in the one after when
 * it falls more than a week before the day said ("the 2nd" after 28 December). Null when the part
 * names no bare day or names a month of its own.
 */
export function inMonthSaid(text: string, said: string | null): string | null {
  const bare = text.match(BARE_DAY_OF_MONTH);
  if (!bare || !said || MONTH_NAMED.test(text)) return null;
  const reference = new Date(`${said}T12:00:00Z`);
  const day = Number(bare[1]);
  const candidate = new Date(reference);
  candidate.setUTCDate(day);
  if (candidate.getUTCMonth() !== reference.getUTCMonth()) return null;
  if (reference.getTime() - candidate.getTime() > 7 * 86_400_000) {
    candidate.setUTCMonth(candidate.getUTCMonth() + 1, day);
    if (candidate.getUTCDate() !== day) return null;
  }
  return candidate.toISOString().slice(0, 10);
}

/** "from Friday": when a stay or a hire starts. */
const FROM_DAY =
  /\b(?:from|starting|vanaf) (?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;

/** "before Monday", "by Friday": a day the request must be done by. */
const DEADLINE_SAID = new RegExp(DEADLINE_WORDS, 'i');

/** Whether `date` is the day of the request or one or two days before it (a weekend's Friday). */
function startsJustBefore(date: string, previous: RequestReading): boolean {
  const to = previous.when.date;
  if (!to) return false;
  const days = (Date.parse(to) - Date.parse(date)) / 86_400_000;
  return days >= 0 && days <= 2;
}

/**
 * When a request is, once a part that names no service of its own adds its details: "a driver
 * tonight, ... ready at 11pm" takes the clock time over the part of the day; "a convertible for a
 * few days, pick up Friday afternoon" (`pickup`) starts then; "a proposal setup at Umdloti...
 * Saturday at sunset" takes the day it had not said; "Lunch reservation please - 4 people,
 * tomorrow 1" takes the day and hour over the meal's own hour for a day it did not name.
 */
export function detailWhen(
  previous: RequestReading,
  reading: RequestReading,
  text: string,
  namedDay: boolean,
  pickup: boolean,
): RequestReading['when'] {
  const said = reading.when;
  if (pickup && namedDay && said.date) return { ...said, time: said.time ?? previous.when.time };
  const hour = said.time && eveningHour(said.time, text, previous);
  if (
    (previous.when.time === null || (previous.when.partOfDay && !said.partOfDay)) &&
    hour &&
    !namedDay
  ) {
    return { ...previous.when, time: hour, partOfDay: undefined };
  }
  if (namedDay && previous.when.date === null && said.date !== null) {
    return { ...said, time: previous.when.time ?? hour };
  }
  // "a school uniform before Monday ... Can someone get it tomorrow?": the day, not the deadline.
  if (namedDay && said.date && DEADLINE_SAID.test(previous.text)) {
    return { ...said, time: said.time ?? previous.when.time };
  }
  // "a car for the weekend ... from Friday": it starts on the day said, just before.
  if (namedDay && said.date && FROM_DAY.test(text) && startsJustBefore(said.date, previous)) {
    return { ...said, time: said.time ?? previous.when.time };
  }
  // The meal's own hour on a day the request did not name gives way to the day and hour said.
  if (namedDay && said.date && previous.when.partOfDay && !namesDay(previous.text)) {
    return { ...said, time: hour ?? previous.when.time, partOfDay: undefined };
  }
  return previous.when;
}

/**
 * "at 07:00 ... actually make that 6:45": an hour said again without am or pm is the one nearer
 * the hour it replaces (06:45, not 18:45); the hour before when none is said.
 */
export function nearestHour(said: string | null, words: string, before: string | null) {
  if (!said || !before || MERIDIEM.test(words)) return said ?? before;
  const hour = Number(said.slice(0, 2));
  const other = `${pad((hour + 12) % 24)}${said.slice(2)}`;
  const gap = (time: string) => Math.abs(minutesOf(time) - minutesOf(before));
  return gap(other) < gap(said) ? other : said;
}

/** "for the weekend": a stay that starts on the day said before it, when that is in the weekend. */
const ONLY_THE_WEEKEND = /\b(?:for|over) the (?:long )?weekend\b/i;

/**
 * "Friday: ... a villa in Llandudno for the weekend": the weekend starts on the day said before
 * it (up to two days before the Saturday it reads as); null when the part says another day.
 */
export function weekendFromDaySaid(
  text: string,
  date: string | null,
  said: string | null,
): string | null {
  if (!ONLY_THE_WEEKEND.test(text) || namesDay(text.replace(ONLY_THE_WEEKEND, ' '))) return null;
  if (!date || !said || date === said) return null;
  // "Next Friday ..., a cottage for the weekend": that Friday's weekend, not this one.
  const apart = Date.parse(date) - Date.parse(said);
  return apart <= 2 * 86_400_000 && apart >= -7 * 86_400_000 ? said : null;
}

/**
 * "driver at 6:30 from Morningside, lunch for 6 at 1, and a masseuse at 7pm": a ride at five or
 * six o'clock without am or pm, read as the evening, that comes before a request at a clock hour
 * hours earlier that day is the morning.
 */
const HALF_OF_DAY =
  /\d\s*(?:am|pm|a\.m|p\.m)|\b(?:noon|midday|midnight|morning|afternoon|evening|tonight|night)\b/i;
export function morningsFirst(readings: RequestReading[]): RequestReading[] {
  return readings.map((reading, index) => {
    const { date, time } = reading.when;
    const ride = ['personal_driver', 'luxury_vehicle'].includes(reading.intent?.serviceType ?? '');
    if (!ride || !time || reading.when.partOfDay || HALF_OF_DAY.test(reading.text)) return reading;
    const minutes = minutesOf(time);
    if (minutes < 17 * 60 || minutes >= 19 * 60) return reading;
    const laterEarlier = readings
      .slice(index + 1)
      .some(
        (r) =>
          r.when.date === date &&
          r.when.time &&
          !r.when.partOfDay &&
          minutesOf(r.when.time) <= minutes - 180,
      );
    return laterEarlier
      ? {
          ...reading,
          when: { ...reading.when, time: `${pad(Number(time.slice(0, 2)) - 12)}${time.slice(2)}` },
        }
      : reading;
  });
}
