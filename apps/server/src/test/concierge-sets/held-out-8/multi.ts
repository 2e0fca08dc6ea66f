import { asks, req, rowsIn, table, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

/**
 * Eighth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time: two at a time here, three to five in
 * ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts.
 */
export const HELD_OUT_8_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'need a driver from King Shaka on friday at 2pm and a table for 4 in Umhlanga that night at 8',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '14:00'),
            table('Umhlanga|Durban', 'fri', '20:00', 4),
          ),
        ],
        [
          'Please book a villa in Plettenberg Bay from the 15th and a Range Rover for the same day',
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:15', null),
            req('luxury_vehicle', ['Plettenberg Bay|Garden Route', null], 'dom:15', null),
          ),
        ],
        [
          'chef at our place in Bishopscourt on saturday at 7 for 10 people, and a bodyguard for my son on sunday morning in Claremont',
          asks(
            req('private_chef', 'Bishopscourt|Cape Town', 'sat', '19:00', { partySize: 10 }),
            req('security', 'Claremont|Cape Town', 'sun', '09:00'),
          ),
        ],
        [
          'Could you get me flights to Durban on Thursday morning and a hotel in Umhlanga for two nights from Thursday?',
          asks(
            req('travel', 'Durban|Durban', 'thu', '09:00'),
            req('accommodation', 'Umhlanga|Durban', 'thu', null),
          ),
        ],
        [
          'yacht in Knysna sunday 11am for 8 of us and lunch after at 2 for 8 as well',
          asks(
            req('yacht_charter', 'Knysna|Garden Route', 'sun', '11:00', { partySize: 8 }),
            req('other', ['Knysna|Garden Route', null], 'sun', '14:00', {
              partySize: 8,
              dining: true,
            }),
          ),
        ],
        [
          'I need a personal shopper at Sandton City tomorrow at 10 and then a driver from there to Lanseria at 3pm',
          asks(
            req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '10:00'),
            req('personal_driver', 'Sandton City|Johannesburg', 'tomorrow', '15:00'),
          ),
        ],
        [
          'Book a table for two in Franschhoek on Saturday at 1pm and a driver from Cape Town to get us there at 11',
          asks(
            table('Franschhoek|Cape Winelands', 'sat', '13:00', 2),
            req('personal_driver', 'Cape Town|Cape Town', 'sat', '11:00'),
          ),
        ],
        [
          'two things pls: a Porsche Cayenne for the weekend from friday in Joburg, and security for a house party in Houghton on saturday night',
          asks(
            req('luxury_vehicle', 'Johannesburg|Johannesburg', 'fri', null),
            req('security', 'Houghton|Johannesburg', 'sat', '20:00'),
          ),
        ],
        [
          'Can you plan a surprise engagement dinner on the beach in Clifton on the 21st, and book us a suite at the Mount Nelson that night?',
          asks(
            req('event_planning', 'Clifton|Cape Town', 'dom:21', null),
            req('accommodation', 'Mount Nelson|Cape Town', 'dom:21', null),
          ),
        ],
        [
          'driver tomorrow 5:30am from Waterkloof to OR Tambo, and flights to George at 8',
          asks(
            req('personal_driver', 'Waterkloof|Pretoria', 'tomorrow', '05:30'),
            req(
              'travel',
              ['George|Garden Route', 'OR Tambo International Airport|Johannesburg'],
              'tomorrow',
              '08:00',
            ),
          ),
        ],
        [
          'Please arrange a private chef for 6 at our Zimbali house on Friday evening and a boat for deep sea fishing from Ballito on Saturday at 6am',
          asks(
            req('private_chef', 'Zimbali|Durban', 'fri', '19:00', { partySize: 6 }),
            req('yacht_charter', 'Ballito|Durban', 'sat', '06:00'),
          ),
        ],
        [
          'table for 2 at 7 tonight in Parkhurst and a car to take us home after at 10',
          asks(
            table('Parkhurst|Johannesburg', 'today', '19:00', 2),
            req('personal_driver', ['Parkhurst|Johannesburg', null], 'today', '22:00'),
          ),
        ],
        [
          'We need a lodge in the Sabi Sand from the 8th for 4 nights, and flights from Joburg to Skukuza on the 8th in the morning',
          asks(
            req('accommodation', 'Sabi Sand|Kruger', 'dom:8', null),
            req('travel', 'Johannesburg|Johannesburg', 'dom:8', '09:00'),
          ),
        ],
        [
          'a stylist to go shopping with my wife at Menlyn Maine on saturday at 10am and a table for two there at 1',
          asks(
            req('personal_shopping', 'Menlyn Maine|Pretoria', 'sat', '10:00'),
            table('Menlyn Maine|Pretoria', 'sat', '13:00', 2),
          ),
        ],
        [
          'Hi, I need an event planner for my daughter’s 21st in Durbanville on the 30th and a chef for the party on the 30th too, 40 guests',
          asks(
            req('event_planning', 'Durbanville|Cape Town', 'dom:30', null),
            req('private_chef', 'Durbanville|Cape Town', 'dom:30', null, { partySize: 40 }),
          ),
        ],
        [
          'driver at Cape Town airport on Monday at 16h20 and a villa in Bantry Bay from Monday for a week',
          asks(
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'mon', '16:20'),
            req('accommodation', 'Bantry Bay|Cape Town', 'mon', null),
          ),
        ],
        [
          'book me a G-Wagon for tomorrow morning in Umhlanga and a table at the Oyster Box for 3 tomorrow night',
          asks(
            req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', '09:00'),
            table('Oyster Box|Durban', 'tomorrow', '20:00', 3),
          ),
        ],
        [
          'Sunset cruise from the Waterfront on Friday for 12 and dinner at 8:30 afterwards in Green Point for 12 too',
          asks(
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'fri', '18:00', { partySize: 12 }),
            table('Green Point|Cape Town', 'fri', '20:30', 12),
          ),
        ],
        [
          'can you get us helicopter flights from Lanseria to Sun City on saturday at 9 and a room at the Palace for saturday night',
          asks(
            req('travel', 'Lanseria International Airport|Johannesburg', 'sat', '09:00'),
            req('accommodation', ['Lost City|Pilanesberg', 'Sun City|Pilanesberg'], 'sat', null),
          ),
        ],
        [
          'I need close protection at the Sandton Convention Centre on Tuesday from 8am, and a driver from my hotel in Rosebank at 7:15 that morning',
          asks(
            req('security', 'Sandton Convention Centre|Johannesburg', 'tue', '08:00'),
            req('personal_driver', 'Rosebank|Johannesburg', 'tue', '07:15'),
          ),
        ],
        [
          'please book a spa day for my mom in Hermanus next Wednesday and a guesthouse there for 2 nights from next Tuesday',
          asks(
            req('other', 'Hermanus|Overberg', 'next:wed', null),
            req('accommodation', 'Hermanus|Overberg', 'next:tue', null),
          ),
        ],
        [
          'Train tickets on the Blue Train to Cape Town on the 14th, and a driver to meet us at Cape Town station at 3pm on the 15th',
          asks(
            req('travel', 'Cape Town|Cape Town', 'dom:14', null),
            req('personal_driver', 'Cape Town|Cape Town', 'dom:15', '15:00'),
          ),
        ],
        [
          'braai master chef for 20 ppl in Kyalami on sunday at 1 and tickets for the 4 of us to the Kyalami race on saturday',
          asks(
            req('private_chef', 'Kyalami|Johannesburg', 'sun', '13:00', { partySize: 20 }),
            req(
              'other',
              ['Kyalami|Johannesburg', 'Kyalami Grand Prix Circuit|Johannesburg'],
              'sat',
              null,
            ),
          ),
        ],
        [
          'Please organise a corporate year-end function for 60 at Spier on the 11th, plus a shuttle driver from Stellenbosch for the team at 5pm',
          asks(
            req('event_planning', 'Spier|Cape Winelands', 'dom:11', null, { partySize: 60 }),
            req('personal_driver', 'Stellenbosch|Cape Winelands', 'dom:11', '17:00'),
          ),
        ],
        [
          'Table for 6 tonight in Sea Point at half 8, and a babysitter at our flat in Fresnaye from 7',
          asks(
            table('Sea Point|Cape Town', 'today', '20:30', 6),
            req('other', 'Fresnaye|Cape Town', 'today', '19:00'),
          ),
        ],
        [
          'flights PE to Joburg on friday at 6am and a car from OR Tambo when we land at 7:10',
          asks(
            req('travel', 'Gqeberha|Gqeberha', 'fri', '06:00'),
            req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'fri', '07:10'),
          ),
        ],
        [
          'a Rolls Royce with chauffeur for our wedding in Stellenbosch on the 6th at 2pm and a wedding planner for the same day',
          asks(
            req(
              ['personal_driver', 'luxury_vehicle'],
              'Stellenbosch|Cape Winelands',
              'dom:6',
              '14:00',
            ),
            req('event_planning', 'Stellenbosch|Cape Winelands', 'dom:6', null),
          ),
        ],
        [
          'Hi please book a houseboat or yacht on the Vaal River for saturday afternoon for 10 and a chef on board',
          asks(
            req('yacht_charter', 'Vaal River|Vaal Triangle', 'sat', '15:00', { partySize: 10 }),
            req('private_chef', 'Vaal River|Vaal Triangle', 'sat', '15:00'),
          ),
        ],
        [
          'need a driver in Pretoria tomorrow at 8 to take me to the Union Buildings, and lunch for 2 in Brooklyn at 1',
          asks(
            req('personal_driver', 'Pretoria|Pretoria', 'tomorrow', '08:00'),
            table('Brooklyn|Pretoria', 'tomorrow', '13:00', 2),
          ),
        ],
        [
          'We land at King Shaka on the 19th at 11h05. Please arrange a car to Salt Rock and a beach house in Salt Rock for 10 days from the 19th.',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'dom:19', '11:05'),
            req('accommodation', 'Salt Rock|Durban', 'dom:19', null),
          ),
        ],
        [
          'get me a personal shopper at Gateway on saturday at 11 and a table for four at Suncoast at 7 that evening',
          asks(
            req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'sat', '11:00'),
            table('Suncoast Casino|Durban', 'sat', '19:00', 4),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
