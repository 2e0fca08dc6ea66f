import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];

/**
 * Twelfth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time: two at a time here, three to five in
 * ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts.
 */
export const HELD_OUT_12_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'driver from King Shaka on Thursday at 11am and a table for 2 at the Oyster Box that evening at 7',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'thu', '11:00'),
            table('Oyster Box|Durban', 'thu', '19:00', 2),
          ),
        ],
        [
          'Can you book a private chef in Bishopscourt for Saturday 7pm for 10 people, and also a florist to do the table the same afternoon?',
          asks(
            req('private_chef', 'Bishopscourt|Cape Town', 'sat', '19:00', { partySize: 10 }),
            req('other', ['Bishopscourt|Cape Town', null], 'sat', '15:00'),
          ),
        ],
        [
          'need a range rover in sandton from tomorrow 8am and a bodyguard for tomorrow night at 7',
          asks(
            req('luxury_vehicle', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
            req('security', ['Sandton|Johannesburg', null], 'tomorrow', '19:00'),
          ),
        ],
        [
          'Please book a villa in Plett from the 18th for 8 people and a yacht from Knysna on the 20th at 10am',
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:18', null, { partySize: 8 }),
            req('yacht_charter', 'Knysna|Garden Route', 'dom:20', '10:00'),
          ),
        ],
        [
          'flights jhb to cape town friday morning, and a car to meet us at CPT when we land around 11',
          asks(
            req(FLIGHT, ['Johannesburg|Johannesburg', null], 'fri', '09:00'),
            req(CAR, 'Cape Town International Airport|Cape Town', 'fri', '11:00'),
          ),
        ],
        [
          'I need a personal shopper at Sandton City on Saturday at 10 and then lunch for 2 at Nelson Mandela Square at 1',
          asks(
            req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '10:00'),
            table('Nelson Mandela Square|Johannesburg', 'sat', '13:00', 2),
          ),
        ],
        [
          'lodge in Sabi Sand from next Friday for 4, and a charter flight from Lanseria to get us there that morning',
          asks(
            req('accommodation', 'Sabi Sand|Kruger', 'next:fri', null, { partySize: 4 }),
            req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'next:fri', '09:00'),
          ),
        ],
        [
          "Hi, I'm planning my son's 21st - event planner for the party on the 28th in Kyalami, and security at the gate from 6pm that night",
          asks(
            req('event_planning', 'Kyalami|Johannesburg', 'dom:28', null),
            req('security', ['Kyalami|Johannesburg', null], 'dom:28', '18:00'),
          ),
        ],
        [
          'table for 4 in Stellenbosch on Saturday at 1 and a driver to take us there from Constantia at 11:30',
          asks(
            table('Stellenbosch|Cape Winelands', 'sat', '13:00', 4),
            req(CAR, 'Constantia|Cape Town', 'sat', '11:30'),
          ),
        ],
        [
          'Yacht for 12 on Sunday from the Waterfront at 2pm. And please a chef on board? No wait, separate - chef at home in Camps Bay Sunday at 7pm for 6',
          asks(
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 12 }),
            req('private_chef', 'Camps Bay|Cape Town', 'sun', '19:00', { partySize: 6 }),
          ),
        ],
        [
          'two things: a Maybach for my wife in Umhlanga tomorrow from 10, and a spa day for her at the Oyster Box at 2',
          asks(
            req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', '10:00'),
            req('other', 'Oyster Box|Durban', 'tomorrow', '14:00'),
          ),
        ],
        [
          'Please sort a driver from OR Tambo tonight at 10pm to Melrose, and a hotel in Melrose Arch checking in today',
          asks(
            req(CAR, 'OR Tambo International Airport|Johannesburg', 'today', '22:00'),
            req('accommodation', 'Melrose Arch|Johannesburg', 'today', null),
          ),
        ],
        [
          'Guesthouse in Clarens for the weekend from Friday, 2 people, and a table there Saturday night for 2',
          asks(
            req('accommodation', 'Clarens|Eastern Free State', 'fri', null, { partySize: 2 }),
            table('Clarens|Eastern Free State', 'sat', '20:00', 2),
          ),
        ],
        [
          'golf at Fancourt on Wednesday 8am for a 4ball and dinner in George at 7 that night, 4 of us',
          asks(
            req('other', 'Fancourt|Garden Route', 'wed', '08:00'),
            table('George|Garden Route', 'wed', '19:00', 4),
          ),
        ],
        [
          'Can I have a chauffeur on the 9th from 6pm in Pretoria and a table for 2 in Brooklyn at 7 that evening',
          asks(
            req(CAR, 'Pretoria|Pretoria', 'dom:9', '18:00'),
            table('Brooklyn|Pretoria', 'dom:9', '19:00', 2),
          ),
        ],
        [
          'book me a private chef tonight in Zimbali for 4 at 7:30 and a car to fetch my guests from King Shaka at 5',
          asks(
            req('private_chef', 'Zimbali|Durban', 'today', '19:30', { partySize: 4 }),
            req(CAR, 'King Shaka International Airport|Durban', 'today', '17:00'),
          ),
        ],
        [
          'I need a close protection officer for Friday in Sandton from 9am and a driver for the same day from 8:30 from Houghton',
          asks(
            req('security', 'Sandton|Johannesburg', 'fri', '09:00'),
            req(CAR, 'Houghton|Johannesburg', 'fri', '08:30'),
          ),
        ],
        [
          'Flight to George on the 22nd in the morning, and a villa in Wilderness from the 22nd for 5',
          asks(
            req(
              FLIGHT,
              [null, 'George Airport|Garden Route', 'George|Garden Route'],
              'dom:22',
              '09:00',
            ),
            req('accommodation', 'Wilderness|Garden Route', 'dom:22', null, { partySize: 5 }),
          ),
        ],
        [
          'a shopper to help me find a dress at Hyde Park Corner tomorrow at 11, and a hair and makeup person at home in Parkhurst at 4',
          asks(
            req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'tomorrow', '11:00'),
            req('other', 'Parkhurst|Johannesburg', 'tomorrow', '16:00'),
          ),
        ],
        [
          'Please book a table for 2 at 8 tonight in Sea Point, and a driver to take us from Fresnaye at 7:40',
          asks(
            table('Sea Point|Cape Town', 'today', '20:00', 2),
            req(CAR, 'Fresnaye|Cape Town', 'today', '19:40'),
          ),
        ],
        [
          'Catamaran from Durban Point on Saturday at 9am for 8 and then lunch for 8 at uShaka at 1',
          asks(
            req('yacht_charter', 'Durban Point|Durban', 'sat', '09:00', { partySize: 8 }),
            table('uShaka Marine World|Durban', 'sat', '13:00', 8),
          ),
        ],
        [
          'I want a beach house in Ballito from the 27th for 10 people and a chef there on the 31st at 8pm for 10',
          asks(
            req('accommodation', 'Ballito|Durban', 'dom:27', null, { partySize: 10 }),
            req('private_chef', ['Ballito|Durban', null], 'dom:31', '20:00', { partySize: 10 }),
          ),
        ],
        [
          'not tomorrow, the day after: a Porsche Cayenne in Stellenbosch at 10 and a wine tasting table at Delaire Graff at 12:30 for 2',
          asks(
            req('luxury_vehicle', 'Stellenbosch|Cape Winelands', '+2', '10:00'),
            table('Delaire Graff|Cape Winelands', '+2', '12:30', 2),
          ),
        ],
        [
          'Driver at Cape Town airport Monday 3pm please plus a room at the Mount Nelson from Monday',
          asks(
            req(CAR, 'Cape Town International Airport|Cape Town', 'mon', '15:00'),
            req('accommodation', 'Mount Nelson|Cape Town', 'mon', null),
          ),
        ],
        [
          'Could you organise an anniversary surprise for my wife on the 14th in Franschhoek, and a table for 2 there that night at 7?',
          asks(
            req(['event_planning', 'other'], 'Franschhoek|Cape Winelands', 'dom:14', null),
            table('Franschhoek|Cape Winelands', 'dom:14', '19:00', 2),
          ),
        ],
        [
          'I need a bodyguard and a driver for Thursday morning in Umhlanga, bodyguard from 8, driver from 7:45',
          asks(
            req('security', 'Umhlanga|Durban', 'thu', '08:00'),
            req(CAR, ['Umhlanga|Durban', null], 'thu', '07:45'),
          ),
        ],
        [
          'Hermanus whale boat on Saturday at 10 for 4 and a cottage in Hermanus from Saturday, 4 people',
          asks(
            req('yacht_charter', 'Hermanus|Overberg', 'sat', '10:00', { partySize: 4 }),
            req('accommodation', 'Hermanus|Overberg', 'sat', null, { partySize: 4 }),
          ),
        ],
        [
          'Lunch at Groot Constantia for 6 on Sunday at 12:30 and afterwards a private wine tour there at 3',
          asks(
            table('Groot Constantia|Cape Town', 'sun', '12:30', 6),
            req('other', 'Groot Constantia|Cape Town', 'sun', '15:00'),
          ),
        ],
        [
          'Tickets for the Springboks at Ellis Park on the 16th, 4 of us, and a driver from Saxonwold at 1pm that day',
          asks(
            req('other', 'Ellis Park|Johannesburg', 'dom:16', null),
            req(CAR, 'Saxonwold|Johannesburg', 'dom:16', '13:00'),
          ),
        ],
        [
          'private chef for a braai in Kommetjie Friday 6pm for 15 and a DJ from 6 as well',
          asks(
            req('private_chef', 'Kommetjie|Cape Town', 'fri', '18:00', { partySize: 15 }),
            req(['other', 'event_planning'], ['Kommetjie|Cape Town', null], 'fri', '18:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
