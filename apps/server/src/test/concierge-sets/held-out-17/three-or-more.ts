import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const OUTING: ServiceType[] = ['other', 'travel'];
const TOUR: ServiceType[] = ['other', 'travel', 'personal_driver'];
const BERG = ['Champagne Castle|Drakensberg', 'Drakensberg|Drakensberg', null];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Seventeenth held-out set: three to five requests in one message: one line per day ("Friday:",
 * "Tonight:", "Sunday: nothing"), a day given once at the top ("For Thursday next week:", "This
 * Saturday:", "For the Tuesday:") that holds for every line under it, lines headed by weekday and
 * hour ("Mon 08:30 ..."), numbered ("1)", "1.") or bulleted ("-", "•") lists, a voice note with
 * no punctuation, a run-on sentence with an afterthought ("oh and a table..."), "All in Irene
 * please" at the end holding for every line above it, a flight the member already has (not a
 * request), a line that swaps a request for another ("scrap that, a driver rather"), a party
 * corrected on the way ("make that 4, Thabo is joining"), dates by the day of the month, and a
 * request made for the member's boss.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'Friday:\n- driver from Cape Town airport at 13:05\n- villa in Bantry Bay from that day\nSaturday:\n- table for 6 in De Waterkant at 8pm',
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '13:05'),
        req('accommodation', 'Bantry Bay|Cape Town', 'fri', null),
        table('De Waterkant|Cape Town', 'sat', '20:00', 6),
      ),
    ],
    [
      'For Thursday next week: 1) car from Sandton at 7:30 2) lunch for 4 at Melrose Arch at 12:30 3) a bodyguard for the function at the Wanderers at 6pm',
      asks(
        req(CAR, 'Sandton|Johannesburg', 'next:thu', '07:30'),
        table('Melrose Arch|Johannesburg', 'next:thu', '12:30', 4),
        req('security', 'Wanderers Stadium|Johannesburg', 'next:thu', '18:00'),
      ),
    ],
    [
      'ok so tomorrow I need a driver at 9 from home in Fourways to the airport then a flight to Durban at 12 and a car waiting at King Shaka when I land at 1 thanks',
      asks(
        req('personal_driver', 'Fourways|Johannesburg', 'tomorrow', '09:00'),
        req(
          FLIGHT,
          ['Durban|Durban', 'OR Tambo International Airport|Johannesburg', null],
          'tomorrow',
          '12:00',
        ),
        req(CAR, 'King Shaka International Airport|Durban', 'tomorrow', '13:00'),
      ),
    ],
    [
      'Mon 08:30 driver Centurion to Sandton\nMon 13:00 lunch for 3 at Nelson Mandela Square\nMon 19:00 chef at home in Centurion for 6',
      asks(
        req('personal_driver', 'Centurion|Pretoria', 'mon', '08:30'),
        tableAt(['Nelson Mandela Square|Johannesburg', 'Sandton|Johannesburg'], 'mon', '13:00', 3),
        req('private_chef', 'Centurion|Pretoria', 'mon', '19:00', { partySize: 6 }),
      ),
    ],
    [
      'Can you book a villa in Hermanus from Friday, a boat trip to see the whales on Saturday at 10 and a driver from Cape Town on Friday at 3pm to get us there, oh and a table for 6 in Stanford on Saturday night',
      asks(
        req('accommodation', 'Hermanus|Overberg', 'fri', null),
        req(BOAT, ['Hermanus|Overberg', null], 'sat', '10:00'),
        req('personal_driver', 'Cape Town|Cape Town', 'fri', '15:00'),
        table('Stanford|Overberg', 'sat', '20:00', 6),
      ),
    ],
    [
      'This Saturday: breakfast table for 8 at 9, a photographer at 11 and a chef for dinner at 7pm. All in Irene please',
      asks(
        table('Irene|Pretoria', 'sat', '09:00', 8),
        req('other', 'Irene|Pretoria', 'sat', '11:00'),
        req('private_chef', 'Irene|Pretoria', 'sat', '19:00'),
      ),
    ],
    [
      'I fly into George on Friday at 11 (already booked, SA 1234). Need: 1. a car at George airport at 11:30 2. a room at Pezula for 3 nights from Friday 3. a round of golf at Fancourt on Saturday at 9am',
      asks(
        req(CAR, 'George Airport|Garden Route', 'fri', '11:30'),
        req('accommodation', 'Pezula|Garden Route', 'fri', null),
        req('other', 'Fancourt|Garden Route', 'sat', '09:00'),
      ),
    ],
    [
      'Saturday: 1) helicopter from the Waterfront at 9 — actually scrap that, a driver from Sea Point at 9 rather 2) lunch for 4 at Babylonstoren at 1 3) a massage back at the hotel at 5',
      asks(
        req('personal_driver', 'Sea Point|Cape Town', 'sat', '09:00'),
        tableAt(['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands'], 'sat', '13:00', 4),
        req('other', null, 'sat', '17:00'),
      ),
    ],
    [
      '• Tonight: chef for 4 in Sandhurst at 7:30\n• Tomorrow: driver at 8am from Sandhurst to Lanseria\n• Tomorrow: jet from Lanseria to Plett at 9:30',
      asks(
        req('private_chef', 'Sandhurst|Johannesburg', 'today', '19:30', { partySize: 4 }),
        req('personal_driver', 'Sandhurst|Johannesburg', 'tomorrow', '08:00'),
        req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'tomorrow', '09:30'),
      ),
    ],
    [
      'My parents arrive on Friday. Can you sort an airport pickup at OR Tambo at 7:10am, a hotel at Melrose Arch for 2 nights, and a Soweto tour on Saturday morning',
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'fri', '07:10'),
        req('accommodation', 'Melrose Arch|Johannesburg', 'fri', null),
        req(TOUR, 'Soweto|Johannesburg', 'sat', '09:00'),
      ),
    ],
    [
      'Wedding stuff for Tulbagh. On the 15th: a guesthouse for 10. On the 16th: hair and makeup at 9am, photographer at 2pm, a vintage Rolls at 3pm. On the 17th: a bus to take the guests back to Cape Town at 11',
      asks(
        req('accommodation', 'Tulbagh|Cape Winelands', 'dom:15', null),
        req('other', ['Tulbagh|Cape Winelands', null], 'dom:16', '09:00'),
        req('other', ['Tulbagh|Cape Winelands', null], 'dom:16', '14:00'),
        req(
          ['luxury_vehicle', 'personal_driver'],
          ['Tulbagh|Cape Winelands', null],
          'dom:16',
          '15:00',
        ),
        req(TOUR, ['Tulbagh|Cape Winelands', null], 'dom:17', '11:00'),
      ),
    ],
    [
      'Tonight: table for 2 at 8 in Clifton.\nTomorrow: jet ski hire at 10 at Big Bay.\nSunday: nothing.\nMonday: driver at 6am to the airport.',
      asks(
        table('Clifton|Cape Town', 'today', '20:00', 2),
        req('other', 'Big Bay|Cape Town', 'tomorrow', '10:00'),
        req('personal_driver', [null, 'Cape Town International Airport|Cape Town'], 'mon', '06:00'),
      ),
    ],
    [
      'For our board meeting at the CTICC on the 22nd I need: a chef to cater lunch for 30 at 12:30, security at the door from 8am, and cars for 5 directors from the airport at 7am',
      asks(
        req('private_chef', 'CTICC|Cape Town', 'dom:22', '12:30', { partySize: 30 }),
        req('security', 'CTICC|Cape Town', 'dom:22', '08:00'),
        req(CAR, 'Cape Town International Airport|Cape Town', 'dom:22', '07:00'),
      ),
    ],
    [
      'Please book a chalet at Champagne Castle from Friday, and a horse ride there on Saturday at 10. Oh and a driver from Durban on Friday at noon to get us up there',
      asks(
        req('accommodation', 'Champagne Castle|Drakensberg', 'fri', null),
        req('other', BERG, 'sat', '10:00'),
        req('personal_driver', 'Durban|Durban', 'fri', '12:00'),
      ),
    ],
    [
      '1. Range Rover delivered to my house in Saxonwold on Monday at 7am\n2. Table at the Saxon Monday 8pm for 2\n3. A bodyguard for Monday from 6pm',
      asks(
        req('luxury_vehicle', 'Saxonwold|Johannesburg', 'mon', '07:00'),
        tableAt(['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'], 'mon', '20:00', 2),
        req('security', ['Saxonwold|Johannesburg', null], 'mon', '18:00'),
      ),
    ],
    [
      'For the Tuesday: driver at 6:30 from Morningside, lunch for 6 at the Wanderers at 1, and a masseuse at home at 7pm',
      asks(
        req('personal_driver', 'Morningside|Johannesburg', 'tue', '06:30'),
        table('Wanderers Stadium|Johannesburg', 'tue', '13:00', 6),
        req('other', ['Morningside|Johannesburg', null], 'tue', '19:00'),
      ),
    ],
    [
      'Kids holiday plan: Friday a driver from Bryanston to Sun City at 8am, a room at the Palace of the Lost City for 2 nights from Friday, Valley of Waves tickets for Saturday, and a game drive in the Pilanesberg on Sunday at 6am',
      asks(
        req('personal_driver', 'Bryanston|Johannesburg', 'fri', '08:00'),
        req('accommodation', ['Lost City|Pilanesberg', 'Sun City|Pilanesberg'], 'fri', null),
        req('other', ['Valley of Waves|Pilanesberg', 'Sun City|Pilanesberg', null], 'sat', null),
        req(OUTING, 'Pilanesberg|Pilanesberg', 'sun', '06:00'),
      ),
    ],
    [
      'This is for my boss, Mr Dlamini: Wednesday 7am driver from Umhlanga to King Shaka, the 8:30 flight to Joburg, and a driver waiting at OR Tambo at 9:45',
      asks(
        req('personal_driver', 'Umhlanga|Durban', 'wed', '07:00'),
        req(
          FLIGHT,
          ['King Shaka International Airport|Durban', 'Johannesburg|Johannesburg', null],
          'wed',
          '08:30',
        ),
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'wed', '09:45'),
      ),
    ],
    [
      'For our anniversary on the 28th please: a suite at Ellerman House, a private chef in the suite at 7pm, and a violinist at 8',
      asks(
        req('accommodation', 'Ellerman House|Cape Town', 'dom:28', null),
        req('private_chef', ['Ellerman House|Cape Town', null], 'dom:28', '19:00'),
        req('other', ['Ellerman House|Cape Town', null], 'dom:28', '20:00'),
      ),
    ],
    [
      'Tomorrow, me and 3 clients (make that 4, Thabo is joining): pickup at the Michelangelo at 8, golf at Steyn City at 9, lunch for all of us at 1:30 in Fourways',
      asks(
        req(
          CAR,
          ['Sandton|Johannesburg', 'Nelson Mandela Square|Johannesburg', null],
          'tomorrow',
          '08:00',
        ),
        req('other', 'Steyn City|Johannesburg', 'tomorrow', '09:00'),
        table('Fourways|Johannesburg', 'tomorrow', '13:30', 5),
      ),
    ],
    [
      'Next week Tuesday - chopper from Grand Central to Sun City at 10, lunch at the Lost City for 8 at 1pm, and a spa for the ladies at 3',
      asks(
        req(['other', 'travel'], 'Grand Central Airport|Johannesburg', 'next:tue', '10:00'),
        tableAt(['Lost City|Pilanesberg', 'Sun City|Pilanesberg'], 'next:tue', '13:00', 8),
        req('other', ['Lost City|Pilanesberg', 'Sun City|Pilanesberg', null], 'next:tue', '15:00'),
      ),
    ],
  ],
);
