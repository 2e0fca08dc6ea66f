import { formatDate } from '@aurum/shared/format/dates';
import { renderMail } from '../../platform/mailer/mail-layout';

/** To the recipient on the release date: a private link that works until it expires. */
export function capsuleReleasedEmail(input: {
  recipientName: string;
  from: string;
  title: string;
  link: string;
  expiresAt: Date;
}) {
  return renderMail({
    subject: `${input.from} left you a legacy capsule: ${input.title}`,
    paragraphs: [
      `Dear ${input.recipientName},`,
      `${input.from} sealed a legacy capsule for you with Aurum, to be opened today: "${input.title}".`,
      `Open it with the private link below. It is for you alone and works until ${formatDate(input.expiresAt)}.`,
    ],
    actions: [{ label: 'Open the capsule', url: input.link }],
  });
}
