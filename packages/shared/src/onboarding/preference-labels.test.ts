import { describe, expect, it } from 'vitest';
import { preferenceLine } from './preference-labels';

describe('preferenceLine', () => {
  it("speaks the onboarding form's words, not the stored keys", () => {
    expect(
      preferenceLine({ category: 'dining', key: 'cuisineTypes', value: '["Cape Malay","Sushi"]' }),
    ).toBe('Dining · Cuisine Types: Cape Malay, Sushi');
    expect(
      preferenceLine({ category: 'dining', key: 'seatingPreference', value: 'quiet-corner' }),
    ).toBe('Dining · Seating Preference: Quiet corner');
    expect(preferenceLine({ category: 'travel', key: 'vehicleType', value: 'bmw-x7' })).toBe(
      'Travel · Vehicle Type: BMW X7',
    );
    expect(preferenceLine({ category: 'lifestyle', key: 'enableReminders', value: 'true' })).toBe(
      'Lifestyle · Smart reminders: On',
    );
  });

  it('humanises what the form does not know and keeps free text as written', () => {
    expect(preferenceLine({ category: 'wellness', key: 'spaDays', value: '[not json' })).toBe(
      'Wellness · Spa days: [not json',
    );
  });
});
