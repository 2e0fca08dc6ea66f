import type { AdminProvider } from '@aurum/shared/admin/providers-contract';
import type { AdminServiceRequestDetail } from '@aurum/shared/admin/requests-contract';
import type { AuthContextValue } from '../features/auth/utils/auth-context';
import { Toaster } from '../components/ui/toaster';
import { jsonResponse, makeSession, mockFetch } from './fetch-mock';
import { authValue, renderRoutes } from './render';
import { AdminPage } from '../features/admin/components/admin-page';

export const REQUEST_ID = '5b1d7e0a-0000-4000-8000-0000000000a1';

export function signedInAs(role: 'member' | 'provider' | 'staff'): AuthContextValue {
  const base = makeSession();
  const session = makeSession({
    user: { ...base.user, role, email: `${role}@aurum.test` },
  });
  return authValue({ session, user: session.user });
}

export const sampleRequest = (
  overrides: Partial<AdminServiceRequestDetail> = {},
): AdminServiceRequestDetail => ({
  id: REQUEST_ID,
  user_id: '8d0c9a52-0000-4000-8000-000000000001',
  service_type: 'personal_driver',
  response_promise: null,
  description: 'Airport pickup from Cape Town International, two passengers',
  preferred_date: '2026-12-18T07:30:00.000Z',
  preferred_time_set: true,
  location: 'Cape Town',
  party_size: null,
  dining: false,
  special_requests: null,
  status: 'pending',
  confirmation_status: 'confirming',
  provider_response: null,
  admin_notes: null,
  provider: null,
  updates: [
    {
      id: 'u1',
      request_id: REQUEST_ID,
      message: 'Request received. Our concierge team is on it.',
      status: 'pending',
      updated_by: 'member',
      created_at: '2026-11-20T08:00:00.000Z',
    },
  ],
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  member: {
    id: '8d0c9a52-0000-4000-8000-000000000001',
    name: 'Thandi Nkosi',
    email: 'thandi@aurum.test',
  },
  assignments: [],
  ...overrides,
});

export const sampleProvider = (overrides: Partial<AdminProvider>): AdminProvider => ({
  id: 'p0',
  name: 'Provider',
  service_type: 'personal_driver',
  category_id: null,
  location: 'Cape Town',
  price_range: 'R1,200 - R3,500 per day',
  price_from_cents: 120000,
  description: '',
  rating: 4.5,
  review_count: 10,
  contact_email: 'bookings@provider.example.co.za',
  contact_phone: '+27 21 555 0101',
  is_active: true,
  dining: false,
  availability_hours: '',
  response_time: '',
  completed_jobs: 0,
  years_experience: 0,
  account_email: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

type Route = (url: URL, body: unknown) => Response;

/** Answers the console's API calls by "METHOD /path"; unknown calls are 404. */
export function serveAdmin(routes: Record<string, Route>) {
  return mockFetch((input, init) => {
    const url = new URL(input, 'http://aurum.test');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const route = routes[`${method} ${url.pathname}`];
    return route
      ? route(url, body)
      : jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

export function renderAdmin(path = '/admin', auth = signedInAs('staff')) {
  return renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <>
            <AdminPage />
            <Toaster />
          </>
        ),
      },
      { path: '/auth', element: <p>Auth page</p> },
      { path: '*', element: <p>Now at another page</p> },
    ],
    { path, auth },
  );
}
