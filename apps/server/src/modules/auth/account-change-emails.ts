import { renderMail } from '../../platform/mailer/mail-layout';

const greeting = (name?: string) => (name ? `Dear ${name},` : 'Hello,');
const NOT_YOU =
  'If this was not you, reset your password at once with "Forgot password?" on the sign-in page (that signs out every device) and write to your concierge.';

/** To the account's address after its password was changed from the profile (ADR 051). */
export function passwordChangedEmail(input: { name?: string; siteUrl: string }) {
  return renderMail({
    subject: 'Your Aurum password was changed',
    paragraphs: [
      greeting(input.name),
      'The password of your Aurum account was just changed from your profile.',
      NOT_YOU,
    ],
    actions: [{ label: 'Go to sign in', url: `${input.siteUrl}/auth` }],
  });
}

/** To the new address: the link that makes it the account's address (ADR 051). */
export function emailChangeConfirmEmail(input: {
  name?: string;
  link: string;
  validHours: number;
}) {
  return renderMail({
    subject: 'Confirm your new Aurum email address',
    paragraphs: [
      greeting(input.name),
      'You asked to use this address for your Aurum account. Confirm it with the button below; until then your account keeps its current address.',
    ],
    actions: [{ label: 'Confirm my new email', url: input.link }],
    footnote: `This link works once and expires in ${input.validHours} hours. If you did not ask for this, you can ignore this message.`,
  });
}

/** To the current address, at once, when a change to another address is asked for (ADR 051). */
export function emailChangeNoticeEmail(input: { name?: string; newEmail: string }) {
  return renderMail({
    subject: 'A change of your Aurum email address was requested',
    paragraphs: [
      greeting(input.name),
      `Someone signed in to your Aurum account asked to change its email address to ${input.newEmail}. The change happens only when the link sent to that address is opened.`,
      NOT_YOU,
    ],
  });
}
