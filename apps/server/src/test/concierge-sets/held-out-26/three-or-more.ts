import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const VINTAGE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const BAR: ServiceType[] = ['other', 'event_planning'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const GEORGE_AIRPORT = 'George Airport|Garden Route';
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];
const SPIER = ['Spier|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const LANZERAC = ['Lanzerac|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const STEYN_CITY = ['Steyn City|Johannesburg'];
const DURBAN_ICC = ['Durban ICC|Durban', 'Durban|Durban'];
const CONVENTION = ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'];
const GROOT_CONSTANTIA = ['Groot Constantia|Cape Town', 'Constantia|Cape Town'];
const GROOTBOS = ['Grootbos|Overberg', 'Gansbaai|Overberg'];
const KINGS_PARK = ['Kings Park Stadium|Durban', 'Durban|Durban'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const MENLYN_MAINE = ['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'];
const ELLERMAN = ['Ellerman House|Cape Town', 'Bantry Bay|Cape Town'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const NELSON_MANDELA_SQUARE = ['Nelson Mandela Square|Johannesburg', 'Sandton|Johannesburg'];
const MADIKWE = ['Madikwe|Madikwe'];
const HOUT_BAY = ['Hout Bay|Cape Town', 'Camps Bay|Cape Town'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-sixth held-out set: three to five requests in one message: a day given once at the top
 * ("For Friday in Stellenbosch please:", "Tomorrow:", "For the 26th:", "Five things for the 19th
 * please:", "Three tables, all tomorrow:") that holds for every line, one line per day ("Fri: ...
 * Sat: ... Sun: ..."), "next week Monday and Tuesday", numbered ("1.", "a)") or dashed ("-") lists,
 * lines headed by the hour ("7am:", "1pm:", "8pm:"), a voice note with no punctuation ("ok so
 * tomorrow"), a way back that starts where the outing ends ("a driver back to Camps Bay"), and
 * trips for visiting clients, a hen party, a wedding day, a matric farewell, a father's eightieth,
 * a mother's visit to the Garden Route, an anniversary at Grootbos, a sports weekend in Durban, a
 * West Coast day and a bush weekend in Madikwe.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'For Friday in Stellenbosch please:\n1. a driver from Cape Town International at 9am\n2. a tasting at Spier at 11\n3. lunch for 2 at Lanzerac at 1pm',
      asks(
        req('personal_driver', CAPE_TOWN_AIRPORT, 'fri', '09:00'),
        req(TOUR, SPIER, 'fri', '11:00'),
        tableAt(LANZERAC, 'fri', '13:00', 2),
      ),
    ],
    [
      'Tomorrow: a chef for 6 at my house in Saxonwold at 7pm, flowers delivered there by 4pm, and a barman there from 6:30',
      asks(
        req('private_chef', 'Saxonwold|Johannesburg', 'tomorrow', '19:00', { partySize: 6 }),
        req(FLOWERS, 'Saxonwold|Johannesburg', 'tomorrow', '16:00'),
        req(BAR, 'Saxonwold|Johannesburg', 'tomorrow', '18:30'),
      ),
    ],
    [
      'Fri: driver from Lanseria at 5pm. Sat: golf at Steyn City at 7am for 4. Sun: brunch for 4 in Dainfern at 10',
      asks(
        req('personal_driver', LANSERIA, 'fri', '17:00'),
        req('other', STEYN_CITY, 'sat', '07:00'),
        table('Dainfern|Johannesburg', 'sun', '10:00', 4),
      ),
    ],
    [
      "Next week Monday and Tuesday I'm in Durban. Monday: a driver from King Shaka at 8am and a table for 3 in Umhlanga at 7pm. Tuesday: a meeting room at the Durban ICC at 9am",
      asks(
        req('personal_driver', KING_SHAKA, 'next:mon', '08:00'),
        table('Umhlanga|Durban', 'next:mon', '19:00', 3),
        req('other', DURBAN_ICC, 'next:tue', '09:00'),
      ),
    ],
    [
      'a) an event planner for our product launch at the Sandton Convention Centre on the 25th b) security there from 5pm c) a photographer there at 5:30pm',
      asks(
        req(PARTY, CONVENTION, 'dom:25', null),
        req(ESCORT, CONVENTION, 'dom:25', '17:00'),
        req('other', CONVENTION, 'dom:25', '17:30'),
      ),
    ],
    [
      'ok so tomorrow I need a car from home in Morningside at 7 to the airport then a flight Joburg to Cape Town at 9 and a driver in Cape Town when I land at 11',
      asks(
        req(CAR, 'Morningside|Johannesburg', 'tomorrow', '07:00'),
        req(FLIGHT, JOBURG, 'tomorrow', '09:00'),
        req('personal_driver', CAPE_TOWN, 'tomorrow', '11:00'),
      ),
    ],
    [
      'Saturday please: a boat from Hout Bay at 10 for 8 of us, lunch for 8 at a seafood place in Hout Bay at 2, and a driver back to Camps Bay at 5',
      asks(
        req(BOAT, 'Hout Bay|Cape Town', 'sat', '10:00'),
        table('Hout Bay|Cape Town', 'sat', '14:00', 8),
        req('personal_driver', HOUT_BAY, 'sat', '17:00'),
      ),
    ],
    [
      "Three things for my mother's visit: a driver to fetch her from George Airport on Friday at 1pm, a room at a guest house in Wilderness from Friday, and a table for 2 in Knysna on Saturday at 7",
      asks(
        req('personal_driver', GEORGE_AIRPORT, 'fri', '13:00'),
        req('accommodation', 'Wilderness|Garden Route', 'fri', null),
        table('Knysna|Garden Route', 'sat', '19:00', 2),
      ),
    ],
    [
      'For the 26th: a make-up artist at the Mount Nelson at 1pm, a vintage car from the Mount Nelson to the church at 3pm, and a photographer at the reception at Groot Constantia at 5',
      asks(
        req('other', MOUNT_NELSON, 'dom:26', '13:00'),
        req(VINTAGE, MOUNT_NELSON, 'dom:26', '15:00'),
        req('other', GROOT_CONSTANTIA, 'dom:26', '17:00'),
      ),
    ],
    [
      'Hen party! A villa in Ballito from Friday for 10 girls, a chef at the villa on Saturday at 7pm, and a boat cruise from Durban on Saturday at 11am',
      asks(
        req('accommodation', 'Ballito|Durban', 'fri', null),
        req('private_chef', 'Ballito|Durban', 'sat', '19:00'),
        req(BOAT, 'Durban|Durban', 'sat', '11:00'),
      ),
    ],
    [
      'Please book:\n- a driver from home in Bryanston to OR Tambo at 6am on the 17th\n- flights from OR Tambo to Skukuza at 8am that day\n- a lodge in the Sabi Sand from the 17th for 2',
      asks(
        req('personal_driver', 'Bryanston|Johannesburg', 'dom:17', '06:00'),
        req(FLIGHT, OR_TAMBO, 'dom:17', '08:00'),
        req('accommodation', ['Sabi Sand|Kruger', 'Kruger|Kruger'], 'dom:17', null),
      ),
    ],
    [
      'Tomorrow\n7am: personal trainer at my hotel in Sandton\n1pm: lunch for 4 at Nelson Mandela Square\n8pm: a driver from the hotel in Sandton to a dinner in Parkhurst',
      asks(
        req('other', 'Sandton|Johannesburg', 'tomorrow', '07:00'),
        tableAt(NELSON_MANDELA_SQUARE, 'tomorrow', '13:00', 4),
        req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '20:00'),
      ),
    ],
    [
      'Can you arrange for Friday: a hairdresser at my home in Bishopscourt at 2pm, a chauffeur from there at 6pm to take us to the V&A, and dinner for 2 at Harbour House at the V&A at 7?',
      asks(
        req('other', 'Bishopscourt|Cape Town', 'fri', '14:00'),
        req('personal_driver', 'Bishopscourt|Cape Town', 'fri', '18:00'),
        tableAt(WATERFRONT, 'fri', '19:00', 2),
      ),
    ],
    [
      'Corporate visitors from Germany on the 24th: a minibus with driver from Cape Town International at 10am, lunch for 9 at the Mount Nelson at 1pm, and hotel rooms for 9 in the City Bowl from the 24th',
      asks(
        req(BUS, CAPE_TOWN_AIRPORT, 'dom:24', '10:00'),
        tableAt(MOUNT_NELSON, 'dom:24', '13:00', 9),
        req('accommodation', ['City Bowl|Cape Town', 'Cape Town|Cape Town'], 'dom:24', null),
      ),
    ],
    [
      'Our anniversary on the 15th: a driver from Hermanus to Grootbos at 10, a couples massage at Grootbos at 11, and a table for 2 there at 7pm',
      asks(
        req('personal_driver', 'Hermanus|Overberg', 'dom:15', '10:00'),
        req('other', GROOTBOS, 'dom:15', '11:00'),
        tableAt(GROOTBOS, 'dom:15', '19:00', 2),
      ),
    ],
    [
      "Sports weekend. Fri: 4 tickets for the Sharks at King's Park. Sat: a fishing boat out of Durban at 5am. Sun: brunch for 4 at the Oyster Box at 10",
      asks(
        req('other', KINGS_PARK, 'fri', null),
        req(BOAT, 'Durban|Durban', 'sat', '05:00'),
        tableAt(OYSTER_BOX, 'sun', '10:00', 4),
      ),
    ],
    [
      'Matric farewell on Friday: a Rolls-Royce with chauffeur from our house in Lynnwood at 5pm, a photographer at the venue in Menlyn Maine at 6, and two guards at the venue from 6 till 11',
      asks(
        req(CAR, 'Lynnwood|Pretoria', 'fri', '17:00'),
        req('other', MENLYN_MAINE, 'fri', '18:00'),
        req(ESCORT, MENLYN_MAINE, 'fri', '18:00'),
      ),
    ],
    [
      'My dad turns eighty, so for next week Tuesday: an event planner in Pretoria, a chef for 30 at his house in Waterkloof at 6pm, and flowers delivered to his house by 3pm',
      asks(
        req(PARTY, 'Pretoria|Pretoria', 'next:tue', null),
        req('private_chef', 'Waterkloof|Pretoria', 'next:tue', '18:00', { partySize: 30 }),
        req(FLOWERS, 'Waterkloof|Pretoria', 'next:tue', '15:00'),
      ),
    ],
    [
      'Five things for the 19th please: 1. a driver from home in Hyde Park at 7am 2. a flight from OR Tambo to Cape Town at 9 3. a Range Rover at Cape Town International when I land at 11 4. a room at Ellerman House from the 19th 5. a table for 2 in Bantry Bay at 8pm',
      asks(
        req('personal_driver', 'Hyde Park|Johannesburg', 'dom:19', '07:00'),
        req(FLIGHT, OR_TAMBO, 'dom:19', '09:00'),
        req(HIRE, CAPE_TOWN_AIRPORT, 'dom:19', '11:00'),
        req('accommodation', ELLERMAN, 'dom:19', null),
        table('Bantry Bay|Cape Town', 'dom:19', '20:00', 2),
      ),
    ],
    [
      'Monday: a driver from Sandton to Pretoria at 8am. Tuesday: a driver from Pretoria back to Sandton at 4pm, and a table for 6 in Sandton at 7:30pm',
      asks(
        req('personal_driver', 'Sandton|Johannesburg', 'mon', '08:00'),
        req('personal_driver', 'Pretoria|Pretoria', 'tue', '16:00'),
        table('Sandton|Johannesburg', 'tue', '19:30', 6),
      ),
    ],
    [
      'Right so Friday on the West Coast: a boat for 15 on the Langebaan Lagoon at 10, a braai master at our house in Langebaan at 6pm, and a bus from Cape Town to Langebaan at 7am',
      asks(
        req(BOAT, ['Langebaan Lagoon|West Coast', 'Langebaan|West Coast'], 'fri', '10:00'),
        req(BRAAI, 'Langebaan|West Coast', 'fri', '18:00'),
        req(BUS, CAPE_TOWN, 'fri', '07:00'),
      ),
    ],
    [
      'Tomorrow in Joburg: breakfast for 2 at the Saxon at 8, a tailor at my office in Rosebank at 11, and a driver from Rosebank to Lanseria at 4pm',
      asks(
        tableAt(SAXON, 'tomorrow', '08:00', 2),
        req(ERRAND, 'Rosebank|Johannesburg', 'tomorrow', '11:00'),
        req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '16:00'),
      ),
    ],
    [
      'Three tables, all tomorrow: breakfast for 2 in Melville at 8:30, lunch for 5 in Rosebank at 1pm, and dinner for 4 in Craighall at 7:30pm',
      asks(
        table('Melville|Johannesburg', 'tomorrow', '08:30', 2),
        table('Rosebank|Johannesburg', 'tomorrow', '13:00', 5),
        table('Craighall|Johannesburg', 'tomorrow', '19:30', 4),
      ),
    ],
    [
      'Bush weekend: a light aircraft from Lanseria to Madikwe on Friday at 7am, a lodge in Madikwe from Friday for 4, and a private game drive on Saturday at 5:30am',
      asks(
        req(FLIGHT, LANSERIA, 'fri', '07:00'),
        req('accommodation', MADIKWE, 'fri', null),
        req(TOUR, MADIKWE, 'sat', '05:30'),
      ),
    ],
  ],
);
