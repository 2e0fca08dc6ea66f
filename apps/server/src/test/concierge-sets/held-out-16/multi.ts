import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Sixteenth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request:
 * "that evening", "that afternoon", "the same day", "after"): two at a time here, three to five
 * in ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts. A trip from one place to another is filed where it starts; a flight
 * named only by where it goes may be filed there or nowhere; where the second request names no
 * place but plainly happens where the first does, either is right.
 */
export const HELD_OUT_16_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'I need a driver from Cape Town airport at 14:20 on Thursday and then a table for 2 in Kalk Bay at 7 that evening',
          asks(
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'thu', '14:20'),
            table('Kalk Bay|Cape Town', 'thu', '19:00', 2),
          ),
        ],
        [
          'Book a villa in Plett from the 12th and a boat trip round Robberg on the 14th for 6 of us',
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:12', null),
            req(
              BOAT,
              ['Robberg Nature Reserve|Garden Route', 'Plettenberg Bay|Garden Route'],
              'dom:14',
              null,
              { partySize: 6 },
            ),
          ),
        ],
        [
          'Chef for Friday at 7pm at our house in Kyalami for 10, and security at the gate from 6:30 that evening',
          asks(
            req('private_chef', 'Kyalami|Johannesburg', 'fri', '19:00', { partySize: 10 }),
            req('security', ['Kyalami|Johannesburg', null], 'fri', '18:30'),
          ),
        ],
        [
          'Can you organise a Range Rover for me at King Shaka on Monday at 9 and a hotel in Umhlanga from that day for 3 nights?',
          asks(
            req('luxury_vehicle', 'King Shaka International Airport|Durban', 'mon', '09:00'),
            req('accommodation', 'Umhlanga|Durban', 'mon', null),
          ),
        ],
        [
          'Flights Joburg to George for 4 on Friday morning and a car to collect us at George airport when we land',
          asks(
            req(FLIGHT, 'Johannesburg|Johannesburg', 'fri', '09:00'),
            req(CAR, 'George Airport|Garden Route', 'fri', null),
          ),
        ],
        [
          'please sort a personal shopper at Mall of Africa tmrw at 10 and lunch for 2 there at 1',
          asks(
            req('personal_shopping', 'Mall of Africa|Johannesburg', 'tomorrow', '10:00'),
            tableAt(['Mall of Africa|Johannesburg', null], 'tomorrow', '13:00', 2),
          ),
        ],
        [
          'Sunset cruise from the Waterfront on Sunday for 8, then dinner for the same 8 at 8 in Green Point',
          asks(
            req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '18:00', { partySize: 8 }),
            table('Green Point|Cape Town', 'sun', '20:00', 8),
          ),
        ],
        [
          'We’d like a game lodge in the Timbavati from 2 August, and a driver from Eastgate airport the same day at 11',
          asks(
            req('accommodation', 'Timbavati|Kruger', 'md:08-02', null),
            req('personal_driver', 'Eastgate Airport|Kruger', 'md:08-02', '11:00'),
          ),
        ],
        [
          'Need a bodyguard in Sandton tomorrow from 8am and a driver from 8 as well, I have meetings all over',
          asks(
            req('security', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
            req('personal_driver', ['Sandton|Johannesburg', null], 'tomorrow', '08:00'),
          ),
        ],
        [
          'A private chef in Hermanus on Saturday for 6 at 7pm, and can you book a whale-watching boat that morning at 10?',
          asks(
            req('private_chef', 'Hermanus|Overberg', 'sat', '19:00', { partySize: 6 }),
            req(BOAT, ['Hermanus|Overberg', null], 'sat', '10:00'),
          ),
        ],
        [
          'Can you plan my wife’s 40th at a venue in Parys on the 20th and book us a guesthouse there for 2 nights',
          asks(
            req('event_planning', 'Parys|Vaal Triangle', 'dom:20', null),
            req('accommodation', ['Parys|Vaal Triangle', null], 'dom:20', null),
          ),
        ],
        [
          'Two things: a table for 4 at the Saxon tonight at 7:30, and a car to take us home to Houghton afterwards at 10:30',
          asks(
            table('The Saxon|Johannesburg', 'today', '19:30', 4),
            req(CAR, ['The Saxon|Johannesburg', null], 'today', '22:30'),
          ),
        ],
        [
          'Book me a flight to Durban on Thursday and a room at the Oyster Box for Thursday and Friday',
          asks(
            req(FLIGHT, ['Durban|Durban', null], 'thu', null),
            req('accommodation', 'Oyster Box|Durban', 'thu', null),
          ),
        ],
        [
          'I need my suits collected from the tailor in Rosebank tomorrow and a haircut booked in Illovo for Friday at 5',
          asks(
            req(ERRAND, 'Rosebank|Johannesburg', 'tomorrow', null),
            req('other', 'Illovo|Johannesburg', 'fri', '17:00'),
          ),
        ],
        [
          'Helicopter from the Waterfront to Cape Point on Saturday at 11 and lunch for 2 in Simon’s Town after, at 1:30',
          asks(
            req(CHOPPER, 'V&A Waterfront|Cape Town', 'sat', '11:00'),
            table("Simon's Town|Cape Town", 'sat', '13:30', 2),
          ),
        ],
        [
          'Could you organise a driver in PE on Wednesday at 7am, from my hotel in Summerstrand to the airport, and a flight back to Joburg that afternoon?',
          asks(
            req('personal_driver', 'Summerstrand|Gqeberha', 'wed', '07:00'),
            req(
              FLIGHT,
              ['Chief Dawid Stuurman International Airport|Gqeberha', 'Gqeberha|Gqeberha', null],
              'wed',
              '15:00',
            ),
          ),
        ],
        [
          'We’ll need a cottage in the Midlands for the weekend and a table for 2 at a restaurant in Nottingham Road on Saturday at 7',
          asks(
            req('accommodation', 'Midlands Meander|Pietermaritzburg', null, null),
            table('Nottingham Road|Pietermaritzburg', 'sat', '19:00', 2),
          ),
        ],
        [
          'Yacht for 12 out of Durban harbour on Saturday at 10 and a photographer on board for the trip',
          asks(
            req(BOAT, 'Durban|Durban', 'sat', '10:00', { partySize: 12 }),
            req('other', ['Durban|Durban', null], 'sat', '10:00'),
          ),
        ],
        [
          'Need security for my gallery opening in Maboneng on the 8th at 6pm, and can you plan the catering and event side too',
          asks(
            req('security', 'Maboneng|Johannesburg', 'dom:8', '18:00'),
            req('event_planning', ['Maboneng|Johannesburg', null], 'dom:8', '18:00'),
          ),
        ],
        [
          'Can you get me a chef for a braai at our place in Pezula on Saturday at 1 for 10 people, and a boat on the Knysna lagoon for the same ten on Sunday morning?',
          asks(
            req('private_chef', 'Pezula|Garden Route', 'sat', '13:00', { partySize: 10 }),
            req(BOAT, 'Knysna|Garden Route', 'sun', '09:00', { partySize: 10 }),
          ),
        ],
        [
          'I’d like to book a spa day at Steenberg for Friday at 10 and a table there for lunch at 1, 2 of us',
          asks(
            req('other', ['Steenberg Estate|Cape Town', 'Steenberg|Cape Town'], 'fri', '10:00'),
            tableAt(['Steenberg Estate|Cape Town', 'Steenberg|Cape Town', null], 'fri', '13:00', 2),
          ),
        ],
        [
          'Villa in Ballito for 8 from 15 December and a chef there for Christmas Day',
          asks(
            req('accommodation', 'Ballito|Durban', 'md:12-15', null),
            req('private_chef', ['Ballito|Durban', null], 'md:12-25', null),
          ),
        ],
        [
          'Pick up from Bram Fischer at 15:10 on Friday and a table for 3 at 7 in Brandwag that night',
          asks(
            req(
              'personal_driver',
              'Bram Fischer International Airport|Bloemfontein',
              'fri',
              '15:10',
            ),
            table('Brandwag|Bloemfontein', 'fri', '19:00', 3),
          ),
        ],
        [
          'Arrange a driver for my mom from Tokai to the V&A at 10 tomorrow morning and a personal shopper to meet her there at 10:30',
          asks(
            req('personal_driver', 'Tokai|Cape Town', 'tomorrow', '10:00'),
            req('personal_shopping', 'V&A Waterfront|Cape Town', 'tomorrow', '10:30'),
          ),
        ],
        [
          'Please book a hotel in Bloem for Friday and a driver to take me to the Free State Stadium at 4 on Saturday',
          asks(
            req('accommodation', 'Bloemfontein|Bloemfontein', 'fri', null),
            req(
              'personal_driver',
              ['Bloemfontein|Bloemfontein', 'Free State Stadium|Bloemfontein', null],
              'sat',
              '16:00',
            ),
          ),
        ],
        [
          'Flowers delivered to my mom in Berea on Tuesday and lunch for the two of us at 1 in Glenwood',
          asks(
            req('other', 'Berea|Durban', 'tue', null),
            table('Glenwood|Durban', 'tue', '13:00', 2),
          ),
        ],
        [
          'We need a golf day organised at Zebula for 24 players on 11 October and rooms for everyone there the night before',
          asks(
            req('event_planning', 'Zebula|Waterberg', 'md:10-11', null),
            req('accommodation', ['Zebula|Waterberg', null], 'md:10-10', null),
          ),
        ],
        [
          'Cancel nothing, I just need two new things: a driver at 6am tomorrow from Bryanston to Lanseria and a private jet from Lanseria to Hoedspruit at 7',
          asks(
            req('personal_driver', 'Bryanston|Johannesburg', 'tomorrow', '06:00'),
            req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'tomorrow', '07:00'),
          ),
        ],
        [
          'Could you line up a chef for Friday dinner at home in Stellenbosch, 8 guests at 7:30, and a wine tasting for the same 8 at Delaire on Saturday at 11?',
          asks(
            req('private_chef', 'Stellenbosch|Cape Winelands', 'fri', '19:30', { partySize: 8 }),
            req('other', 'Delaire Graff|Cape Winelands', 'sat', '11:00', { partySize: 8 }),
          ),
        ],
        [
          'tmrw: table for 2 at 12:30 in Durbanville + a massage at 3 at a spa in Tyger Valley',
          asks(
            table('Durbanville|Cape Town', 'tomorrow', '12:30', 2),
            req('other', 'Tyger Valley|Cape Town', 'tomorrow', '15:00'),
          ),
        ],
        [
          'Need accommodation near the Union Buildings for Monday and Tuesday, and a security escort for my meetings there on Tuesday at 9',
          asks(
            req(
              'accommodation',
              ['Union Buildings|Pretoria', 'Pretoria|Pretoria', null],
              'mon',
              null,
            ),
            req('security', 'Union Buildings|Pretoria', 'tue', '09:00'),
          ),
        ],
        [
          'Two drivers please: one for my husband from OR Tambo at 8:15 tomorrow, and one for me from Rosebank to the same airport at 5pm',
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '08:15',
            ),
            req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '17:00'),
          ),
        ],
        [
          'I’d like you to charter a boat at St Lucia for a hippo cruise on Saturday at 4 for 5 of us and book dinner at 7 there',
          asks(
            req(BOAT, 'St Lucia|Zululand', 'sat', '16:00', { partySize: 5 }),
            tableAt(['St Lucia|Zululand', null], 'sat', '19:00', 5),
          ),
        ],
        [
          'Personal shopper for my daughter’s matric dance dress at Menlyn Maine on Saturday at 10, and hair and makeup on the day of the dance, the 19th at 2pm',
          asks(
            req('personal_shopping', 'Menlyn Maine|Pretoria', 'sat', '10:00'),
            req('other', null, 'dom:19', '14:00'),
          ),
        ],
        [
          'A luxury car for my husband’s birthday in Bedfordview on the 6th and a cake delivered there the same day',
          asks(
            req('luxury_vehicle', 'Bedfordview|Johannesburg', 'dom:6', null),
            req(ERRAND, ['Bedfordview|Johannesburg', null], 'dom:6', null),
          ),
        ],
        [
          'Book the Blue Train from Pretoria for my parents on 15 May and a hotel in Cape Town for when they arrive on the 17th',
          asks(
            req('travel', 'Pretoria|Pretoria', 'md:05-15', null),
            req('accommodation', 'Cape Town|Cape Town', 'md:05-17', null),
          ),
        ],
        [
          'Need two things for Thursday: a driver at 7:45 from Walmer to the PE airport, then a rental Merc waiting at Cape Town airport from 11:30',
          asks(
            req('personal_driver', 'Walmer|Gqeberha', 'thu', '07:45'),
            req('luxury_vehicle', 'Cape Town International Airport|Cape Town', 'thu', '11:30'),
          ),
        ],
        [
          'Please book a bush lodge at Phinda for 2 from Friday, and a charter flight from Virginia Airport in Durban to get us there on Friday at 9',
          asks(
            req('accommodation', 'Phinda|Zululand', 'fri', null),
            req(FLIGHT, 'Virginia Airport|Durban', 'fri', '09:00'),
          ),
        ],
        [
          'my in-laws land at King Shaka on Sunday at 17:50 - car to fetch them, and a dinner table for 6 at 8 in La Lucia please',
          asks(
            req(CAR, 'King Shaka International Airport|Durban', 'sun', '17:50'),
            table('La Lucia|Durban', 'sun', '20:00', 6),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
