/**
 * The requests module's face for other modules (ADR 011, ADR 040). The module is three parts
 * (filing/, matching/, staff/) over the request's record (record/); other modules see only what
 * is named here, and `requests.ts` wires the parts.
 */
export type { FilingOptions, RequestDraft } from './filing/request-filing';
export type { RequestChange, RequestChangeOutcome } from './filing/member-changes';
export type { ServiceRequestService } from './filing/service-requests.service';
export type { ProviderResponses } from './matching/provider-responses.service';
export { LINK_MESSAGES } from './matching/provider-links';
