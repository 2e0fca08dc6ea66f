import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];

/**
 * Fourteenth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request,
 * "then", "afterwards", "the same day"): two at a time here, three to five in ./three-or-more.ts,
 * and the long itineraries (900 to 1,900 characters) in ./long-itineraries.ts. Where the second
 * request names no place but plainly happens where the first does, either is right.
 */
export const HELD_OUT_14_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          "Driver from OR Tambo at 14:10 on Thursday to the Saxon, and then a table for 2 at the Saxon's restaurant at 8 that night",
          asks(
            req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'thu', '14:10'),
            table('The Saxon|Johannesburg', 'thu', '20:00', 2),
          ),
        ],
        [
          'chef for 6 at home in Umhlanga on Sat at 7pm, plus a photographer from 7 too',
          asks(
            req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 6 }),
            req('other', ['Umhlanga|Durban', null], 'sat', '19:00'),
          ),
        ],
        [
          'Need a Range Rover for the week from Monday in Cape Town, and a villa in Llandudno from the same day',
          asks(
            req('luxury_vehicle', 'Cape Town|Cape Town', 'mon', null),
            req('accommodation', 'Llandudno|Cape Town', 'mon', null),
          ),
        ],
        [
          'flights to George on the 5th, and a car waiting at George airport when we land at 11',
          asks(
            req(FLIGHT, ['George|Garden Route', null], 'dom:5', null),
            req(CAR, 'George Airport|Garden Route', 'dom:5', '11:00'),
          ),
        ],
        [
          'Book a table for 4 at Marble tomorrow at 7 and a driver to get us home at 11',
          asks(
            table(null, 'tomorrow', '19:00', 4),
            req('personal_driver', null, 'tomorrow', '23:00'),
          ),
        ],
        [
          'Security for a charity gala at the Durban ICC on the 16th from 6pm, and a car with driver for the guest of honour from 5:30pm the same day',
          asks(
            req('security', 'Durban ICC|Durban', 'dom:16', '18:00'),
            req(CAR, ['Durban ICC|Durban', null], 'dom:16', '17:30'),
          ),
        ],
        [
          "Yacht for 8 out of Simon's Town on Sunday at 10, and lunch for the 8 of us in Kalk Bay afterwards at 1:30",
          asks(
            req('yacht_charter', "Simon's Town|Cape Town", 'sun', '10:00', { partySize: 8 }),
            table('Kalk Bay|Cape Town', 'sun', '13:30', 8),
          ),
        ],
        [
          'Please book me a hotel in Hermanus from Friday for two nights and a whale-watching boat on Saturday at 10',
          asks(
            req('accommodation', 'Hermanus|Overberg', 'fri', null),
            req(BOAT, ['Hermanus|Overberg', null], 'sat', '10:00'),
          ),
        ],
        [
          'Personal shopper at Sandton City on Thursday at 10, and a hair appointment afterwards at 2',
          asks(
            req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '10:00'),
            req('other', ['Sandton City|Johannesburg', null], 'thu', '14:00'),
          ),
        ],
        [
          'Flights from Durban to Cape Town on Friday morning and a driver at Cape Town International when we land at 11:40',
          asks(
            req('travel', 'Durban|Durban', 'fri', '09:00'),
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '11:40'),
          ),
        ],
        [
          'wedding planner for our big day at Babylonstoren on 19 September, and rooms for 30 guests nearby for that night',
          asks(
            req('event_planning', 'Babylonstoren|Cape Winelands', 'md:09-19', null),
            req('accommodation', ['Babylonstoren|Cape Winelands', null], 'md:09-19', null),
          ),
        ],
        [
          'Can you get a chef to my house in Waterkloof on Friday at 7pm for 10 people, and a bartender from 6:30 the same evening',
          asks(
            req('private_chef', 'Waterkloof|Pretoria', 'fri', '19:00', { partySize: 10 }),
            req('other', ['Waterkloof|Pretoria', null], 'fri', '18:30'),
          ),
        ],
        [
          'Book the Franschhoek wine tram for 6 on Saturday at 10:30, and a driver to take us there from Stellenbosch at 9:30',
          asks(
            req('other', 'Franschhoek Wine Tram|Cape Winelands', 'sat', '10:30'),
            req(CAR, 'Stellenbosch|Cape Winelands', 'sat', '09:30'),
          ),
        ],
        [
          'tomorrow: driver from Hyde Park at 7:15 to Lanseria, then a jet from Lanseria to Skukuza at 8:30',
          asks(
            req('personal_driver', 'Hyde Park|Johannesburg', 'tomorrow', '07:15'),
            req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'tomorrow', '08:30'),
          ),
        ],
        [
          'Need 2 bodyguards on Friday at Montecasino from 9pm, and a Maybach to get us there at 8:30',
          asks(
            req('security', 'Montecasino|Johannesburg', 'fri', '21:00'),
            req(CAR, ['Montecasino|Johannesburg', null], 'fri', '20:30'),
          ),
        ],
        [
          'Villa in Plett from 20 Dec for 2 weeks for 12 people, and a chef for Christmas Day lunch there at 1pm',
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-20', null, {
              partySize: 12,
            }),
            req('private_chef', ['Plettenberg Bay|Garden Route', null], 'md:12-25', '13:00'),
          ),
        ],
        [
          "My mom's 70th: plan a lunch at Groot Constantia on the 8th for 40 people, and a personal shopper at Cavendish on the 6th to find her a gift",
          asks(
            req('event_planning', 'Groot Constantia|Cape Town', 'dom:8', null),
            req('personal_shopping', 'Cavendish Square|Cape Town', 'dom:6', null),
          ),
        ],
        [
          'Tonight a table for 2 in Melville at 8, and tomorrow morning a driver at 6 to OR Tambo',
          asks(
            table('Melville|Johannesburg', 'today', '20:00', 2),
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '06:00',
            ),
          ),
        ],
        [
          'Boat trip around Robben Island on Sunday for the kids, 5 of us, and then dinner for the 5 of us at the Waterfront at 6',
          asks(
            req(BOAT, 'Robben Island|Cape Town', 'sun', null, { partySize: 5 }),
            table('V&A Waterfront|Cape Town', 'sun', '18:00', 5),
          ),
        ],
        [
          'Driver on Wednesday at 10am from Rosebank to Pretoria, and can you book lunch for 3 at Menlyn Maine at 12:30',
          asks(
            req('personal_driver', 'Rosebank|Johannesburg', 'wed', '10:00'),
            table('Menlyn Maine|Pretoria', 'wed', '12:30', 3),
          ),
        ],
        [
          'Chopper from Cape Town airport to Plett on the 27th at 9, and a self-drive Defender waiting at Plett airport',
          asks(
            req(FLIGHT, 'Cape Town International Airport|Cape Town', 'dom:27', '09:00'),
            req('luxury_vehicle', 'Plettenberg Bay Airport|Garden Route', 'dom:27', null),
          ),
        ],
        [
          'I need someone to run a corporate breakfast at the Sandton Convention Centre on Tuesday at 7am, and security for the minister who is attending, from 6:30',
          asks(
            req('event_planning', 'Sandton Convention Centre|Johannesburg', 'tue', '07:00'),
            req('security', ['Sandton Convention Centre|Johannesburg', null], 'tue', '06:30'),
          ),
        ],
        [
          'A lodge in Hoedspruit for 3 nights from the 11th, and a charter flight from Lanseria to Hoedspruit that morning at 7',
          asks(
            req('accommodation', 'Hoedspruit|Kruger', 'dom:11', null),
            req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'dom:11', '07:00'),
          ),
        ],
        [
          'Stylist for my wife at Hyde Park Corner on Saturday at 11, and a table for the two of us there at 1 afterwards',
          asks(
            req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'sat', '11:00'),
            table('Hyde Park Corner|Johannesburg', 'sat', '13:00', 2),
          ),
        ],
        [
          'Lunch at Boschendal for 6 on Sunday at 12:30, and a minibus with a driver from Franschhoek at 11:45',
          asks(
            table('Boschendal|Cape Winelands', 'sun', '12:30', 6),
            req(CAR, 'Franschhoek|Cape Winelands', 'sun', '11:45'),
          ),
        ],
        [
          'Need a suite at the Mount Nelson on the 14th and 15th, plus a table for 2 at their restaurant on the 14th at 8',
          asks(
            req('accommodation', 'Mount Nelson|Cape Town', 'dom:14', null),
            table('Mount Nelson|Cape Town', 'dom:14', '20:00', 2),
          ),
        ],
        [
          'Golf at Gary Player on Friday at 7:30 for 4, and then a room at Sun City for the night',
          asks(
            req('other', 'Gary Player Country Club|Pilanesberg', 'fri', '07:30'),
            req('accommodation', 'Sun City|Pilanesberg', 'fri', null),
          ),
        ],
        [
          'Please organise a kids party at the Johannesburg Zoo on the 22nd at 10, and a clown, no sorry, a magician for the same party',
          asks(
            req('event_planning', 'Johannesburg Zoo|Johannesburg', 'dom:22', '10:00'),
            req('other', ['Johannesburg Zoo|Johannesburg', null], 'dom:22', '10:00'),
          ),
        ],
        [
          'Need a yacht on Saturday at 2pm from the Waterfront for 6, and a driver to fetch us from Camps Bay at 1:15',
          asks(
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '14:00', { partySize: 6 }),
            req('personal_driver', 'Camps Bay|Cape Town', 'sat', '13:15'),
          ),
        ],
        [
          "Hotel on Durban's Golden Mile from Monday, and a table for 3 at the Oyster Box on Monday at 7pm",
          asks(
            req('accommodation', 'Golden Mile|Durban', 'mon', null),
            table('Oyster Box|Durban', 'mon', '19:00', 3),
          ),
        ],
        [
          'Flights to Port Elizabeth on the 10th, and a game lodge at Shamwari for two nights from that day',
          asks(
            req('travel', ['Gqeberha|Gqeberha', null], 'dom:10', null),
            req('accommodation', 'Shamwari|Gqeberha', 'dom:10', null),
          ),
        ],
        [
          'A bodyguard tomorrow from 9 in Sandton, and an armoured car with driver at the same time',
          asks(
            req('security', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
            req(CAR, ['Sandton|Johannesburg', null], 'tomorrow', '09:00'),
          ),
        ],
        [
          "Personal shopper for my husband's birthday gift on Wednesday in Rosebank, then a cake from a bakery delivered to Craighall on Thursday",
          asks(
            req('personal_shopping', 'Rosebank|Johannesburg', 'wed', null),
            req('other', 'Craighall|Johannesburg', 'thu', null),
          ),
        ],
        [
          "Private chef on New Year's Eve for 14 at our place in Zimbali, and a DJ from 9pm",
          asks(
            req('private_chef', 'Zimbali|Durban', 'md:12-31', null, { partySize: 14 }),
            req('other', ['Zimbali|Durban', null], 'md:12-31', '21:00'),
          ),
        ],
        [
          'table tonight at 7:15 for 3 in Hout Bay, and a boat trip to Seal Island tomorrow at 10am from Hout Bay harbour',
          asks(
            table('Hout Bay|Cape Town', 'today', '19:15', 3),
            req(BOAT, 'Hout Bay|Cape Town', 'tomorrow', '10:00'),
          ),
        ],
        [
          'Flights for my team of 5 from Joburg to Durban next Wednesday morning, and rooms at the Oyster Box for them for 2 nights from that day',
          asks(
            req('travel', 'Johannesburg|Johannesburg', 'next:wed', '09:00'),
            req('accommodation', 'Oyster Box|Durban', 'next:wed', null),
          ),
        ],
        [
          'could u get me a personal trainer at my place in Sunninghill tmrw at 6am and then a driver to the office at 8',
          asks(
            req('other', 'Sunninghill|Johannesburg', 'tomorrow', '06:00'),
            req('personal_driver', ['Sunninghill|Johannesburg', null], 'tomorrow', '08:00'),
          ),
        ],
        [
          "Two things for the 2nd: a helicopter from the Waterfront to Cape Point at 10am for 4 of us, and a table for 4 in Simon's Town at 1",
          asks(
            req(FLIGHT, 'V&A Waterfront|Cape Town', 'dom:2', '10:00'),
            table("Simon's Town|Cape Town", 'dom:2', '13:00', 4),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
