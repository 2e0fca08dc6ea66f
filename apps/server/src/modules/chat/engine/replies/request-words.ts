import type { ChatLanguage, ProposalTarget } from '@aurum/shared/chat/chat-contract';
import { localDateTime } from '@aurum/shared/time/member-time';
import type { RequestFact } from '../understanding';
import type { DisplayedRequestStatus } from '@aurum/shared/requests/request-status';
import { placeText, serviceName, statusText, whenText, yourRequestText } from './describe';

/**
 * "your Private Chef request on Sat, 28 Nov 2026 at 19:00 in Constantia"; in Afrikaans and
 * isiZulu the translated frames' own form (`yourRequestText`), which they agree with.
 */
export function describeRequest(request: RequestFact, language: ChatLanguage): string {
  if (language !== 'en') {
    return yourRequestText(
      {
        type: request.serviceType,
        dining: request.dining,
        location: request.location,
        date: request.preferredDate,
      },
      language,
    );
  }
  const name = serviceName(request.serviceType, language, request.dining);
  return `your ${name} request${whenText(request.preferredDate, request.preferredTime, language)}${placeText(request.location, null, language)}`;
}

/** A request's status in the member's language, as the status frames take it. */
export const statusWords = (request: RequestFact, language: ChatLanguage) =>
  language === 'en'
    ? request.status
    : statusText(request.status as DisplayedRequestStatus, language);

/** "Private Chef, Sat, 28 Nov 2026 at 19:00, Constantia": a candidate's button. */
export function requestLabel(request: RequestFact, language: ChatLanguage): string {
  const when = whenText(request.preferredDate, request.preferredTime, language).trim();
  return [serviceName(request.serviceType, language, request.dining), when, request.location]
    .filter(Boolean)
    .join(', ');
}

/** The request as a cancel or change proposal's card shows it. */
export function targetOf(request: RequestFact): ProposalTarget {
  return {
    id: request.id,
    service_type: request.serviceType,
    status: request.status,
    preferred_date: request.preferredDate
      ? localDateTime(request.preferredDate, request.preferredTime ?? '').toISOString()
      : null,
    preferred_time_set: request.preferredTime !== null,
    location: request.location,
    party_size: request.partySize,
    provider_name: request.providerName,
  };
}
