import {
  REQUEST_LIMIT_MESSAGE,
  type RequestAllowance,
} from '@aurum/shared/requests/request-allowance';
import type {
  MatchingResult,
  ProviderSummary,
  RequestStatusUpdate,
  ServiceRequestDetail,
} from '@aurum/shared/requests/request-rules';
import {
  latestProgressStatus,
  REQUEST_STATUS_PAGE_SIZE,
  STATUS_TIMELINE_LENGTH,
  type RequestFilter,
} from '@aurum/shared/requests/request-status';
import type { RequestStatusPage as StatusPageAnswer } from '@aurum/shared/requests/request-status-page';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { jsonResponse, mockFetch } from './fetch-mock';
import { matchesFilter } from '../features/requests/utils/request-display';
import { renderRoutes } from './render';
import { RequestStatusPage } from '../features/requests/components/request-status-page';
import { ServiceHistoryPage } from '../features/requests/components/service-history-page';
import { ServiceRequestPage } from '../features/requests/components/service-request-page';

/** Test support for the request screens: requests, providers and an in-memory requests API. */
let updateCount = 0;
export const update = (
  status: string,
  message: string,
  created_at = '2026-11-20T08:00:00Z',
): RequestStatusUpdate => ({
  id: `u-${++updateCount}`,
  request_id: 'r',
  status,
  message,
  updated_by: 'system',
  created_at,
});

export const serviceRequest = (
  overrides: Partial<ServiceRequestDetail> & { id: string },
): ServiceRequestDetail => ({
  user_id: '8d0c9a52-0000-4000-8000-000000000001',
  service_type: 'private_chef',
  description: 'Dinner for eight',
  preferred_date: null,
  preferred_time_set: false,
  location: null,
  party_size: null,
  dining: false,
  special_requests: null,
  status: 'pending',
  confirmation_status: 'confirming',
  provider_response: null,
  admin_notes: null,
  provider: null,
  updates: [update('pending', 'Request received. Our concierge team is on it.')],
  response_promise: null,
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-20T08:00:00Z',
  ...overrides,
});

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

export const PENDING = serviceRequest({
  id: id(1),
  description: 'Chef for a family braai',
  location: 'Sandton',
  // 19 December 2026, 18:30 in Johannesburg.
  preferred_date: '2026-12-19T16:30:00Z',
  preferred_time_set: true,
  special_requests: 'No pork, please',
});
export const AWAITING = serviceRequest({
  id: id(2),
  service_type: 'personal_driver',
  description: 'Airport transfer to Sandton',
  preferred_date: '2026-12-03T22:00:00Z',
  updates: [
    update('provider_notified', 'You chose Gauteng Chauffeurs. They have been asked to confirm.'),
    update('pending', 'Request received. Our concierge team is on it.'),
  ],
});
export const CONFIRMED = serviceRequest({
  id: id(3),
  service_type: 'yacht_charter',
  description: 'Sunset cruise for six',
  location: 'Cape Town',
  confirmation_status: 'confirmed',
  provider_response: 'Atlantic Blue confirmed your request. Bring a jacket.',
  admin_notes: 'Champagne is on the house.',
  provider: {
    id: 'p-1',
    name: 'Atlantic Blue',
    contact_phone: '+27 21 555 0101',
    contact_email: 'hello@atlanticblue.example.co.za',
    price_range: 'R8,000 - R20,000 per trip',
  },
  updates: [
    update('confirmed', 'Atlantic Blue confirmed your request. Bring a jacket.'),
    update('modified', 'You updated the request details.'),
    update('provider_notified', 'You chose Atlantic Blue.'),
    update('pending', 'Request received. Our concierge team is on it.'),
  ],
});
export const DECLINED = serviceRequest({
  id: id(4),
  service_type: 'security',
  description: 'Close protection for a gala',
  confirmation_status: 'declined',
  provider_response: 'Shield Guards declined: All our teams are booked that night.',
  provider: {
    id: 'p-2',
    name: 'Shield Guards',
    contact_phone: '+27 11 555 0102',
    contact_email: 'ops@shield.example.co.za',
    price_range: 'R5,000 per night',
  },
  updates: [
    update('declined', 'Shield Guards declined: All our teams are booked that night.'),
    ...Array.from({ length: 5 }, (_, n) => update('modified', `Older update ${n + 1}`)),
  ],
});
export const COMPLETED = serviceRequest({
  id: id(5),
  service_type: 'accommodation',
  description: 'Villa in Plettenberg Bay',
  location: 'Plettenberg Bay',
  preferred_date: '2026-01-09T22:00:00Z',
  status: 'completed',
  confirmation_status: 'confirmed',
  updates: [update('completed', 'Enjoy your stay.')],
});
export const CANCELLED = serviceRequest({
  id: id(6),
  service_type: 'travel',
  description: 'Flights to Durban',
  status: 'cancelled',
  updates: [update('cancelled', 'You cancelled this request.')],
});

export const ALL_REQUESTS = [PENDING, AWAITING, CONFIRMED, DECLINED, COMPLETED, CANCELLED];

const provider = (overrides: Partial<ProviderSummary> & { id: string; name: string }) => ({
  service_type: 'private_chef',
  location: 'Sandton',
  price_range: 'R1,200 - R2,800 per guest',
  description: 'Seasonal tasting menus cooked in your kitchen.',
  rating: 4.8,
  review_count: 12,
  response_time: 'Within 1 hour',
  ...overrides,
});

