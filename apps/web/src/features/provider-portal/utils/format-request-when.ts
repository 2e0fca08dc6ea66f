import { LOCALE, TIME_ZONE } from '@aurum/shared/format/locale';
import { onFirstUse } from '@aurum/shared/format/on-first-use';

const dayAndTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: TIME_ZONE,
    }),
);
const dayOnly = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeZone: TIME_ZONE }),
);

/**
 * When the member wants the service, in Johannesburg time as the provider's e-mail says it:
 * "Friday, 18 December 2026 at 09:30", or the day alone when no time was given.
 */
export function formatRequestWhen(preferredDate: string | null, timeSet: boolean): string {
  if (!preferredDate) return 'No preferred date given';
  return (timeSet ? dayAndTime : dayOnly)().format(new Date(preferredDate));
}
