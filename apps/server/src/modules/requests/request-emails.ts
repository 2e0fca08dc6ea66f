import {
  formatDateTime,
  formatWeekdayDate,
  formatWeekdayDateTime,
} from '@aurum/shared/format/dates';
import { preferenceLine } from '@aurum/shared/onboarding/preference-labels';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { renderMail } from '../../platform/mailer/mail-layout';

export interface RequestFacts {
  id: string;
  serviceType: string;
  description: string;
  location: string | null;
  preferredDate: Date | null;
  preferredTimeSet: boolean;
  specialRequests: string | null;
}

const formatWhen = (facts: RequestFacts) =>
  facts.preferredDate
    ? (facts.preferredTimeSet ? formatWeekdayDateTime : formatWeekdayDate)(facts.preferredDate)
    : 'No preferred date given';

function requestLines(facts: RequestFacts) {
  return [
    `Service: ${serviceTypeLabel(facts.serviceType)}`,
    `Request: ${facts.description}`,
    `When: ${formatWhen(facts)}`,
    `Where: ${facts.location || 'Not specified'}`,
    ...(facts.specialRequests ? [`Special requests: ${facts.specialRequests}`] : []),
  ];
}

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

/** send-admin-notification: every new request, with the member's relevant preferences. */
export function adminNotificationEmail(input: {
  memberName: string;
  memberEmail: string;
  facts: RequestFacts;
  preferences: { category: string; key: string; value: string }[];
  submittedAt: Date;
}) {
  const preferenceLines =
    input.preferences.length > 0
      ? input.preferences.map(preferenceLine)
      : ['No stored preferences.'];
  return renderMail({
    subject: `New concierge request from ${input.memberName}`,
    paragraphs: [
      `Member: ${input.memberName} <${input.memberEmail}>`,
      `Submitted: ${formatDateTime(input.submittedAt)}`,
      ...requestLines(input.facts),
      'Member preferences:',
      ...preferenceLines,
    ],
    footnote: `Request ${input.facts.id}`,
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
