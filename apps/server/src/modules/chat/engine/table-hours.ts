import type { RequestReading } from './read-request';
import { namesWeekday } from './day-words';
import { nextDateAt } from './when';

/**
 * "kream in brooklyn tomorrow at 8 for 2": a table at a bare 8 is in the evening; "a spot for 2
 * at 8" said at 09:30 with no day is tonight's 20:00, not tomorrow's.
 */
export function atTableHours(table: RequestReading, said: string, now: Date): RequestReading {
  const { time, partOfDay, bareTime } = table.when;
  if (!time || partOfDay) return table;
  const evening = eveningHour(time, said, table);
  let date = bareTime && evening !== time ? nextDateAt(evening, now) : table.when.date;
  // "Sushi for three on Wednesday 7:15" said on a Wednesday morning: tonight, not next week (the
  // weekday was placed by 07:15, already past; "the 21st at 7:30" is the day named).
  const soon = nextDateAt(evening, now);
  const weekday = namesWeekday(said);
  if (evening !== time && date && weekday && !/\bnext\b/i.test(said) && date === weekAfter(soon))
    date = soon;
  return { ...table, when: { ...table.when, date, time: evening } };
}

/**
 * "Can you book dinner at Lanzerac on Sunday? 4 people, 7ish": an hour from 7 to 10 said after an
 * evening request, with no am or morning of its own, is that evening's.
 */
export function eveningHour(time: string, said: string, request: RequestReading): string {
  const hour = Number(time.slice(0, 2));
  const evening =
    request.dining ||
    request.intent?.serviceType === 'private_chef' ||
    // ("an evening gown" is what is shopped for, not when.)
    /\b(?:tonight|dinner|supper|evening(?! (?:gowns?|dress(?:es)?|wear|bags?|shoes|suits?)))\b/i.test(
      request.text,
    );
  if (
    !evening ||
    hour < 7 ||
    hour > 10 ||
    /\b(?:am|a\.m\.|morning|breakfast|brunch|lunch|meal[- ]prep)\b|\d\s*am\b/i.test(said)
  ) {
    return time;
  }
  return `${hour + 12}${time.slice(2)}`;
}

/** YYYY-MM-DD seven days after a day. */
function weekAfter(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  return day.toISOString().slice(0, 10);
}
