import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { renderMail } from '../../../platform/mailer/mail-layout';
import { type RequestFacts, requestLines } from '../record/request-facts';

/** Asks a provider for availability and a quote within 2 hours (spec 02 section 9). */
export function providerRequestEmail(input: {
  providerName: string;
  facts: RequestFacts;
  confirmUrl: string;
  declineUrl: string;
  validHours: number;
}) {
  return renderMail({
    subject: `New Aurum request: ${serviceTypeLabel(input.facts.serviceType)}${input.facts.location ? ` in ${input.facts.location}` : ''}`,
    paragraphs: [
      `Dear ${input.providerName},`,
      'An Aurum member would like to book your services.',
      ...requestLines(input.facts),
      'Please confirm your availability and send a quote within 2 hours.',
    ],
    actions: [
      { label: 'Confirm', url: input.confirmUrl },
      { label: 'Decline', url: input.declineUrl },
    ],
    footnote: `Each link works once and expires in ${input.validHours} hours. Reference ${input.facts.id}.`,
  });
}

/** No provider matched (or all declined): staff take over. */
export function manualAssistanceEmail(input: {
  reason: string;
  memberName: string;
  facts: RequestFacts;
  consoleUrl: string;
}) {
  return renderMail({
    subject: `Manual assistance needed: ${serviceTypeLabel(input.facts.serviceType)} for ${input.memberName}`,
    paragraphs: [input.reason, ...requestLines(input.facts)],
    actions: [{ label: 'Open in the staff console', url: input.consoleUrl }],
    footnote: `Request ${input.facts.id}`,
  });
}
