import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const TOUR: ServiceType[] = ['other', 'travel', 'personal_driver'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Seventeenth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request: "that
 * night", "that day", "the same day", "at 1", "after"): two at a time here, three to five in
 * ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts. A trip from one place to another is filed where it starts; a flight
 * named only by where it goes may be filed there or nowhere; where the second request names no
 * place but plainly happens where the first does, either is right; a winelands tour "with a driver
 * obviously" is one request a human could file as a tour or a driver.
 */
export const HELD_OUT_17_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'Need a driver to fetch me at King Shaka at 10:15 on Friday, and a table for 2 in Umhlanga that night at 8',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '10:15'),
            table('Umhlanga|Durban', 'fri', '20:00', 2),
          ),
        ],
        [
          'Private chef for 6 at our place in Bishopscourt on Saturday at 7pm, and a driver to take the guests home around 11pm',
          asks(
            req('private_chef', 'Bishopscourt|Cape Town', 'sat', '19:00', { partySize: 6 }),
            req('personal_driver', ['Bishopscourt|Cape Town', null], 'sat', '23:00'),
          ),
        ],
        [
          'Can you book a villa in Plett from the 18th for a week, and a Range Rover with driver to collect us at George airport that day at 2pm',
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:18', null),
            req(CAR, 'George Airport|Garden Route', 'dom:18', '14:00'),
          ),
        ],
        [
          'Yacht for 12 out of the V&A on Sunday at 4, then dinner for the same 12 at the Waterfront after, at 8',
          asks(
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '16:00', { partySize: 12 }),
            table('V&A Waterfront|Cape Town', 'sun', '20:00', 12),
          ),
        ],
        [
          'I need security for a product launch at the Sandton Convention Centre on Friday at 6pm, and a photographer for the same event',
          asks(
            req('security', 'Sandton Convention Centre|Johannesburg', 'fri', '18:00'),
            req(
              ['other', 'event_planning'],
              ['Sandton Convention Centre|Johannesburg', null],
              'fri',
              '18:00',
            ),
          ),
        ],
        [
          'Flights for 3 from Joburg to Cape Town on the 12th in the morning, and a villa in Clifton from that day',
          asks(
            req(FLIGHT, JOBURG, 'dom:12', '09:00'),
            req('accommodation', 'Clifton|Cape Town', 'dom:12', null),
          ),
        ],
        [
          'Personal shopper at Sandton City tomorrow at 10 to help me find a suit, then a haircut at 2 in the same mall',
          asks(
            req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '10:00'),
            req('other', ['Sandton City|Johannesburg', null], 'tomorrow', '14:00'),
          ),
        ],
        [
          'Please organise a chef for a braai on Sunday afternoon at our house in Hout Bay, and a bartender for it too',
          asks(
            req('private_chef', 'Hout Bay|Cape Town', 'sun', '15:00'),
            req('other', ['Hout Bay|Cape Town', null], 'sun', '15:00'),
          ),
        ],
        [
          'Book me a helicopter from the V&A to Franschhoek on Saturday at 10, and lunch for 2 at La Residence at 1',
          asks(
            req(CHOPPER, 'V&A Waterfront|Cape Town', 'sat', '10:00'),
            tableAt(
              ['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands'],
              'sat',
              '13:00',
              2,
            ),
          ),
        ],
        [
          'My mom lands at Cape Town International at 16:40 tomorrow, driver please, and can you book her a massage at her hotel for 6pm',
          asks(
            req(
              'personal_driver',
              'Cape Town International Airport|Cape Town',
              'tomorrow',
              '16:40',
            ),
            req('other', null, 'tomorrow', '18:00'),
          ),
        ],
        [
          'Need a Range Rover for the weekend from Friday morning in Joburg, and a driver on Saturday night so we can drink at the wedding',
          asks(
            req('luxury_vehicle', 'Johannesburg|Johannesburg', 'fri', '09:00'),
            req('personal_driver', ['Johannesburg|Johannesburg', null], 'sat', '20:00'),
          ),
        ],
        [
          'Event planner for a baby shower at Zimbali on the 25th, and a cake from a proper bakery for it',
          asks(
            req('event_planning', 'Zimbali|Durban', 'dom:25', null),
            req(ERRAND, ['Zimbali|Durban', null], 'dom:25', null),
          ),
        ],
        [
          'Two things: table for 4 at Kyalami tonight at 7, and a driver to take us home at 10:30',
          asks(
            table('Kyalami|Johannesburg', 'today', '19:00', 4),
            req('personal_driver', ['Kyalami|Johannesburg', null], 'today', '22:30'),
          ),
        ],
        [
          'Close protection for my daughter at her matric dance in Pretoria on Friday at 6pm, plus a Bentley to drop her off at 5:30',
          asks(
            req('security', 'Pretoria|Pretoria', 'fri', '18:00'),
            req(CAR, ['Pretoria|Pretoria', null], 'fri', '17:30'),
          ),
        ],
        [
          'Shopping assistant at Mall of Africa on Tuesday at 11, and lunch there afterwards at 1, table for 2',
          asks(
            req('personal_shopping', 'Mall of Africa|Johannesburg', 'tue', '11:00'),
            tableAt(
              ['Mall of Africa|Johannesburg', 'Midrand|Johannesburg', null],
              'tue',
              '13:00',
              2,
            ),
          ),
        ],
        [
          'Book a lodge in the Sabi Sand for 3 nights from Monday, and flights from Joburg to Skukuza that morning',
          asks(
            req('accommodation', 'Sabi Sand|Kruger', 'mon', null),
            req(FLIGHT, JOBURG, 'mon', '09:00'),
          ),
        ],
        [
          'Can I get a driver on Tuesday at 7am from Umhlanga to the ICC, and a table for 6 at the Oyster Box at 7 that evening',
          asks(
            req('personal_driver', 'Umhlanga|Durban', 'tue', '07:00'),
            tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'tue', '19:00', 6),
          ),
        ],
        [
          'Yacht in Knysna on Saturday at 11 for 8 people, and a chef on board to do lunch',
          asks(
            req('yacht_charter', 'Knysna|Garden Route', 'sat', '11:00', { partySize: 8 }),
            req('private_chef', ['Knysna|Garden Route', null], 'sat', '11:00'),
          ),
        ],
        [
          'I need a babysitter at the Saxon on Friday from 7pm, and a table for 2 nearby at 7:30',
          asks(
            req('other', 'The Saxon|Johannesburg', 'fri', '19:00'),
            tableAt(['The Saxon|Johannesburg', 'Sandhurst|Johannesburg', null], 'fri', '19:30', 2),
          ),
        ],
        [
          'Tomorrow: chauffeur from Sandton to Pretoria at 8am, then dinner for 3 in Brooklyn at 6:30pm',
          asks(
            req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
            table('Brooklyn|Pretoria', 'tomorrow', '18:30', 3),
          ),
        ],
        [
          'Get us a house in Ballito from the 23rd of December, and a chef for Christmas Day at 1pm',
          asks(
            req('accommodation', 'Ballito|Durban', 'md:12-23', null),
            req('private_chef', ['Ballito|Durban', null], 'md:12-25', '13:00'),
          ),
        ],
        [
          'Wine tour in Stellenbosch on Saturday at 10, with a driver obviously, and then dinner for 4 in Franschhoek at 7',
          asks(
            req(TOUR, 'Stellenbosch|Cape Winelands', 'sat', '10:00'),
            table('Franschhoek|Cape Winelands', 'sat', '19:00', 4),
          ),
        ],
        [
          'please get me a tailor to come to my office in Rosebank on Monday at 2pm, and flowers sent to my wife in Parkhurst the same day',
          asks(
            req(ERRAND, 'Rosebank|Johannesburg', 'mon', '14:00'),
            req(ERRAND, 'Parkhurst|Johannesburg', 'mon', null),
          ),
        ],
        [
          'Drone photographer for our wedding at Boschendal on the 24th at 3pm, and a vintage car for the bride at 2',
          asks(
            req('other', 'Boschendal|Cape Winelands', 'dom:24', '15:00'),
            req(
              ['luxury_vehicle', 'personal_driver'],
              ['Boschendal|Cape Winelands', null],
              'dom:24',
              '14:00',
            ),
          ),
        ],
        [
          'Driver to Lanseria at 5:45am tomorrow, and a private jet from there to Sun City at 7',
          asks(
            req(
              'personal_driver',
              ['Lanseria International Airport|Johannesburg', null],
              'tomorrow',
              '05:45',
            ),
            req(
              FLIGHT,
              ['Lanseria International Airport|Johannesburg', 'Sun City|Pilanesberg', null],
              'tomorrow',
              '07:00',
            ),
          ),
        ],
        [
          'A guard at our house in Houghton from Friday 6pm while we’re away, and someone to feed the dogs on Saturday morning',
          asks(
            req('security', 'Houghton|Johannesburg', 'fri', '18:00'),
            req('other', ['Houghton|Johannesburg', null], 'sat', '09:00'),
          ),
        ],
        [
          'Pls book the Blue Train from Pretoria to Cape Town on the 5th, and a villa in Camps Bay from the 7th',
          asks(
            req(FLIGHT, 'Pretoria|Pretoria', 'dom:5', null),
            req('accommodation', 'Camps Bay|Cape Town', 'dom:7', null),
          ),
        ],
        [
          'Hire a luxury SUV for a week in Durban from Monday, and a deep sea fishing charter for the Wednesday at 6am',
          asks(
            req('luxury_vehicle', 'Durban|Durban', 'mon', null),
            req(BOAT, ['Durban|Durban', null], 'wed', '06:00'),
          ),
        ],
        [
          'Event planner for a corporate dinner at the Durban ICC on the 20th, and a security team for the VIPs that night',
          asks(
            req('event_planning', 'Durban ICC|Durban', 'dom:20', null),
            req('security', ['Durban ICC|Durban', null], 'dom:20', '20:00'),
          ),
        ],
        [
          'My PA needs a driver at 8:30 on Friday from Rivonia, and I need a table for 2 at 1 in Morningside',
          asks(
            req('personal_driver', 'Rivonia|Johannesburg', 'fri', '08:30'),
            table('Morningside|Johannesburg', 'fri', '13:00', 2),
          ),
        ],
        [
          'can u arrange a chef tonight at 7 for 4 of us in Waterkloof, and get some flowers for the table',
          asks(
            req('private_chef', 'Waterkloof|Pretoria', 'today', '19:00', { partySize: 4 }),
            req(ERRAND, ['Waterkloof|Pretoria', null], 'today', null),
          ),
        ],
        [
          'Book a spa day at the Oyster Box for my wife on Saturday, and a helicopter flip for the two of us on Sunday morning from Virginia Airport',
          asks(
            req('other', 'Oyster Box|Durban', 'sat', null),
            req(CHOPPER, 'Virginia Airport|Durban', 'sun', '09:00'),
          ),
        ],
        [
          'I’m hosting 20 people at home in Dainfern on the 9th: I need an event planner and a chef',
          asks(
            req('event_planning', 'Dainfern|Johannesburg', 'dom:9', null),
            req('private_chef', 'Dainfern|Johannesburg', 'dom:9', null, { partySize: 20 }),
          ),
        ],
        [
          'Two rooms at a guest house in Clarens for Friday night, and a hot air balloon ride on Saturday at 6am',
          asks(
            req('accommodation', 'Clarens|Eastern Free State', 'fri', null),
            req('other', ['Clarens|Eastern Free State', null], 'sat', '06:00'),
          ),
        ],
        [
          'Car and driver from OR Tambo at 6:15 tomorrow, then a hotel room in Sandton for 2 nights',
          asks(
            req(CAR, 'OR Tambo International Airport|Johannesburg', 'tomorrow', '06:15'),
            req('accommodation', 'Sandton|Johannesburg', 'tomorrow', null),
          ),
        ],
        [
          'Need a chef to teach a sushi class at my place in Llandudno on Saturday at 4pm, and a sommelier for the same evening at 7',
          asks(
            req('private_chef', 'Llandudno|Cape Town', 'sat', '16:00'),
            req('other', ['Llandudno|Cape Town', null], 'sat', '19:00'),
          ),
        ],
        [
          'Please book a round of golf at Fancourt on Friday at 8am, and a spa treatment for my wife at 10 the same day',
          asks(
            req('other', 'Fancourt|Garden Route', 'fri', '08:00'),
            req('other', ['Fancourt|Garden Route', null], 'fri', '10:00'),
          ),
        ],
        [
          'Hi! Could I get a driver from Hyde Park to Loftus on Saturday at 2pm for the Bulls game, and a suite at the Saxon for that night?',
          asks(
            req('personal_driver', 'Hyde Park|Johannesburg', 'sat', '14:00'),
            req('accommodation', 'The Saxon|Johannesburg', 'sat', null),
          ),
        ],
        [
          'Sorry to bother you again. I forgot: the kids need a nanny on Tuesday from 8am in Umhlanga Ridge, and my husband wants a haircut at home at 5 that day',
          asks(
            req('other', 'Umhlanga Ridge|Durban', 'tue', '08:00'),
            req('other', ['Umhlanga Ridge|Durban', null], 'tue', '17:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
