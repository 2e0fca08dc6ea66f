import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twentieth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request: "that
 * evening", "that night", "that morning", "there", "when we land", "from that day"): two at a time
 * here, three to five in ./three-or-more.ts, and the long itineraries (900 to 1,900 characters)
 * in ./long-itineraries.ts. A trip from one place to another is filed where it starts; a trip
 * named only by where it goes ("a driver from the hotel to OR Tambo") may be filed where it
 * plainly starts or where it goes; a flight is filed where it leaves; where the second request
 * names no place but plainly happens where the first does, either is right; a babysitter, a
 * massage, a magician, golf, a wine tasting, tickets, a makeup artist, a bartender or a
 * photographer is "other", a florist personal shopping or "other", a car "with a driver" or "to
 * fetch" someone a driver or a luxury vehicle.
 */
export const HELD_OUT_20_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'Driver from OR Tambo to Melrose Arch on Thursday at 4pm, and a table for 2 at a restaurant in Melrose Arch at 7 that evening',
          asks(
            req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'thu', '16:00'),
            tableAt(['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'], 'thu', '19:00', 2),
          ),
        ],
        [
          'Villa in Ballito from the 12th for 8 of us, plus a private chef on the first night at 7pm',
          asks(
            req('accommodation', 'Ballito|Durban', 'dom:12', null, { partySize: 8 }),
            req('private_chef', ['Ballito|Durban', null], 'dom:12', '19:00'),
          ),
        ],
        [
          'Flights from Joburg to Cape Town on Friday morning for me and my wife, and a Range Rover to collect at Cape Town airport when we land',
          asks(
            req(FLIGHT, JOBURG, 'fri', '09:00'),
            req(
              ['luxury_vehicle', 'personal_driver'],
              'Cape Town International Airport|Cape Town',
              'fri',
              null,
            ),
          ),
        ],
        [
          'Yacht from the V&A for 10 on Saturday at 2pm, then dinner for 10 at a restaurant in Green Point at 8pm',
          asks(
            req(BOAT, 'V&A Waterfront|Cape Town', 'sat', '14:00', { partySize: 10 }),
            table('Green Point|Cape Town', 'sat', '20:00', 10),
          ),
        ],
        [
          'A bodyguard and a driver for my client tomorrow in Sandton, both from 9am',
          asks(
            req('security', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
            req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
          ),
        ],
        [
          'Can you book a massage at the house in Constantia at 3pm on Sunday, and a private chef there at 7 for 4 people?',
          asks(
            req('other', 'Constantia|Cape Town', 'sun', '15:00'),
            req('private_chef', 'Constantia|Cape Town', 'sun', '19:00', { partySize: 4 }),
          ),
        ],
        [
          'I need a babysitter in Parkhurst on Friday from 6:30pm and a table for two at a restaurant in Parkhurst at 7:30',
          asks(
            req('other', 'Parkhurst|Johannesburg', 'fri', '18:30'),
            table('Parkhurst|Johannesburg', 'fri', '19:30', 2),
          ),
        ],
        [
          'A hotel in Hermanus from Saturday, and a whale-watching boat there on Sunday at 10',
          asks(
            req('accommodation', 'Hermanus|Overberg', 'sat', null),
            req(BOAT, ['Hermanus|Overberg', null], 'sun', '10:00'),
          ),
        ],
        [
          'Tickets to the Sharks game at Kings Park on Saturday, and a driver from Umhlanga to get us there at 3',
          asks(
            req('other', 'Kings Park Stadium|Durban', 'sat', null),
            req('personal_driver', 'Umhlanga|Durban', 'sat', '15:00'),
          ),
        ],
        [
          'Please get me a personal shopper at the Mall of Africa on Thursday at 10, and lunch for two at a restaurant in Midrand at 1',
          asks(
            req(
              'personal_shopping',
              ['Mall of Africa|Johannesburg', 'Midrand|Johannesburg'],
              'thu',
              '10:00',
            ),
            table('Midrand|Johannesburg', 'thu', '13:00', 2),
          ),
        ],
        [
          'Book a lodge at Phinda from the 4th, and a charter flight from Durban to get us there that day',
          asks(
            req('accommodation', 'Phinda|Zululand', 'dom:4', null),
            req(FLIGHT, DURBAN, 'dom:4', null),
          ),
        ],
        [
          'A chef for 12 at our house in La Lucia on the 30th at 6pm, and someone to do the flowers',
          asks(
            req('private_chef', 'La Lucia|Durban', 'dom:30', '18:00', { partySize: 12 }),
            req(ERRAND, ['La Lucia|Durban', null], 'dom:30', null),
          ),
        ],
        [
          'Rent me a Porsche 911 in Cape Town for Monday, and get me a table for 2 at a restaurant in Franschhoek that night',
          asks(
            req('luxury_vehicle', 'Cape Town|Cape Town', 'mon', null),
            table('Franschhoek|Cape Winelands', 'mon', '20:00', 2),
          ),
        ],
        [
          "Security for the house in Saxonwold while we're in Mauritius from Thursday, and a driver to take us from Saxonwold to OR Tambo on Thursday at 5am",
          asks(
            req('security', 'Saxonwold|Johannesburg', 'thu', null),
            req('personal_driver', 'Saxonwold|Johannesburg', 'thu', '05:00'),
          ),
        ],
        [
          "Could you organise my son's 10th birthday party in Benoni on Saturday at 11, and a magician for it at 12?",
          asks(
            req('event_planning', 'Benoni|Johannesburg', 'sat', '11:00'),
            req('other', ['Benoni|Johannesburg', null], 'sat', '12:00'),
          ),
        ],
        [
          'We need a driver from King Shaka to Zimbali on the 2nd at 1pm and a villa in Zimbali from that day for a week',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'dom:2', '13:00'),
            req('accommodation', 'Zimbali|Durban', 'dom:2', null),
          ),
        ],
        [
          'Golf at the Gary Player course on Friday at 8am for four, and a table for 4 at a restaurant in Sun City at 7pm',
          asks(
            req(
              'other',
              ['Gary Player Country Club|Pilanesberg', 'Sun City|Pilanesberg'],
              'fri',
              '08:00',
            ),
            table('Sun City|Pilanesberg', 'fri', '19:00', 4),
          ),
        ],
        [
          'Flights for the whole family from Cape Town to Durban on the 15th, and a hotel in Umhlanga for 5 nights',
          asks(
            req(FLIGHT, CAPE_TOWN, 'dom:15', null),
            req('accommodation', 'Umhlanga|Durban', 'dom:15', null),
          ),
        ],
        [
          'tmrw: breakfast for 2 in Rosebank at 8 and then a driver from Rosebank to Pretoria at 10',
          asks(
            table('Rosebank|Johannesburg', 'tomorrow', '08:00', 2),
            req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '10:00'),
          ),
        ],
        [
          'Can I get a chef for Sunday lunch at 1pm in Kloof for 6, and a babysitter there from 12 for the little ones?',
          asks(
            req('private_chef', 'Kloof|Durban', 'sun', '13:00', { partySize: 6 }),
            req('other', ['Kloof|Durban', null], 'sun', '12:00'),
          ),
        ],
        [
          'My parents land at King Phalo airport on Tuesday at 11. Please arrange a driver to fetch them and a hotel in Gonubie for two nights',
          asks(
            req('personal_driver', 'King Phalo Airport|East London', 'tue', '11:00'),
            req('accommodation', 'Gonubie|East London', 'tue', null),
          ),
        ],
        [
          'Sunset cruise from the Knysna Waterfront on Saturday for 6, and then dinner for 6 at a restaurant on Thesen Islands at 8',
          asks(
            req(BOAT, ['Knysna Waterfront|Garden Route', 'Knysna|Garden Route'], 'sat', '18:00', {
              partySize: 6,
            }),
            table('Thesen Islands|Garden Route', 'sat', '20:00', 6),
          ),
        ],
        [
          'Please book a photographer + a makeup artist for my engagement shoot at Kirstenbosch on Sunday at 4pm',
          asks(
            req('other', 'Kirstenbosch|Cape Town', 'sun', '16:00'),
            req('other', 'Kirstenbosch|Cape Town', 'sun', '16:00'),
          ),
        ],
        [
          'Two things for Saturday: a Range Rover with a driver from 10am in Durban, and a table for 8 at a restaurant in Durban North at 1pm',
          asks(
            req(CAR, 'Durban|Durban', 'sat', '10:00'),
            table('Durban North|Durban', 'sat', '13:00', 8),
          ),
        ],
        [
          'Need a hotel in Kempton Park from today, and a driver from the hotel to OR Tambo at 5am tomorrow',
          asks(
            req('accommodation', 'Kempton Park|Johannesburg', 'today', null),
            req(
              'personal_driver',
              ['Kempton Park|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
              'tomorrow',
              '05:00',
            ),
          ),
        ],
        [
          'Book a helicopter from Sandton to Sun City on Saturday at 9am and a suite at the Palace of the Lost City for two nights',
          asks(
            req(CHOPPER, 'Sandton|Johannesburg', 'sat', '09:00'),
            req('accommodation', ['Lost City|Pilanesberg', 'Sun City|Pilanesberg'], 'sat', null),
          ),
        ],
        [
          'Guards for my gallery opening in Woodstock on Thursday from 6pm, and a bartender from 6 too',
          asks(
            req('security', 'Woodstock|Cape Town', 'thu', '18:00'),
            req('other', ['Woodstock|Cape Town', null], 'thu', '18:00'),
          ),
        ],
        [
          'Table for 4 at a restaurant in Stellenbosch on Friday at 12:30, then a wine tasting at Delaire Graff at 3',
          asks(
            table('Stellenbosch|Cape Winelands', 'fri', '12:30', 4),
            req(
              'other',
              ['Delaire Graff|Cape Winelands', 'Stellenbosch|Cape Winelands'],
              'fri',
              '15:00',
            ),
          ),
        ],
        [
          'Personal shopper for my wife at the V&A tomorrow at 11, and a car to fetch her from Bantry Bay at 10:30',
          asks(
            req('personal_shopping', 'V&A Waterfront|Cape Town', 'tomorrow', '11:00'),
            req(CAR, 'Bantry Bay|Cape Town', 'tomorrow', '10:30'),
          ),
        ],
        [
          'Chef for 6 on Friday at 7pm at our cottage in Nottingham Road, and a massage there on Saturday at 10',
          asks(
            req('private_chef', 'Nottingham Road|Pietermaritzburg', 'fri', '19:00', {
              partySize: 6,
            }),
            req('other', ['Nottingham Road|Pietermaritzburg', null], 'sat', '10:00'),
          ),
        ],
        [
          'A bush lodge in Timbavati from Monday, and a flight from Joburg to Hoedspruit that morning',
          asks(
            req('accommodation', 'Timbavati|Kruger', 'mon', null),
            req(FLIGHT, JOBURG, 'mon', '09:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
