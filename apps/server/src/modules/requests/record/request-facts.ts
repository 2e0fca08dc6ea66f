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
  partySize: number | null;
  dining: boolean;
  specialRequests: string | null;
}

export const factsOf = (request: LockedRequest): RequestFacts => ({
  id: request.id,
  serviceType: request.serviceType,
  description: request.description,
  location: request.location,
  preferredDate: request.preferredDate,
  preferredTimeSet: request.preferredTimeSet,
  partySize: request.partySize,
  dining: request.dining,
  specialRequests: request.specialRequests,
});

/** What the request is called in e-mail subjects and lines: its type, or a restaurant table. */
export const requestTitle = (facts: Pick<RequestFacts, 'serviceType' | 'dining'>) =>
  facts.dining ? 'Restaurant table' : serviceTypeLabel(facts.serviceType);

const formatWhen = (facts: RequestFacts) =>
  facts.preferredDate
    ? (facts.preferredTimeSet ? formatWeekdayDateTime : formatWeekdayDate)(facts.preferredDate)
    : 'No preferred date given';

/**
 * The request's lines of an e-mail: service (a restaurant table says so), request, when, where,
 * party size and special requests where given.
 */
export function requestLines(facts: RequestFacts) {
  return [
    `Service: ${requestTitle(facts)}`,
    `Request: ${facts.description}`,
    `When: ${formatWhen(facts)}`,
    `Where: ${facts.location || 'Not specified'}`,
    ...(facts.partySize !== null ? [`Party size: ${facts.partySize}`] : []),
    ...(facts.specialRequests ? [`Special requests: ${facts.specialRequests}`] : []),
  ];
}
