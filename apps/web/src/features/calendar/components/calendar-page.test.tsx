// Runs isolated (ADR 086): it counts on app modules that no other test file has loaded yet.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCalendar, serveCalendar } from '../../../testing/calendar-test-server';

beforeEach(() => {
  // 10:00 on Tuesday 24 November 2026 in Johannesburg.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dayButton = (name: string) => screen.getByRole('button', { name });

describe('CalendarPage', () => {
  it("loads the visible grid in one call and lists today's events", async () => {
    const { calls } = serveCalendar();
    renderCalendar();

    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const today = dayButton('Tuesday, 24 November 2026');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.getAttribute('aria-pressed')).toBe('true');

    expect(await screen.findByRole('heading', { name: "Today's Events" })).toBeTruthy();
    const list = within((await screen.findByText('Driver booking')).closest('ul')!);
    expect(list.getByText('Driver booking')).toBeTruthy();
    expect(list.getByText('10:00')).toBeTruthy();
    expect(list.getByText('Airport pickup')).toBeTruthy();
    expect(list.getByText('Concierge request')).toBeTruthy();
    expect(list.getByText('Health checkup')).toBeTruthy();
    expect(list.getByText('14:30')).toBeTruthy();
    expect(list.getByText('Confirmed').className).toContain('emerald');
    expect(list.getByText('Pending').className).toContain('amber');
    // Only personal events can be changed.
    expect(list.getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);
    expect(list.getByRole('button', { name: 'Delete Health checkup' })).toBeTruthy();

    const gets = calls().filter((c) => c.method === 'GET');
    expect(gets.map((c) => c.url)).toEqual(['/api/calendar/events?from=2026-11-01&to=2026-12-05']);
    // Days with events are marked.
    expect(dayButton('Thursday, 26 November 2026').getAttribute('aria-describedby')).toBeTruthy();
    expect(dayButton('Friday, 27 November 2026').getAttribute('aria-describedby')).toBeNull();

    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Add Service' }).getAttribute('href')).toBe(
      '/marketplace',
    );
    expect(nav.getByRole('link', { name: 'AI Assistant' }).getAttribute('href')).toBe(
      '/ai-assistant',
    );
  });

  it("selecting a day lists that day's events, or says it is free", async () => {
    serveCalendar();
    renderCalendar();
    await screen.findByText('Driver booking');

    await userEvent.click(dayButton('Thursday, 26 November 2026'));
    expect(screen.getByRole('heading', { name: 'Events on 26 November 2026' })).toBeTruthy();
    expect(dayButton('Thursday, 26 November 2026').getAttribute('aria-pressed')).toBe('true');
    expect(dayButton('Tuesday, 24 November 2026').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Family braai')).toBeTruthy();
    expect(screen.getByText('All day')).toBeTruthy();
    expect(screen.queryByText('Driver booking')).toBeNull();

    await userEvent.click(dayButton('Friday, 27 November 2026'));
    expect(screen.getByText('No events on this day')).toBeTruthy();
  });

  it('moves the selection with the arrow keys, across months', async () => {
    serveCalendar();
    renderCalendar();
    await screen.findByText('Driver booking');
    dayButton('Tuesday, 24 November 2026').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(dayButton('Wednesday, 25 November 2026'));
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(dayButton('Wednesday, 2 December 2026'));
    // 2 December is shown in November's last week; it stays in its own month's grid.
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect(dayButton('Wednesday, 2 December 2026').tabIndex).toBe(0);
  });

  it('moves between months and loads each grid', async () => {
    const { calls } = serveCalendar();
    renderCalendar();
    await screen.findByText('Driver booking');

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Events on 1 December 2026' })).toBeTruthy();
    expect(await screen.findByText('No events on this day')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'October 2026' })).toBeTruthy();

    // The calendar's own reads (the header's notification bell reads its count too).
    const calendarReads = calls()
      .map((c) => c.url)
      .filter((url) => url.startsWith('/api/calendar/'));
    expect(calendarReads).toEqual([
      '/api/calendar/events?from=2026-11-01&to=2026-12-05',
      '/api/calendar/events?from=2026-11-29&to=2027-01-02',
      '/api/calendar/events?from=2026-09-27&to=2026-10-31',
    ]);
  });
});
