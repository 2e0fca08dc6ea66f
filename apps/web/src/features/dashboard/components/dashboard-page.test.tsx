import type { Profile } from '@aurum/shared/profile/profile-contract';
import type { RecentServiceRequest } from '@aurum/shared/requests/confirmation-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession, mockFetch } from '../../../testing/fetch-mock';
import { authValue, renderRoutes } from '../../../testing/render';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: makeSession().user.id,
  name: 'Thandi Nkosi',
  email: 'thandi@aurum.test',
  phone: null,
  location: null,
  date_of_birth: null,
  gender: null,
  occupation: null,
  emergency_contact_name: null,
  emergency_contact_phone: null,
  membership_tier: 'trial',
  verification_status: 'pending',
  trial_end_date: '2026-11-30T10:00:00Z',
  premium_access_granted: false,
  created_at: '2026-11-23T10:00:00Z',
  updated_at: '2026-11-23T10:00:00Z',
  ...overrides,
});

const request = (id: string, overrides: Partial<RecentServiceRequest> = {}) => ({
  id,
  service_type: 'private_chef',
  description: `Dinner for six (${id})`,
  confirmation_status: 'pending',
  created_at: '2026-11-20T08:00:00Z',
  preferred_date: null,
  ...overrides,
});

function serve({
  requests = [] as RecentServiceRequest[] | 'fail',
  member = profile(),
  lowStreak = false,
} = {}) {
  return mockFetch((url) => {
    if (url.startsWith('/api/profile')) return jsonResponse(200, member);
    if (url.startsWith('/api/mood/trends')) return jsonResponse(200, { low_streak: lowStreak });
    if (url.startsWith('/api/service-requests')) {
      return requests === 'fail'
        ? jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' })
        : jsonResponse(200, requests);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

function renderDashboard(user = makeSession().user, signOut = vi.fn(() => Promise.resolve())) {
  return renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/auth', element: <p>Auth page</p> },
    ],
    { path: '/dashboard', auth: authValue({ user, signOut }) },
  );
}

const requestCard = () =>
  screen.getByRole('heading', { name: 'Request Status' }).closest('div[aria-busy]') as HTMLElement;

describe('DashboardPage', () => {
  it('greets the member by name with their initials and tier', async () => {
    serve();
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thandi Nkosi');
    expect(screen.getByText('TN')).toBeTruthy();
    expect(screen.getByText(/^Good (morning|afternoon|evening),$/)).toBeTruthy();
    // A trial shows as "Premium" outside the profile.
    expect(await screen.findByText('Premium')).toBeTruthy();
  });

  it('falls back to the email before the @ and names paid tiers', async () => {
    serve({ member: profile({ membership_tier: 'gold' }) });
    renderDashboard({ ...makeSession().user, user_metadata: {}, email: 'sipho.d@aurum.test' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('sipho.d');
    expect(screen.getByText('S')).toBeTruthy();
    expect(await screen.findByText('Gold Member')).toBeTruthy();
  });

  it('shows the empty state when the member has no requests', async () => {
    const { calls } = serve({ requests: [] });
    renderDashboard();
    expect(await screen.findByText('No requests yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View All' })).toBeNull();
    const call = calls().find((c) => c.url.startsWith('/api/service-requests'));
    expect(call?.url).toBe('/api/service-requests?limit=3');
  });

  it('shows the empty state and only logs when the requests fail to load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ requests: 'fail' });
    renderDashboard();
    expect(await screen.findByText('No requests yet')).toBeTruthy();
    // The log is written by an effect, which runs after the paint.
    await waitFor(() => expect(log).toHaveBeenCalled());
  });

  it('lists requests with status badges and no View All below 3', async () => {
    serve({
      requests: [
        request('r1', { confirmation_status: 'confirmed', service_type: 'driver' }),
        request('r2', { confirmation_status: 'confirming' }),
      ],
    });
    renderDashboard();
    expect(await screen.findByText('Driver')).toBeTruthy();
    const card = within(requestCard());
    expect(card.getByText('Private Chef')).toBeTruthy();
    expect(card.getByText('Dinner for six (r2)')).toBeTruthy();
    expect(card.getByText('Confirmed').dataset.status).toBe('Confirmed');
    // confirming (like any unknown value) is shown as pending.
    expect(card.getByText('Pending').dataset.status).toBe('Pending');
    expect(card.getAllByText('20 Nov 2026')).toHaveLength(2);
    expect(card.queryByRole('link', { name: 'View All' })).toBeNull();
  });

  it('links to all requests when exactly 3 are shown', async () => {
    serve({
      requests: [
        request('r1', { confirmation_status: 'declined' }),
        request('r2'),
        request('r3', { confirmation_status: 'confirmed' }),
      ],
    });
    renderDashboard();
    const viewAll = await screen.findByRole('link', { name: 'View All' });
    expect(viewAll.getAttribute('href')).toBe('/request-status');
    expect(within(requestCard()).getByText('Declined').dataset.status).toBe('Declined');
  });

  it('names service types with the labels of the request form', async () => {
    serve({
      requests: [
        request('r1', { service_type: 'security' }),
        request('r2', { service_type: 'luxury_vehicle' }),
        request('r3', { service_type: 'accommodation' }),
      ],
    });
    renderDashboard();
    const card = within(requestCard());
    expect(await card.findByText('Security Services')).toBeTruthy();
    expect(card.getByText('Range Rover / Luxury Vehicle')).toBeTruthy();
    expect(card.getByText('Villa / Accommodation Booking')).toBeTruthy();
    expect(card.queryByText('Security')).toBeNull();
  });

  it('shows each request in the status /request-status shows', async () => {
    serve({
      requests: [
        request('r1', { status: 'completed', confirmation_status: 'confirmed' }),
        request('r2', { status: 'cancelled', confirmation_status: 'confirming' }),
        request('r3', {
          status: 'pending',
          confirmation_status: 'confirming',
          latest_update_status: 'provider_notified',
        }),
      ],
    });
    renderDashboard();
    const status = async (id: string) => {
      const row = (await screen.findByText(`Dinner for six (${id})`)).closest('li')!;
      return within(row).getByText(/./, { selector: '[data-status]' }).dataset.status;
    };
    expect(await status('r1')).toBe('Completed');
    expect(await status('r2')).toBe('Cancelled');
    expect(await status('r3')).toBe('Awaiting Confirmation');
  });

  it('links to the concierge, the areas, the plans and the bottom navigation', () => {
    serve();
    renderDashboard();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Need anything? Ask me!')).toBe('/ai-basic');
    expect(href('Booking')).toBe('/service-request');
    expect(href('Marketplace')).toBe('/marketplace');
    expect(href('Vault')).toBe('/vault');
    expect(href('Wellness')).toBe('/life-os');
    expect(href('AI Journal')).toBe('/ai-journal');
    expect(screen.getByRole('link', { name: /^Concierge Services/ }).getAttribute('href')).toBe(
      '/marketplace',
    );
    expect(screen.getByRole('link', { name: /^Lifestyle Management/ }).getAttribute('href')).toBe(
      '/service-request',
    );
    expect(href('View Plans')).toBe('/membership');
    expect(href('Learn More')).toBe('/ai-assistant');

    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Calendar' }).getAttribute('href')).toBe('/calendar');
    expect(nav.getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBeNull();
    expect(nav.getByRole('link', { name: 'AI Assistant' }).getAttribute('href')).toBe(
      '/ai-assistant',
    );
    expect(nav.getByRole('link', { name: 'Membership' }).getAttribute('href')).toBe('/membership');
    expect(nav.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('signs out to /auth', async () => {
    serve();
    const signOut = vi.fn(() => Promise.resolve());
    const { router } = renderDashboard(makeSession().user, signOut);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('offers a person discreetly after three low moods, where the tier allows it', async () => {
    serve({ member: profile({ membership_tier: 'platinum' }), lowStreak: true });
    const { unmount } = renderDashboard();
    const card = await screen.findByRole('region', { name: 'Here for you' });
    expect(within(card).getByRole('link', { name: 'Talk to a person' }).getAttribute('href')).toBe(
      '/human-concierge',
    );
    unmount();

    const { fn } = serve({ member: profile({ membership_tier: 'platinum' }), lowStreak: false });
    renderDashboard();
    await screen.findByText('No requests yet');
    await waitFor(() => expect(fn).toHaveBeenCalledWith('/api/mood/trends', expect.anything()));
    await Promise.all(fn.mock.results.map((result) => result.value));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Here for you' })).toBeNull();
  });
});
