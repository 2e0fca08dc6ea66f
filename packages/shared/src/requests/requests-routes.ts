import { route, typed } from '../api-route';
import type { RecentServiceRequest } from './confirmation-status';
import type { RequestAllowance } from './request-allowance';
import type { ServiceRequestForm } from './request-contract';
import type { CreatedServiceRequest, MatchingResult, ServiceRequestDetail } from './request-rules';
import type { RequestStatusPage, RequestStatusPageQuery } from './request-status-page';

/** The member's own concierge requests (spec 02; ADR 080). */

export const recent = route(
  'GET',
  '/api/service-requests',
  typed<{
    answer: RecentServiceRequest[];
    query: { limit?: number };
  }>,
);

export const allowance = route(
  'GET',
  '/api/service-requests/allowance',
  typed<{
    answer: RequestAllowance;
  }>,
);

/** The whole list; with ?limit, ?cursor or ?filter see statusPage. */
export const details = route(
  'GET',
  '/api/service-requests/details',
  typed<{
    answer: ServiceRequestDetail[];
  }>,
);

/** The same path paged: one page of /request-status, newest first (ADR 017). */
export const statusPage = route(
  'GET',
  '/api/service-requests/details',
  typed<{
    answer: RequestStatusPage;
    query: RequestStatusPageQuery;
  }>,
);

export const file = route(
  'POST',
  '/api/service-requests',
  typed<{
    answer: CreatedServiceRequest;
    body: ServiceRequestForm;
  }>,
);

export const get = route(
  'GET',
  '/api/service-requests/:id',
  typed<{ answer: ServiceRequestDetail }>,
);

export const modify = route(
  'PATCH',
  '/api/service-requests/:id',
  typed<{
    answer: ServiceRequestDetail;
    body: ServiceRequestForm;
  }>,
);

export const cancel = route(
  'POST',
  '/api/service-requests/:id/cancel',
  typed<{
    answer: ServiceRequestDetail;
  }>,
);

export const chooseProvider = route(
  'POST',
  '/api/service-requests/:id/provider',
  typed<{
    answer: ServiceRequestDetail;
    body: { provider_id: string };
  }>,
);

export const autoAssign = route(
  'POST',
  '/api/service-requests/:id/auto-assign',
  typed<{
    answer: MatchingResult;
  }>,
);
