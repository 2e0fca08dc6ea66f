import { z } from 'zod';
import { HH_MM, isRealDate } from '../onboarding/onboarding-contract';

import {
  CALENDAR_MAX_RANGE_DAYS,
  EVENT_PLACE_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
} from './calendar-rules';

export * from './calendar-rules';

const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(
      (value) => value === '' || isRealDate(value),
      `${label} must be a real date (YYYY-MM-DD)`,
    );

export const calendarRangeSchema = z
  .object({ from: day('From'), to: day('To') })
  .refine((range) => range.from <= range.to, { message: 'From must not be after To', path: ['to'] })
  .refine(
    (range) =>
      (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 <= CALENDAR_MAX_RANGE_DAYS,
    { message: `Ask for at most ${CALENDAR_MAX_RANGE_DAYS} days at once`, path: ['to'] },
  );

/** Add Event / edit: title, date, optional time and place. */
export const personalEventSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(EVENT_TITLE_MAX_LENGTH, `Title must be at most ${EVENT_TITLE_MAX_LENGTH} characters`),
  date: day('Date'),
  time: z
    .string({ error: 'Time must be text' })
    .trim()
    .refine((value) => value === '' || HH_MM.test(value), 'Time must be like 14:30')
    .default(''),
  place: z
    .string({ error: 'Place must be text' })
    .trim()
    .max(EVENT_PLACE_MAX_LENGTH, `Place must be at most ${EVENT_PLACE_MAX_LENGTH} characters`)
    .default(''),
});
export type PersonalEventInput = z.input<typeof personalEventSchema>;
/** The body of POST and PATCH /api/calendar/events: the Add Event form after the schema. */
export type PersonalEvent = z.output<typeof personalEventSchema>;
