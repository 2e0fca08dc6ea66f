import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];

/**
 * Thirteenth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time ("that night", "the same evening", "afterwards" carry the
 * day over): two at a time here, three to five in ./three-or-more.ts, and the long itineraries
 * (900 to 1,900 characters) in ./long-itineraries.ts.
 */
export const HELD_OUT_13_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'Need a driver from Cape Town International at 2pm tomorrow and a table for 4 in Camps Bay at 7:30 that night',
          asks(
            req(
              'personal_driver',
              'Cape Town International Airport|Cape Town',
              'tomorrow',
              '14:00',
            ),
            table('Camps Bay|Cape Town', 'tomorrow', '19:30', 4),
          ),
        ],
        [
          'Private chef for 6 at our house in Llandudno on Saturday at 7pm, and a yacht for the same group on Sunday at 11am from the Waterfront',
          asks(
            req('private_chef', 'Llandudno|Cape Town', 'sat', '19:00', { partySize: 6 }),
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '11:00', { partySize: 6 }),
          ),
        ],
        [
          'Can you book me a villa in Plett from the 15th, and a Range Rover to collect at George Airport that day at 10am',
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:15', null),
            req('luxury_vehicle', 'George Airport|Garden Route', 'dom:15', '10:00'),
          ),
        ],
        [
          'bodyguard + driver for the gala at Sandton Convention Centre friday 6pm',
          asks(
            req('security', 'Sandton Convention Centre|Johannesburg', 'fri', '18:00'),
            req(
              'personal_driver',
              ['Sandton Convention Centre|Johannesburg', null],
              'fri',
              '18:00',
            ),
          ),
        ],
        [
          'Flights for two from Joburg to Durban on Thursday morning, and a room at the Oyster Box for 3 nights from Thursday',
          asks(
            req(
              FLIGHT,
              ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
              'thu',
              '09:00',
            ),
            req('accommodation', 'Oyster Box|Durban', 'thu', null),
          ),
        ],
        [
          'Personal shopper at Sandton City on Saturday at 10, then lunch for 2 at Nelson Mandela Square at 1',
          asks(
            req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '10:00'),
            table('Nelson Mandela Square|Johannesburg', 'sat', '13:00', 2),
          ),
        ],
        [
          "Please plan my son's 21st at a venue in Stellenbosch on the 20th at 6pm, and book a private chef for the 30 guests",
          asks(
            req('event_planning', 'Stellenbosch|Cape Winelands', 'dom:20', '18:00'),
            req('private_chef', ['Stellenbosch|Cape Winelands', null], 'dom:20', '18:00', {
              partySize: 30,
            }),
          ),
        ],
        [
          'Need a car from King Shaka to Ballito on Friday at 4pm, and dinner for two at Zimbali on Saturday at 7',
          asks(
            req(CAR, 'King Shaka International Airport|Durban', 'fri', '16:00'),
            table('Zimbali|Durban', 'sat', '19:00', 2),
          ),
        ],
        [
          'a helicopter from the V&A to Franschhoek on Saturday at 10 and lunch at La Residence at 1 for 4',
          asks(
            req(FLIGHT, 'V&A Waterfront|Cape Town', 'sat', '10:00'),
            table('La Residence|Cape Winelands', 'sat', '13:00', 4),
          ),
        ],
        [
          "security for my daughter's wedding in Franschhoek on the 6th from 3pm, plus a driver for the bridal party that morning at 9",
          asks(
            req('security', 'Franschhoek|Cape Winelands', 'dom:6', '15:00'),
            req('personal_driver', ['Franschhoek|Cape Winelands', null], 'dom:6', '09:00'),
          ),
        ],
        [
          'Get me a Porsche Cayenne in Sandton from Friday 8am, and a table at Saint for 2 on Friday at 8pm',
          asks(
            req('luxury_vehicle', 'Sandton|Johannesburg', 'fri', '08:00'),
            req('other', [null, 'Sandton|Johannesburg'], 'fri', '20:00', {
              partySize: 2,
              dining: true,
            }),
          ),
        ],
        [
          'Villa in Clifton for 6 from next Friday and a chef to cook for us on the first night at 7',
          asks(
            req('accommodation', 'Clifton|Cape Town', 'next:fri', null),
            req('private_chef', ['Clifton|Cape Town', null], 'next:fri', '19:00', { partySize: 6 }),
          ),
        ],
        [
          'Driver tomorrow 7am from Hyde Park to OR Tambo, and a flight to Cape Town at 10',
          asks(
            req('personal_driver', 'Hyde Park|Johannesburg', 'tomorrow', '07:00'),
            req(FLIGHT, ['OR Tambo International Airport|Johannesburg', null], 'tomorrow', '10:00'),
          ),
        ],
        [
          'can you sort a yacht for 8 from Hout Bay on Saturday at 2, and a table for 8 in Hout Bay afterwards at 7',
          asks(
            req('yacht_charter', 'Hout Bay|Cape Town', 'sat', '14:00', { partySize: 8 }),
            table('Hout Bay|Cape Town', 'sat', '19:00', 8),
          ),
        ],
        [
          'Please book a stay at Singita for 2 nights from the 10th and a charter flight from Lanseria to Skukuza on the 10th at 8am',
          asks(
            req('accommodation', 'Singita|Kruger', 'dom:10', null),
            req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'dom:10', '08:00'),
          ),
        ],
        [
          'need a personal shopper in Rosebank Thursday at 11, and someone to do my hair and makeup at home in Houghton Friday at 4pm',
          asks(
            req('personal_shopping', 'Rosebank|Johannesburg', 'thu', '11:00'),
            req('other', 'Houghton|Johannesburg', 'fri', '16:00'),
          ),
        ],
        [
          'Event planner for a product launch at the CTICC on the 25th, and a security team for the same evening at 6pm',
          asks(
            req('event_planning', 'CTICC|Cape Town', 'dom:25', null),
            req('security', ['CTICC|Cape Town', null], 'dom:25', '18:00'),
          ),
        ],
        [
          'Chef for 4 on Sunday at 1pm in Ballito, and a massage therapist at the house at 4',
          asks(
            req('private_chef', 'Ballito|Durban', 'sun', '13:00', { partySize: 4 }),
            req('other', ['Ballito|Durban', null], 'sun', '16:00'),
          ),
        ],
        [
          'A Mercedes V-Class with driver from Bram Fischer on Wednesday at 3pm, plus a table for 6 at Loch Logan at 7 that evening',
          asks(
            req(CAR, 'Bram Fischer International Airport|Bloemfontein', 'wed', '15:00'),
            table('Loch Logan Waterfront|Bloemfontein', 'wed', '19:00', 6),
          ),
        ],
        [
          'Flight to George on the 2nd in the morning, and a tee time at Fancourt that afternoon',
          asks(
            req(
              FLIGHT,
              ['George Airport|Garden Route', 'George|Garden Route', null],
              'dom:2',
              '09:00',
            ),
            req('other', 'Fancourt|Garden Route', 'dom:2', '15:00'),
          ),
        ],
        [
          'I need a driver from 6pm tonight in Umhlanga and a bodyguard with him',
          asks(
            req('personal_driver', 'Umhlanga|Durban', 'today', '18:00'),
            req('security', ['Umhlanga|Durban', null], 'today', '18:00'),
          ),
        ],
        [
          'Book a table for 2 at Marble tonight at 7:30 and a car to take us there from Saxonwold at 7',
          asks(
            table(null, 'today', '19:30', 2),
            req(CAR, 'Saxonwold|Johannesburg', 'today', '19:00'),
          ),
        ],
        [
          'villa in Umhlanga for 10 days from the 1st, and a Range Rover for the same period, collected at King Shaka on the 1st at noon',
          asks(
            req('accommodation', 'Umhlanga|Durban', 'dom:1', null),
            req('luxury_vehicle', 'King Shaka International Airport|Durban', 'dom:1', '12:00'),
          ),
        ],
        [
          'Please arrange a birthday picnic at Kirstenbosch on Sunday at 11 and a table for 8 at the Mount Nelson that night at 7',
          asks(
            req(['event_planning', 'other'], 'Kirstenbosch|Cape Town', 'sun', '11:00'),
            table('Mount Nelson|Cape Town', 'sun', '19:00', 8),
          ),
        ],
        [
          'i need a boat for sunset on friday from the waterfront for 12, and a dj for it',
          asks(
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'fri', '18:00', { partySize: 12 }),
            req('other', ['V&A Waterfront|Cape Town', null], 'fri', '18:00'),
          ),
        ],
        [
          'Lodge in Sabi Sand for 4 nights from next Monday, and a transfer from Kruger Mpumalanga airport on arrival at 1pm',
          asks(
            req('accommodation', 'Sabi Sand|Kruger', 'next:mon', null),
            req(CAR, 'Kruger Mpumalanga International Airport|Mbombela', 'next:mon', '13:00'),
          ),
        ],
        [
          'a tailor to come to my hotel in Sandton on Tuesday at 8am, and a personal shopper at Hyde Park Corner at 2pm the same day',
          asks(
            req('other', 'Sandton|Johannesburg', 'tue', '08:00'),
            req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'tue', '14:00'),
          ),
        ],
        [
          'Could I get a driver on Saturday from 6pm in Pretoria East, and a table for 6 at 7 at Menlyn Maine',
          asks(
            req('personal_driver', 'Pretoria East|Pretoria', 'sat', '18:00'),
            table('Menlyn Maine|Pretoria', 'sat', '19:00', 6),
          ),
        ],
        [
          'wedding planner for a wedding in the Drakensberg on 12 December, and accommodation for the guests at Champagne Castle the night before',
          asks(
            req('event_planning', 'Drakensberg|Drakensberg', 'md:12-12', null),
            req('accommodation', 'Champagne Castle|Drakensberg', 'md:12-11', null),
          ),
        ],
        [
          'book a suite at the Saxon for Friday and Saturday nights, and a spa treatment for my wife on Saturday at 10',
          asks(
            req('accommodation', 'The Saxon|Johannesburg', 'fri', null),
            req('other', ['The Saxon|Johannesburg', null], 'sat', '10:00'),
          ),
        ],
        [
          'Fly me from PE to Cape Town on Monday at 7am and have a driver waiting for me at CPT',
          asks(
            req(
              FLIGHT,
              ['Gqeberha|Gqeberha', 'Chief Dawid Stuurman International Airport|Gqeberha'],
              'mon',
              '07:00',
            ),
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'mon', null),
          ),
        ],
        [
          'a private chef on Friday at 7pm for 10 at my place in Dainfern, and a bartender for the same evening from 7',
          asks(
            req('private_chef', 'Dainfern|Johannesburg', 'fri', '19:00', { partySize: 10 }),
            req('other', ['Dainfern|Johannesburg', null], 'fri', '19:00'),
          ),
        ],
        [
          "We'd like a family photographer at Clifton beach on Sunday at 5pm and dinner for 5 in Camps Bay after, at 7:30",
          asks(
            req('other', 'Clifton|Cape Town', 'sun', '17:00'),
            table('Camps Bay|Cape Town', 'sun', '19:30', 5),
          ),
        ],
        [
          'Tickets for the Bulls at Loftus on Saturday, and a driver to get us there from Waterkloof at 2pm',
          asks(
            req('other', 'Loftus Versfeld|Pretoria', 'sat', null),
            req('personal_driver', 'Waterkloof|Pretoria', 'sat', '14:00'),
          ),
        ],
        [
          'Please find a guesthouse in Clarens for Friday night, and a hot air balloon flight there on Saturday morning',
          asks(
            req('accommodation', 'Clarens|Eastern Free State', 'fri', null),
            req(['other', 'travel'], ['Clarens|Eastern Free State', null], 'sat', '09:00'),
          ),
        ],
        [
          'I need a boat in Knysna for Saturday 10am for 6 people, and lunch for 6 at the Knysna Heads at 1pm',
          asks(
            req(BOAT, 'Knysna|Garden Route', 'sat', '10:00', { partySize: 6 }),
            table('Knysna Heads|Garden Route', 'sat', '13:00', 6),
          ),
        ],
        [
          'Security escort from OR Tambo tomorrow at 6am, and a Range Rover for me in Sandton from 9',
          asks(
            req('security', 'OR Tambo International Airport|Johannesburg', 'tomorrow', '06:00'),
            req('luxury_vehicle', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
