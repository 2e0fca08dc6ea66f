import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const PARTY: ServiceType[] = ['other', 'event_planning'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Nineteenth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request: "that
 * evening", "the same day", "afterwards", "when we land", "there"): two at a time here, three to
 * five in ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts. A trip from one place to another is filed where it starts; a trip named
 * only by where it goes ("a driver back to Newlands", "a car to the airport") may be filed where
 * it plainly starts or where it goes; a flight named only by where it goes may be filed there,
 * where it plainly starts, or nowhere; where the second request names no place but plainly
 * happens where the first does, either is right; a bartender, a DJ, a babysitter, a dog sitter, a
 * dog walker, a massage, golf, a tasting, tickets or a photographer is "other", a jumping castle
 * for a party "other" or event planning, a florist or a gift personal shopping or "other".
 */
export const HELD_OUT_19_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'Driver from King Shaka to Zimbali on Friday at 2pm, and a table for 4 at the Zimbali clubhouse that evening at 7:30',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '14:00'),
            table('Zimbali|Durban', 'fri', '19:30', 4),
          ),
        ],
        [
          'Chef for Saturday dinner in Camps Bay for 8 at 7pm, and a yacht from the V&A on Sunday at 11am for the same crowd',
          asks(
            req('private_chef', 'Camps Bay|Cape Town', 'sat', '19:00', { partySize: 8 }),
            req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '11:00'),
          ),
        ],
        [
          'I need a Range Rover to drive myself from Sandton on Monday, and a hotel in Hazyview from Monday for two nights',
          asks(
            req('luxury_vehicle', 'Sandton|Johannesburg', 'mon', null),
            req('accommodation', 'Hazyview|Mbombela', 'mon', null),
          ),
        ],
        [
          'Flights for two from Cape Town to Durban on the 15th at 6am, and a car from King Shaka to Ballito when we land',
          asks(
            req(
              FLIGHT,
              ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
              'dom:15',
              '06:00',
            ),
            req(CAR, 'King Shaka International Airport|Durban', 'dom:15', null),
          ),
        ],
        [
          'Tickets for the Sharks at Kings Park on Saturday, and a driver to get us there from La Lucia at 4pm',
          asks(
            req('other', ['Kings Park Stadium|Durban', 'Durban|Durban'], 'sat', null),
            req('personal_driver', 'La Lucia|Durban', 'sat', '16:00'),
          ),
        ],
        [
          'Massage at the villa in Llandudno tomorrow at 10, and then a chef to do lunch there at 1',
          asks(
            req('other', 'Llandudno|Cape Town', 'tomorrow', '10:00'),
            req('private_chef', ['Llandudno|Cape Town', null], 'tomorrow', '13:00'),
          ),
        ],
        [
          'Book a lodge in Madikwe for 3 nights from next Friday, and a charter flight from Lanseria that morning',
          asks(
            req('accommodation', 'Madikwe|Madikwe', 'next:fri', null),
            req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'next:fri', '09:00'),
          ),
        ],
        [
          'Security for our house in Saxonwold from Thursday while we are away, and someone to walk the dogs there at 4pm every day from Thursday too',
          asks(
            req('security', 'Saxonwold|Johannesburg', 'thu', null),
            req('other', ['Saxonwold|Johannesburg', null], 'thu', '16:00'),
          ),
        ],
        [
          'Table for 2 at 7 tonight in Parkhurst, and a driver to fetch us from Houghton at 6:30',
          asks(
            table('Parkhurst|Johannesburg', 'today', '19:00', 2),
            req('personal_driver', 'Houghton|Johannesburg', 'today', '18:30'),
          ),
        ],
        [
          'A personal shopper at Gateway on Saturday morning, and a table for 3 there for lunch',
          asks(
            req(
              ERRAND,
              ['Gateway Theatre of Shopping|Durban', 'Umhlanga Ridge|Durban'],
              'sat',
              '09:00',
            ),
            tableAt(
              ['Gateway Theatre of Shopping|Durban', 'Umhlanga Ridge|Durban', null],
              'sat',
              '12:30',
              3,
            ),
          ),
        ],
        [
          'An event planner for a baby shower in Linden on the 7th, and a photographer for it',
          asks(
            req('event_planning', 'Linden|Johannesburg', 'dom:7', null),
            req('other', ['Linden|Johannesburg', null], 'dom:7', null),
          ),
        ],
        [
          'Wednesday: a chauffeur from Menlyn to OR Tambo at 5:30am, and a flight to Cape Town at 8',
          asks(
            req('personal_driver', 'Menlyn|Pretoria', 'wed', '05:30'),
            req(
              FLIGHT,
              ['OR Tambo International Airport|Johannesburg', 'Cape Town|Cape Town', null],
              'wed',
              '08:00',
            ),
          ),
        ],
        [
          'A yacht in Plett on Sunday for 6, and a table for the 6 of us at 7 that evening',
          asks(
            req(BOAT, 'Plettenberg Bay|Garden Route', 'sun', null, { partySize: 6 }),
            tableAt(['Plettenberg Bay|Garden Route', null], 'sun', '19:00', 6),
          ),
        ],
        [
          'Hire me a Porsche Cayenne in George on the 3rd, and a room at Fancourt for four nights from then',
          asks(
            req('luxury_vehicle', 'George|Garden Route', 'dom:3', null),
            req('accommodation', 'Fancourt|Garden Route', 'dom:3', null),
          ),
        ],
        [
          'Bodyguard for the launch at Sandton City on Thursday at 6pm, and a driver from Rivonia to get me there at 5:15',
          asks(
            req('security', ['Sandton City|Johannesburg', 'Sandton|Johannesburg'], 'thu', '18:00'),
            req('personal_driver', 'Rivonia|Johannesburg', 'thu', '17:15'),
          ),
        ],
        [
          'Could you get a chef for Friday night in Salt Rock for 10 people, and a bartender from 7pm the same night',
          asks(
            req('private_chef', 'Salt Rock|Durban', 'fri', '20:00', { partySize: 10 }),
            req('other', ['Salt Rock|Durban', null], 'fri', '19:00'),
          ),
        ],
        [
          'Table for 5 in Kalk Bay for Sunday lunch, and a driver back to Newlands afterwards at 3',
          asks(
            table('Kalk Bay|Cape Town', 'sun', '12:30', 5),
            req('personal_driver', ['Kalk Bay|Cape Town', 'Newlands|Cape Town'], 'sun', '15:00'),
          ),
        ],
        [
          'Helicopter from Durban to the Berg on Saturday at 9, plus a suite at a resort near Champagne Castle for the weekend',
          asks(
            req(CHOPPER, DURBAN, 'sat', '09:00'),
            req(
              'accommodation',
              ['Champagne Castle|Drakensberg', 'Drakensberg|Drakensberg'],
              'sat',
              null,
            ),
          ),
        ],
        [
          "Gift shopping in Rosebank for my PA's birthday on Tuesday, and lunch for two at 1 the same day in Rosebank",
          asks(
            req(ERRAND, 'Rosebank|Johannesburg', 'tue', null),
            table('Rosebank|Johannesburg', 'tue', '13:00', 2),
          ),
        ],
        [
          "A DJ and a jumping castle for my son's party in Glenashley on Saturday at 11",
          asks(
            req('other', 'Glenashley|Durban', 'sat', '11:00'),
            req(PARTY, ['Glenashley|Durban', null], 'sat', '11:00'),
          ),
        ],
        [
          'Villa in Hermanus for 8 from the 18th, and a whale-watching boat on the 19th in the morning',
          asks(
            req('accommodation', 'Hermanus|Overberg', 'dom:18', null, { partySize: 8 }),
            req(BOAT, ['Hermanus|Overberg', null], 'dom:19', '09:00'),
          ),
        ],
        [
          'I need a driver tomorrow at 7am from Umhlanga to the ICC, and a restaurant for 6 near the ICC at 7pm',
          asks(
            req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '07:00'),
            tableAt(['Durban ICC|Durban', 'Durban|Durban'], 'tomorrow', '19:00', 6),
          ),
        ],
        [
          'Two things for Monday: a dog sitter in Fresnaye from 8am, and a car to the airport at 6:30am',
          asks(
            req('other', 'Fresnaye|Cape Town', 'mon', '08:00'),
            req(
              CAR,
              ['Fresnaye|Cape Town', 'Cape Town International Airport|Cape Town'],
              'mon',
              '06:30',
            ),
          ),
        ],
        [
          'Flights to Mauritius from OR Tambo on the 2nd, and a Maserati with a driver to get us to the airport from Waterfall City',
          asks(
            req(FLIGHT, 'OR Tambo International Airport|Johannesburg', 'dom:2', null),
            req(
              CAR,
              ['Waterfall City|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
              'dom:2',
              null,
            ),
          ),
        ],
        [
          'Golf at Gary Player on Friday at 7:30 for 4, and a room at Sun City for Friday',
          asks(
            req('other', 'Gary Player Country Club|Pilanesberg', 'fri', '07:30', { partySize: 4 }),
            req('accommodation', 'Sun City|Pilanesberg', 'fri', null),
          ),
        ],
        [
          'Can you arrange a tasting at Boschendal at 11 on Saturday, and lunch for 4 there afterwards at 1',
          asks(
            req('other', 'Boschendal|Cape Winelands', 'sat', '11:00'),
            tableAt(['Boschendal|Cape Winelands', null], 'sat', '13:00', 4),
          ),
        ],
        [
          'Need guards at the Melrose office on Monday from 7am, and a driver for my CFO from the Saxon at 8',
          asks(
            req('security', 'Melrose|Johannesburg', 'mon', '07:00'),
            req('personal_driver', 'The Saxon|Johannesburg', 'mon', '08:00'),
          ),
        ],
        [
          "Please book a chef for my mom's lunch in Durbanville on Sunday at 12:30 for 8, and a florist to deliver table flowers there by 10 that morning",
          asks(
            req('private_chef', 'Durbanville|Cape Town', 'sun', '12:30', { partySize: 8 }),
            req(ERRAND, ['Durbanville|Cape Town', null], 'sun', '10:00'),
          ),
        ],
        [
          'A sunset cruise from Durban harbour on Thursday for 8, and a table for 8 at uShaka afterwards at 8pm',
          asks(
            req(BOAT, 'Durban|Durban', 'thu', '18:00', { partySize: 8 }),
            tableAt(['uShaka Marine World|Durban', 'Durban|Durban'], 'thu', '20:00', 8),
          ),
        ],
        [
          'Lodge at Phinda for 4 from the 10th, and a transfer from Richards Bay Airport to Phinda on the 10th at noon',
          asks(
            req('accommodation', 'Phinda|Zululand', 'dom:10', null, { partySize: 4 }),
            req(CAR, 'Richards Bay Airport|Zululand', 'dom:10', '12:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
