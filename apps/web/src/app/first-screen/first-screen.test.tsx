import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '@aurum/shared/first-screen';
import { jsonForScript } from '@aurum/shared/first-screen';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { render as renderPreact } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { makeSession, mockFetch } from '../../testing/fetch-mock';
import { mountApp } from '../mount-app';
import { firstScreenReads } from './first-screen-reads';
import { takeFirstScreen } from './read-first-screen';
import { renderer } from './render';
import { seedFirstScreen } from './seed-first-screen';

const member = makeSession().user;

/** What the server sends with /dashboard for an onboarded member on trial with no requests. */
function dashboardData(needsOnboarding = false): FirstScreenData {
  const reads = firstScreenReads('/dashboard', '', member.id)!;
  const answers: unknown[] = [
    { needs_onboarding: needsOnboarding },
    {
      id: member.id,
      name: 'Thandi Nkosi',
      email: member.email,
      membership_tier: 'trial',
      trial_end_date: '2026-11-30T10:00:00Z',
    },
    [],
  ];
  return {
    user: member,
    answers: reads.map((read, index) => ({ queryKey: read.queryKey, data: answers[index] })),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  const root = document.getElementById('root');
  if (root) renderPreact(null, root);
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  sessionStore.set('SIGNED_OUT', null);
});

describe('rendering a first screen on the server', () => {
  it("renders the dashboard with the member's name, tier and requests", async () => {
    const html = await renderer.renderFirstScreen('http://aurum.test/dashboard', dashboardData());
    document.body.innerHTML = `<div id="root">${html}</div>`;
    expect(screen.getByRole('heading', { level: 1, name: 'Thandi Nkosi' })).toBeTruthy();
    expect(screen.getByText('Trial ends 30 Nov 2026')).toBeTruthy();
    expect(screen.getByText('No requests yet')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('renders nothing for a member who has to onboard, or for answers of other reads', async () => {
    expect(
      await renderer.renderFirstScreen('http://aurum.test/dashboard', dashboardData(true)),
    ).toBeUndefined();
    const data = dashboardData();
    data.answers.reverse();
    expect(await renderer.renderFirstScreen('http://aurum.test/dashboard', data)).toBeUndefined();
    // Answers for the dashboard do not fit another address's reads.
    expect(
      await renderer.renderFirstScreen('http://aurum.test/request-status', dashboardData()),
    ).toBeUndefined();
  });

  it('names the reads per address: the marketplace browse tab only, the filter of the address', () => {
    expect(firstScreenReads('/calendar', '', member.id)).toBeUndefined();
    expect(firstScreenReads('/marketplace', '?provider=p1', member.id)).toBeUndefined();
    expect(firstScreenReads('/marketplace', '?tab=featured', member.id)).toBeUndefined();
    expect(firstScreenReads('/marketplace', '?category=Chefs', member.id)?.[1]).toMatchObject({
      path: '/api/marketplace/providers',
      query: { category: 'Chefs' },
      firstPage: { pageParam: undefined },
    });
    expect(firstScreenReads('/request-status', '?filter=pending', member.id)?.[1]).toMatchObject({
      queryKey: ['service-requests', member.id, 'status-pages', 'pending'],
      query: { filter: 'pending' },
      firstPage: { pageParam: null },
    });
  });
});

describe('starting the app from a first screen', () => {
  it('seeds a paged query with its first page', () => {
    const client = new QueryClient();
    const reads = firstScreenReads('/request-status', '', member.id)!;
    const page = { requests: [], next_cursor: null };
    const seeded = seedFirstScreen(
      client,
      {
        user: member,
        answers: [
          { queryKey: reads[0]!.queryKey, data: { needs_onboarding: false } },
          { queryKey: reads[1]!.queryKey, data: page },
        ],
      },
      { pathname: '/request-status', search: '' },
    );
    expect(seeded).toBe(true);
    expect(client.getQueryData(reads[1]!.queryKey)).toEqual({ pages: [page], pageParams: [null] });
  });

  it('takes the data block once, and only when it is what the server writes', () => {
    const data = dashboardData();
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForScript(data)}</script>`;
    expect(takeFirstScreen()).toEqual(data);
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
    expect(takeFirstScreen()).toBeUndefined();

    for (const text of ['{', '{"user":{"id":1},"answers":[]}', '{"user":null}', '[]']) {
      document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${text}</script>`;
      expect(takeFirstScreen(), text).toBeUndefined();
    }
  });

  it('keeps every element of the markup and never shows the loading screen', async () => {
    const data = dashboardData();
    const html = await renderer.renderFirstScreen('http://aurum.test/dashboard', data);
    window.history.replaceState(null, '', '/dashboard');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const heading = screen.getByRole('heading', { level: 1, name: 'Thandi Nkosi' });
    const removed: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) removed.push(node.nodeName);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const { fn: fetch } = mockFetch(() => new Promise<Response>(() => undefined));

    // The session is still being restored: the member is shown, nothing is asked yet.
    const restoring = new Promise<void>(() => undefined);
    sessionStore.restoring(restoring);
    await mountApp(restoring, data);
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();

    expect(screen.getByRole('heading', { level: 1, name: 'Thandi Nkosi' })).toBe(heading);
    expect(removed.filter((name) => name !== '#text')).toEqual([]);
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the member to sign in when the restore then finds no session', async () => {
    const data = dashboardData();
    const html = await renderer.renderFirstScreen('http://aurum.test/dashboard', data);
    window.history.replaceState(null, '', '/dashboard');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    mockFetch(() => new Promise<Response>(() => undefined));
    let finish!: () => void;
    const restoring = new Promise<void>((resolve) => (finish = resolve));
    sessionStore.restoring(restoring);
    await mountApp(restoring, data);
    expect(screen.getByRole('heading', { level: 1, name: 'Thandi Nkosi' })).toBeTruthy();

    sessionStore.set('INITIAL_SESSION', null);
    finish();
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(screen.queryByText('Thandi Nkosi')).toBeNull();
  });

  it('drops the first screen when the session restore ended signed out before the app ran', async () => {
    const data = dashboardData();
    const html = await renderer.renderFirstScreen('http://aurum.test/dashboard', data);
    window.history.replaceState(null, '', '/dashboard');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    mockFetch(() => new Promise<Response>(() => undefined));
    const restored = Promise.resolve();
    sessionStore.restoring(restored);
    await restored;
    await mountApp(restored, data);
    await waitFor(() => expect(screen.queryByText('Thandi Nkosi')).toBeNull());
  });
});
