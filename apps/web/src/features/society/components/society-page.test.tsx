import { SOCIETY_TEXTS } from '@aurum/shared/society/society-rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { renderRoutes } from '../../../testing/render';
import { benefits, perk, serveSociety, societyEvent } from '../../../testing/society-test-server';
import { SocietyPage } from './society-page';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

const renderSociety = (path = '/society') =>
  renderRoutes(
    [
      {
        path: '/society',
        element: (
          <>
            <SocietyPage />
            <Toaster />
          </>
        ),
      },
    ],
    { path },
  );

const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('SocietyPage', () => {
  it('shows the four tabs of the spec and the member’s tier badge', async () => {
    serveSociety({ tier: 'platinum' });
    renderSociety();
    const tabs = within(screen.getByRole('tablist', { name: 'Society sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Perks',
      'Events',
      'Gifts',
      'Benefits',
    ]);
    expect(await screen.findByText('Platinum Member')).toBeTruthy();
  });

  it('redeems a perk once: the code is shown and the button is disabled after', async () => {
    const server = serveSociety({
      perks: [
        perk({ title: 'Winelands Tasting for Two' }),
        perk({
          title: 'Private Aviation Savings',
          tier: 'black',
          value: '20% off',
          is_available: false,
          unavailable_reason: 'Included from Black membership.',
        }),
      ],
    });
    renderSociety();
    const closed = await card('Private Aviation Savings');
    expect(closed.getByText('Included from Black membership.')).toBeTruthy();
    expect((closed.getByRole('button') as HTMLButtonElement).disabled).toBe(true);

    const wine = await card('Winelands Tasting for Two');
    await userEvent.click(wine.getByRole('button', { name: 'Redeem: Winelands Tasting for Two' }));
    expect(await wine.findByText('AUR-WINE-2026')).toBeTruthy();
    const done = wine.getByRole('button', { name: 'Redeemed: Winelands Tasting for Two' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(
      server.calls().filter((call) => call.method === 'POST' && call.url.endsWith('/redemption')),
    ).toHaveLength(1);
  });

  it("says 'Redemption Failed' with the server's reason", async () => {
    serveSociety({
      perks: [perk({ title: 'Cape Town Jazz Evening Tickets' })],
      refuse: {
        status: 409,
        code: 'PERK_OUT_OF_STOCK',
        message: 'This perk has all been claimed.',
      },
    });
    renderSociety();
    const jazz = await card('Cape Town Jazz Evening Tickets');
    await userEvent.click(jazz.getByRole('button', { name: /Redeem/ }));
    expect(await screen.findByText(SOCIETY_TEXTS.redemptionFailed)).toBeTruthy();
    expect(screen.getByText('This perk has all been claimed.')).toBeTruthy();
  });

  it('RSVPs, shows Event Full on a full event and lets a member join and leave its waitlist', async () => {
    serveSociety({
      events: [
        societyEvent({ title: 'Platinum Wine Pairing Dinner', attendees: 3, capacity: 24 }),
        societyEvent({ title: 'Private Piano Recital', attendees: 8, capacity: 8 }),
      ],
    });
    renderSociety('/society?tab=events');
    const dinner = await card('Platinum Wine Pairing Dinner');
    expect(dinner.getByText('3 of 24 attending · 21 seats left')).toBeTruthy();
    await userEvent.click(
      dinner.getByRole('button', { name: 'RSVP: Platinum Wine Pairing Dinner' }),
    );
    expect(await dinner.findByText(SOCIETY_TEXTS.registered)).toBeTruthy();
    expect(dinner.getByText('4 of 24 attending · 20 seats left')).toBeTruthy();
    expect(dinner.getByRole('button', { name: SOCIETY_TEXTS.cancelRsvp })).toBeTruthy();

    const recital = await card('Private Piano Recital');
    const full = recital.getByRole('button', {
      name: `${SOCIETY_TEXTS.eventFull}: Private Piano Recital`,
    });
    expect(full.textContent).toBe(SOCIETY_TEXTS.eventFull);
    expect((full as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(recital.getByRole('button', { name: SOCIETY_TEXTS.joinWaitlist }));
    expect(await recital.findByText(/You are number 1 of 1 on the waitlist/)).toBeTruthy();
    await userEvent.click(recital.getByRole('button', { name: SOCIETY_TEXTS.leaveWaitlist }));
    expect(await recital.findByRole('button', { name: SOCIETY_TEXTS.joinWaitlist })).toBeTruthy();
  });

  it("tells a trial member 'No events available for your membership tier'", async () => {
    serveSociety({ tier: 'trial', events: [] });
    renderSociety('/society?tab=events');
    expect(await screen.findByText(SOCIETY_TEXTS.noEvents)).toBeTruthy();
    expect(screen.getByText('Premium')).toBeTruthy();
  });

  it("says 'RSVP Failed' when the last seat went to someone else", async () => {
    serveSociety({
      events: [societyEvent({ title: 'Polo at Val de Vie', attendees: 29, capacity: 30 })],
      refuse: { status: 409, code: 'EVENT_FULL', message: 'This event is full.' },
    });
    renderSociety('/society?tab=events');
    const polo = await card('Polo at Val de Vie');
    await userEvent.click(polo.getByRole('button', { name: /RSVP/ }));
    expect(await screen.findByText(SOCIETY_TEXTS.rsvpFailed)).toBeTruthy();
  });

  it('lists gifts with their value in rand and status, and the tier’s benefits', async () => {
    serveSociety({
      gifts: [
        {
          id: 'g1',
          gift_name: 'Vintage Cap Classique',
          sent_date: '2026-11-01',
          category: 'wine',
          value_cents: 1_250_00,
          status: 'delivered',
          note: null,
        },
      ],
      benefits: benefits(),
    });
    renderSociety('/society?tab=gifts');
    const gift = await card('Vintage Cap Classique');
    expect(gift.getByText('Delivered')).toBeTruthy();
    expect(gift.getByText(/R\s1\s250/)).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Benefits' }));
    expect(await screen.findByText('Two human concierges on call')).toBeTruthy();
    expect(screen.getByText(/discounts of up to 20%/)).toBeTruthy();
    expect(screen.getByText('Elite Access')).toBeTruthy();
  });
});
