import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const CAR: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const PROPOSAL: ServiceType[] = ['event_planning', 'other'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];

/**
 * Eighteenth held-out set: one new request per message, in English, over every service type,
 * each asked in new ways (a Maserati for the Panorama Route, a G-Wagon to the hotel, a stand-in
 * for a Range Rover in for service, a vintage Jaguar for wedding photos, a Macan Electric from George, a
 * Christmas lunch chef, a sushi chef, an Ethiopian feast, a chef for a mother after an operation,
 * a braai master for an 18th, a chef in the bush; a lift home after wine, the school run, a
 * hospital appointment, a designated driver after the rugby; a surprise 40th, a book club's
 * tenth, a baby shower, a proposal with penguins, twins turning 6, a year-end for 120, a memorial
 * tea; a cottage with a fireplace, a conference hotel, a writing retreat in the Karoo, a room
 * after a breakdown on the N1; a catamaran team outing, ashes at sea, a fishing charter; a
 * single malt for the boss, a matric dance suit, proteas for a mother, a school uniform; visas,
 * the Blue Train, Rovos Rail, a private jet; guards on an empty house, a walk to the car after a
 * concert, an escort for jewellery, bouncers at an 18th; a massage, a golf lesson, a dog walker,
 * a babysitter, rugby tickets, a spa day, a photographer), told as a story, hedged ("is it
 * possible...", "would love..."), indirect ("cooking for 12 is just not happening"), or naming
 * a place where the service does not happen (a breakdown on the N1, a concert ending).
 */
