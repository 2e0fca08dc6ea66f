import { typoDistance } from '@aurum/shared/places/place-text';

/*
 * The words members use for days and times, and how they are rewritten into what chrono reads
 * (when.ts reads the result).
 */

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
export const MONTHS = [
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

/** Weekdays written short ("sat night"). */
const SHORT_WEEKDAYS: Record<string, string> = {
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
};

const hourWord = (word: string) => {
  const digit = Number(word);
  if (Number.isInteger(digit) && digit >= 1 && digit <= 12) return digit;
  const index = NUMBER_WORDS.indexOf(word);
  return index === -1 ? null : index === 0 ? 12 : index;
};
export const pad = (value: number) => String(value).padStart(2, '0');

/** Rewrites South African and spoken forms chrono does not read into forms it does. */
export function normaliseTimeText(text: string): string {
  let result = text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\bgood (morning|afternoon|evening|night|day)\b/g, ' ')
    // "date night tmrw": an evening out (chrono reads "night tomorrow" as no day).
    .replace(/\bdate night\b/g, 'dinner')
    // "sat nite": night.
    .replace(/\bnite\b/g, 'night')
    // "sat night", "fri morning": the weekday, written short before a part of the day.
    .replace(
      /\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?\s+(?=(?:night|morning|afternoon|evening|lunch|dinner)\b)/g,
      (_, day: string) => `${SHORT_WEEKDAYS[day]} `,
    )
    // "not tomorrow, the day after: ...": the day after tomorrow.
    .replace(
      /\bnot tomorrow[,.;:]?\s+(?:but\s+)?the day after\b(?! tomorrow)/g,
      'the day after tomorrow',
    )
    // "tomorrows car", "tonights table": the day's, written without the apostrophe.
    .replace(/\b(today|tonight|tomorrow)s\b/g, "$1's")
    .replace(/\b([01]?\d|2[0-3])h([0-5]\d)?\b/g, (_, h: string, m?: string) => `${h}:${m ?? '00'}`)
    // "8 tonight" is at 8 ("half 9 tonight" is read as half past below).
    .replace(/(?<![:.\d]|\b(?:half|past|to) )\b(\d{1,2})\s+(tonight|this evening)\b/g, 'at $1 $2')
    // "a yacht at eleven", "lunch at two": a clock time in words.
    .replace(
      /\bat (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:people|persons?|guests?|of\b|pax|adults|kids|children|more|others|o'?clock\s+(?:people|guests)))/g,
      (_, word: string) => `at ${hourWord(word)}`,
    )
    // "any time after 9": from 9.
    .replace(
      /\b(?:any ?time )?after (\d{1,2}(?:[:.]\d\d)?)\b(?!\s*(?:days?|nights?|weeks?|months?|years?|people|guests|pax|of us|minutes?|mins?|hours?|hrs?)\b)/g,
      'at $1',
    )
    // "7ish": about 7.
    .replace(/\b(\d{1,2}(?:[:h.]\d\d)?)\s*-?ish\b/g, 'at $1')
    // "for my wife and me, 7.45": a clock time after a comma (chrono misses the dot there).
    .replace(
      /(?<=[,;]\s{0,2})([01]?\d|2[0-3])\.([0-5]\d)\b(?![.,]?\d|\s*(?:%|km|kg|m\b|million|k\b))/g,
      'at $1:$2',
    )
    // "make it 11 in the morning", "4 in the afternoon": a clock time, not the part's default.
    .replace(
      /(?<![:.\d]|\b(?:past|to|half) )\b(\d{1,2})\s+in the (morning|afternoon|evening)\b/g,
      (_, hour: string, part: string) => `${hour}${part === 'morning' ? 'am' : 'pm'}`,
    );
  // Shorthand first, so the rules below read "tmrw 1" as "tomorrow 1".
  result = result.replace(/[a-z0-9]+/g, (word) => SHORTHAND[word] ?? fixDayTypo(word));
  // "Christmas gifts on the 19th of December": a date named as well is the day; the holiday only
  // says what for.
  const dated =
    /\b\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bthe \d{1,2}(?:st|nd|rd|th)\b/.test(
      result,
    );
  if (!dated) for (const [holiday, date] of NAMED_DAYS) result = result.replace(holiday, date);
  // "4 nights from 10 May": chrono reads "from 10" before May and June as an hour.
  result = result.replace(
    /\bfrom (?=\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:may|june|july)\b)/g,
    'starting ',
  );
  // "from 1 Feb": chrono reads a short month only in some places ("from 1" is an hour).
  result = result.replace(
    /\b(\d{1,2}(?:st|nd|rd|th)?(?: of)?) (jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?/g,
    (_, day: string, month: string) => `${day} ${MONTH_NAMES[month.slice(0, 3)]}`,
  );
  // "for the long weekend from Friday", "collecting in Sandton on Friday": the stay or hire
  // starts on the day named, not on the Saturday.
  // "Mothers Day weekend, Sunday": the weekday said of the weekend.
  if (
    /\b(?:from|starting|collecting|collect (?:it|them|the car)|pick(?:ing)? (?:it )?up)\b[^,.;!?]{0,30}?\s(?:on )?(?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/.test(
      result,
    ) ||
    /\bweekend\b[,\s]+(?:(?:arriving|we arrive|getting there|checking in)\s+)?(?:on |the )?(?:fri|satur|sun)day\b/.test(
      result,
    ) ||
    // "for the weekend, Friday until Sunday": from the first day named.
    /\bweekend\b.{0,30}\b(?:thurs|fri|satur)day (?:until|till|to|-) (?:satur|sun|mon)day\b/.test(
      result,
    )
  ) {
    result = result.replace(/\b(?:for |at |over )?(?:the |this )?(?:long )?weekend\b/g, ' ');
  }
  // "flowers delivered to my wife at work in Illovo by 10": the hour it is delivered by.
  result = result.replace(
    /\b(deliver(?:ed|y)?|dropped off|ready)\b([^.;]{3,80}?)\bby (\d{1,2}(?:[:.]\d\d)?(?:\s*[ap]m)?)(?![\d:.]|\s*(?:people|ppl|pax|guests)\b)/g,
    '$1$2at $3',
  );
  // "for the long weekend": which weekend a holiday makes long is not said (its days may be).
  result = result.replace(/\b(?:for |over )?(?:the |this |next )?long weekend\b/g, ' ');
  // "ready by 11", "there by 9:30": the hour it is needed by.
  result = result.replace(
    /\b(ready|there|done|set up|waiting|back|home|delivered|dressed) by (\d{1,2}(?:[:.]\d\d)?)(?![\d:.]|\s*(?:people|ppl|pax|guests|am|pm)\b)/g,
    '$1 at $2',
  );
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
  // "Saturday around 1", "..., around 7.": a clock time (chrono reads "at 1"), not a number of
  // people.
  result = result.replace(
    /\b(?:around|about|roughly|approximately)\s+(\d{1,2})(?![\d:h]|\.\d|\s*(?:people|guests|of us|pax|persons?|adults|kids|rooms|bedrooms|beds|nights|cars|tables|players)\b)/g,
    'at $1',
  );
  // "now get us a yacht for Sunday": "now" alone is no day (chrono reads it as today).
  result = result.replace(/(?<!\b(?:right|just|now) )\bnow\b(?! now\b)/g, ' ');
  result = result.replace(/(?<!\bthe )\bday after tomorrow\b/g, 'the day after tomorrow');
  // "the day after at 5pm": chrono reads the hour but does not call it certain without a comma.
  result = result.replace(/\b(day (?:after|before)) (at|from|by)\b/g, '$1, $2');
  // "three days a week", "twice a week": how often, never a date (chrono adds them up).
  result = result.replace(
    /\b(?:once|twice|(?:one|two|three|four|five|six|\d) (?:days?|times|nights?|mornings?|evenings?)) (?:a|per|every) week\b/g,
    ' ',
  );
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
