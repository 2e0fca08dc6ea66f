import type { ProviderSummary } from '@aurum/shared/requests/request-contract';
import { describe, expect, it } from 'vitest';
import { conciergeReply } from './concierge-reply';
import { EMPTY_CONTEXT, type MemberContext } from './member-context';
import { readRequest } from './read-request';

/** Wednesday 14 January 2026, 10:00 in Johannesburg. */
const NOW = new Date('2026-01-14T08:00:00Z');
const provider = (name: string, rating = 4.8): ProviderSummary => ({
  id: `id-${name}`,
  name,
  service_type: 'private_chef',
  location: 'Sandton',
  price_range: 'R2500+',
  description: '',
  rating,
  review_count: 12,
  response_time: '1 hour',
});
const chefs = [
  provider('Thandi Cooks'),
  provider('Jozi Table', 4.6),
  provider('Braai Co', 4.5),
  provider('Fourth', 4.1),
];
const member: MemberContext = {
  ...EMPTY_CONTEXT,
  firstName: 'Naledi',
  foodAllergies: ['Peanuts'],
  dietaryRestrictions: ['Halaal'],
  cuisineTypes: ['Cape Malay'],
  vehicleType: 'mercedes-s-class',
  communicationMethod: 'whatsapp',
  memories: [{ category: 'food', key: 'Avoids', value: 'Coriander' }],
};
const reply = (text: string, providers: ProviderSummary[], context = member) =>
  conciergeReply(readRequest(text, NOW), providers, context);

describe("the concierge engine's reply", () => {
  it('proposes the best match for a confident chef request, naming no allergy or diet', () => {
    const answer = reply('Could we have a chef at our house in Kyalami this Friday at 8pm?', chefs);
    expect(answer.proposal).toMatchObject({
      serviceType: 'private_chef',
      location: 'Kyalami',
      area: 'Johannesburg',
      preferredDate: '2026-01-16',
      preferredTime: '20:00',
      confidence: 0.95,
      providers: [chefs[0]],
    });
    // The allergies and diet are medical info: the proposal shows them from the sealed record
    // and the filed request adds them; the stored draft and reply do not carry them.
    expect(answer.proposal!.specialRequests!.split('\n')).toEqual([
      'Could we have a chef at our house in Kyalami this Friday at 8pm?',
      'Favourite cuisines: Cape Malay',
      'Remember: Avoids: Coriander',
      'Updates by: WhatsApp',
    ]);
    expect(answer.text).toContain(
      'Private Chef in Kyalami (Johannesburg) on Friday, 16 January 2026 at 20:00',
    );
    expect(answer.text).toContain('best match is Thandi Cooks');
    expect(answer.text).toContain("I've added your food allergies and your dietary needs");
    expect(JSON.stringify(answer)).not.toMatch(/Peanuts|Halaal/);
    expect(answer.hasGoogleFallback).toBe(false);
  });

  it('offers up to three options at 0.7 and asks for what is missing', () => {
    const answer = reply('I need a chef', chefs);
    expect(answer.proposal).toMatchObject({ confidence: 0.7, preferredDate: null, location: null });
    expect(answer.proposal!.providers).toEqual(chefs.slice(0, 3));
    expect(answer.text).toContain('3 options');
    expect(answer.text).toContain('Tell me when and where');
    // A short message keeps no note of its own words.
    expect(answer.proposal!.specialRequests).not.toContain('I need a chef');
  });

  it('falls back to a search, still proposing the request for the concierge team, without providers', () => {
    const answer = reply('Yacht charter in Bloemfontein on Saturday', []);
    expect(answer.hasGoogleFallback).toBe(true);
    expect(answer.proposal).toMatchObject({
      serviceType: 'yacht_charter',
      providers: [],
      confidence: 0.75,
    });
    expect(answer.text).toContain('our concierge team will find one');
  });

  it('names allergies only where food is served and the preferred vehicle for a driver', () => {
    const answer = reply('Driver to OR Tambo tomorrow at 6am', chefs);
    expect(answer.text).not.toContain('allergies');
    expect(answer.proposal!.specialRequests).toBe(
      'Preferred vehicle: Mercedes S-Class\nUpdates by: WhatsApp',
    );
  });

  it('asks a clarifying question and proposes nothing for a general message', () => {
    const answer = reply('Hi there!', chefs);
    expect(answer.proposal).toBeNull();
    expect(answer.text).toBe(
      'Hello, Naledi! What may I arrange for you today? Tell me what you need, where and when.',
    );
  });

  it('offers to remember a lasting preference', () => {
    const answer = reply("I'm vegetarian", chefs);
    expect(answer.memorySuggestion).toEqual({
      category: 'food',
      preference_key: 'Diet',
      preference_value: 'Vegetarian',
    });
    expect(answer.proposal).toBeNull();
  });

  it('books again what the member asked for last', () => {
    const context = {
      ...member,
      recentRequests: [{ serviceType: 'personal_driver', description: 'Airport run' }],
    };
    const answer = reply('Same as last time please, tomorrow at 7am', chefs, context);
    expect(answer.proposal).toMatchObject({
      serviceType: 'personal_driver',
      preferredTime: '07:00',
    });
  });
});
