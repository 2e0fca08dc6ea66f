import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const CAR: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const PROPOSAL: ServiceType[] = ['event_planning', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];

/**
 * Twentieth held-out set: one new request per message, in English, over every service type, each
 * asked in new ways (a Velar for the weekend, a car while a Porsche is serviced, a G-Wagon for a
 * matric farewell, a convertible from George, a vintage Rolls for a wedding, a Land Cruiser from
 * Hoedspruit, a Taycan in Bantry Bay; a chef for a partners' dinner, meals after a hip operation, a
 * sushi chef for 16, a Xhosa feast, a dinner for two in Greyton, keto meal prep; a board meeting in
 * Sandton and back, a mother to physio, a designated driver, a day of conference driving, a school
 * pickup, a lift to Franschhoek, a day trip to Addo; a surprise 40th, a year-end function, a baby
 * shower, an umembeso, a golden anniversary, a proposal on Chapman's Peak; a lodge in the Sabi
 * Sand, a house in Paternoster, a hotel after a burst geyser, a villa in Plett for December, a
 * guesthouse in Clarens, a suite at the Oyster Box, a lodge in Madikwe; a catamaran, deep-sea
 * fishing, the Knysna lagoon, whales from Simon's Town, a bachelor party, Langebaan Lagoon; a
 * Hermès scarf, a stylist, a signed jersey, groceries, a rare Rubicon, school uniforms; business
 * class to London, Schengen visas, a jet to Mauritius, flights for six, a Seychelles honeymoon, a
 * flight from PE; guards on an empty house, a visiting CEO, a matric dance, jewellery in transit,
 * a wedding, street patrols; Springbok tickets, a couples massage, a babysitter, golf at Fancourt,
 * a helicopter flip, a bar mitzvah photographer, a vet for a lame horse, a hot air balloon), told
 * with the reason first or as a story, or naming a place where the service does not happen (a
 * board meeting, a physio, Franschhoek as a destination, Italy, Mauritius).
 */
