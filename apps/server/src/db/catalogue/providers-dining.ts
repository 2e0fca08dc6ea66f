import type { CatalogueProvider } from './providers';

/**
 * Restaurant-reservation concierges (ADR 057): requests of type 'other' that are restaurant
 * tables go to these and only these; they take no other 'other' request.
 */
export const DINING_PROVIDERS: readonly CatalogueProvider[] = [
  {
    name: 'Table Mountain Tables',
    serviceType: 'other',
    dining: true,
    location: 'Cape Town',
    priceRange: 'R250 - R750 per booking',
    priceFromCents: 25_000,
    description:
      "A reservation desk for the Cape's most sought-after dining rooms, from Woodstock tasting menus to Camps Bay sundowner tables, with same-night tables a speciality.",
    contactEmail: 'bookings@tablemountaintables.example.co.za',
    contactPhone: '+27 21 424 6610',
    availabilityHours: 'Mon-Sun 09:00-22:00',
    responseTime: 'Within 30 minutes',
    completedJobs: 1840,
    yearsExperience: 9,
  },
  {
    name: 'Winelands Table Concierge',
    serviceType: 'other',
    dining: true,
    location: 'Stellenbosch',
    priceRange: 'R300 - R900 per booking',
    priceFromCents: 30_000,
    description:
      'Lunch and dinner reservations at Stellenbosch and Franschhoek wine-estate restaurants, with tasting-room slots and the drive there arranged on request.',
    contactEmail: 'reserve@winelandstable.example.co.za',
    contactPhone: '+27 21 883 2194',
    availabilityHours: 'Mon-Sun 08:00-20:00',
    responseTime: 'Within 1 hour',
    completedJobs: 960,
    yearsExperience: 11,
  },
  {
    name: 'Jozi Dining Desk',
    serviceType: 'other',
    dining: true,
    location: 'Johannesburg',
    priceRange: 'R200 - R650 per booking',
    priceFromCents: 20_000,
    description:
      "Tables at Johannesburg's best restaurants, from Parkhurst bistros to Sandton steakhouses and Maboneng rooftops, booked and reconfirmed on the day.",
    contactEmail: 'tables@jozidiningdesk.example.co.za',
    contactPhone: '+27 11 447 3381',
    availabilityHours: 'Mon-Sun 09:00-23:00',
    responseTime: 'Within 30 minutes',
    completedJobs: 2210,
    yearsExperience: 8,
  },
  {
    name: 'Golden Mile Reservations',
    serviceType: 'other',
    dining: true,
    location: 'Durban',
    priceRange: 'R150 - R500 per booking',
    priceFromCents: 15_000,
    description:
      'Reservations at Durban and Umhlanga restaurants, from harbour-side seafood and curry houses to sea-view terraces, with birthday cakes and window tables arranged.',
    contactEmail: 'hello@goldenmilereservations.example.co.za',
    contactPhone: '+27 31 303 5572',
    availabilityHours: 'Mon-Sun 10:00-22:00',
    responseTime: 'Within 1 hour',
    completedJobs: 780,
    yearsExperience: 6,
  },
  {
    name: 'Jacaranda Table Bookings',
    serviceType: 'other',
    dining: true,
    location: 'Pretoria',
    priceRange: 'R150 - R450 per booking',
    priceFromCents: 15_000,
    description:
      'Restaurant bookings across Pretoria and Centurion, from Brooklyn and Menlyn fine dining to garden lunches in the east, for two guests or a private room of forty.',
    contactEmail: 'book@jacarandatable.example.co.za',
    contactPhone: '+27 12 460 8825',
    availabilityHours: 'Mon-Sat 08:00-21:00',
    responseTime: 'Within 2 hours',
    completedJobs: 540,
    yearsExperience: 7,
  },
  {
    name: "The Maître d' Network",
    serviceType: 'other',
    dining: true,
    location: 'National',
    priceRange: 'R350 - R1,200 per booking',
    priceFromCents: 35_000,
    description:
      "A national reservation concierge with standing relationships at South Africa's top-rated restaurants, including chef's tables and private dining rooms for groups.",
    contactEmail: 'concierge@maitrednetwork.example.co.za',
    contactPhone: '+27 10 500 2288',
    availabilityHours: 'Mon-Sun 08:00-22:00',
    responseTime: 'Within 1 hour',
    completedJobs: 3150,
    yearsExperience: 14,
  },
];
