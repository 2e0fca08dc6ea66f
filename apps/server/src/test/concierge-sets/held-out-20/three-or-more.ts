import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twentieth held-out set: three to five requests in one message: a day given once at the top
 * ("This Saturday:", "Tomorrow in Sandton please", "Here's the plan for Sunday:", "list for
 * saturday", "For the client visit on the 3rd:") that holds for every line under it, one line per
 * day ("Friday: ... Saturday: ... Sunday: ..."), lines headed by the hour ("9:00 ..."), numbered
 * ("1)", "1.", "(a)") or bulleted ("-", "•") lists, a voice note with no punctuation, a run-on
 * with "and then", a line dropped on the way ("no scrap the chef", "no forget the carts"), a party
 * corrected on the way ("We're 6, no wait 7"), dates by the day of the month, "next week" with
 * weekdays under it, two days asking for the same service (two requests), and a trip for in-laws,
 * a minister or a client.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'This Saturday:\n- driver from Sandton to Soweto at 10am\n- lunch for 6 at a restaurant on Vilakazi Street at 12:30\n- a photographer for the afternoon',
      asks(
        req('personal_driver', 'Sandton|Johannesburg', 'sat', '10:00'),
        tableAt(
          ['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg', 'Orlando West|Johannesburg'],
          'sat',
          '12:30',
          6,
        ),
        req('other', ['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg', null], 'sat', '15:00'),
      ),
    ],
    [
      'Friday: chef for 8 in Llandudno at 7pm. Saturday: yacht from the V&A at 11 for 8. Sunday: driver from Llandudno to the airport at 2pm',
      asks(
        req('private_chef', 'Llandudno|Cape Town', 'fri', '19:00', { partySize: 8 }),
        req(BOAT, 'V&A Waterfront|Cape Town', 'sat', '11:00', { partySize: 8 }),
        req('personal_driver', 'Llandudno|Cape Town', 'sun', '14:00'),
      ),
    ],
    [
      '1) flights JHB to CPT on the 10th for 3 of us 2) a villa in Camps Bay from the 10th 3) car hire at the airport when we land',
      asks(
        req(FLIGHT, JOBURG, 'dom:10', null),
        req('accommodation', 'Camps Bay|Cape Town', 'dom:10', null),
        req(['luxury_vehicle', 'personal_driver'], CAPE_TOWN, 'dom:10', null),
      ),
    ],
    [
      'ok so tomorrow I need a driver at 7 from Ballito to the Durban ICC then lunch for four at a restaurant in Umhlanga at 1 and then a massage at the Oyster Box at 4 thanks',
      asks(
        req('personal_driver', 'Ballito|Durban', 'tomorrow', '07:00'),
        table('Umhlanga|Durban', 'tomorrow', '13:00', 4),
        req('other', ['Oyster Box|Durban', 'Umhlanga|Durban'], 'tomorrow', '16:00'),
      ),
    ],
    [
      "For my in-laws' visit next week: a hotel in Rosebank for them from Monday, a driver from OR Tambo on Monday at 3pm, and dinner for 6 at a restaurant in Parkhurst on Tuesday at 7",
      asks(
        req('accommodation', 'Rosebank|Johannesburg', 'next:mon', null),
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'next:mon', '15:00'),
        table('Parkhurst|Johannesburg', 'next:tue', '19:00', 6),
      ),
    ],
    [
      'Sunday:\n• boat trip from Hout Bay at 10 for 12\n• braai chef at our place in Llandudno at 5\n• DJ from 6',
      asks(
        req(BOAT, 'Hout Bay|Cape Town', 'sun', '10:00', { partySize: 12 }),
        req('private_chef', 'Llandudno|Cape Town', 'sun', '17:00'),
        req('other', ['Llandudno|Cape Town', null], 'sun', '18:00'),
      ),
    ],
    [
      'Three things on the 7th in Pretoria: close protection for the minister from 8am at the Union Buildings, a driver for him from 8am as well, and lunch for 5 at a restaurant in Brooklyn at 1pm',
      asks(
        req('security', ['Union Buildings|Pretoria', 'Pretoria|Pretoria'], 'dom:7', '08:00'),
        req('personal_driver', ['Union Buildings|Pretoria', 'Pretoria|Pretoria'], 'dom:7', '08:00'),
        table('Brooklyn|Pretoria', 'dom:7', '13:00', 5),
      ),
    ],
    [
      'Can you sort: a hotel in Clarens from Friday, a horse ride on Saturday morning and dinner for 2 at a restaurant there on Saturday at 7',
      asks(
        req('accommodation', 'Clarens|Eastern Free State', 'fri', null),
        req('other', ['Clarens|Eastern Free State', null], 'sat', '09:00'),
        table('Clarens|Eastern Free State', 'sat', '19:00', 2),
      ),
    ],
    [
      'Tomorrow in Sandton please: a driver at 8am, a personal shopper at 11, and a table for 3 at a restaurant at 7:30pm',
      asks(
        req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
        req('personal_shopping', 'Sandton|Johannesburg', 'tomorrow', '11:00'),
        table('Sandton|Johannesburg', 'tomorrow', '19:30', 3),
      ),
    ],
    [
      "My wife's 40th on the 19th: (a) an event planner for a party at our home in Westville for 50, (b) a chef cooking for the 50 guests, (c) security at the gate from 6pm",
      asks(
        req('event_planning', 'Westville|Durban', 'dom:19', null),
        req('private_chef', ['Westville|Durban', null], 'dom:19', null),
        req('security', ['Westville|Durban', null], 'dom:19', '18:00'),
      ),
    ],
    [
      'A flight from Cape Town to Joburg on Thursday at 6am, a driver from OR Tambo to Sandton when I land, and a hotel in Sandton for Thursday',
      asks(
        req(FLIGHT, CAPE_TOWN, 'thu', '06:00'),
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'thu', null),
        req('accommodation', 'Sandton|Johannesburg', 'thu', null),
      ),
    ],
    [
      "Here's the plan for Sunday:\n9:00 helicopter from the V&A to Franschhoek\n12:30 lunch for 4 at a restaurant in Franschhoek\n16:00 driver from Franschhoek back to Bantry Bay",
      asks(
        req(CHOPPER, 'V&A Waterfront|Cape Town', 'sun', '09:00'),
        table('Franschhoek|Cape Winelands', 'sun', '12:30', 4),
        req('personal_driver', 'Franschhoek|Cape Winelands', 'sun', '16:00'),
      ),
    ],
    [
      'sharp sharp: a yacht for 6 from Durban Point at 2 tomorrow, a chef on board... no scrap the chef, and then a table for 6 at a restaurant in Umhlanga at 8',
      asks(
        req(BOAT, 'Durban Point|Durban', 'tomorrow', '14:00', { partySize: 6 }),
        table('Umhlanga|Durban', 'tomorrow', '20:00', 6),
      ),
    ],
    [
      'Friday - driver at 6:30am from Fourways to Lanseria. Friday - private jet from Lanseria to Plett at 8. Friday - villa in Plett for 4 nights',
      asks(
        req('personal_driver', 'Fourways|Johannesburg', 'fri', '06:30'),
        req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'fri', '08:00'),
        req('accommodation', 'Plettenberg Bay|Garden Route', 'fri', null),
      ),
    ],
    [
      "We're 6, no wait 7. Need a table at a restaurant in Bloubergstrand on Friday at 7pm, a minibus with a driver from Table View at 6:30 and a babysitter in Table View from 6",
      asks(
        table('Bloubergstrand|Cape Town', 'fri', '19:00', 7),
        req(BUS, 'Table View|Cape Town', 'fri', '18:30'),
        req('other', 'Table View|Cape Town', 'fri', '18:00'),
      ),
    ],
    [
      'For the client visit on the 3rd: a V-Class with a driver from King Shaka at 9, a lunch meeting for 5 at a restaurant at Gateway at 1, and a hotel in Umhlanga Ridge',
      asks(
        req(CAR, 'King Shaka International Airport|Durban', 'dom:3', '09:00'),
        tableAt(
          ['Gateway Theatre of Shopping|Durban', 'Umhlanga Ridge|Durban', 'Umhlanga|Durban'],
          'dom:3',
          '13:00',
          5,
        ),
        req('accommodation', 'Umhlanga Ridge|Durban', 'dom:3', null),
      ),
    ],
    [
      'list for saturday\n1. personal shopper at Cavendish at 10\n2. hair and makeup at home in Bishopscourt at 3\n3. driver from Bishopscourt to the Mount Nelson at 6:30\n4. table for 2 at the Mount Nelson at 7',
      asks(
        req(
          'personal_shopping',
          ['Cavendish Square|Cape Town', 'Claremont|Cape Town'],
          'sat',
          '10:00',
        ),
        req('other', 'Bishopscourt|Cape Town', 'sat', '15:00'),
        req('personal_driver', 'Bishopscourt|Cape Town', 'sat', '18:30'),
        tableAt(MOUNT_NELSON, 'sat', '19:00', 2),
      ),
    ],
    [
      'Next Friday I need a Range Rover to drive myself from Joburg to Dullstroom, a cottage in Dullstroom for the weekend, and a fly-fishing guide on the Saturday morning',
      asks(
        req('luxury_vehicle', JOBURG, 'next:fri', null),
        req('accommodation', 'Dullstroom|Panorama Route', 'next:fri', null),
        req('other', ['Dullstroom|Panorama Route', null], 'next:sat', '09:00'),
      ),
    ],
    [
      'I want to surprise my husband on the 24th: a hot air balloon at 6am at Hartbeespoort, breakfast for 2 at a restaurant in Harties at 9 and a couples massage at 11',
      asks(
        req('other', 'Hartbeespoort|Pretoria', 'dom:24', '06:00'),
        table('Hartbeespoort|Pretoria', 'dom:24', '09:00', 2),
        req('other', ['Hartbeespoort|Pretoria', null], 'dom:24', '11:00'),
      ),
    ],
    [
      'Monday and Tuesday I need a driver from Melrose Arch at 8am each day, and on Tuesday night a table for 2 at a restaurant in Melrose Arch',
      asks(
        req('personal_driver', MELROSE_ARCH, 'mon', '08:00'),
        req('personal_driver', MELROSE_ARCH, 'tue', '08:00'),
        tableAt(MELROSE_ARCH, 'tue', '20:00', 2),
      ),
    ],
    [
      '- chef, Sat 7pm, Tokai, 10 ppl\n- a waiter for the same time\n- a florist to do the table',
      asks(
        req('private_chef', 'Tokai|Cape Town', 'sat', '19:00', { partySize: 10 }),
        req('other', ['Tokai|Cape Town', null], 'sat', '19:00'),
        req(ERRAND, ['Tokai|Cape Town', null], 'sat', null),
      ),
    ],
    [
      'Our anniversary weekend in the Winelands: on Friday a suite at La Residence, on Saturday a ride on the Wine Tram at 11, and Saturday dinner for 2 at a restaurant in Franschhoek at 8',
      asks(
        req(
          'accommodation',
          ['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands'],
          'fri',
          null,
        ),
        req(
          'other',
          ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'],
          'sat',
          '11:00',
        ),
        table('Franschhoek|Cape Winelands', 'sat', '20:00', 2),
      ),
    ],
    [
      'Please arrange for the 28th: flights for 4 from Bram Fischer to Cape Town, a car with a driver waiting at Cape Town International, and a villa in Bakoven',
      asks(
        req(
          FLIGHT,
          ['Bram Fischer International Airport|Bloemfontein', 'Bloemfontein|Bloemfontein'],
          'dom:28',
          null,
        ),
        req(CAR, 'Cape Town International Airport|Cape Town', 'dom:28', null),
        req('accommodation', 'Bakoven|Cape Town', 'dom:28', null),
      ),
    ],
    [
      'tonight: a babysitter at 6:30 in Linden, a driver from Linden at 7, and a table for 2 at a restaurant in Greenside at 7:30',
      asks(
        req('other', 'Linden|Johannesburg', 'today', '18:30'),
        req('personal_driver', 'Linden|Johannesburg', 'today', '19:00'),
        table('Greenside|Johannesburg', 'today', '19:30', 2),
      ),
    ],
    [
      'Golf day for 16 at Zimbali on the 13th: tee times from 7am, golf carts for everyone... no forget the carts, a chef for the prize-giving lunch at 1pm, and a photographer from 7 too',
      asks(
        req('other', 'Zimbali|Durban', 'dom:13', '07:00'),
        req('private_chef', ['Zimbali|Durban', null], 'dom:13', '13:00'),
        req('other', ['Zimbali|Durban', null], 'dom:13', '07:00'),
      ),
    ],
    [
      "Sunday: yacht from Simon's Town at 9 for 8 people, lunch for 8 at a restaurant in Kalk Bay at 1, and a driver from Kalk Bay to Constantia at 4",
      asks(
        req(BOAT, "Simon's Town|Cape Town", 'sun', '09:00', { partySize: 8 }),
        table('Kalk Bay|Cape Town', 'sun', '13:00', 8),
        req('personal_driver', 'Kalk Bay|Cape Town', 'sun', '16:00'),
      ),
    ],
    [
      "Next week I'm in Durban from Monday to Wednesday: a hotel in Umhlanga from Monday, a driver from King Shaka on Monday at 10, and dinner for 4 at a restaurant in Umhlanga on Tuesday at 7:30pm",
      asks(
        req('accommodation', 'Umhlanga|Durban', 'next:mon', null),
        req('personal_driver', 'King Shaka International Airport|Durban', 'next:mon', '10:00'),
        table('Umhlanga|Durban', 'next:tue', '19:30', 4),
      ),
    ],
  ],
);
