import type { ConfirmationStatus } from '../requests/confirmation-status';
import type { RequestStatus } from '../requests/request-status';
import type { MailStatus } from './outbox-contract';

/**
 * The words of the staff console: every raw state a staff screen shows (a request's progress and
 * confirmation, its timeline, the providers asked, members, the outbox) in the product's words,
 * from this one table. Codes without a label are humanised ("wine_tour" -> "Wine tour").
 */
export const STAFF_LABELS = {
  /** service_requests.status */
  requestStatus: {
    pending: 'Open',
    in_progress: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  } satisfies Record<RequestStatus, string>,
  /** service_requests.confirmation_status: the provider's answer. */
  confirmation: {
    confirming: 'Awaiting confirmation',
    pending: 'No provider answer yet',
    confirmed: 'Confirmed by provider',
    declined: 'Declined by provider',
  } satisfies Record<ConfirmationStatus, string>,
  /** request_status_updates.status: what a timeline entry records. */
  timeline: {
    pending: 'Request received',
    provider_notified: 'Provider asked',
    provider_declined: 'Provider declined',
    manual_review: 'Needs a provider',
    confirmed: 'Confirmed by provider',
    declined: 'Declined by every provider',
    modified: 'Details changed',
    cancelled: 'Cancelled by member',
    note: 'Staff note',
    in_progress: 'In progress',
    completed: 'Completed',
  } as Record<string, string>,
  /** request_status_updates.updated_by */
  updatedBy: {
    member: 'Member',
    provider: 'Provider',
    staff: 'Concierge team',
    system: 'Aurum',
  } as Record<string, string>,
  /** A provider asked to take a request: who asked them. */
  assignedBy: {
    auto: 'Automated match',
    member: "Member's choice",
    manual: 'Concierge team',
  } as Record<string, string>,
  /** A provider asked to take a request: their answer. */
  response: {
    pending: 'Awaiting answer',
    confirmed: 'Confirmed',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
  } as Record<string, string>,
  memberTier: {
    trial: 'Trial',
    gold: 'Gold',
    platinum: 'Platinum',
    black: 'Black',
  } as Record<string, string>,
  verification: {
    pending: 'Not verified yet',
    verified: 'Verified',
    rejected: 'Rejected',
  } as Record<string, string>,
  mailStatus: {
    queued: 'Queued',
    sent: 'Sent',
    failed: 'Failed',
  } satisfies Record<MailStatus, string>,
} as const;

export type StaffLabelTable = keyof typeof STAFF_LABELS;

/** "in_progress" -> "In progress": a code no table names yet. */
export function humanise(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
}

/** The staff words for a code of one of the tables above. */
export function staffLabel(table: StaffLabelTable, value: string): string {
  return (STAFF_LABELS[table] as Record<string, string>)[value] ?? humanise(value);
}

/**
 * A request's raw state in one phrase: closed requests say how they ended; open ones say where
 * the provider's answer stands, "In progress, ..." once staff took them on. E.g. "Awaiting
 * confirmation" (status pending, confirmation confirming).
 */
export function staffRequestState(request: { status: string; confirmation_status: string }) {
  const { status, confirmation_status: confirmation } = request;
  if (status === 'completed' || status === 'cancelled') return staffLabel('requestStatus', status);
  const answer = staffLabel('confirmation', confirmation);
  if (status === 'in_progress')
    return `In progress, ${answer.charAt(0).toLowerCase()}${answer.slice(1)}`;
  if (status === 'pending') return answer;
  return `${staffLabel('requestStatus', status)}, ${answer.toLowerCase()}`;
}
