import type { RequestReading } from './read-request';
import { readWhen } from './when';

/**
 * "a driver in Pretoria on Monday and Tuesday at 7am", "a tutor on Monday at 4pm and Tuesday at
 * 4pm": two weekdays joined by "and" for one service (not a stay, which spans them).
 */
const TWO_DAYS =
  /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?: at [^,.;]{1,12}?)?,? and (?:on )?((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

/** One request a day when a single request names two weekdays: the second day a copy of it. */
export function eachDay(readings: RequestReading[], english: string, now: Date): RequestReading[] {
  const [reading] = readings;
  const days = english.match(TWO_DAYS);
  if (readings.length !== 1 || !reading || !days) return readings;
  if (reading.intent?.serviceType === 'accommodation') return readings;
  const first = reading.when.date;
  const second = readWhen(days[2]!, now).date;
  if (!first || !second || second <= first) return readings;
  return [reading, { ...reading, when: { ...reading.when, date: second } }];
}
