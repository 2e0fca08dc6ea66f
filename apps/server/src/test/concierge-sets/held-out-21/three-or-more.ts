import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const TOUR: ServiceType[] = ['other', 'personal_driver', 'travel'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const MENLYN_MAINE = ['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'];
const WINE_TRAM = ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-first held-out set: three to five requests in one message: a day given once at the top
 * ("This Saturday:", "Tomorrow in Durban please:", "Three things for Sunday:", "list for
 * saturday", "For the client visit on the 25th:", "Plan for Sunday:", "For Friday night:") that
 * holds for every line under it, one line per day ("Friday: ... Saturday: ... Sunday: ..."),
 * lines headed by the hour ("9:00 ..."), numbered ("1)", "1.", "(a)", "a)") or bulleted ("-",
 * "•") lists, a voice note with no punctuation that corrects itself ("tonight sorry tomorrow
 * night"), a run-on with "and then", a line dropped on the way ("no wait, scrap the chef"), a
 * party corrected on the way ("we're 6, no wait 7"), dates by the day of the month, "next week"
 * with weekdays under it, the same service asked twice (two requests), and trips for in-laws, a
 * client, a minister and a film crew.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'This Saturday:\n- driver from Sandton to Pretoria at 8am\n- lunch table for 6 at Menlyn Maine at 1\n- tickets for the Bulls at Loftus, kick-off is 5pm',
      asks(
        req('personal_driver', 'Sandton|Johannesburg', 'sat', '08:00'),
        tableAt(MENLYN_MAINE, 'sat', '13:00', 6),
        req('other', 'Loftus Versfeld|Pretoria', 'sat', '17:00'),
      ),
    ],
    [
      'Friday: chef at home in Sea Point for 8 at 7pm. Saturday: yacht from the V&A at noon for 8. Sunday: driver to Cape Town airport at 4pm',
      asks(
        req('private_chef', 'Sea Point|Cape Town', 'fri', '19:00', { partySize: 8 }),
        req(BOAT, 'V&A Waterfront|Cape Town', 'sat', '12:00', { partySize: 8 }),
        req(
          'personal_driver',
          ['Sea Point|Cape Town', 'Cape Town International Airport|Cape Town'],
          'sun',
          '16:00',
        ),
      ),
    ],
    [
      '1) flights Joburg to Cape Town on the 17th at 7am 2) car hire at Cape Town airport for when I land 3) hotel in the City Bowl for 3 nights from the 17th',
      asks(
        req(FLIGHT, JOBURG, 'dom:17', '07:00'),
        req(HIRE, 'Cape Town International Airport|Cape Town', 'dom:17', null),
        req('accommodation', 'City Bowl|Cape Town', 'dom:17', null),
      ),
    ],
    [
      'ok so tomorrow I need a driver at 7am from my place in Kyalami to the office then at 1 a table for 4 in Rivonia and then tonight sorry tomorrow night a chef at home for 6 at 7:30',
      asks(
        req('personal_driver', 'Kyalami|Johannesburg', 'tomorrow', '07:00'),
        table('Rivonia|Johannesburg', 'tomorrow', '13:00', 4),
        req('private_chef', ['Kyalami|Johannesburg', null], 'tomorrow', '19:30', { partySize: 6 }),
      ),
    ],
    [
      'For the client visit on the 25th:\n9:00 driver from OR Tambo\n12:30 lunch for 3 at Melrose Arch\n15:00 personal shopper at Sandton City\n19:00 dinner for 3 at the Saxon',
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'dom:25', '09:00'),
        tableAt(MELROSE_ARCH, 'dom:25', '12:30', 3),
        req(ERRAND, SANDTON_CITY, 'dom:25', '15:00'),
        tableAt(SAXON, 'dom:25', '19:00', 3),
      ),
    ],
    [
      'Three things for Sunday:\n• boat trip from Hout Bay at 10 for 6\n• lunch for 6 at 1pm in Hout Bay\n• a massage for my wife at 4 in Camps Bay',
      asks(
        req(BOAT, 'Hout Bay|Cape Town', 'sun', '10:00', { partySize: 6 }),
        table('Hout Bay|Cape Town', 'sun', '13:00', 6),
        req('other', 'Camps Bay|Cape Town', 'sun', '16:00'),
      ),
    ],
    [
      'Next week: Monday flights Cape Town to Durban at 6am, Tuesday a driver at King Shaka at 8am, and Tuesday evening a table for 2 at the Oyster Box',
      asks(
        req(FLIGHT, CAPE_TOWN, 'next:mon', '06:00'),
        req('personal_driver', 'King Shaka International Airport|Durban', 'next:tue', '08:00'),
        tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'next:tue', '19:00', 2),
      ),
    ],
    [
      "we're 6, no wait 7 - chef in Umhlanga Rocks on Friday at 7pm, then Saturday a fishing charter out of Durban at 6am, then Saturday night a table for all 7 at Sibaya at 8",
      asks(
        req('private_chef', 'Umhlanga|Durban', 'fri', '19:00', { partySize: 7 }),
        req(BOAT, 'Durban|Durban', 'sat', '06:00'),
        table('Sibaya|Durban', 'sat', '20:00', 7),
      ),
    ],
    [
      'list for saturday\n- hair and makeup at home in Waterkloof 10am\n- florist delivery to the venue by 12\n- driver for the bride from 2pm\n- photographer 2 till 6',
      asks(
        req('other', 'Waterkloof|Pretoria', 'sat', '10:00'),
        req(ERRAND, [null, 'Waterkloof|Pretoria'], 'sat', '12:00'),
        req(CAR, ['Waterkloof|Pretoria', null], 'sat', '14:00'),
        req('other', [null, 'Waterkloof|Pretoria'], 'sat', '14:00'),
      ),
    ],
    [
      'a) lodge in Madikwe from the 19th for 4 nights b) charter flight from Lanseria to Madikwe on the 19th at 9 c) a driver to Lanseria at 7:30 that morning',
      asks(
        req('accommodation', 'Madikwe|Madikwe', 'dom:19', null),
        req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'dom:19', '09:00'),
        req(
          'personal_driver',
          [null, 'Lanseria International Airport|Johannesburg'],
          'dom:19',
          '07:30',
        ),
      ),
    ],
    [
      'Tomorrow in Durban please: a driver from King Shaka at 11, lunch for 2 on Florida Road at 1, and a hotel in Umhlanga for the night',
      asks(
        req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '11:00'),
        tableAt(['Florida Road|Durban'], 'tomorrow', '13:00', 2),
        req('accommodation', 'Umhlanga|Durban', 'tomorrow', null),
      ),
    ],
    [
      'Saturday: chef for 10 in Constantia at 7, no wait, scrap the chef, rather a table for 10 at the Greenhouse at 7. Also a babysitter at home from 6:30 and a driver to bring my parents from Somerset West at 6',
      asks(
        tableAt(['Constantia|Cape Town', null], 'sat', '19:00', 10),
        req('other', ['Constantia|Cape Town', null], 'sat', '18:30'),
        req('personal_driver', 'Somerset West|Cape Town', 'sat', '18:00'),
      ),
    ],
    [
      'Plan for Sunday: 8am golf at Fancourt for 4, 1pm lunch for 4 in George, 5pm flight George to Joburg',
      asks(
        req('other', 'Fancourt|Garden Route', 'sun', '08:00'),
        table('George|Garden Route', 'sun', '13:00', 4),
        req(FLIGHT, ['George|Garden Route', 'George Airport|Garden Route'], 'sun', '17:00'),
      ),
    ],
    [
      'my in-laws visit from the 16th:\n- a car to fetch them at Cape Town International on the 16th at 14:00\n- a guesthouse in Kalk Bay from the 16th for a week\n- a day tour to Cape Point on the 18th\n- dinner for 6 on the 20th at 7pm in Muizenberg',
      asks(
        req(CAR, 'Cape Town International Airport|Cape Town', 'dom:16', '14:00'),
        req('accommodation', 'Kalk Bay|Cape Town', 'dom:16', null),
        req(TOUR, ['Cape Point|Cape Town', 'Kalk Bay|Cape Town', null], 'dom:18', null),
        table('Muizenberg|Cape Town', 'dom:20', '19:00', 6),
      ),
    ],
    [
      'For Friday night: security for the party in Saxonwold from 7pm, a DJ from 8 and a bartender from 7',
      asks(
        req('security', 'Saxonwold|Johannesburg', 'fri', '19:00'),
        req('other', ['Saxonwold|Johannesburg', null], 'fri', '20:00'),
        req('other', ['Saxonwold|Johannesburg', null], 'fri', '19:00'),
      ),
    ],
    [
      '(a) helicopter flip over the Cape Peninsula on Sunday at 11 for 3 (b) sushi lunch in Camps Bay at 1pm for 3 (c) a driver back to Constantia at 4',
      asks(
        req(CHOPPER, ['Cape Peninsula|Cape Town', null], 'sun', '11:00'),
        table('Camps Bay|Cape Town', 'sun', '13:00', 3),
        req('personal_driver', ['Camps Bay|Cape Town', 'Constantia|Cape Town'], 'sun', '16:00'),
      ),
    ],
    [
      'I need a driver tomorrow at 8 from Bryanston to the Union Buildings and then lunch for 5 in Brooklyn at 12:30 and then the driver again to take me to OR Tambo at 4',
      asks(
        req('personal_driver', 'Bryanston|Johannesburg', 'tomorrow', '08:00'),
        table('Brooklyn|Pretoria', 'tomorrow', '12:30', 5),
        req(
          'personal_driver',
          ['Brooklyn|Pretoria', 'OR Tambo International Airport|Johannesburg', null],
          'tomorrow',
          '16:00',
        ),
      ),
    ],
    [
      "We're 4 girls doing Franschhoek on Saturday: the wine tram at 10, lunch at 1 at La Residence, and a driver from Stellenbosch at 9 to get us there",
      asks(
        req('other', WINE_TRAM, 'sat', '10:00'),
        tableAt(['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands'], 'sat', '13:00', 4),
        req('personal_driver', 'Stellenbosch|Cape Winelands', 'sat', '09:00'),
      ),
    ],
    [
      "Husband's 50th, the 26th at 6pm at our farm in Tulbagh: I need an event planner, a chef for 30 and a string quartet",
      asks(
        req('event_planning', 'Tulbagh|Cape Winelands', 'dom:26', '18:00'),
        req('private_chef', ['Tulbagh|Cape Winelands', null], 'dom:26', '18:00', {
          partySize: 30,
        }),
        req('other', ['Tulbagh|Cape Winelands', null], 'dom:26', '18:00'),
      ),
    ],
    [
      "Monday and Tuesday next week I'm in Pretoria: Monday a driver from OR Tambo at 7am and a hotel in Hatfield for the Monday, Tuesday lunch for 6 at 12:30 in Menlo Park",
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'next:mon', '07:00'),
        req('accommodation', 'Hatfield|Pretoria', 'next:mon', null),
        table('Menlo Park|Pretoria', 'next:tue', '12:30', 6),
      ),
    ],
    [
      '1. chef for 4 tonight at 7 in Ballito 2. boat trip from Ballito tomorrow at 9 3. massages for 2 tomorrow at 3pm',
      asks(
        req('private_chef', 'Ballito|Durban', 'today', '19:00', { partySize: 4 }),
        req(BOAT, 'Ballito|Durban', 'tomorrow', '09:00'),
        req('other', ['Ballito|Durban', null], 'tomorrow', '15:00'),
      ),
    ],
    [
      '- car for the weekend from Friday 9am in Stellenbosch\n- chef Friday night for 6 at the house, 7:30\n- wine tasting at Spier Saturday 11',
      asks(
        req(HIRE, 'Stellenbosch|Cape Winelands', 'fri', '09:00'),
        req('private_chef', ['Stellenbosch|Cape Winelands', null], 'fri', '19:30', {
          partySize: 6,
        }),
        req('other', 'Spier|Cape Winelands', 'sat', '11:00'),
      ),
    ],
    [
      'Sunday: 7am a driver from Umhlanga to King Shaka, 9am flight to Cape Town, 12pm a car at Cape Town airport, 7pm dinner for 2 in De Waterkant',
      asks(
        req('personal_driver', 'Umhlanga|Durban', 'sun', '07:00'),
        req(FLIGHT, DURBAN, 'sun', '09:00'),
        req(CAR, 'Cape Town International Airport|Cape Town', 'sun', '12:00'),
        table('De Waterkant|Cape Town', 'sun', '19:00', 2),
      ),
    ],
    [
      'Trip for the minister on the 22nd: an armoured car and driver from Waterkloof Air Force Base at 8, two close protection officers from 8 till 5, and lunch for 8 at 1 in Sandton',
      asks(
        req(CAR, 'Waterkloof Air Force Base|Pretoria', 'dom:22', '08:00'),
        req(
          'security',
          [null, 'Waterkloof Air Force Base|Pretoria', 'Sandton|Johannesburg'],
          'dom:22',
          '08:00',
        ),
        table('Sandton|Johannesburg', 'dom:22', '13:00', 8),
      ),
    ],
    [
      'Tomorrow: a babysitter at our hotel in Camps Bay from 6pm, a table for 2 at 7 in Bakoven, and a car to pick us up after at 10:30pm',
      asks(
        req('other', 'Camps Bay|Cape Town', 'tomorrow', '18:00'),
        table('Bakoven|Cape Town', 'tomorrow', '19:00', 2),
        req(CAR, ['Bakoven|Cape Town', null], 'tomorrow', '22:30'),
      ),
    ],
    [
      "For Saturday's shoot in Paternoster: a guesthouse from Friday, a minibus with a driver from Cape Town on Friday at 2pm, and a chef for the crew of 12 on Saturday at 1",
      asks(
        req('accommodation', 'Paternoster|West Coast', 'fri', null),
        req(BUS, 'Cape Town|Cape Town', 'fri', '14:00'),
        req('private_chef', ['Paternoster|West Coast', null], 'sat', '13:00', { partySize: 12 }),
      ),
    ],
  ],
);
