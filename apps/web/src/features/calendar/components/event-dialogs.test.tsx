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

describe('Calendar event dialogs', () => {
  it('checks the Add Event form, then saves it and shows it on its day', async () => {
    const { calls } = serveCalendar();
    renderCalendar();
    await screen.findByText('Driver booking');

    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Event' }));
    expect((dialog.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-24');
    await userEvent.clear(dialog.getByLabelText('Date'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Event' }));
    expect(await dialog.findByText('Title is required')).toBeTruthy();
    expect(dialog.getByText('Date is required')).toBeTruthy();
    expect(dialog.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(calls().filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Title'), '  Dinner at La Colombe ');
    await userEvent.type(dialog.getByLabelText('Date'), '2026-11-28');
    await userEvent.type(dialog.getByLabelText('Time'), '19:30');
    await userEvent.type(dialog.getByLabelText('Place'), 'Constantia');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Event' }));

    expect(await screen.findByRole('heading', { name: 'Events on 28 November 2026' })).toBeTruthy();
    expect(await screen.findByText('Dinner at La Colombe')).toBeTruthy();
    expect(screen.getByText('19:30')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = calls().find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      title: 'Dinner at La Colombe',
      date: '2026-11-28',
      time: '19:30',
      place: 'Constantia',
    });
  });

  it("shows the server's field errors in the form", async () => {
    serveCalendar();
    renderCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Event' }));
    await userEvent.type(dialog.getByLabelText('Title'), 'Taken');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Event' }));
    expect(await dialog.findByText('Title is already in use that day')).toBeTruthy();
  });

  it('asks before deleting a personal event', async () => {
    const { calls } = serveCalendar();
    renderCalendar();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Health checkup' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete this event?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(calls().filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Health checkup' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() => expect(screen.queryByText('Health checkup')).toBeNull());
    expect(
      calls()
        .filter((c) => c.method === 'DELETE')
        .map((c) => c.url),
    ).toEqual(['/api/calendar/events/e-1']);
  });
});
