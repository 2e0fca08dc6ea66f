import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const SHUTTLE: ServiceType[] = ['personal_driver', 'other', 'travel'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Fifteenth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request,
 * "then", "that night", "from the same day"): two at a time here, three to five in
 * ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts. A trip from one place to another is filed where it starts, also when the
 * message names the destination first; where the second request names no place but plainly
 * happens where the first does, either is right; a request the member drops in the same message
 * ("scrap number 3") is not asked for.
 */
export const HELD_OUT_15_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'Can you sort a driver from King Shaka at 10:20 on Friday and then lunch for 2 at the Oyster Box at 1?',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '10:20'),
            table('Oyster Box|Durban', 'fri', '13:00', 2),
          ),
        ],
        [
          'Need a chef for 10 at our place in Ballito on Saturday at 7pm, and a security guard for the evening too',
          asks(
            req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 10 }),
            req('security', ['Ballito|Durban', null], 'sat', '19:00'),
          ),
        ],
        [
          'I need a G-Wagon to drive myself around Durban from Thursday, plus a suite in Umhlanga for the same nights',
          asks(
            req('luxury_vehicle', 'Durban|Durban', 'thu', null),
            req('accommodation', 'Umhlanga|Durban', 'thu', null),
          ),
        ],
        [
          'Flights for 2 from Joburg to George next Friday morning, and a car waiting at George Airport when we land',
          asks(
            req(
              FLIGHT,
              ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
              'next:fri',
              '09:00',
            ),
            req(CAR, 'George Airport|Garden Route', 'next:fri', null),
          ),
        ],
        [
          'Yacht at sunset on Saturday from the Waterfront for 8 of us, then a table for 8 at a restaurant there at 8:30',
          asks(
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '18:00', { partySize: 8 }),
            table('V&A Waterfront|Cape Town', 'sat', '20:30', 8),
          ),
        ],
        [
          "My daughter's 21st is on the 22nd in Fourways. Please plan the party, and get a photographer from 6pm",
          asks(
            req('event_planning', 'Fourways|Johannesburg', 'dom:22', null),
            req('other', ['Fourways|Johannesburg', null], 'dom:22', '18:00'),
          ),
        ],
        [
          'Stylist to take me shopping at Sandton City on Wednesday at 10, and then lunch for 2 at Nelson Mandela Square at 1',
          asks(
            req('personal_shopping', 'Sandton City|Johannesburg', 'wed', '10:00'),
            table('Nelson Mandela Square|Johannesburg', 'wed', '13:00', 2),
          ),
        ],
        [
          'a bodyguard for my son at the FNB Stadium concert on Saturday night and a driver to get him there at 5',
          asks(
            req('security', 'FNB Stadium|Johannesburg', 'sat', '20:00'),
            req('personal_driver', ['FNB Stadium|Johannesburg', null], 'sat', '17:00'),
          ),
        ],
        [
          'Tomorrow: chef for 4 at our house in Hermanus at 7, and a massage therapist to come at 4 in the afternoon',
          asks(
            req('private_chef', 'Hermanus|Overberg', 'tomorrow', '19:00', { partySize: 4 }),
            req('other', ['Hermanus|Overberg', null], 'tomorrow', '16:00'),
          ),
        ],
        [
          'Please book the Blue Train from Pretoria to Cape Town on the 9th, and arrange a driver to drop us at the Pretoria station that morning',
          asks(
            req(FLIGHT, 'Pretoria|Pretoria', 'dom:9', null),
            req('personal_driver', ['Pretoria|Pretoria', null], 'dom:9', '09:00'),
          ),
        ],
        [
          'Helicopter from Lanseria to Sun City at 9 on Saturday and a suite at the Palace of the Lost City for 2 nights',
          asks(
            req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'sat', '09:00'),
            req('accommodation', 'Lost City|Pilanesberg', 'sat', null),
          ),
        ],
        [
          "We'll need someone to get us from the airport Friday at 3 and someone to cook for us in Camps Bay that evening, 6 of us",
          asks(
            req(
              'personal_driver',
              [null, 'Cape Town International Airport|Cape Town'],
              'fri',
              '15:00',
            ),
            req('private_chef', 'Camps Bay|Cape Town', 'fri', '19:00', { partySize: 6 }),
          ),
        ],
        [
          'Can I get a Porsche 911 for the weekend in Plett from Friday, and a boat for a fishing trip on Saturday morning',
          asks(
            req('luxury_vehicle', 'Plettenberg Bay|Garden Route', 'fri', null),
            req(BOAT, ['Plettenberg Bay|Garden Route', null], 'sat', '09:00'),
          ),
        ],
        [
          'Personal shopper for my wife at Hyde Park Corner on Thursday at 11 and a table for us both at 1 after',
          asks(
            req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'thu', '11:00'),
            tableAt(['Hyde Park Corner|Johannesburg', null], 'thu', '13:00', 2),
          ),
        ],
        [
          'Can you arrange a florist to do the house in Bishopscourt on Sat morning and a chef for 12 that evening?',
          asks(
            req('other', 'Bishopscourt|Cape Town', 'sat', '09:00'),
            req('private_chef', ['Bishopscourt|Cape Town', null], 'sat', '19:00', {
              partySize: 12,
            }),
          ),
        ],
        [
          'Flights from Cape Town to Durban for the 4 of us on 15 December, and a beach house in Ballito from that date',
          asks(
            req(
              FLIGHT,
              ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
              'md:12-15',
              null,
            ),
            req('accommodation', 'Ballito|Durban', 'md:12-15', null),
          ),
        ],
        [
          'Book a yacht in Hout Bay for Sunday at 2 for 12 people, and a DJ to play on board',
          asks(
            req('yacht_charter', 'Hout Bay|Cape Town', 'sun', '14:00', { partySize: 12 }),
            req('other', ['Hout Bay|Cape Town', null], 'sun', '14:00'),
          ),
        ],
        [
          'Tickets for the Sharks game at Kings Park on Saturday, 4 of us, and a driver there and back',
          asks(
            req('other', 'Kings Park Stadium|Durban', 'sat', null),
            req('personal_driver', ['Kings Park Stadium|Durban', null], 'sat', null),
          ),
        ],
        [
          'Driver to Lanseria at 5am on Monday please, and a private jet from there to Skukuza',
          asks(
            req(
              'personal_driver',
              ['Lanseria International Airport|Johannesburg', null],
              'mon',
              '05:00',
            ),
            req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'mon', null),
          ),
        ],
        [
          'Personal security at the Sandton Convention Centre on Thursday from 8am, plus a car and driver at 7:30 to get me there',
          asks(
            req('security', 'Sandton Convention Centre|Johannesburg', 'thu', '08:00'),
            req(
              'personal_driver',
              ['Sandton Convention Centre|Johannesburg', null],
              'thu',
              '07:30',
            ),
          ),
        ],
        [
          'Villa in Sabi Sand for 5 nights from the 10th and flights from Joburg to Skukuza on the same day',
          asks(
            req('accommodation', 'Sabi Sand|Kruger', 'dom:10', null),
            req(
              FLIGHT,
              ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
              'dom:10',
              null,
            ),
          ),
        ],
        [
          "I'd like a hair and makeup artist at the Mount Nelson on Saturday at 2, and a Rolls-Royce to take me from there at 4",
          asks(
            req('other', 'Mount Nelson|Cape Town', 'sat', '14:00'),
            req(CAR, 'Mount Nelson|Cape Town', 'sat', '16:00'),
          ),
        ],
        [
          'Can someone buy and wrap a birthday present for my mom by Friday, under R5k, and book a table for 6 for her birthday on Saturday at 7 in Rosebank?',
          asks(
            req('personal_shopping', null, 'fri', null),
            table('Rosebank|Johannesburg', 'sat', '19:00', 6),
          ),
        ],
        [
          "Need a yacht for 20 on New Year's Day off Clifton, and security on board",
          asks(
            req('yacht_charter', 'Clifton|Cape Town', 'md:01-01', null, { partySize: 20 }),
            req('security', ['Clifton|Cape Town', null], 'md:01-01', null),
          ),
        ],
        [
          'Please book a lodge in the Drakensberg for the long weekend from Friday and a guided hike on Saturday morning',
          asks(
            req('accommodation', 'Drakensberg|Drakensberg', 'fri', null),
            req('other', ['Drakensberg|Drakensberg', null], 'sat', '09:00'),
          ),
        ],
        [
          'We land at CPT at 14:05 on Thursday, need a Range Rover waiting, and a chef at the villa in Llandudno at 7 that night for 6',
          asks(
            req(CAR, 'Cape Town International Airport|Cape Town', 'thu', '14:05'),
            req('private_chef', 'Llandudno|Cape Town', 'thu', '19:00', { partySize: 6 }),
          ),
        ],
        [
          'Driver to the Moses Mabhida on Saturday, pickup from Umhlanga at 11am, and a stylist at Gateway on Thursday to find me an outfit',
          asks(
            req(
              'personal_driver',
              ['Umhlanga|Durban', 'Moses Mabhida Stadium|Durban'],
              'sat',
              '11:00',
            ),
            req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'thu', null),
          ),
        ],
        [
          'Please plan a small proposal setup on the beach at Clifton on the 5th at sunset, and get a photographer hiding nearby',
          asks(
            req('event_planning', 'Clifton|Cape Town', 'dom:5', '18:00'),
            req('other', ['Clifton|Cape Town', null], 'dom:5', '18:00'),
          ),
        ],
        [
          "Get a guard at the house in Houghton on Friday night while we're away, and a driver to take us to OR Tambo at 6pm",
          asks(
            req('security', 'Houghton|Johannesburg', 'fri', '20:00'),
            req(
              'personal_driver',
              ['Houghton|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
              'fri',
              '18:00',
            ),
          ),
        ],
        [
          'Book the Rovos Rail trip from Pretoria on the 2nd for me and my husband, and a hotel in Cape Town for 3 nights after we arrive on the 4th',
          asks(
            req(FLIGHT, 'Pretoria|Pretoria', 'dom:2', null),
            req('accommodation', 'Cape Town|Cape Town', 'dom:4', null),
          ),
        ],
        [
          'Chef and a waiter for a braai at our house in Dainfern on Sunday, 15 people, from 1pm',
          asks(
            req('private_chef', 'Dainfern|Johannesburg', 'sun', '13:00', { partySize: 15 }),
            req('other', ['Dainfern|Johannesburg', null], 'sun', '13:00'),
          ),
        ],
        [
          'Need a luxury car on the 19th to take my dad from Westville to his 80th, and a cake from a proper bakery',
          asks(
            req(CAR, 'Westville|Durban', 'dom:19', null),
            req(['other', 'personal_shopping'], null, 'dom:19', null),
          ),
        ],
        [
          'Two things for Friday: a manicure at home in Waterfall Estate at 10, and a table for 2 at 7:30 at Mall of Africa',
          asks(
            req('other', 'Waterfall City|Johannesburg', 'fri', '10:00'),
            table('Mall of Africa|Johannesburg', 'fri', '19:30', 2),
          ),
        ],
        [
          "We're doing Cape Point on Tuesday. Please arrange a driver for the day from our hotel in Camps Bay at 8:30, and a picnic lunch at Boulders at 12",
          asks(
            req('personal_driver', ['Camps Bay|Cape Town', 'Cape Point|Cape Town'], 'tue', '08:30'),
            req('other', 'Boulders Beach|Cape Town', 'tue', '12:00'),
          ),
        ],
        [
          'Book 2 nights at Grootbos from Friday, and shark cage diving out of Gansbaai on Saturday morning for the 2 of us',
          asks(
            req('accommodation', 'Grootbos|Overberg', 'fri', null),
            req(BOAT, 'Gansbaai|Overberg', 'sat', '09:00'),
          ),
        ],
        [
          'Get my kids from school in Kloof at 2:30 tomorrow and take them to Gateway for a movie, then a nanny at home from 6',
          asks(
            req('personal_driver', 'Kloof|Durban', 'tomorrow', '14:30'),
            req('other', [null, 'Kloof|Durban'], 'tomorrow', '18:00'),
          ),
        ],
        [
          'Please organise a 40th for my husband at a venue in Stellenbosch on 8 March, and a bus to bring the guests out from Cape Town',
          asks(
            req('event_planning', 'Stellenbosch|Cape Winelands', 'md:03-08', null),
            req(SHUTTLE, 'Cape Town|Cape Town', 'md:03-08', null),
          ),
        ],
        [
          'Pick up 3 of us from Hoedspruit airport on the 11th at noon, and a game drive at Kapama that afternoon',
          asks(
            req('personal_driver', 'Eastgate Airport|Kruger', 'dom:11', '12:00'),
            req('other', 'Kapama|Kruger', 'dom:11', '15:00'),
          ),
        ],
        [
          '1. Driver from Lanseria Thursday 9am 2. Chef for 6 at home in Steyn City Thursday 7pm 3. Security at the gate from 6pm. Actually scrap number 3, we have our own guys',
          asks(
            req('personal_driver', 'Lanseria International Airport|Johannesburg', 'thu', '09:00'),
            req('private_chef', 'Steyn City|Johannesburg', 'thu', '19:00', { partySize: 6 }),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
