import { asks, req, rowsIn, table, type LabelledSet } from '../labels';

const JHB_AIRPORT = 'OR Tambo International Airport|Johannesburg';
const CPT_AIRPORT = 'Cape Town International Airport|Cape Town';
const DBN_AIRPORT = 'King Shaka International Airport|Durban';

/**
 * Held-out messages asking for two to five services at once, in the order asked, from one line
 * to a long itinerary; written without reading the first set or the engine. Never tune the
 * engine on these rows.
 */
export const HELD_OUT_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'I need a driver from OR Tambo tomorrow at 10am and a table for 2 in Sandton at 8pm tomorrow',
        asks(
          req('personal_driver', JHB_AIRPORT, 'tomorrow', '10:00'),
          table('Sandton|Johannesburg', 'tomorrow', '20:00', 2),
        ),
      ],
      [
        'Please book a private chef for Saturday 7pm in Constantia for 6 people, and a yacht from the V&A on Sunday at 3pm',
        asks(
          req('private_chef', 'Constantia|Cape Town', 'sat', '19:00', { partySize: 6 }),
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00'),
        ),
      ],
      [
        'Flights to Durban on Friday morning please, and a hotel in Umhlanga from Friday',
        asks(
          req('travel', 'Durban|Durban', 'fri', '09:00'),
          req('accommodation', 'Umhlanga|Durban', 'fri', null),
        ),
      ],
      [
        'Can you get me a Range Rover in Cape Town on Saturday at 9am, and a bodyguard for Saturday night in Camps Bay',
        asks(
          req('luxury_vehicle', 'Cape Town|Cape Town', 'sat', '09:00'),
          req('security', 'Camps Bay|Cape Town', 'sat', '20:00'),
        ),
      ],
      [
        'need a personal shopper at Sandton City tomorrow at 11 and then a table for 2 at Nelson Mandela Square at 1pm tomorrow',
        asks(
          req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '11:00'),
          table('Nelson Mandela Square|Johannesburg', 'tomorrow', '13:00', 2),
        ),
      ],
      [
        'Book a villa in Plett for next Friday, plus a driver from George Airport on the same day at 2pm',
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'next:fri', null),
          req('personal_driver', 'George Airport|Garden Route', 'next:fri', '14:00'),
        ),
      ],
      [
        'Please plan a 40th birthday party at my house in Bryanston on the 20th at 7pm for 30 guests, and book security for that night at 7pm too',
        asks(
          req('event_planning', 'Bryanston|Johannesburg', 'dom:20', '19:00'),
          req('security', 'Bryanston|Johannesburg', 'dom:20', '19:00'),
        ),
      ],
      [
        'A helicopter from the V&A to Franschhoek on Saturday at 10am, then lunch for 4 at Boschendal at 1pm',
        asks(
          req(['travel', 'other'], 'V&A Waterfront|Cape Town', 'sat', '10:00'),
          table('Boschendal|Cape Winelands', 'sat', '13:00', 4),
        ),
      ],
      [
        'driver to OR Tambo at 6am tomorrow pls, and when I land a Range Rover waiting at Cape Town airport',
        asks(
          req('personal_driver', JHB_AIRPORT, 'tomorrow', '06:00'),
          req('luxury_vehicle', CPT_AIRPORT, 'tomorrow', null),
        ),
      ],
      [
        'Three things please: a chef in Hout Bay on Friday at 7pm for 10, a catamaran from Hout Bay on Saturday at 11am, and a massage at home in Hout Bay on Sunday at 10am',
        asks(
          req('private_chef', 'Hout Bay|Cape Town', 'fri', '19:00', { partySize: 10 }),
          req('yacht_charter', 'Hout Bay|Cape Town', 'sat', '11:00'),
          req('other', 'Hout Bay|Cape Town', 'sun', '10:00'),
        ),
      ],
      [
        'Book me flights to Cape Town for Thursday and a villa in Clifton for Thursday',
        asks(
          req('travel', 'Cape Town|Cape Town', 'thu', null),
          req('accommodation', 'Clifton|Cape Town', 'thu', null),
        ),
      ],
      [
        'I need a chauffeur tomorrow morning from Rosebank and also a stylist to meet me at Hyde Park Corner at 2pm tomorrow',
        asks(
          req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '09:00'),
          req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'tomorrow', '14:00'),
        ),
      ],
      [
        'Hi team. Saturday: table for 6 at 8pm in Umhlanga. Sunday: boat trip from Durban Point at 10am',
        asks(
          table('Umhlanga|Durban', 'sat', '20:00', 6),
          req('yacht_charter', 'Durban Point|Durban', 'sun', '10:00'),
        ),
      ],
      [
        'Could you arrange a driver from King Shaka airport on Friday at 5pm and a hotel in Ballito for the weekend? Also a table for 2 in Ballito on Saturday at 7pm',
        asks(
          req('personal_driver', DBN_AIRPORT, 'fri', '17:00'),
          req('accommodation', 'Ballito|Durban', 'fri', null),
          table('Ballito|Durban', 'sat', '19:00', 2),
        ),
      ],
      [
        'Need close protection for a meeting in Sandton tomorrow at 9am, and a luxury car for the day from Sandton at 8am',
        asks(
          req('security', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
          req('luxury_vehicle', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
        ),
      ],
      [
        'Book a private chef for 12 at my place in Waterkloof on Saturday at 6pm and organise decor and a DJ for the party that night at 6pm',
        asks(
          req('private_chef', 'Waterkloof|Pretoria', 'sat', '18:00', { partySize: 12 }),
          req('event_planning', 'Waterkloof|Pretoria', 'sat', '18:00'),
        ),
      ],
      [
        'pls sort a table for 4 at Melrose Arch at 7pm tonight and a driver to take us home from Melrose Arch at 11pm',
        asks(
          table('Melrose Arch|Johannesburg', 'today', '19:00', 4),
          req('personal_driver', 'Melrose Arch|Johannesburg', 'today', '23:00'),
        ),
      ],
      [
        'Lodge in the Sabi Sand from the 12th, and a charter flight from Lanseria to Skukuza on the 12th at 8am',
        asks(
          req('accommodation', 'Sabi Sand|Kruger', 'dom:12', null),
          req('travel', 'Lanseria International Airport|Johannesburg', 'dom:12', '08:00'),
        ),
      ],
      [
        'Can I get a yacht for 8 from the V&A on Friday at sunset and dinner for 8 afterwards at 8:30pm at the V&A?',
        asks(
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'fri', '18:00', { partySize: 8 }),
          table('V&A Waterfront|Cape Town', 'fri', '20:30', 8),
        ),
      ],
      [
        "Two things: my mom needs a driver from Cape Town airport on Monday at 3pm, and I'd like a chef at her house in Newlands on Monday at 7pm for 4",
        asks(
          req('personal_driver', CPT_AIRPORT, 'mon', '15:00'),
          req('private_chef', 'Newlands|Cape Town', 'mon', '19:00', { partySize: 4 }),
        ),
      ],
      [
        'Please book a hotel in Stellenbosch for Friday and a table for 2 at Lanzerac on Friday at 7pm',
        asks(
          req('accommodation', 'Stellenbosch|Cape Winelands', 'fri', null),
          table('Lanzerac|Cape Winelands', 'fri', '19:00', 2),
        ),
      ],
      [
        'Range Rover from OR Tambo on Wednesday at noon, a suite at the Saxon for Wednesday, and a table for 3 at the Saxon at 8pm on Wednesday',
        asks(
          req('luxury_vehicle', JHB_AIRPORT, 'wed', '12:00'),
          req('accommodation', 'The Saxon|Johannesburg', 'wed', null),
          table('The Saxon|Johannesburg', 'wed', '20:00', 3),
        ),
      ],
      [
        'get me a bodyguard for the concert at FNB Stadium on Saturday at 6pm and a driver from Sandton at 5pm saturday',
        asks(
          req('security', 'FNB Stadium|Johannesburg', 'sat', '18:00'),
          req('personal_driver', 'Sandton|Johannesburg', 'sat', '17:00'),
        ),
      ],
      [
        'I want to surprise my wife: flowers and a small party at home in Umhlanga on the 15th at 7pm, and a private chef that evening at 7pm for 10',
        asks(
          req('event_planning', 'Umhlanga|Durban', 'dom:15', '19:00'),
          req('private_chef', 'Umhlanga|Durban', 'dom:15', '19:00', { partySize: 10 }),
        ),
      ],
      [
        'Book flights from Cape Town to Joburg on Tuesday morning and a driver from OR Tambo on Tuesday at 11am',
        asks(
          req('travel', 'Cape Town|Cape Town', 'tue', '09:00'),
          req('personal_driver', JHB_AIRPORT, 'tue', '11:00'),
        ),
      ],
      [
        'Can you book a spa afternoon at the Oyster Box tomorrow at 2pm and dinner for 2 there at 7:30pm?',
        asks(
          req('other', 'Oyster Box|Durban', 'tomorrow', '14:00'),
          table('Oyster Box|Durban', 'tomorrow', '19:30', 2),
        ),
      ],
      [
        'Need a villa in Hermanus from the 1st for 6 people, a driver from Cape Town airport on the 1st at 10am, and a whale watching boat in Hermanus on the 2nd at 9am',
        asks(
          req('accommodation', 'Hermanus|Overberg', 'dom:1', null, { partySize: 6 }),
          req('personal_driver', CPT_AIRPORT, 'dom:1', '10:00'),
          req('yacht_charter', 'Hermanus|Overberg', 'dom:2', '09:00'),
        ),
      ],
      [
        'Please organise a shopping day at the V&A on Thursday at 10am with a personal shopper and then a table for 2 at 1pm at the V&A',
        asks(
          req('personal_shopping', 'V&A Waterfront|Cape Town', 'thu', '10:00'),
          table('V&A Waterfront|Cape Town', 'thu', '13:00', 2),
        ),
      ],
      [
        'Corporate thing: event planning for a product launch at the Sandton Convention Centre on the 25th at 6pm, security at the Sandton Convention Centre on the 25th from 5pm, and 3 luxury cars from OR Tambo on the 25th at 2pm for the guests',
        asks(
          req('event_planning', 'Sandton Convention Centre|Johannesburg', 'dom:25', '18:00'),
          req('security', 'Sandton Convention Centre|Johannesburg', 'dom:25', '17:00'),
          req('luxury_vehicle', JHB_AIRPORT, 'dom:25', '14:00'),
        ),
      ],
      [
        'table for 2 tonight at 8 in Woodstock and a driver from Sea Point at 7:30pm tonight',
        asks(
          table('Woodstock|Cape Town', 'today', '20:00', 2),
          req('personal_driver', 'Sea Point|Cape Town', 'today', '19:30'),
        ),
      ],
      [
        'Book us into a lodge in Madikwe on Friday for 4 guests and a driver from Sandton to Madikwe on Friday at 7am',
        asks(
          req('accommodation', 'Madikwe|Madikwe', 'fri', null, { partySize: 4 }),
          req('personal_driver', 'Sandton|Johannesburg', 'fri', '07:00'),
        ),
      ],
      [
        'Yacht from Simon’s Town on Sunday at 10am for 6, then a chef at our place in Kalk Bay on Sunday at 7pm for 6',
        asks(
          req('yacht_charter', "Simon's Town|Cape Town", 'sun', '10:00', { partySize: 6 }),
          req('private_chef', 'Kalk Bay|Cape Town', 'sun', '19:00', { partySize: 6 }),
        ),
      ],
      [
        'Please get me a driver in Pretoria tomorrow at 8am, and book a table for 4 at Menlyn Maine at 12:30 tomorrow',
        asks(
          req('personal_driver', 'Pretoria|Pretoria', 'tomorrow', '08:00'),
          table('Menlyn Maine|Pretoria', 'tomorrow', '12:30', 4),
        ),
      ],
      [
        'Flights to George on the 18th, a Range Rover at George Airport on the 18th at 1pm, and a house in Knysna from the 18th',
        asks(
          req('travel', 'George|Garden Route', 'dom:18', null),
          req('luxury_vehicle', 'George Airport|Garden Route', 'dom:18', '13:00'),
          req('accommodation', 'Knysna|Garden Route', 'dom:18', null),
        ),
      ],
      [
        "I'm hosting in Ballito this weekend. Need a private chef on Saturday at 7pm for 8, a bartender and decor for Saturday at 6pm, and a security guard at the house on Saturday from 6pm",
        asks(
          req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 8 }),
          req('event_planning', 'Ballito|Durban', 'sat', '18:00'),
          req('security', 'Ballito|Durban', 'sat', '18:00'),
        ),
      ],
      [
        'Could you book a table for 2 at the Mount Nelson for lunch on Friday and a driver from Constantia to the Mount Nelson on Friday at noon',
        asks(
          table('Mount Nelson|Cape Town', 'fri', '12:30', 2),
          req('personal_driver', 'Constantia|Cape Town', 'fri', '12:00'),
        ),
      ],
      [
        'Hello, please arrange the following for our anniversary trip. On Friday the 5th we fly from Joburg to Cape Town in the morning, so we need flights on the 5th at about 9am. When we land we would like a driver waiting at Cape Town International at 12pm to take us to the hotel. We would like to stay at a villa in Camps Bay from the 5th for four nights, something with a sea view and a pool if possible. On Saturday evening the 6th we want a private chef at the villa in Camps Bay at 7pm, just the two of us, my wife does not eat shellfish. On Sunday the 7th a sunset cruise from the V&A Waterfront at 6pm for two, with champagne on board. Thank you so much, we really appreciate the help as always.',
        asks(
          req('travel', 'Johannesburg|Johannesburg', 'dom:5', '09:00'),
          req('personal_driver', CPT_AIRPORT, 'dom:5', '12:00'),
          req('accommodation', 'Camps Bay|Cape Town', 'dom:5', null),
          req('private_chef', 'Camps Bay|Cape Town', 'dom:6', '19:00', { partySize: 2 }),
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'dom:7', '18:00', { partySize: 2 }),
        ),
      ],
      [
        "Morning! Bit of a busy one coming up, so I'm sending everything at once and you can tell me what you can do. My business partners arrive from London on Thursday and land at OR Tambo at 6am, so I need a chauffeur at OR Tambo on Thursday at 6am, a proper one with a sign and water in the car, they are three people with a lot of luggage so maybe a van. They are staying at a hotel in Sandton from Thursday for three nights, please book three rooms close to Nelson Mandela Square, nothing too flashy but quiet. On Thursday night I want to take them out, so a table for 4 at a good steakhouse in Sandton at 7:30pm on Thursday, somewhere we can talk business, not too loud. Then on Friday they want to see something of the country, so please arrange a day trip to the Pilanesberg on Friday leaving at 7am, with a guide if possible. Lastly, on Saturday we're having a braai at my house in Bryanston at 1pm and I'd like a private chef to handle it for 10 people, one guest is halaal. Thanks!",
        asks(
          req('personal_driver', JHB_AIRPORT, 'thu', '06:00'),
          req(
            'accommodation',
            ['Sandton|Johannesburg', 'Nelson Mandela Square|Johannesburg'],
            'thu',
            null,
          ),
          table('Sandton|Johannesburg', 'thu', '19:30', 4),
          req(['travel', 'other'], 'Pilanesberg|Pilanesberg', 'fri', '07:00'),
          req('private_chef', 'Bryanston|Johannesburg', 'sat', '13:00', { partySize: 10 }),
        ),
      ],
      [
        'Can you do 2 things for me tomorrow: driver at 8:30am from Umhlanga to King Shaka, and then a car waiting for me at Cape Town airport at 12',
        asks(
          req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '08:30'),
          req(['luxury_vehicle', 'personal_driver'], CPT_AIRPORT, 'tomorrow', '12:00'),
        ),
      ],
      [
        'Need a bodyguard in Rosebank on Monday at 10am and a table for 2 in Rosebank on Monday at 1pm',
        asks(
          req('security', 'Rosebank|Johannesburg', 'mon', '10:00'),
          table('Rosebank|Johannesburg', 'mon', '13:00', 2),
        ),
      ],
      [
        'Please book a yacht from Knysna Waterfront on Saturday at 2pm for 6 and a table for 6 at Knysna Waterfront at 7pm on Saturday',
        asks(
          req('yacht_charter', 'Knysna Waterfront|Garden Route', 'sat', '14:00', { partySize: 6 }),
          table('Knysna Waterfront|Garden Route', 'sat', '19:00', 6),
        ),
      ],
    ],
  ),
};
