import { formatDate } from '@aurum/shared/format/dates';
import { formatMoney } from '@aurum/shared/format/money';
import { renderMail } from '../../platform/mailer/mail-layout';

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
      `Thank you: we received your payment of ${formatMoney(input.amountCents)} for ${input.planName}.`,
      `Your membership is paid until ${formatDate(input.paidUntil)}.`,
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
    subject: `Your ${input.planName} membership ends on ${formatDate(input.paidUntil)}`,
    paragraphs: [
      `Dear ${input.name},`,
      `Your ${input.planName} membership is paid until ${formatDate(input.paidUntil)}.`,
      'Renew it on the membership page to keep making concierge requests without a break. After that date you keep read access to your requests, vault and history, and choose a plan before making new requests.',
    ],
    actions: [{ label: 'Renew your membership', url: input.membershipUrl }],
  });
}
