import { describe, expect, it } from 'vitest';
import { categoryHeading, joinPresent, plural, possessive } from './words';

describe('plural', () => {
  it('says "1 attempt" and "2 attempts", "0 attempts"', () => {
    expect(plural(1, 'attempt')).toBe('1 attempt');
    expect(plural(2, 'attempt')).toBe('2 attempts');
    expect(plural(0, 'attempt')).toBe('0 attempts');
  });
  it('takes an irregular plural', () => {
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(4, 'entry', 'entries')).toBe('4 entries');
  });
});

describe('possessive', () => {
  it("adds 's, and an apostrophe only to a name ending in s", () => {
    expect(possessive('Thandi')).toBe("Thandi's");
    expect(possessive('Table Bay Yacht Charters')).toBe("Table Bay Yacht Charters'");
    expect(possessive('Atlas ')).toBe("Atlas'");
  });
});

describe('joinPresent', () => {
  it('joins only the parts that are there: no dangling separator', () => {
    expect(joinPresent(['Cape Town', '', null, undefined, 4.8])).toBe('Cape Town · 4.8');
    expect(joinPresent(['Cape Town', '  '])).toBe('Cape Town');
    expect(joinPresent([])).toBe('');
  });
});

describe('categoryHeading', () => {
  it('adds "Services" only to a singular name that does not already say it', () => {
    expect(categoryHeading('Yacht Charters')).toBe('Yacht Charters');
    expect(categoryHeading('Concierge Services')).toBe('Concierge Services');
    expect(categoryHeading('Security')).toBe('Security Services');
    expect(categoryHeading('Wellness')).toBe('Wellness Services');
  });
});
