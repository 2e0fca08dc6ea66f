import type { ChatLanguage, ProposalTarget } from '@aurum/shared/chat/chat-contract';
import { localDateTime } from '@aurum/shared/time/member-time';
import type { RequestFact } from '../understanding';
import { partyText, placeText, serviceName, whenText } from './describe';

/** "your Private Chef request on Sat, 28 Nov 2026 at 19:00 in Constantia". */
export function describeRequest(request: RequestFact, language: ChatLanguage): string {
  const name = serviceName(request.serviceType, language, request.dining);
  const owner = language === 'en' ? 'your' : language === 'af' ? 'jou' : '';
  const noun = language === 'en' ? 'request' : language === 'af' ? 'versoek' : 'isicelo sakho se-';
  const head = language === 'zu' ? `${noun}${name}` : `${owner} ${name} ${noun}`;
  return `${head}${whenText(request.preferredDate, request.preferredTime, language)}${placeText(request.location, null, language)}`;
}

/** "Private Chef, Sat, 28 Nov 2026 at 19:00, Constantia": a candidate's button. */
export function requestLabel(request: RequestFact, language: ChatLanguage): string {
  const when = whenText(request.preferredDate, request.preferredTime, language).trim();
  return [serviceName(request.serviceType, language, request.dining), when, request.location]
    .filter(Boolean)
    .join(', ');
}

/** "for 8 people" or "". */
export const partyWords = (size: number | null, language: ChatLanguage) =>
  size ? partyText(size, language) : '';

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
