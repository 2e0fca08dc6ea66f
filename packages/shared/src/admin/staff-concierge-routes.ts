import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  caseMessageSchema,
  CaseMessage,
  caseRequestSchema,
  caseStatusSchema,
  Colleague,
  ConciergeProfile,
  ConciergeProfileInput,
  handoverSchema,
  StaffCaseDetail,
  StaffQueue,
} from '../human-concierge/human-concierge-contract';

/** The concierge desk of the staff console (/api/admin/concierge; ADR 080). */

export const queue = route('GET', '/api/admin/concierge/queue', typed<{ answer: StaffQueue }>);

export const colleagues = route(
  'GET',
  '/api/admin/concierge/colleagues',
  typed<{ answer: Colleague[] }>,
);

export const saveProfile = route(
  'PUT',
  '/api/admin/concierge/profile',
  typed<{ answer: ConciergeProfile; body: ConciergeProfileInput }>,
);

export const getCase = route(
  'GET',
  '/api/admin/concierge/cases/:id',
  typed<{ answer: StaffCaseDetail }>,
);

export const accept = route(
  'POST',
  '/api/admin/concierge/cases/:id/accept',
  typed<{ answer: StaffCaseDetail }>,
);

export const changeStatus = route(
  'POST',
  '/api/admin/concierge/cases/:id/status',
  typed<{ answer: StaffCaseDetail; body: z.input<typeof caseStatusSchema> }>,
);

export const reply = route(
  'POST',
  '/api/admin/concierge/cases/:id/messages',
  typed<{ answer: CaseMessage; body: z.input<typeof caseMessageSchema> }>,
);

/** The staff member has read the case's thread (204). */
export const markRead = route('POST', '/api/admin/concierge/cases/:id/read');

export const handOver = route(
  'POST',
  '/api/admin/concierge/cases/:id/handover',
  typed<{ answer: StaffCaseDetail; body: z.input<typeof handoverSchema> }>,
);

/** Files a service request for the case's member (201). */
export const fileRequest = route(
  'POST',
  '/api/admin/concierge/cases/:id/requests',
  typed<{ answer: { request_id: string }; body: z.input<typeof caseRequestSchema> }>,
);
