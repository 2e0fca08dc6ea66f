import { SPECIAL_REQUESTS_MAX_LENGTH } from '@aurum/shared/requests/request-contract';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import {
  ACCOMMODATION_OPTIONS,
  COMMUNICATION_OPTIONS,
  SEATING_OPTIONS,
  VEHICLE_OPTIONS,
} from '@aurum/shared/onboarding/onboarding-options';
import type { MemoryCategory } from '@aurum/shared/chat/memory-bank';
import {
  dietLines,
  type SharedDiet,
  withoutMedicine,
} from '@aurum/shared/medical/shared-with-providers';

/**
 * What the assistant knows about the member (PRODUCT.md): profile, onboarding preferences,
 * food allergies and diet (only what a chef may be told: never drug allergies, medication or
 * conditions), the memory bank and recent requests. Never vault contents.
 */
export interface MemberContext extends SharedDiet {
  firstName: string | null;
  cuisineTypes: string[];
  seatingPreference: string;
  diningNotes: string;
  vehicleType: string;
  accommodationType: string;
  travelNotes: string;
  communicationMethod: string;
  memories: { category: MemoryCategory; key: string; value: string }[];
  recentRequests: { serviceType: string; description: string }[];
}

export const EMPTY_CONTEXT: MemberContext = {
  firstName: null,
  foodAllergies: [],
  dietaryRestrictions: [],
  cuisineTypes: [],
  seatingPreference: '',
  diningNotes: '',
  vehicleType: '',
  accommodationType: '',
  travelNotes: '',
  communicationMethod: '',
  memories: [],
  recentRequests: [],
};

/**
 * Services where food is served, so allergies and dietary restrictions matter; an 'other' request
 * only when it is a restaurant table (a spa or a golf day is told nothing of the member's health).
 */
const DINING_SERVICES: readonly ServiceType[] = ['private_chef', 'event_planning'];

/** Whether the provider of this request serves the member food. */
export const servesFood = (serviceType: ServiceType, dining: boolean) =>
  dining || DINING_SERVICES.includes(serviceType);

/** The memory categories that matter for each service. */
const MEMORY_CATEGORIES_FOR: Record<ServiceType, readonly MemoryCategory[]> = {
  private_chef: ['food'],
  personal_driver: ['travel'],
  luxury_vehicle: ['travel'],
  event_planning: ['food', 'lifestyle'],
  accommodation: ['travel', 'wellness'],
  yacht_charter: ['travel', 'food'],
  personal_shopping: ['lifestyle'],
  travel: ['travel'],
  security: ['personal'],
  other: ['lifestyle', 'wellness', 'food'],
};

/** The text cut to `max` characters at a word's end, with an ellipsis: never mid-word. */
export function wholeWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const end = cut.search(/\s\S*$/);
  return `${(end > max / 2 ? cut.slice(0, end) : cut).trimEnd()}…`;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/**
 * The food allergies and diet a proposal shows and its request will pass on: only where food is
 * served. They come from the member's sealed medical info whenever they are needed and are never
 * stored with the proposal (ADR 006, ADR 033).
 */
export function dietFor(serviceType: ServiceType, diet: SharedDiet, dining = false) {
  return servesFood(serviceType, dining)
    ? { allergies: diet.foodAllergies, dietaryRestrictions: diet.dietaryRestrictions }
    : { allergies: [], dietaryRestrictions: [] };
}

/**
 * The special requests of a filed request, as the provider reads them: the member's food
 * allergies and diet first (where food is served; so they are never cut off), then the notes.
 */
export function requestNotes(
  serviceType: ServiceType,
  notes: string | null,
  diet: SharedDiet,
  dining = false,
): string | null {
  const lines = [...dietLines(dietFor(serviceType, diet, dining)), notes ?? ''].filter(Boolean);
  return lines.length ? wholeWords(lines.join('\n'), SPECIAL_REQUESTS_MAX_LENGTH) : null;
}

/**
 * The notes of a proposal: the member's own words when over 50 characters (spec 02 section 9),
 * then what Aurum knows that the provider should: the preferences of the onboarding wizard, the
 * memory bank, how to keep the member informed. Allergies and diet are not written here (the
 * filed request adds them, see `requestNotes`), and no sentence that names a medicine is kept.
 * Null when there is nothing to say.
 */
export function specialRequestsFor(
  serviceType: ServiceType,
  note: string | null,
  context: MemberContext,
): string | null {
  const lines: string[] = [];
  if (note) lines.push(note);
  if (serviceType === 'private_chef' || serviceType === 'event_planning') {
    if (context.cuisineTypes.length)
      lines.push(`Favourite cuisines: ${context.cuisineTypes.join(', ')}`);
    if (context.diningNotes) lines.push(`Dining notes: ${context.diningNotes}`);
  }
  if (serviceType === 'other' && context.seatingPreference) {
    lines.push(`Seating: ${labelOf(SEATING_OPTIONS, context.seatingPreference)}`);
  }
  if (
    (serviceType === 'personal_driver' || serviceType === 'luxury_vehicle') &&
    context.vehicleType &&
    context.vehicleType !== 'no-preference'
  ) {
    lines.push(`Preferred vehicle: ${labelOf(VEHICLE_OPTIONS, context.vehicleType)}`);
  }
  if ((serviceType === 'accommodation' || serviceType === 'travel') && context.accommodationType) {
    lines.push(`Preferred stay: ${labelOf(ACCOMMODATION_OPTIONS, context.accommodationType)}`);
  }
  if (serviceType === 'travel' && context.travelNotes)
    lines.push(`Travel notes: ${context.travelNotes}`);
  const memories = context.memories
    .filter((memory) => MEMORY_CATEGORIES_FOR[serviceType].includes(memory.category))
    .slice(0, 3);
  for (const memory of memories) lines.push(`Remember: ${memory.key}: ${memory.value}`);
  if (context.communicationMethod) {
    lines.push(`Updates by: ${labelOf(COMMUNICATION_OPTIONS, context.communicationMethod)}`);
  }
  const text = withoutMedicine(lines.join('\n'));
  return text ? wholeWords(text, SPECIAL_REQUESTS_MAX_LENGTH) : null;
}
