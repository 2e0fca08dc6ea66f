import { SPECIAL_REQUESTS_MAX_LENGTH } from '@aurum/shared/requests/request-contract';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import {
  ACCOMMODATION_OPTIONS,
  COMMUNICATION_OPTIONS,
  SEATING_OPTIONS,
  VEHICLE_OPTIONS,
} from '@aurum/shared/onboarding/onboarding-options';
import type { MemoryCategory } from '@aurum/shared/chat/memory-bank';

/**
 * What the assistant knows about the member (PRODUCT.md): profile, onboarding preferences,
 * dietary restrictions and allergies, the memory bank and recent requests. Never vault contents.
 */
export interface MemberContext {
  firstName: string | null;
  allergies: string[];
  dietaryRestrictions: string[];
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
  allergies: [],
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

/** Services where food is served, so allergies and dietary restrictions matter. */
const DINING_SERVICES: readonly ServiceType[] = ['private_chef', 'event_planning', 'other'];

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

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** Allergies and dietary restrictions for a proposal card: only where food is served. */
export function dietFor(serviceType: ServiceType, context: MemberContext) {
  return DINING_SERVICES.includes(serviceType)
    ? { allergies: context.allergies, dietaryRestrictions: context.dietaryRestrictions }
    : { allergies: [], dietaryRestrictions: [] };
}

/**
 * The special-request note of a proposal: the member's own words when over 50 characters (spec
 * 02 section 9), then what Aurum knows that the provider should: allergies and diet where food is
 * served, the preferences of the onboarding wizard, the memory bank, how to keep the member
 * informed. Null when there is nothing to say.
 */
export function specialRequestsFor(
  serviceType: ServiceType,
  note: string | null,
  context: MemberContext,
): string | null {
  const lines: string[] = [];
  if (note) lines.push(note);
  const diet = dietFor(serviceType, context);
  if (diet.allergies.length) lines.push(`Allergies: ${diet.allergies.join(', ')}`);
  if (diet.dietaryRestrictions.length) {
    lines.push(`Dietary restrictions: ${diet.dietaryRestrictions.join(', ')}`);
  }
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
  const text = lines.join('\n');
  return text ? text.slice(0, SPECIAL_REQUESTS_MAX_LENGTH) : null;
}
