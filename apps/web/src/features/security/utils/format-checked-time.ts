import { LOCALE, TIME_ZONE } from '../../../lib/locale';
import { onFirstUse } from '../../../lib/on-first-use';

const checkedTime = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { timeStyle: 'medium', timeZone: TIME_ZONE }),
);

/** e.g. "14:05:09", in Johannesburg time. */
export const formatCheckedTime = (value: Date) => checkedTime().format(value);
