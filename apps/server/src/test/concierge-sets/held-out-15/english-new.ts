import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];

/**
 * Fifteenth held-out set: one new request per message, in English, over every service type,
 * each asked in new ways (a lift home from the cricket, a sober driver after a wedding, a
 * self-drive Land Cruiser in the Kruger, a breakfast chef at the holiday house, a memorial tea, a
 * furnished flat while the house is painted, deep-sea fishing, a watch collected from the
 * jeweller, a UK visa, an armed escort carrying cash, a dog walker, a matric maths tutor), told as
 * a story, hedged ("any chance of..."), indirect ("I can't cook to save my life"), corrected in
 * the message ("actually make that 6:45", "Easter... I mean from the 3rd"), or naming a place
 * where the service does not happen (the orchestra's name, where the member is staying).
 */
export const HELD_OUT_15_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Personal Driver.
      [
        "We'll need someone to get us from the airport in Cape Town on Friday, we land at 16:25",
        asks(req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '16:25')),
      ],
      [
        'Could a chauffeur take my mother from her flat in Sea Point to her doctor in Claremont on Tuesday at 9:15?',
        asks(req('personal_driver', 'Sea Point|Cape Town', 'tue', '09:15')),
      ],
      [
        "I'm having a few drinks at the Wanderers tonight, so I'll need a lift home at about 11pm",
        asks(req('personal_driver', 'Wanderers Stadium|Johannesburg', 'today', '23:00')),
      ],
      [
        'Driver pls, tmrw 5:45am, Morningside to OR Tambo',
        asks(req('personal_driver', 'Morningside|Johannesburg', 'tomorrow', '05:45')),
      ],
      [
        "Please arrange for someone to collect my son from Lanseria on the 23rd, his flight lands at 14:50. He's 16 and travelling alone",
        asks(
          req('personal_driver', 'Lanseria International Airport|Johannesburg', 'dom:23', '14:50'),
        ),
      ],
      [
        "My PA is off sick and I've got back-to-back meetings in Rosebank and Sandton on Thursday from 8. Can someone drive me around for the day?",
        asks(
          req('personal_driver', ['Rosebank|Johannesburg', 'Sandton|Johannesburg'], 'thu', '08:00'),
        ),
      ],
      [
        'Need a sober driver after the wedding in Stellenbosch on Saturday, from the venue at 11:30pm back to our hotel in Franschhoek',
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'sat', '23:30')),
      ],
      [
        'A chauffeur for Monday the 2nd at 07:00, from Umhlanga to a meeting at the Durban ICC. Actually make that 6:45, traffic',
        asks(req('personal_driver', 'Umhlanga|Durban', 'dom:2', '06:45')),
      ],

      // Range Rover / Luxury Vehicle.
      [
        'I feel like driving myself for once. Can you get me a Porsche Cayenne for the week starting Monday in Durban?',
        asks(req('luxury_vehicle', 'Durban|Durban', 'mon', null)),
      ],
      [
        'Looking to hire a convertible for our Garden Route trip, picking it up in George on the 12th',
        asks(req('luxury_vehicle', 'George|Garden Route', 'dom:12', null)),
      ],
      [
        "Any chance of a Bentley Continental for my husband's 50th on Saturday? We'll drive it ourselves around Franschhoek",
        asks(req('luxury_vehicle', 'Franschhoek|Cape Winelands', 'sat', null)),
      ],
      [
        'Rent me a Range Rover Vogue for 3 days from tomorrow, delivered to the Saxon',
        asks(req('luxury_vehicle', 'The Saxon|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Is it possible to have a Land Cruiser for self-drive in Kruger from Friday? Collecting at Skukuza Airport',
        asks(req('luxury_vehicle', ['Skukuza Airport|Kruger', 'Kruger|Kruger'], 'fri', null)),
      ],
      [
        'A G-Wagon for the weekend in Pretoria please, from Friday at 4pm',
        asks(req('luxury_vehicle', 'Pretoria|Pretoria', 'fri', '16:00')),
      ],

      // Private Chef.
      [
        "My in-laws are visiting on Sunday and I can't cook to save my life. Could you send someone to make lunch for 7 at our place in Kloof at 1?",
        asks(req('private_chef', 'Kloof|Durban', 'sun', '13:00', { partySize: 7 })),
      ],
      [
        'Sushi chef at home in Houghton for 12 guests, next Saturday at 7.30pm',
        asks(req('private_chef', 'Houghton|Johannesburg', 'next:sat', '19:30', { partySize: 12 })),
      ],
      [
        "Anniversary dinner at home: I'd love a private chef to cook a 5-course meal for two in our apartment in Umhlanga on the 19th",
        asks(req('private_chef', 'Umhlanga|Durban', 'dom:19', null, { partySize: 2 })),
      ],
      [
        'Could we get a chef to do breakfast at the holiday house in Plett tomorrow morning for 9 people?',
        asks(
          req('private_chef', 'Plettenberg Bay|Garden Route', 'tomorrow', '09:00', {
            partySize: 9,
          }),
        ),
      ],
      [
        'Need a chef for a dinner party in Llandudno on Friday, 8 guests, one vegan and one nut allergy',
        asks(req('private_chef', 'Llandudno|Cape Town', 'fri', null, { partySize: 8 })),
      ],
      [
        "A proper braai master for my son's 18th at our house in Midstream, Saturday from 2pm, about 30 people",
        asks(req('private_chef', 'Midstream|Pretoria', 'sat', '14:00', { partySize: 30 })),
      ],
      [
        "We're staying at a villa in Clifton from Thursday and would like a chef there every evening at 7 for the 4 of us, starting Thursday",
        asks(req('private_chef', 'Clifton|Cape Town', 'thu', '19:00', { partySize: 4 })),
      ],

      // Event Planning.
      [
        'I want to throw a surprise 40th for my wife at a venue in Constantia on 21 November, about 60 people. Where do we start?',
        asks(req('event_planning', 'Constantia|Cape Town', 'md:11-21', null)),
      ],
      [
        'Can you plan a baby shower for my sister in Bryanston on the 8th at 11am?',
        asks(req('event_planning', 'Bryanston|Johannesburg', 'dom:8', '11:00')),
      ],
      [
        'We need an end of year function for our staff of 40 in Umhlanga on the 6th of December',
        asks(req('event_planning', 'Umhlanga|Durban', 'md:12-06', null)),
      ],
      [
        "I'm thinking of organising a small engagement party at our home in Durbanville, maybe on the 28th? Need help with everything",
        asks(req('event_planning', 'Durbanville|Cape Town', 'dom:28', null)),
      ],
      [
        'Product launch at the Sandton Convention Centre on the 17th at 6pm, we need an event planner to run it',
        asks(req('event_planning', 'Sandton Convention Centre|Johannesburg', 'dom:17', '18:00')),
      ],
      [
        "Please organise a birthday party for my twins, they're turning 6, at Zoo Lake next Sunday at 10",
        asks(req('event_planning', 'Zoo Lake|Johannesburg', 'next:sun', '10:00')),
      ],
      [
        "We'd like to hold a memorial tea for my late father at Groot Constantia on Friday at 3pm, around 50 people",
        asks(req('event_planning', 'Groot Constantia|Cape Town', 'fri', '15:00')),
      ],

      // Villa / Accommodation.
      [
        'Looking for a bush lodge in the Sabi Sand for our honeymoon, 4 nights from 10 May',
        asks(req('accommodation', 'Sabi Sand|Kruger', 'md:05-10', null)),
      ],
      [
        'We need somewhere to stay in Knysna over Easter... I mean the first week of April, from the 3rd. 2 adults and 2 kids',
        asks(req('accommodation', 'Knysna|Garden Route', 'md:04-03', null, { partySize: 4 })),
      ],
      [
        'Find me a hotel room near the Durban ICC for Wednesday, just the one night',
        asks(req('accommodation', 'Durban ICC|Durban', 'wed', null)),
      ],
      [
        'Our house is being painted. Can you find us a furnished apartment in Sea Point from Monday for 2 weeks?',
        asks(req('accommodation', 'Sea Point|Cape Town', 'mon', null)),
      ],
      [
        'A villa in Umhlanga with a pool for 12 people from the 18th of December to the 2nd of January',
        asks(req('accommodation', 'Umhlanga|Durban', 'md:12-18', null, { partySize: 12 })),
      ],
      [
        "I'd like a room at the Mount Nelson from tomorrow, 2 nights",
        asks(req('accommodation', 'Mount Nelson|Cape Town', 'tomorrow', null)),
      ],
      [
        'Can you get us a chalet in Clarens for the long weekend starting Friday, 6 people',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null, { partySize: 6 })),
      ],

      // Yacht Charter.
      [
        "We'd love to take the family out on a yacht on the Knysna lagoon on Sunday at 10, 8 of us",
        asks(req('yacht_charter', 'Knysna|Garden Route', 'sun', '10:00', { partySize: 8 })),
      ],
      [
        'Sunset yacht cruise from the Waterfront on Friday for 14 people, drinks on board',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'fri', '18:00', { partySize: 14 })),
      ],
      [
        'Could you charter a catamaran out of Hout Bay for the 23rd at 11am, 20 guests?',
        asks(req(BOAT, 'Hout Bay|Cape Town', 'dom:23', '11:00', { partySize: 20 })),
      ],
      [
        'Deep sea fishing charter from Durban harbour on Saturday at 5am, 6 guys',
        asks(req(BOAT, 'Durban|Durban', 'sat', '05:00', { partySize: 6 })),
      ],
      [
        "I want to surprise my wife with a private yacht trip on Valentine's Day in Simon's Town, just the 2 of us, at sunset",
        asks(req('yacht_charter', "Simon's Town|Cape Town", 'md:02-14', '18:00', { partySize: 2 })),
      ],
      [
        'Book a boat for whale watching in Hermanus tomorrow morning for the 5 of us',
        asks(req(BOAT, 'Hermanus|Overberg', 'tomorrow', '09:00', { partySize: 5 })),
      ],

      // Personal Shopping.
      [
        'I need someone to help me choose an outfit for a wedding, at Sandton City on Tuesday at 10',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'tue', '10:00')),
      ],
      [
        "Could a personal shopper pick up a birthday gift for my daughter at the V&A by Thursday? She's into jewellery",
        asks(req('personal_shopping', 'V&A Waterfront|Cape Town', 'thu', null)),
      ],
      [
        'Please buy me a pair of the new Nike running shoes, size 10, and have them delivered to my office in Rosebank tomorrow',
        asks(req('personal_shopping', ['Rosebank|Johannesburg', null], 'tomorrow', null)),
      ],
      [
        "I'd like a stylist to go through my wardrobe at home in Bishopscourt on Monday afternoon",
        asks(req(ERRAND, 'Bishopscourt|Cape Town', 'mon', '15:00')),
      ],
      [
        'Can someone collect a watch I had repaired at a jeweller in Hyde Park on Friday?',
        asks(req(ERRAND, 'Hyde Park|Johannesburg', 'fri', null)),
      ],
      [
        'I need a shopper to do a big Woolworths run before we arrive at the Ballito house on Saturday',
        asks(req(ERRAND, 'Ballito|Durban', 'sat', null)),
      ],

      // Travel Arrangements.
      [
        'Please book me on a flight from Cape Town to Joburg on Monday morning, business class',
        asks(
          req(
            'travel',
            ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
            'mon',
            '09:00',
          ),
        ),
      ],
      [
        'We want to go to Mauritius for a week in July, can you sort flights for the 4 of us from OR Tambo?',
        asks(req('travel', 'OR Tambo International Airport|Johannesburg', null, null)),
      ],
      [
        'I need my visa for the UK sorted before my trip, where do I start?',
        asks(req('travel', null, null, null)),
      ],
      [
        'Can you get me on the Rovos Rail to Victoria Falls from Pretoria on 14 August?',
        asks(req('travel', 'Pretoria|Pretoria', 'md:08-14', null)),
      ],
      [
        'Book a private jet from Lanseria to Cape Town for Thursday at 11, 6 passengers',
        asks(req('travel', 'Lanseria International Airport|Johannesburg', 'thu', '11:00')),
      ],
      [
        'My mom needs a flight from PE to Durban on the 9th, with wheelchair assistance',
        asks(
          req(
            'travel',
            ['Gqeberha|Gqeberha', 'Chief Dawid Stuurman International Airport|Gqeberha'],
            'dom:9',
            null,
          ),
        ),
      ],
      [
        "I'd like a helicopter flip over the Cape Peninsula on Saturday at noon",
        asks(req(FLIGHT, 'Cape Peninsula|Cape Town', 'sat', '12:00')),
      ],

      // Security Services.
      [
        "I'll be wearing a lot of jewellery to a gala at the Durban ICC on Saturday evening and would like a bodyguard",
        asks(req('security', 'Durban ICC|Durban', 'sat', '19:00')),
      ],
      [
        "We're having a big party at the house in Saxonwold on Friday and I'd like two guards at the gate from 6pm",
        asks(req('security', 'Saxonwold|Johannesburg', 'fri', '18:00')),
      ],
      [
        'Is it possible to get an armed escort from OR Tambo to Sandton tomorrow at 15:00? Carrying cash for a deal',
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'tomorrow', '15:00')),
      ],
      [
        "We've had break-ins in the area, can you arrange overnight security for our house in Constantia from tonight?",
        asks(req('security', 'Constantia|Cape Town', 'today', '20:00')),
      ],
      [
        'Need close protection for a visiting CEO in Joburg on the 12th and 13th',
        asks(req('security', 'Johannesburg|Johannesburg', 'dom:12', null)),
      ],
      [
        "Can you arrange security for my daughter's 21st in Waterkloof next Saturday night?",
        asks(req('security', 'Waterkloof|Pretoria', 'next:sat', '20:00')),
      ],

      // Other Premium Services.
      [
        'Could you book a couples massage at a spa in Franschhoek for Saturday at 3?',
        asks(req('other', 'Franschhoek|Cape Winelands', 'sat', '15:00')),
      ],
      [
        'I need a florist to deliver a big bouquet to my mom in Umhlanga tomorrow morning',
        asks(req('other', 'Umhlanga|Durban', 'tomorrow', '09:00')),
      ],
      [
        'Tickets for the Cape Town Philharmonic at Artscape on Friday, 2 please',
        asks(req('other', ['Cape Town|Cape Town', null], 'fri', null)),
      ],
      [
        "Can someone walk and feed my dogs at home in Parkview while we're away, from Thursday?",
        asks(req('other', 'Parkview|Johannesburg', 'thu', null)),
      ],
      [
        'Hair and makeup for me and 3 bridesmaids at the Oyster Box on the 26th at 8am',
        asks(req('other', 'Oyster Box|Durban', 'dom:26', '08:00')),
      ],
      [
        'Book me a round of golf at Fancourt on Sunday at 7:20 for 4',
        asks(req('other', 'Fancourt|Garden Route', 'sun', '07:20')),
      ],
      [
        "A tutor for my son's matric maths, at home in Westville, Tuesday at 4pm",
        asks(req('other', 'Westville|Durban', 'tue', '16:00')),
      ],
    ],
  ),
};
