import {
  PROVIDER_LINK_MESSAGES,
  PROVIDER_PORTAL_MESSAGES,
  PROVIDER_THANKS,
} from '@aurum/shared/provider/provider-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes, signedOut } from '../../../testing/render';
import { ProviderRespondPage } from './provider-respond-page';
import { linkView } from '../../../testing/provider-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Answer = (body: Record<string, unknown>) => Response;

function serveLink(view: Response, answer: Answer = () => jsonResponse(500)) {
  return mockFetch((url, init) => {
    if (url === '/api/provider/contact') {
      return jsonResponse(200, { concierge_email: 'team@aurum.test' });
    }
    if (url.startsWith('/api/provider-links/view?')) return view;
    if (url === '/api/provider-links/respond' && init.method === 'POST') {
      return answer(JSON.parse(String(init.body)) as Record<string, unknown>);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

const open = (token = 'tok-123') =>
  renderRoutes([{ path: '/provider/respond', element: <ProviderRespondPage /> }], {
    path: `/provider/respond?token=${token}`,
    auth: signedOut(),
  });

const mailto = async () =>
  (await screen.findByRole('link', { name: 'team@aurum.test' })).getAttribute('href');

describe('ProviderRespondPage', () => {
  it('shows the request for a confirm link and confirms only on the button', async () => {
    const { calls } = serveLink(jsonResponse(200, linkView()), () =>
      jsonResponse(200, linkView({ state: 'confirmed', action: undefined })),
    );
    open();

    expect(await screen.findByRole('heading', { name: 'Confirm this request' })).toBeTruthy();
    expect(screen.getByText('Dear Cape Chauffeurs,')).toBeTruthy();
    expect(screen.getByText('Personal Driver')).toBeTruthy();
    expect(screen.getByText(/Airport pickup from Cape Town International/)).toBeTruthy();
    expect(screen.getByText('Friday, 18 December 2026 at 09:30')).toBeTruthy();
    expect(screen.getByText('Cape Town')).toBeTruthy();
    expect(screen.getByText('Child seat, please')).toBeTruthy();
    expect(calls().some((c) => c.method === 'POST')).toBe(false);
    expect(calls().find((c) => c.url.startsWith('/api/provider-links/view'))?.url).toBe(
      '/api/provider-links/view?token=tok-123',
    );

    await userEvent.type(
      screen.getByLabelText('Your quote or a note for the member'),
      'Quote R1,450 incl. tolls',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(PROVIDER_THANKS.confirm)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Request confirmed' })).toBeTruthy();
    const posts = calls().filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([
      { token: 'tok-123', action: 'confirm', message: 'Quote R1,450 incl. tolls' },
    ]);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('needs a reason to decline', async () => {
    const { calls } = serveLink(jsonResponse(200, linkView({ action: 'decline' })), () =>
      jsonResponse(200, linkView({ state: 'declined', action: undefined })),
    );
    open();

    expect(await screen.findByRole('heading', { name: 'Decline this request' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Decline request' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = screen.getByLabelText(/Reason for declining/);
    await userEvent.type(reason, '   ');
    expect(button.disabled).toBe(true);
    await userEvent.type(reason, 'no');
    expect(button.disabled).toBe(false);
    await userEvent.click(button);
    expect(await screen.findByText('Please give a reason for declining')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(calls().some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Fully booked that weekend');
    await userEvent.click(button);
    expect(await screen.findByText(PROVIDER_THANKS.decline)).toBeTruthy();
    expect(calls().find((c) => c.method === 'POST')?.body).toEqual({
      token: 'tok-123',
      action: 'decline',
      reason: 'Fully booked that weekend',
    });
  });

  it('says plainly when the request was already answered', async () => {
    serveLink(jsonResponse(200, linkView({ action: 'decline', state: 'confirmed' })));
    open();
    expect(await screen.findByRole('heading', { name: 'Already answered' })).toBeTruthy();
    expect(screen.getByText(`${PROVIDER_PORTAL_MESSAGES.answered} You confirmed it.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline request' })).toBeNull();
    expect(await mailto()).toBe(
      'mailto:team@aurum.test?subject=Aurum%20request%20c0ffee00-0000-4000-8000-000000000001',
    );
  });

  it('shows the server message of an expired link, with the concierge address', async () => {
    serveLink(jsonResponse(410, { code: 'LINK_EXPIRED', message: PROVIDER_LINK_MESSAGES.expired }));
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(within(alert).getByText(PROVIDER_LINK_MESSAGES.expired)).toBeTruthy();
    expect(await mailto()).toContain('mailto:team@aurum.test');
  });

  it('shows a refusal of the answer, e.g. another provider was quicker', async () => {
    serveLink(jsonResponse(200, linkView()), () =>
      jsonResponse(410, { code: 'LINK_CLOSED', message: PROVIDER_LINK_MESSAGES.closed }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(PROVIDER_LINK_MESSAGES.closed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('keeps the form when the answer could not be sent', async () => {
    serveLink(jsonResponse(200, linkView()), () =>
      jsonResponse(503, { code: 'UNAVAILABLE', message: 'Aurum is busy.' }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Aurum is busy.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('refuses a link without a token without asking the server', async () => {
    const { calls } = serveLink(jsonResponse(200, linkView()));
    renderRoutes([{ path: '/provider/respond', element: <ProviderRespondPage /> }], {
      path: '/provider/respond',
      auth: signedOut(),
    });
    expect(await screen.findByText(PROVIDER_LINK_MESSAGES.invalid)).toBeTruthy();
    expect(calls().some((c) => c.url.startsWith('/api/provider-links'))).toBe(false);
  });
});
