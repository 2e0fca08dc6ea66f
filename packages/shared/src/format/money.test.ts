import { describe, expect, it } from 'vitest';
import { formatMoney, formatPriceText } from './money';

// en-ZA groups with a no-break space (U+00A0) between "R" and the amount and within it.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatMoney', () => {
  it('shows whole rand without cents and other amounts with them', () => {
    expect(formatMoney(500_000)).toBe(nbsp('R 5 000'));
    expect(formatMoney(1_500_000)).toBe(nbsp('R 15 000'));
    expect(formatMoney(1_500_050)).toBe(nbsp('R 15 000,50'));
    expect(formatMoney(0)).toBe(nbsp('R 0'));
  });
});

describe('formatPriceText', () => {
  it('writes every typed amount in the one money format', () => {
    expect(formatPriceText('R6,500 - R38,000 per charter')).toBe(
      `${formatMoney(650_000)} – ${formatMoney(3_800_000)} per charter`,
    );
    expect(formatPriceText('R950 - R2,200 per guest')).toBe(
      `${formatMoney(95_000)} – ${formatMoney(220_000)} per guest`,
    );
    expect(formatPriceText('From R1,200.50 a day')).toBe(`From ${formatMoney(120_050)} a day`);
    expect(formatMoney(650_000)).toBe(nbsp('R 6 500'));
  });
  it('leaves text without amounts alone', () => {
    expect(formatPriceText('On request')).toBe('On request');
    expect(formatPriceText('')).toBe('');
  });
});
