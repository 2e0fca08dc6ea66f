import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const SUN_CITY = ['Sun City|Pilanesberg', 'Lost City|Pilanesberg', 'Pilanesberg|Pilanesberg'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const LOFTUS = ['Loftus Versfeld|Pretoria', 'Pretoria|Pretoria'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-fourth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request: "the
 * same evening", "after that", "then", "while we're there", "once I land", "the morning after"):
 * two at a time here, three to five in ./three-or-more.ts, and the long itineraries (900 to 1,900
 * characters) in ./long-itineraries.ts. A trip from one place to another is filed where it
 * starts; a trip named only by where it goes ("a car to take us back to the hotel in Sandton") may
 * be filed where it plainly starts or where it goes (or nowhere when neither is named); a flight
 * is filed where it leaves; where the second request names no place but plainly happens where the
 * first does ("there", "at the house"), it is filed there too. Asked as two sentences, with "and
 * also", "plus", a dash, a numbered pair, a question and an order, a hire car and a driver side by
 * side, a boat and then a table, a chef and then a florist, security and then a driver.
 */
export const HELD_OUT_24_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'Table for 4 at Marble in Rosebank tomorrow at 7:30pm, and a driver to take us there from Bryanston at 7',
          asks(
            table('Rosebank|Johannesburg', 'tomorrow', '19:30', 4),
            req('personal_driver', 'Bryanston|Johannesburg', 'tomorrow', '19:00'),
          ),
        ],
        [
          'I land at OR Tambo at 2pm on Friday. Please send a driver, and book me a room in Sandton from Friday',
          asks(
            req('personal_driver', OR_TAMBO, 'fri', '14:00'),
            req('accommodation', 'Sandton|Johannesburg', 'fri', null),
          ),
        ],
        [
          'A boat trip from Hout Bay on Sunday at 11am for 6, then lunch for 6 in Hout Bay at 2pm',
          asks(
            req(BOAT, 'Hout Bay|Cape Town', 'sun', '11:00', { partySize: 6 }),
            table('Hout Bay|Cape Town', 'sun', '14:00', 6),
          ),
        ],
        [
          'Chef for 10 at my house in Bishopscourt on Saturday at 7pm plus a florist to do the table there that afternoon',
          asks(
            req('private_chef', 'Bishopscourt|Cape Town', 'sat', '19:00', { partySize: 10 }),
            req(['other', 'personal_shopping'], 'Bishopscourt|Cape Town', 'sat', '15:00'),
          ),
        ],
        [
          'Need a bodyguard in Sandton tomorrow from 9am and also a driver from OR Tambo at 8am',
          asks(
            req('security', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
            req('personal_driver', OR_TAMBO, 'tomorrow', '08:00'),
          ),
        ],
        [
          'Rent me a Range Rover in Cape Town from Saturday – and a villa in Camps Bay from Saturday too',
          asks(
            req(HIRE, CAPE_TOWN, 'sat', null),
            req('accommodation', 'Camps Bay|Cape Town', 'sat', null),
          ),
        ],
        [
          '1) flights from Joburg to Durban on the 18th for 3 of us 2) a suite at the Oyster Box from the 18th',
          asks(
            req(FLIGHT, ['Johannesburg|Johannesburg', OR_TAMBO], 'dom:18', null),
            req('accommodation', OYSTER_BOX, 'dom:18', null),
          ),
        ],
        [
          'Can you get us tickets for the rugby at Loftus on Saturday at 5pm? And a table for 6 in Hatfield after, at 8',
          asks(req('other', LOFTUS, 'sat', '17:00'), table('Hatfield|Pretoria', 'sat', '20:00', 6)),
        ],
        [
          'Personal shopper at Sandton City tomorrow at 10 and a hairdresser at home in Morningside at 3pm',
          asks(
            req('personal_shopping', SANDTON_CITY, 'tomorrow', '10:00'),
            req('other', 'Morningside|Johannesburg', 'tomorrow', '15:00'),
          ),
        ],
        [
          'Helicopter from the V&A to Franschhoek on Saturday at 10am, lunch for 2 in Franschhoek at 1',
          asks(
            req(CHOPPER, WATERFRONT, 'sat', '10:00'),
            table('Franschhoek|Cape Winelands', 'sat', '13:00', 2),
          ),
        ],
        [
          'Could you arrange a party planner for my husband’s 60th in Ballito on the 26th, and a chef for 30 the same day?',
          asks(
            req(PARTY, 'Ballito|Durban', 'dom:26', null),
            req('private_chef', 'Ballito|Durban', 'dom:26', null, { partySize: 30 }),
          ),
        ],
        [
          'Driver from King Shaka at 6pm tomorrow to the Oyster Box, and dinner at the Oyster Box at 8 for 2',
          asks(
            req('personal_driver', KING_SHAKA, 'tomorrow', '18:00'),
            tableAt(OYSTER_BOX, 'tomorrow', '20:00', 2),
          ),
        ],
        [
          'We need a lodge in Madikwe from Friday for 4 and a charter flight from Lanseria on Friday at 9',
          asks(
            req('accommodation', 'Madikwe|Madikwe', 'fri', null, { partySize: 4 }),
            req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'fri', '09:00'),
          ),
        ],
        [
          'Security guard for the wedding in Stellenbosch on Saturday from 4pm. Also a car to bring the bride from Somerset West at 2',
          asks(
            req(ESCORT, 'Stellenbosch|Cape Winelands', 'sat', '16:00'),
            req(CAR, 'Somerset West|Cape Town', 'sat', '14:00'),
          ),
        ],
        [
          'breakfast for 3 in Parkhurst tmrw at 9 then a massage for me in Rosebank at 11',
          asks(
            table('Parkhurst|Johannesburg', 'tomorrow', '09:00', 3),
            req('other', 'Rosebank|Johannesburg', 'tomorrow', '11:00'),
          ),
        ],
        [
          'Get me a sunset cruise from the V&A on Friday for 2, and a table for 2 at 8:30pm in Green Point afterwards',
          asks(
            req(BOAT, WATERFRONT, 'fri', '18:00', { partySize: 2 }),
            table('Green Point|Cape Town', 'fri', '20:30', 2),
          ),
        ],
        [
          'Two things: a Mercedes V-Class with driver from Cape Town airport on Sunday at noon, and a house in Hermanus from Sunday for 8',
          asks(
            req(CAR, CAPE_TOWN_AIRPORT, 'sun', '12:00'),
            req('accommodation', 'Hermanus|Overberg', 'sun', null, { partySize: 8 }),
          ),
        ],
        [
          'Can someone buy a birthday gift for my wife in Melrose Arch tomorrow? And book a table for 2 there at 7:30pm',
          asks(
            req(ERRAND, MELROSE_ARCH, 'tomorrow', null),
            tableAt(MELROSE_ARCH, 'tomorrow', '19:30', 2),
          ),
        ],
        [
          'I want a golf round at Sun City on Saturday at 8am for 4 and a room at Sun City from Saturday',
          asks(req('other', SUN_CITY, 'sat', '08:00'), req('accommodation', SUN_CITY, 'sat', null)),
        ],
        [
          'Flight to Cape Town from Durban on Monday at 7am, and a driver from Cape Town airport when I land at 9:15',
          asks(
            req(FLIGHT, DURBAN, 'mon', '07:00'),
            req('personal_driver', CAPE_TOWN_AIRPORT, 'mon', '09:15'),
          ),
        ],
        [
          'Please book a tutor for my son at home in Waterkloof on Monday at 4pm and Tuesday at 4pm',
          asks(
            req('other', 'Waterkloof|Pretoria', 'mon', '16:00'),
            req('other', 'Waterkloof|Pretoria', 'tue', '16:00'),
          ),
        ],
        [
          'Yacht for 12 from the V&A on Saturday at 2pm, and a photographer on board too',
          asks(
            req('yacht_charter', WATERFRONT, 'sat', '14:00', { partySize: 12 }),
            req('other', WATERFRONT, 'sat', '14:00'),
          ),
        ],
        [
          'My parents arrive at King Shaka on the 20th at 11am, I need a driver for them and a room in Umhlanga from the 20th',
          asks(
            req('personal_driver', KING_SHAKA, 'dom:20', '11:00'),
            req('accommodation', 'Umhlanga|Durban', 'dom:20', null),
          ),
        ],
        [
          'A Ferrari for the day on Sunday in Franschhoek, plus lunch for 2 at La Residence at 1pm',
          asks(
            req(HIRE, 'Franschhoek|Cape Winelands', 'sun', null),
            tableAt(
              ['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands'],
              'sun',
              '13:00',
              2,
            ),
          ),
        ],
        [
          'Tonight: dinner for 5 in Sea Point at 8 and a car home to Constantia at 11pm',
          asks(
            table('Sea Point|Cape Town', 'today', '20:00', 5),
            req(
              'personal_driver',
              ['Sea Point|Cape Town', 'Constantia|Cape Town'],
              'today',
              '23:00',
            ),
          ),
        ],
        [
          'Need a chauffeur from OR Tambo to Pretoria next week Tuesday at 6am and a hotel in Pretoria from next week Tuesday',
          asks(
            req('personal_driver', OR_TAMBO, 'next:tue', '06:00'),
            req('accommodation', 'Pretoria|Pretoria', 'next:tue', null),
          ),
        ],
        [
          'Get me an event planner for a product launch in Sandton on the 24th, and security for the launch that evening',
          asks(
            req('event_planning', 'Sandton|Johannesburg', 'dom:24', null),
            req(ESCORT, 'Sandton|Johannesburg', 'dom:24', '19:00'),
          ),
        ],
        [
          'Please could you organise a spa afternoon at the Oyster Box on Saturday and a table for 4 at 7:30pm in Umhlanga the same evening?',
          asks(
            req('other', OYSTER_BOX, 'sat', '15:00'),
            table('Umhlanga|Durban', 'sat', '19:30', 4),
          ),
        ],
        [
          'Can we charter a plane from Wonderboom to Hoedspruit on Friday at 8 and then a game lodge in Hoedspruit from Friday?',
          asks(
            req(FLIGHT, ['Wonderboom Airport|Pretoria', 'Wonderboom|Pretoria'], 'fri', '08:00'),
            req('accommodation', 'Hoedspruit|Kruger', 'fri', null),
          ),
        ],
        [
          'chef at our place in Zimbali on Sunday at 1pm for 8 & a boat out of Ballito Sunday morning for the same 8',
          asks(
            req('private_chef', 'Zimbali|Durban', 'sun', '13:00', { partySize: 8 }),
            req(BOAT, 'Ballito|Durban', 'sun', '09:00', { partySize: 8 }),
          ),
        ],
        [
          'Driver from my house in Houghton to Lanseria tomorrow at 6am, and a charter flight from Lanseria to Margate at 7am',
          asks(
            req('personal_driver', 'Houghton|Johannesburg', 'tomorrow', '06:00'),
            req(FLIGHT, ['Lanseria International Airport|Johannesburg'], 'tomorrow', '07:00'),
          ),
        ],
        [
          'Hotel in Hermanus from Saturday plus a whale-watching boat from Hermanus on Sunday at 10, 2 of us',
          asks(
            req('accommodation', 'Hermanus|Overberg', 'sat', null),
            req(BOAT, 'Hermanus|Overberg', 'sun', '10:00', { partySize: 2 }),
          ),
        ],
        [
          'Two tables please: lunch for 4 in Rosebank tomorrow at 1, dinner for 6 in Parkhurst tomorrow at 8',
          asks(
            table('Rosebank|Johannesburg', 'tomorrow', '13:00', 4),
            table('Parkhurst|Johannesburg', 'tomorrow', '20:00', 6),
          ),
        ],
        [
          'Could I get a stylist at my home in Sandhurst on Friday at 4pm and a chauffeur from there to the gala at 6?',
          asks(
            req('other', 'Sandhurst|Johannesburg', 'fri', '16:00'),
            req('personal_driver', 'Sandhurst|Johannesburg', 'fri', '18:00'),
          ),
        ],
        [
          'Security escort from King Shaka on Monday at 9am, then a meeting room in Umhlanga at 11',
          asks(
            req(ESCORT, KING_SHAKA, 'mon', '09:00'),
            req('other', 'Umhlanga|Durban', 'mon', '11:00'),
          ),
        ],
        [
          'A chef for 6 at our rental in Plett on Saturday at 7pm and a boat trip from Plett on Sunday at 9',
          asks(
            req('private_chef', 'Plettenberg Bay|Garden Route', 'sat', '19:00', { partySize: 6 }),
            req(BOAT, 'Plettenberg Bay|Garden Route', 'sun', '09:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
