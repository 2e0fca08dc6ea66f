import { formatWeekdayDate, formatWeekdayDateTime } from '@aurum/shared/format/dates';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import type { LockedRequest } from './request-record.repo';

/** What every e-mail about a request says of it (to providers and to staff). */
export interface RequestFacts {
  id: string;
  serviceType: string;
  description: string;
  location: string | null;
  preferredDate: Date | null;
  preferredTimeSet: boolean;
  specialRequests: string | null;
}

export const factsOf = (request: LockedRequest): RequestFacts => ({
  id: request.id,
  serviceType: request.serviceType,
  description: request.description,
  location: request.location,
  preferredDate: request.preferredDate,
  preferredTimeSet: request.preferredTimeSet,
  specialRequests: request.specialRequests,
});

const formatWhen = (facts: RequestFacts) =>
  facts.preferredDate
    ? (facts.preferredTimeSet ? formatWeekdayDateTime : formatWeekdayDate)(facts.preferredDate)
    : 'No preferred date given';

/** The request's lines of an e-mail: service, request, when, where, special requests. */
export function requestLines(facts: RequestFacts) {
  return [
    `Service: ${serviceTypeLabel(facts.serviceType)}`,
    `Request: ${facts.description}`,
    `When: ${formatWhen(facts)}`,
    `Where: ${facts.location || 'Not specified'}`,
    ...(facts.specialRequests ? [`Special requests: ${facts.specialRequests}`] : []),
  ];
}
