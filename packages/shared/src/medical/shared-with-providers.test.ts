import { describe, expect, it } from 'vitest';
import {
  dietSharedWithProviders,
  isFoodAllergy,
  namesMedicine,
  withoutMedicine,
} from './shared-with-providers';

describe('isFoodAllergy', () => {
  it.each([
    'Peanuts',
    'peanut',
    'Tree nuts',
    'Shellfish',
    'Prawns',
    'Molluscs',
    "Cow's milk",
    'Lactose intolerance',
    'Eggs',
    'Gluten (coeliac disease)',
    'Wheat',
    'Soy',
    'Sesame seeds',
    'Sulphites',
    'Strawberries',
    'Kiwi fruit',
    'Tomatoes',
    'Crème fraîche (dairy)',
    'Grondboontjies',
  ])('shares %j with a chef', (allergy) => {
    expect(isFoodAllergy(allergy)).toBe(true);
  });

  it.each([
    'Penicillin',
    'penicillins',
    'Amoxicillin',
    'Sulfa drugs',
    'Sulphonamides',
    'Aspirin',
    'Ibuprofen',
    'NSAIDs',
    'Codeine',
    'Erythromycin',
    'Doxycycline',
    'Ciprofloxacin',
    'Cephalosporins',
    'Contrast dye',
    'Egg-based vaccines',
    'Peanut oil in medicine',
    // Not a food, so not for a chef either: the member can add it to the notes.
    'Latex',
    'Bee stings',
    'Pollen',
    'Dust mites',
    '',
  ])('keeps %j private', (allergy) => {
    expect(isFoodAllergy(allergy)).toBe(false);
  });
});

describe('dietSharedWithProviders', () => {
  it('passes on food allergies and diet, never drug allergies', () => {
    expect(
      dietSharedWithProviders({
        allergies: ['Penicillin', 'Peanuts', 'Latex', 'Shellfish'],
        dietaryRestrictions: ['Vegetarian', 'Halaal', 'No grapefruit (statins)'],
      }),
    ).toEqual({
      foodAllergies: ['Peanuts', 'Shellfish'],
      dietaryRestrictions: ['Vegetarian', 'Halaal'],
    });
  });
});

describe('withoutMedicine', () => {
  it('drops the sentences and lines that name a medicine and keeps the rest', () => {
    expect(
      withoutMedicine(
        "Dinner for six on the terrace. I'm allergic to penicillin! Please bring dessert.\nRemember: Allergy: Amoxicillin\nFavourite cuisines: Cape Malay",
      ),
    ).toBe('Dinner for six on the terrace. Please bring dessert.\nFavourite cuisines: Cape Malay');
  });

  it('leaves text without medicine as it is', () => {
    const text = 'Allergies: Peanuts\nDietary restrictions: Vegetarian';
    expect(withoutMedicine(text)).toBe(text);
    expect(namesMedicine(text)).toBe(false);
  });
});
