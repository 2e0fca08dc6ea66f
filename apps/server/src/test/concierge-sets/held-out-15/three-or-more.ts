import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const SHUTTLE: ServiceType[] = ['personal_driver', 'other', 'travel'];
const GIFT: ServiceType[] = ['other', 'personal_shopping'];
const PLETT = ['Keurboomstrand|Garden Route', 'Plettenberg Bay|Garden Route', null];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Fifteenth held-out set: three to five requests in one message, as a numbered list ("1)", "1."),
 * bullets ("-", "•"), one line per day ("Fri:", "Tonight:", "Monday: ... Tuesday: nothing"), a
 * voice note with no punctuation, or a run-on sentence with an afterthought ("oh and a
 * photographer for the boat"); a day or "next week" given once at the top holds for every line
 * under it, and "all at Sun City" at the end holds for every line above it.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'Hi team, for next week please:\n1. Driver from OR Tambo Monday 07:50\n2. Table for 3 at the Saxon Monday 8pm\n3. Personal shopper at Sandton City Tuesday 10am',
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'next:mon', '07:50'),
        table('The Saxon|Johannesburg', 'next:mon', '20:00', 3),
        req('personal_shopping', 'Sandton City|Johannesburg', 'next:tue', '10:00'),
      ),
    ],
    [
      'ok so we need a car from the airport in durban on friday at 4 and then a chef at the house in zimbali that night for 8 and on saturday a boat for fishing at 6am',
      asks(
        req(CAR, 'King Shaka International Airport|Durban', 'fri', '16:00'),
        req('private_chef', 'Zimbali|Durban', 'fri', '20:00', { partySize: 8 }),
        req(BOAT, [null, 'Zimbali|Durban'], 'sat', '06:00'),
      ),
    ],
    [
      'Fri: villa in Franschhoek for 3 nights, 10 guests\nSat: chef for 10 at the villa at 7\nSun: driver to take everyone to Cape Town airport at 2pm',
      asks(
        req('accommodation', 'Franschhoek|Cape Winelands', 'fri', null, { partySize: 10 }),
        req('private_chef', ['Franschhoek|Cape Winelands', null], 'sat', '19:00', {
          partySize: 10,
        }),
        req(
          'personal_driver',
          ['Franschhoek|Cape Winelands', 'Cape Town International Airport|Cape Town'],
          'sun',
          '14:00',
        ),
      ),
    ],
    [
      "Can you do these for my mom's visit: collect her at King Shaka on the 6th at 11:30, book her a spa treatment at the Oyster Box on the 7th at 10, and lunch for 2 at 12:30 after",
      asks(
        req('personal_driver', 'King Shaka International Airport|Durban', 'dom:6', '11:30'),
        req('other', 'Oyster Box|Durban', 'dom:7', '10:00'),
        tableAt(['Oyster Box|Durban', null], 'dom:7', '12:30', 2),
      ),
    ],
    [
      '- Range Rover Sport for a week from Monday in Joburg\n- Security detail for the test match at the Wanderers on Thursday\n- Table for 6 at a place in Parkhurst on Thursday at 7:30',
      asks(
        req('luxury_vehicle', 'Johannesburg|Johannesburg', 'mon', null),
        req('security', 'Wanderers Stadium|Johannesburg', 'thu', null),
        table('Parkhurst|Johannesburg', 'thu', '19:30', 6),
      ),
    ],
    [
      "We're doing a birthday weekend in Plett, could you book a house on Keurbooms beach from the 18th for 12 people, a catamaran on the 19th at 11 for all 12, and a chef on the 19th at 7pm, oh and a photographer for the boat",
      asks(
        req('accommodation', 'Keurboomstrand|Garden Route', 'dom:18', null, { partySize: 12 }),
        req('yacht_charter', PLETT, 'dom:19', '11:00', { partySize: 12 }),
        req('private_chef', PLETT, 'dom:19', '19:00'),
        req('other', PLETT, 'dom:19', '11:00'),
      ),
    ],
    [
      'This Saturday, 3 things: 1) flowers delivered to my wife at work in Illovo by 10 2) a table for two at 8 somewhere romantic in Melrose 3) a driver so neither of us has to drive, from Illovo at 7:30',
      asks(
        req('other', 'Illovo|Johannesburg', 'sat', '10:00'),
        table('Melrose|Johannesburg', 'sat', '20:00', 2),
        req('personal_driver', 'Illovo|Johannesburg', 'sat', '19:30'),
      ),
    ],
    [
      'Need the following for the jazz festival at the CTICC on 27 March: tickets for 4, a driver from Constantia at 6pm, and a late table for 4 near the CTICC at 11pm',
      asks(
        req('other', 'CTICC|Cape Town', 'md:03-27', null),
        req('personal_driver', 'Constantia|Cape Town', 'md:03-27', '18:00'),
        table('CTICC|Cape Town', 'md:03-27', '23:00', 4),
      ),
    ],
    [
      'Bucket list time for our 30th anniversary: flights from Cape Town to Skukuza on 2 May, a lodge in Sabi Sand for 4 nights from that day, a private bush dinner for the 2 of us on the 4th, and a hot air balloon ride on the 5th at 6am',
      asks(
        req(
          FLIGHT,
          ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
          'md:05-02',
          null,
        ),
        req('accommodation', 'Sabi Sand|Kruger', 'md:05-02', null),
        req(['other', 'event_planning'], ['Sabi Sand|Kruger', null], 'md:05-04', null),
        req(FLIGHT, ['Sabi Sand|Kruger', null], 'md:05-05', '06:00'),
      ),
    ],
    [
      'Next week -\nMonday: driver 6am Bryanston to OR Tambo\nTuesday: nothing\nWednesday: chef for 4 at home in Bryanston at 7:30, and a cleaner to come in after',
      asks(
        req('personal_driver', 'Bryanston|Johannesburg', 'next:mon', '06:00'),
        req('private_chef', 'Bryanston|Johannesburg', 'next:wed', '19:30', { partySize: 4 }),
        req('other', ['Bryanston|Johannesburg', null], 'next:wed', null),
      ),
    ],
    [
      'hey so its my wifes birthday on the 9th um can you get a cake made, book a massage for her at home at 11 and then dinner for 6 at 7 in Umhlanga thanks',
      asks(
        req(GIFT, null, 'dom:9', null),
        req('other', null, 'dom:9', '11:00'),
        table('Umhlanga|Durban', 'dom:9', '19:00', 6),
      ),
    ],
    [
      'For the golf weekend at Fancourt: a tee time for 4 on Saturday at 8, rooms for the 4 of us from Friday, and a transfer from George Airport on Friday at 3pm',
      asks(
        req('other', 'Fancourt|Garden Route', 'sat', '08:00'),
        req('accommodation', 'Fancourt|Garden Route', 'fri', null),
        req('personal_driver', 'George Airport|Garden Route', 'fri', '15:00'),
      ),
    ],
    [
      "please:\n• yacht in Simon's Town Sat 10am for 6\n• lunch for 6 in Kalk Bay Sat 1:30\n• driver back to Bishopscourt at 4",
      asks(
        req('yacht_charter', "Simon's Town|Cape Town", 'sat', '10:00', { partySize: 6 }),
        table('Kalk Bay|Cape Town', 'sat', '13:30', 6),
        req('personal_driver', ['Kalk Bay|Cape Town', 'Bishopscourt|Cape Town'], 'sat', '16:00'),
      ),
    ],
    [
      "I'm hosting 5 clients from Shanghai. Need: a Mercedes V-Class with driver for the 17th and 18th from the Saxon, a private tour of Constitution Hill on the 17th at 10, and a table for 7 at a top restaurant in Sandton on the 18th at 7pm",
      asks(
        req('personal_driver', 'The Saxon|Johannesburg', 'dom:17', null),
        req('other', 'Constitution Hill|Johannesburg', 'dom:17', '10:00'),
        table('Sandton|Johannesburg', 'dom:18', '19:00', 7),
      ),
    ],
    [
      'Hi, Easter plans 🐣 villa in Hermanus from 2 April for 8 people, a whale watching boat for the 8 of us on the 4th, and a chef for lunch on the 5th at 1pm',
      asks(
        req('accommodation', 'Hermanus|Overberg', 'md:04-02', null, { partySize: 8 }),
        req(BOAT, ['Hermanus|Overberg', null], 'md:04-04', null),
        req('private_chef', ['Hermanus|Overberg', null], 'md:04-05', '13:00'),
      ),
    ],
    [
      'Three requests: a bodyguard for me at the Durban July at Greyville on Saturday, a helicopter from Virginia Airport to Greyville at 11 that morning, and a car to bring us home to La Lucia afterwards',
      asks(
        req('security', ['Greyville|Durban', 'Durban|Durban'], 'sat', null),
        req(FLIGHT, 'Virginia Airport|Durban', 'sat', '11:00'),
        req(CAR, ['Greyville|Durban', 'La Lucia|Durban'], 'sat', null),
      ),
    ],
    [
      'Wedding in the Winelands on 14 November. I need 1) accommodation for 20 guests in Franschhoek from the 13th 2) a shuttle from Cape Town airport for them on the 13th at 12 3) security at the venue on the 14th',
      asks(
        req('accommodation', 'Franschhoek|Cape Winelands', 'md:11-13', null, { partySize: 20 }),
        req(SHUTTLE, 'Cape Town International Airport|Cape Town', 'md:11-13', '12:00'),
        req('security', ['Cape Winelands|Cape Winelands', null], 'md:11-14', null),
      ),
    ],
    [
      'Tonight: table for 4 in Sea Point at 8.\nTomorrow: driver from Sea Point to the airport at 5am.\nThen a hired car in Joburg when I land, around 9',
      asks(
        table('Sea Point|Cape Town', 'today', '20:00', 4),
        req('personal_driver', 'Sea Point|Cape Town', 'tomorrow', '05:00'),
        req(
          CAR,
          ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
          'tomorrow',
          '09:00',
        ),
      ),
    ],
    [
      'can u do: golf at Gary Player on sat 7:30 for 4, spa for the wives at 10, and a table for 8 at 7 that night. all at Sun City',
      asks(
        req(
          'other',
          ['Gary Player Country Club|Pilanesberg', 'Sun City|Pilanesberg'],
          'sat',
          '07:30',
        ),
        req('other', 'Sun City|Pilanesberg', 'sat', '10:00'),
        table('Sun City|Pilanesberg', 'sat', '19:00', 8),
      ),
    ],
    [
      "Our son's matric farewell is on the 12th: a Lamborghini to pick him up at 6, a photographer at the house in Waterkloof at 5, and a security guy to follow the car from 6 too",
      asks(
        req('luxury_vehicle', ['Waterkloof|Pretoria', null], 'dom:12', '18:00'),
        req('other', 'Waterkloof|Pretoria', 'dom:12', '17:00'),
        req('security', ['Waterkloof|Pretoria', null], 'dom:12', '18:00'),
      ),
    ],
    [
      'Quick list for Thursday week: driver 7am from Umhlanga to King Shaka; flight to Cape Town at 9:30; car at CPT when I land; dinner for 2 at the Waterfront at 8',
      asks(
        req('personal_driver', 'Umhlanga|Durban', 'thu+7', '07:00'),
        req(FLIGHT, ['King Shaka International Airport|Durban', null], 'thu+7', '09:30'),
        req(CAR, 'Cape Town International Airport|Cape Town', 'thu+7', null),
        table('V&A Waterfront|Cape Town', 'thu+7', '20:00', 2),
      ),
    ],
  ],
);
