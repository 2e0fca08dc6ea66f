import type { RequestReading } from './read-request';

/** "kream in brooklyn tomorrow at 8 for 2": a table at a bare 8 is in the evening. */
export function atTableHours(table: RequestReading, said: string): RequestReading {
  const { time, partOfDay } = table.when;
  if (!time || partOfDay) return table;
  return { ...table, when: { ...table.when, time: eveningHour(time, said, table) } };
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
    /\b(?:tonight|dinner|supper|evening)\b/i.test(request.text);
  if (
    !evening ||
    hour < 7 ||
    hour > 10 ||
    /\b(?:am|a\.m\.|morning|breakfast|brunch)\b|\d\s*am\b/i.test(said)
  ) {
    return time;
  }
  return `${hour + 12}${time.slice(2)}`;
}
