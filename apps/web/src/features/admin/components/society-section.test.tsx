import type { AdminPerk, AdminSocietyEvent } from '@aurum/shared/society/society-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { serveAdmin, signedInAs } from '../../../testing/admin-test-server';
import { jsonResponse } from '../../../testing/fetch-mock';
import { renderAt } from '../../../testing/render';
import { SocietySection } from './society-section';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const PERK: AdminPerk = {
  id: 'p-1',
  title: 'Birthday Spa Day',
  description: 'A full spa day in your birthday month.',
  category: 'birthday',
  tier: 'platinum',
  value: 'Complimentary spa day',
  fulfilment: 'concierge',
  expires_at: null,
  stock_remaining: null,
  stock: null,
  redemptions: 3,
  retired: false,
  updated_at: '2026-11-01T00:00:00Z',
};

const EVENT: AdminSocietyEvent = {
  id: 'e-1',
  title: 'Private Piano Recital',
  description: 'An intimate recital.',
  date: '2026-12-07T17:30:00.000Z',
  location: 'Constantia',
  capacity: 8,
  attendees: 8,
  tier_requirement: 'platinum',
  category: 'culture',
  waitlist_length: 2,
  retired: false,
  updated_at: '2026-11-01T00:00:00Z',
};

const renderSection = () =>
  renderAt(
    <>
      <SocietySection />
      <Toaster />
    </>,
    { path: '/admin', auth: signedInAs('staff') },
  );

describe('SocietySection', () => {
  it('lists the catalogue, retires a perk and adds an event through the shared checks', async () => {
    const perks = [PERK];
    const events = [EVENT];
    const sent: { method: string; path: string; body: unknown }[] = [];
    serveAdmin({
      'GET /api/admin/society/perks': () => jsonResponse(200, perks),
      'GET /api/admin/society/events': () => jsonResponse(200, events),
      'GET /api/admin/society/gifts': () => jsonResponse(200, []),
      'POST /api/admin/society/perks/p-1/retire': (url) => {
        sent.push({ method: 'POST', path: url.pathname, body: null });
        perks[0] = { ...PERK, retired: true };
        return jsonResponse(200, perks[0]);
      },
      'POST /api/admin/society/events': (url, body) => {
        sent.push({ method: 'POST', path: url.pathname, body });
        const created = { ...EVENT, id: 'e-2', title: (body as { title: string }).title };
        events.push(created);
        return jsonResponse(201, created);
      },
    });
    renderSection();
    const perkRow = (await screen.findByRole('rowheader', { name: 'Birthday Spa Day' })).closest(
      'tr',
    )!;
    expect(within(perkRow).getByText('Platinum · Birthday')).toBeTruthy();
    expect(within(perkRow).getByText('Live')).toBeTruthy();
    const eventRow = screen
      .getByRole('rowheader', { name: 'Private Piano Recital' })
      .closest('tr')!;
    expect(within(eventRow).getByText('8 / 8')).toBeTruthy();

    await userEvent.click(within(perkRow).getByRole('button', { name: 'Retire Birthday Spa Day' }));
    expect(await within(perkRow).findByText('Retired')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'New event' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add event' }));
    expect(await dialog.findByText('Title is required')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText(/Title/), 'Jazz Supper');
    await userEvent.type(dialog.getByLabelText(/Description/), 'A late supper.');
    await userEvent.type(dialog.getByLabelText(/Date/), '2026-12-12');
    await userEvent.type(dialog.getByLabelText(/Location/), 'Bo-Kaap');
    await userEvent.click(dialog.getByRole('button', { name: 'Add event' }));
    expect(await screen.findByRole('rowheader', { name: 'Jazz Supper' })).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/society/events',
      body: {
        title: 'Jazz Supper',
        description: 'A late supper.',
        date: '2026-12-12',
        time: '19:00',
        location: 'Bo-Kaap',
        capacity: 20,
        tier_requirement: 'gold',
        category: 'dining',
      },
    });
  });
});
