import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-mock';
import {
  ALL_REQUESTS,
  AWAITING,
  COMPLETED,
  PENDING,
  renderRequests,
  serveRequests,
  update,
} from '../../../testing/requests-test-server';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.dismiss();
});

/** The card of a request, found by its description. */
const card = async (description: string) =>
  within((await screen.findByText(description)).closest<HTMLElement>('[role="article"]')!);

describe('ServiceHistoryPage', () => {
  it('lists every request newest first with its displayed status badge', async () => {
    serveRequests();
    renderRequests('/service-history');
    expect(screen.getByRole('heading', { level: 1, name: 'Service History' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(ALL_REQUESTS.length);
    const badges = cards.map((article) => article.querySelector('[data-status]'));
    expect(badges.map((badge) => badge?.textContent)).toEqual([
      'Pending',
      'Awaiting Confirmation',
      'Confirmed',
      'Declined',
      'Completed',
      'Cancelled',
    ]);
    const tones = badges.map((badge) => badge?.className ?? '');
    expect(tones[0]).toContain('amber');
    expect(tones[1]).toContain('sky');
    expect(tones[2]).toContain('emerald');
    expect(tones[3]).toContain('red');
    expect(tones[4]).toContain('zinc-300');
    expect(tones[5]).toContain('text-zinc-400');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows the latest update, the latest 3 timeline entries and the details', async () => {
    serveRequests();
    renderRequests('/service-history');
    const yacht = await card('Sunset cruise for six');
    expect(yacht.getByText('Latest Update')).toBeTruthy();
    const timeline = yacht.getByRole('region', { name: 'Status Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(timeline).queryByText('Request received. Our concierge team is on it.'),
    ).toBeNull();

    const chef = await card('Chef for a family braai');
    expect(chef.getByText('19 Dec 2026, 18:30')).toBeTruthy();
    expect(chef.getByText('Sandton')).toBeTruthy();
    expect(chef.getByText('No pork, please')).toBeTruthy();
    expect(chef.getByText('Last Updated')).toBeTruthy();
    // A date without a time shows the day only, in Johannesburg.
    const driver = await card('Airport transfer to Sandton');
    expect(driver.getByText('04 Dec 2026')).toBeTruthy();
    expect(driver.getByText('Not specified')).toBeTruthy();
    expect(yacht.getByText('Flexible')).toBeTruthy();
  });

  it('offers Modify and Cancel only while pending, Book Again only when completed', async () => {
    serveRequests();
    renderRequests('/service-history');
    await screen.findAllByRole('article');
    const modify = screen.getAllByRole('link', { name: 'Modify Request' });
    expect(modify.map((link) => link.getAttribute('href'))).toEqual([
      `/service-request?edit=${PENDING.id}`,
      `/service-request?edit=${AWAITING.id}`,
    ]);
    expect(screen.getAllByRole('button', { name: 'Cancel Request' })).toHaveLength(2);
    const bookAgain = screen.getAllByRole('link', { name: 'Book Again' });
    expect(bookAgain.map((link) => link.getAttribute('href'))).toEqual([
      `/service-request?from=${COMPLETED.id}`,
    ]);
    expect(screen.getAllByRole('button', { name: 'View Details' })).toHaveLength(6);
    const confirmed = await card('Sunset cruise for six');
    expect(confirmed.queryByRole('link', { name: 'Modify Request' })).toBeNull();
  });

  it('cancels a pending request after asking', async () => {
    const { calls } = serveRequests();
    const user = userEvent.setup();
    renderRequests('/service-history');
    const chef = await card('Chef for a family braai');
    await user.click(chef.getByRole('button', { name: 'Cancel Request' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Request' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls().filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(chef.getByRole('button', { name: 'Cancel Request' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Request' }),
    );
    expect(await screen.findByText('Request cancelled')).toBeTruthy();
    expect(
      calls()
        .filter((call) => call.method === 'POST')
        .map((call) => call.url),
    ).toEqual([`/api/service-requests/${PENDING.id}/cancel`]);
    // The list is fetched again and shows the request cancelled, without its buttons.
    await vi.waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Modify Request' })).toHaveLength(1),
    );
    expect((await card('Chef for a family braai')).getByText('Cancelled')).toBeTruthy();
  });

  it('View Details shows the whole request with its provider and full timeline', async () => {
    serveRequests();
    const user = userEvent.setup();
    renderRequests('/service-history');
    const yacht = await card('Sunset cruise for six');
    await user.click(yacht.getByRole('button', { name: 'View Details' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Yacht Charter' }));
    expect(dialog.getByText('Atlantic Blue')).toBeTruthy();
    expect(dialog.getByRole('link', { name: '+27 21 555 0101' }).getAttribute('href')).toBe(
      'tel:+27215550101',
    );
    expect(dialog.getByRole('link', { name: 'hello@atlanticblue.example.co.za' })).toBeTruthy();
    expect(dialog.getByText('R 8 000 – R 20 000 per trip')).toBeTruthy();
    expect(dialog.getByText('Champagne is on the house.')).toBeTruthy();
    const timeline = dialog.getByRole('region', { name: 'Full Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(4);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has an empty state that leads to a new request', async () => {
    serveRequests({ requests: [] });
    renderRequests('/service-history');
    expect(await screen.findByText('No service requests yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a Request' }).getAttribute('href')).toBe(
      '/service-request',
    );
  });

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true;
    serveRequests({
      requests: [{ ...PENDING, updates: [update('pending', 'Back again')] }],
      answer: () =>
        fail ? jsonResponse(500, { code: 'GENERIC_ERROR', message: 'Down' }) : undefined,
    });
    const user = userEvent.setup();
    renderRequests('/service-history');
    expect(screen.getByText('Loading requests...')).toBeTruthy();
    expect(await screen.findByText('Your requests could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chef for a family braai')).toBeTruthy();
    expect(screen.getAllByText('Back again').length).toBeGreaterThan(0);
  });
});
