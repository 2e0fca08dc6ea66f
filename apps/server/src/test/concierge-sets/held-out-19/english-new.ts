import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const CAR: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const PROPOSAL: ServiceType[] = ['event_planning', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];

/**
 * Nineteenth held-out set: one new request per message, in English, over every service type,
 * each asked in new ways (a Range Rover Sport for a week, a convertible for Chapman's Peak, an X7
 * while a Mercedes is serviced, a Bentley for a wedding, a Land Cruiser for the Kruger, a
 * Defender for the Garden Route; a Cape Malay feast, dinners after knee surgery, a braai chef for
 * 30, a dinner for two in a Clifton flat, a dessert buffet for a bat mitzvah, a plant-based
 * lunch; a meeting in Pretoria and back, a lift home from a wine farm, a school run, a mother to
 * hospital, a designated driver after a Sharks game, a day of meetings; a surprise 60th, a matric
 * after-party, a product launch for 200, a gender reveal, a proposal on Lion's Head, a kiddies'
 * party; a lodge in the Sabi Sand, a boutique hotel in Clarens, a beach house for December, a
 * hotel after a burst geyser, a guesthouse for writing, a villa at Zimbali; a sunset catamaran,
 * whale watching, a dive boat, the Knysna lagoon, a motor yacht on a lagoon, a cruise for a
 * couple; a Montblanc pen, a stylist for a gala dress, a wrapped Lego set, groceries, a rare
 * wine; a business class seat, visas for Japan, a private flight, a Zanzibar honeymoon, flights
 * for four; guards on an empty house, a bodyguard at a matric dance, an escort for artwork, close
 * protection for a minister, patrols at a wedding; rugby tickets, a massage, a babysitter, golf,
 * a photographer, a helicopter flip, a vet, a trainer, a hot air balloon, a sommelier, a tutor,
 * a dog walker), told as a story, hedged ("any chance of...", "could someone..."), or naming a
 * place where the service does not happen (a meeting in Pretoria, a school, a hospital).
 */
