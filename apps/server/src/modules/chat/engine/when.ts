import { TZDate } from '@date-fns/tz';
import { localDateTime, MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import * as chrono from 'chrono-node';
import { addDays } from 'date-fns';
import { DEADLINE_WORDS } from './day-words';
import { MONTHS, normaliseTimeText, pad, WEEKDAYS } from './time-text';

/** A date (YYYY-MM-DD) and a time (HH:MM, 24 h) in the member's time zone; null if not said. */
export interface When {
  date: string | null;
  time: string | null;
  /** The time came from a part of the day ("tonight") rather than a clock time. */
  partOfDay?: boolean;
  /** No day was said: the date is the next day the time comes round (tomorrow once it passed). */
  bareTime?: boolean;
}

/** Parts of the day and the time Aurum proposes for them when no clock time is given. */
const PARTS_OF_DAY: readonly [RegExp, string][] = [
  [/\bearly morning\b/, '07:00'],
  [/\blate morning\b/, '11:00'],
  // "breakfast tomorrow morning": the morning said.
  [/\bmorning\b/, '09:00'],
  [/\bbreakfast\b/, '08:00'],
  [/\bbrunch\b/, '10:30'],
  [/\b(midday|noon)\b/, '12:00'],
  [/\blunch(?: ?time)?\b/, '12:30'],
  [/\blate afternoon\b/, '16:30'],
  [/\bafternoon\b/, '15:00'],
  [/\b(sunset|sundowners?)\b/, '18:00'],
  [/\bevening\b/, '19:00'],
  [/\b(tonight|that night|(?:\w+day|tomorrow) night)\b/, '20:00'],
];

/** Words that make "at 7" mean the evening. */
const EVENING_HINTS =
  /\b(dinner|supper|chef|cook|tonight|evening(?! (?:gowns?|dress(?:es)?|wear|bags?|shoes|suits?))|night|braai|party|jol|drinks|sundowners?|function|gala|concert|show|table|restaurant|date night|celebration)\b/;
const MORNING_HINTS =
  /\b(morning|breakfast|early(?! (?:dinner|supper|evening|drinks|sundowners))|sunrise|brunch|meal[- ]prep|flight|to\s+(?:the\s+)?airport)\b/;
/** A month named in words ("5 December", "the 4th of July", "Aug 15"). */
const MONTH_NAMED =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/;
/** "for 3 days", "a week": how long, not when (chrono reads them as from now). */
const DURATION =
  /^(?:for )?(?:a|an|the|one|two|three|four|five|six|seven|\d+) (?:day|days|week|weeks|night|nights|month|months|hour|hours|minutes?)$/;
/** "morning" on its own names no day ("every morning"); "this morning", "tonight" do. */
const PART_OF_DAY_ONLY =
  /^(?:in the |the |every )?(?:morning|afternoon|evening|night|noon|midday)$/;
/** A clock time as members write one; not a bare number ("a party of 10 on Saturday"), not "now". */
const CLOCK_TIME =
  /\b(?:at|@|by|from|around|about|before|after)\s*\d|\d\s*[:.]\s*\d|\d\s*(?:am|pm|a\.m|p\.m)|o'?clock|noon|midnight|\b(?:at|around|about) (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|\d\d:\d\d/;
/** Words chrono mistakes for a date ("a couples massage"). */
const NOT_A_DATE = /^an? couples?$/;
/** SA English for "soon" or "today". */
const TODAY_WORDS = /\b(asap|now now|just now|right now|urgently|immediately|today)\b/;

interface LocalDay {
  year: number;
  month: number;
  day: number;
}

const dayString = (day: LocalDay) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;
const localNow = (now: Date) => new TZDate(now.getTime(), MEMBER_TIME_ZONE);
const fromLocal = (date: Date): LocalDay => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

/**
 * Text chrono should not read as a date: how long ("for a week from Monday" starts on Monday),
 * and how often ("every morning next week" is next week).
 */
const withoutSpans = (text: string) =>
  withoutDeadline(
    text
      .replace(
        /\bfor (?:the )?(?:next |coming |following )?(?:a|an|one|two|three|four|five|six|seven|few|couple of|\d+) (?:days?|weeks?|nights?|months?)\b/g,
        ' ',
      )
      .replace(/\bevery (?:morning|afternoon|evening|night|day|weekday|week ?day)\b/g, ' '),
  );

/**
 * "before Monday", "by Friday", "in for a service until Friday": a deadline or an end, not the
 * day, when another day is named too.
 */
const DEADLINE = new RegExp(
  `${DEADLINE_WORDS}|\\b(?:until|till|til) (?:next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\\b|\\bfor (?:the|this) weekend\\b`,
  'g',
);
function withoutDeadline(text: string): string {
  const left = text.replace(DEADLINE, ' ');
  return left !== text &&
    /\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/.test(left)
    ? left
    : text;
}

/** "a week from today", "this day next week": seven days from the member's today. */
const WEEK_FROM_TODAY =
  /\ba week (?:from|after) today\b|\ba week today\b|\btoday week\b|\bthis day next week\b|\bin a week(?:'s time)?\b/;

/** "a week on Sunday", "Sunday week": the Sunday after the coming one. */
function weekOnWeekday(text: string, now: TZDate): LocalDay | null {
  const match =
    text.match(/(?<!\bfor )\ba week (?:on|from) (\w+day)\b/) ?? text.match(/\b(\w+day) week\b/);
  const weekday = match ? WEEKDAYS.indexOf(match[1]!) : -1;
  if (weekday === -1) return null;
  const ahead = (weekday - now.getDay() + 7) % 7 || 7;
  return fromLocal(addDays(now, ahead + 7));
}

/**
 * "The day after tomorrow": two days from the member's today (chrono counts it from the day in
 * the server's own zone, a day short between midnight in Johannesburg and midnight UTC).
 */
function dayAfterTomorrow(text: string, now: TZDate): LocalDay | null {
  return /\bday after tomorrow\b/.test(text) ? fromLocal(addDays(now, 2)) : null;
}

/** "on the 5th", "the 23rd": that day of this month, or of the next when it has passed. */
function dayOfMonth(text: string, now: TZDate): LocalDay | null {
  const match = text.match(/\b(?:on )?the (\d{1,2})(?:st|nd|rd|th)\b(?! of)/);
  const day = match ? Number(match[1]) : 0;
  if (day < 1 || day > 31) return null;
  // "for December, from the 20th": that month's day, this year or next.
  const named = text.match(new RegExp(`\\b(?:in|for|during|of) (${MONTHS.join('|')})\\b`));
  if (named) {
    const month = MONTHS.indexOf(named[1]!);
    const thisYear = new TZDate(now.getFullYear(), month, day, MEMBER_TIME_ZONE);
    const ahead =
      month > now.getMonth() || (month === now.getMonth() && day >= now.getDate())
        ? thisYear
        : new TZDate(now.getFullYear() + 1, month, day, MEMBER_TIME_ZONE);
    return ahead.getDate() === day ? fromLocal(ahead) : null;
  }
  for (let months = 0; months < 3; months++) {
    const candidate = new TZDate(now.getFullYear(), now.getMonth() + months, day, MEMBER_TIME_ZONE);
    if (candidate.getDate() === day && (months > 0 || day >= now.getDate())) {
      return fromLocal(candidate);
    }
  }
  return null;
}

/** The day chrono read. */
const dayOfResult = (result: chrono.ParsedResult): LocalDay => ({
  year: result.start.get('year')!,
  month: result.start.get('month')!,
  day: result.start.get('day')!,
});

/** The clock time the member meant: "at 5" is 17:00, "at 7" for dinner is 19:00. */
function sensibleHour(hour: number, meridiemSaid: boolean, text: string): number {
  if (meridiemSaid || hour === 0 || hour > 12) return hour;
  if (hour === 12) return 12;
  const morning = MORNING_HINTS.test(text);
  // "a flight at 5" leaves early; "a flight to Durban at 1" is after noon.
  // "a driver on Sunday at 3 to King Shaka": no run to the airport at 3 in the morning.
  const flightOnly =
    morning && !MORNING_HINTS.test(text.replace(/\bflight\b|\bto\s+(?:the\s+)?airport\b/g, ' '));
  if (hour <= 6) return morning && !(flightOnly && hour < 5) ? hour : hour + 12;
  if (hour === 11) return /\b(tonight|night)\b/.test(text) ? 23 : 11;
  // "a boat at 10 for the children's party": a children's party is no evening, nor is "the same
  // party" after it.
  const kids = text.replace(CHILDRENS_PARTY, ' ').replace(CHILD_SAID, ' ');
  const evening = EVENING_HINTS.test(kids === text ? text : kids.replace(/\bparty\b/g, ' '));
  return evening && !morning ? hour + 12 : hour;
}

/**
 * "for my twins, they're turning 6", "my son's first birthday": a party for children, though not
 * called a kids' party.
 */
const CHILD_SAID =
  /\b(?:for (?:my|our|the) (?:twins|little ones?|toddlers?)|(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|eighth|8th|ninth|9th|tenth|10th) birthday|turn(?:s|ing)? (?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:years? (?:of|married)|o'?clock)))/g;
const CHILDRENS_PARTY =
  /\b(?:kids?'?s?|children'?s?|child'?s|toddlers?'?s?) (?:birthday )?party\b/g;

/**
 * The date and time a message names, read with chrono-node in Africa/Johannesburg relative to
 * `now` (the injected clock): "this Friday at 8pm", "the day after tomorrow at 9", "17h00",
 * "quarter to eight", "Friday lunchtime", "a week on Sunday at noon", "at 5" (the next 5 pm).
 * A weekday or a bare time is the next one still ahead.
 */
export function readWhen(message: string, now: Date): When {
  const text = normaliseTimeText(message);
  const local = localNow(now);
  const reference = { instant: now, timezone: -local.getTimezoneOffset() };
  const results = chrono.en.GB.parse(withoutSpans(text), reference, { forwardDate: true });

  const dated = results.find(
    (r) =>
      (r.start.isCertain('day') || r.start.isCertain('weekday')) &&
      !DURATION.test(r.text) &&
      !PART_OF_DAY_ONLY.test(r.text) &&
      !NOT_A_DATE.test(r.text),
  );
  const timed = results.find((r) => r.start.isCertain('hour') && CLOCK_TIME.test(r.text));
  // "Saturday 5 December", "the weekend of 15 August", "the 4th of July, returning the 18th":
  // the day of a month named is the day, over a weekday or a bare day of the month.
  const monthDay = results.find(
    (r) => r.start.isCertain('day') && r.start.isCertain('month') && MONTH_NAMED.test(r.text),
  );
  let day: LocalDay | null =
    weekOnWeekday(text, local) ??
    (WEEK_FROM_TODAY.test(text) ? fromLocal(addDays(local, 7)) : null) ??
    (monthDay ? dayOfResult(monthDay) : null) ??
    dayOfMonth(text, local) ??
    dayAfterTomorrow(text, local);
  const weekdayOnly = !day && dated && !dated.start.isCertain('day');
  if (!day && dated) day = dayOfResult(dated);
  // "7:45 in the evening, tomorrow": chrono joins the day to the evening and is unsure of it.
  if (!day && /\btomorrow\b/.test(text) && !/\bafter tomorrow\b/.test(text)) {
    day = fromLocal(addDays(local, 1));
  }
  if (!day && TODAY_WORDS.test(text)) day = fromLocal(local);
  // "this evening" said at 20:30 is still today, though its usual hour has passed.
  if (!day && /\b(?:tonight|this evening)\b/.test(text)) day = fromLocal(local);
  // "every morning" is how often, not a day.
  const recurring = !day && /\bevery\b/.test(text);

  let time: string | null = null;
  if (timed) {
    // "06:50": a clock of 24 hours says its morning.
    const hour = sensibleHour(
      timed.start.get('hour')!,
      timed.start.isCertain('meridiem') || /\b0\d[:h.]\d\d\b/.test(timed.text),
      text,
    );
    time = `${pad(hour)}:${pad(timed.start.get('minute') ?? 0)}`;
  }
  const partOfDay = time ? undefined : PARTS_OF_DAY.find(([pattern]) => pattern.test(text))?.[1];
  time ??= partOfDay ?? null;
  if (!day && !time) return { date: null, time: null };
  if (recurring) return { date: null, time, ...(partOfDay ? { partOfDay: true } : {}) };

  // A weekday or a bare time names the next such moment still ahead of now; the past is no request.
  const today = fromLocal(local);
  const nowHm = `${pad(local.getHours())}:${pad(local.getMinutes())}`;
  const bareTime = !day;
  if (!day) {
    // No day and no time returned above: a time was said.
    day = nextDayAt(time!, now);
  } else if (weekdayOnly && !/\bnext\b/.test(text)) {
    // chrono placed the weekday by the hour it read ("wednesday at 5" = 05:00); place it by the
    // time meant (17:00), or by noon without one: today while that is still ahead.
    const target = localDateTime(dayString(day)).getTime();
    const weekday = new TZDate(target, MEMBER_TIME_ZONE).getDay();
    let ahead = (weekday - local.getDay() + 7) % 7;
    if (ahead === 0 && (time ?? '12:00') <= nowHm) ahead = 7;
    // "this weekend" said on a Sunday morning is today; by the evening it is the next one.
    if (local.getDay() === 0 && nowHm < '12:00' && /\bthis weekend\b/.test(dated.text)) ahead = 0;
    day = fromLocal(addDays(local, ahead));
  }
  // "the day before at 9": the day is another request's (shared-details.ts), the hour is this one's.
  if (dayString(day) < dayString(today)) {
    return { date: null, time: /\bthe day before\b/.test(text) ? time : null };
  }
  return {
    date: dayString(day),
    time,
    ...(partOfDay ? { partOfDay: true } : {}),
    ...(bareTime ? { bareTime: true } : {}),
  };
}

/** The next day `time` (HH:MM) comes round after `now`: today while it is ahead, else tomorrow. */
function nextDayAt(time: string, now: Date): LocalDay {
  const local = localNow(now);
  const nowHm = `${pad(local.getHours())}:${pad(local.getMinutes())}`;
  return fromLocal(time <= nowHm ? addDays(local, 1) : local);
}

/** The next day `time` comes round after `now`, as YYYY-MM-DD. */
export const nextDateAt = (time: string, now: Date) => dayString(nextDayAt(time, now));
