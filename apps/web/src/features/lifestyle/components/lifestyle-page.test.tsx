import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { ScreenRoutes } from '../../../lib/screen-routes';
import { NOW, profile, reading, serveJournal, TODAY } from '../../../testing/journal-test-server';
import { routine } from '../../../testing/life-os-test-server';
import { renderRoutes } from '../../../testing/render';
import { LifestylePage } from './lifestyle-page';

beforeEach(() => {
  toast.dismiss();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderHub = (built: string[] = ['/lifestyle', '/ai-journal']) =>
  renderRoutes(
    [
      {
        path: '/lifestyle',
        element: (
          <ScreenRoutes.Provider value={new Set(built)}>
            <LifestylePage />
            <Toaster />
          </ScreenRoutes.Provider>
        ) as ReactNode,
      },
    ],
    { path: '/lifestyle' },
  );

const todayCard = async () => within(await screen.findByRole('region', { name: "Today's mood" }));

describe('LifestylePage', () => {
  it("says today's mood in the spec's words, from the server's numbers", async () => {
    serveJournal({
      readings: [
        reading({ mood_score: 8, activities: ['exercise', 'family'] }),
        reading({ mood_score: 7, created_at: `${TODAY}T05:00:00Z` }),
      ],
    });
    renderHub();
    const today = await todayCard();
    expect(await today.findByText("You're feeling great today")).toBeTruthy();
    expect(today.getByText('Mood 7.5/10 from 2 readings')).toBeTruthy();
    expect(today.getByText(/check-in of .*mood 8\/10 with exercise and family/)).toBeTruthy();
  });

  it('says in words that there is no check-in yet today, never a 0', async () => {
    serveJournal({ readings: [reading({ mood_score: 5, created_at: '2026-11-20T10:00:00Z' })] });
    renderHub();
    const today = await todayCard();
    expect(await today.findByText('No check-in yet today')).toBeTruthy();
    expect(today.getByText(/Last time you felt okay/)).toBeTruthy();
    expect(today.queryByText('0')).toBeNull();
  });

  it('checks in with a score and two activity tags, and today follows', async () => {
    const user = userEvent.setup();
    const server = serveJournal();
    renderHub();
    const checkIn = within(screen.getByRole('region', { name: 'Quick check-in' }));
    expect(checkIn.queryByRole('button', { name: 'Save Check-in' })).toBeNull();
    await user.click(checkIn.getByRole('button', { name: 'Mood 8 out of 10' }));
    expect(
      checkIn.getByRole('button', { name: 'Great, 9 out of 10' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(checkIn.getByRole('button', { name: 'Exercise' }));
    await user.click(checkIn.getByRole('button', { name: 'Family' }));
    await user.click(checkIn.getByRole('button', { name: 'Save Check-in' }));

    expect(await screen.findByText('Check-in Saved')).toBeTruthy();
    expect(server.calls().find((call) => call.method === 'POST')?.body).toEqual({
      mood: 8,
      activities: ['exercise', 'family'],
    });
    expect(checkIn.getByRole('status').textContent).toBe(
      'Saved: Mood 8/10 with exercise and family.',
    );
    const today = await todayCard();
    expect(await today.findByText("You're feeling great today")).toBeTruthy();
    expect(today.getByText(/mood 8\/10 with exercise and family/)).toBeTruthy();
  });

  it('takes a face as the score, and at most five tags', async () => {
    const user = userEvent.setup();
    const server = serveJournal();
    renderHub();
    const checkIn = within(screen.getByRole('region', { name: 'Quick check-in' }));
    await user.click(checkIn.getByRole('button', { name: 'Okay, 5 out of 10' }));
    expect(
      checkIn.getByRole('button', { name: 'Mood 5 out of 10' }).getAttribute('aria-pressed'),
    ).toBe('true');
    for (const tag of ['Work', 'Sleep', 'Music', 'Rest', 'Reading']) {
      await user.click(checkIn.getByRole('button', { name: tag }));
    }
    expect(checkIn.getByRole('button', { name: 'Cooking' })).toHaveProperty('disabled', true);
    await user.click(checkIn.getByRole('button', { name: 'Save Check-in' }));
    await waitFor(() =>
      expect(server.calls().find((call) => call.method === 'POST')?.body).toEqual({
        mood: 5,
        activities: ['work', 'sleep', 'music', 'rest', 'reading'],
      }),
    );
  });

  it('lists the next bookings from the calendar, and says so when there are none', async () => {
    serveJournal({
      calendar: [
        {
          id: 'service_request:r-1',
          kind: 'service_request',
          source_id: 'r-1',
          title: 'private_chef',
          date: '2026-11-26',
          time: '19:00',
          status: 'confirmed',
          request_status: 'pending',
          latest_update_status: null,
          place: 'Camps Bay',
          editable: false,
        },
        {
          id: 'personal:e-1',
          kind: 'personal',
          source_id: 'e-1',
          title: 'Family braai',
          date: '2026-11-25',
          time: null,
          status: 'confirmed',
          place: null,
          editable: true,
        },
      ],
    });
    renderHub();
    const bookings = within(await screen.findByRole('region', { name: 'Next bookings' }));
    expect(await bookings.findByText('26 Nov 2026, 19:00')).toBeTruthy();
    expect(bookings.getByText('Camps Bay')).toBeTruthy();
    expect(bookings.getByText('Confirmed')).toBeTruthy();
    expect(bookings.queryByText('Family braai')).toBeNull();
  });

  it('shows the active persona, with the way to change it', async () => {
    serveJournal({ lifeOs: { persona: 'rest' } });
    renderHub();
    const persona = within(await screen.findByRole('region', { name: 'Active persona' }));
    expect(await persona.findByText('Rest')).toBeTruthy();
    expect(persona.getByText('Switch off and recharge.')).toBeTruthy();
    expect(persona.getByRole('link', { name: 'Change' }).getAttribute('href')).toBe('/personas');
  });

  it("lists today's next routines: not done yet, by time, at most three", async () => {
    serveJournal({
      lifeOs: {
        routines: [
          routine({ name: 'Evening read', time: '21:00' }),
          routine({ name: 'Morning run', time: '06:30', completed_today: true }),
          routine({ name: 'Stretch', time: '07:00' }),
          routine({ name: 'Paused walk', time: '05:00', is_active: false }),
          routine({ name: 'Lunch walk', time: '12:30', next_action: '' }),
          routine({ name: 'Plan tomorrow', time: '20:00' }),
        ],
      },
    });
    renderHub();
    const next = within(await screen.findByRole('region', { name: 'Next routines' }));
    await next.findByText('Stretch');
    expect(next.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '07:00StretchLay out running shoes',
      '12:30Lunch walk',
      '20:00Plan tomorrowLay out running shoes',
    ]);
    expect(next.getByRole('link', { name: 'Routines' }).getAttribute('href')).toBe(
      '/life-os?tab=routines',
    );
  });

  it('says so when every routine is done today, and how to start without one', async () => {
    serveJournal({ lifeOs: { routines: [routine({ completed_today: true })] } });
    const { unmount } = renderHub();
    const next = within(await screen.findByRole('region', { name: 'Next routines' }));
    expect(await next.findByText('Every routine is done for today. Well kept.')).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();
    serveJournal();
    renderHub();
    const empty = within(await screen.findByRole('region', { name: 'Next routines' }));
    expect(
      (await empty.findByRole('link', { name: 'Add your first routine' })).getAttribute('href'),
    ).toBe('/life-os?tab=routines');
  });

  it('leads into every Life OS area, saying which arrive soon', async () => {
    serveJournal();
    renderHub(['/ai-journal', '/lifestyle']);
    const areas = within(screen.getByRole('region', { name: 'Your Life OS' }));
    const links = areas.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ai-journal',
      '/life-os',
      '/personas',
      '/reset',
      '/society',
      '/relationship',
      '/human-concierge',
    ]);
    expect(links[0]!.textContent).toBe('AI JournalWrite, and see your mood');
    expect(links[4]!.textContent).toBe('SocietyArrives soon');
  });
});

describe('the mood-aware card', () => {
  const low = [1, 2, 3].map((n) => reading({ mood_score: n, created_at: `${TODAY}T0${n}:00:00Z` }));

  it('offers a person after three low readings where the tier allows it', async () => {
    serveJournal({ readings: low, member: profile({ membership_tier: 'gold' }) });
    renderHub();
    const card = within(await screen.findByRole('region', { name: 'Here for you' }));
    expect(card.getByRole('link', { name: 'Talk to a person' }).getAttribute('href')).toBe(
      '/human-concierge',
    );
    expect(card.queryByRole('link', { name: 'Reset' })).toBeNull();
  });

  it('offers a reset once the reset area has a screen', async () => {
    serveJournal({ readings: low, member: profile({ membership_tier: 'trial' }) });
    renderHub(['/lifestyle', '/reset']);
    const card = within(await screen.findByRole('region', { name: 'Here for you' }));
    expect(card.getByRole('link', { name: 'Reset' }).getAttribute('href')).toBe(
      '/reset?trigger=mood',
    );
    expect(card.queryByRole('link', { name: 'Talk to a person' })).toBeNull();
  });

  it('stays away with nothing to offer, and without a low streak', async () => {
    serveJournal({ readings: low, member: profile({ membership_tier: 'trial' }) });
    const { unmount } = renderHub();
    expect(await screen.findByText("You're feeling low today")).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Here for you' })).toBeNull();
    unmount();

    serveJournal({
      readings: [reading({ mood_score: 9 }), ...low.slice(1)],
      member: profile({ membership_tier: 'black' }),
    });
    renderHub();
    expect(await screen.findByText("You're feeling okay today")).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Here for you' })).toBeNull();
  });
});