export const HELD_OUT_20_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Luxury vehicles.
      [
        "I'd like to hire a Range Rover Velar for the weekend starting Friday, to collect in Umhlanga",
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'fri', null)),
      ],
      [
        'My Porsche goes in for a service tomorrow. Can you get me something comparable to drive in Sandton from then?',
        asks(req('luxury_vehicle', 'Sandton|Johannesburg', 'tomorrow', null)),
      ],
      [
        "A G-Wagon for my son's matric farewell on the 22nd, picking him up at home in Waterkloof at 5pm",
        asks(req(CAR, 'Waterkloof|Pretoria', 'dom:22', '17:00')),
      ],
      [
        'Could you arrange a convertible for a drive along the Garden Route, collecting at George Airport on Monday at 11?',
        asks(req('luxury_vehicle', 'George Airport|Garden Route', 'mon', '11:00')),
      ],
      [
        "We'd love a vintage Rolls-Royce for my daughter's wedding in Stellenbosch on Saturday afternoon",
        asks(req(CAR, 'Stellenbosch|Cape Winelands', 'sat', '15:00')),
      ],
      [
        "Looking for a Land Cruiser or similar for a self-drive trip into the Kruger, I'll pick it up in Hoedspruit on Wednesday morning",
        asks(req('luxury_vehicle', 'Hoedspruit|Kruger', 'wed', '09:00')),
      ],
      [
        'An electric Porsche Taycan for three days, delivered to our place in Bantry Bay on Tuesday',
        asks(req('luxury_vehicle', 'Bantry Bay|Cape Town', 'tue', null)),
      ],

      // Private chefs.
      [
        "We're hosting my husband's partners at home in Houghton on Friday, so we need a chef for 10 at 7pm",
        asks(req('private_chef', 'Houghton|Johannesburg', 'fri', '19:00', { partySize: 10 })),
      ],
      [
        "After my hip op I can't stand at the stove for a while. Could a chef do meals at my place in Durban North from Monday?",
        asks(req('private_chef', 'Durban North|Durban', 'mon', null)),
      ],
      [
        'Sushi chef for a party of 16 in Ballito on the 14th, starting at 6:30pm',
        asks(req('private_chef', 'Ballito|Durban', 'dom:14', '18:30', { partySize: 16 })),
      ],
      [
        "I want a chef to cook a traditional Xhosa feast for my parents' anniversary, Sunday at 1pm in Gonubie, 12 people",
        asks(req('private_chef', 'Gonubie|East London', 'sun', '13:00', { partySize: 12 })),
      ],
      [
        'Can someone come and cook a romantic dinner for two at our cottage in Greyton tomorrow night?',
        asks(req('private_chef', 'Greyton|Overberg', 'tomorrow', '20:00', { partySize: 2 })),
      ],
      [
        "I'd like a keto meal-prep chef at my flat in Umhlanga Ridge on Tuesday at 10",
        asks(req('private_chef', 'Umhlanga Ridge|Durban', 'tue', '10:00')),
      ],

      // Personal drivers.
      [
        'I need someone to drive me from Menlyn to a board meeting in Sandton and back tomorrow, leaving at 7:15',
        asks(req('personal_driver', 'Menlyn|Pretoria', 'tomorrow', '07:15')),
      ],
      [
        'Please send a driver to take my mom from her house in Kenilworth to physio on Thursday at 2pm',
        asks(req('personal_driver', 'Kenilworth|Cape Town', 'thu', '14:00')),
      ],
      [
        "Designated driver please! We're at a birthday in Northcliff tonight and I'll want to leave around 11pm",
        asks(req('personal_driver', 'Northcliff|Johannesburg', 'today', '23:00')),
      ],
      [
        'A chauffeur for the whole of Wednesday, starting at 8am at the Durban ICC',
        asks(req('personal_driver', ['Durban ICC|Durban', 'Durban|Durban'], 'wed', '08:00')),
      ],
      [
        'Could a driver collect my two boys from school in Rondebosch this Friday at 2:30pm?',
        asks(req('personal_driver', 'Rondebosch|Cape Town', 'fri', '14:30')),
      ],
      [
        'Need a lift from Cape Town International to Franschhoek on Saturday, I land at about 10am',
        asks(req('personal_driver', 'Cape Town International Airport|Cape Town', 'sat', '10:00')),
      ],
      [
        'A driver from my place in Summerstrand to Addo and back on Sunday, leaving at 6am',
        asks(req('personal_driver', 'Summerstrand|Gqeberha', 'sun', '06:00')),
      ],

      // Events.
      [
        'Planning a surprise 40th for my wife, around 60 guests, somewhere in the Hemel-en-Aarde valley on the 20th',
        asks(req('event_planning', 'Hemel-en-Aarde Valley|Overberg', 'dom:20', null)),
      ],
      [
        "We need someone to organise our company's year-end function for 150 people at the CTICC",
        asks(req('event_planning', 'CTICC|Cape Town', null, null)),
      ],
      [
        'A baby shower for my sister on Sunday afternoon in Bedfordview, about 25 ladies',
        asks(req('event_planning', 'Bedfordview|Johannesburg', 'sun', '15:00')),
      ],
      [
        'Can you plan an umembeso ceremony at our family home in Pietermaritzburg on the 9th?',
        asks(req('event_planning', 'Pietermaritzburg|Pietermaritzburg', 'dom:9', null)),
      ],
      [
        "My parents' 50th wedding anniversary party, Saturday at 6pm in Kyalami. Please organise everything",
        asks(req('event_planning', 'Kyalami|Johannesburg', 'sat', '18:00')),
      ],
      [
        "I want to propose at sunset on Chapman's Peak next Friday. Can you set it all up?",
        asks(req(PROPOSAL, "Chapman's Peak|Cape Town", 'next:fri', '18:00')),
      ],

      // Accommodation.
      [
        'Need a lodge in the Sabi Sand for 4 nights from the 3rd, two couples',
        asks(req('accommodation', 'Sabi Sand|Kruger', 'dom:3', null)),
      ],
      [
        'Find us a self-catering house in Paternoster for the long weekend, arriving Friday',
        asks(req('accommodation', 'Paternoster|West Coast', 'fri', null)),
      ],
      [
        'Our geyser burst this morning. I need a hotel in Rosebank from today for me and the kids',
        asks(req('accommodation', 'Rosebank|Johannesburg', 'today', null)),
      ],
      [
        'A villa in Plett from 18 December for 10 people, ideally walking distance to the beach',
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-18', null, { partySize: 10 }),
        ),
      ],
      [
        'Quiet guesthouse in Clarens for the weekend please, checking in Saturday',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'sat', null)),
      ],
      [
        'A suite at the Oyster Box for our anniversary on the 25th',
        asks(req('accommodation', ['Oyster Box|Durban', 'Umhlanga|Durban'], 'dom:25', null)),
      ],
      [
        'Can you find a bush lodge in Madikwe from next Thursday, 3 nights?',
        asks(req('accommodation', 'Madikwe|Madikwe', 'next:thu', null)),
      ],

      // Boats.
      [
        'A sunset cruise on a catamaran from the V&A for 12 people on Thursday',
        asks(req(BOAT, 'V&A Waterfront|Cape Town', 'thu', '18:00', { partySize: 12 })),
      ],
      [
        'Deep-sea fishing boat out of Durban harbour on Saturday at 5am, 4 guys',
        asks(req(BOAT, ['Durban|Durban', 'Durban Point|Durban'], 'sat', '05:00', { partySize: 4 })),
      ],
      [
        'Can you charter a yacht on the Knysna lagoon for Sunday afternoon? 8 of us',
        asks(req(BOAT, 'Knysna|Garden Route', 'sun', '15:00', { partySize: 8 })),
      ],
      [
        "We'd like a private boat from Simon's Town to see the whales, tomorrow at 10, 6 adults",
        asks(req(BOAT, "Simon's Town|Cape Town", 'tomorrow', '10:00', { partySize: 6 })),
      ],
      [
        'A boat for my bachelor party out of Hout Bay, Saturday 1pm, 15 guys',
        asks(req(BOAT, 'Hout Bay|Cape Town', 'sat', '13:00', { partySize: 15 })),
      ],
      [
        'A motor yacht on Langebaan Lagoon for a family day on the 19th',
        asks(req(BOAT, ['Langebaan Lagoon|West Coast', 'Langebaan|West Coast'], 'dom:19', null)),
      ],

      // Shopping.
      [
        "Could someone pick up a Hermès scarf at Sandton City for my wife's birthday? I need it by Friday",
        asks(req(ERRAND, ['Sandton City|Johannesburg', 'Sandton|Johannesburg'], 'fri', null)),
      ],
      [
        'I need a stylist to help me shop for a gala dress in Hyde Park tomorrow at 11',
        asks(req('personal_shopping', 'Hyde Park|Johannesburg', 'tomorrow', '11:00')),
      ],
      [
        "Please buy and wrap a Springbok jersey signed by Siya for my dad's 60th, delivered to Durbanville on the 11th",
        asks(req(ERRAND, 'Durbanville|Cape Town', 'dom:11', null)),
      ],
      [
        'Groceries for the beach house in Kenton-on-Sea please, before we arrive on Thursday',
        asks(req(ERRAND, 'Kenton-on-Sea|Sunshine Coast', 'thu', null)),
      ],
      [
        'Could you track down a bottle of 1998 Meerlust Rubicon and deliver it to my office in Rivonia on Monday?',
        asks(req(ERRAND, 'Rivonia|Johannesburg', 'mon', null)),
      ],
      [
        'School uniforms for 3 kids: can someone do the shopping at Canal Walk on Saturday morning?',
        asks(req(ERRAND, ['Canal Walk|Cape Town', 'Century City|Cape Town'], 'sat', '09:00')),
      ],

      // Travel.
      [
        'Business class to London for two on the 8th, leaving from Cape Town',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:8', null)),
      ],
      [
        'Please sort out Schengen visas for my family of four, we leave for Italy in about two months',
        asks(req('travel', null, null, null)),
      ],
      [
        'A private jet from Lanseria to Mauritius next Wednesday morning',
        asks(req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'next:wed', '09:00')),
      ],
      [
        'Flights for 6 from King Shaka to George on Friday',
        asks(req(FLIGHT, 'King Shaka International Airport|Durban', 'fri', null)),
      ],
      [
        'Honeymoon in the Seychelles! We want to fly out of Joburg on the 16th',
        asks(req(FLIGHT, JOBURG, 'dom:16', null)),
      ],
      [
        'Book me on a flight from PE to Cape Town tomorrow afternoon',
        asks(
          req(
            FLIGHT,
            ['Chief Dawid Stuurman International Airport|Gqeberha', 'Gqeberha|Gqeberha'],
            'tomorrow',
            '15:00',
          ),
        ),
      ],

      // Security.
      [
        "I'd like armed guards at our house in Dainfern while we're away, from Saturday",
        asks(req('security', 'Dainfern|Johannesburg', 'sat', null)),
      ],
      [
        'Close protection for a visiting CEO in Sandton on Tuesday, 8am to 6pm',
        asks(req('security', 'Sandton|Johannesburg', 'tue', '08:00')),
      ],
      [
        'Need a bodyguard for my daughter at her matric dance at Montecasino on the 17th, from 6pm',
        asks(
          req('security', ['Montecasino|Johannesburg', 'Fourways|Johannesburg'], 'dom:17', '18:00'),
        ),
      ],
      [
        'A security escort for jewellery going from Nelson Mandela Square to Bryanston on Thursday at 3pm',
        asks(
          req(
            'security',
            ['Nelson Mandela Square|Johannesburg', 'Sandton|Johannesburg'],
            'thu',
            '15:00',
          ),
        ),
      ],
      [
        'Guards for our wedding in Tulbagh on the 6th, we have 200 guests',
        asks(req('security', 'Tulbagh|Cape Winelands', 'dom:6', null)),
      ],
      [
        'There have been break-ins on our street in Kloof. Can you arrange patrols starting tomorrow at 6pm?',
        asks(req('security', 'Kloof|Durban', 'tomorrow', '18:00')),
      ],

      // Other premium services.
      [
        'Two tickets for the Springboks at Ellis Park on Saturday',
        asks(req('other', 'Ellis Park|Johannesburg', 'sat', null)),
      ],
      [
        'A couples massage at our villa in Zimbali, Sunday at 4pm',
        asks(req('other', 'Zimbali|Durban', 'sun', '16:00')),
      ],
      [
        'Babysitter tonight at 7 in Craighall, two kids aged 3 and 6',
        asks(req('other', 'Craighall|Johannesburg', 'today', '19:00')),
      ],
      [
        'Tee time for 4 at Fancourt on Wednesday at 7:30am',
        asks(req('other', 'Fancourt|Garden Route', 'wed', '07:30')),
      ],
      [
        'Helicopter flip over the peninsula from the V&A on Friday at 11',
        asks(req(CHOPPER, 'V&A Waterfront|Cape Town', 'fri', '11:00')),
      ],
      [
        "Need a photographer for my son's bar mitzvah in Sea Point on the 23rd",
        asks(req('other', 'Sea Point|Cape Town', 'dom:23', null)),
      ],
      [
        'Can you get a vet out to our farm near Howick? The horse is lame. Tomorrow at 8 if possible',
        asks(req('other', 'Howick|Pietermaritzburg', 'tomorrow', '08:00')),
      ],
      [
        'A hot air balloon ride from Hartbeespoort at 5:30am on Sunday for the two of us',
        asks(req('other', 'Hartbeespoort|Pretoria', 'sun', '05:30')),
      ],
    ],
  ),
};
