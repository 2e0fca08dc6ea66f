import { asks, req, rowsIn, type LabelledSet } from '../labels';

/**
 * Ninth held-out set: one new request per message, in English, over every service type, in
 * every register from two words to a paragraph, with the day and time in many notations.
 */
export const HELD_OUT_9_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Drivers.
      [
        'Need a driver from CPT to the Mount Nelson on Friday at 3pm',
        asks(req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '15:00')),
      ],
      [
        'driver tmrw 7am from Bryanston to OR Tambo',
        asks(req('personal_driver', 'Bryanston|Johannesburg', 'tomorrow', '07:00')),
      ],
      [
        'Could you arrange a chauffeur for my mother from King Shaka to Ballito on Sunday? She lands at 11:40.',
        asks(req('personal_driver', 'King Shaka International Airport|Durban', 'sun', '11:40')),
      ],
      [
        "I'll need a driver for the whole day in Stellenbosch on Saturday, starting 10am",
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'sat', '10:00')),
      ],
      [
        'send a car to Melrose Arch at 6pm',
        asks(req('personal_driver', 'Melrose Arch|Johannesburg', 'auto', '18:00')),
      ],
      [
        'Can someone drive me from Sandton to Pretoria on Monday morning',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'mon', '09:00')),
      ],
      [
        'driver please, Lanseria, 14:15 today',
        asks(
          req('personal_driver', 'Lanseria International Airport|Johannesburg', 'today', '14:15'),
        ),
      ],
      // Luxury vehicles.
      [
        'I want a Range Rover for the week in Plett from Monday',
        asks(req('luxury_vehicle', 'Plettenberg Bay|Garden Route', 'mon', null)),
      ],
      [
        'Can you get me a Porsche 911 to drive from Saturday? Happy to collect at the V&A',
        asks(req('luxury_vehicle', 'V&A Waterfront|Cape Town', 'sat', null)),
      ],
      [
        'G-Wagon rental in Umhlanga from the 12th',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'dom:12', null)),
      ],
      [
        'Need a luxury SUV waiting at George Airport on Thursday at 10:30 when I land',
        asks(req('luxury_vehicle', 'George Airport|Garden Route', 'thu', '10:30')),
      ],
      [
        "Hire a Bentley for my daughter's wedding day please, 18 April",
        asks(req(['luxury_vehicle', 'personal_driver'], null, 'md:04-18', null)),
      ],
      [
        'looking for a convertible for a few days in Cape Town, pick up Friday afternoon',
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'fri', '15:00')),
      ],
      // Private chefs.
      [
        'Private chef for 10 at our house in Zimbali on Saturday night',
        asks(req('private_chef', 'Zimbali|Durban', 'sat', '20:00', { partySize: 10 })),
      ],
      [
        'need a chef tomorrow for a braai at home in Fourways, about 15 people, from 1pm',
        asks(req('private_chef', 'Fourways|Johannesburg', 'tomorrow', '13:00', { partySize: 15 })),
      ],
      [
        'Can you get a chef to cook for 4 at the villa in Llandudno on Wednesday evening?',
        asks(req('private_chef', 'Llandudno|Cape Town', 'wed', '19:00', { partySize: 4 })),
      ],
      [
        'Private chef, Sunday lunch at 1, 6 adults, Constantia',
        asks(req('private_chef', 'Constantia|Cape Town', 'sun', '13:00', { partySize: 6 })),
      ],
      [
        "We'd love a sushi chef for a party of 20 in Houghton on the 30th",
        asks(req('private_chef', 'Houghton|Johannesburg', 'dom:30', null, { partySize: 20 })),
      ],
      [
        'A chef for dinner in Hermanus on Friday for the two of us',
        asks(req('private_chef', 'Hermanus|Overberg', 'fri', null, { partySize: 2 })),
      ],
      // Events.
      [
        "I need help planning my wife's 40th, around 60 guests, in Franschhoek on the 21st of March",
        asks(req('event_planning', 'Franschhoek|Cape Winelands', 'md:03-21', null)),
      ],
      [
        "Can you organise a surprise proposal setup on Lion's Head at sunset on Saturday?",
        asks(req(['event_planning', 'other'], "Lion's Head|Cape Town", 'sat', '18:00')),
      ],
      [
        'Year-end function for 80 staff in Midrand on 4 December, need a planner',
        asks(req('event_planning', 'Midrand|Johannesburg', 'md:12-04', null)),
      ],
      [
        "kids party planner for my son's 6th birthday on Sunday at 2pm in Durban North",
        asks(req('event_planning', 'Durban North|Durban', 'sun', '14:00')),
      ],
      [
        'Please plan a baby shower at our home in Waterkloof on the 9th',
        asks(req('event_planning', 'Waterkloof|Pretoria', 'dom:9', null)),
      ],
      [
        "We're getting married in the Drakensberg later this year and need a wedding planner",
        asks(req('event_planning', 'Drakensberg|Drakensberg', null, null)),
      ],
      // Accommodation.
      [
        'Book a villa in Clifton for 5 nights from 26 December, 8 guests',
        asks(req('accommodation', 'Clifton|Cape Town', 'md:12-26', null)),
      ],
      [
        'hotel in Umhlanga for tonight, sea facing',
        asks(req('accommodation', 'Umhlanga|Durban', 'today', null)),
      ],
      [
        'Need a lodge in the Sabi Sand for 3 nights from the 8th',
        asks(req('accommodation', 'Sabi Sand|Kruger', 'dom:8', null)),
      ],
      [
        'Could you find us a guesthouse in Greyton for this Saturday, just the one night?',
        asks(req('accommodation', 'Greyton|Overberg', 'sat', null)),
      ],
      [
        'Book me into the Saxon from Tuesday for two nights',
        asks(req('accommodation', 'The Saxon|Johannesburg', 'tue', null)),
      ],
      [
        'Place to stay in Knysna, 4 bedrooms, from the 2nd of January for a week',
        asks(req('accommodation', 'Knysna|Garden Route', 'md:01-02', null)),
      ],
      [
        'Need a suite at the Oyster Box for my parents, checking in Friday',
        asks(req('accommodation', 'Oyster Box|Durban', 'fri', null)),
      ],
      // Yachts and boats.
      [
        'Sunset cruise from the V&A for 8 of us on Friday',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'fri', '18:00', { partySize: 8 })),
      ],
      [
        'Charter a catamaran from Hout Bay on Sunday at 11 for 12 people',
        asks(req('yacht_charter', 'Hout Bay|Cape Town', 'sun', '11:00', { partySize: 12 })),
      ],
      [
        'Can you get a boat in Knysna for the family tomorrow afternoon, 6 people',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'tomorrow', '15:00', { partySize: 6 })),
      ],
      [
        'yacht in Durban harbour for a birthday, 20 guests, Saturday 2pm',
        asks(req('yacht_charter', 'Durban|Durban', 'sat', '14:00', { partySize: 20 })),
      ],
      [
        'Deep sea fishing charter out of Ballito on Thursday at 6am, 4 guys',
        asks(req(['yacht_charter', 'other'], 'Ballito|Durban', 'thu', '06:00', { partySize: 4 })),
      ],
      [
        "Book a boat from Simon's Town for whale watching, 5 people, on the 15th at 10am",
        asks(
          req(['yacht_charter', 'other'], "Simon's Town|Cape Town", 'dom:15', '10:00', {
            partySize: 5,
          }),
        ),
      ],
      // Personal shopping.
      [
        'I need a personal shopper at Sandton City tomorrow at 11',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '11:00')),
      ],
      [
        'Could someone help me shop for a matric dance dress for my daughter at Mall of Africa on Saturday morning?',
        asks(req('personal_shopping', 'Mall of Africa|Johannesburg', 'sat', '09:00')),
      ],
      [
        'pls collect a watch I ordered from the jeweller in Hyde Park Corner today',
        asks(req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'today', null)),
      ],
      [
        'need a stylist to take me round the V&A boutiques on Wednesday at 2pm',
        asks(req('personal_shopping', 'V&A Waterfront|Cape Town', 'wed', '14:00')),
      ],
      [
        'Can you buy a birthday gift for my wife, something from Cartier, and have it delivered on the 11th?',
        asks(req('personal_shopping', null, 'dom:11', null)),
      ],
      [
        'Personal shopper at Gateway on Friday at 10 please',
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'fri', '10:00')),
      ],
      // Travel.
      [
        'Flights from Cape Town to Joburg on Monday morning, business class, 2 people',
        asks(req('travel', 'Cape Town|Cape Town', 'mon', '09:00')),
      ],
      [
        'Book me on the first flight to Durban tomorrow',
        asks(req('travel', 'Durban|Durban', 'tomorrow', null)),
      ],
      [
        'Can you sort a charter flight from Lanseria to the Sabi Sand on Friday at 9?',
        asks(req('travel', 'Lanseria International Airport|Johannesburg', 'fri', '09:00')),
      ],
      [
        'I need return flights to Mauritius for 4, leaving 18 December',
        asks(req('travel', null, 'md:12-18', null)),
      ],
      [
        'helicopter transfer from the V&A to Franschhoek on Saturday at 10',
        asks(req(['travel', 'other'], 'V&A Waterfront|Cape Town', 'sat', '10:00')),
      ],
      [
        'Book Blue Train tickets from Pretoria to Cape Town on the 3rd, one cabin',
        asks(req('travel', 'Pretoria|Pretoria', 'dom:3', null)),
      ],
      [
        'flight to George on Thursday at about 4pm',
        asks(req('travel', 'George|Garden Route', 'thu', '16:00')),
      ],
      // Security.
      [
        'Need a bodyguard for a meeting in Sandton on Tuesday at 10am',
        asks(req('security', 'Sandton|Johannesburg', 'tue', '10:00')),
      ],
      [
        'armed escort from OR Tambo to Houghton tonight at 10pm',
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'today', '22:00')),
      ],
      [
        'can you arrange security for our party in Bishopscourt on Saturday from 6pm',
        asks(req('security', 'Bishopscourt|Cape Town', 'sat', '18:00')),
      ],
      [
        'close protection for my wife shopping in Rosebank tomorrow morning',
        asks(req('security', 'Rosebank|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'We need 2 guards at the house in Umhlanga for the weekend, starting Friday at 5pm',
        asks(req('security', 'Umhlanga|Durban', 'fri', '17:00')),
      ],
      [
        'security detail for the kids at the Wanderers on Sunday',
        asks(req('security', 'Wanderers Stadium|Johannesburg', 'sun', null)),
      ],
      // Everything else.
      [
        'Can you book a couples massage at the spa at the Mount Nelson tomorrow at 3?',
        asks(req('other', 'Mount Nelson|Cape Town', 'tomorrow', '15:00')),
      ],
      [
        'Tee time at Fancourt for 4 on Saturday at 8am',
        asks(req('other', 'Fancourt|Garden Route', 'sat', '08:00')),
      ],
      [
        'I need a florist to deliver roses to my mom in Durbanville on Friday',
        asks(req(['other', 'personal_shopping'], 'Durbanville|Cape Town', 'fri', null)),
      ],
      [
        'Get me 2 tickets for the Springbok game at Ellis Park on the 25th',
        asks(req('other', 'Ellis Park|Johannesburg', 'dom:25', null)),
      ],
      [
        'Could you find a babysitter for tonight in Claremont from 7',
        asks(req('other', 'Claremont|Cape Town', 'today', '19:00')),
      ],
      [
        'Hair and makeup for me at home in Constantia on Saturday at 10am',
        asks(req('other', 'Constantia|Cape Town', 'sat', '10:00')),
      ],
      [
        'Personal trainer to come to the house in Sandhurst on Monday at 6am',
        asks(req('other', 'Sandhurst|Johannesburg', 'mon', '06:00')),
      ],
      [
        'A photographer for a family shoot on Clifton beach on Sunday at 5pm',
        asks(req('other', 'Clifton|Cape Town', 'sun', '17:00')),
      ],
      [
        'Tickets for two to the Kirstenbosch summer concert on Sunday',
        asks(req('other', 'Kirstenbosch|Cape Town', 'sun', null)),
      ],
    ],
  ),
};
