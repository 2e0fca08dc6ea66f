import { CURRENCY, LOCALE } from './locale';
import { onFirstUse } from './on-first-use';

const whole = onFirstUse(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
const withCents = onFirstUse(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }),
);

/**
 * Aurum's one money format, for every screen and e-mail. Money is kept in integer cents; whole
 * rand show no cents: 500000 -> "R 5 000", 1500050 -> "R 15 000,50".
 */
export function formatMoney(cents: number): string {
  return cents % 100 === 0 ? whole().format(cents / 100) : withCents().format(cents / 100);
}

/** A rand amount as people type it: "R6,500", "R 6 500", "R1,200.50", "R950". */
const TYPED_AMOUNT = /R\s?(\d{1,3}(?:[,\s\u00a0]\d{3})+|\d+)(?:\.(\d{1,2}))?(?![\d,])/g;

/**
 * A provider's price text ("R6,500 - R38,000 per charter", typed by staff or the catalogue) with
 * every amount in the one money format: "R 6 500 – R 38 000 per charter".
 */
export function formatPriceText(text: string): string {
  return text
    .replace(TYPED_AMOUNT, (_, rands: string, cents = '') => {
      const rand = Number(rands.replace(/[,\s\u00a0]/g, ''));
      return formatMoney(rand * 100 + Number(cents.padEnd(2, '0') || 0));
    })
    .replace(/(\d)\s+-\s+(R)/g, '$1 – $2');
}
