import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  AdminNotesInput,
  AdminServiceRequestDetail,
  AssignProviderBody,
  RequestCandidate,
  requestQueueQuerySchema,
  RequestQueuePage,
  requestStatusChangeSchema,
} from './requests-contract';

/** The staff console's request queue and a request's page (/api/admin/requests; ADR 080). */

/** One page of the queue, newest first. */
export const queue = route(
  'GET',
  '/api/admin/requests',
  typed<{ answer: RequestQueuePage; query: z.input<typeof requestQueueQuerySchema> }>,
);

/** The request, its member, assignments and whole timeline. */
export const get = route(
  'GET',
  '/api/admin/requests/:id',
  typed<{ answer: AdminServiceRequestDetail }>,
);

/** The providers automatic matching would ask, in its order, each marked when already asked. */
export const candidates = route(
  'GET',
  '/api/admin/requests/:id/candidates',
  typed<{ answer: RequestCandidate[] }>,
);

/** Spec 02's assign-provider-manually. */
export const assign = route(
  'POST',
  '/api/admin/requests/:id/assign',
  typed<{ answer: AdminServiceRequestDetail; body: AssignProviderBody }>,
);

export const saveNotes = route(
  'PUT',
  '/api/admin/requests/:id/notes',
  typed<{ answer: AdminServiceRequestDetail; body: AdminNotesInput }>,
);

export const changeStatus = route(
  'POST',
  '/api/admin/requests/:id/status',
  typed<{
    answer: AdminServiceRequestDetail;
    body: z.input<typeof requestStatusChangeSchema>;
  }>,
);
