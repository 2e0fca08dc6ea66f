import type { Location, NATIONAL } from '@aurum/shared/requests/locations';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { DINING_PROVIDERS } from './providers-dining';
import { EXPERIENCE_PROVIDERS } from './providers-experiences';
import { HOSPITALITY_PROVIDERS } from './providers-hospitality';
import { LIFESTYLE_PROVIDERS } from './providers-lifestyle';
import { TRANSPORT_PROVIDERS } from './providers-transport';

/**
 * One seeded provider: the columns of service_providers that the catalogue fills in. No rating or
 * review count: those come only from members' reviews (a provider without any is shown as New).
 */
export interface CatalogueProvider {
  readonly name: string;
  readonly serviceType: ServiceType;
  /** A restaurant-reservation provider (type 'other'), filed under Restaurant Reservations. */
  readonly dining?: boolean;
  /** A recognised city or area, or 'National' (serves every location). */
  readonly location: Location | typeof NATIONAL;
  /** As shown to members, in rand, e.g. "R1,800 - R4,500 per evening". */
  readonly priceRange: string;
  /** The lowest price of priceRange in cents (the marketplace price filter). */
  readonly priceFromCents: number;
  /** 1-2 sentences; 'emergency' or '24/7' in it puts the provider on the Emergency tab. */
  readonly description: string;
  /** Unique within the catalogue: the seed uses it to skip providers already present. */
  readonly contactEmail: string;
  readonly contactPhone: string;
  readonly availabilityHours: string;
  readonly responseTime: string;
  readonly completedJobs: number;
  readonly yearsExperience: number;
}

/** The seeded provider catalogue (sample content, editable by staff once seeded). */
export const CATALOGUE_PROVIDERS: readonly CatalogueProvider[] = [
  ...TRANSPORT_PROVIDERS,
  ...HOSPITALITY_PROVIDERS,
  ...EXPERIENCE_PROVIDERS,
  ...LIFESTYLE_PROVIDERS,
  ...DINING_PROVIDERS,
];
