import { onboardingSchema } from '@aurum/shared/onboarding/onboarding-contract';
import { describe, expect, it } from 'vitest';
import { fromPreferenceRows, toPreferenceRows } from './preference-rows';

const empty = onboardingSchema.parse({}).preferences;

describe('preference rows', () => {
  it('writes one row per non-empty value, lists as JSON and flags as true/false', () => {
    const preferences = onboardingSchema.parse({
      preferences: {
        dining: { cuisineTypes: ['Thai'], seatingPreference: 'bar' },
        lifestyle: { enableReminders: true },
      },
    }).preferences;
    expect(toPreferenceRows(preferences)).toEqual([
      { category: 'dining', preferenceKey: 'cuisineTypes', preferenceValue: '["Thai"]' },
      { category: 'dining', preferenceKey: 'seatingPreference', preferenceValue: 'bar' },
      { category: 'lifestyle', preferenceKey: 'enableReminders', preferenceValue: 'true' },
      { category: 'lifestyle', preferenceKey: 'enableLocationServices', preferenceValue: 'false' },
      { category: 'lifestyle', preferenceKey: 'enableAutoBooking', preferenceValue: 'false' },
    ]);
  });

  it('reads rows back into the same shape and ignores unknown keys', () => {
    const preferences = onboardingSchema.parse({
      preferences: { travel: { vehicleType: 'suv' }, dining: { cuisineTypes: ['A', 'B'] } },
    }).preferences;
    const rows = [
      ...toPreferenceRows(preferences),
      { category: 'dining', preferenceKey: 'retired', preferenceValue: 'x' },
    ];
    expect(fromPreferenceRows(rows, empty)).toEqual(preferences);
  });
});
