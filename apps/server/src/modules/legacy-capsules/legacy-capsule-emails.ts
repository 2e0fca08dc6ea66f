import { MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import { renderMail } from '../../platform/mailer/mail-layout';

const formatDay = (date: Date) =>
  new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeZone: MEMBER_TIME_ZONE }).format(date);

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
      `Open it with the private link below. It is for you alone and works until ${formatDay(input.expiresAt)}.`,
    ],
    actions: [{ label: 'Open the capsule', url: input.link }],
  });
}
