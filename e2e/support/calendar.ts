import type { Page } from '@playwright/test';

/**
 * The day (YYYY-MM-DD) as the calendar's day buttons name it, formatted by the page itself, so the
 * test holds on any day, in any month and in any time zone it runs.
 */
export function calendarDayName(page: Page, date: string) {
  return page.evaluate(
    (day) =>
      new Intl.DateTimeFormat('en-ZA', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Africa/Johannesburg',
      }).format(new Date(`${day}T12:00:00+02:00`)),
    date,
  );
}

/** Opens /calendar on this day (YYYY-MM-DD, this month or the next), showing its entries. */
export async function openCalendarDay(page: Page, date: string) {
  await page.goto('/calendar');
  const day = page.getByRole('button', { name: await calendarDayName(page, date) });
  await page.getByRole('button', { name: 'Next month' }).waitFor();
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await day.first().click();
}
