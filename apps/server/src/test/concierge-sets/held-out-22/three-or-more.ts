import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CATERING: ServiceType[] = ['private_chef', 'other', 'event_planning'];
const MEALS: ServiceType[] = ['private_chef', 'other'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const MONTECASINO = ['Montecasino|Johannesburg', 'Fourways|Johannesburg'];
const LAUNCH = ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'];
const GROOT_CONSTANTIA = ['Groot Constantia|Cape Town', 'Constantia|Cape Town'];
const MALL_OF_AFRICA = ['Mall of Africa|Johannesburg', 'Midrand|Johannesburg'];
const LOST_CITY = ['Lost City|Pilanesberg', 'Sun City|Pilanesberg'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-second held-out set: three to five requests in one message: a day given once at the top
 * ("For Saturday in Stellenbosch:", "Tomorrow in Joburg please:", "Sunday:", "This Saturday:",
 * "for Friday night:", "Client visit on the 18th:", "Plan for the in-laws on the 21st:", "For the
 * film crew on the 27th:", "Three things for the launch on the 25th:") that holds for every line
 * under it, one line per day ("Friday: ... Saturday: ... Sunday: ..."), "next week" with Monday,
 * Tuesday and Wednesday under it, numbered ("1)", "1.", "a)") or bulleted ("-", "•") lists, lines
 * headed by the hour ("9am ...", "1pm ..."), a voice note with no punctuation ("ok so tomorrow"),
 * a run-on with "and then", a party corrected on the way ("we're 6, no wait 8"), "the next
 * morning" after a day of the month, the same service asked twice (two requests: a driver there
 * and back, a driver each day), and trips for in-laws, a client, a film crew and a father having
 * treatment.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'For Saturday in Stellenbosch: 1) a driver from our hotel at 10am 2) wine tasting at Delaire Graff at 11 3) lunch for 4 at Jordan at 1:30pm',
      asks(
        req(CAR, ['Stellenbosch|Cape Winelands', null], 'sat', '10:00'),
        req('other', 'Delaire Graff|Cape Winelands', 'sat', '11:00'),
        tableAt(['Stellenbosch|Cape Winelands', null], 'sat', '13:30', 4),
      ),
    ],
    [
      'Friday: car from OR Tambo at 4pm. Saturday: chef for 10 at home in Kyalami at 7pm. Sunday: brunch for 10 at Montecasino at 11am.',
      asks(
        req(CAR, 'OR Tambo International Airport|Johannesburg', 'fri', '16:00'),
        req('private_chef', 'Kyalami|Johannesburg', 'sat', '19:00', { partySize: 10 }),
        tableAt(MONTECASINO, 'sun', '11:00', 10),
      ),
    ],
    [
      'ok so tomorrow I need a driver at 7 in the morning from home in Waterkloof to the Union Buildings then lunch for 3 in Brooklyn at half past twelve and then a massage somewhere in Menlyn at 4pm',
      asks(
        req('personal_driver', 'Waterkloof|Pretoria', 'tomorrow', '07:00'),
        table('Brooklyn|Pretoria', 'tomorrow', '12:30', 3),
        req('other', 'Menlyn|Pretoria', 'tomorrow', '16:00'),
      ),
    ],
    [
      '- flights CPT to DUR on the 19th for 3 of us\n- a car at King Shaka when we land\n- a hotel in Umhlanga from the 19th',
      asks(
        req(FLIGHT, CAPE_TOWN, 'dom:19', null),
        req(CAR, DURBAN, 'dom:19', null),
        req('accommodation', 'Umhlanga|Durban', 'dom:19', null),
      ),
    ],
    [
      'Three things for the launch at the Sandton Convention Centre on the 25th: a florist in the morning, security from 5pm, and a photographer from 6pm',
      asks(
        req(ERRAND, LAUNCH, 'dom:25', '09:00'),
        req('security', LAUNCH, 'dom:25', '17:00'),
        req('other', LAUNCH, 'dom:25', '18:00'),
      ),
    ],
    [
      'Next week: Monday a driver from Lanseria at 10am, Tuesday a table for 8 at the Saxon at 7pm, and Wednesday a car back to Lanseria at 6am',
      asks(
        req('personal_driver', 'Lanseria International Airport|Johannesburg', 'next:mon', '10:00'),
        tableAt(SAXON, 'next:tue', '19:00', 8),
        req(CAR, ['Lanseria International Airport|Johannesburg', null], 'next:wed', '06:00'),
      ),
    ],
    [
      "a) yacht for 8 from Simon's Town on Sunday at 10am b) lunch for 8 in Kalk Bay at 1:30pm c) a driver to take everyone home to Constantia at 5pm",
      asks(
        req('yacht_charter', "Simon's Town|Cape Town", 'sun', '10:00', { partySize: 8 }),
        table('Kalk Bay|Cape Town', 'sun', '13:30', 8),
        req('personal_driver', ['Kalk Bay|Cape Town', 'Constantia|Cape Town'], 'sun', '17:00'),
      ),
    ],
    [
      'Plan for the in-laws on the 21st: pickup from King Shaka at 9am, a room at the Oyster Box, dinner for 4 there at 7pm, and a driver back to the airport the next morning at 8',
      asks(
        req('personal_driver', 'King Shaka International Airport|Durban', 'dom:21', '09:00'),
        req('accommodation', OYSTER_BOX, 'dom:21', null),
        tableAt(OYSTER_BOX, 'dom:21', '19:00', 4),
        req(CAR, [...OYSTER_BOX, 'King Shaka International Airport|Durban'], 'dom:22', '08:00'),
      ),
    ],
    [
      'need a chef for 6 on friday at our place in llandudno and then on saturday a boat from hout bay at 11am and then sunday a guided hike up lions head at 6am',
      asks(
        req('private_chef', 'Llandudno|Cape Town', 'fri', null, { partySize: 6 }),
        req(BOAT, 'Hout Bay|Cape Town', 'sat', '11:00'),
        req('other', "Lion's Head|Cape Town", 'sun', '06:00'),
      ),
    ],
    [
      'Tomorrow in Joburg please: 8am driver from Rosebank to Midrand, 1pm lunch for 2 at Mall of Africa, 6pm driver back to Rosebank',
      asks(
        req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '08:00'),
        tableAt(MALL_OF_AFRICA, 'tomorrow', '13:00', 2),
        req('personal_driver', [...MALL_OF_AFRICA, 'Rosebank|Johannesburg'], 'tomorrow', '18:00'),
      ),
    ],
    [
      "We're 6, no wait 8 - so lunch for 8 at Groot Constantia on Saturday at 12:30, a wine tasting there at 3pm and a car home to Sea Point after",
      asks(
        tableAt(GROOT_CONSTANTIA, 'sat', '12:30', 8),
        req('other', GROOT_CONSTANTIA, 'sat', '15:00'),
        req(CAR, [...GROOT_CONSTANTIA, 'Sea Point|Cape Town'], 'sat', null),
      ),
    ],
    [
      'for Friday night: 1. table for 2 in Rosebank at 7pm 2. tickets for the 8:30pm show at the Market Theatre in Newtown 3. a driver from Newtown home at 11pm',
      asks(
        table('Rosebank|Johannesburg', 'fri', '19:00', 2),
        req('other', 'Newtown|Johannesburg', 'fri', '20:30'),
        req('personal_driver', 'Newtown|Johannesburg', 'fri', '23:00'),
      ),
    ],
    [
      'Durban trip:\n• hotel in Umhlanga from Friday\n• a deep sea fishing boat from Durban on Saturday at 5am\n• dinner for 6 at Sibaya on Saturday at 8pm',
      asks(
        req('accommodation', 'Umhlanga|Durban', 'fri', null),
        req(BOAT, DURBAN, 'sat', '05:00'),
        tableAt(['Sibaya|Durban', 'Umhlanga|Durban'], 'sat', '20:00', 6),
      ),
    ],
    [
      'flight jhb to George airport on the 16th, a hire car waiting at George airport, and a round of golf at Fancourt on the 17th at 8am',
      asks(
        req(FLIGHT, JOBURG, 'dom:16', null),
        req(HIRE, 'George Airport|Garden Route', 'dom:16', null),
        req('other', 'Fancourt|Garden Route', 'dom:17', '08:00'),
      ),
    ],
    [
      "Sunday: 9am helicopter from the Waterfront to Cape Point, 12:30 lunch for 4 in Simon's Town, 4pm car back to the V&A",
      asks(
        req(CHOPPER, 'V&A Waterfront|Cape Town', 'sun', '09:00'),
        table("Simon's Town|Cape Town", 'sun', '12:30', 4),
        req(CAR, ["Simon's Town|Cape Town", 'V&A Waterfront|Cape Town'], 'sun', '16:00'),
      ),
    ],
    [
      "Need a chef, a bartender and a DJ for my husband's 40th at home in Fourways on Saturday from 7pm, around 30 guests",
      asks(
        req('private_chef', 'Fourways|Johannesburg', 'sat', '19:00'),
        req('other', ['Fourways|Johannesburg', null], 'sat', '19:00'),
        req('other', ['Fourways|Johannesburg', null], 'sat', '19:00'),
      ),
    ],
    [
      'For the film crew on the 27th: two vans from Cape Town International at 6am, security at the location in Noordhoek from 8am and catering for 20 at 1pm',
      asks(
        req(BUS, 'Cape Town International Airport|Cape Town', 'dom:27', '06:00'),
        req('security', 'Noordhoek|Cape Town', 'dom:27', '08:00'),
        req(CATERING, ['Noordhoek|Cape Town', null], 'dom:27', '13:00'),
      ),
    ],
    [
      'Monday: a driver for my dad from Randburg to his treatment in Parktown at 9am. Tuesday: the same at 9am. And a chef to drop off meals for him on Tuesday evening',
      asks(
        req('personal_driver', 'Randburg|Johannesburg', 'mon', '09:00'),
        req('personal_driver', 'Randburg|Johannesburg', 'tue', '09:00'),
        req(MEALS, ['Randburg|Johannesburg', null], 'tue', '19:00'),
      ),
    ],
    [
      'This Saturday: personal shopper at Hyde Park at 10am, hair appointment at 2pm, and then a table for 2 at the Saxon at 8pm',
      asks(
        req(ERRAND, 'Hyde Park|Johannesburg', 'sat', '10:00'),
        req('other', ['Hyde Park|Johannesburg', null], 'sat', '14:00'),
        tableAt(SAXON, 'sat', '20:00', 2),
      ),
    ],
    [
      'Client visit on the 18th: 1. Range Rover with driver from OR Tambo at 7:30am 2. boardroom lunch for 6 at the Saxon at 12:30 3. a room at the Saxon from the 18th 4. car back to the airport on the 19th at 4pm',
      asks(
        req(CAR, 'OR Tambo International Airport|Johannesburg', 'dom:18', '07:30'),
        tableAt(SAXON, 'dom:18', '12:30', 6),
        req('accommodation', SAXON, 'dom:18', null),
        req(CAR, [...SAXON, 'OR Tambo International Airport|Johannesburg'], 'dom:19', '16:00'),
      ),
    ],
    [
      'need a guide for a game drive in the Pilanesberg tomorrow at 5am, breakfast for 4 at Sun City at 9, and a massage at the Palace of the Lost City at 2pm',
      asks(
        req('other', 'Pilanesberg|Pilanesberg', 'tomorrow', '05:00'),
        table('Sun City|Pilanesberg', 'tomorrow', '09:00', 4),
        req('other', LOST_CITY, 'tomorrow', '14:00'),
      ),
    ],
    [
      'for Friday night: babysitter at our place in Claremont from 6pm, table for 2 in Newlands at 7:30pm, and a driver to get us home at 11pm',
      asks(
        req('other', 'Claremont|Cape Town', 'fri', '18:00'),
        table('Newlands|Cape Town', 'fri', '19:30', 2),
        req('personal_driver', ['Newlands|Cape Town', 'Claremont|Cape Town'], 'fri', '23:00'),
      ),
    ],
  ],
);
