import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const GIFT: ServiceType[] = ['other', 'personal_shopping'];
const BERG = ['Champagne Castle|Drakensberg', 'Drakensberg|Drakensberg', null];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Sixteenth held-out set: three to five requests in one message: one line per day ("Friday:",
 * "Tonight:", "Sunday: nothing"), a day given once at the top ("for Thursday?", "next week:")
 * that holds for every line under it, lines headed by weekday and hour ("Mon 08:30 ..."),
 * numbered ("1)", "1.") or bulleted ("-", "•") lists, a voice note with no punctuation, a
 * run-on sentence with an afterthought ("oh and a table..."), "all in Irene" at the end holding
 * for every line above it, a plan that mentions a flight the member already has, and a line that
 * drops a request ("scrap the helicopter").
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'Friday:\n- driver from Cape Town airport at 15:30\n- villa in Llandudno for the weekend\n- table for 4 at 8 in Camps Bay',
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '15:30'),
        req('accommodation', 'Llandudno|Cape Town', 'fri', null),
        table('Camps Bay|Cape Town', 'fri', '20:00', 4),
      ),
    ],
    [
      '1) chef for Saturday 7pm at home in Somerset West for 12 2) security at the house from 6 3) flowers delivered that morning',
      asks(
        req('private_chef', 'Somerset West|Cape Town', 'sat', '19:00', { partySize: 12 }),
        req('security', ['Somerset West|Cape Town', null], 'sat', '18:00'),
        req(GIFT, ['Somerset West|Cape Town', null], 'sat', '09:00'),
      ),
    ],
    [
      'ok so next week tuesday i need a car from the airport in durban at 9 then a hotel in umhlanga for 3 nights and on the wednesday a boat trip from durban harbour at 10 for 6 people thanks',
      asks(
        req(CAR, 'King Shaka International Airport|Durban', 'next:tue', '09:00'),
        req('accommodation', 'Umhlanga|Durban', 'next:tue', null),
        req(BOAT, 'Durban|Durban', 'next:wed', '10:00', { partySize: 6 }),
      ),
    ],
    [
      'Can you do these for Thursday? 1. Driver from Sandton to Pretoria at 7am 2. Lunch for 3 in Brooklyn at 12:30 3. Driver back at 3',
      asks(
        req('personal_driver', 'Sandton|Johannesburg', 'thu', '07:00'),
        table('Brooklyn|Pretoria', 'thu', '12:30', 3),
        req('personal_driver', ['Brooklyn|Pretoria', 'Pretoria|Pretoria', null], 'thu', '15:00'),
      ),
    ],
    [
      'Tonight: table for 2 at 7:30 in De Waterkant\nTomorrow: driver at 10am from the Mount Nelson to the airport\nSaturday: spa for 2 at 11 at the Waterfront\nSunday: nothing, we rest 😅',
      asks(
        table('De Waterkant|Cape Town', 'today', '19:30', 2),
        req('personal_driver', 'Mount Nelson|Cape Town', 'tomorrow', '10:00'),
        req('other', 'V&A Waterfront|Cape Town', 'sat', '11:00'),
      ),
    ],
    [
      '• Yacht from Simon’s Town Saturday at 10 for 8\n• lunch for 8 at 1 in Kalk Bay\n• a driver to take us back to Claremont at 5',
      asks(
        req(BOAT, "Simon's Town|Cape Town", 'sat', '10:00', { partySize: 8 }),
        table('Kalk Bay|Cape Town', 'sat', '13:00', 8),
        req('personal_driver', ['Kalk Bay|Cape Town', null], 'sat', '17:00'),
      ),
    ],
    [
      'We’re doing the Garden Route from the 3rd: a 4x4 from George airport that day, a lodge in the Tsitsikamma on the 4th and a canopy tour there on the 5th. oh and a table for 2 in Knysna on the 3rd at 7',
      asks(
        req(CAR, 'George Airport|Garden Route', 'dom:3', null),
        req('accommodation', 'Tsitsikamma|Garden Route', 'dom:4', null),
        req('other', ['Tsitsikamma|Garden Route', null], 'dom:5', null),
        table('Knysna|Garden Route', 'dom:3', '19:00', 2),
      ),
    ],
    [
      'For my mom’s 70th on the 16th I need an event planner for the lunch, a cake, and a photographer. All in Irene.',
      asks(
        req('event_planning', 'Irene|Pretoria', 'dom:16', null),
        req(GIFT, 'Irene|Pretoria', 'dom:16', null),
        req('other', 'Irene|Pretoria', 'dom:16', null),
      ),
    ],
    [
      'Next week:\nMonday - driver 6am Hyde Park to OR Tambo\nTuesday - security for the conference at the Sandton Convention Centre from 8\nWednesday - chef for 10 at home in Hyde Park at 7pm',
      asks(
        req('personal_driver', 'Hyde Park|Johannesburg', 'next:mon', '06:00'),
        req('security', 'Sandton Convention Centre|Johannesburg', 'next:tue', '08:00'),
        req('private_chef', 'Hyde Park|Johannesburg', 'next:wed', '19:00', { partySize: 10 }),
      ),
    ],
    [
      'need a flight from Joburg to PE on the 9th then a car at the airport and a hotel in Summerstrand and dinner for 2 at 8 that night also in Summerstrand',
      asks(
        req(FLIGHT, 'Johannesburg|Johannesburg', 'dom:9', null),
        req(
          CAR,
          ['Chief Dawid Stuurman International Airport|Gqeberha', 'Gqeberha|Gqeberha'],
          'dom:9',
          null,
        ),
        req('accommodation', 'Summerstrand|Gqeberha', 'dom:9', null),
        table('Summerstrand|Gqeberha', 'dom:9', '20:00', 2),
      ),
    ],
    [
      'Three things for Saturday pls:\n- a personal shopper at Sandton City at 9\n- hair appointment in Rosebank at 1\n- table for 6 at 7:30 in Parkhurst',
      asks(
        req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '09:00'),
        req('other', 'Rosebank|Johannesburg', 'sat', '13:00'),
        table('Parkhurst|Johannesburg', 'sat', '19:30', 6),
      ),
    ],
    [
      'For the bachelors at Harties on the 22nd: a party boat on the dam for 12, a chef at the house that evening at 7 for the same 12, and a minibus with a driver to fetch the guys in Fourways at 9am',
      asks(
        req(BOAT, 'Hartbeespoort|Pretoria', 'dom:22', null, { partySize: 12 }),
        req('private_chef', ['Hartbeespoort|Pretoria', null], 'dom:22', '19:00', { partySize: 12 }),
        req('personal_driver', 'Fourways|Johannesburg', 'dom:22', '09:00'),
      ),
    ],
    [
      'Numbered as you asked:\n1. Villa in Bakoven from 1 December for 10\n2. Chef for the first night\n3. A yacht for all 10 on 3 December at sunset\n4. Scrap the helicopter I mentioned, not needed anymore',
      asks(
        req('accommodation', 'Bakoven|Cape Town', 'md:12-01', null),
        req('private_chef', ['Bakoven|Cape Town', null], 'md:12-01', null),
        req(BOAT, [null, 'Bakoven|Cape Town'], 'md:12-03', '18:00', { partySize: 10 }),
      ),
    ],
    [
      'ok listen. tomorrow 8am driver from Musgrave to King Shaka, I fly to Cape Town at 10 (already booked). When I land I need a car from Cape Town airport at 12:15 and a hotel at the Waterfront for 2 nights',
      asks(
        req('personal_driver', 'Musgrave|Durban', 'tomorrow', '08:00'),
        req(CAR, 'Cape Town International Airport|Cape Town', 'tomorrow', '12:15'),
        req('accommodation', 'V&A Waterfront|Cape Town', 'tomorrow', null),
      ),
    ],
    [
      'Sunday in the Winelands for 6 of us: the wine tram in Franschhoek at 10, lunch at Boschendal at 1, and a driver for the day from Stellenbosch at 9',
      asks(
        req(
          'other',
          ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'],
          'sun',
          '10:00',
        ),
        table('Boschendal|Cape Winelands', 'sun', '13:00', 6),
        req('personal_driver', 'Stellenbosch|Cape Winelands', 'sun', '09:00'),
      ),
    ],
    [
      'Please arrange for my client’s visit next week:\nMon 08:30 pick-up at OR Tambo\nMon 13:00 lunch for 4 at the Saxon\nTue 19:00 close protection for the dinner at Melrose Arch\nWed 06:00 driver to Lanseria from Melrose Arch',
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'next:mon', '08:30'),
        table('The Saxon|Johannesburg', 'next:mon', '13:00', 4),
        req('security', 'Melrose Arch|Johannesburg', 'next:tue', '19:00'),
        req('personal_driver', 'Melrose Arch|Johannesburg', 'next:wed', '06:00'),
      ),
    ],
    [
      'can u book: table for 2 at 7 tonight in Morningside, a driver there and back from Sandhurst (leaving 6:30), and a babysitter at our house from 6',
      asks(
        table('Morningside|Johannesburg', 'today', '19:00', 2),
        req('personal_driver', 'Sandhurst|Johannesburg', 'today', '18:30'),
        req('other', ['Sandhurst|Johannesburg', null], 'today', '18:00'),
      ),
    ],
    [
      'Berg trip:\n- Fri: helicopter from Durban to Champagne Castle at 9\n- Fri: hotel at Champagne Castle for 2 nights\n- Sat: a private guide for a hike at Cathedral Peak at 7am\n- Sun: driver back to Durban at 2pm',
      asks(
        req(CHOPPER, 'Durban|Durban', 'fri', '09:00'),
        req('accommodation', 'Champagne Castle|Drakensberg', 'fri', null),
        req('other', ['Cathedral Peak|Drakensberg', 'Drakensberg|Drakensberg'], 'sat', '07:00'),
        req('personal_driver', BERG, 'sun', '14:00'),
      ),
    ],
    [
      'My husband’s 50th is on Saturday: an event planner for a party at our house in Westville, a chef for 30, security from 6 pm, and a driver at 11pm to take the older guests home',
      asks(
        req('event_planning', 'Westville|Durban', 'sat', null),
        req('private_chef', ['Westville|Durban', null], 'sat', null, { partySize: 30 }),
        req('security', ['Westville|Durban', null], 'sat', '18:00'),
        req('personal_driver', ['Westville|Durban', null], 'sat', '23:00'),
      ),
    ],
    [
      'Need 5 things for the conference in Durban on the 11th: 1. a flight from Cape Town that morning 2. a car from King Shaka 3. a room at the Oyster Box 4. a table for 8 at 7:30 at the Oyster Box 5. security at the ICC the next day from 8am',
      asks(
        req(FLIGHT, 'Cape Town|Cape Town', 'dom:11', '09:00'),
        req(CAR, 'King Shaka International Airport|Durban', 'dom:11', null),
        req('accommodation', 'Oyster Box|Durban', 'dom:11', null),
        table('Oyster Box|Durban', 'dom:11', '19:30', 8),
        req('security', 'Durban ICC|Durban', 'dom:12', '08:00'),
      ),
    ],
    [
      'Weekend in Clarens: a guesthouse from Friday, a table for 4 on Friday at 7, and a hot air balloon flight on Saturday at 6am',
      asks(
        req('accommodation', 'Clarens|Eastern Free State', 'fri', null),
        tableAt(['Clarens|Eastern Free State', null], 'fri', '19:00', 4),
        req('other', ['Clarens|Eastern Free State', null], 'sat', '06:00'),
      ),
    ],
  ],
);
