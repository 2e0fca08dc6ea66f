import { describe, expect, it } from 'vitest';
import { passwordStrength, strengthLabel } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    // one point per rule: length >= 8, uppercase, lowercase, digit, special
    ['', 0],
    ['a', 1],
    ['A', 1],
    ['7', 1],
    ['!', 1],
    ['_', 0],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['aA1!', 4],
    // a half point each for length >= 12, two uppercase, two digits, two specials
    ['abcdefghijk', 2],
    ['abcdefghijkl', 2.5],
    ['AB', 1.5],
    ['12', 1.5],
    ['!?', 1.5],
    ['__', 0],
    ['ABcdefgh', 3.5],
    ['abcdefg12', 3.5],
    ['abcdefg!!', 3.5],
    ['ABCDEFGHIJKL', 3],
    ['AB12', 3],
    ['ÉÀ', 1.5],
    // capped at 4
    ['Abcdef1!', 4],
    ['AB12!!', 4],
    ['ABCdef123!@#xyz', 4],
  ])('%j scores %d', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });
});

describe('strengthLabel', () => {
  it.each([
    [0, 'Very Weak'],
    [1, 'Very Weak'],
    [1.5, 'Very Weak'],
    [2, 'Weak'],
    [2.5, 'Weak'],
    [3, 'Good'],
    [3.5, 'Good'],
    [4, 'Strong'],
  ])('score %d is %s', (score, label) => {
    expect(strengthLabel(score)).toBe(label);
  });

  it.each([
    ['abc', 'Very Weak'],
    ['abcdefghijkl', 'Weak'],
    ['ABcdefgh', 'Good'],
    ['Abcdef1!', 'Strong'],
  ])('labels %j as %s', (password, label) => {
    expect(strengthLabel(passwordStrength(password))).toBe(label);
  });
});
