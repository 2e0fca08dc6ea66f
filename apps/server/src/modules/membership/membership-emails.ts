import { MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import { renderMail } from '../../platform/mailer/mail-layout';

const formatDay = (date: Date) =>
  new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeZone: MEMBER_TIME_ZONE }).format(date);

const formatRand = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-ZA', { style: 'currency', currency }).format(cents / 100);

/** The receipt of a successful payment: the plan, the amount and the paid-until date. */
export function paymentReceiptEmail(input: {
  name: string;
  planName: string;
  amountCents: number;
  currency: string;
  reference: string;
  paidUntil: Date;
  membershipUrl: string;
}) {
  return renderMail({
    subject: `Your ${input.planName} membership is active`,
    paragraphs: [
      `Dear ${input.name},`,
      `Thank you: we received your payment of ${formatRand(input.amountCents, input.currency)} for ${input.planName}.`,
      `Your membership is paid until ${formatDay(input.paidUntil)}.`,
      `Payment reference: ${input.reference}`,
    ],
    actions: [{ label: 'View your membership', url: input.membershipUrl }],
  });
}

/** Told before a paid period ends (RENEWAL_NOTICE_DAYS before): renew to keep making requests. */
export function renewalNoticeEmail(input: {
  name: string;
  planName: string;
  paidUntil: Date;
  membershipUrl: string;
}) {
  return renderMail({
    subject: `Your ${input.planName} membership ends on ${formatDay(input.paidUntil)}`,
    paragraphs: [
      `Dear ${input.name},`,
      `Your ${input.planName} membership is paid until ${formatDay(input.paidUntil)}.`,
      'Renew it on the membership page to keep making concierge requests without a break. After that date you keep read access to your requests, vault and history, and choose a plan before making new requests.',
    ],
    actions: [{ label: 'Renew your membership', url: input.membershipUrl }],
  });
}
