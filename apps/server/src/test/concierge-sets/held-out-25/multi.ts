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
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const NELSON_MANDELA_SQUARE = ['Nelson Mandela Square|Johannesburg', 'Sandton|Johannesburg'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const GRAND_CENTRAL = ['Grand Central Airport|Johannesburg', 'Midrand|Johannesburg'];
const SUN_CITY = ['Sun City|Pilanesberg', 'Lost City|Pilanesberg', 'Pilanesberg|Pilanesberg'];
const LA_RESIDENCE = ['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands'];
const BOSCHENDAL = ['Boschendal|Cape Winelands', 'Franschhoek|Cape Winelands'];
const MALL_OF_AFRICA = ['Mall of Africa|Johannesburg', 'Midrand|Johannesburg'];
const KAPAMA = ['Kapama|Kruger', 'Hoedspruit|Kruger', 'Kruger|Kruger'];
const KINGS_PARK = ['Kings Park Stadium|Durban', 'Durban|Durban'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-fifth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request: "that
 * day", "then", "afterwards", "when I land", "the same evening", "on the day"): two at a time here,
 * three to five in ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts. A trip from one place to another is filed where it starts; a flight is
 * filed where it leaves; where the second request names no place but plainly happens where the
 * first does ("there", "at the villa", "at the hotel"), it is filed there too, and where a human
 * could file it there or nowhere, either is accepted. Asked as two sentences, with "and", "plus",
 * "then", a numbered pair, a dash list, "Two tables please:", a question, a driver and then a
 * table, a villa and then a chef, security and then a driver, a shopper and then lunch, tickets and
 * then a driver, a hire car and then a photographer, a flight there and back.
 */
export const HELD_OUT_25_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'Driver from OR Tambo tomorrow at 6am, and a table for 4 at Melrose Arch at 7pm',
          asks(
            req('personal_driver', OR_TAMBO, 'tomorrow', '06:00'),
            tableAt(MELROSE_ARCH, 'tomorrow', '19:00', 4),
          ),
        ],
        [
          'Villa in Clifton from Friday for 8 of us, plus a private chef at the villa on Saturday at 7pm',
          asks(
            req('accommodation', 'Clifton|Cape Town', 'fri', null, { partySize: 8 }),
            req('private_chef', 'Clifton|Cape Town', 'sat', '19:00'),
          ),
        ],
        [
          'Can you book a flight from Cape Town to Durban on the 19th at 10am and a car at King Shaka when I land at 12:30?',
          asks(req(FLIGHT, CAPE_TOWN, 'dom:19', '10:00'), req(CAR, KING_SHAKA, 'dom:19', '12:30')),
        ],
        [
          'Security for my gallery opening in Parkhurst on Saturday at 6pm, and a driver for me at 11pm afterwards',
          asks(
            req(ESCORT, 'Parkhurst|Johannesburg', 'sat', '18:00'),
            req('personal_driver', 'Parkhurst|Johannesburg', 'sat', '23:00'),
          ),
        ],
        [
          'Yacht from the V&A on Sunday at 1pm for 12, and then dinner for 12 at 7pm in Green Point',
          asks(
            req(BOAT, WATERFRONT, 'sun', '13:00', { partySize: 12 }),
            table('Green Point|Cape Town', 'sun', '19:00', 12),
          ),
        ],
        [
          '1) A Range Rover to hire in Hoedspruit from Monday 2) a lodge in the Timbavati from Monday too',
          asks(
            req(HIRE, 'Hoedspruit|Kruger', 'mon', null),
            req('accommodation', 'Timbavati|Kruger', 'mon', null),
          ),
        ],
        [
          'Personal shopper at Sandton City tomorrow at 10am, and lunch for 2 at Nelson Mandela Square at 1pm',
          asks(
            req(ERRAND, SANDTON_CITY, 'tomorrow', '10:00'),
            tableAt(NELSON_MANDELA_SQUARE, 'tomorrow', '13:00', 2),
          ),
        ],
        [
          'Need a chef for a dinner party in Waterkloof on Friday at 7pm for 10, and a florist to do the tables there that afternoon',
          asks(
            req('private_chef', 'Waterkloof|Pretoria', 'fri', '19:00', { partySize: 10 }),
            req(FLOWERS, 'Waterkloof|Pretoria', 'fri', '15:00'),
          ),
        ],
        [
          'Flights from OR Tambo to George Airport on Friday at 8am for 2, and a hotel in Knysna from Friday',
          asks(
            req(FLIGHT, OR_TAMBO, 'fri', '08:00'),
            req('accommodation', 'Knysna|Garden Route', 'fri', null),
          ),
        ],
        [
          'Helicopter from Grand Central to Sun City on Saturday at 9am, then a table for 6 at the Palace of the Lost City at 1pm',
          asks(req(CHOPPER, GRAND_CENTRAL, 'sat', '09:00'), tableAt(SUN_CITY, 'sat', '13:00', 6)),
        ],
        [
          'A massage at my hotel in Umhlanga at 4pm today and then a table for one at the hotel at 7:30pm',
          asks(
            req('other', 'Umhlanga|Durban', 'today', '16:00'),
            table('Umhlanga|Durban', 'today', '19:30', 1),
          ),
        ],
        [
          'Bodyguard for my client landing at Lanseria on Monday at 3pm, plus a car to take him from there',
          asks(req(ESCORT, LANSERIA, 'mon', '15:00'), req(CAR, LANSERIA, 'mon', '15:00')),
        ],
        [
          'Book a wine tasting at Boschendal on Saturday at 11am for 4 and a driver to take us there from Stellenbosch at 10am',
          asks(
            req(TOUR, BOSCHENDAL, 'sat', '11:00'),
            req('personal_driver', 'Stellenbosch|Cape Winelands', 'sat', '10:00'),
          ),
        ],
        [
          'Plan a baby shower in La Lucia on the 21st at 11am, and a chef to cater it',
          asks(
            req(PARTY, 'La Lucia|Durban', 'dom:21', '11:00'),
            req('private_chef', 'La Lucia|Durban', 'dom:21', '11:00'),
          ),
        ],
        [
          'Two tables please: tonight at 8pm for 2 in Camps Bay, and tomorrow at 1pm for 6 in Kalk Bay',
          asks(
            table('Camps Bay|Cape Town', 'today', '20:00', 2),
            table('Kalk Bay|Cape Town', 'tomorrow', '13:00', 6),
          ),
        ],
        [
          'Driver from Cape Town International to Franschhoek on Friday at 2pm, and a room at La Residence from Friday',
          asks(
            req('personal_driver', CAPE_TOWN_AIRPORT, 'fri', '14:00'),
            req('accommodation', LA_RESIDENCE, 'fri', null),
          ),
        ],
        [
          'Can I get a yacht in Plett on Saturday at 10am for 6, and a seafood lunch for 6 at 2pm after?',
          asks(
            req(BOAT, 'Plettenberg Bay|Garden Route', 'sat', '10:00', { partySize: 6 }),
            tableAt(['Plettenberg Bay|Garden Route', null], 'sat', '14:00', 6),
          ),
        ],
        [
          "Personal shopper for my daughter's matric dance dress at Mall of Africa on Saturday at 9am, and a hairdresser at home in Midrand on the day at 3pm",
          asks(
            req(ERRAND, MALL_OF_AFRICA, 'sat', '09:00'),
            req('other', 'Midrand|Johannesburg', 'sat', '15:00'),
          ),
        ],
        [
          'Flight from King Shaka to Cape Town on Monday at 7am and back on Tuesday at 6pm',
          asks(req(FLIGHT, KING_SHAKA, 'mon', '07:00'), req(FLIGHT, CAPE_TOWN, 'tue', '18:00')),
        ],
        [
          'Need a chauffeur on Monday at 8am in Rosebank, and a boardroom lunch for 10 at the Saxon at 12:30',
          asks(
            req('personal_driver', 'Rosebank|Johannesburg', 'mon', '08:00'),
            tableAt(SAXON, 'mon', '12:30', 10),
          ),
        ],
        [
          'Book us a game drive at Kapama on Saturday at 5am and a spa treatment at the lodge at 2pm',
          asks(req(TOUR, KAPAMA, 'sat', '05:00'), req('other', KAPAMA, 'sat', '14:00')),
        ],
        [
          'I want to rent a Ferrari in Cape Town on Saturday morning and have a table at the Test Kitchen for 2 at 8pm',
          asks(
            req(HIRE, 'Cape Town|Cape Town', 'sat', '09:00'),
            tableAt([null, 'Cape Town|Cape Town', 'Woodstock|Cape Town'], 'sat', '20:00', 2),
          ),
        ],
        [
          '- driver Sunday 9am from Umhlanga to Moses Mabhida\n- table for 4 at 6:30pm in Durban North',
          asks(
            req('personal_driver', 'Umhlanga|Durban', 'sun', '09:00'),
            table('Durban North|Durban', 'sun', '18:30', 4),
          ),
        ],
        [
          'We need a villa in Ballito from the 20th for 10 people. And a private chef at the villa on the 22nd at 7pm please',
          asks(
            req('accommodation', 'Ballito|Durban', 'dom:20', null, { partySize: 10 }),
            req('private_chef', 'Ballito|Durban', 'dom:22', '19:00'),
          ),
        ],
        [
          'Can you arrange a spa day for my wife on Friday at 10am, and flowers delivered to her at the spa at noon?',
          asks(req('other', null, 'fri', '10:00'), req(FLOWERS, null, 'fri', '12:00')),
        ],
        [
          'Tomorrow: a car from Bryanston to Lanseria at 6am, and a charter flight from Lanseria to Hoedspruit at 8am',
          asks(
            req(CAR, 'Bryanston|Johannesburg', 'tomorrow', '06:00'),
            req(FLIGHT, LANSERIA, 'tomorrow', '08:00'),
          ),
        ],
        [
          'Please book a hotel in Sandton from Monday for my client, and a driver from OR Tambo at 9am that day',
          asks(
            req('accommodation', 'Sandton|Johannesburg', 'mon', null),
            req('personal_driver', OR_TAMBO, 'mon', '09:00'),
          ),
        ],
        [
          'tickets for the Sharks game at Kings Park on Saturday and a driver to get us there from Umhlanga at 3pm',
          asks(
            req('other', KINGS_PARK, 'sat', null),
            req('personal_driver', 'Umhlanga|Durban', 'sat', '15:00'),
          ),
        ],
        [
          "Hire a Bentley for my son's matric dance in Pretoria on the 24th, plus a photographer at our home in Waterkloof that afternoon",
          asks(
            req(HIRE, 'Pretoria|Pretoria', 'dom:24', null),
            req('other', 'Waterkloof|Pretoria', 'dom:24', '15:00'),
          ),
        ],
        [
          "A boat from Simon's Town to see the penguins on Sunday at 10am, then lunch for 4 in Kalk Bay at 1pm",
          asks(
            req(BOAT, "Simon's Town|Cape Town", 'sun', '10:00'),
            table('Kalk Bay|Cape Town', 'sun', '13:00', 4),
          ),
        ],
        [
          'Event planner for an engagement party in Houghton on the 28th at 7pm, and a security team for the same evening from 7pm',
          asks(
            req(PARTY, 'Houghton|Johannesburg', 'dom:28', '19:00'),
            req(ESCORT, 'Houghton|Johannesburg', 'dom:28', '19:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
