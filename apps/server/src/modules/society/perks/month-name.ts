const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month of a YYYY-MM-DD in words ("July"). */
export const formatMonthName = (date: string) => MONTHS[Number(date.slice(5, 7)) - 1] ?? date;
