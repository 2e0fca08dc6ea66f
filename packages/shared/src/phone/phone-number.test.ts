import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone } from './phone-number';

describe('normalisePhone', () => {
  it('accepts South African local forms and stores E.164', () => {
    expect(normalisePhone('082 555 0100')).toBe('+27825550100');
    expect(normalisePhone('0825550100')).toBe('+27825550100');
    expect(normalisePhone('(011) 555-0199')).toBe('+27115550199');
    expect(normalisePhone('+27 82 555 0100')).toBe('+27825550100');
    expect(normalisePhone('0027 82 555 0100')).toBe('+27825550100');
  });
  it('stores international numbers in E.164', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
  });
  it("keeps the spec's rule for other digits and refuses the rest", () => {
    expect(normalisePhone('1234567')).toBe('1234567');
    expect(normalisePhone('082 555')).toBeNull();
    expect(normalisePhone('call me')).toBeNull();
    expect(normalisePhone('0800')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('groups a stored E.164 number for reading and leaves other text alone', () => {
    expect(formatPhone('+27825550100')).toBe('+27 82 555 0100');
    expect(formatPhone('1234567')).toBe('1234567');
  });
});
