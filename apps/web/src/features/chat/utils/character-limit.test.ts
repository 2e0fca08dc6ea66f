import { describe, expect, it } from 'vitest';
import { characterNotice } from './character-limit';

describe('the character counter notice', () => {
  it.each([
    [0, null],
    [1600, null],
    [1601, 'Getting close to character limit'],
    [1800, 'Getting close to character limit'],
    [1801, 'Approaching character limit'],
    [2000, 'Approaching character limit'],
  ])('at %i characters says %s', (length, notice) => {
    expect(characterNotice(length)).toBe(notice);
  });
});