export const FYNBOS = provider({
  id: '4e081dbe-b048-4e1d-8712-3caa77545d22',
  name: 'Fynbos Table',
  rating: 4.9,
  review_count: 156,
});
export const UMAMI = provider({
  id: '5e081dbe-b048-4e1d-8712-3caa77545d23',
  name: 'Umami House',
  location: 'National',
  rating: 4.2,
  review_count: 1,
});

/** A monthly allowance that renews at midnight on 1 December 2026 in Johannesburg. */
export const allowance = (limit: number | null, used: number): RequestAllowance => ({
  limit,
  used,
  remaining: limit === null ? null : Math.max(0, limit - used),
  renews_at: '2026-11-30T22:00:00.000Z',
  plan_required: null,
});

export interface ServerOptions {
  requests?: ServiceRequestDetail[];
  providers?: ProviderSummary[];
  /** Overrides one call: return a Response to answer it, or undefined to go on. */
  answer?: (method: string, url: string, body: unknown) => Response | Promise<Response> | undefined;
  match?: MatchingResult;
  /** GET /api/service-requests/allowance; each request filed uses one, none left answers 429. */
  monthly?: RequestAllowance;
}

/** An in-memory requests API; POST files a new pending request at the top of the list. */
export function serveRequests({
  requests = ALL_REQUESTS,
  providers = [FYNBOS, UMAMI],
  answer,
  match = {
    success: true,
    message: 'Automated Match Found',
    emailsSent: 3,
    providersMatched: 4,
    fallbackToManual: false,
  },
  monthly = allowance(3, 0),
}: ServerOptions = {}) {
  const list = [...requests];
  let current = monthly;
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const custom = answer?.(method, url, body);
    if (custom) return custom;
    if (method === 'GET' && url === '/api/service-requests/details') return jsonResponse(200, list);
    if (method === 'GET' && url.startsWith('/api/service-requests/details?')) {
      return jsonResponse(200, statusPage(list, new URL(url, 'http://aurum.test').searchParams));
    }
    if (method === 'GET' && url === '/api/service-requests/allowance') {
      return jsonResponse(200, current);
    }
    const [, requestId, action] =
      /^\/api\/service-requests\/([^/]+)(?:\/(\w[\w-]*))?$/.exec(url) ?? [];
    const found = list.find((request) => request.id === requestId);
    if (method === 'POST' && url === '/api/service-requests') {
      if (current.plan_required) {
        return jsonResponse(403, { code: 'PLAN_REQUIRED', message: current.plan_required });
      }
      if (current.remaining === 0) {
        return jsonResponse(429, { code: 'REQUEST_LIMIT_REACHED', message: REQUEST_LIMIT_MESSAGE });
      }
      current = current.limit === null ? current : allowance(current.limit, current.used + 1);
      const form = body as Record<string, string>;
      const created = serviceRequest({
        id: 'ffffffff-0000-4000-8000-000000000001',
        service_type: form.service_type!,
        description: form.description!,
      });
      list.unshift(created);
      return jsonResponse(201, {
        request: created,
        providers,
        remaining_this_month: current.remaining,
      });
    }
    if (!found) return jsonResponse(404, { code: 'NOT_FOUND', message: 'Request not found' });
    if (method === 'GET' && !action) return jsonResponse(200, found);
    if (method === 'PATCH' && !action) return jsonResponse(200, { ...found, ...(body as object) });
    if (method === 'POST' && action === 'cancel') {
      const cancelled = { ...found, status: 'cancelled' };
      list.splice(list.indexOf(found), 1, cancelled);
      return jsonResponse(200, cancelled);
    }
    if (method === 'POST' && action === 'provider') return jsonResponse(200, found);
    if (method === 'POST' && action === 'auto-assign') return jsonResponse(200, match);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

/** The three request screens (with the toaster) at a path. */
export function renderRequests(path: string) {
  const withToaster = (element: ReactNode) => (
    <>
      {element}
      <Toaster />
    </>
  );
  return renderRoutes(
    [
      { path: '/service-request', element: withToaster(<ServiceRequestPage />) },
      { path: '/service-history', element: withToaster(<ServiceHistoryPage />) },
      { path: '/request-status', element: withToaster(<RequestStatusPage />) },
      { path: '*', element: <p>Now at another page</p> },
    ],
    { path },
  );
}

/**
 * The paged answer of /request-status as the server gives it: filtered by displayed status,
 * newest first as listed, the newest STATUS_TIMELINE_LENGTH updates with the whole timeline's
 * count and latest progress; the cursor here is simply the next position.
 */
function statusPage(list: ServiceRequestDetail[], params: URLSearchParams): StatusPageAnswer {
  const filter = (params.get('filter') ?? 'all') as RequestFilter;
  const limit = Number(params.get('limit') ?? REQUEST_STATUS_PAGE_SIZE);
  const start = Number(params.get('cursor') ?? 0);
  const matching = list.filter((request) => matchesFilter(request, filter));
  const items = matching.slice(start, start + limit).map((request) => ({
    ...request,
    updates: request.updates.slice(0, STATUS_TIMELINE_LENGTH),
    updates_count: request.updates.length,
    latest_update_status: latestProgressStatus(request.updates),
  }));
  const next = start + limit;
  return { items, next_cursor: next < matching.length ? String(next) : null };
}
