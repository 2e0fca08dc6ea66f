import { formatWeekdayDate, formatWeekdayDateTime } from '@aurum/shared/format/dates';

/**
 * When the member wants the service, in Johannesburg time as the provider's e-mail says it (the
 * one date format, ADR 034): "Friday, 4 December 2026 at 15:00", or the day alone when no time
 * was given.
 */
export function formatRequestWhen(preferredDate: string | null, timeSet: boolean): string {
  if (!preferredDate) return 'No preferred date given';
  return (timeSet ? formatWeekdayDateTime : formatWeekdayDate)(preferredDate);
}
