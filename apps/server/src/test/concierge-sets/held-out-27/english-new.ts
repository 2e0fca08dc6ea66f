import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';
import { ENGLISH_NEW_2 } from './english-new-2';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const OFFROAD: ServiceType[] = ['luxury_vehicle', 'other'];
const TRACK_DAY: ServiceType[] = ['luxury_vehicle', 'other'];
const CHAUFFEUR: ServiceType[] = ['personal_driver', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const HOUSEBOAT: ServiceType[] = ['yacht_charter', 'accommodation', 'other'];
const VERGELEGEN = ['Vergelegen|Cape Town', 'Somerset West|Cape Town'];
const KYALAMI = ['Kyalami Grand Prix Circuit|Johannesburg', 'Kyalami|Johannesburg'];
const DURBAN_ICC = ['Durban ICC|Durban', 'Durban|Durban'];
const LANGEBAAN = ['Langebaan Lagoon|West Coast', 'Langebaan|West Coast'];
const DURBAN_HARBOUR = ['Durban|Durban', 'Durban Point|Durban'];
const PARKVIEW = ['Parkview|Johannesburg', 'Maboneng|Johannesburg'];

/**
 * Twenty-seventh held-out set: one new request per message, in English, over every service type,
 * each asked in new ways (a Porsche 911 convertible for a drive to Cape Point, a Land Cruiser for
 * the Kalahari, a Rolls-Royce Ghost for a wedding couple, a Maserati in Durban, a Ferrari for a
 * track day as a present, an electric BMW i7 delivered to a hotel, a vintage Mustang for a father's
 * birthday; a sushi chef, a Diwali feast, a kosher dinner, a keto meal-prep chef, a seafood braai
 * at a rented house, an Ethiopian dinner, a chef for a lodge weekend; a granddaughter from a small
 * airport, a chauffeured wine day, a car driven to another city, a night out, a school run, an aunt
 * to a funeral; a retirement party, a baby shower, a vow renewal on a beach, a school reunion, a
 * launch for a gin brand, an umembeso, a kitchen tea, a year-end function; a self-catering house, a
 * guest farm, a boutique hotel for in-laws, rooms for a medical conference, a serviced apartment, a
 * bush lodge, a cottage with a dog; deep-sea fishing, scattering ashes at sea, a houseboat, a
 * skippered sail on a lagoon, a breakfast cruise; a suit, staff hampers, school uniforms, a rare
 * whisky, a signed jersey; flights to Zanzibar, a family holiday in the Seychelles, a Schengen
 * visa, an upgrade to Dubai, a ski trip to Lesotho, a cruise; armed guards at a big party at home,
 * a bodyguard at a festival, cash to the bank, a guard at an auction, close protection for a
 * minister, a sweep for bugs; a personal trainer, race day tickets, a shark cage dive, a harpist
 * for a proposal, a golf lesson, a vet's house call, concert tickets, a sommelier, a wine tour, a
 * dog groomer, quad biking, orchids, a piano tuner), told with the reason first or as a story, or
 * naming a place where the service does not happen (Italy, Zanzibar, the Seychelles, Dubai,
 * Lesotho) or a place the gazetteer does not know (Atlantis; a house in no named suburb names no
 * place).
 */
export const HELD_OUT_27_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: [
    ...rowsIn(
      ['en'],
      [
        // Luxury vehicles.
        [
          'Can you arrange a Porsche 911 convertible for me to drive down to Cape Point on Sunday morning?',
          asks(req('luxury_vehicle', ['Cape Point|Cape Town', null], 'sun', '09:00')),
        ],
        [
          'Need a Land Cruiser 4x4 for a Kalahari trip, collecting in Upington on the 20th',
          asks(req(OFFROAD, 'Upington|Kalahari', 'dom:20', null)),
        ],
        [
          'My son is getting married at Vergelegen and we want a white Rolls-Royce Ghost for the couple on the 21st at 3pm',
          asks(req(HIRE, VERGELEGEN, 'dom:21', '15:00')),
        ],
        [
          "Please sort out a Maserati for me to use while I'm in Durban, from next week Monday",
          asks(req('luxury_vehicle', 'Durban|Durban', 'next:mon', null)),
        ],
        [
          "I'd love a Ferrari for a track day at Kyalami on Saturday morning, a present for my husband",
          asks(req(TRACK_DAY, KYALAMI, 'sat', '09:00')),
        ],
        [
          'Could you get me an electric BMW i7 for the week from tomorrow, delivered to my hotel in Umhlanga?',
          asks(req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', null)),
        ],
        [
          'A vintage Mustang convertible for my dad to drive around Bloemfontein on his birthday, the 17th',
          asks(req('luxury_vehicle', 'Bloemfontein|Bloemfontein', 'dom:17', null)),
        ],

        // Private chefs.
        [
          "I'd like a sushi chef to make platters at home in Houghton for 10 guests tomorrow at 7pm",
          asks(
            req('private_chef', 'Houghton|Johannesburg', 'tomorrow', '19:00', { partySize: 10 }),
          ),
        ],
        [
          'Looking for a chef to cook a Diwali feast for the family at home in Westville on the 24th',
          asks(req('private_chef', 'Westville|Durban', 'dom:24', null)),
        ],
        [
          'Please find a kosher chef for a dinner at our house on Friday at 7pm, 14 people',
          asks(req('private_chef', null, 'fri', '19:00', { partySize: 14 })),
        ],
        [
          'I need a keto meal-prep chef for the week, starting Monday, at my place in Waterkloof',
          asks(req('private_chef', 'Waterkloof|Pretoria', 'mon', null)),
        ],
        [
          "We're renting a house in Paternoster; can you get a chef to do a seafood braai there on Saturday at 6pm?",
          asks(req('private_chef', 'Paternoster|West Coast', 'sat', '18:00')),
        ],
        [
          'An Ethiopian chef for a surprise dinner at home in Morningside, 6 people, the day after tomorrow',
          asks(req('private_chef', 'Morningside|Johannesburg', '+2', null, { partySize: 6 })),
        ],
        [
          'A chef for a weekend at a lodge in Welgevonden from Friday, 12 guests, lots of game meat',
          asks(req('private_chef', 'Welgevonden|Waterberg', 'fri', null, { partySize: 12 })),
        ],

        // Drivers.
        [
          'Driver to collect my granddaughter from Grand Central airport tomorrow at 4pm and bring her to us in Midrand',
          asks(req('personal_driver', 'Grand Central Airport|Johannesburg', 'tomorrow', '16:00')),
        ],
        [
          'I want a chauffeur for the day on Saturday to take us wine tasting around Robertson',
          asks(req(CHAUFFEUR, 'Robertson|Cape Winelands', 'sat', null)),
        ],
        [
          'Can you have someone drive my car from Sandton down to Bloemfontein on the 18th?',
          asks(req('personal_driver', 'Sandton|Johannesburg', 'dom:18', null)),
        ],
        [
          'Please book a driver for a night out in Maboneng tonight, picking us up at 7 in Parkview',
          asks(req(CAR, PARKVIEW, 'today', '19:00')),
        ],
        [
          'Driver needed for the school run for my two boys in Bryanston tomorrow at 6:45am, our nanny is off',
          asks(req('personal_driver', 'Bryanston|Johannesburg', 'tomorrow', '06:45')),
        ],
        [
          'Could you get a driver to take my elderly aunt from Pinetown to a funeral in Pietermaritzburg on the 19th, leaving at 8am?',
          asks(req('personal_driver', 'Pinetown|Durban', 'dom:19', '08:00')),
        ],

        // Events.
        [
          'A retirement party for my business partner, about 60 people, at a venue in Irene on the 27th',
          asks(req('event_planning', 'Irene|Pretoria', 'dom:27', null)),
        ],
        [
          'Help me organise a baby shower for my daughter in Durban North on Sunday at 11',
          asks(req('event_planning', 'Durban North|Durban', 'sun', '11:00')),
        ],
        [
          'We want to plan a vow renewal on the beach at Keurboomstrand on the 16th at sunset',
          asks(req(PARTY, 'Keurboomstrand|Garden Route', 'dom:16', '18:00')),
        ],
        [
          "Can you plan our twenty-year school reunion? It'll be somewhere in Hatfield on the 25th",
          asks(req(PARTY, 'Hatfield|Pretoria', 'dom:25', null)),
        ],
        [
          "I'd like to throw a rooftop launch for my gin brand in Braamfontein tomorrow evening",
          asks(req(PARTY, 'Braamfontein|Johannesburg', 'tomorrow', '19:00')),
        ],
        [
          'Organise an umembeso celebration at our family home in Umlazi on Saturday',
          asks(req(PARTY, 'Umlazi|Durban', 'sat', null)),
        ],
        [
          'Plan a kitchen tea for my sister at a garden venue in Durbanville, 2pm on the 17th',
          asks(req('event_planning', 'Durbanville|Cape Town', 'dom:17', '14:00')),
        ],
        [
          'Company year-end function for 120 staff at a wine estate in the Devon Valley on the 26th',
          asks(req('event_planning', 'Devon Valley|Cape Winelands', 'dom:26', null)),
        ],

        // Accommodation.
        [
          'A self-catering house in Yzerfontein for the family from tomorrow, it must sleep 8',
          asks(req('accommodation', 'Yzerfontein|West Coast', 'tomorrow', null)),
        ],
        [
          'Please find me a guest farm outside Prince Albert for two, from Friday',
          asks(req('accommodation', 'Prince Albert|Karoo', 'fri', null)),
        ],
        [
          'Book a boutique hotel in the Bo-Kaap for my in-laws, arriving on the 22nd',
          asks(req('accommodation', 'Bo-Kaap|Cape Town', 'dom:22', null)),
        ],
        [
          'I need two rooms near the Durban ICC for a medical conference, from tomorrow',
          asks(req('accommodation', DURBAN_ICC, 'tomorrow', null)),
        ],
        [
          'A serviced apartment in Sandton for a month, starting next week Monday',
          asks(req('accommodation', 'Sandton|Johannesburg', 'next:mon', null)),
        ],
        [
          'Find us a lodge in the Waterberg with a pool for the long weekend, from Friday',
          asks(req('accommodation', 'Waterberg|Waterberg', 'fri', null)),
        ],
        [
          'A cottage in Greyton for me and my Labrador from the 23rd',
          asks(req('accommodation', 'Greyton|Overberg', 'dom:23', null)),
        ],

        // Boats.
        [
          'Deep-sea fishing trip out of Hout Bay on Saturday at 6am for four of us',
          asks(req(BOAT, 'Hout Bay|Cape Town', 'sat', '06:00', { partySize: 4 })),
        ],
        [
          "We want to scatter my father's ashes at sea off Durban; can you charter a boat for the family on Sunday at 10?",
          asks(req(BOAT, 'Durban|Durban', 'sun', '10:00')),
        ],
        [
          'A houseboat on the Knysna lagoon for the weekend, from Friday',
          asks(req(HOUSEBOAT, 'Knysna|Garden Route', 'fri', null)),
        ],
        [
          'Book a skippered sailing boat on Langebaan Lagoon on the 24th at 11am, 6 people',
          asks(req('yacht_charter', LANGEBAAN, 'dom:24', '11:00', { partySize: 6 })),
        ],
        [
          'A motor yacht from the harbour in Durban for a client breakfast cruise on the 15th at 8am',
          asks(req('yacht_charter', DURBAN_HARBOUR, 'dom:15', '08:00')),
        ],
      ],
    ),
    ...ENGLISH_NEW_2,
  ],
};
