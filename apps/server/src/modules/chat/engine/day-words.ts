/** Words that name a day ("Saturday", "tomorrow", "the 5th", "12 Dec"), not only a time. */
const DAY_WORDS = new RegExp(
  [
    '\\b(?:today|tonight|tomorrow|tmrw|tmr|tomoz|2moro|tonite|weekend|wknd)(?:s)?\\b',
    '\\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?\\b',
    '\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\\b',
    '\\bnext (?:week|month)\\b',
    "\\b(?:christmas|xmas|boxing day|new year'?s|nye|valentine'?s|heritage day|freedom day|youth day|women'?s day|workers'? day|day of reconciliation|human rights day)\\b",
    '\\bthe \\d{1,2}(?:st|nd|rd|th)\\b',
    '\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\b',
    '\\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\s+\\d{1,2}(?:st|nd|rd|th)?\\b',
    '\\b\\d{4}-\\d{2}-\\d{2}\\b',
    '\\b\\d{1,2}/\\d{1,2}\\b',
  ].join('|'),
  'i',
);

/** Whether the text names a day rather than only a time ("at 8pm" names none). */
export function namesDay(text: string): boolean {
  return DAY_WORDS.test(text.replace(/\bsun(?:set|rise|downers?|\s+city)\b/gi, ' '));
}

/** Whether the text names a day of the week ("on Friday", "Sunday's"). */
export const namesWeekday = (text: string) =>
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i.test(text);

/** Whether the text names a time of day: a clock time or a part of the day. */
export function namesTime(text: string): boolean {
  return /\b\d{1,2}\s*(?::|h|\.)\s*\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b|\b(?:at|@|by|around)\s+\d{1,2}\b|\b(?:noon|midday|midnight|morning|afternoon|evening|tonight|lunch|lunchtime|breakfast|brunch|dinner time|sunset)\b|\b(?:half past|quarter past|quarter to)\b|\bhalf (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:hours?|days?|nights?|weeks?|people|guests|of)\b)|\b\d{1,2}\s*o'?clock\b|\bat (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i.test(
    text,
  );
}

/** "before Monday", "by Friday": a day the request must be done by (lower case, as normalised). */
export const DEADLINE_WORDS = String.raw`\b(?:before|by) (?:next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`;
