import { asks, req, rowsIn, type LabelledSet } from '../labels';

/**
 * Sixth held-out set: one new request per message in English, six of each service type, in the
 * member's own words (hire a Bentley, a sushi chef, a designated driver, a proposal on Lion's
 * Head, a guard for the holiday house, a dog sitter) rather than the type's label.
 */
export const HELD_OUT_6_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      [
        "I'd like to hire a Range Rover for the week starting Monday in Cape Town",
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'mon', null)),
      ],
      [
        'can you get me a Bentley for my wedding day on the 19th in Stellenbosch',
        asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'dom:19', null)),
      ],
      [
        'Need a luxury SUV delivered to my hotel in Umhlanga tomorrow morning',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', '09:00')),
      ],
      [
        "rent me a Lamborghini for Saturday, I want to drive Chapman's Peak",
        asks(req('luxury_vehicle', "Chapman's Peak|Cape Town", 'sat', null)),
      ],
      [
        'A Mercedes S-Class for 3 days from Thursday in Pretoria please',
        asks(req('luxury_vehicle', 'Pretoria|Pretoria', 'thu', null)),
      ],
      [
        'Looking for a convertible to hire in George from the 2nd',
        asks(req('luxury_vehicle', 'George|Garden Route', 'dom:2', null)),
      ],
      [
        'I need a chef to cook for 12 at my house in Sandhurst next Friday at 7pm',
        asks(req('private_chef', 'Sandhurst|Johannesburg', 'next:fri', '19:00', { partySize: 12 })),
      ],
      [
        'private chef for a romantic dinner for two at our cottage in Greyton on Saturday',
        asks(req('private_chef', 'Greyton|Overberg', 'sat', null, { partySize: 2 })),
      ],
      [
        'Can you organise a sushi chef for a party in Morningside tomorrow night? About 25 people',
        asks(
          req('private_chef', 'Morningside|Johannesburg', 'tomorrow', '20:00', { partySize: 25 }),
        ),
      ],
      [
        'Looking for a chef to do a braai at our house in Kloof on Sunday at 1pm, 15 people',
        asks(req('private_chef', 'Kloof|Durban', 'sun', '13:00', { partySize: 15 })),
      ],
      [
        'chef for breakfast at the beach house in Llandudno on the 28th at 9am for 8',
        asks(req('private_chef', 'Llandudno|Cape Town', 'dom:28', '09:00', { partySize: 8 })),
      ],
      [
        'We need a cook for the whole week at the lodge in Madikwe from the 3rd',
        asks(req('private_chef', 'Madikwe|Madikwe', 'dom:3', null)),
      ],
      [
        'Driver needed from Century City to CTIA tomorrow at 5am',
        asks(req('personal_driver', 'Century City|Cape Town', 'tomorrow', '05:00')),
      ],
      [
        'Please send a chauffeur to take my kids to school in Bryanston on Monday at 7',
        asks(req('personal_driver', 'Bryanston|Johannesburg', 'mon', '07:00')),
      ],
      [
        "I need a designated driver tonight, I'm at a wedding in Muldersdrift and will be ready at 11pm",
        asks(req('personal_driver', 'Muldersdrift|Johannesburg', 'today', '23:00')),
      ],
      [
        'Can you arrange a car and driver from Pietermaritzburg to King Shaka on Thursday at 2pm?',
        asks(req('personal_driver', 'Pietermaritzburg|Pietermaritzburg', 'thu', '14:00')),
      ],
      [
        'someone to drive me around Bloem all day on the 7th',
        asks(req('personal_driver', 'Bloemfontein|Bloemfontein', 'dom:7', null)),
      ],
      [
        'need a lift from Gqeberha Airport to St Francis Bay on Friday at 4pm',
        asks(
          req(
            'personal_driver',
            'Chief Dawid Stuurman International Airport|Gqeberha',
            'fri',
            '16:00',
          ),
        ),
      ],
      [
        'Please help me plan a surprise 30th for my wife in Parkview on the 16th',
        asks(req('event_planning', 'Parkview|Johannesburg', 'dom:16', null)),
      ],
      [
        'We want to throw a year-end function for 60 staff in Midrand on 5 December',
        asks(req('event_planning', 'Midrand|Johannesburg', 'md:12-05', null)),
      ],
      [
        'I need an event planner for a product launch at the CTICC on 3 March',
        asks(req('event_planning', 'CTICC|Cape Town', 'md:03-03', null)),
      ],
      [
        "organise a kids party at Zoo Lake for my daughter's 6th birthday on Saturday at 10am",
        asks(req('event_planning', 'Zoo Lake|Johannesburg', 'sat', '10:00')),
      ],
      [
        "could you plan a proposal at sunset on Lion's Head next Saturday",
        asks(req('event_planning', "Lion's Head|Cape Town", 'next:sat', '18:00')),
      ],
      [
        'help us arrange a memorial service in Durbanville on Wednesday at 11',
        asks(req('event_planning', 'Durbanville|Cape Town', 'wed', '11:00')),
      ],
      [
        'Find me a villa in Bantry Bay for 10 people from 20 December',
        asks(req('accommodation', 'Bantry Bay|Cape Town', 'md:12-20', null, { partySize: 10 })),
      ],
      [
        'a room at the Mount Nelson for tomorrow, just the one night',
        asks(req('accommodation', 'Mount Nelson|Cape Town', 'tomorrow', null)),
      ],
      [
        'Looking for a game lodge in the Waterberg from the 9th, 2 adults',
        asks(req('accommodation', 'Waterberg|Waterberg', 'dom:9', null, { partySize: 2 })),
      ],
      [
        'We need a self-catering house in Kenton-on-Sea from the 27th of December, 8 people',
        asks(
          req('accommodation', 'Kenton-on-Sea|Sunshine Coast', 'md:12-27', null, { partySize: 8 }),
        ),
      ],
      [
        'Book me into a hotel close to the Durban ICC from Monday, 3 nights',
        asks(req('accommodation', 'Durban ICC|Durban', 'mon', null)),
      ],
      [
        'Can you find a cabin in the Cederberg from next Friday',
        asks(req('accommodation', 'Cederberg|West Coast', 'next:fri', null)),
      ],
      [
        'charter a catamaran from Hout Bay on Saturday at 3pm for 20 guests',
        asks(req('yacht_charter', 'Hout Bay|Cape Town', 'sat', '15:00', { partySize: 20 })),
      ],
      [
        "I'd like a yacht for a sunset proposal at the V&A on Friday, just the 2 of us",
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'fri', '18:00', { partySize: 2 })),
      ],
      [
        'Deep sea fishing boat from Durban Point on Sunday morning, 6 people',
        asks(req('yacht_charter', 'Durban Point|Durban', 'sun', '09:00', { partySize: 6 })),
      ],
      [
        "Can you charter a boat on the Vaal River for my husband's birthday on the 12th at 2pm",
        asks(req('yacht_charter', 'Vaal River|Vaal Triangle', 'dom:12', '14:00')),
      ],
      [
        'Book a yacht on the Knysna lagoon for the 18th, 10 people',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'dom:18', null, { partySize: 10 })),
      ],
      [
        "luxury boat cruise from Simon's Town to see the penguins on Wednesday at 10",
        asks(req('yacht_charter', "Simon's Town|Cape Town", 'wed', '10:00')),
      ],
      [
        'I need a personal shopper for a wedding outfit at Sandton City on Thursday at 11',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '11:00')),
      ],
      [
        'can someone pick up a birthday gift for my wife, something from Hyde Park, by Friday?',
        asks(req('personal_shopping', 'Hyde Park|Johannesburg', 'fri', null)),
      ],
      [
        'Personal stylist to help me shop at Cavendish Square tomorrow at 2pm',
        asks(req('personal_shopping', 'Cavendish Square|Cape Town', 'tomorrow', '14:00')),
      ],
      [
        'I want someone to do a big grocery shop for me in Umhlanga on Monday',
        asks(req('personal_shopping', 'Umhlanga|Durban', 'mon', null)),
      ],
      [
        'a shopper to buy school uniforms for my 3 kids in Menlyn on Saturday',
        asks(req('personal_shopping', 'Menlyn|Pretoria', 'sat', null)),
      ],
      [
        'Can you get someone to collect a suit I ordered at Melrose Arch on the 4th?',
        asks(req('personal_shopping', 'Melrose Arch|Johannesburg', 'dom:4', null)),
      ],
      [
        'Book me a business class flight from Joburg to Cape Town on Monday at 7am',
        asks(req('travel', 'Johannesburg|Johannesburg', 'mon', '07:00')),
      ],
      [
        'flights for 2 to Mauritius leaving OR Tambo on 15 April',
        asks(req('travel', 'OR Tambo|Johannesburg', 'md:04-15', null, { partySize: 2 })),
      ],
      [
        'I need to get to Durban for a funeral on Friday, can you book a flight in the morning?',
        asks(req('travel', 'Durban|Durban', 'fri', '09:00')),
      ],
      [
        'Arrange tickets on the Blue Train from Pretoria to Cape Town on the 10th',
        asks(req('travel', 'Pretoria|Pretoria', 'dom:10', null)),
      ],
      [
        "I'd like a helicopter transfer from Lanseria to Sun City on Saturday at noon",
        asks(req('travel', 'Lanseria|Johannesburg', 'sat', '12:00')),
      ],
      [
        'Flight from George to JNB tomorrow afternoon please',
        asks(req('travel', 'George|Garden Route', 'tomorrow', '15:00')),
      ],
      [
        'I need armed guards at my house in Houghton tonight',
        asks(req('security', 'Houghton|Johannesburg', 'today', '20:00')),
      ],
      [
        'Close protection for my daughter at her matric dance in Fourways on Friday evening',
        asks(req('security', 'Fourways|Johannesburg', 'fri', '19:00')),
      ],
      [
        'Please arrange security for my art exhibition in Braamfontein on the 22nd from 6pm',
        asks(req('security', 'Braamfontein|Johannesburg', 'dom:22', '18:00')),
      ],
      [
        'bodyguard needed for a meeting at Sandton Convention Centre tomorrow at 9',
        asks(req('security', 'Sandton Convention Centre|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'Can you get a security escort from OR Tambo when I land on Tuesday at 4pm?',
        asks(req('security', 'OR Tambo|Johannesburg', 'tue', '16:00')),
      ],
      [
        "We want a guard at our holiday house in Plett while we're away from the 1st",
        asks(req('security', 'Plettenberg Bay|Garden Route', 'dom:1', null)),
      ],
      [
        'Book a couples massage at a spa in Franschhoek on Saturday at 11',
        asks(req('other', 'Franschhoek|Cape Winelands', 'sat', '11:00')),
      ],
      [
        'Can you get us tickets for the Springbok game at Loftus next Saturday?',
        asks(req('other', 'Loftus Versfeld|Pretoria', 'next:sat', null)),
      ],
      [
        "I'd like a photographer for family photos at Kirstenbosch on Sunday at 4pm",
        asks(req('other', 'Kirstenbosch|Cape Town', 'sun', '16:00')),
      ],
      [
        'Please book a round of golf at the Durban Country Club on Wednesday morning for 4',
        asks(req('other', 'Durban Country Club|Durban', 'wed', '09:00', { partySize: 4 })),
      ],
      [
        'My dog needs a sitter in Claremont from Friday for the weekend',
        asks(req('other', 'Claremont|Cape Town', 'fri', null)),
      ],
      [
        'Could you book a hot air balloon flight over the Magaliesberg for two on Sunday at 6am',
        asks(req(['other', 'travel'], null, 'sun', '06:00', { partySize: 2 })),
      ],
    ],
  ),
};
