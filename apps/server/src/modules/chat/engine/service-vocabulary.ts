import type { ServiceType } from '@aurum/shared/requests/service-types';
import { GETTING_AROUND } from './vocabulary/getting-around';
import { HOSTING_AND_STAYS } from './vocabulary/hosting-and-stays';
import { LIFESTYLE } from './vocabulary/lifestyle';

/**
 * How members ask for each of the ten request types (spec 02 section 9's keyword sets for driver,
 * restaurant, chef and accommodation, extended to every type), in the words South Africans use:
 * synonyms, slang ("a lift", "fetch me", "jol", "kitchen tea") and plain descriptions of a need.
 * `core` words name the service itself and weigh 3; `context` words hint at it and weigh 1.
 * A term is one word (compared with the dictionary form and the written form) or a phrase.
 * Restaurant bookings are an 'other' service: spec 02 knows no restaurant request type.
 */
export interface ServiceVocabulary {
  readonly type: ServiceType;
  readonly core: readonly string[];
  readonly context: readonly string[];
}

/** Terms of the same length are tried in this order of their services. */
const READING_ORDER: readonly ServiceType[] = [
  'private_chef',
  'personal_driver',
  'luxury_vehicle',
  'event_planning',
  'accommodation',
  'yacht_charter',
  'personal_shopping',
  'travel',
  'security',
  'other',
];

export const SERVICE_VOCABULARY: readonly ServiceVocabulary[] = [
  ...HOSTING_AND_STAYS,
  ...GETTING_AROUND,
  ...LIFESTYLE,
].sort((a, b) => READING_ORDER.indexOf(a.type) - READING_ORDER.indexOf(b.type));

/**
 * Which type wins a tie: the service itself before the occasion it serves (a chef or a Bentley for
 * a wedding), 'other' last.
 */
export const TIE_ORDER: readonly ServiceType[] = [
  'private_chef',
  'security',
  'personal_driver',
  'yacht_charter',
  'accommodation',
  'luxury_vehicle',
  'personal_shopping',
  'event_planning',
  'travel',
  'other',
];

/** The first of `keywords` that names a service of `type` itself (a core term), or null. */
export function namingTerm(type: ServiceType, keywords: readonly string[]): string | null {
  const core = SERVICE_VOCABULARY.filter((entry) => entry.type === type).flatMap((e) => e.core);
  return keywords.find((keyword) => core.includes(keyword)) ?? null;
}
