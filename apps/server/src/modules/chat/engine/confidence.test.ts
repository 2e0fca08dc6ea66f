import { describe, expect, it } from 'vitest';
import { confidenceOf, proposalShape } from './confidence';

const inputs = {
  keywords: 1,
  providersFound: false,
  hasLocation: false,
  hasTime: false,
  textLength: 10,
};

describe("spec 02 section 9's confidence formula", () => {
  it('is 0.3 for a general message, whatever else it holds', () => {
    expect(
      confidenceOf({ ...inputs, keywords: null, providersFound: true, hasLocation: true }),
    ).toBe(0.3);
  });

  it.each([
    [{ keywords: 1 }, 0.4],
    [{ keywords: 2 }, 0.5],
    [{ keywords: 1, providersFound: true }, 0.7],
    [{ keywords: 1, providersFound: true, hasLocation: true }, 0.8],
    [{ keywords: 1, providersFound: true, hasLocation: true, hasTime: true }, 0.9],
    [{ keywords: 1, providersFound: true, hasLocation: true, hasTime: true, textLength: 21 }, 0.95],
    [{ keywords: 1, textLength: 20 }, 0.4],
    [{ keywords: 1, textLength: 21 }, 0.45],
    [{ keywords: 4, providersFound: true, hasLocation: true, hasTime: true, textLength: 80 }, 0.95],
  ])('adds up %o to %s (capped at 0.95)', (parts, expected) => {
    expect(confidenceOf({ ...inputs, ...parts })).toBe(expected);
  });
});

describe("spec 02 section 9's thresholds", () => {
  it('offers one best match above 0.7 with providers', () => {
    expect(proposalShape(0.75, 4)).toBe('best_match');
    expect(proposalShape(0.7, 4)).toBe('options');
  });
  it('offers up to three options above 0.5', () => {
    expect(proposalShape(0.55, 1)).toBe('options');
  });
  it('falls back to search when no provider was found', () => {
    expect(proposalShape(0.9, 0)).toBe('search_fallback');
  });
  it('asks a clarifying question at 0.5 and below, and for a general message', () => {
    expect(proposalShape(0.5, 2)).toBe('clarify');
    expect(proposalShape(0.3, 0)).toBe('clarify');
  });
});