export const HELD_OUT_19_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Luxury vehicles.
      [
        "I'd like a Range Rover Sport to drive myself for the week, collecting in Sandton on Monday morning",
        asks(req('luxury_vehicle', 'Sandton|Johannesburg', 'mon', '09:00')),
      ],
      [
        "Can I hire a convertible Porsche to do Chapman's Peak on Sunday?",
        asks(req('luxury_vehicle', "Chapman's Peak|Cape Town", 'sun', null)),
      ],
      [
        'My Mercedes is in for a service until Friday, any chance of a BMW X7 to use in Umhlanga from tomorrow?',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', null)),
      ],
      [
        "Need a Bentley for my daughter's wedding on the 21st in Stellenbosch, from 2pm",
        asks(req(CAR, 'Stellenbosch|Cape Winelands', 'dom:21', '14:00')),
      ],
      [
        'Rent me a Land Cruiser for the Kruger trip, collecting at Kruger Mpumalanga airport on Thursday at 11',
        asks(
          req('luxury_vehicle', 'Kruger Mpumalanga International Airport|Mbombela', 'thu', '11:00'),
        ),
      ],
      [
        'A Defender to self-drive the Garden Route, picking it up at George Airport on the 8th',
        asks(req('luxury_vehicle', 'George Airport|Garden Route', 'dom:8', null)),
      ],

      // Private chefs.
      [
        'Looking for someone to cook a Cape Malay feast at home in Bishopscourt on Saturday evening for 12',
        asks(req('private_chef', 'Bishopscourt|Cape Town', 'sat', '19:00', { partySize: 12 })),
      ],
      [
        'My husband just had knee surgery, so I need a chef to cook dinners at our Waterkloof home from Monday',
        asks(req('private_chef', 'Waterkloof|Pretoria', 'mon', null)),
      ],
      [
        'Braai chef for 30 people at our Hartbeespoort place on Sunday at 1pm',
        asks(req('private_chef', 'Hartbeespoort|Pretoria', 'sun', '13:00', { partySize: 30 })),
      ],
      [
        'Private chef for a romantic dinner for two in our Clifton apartment tomorrow night',
        asks(req('private_chef', 'Clifton|Cape Town', 'tomorrow', '20:00', { partySize: 2 })),
      ],
      [
        "A pastry chef to make a dessert buffet at home for my daughter's bat mitzvah in Houghton on the 17th",
        asks(req('private_chef', 'Houghton|Johannesburg', 'dom:17', null)),
      ],
      [
        'Can someone cook a plant-based lunch for 6 at our Plett house on Wednesday, 1pm',
        asks(req('private_chef', 'Plettenberg Bay|Garden Route', 'wed', '13:00', { partySize: 6 })),
      ],

      // Drivers.
      [
        'I need a driver to take me from Rosebank to a meeting in Pretoria and back tomorrow, from 8am',
        asks(req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '08:00')),
      ],
      [
        "I've had a few glasses at a wine farm in Stellenbosch, can you send a driver to get me home today at 5pm?",
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'today', '17:00')),
      ],
      [
        'School run for the kids from Bryanston every weekday at 7:10, starting Monday',
        asks(req('personal_driver', 'Bryanston|Johannesburg', 'mon', '07:10')),
      ],
      [
        'Could a driver collect my mother from Melville at 9:15 on Thursday for a hospital appointment in Parktown?',
        asks(req('personal_driver', 'Melville|Johannesburg', 'thu', '09:15')),
      ],
      [
        'Designated driver needed after the Sharks game at Kings Park on Saturday night',
        asks(
          req('personal_driver', ['Kings Park Stadium|Durban', 'Durban|Durban'], 'sat', '20:00'),
        ),
      ],
      [
        'Chauffeur for a full day of meetings in Sandton on the 4th, 7am till 6pm',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'dom:4', '07:00')),
      ],

      // Events.
      [
        'Help me organise a surprise 60th for my husband in Franschhoek on the 28th of March, about 50 guests',
        asks(
          req('event_planning', 'Franschhoek|Cape Winelands', 'md:03-28', null, { partySize: 50 }),
        ),
      ],
      [
        'We want to throw a matric after-party at our house in Kyalami on the 30th of November',
        asks(req('event_planning', 'Kyalami|Johannesburg', 'md:11-30', null)),
      ],
      [
        'Corporate product launch for 200 at the Sandton Convention Centre, date still to be decided',
        asks(
          req(
            'event_planning',
            ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'],
            null,
            null,
          ),
        ),
      ],
      [
        'Organise a gender reveal picnic at Zoo Lake on Sunday at 11',
        asks(req('event_planning', 'Zoo Lake|Johannesburg', 'sun', '11:00')),
      ],
      [
        "I want to propose at sunset on Lion's Head on Friday, can you set the whole thing up?",
        asks(req(PROPOSAL, "Lion's Head|Cape Town", 'fri', '18:00')),
      ],
      [
        'A kiddies party for my 5-year-old in Durban North on Saturday at 2pm: entertainers, cake, decor, the works',
        asks(req('event_planning', 'Durban North|Durban', 'sat', '14:00')),
      ],

      // Accommodation.
      [
        'Need a lodge in the Sabi Sand for 4 nights from the 12th, two couples',
        asks(req('accommodation', 'Sabi Sand|Kruger', 'dom:12', null, { partySize: 4 })),
      ],
      [
        'Book a boutique hotel in Clarens from Friday, two nights',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null)),
      ],
      [
        'A beach house in Ballito that sleeps 10 for the December holidays, from the 15th of December',
        asks(req('accommodation', 'Ballito|Durban', 'md:12-15', null, { partySize: 10 })),
      ],
      [
        'Our geyser burst and the house is flooded, we need a hotel near Lynnwood from today for 2 adults and 2 kids',
        asks(req('accommodation', 'Lynnwood|Pretoria', 'today', null, { partySize: 4 })),
      ],
      [
        'Find me a quiet guesthouse in Prince Albert for a week of writing, arriving Monday',
        asks(req('accommodation', 'Prince Albert|Karoo', 'mon', null)),
      ],
      [
        'A villa at Zimbali from the 29th of December, 8 of us',
        asks(req('accommodation', 'Zimbali|Durban', 'md:12-29', null, { partySize: 8 })),
      ],

      // Boats.
      [
        'Charter a catamaran from the V&A for a sunset cruise on Saturday, 14 guests',
        asks(req(BOAT, 'V&A Waterfront|Cape Town', 'sat', '18:00', { partySize: 14 })),
      ],
      [
        'A boat to go whale watching out of Hermanus on Sunday morning',
        asks(req(BOAT, 'Hermanus|Overberg', 'sun', '09:00')),
      ],
      [
        'Dive boat out of Sodwana Bay on Tuesday at 5am, 4 of us with our own gear',
        asks(req(BOAT, 'Sodwana Bay|Zululand', 'tue', '05:00', { partySize: 4 })),
      ],
      [
        'We want a luxury yacht for the day on the Knysna lagoon on the 2nd',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'dom:2', null)),
      ],
      [
        'Can I get a motor yacht for 20 on Langebaan Lagoon on Saturday afternoon?',
        asks(
          req('yacht_charter', 'Langebaan Lagoon|West Coast', 'sat', '15:00', { partySize: 20 }),
        ),
      ],
      [
        'Private sunset cruise off Umhlanga on Friday for me and my fiancée',
        asks(req(BOAT, 'Umhlanga|Durban', 'fri', '18:00', { partySize: 2 })),
      ],

      // Shopping.
      [
        "Could a shopper buy a Montblanc pen at Menlyn for my dad's retirement and have it ready by Friday?",
        asks(req('personal_shopping', 'Menlyn|Pretoria', 'fri', null)),
      ],
      [
        'I need a stylist to shop with me for a gala dress at Sandton City on Wednesday afternoon',
        asks(req(ERRAND, ['Sandton City|Johannesburg', 'Sandton|Johannesburg'], 'wed', '15:00')),
      ],
      [
        "Please buy and wrap a Lego set for my nephew's birthday and get it to Glenashley by Saturday",
        asks(req(ERRAND, 'Glenashley|Durban', 'sat', null)),
      ],
      [
        'Someone to do my grocery shopping at Woolworths in Claremont tomorrow morning',
        asks(req(ERRAND, 'Claremont|Cape Town', 'tomorrow', '09:00')),
      ],
      [
        "Track down a bottle of 1994 Meerlust Rubicon for my brother's 30th, delivered to Pinelands on the 10th",
        asks(req(ERRAND, 'Pinelands|Cape Town', 'dom:10', null)),
      ],

      // Travel.
      [
        'Book me business class from Joburg to Cape Town on Thursday at 7am',
        asks(req(FLIGHT, JOBURG, 'thu', '07:00')),
      ],
      [
        'I need visas sorted for a family trip to Japan in April',
        asks(req('travel', null, null, null)),
      ],
      [
        'A private flight from Wonderboom to Hoedspruit on Monday morning',
        asks(req(FLIGHT, 'Wonderboom Airport|Pretoria', 'mon', '09:00')),
      ],
      [
        'Plan our Zanzibar honeymoon please, we leave from OR Tambo on the 6th',
        asks(req(FLIGHT, 'OR Tambo International Airport|Johannesburg', 'dom:6', null)),
      ],
      [
        'Flights for the four of us from King Shaka to George on Friday afternoon',
        asks(req(FLIGHT, 'King Shaka International Airport|Durban', 'fri', '15:00')),
      ],

      // Security.
      [
        'I need armed guards at our Westville house while we are overseas, from Saturday',
        asks(req('security', 'Westville|Durban', 'sat', null)),
      ],
      [
        'A bodyguard for my son at his matric dance at the Durban ICC on Friday night',
        asks(req('security', ['Durban ICC|Durban', 'Durban|Durban'], 'fri', '20:00')),
      ],
      [
        'Armed escort needed to move two paintings from Hyde Park to a gallery in Parkhurst on Tuesday at 10',
        asks(req('security', 'Hyde Park|Johannesburg', 'tue', '10:00')),
      ],
      [
        'Can you arrange close protection for a visiting minister in Umhlanga from Monday?',
        asks(req('security', 'Umhlanga|Durban', 'mon', null)),
      ],
      [
        'Private security to patrol our wedding venue in Tulbagh on the 19th from 4pm',
        asks(req('security', 'Tulbagh|Cape Winelands', 'dom:19', '16:00')),
      ],

      // Other premium services.
      [
        'Two tickets for the Bulls at Loftus on Saturday, good seats please',
        asks(req('other', 'Loftus Versfeld|Pretoria', 'sat', null)),
      ],
      [
        'Book me a deep-tissue massage at home in Morningside tomorrow at 6pm',
        asks(req('other', 'Morningside|Johannesburg', 'tomorrow', '18:00')),
      ],
      [
        'I need a babysitter in Tokai on Saturday from 7pm to midnight',
        asks(req('other', 'Tokai|Cape Town', 'sat', '19:00')),
      ],
      [
        'A tee time at Fancourt for 4 on Sunday at 8am',
        asks(req('other', 'Fancourt|Garden Route', 'sun', '08:00', { partySize: 4 })),
      ],
      [
        "Get a photographer for my parents' 40th anniversary lunch in Paarl on the 22nd at noon",
        asks(req('other', 'Paarl|Cape Winelands', 'dom:22', '12:00')),
      ],
      [
        'Helicopter flip over Cape Point on Saturday at 10 for 3 people',
        asks(req(CHOPPER, 'Cape Point|Cape Town', 'sat', '10:00', { partySize: 3 })),
      ],
      [
        'Could you find a vet who does house calls in Kloof tomorrow morning? The dog is limping',
        asks(req('other', 'Kloof|Durban', 'tomorrow', '09:00')),
      ],
      [
        'Need a personal trainer at our Steyn City home at 6am, Mondays, Wednesdays and Fridays, starting next Monday',
        asks(req('other', 'Steyn City|Johannesburg', 'next:mon', '06:00')),
      ],
      [
        'Book a hot air balloon flight over Hartbeespoort on Sunday at 6am for the two of us',
        asks(req('other', 'Hartbeespoort|Pretoria', 'sun', '06:00', { partySize: 2 })),
      ],
      [
        'A sommelier to host a wine tasting at our house in Constantia on Friday at 6pm',
        asks(req('other', 'Constantia|Cape Town', 'fri', '18:00')),
      ],
      [
        'Private maths tutor for my matric daughter in Summerstrand, Tuesdays at 4pm from next Tuesday',
        asks(req('other', 'Summerstrand|Gqeberha', 'next:tue', '16:00')),
      ],
      [
        'Dog walker in Sea Point every morning at 7, starting tomorrow',
        asks(req('other', 'Sea Point|Cape Town', 'tomorrow', '07:00')),
      ],
    ],
  ),
};
