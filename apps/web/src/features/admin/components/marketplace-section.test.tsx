import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse } from '../../../testing/fetch-mock';
import { renderAt } from '../../../testing/render';
import type { FeaturedListing } from '@aurum/shared/marketplace/marketplace-staff-contract';
import { sampleProvider, serveAdmin, signedInAs } from '../../../testing/admin-test-server';
import { MarketplaceSection } from './marketplace-section';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const PROVIDER_ID = '6f0c9a52-0000-4000-8000-0000000000b1';
const LISTING: FeaturedListing = {
  id: 'f-1',
  provider_id: PROVIDER_ID,
  provider_name: 'Cape Chauffeurs',
  is_active: true,
  start_date: '2026-05-01',
  end_date: '2026-05-31',
  priority_order: 1,
  created_at: '2026-04-01T00:00:00Z',
};
const PROVIDER = sampleProvider({
  id: PROVIDER_ID,
  name: 'Cape Chauffeurs',
  availability_hours: 'Mon-Fri 08:00-17:00',
});

const renderSection = () =>
  renderAt(
    <>
      <MarketplaceSection />
      <Toaster />
    </>,
    { path: '/admin', auth: signedInAs('staff') },
  );

describe('MarketplaceSection', () => {
  it('lists featured listings and adds one', async () => {
    const listings = [LISTING];
    const server = serveAdmin({
      'GET /api/admin/featured': () => jsonResponse(200, listings),
      'GET /api/admin/providers': () => jsonResponse(200, [PROVIDER]),
      'POST /api/admin/featured': (_url, body) => {
        const created = { ...LISTING, ...(body as object), id: 'f-2' };
        listings.push(created);
        return jsonResponse(201, created);
      },
    });
    const user = userEvent.setup();
    renderSection();
    const row = await screen.findByRole('row', { name: /Cape Chauffeurs/ });
    expect(within(row).getByText('01 May 2026 – 31 May 2026')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New featured listing' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save listing' }));
    expect(dialog.getByText('Choose a provider')).toBeTruthy();
    await user.selectOptions(dialog.getByLabelText('Provider'), PROVIDER_ID);
    const start = dialog.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-06-01');
    await user.type(dialog.getByLabelText('End date'), '2026-06-30');
    await user.click(dialog.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls().find((call) => call.method === 'POST')?.body).toEqual({
      provider_id: PROVIDER_ID,
      is_active: true,
      start_date: '2026-06-01',
      end_date: '2026-06-30',
      priority_order: 0,
    });
    expect(await screen.findAllByRole('row', { name: /Cape Chauffeurs/ })).toHaveLength(2);
  });

  it('deletes a listing after a confirmation', async () => {
    const server = serveAdmin({
      'GET /api/admin/featured': () => jsonResponse(200, [LISTING]),
      'GET /api/admin/providers': () => jsonResponse(200, [PROVIDER]),
      'DELETE /api/admin/featured/f-1': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete Cape Chauffeurs' }));
    expect(server.calls().some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirm delete' }));
    await waitFor(() => expect(server.calls().some((call) => call.method === 'DELETE')).toBe(true));
  });

  it("generates a provider's slots and says how many were created", async () => {
    const server = serveAdmin({
      'GET /api/admin/featured': () => jsonResponse(200, []),
      'GET /api/admin/providers': () => jsonResponse(200, [PROVIDER]),
      [`POST /api/admin/providers/${PROVIDER_ID}/slots/generate`]: () =>
        jsonResponse(201, { created: 36 }),
    });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('No featured listings yet.')).toBeTruthy();
    await user.click(
      await screen.findByRole('button', { name: 'Generate slots for Cape Chauffeurs' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.selectOptions(dialog.getByLabelText('Weeks'), '2');
    await user.selectOptions(dialog.getByLabelText('Slot length'), '90');
    await user.click(dialog.getByRole('button', { name: 'Generate slots' }));
    expect(await dialog.findByText('36 slots created.')).toBeTruthy();
    const body = server.calls().find((call) => call.method === 'POST')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ weeks: 2, slot_minutes: 90 });
    expect(body.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
