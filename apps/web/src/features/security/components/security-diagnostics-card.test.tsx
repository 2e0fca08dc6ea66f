import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { SecurityDiagnosticsCard } from './security-diagnostics-card';

const connection = vi.hoisted(() => ({
  protocol: 'https:',
  isSecureContext: true,
  hostname: 'aurum.co.za',
}));
vi.mock('../utils/read-connection', () => ({ readConnection: () => ({ ...connection }) }));

/** The server's answer for the page's own URL, with the security headers it sends. */
function serverSends(headers: Record<string, string>) {
  return mockFetch(() => new Response('<!doctype html>', { status: 200, headers }));
}

const ALL_HEADERS = {
  'content-security-policy': "default-src 'self'",
  'strict-transport-security': 'max-age=63072000',
};

function renderCard() {
  render(<SecurityDiagnosticsCard />);
  return screen.getByRole('region', { name: 'SSL/HTTPS Security Diagnostics' });
}

beforeEach(() => {
  Object.assign(connection, { protocol: 'https:', isSecureContext: true, hostname: 'aurum.co.za' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('SecurityDiagnosticsCard', () => {
  it('shows Secure for an HTTPS page whose server sends CSP and HSTS', async () => {
    const { calls } = serverSends(ALL_HEADERS);
    const card = renderCard();
    expect(await within(card).findByText('Secure')).toBeTruthy();
    expect(within(card).getByText('Site is served over HTTPS')).toBeTruthy();
    expect(within(card).getByText('Strict Transport Security is set')).toBeTruthy();
    expect(calls()[0]?.url).toBe(window.location.href);
  });

  it('warns when the server sends no HSTS', async () => {
    serverSends({ 'content-security-policy': "default-src 'self'" });
    const card = renderCard();
    expect(await within(card).findByText('Warnings')).toBeTruthy();
    expect(within(card).getByText('HSTS header missing (recommended)')).toBeTruthy();
    expect(within(card).getByText('Unable to verify redirect configuration')).toBeTruthy();
  });

  it('finds issues when the page loads an image over plain HTTP', async () => {
    serverSends(ALL_HEADERS);
    const image = document.createElement('img');
    image.src = 'http://images.example/yacht.jpg';
    document.body.append(image);
    const card = renderCard();
    expect(await within(card).findByText('Issues Found')).toBeTruthy();
    expect(within(card).getByText('1 insecure image found')).toBeTruthy();
  });

  it('reports critical issues over plain HTTP, at once and after every check', async () => {
    Object.assign(connection, { protocol: 'http:', isSecureContext: false });
    serverSends({ 'content-security-policy': "default-src 'self'" });
    const card = renderCard();
    // Known before any request returns.
    expect(within(card).getByText('Site is NOT served over HTTPS')).toBeTruthy();
    expect(await within(card).findByText('Critical Issues')).toBeTruthy();
    expect(within(card).getByText('Browser does NOT recognize secure context')).toBeTruthy();
  });

  it('falls back to the meta tags when the server cannot be asked', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const card = renderCard();
    expect(await within(card).findByText('Warnings')).toBeTruthy();
    expect(within(card).getByText('CSP header missing (recommended)')).toBeTruthy();
  });

  it('re-checks on demand and shows the new time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-14T10:00:00+02:00'));
    const { fn } = serverSends(ALL_HEADERS);
    const card = renderCard();
    expect(await within(card).findByText('Secure')).toBeTruthy();
    expect(within(card).getByText('10:00:00')).toBeTruthy();

    vi.setSystemTime(new Date('2026-03-14T10:05:30+02:00'));
    await userEvent.click(within(card).getByRole('button', { name: 'Re-check' }));
    expect(await within(card).findByText('10:05:30')).toBeTruthy();
    expect(within(card).queryByText('10:00:00')).toBeNull();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
