import { renderMail } from '../../../platform/mailer/mail-layout';
import { type RequestFacts, requestLines, requestTitle } from '../record/request-facts';

/** "Private Chef in Cape Town": what a request is called in a subject line. */
const subjectOf = (facts: RequestFacts) =>
  `${requestTitle(facts)}${facts.location ? ` in ${facts.location}` : ''}`;

interface AskingInput {
  providerName: string;
  facts: RequestFacts;
  confirmUrl: string;
  declineUrl: string;
  validHours: number;
}

const askingMail = (input: AskingInput, subject: string, opening: string[]) =>
  renderMail({
    subject,
    paragraphs: [
      `Dear ${input.providerName},`,
      ...opening,
      ...requestLines(input.facts),
      'Please confirm your availability and send a quote within 2 hours.',
    ],
    actions: [
      { label: 'Confirm', url: input.confirmUrl },
      { label: 'Decline', url: input.declineUrl },
    ],
    footnote: `Each link works once and expires in ${input.validHours} hours. Reference ${input.facts.id}.`,
  });

/** Asks a provider for availability and a quote within 2 hours (spec 02 section 9). */
export function providerRequestEmail(input: AskingInput) {
  return askingMail(input, `New Aurum request: ${subjectOf(input.facts)}`, [
    'An Aurum member would like to book your services.',
  ]);
}

/**
 * Asks a provider again after the member changed a request they were asked about (ADR 057): the
 * new details and new links; the links of the earlier e-mail no longer work.
 */
export function providerChangedRequestEmail(input: AskingInput) {
  return askingMail(input, `Changed Aurum request: ${subjectOf(input.facts)}`, [
    'The member changed a request we asked you about. Here are the new details.',
    'The links in our earlier e-mail no longer work: please answer with the links below.',
  ]);
}

/** Tells a provider still asked about a request that the member cancelled it: nothing to answer. */
export function providerCancelledRequestEmail(input: {
  providerName: string;
  facts: RequestFacts;
}) {
  return renderMail({
    subject: `Cancelled Aurum request: ${subjectOf(input.facts)}`,
    paragraphs: [
      `Dear ${input.providerName},`,
      'The member cancelled a request we asked you about. You need not answer it; the links in our earlier e-mail no longer work.',
      ...requestLines(input.facts),
    ],
    footnote: `Reference ${input.facts.id}.`,
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
    subject: `Manual assistance needed: ${requestTitle(input.facts)} for ${input.memberName}`,
    paragraphs: [input.reason, ...requestLines(input.facts)],
    actions: [{ label: 'Open in the staff console', url: input.consoleUrl }],
    footnote: `Request ${input.facts.id}`,
  });
}
