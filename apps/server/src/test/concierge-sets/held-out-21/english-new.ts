import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const TRAIN: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];

/**
 * Twenty-first held-out set: one new request per message, in English, over every service type,
 * each asked in new ways (a car while a Porsche is serviced, a Range Rover Sport from the
 * airport, a convertible from Knysna, a Bentley for a wedding, a Maserati in Durban, a G-Wagon at
 * Lanseria, an SUV when a wife's car died; meals after a knee operation, a Cape Malay feast, a
 * dinner for two at Grootbos, a kosher chef, a tasting menu in Llandudno, meal prep in Ballito, a
 * braai master for a 21st; a mother to physio, a designated driver, a 5:30am airport run, children
 * from school to swimming, a day of meetings, Stellenbosch to the airport, a day trip to Addo; a
 * surprise 30th, a year-end function, an umabo, a gender reveal, a 60th on a wine farm, a product
 * launch, a kitchen tea; a guesthouse in Dullstroom, a hotel after a burst pipe, a tented camp in
 * the Kgalagadi, a villa on Leisure Isle, a bush lodge near Hoedspruit, a house in Ballito for a
 * month, a room at the Lost City; a catamaran, whale watching, the Knysna lagoon, a booze cruise,
 * a superyacht, a speedboat on the Vaal, the seals; a Cartier watch, a stylist, a niece's
 * present, holiday groceries, a rare wine, a suit, a matric farewell dress; business class to
 * Dubai, a UK visa, three tickets to Gqeberha, a jet to Zanzibar, the first flight out of King
 * Shaka, a Maldives honeymoon, the Blue Train; guards on an empty house, a CEO from Lagos, a
 * jewellery delivery, an 18th, a charity auction, an open day on a farm, an escort to Sun City;
 * concert tickets, a couples massage, a babysitter, a tee time, a helicopter flip, a dog sitter, a
 * family shoot, a farrier), told with the reason first or as a story, or naming a place where the
 * service does not happen (the school, the physio, Sun City, Hyde Park, Zanzibar, the Maldives).
 */
