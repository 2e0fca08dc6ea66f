import { formatDate } from '@aurum/shared/format/dates';
import { formatMoney } from '@aurum/shared/format/money';
import { describe, expect, it } from 'vitest';
import { paymentReceiptEmail, renewalNoticeEmail } from './membership-emails';

// en-ZA writes a no-break space (U+00A0) inside amounts.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
// 12:00 on 4 December 2026 in Johannesburg.
const PAID_UNTIL = new Date('2026-12-04T10:00:00Z');
const MEMBER = {
  name: 'Thandiwe Nkosi',
  planName: 'Signature',
  membershipUrl: 'https://aurum.test/membership',
};

describe('membership e-mails', () => {
  it('write amounts and dates in the one format the screens use (issue 24)', () => {
    const receipt = paymentReceiptEmail({
      ...MEMBER,
      amountCents: 500_000,
      currency: 'ZAR',
      reference: 'AUR-TEST',
      paidUntil: PAID_UNTIL,
    });
    expect(receipt.text).toContain(`payment of ${nbsp('R 5 000')} for Signature.`);
    expect(receipt.text).toContain('paid until 04 Dec 2026.');
    expect(receipt.text).toContain(formatMoney(500_000));
    expect(receipt.text).not.toContain(',00');

    const notice = renewalNoticeEmail({ ...MEMBER, paidUntil: PAID_UNTIL });
    expect(notice.subject).toBe('Your Signature membership ends on 04 Dec 2026');
    expect(notice.text).toContain(`paid until ${formatDate(PAID_UNTIL)}.`);
  });
});
