import { asks, req, rowsIn, table, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

/**
 * Seventh held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time: two at a time here, three to five in
 * ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts.
 */
export const HELD_OUT_7_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'I need a driver from OR Tambo tomorrow at 6am and a table for 2 in Sandton at 8pm tomorrow',
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '06:00',
            ),
            table('Sandton|Johannesburg', 'tomorrow', '20:00', 2),
          ),
        ],
        [
          'pls book a private chef for saturday 7pm at our place in Ballito for 10 ppl, and also a yacht out of Durban harbour on sunday at 10am',
          asks(
            req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 10 }),
            req('yacht_charter', 'Durban|Durban', 'sun', '10:00'),
          ),
        ],
        [
          'Could you arrange flights to Cape Town on Friday morning, and a villa in Clifton for the weekend from Friday?',
          asks(
            req('travel', 'Cape Town|Cape Town', 'fri', '09:00'),
            req('accommodation', 'Clifton|Cape Town', 'fri', null),
          ),
        ],
        [
          'Get me a Range Rover in Sandton for tomorrow at 8 in the morning. Also need security for an event at the Sandton Convention Centre tomorrow evening at 6',
          asks(
            req('luxury_vehicle', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
            req('security', 'Sandton Convention Centre|Johannesburg', 'tomorrow', '18:00'),
          ),
        ],
        [
          'table for 4 at the waterfront tonight at 7 + a driver to take us there from Bantry Bay at 6:30',
          asks(
            table('V&A Waterfront|Cape Town', 'today', '19:00', 4),
            req('personal_driver', 'Bantry Bay|Cape Town', 'today', '18:30'),
          ),
        ],
        [
          'Please organise a personal shopper at Sandton City on Thursday at 10 and then lunch for two at Nelson Mandela Square at 1',
          asks(
            req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '10:00'),
            table('Nelson Mandela Square|Johannesburg', 'thu', '13:00', 2),
          ),
        ],
        [
          'my wife turns 40 on the 12th, can you plan a surprise party at our house in Houghton that night at 7 and book a chef for 30 people for it',
          asks(
            req('event_planning', 'Houghton|Johannesburg', 'dom:12', '19:00'),
            req('private_chef', 'Houghton|Johannesburg', 'dom:12', '19:00', { partySize: 30 }),
          ),
        ],
        [
          'need a chauffeur from King Shaka at 2pm tomorrow and a suite at the Oyster Box from tomorrow',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '14:00'),
            req('accommodation', 'Oyster Box|Durban', 'tomorrow', null),
          ),
        ],
        [
          'Two things: a massage therapist at my home in Constantia tomorrow at 4pm, and a table for 2 in Constantia at 7:30 after',
          asks(
            req('other', 'Constantia|Cape Town', 'tomorrow', '16:00'),
            table('Constantia|Cape Town', 'tomorrow', '19:30', 2),
          ),
        ],
        [
          'Can u book a helicopter flip from the V&A on saturday at 11 and a yacht for sunset the same day, 8 of us',
          asks(
            req(['travel', 'other'], 'V&A Waterfront|Cape Town', 'sat', '11:00'),
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '18:00', { partySize: 8 }),
          ),
        ],
        [
          'Book a lodge in the Sabi Sand from the 15th and flights from Joburg to Skukuza on the 15th at 9am please',
          asks(
            req('accommodation', 'Sabi Sand|Kruger', 'dom:15', null),
            req('travel', 'Johannesburg|Johannesburg', 'dom:15', '09:00'),
          ),
        ],
        [
          'I want a driver for Friday night from Rosebank at 9 and a bodyguard with me in Rosebank from 9 as well',
          asks(
            req('personal_driver', 'Rosebank|Johannesburg', 'fri', '21:00'),
            req('security', 'Rosebank|Johannesburg', 'fri', '21:00'),
          ),
        ],
        [
          'please book a chef for a braai at our house in Hermanus on Saturday at 1pm for 12, and a wine tasting in Hemel-en-Aarde on Sunday at 11',
          asks(
            req('private_chef', 'Hermanus|Overberg', 'sat', '13:00', { partySize: 12 }),
            req(['other', 'travel'], 'Hemel-en-Aarde Valley|Overberg', 'sun', '11:00'),
          ),
        ],
        [
          'Need a Porsche Cayenne to drive in Pretoria from Monday 8am, plus a table for 6 in Menlyn on Monday at 7pm',
          asks(
            req('luxury_vehicle', 'Pretoria|Pretoria', 'mon', '08:00'),
            table('Menlyn|Pretoria', 'mon', '19:00', 6),
          ),
        ],
        [
          'I need a stylist to help me shop in Rosebank on Saturday morning, and then a hair and makeup artist at the Saxon at 4pm on Saturday',
          asks(
            req('personal_shopping', 'Rosebank|Johannesburg', 'sat', '09:00'),
            req('other', 'The Saxon|Johannesburg', 'sat', '16:00'),
          ),
        ],
        [
          'can you organise a birthday dinner on a yacht from Simons Town on the 22nd at 6pm for 10, and a driver to get us there from Kenilworth at 4:45',
          asks(
            req('yacht_charter', "Simon's Town|Cape Town", 'dom:22', '18:00', { partySize: 10 }),
            req('personal_driver', 'Kenilworth|Cape Town', 'dom:22', '16:45'),
          ),
        ],
        [
          'Flights to Durban on Thursday at 7am and a car at King Shaka when we land',
          asks(
            req('travel', 'Durban|Durban', 'thu', '07:00'),
            req(
              ['luxury_vehicle', 'personal_driver'],
              'King Shaka International Airport|Durban',
              'thu',
              null,
            ),
          ),
        ],
        [
          'Please book a guesthouse in Clarens for Friday and a horse riding outing there on Saturday morning',
          asks(
            req('accommodation', 'Clarens|Eastern Free State', 'fri', null),
            req('other', 'Clarens|Eastern Free State', 'sat', '09:00'),
          ),
        ],
        [
          'a personal trainer at my house in Waterkloof tomorrow at 6am pls, and a physio the day after at 5pm also in Waterkloof',
          asks(
            req('other', 'Waterkloof|Pretoria', 'tomorrow', '06:00'),
            req('other', 'Waterkloof|Pretoria', '+2', '17:00'),
          ),
        ],
        [
          'book a villa in Plett for the 18th onwards for 8 people and a chef there on the 19th at 7pm',
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:18', null, { partySize: 8 }),
            req('private_chef', 'Plettenberg Bay|Garden Route', 'dom:19', '19:00'),
          ),
        ],
        [
          'Need security at Loftus for the game on Saturday at 3pm, and a driver from Centurion to Loftus at 1pm',
          asks(
            req('security', 'Loftus Versfeld|Pretoria', 'sat', '15:00'),
            req('personal_driver', 'Centurion|Pretoria', 'sat', '13:00'),
          ),
        ],
        [
          'Hi, I would like a table for 2 at a sushi spot in Umhlanga tonight at 8 and a spa treatment at the Oyster Box tomorrow at 10',
          asks(
            table('Umhlanga|Durban', 'today', '20:00', 2),
            req('other', 'Oyster Box|Durban', 'tomorrow', '10:00'),
          ),
        ],
        [
          'Can you plan a baby shower at a venue in Durbanville on the 9th at 11 and get a photographer there too',
          asks(
            req('event_planning', 'Durbanville|Cape Town', 'dom:9', '11:00'),
            req(['other', 'event_planning'], 'Durbanville|Cape Town', 'dom:9', '11:00'),
          ),
        ],
        [
          'driver at Lanseria on Wednesday at 10:15 and a hotel in Fourways from Wednesday',
          asks(
            req('personal_driver', 'Lanseria International Airport|Johannesburg', 'wed', '10:15'),
            req('accommodation', 'Fourways|Johannesburg', 'wed', null),
          ),
        ],
        [
          'Could you book us a cottage in Greyton from Friday, and a table for 4 there on Friday night',
          asks(
            req('accommodation', 'Greyton|Overberg', 'fri', null),
            table('Greyton|Overberg', 'fri', '20:00', 4),
          ),
        ],
        [
          'flights to PE on Monday at noon and a game drive at Shamwari on Tuesday at 5am',
          asks(
            req('travel', 'Gqeberha|Gqeberha', 'mon', '12:00'),
            req(['other', 'travel'], 'Shamwari|Gqeberha', 'tue', '05:00'),
          ),
        ],
        [
          'i need a private chef in Zimbali on Friday 7pm for 6 and a masseuse there on Saturday at 10',
          asks(
            req('private_chef', 'Zimbali|Durban', 'fri', '19:00', { partySize: 6 }),
            req('other', 'Zimbali|Durban', 'sat', '10:00'),
          ),
        ],
        [
          'please arrange a Mercedes V-Class with driver from Cape Town International on Sunday at 3:30pm and a table for 7 in Stellenbosch at 7 that night',
          asks(
            req(
              ['personal_driver', 'luxury_vehicle'],
              'Cape Town International Airport|Cape Town',
              'sun',
              '15:30',
            ),
            table('Stellenbosch|Cape Winelands', 'sun', '19:00', 7),
          ),
        ],
        [
          'Sorry to bother, two quick ones - a chauffeur from Melrose Arch at 11pm tonight, and a cleaner for the house in Parkhurst tomorrow at 8',
          asks(
            req('personal_driver', 'Melrose Arch|Johannesburg', 'today', '23:00'),
            req('other', 'Parkhurst|Johannesburg', 'tomorrow', '08:00'),
          ),
        ],
        [
          'book a hotel in Mbombela from Thursday and a guided trip to Gods Window on Friday at 8am',
          asks(
            req('accommodation', 'Mbombela|Mbombela', 'thu', null),
            req(['other', 'travel'], "God's Window|Panorama Route", 'fri', '08:00'),
          ),
        ],
        [
          'For the 30th: table for 2 at the Nelly at 7pm, and then a driver from there to Bantry Bay at 10:30',
          asks(
            table('Mount Nelson|Cape Town', 'dom:30', '19:00', 2),
            req('personal_driver', 'Mount Nelson|Cape Town', 'dom:30', '22:30'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
