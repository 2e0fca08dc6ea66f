import type { CategoryIcon } from '@aurum/shared/admin/categories-contract';
import type { ServiceType } from '@aurum/shared/requests/service-types';

export { CATEGORY_ICONS, type CategoryIcon } from '@aurum/shared/admin/categories-contract';

export interface CatalogueCategory {
  readonly name: string;
  readonly description: string;
  readonly icon: CategoryIcon;
}

/**
 * The seeded service categories, one per request type (spec 02 sections 3 and 9) and one for
 * restaurant reservations (ADR 057). Staff may edit them afterwards; the seed only adds the names
 * that are missing.
 */
export const CATALOGUE_CATEGORIES = [
  {
    name: 'Luxury Vehicles',
    description:
      'Range Rovers, German saloons and supercars delivered to your door, with or without a chauffeur.',
    icon: 'car',
  },
  {
    name: 'Private Chefs',
    description:
      'Private chefs and sommeliers for intimate dinners, braais and celebrations in your home or villa.',
    icon: 'heart',
  },
  {
    name: 'Chauffeurs & Drivers',
    description:
      'Vetted personal drivers for airport transfers, business days, evenings out and long-distance trips.',
    icon: 'truck',
  },
  {
    name: 'Events & Celebrations',
    description:
      'Planners and stylists for weddings, milestone birthdays, corporate functions and private soirées.',
    icon: 'calendar',
  },
  {
    name: 'Villas & Accommodation',
    description:
      'Private villas, bush lodges and penthouse suites, hand-picked and booked on your behalf.',
    icon: 'home',
  },
  {
    name: 'Yacht Charters',
    description:
      'Crewed yachts and catamarans for sunset cruises, coastal day trips and celebrations at sea.',
    icon: 'star',
  },
  {
    name: 'Personal Shopping',
    description:
      'Personal stylists and shoppers for wardrobes, gifts, jewellery and sourcing hard-to-find pieces.',
    icon: 'star',
  },
  {
    name: 'Travel Arrangements',
    description:
      'Flights, private aviation, visas and bespoke itineraries across South Africa and beyond.',
    icon: 'book',
  },
  {
    name: 'Security Services',
    description:
      'Close protection officers, secure escorts and residential security from accredited teams.',
    icon: 'briefcase',
  },
  {
    name: 'Lifestyle & Wellness',
    description:
      'Other premium services: in-home wellness, medical-grade transfers, art advisory and household staff.',
    icon: 'monitor',
  },
  {
    name: 'Restaurant Reservations',
    description:
      "Tables at the country's most sought-after restaurants, chef's tables and private dining rooms, booked for you.",
    icon: 'star',
  },
] as const satisfies readonly CatalogueCategory[];

export type CatalogueCategoryName = (typeof CATALOGUE_CATEGORIES)[number]['name'];

/** The category each request type is filed under when the catalogue is seeded. */
export const SERVICE_TYPE_CATEGORY: Readonly<Record<ServiceType, CatalogueCategoryName>> = {
  luxury_vehicle: 'Luxury Vehicles',
  private_chef: 'Private Chefs',
  personal_driver: 'Chauffeurs & Drivers',
  event_planning: 'Events & Celebrations',
  accommodation: 'Villas & Accommodation',
  yacht_charter: 'Yacht Charters',
  personal_shopping: 'Personal Shopping',
  travel: 'Travel Arrangements',
  security: 'Security Services',
  other: 'Lifestyle & Wellness',
};

/** The category of restaurant-reservation providers (requests of type 'other' that are tables). */
export const DINING_CATEGORY: CatalogueCategoryName = 'Restaurant Reservations';

/** The category a seeded provider is filed under: its type's, or Restaurant Reservations. */
export const categoryOfProvider = (provider: { serviceType: ServiceType; dining?: boolean }) =>
  provider.dining ? DINING_CATEGORY : SERVICE_TYPE_CATEGORY[provider.serviceType];
