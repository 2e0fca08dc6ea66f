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
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Eighteenth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request: "that
 * night", "the same day", "afterwards", "there"): two at a time here, three to five in
 * ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts. A trip from one place to another is filed where it starts; a trip named
 * only by where it goes ("a car back to Ballito") may be filed where it plainly starts or where it
 * goes; a flight named only by where it goes may be filed there or nowhere; where the second
 * request names no place but plainly happens where the first does, either is right; a bartender,
 * a DJ, a nanny, a tutor, a massage, golf, a tasting or a photographer is "other", a jumping
 * castle for a party "other" or event planning, a stylist personal shopping or "other".
 */
export const HELD_OUT_18_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'Need a driver to collect me at Cape Town International on Thursday at 14:20, and then a table for 2 in Green Point that night at 8',
          asks(
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'thu', '14:20'),
            table('Green Point|Cape Town', 'thu', '20:00', 2),
          ),
        ],
        [
          'Can you book a private chef for Saturday night at our place in Ballito, 10 people, and a bartender from 7pm the same night?',
          asks(
            req('private_chef', 'Ballito|Durban', 'sat', '20:00', { partySize: 10 }),
            req('other', ['Ballito|Durban', null], 'sat', '19:00'),
          ),
        ],
        [
          'I want to collect a Range Rover at King Shaka on Friday morning and drive myself up to the Midlands, so also a lodge in Nottingham Road from Friday',
          asks(
            req('luxury_vehicle', 'King Shaka International Airport|Durban', 'fri', '09:00'),
            req('accommodation', 'Nottingham Road|Pietermaritzburg', 'fri', null),
          ),
        ],
        [
          'Fly me and my wife from Joburg to Cape Town on the 14th please, and a villa in Camps Bay from that day for 5 nights',
          asks(
            req(FLIGHT, JOBURG, 'dom:14', null),
            req('accommodation', 'Camps Bay|Cape Town', 'dom:14', null),
          ),
        ],
        [
          'A bodyguard for my daughter at her matric dance at the Sandton Convention Centre on Friday from 6pm, plus a chauffeur to fetch her from our house in Bryanston at 5:30',
          asks(
            req(
              'security',
              ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'],
              'fri',
              '18:00',
            ),
            req(CAR, 'Bryanston|Johannesburg', 'fri', '17:30'),
          ),
        ],
        [
          'Sunset yacht off the V&A on Saturday for 8 of us and then dinner at 8:30 at the Waterfront, same 8',
          asks(
            req(BOAT, 'V&A Waterfront|Cape Town', 'sat', '18:00', { partySize: 8 }),
            table('V&A Waterfront|Cape Town', 'sat', '20:30', 8),
          ),
        ],
        [
          'Could you arrange a personal shopper at Sandton City tomorrow at 10, and a hair and makeup artist at my hotel in Sandton at 4pm?',
          asks(
            req(ERRAND, ['Sandton City|Johannesburg', 'Sandton|Johannesburg'], 'tomorrow', '10:00'),
            req('other', 'Sandton|Johannesburg', 'tomorrow', '16:00'),
          ),
        ],
        [
          'Helicopter from the V&A to Franschhoek on Sunday at 11, and a table for 4 at a wine farm there for lunch',
          asks(
            req(CHOPPER, 'V&A Waterfront|Cape Town', 'sun', '11:00'),
            table('Franschhoek|Cape Winelands', 'sun', '12:30', 4),
          ),
        ],
        [
          'Event planner for my son’s first birthday in Kloof on the 22nd, and a jumping castle for the same day',
          asks(
            req('event_planning', 'Kloof|Durban', 'dom:22', null),
            req(PARTY, ['Kloof|Durban', null], 'dom:22', null),
          ),
        ],
        [
          'Armed guards to watch the house in Houghton while we’re away from Monday, and a driver from Houghton to OR Tambo on Monday at 5am',
          asks(
            req('security', 'Houghton|Johannesburg', 'mon', null),
            req(CAR, 'Houghton|Johannesburg', 'mon', '05:00'),
          ),
        ],
        [
          'Table for 6 at 7 tonight in Umhlanga, and then a car back to Ballito at 11',
          asks(
            table('Umhlanga|Durban', 'today', '19:00', 6),
            req(CAR, ['Umhlanga|Durban', 'Ballito|Durban'], 'today', '23:00'),
          ),
        ],
        [
          'Golf at Fancourt on Tuesday at 8am for 4 of us, and a massage at the spa there at 2',
          asks(
            req('other', 'Fancourt|Garden Route', 'tue', '08:00'),
            req('other', ['Fancourt|Garden Route', null], 'tue', '14:00'),
          ),
        ],
        [
          'I need a driver for the day on Tuesday in Pretoria from 8, and dinner for 3 at Menlyn Maine that evening',
          asks(
            req('personal_driver', 'Pretoria|Pretoria', 'tue', '08:00'),
            tableAt(['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'], 'tue', '19:00', 3),
          ),
        ],
        [
          'Flights for the family to Durban on the 2nd of July and a beach house in Salt Rock for 10 nights from then',
          asks(
            req(FLIGHT, ['Durban|Durban', null], 'md:07-02', null),
            req('accommodation', 'Salt Rock|Durban', 'md:07-02', null),
          ),
        ],
        [
          'Have a Lamborghini Urus delivered to my place in Dainfern on Saturday at 9 so I can drive to Sun City, and a suite at the Palace of the Lost City from Saturday',
          asks(
            req('luxury_vehicle', 'Dainfern|Johannesburg', 'sat', '09:00'),
            req('accommodation', ['Lost City|Pilanesberg', 'Sun City|Pilanesberg'], 'sat', null),
          ),
        ],
        [
          'Private chef at the villa in Llandudno on Friday for 12 at 7:30pm, and a sommelier for the same dinner to pair the wines',
          asks(
            req('private_chef', 'Llandudno|Cape Town', 'fri', '19:30', { partySize: 12 }),
            req('other', ['Llandudno|Cape Town', null], 'fri', '19:30'),
          ),
        ],
        [
          'Security detail for our CEO from Lanseria at 10 on Monday, and a V-Class with a driver for his team at the same time',
          asks(
            req('security', 'Lanseria International Airport|Johannesburg', 'mon', '10:00'),
            req(CAR, ['Lanseria International Airport|Johannesburg', null], 'mon', '10:00'),
          ),
        ],
        [
          'Please organise flowers delivered to my wife’s office in Rosebank tomorrow morning, and a table for 2 in Rosebank tomorrow night. Don’t tell her',
          asks(
            req(ERRAND, 'Rosebank|Johannesburg', 'tomorrow', '09:00'),
            table('Rosebank|Johannesburg', 'tomorrow', '20:00', 2),
          ),
        ],
        [
          'I need a nanny at our hotel in Umhlanga on Saturday from 6pm, and a table for the two of us at 7 there',
          asks(
            req('other', 'Umhlanga|Durban', 'sat', '18:00'),
            table('Umhlanga|Durban', 'sat', '19:00', 2),
          ),
        ],
        [
          'Helicopter flip over the Cape Peninsula for my parents on Sunday at 10, and lunch afterwards at 12:30 in Hout Bay for the 4 of us',
          asks(
            req(CHOPPER, ['Cape Peninsula|Cape Town', null], 'sun', '10:00'),
            table('Hout Bay|Cape Town', 'sun', '12:30', 4),
          ),
        ],
        [
          'Rent me a Porsche 911 cabriolet in George on Thursday at 10, and a room in Wilderness from Thursday',
          asks(
            req('luxury_vehicle', 'George|Garden Route', 'thu', '10:00'),
            req('accommodation', 'Wilderness|Garden Route', 'thu', null),
          ),
        ],
        [
          'Security for the wedding at Vergelegen on the 28th from 3pm, and a luxury car for the bride at 2pm from Somerset West',
          asks(
            req('security', ['Vergelegen|Cape Town', 'Somerset West|Cape Town'], 'dom:28', '15:00'),
            req(CAR, 'Somerset West|Cape Town', 'dom:28', '14:00'),
          ),
        ],
        [
          'Book me a flight to PE for Tuesday morning, and a car with a driver waiting at the airport there when I land',
          asks(
            req(FLIGHT, ['Gqeberha|Gqeberha', null], 'tue', '09:00'),
            req(CAR, 'Chief Dawid Stuurman International Airport|Gqeberha', 'tue', null),
          ),
        ],
        [
          'My husband’s 40th: a chef for Friday at 7pm at home in Waterkloof Ridge for 14 people, and a saxophonist from 8',
          asks(
            req('private_chef', 'Waterkloof Ridge|Pretoria', 'fri', '19:00', { partySize: 14 }),
            req('other', ['Waterkloof Ridge|Pretoria', null], 'fri', '20:00'),
          ),
        ],
        [
          'A driver from our house in Northcliff at 10 tomorrow to take the kids to Gold Reef City, and a table for 5 for lunch in Melville afterwards',
          asks(
            req('personal_driver', 'Northcliff|Johannesburg', 'tomorrow', '10:00'),
            table('Melville|Johannesburg', 'tomorrow', '12:30', 5),
          ),
        ],
        [
          'A lodge in the Sabi Sand from the 10th for 3 nights, and a charter flight from Lanseria to Skukuza on the 10th at 11am',
          asks(
            req('accommodation', 'Sabi Sand|Kruger', 'dom:10', null),
            req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'dom:10', '11:00'),
          ),
        ],
        [
          'Yacht from Durban Point on Saturday at 2pm for 20 people, and a DJ on board for the same trip',
          asks(
            req(BOAT, 'Durban Point|Durban', 'sat', '14:00', { partySize: 20 }),
            req('other', ['Durban Point|Durban', null], 'sat', '14:00'),
          ),
        ],
        [
          'Book a stylist to come to the house in Constantia on Friday at 11, and a makeup artist at 3pm the same day',
          asks(
            req(ERRAND, 'Constantia|Cape Town', 'fri', '11:00'),
            req('other', ['Constantia|Cape Town', null], 'fri', '15:00'),
          ),
        ],
        [
          'i need a chauffeur tomorrow from 7am for the whole day in stellenbosch and a tasting for 6 at Delaire Graff at 11',
          asks(
            req('personal_driver', 'Stellenbosch|Cape Winelands', 'tomorrow', '07:00'),
            req(
              'other',
              ['Delaire Graff|Cape Winelands', 'Stellenbosch|Cape Winelands'],
              'tomorrow',
              '11:00',
            ),
          ),
        ],
        [
          'Can you get my son a maths tutor on Tuesday at 4pm in Morningside, and a nanny for Tuesday night so we can finally go out',
          asks(
            req('other', 'Morningside|Johannesburg', 'tue', '16:00'),
            req('other', ['Morningside|Johannesburg', null], 'tue', '20:00'),
          ),
        ],
        [
          'Flights Cape Town to Joburg tomorrow at 6am for two, and a car from OR Tambo to the Sandton Convention Centre when we land',
          asks(
            req(
              FLIGHT,
              ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
              'tomorrow',
              '06:00',
            ),
            req(CAR, 'OR Tambo International Airport|Johannesburg', 'tomorrow', null),
          ),
        ],
        [
          'We want a whale watching boat in Hermanus on Sunday at 10am for 6, and then lunch for the 6 of us at 1 in Stanford',
          asks(
            req(BOAT, 'Hermanus|Overberg', 'sun', '10:00', { partySize: 6 }),
            table('Stanford|Overberg', 'sun', '13:00', 6),
          ),
        ],
        [
          'Get me a suite at the Oyster Box from Friday, and a driver from King Shaka on Friday at 3:30pm',
          asks(
            req('accommodation', ['Oyster Box|Durban', 'Umhlanga|Durban'], 'fri', null),
            req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '15:30'),
          ),
        ],
        [
          'The kids want to go to uShaka on Saturday at 10, can you sort a driver from Westville? And a table for 5 at 1 on the beachfront',
          asks(
            req('personal_driver', 'Westville|Durban', 'sat', '10:00'),
            tableAt(['Durban Beachfront|Durban', 'Durban|Durban'], 'sat', '13:00', 5),
          ),
        ],
        [
          'A personal trainer at my apartment in Sea Point tomorrow at 6am, and a massage therapist there at 5pm. Back is wrecked',
          asks(
            req('other', 'Sea Point|Cape Town', 'tomorrow', '06:00'),
            req('other', ['Sea Point|Cape Town', null], 'tomorrow', '17:00'),
          ),
        ],
        [
          'Two things for Monday: a driver from the Pretoria CBD to the Union Buildings at 8:30, and a table for 4 at lunchtime in Brooklyn',
          asks(
            req('personal_driver', 'Pretoria CBD|Pretoria', 'mon', '08:30'),
            table('Brooklyn|Pretoria', 'mon', '12:30', 4),
          ),
        ],
        [
          'Proposal set-up at the top of Signal Hill on Friday at sunset, and a photographer hiding nearby to catch her face',
          asks(
            req(['event_planning', 'other'], 'Signal Hill|Cape Town', 'fri', '18:00'),
            req('other', ['Signal Hill|Cape Town', null], 'fri', '18:00'),
          ),
        ],
        [
          'A Bentley for my daughter’s wedding at Boschendal on the 7th at 2pm, plus 6 guards for the reception from 6pm',
          asks(
            req(CAR, 'Boschendal|Cape Winelands', 'dom:7', '14:00'),
            req('security', ['Boschendal|Cape Winelands', null], 'dom:7', '18:00'),
          ),
        ],
        [
          'Flights for 2 from King Shaka to George on the 15th and a lodge in the Tsitsikamma for 4 nights from the 15th',
          asks(
            req(FLIGHT, 'King Shaka International Airport|Durban', 'dom:15', null),
            req('accommodation', 'Tsitsikamma|Garden Route', 'dom:15', null),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
