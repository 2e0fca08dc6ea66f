import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const TOUR: ServiceType[] = ['other', 'travel'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const GEORGE_AIRPORT = 'George Airport|Garden Route';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];
const FLORIDA_ROAD = ['Florida Road|Durban', 'Durban|Durban'];
const ZIMBALI = ['Zimbali|Durban', 'Ballito|Durban'];
const CONVENTION = ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'];
const BLOEM = ['Bram Fischer International Airport|Bloemfontein', 'Bloemfontein|Bloemfontein'];
const GROOTBOS = ['Grootbos|Overberg', 'Gansbaai|Overberg'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const KNYSNA_HEADS = ['Knysna Heads|Garden Route', 'Knysna|Garden Route'];
const KNYSNA_WATERFRONT = ['Knysna Waterfront|Garden Route', 'Knysna|Garden Route'];
const LANZERAC = ['Lanzerac|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const VERGELEGEN = ['Vergelegen|Cape Town', 'Somerset West|Cape Town'];
const CAVENDISH = ['Cavendish Square|Cape Town', 'Claremont|Cape Town'];
const SKUKUZA = ['Skukuza Airport|Kruger', 'Skukuza|Kruger'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const DURBAN_ICC = ['Durban ICC|Durban', 'Durban|Durban'];
const SUN_CITY = ['Sun City|Pilanesberg', 'Lost City|Pilanesberg', 'Pilanesberg|Pilanesberg'];
const GARY_PLAYER = ['Gary Player Country Club|Pilanesberg', 'Sun City|Pilanesberg'];
const WINE_TRAM = ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-fifth held-out set: three to five requests in one message: a day given once at the top
 * ("Saturday in Franschhoek:", "Tomorrow in Durban:", "For the 18th please:", "Sunday please:",
 * "Five things for Saturday:") that holds for every line, one line per day ("Fri: ... Sat: ... Sun:
 * ..."), "next week" with Monday and Tuesday under it, numbered ("1.", "a)") or bulleted ("-")
 * lists, lines headed by the hour ("7am", "1pm", "8pm"), a voice note with no punctuation ("right
 * so tomorrow"), a party corrected on the way ("We're 5, sorry, 7"), a flight there and back (two
 * requests), and trips for an investor, a bachelor weekend, a mother's visit, a matric group, a
 * 30th, a vow renewal and a bush weekend.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'Saturday in Franschhoek:\n- driver from Cape Town International at 9am\n- wine tram tickets for 4 at 11am\n- table for 4 at 6pm',
      asks(
        req('personal_driver', CAPE_TOWN_AIRPORT, 'sat', '09:00'),
        req(TOUR, WINE_TRAM, 'sat', '11:00'),
        table('Franschhoek|Cape Winelands', 'sat', '18:00', 4),
      ),
    ],
    [
      'Tomorrow in Durban: 7am a fishing boat out of Durban harbour for 4, 1pm lunch for 4 on Florida Road, 8pm a driver from Florida Road to Umhlanga',
      asks(
        req(BOAT, 'Durban|Durban', 'tomorrow', '07:00', { partySize: 4 }),
        tableAt(FLORIDA_ROAD, 'tomorrow', '13:00', 4),
        req('personal_driver', FLORIDA_ROAD, 'tomorrow', '20:00'),
      ),
    ],
    [
      'For the 18th please: a hotel in Sandton, a chauffeur from OR Tambo at 2pm, and security for the conference at the Sandton Convention Centre',
      asks(
        req('accommodation', 'Sandton|Johannesburg', 'dom:18', null),
        req('personal_driver', OR_TAMBO, 'dom:18', '14:00'),
        req(ESCORT, CONVENTION, 'dom:18', null),
      ),
    ],
    [
      'Fri: driver from King Shaka 5pm. Sat: chef at our Zimbali house 7pm for 8. Sun: boat from Ballito at 10am',
      asks(
        req('personal_driver', KING_SHAKA, 'fri', '17:00'),
        req('private_chef', ZIMBALI, 'sat', '19:00', { partySize: 8 }),
        req(BOAT, 'Ballito|Durban', 'sun', '10:00'),
      ),
    ],
    [
      'next week:\nMonday - a flight from Cape Town to Joburg at 6am\nMonday - a hotel in Rosebank\nTuesday - a table for 6 in Rosebank at 7pm',
      asks(
        req(FLIGHT, CAPE_TOWN, 'next:mon', '06:00'),
        req('accommodation', 'Rosebank|Johannesburg', 'next:mon', null),
        table('Rosebank|Johannesburg', 'next:tue', '19:00', 6),
      ),
    ],
    [
      '1. Range Rover in Cape Town from Friday 2. villa in Camps Bay from Friday 3. chef at the villa on Saturday at 7pm for 10',
      asks(
        req(HIRE, CAPE_TOWN, 'fri', null),
        req('accommodation', 'Camps Bay|Cape Town', 'fri', null),
        req('private_chef', 'Camps Bay|Cape Town', 'sat', '19:00', { partySize: 10 }),
      ),
    ],
    [
      'My mom visits on the 16th: a flight from Bloemfontein to OR Tambo at 8am, a driver to collect her at OR Tambo at 9:30, and lunch for 3 in Parkhurst at 1pm',
      asks(
        req(FLIGHT, BLOEM, 'dom:16', '08:00'),
        req('personal_driver', OR_TAMBO, 'dom:16', '09:30'),
        table('Parkhurst|Johannesburg', 'dom:16', '13:00', 3),
      ),
    ],
    [
      'right so tomorrow i need a car from home in fourways at 7 in the morning then a massage at 2pm in sandton and a table for 2 at 8pm in sandton too thanks',
      asks(
        req(CAR, 'Fourways|Johannesburg', 'tomorrow', '07:00'),
        req('other', 'Sandton|Johannesburg', 'tomorrow', '14:00'),
        table('Sandton|Johannesburg', 'tomorrow', '20:00', 2),
      ),
    ],
    [
      'Bachelor weekend: a minibus with a driver from Menlyn on Saturday at 10am, quad biking at Hartbeespoort at noon, and a table for 12 at Harties at 7pm',
      asks(
        req(BUS, 'Menlyn|Pretoria', 'sat', '10:00'),
        req('other', 'Hartbeespoort|Pretoria', 'sat', '12:00'),
        table('Hartbeespoort|Pretoria', 'sat', '19:00', 12),
      ),
    ],
    [
      'Sunday please: helicopter from the V&A at 10am for 3, lunch at Grootbos for 3 at 1pm, and a driver back to Cape Town from Grootbos at 4pm',
      asks(
        req(CHOPPER, WATERFRONT, 'sun', '10:00'),
        tableAt(GROOTBOS, 'sun', '13:00', 3),
        req('personal_driver', GROOTBOS, 'sun', '16:00'),
      ),
    ],
    [
      'a) guest house in Clarens from Friday for 4 b) horse riding on Saturday at 9am c) dinner for 4 in Clarens on Saturday at 7pm',
      asks(
        req('accommodation', 'Clarens|Eastern Free State', 'fri', null, { partySize: 4 }),
        req('other', ['Clarens|Eastern Free State', null], 'sat', '09:00'),
        table('Clarens|Eastern Free State', 'sat', '19:00', 4),
      ),
    ],
    [
      "We're 5, sorry, 7. Table for us in Sea Point at 7pm tomorrow, then a driver from Sea Point to Camps Bay at 10pm, and a boat from the V&A at 11am the day after tomorrow",
      asks(
        table('Sea Point|Cape Town', 'tomorrow', '19:00', 7),
        req('personal_driver', 'Sea Point|Cape Town', 'tomorrow', '22:00'),
        req(BOAT, WATERFRONT, '+2', '11:00'),
      ),
    ],
    [
      'For my investor coming in on the 25th: a driver from Cape Town International at 7am, a suite at the Mount Nelson, and a table for 2 at 8pm in the City Bowl',
      asks(
        req('personal_driver', CAPE_TOWN_AIRPORT, 'dom:25', '07:00'),
        req('accommodation', MOUNT_NELSON, 'dom:25', null),
        table('City Bowl|Cape Town', 'dom:25', '20:00', 2),
      ),
    ],
    [
      'Matric group on Saturday: a bus for 20 from Durbanville at 9am, paintball at 11am, and a braai chef at the farm in Paarl at 5pm',
      asks(
        req(BUS, 'Durbanville|Cape Town', 'sat', '09:00'),
        req('other', [null, 'Paarl|Cape Winelands'], 'sat', '11:00'),
        req(BRAAI, 'Paarl|Cape Winelands', 'sat', '17:00'),
      ),
    ],
    [
      'My 30th in Joburg, Saturday: 2pm a spa for 6 at the Saxon, 7pm dinner for 12 at Melrose Arch, 11pm a driver home to Parkview',
      asks(
        req('other', SAXON, 'sat', '14:00'),
        tableAt(MELROSE_ARCH, 'sat', '19:00', 12),
        req('personal_driver', [...MELROSE_ARCH, 'Parkview|Johannesburg'], 'sat', '23:00'),
      ),
    ],
    [
      'Monday and Tuesday: on Monday a driver from OR Tambo at 10am and a hotel in Menlyn, on Tuesday a flight from OR Tambo to Cape Town at 5pm',
      asks(
        req('personal_driver', OR_TAMBO, 'mon', '10:00'),
        req('accommodation', 'Menlyn|Pretoria', 'mon', null),
        req(FLIGHT, OR_TAMBO, 'tue', '17:00'),
      ),
    ],
    [
      'Four things for the 20th: a hotel in Knysna, a boat trip through the Knysna Heads at 10am, a table for 4 at the Knysna Waterfront at 7pm, and a car from George Airport at 8am',
      asks(
        req('accommodation', 'Knysna|Garden Route', 'dom:20', null),
        req(BOAT, KNYSNA_HEADS, 'dom:20', '10:00'),
        tableAt(KNYSNA_WATERFRONT, 'dom:20', '19:00', 4),
        req(CAR, GEORGE_AIRPORT, 'dom:20', '08:00'),
      ),
    ],
    [
      'friday: dinner for 2 at 8pm in Stellenbosch. saturday: a spa at Lanzerac at 10am. sunday: driver from Stellenbosch to the airport at 3pm',
      asks(
        table('Stellenbosch|Cape Winelands', 'fri', '20:00', 2),
        req('other', LANZERAC, 'sat', '10:00'),
        req('personal_driver', 'Stellenbosch|Cape Winelands', 'sun', '15:00'),
      ),
    ],
    [
      'Plan for the 26th: an event planner for our vow renewal at Vergelegen, a photographer there at 4pm, and security from 3pm',
      asks(
        req(PARTY, VERGELEGEN, 'dom:26', null),
        req('other', VERGELEGEN, 'dom:26', '16:00'),
        req(ESCORT, VERGELEGEN, 'dom:26', '15:00'),
      ),
    ],
    [
      'Three things for tomorrow: a shopper at Cavendish Square at 10am, a massage at home in Claremont at 3pm, and dinner for 2 at 7:30pm in Newlands',
      asks(
        req(ERRAND, CAVENDISH, 'tomorrow', '10:00'),
        req('other', 'Claremont|Cape Town', 'tomorrow', '15:00'),
        table('Newlands|Cape Town', 'tomorrow', '19:30', 2),
      ),
    ],
    [
      'Bush weekend. Friday: flight from Lanseria to Skukuza at 8am. Saturday: a game drive in the Sabi Sand at 5am. Sunday: flight back from Skukuza to Lanseria at 2pm',
      asks(
        req(FLIGHT, LANSERIA, 'fri', '08:00'),
        req(TOUR, 'Sabi Sand|Kruger', 'sat', '05:00'),
        req(FLIGHT, SKUKUZA, 'sun', '14:00'),
      ),
    ],
    [
      'Can you do the lot for Saturday in Hermanus: a whale-watching boat at 9am for 6, lunch for 6 at 1pm, and a driver back to Cape Town at 5pm',
      asks(
        req(BOAT, 'Hermanus|Overberg', 'sat', '09:00', { partySize: 6 }),
        table('Hermanus|Overberg', 'sat', '13:00', 6),
        req('personal_driver', 'Hermanus|Overberg', 'sat', '17:00'),
      ),
    ],
    [
      'For tomorrow: 6am a personal trainer at my flat in Umhlanga Ridge, 10am a personal shopper in La Lucia, 1pm lunch for 3 at the Oyster Box, 6pm close protection at the Durban ICC',
      asks(
        req('other', 'Umhlanga Ridge|Durban', 'tomorrow', '06:00'),
        req(ERRAND, 'La Lucia|Durban', 'tomorrow', '10:00'),
        tableAt(OYSTER_BOX, 'tomorrow', '13:00', 3),
        req(ESCORT, DURBAN_ICC, 'tomorrow', '18:00'),
      ),
    ],
    [
      'Five things for Saturday: 8am a car from Houghton to Rand Airport, 9am a helicopter from Rand Airport to Sun City, 1pm lunch for 4 at Sun City, 3pm golf at the Gary Player Country Club, 7pm a driver back to Houghton from Sun City',
      asks(
        req(CAR, 'Houghton|Johannesburg', 'sat', '08:00'),
        req(CHOPPER, 'Rand Airport|Johannesburg', 'sat', '09:00'),
        tableAt(SUN_CITY, 'sat', '13:00', 4),
        req('other', GARY_PLAYER, 'sat', '15:00'),
        req('personal_driver', SUN_CITY, 'sat', '19:00'),
      ),
    ],
  ],
);
