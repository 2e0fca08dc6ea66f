import { HUMAN_CONCIERGE_TEXTS as TEXTS } from '@aurum/shared/human-concierge/human-concierge-texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import {
  assistant,
  conciergeCase,
  serveHumanConcierge,
} from '../../../testing/human-concierge-test-server';
import { renderRoutes } from '../../../testing/render';
import { HumanConciergePage } from './human-concierge-page';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

const renderPage = (path = '/human-concierge') =>
  renderRoutes(
    [
      {
        path: '/human-concierge',
        element: (
          <>
            <HumanConciergePage />
            <Toaster />
          </>
        ),
      },
      { path: '/membership', element: <p>Membership plans</p> },
    ],
    { path },
  );

describe('HumanConciergePage', () => {
  it('shows the upgrade prompt below gold; Upgrade Membership opens /membership', async () => {
    serveHumanConcierge({ refusal: 'TIER_REQUIRED' });
    renderPage();
    expect(await screen.findByRole('heading', { name: TEXTS.upgradeTitle })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade Membership' }));
    expect(await screen.findByText('Membership plans')).toBeTruthy();
  });

  it('lists the tabs of the spec and the assistants in their availability colours', async () => {
    serveHumanConcierge({
      assistants: [
        assistant({ name: 'Thandi Mokoena', satisfaction_rating: 4.7, rating_count: 12 }),
        assistant({ name: 'Sipho Dlamini', availability_status: 'busy' }),
        assistant({ name: 'Lerato Nkosi', availability_status: 'offline' }),
      ],
    });
    renderPage();
    const tabs = within(await screen.findByRole('tablist', { name: 'Human concierge sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Connect',
      'Active Cases',
      'Settings',
      'History',
    ]);
    const card = (name: string) => within(screen.getByRole('group', { name }));
    await screen.findByRole('group', { name: 'Thandi Mokoena' });
    expect(card('Thandi Mokoena').getByText('Available').className).toContain('emerald');
    expect(card('Sipho Dlamini').getByText('Busy').className).toContain('amber');
    expect(card('Lerato Nkosi').getByText('Offline').className).toContain('red');
    expect(card('Thandi Mokoena').getByTestId('satisfaction').textContent).toBe(
      'Satisfaction: 4.7 (12 ratings)',
    );
    expect(card('Sipho Dlamini').getByTestId('satisfaction').textContent).toBe('Satisfaction: New');
    const connect = (name: string) =>
      card(name).getByRole('button', { name: `Connect with ${name}` }) as HTMLButtonElement;
    expect(connect('Thandi Mokoena').disabled).toBe(false);
    expect(connect('Sipho Dlamini').disabled).toBe(false);
    expect(connect('Lerato Nkosi').disabled).toBe(true);
  });

  it("says 'Connection Failed' in the spec's words when connecting fails", async () => {
    serveHumanConcierge({
      assistants: [assistant({ name: 'Thandi Mokoena' })],
      connectFails: true,
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Connect with Thandi Mokoena' }),
    );
    expect(await screen.findByText('Connection Failed')).toBeTruthy();
    expect(
      screen.getByText('Could not connect to human assistant. Please try again.'),
    ).toBeTruthy();
  });

  it('connects with the summary and opens the new case in Active Cases', async () => {
    const server = serveHumanConcierge({
      assistants: [assistant({ id: 'a-1', name: 'Thandi Mokoena' })],
    });
    renderPage();
    await userEvent.type(
      await screen.findByLabelText('What would you like help with? (optional)'),
      'Flowers for my mother',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect with Thandi Mokoena' }));
    const thread = within(await screen.findByRole('region', { name: 'Case thread' }));
    expect(await thread.findByText('Flowers for my mother')).toBeTruthy();
    expect(thread.getByTestId('case-status').textContent).toBe('Pending');
    expect(thread.getByText(/First answer by \d\d:\d\d · 1 h (29|30) min left/)).toBeTruthy();
    const sent = server.calls().find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({ assistant_id: 'a-1', request_summary: 'Flowers for my mother' });
  });

  it('lets the member rate a completed case in History, once', async () => {
    const done = conciergeCase({
      status: 'completed',
      request_summary: 'A yacht on Sunday',
      assigned_assistant: { id: 'a-1', name: 'Thandi Mokoena' },
      messages: [
        {
          id: 'm-1',
          author: 'staff',
          author_name: 'Thandi Mokoena',
          text: 'Your yacht is booked.',
          created_at: '2026-11-28T09:00:00Z',
        },
      ],
    });
    const server = serveHumanConcierge({ assistants: [assistant()], cases: [done] });
    renderPage('/human-concierge?tab=history');
    const thread = within(await screen.findByRole('region', { name: 'Case thread' }));
    expect(await thread.findByText('Your yacht is booked.')).toBeTruthy();
    await userEvent.click(thread.getByRole('button', { name: 'Submit Rating' }));
    expect(thread.getByRole('alert').textContent).toBe('Choose a rating from 1 to 5');
    await userEvent.click(thread.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(thread.getByLabelText('Comment (optional)'), 'Lovely');
    await userEvent.click(thread.getByRole('button', { name: 'Submit Rating' }));
    expect(await thread.findByText('You rated this case 4 of 5: “Lovely”')).toBeTruthy();
    const rating = server.calls().find((c) => c.url.endsWith('/rating'));
    expect(rating?.body).toEqual({ rating: 4, comment: 'Lovely' });
  });

  it('shows the settings with the spec defaults and saves the changes', async () => {
    const server = serveHumanConcierge({ assistants: [assistant()] });
    renderPage('/human-concierge?tab=settings');
    const voice = (await screen.findByRole('switch', { name: 'Voice calls' })) as HTMLButtonElement;
    expect(voice.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Video calls' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByRole('switch', { name: 'Text chat' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect((screen.getByLabelText('Preferred from') as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('Preferred until') as HTMLInputElement).value).toBe('17:00');
    const highValue = screen.getByRole('switch', {
      name: 'High-value transactions above R50,000',
    }) as HTMLButtonElement;
    expect(highValue.disabled).toBe(true);
    expect(screen.getByText('Black membership only')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'Video calls' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Urgent or safety words' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await vi.waitFor(() => expect(server.calls().some((c) => c.method === 'PUT')).toBe(true));
    const saved = server.calls().find((c) => c.method === 'PUT')?.body as {
      communication_preferences: { video_calls: boolean };
      escalation_rules: { id: string; is_enabled: boolean }[];
    };
    expect(saved.communication_preferences.video_calls).toBe(true);
    expect(saved.escalation_rules).toEqual([
      { id: 'low_confidence', is_enabled: true },
      { id: 'member_request', is_enabled: true },
      { id: 'urgency', is_enabled: false },
    ]);
  });
});
