import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { signedOut } from '../../../testing/render';
import {
  REQUEST_ID,
  renderAdmin,
  sampleRequest,
  serveAdmin,
  signedInAs,
} from '../../../testing/admin-test-server';

afterEach(() => vi.unstubAllGlobals());

describe('/admin', () => {
  it('sends a signed-out visitor to /auth', async () => {
    const { router } = renderAdmin('/admin', signedOut());
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('has a signed-out visitor return to the section and request they opened', async () => {
    const { router } = renderAdmin(`/admin?request=${REQUEST_ID}`, signedOut());
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent(`/admin?request=${REQUEST_ID}`)}`,
    );
  });

  it.each(['member', 'provider'] as const)(
    'tells a signed-in %s the console is for staff only, without calling the admin API',
    async (role) => {
      const { fn } = mockFetch(() => jsonResponse(200, {}));
      renderAdmin('/admin', signedInAs(role));
      expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeTruthy();
      expect(screen.getByText(`${role}@aurum.test`)).toBeTruthy();
      const back = screen.getByRole('link', {
        name: role === 'provider' ? 'Go to your provider view' : 'Back to Dashboard',
      });
      expect(back.getAttribute('href')).toBe(role === 'provider' ? '/provider' : '/dashboard');
      expect(fn).not.toHaveBeenCalled();
    },
  );

  it('shows staff the console with its five sections', async () => {
    serveAdmin({
      'GET /api/admin/requests': () => jsonResponse(200, { items: [], next_cursor: null }),
    });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Requests' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Requests' }).getAttribute('aria-current')).toBe(
      'page',
    );
    for (const name of ['Providers', 'Categories', 'Members', 'Outbox']) {
      const link = within(nav).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(`/admin?section=${name.toLowerCase()}`);
    }
    expect(await screen.findByText('No requests match these filters.')).toBeTruthy();
  });

  it('opens the request named by ?request= (the link in staff e-mails)', async () => {
    serveAdmin({
      'GET /api/admin/requests': () => jsonResponse(200, { items: [], next_cursor: null }),
      [`GET /api/admin/requests/${REQUEST_ID}`]: () =>
        jsonResponse(200, sampleRequest({ admin_notes: 'Name board at arrivals' })),
      'GET /api/admin/providers': () => jsonResponse(200, []),
    });
    renderAdmin(`/admin?request=${REQUEST_ID}`);
    expect(
      await screen.findByText('Airport pickup from Cape Town International, two passengers'),
    ).toBeTruthy();
    expect(screen.getByText('thandi@aurum.test')).toBeTruthy();
    expect((screen.getByLabelText('Admin notes') as HTMLTextAreaElement).value).toBe(
      'Name board at arrivals',
    );
    expect(screen.getByText('Request received. Our concierge team is on it.')).toBeTruthy();
  });
});
