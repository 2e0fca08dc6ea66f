import { TZDate } from '@date-fns/tz';
import { localDateTime, MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import { typoDistance } from '@aurum/shared/places/place-text';
import * as chrono from 'chrono-node';
import { addDays } from 'date-fns';

/** A date (YYYY-MM-DD) and a time (HH:MM, 24 h) in the member's time zone; null if not said. */
export interface When {
  date: string | null;
  time: string | null;
  /** The time came from a part of the day ("tonight") rather than a clock time. */
  partOfDay?: boolean;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const NUMBER_WORDS = [
  'twelve',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
];

/** Shorthand and typos members use for days, with what chrono understands. */
const SHORTHAND: Record<string, string> = {
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  tmoz: 'tomorrow',
  tomoz: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  '2mrw': 'tomorrow',
  tomoro: 'tomorrow',
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  tomorrw: 'tomorrow',
  tdy: 'today',
  '2day': 'today',
  tonite: 'tonight',
  nite: 'night',
  nyt: 'night',
  mrng: 'morning',
  mornin: 'morning',
  '2nite': 'tonight',
  '2night': 'tonight',
  wknd: 'weekend',
  arvo: 'afternoon',
  avo: 'afternoon',
  weds: 'wednesday',
  thur: 'thursday',
  thurs: 'thursday',
  tues: 'tuesday',
};

/** Short month names and the whole name chrono reads everywhere. */
const MONTH_NAMES: Record<string, string> = {
  jan: 'january',
  feb: 'february',
  mar: 'march',
  apr: 'april',
  jun: 'june',
  jul: 'july',
  aug: 'august',
  sep: 'september',
  oct: 'october',
  nov: 'november',
  dec: 'december',
};

/** Days members name by their name: South Africa's public holidays and the dates out. */
const NAMED_DAYS: readonly [RegExp, string][] = [
  [/\bvalentine'?s(?: day)?\b/g, '14 february'],
  [/\bnye\b/g, '31 december'],
  [/\bchristmas eve\b/g, '24 december'],
  [/\b(?:christmas|xmas)(?: day)?\b/g, '25 december'],
  [/\b(?:boxing day|day of goodwill)\b/g, '26 december'],
  [/\bnew year'?s eve\b/g, '31 december'],
  [/\bnew year'?s(?: day)?\b/g, '1 january'],
  [/\bhuman rights day\b/g, '21 march'],
  [/\bfreedom day\b/g, '27 april'],
  [/\bworkers'? day\b/g, '1 may'],
  [/\byouth day\b/g, '16 june'],
  [/\b(?:national )?women'?s day\b/g, '9 august'],
  [/\bheritage day\b/g, '24 september'],
  [/\bday of reconciliation\b/g, '16 december'],
];

/** Parts of the day and the time Aurum proposes for them when no clock time is given. */
const PARTS_OF_DAY: readonly [RegExp, string][] = [
  [/\bearly morning\b/, '07:00'],
  [/\bbreakfast\b/, '08:00'],
  [/\blate morning\b/, '11:00'],
  [/\bmorning\b/, '09:00'],
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
  /\b(dinner|supper|chef|cook|tonight|evening|night|braai|party|jol|drinks|sundowners?|function|gala|concert|show|table|restaurant|date night|celebration)\b/;
const MORNING_HINTS =
  /\b(morning|breakfast|early(?! (?:dinner|supper|evening|drinks|sundowners))|sunrise|brunch|flight)\b/;
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

const hourWord = (word: string) => {
  const digit = Number(word);
  if (Number.isInteger(digit) && digit >= 1 && digit <= 12) return digit;
  const index = NUMBER_WORDS.indexOf(word);
  return index === -1 ? null : index === 0 ? 12 : index;
};
const pad = (value: number) => String(value).padStart(2, '0');

/** Rewrites South African and spoken forms chrono does not read into forms it does. */
function normaliseTimeText(text: string): string {
  let result = text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\bgood (morning|afternoon|evening|night|day)\b/g, ' ')
    // "tomorrows car", "tonights table": the day's, written without the apostrophe.
    .replace(/\b(today|tonight|tomorrow)s\b/g, "$1's")
    .replace(/\b([01]?\d|2[0-3])h([0-5]\d)?\b/g, (_, h: string, m?: string) => `${h}:${m ?? '00'}`)
    .replace(/(?<![:.\d])\b(\d{1,2})\s+(tonight|this evening)\b/g, 'at $1 $2')
    // "7ish": about 7.
    .replace(/\b(\d{1,2}(?:[:h.]\d\d)?)\s*-?ish\b/g, 'at $1')
    // "make it 11 in the morning", "4 in the afternoon": a clock time, not the part's default.
    .replace(
      /(?<![:.\d]|\b(?:past|to|half) )\b(\d{1,2})\s+in the (morning|afternoon|evening)\b/g,
      (_, hour: string, part: string) => `${hour}${part === 'morning' ? 'am' : 'pm'}`,
    );
  // "Christmas gifts on the 19th of December": a date named as well is the day; the holiday only
  // says what for.
  const dated =
    /\b\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bthe \d{1,2}(?:st|nd|rd|th)\b/.test(
      result,
    );
  if (!dated) for (const [holiday, date] of NAMED_DAYS) result = result.replace(holiday, date);
  // "from 1 Feb": chrono reads a short month only in some places ("from 1" is an hour).
  result = result.replace(
    /\b(\d{1,2}(?:st|nd|rd|th)?(?: of)?) (jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?/g,
    (_, day: string, month: string) => `${day} ${MONTH_NAMES[month.slice(0, 3)]}`,
  );
  // "for the long weekend from Friday", "collecting in Sandton on Friday": the stay or hire
  // starts on the day named, not on the Saturday.
  // "Mothers Day weekend, Sunday": the weekday said of the weekend.
  if (
    /\b(?:from|starting|collecting|pick(?:ing)? (?:it )?up)\b[^,.;!?]{0,30}?\s(?:on )?(?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/.test(
      result,
    ) ||
    /\bweekend\b[,\s]+(?:(?:arriving|we arrive|getting there|checking in)\s+)?(?:on |the )?(?:fri|satur|sun)day\b/.test(
      result,
    )
  ) {
    result = result.replace(/\b(?:for |at |over )?(?:the |this )?(?:long )?weekend\b/g, ' ');
  }
  // "dinner 4 ppl tomorrow 7": a bare hour after the day is the time.
  result = result.replace(
    /\b(today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|sat|sun|fri) (\d{1,2})(?![\d:.h]|\s*(?:people|ppl|pax|guests|persons?|adults|kids|of us|nights?|days?|hours?|hrs?|weeks?|am|pm|st|nd|rd|th)\b)/g,
    '$1 at $2',
  );
  // "security from 5 to midnight": it starts at 5 (chrono reads the range as starting at midnight).
  result = result.replace(
    /\bfrom (\d{1,2}(?:[:.]\d\d)?(?:\s*[ap]m)?)\s*(?:to|till|until|-)\s*(?:midnight|late|close)\b/g,
    'from $1',
  );
  // "at 7 a private chef": "a" is the article, not a.m. (chrono reads "7 a" as 07:00).
  result = result.replace(/\b(\d{1,2})\s+a\s+(?=[a-z]{2,})/g, '$1 , a ');
  // "Saturday around 1": a clock time (chrono reads "at 1"), not a number of people.
  result = result.replace(
    /\b(?:around|about|roughly|approximately)\s+(\d{1,2})(?![\d:.h]|\s*(?:people|guests|of us|pax|persons?|adults|kids|rooms|bedrooms|beds|nights|cars|tables|players)\b)/g,
    'at $1',
  );
  // "now get us a yacht for Sunday": "now" alone is no day (chrono reads it as today).
  result = result.replace(/(?<!\b(?:right|just|now) )\bnow\b(?! now\b)/g, ' ');
  result = result.replace(/(?<!\bthe )\bday after tomorrow\b/g, 'the day after tomorrow');
  // "the day after at 5pm": chrono reads the hour but does not call it certain without a comma.
  result = result.replace(/\b(day (?:after|before)) (at|from|by)\b/g, '$1, $2');
  // South African "next week Friday" is the Friday of next week.
  result = result.replace(
    /\bnext week (?:on )?((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/g,
    '$1 next week',
  );
  // "Three things for next week: driver on Monday": the Monday of next week, not a week today.
  if (
    /\bnext week\b/.test(result) &&
    /\b(?<!next )(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?! next week)/.test(result)
  ) {
    result = result
      .replace(/\b(?:for |in |of )?next week\b/, ' ')
      .replace(/\b(?<!next )((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/, 'next $1');
  }
  // chrono reads "afternoon tomorrow at 2pm" as this afternoon: the day on its own.
  result = result.replace(
    /\b(morning|afternoon|evening)(?:\s+(?:at|on|in|the))*\s+(?=(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/g,
    '$1 ; ',
  );
  result = result.replace(/[a-z0-9]+/g, (word) => SHORTHAND[word] ?? fixDayTypo(word));
  const spoken = /\b(quarter|half)\s+(past|to)\s+(\w+)\b|\bhalf\s+(\w+)\b/g;
  return result.replace(
    spoken,
    (match, part?: string, direction?: string, h1?: string, h2?: string) => {
      const hour = hourWord((h1 ?? h2)!);
      if (hour === null) return match;
      if (!part) return `${hour}:30`;
      const minutes = part === 'half' ? 30 : direction === 'past' ? 15 : 45;
      const shown = direction === 'to' ? (hour === 1 ? 12 : hour - 1) : hour;
      return `${shown}:${pad(minutes)}`;
    },
  );
}

/** "wensday" -> "wednesday", "saterday" -> "saturday" (one typo from 5 letters, two from 8). */
function fixDayTypo(word: string): string {
  if (word.length < 5 || WEEKDAYS.includes(word) || MONTHS.includes(word)) return word;
  const allowed = word.length >= 8 ? 2 : 1;
  const known = [...WEEKDAYS, ...MONTHS].find(
    (name) => name.charAt(0) === word.charAt(0) && typoDistance(word, name, allowed) <= allowed,
  );
  return known ?? word;
}

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
  text
    .replace(
      /\bfor (?:a|an|one|two|three|four|five|six|seven|\d+) (?:days?|weeks?|nights?|months?)\b/g,
      ' ',
    )
    .replace(/\bevery (?:morning|afternoon|evening|night|day)\b/g, ' ');

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

/** The clock time the member meant: "at 5" is 17:00, "at 7" for dinner is 19:00. */
function sensibleHour(hour: number, meridiemSaid: boolean, text: string): number {
  if (meridiemSaid || hour === 0 || hour > 12) return hour;
  if (hour === 12) return 12;
  const morning = MORNING_HINTS.test(text);
  if (hour <= 6) return morning ? hour : hour + 12;
  if (hour === 11) return /\b(tonight|night)\b/.test(text) ? 23 : 11;
  // "a boat at 10 for the children's party": a children's party is no evening.
  const evening = EVENING_HINTS.test(text.replace(CHILDRENS_PARTY, ' '));
  return evening && !morning ? hour + 12 : hour;
}

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
  let day: LocalDay | null =
    weekOnWeekday(text, local) ?? dayOfMonth(text, local) ?? dayAfterTomorrow(text, local);
  const weekdayOnly = !day && dated && !dated.start.isCertain('day');
  if (!day && dated) {
    day = {
      year: dated.start.get('year')!,
      month: dated.start.get('month')!,
      day: dated.start.get('day')!,
    };
  }
  if (!day && TODAY_WORDS.test(text)) day = fromLocal(local);
  // "this evening" said at 20:30 is still today, though its usual hour has passed.
  if (!day && /\b(?:tonight|this evening)\b/.test(text)) day = fromLocal(local);
  // "every morning" is how often, not a day.
  const recurring = !day && /\bevery\b/.test(text);

  let time: string | null = null;
  if (timed) {
    const hour = sensibleHour(timed.start.get('hour')!, timed.start.isCertain('meridiem'), text);
    time = `${pad(hour)}:${pad(timed.start.get('minute') ?? 0)}`;
  }
  const partOfDay = time ? undefined : PARTS_OF_DAY.find(([pattern]) => pattern.test(text))?.[1];
  time ??= partOfDay ?? null;
  if (!day && !time) return { date: null, time: null };
  if (recurring) return { date: null, time, ...(partOfDay ? { partOfDay: true } : {}) };

  // A weekday or a bare time names the next such moment still ahead of now; the past is no request.
  const today = fromLocal(local);
  const nowHm = `${pad(local.getHours())}:${pad(local.getMinutes())}`;
  if (!day) {
    day = time && time <= nowHm ? fromLocal(addDays(local, 1)) : today;
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
  return { date: dayString(day), time, ...(partOfDay ? { partOfDay: true } : {}) };
}
