import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const CAR: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];

/**
 * Sixteenth held-out set: one new request per message, in English, over every service type,
 * each asked in new ways (a Porsche for a 60th, a wedding Bentley, a keto chef for a week, a
 * sober driver after a wedding, the school run while the nanny is sick, a memorial after church,
 * a proposal at God's Window, a bush lodge in the Sabi Sand, ashes scattered at sea, a school
 * uniform, a whisky for the boss, Schengen visas, the Blue Train, guards for an empty house, a
 * walk to the car after a concert, a babysitter at the hotel, a golf lesson), told as a story,
 * hedged ("is it possible...", "would love..."), indirect ("cooking is not my strong point"),
 * corrected in the message ("at 6. Sorry, 6:30!"), or naming a place where the service does not
 * happen (the member's home town, where the member is flying in from, the hospital).
 */
export const HELD_OUT_16_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Luxury vehicles.
      [
        'My husband turns 60 on the 18th and has always wanted to drive a Porsche. Could we hire one for the day in Stellenbosch?',
        asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'dom:18', null)),
      ],
      [
        'Need a Range Rover for the week from George Airport, collecting Monday morning',
        asks(req('luxury_vehicle', 'George Airport|Garden Route', 'mon', '09:00')),
      ],
      [
        'can u organise a G-Wagon for me to drive myself around Durban this Fri',
        asks(req('luxury_vehicle', 'Durban|Durban', 'fri', null)),
      ],
      [
        'Is it possible to get a convertible for a self-drive along Chapman’s Peak on Sunday? We’d pick it up in Hout Bay at 10',
        asks(
          req('luxury_vehicle', ['Hout Bay|Cape Town', "Chapman's Peak|Cape Town"], 'sun', '10:00'),
        ),
      ],
      [
        'Looking for a vintage Bentley to bring my daughter to the church in Irene for her wedding on 12 December, 2pm',
        asks(req(CAR, 'Irene|Pretoria', 'md:12-12', '14:00')),
      ],
      [
        'I’d like a luxury 4x4 waiting at Kruger Mpumalanga airport when we land on Tuesday at 11:40',
        asks(
          req('luxury_vehicle', 'Kruger Mpumalanga International Airport|Mbombela', 'tue', '11:40'),
        ),
      ],

      // Private chefs.
      [
        'Cooking is not my strong point and the in-laws arrive on Saturday. Could someone cook dinner for 8 at our place in Waterkloof at 7pm?',
        asks(req('private_chef', 'Waterkloof|Pretoria', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'A sushi chef for a birthday at home in Umhlanga, 12 guests, on the 23rd from 6:30pm',
        asks(req('private_chef', 'Umhlanga|Durban', 'dom:23', '18:30', { partySize: 12 })),
      ],
      [
        'We’re renting a house in Paternoster and would love a chef for a seafood braai on Friday evening, 10 of us',
        asks(req('private_chef', 'Paternoster|West Coast', 'fri', '19:00', { partySize: 10 })),
      ],
      [
        'Could you find someone to prepare a romantic dinner for two at our cottage in Greyton tomorrow night?',
        asks(req('private_chef', 'Greyton|Overberg', 'tomorrow', '20:00', { partySize: 2 })),
      ],
      [
        'Need a chef who can do keto meals daily for a week at my place in Sandhurst, starting Monday',
        asks(req('private_chef', 'Sandhurst|Johannesburg', 'mon', null)),
      ],
      [
        'Breakfast chef at the lodge in Hoedspruit on Sunday at 8, for 6',
        asks(req('private_chef', 'Hoedspruit|Kruger', 'sun', '08:00', { partySize: 6 })),
      ],
      [
        'Mom’s 70th: a chef to do a Sunday lunch for 14 at her farm near Tulbagh, 1pm',
        asks(req('private_chef', 'Tulbagh|Cape Winelands', 'sun', '13:00', { partySize: 14 })),
      ],

      // Drivers.
      [
        'My dad is 84 and really shouldn’t be driving anymore. Could a driver pick him up at his flat in Kenilworth on Thursday at 9:30 for his cardiologist?',
        asks(req('personal_driver', 'Kenilworth|Cape Town', 'thu', '09:30')),
      ],
      [
        'Someone sober to drive us home after the wedding at Boschendal on Saturday, around 11pm',
        asks(req('personal_driver', 'Boschendal|Cape Winelands', 'sat', '23:00')),
      ],
      [
        'Need a chauffeur from Lanseria at 16:45 today',
        asks(
          req('personal_driver', 'Lanseria International Airport|Johannesburg', 'today', '16:45'),
        ),
      ],
      [
        'School run for the kids tomorrow, 7:15 from Dainfern, our nanny is off sick',
        asks(req('personal_driver', 'Dainfern|Johannesburg', 'tomorrow', '07:15')),
      ],
      [
        'I’ll be at the Loftus game Saturday night and don’t want to drive back to Centurion. Can a driver fetch us at Loftus at 10pm?',
        asks(req('personal_driver', 'Loftus Versfeld|Pretoria', 'sat', '22:00')),
      ],
      [
        'Could you get someone to drive my car from Ballito to our place in Westville on Monday at noon?',
        asks(req('personal_driver', 'Ballito|Durban', 'mon', '12:00')),
      ],
      [
        'Can someone drive me around the wine farms in Franschhoek on Saturday from 10?',
        asks(req('personal_driver', 'Franschhoek|Cape Winelands', 'sat', '10:00')),
      ],
      [
        'Driver from La Lucia to King Shaka tomorrow at 6. Sorry, 6:30! In the morning obviously',
        asks(req('personal_driver', 'La Lucia|Durban', 'tomorrow', '06:30')),
      ],

      // Events.
      [
        'My parents’ 40th anniversary is on 9 August and I’d love to throw them a surprise party at a venue in Hermanus. Could you plan it?',
        asks(req('event_planning', 'Hermanus|Overberg', 'md:08-09', null)),
      ],
      [
        'Need help organising a baby shower for about 30 ladies in Parkhurst on the 14th at 11am',
        asks(req('event_planning', 'Parkhurst|Johannesburg', 'dom:14', '11:00')),
      ],
      [
        'Our company year-end function, 80 people, somewhere in the Cradle of Humankind on 4 December',
        asks(req('event_planning', 'Cradle of Humankind|Johannesburg', 'md:12-04', null)),
      ],
      [
        'Can Aurum arrange a memorial gathering for my late uncle in Makhanda on Sunday after church, about 1pm?',
        asks(req('event_planning', 'Makhanda|Sunshine Coast', 'sun', '13:00')),
      ],
      [
        'I want to propose to my girlfriend at God’s Window on the 2nd. Can someone set it all up — flowers, photographer, the works?',
        asks(req(['event_planning', 'other'], "God's Window|Panorama Route", 'dom:2', null)),
      ],
      [
        'kids party for my son turning 7, at our house in Durbanville, next Saturday 10am',
        asks(req('event_planning', 'Durbanville|Cape Town', 'next:sat', '10:00')),
      ],
      [
        'Organise a team build for 25 people at Spier on Wednesday next week',
        asks(req('event_planning', 'Spier|Cape Winelands', 'next:wed', null)),
      ],

      // Accommodation.
      [
        'We need somewhere to stay in Clarens for the long weekend, two bedrooms',
        asks(req('accommodation', 'Clarens|Eastern Free State', null, null)),
      ],
      [
        'Book me a suite at the Oyster Box, checking in today please',
        asks(req('accommodation', 'Oyster Box|Durban', 'today', null)),
      ],
      [
        'Looking for a bush lodge in the Sabi Sand for three nights from the 22nd, two of us',
        asks(req('accommodation', 'Sabi Sand|Kruger', 'dom:22', null)),
      ],
      [
        'Need a villa at Zimbali from 20 December, 10 people, pool essential',
        asks(req('accommodation', 'Zimbali|Durban', 'md:12-20', null)),
      ],
      [
        'Something with a view in Knysna, Leisure Isle if possible, checking in on Friday',
        asks(
          req('accommodation', ['Leisure Isle|Garden Route', 'Knysna|Garden Route'], 'fri', null),
        ),
      ],
      [
        'Could you find me a guesthouse in Nieu-Bethesda for Saturday? Going to see the Owl House',
        asks(req('accommodation', 'Nieu-Bethesda|Karoo', 'sat', null)),
      ],
      [
        'Honeymoon suite at a game lodge in Madikwe, arriving 14 Feb',
        asks(req('accommodation', 'Madikwe|Madikwe', 'md:02-14', null)),
      ],

      // Boats.
      [
        'Sunset cruise for 6 from the Waterfront on Friday',
        asks(req(BOAT, 'V&A Waterfront|Cape Town', 'fri', '18:00', { partySize: 6 })),
      ],
      [
        'We’d like to charter a catamaran on the Knysna lagoon on Wednesday morning',
        asks(req(BOAT, 'Knysna|Garden Route', 'wed', '09:00')),
      ],
      [
        'Any chance of a boat out of Hout Bay to see the seals, 12 of us, Saturday at 11?',
        asks(req(BOAT, 'Hout Bay|Cape Town', 'sat', '11:00', { partySize: 12 })),
      ],
      [
        'A private yacht out of Richards Bay for whale watching on the 5th',
        asks(req(BOAT, 'Richards Bay|Zululand', 'dom:5', null)),
      ],
      [
        'I’d love to take my wife sailing on the Langebaan Lagoon for her birthday — Sunday around 2pm',
        asks(req(BOAT, ['Langebaan Lagoon|West Coast', 'Langebaan|West Coast'], 'sun', '14:00')),
      ],
      [
        'Can you charter a boat so we can scatter my father’s ashes off Simon’s Town? Tuesday at 10am, 8 family members',
        asks(req(BOAT, "Simon's Town|Cape Town", 'tue', '10:00', { partySize: 8 })),
      ],
      [
        'Sunset champagne sail from Gordon’s Bay on the 15th for 8',
        asks(req(BOAT, "Gordon's Bay|Cape Town", 'dom:15', '18:00', { partySize: 8 })),
      ],

      // Shopping and errands.
      [
        'I need a stylist to shop with me for a gala outfit at Sandton City on Thursday afternoon',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '15:00')),
      ],
      [
        'Could someone pick out a bracelet for my wife’s birthday at one of the jewellers in Hyde Park? Any day this week',
        asks(req(ERRAND, 'Hyde Park|Johannesburg', null, null)),
      ],
      [
        'Get groceries stocked at our holiday house in Plett before we arrive on the 19th',
        asks(req(ERRAND, 'Plettenberg Bay|Garden Route', 'dom:19', null)),
      ],
      [
        'My son needs a full school uniform from the shop in Rondebosch, can someone buy it tomorrow?',
        asks(req(ERRAND, 'Rondebosch|Cape Town', 'tomorrow', null)),
      ],
      [
        'Can you find a personal shopper for me at the V&A on Saturday, 11am?',
        asks(req('personal_shopping', 'V&A Waterfront|Cape Town', 'sat', '11:00')),
      ],
      [
        'I’m after a limited edition whisky for my boss, would someone hunt one down for me in Joburg',
        asks(req(ERRAND, 'Johannesburg|Johannesburg', null, null)),
      ],

      // Travel.
      [
        'Flights for 4 from Cape Town to Mauritius leaving 28 June',
        asks(req(FLIGHT, 'Cape Town|Cape Town', 'md:06-28', null)),
      ],
      [
        'Please book us on a flight from Bloem to Joburg tomorrow morning',
        asks(req(FLIGHT, 'Bloemfontein|Bloemfontein', 'tomorrow', '09:00')),
      ],
      [
        'Could you sort out Schengen visas for our family trip to Italy?',
        asks(req('travel', null, null, null)),
      ],
      [
        'I need to get from Durban to the Kruger on Monday, whatever’s quickest — fly or charter',
        asks(req(FLIGHT, 'Durban|Durban', 'mon', null)),
      ],
      [
        'Plan a two-week honeymoon in the Seychelles for us, leaving from OR Tambo on 3 March',
        asks(req('travel', 'OR Tambo International Airport|Johannesburg', 'md:03-03', null)),
      ],
      [
        'My mother needs a wheelchair-assisted flight from East London to Cape Town on Friday',
        asks(
          req(FLIGHT, ['East London|East London', 'King Phalo Airport|East London'], 'fri', null),
        ),
      ],
      [
        'Train trip on the Blue Train from Pretoria to Cape Town for my parents, sometime in May',
        asks(req('travel', 'Pretoria|Pretoria', null, null)),
      ],

      // Security.
      [
        'I’m wearing a lot of family jewellery to a function at Montecasino on Saturday night — could you arrange a bodyguard?',
        asks(req('security', 'Montecasino|Johannesburg', 'sat', '20:00')),
      ],
      [
        'Our house in Houghton will be empty for 3 weeks, we need guards there from the 10th',
        asks(req('security', 'Houghton|Johannesburg', 'dom:10', null)),
      ],
      [
        'Close protection for a visiting CEO from OR Tambo tomorrow at 14:30',
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'tomorrow', '14:30')),
      ],
      [
        'Would it be possible to have security at my daughter’s 21st in Midstream next Saturday?',
        asks(req('security', 'Midstream|Pretoria', 'next:sat', null)),
      ],
      [
        'I’ve had a stalker situation and would feel safer with someone with me at Melrose Arch on Wednesday from 6pm',
        asks(req('security', 'Melrose Arch|Johannesburg', 'wed', '18:00')),
      ],
      [
        'Please arrange a guard to walk me to my car after the concert at the DHL Stadium on Friday, it ends around 11pm',
        asks(req('security', 'DHL Stadium|Cape Town', 'fri', '23:00')),
      ],

      // Other premium services.
      [
        'A helicopter from Sandton to Sun City on Saturday morning',
        asks(req(CHOPPER, 'Sandton|Johannesburg', 'sat', '09:00')),
      ],
      [
        'Could you book a couples massage at the spa at the Saxon on Friday at 3?',
        asks(req('other', 'The Saxon|Johannesburg', 'fri', '15:00')),
      ],
      [
        'I need a florist to deliver 50 white roses to my wife at her office in Rosebank tomorrow by 10',
        asks(req(['other', 'personal_shopping'], 'Rosebank|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'A professional photographer for a family shoot on Clifton beach on Sunday at sunset',
        asks(req('other', 'Clifton|Cape Town', 'sun', '18:00')),
      ],
      [
        'A dog sitter for our two labradors at home in Tokai while we’re away from the 8th',
        asks(req('other', 'Tokai|Cape Town', 'dom:8', null)),
      ],
      [
        'Need a babysitter at the Mount Nelson tonight from 7 so we can go out',
        asks(req('other', 'Mount Nelson|Cape Town', 'today', '19:00')),
      ],
      [
        'Would love a private golf lesson at Fancourt on Tuesday at 8am, I’m flying in from Bloemfontein the night before',
        asks(req('other', 'Fancourt|Garden Route', 'tue', '08:00')),
      ],
    ],
  ),
};
