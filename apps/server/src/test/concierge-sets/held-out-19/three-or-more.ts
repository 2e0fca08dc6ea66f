import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const TRACK: ServiceType[] = ['luxury_vehicle', 'other'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Nineteenth held-out set: three to five requests in one message: a day given once at the top
 * ("This Saturday:", "For next Wednesday:", "Sunday plan:", "Tomorrow, all in Stellies:") that
 * holds for every line under it, one line per day ("Friday: ... Saturday: ... Sunday: ..."),
 * lines headed by the hour ("06:00 ...", "7pm ..."), numbered ("1)", "1.", "(a)") or bulleted
 * ("-", "*", "•") lists, a voice note with no punctuation, a run-on sentence with afterthoughts
 * ("oh and", "also"), "everything in Umhlanga" holding for every line, a line dropped on the way
 * ("forget the massage"), a party corrected on the way ("we're 6, no, 7"), dates by the day of
 * the month, a trip planned for in-laws or for a client, and trips named only by where they end.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'This Saturday: 1) driver from Bryanston to Kyalami at 9, 2) a supercar to drive on the Kyalami track at 10, 3) dinner for 6 in Fourways at 7:30',
      asks(
        req('personal_driver', 'Bryanston|Johannesburg', 'sat', '09:00'),
        req(
          TRACK,
          ['Kyalami Grand Prix Circuit|Johannesburg', 'Kyalami|Johannesburg'],
          'sat',
          '10:00',
        ),
        table('Fourways|Johannesburg', 'sat', '19:30', 6),
      ),
    ],
    [
      'Friday: flight CPT to Joburg at 7am. Saturday: a chef in Houghton for 10 at 7pm. Sunday: a driver back to OR Tambo at 4pm',
      asks(
        req(FLIGHT, CAPE_TOWN, 'fri', '07:00'),
        req('private_chef', 'Houghton|Johannesburg', 'sat', '19:00', { partySize: 10 }),
        req(
          'personal_driver',
          ['Houghton|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
          'sun',
          '16:00',
        ),
      ),
    ],
    [
      "Sunday plan:\n- yacht from Simon's Town at 10am for 8\n- lunch for 8 in Kalk Bay at 1\n- a car for the group back to Constantia at 4",
      asks(
        req(BOAT, "Simon's Town|Cape Town", 'sun', '10:00', { partySize: 8 }),
        table('Kalk Bay|Cape Town', 'sun', '13:00', 8),
        req(BUS, ['Kalk Bay|Cape Town', 'Constantia|Cape Town'], 'sun', '16:00'),
      ),
    ],
    [
      'need a hotel in durban from thursday and a driver thursday from king shaka at noon and a table for two at 8 that night on florida road',
      asks(
        req('accommodation', 'Durban|Durban', 'thu', null),
        req('personal_driver', 'King Shaka International Airport|Durban', 'thu', '12:00'),
        tableAt(['Florida Road|Durban', 'Durban|Durban'], 'thu', '20:00', 2),
      ),
    ],
    [
      'For next Wednesday: a guard at the Hyde Park house from 6pm, a babysitter there from 7pm, and a table for 2 at Melrose Arch at 7:30',
      asks(
        req('security', 'Hyde Park|Johannesburg', 'next:wed', '18:00'),
        req('other', ['Hyde Park|Johannesburg', null], 'next:wed', '19:00'),
        tableAt(['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'], 'next:wed', '19:30', 2),
      ),
    ],
    [
      '1. villa in Umdloti from the 22nd for 10 people\n2. a chef there on the 23rd for dinner at 7\n3. a fishing boat out of Durban on the 24th at 6am',
      asks(
        req('accommodation', 'Umdloti|Durban', 'dom:22', null, { partySize: 10 }),
        req('private_chef', ['Umdloti|Durban', null], 'dom:23', '19:00'),
        req(BOAT, 'Durban|Durban', 'dom:24', '06:00'),
      ),
    ],
    [
      'Tomorrow, all in Stellies: wine tasting at 11 for 4, lunch for 4 at 1, and a driver to take us back to Cape Town at 5',
      asks(
        req('other', 'Stellenbosch|Cape Winelands', 'tomorrow', '11:00', { partySize: 4 }),
        table('Stellenbosch|Cape Winelands', 'tomorrow', '13:00', 4),
        req(
          'personal_driver',
          ['Stellenbosch|Cape Winelands', 'Cape Town|Cape Town'],
          'tomorrow',
          '17:00',
        ),
      ),
    ],
    [
      'My in-laws arrive at OR Tambo on the 11th at 14:00. Please send a driver for them, book them a hotel in Pretoria East from that day, and get the four of us a table in Brooklyn at 7 that evening',
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'dom:11', '14:00'),
        req('accommodation', 'Pretoria East|Pretoria', 'dom:11', null),
        table('Brooklyn|Pretoria', 'dom:11', '19:00', 4),
      ),
    ],
    [
      'Everything in Umhlanga on Saturday: massage at 9, lunch for 3 at 12:30 and a sunset boat at 6',
      asks(
        req('other', 'Umhlanga|Durban', 'sat', '09:00'),
        table('Umhlanga|Durban', 'sat', '12:30', 3),
        req(BOAT, 'Umhlanga|Durban', 'sat', '18:00'),
      ),
    ],
    [
      'Friday: personal shopper at Canal Walk at 10. Saturday: a chef in Century City for 6 at 7pm. Sunday: a boat from the V&A at 2pm',
      asks(
        req(ERRAND, ['Canal Walk|Cape Town', 'Century City|Cape Town'], 'fri', '10:00'),
        req('private_chef', 'Century City|Cape Town', 'sat', '19:00', { partySize: 6 }),
        req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '14:00'),
      ),
    ],
    [
      'Can you do a driver from Lanseria on Thursday at 10am, a helicopter from there to Sun City at noon, a suite at Sun City for Thursday, and a table for 2 at the Palace of the Lost City at 8 that night. Oh and forget the driver, a friend is fetching me',
      asks(
        req(CHOPPER, 'Lanseria International Airport|Johannesburg', 'thu', '12:00'),
        req('accommodation', 'Sun City|Pilanesberg', 'thu', null),
        tableAt(['Lost City|Pilanesberg', 'Sun City|Pilanesberg'], 'thu', '20:00', 2),
      ),
    ],
    [
      '06:00 a driver from Ballito to King Shaka\n08:00 flight to Cape Town\n13:00 lunch for 2 in Green Point\nall on Tuesday please',
      asks(
        req('personal_driver', 'Ballito|Durban', 'tue', '06:00'),
        req(
          FLIGHT,
          ['King Shaka International Airport|Durban', 'Cape Town|Cape Town', null],
          'tue',
          '08:00',
        ),
        table('Green Point|Cape Town', 'tue', '13:00', 2),
      ),
    ],
    [
      'For a client visiting from Germany: a Mercedes S-Class with driver from Cape Town International on the 16th at 3pm, a suite at the Mount Nelson from the 16th, and a table for 2 at 8pm on the 17th in De Waterkant',
      asks(
        req(CAR, 'Cape Town International Airport|Cape Town', 'dom:16', '15:00'),
        req('accommodation', 'Mount Nelson|Cape Town', 'dom:16', null),
        table('De Waterkant|Cape Town', 'dom:17', '20:00', 2),
      ),
    ],
    [
      "(a) bouncers for my daughter's 21st in Lonehill on Saturday from 7pm (b) a DJ from 8 (c) a photographer from 7 as well",
      asks(
        req('security', 'Lonehill|Johannesburg', 'sat', '19:00'),
        req('other', ['Lonehill|Johannesburg', null], 'sat', '20:00'),
        req('other', ['Lonehill|Johannesburg', null], 'sat', '19:00'),
      ),
    ],
    [
      'I need a driver from home in Morningside at 8am tomorrow, a stylist at Hyde Park Corner at 10, and a table for 4 at 1 at the Saxon. We are 4, no wait, 5',
      asks(
        req('personal_driver', 'Morningside|Johannesburg', 'tomorrow', '08:00'),
        req(
          ERRAND,
          ['Hyde Park Corner|Johannesburg', 'Hyde Park|Johannesburg'],
          'tomorrow',
          '10:00',
        ),
        tableAt(['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'], 'tomorrow', '13:00', 5),
      ),
    ],
    [
      '• Thursday: lodge in Hoedspruit for 2 nights\n• Thursday 9am: flight from OR Tambo to Hoedspruit\n• Friday 5am: a private game drive for 4',
      asks(
        req('accommodation', 'Hoedspruit|Kruger', 'thu', null),
        req(FLIGHT, 'OR Tambo International Airport|Johannesburg', 'thu', '09:00'),
        req(['other', 'travel'], ['Hoedspruit|Kruger', null], 'fri', '05:00', { partySize: 4 }),
      ),
    ],
    [
      'we are 6 no actually 7 for the weekend in franschhoek, villa from friday, chef friday night at 8 and the wine tram saturday at 10',
      asks(
        req('accommodation', 'Franschhoek|Cape Winelands', 'fri', null, { partySize: 7 }),
        req('private_chef', ['Franschhoek|Cape Winelands', null], 'fri', '20:00'),
        req(
          ['other', 'travel'],
          ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'],
          'sat',
          '10:00',
        ),
      ),
    ],
    [
      'On the 25th: a driver from Sandhurst at 5pm, close protection at the Sandton Convention Centre from 6pm, and dinner for 12 afterwards in Sandton at 9',
      asks(
        req('personal_driver', 'Sandhurst|Johannesburg', 'dom:25', '17:00'),
        req(
          'security',
          ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'],
          'dom:25',
          '18:00',
        ),
        table('Sandton|Johannesburg', 'dom:25', '21:00', 12),
      ),
    ],
    [
      'Monday list: groceries delivered to the Clifton flat by noon, a chef there at 6pm for 4, and a massage at 3',
      asks(
        req(ERRAND, 'Clifton|Cape Town', 'mon', '12:00'),
        req('private_chef', ['Clifton|Cape Town', null], 'mon', '18:00', { partySize: 4 }),
        req('other', ['Clifton|Cape Town', null], 'mon', '15:00'),
      ),
    ],
    [
      'Flights Joburg to George on the 12th at 7am for 4, a Range Rover to drive ourselves from George Airport, and a house in Wilderness from the 12th for a week',
      asks(
        req(FLIGHT, JOBURG, 'dom:12', '07:00'),
        req('luxury_vehicle', 'George Airport|Garden Route', 'dom:12', null),
        req('accommodation', 'Wilderness|Garden Route', 'dom:12', null),
      ),
    ],
    [
      'Saturday 10am a tee time for 4 at Durban Country Club, 1pm lunch for 4 on the Golden Mile, 7pm a chef at my place in Westville for 10. Also a driver between the two at 12:30',
      asks(
        req('other', 'Durban Country Club|Durban', 'sat', '10:00', { partySize: 4 }),
        tableAt(['Golden Mile|Durban', 'Durban|Durban'], 'sat', '13:00', 4),
        req('private_chef', 'Westville|Durban', 'sat', '19:00', { partySize: 10 }),
        req(
          CAR,
          ['Durban Country Club|Durban', 'Golden Mile|Durban', 'Durban|Durban'],
          'sat',
          '12:30',
        ),
      ),
    ],
    [
      'For my wife and me on the 14th of February: roses delivered to our home in Parkview by 9, a couples massage at the Saxon spa at noon, dinner for 2 at Marble in Rosebank at 8, and a driver from Parkview to the Saxon at 11:30',
      asks(
        req(ERRAND, 'Parkview|Johannesburg', 'md:02-14', '09:00'),
        req('other', ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'], 'md:02-14', '12:00'),
        table('Rosebank|Johannesburg', 'md:02-14', '20:00', 2),
        req('personal_driver', 'Parkview|Johannesburg', 'md:02-14', '11:30'),
      ),
    ],
    [
      'Day after tomorrow:\n1) car from Centurion to Loftus at 2pm\n2) four tickets for the Bulls game\n3) table for 4 in Hatfield at 7',
      asks(
        req(CAR, 'Centurion|Pretoria', '+2', '14:00'),
        req('other', ['Loftus Versfeld|Pretoria', null], '+2', null),
        table('Hatfield|Pretoria', '+2', '19:00', 4),
      ),
    ],
    [
      'From the 20th: a villa in Bantry Bay for 6, a chef there every night at 7 from the 20th, and a yacht on the 21st from the V&A at 11 for 6',
      asks(
        req('accommodation', 'Bantry Bay|Cape Town', 'dom:20', null, { partySize: 6 }),
        req('private_chef', ['Bantry Bay|Cape Town', null], 'dom:20', '19:00'),
        req(BOAT, 'V&A Waterfront|Cape Town', 'dom:21', '11:00', { partySize: 6 }),
      ),
    ],
    [
      'Thursday a flight from Cape Town to Port Elizabeth at 8am, a car from the PE airport to Addo at 10, and two nights in a lodge at Addo from Thursday',
      asks(
        req(FLIGHT, CAPE_TOWN, 'thu', '08:00'),
        req(CAR, 'Chief Dawid Stuurman International Airport|Gqeberha', 'thu', '10:00'),
        req(
          'accommodation',
          ['Addo|Gqeberha', 'Addo Elephant National Park|Gqeberha'],
          'thu',
          null,
        ),
      ),
    ],
  ],
);
