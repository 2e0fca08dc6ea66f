import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];

/**
 * Eleventh held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time: two at a time here, three to five in
 * ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts.
 */
export const HELD_OUT_11_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'chauffeur from Cape Town International on Friday at 4pm and a table for 2 in Camps Bay at 8 that night',
          asks(
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '16:00'),
            table('Camps Bay|Cape Town', 'fri', '20:00', 2),
          ),
        ],
        [
          'pls book a private chef in Umhlanga for saturday night for 6 and a yacht for sunday morning from Durban Point',
          asks(
            req('private_chef', 'Umhlanga|Durban', 'sat', '20:00', { partySize: 6 }),
            req('yacht_charter', 'Durban Point|Durban', 'sun', '09:00'),
          ),
        ],
        [
          'Need a villa in Hermanus from the 19th for 4 adults, plus a chef on the 20th at 7pm',
          asks(
            req('accommodation', 'Hermanus|Overberg', 'dom:19', null, { partySize: 4 }),
            req('private_chef', ['Hermanus|Overberg', null], 'dom:20', '19:00'),
          ),
        ],
        [
          'flights to Durban for tomorrow morning and a car from King Shaka when we land at 11',
          asks(
            req(FLIGHT, 'Durban|Durban', 'tomorrow', '09:00'),
            req(CAR, 'King Shaka International Airport|Durban', 'tomorrow', '11:00'),
          ),
        ],
        [
          'Can I get a bodyguard for the Sandton Convention Centre on Thursday from 6pm and a driver to take me there at 5:30?',
          asks(
            req('security', 'Sandton Convention Centre|Johannesburg', 'thu', '18:00'),
            req(
              'personal_driver',
              [null, 'Sandton Convention Centre|Johannesburg'],
              'thu',
              '17:30',
            ),
          ),
        ],
        [
          'book a personal shopper at Sandton City on Saturday at 10 and lunch for 2 at Nelson Mandela Square after, say 1',
          asks(
            req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '10:00'),
            table('Nelson Mandela Square|Johannesburg', 'sat', '13:00', 2),
          ),
        ],
        [
          'Range Rover for the weekend from Saturday in Stellenbosch, and a table for 4 at Spier on Saturday at 1',
          asks(
            req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'sat', null),
            table('Spier|Cape Winelands', 'sat', '13:00', 4),
          ),
        ],
        [
          'I need a lodge in the Sabi Sand from 3 Jan for 3 nights, and a flight from Joburg to Skukuza that morning',
          asks(
            req('accommodation', 'Sabi Sand|Kruger', 'md:01-03', null),
            req(FLIGHT, 'Johannesburg|Johannesburg', 'md:01-03', '09:00'),
          ),
        ],
        [
          'event planner for my daughters 21st in Pretoria on the 12th and a chef for the same evening, about 40 guests',
          asks(
            req('event_planning', 'Pretoria|Pretoria', 'dom:12', null),
            req('private_chef', ['Pretoria|Pretoria', null], 'dom:12', '19:00', { partySize: 40 }),
          ),
        ],
        [
          'driver tomorrow at 7am from Waterkloof to OR Tambo, and a hotel in Cape Town for 2 nights from tomorrow',
          asks(
            req('personal_driver', 'Waterkloof|Pretoria', 'tomorrow', '07:00'),
            req('accommodation', 'Cape Town|Cape Town', 'tomorrow', null),
          ),
        ],
        [
          'a table for 6 at the V&A Waterfront at 7 on friday then a driver home to Bantry Bay around 10',
          asks(
            table('V&A Waterfront|Cape Town', 'fri', '19:00', 6),
            req(
              'personal_driver',
              ['V&A Waterfront|Cape Town', 'Bantry Bay|Cape Town'],
              'fri',
              '22:00',
            ),
          ),
        ],
        [
          'Please arrange a sunset cruise from the Waterfront on Saturday for 8 and dinner for 8 afterwards at half 8',
          asks(
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '18:00', { partySize: 8 }),
            req('other', ['V&A Waterfront|Cape Town', null], 'sat', '20:30', {
              partySize: 8,
              dining: true,
            }),
          ),
        ],
        [
          'security for a house party in Bryanston on Saturday from 8pm and a bartender for the same night',
          asks(
            req('security', 'Bryanston|Johannesburg', 'sat', '20:00'),
            req('other', ['Bryanston|Johannesburg', null], 'sat', '20:00'),
          ),
        ],
        [
          'can you get me a Porsche Cayenne in Durban on Monday and a room at the Oyster Box from Monday for 3 nights',
          asks(
            req('luxury_vehicle', 'Durban|Durban', 'mon', null),
            req('accommodation', 'Oyster Box|Durban', 'mon', null),
          ),
        ],
        [
          'Book me a massage at the hotel in Sun City tomorrow at 3 and a tee time at the Gary Player course on the day after at 7:30',
          asks(
            req('other', 'Sun City|Pilanesberg', 'tomorrow', '15:00'),
            req('other', 'Gary Player Country Club|Pilanesberg', '+2', '07:30'),
          ),
        ],
        [
          'need a chef for a braai at our place in Kyalami on Sunday at 1 for 15 people, and a photographer too from 1',
          asks(
            req('private_chef', 'Kyalami|Johannesburg', 'sun', '13:00', { partySize: 15 }),
            req('other', ['Kyalami|Johannesburg', null], 'sun', '13:00'),
          ),
        ],
        [
          'get me on a flight to George on the 16th and a car hire from George Airport that afternoon',
          asks(
            req(FLIGHT, 'George|Garden Route', 'dom:16', null),
            req(
              ['luxury_vehicle', 'personal_driver', 'travel'],
              'George Airport|Garden Route',
              'dom:16',
              '15:00',
            ),
          ),
        ],
        [
          'Tonight table for 2 in Rosebank at 7:30, and tomorrow morning a driver at 8 from Rosebank to Lanseria',
          asks(
            table('Rosebank|Johannesburg', 'today', '19:30', 2),
            req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '08:00'),
          ),
        ],
        [
          'yacht charter from Knysna Waterfront on Wednesday at 11 for 6 of us, and a villa on Leisure Isle from Tuesday',
          asks(
            req('yacht_charter', 'Knysna Waterfront|Garden Route', 'wed', '11:00', {
              partySize: 6,
            }),
            req('accommodation', 'Leisure Isle|Garden Route', 'tue', null),
          ),
        ],
        [
          'Could you arrange a personal stylist at Hyde Park Corner on Thursday at 2, and a driver to collect me from Illovo at half 1?',
          asks(
            req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'thu', '14:00'),
            req('personal_driver', 'Illovo|Johannesburg', 'thu', '13:30'),
          ),
        ],
        [
          'plan a surprise proposal at Cape Point on the 9th at sunset and book a table for 2 in Simons Town after at 8',
          asks(
            req('event_planning', 'Cape Point|Cape Town', 'dom:9', '18:00'),
            table("Simon's Town|Cape Town", 'dom:9', '20:00', 2),
          ),
        ],
        [
          'I need security at Loftus on Saturday afternoon for me and my son, plus a driver from Brooklyn at 1',
          asks(
            req('security', 'Loftus Versfeld|Pretoria', 'sat', '15:00'),
            req('personal_driver', 'Brooklyn|Pretoria', 'sat', '13:00'),
          ),
        ],
        [
          'two things: a chef at the villa in Plett on christmas eve for 10, and a boat trip out of Plett on boxing day morning',
          asks(
            req('private_chef', 'Plettenberg Bay|Garden Route', 'md:12-24', null, {
              partySize: 10,
            }),
            req('yacht_charter', 'Plettenberg Bay|Garden Route', 'md:12-26', '09:00'),
          ),
        ],
        [
          'Hotel in Ballito for the weekend from Friday, and a table at a seafood place in Salt Rock on Saturday at 7 for 4',
          asks(
            req('accommodation', 'Ballito|Durban', 'fri', null),
            table('Salt Rock|Durban', 'sat', '19:00', 4),
          ),
        ],
        [
          'driver from the Saxon to Montecasino on Friday at 6 and a table for 4 at Montecasino at 7',
          asks(
            req('personal_driver', 'The Saxon|Johannesburg', 'fri', '18:00'),
            table('Montecasino|Johannesburg', 'fri', '19:00', 4),
          ),
        ],
        [
          'Please book a helicopter flip over the Cape Peninsula on Sunday at 10 for 3 and lunch in Hout Bay for 3 after at 1',
          asks(
            req(['other', 'travel'], 'Cape Peninsula|Cape Town', 'sun', '10:00', { partySize: 3 }),
            table('Hout Bay|Cape Town', 'sun', '13:00', 3),
          ),
        ],
        [
          'wine tram in Franschhoek on saturday morning for 4 and a chauffeur from Cape Town to get us there at 8',
          asks(
            req(['other', 'travel'], 'Franschhoek Wine Tram|Cape Winelands', 'sat', '09:00', {
              partySize: 4,
            }),
            req('personal_driver', 'Cape Town|Cape Town', 'sat', '08:00'),
          ),
        ],
        [
          'Need a Mercedes V-Class with driver in Durban tomorrow from 9, and bodyguards for the same day, it is a VIP visit',
          asks(
            req(CAR, 'Durban|Durban', 'tomorrow', '09:00'),
            req('security', ['Durban|Durban', null], 'tomorrow', '09:00'),
          ),
        ],
        [
          'Chef for Friday at 7 in Clifton for 4 and a villa in Clifton from Thursday for 5 nights for the 4 of us',
          asks(
            req('private_chef', 'Clifton|Cape Town', 'fri', '19:00', { partySize: 4 }),
            req('accommodation', 'Clifton|Cape Town', 'thu', null, { partySize: 4 }),
          ),
        ],
        [
          'a game drive at Pilanesberg on Saturday at 6am and a room at the Palace of the Lost City for Friday night',
          asks(
            req(['other', 'travel'], 'Pilanesberg|Pilanesberg', 'sat', '06:00'),
            req('accommodation', 'Lost City|Pilanesberg', 'fri', null),
          ),
        ],
        [
          'Could you book us flights to Cape Town on the 18th and a table at the Test Kitchen in Woodstock on the 19th at 7 for 2?',
          asks(
            req(FLIGHT, 'Cape Town|Cape Town', 'dom:18', null),
            table('Woodstock|Cape Town', 'dom:19', '19:00', 2),
          ),
        ],
        [
          'driver 5am tomorrow Umhlanga to King Shaka and then another one in Joburg from OR Tambo at 9',
          asks(
            req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '05:00'),
            req('personal_driver', 'OR Tambo|Johannesburg', 'tomorrow', '09:00'),
          ),
        ],
        [
          'book a florist to deliver roses to Melrose on Friday morning and a table for 2 at Melrose Arch that night at 8',
          asks(
            req('other', 'Melrose|Johannesburg', 'fri', '09:00'),
            table('Melrose Arch|Johannesburg', 'fri', '20:00', 2),
          ),
        ],
        [
          'Security detail in Sandton from tomorrow 8am and a bulletproof car with driver from the same time',
          asks(
            req('security', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
            req(CAR, ['Sandton|Johannesburg', null], 'tomorrow', '08:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
