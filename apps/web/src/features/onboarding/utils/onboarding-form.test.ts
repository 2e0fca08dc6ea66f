import { describe, expect, it } from 'vitest';
import { emptyOnboarding, firstErrorMessage, stepOfPath, toFormValues } from './onboarding-form';

describe('toFormValues', () => {
  it('starts blank without stored answers', () => {
    expect(toFormValues(undefined)).toEqual(emptyOnboarding());
  });

  it('keeps stored answers and blanks out missing or mistyped ones', () => {
    const values = toFormValues({
      personalInfo: { occupation: 'Chef', gender: null },
      medicalInfo: { allergies: ['Latex'], medications: 'aspirin' },
      preferences: { lifestyle: { enableReminders: true } },
    });
    expect(values.personalInfo.occupation).toBe('Chef');
    expect(values.personalInfo.gender).toBe('');
    expect(values.medicalInfo.allergies).toEqual(['Latex']);
    expect(values.medicalInfo.medications).toEqual([]);
    expect(values.preferences.lifestyle.enableReminders).toBe(true);
    expect(values.preferences.dining.cuisineTypes).toEqual([]);
  });
});

describe('stepOfPath', () => {
  it('finds the step of a dotted path as the server names it', () => {
    expect(stepOfPath('personalInfo.emergencyContactPhone')).toBe(0);
    expect(stepOfPath('medicalInfo.allergies.2')).toBe(1);
    expect(stepOfPath('preferences.travel.vehicleType')).toBe(2);
    expect(stepOfPath('preferences.lifestyle')).toBe(3);
    expect(stepOfPath('preferencesX')).toBeUndefined();
  });
});

describe('firstErrorMessage', () => {
  it('finds a message on a list item', () => {
    expect(firstErrorMessage([undefined, { message: 'Too long', type: 'too_big' }])).toBe(
      'Too long',
    );
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });
});
