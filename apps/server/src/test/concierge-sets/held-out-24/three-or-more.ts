import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const TOUR: ServiceType[] = ['other', 'travel'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];
const NELSON_MANDELA_SQUARE = ['Nelson Mandela Square|Johannesburg', 'Sandton|Johannesburg'];
const GOLD_REEF_CITY = ['Gold Reef City|Johannesburg', 'Johannesburg|Johannesburg'];
const KIRSTENBOSCH = ['Kirstenbosch|Cape Town', 'Newlands|Cape Town'];
const KNYSNA_HEADS = ['Knysna Heads|Garden Route', 'Knysna|Garden Route'];
const GEORGE_AIRPORT = 'George Airport|Garden Route';

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-fourth held-out set: three to five requests in one message: a day given once at the top
 * ("Saturday in Stellies:", "tomorrow, Durban -", "For the 21st:", "Plan for my mom's visit on the
 * 19th:", "Sunday please:") or at the end ("- all on Saturday") that holds for every line, one
 * line per day ("Fri ... Sat ... Sun ..."), "next week" with Monday and Tuesday under it, numbered
 * ("1.", "a)") or bulleted ("*", "-") lists, lines headed by the hour ("7am", "12:30", "19h00"), a
 * voice note with no punctuation ("right so tomorrow"), a party corrected on the way ("we're 5,
 * sorry, 7"), a flight there and back (two requests), and trips for an investor, a bachelor
 * party, a mother's visit, a matric group and a 30th.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'Saturday in Stellies: a driver from Cape Town airport at 9am, wine tasting at 11, and lunch for 4 at 1:30pm in Stellenbosch',
      asks(
        req('personal_driver', CAPE_TOWN_AIRPORT, 'sat', '09:00'),
        req(TOUR, 'Stellenbosch|Cape Winelands', 'sat', '11:00'),
        table('Stellenbosch|Cape Winelands', 'sat', '13:30', 4),
      ),
    ],
    [
      'tomorrow, Durban - car from King Shaka at 8, meeting room at the Durban ICC at 10, dinner for 3 on Florida Road at 7pm',
      asks(
        req('personal_driver', KING_SHAKA, 'tomorrow', '08:00'),
        req('other', ['Durban ICC|Durban', 'Durban|Durban'], 'tomorrow', '10:00'),
        tableAt(['Florida Road|Durban', 'Durban|Durban'], 'tomorrow', '19:00', 3),
      ),
    ],
    [
      'For the 21st: a suite at the Mount Nelson from the 21st, a chauffeur from the airport at 3pm and a table for 2 at 8pm at the Mount Nelson',
      asks(
        req('accommodation', MOUNT_NELSON, 'dom:21', null),
        req('personal_driver', CAPE_TOWN_AIRPORT, 'dom:21', '15:00'),
        tableAt(MOUNT_NELSON, 'dom:21', '20:00', 2),
      ),
    ],
    [
      'Plan for my mom’s visit on the 19th: driver from OR Tambo at 10am, lunch for 2 at Nelson Mandela Square at 1, and a hotel in Sandton from the 19th',
      asks(
        req('personal_driver', OR_TAMBO, 'dom:19', '10:00'),
        tableAt(NELSON_MANDELA_SQUARE, 'dom:19', '13:00', 2),
        req('accommodation', 'Sandton|Johannesburg', 'dom:19', null),
      ),
    ],
    [
      'Sunday please: boat from Simon’s Town at 9am for 6, lunch for 6 in Kalk Bay at 1, and a driver back to Claremont at 4',
      asks(
        req(BOAT, "Simon's Town|Cape Town", 'sun', '09:00', { partySize: 6 }),
        table('Kalk Bay|Cape Town', 'sun', '13:00', 6),
        req('personal_driver', ['Kalk Bay|Cape Town', 'Claremont|Cape Town'], 'sun', '16:00'),
      ),
    ],
    [
      'Fri: driver from Lanseria at 5pm. Sat: chef for 10 at home in Kyalami at 7pm. Sun: yacht on Hartbeespoort Dam at 11am',
      asks(
        req('personal_driver', 'Lanseria International Airport|Johannesburg', 'fri', '17:00'),
        req('private_chef', 'Kyalami|Johannesburg', 'sat', '19:00', { partySize: 10 }),
        req(BOAT, 'Hartbeespoort|Pretoria', 'sun', '11:00'),
      ),
    ],
    [
      'Next week I’m in Cape Town. Monday: a driver from the airport at 8am and a hotel in the City Bowl from Monday. Tuesday: dinner for 4 in Woodstock at 7',
      asks(
        req('personal_driver', CAPE_TOWN_AIRPORT, 'next:mon', '08:00'),
        req('accommodation', 'City Bowl|Cape Town', 'next:mon', null),
        table('Woodstock|Cape Town', 'next:tue', '19:00', 4),
      ),
    ],
    [
      '1. Flight Joburg to George on the 22nd 2. Car hire at George Airport on the 22nd 3. A house in Knysna from the 22nd 4. Flight back from George on the 27th',
      asks(
        req(FLIGHT, JOBURG, 'dom:22', null),
        req(HIRE, GEORGE_AIRPORT, 'dom:22', null),
        req('accommodation', 'Knysna|Garden Route', 'dom:22', null),
        req(FLIGHT, [GEORGE_AIRPORT, 'George|Garden Route'], 'dom:27', null),
      ),
    ],
    [
      '7am driver from Bryanston to OR Tambo, 12:30 lunch for 2 in Durban at the Oyster Box, 19h00 car from the Oyster Box to King Shaka - all tomorrow',
      asks(
        req('personal_driver', 'Bryanston|Johannesburg', 'tomorrow', '07:00'),
        tableAt(['Oyster Box|Durban', 'Umhlanga|Durban', 'Durban|Durban'], 'tomorrow', '12:30', 2),
        req('personal_driver', ['Oyster Box|Durban', 'Umhlanga|Durban'], 'tomorrow', '19:00'),
      ),
    ],
    [
      'right so tomorrow i need a car at 9 from my place in Rondebosch then a tour of Kirstenbosch at 10 then lunch for 3 at Kirstenbosch at 12:30',
      asks(
        req('personal_driver', 'Rondebosch|Cape Town', 'tomorrow', '09:00'),
        req(TOUR, KIRSTENBOSCH, 'tomorrow', '10:00'),
        tableAt(KIRSTENBOSCH, 'tomorrow', '12:30', 3),
      ),
    ],
    [
      'Bachelor party on Saturday: a party bus from Sandton at 2pm, a private room at Gold Reef City at 4 and dinner for 12 in Melville at 8. Oh and a bodyguard for the group in Sandton from 2pm',
      asks(
        req(CAR, 'Sandton|Johannesburg', 'sat', '14:00'),
        req('other', GOLD_REEF_CITY, 'sat', '16:00'),
        table('Melville|Johannesburg', 'sat', '20:00', 12),
        req(ESCORT, 'Sandton|Johannesburg', 'sat', '14:00'),
      ),
    ],
    [
      'We’re 5, sorry, 7 for the weekend: a villa in Plett from Friday for 7, a boat out of Plett on Saturday at 10am for 7, and dinner for 7 in Plett on Sunday at 7pm',
      asks(
        req('accommodation', 'Plettenberg Bay|Garden Route', 'fri', null, { partySize: 7 }),
        req(BOAT, 'Plettenberg Bay|Garden Route', 'sat', '10:00', { partySize: 7 }),
        table('Plettenberg Bay|Garden Route', 'sun', '19:00', 7),
      ),
    ],
    [
      'a) helicopter from the V&A on Friday at 4pm b) table for 2 at 8pm in Camps Bay that evening c) a driver home to Bantry Bay at 11pm',
      asks(
        req(CHOPPER, WATERFRONT, 'fri', '16:00'),
        table('Camps Bay|Cape Town', 'fri', '20:00', 2),
        req('personal_driver', ['Camps Bay|Cape Town', 'Bantry Bay|Cape Town'], 'fri', '23:00'),
      ),
    ],
    [
      'For an investor visiting on the 17th: driver from OR Tambo at 6am, breakfast for 3 at the Saxon at 8, and a bodyguard for the day in Sandton from 9',
      asks(
        req('personal_driver', OR_TAMBO, 'dom:17', '06:00'),
        tableAt(['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'], 'dom:17', '08:00', 3),
        req('security', 'Sandton|Johannesburg', 'dom:17', '09:00'),
      ),
    ],
    [
      '* flights Cape Town to Durban Friday 7am for 4\n* a house in Salt Rock from Friday for 4\n* a deep sea boat out of Durban on Saturday at 6am\n* flights back from Durban on Sunday at 5pm',
      asks(
        req(FLIGHT, CAPE_TOWN, 'fri', '07:00'),
        req('accommodation', 'Salt Rock|Durban', 'fri', null, { partySize: 4 }),
        req(BOAT, DURBAN, 'sat', '06:00'),
        req(FLIGHT, DURBAN, 'sun', '17:00'),
      ),
    ],
    [
      'Matric group outing on Saturday: a bus from Pretoria East at 9, go-karting in Centurion at 11, and lunch for 20 in Centurion at 1',
      asks(
        req(CAR, 'Pretoria East|Pretoria', 'sat', '09:00'),
        req('other', 'Centurion|Pretoria', 'sat', '11:00'),
        table('Centurion|Pretoria', 'sat', '13:00', 20),
      ),
    ],
    [
      'My 30th on the 26th! - event planner for a party in Greenside - a photographer at the party at 7pm - a driver to take my gran home to Linden at 10pm',
      asks(
        req(PARTY, 'Greenside|Johannesburg', 'dom:26', null),
        req('other', 'Greenside|Johannesburg', 'dom:26', '19:00'),
        req(
          'personal_driver',
          ['Greenside|Johannesburg', 'Linden|Johannesburg'],
          'dom:26',
          '22:00',
        ),
      ),
    ],
    [
      'Can you help: my sister lands in Cape Town tomorrow at 10am (driver please), she needs a hotel in Green Point from tomorrow, and a shopper to take her to the V&A at 2pm',
      asks(
        req('personal_driver', CAPE_TOWN_AIRPORT, 'tomorrow', '10:00'),
        req('accommodation', 'Green Point|Cape Town', 'tomorrow', null),
        req(ERRAND, WATERFRONT, 'tomorrow', '14:00'),
      ),
    ],
    [
      'Sunday: 8am a Porsche delivered to me in Paarl, 12 lunch for 2 at Babylonstoren, 6pm a chef at home in Paarl for 4',
      asks(
        req(HIRE, 'Paarl|Cape Winelands', 'sun', '08:00'),
        tableAt(['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands'], 'sun', '12:00', 2),
        req('private_chef', 'Paarl|Cape Winelands', 'sun', '18:00', { partySize: 4 }),
      ),
    ],
    [
      'Durban trip: a flight from Joburg on Friday at 6am, a driver from King Shaka at 8, a room in Umhlanga from Friday, and a table for 2 in Umhlanga at 7pm on Friday',
      asks(
        req(FLIGHT, JOBURG, 'fri', '06:00'),
        req('personal_driver', KING_SHAKA, 'fri', '08:00'),
        req('accommodation', 'Umhlanga|Durban', 'fri', null),
        table('Umhlanga|Durban', 'fri', '19:00', 2),
      ),
    ],
    [
      'Please arrange for the 23rd in Knysna: a boat through the Knysna Heads at 10, lunch for 4 at Thesen Islands at 1, and a massage at the hotel in Knysna at 4pm',
      asks(
        req(BOAT, KNYSNA_HEADS, 'dom:23', '10:00'),
        table('Thesen Islands|Garden Route', 'dom:23', '13:00', 4),
        req('other', 'Knysna|Garden Route', 'dom:23', '16:00'),
      ),
    ],
    [
      'Monday: driver from Midrand to the Union Buildings at 9. Tuesday: driver from Midrand to Centurion at 9. Tuesday evening: dinner for 6 in Menlyn at 7',
      asks(
        req('personal_driver', 'Midrand|Johannesburg', 'mon', '09:00'),
        req('personal_driver', 'Midrand|Johannesburg', 'tue', '09:00'),
        table('Menlyn|Pretoria', 'tue', '19:00', 6),
      ),
    ],
    [
      'Things for Saturday - a florist for the house in Umhlanga, a chef for 14 there at 7pm, a security guard at the gate from 6pm - all on Saturday',
      asks(
        req(['other', 'personal_shopping'], 'Umhlanga|Durban', 'sat', null),
        req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 14 }),
        req(ESCORT, 'Umhlanga|Durban', 'sat', '18:00'),
      ),
    ],
    [
      'Tomorrow: Range Rover from Cape Town airport at noon, a room in Franschhoek from tomorrow, and dinner for 2 in Franschhoek at 8',
      asks(
        req(HIRE, CAPE_TOWN_AIRPORT, 'tomorrow', '12:00'),
        req('accommodation', 'Franschhoek|Cape Winelands', 'tomorrow', null),
        table('Franschhoek|Cape Winelands', 'tomorrow', '20:00', 2),
      ),
    ],
  ],
);
