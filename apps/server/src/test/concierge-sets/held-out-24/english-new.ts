import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const TRAIN: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const SAFARI: ServiceType[] = ['other', 'travel'];
const TASTING: ServiceType[] = ['other', 'travel'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const CTICC = ['CTICC|Cape Town', 'Cape Town|Cape Town'];
const GRAND_CENTRAL = ['Grand Central Airport|Johannesburg', 'Midrand|Johannesburg'];

/**
 * Twenty-fourth held-out set: one new request per message, in English, over every service type,
 * each asked in new ways (a G-Wagon for a weekend, a Bentley for a matric dance, a Porsche for a
 * track day, a 4x4 for the Kalahari, a Maserati delivered, an open-top car for a wedding; a chef
 * for a baby shower, dinners while a wife recovers, a paella night, a kosher Friday dinner, a pizza
 * oven party, a braai master for a year-end; a grandson from varsity, a mother to chemo, a sober
 * driver after a year-end party, a school run, a driver for a roadshow, a wine route with a driver,
 * a 5am airport drop, parents to church; a 21st, a gin launch, a memorial, a lobola celebration, a
 * vow renewal, a matric farewell after-party, a surprise engagement party; a bush lodge in the Sabi
 * Sand, a suite at the Saxon, a house in Paternoster, a hotel near the CTICC, a cottage in Nature's
 * Valley, a room after a burst geyser, a tented camp in the Timbavati; a boat for scattering ashes,
 * a fishing trip, a deep-sea charter off Durban, a yacht for a proposal, a party boat on the Vaal,
 * a sundowner cruise in Knysna; a suit before a gala, a Christmas list, a reserved watch, a wedding
 * dress, school shoes, a holiday wardrobe; business class to London, flights to Zanzibar, a
 * Schengen visa, Rovos Rail, a charter from Grand Central, a flight from George Airport, an early
 * flight from Durban; security at a funeral, armed response for a party, a bodyguard for a CEO,
 * cash escorted, guards on a building site, guards at a jewellery exhibition; a game drive, a spa
 * day, musical tickets, a house sitter, a massage at home, a piano tuner, proteas delivered, a dog
 * walker, a wine tasting, a golf lesson, a newborn photographer), told with the reason first or as
 * a story, or naming a place where the service does not happen (a flat, London, Zanzibar,
 * Hoedspruit, Joburg).
 */
export const HELD_OUT_24_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Luxury vehicles.
      [
        'I’d like a G-Wagon to drive myself this weekend, from Saturday, in Joburg',
        asks(req(HIRE, JOBURG, 'sat', null)),
      ],
      [
        'My daughter’s matric dance is on Friday, can we hire a Bentley for her in Pretoria? Pickup 5pm',
        asks(req(HIRE, 'Pretoria|Pretoria', 'fri', '17:00')),
      ],
      [
        'Rent me a Porsche for a track day at Kyalami on the 18th',
        asks(
          req(
            HIRE,
            ['Kyalami Grand Prix Circuit|Johannesburg', 'Kyalami|Johannesburg'],
            'dom:18',
            null,
          ),
        ),
      ],
      [
        'Need a serious 4x4 for a trip to the Kalahari, collect in Upington tomorrow morning',
        asks(req(HIRE, 'Upington|Kalahari', 'tomorrow', '09:00')),
      ],
      [
        'Please have a Maserati delivered to my house in Umhlanga on Sunday at 10am',
        asks(req(HIRE, 'Umhlanga|Durban', 'sun', '10:00')),
      ],
      [
        'Looking for a classic open-top car for our wedding at Vergelegen on the 22nd',
        asks(req(HIRE, ['Vergelegen|Cape Town', 'Somerset West|Cape Town'], 'dom:22', null)),
      ],

      // Private chefs.
      [
        'Could you find a chef to cater my sister’s baby shower at my place in Sunninghill on Saturday at 11am? 15 ladies',
        asks(req('private_chef', 'Sunninghill|Johannesburg', 'sat', '11:00', { partySize: 15 })),
      ],
      [
        'My wife is recovering from an op, I need a chef to cook dinners at home in Westville from tomorrow',
        asks(req('private_chef', 'Westville|Durban', 'tomorrow', null)),
      ],
      [
        'Paella night at our house in Llandudno on Friday at 7, can you get a Spanish chef? We’re 10',
        asks(req('private_chef', 'Llandudno|Cape Town', 'fri', '19:00', { partySize: 10 })),
      ],
      [
        'A kosher chef for Friday dinner at home in Sea Point, 12 people, 7:30pm',
        asks(req('private_chef', 'Sea Point|Cape Town', 'fri', '19:30', { partySize: 12 })),
      ],
      [
        'Someone to run our pizza oven for a party in Parkview on Sunday afternoon, about 20 people',
        asks(req('private_chef', 'Parkview|Johannesburg', 'sun', '15:00', { partySize: 20 })),
      ],
      [
        'Book a braai master for the team year-end at the office in Woodmead on the 26th at 1pm',
        asks(req(BRAAI, 'Woodmead|Johannesburg', 'dom:26', '13:00')),
      ],

      // Drivers.
      [
        'Please get a driver to fetch my grandson from varsity in Stellenbosch on Friday at 3pm',
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'fri', '15:00')),
      ],
      [
        'My mother has chemo tomorrow, she needs a driver from her flat in Berea at 8am',
        asks(req('personal_driver', 'Berea|Durban', 'tomorrow', '08:00')),
      ],
      [
        'We have a year-end party tonight in Melrose, I want a sober driver to take us home at 11pm',
        asks(req('personal_driver', 'Melrose|Johannesburg', 'today', '23:00')),
      ],
      [
        'Please arrange a school run driver in Bedfordview from Monday, 7am',
        asks(req('personal_driver', 'Bedfordview|Johannesburg', 'mon', '07:00')),
      ],
      [
        'I’m doing a roadshow in Durban tomorrow, I need a driver the whole day from 8',
        asks(req('personal_driver', DURBAN, 'tomorrow', '08:00')),
      ],
      [
        'A driver for the Franschhoek wine route on Saturday, start 10am so we can all drink',
        asks(req('personal_driver', 'Franschhoek|Cape Winelands', 'sat', '10:00')),
      ],
      [
        'I need dropping at King Shaka at 5am tomorrow, please send a car to Ballito',
        asks(
          req(
            'personal_driver',
            ['Ballito|Durban', 'King Shaka International Airport|Durban'],
            'tomorrow',
            '05:00',
          ),
        ),
      ],

      // Events.
      [
        'My son turns 21 on the 20th, help me plan a party at our home in Dainfern',
        asks(req(PARTY, 'Dainfern|Johannesburg', 'dom:20', null)),
      ],
      [
        'We’re launching a new gin at the V&A next week Thursday, I need an events team',
        asks(
          req(
            'event_planning',
            ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'],
            'next:thu',
            null,
          ),
        ),
      ],
      [
        'Please organise a memorial gathering for my late father in Pinetown on Saturday at 10am',
        asks(req(PARTY, 'Pinetown|Durban', 'sat', '10:00')),
      ],
      [
        'Lobola celebration at my parents’ place in Soweto on the 28th, can you plan the whole thing?',
        asks(req('event_planning', 'Soweto|Johannesburg', 'dom:28', null)),
      ],
      [
        'A vow renewal for our 25th anniversary in Tulbagh, we are thinking the 17th',
        asks(req(PARTY, 'Tulbagh|Cape Winelands', 'dom:17', null)),
      ],
      [
        'I need someone to plan my daughter’s matric farewell after-party in Centurion on Friday evening',
        asks(req(PARTY, 'Centurion|Pretoria', 'fri', '19:00')),
      ],

      // Accommodation.
      [
        'Book us a bush lodge in the Sabi Sand from Friday, three days, 4 adults',
        asks(
          req('accommodation', ['Sabi Sand|Kruger', 'Kruger|Kruger'], 'fri', null, {
            partySize: 4,
          }),
        ),
      ],
      [
        'A suite at the Saxon from tomorrow for a couple of days please',
        asks(
          req(
            'accommodation',
            ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'],
            'tomorrow',
            null,
          ),
        ),
      ],
      [
        'Find me a house in Paternoster for the family from the 15th, we’re 7',
        asks(req('accommodation', 'Paternoster|West Coast', 'dom:15', null, { partySize: 7 })),
      ],
      [
        'I’m at a conference at the CTICC next week Monday, hotel nearby please',
        asks(req('accommodation', CTICC, 'next:mon', null)),
      ],
      [
        'Cottage in Nature’s Valley for a quiet writing week, starting Sunday',
        asks(req('accommodation', "Nature's Valley|Garden Route", 'sun', null)),
      ],
      [
        'Our geyser burst and flooded the house in Randburg, I need a hotel room from today',
        asks(req('accommodation', 'Randburg|Johannesburg', 'today', null)),
      ],

      // Boats.
      [
        'We want to scatter my dad’s ashes at sea off Hout Bay on Sunday morning, can you find a boat?',
        asks(req(BOAT, 'Hout Bay|Cape Town', 'sun', '09:00')),
      ],
      [
        'Fishing trip on a boat from Gordon’s Bay tomorrow at 6am for 4 of us',
        asks(req(BOAT, "Gordon's Bay|Cape Town", 'tomorrow', '06:00', { partySize: 4 })),
      ],
      [
        'Deep sea charter out of Durban on Saturday at 5am please',
        asks(req(BOAT, DURBAN, 'sat', '05:00')),
      ],
      [
        'I’m proposing on Friday at sunset, I want a private yacht from the V&A',
        asks(
          req('yacht_charter', ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'], 'fri', '18:00'),
        ),
      ],
      [
        'Could we get a party boat on the Vaal River for Saturday afternoon, 16 people',
        asks(
          req(BOAT, ['Vaal River|Vaal Triangle', 'Vaal Triangle|Vaal Triangle'], 'sat', '15:00', {
            partySize: 16,
          }),
        ),
      ],

      // Shopping.
      [
        'I need a suit fitted before the gala, can someone take me shopping in Sandton City tomorrow at 2?',
        asks(req('personal_shopping', SANDTON_CITY, 'tomorrow', '14:00')),
      ],
      [
        'Please do my Christmas list shopping for me, here’s the budget, by the 23rd',
        asks(req(ERRAND, null, 'dom:23', null)),
      ],
      [
        'Buy and collect the watch I reserved at a jeweller in Hyde Park tomorrow',
        asks(
          req(
            ERRAND,
            ['Hyde Park Corner|Johannesburg', 'Hyde Park|Johannesburg'],
            'tomorrow',
            null,
          ),
        ),
      ],
      [
        'A personal shopper to help me find a wedding dress in Rosebank on Saturday at 10am',
        asks(req('personal_shopping', 'Rosebank|Johannesburg', 'sat', '10:00')),
      ],
      [
        'Could someone pick up school shoes for the kids at Canal Walk on Monday?',
        asks(req(ERRAND, ['Canal Walk|Cape Town', 'Century City|Cape Town'], 'mon', null)),
      ],

      // Travel.
      [
        'Business class to London for me on the 16th please, leaving from Johannesburg',
        asks(req(FLIGHT, JOBURG, 'dom:16', null)),
      ],
      [
        'Flights to Zanzibar from Cape Town for 2 on the 25th',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:25', null)),
      ],
      [
        'I need help with a Schengen visa for our Europe trip',
        asks(req('travel', null, null, null)),
      ],
      [
        'Book us on Rovos Rail from Pretoria next week Tuesday',
        asks(req(TRAIN, 'Pretoria|Pretoria', 'next:tue', null)),
      ],
      [
        'Can you arrange a charter plane from Grand Central to Hoedspruit on Friday at 7am?',
        asks(req(FLIGHT, GRAND_CENTRAL, 'fri', '07:00')),
      ],
      [
        'A flight from George Airport to Joburg tomorrow afternoon please',
        asks(req(FLIGHT, 'George Airport|Garden Route', 'tomorrow', '15:00')),
      ],

      // Security.
      [
        'My mother’s funeral is in Umlazi on Saturday, we need security on site from 8am',
        asks(req('security', 'Umlazi|Durban', 'sat', '08:00')),
      ],
      [
        'Armed response at our house party in Houghton on Friday night please',
        asks(req(ESCORT, 'Houghton|Johannesburg', 'fri', '20:00')),
      ],
      [
        'Our CEO visits Durban tomorrow, he needs a bodyguard from 9am',
        asks(req('security', DURBAN, 'tomorrow', '09:00')),
      ],
      [
        'I must move a large amount of cash in Germiston on Monday at 10, I need an armed escort',
        asks(req(ESCORT, 'Germiston|Johannesburg', 'mon', '10:00')),
      ],
      [
        'Guards for our building site in Midrand over the weekend, from Saturday',
        asks(req('security', 'Midrand|Johannesburg', 'sat', null)),
      ],

      // Other premium services.
      [
        'Game drive for the family in the Pilanesberg on Sunday morning',
        asks(req(SAFARI, 'Pilanesberg|Pilanesberg', 'sun', '09:00')),
      ],
      [
        'A full spa day for my mom in Constantia on Saturday',
        asks(req('other', 'Constantia|Cape Town', 'sat', null)),
      ],
      [
        'Four seats for the musical at Montecasino on Friday evening',
        asks(req('other', ['Montecasino|Johannesburg', 'Fourways|Johannesburg'], 'fri', '19:00')),
      ],
      [
        'We’re away from Sunday, I need a house sitter in Lonehill',
        asks(req('other', 'Lonehill|Johannesburg', 'sun', null)),
      ],
      [
        'Massage therapist to come to my place in Bantry Bay tomorrow at 4pm',
        asks(req('other', 'Bantry Bay|Cape Town', 'tomorrow', '16:00')),
      ],
      [
        'Can you find a piano tuner for my house in Oranjezicht?',
        asks(req('other', 'Oranjezicht|Cape Town', null, null)),
      ],
      [
        'Send a big bouquet of proteas to my wife’s office in Rosebank tomorrow',
        asks(req(FLOWERS, 'Rosebank|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Need a dog walker in Craighall from Monday, mornings at 7',
        asks(req('other', 'Craighall|Johannesburg', 'mon', '07:00')),
      ],
      [
        'A private wine tasting in the Hemel-en-Aarde Valley on Saturday at 11',
        asks(req(TASTING, 'Hemel-en-Aarde Valley|Overberg', 'sat', '11:00')),
      ],
      [
        'Golf lesson with a pro at Fancourt on Sunday at 8am please',
        asks(req('other', 'Fancourt|Garden Route', 'sun', '08:00')),
      ],
      [
        'Photographer for our newborn shoot at home in Morningside next week Wednesday',
        asks(req('other', 'Morningside|Johannesburg', 'next:wed', null)),
      ],
      [
        'I need a personal stylist to shop with me for a holiday wardrobe at the V&A on Saturday at 10',
        asks(
          req(
            'personal_shopping',
            ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'],
            'sat',
            '10:00',
          ),
        ),
      ],
      [
        'Please book me a seat on a flight from Durban to Joburg on Monday at 6am',
        asks(req(FLIGHT, DURBAN, 'mon', '06:00')),
      ],
      [
        'Could you get a chauffeur to take my parents to church in Brooklyn on Sunday at 8:30?',
        asks(req('personal_driver', 'Brooklyn|Pretoria', 'sun', '08:30')),
      ],
      [
        'We want a tented camp in the Timbavati from the 24th for six people',
        asks(
          req('accommodation', ['Timbavati|Kruger', 'Kruger|Kruger'], 'dom:24', null, {
            partySize: 6,
          }),
        ),
      ],
      [
        'Armed guards for a jewellery exhibition at the Sandton Convention Centre on the 18th from 9am',
        asks(
          req(
            ESCORT,
            ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'],
            'dom:18',
            '09:00',
          ),
        ),
      ],
      [
        'Plan a surprise engagement dinner party for 30 in Hout Bay on Saturday evening',
        asks(req(PARTY, 'Hout Bay|Cape Town', 'sat', '19:00')),
      ],
      [
        'Get me a yacht out of Knysna for a sundowner cruise tomorrow at 5pm',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'tomorrow', '17:00')),
      ],
    ],
  ),
};
