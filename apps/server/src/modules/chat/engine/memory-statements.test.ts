import { describe, expect, it } from 'vitest';
import { readMemoryStatement } from './memory-statements';

describe('lasting preferences stated in chat', () => {
  it.each([
    [
      "I'm vegetarian",
      { category: 'food', preference_key: 'Diet', preference_value: 'Vegetarian' },
    ],
    [
      'I am halaal, please remember',
      { category: 'food', preference_key: 'Diet', preference_value: 'Halaal' },
    ],
    [
      'Always a window seat for me please',
      { category: 'travel', preference_key: 'Always', preference_value: 'Window seat' },
    ],
    [
      "I'm allergic to shellfish.",
      { category: 'food', preference_key: 'Allergy', preference_value: 'Shellfish' },
    ],
    [
      "I don't drink alcohol",
      { category: 'food', preference_key: 'Avoids', preference_value: 'Alcohol' },
    ],
    [
      'I prefer an S-Class over an SUV',
      { category: 'travel', preference_key: 'Prefers', preference_value: 'An S-Class over an SUV' },
    ],
    [
      'My favourite colour is emerald green',
      {
        category: 'lifestyle',
        preference_key: 'Favourite colour',
        preference_value: 'Emerald green',
      },
    ],
  ])('remembers %s', (text, suggestion) => {
    expect(readMemoryStatement(text)).toEqual(suggestion);
  });

  it.each(['I need a driver tomorrow at 9', 'Book a villa in Camps Bay', 'Thanks!'])(
    'offers nothing for a plain request: %s',
    (text) => {
      expect(readMemoryStatement(text)).toBeNull();
    },
  );
});
