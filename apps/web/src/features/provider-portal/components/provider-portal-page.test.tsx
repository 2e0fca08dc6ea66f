import type { ProviderAssignment } from '@aurum/shared/provider/provider-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession, mockFetch } from '../../../testing/fetch-mock';
import { authValue, renderRoutes, signedOut } from '../../../testing/render';
import { ProviderPortalRoute } from './provider-portal-route';
import { assignment } from '../../../testing/provider-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PROVIDER = { id: 'p-1', name: 'Cape Chauffeurs' };

const asRole = (role: 'member' | 'provider' | 'staff') => {
  const session = makeSession();
  const user = { ...session.user, role };
  return authValue({ session: { ...session, user }, user });
};

/** An in-memory provider API: answering changes the assignment, as the server would. */
function servePortal(initial: ProviderAssignment[], list?: Response) {
  let assignments = [...initial];
  return mockFetch((url, init) => {
    if (url === '/api/provider/contact') {
      return jsonResponse(200, { concierge_email: 'team@aurum.test' });
    }
    if (url === '/api/provider/requests') {
      return list ?? jsonResponse(200, { provider: PROVIDER, assignments });
    }
    const answered = url.match(/^\/api\/provider\/assignments\/([^/]+)\/respond$/);
    if (answered && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { action: string; message?: string };
      const updated = assignment(answered[1]!, {
        state: 'confirmed',
        response: 'confirmed',
        response_message: body.message ?? null,
        responded_at: '2026-12-01T09:00:00.000Z',
      });
      assignments = assignments.map((a) => (a.assignment_id === answered[1] ? updated : a));
      return jsonResponse(200, updated);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

const openPortal = (auth = asRole('provider')) =>
  renderRoutes(
    [
      { path: '/provider', element: <ProviderPortalRoute /> },
      { path: '/auth', element: <p>Sign in page</p> },
      { path: '*', element: <p>Another page</p> },
    ],
    { path: '/provider', auth },
  );

describe('ProviderPortalRoute', () => {
  it('sends signed-out visitors to sign in', async () => {
    servePortal([]);
    const { router } = openPortal(signedOut());
    expect(await screen.findByText('Sign in page')).toBeTruthy();
    // Once signed in they come back to the provider view.
    expect(router.state.location.search).toBe('?next=%2Fprovider');
  });

  it.each(['member', 'staff'] as const)('tells a %s account it is for providers only', (role) => {
    const { calls } = servePortal([]);
    openPortal(asRole(role));
    expect(screen.getByRole('heading', { name: 'Providers only' })).toBeTruthy();
    expect(calls().some((c) => c.url === '/api/provider/requests')).toBe(false);
  });
});

describe('ProviderPortalPage', () => {
  it('lists open requests first and answers one in a dialog', async () => {
    const { calls } = servePortal([
      assignment(
        'a-3',
        {
          state: 'declined',
          response: 'declined',
          response_message: 'Fully booked',
          created_at: '2026-12-01T10:00:00.000Z',
          responded_at: '2026-12-01T10:30:00.000Z',
        },
        { description: 'Wine farm transfer' },
      ),
      assignment('a-2', { created_at: '2026-12-01T09:00:00.000Z' }, { description: 'Dinner run' }),
      assignment('a-1', { state: 'closed', response: 'withdrawn' }, { status: 'cancelled' }),
    ]);
    openPortal();

    expect(await screen.findByRole('heading', { name: 'Your Aurum requests' })).toBeTruthy();
    expect(screen.getByText('Cape Chauffeurs')).toBeTruthy();
    const open = screen.getByRole('region', { name: /Awaiting your answer/ });
    const past = screen.getByRole('region', { name: /Answered and closed/ });
    expect(within(open).getAllByRole('article')).toHaveLength(1);
    expect(within(open).getByText('Dinner run')).toBeTruthy();
    const pastCards = within(past).getAllByRole('article');
    expect(pastCards).toHaveLength(2);
    expect(within(pastCards[0]!).getByText('Declined')).toBeTruthy();
    expect(within(pastCards[0]!).getByText('Your reason: Fully booked')).toBeTruthy();
    expect(within(pastCards[1]!).getByText('No longer open')).toBeTruthy();
    expect(within(pastCards[1]!).getByText('The member cancelled this request.')).toBeTruthy();
    expect(within(past).queryByRole('button', { name: 'Confirm' })).toBeNull();

    await userEvent.click(within(open).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this request' });
    await userEvent.type(
      within(dialog).getByLabelText('Your quote or a note for the member'),
      'R980 return',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls().find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/provider/assignments/a-2/respond',
      body: { action: 'confirm', message: 'R980 return' },
    });
    expect(await screen.findByText('Your note: R980 return')).toBeTruthy();
    expect(screen.getByText('Nothing is waiting for your answer.')).toBeTruthy();
  });

  it('asks for a reason before declining', async () => {
    const { calls } = servePortal([assignment('a-2')]);
    openPortal();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request' });
    const button = within(dialog).getByRole('button', { name: 'Decline request' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls().some((c) => c.method === 'POST')).toBe(false);
  });

  it('says when nothing was sent yet', async () => {
    servePortal([]);
    openPortal();
    expect(await screen.findByText('No requests yet')).toBeTruthy();
  });

  it('explains an account not linked to a provider', async () => {
    servePortal(
      [],
      jsonResponse(403, {
        code: 'PROVIDER_NOT_LINKED',
        message: 'Your account is not linked to a provider yet.',
      }),
    );
    openPortal();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your account is not linked to a provider yet.')).toBeTruthy();
    expect(await within(alert).findByRole('link', { name: 'team@aurum.test' })).toBeTruthy();
  });
});
