import { LOCALE, TIME_ZONE } from '../../../lib/format';

const checkedTime = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'medium', timeZone: TIME_ZONE });

/** e.g. "14:05:09", in Johannesburg time. */
export const formatCheckedTime = (value: Date) => checkedTime.format(value);
