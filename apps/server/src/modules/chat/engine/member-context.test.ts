import { describe, expect, it } from 'vitest';
import { EMPTY_CONTEXT, requestNotes, specialRequestsFor } from './member-context';

const diet = { foodAllergies: ['Peanuts'], dietaryRestrictions: ['Vegetarian'] };

describe('requestNotes', () => {
  it('puts the food allergies and diet first where food is served', () => {
    expect(requestNotes('private_chef', 'Dinner for six', diet)).toBe(
      'Allergies: Peanuts\nDietary restrictions: Vegetarian\nDinner for six',
    );
    expect(requestNotes('private_chef', null, { ...diet, dietaryRestrictions: [] })).toBe(
      'Allergies: Peanuts',
    );
  });

  it('passes no allergies or diet to a service that serves no food', () => {
    expect(requestNotes('personal_driver', 'Two suitcases', diet)).toBe('Two suitcases');
    expect(requestNotes('personal_driver', null, diet)).toBeNull();
  });

  it('keeps the allergies when long notes are cut to the field’s length', () => {
    const notes = requestNotes('private_chef', 'x'.repeat(2000), diet)!;
    expect(notes).toHaveLength(1000);
    expect(notes.startsWith('Allergies: Peanuts\n')).toBe(true);
  });
});

describe('specialRequestsFor', () => {
  it('keeps no sentence that names a medicine, from the member or the memory bank', () => {
    const context = {
      ...EMPTY_CONTEXT,
      memories: [{ category: 'food' as const, key: 'Allergy', value: 'Amoxicillin' }],
    };
    expect(
      specialRequestsFor(
        'private_chef',
        "A chef for six in Camps Bay on Saturday evening please. I'm allergic to penicillin.",
        context,
      ),
    ).toBe('A chef for six in Camps Bay on Saturday evening please.');
  });
});
