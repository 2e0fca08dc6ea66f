import {
  MARKETPLACE_MESSAGES as M,
  type AvailabilitySlot,
} from '@aurum/shared/marketplace/marketplace-rules';
import { onFirstUse } from '@aurum/shared/format/on-first-use';
import { plural } from '@aurum/shared/format/words';

/** A median response time: "45 min", "2 h", "1 h 30 min"; "Not yet known" without answers. */
export function formatResponseMinutes(minutes: number | null): string {
  if (minutes === null) return M.noResponseTime;
  const rounded = Math.max(0, Math.round(minutes));
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** A customer rating out of 5, e.g. "4.8/5"; "New" before any review. */
export function formatCustomerRating(rating: number | null): string {
  return rating === null ? M.newProvider : `${rating.toFixed(1)}/5`;
}

/** Completed jobs, e.g. "38"; "None yet" before the first. */
export function formatCompletedJobs(count: number): string {
  return count > 0 ? String(count) : M.noCompletedJobs;
}

/** "09:00 - 10:00". */
export function slotLabel(slot: Pick<AvailabilitySlot, 'start_time' | 'end_time'>): string {
  return `${slot.start_time.slice(0, 5)} - ${slot.end_time.slice(0, 5)}`;
}

const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-ZA', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A calendar day (YYYY-MM-DD) with its weekday, e.g. "Thu, 7 May 2026". */
export function dayLabel(date: string): string {
  return dayFormat().format(new Date(`${date}T12:00:00Z`));
}

/** A tel: link for a phone number as providers write it ("+27 11 555 0199"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "12 years of experience", "1 year of experience". */
export function experienceLabel(years: number): string {
  return `${plural(years, 'year')} of experience`;
}
