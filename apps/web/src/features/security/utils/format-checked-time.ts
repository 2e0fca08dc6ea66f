import { LOCALE, TIME_ZONE } from '@aurum/shared/format/locale';
import { onFirstUse } from '@aurum/shared/format/on-first-use';

const checkedTime = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { timeStyle: 'medium', timeZone: TIME_ZONE }),
);

/** e.g. "14:05:09", in Johannesburg time. */
export const formatCheckedTime = (value: Date) => checkedTime().format(value);
