import { RESET_TEXTS } from '@aurum/shared/life-os/life-os-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW, serveLifeOs } from '../../../testing/personas-reset-test-server';
import { renderRoutes } from '../../../testing/render';
import { RESET_BUSY_TEXTS } from '../hooks/use-reset-run';
import { ResetPage } from './reset-page';

// Every toast and every wait goes into one log with the API calls, to check their order.
const log = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => {
  const record =
    (kind: string) =>
    (title: string, options?: { description?: string; duration?: number; action?: unknown }) => {
      const parts = [`${kind} ${title}`];
      if (options?.description) parts.push(options.description);
      if (options?.duration) parts.push(`${options.duration} ms`);
      if (options?.action) parts.push('with link');
      log.push(parts.join(' | '));
    };
  return {
    toast: Object.assign(record('toast'), {
      success: record('success'),
      error: record('error'),
      dismiss: () => undefined,
    }),
  };
});

beforeEach(() => {
  log.length = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wait = (ms: number) => {
  log.push(`wait ${ms}`);
  return Promise.resolve();
};

const renderReset = (path = '/reset') =>
  renderRoutes(
    [
      { path: '/reset', element: <ResetPage wait={wait} /> },
      { path: '*', element: <p>Now at another page</p> },
    ],
    { path },
  );

const start = () => screen.findByRole('button', { name: 'Start Reset' });
/** An action's call and its start toast's time run together: either may be logged first. */
const isTogether = (a: string, b: string) =>
  [a, b].some((line) => line.includes('/actions/')) &&
  [a, b].some((line) => line.startsWith('wait '));

/** The log from the session's start on, reads left out, an action's call and its wait as one line. */
const runLog = () => {
  const from = log.indexOf('POST /api/reset/sessions');
  const lines = log.slice(from).filter((line) => !line.startsWith('GET '));
  const joined: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const [line, next] = [lines[index]!, lines[index + 1]];
    if (next !== undefined && isTogether(line, next)) {
      joined.push([line, next].sort().join(' + '));
      index += 1;
    } else joined.push(line);
  }
  return joined;
};

describe('ResetPage', () => {
  it('shows the three tabs and the enabled actions with category and time', async () => {
    serveLifeOs({ log });
    renderReset();
    await start();
    const tabs = within(screen.getByRole('tablist', { name: 'Reset sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Quick Reset',
      'Settings',
      'History',
    ]);
    const actions = within(screen.getByRole('list', { name: 'Actions of this reset' }));
    expect(actions.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Cancel Meetings',
      'Order Comfort Food',
      'Optimize Environment',
      'Auto Replies',
      'Wellness Session',
    ]);
    expect(actions.getByText('30-45 min')).toBeTruthy();
    expect(actions.getAllByText('Instant')).toHaveLength(2);
    expect(actions.getByText('Communication')).toBeTruthy();
  });

  it("runs the actions one after another with the spec's toasts and pauses, then completes", async () => {
    const user = userEvent.setup();
    const server = serveLifeOs({ log });
    renderReset();
    await user.click(await start());
    await waitFor(() =>
      expect(log).toContain(
        `success ${RESET_TEXTS.completeTitle} | Take your time. Aurum has the rest in hand.`,
      ),
    );
    expect(runLog()).toEqual([
      'POST /api/reset/sessions',
      `toast ${RESET_TEXTS.initiatedTitle} | 5 actions, one after another.`,
      'toast Cancel Meetings... | Postpone your calendar events of the next 4 hours by 4 hours | 2000 ms',
      'POST /api/reset/sessions/session-1/actions/cancel_meetings + wait 2000',
      'success Cancel Meetings | 1 event moved to after 14:00',
      'wait 1000',
      'toast Order Comfort Food... | The concierge orders your comfort food, mindful of your allergies and diet | 2000 ms',
      'POST /api/reset/sessions/session-1/actions/order_comfort_food + wait 2000',
      'success Order Comfort Food | Request filed: Private Chef | with link',
      'wait 1000',
      'toast Optimize Environment... | Set your home to its rest scene | 500 ms',
      'POST /api/reset/sessions/session-1/actions/optimize_environment + wait 500',
      'success Optimize Environment | Rest scene on',
      'wait 1000',
      'toast Auto Replies... | An away note for 4 hours: reminders pause and the concierge keeps to what is urgent | 500 ms',
      'POST /api/reset/sessions/session-1/actions/auto_replies + wait 500',
      'success Auto Replies | Away note on until 14:00',
      'wait 1000',
      'toast Wellness Session... | The concierge books a wellness session for you | 2000 ms',
      'POST /api/reset/sessions/session-1/actions/wellness_session + wait 2000',
      'success Wellness Session | Request filed: Wellness session',
      'POST /api/reset/sessions/session-1/completion',
      `success ${RESET_TEXTS.completeTitle} | Take your time. Aurum has the rest in hand.`,
    ]);
    expect(
      server.calls().find((call) => call.url === '/api/reset/sessions' && call.method === 'POST')
        ?.body,
    ).toEqual({
      trigger_reason: 'manual',
    });
    // The history is read again and shows the session.
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const past = within(await screen.findByRole('list', { name: 'Past resets' }));
    expect(past.getByText('Completed')).toBeTruthy();
    expect(past.getByText('5 of 5 actions completed')).toBeTruthy();
    expect(past.getByText('Started by you')).toBeTruthy();
    expect(past.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/request-status?id=r-1',
    );
  });

  it("ends with 'Reset Error' when an action failed, after running the others", async () => {
    const user = userEvent.setup();
    serveLifeOs({ log, outcomes: { order_comfort_food: 'failed' } });
    renderReset();
    await user.click(await start());
    await waitFor(() =>
      expect(log).toContain(`error ${RESET_TEXTS.errorTitle} | ${RESET_TEXTS.errorDescription}`),
    );
    expect(runLog()).toContain(
      'error Order Comfort Food | Request filed: Private Chef | with link',
    );
    expect(log).toContain('POST /api/reset/sessions/session-1/actions/wellness_session');
    expect(log).not.toContain(
      `success ${RESET_TEXTS.completeTitle} | Take your time. Aurum has the rest in hand.`,
    );
  });

  it('disables Start and shows the in-progress alert while the reset runs', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs({ log, holdActions: true });
    renderReset();
    await user.click(await start());
    const running = await screen.findByRole('button', { name: 'Resetting...' });
    expect(running).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toContain('Cancel Meetings (1 of 5)');
    server.release();
    expect(await start()).toHaveProperty('disabled', false);
    expect(screen.queryByText('Reset in progress')).toBeNull();
  });

  it('says clearly when a reset already runs elsewhere (409)', async () => {
    const user = userEvent.setup();
    serveLifeOs({ log, resetBusy: true });
    renderReset();
    await user.click(await start());
    await waitFor(() =>
      expect(log).toContain(`error ${RESET_BUSY_TEXTS.title} | ${RESET_BUSY_TEXTS.description}`),
    );
    expect(log.some((line) => line.includes('/actions/'))).toBe(false);
  });

  it("starts from the low-mood card with trigger 'mood': the auto-triggered actions", async () => {
    const user = userEvent.setup();
    const server = serveLifeOs({ log });
    renderReset('/reset?trigger=mood');
    const actions = within(await screen.findByRole('list', { name: 'Actions of this reset' }));
    expect(actions.queryByText('Wellness Session')).toBeNull();
    await user.click(await start());
    await waitFor(() => expect(log).toContain('POST /api/reset/sessions/session-1/completion'));
    expect(
      server.calls().find((call) => call.url === '/api/reset/sessions' && call.method === 'POST')
        ?.body,
    ).toEqual({
      trigger_reason: 'mood',
    });
    expect(log.some((line) => line.includes('wellness_session'))).toBe(false);
  });

  it('turns auto-trigger off and disables it when the action is disabled', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs({ log });
    renderReset('/reset?tab=settings');
    const meetings = within(await screen.findByRole('region', { name: 'Cancel Meetings' }));
    const auto = meetings.getByRole('checkbox', { name: 'Auto-trigger' });
    expect(auto).toHaveProperty('checked', true);
    expect(auto).toHaveProperty('disabled', false);
    await user.click(meetings.getByRole('switch', { name: 'Enable Cancel Meetings' }));
    expect(auto).toHaveProperty('checked', false);
    expect(auto).toHaveProperty('disabled', true);
    await waitFor(() => expect(server.calls().at(-1)?.method).toBe('PUT'));
    expect(server.calls().at(-1)?.body).toEqual({
      actions: [{ id: 'cancel_meetings', isEnabled: false, autoTrigger: false }],
    });
    // Wellness Session starts enabled and not auto-triggered: ticking it saves that.
    const wellness = within(screen.getByRole('region', { name: 'Wellness Session' }));
    await user.click(wellness.getByRole('checkbox', { name: 'Auto-trigger' }));
    await waitFor(() =>
      expect(server.calls().at(-1)?.body).toEqual({
        actions: [{ id: 'wellness_session', isEnabled: true, autoTrigger: true }],
      }),
    );
  });

  it('shows the away note and ends it with Back now', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs({
      log,
      away: { note: 'Thandi is resting; urgent matters only.', until: '2026-11-24T12:00:00Z' },
    });
    renderReset();
    const away = within(await screen.findByRole('region', { name: 'Away note' }));
    expect(away.getByText('You are away until 14:00')).toBeTruthy();
    await user.click(away.getByRole('button', { name: 'Back now' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Away note' })).toBeNull());
    expect(server.calls().at(-1)).toMatchObject({ method: 'DELETE', url: '/api/reset/away' });
  });
});
