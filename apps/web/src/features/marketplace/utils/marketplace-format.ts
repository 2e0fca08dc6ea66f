import type { AvailabilitySlot } from '@aurum/shared/marketplace/marketplace-contract';

/** A median response time: "45 min", "2 h", "1 h 30 min"; "—" while unknown. */
export function formatResponseMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const rounded = Math.max(0, Math.round(minutes));
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** A customer rating out of 5, e.g. "4.8/5"; "—" before any review. */
export function formatCustomerRating(rating: number | null): string {
  return rating === null ? '—' : `${rating.toFixed(1)}/5`;
}

/** "09:00 - 10:00". */
export function slotLabel(slot: Pick<AvailabilitySlot, 'start_time' | 'end_time'>): string {
  return `${slot.start_time.slice(0, 5)} - ${slot.end_time.slice(0, 5)}`;
}

/** "12 years of experience", "1 year of experience". */
export function experienceLabel(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'} of experience`;
}
