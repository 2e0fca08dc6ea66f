import { DELETION_EMAILS } from '@aurum/shared/data-rights/data-rights-texts';
import { renderMail } from '../../platform/mailer/mail-layout';

const greeting = (name?: string) => (name ? `Dear ${name},` : 'Hello,');

/** Sent when the member asks for deletion: the date, and how to keep the account. */
export function deletionRequestedEmail(input: { name?: string; date: string; signInUrl: string }) {
  return renderMail({
    subject: DELETION_EMAILS.requestedSubject,
    paragraphs: [greeting(input.name), DELETION_EMAILS.requested(input.date)],
    actions: [{ label: 'Keep my account', url: input.signInUrl }],
    footnote: 'If you did not ask for this, sign in now and change your password.',
  });
}

/** The last e-mail, queued before the address is erased. */
export function accountDeletedEmail(input: { name?: string }) {
  return renderMail({
    subject: DELETION_EMAILS.deletedSubject,
    paragraphs: [greeting(input.name), DELETION_EMAILS.deleted],
  });
}