export const HELD_OUT_18_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // luxury_vehicle
      [
        'Looking to hire a Maserati on Saturday to do the Panorama Route with my wife, collecting in Mbombela at 8am',
        asks(req('luxury_vehicle', 'Mbombela|Mbombela', 'sat', '08:00')),
      ],
      [
        'Could I get a G-Wagon delivered to the hotel in Umhlanga tomorrow at 10? I’ll drive myself',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', '10:00')),
      ],
      [
        'My Range Rover is in for a service all week. I need something similar to drive from Monday, in Bryanston',
        asks(req('luxury_vehicle', 'Bryanston|Johannesburg', 'mon', null)),
      ],
      [
        'For the wedding photos we’d love a vintage Jaguar at the Taal Monument on the 17th at 3pm',
        asks(req(CAR, ['Taal Monument|Cape Winelands', 'Paarl|Cape Winelands'], 'dom:17', '15:00')),
      ],
      [
        'Need a Rolls-Royce Cullinan with a chauffeur for a client, from Waterfall City on Thursday at 9',
        asks(req(CAR, 'Waterfall City|Johannesburg', 'thu', '09:00')),
      ],
      [
        'Is it possible to rent a Ferrari for my husband’s 50th on Sunday? Pick-up in Sandton around 11',
        asks(req('luxury_vehicle', 'Sandton|Johannesburg', 'sun', '11:00')),
      ],
      [
        'I’d like a luxury electric SUV, a Macan Electric or similar, for a week from the day after tomorrow, collected at George Airport',
        asks(req('luxury_vehicle', 'George Airport|Garden Route', '+2', null)),
      ],

      // private_chef
      [
        'Cooking for 12 is just not happening this year. A chef for Christmas Day lunch at our house in Kenilworth please, 1pm',
        asks(req('private_chef', 'Kenilworth|Cape Town', 'md:12-25', '13:00', { partySize: 12 })),
      ],
      [
        'We’d love a sushi chef to come to the apartment in Umhlanga Ridge on Friday at 7:30pm for 6 people',
        asks(req('private_chef', 'Umhlanga Ridge|Durban', 'fri', '19:30', { partySize: 6 })),
      ],
      [
        'Find me a chef who does Ethiopian food for a dinner at home in Parkview on the 9th, 10 guests',
        asks(req('private_chef', 'Parkview|Johannesburg', 'dom:9', null, { partySize: 10 })),
      ],
      [
        'My mom is recovering from an op and can’t stand at the stove. Could a chef cook dinners for her at her place in Pinetown, starting Monday?',
        asks(req('private_chef', 'Pinetown|Durban', 'mon', null)),
      ],
      [
        'Braai master for my son’s 18th on Saturday afternoon in Midstream, 30 people',
        asks(req('private_chef', 'Midstream|Pretoria', 'sat', '15:00', { partySize: 30 })),
      ],
      [
        'Plant-based chef for a ladies’ lunch, 8 of us, in Ballito tomorrow at 12:30',
        asks(req('private_chef', 'Ballito|Durban', 'tomorrow', '12:30', { partySize: 8 })),
      ],
      [
        'A chef to cook at the lodge in Hoedspruit on the 21st for 6, we are tired of buffets',
        asks(req('private_chef', 'Hoedspruit|Kruger', 'dom:21', null, { partySize: 6 })),
      ],

      // personal_driver
      [
        'I have a few glasses of wine planned tonight in Stellenbosch, so I’ll need someone to drive me home at 11pm',
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'today', '23:00')),
      ],
      [
        'School run crisis: the nanny is sick. Can someone take the kids from Craighall to school at 7am tomorrow?',
        asks(req('personal_driver', 'Craighall|Johannesburg', 'tomorrow', '07:00')),
      ],
      [
        'I need a driver at King Phalo Airport in East London on Tuesday at 10:15',
        asks(req('personal_driver', 'King Phalo Airport|East London', 'tue', '10:15')),
      ],
      [
        'Could you organise a chauffeur for my father’s hospital appointment, from Durban North at 8:30 on Monday?',
        asks(req('personal_driver', 'Durban North|Durban', 'mon', '08:30')),
      ],
      [
        'My colleague lands at Bram Fischer at 4pm on Friday, someone needs to fetch him',
        asks(
          req('personal_driver', 'Bram Fischer International Airport|Bloemfontein', 'fri', '16:00'),
        ),
      ],
      [
        'Driver for the day in Joburg tomorrow please, starting at 9 from the Saxon',
        asks(
          req(
            'personal_driver',
            ['The Saxon|Johannesburg', 'Johannesburg|Johannesburg', 'Sandhurst|Johannesburg'],
            'tomorrow',
            '09:00',
          ),
        ),
      ],
      [
        'Need a designated driver after the match at Kings Park on Saturday, pick up at 9pm',
        asks(req('personal_driver', 'Kings Park Stadium|Durban', 'sat', '21:00')),
      ],

      // event_planning
      [
        'I want to throw my wife a surprise 40th at a wine farm in Stellenbosch on the 26th, about 60 guests, and I have no idea where to start',
        asks(req('event_planning', 'Stellenbosch|Cape Winelands', 'dom:26', null)),
      ],
      [
        'Help! I said I’d organise our book club’s 10-year celebration. Sea Point, Friday next week, 7pm',
        asks(req('event_planning', 'Sea Point|Cape Town', 'next:fri', '19:00')),
      ],
      [
        'Can someone plan a baby shower for my sister in Glenashley on Sunday at 2pm?',
        asks(req('event_planning', 'Glenashley|Durban', 'sun', '14:00')),
      ],
      [
        'Planning to propose at Boulders Beach at sunset on Friday, with the penguins in the background. Please help me pull it off',
        asks(req(PROPOSAL, ['Boulders Beach|Cape Town', "Simon's Town|Cape Town"], 'fri', '18:00')),
      ],
      [
        'A party at Zoo Lake for my twins turning 6 on the 20th, in the morning',
        asks(req('event_planning', 'Zoo Lake|Johannesburg', 'dom:20', '09:00')),
      ],
      [
        'Our year-end function for 120 staff at the CTICC on the 5th, in the evening. Can you run it?',
        asks(req('event_planning', 'CTICC|Cape Town', 'dom:5', '19:00')),
      ],
      [
        'We need a memorial tea organised after the funeral on Saturday at 11am, at the church hall in Pietermaritzburg, about 80 people',
        asks(req('event_planning', 'Pietermaritzburg|Pietermaritzburg', 'sat', '11:00')),
      ],

      // accommodation
      [
        'Need somewhere to stay in Clarens from the 13th, a cottage with a fireplace for 2',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'dom:13', null)),
      ],
      [
        'Book me a room near the Sandton Convention Centre from Sunday, 3 nights, for a conference',
        asks(
          req(
            'accommodation',
            ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'],
            'sun',
            null,
          ),
        ),
      ],
      [
        'We’re looking at a game lodge in Madikwe from the 22nd for 4 nights, family of 5',
        asks(req('accommodation', 'Madikwe|Madikwe', 'dom:22', null)),
      ],
      [
        'Writing retreat: I need a quiet farmhouse in Prince Albert for a week from Monday',
        asks(req('accommodation', 'Prince Albert|Karoo', 'mon', null)),
      ],
      [
        'Can you find us a beach house in Kenton-on-Sea from the 27th of December for a week? 10 people',
        asks(req('accommodation', 'Kenton-on-Sea|Sunshine Coast', 'md:12-27', null)),
      ],
      [
        'I need a room in Bloem, today still, my car broke down on the N1 and won’t be fixed before tomorrow',
        asks(req('accommodation', 'Bloemfontein|Bloemfontein', 'today', null)),
      ],
      [
        'My in-laws visit from the 3rd, please find them a guesthouse in Linden close to us',
        asks(req('accommodation', 'Linden|Johannesburg', 'dom:3', null)),
      ],

      // yacht_charter
      [
        'We’d like a catamaran from the V&A on Friday at 5pm for a team outing, 25 people',
        asks(req(BOAT, 'V&A Waterfront|Cape Town', 'fri', '17:00', { partySize: 25 })),
      ],
      [
        'Is there a boat we can charter in Knysna on Saturday for a day on the lagoon? 8 adults',
        asks(req(BOAT, 'Knysna|Garden Route', 'sat', null, { partySize: 8 })),
      ],
      [
        'We want to scatter my dad’s ashes at sea off Durban on Sunday morning, a small boat for the 6 of us',
        asks(req(BOAT, 'Durban|Durban', 'sun', '09:00', { partySize: 6 })),
      ],
      [
        'Luxury yacht out of Langebaan on the 19th, around noon, for 12 friends',
        asks(req(BOAT, 'Langebaan|West Coast', 'dom:19', '12:00', { partySize: 12 })),
      ],
      [
        'Would love a sunset sail from Hout Bay tomorrow for my wife and I',
        asks(req(BOAT, 'Hout Bay|Cape Town', 'tomorrow', '18:00', { partySize: 2 })),
      ],
      [
        'Deep-sea fishing charter from Sodwana Bay on Tuesday at 5am for 4',
        asks(req(BOAT, 'Sodwana Bay|Zululand', 'tue', '05:00', { partySize: 4 })),
      ],

      // personal_shopping
      [
        'Could someone pick up a birthday gift for my boss at Sandton City, a good single malt, by Friday at noon?',
        asks(req(ERRAND, ['Sandton City|Johannesburg', 'Sandton|Johannesburg'], 'fri', '12:00')),
      ],
      [
        'I need a personal shopper to help find a matric dance suit for my son at Mall of Africa on Saturday at 10',
        asks(req(ERRAND, 'Mall of Africa|Johannesburg', 'sat', '10:00')),
      ],
      [
        'Groceries for the holiday house in Plett please, stocked before we arrive on the 15th',
        asks(req(ERRAND, 'Plettenberg Bay|Garden Route', 'dom:15', null)),
      ],
      [
        'Please buy and deliver a big bunch of proteas to my mother in Durbanville tomorrow morning',
        asks(req(ERRAND, 'Durbanville|Cape Town', 'tomorrow', '09:00')),
      ],
      [
        'Can you get someone to shop for a wardrobe refresh with me at the V&A on Thursday afternoon?',
        asks(req(ERRAND, 'V&A Waterfront|Cape Town', 'thu', '15:00')),
      ],
      [
        'My daughter’s school uniform is waiting at the shop in Rondebosch, can someone collect it on Saturday?',
        asks(req(ERRAND, 'Rondebosch|Cape Town', 'sat', null)),
      ],
      [
        'A stylist to choose an outfit for a gala with me, shopping at Menlyn on Monday at 11',
        asks(req(ERRAND, 'Menlyn|Pretoria', 'mon', '11:00')),
      ],

      // travel
      [
        'Two business class tickets from Joburg to Mauritius on the 18th please',
        asks(req(FLIGHT, JOBURG, 'dom:18', null)),
      ],
      [
        'Can you book the Blue Train from Pretoria to Cape Town for me and my wife on the 5th?',
        asks(req(FLIGHT, 'Pretoria|Pretoria', 'dom:5', null)),
      ],
      [
        'Need Schengen visas sorted for a family of four, we fly to Italy in June',
        asks(req(FLIGHT, null, null, null)),
      ],
      [
        'Book me on a flight from Cape Town to Durban tomorrow at around 2pm',
        asks(
          req(
            FLIGHT,
            ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
            'tomorrow',
            '14:00',
          ),
        ),
      ],
      [
        'Flights for 6 from King Shaka to Zanzibar on Friday, economy is fine for the kids',
        asks(req(FLIGHT, 'King Shaka International Airport|Durban', 'fri', null)),
      ],
      [
        'Private jet from Lanseria to Plett on Saturday at 9, just me and my business partner',
        asks(req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'sat', '09:00')),
      ],
      [
        'Rovos Rail trip from Pretoria on the 12th, two of us, it’s on the bucket list',
        asks(req(FLIGHT, 'Pretoria|Pretoria', 'dom:12', null)),
      ],

      // security
      [
        'Our house in Westcliff will be empty from Friday for two weeks, I’d like guards on it',
        asks(req('security', 'Westcliff|Johannesburg', 'fri', null)),
      ],
      [
        'Someone to walk me to my car after the concert at FNB Stadium on Saturday, it ends at 11pm',
        asks(req('security', 'FNB Stadium|Johannesburg', 'sat', '23:00')),
      ],
      [
        'I’m moving jewellery for a show from the Sandton Convention Centre on Tuesday at 9am and need an armed escort',
        asks(
          req(
            'security',
            ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'],
            'tue',
            '09:00',
          ),
        ),
      ],
      [
        'Bouncers for my daughter’s 18th at our place in Lonehill on the 14th from 7pm',
        asks(req('security', 'Lonehill|Johannesburg', 'dom:14', '19:00')),
      ],
      [
        'A bodyguard for my trip to Soweto tomorrow from 10am, I’m filming a documentary',
        asks(req('security', 'Soweto|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'After the break-in I want a security assessment at the house in Morningside on Monday at 2pm',
        asks(req('security', 'Morningside|Johannesburg', 'mon', '14:00')),
      ],

      // other
      [
        'Massage at home in Constantia tomorrow at 5pm please, my back is killing me',
        asks(req('other', 'Constantia|Cape Town', 'tomorrow', '17:00')),
      ],
      [
        'Golf lesson for my son at Fancourt on Saturday at 9am',
        asks(req('other', 'Fancourt|Garden Route', 'sat', '09:00')),
      ],
      [
        'Dog walker for my Ridgeback in Greenside while I’m away from Monday',
        asks(req('other', 'Greenside|Johannesburg', 'mon', null)),
      ],
      [
        'Babysitter at the Oyster Box tonight from 7 so we can have dinner in peace',
        asks(req('other', ['Oyster Box|Durban', 'Umhlanga|Durban'], 'today', '19:00')),
      ],
      [
        'Tickets for the Springboks at Loftus on the 23rd, 4 seats together',
        asks(req('other', 'Loftus Versfeld|Pretoria', 'dom:23', null)),
      ],
      [
        'Spa day for 4 girls at Zimbali on Sunday, it’s a birthday',
        asks(req('other', 'Zimbali|Durban', 'sun', null)),
      ],
      [
        'Photographer for my parents’ 40th anniversary lunch in Franschhoek on Saturday at 1pm',
        asks(req('other', 'Franschhoek|Cape Winelands', 'sat', '13:00')),
      ],
    ],
  ),
};
