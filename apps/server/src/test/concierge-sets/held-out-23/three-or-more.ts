import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const LOST_CITY = ['Lost City|Pilanesberg', 'Sun City|Pilanesberg'];
const WINE_TRAM = ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'];
const SABI_SAND = ['Sabi Sand|Kruger', 'Kruger|Kruger'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-third held-out set: three to five requests in one message: a day given once at the top
 * ("For Saturday in Franschhoek:", "tomorrow in joburg -", "For my client visiting on the 22nd:",
 * "Plan for the 26th in Durban:", "Sunday:", "Sabi Sand trip:") or at the end ("- all tomorrow")
 * that holds for every line, one line per day ("Friday: ... Saturday: ... Sunday: ..."), "next
 * week" with Monday, Tuesday and Wednesday under it, numbered ("1)", "1.") or bulleted ("-")
 * lists, lines headed by the hour ("9am ...", "1pm ..."), a voice note with no punctuation ("ok so
 * tomorrow"), a party corrected on the way ("we're 6 no wait 8"), a flight there and a flight back
 * (two requests), and trips for a client, a film crew, a father's treatment and a 40th.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'For Saturday in Franschhoek: 1) a driver from Cape Town at 9am 2) lunch for 4 at 1pm 3) the wine tram for 4 at 3',
      asks(
        req('personal_driver', CAPE_TOWN, 'sat', '09:00'),
        tableAt(['Franschhoek|Cape Winelands'], 'sat', '13:00', 4),
        req('other', WINE_TRAM, 'sat', '15:00', { partySize: 4 }),
      ),
    ],
    [
      'Friday: a hotel in Umhlanga from Friday. Saturday: a boat for 8 from Durban harbour at 10. Sunday: a table for 8 at 12:30 in Ballito',
      asks(
        req('accommodation', 'Umhlanga|Durban', 'fri', null),
        req(BOAT, 'Durban|Durban', 'sat', '10:00', { partySize: 8 }),
        table('Ballito|Durban', 'sun', '12:30', 8),
      ),
    ],
    [
      'tomorrow in joburg - 7am driver from Sandton to Rand Airport, 8am chopper to Sun City, 7pm dinner for 2 at the Lost City',
      asks(
        req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '07:00'),
        req(CHOPPER, 'Rand Airport|Johannesburg', 'tomorrow', '08:00'),
        tableAt(LOST_CITY, 'tomorrow', '19:00', 2),
      ),
    ],
    [
      'Next week: on Monday a driver at 8am in Rosebank, on Tuesday a chef for 6 in Parkview at 7pm, on Wednesday a florist to the office in Illovo at 9',
      asks(
        req('personal_driver', 'Rosebank|Johannesburg', 'next:mon', '08:00'),
        req('private_chef', 'Parkview|Johannesburg', 'next:tue', '19:00', { partySize: 6 }),
        req(['other', 'personal_shopping'], 'Illovo|Johannesburg', 'next:wed', '09:00'),
      ),
    ],
    [
      '- Range Rover from Cape Town airport on the 18th\n- villa in Llandudno from the 18th for 6\n- chef at the villa on the 19th at 7pm',
      asks(
        req(HIRE, CAPE_TOWN, 'dom:18', null),
        req('accommodation', 'Llandudno|Cape Town', 'dom:18', null, { partySize: 6 }),
        req('private_chef', 'Llandudno|Cape Town', 'dom:19', '19:00'),
      ),
    ],
    [
      'ok so tomorrow i need a driver at 8 from bryanston to the wanderers then cricket tickets for 3 and dinner for 3 in parkhurst at 7 thanks',
      asks(
        req('personal_driver', 'Bryanston|Johannesburg', 'tomorrow', '08:00'),
        req('other', ['Wanderers Stadium|Johannesburg', null], 'tomorrow', null, { partySize: 3 }),
        table('Parkhurst|Johannesburg', 'tomorrow', '19:00', 3),
      ),
    ],
    [
      'For my client visiting on the 22nd: a driver at OR Tambo at 10, a room at the Saxon from the 22nd, and a bodyguard for the day from 10',
      asks(
        req('personal_driver', OR_TAMBO, 'dom:22', '10:00'),
        req('accommodation', SAXON, 'dom:22', null),
        req(ESCORT, [null, OR_TAMBO], 'dom:22', '10:00'),
      ),
    ],
    [
      '9am massage at home in Waterkloof, 1pm lunch for 2 in Brooklyn, 4pm personal shopper at Menlyn - all tomorrow',
      asks(
        req('other', 'Waterkloof|Pretoria', 'tomorrow', '09:00'),
        table('Brooklyn|Pretoria', 'tomorrow', '13:00', 2),
        req('personal_shopping', 'Menlyn|Pretoria', 'tomorrow', '16:00'),
      ),
    ],
    [
      'Plan for the 26th in Durban: flight from Joburg at 6am, a driver at King Shaka when we land at 7, lunch for 5 at 1 in Umhlanga, flight back at 6pm from King Shaka',
      asks(
        req(FLIGHT, JOBURG, 'dom:26', '06:00'),
        req('personal_driver', KING_SHAKA, 'dom:26', '07:00'),
        table('Umhlanga|Durban', 'dom:26', '13:00', 5),
        req(FLIGHT, DURBAN, 'dom:26', '18:00'),
      ),
    ],
    [
      'Sunday: boat from Hout Bay at 10 for 6, lunch for 6 at 1 in Hout Bay, and a driver home to Constantia at 4',
      asks(
        req(BOAT, 'Hout Bay|Cape Town', 'sun', '10:00', { partySize: 6 }),
        table('Hout Bay|Cape Town', 'sun', '13:00', 6),
        req('personal_driver', ['Hout Bay|Cape Town', 'Constantia|Cape Town'], 'sun', '16:00'),
      ),
    ],
    [
      "We're 6 no wait 8 - a chef for 8 in Hillcrest on Saturday at 7pm, a wine delivery there at 5, and a driver for the guests at 11pm",
      asks(
        req('private_chef', 'Hillcrest|Durban', 'sat', '19:00', { partySize: 8 }),
        req(ERRAND, ['Hillcrest|Durban', null], 'sat', '17:00'),
        req('personal_driver', ['Hillcrest|Durban', null], 'sat', '23:00'),
      ),
    ],
    [
      'Sabi Sand trip: a flight from Lanseria on the 20th at 9, a lodge in the Sabi Sand from the 20th for 4, and a driver to Lanseria from Dainfern at 7am',
      asks(
        req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'dom:20', '09:00'),
        req('accommodation', SABI_SAND, 'dom:20', null, { partySize: 4 }),
        req('personal_driver', 'Dainfern|Johannesburg', 'dom:20', '07:00'),
      ),
    ],
    [
      '1. Table for 4 at Melrose Arch at 1pm tomorrow 2. A personal shopper there at 3 3. A driver home to Saxonwold at 6',
      asks(
        tableAt(MELROSE_ARCH, 'tomorrow', '13:00', 4),
        req('personal_shopping', MELROSE_ARCH, 'tomorrow', '15:00'),
        req('personal_driver', [...MELROSE_ARCH, 'Saxonwold|Johannesburg'], 'tomorrow', '18:00'),
      ),
    ],
    [
      "Friday dinner for 6 in Camps Bay at 8, Saturday a hike guide up Lion's Head at 6am, Sunday afternoon a yacht from the V&A for the 6 of us",
      asks(
        table('Camps Bay|Cape Town', 'fri', '20:00', 6),
        req('other', "Lion's Head|Cape Town", 'sat', '06:00'),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 6 }),
      ),
    ],
    [
      'Event planner, DJ and photographer for my 40th in Bryanston on the 28th from 7pm',
      asks(
        req('event_planning', 'Bryanston|Johannesburg', 'dom:28', '19:00'),
        req('other', ['Bryanston|Johannesburg', null], 'dom:28', '19:00'),
        req('other', ['Bryanston|Johannesburg', null], 'dom:28', '19:00'),
      ),
    ],
    [
      "Dad's treatment in Pretoria starts on Monday: a driver from Centurion at 6am, a room near the clinic in Groenkloof from Monday, and a nurse at his home in Centurion on Tuesday at 9",
      asks(
        req('personal_driver', 'Centurion|Pretoria', 'mon', '06:00'),
        req('accommodation', 'Groenkloof|Pretoria', 'mon', null),
        req('other', 'Centurion|Pretoria', 'tue', '09:00'),
      ),
    ],
    [
      "For the film crew on the 17th: a 14-seater bus with a driver from Cape Town at 5am, a security guard for the gear at Chapman's Peak from 6, and lunch for 14 at 1 in Noordhoek",
      asks(
        req(['personal_driver', 'luxury_vehicle', 'other'], CAPE_TOWN, 'dom:17', '05:00'),
        req(ESCORT, "Chapman's Peak|Cape Town", 'dom:17', '06:00'),
        table('Noordhoek|Cape Town', 'dom:17', '13:00', 14),
      ),
    ],
    [
      'This Saturday: car hire in Stellenbosch from 9, a picnic for 2 at Boschendal at 12:30, and a driver back from Boschendal to Stellenbosch at 5',
      asks(
        req(HIRE, 'Stellenbosch|Cape Winelands', 'sat', '09:00'),
        req(['private_chef', 'other'], ['Boschendal|Cape Winelands'], 'sat', '12:30'),
        req(CAR, 'Boschendal|Cape Winelands', 'sat', '17:00'),
      ),
    ],
  ],
);