export const HELD_OUT_21_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // luxury_vehicle
      [
        'My Porsche is in for a service all week - can I get something similar to drive from tomorrow, in Sandton?',
        asks(req('luxury_vehicle', 'Sandton|Johannesburg', 'tomorrow', null)),
      ],
      [
        "I'd like to rent a Range Rover Sport for a week from Friday, collecting at Cape Town International",
        asks(req(HIRE, 'Cape Town International Airport|Cape Town', 'fri', null)),
      ],
      [
        'Convertible for a Garden Route road trip, pick up in Knysna on the 18th at 10am',
        asks(req(HIRE, 'Knysna|Garden Route', 'dom:18', '10:00')),
      ],
      [
        "Need a Bentley for my daughter's wedding on Saturday, leaving our house in Waterkloof at 2pm",
        asks(req(HIRE, 'Waterkloof|Pretoria', 'sat', '14:00')),
      ],
      [
        'Can you arrange a Maserati for me to drive around Durban, starting Saturday morning',
        asks(req(HIRE, 'Durban|Durban', 'sat', '09:00')),
      ],
      [
        "I want a G-Wagon waiting at Lanseria on Thursday at 4pm, I'll drive myself",
        asks(req('luxury_vehicle', 'Lanseria International Airport|Johannesburg', 'thu', '16:00')),
      ],
      [
        "My wife's car died. We need a decent SUV in Pretoria East for two weeks from tomorrow",
        asks(req(HIRE, 'Pretoria East|Pretoria', 'tomorrow', null)),
      ],

      // private_chef
      [
        "I'm recovering from a knee op and can't stand in the kitchen - a chef to prepare meals at my place in Morningside from Monday?",
        asks(req('private_chef', 'Morningside|Johannesburg', 'mon', null)),
      ],
      [
        'Looking for a chef to do a Cape Malay feast for 20 at our home in Rondebosch on the 27th at 6pm',
        asks(req('private_chef', 'Rondebosch|Cape Town', 'dom:27', '18:00', { partySize: 20 })),
      ],
      [
        'Private chef for a romantic dinner for two in our suite at Grootbos on Friday at 7:30pm',
        asks(req('private_chef', 'Grootbos|Overberg', 'fri', '19:30', { partySize: 2 })),
      ],
      [
        'We need a kosher chef for 12 at home in Linksfield on Friday evening',
        asks(req('private_chef', 'Linksfield|Johannesburg', 'fri', '19:00', { partySize: 12 })),
      ],
      [
        "We're hosting a tasting-menu evening for 8 at our villa in Llandudno tomorrow at 7pm and need a chef",
        asks(req('private_chef', 'Llandudno|Cape Town', 'tomorrow', '19:00', { partySize: 8 })),
      ],
      [
        'Meal prep chef three days a week at my place in Ballito, starting next week Monday',
        asks(req('private_chef', 'Ballito|Durban', 'next:mon', null)),
      ],
      [
        "Braai master for my son's 21st in Midrand on the 15th at 5pm, about 40 people",
        asks(req(BRAAI, 'Midrand|Johannesburg', 'dom:15', '17:00', { partySize: 40 })),
      ],

      // personal_driver
      [
        'My mother has physio every week - please get a driver to take her from Claremont at 10am on Tuesday',
        asks(req('personal_driver', 'Claremont|Cape Town', 'tue', '10:00')),
      ],
      [
        "Designated driver for the work year-end in Rosebank on Friday, I'll need collecting at 11pm",
        asks(req('personal_driver', 'Rosebank|Johannesburg', 'fri', '23:00')),
      ],
      [
        'driver needed tomorrow 5:30am from Umhlanga to King Shaka',
        asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '05:30')),
      ],
      [
        'Can someone drive my kids from school in Parkhurst to their swimming lesson on Thursday at 2pm?',
        asks(req('personal_driver', 'Parkhurst|Johannesburg', 'thu', '14:00')),
      ],
      [
        'I need a chauffeur for the whole day on the 20th for meetings around Sandton, starting at 7:30',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'dom:20', '07:30')),
      ],
      [
        'Driver please to take me from Stellenbosch to the Cape Town airport on Sunday at 3pm',
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'sun', '15:00')),
      ],
      [
        'Day trip: I want to be driven from Gqeberha out to Addo and back on Saturday, leaving at 7am',
        asks(req('personal_driver', 'Gqeberha|Gqeberha', 'sat', '07:00')),
      ],

      // event_planning
      [
        'Planning a surprise 30th for my girlfriend on the 28th in Maboneng, about 50 people - I need a planner',
        asks(req('event_planning', 'Maboneng|Johannesburg', 'dom:28', null)),
      ],
      [
        'Our company year-end function, 120 staff, at the Durban ICC in two weeks - can you organise it?',
        asks(req('event_planning', 'Durban ICC|Durban', '+14', null)),
      ],
      [
        "I need help organising my umabo in Pietermaritzburg on Saturday, it's a big family thing",
        asks(req('event_planning', 'Pietermaritzburg|Pietermaritzburg', 'sat', null)),
      ],
      [
        'Gender reveal party in our garden in Fourways, Sunday at 2 - could you handle the planning?',
        asks(req('event_planning', 'Fourways|Johannesburg', 'sun', '14:00')),
      ],
      [
        "A 60th birthday celebration for my dad on a wine farm in Robertson on the 22nd, we'd like it planned properly",
        asks(req('event_planning', 'Robertson|Cape Winelands', 'dom:22', null)),
      ],
      [
        'Product launch at the Zeitz MOCAA, 200 guests, on the 26th at 6:30pm - we need an events team',
        asks(
          req(
            'event_planning',
            ['Zeitz MOCAA|Cape Town', 'V&A Waterfront|Cape Town'],
            'dom:26',
            '18:30',
          ),
        ),
      ],
      [
        'Please plan a kitchen tea for my sister in Durban North next week Saturday at 10',
        asks(req('event_planning', 'Durban North|Durban', 'next:sat', '10:00')),
      ],

      // accommodation
      [
        "A guesthouse in Dullstroom for 2 nights from Friday, we're bringing the dog",
        asks(req('accommodation', 'Dullstroom|Panorama Route', 'fri', null)),
      ],
      [
        'Burst pipe at home, I need a hotel in Rosebank tonight for me and the kids',
        asks(req('accommodation', 'Rosebank|Johannesburg', 'today', null)),
      ],
      [
        'A luxury tented camp in the Kgalagadi for 3 nights from the 16th',
        asks(req('accommodation', 'Kgalagadi Transfrontier Park|Kalahari', 'dom:16', null)),
      ],
      [
        'Villa on Leisure Isle in Knysna for the December holidays, from the 15th of December',
        asks(
          req(
            'accommodation',
            ['Leisure Isle|Garden Route', 'Knysna|Garden Route'],
            'md:12-15',
            null,
          ),
        ),
      ],
      [
        'Can you find a bush lodge near Hoedspruit for Friday next week, 4 adults, two nights',
        asks(req('accommodation', 'Hoedspruit|Kruger', 'next:fri', null)),
      ],
      [
        'Need a house in Ballito for a month from the 1st of March for my parents',
        asks(req('accommodation', 'Ballito|Durban', 'md:03-01', null)),
      ],
      [
        'A room at the Lost City for Saturday, one king bed',
        asks(req('accommodation', 'Lost City|Pilanesberg', 'sat', null)),
      ],

      // yacht_charter
      [
        "Catamaran for 15 from the V&A on Saturday at 11, it's my wife's birthday",
        asks(req(BOAT, 'V&A Waterfront|Cape Town', 'sat', '11:00', { partySize: 15 })),
      ],
      [
        'Charter a boat for whale watching out of Hermanus tomorrow at 9',
        asks(req(BOAT, 'Hermanus|Overberg', 'tomorrow', '09:00')),
      ],
      [
        'Could you get us a sailing yacht on the Knysna lagoon for Sunday afternoon, 6 people',
        asks(req(BOAT, 'Knysna|Garden Route', 'sun', '15:00', { partySize: 6 })),
      ],
      [
        'We want a sunset booze cruise out of Durban harbour for my bachelor party on Friday',
        asks(req(BOAT, 'Durban|Durban', 'fri', '18:00')),
      ],
      [
        "A superyacht for a day out of Simon's Town on the 17th, 20 guests",
        asks(req(BOAT, "Simon's Town|Cape Town", 'dom:17', null, { partySize: 20 })),
      ],
      [
        'Speedboat on the Vaal River on Saturday at 10 for 8 of us',
        asks(req(BOAT, 'Vaal River|Vaal Triangle', 'sat', '10:00', { partySize: 8 })),
      ],
      [
        'Boat trip to see the seals from Hout Bay, Sunday at 10am, 4 people',
        asks(req(BOAT, 'Hout Bay|Cape Town', 'sun', '10:00', { partySize: 4 })),
      ],

      // personal_shopping
      [
        'Need someone to collect a Cartier watch I ordered at Sandton City on Friday',
        asks(req(ERRAND, ['Sandton City|Johannesburg', 'Sandton|Johannesburg'], 'fri', null)),
      ],
      [
        'A personal stylist to help me shop for a gala outfit at Hyde Park Corner tomorrow at 11',
        asks(
          req(
            ERRAND,
            ['Hyde Park Corner|Johannesburg', 'Hyde Park|Johannesburg'],
            'tomorrow',
            '11:00',
          ),
        ),
      ],
      [
        'Can someone buy and wrap a birthday present for my niece, budget R3,000, and drop it off in Durbanville by Saturday',
        asks(req(ERRAND, 'Durbanville|Cape Town', 'sat', null)),
      ],
      [
        'Grocery shopping for the holiday house in Plett before we arrive on the 19th',
        asks(req(ERRAND, 'Plettenberg Bay|Garden Route', 'dom:19', null)),
      ],
      [
        'I need a bottle of Kanonkop Paul Sauer 2015 for a client gift by Thursday, delivered to my office in Illovo',
        asks(req(ERRAND, 'Illovo|Johannesburg', 'thu', null)),
      ],
      [
        'A shopping assistant at Canal Walk on Saturday at 10 to help my dad find a suit',
        asks(req(ERRAND, ['Canal Walk|Cape Town', 'Century City|Cape Town'], 'sat', '10:00')),
      ],
      [
        'Matric farewell dress shopping with my daughter at Menlyn on Saturday morning - can you get us a personal shopper?',
        asks(req(ERRAND, 'Menlyn|Pretoria', 'sat', '09:00')),
      ],

      // travel
      [
        'Business class to Dubai for two on the 24th, leaving from OR Tambo',
        asks(req(FLIGHT, 'OR Tambo International Airport|Johannesburg', 'dom:24', null)),
      ],
      [
        "Please sort out my UK visa appointment, I'm travelling over there in March",
        asks(req(FLIGHT, null, null, null)),
      ],
      [
        'Flights from Cape Town to Gqeberha on Friday morning for me and my two kids',
        asks(req(FLIGHT, CAPE_TOWN, 'fri', '09:00')),
      ],
      [
        'Private jet from Lanseria to Zanzibar on the 21st, 6 passengers',
        asks(req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'dom:21', null)),
      ],
      [
        'Book me on the first flight out of King Shaka to Joburg tomorrow',
        asks(req(FLIGHT, DURBAN, 'tomorrow', null)),
      ],
      [
        'Honeymoon in the Maldives, 10 nights from the 25th of February, flying out of Cape Town - please arrange it',
        asks(req(FLIGHT, CAPE_TOWN, 'md:02-25', null)),
      ],
      [
        'Can you book the Blue Train from Pretoria to Cape Town for the two of us on the 18th?',
        asks(req(TRAIN, 'Pretoria|Pretoria', 'dom:18', null)),
      ],

      // security
      [
        "We're away for three weeks from Saturday - can you arrange a guard for our house in Constantia?",
        asks(req('security', 'Constantia|Cape Town', 'sat', null)),
      ],
      [
        'Our CEO flies in from Lagos on Tuesday and needs close protection from OR Tambo at 7am',
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'tue', '07:00')),
      ],
      [
        'Armed escort for a jewellery delivery from Sandton to Hyde Park on the 20th at 9am',
        asks(req(ESCORT, 'Sandton|Johannesburg', 'dom:20', '09:00')),
      ],
      [
        "Security for my son's 18th at our place in Kloof on Saturday night",
        asks(req('security', 'Kloof|Durban', 'sat', '20:00')),
      ],
      [
        'Bodyguard for a charity auction at the Mount Nelson on the 15th from 6pm',
        asks(req('security', MOUNT_NELSON, 'dom:15', '18:00')),
      ],
      [
        'Need two guards at the gate for the open day on our farm in Tulbagh on Sunday from 8am',
        asks(req('security', 'Tulbagh|Cape Winelands', 'sun', '08:00')),
      ],
      [
        'Can you get a security escort for my wife driving from Joburg to Sun City tomorrow at 10',
        asks(req(ESCORT, 'Johannesburg|Johannesburg', 'tomorrow', '10:00')),
      ],

      // other
      [
        'Tickets for the Ed Sheeran concert at FNB Stadium on the 21st, 4 of them',
        asks(req('other', 'FNB Stadium|Johannesburg', 'dom:21', null)),
      ],
      [
        'A couples massage at a spa in Umhlanga on Saturday at 3pm',
        asks(req('other', 'Umhlanga|Durban', 'sat', '15:00')),
      ],
      [
        'Need a babysitter in Fresnaye tomorrow night from 7 till midnight',
        asks(req('other', 'Fresnaye|Cape Town', 'tomorrow', '19:00')),
      ],
      [
        'Tee time for 4 at Gary Player on Sunday at 8am',
        asks(req('other', 'Gary Player Country Club|Pilanesberg', 'sun', '08:00')),
      ],
      [
        'Helicopter flip over Cape Point on Saturday at noon for 2',
        asks(req(CHOPPER, 'Cape Point|Cape Town', 'sat', '12:00')),
      ],
      [
        'Dog sitter for our two labs in Craighall from this Friday to Sunday',
        asks(req('other', 'Craighall|Johannesburg', 'fri', null)),
      ],
      [
        "I'd like a photographer for a family shoot at Kirstenbosch on Sunday at 4pm",
        asks(req('other', 'Kirstenbosch|Cape Town', 'sun', '16:00')),
      ],
      [
        'Can you find a farrier to come to the stables in Kyalami this afternoon? My mare threw a shoe',
        asks(req('other', 'Kyalami|Johannesburg', 'today', '15:00')),
      ],
    ],
  ),
};
