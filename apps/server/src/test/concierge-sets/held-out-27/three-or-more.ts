import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const OFFROAD: ServiceType[] = ['luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const CAKE: ServiceType[] = ['other', 'personal_shopping'];
const STYLIST: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const BAR: ServiceType[] = ['other', 'event_planning'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const PICNIC: ServiceType[] = ['other', 'event_planning'];
const ROOM: ServiceType[] = ['event_planning', 'other', 'accommodation'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const GEORGE_AIRPORT = 'George Airport|Garden Route';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const PE_AIRPORT = ['Chief Dawid Stuurman International Airport|Gqeberha', 'Gqeberha|Gqeberha'];
const PARYS = ['Parys|Vaal Triangle', 'Vaal River|Vaal Triangle', null];
const WINE_TRAM = ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'];
const LA_RESIDENCE = ['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands'];
const PLETT = 'Plettenberg Bay|Garden Route';
const DINOKENG = ['Dinokeng Game Reserve|Pretoria'];
const AT_DINOKENG = ['Dinokeng Game Reserve|Pretoria', null];
const STERKFONTEIN = ['Sterkfontein Caves|Johannesburg', 'Cradle of Humankind|Johannesburg'];
const NEAR_THE_CAVES = [
  'Cradle of Humankind|Johannesburg',
  'Sterkfontein Caves|Johannesburg',
  null,
];
const JONKERSHOEK = ['Jonkershoek|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const BACK_FROM_STELLIES = ['Stellenbosch|Cape Winelands', 'Somerset West|Cape Town', null];
const SIMOLA = ['Simola|Garden Route', 'Knysna|Garden Route'];
const TO_THE_RACES = ['Umhlanga|Durban', 'Greyville|Durban', null];
const TO_MONTECASINO = ['Fourways|Johannesburg', 'Montecasino|Johannesburg', null];
const BOULDERS = ['Boulders Beach|Cape Town', "Simon's Town|Cape Town"];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-seventh held-out set: three to five requests in one message: an occasion and its day given
 * once at the top ("For the cricket at Centurion on Saturday:", "Gallery opening in Woodstock on
 * the 20th:", "Sunday in the Cradle of Humankind:", "Please organise for the 19th:", "Four things
 * for the 27th please:", "Three things for tonight:") that holds for every request, one sentence
 * per day ("Fri: ... Sat: ... Sun: ..."), "next week Monday and Tuesday", "Tuesday next week",
 * "from Friday" with Saturday and Sunday after it, "tomorrow" and "the day after tomorrow", days of
 * the month between the 15th and the 28th, and trips for a cricket match, a bachelor weekend on the
 * Vaal, the Comrades, a housewarming, a gallery opening, a winelands weekend, a fishing trip to
 * Sodwana, a weekend in the Free State, a child's party, a film premiere, business in Gqeberha, a
 * night at the theatre, a family holiday in Plett, a game reserve near Pretoria, a mother-in-law's
 * visit, a cycling day, a conference in Umhlanga, golf on the Garden Route, a wife's birthday, a
 * race weekend, a house after a break-in, a wedding on the West Coast, a day of meetings and a slow
 * day on the False Bay side.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'For the cricket at Centurion on Saturday: 6 tickets, a driver from Waterkloof at 8:30am, and a table for 6 at 7pm afterwards in Menlyn',
      asks(
        req('other', 'Centurion|Pretoria', 'sat', null),
        req(CAR, 'Waterkloof|Pretoria', 'sat', '08:30'),
        table('Menlyn|Pretoria', 'sat', '19:00', 6),
      ),
    ],
    [
      'Bachelor weekend in Parys from Friday: a river lodge for 10 guys, white-water rafting on Saturday at 9, and a braai chef at the lodge on Saturday at 6pm',
      asks(
        req('accommodation', 'Parys|Vaal Triangle', 'fri', null),
        req(TOUR, PARYS, 'sat', '09:00'),
        req(BRAAI, ['Parys|Vaal Triangle', null], 'sat', '18:00'),
      ),
    ],
    [
      'Comrades support: a driver from Pietermaritzburg at 4am on Sunday, a physio waiting at the finish in Durban at noon, and a hotel room in Durban from Sunday',
      asks(
        req(CAR, 'Pietermaritzburg|Pietermaritzburg', 'sun', '04:00'),
        req('other', 'Durban|Durban', 'sun', '12:00'),
        req('accommodation', 'Durban|Durban', 'sun', null),
      ),
    ],
    [
      'Housewarming at our new place in Craighall on Saturday: a chef for 40 from 1pm, a bartender from 2, and a cleaning team on Sunday morning',
      asks(
        req('private_chef', 'Craighall|Johannesburg', 'sat', '13:00', { partySize: 40 }),
        req(BAR, ['Craighall|Johannesburg', null], 'sat', '14:00'),
        req('other', ['Craighall|Johannesburg', null], 'sun', '09:00'),
      ),
    ],
    [
      'Gallery opening in Woodstock on the 20th: flowers for the space, a photographer from 6pm, and security at the door from 5:30pm',
      asks(
        req(FLOWERS, 'Woodstock|Cape Town', 'dom:20', null),
        req('other', ['Woodstock|Cape Town', null], 'dom:20', '18:00'),
        req(ESCORT, ['Woodstock|Cape Town', null], 'dom:20', '17:30'),
      ),
    ],
    [
      'Fri: a driver from Cape Town airport to Franschhoek at 2pm. Sat: the Wine Tram at 10am for 4. Sun: lunch for 4 at La Residence at 1',
      asks(
        req(CAR, CAPE_TOWN_AIRPORT, 'fri', '14:00'),
        req(TOUR, WINE_TRAM, 'sat', '10:00'),
        tableAt(LA_RESIDENCE, 'sun', '13:00', 4),
      ),
    ],
    [
      'Fishing trip to Sodwana from the 17th: flights from OR Tambo to Richards Bay on the 17th at 7am, a 4x4 at Richards Bay airport that day, and a deep-sea charter out of Sodwana Bay on the 18th at 5am',
      asks(
        req(FLIGHT, OR_TAMBO, 'dom:17', '07:00'),
        req(OFFROAD, 'Richards Bay Airport|Zululand', 'dom:17', null),
        req(BOAT, 'Sodwana Bay|Zululand', 'dom:18', '05:00'),
      ),
    ],
    [
      'A weekend in Clarens from Friday: a guest house for 2, a horse ride on Saturday at 10, and dinner for 2 on Saturday at 7:30pm',
      asks(
        req('accommodation', 'Clarens|Eastern Free State', 'fri', null),
        req(TOUR, ['Clarens|Eastern Free State', null], 'sat', '10:00'),
        tableAt(['Clarens|Eastern Free State', null], 'sat', '19:30', 2),
      ),
    ],
    [
      "Kids' party on Sunday at our house in Bedfordview: a magician at 2pm, a face painter at 2:30, and a cake from a bakery delivered at 1pm",
      asks(
        req('other', 'Bedfordview|Johannesburg', 'sun', '14:00'),
        req('other', ['Bedfordview|Johannesburg', null], 'sun', '14:30'),
        req(CAKE, ['Bedfordview|Johannesburg', null], 'sun', '13:00'),
      ),
    ],
    [
      'Film premiere at Montecasino tomorrow: a stylist at my place in Fourways at 3pm, a make-up artist at 4, and a chauffeur at 6:30 to get me to Montecasino',
      asks(
        req(STYLIST, 'Fourways|Johannesburg', 'tomorrow', '15:00'),
        req('other', ['Fourways|Johannesburg', null], 'tomorrow', '16:00'),
        req(CAR, TO_MONTECASINO, 'tomorrow', '18:30'),
      ),
    ],
    [
      'Next week Monday and Tuesday in Gqeberha: a hotel in Summerstrand from Monday, a hire car at the airport on Monday at 8am, and a dinner table for 8 on Tuesday at 7pm in Walmer',
      asks(
        req('accommodation', 'Summerstrand|Gqeberha', 'next:mon', null),
        req(HIRE, PE_AIRPORT, 'next:mon', '08:00'),
        table('Walmer|Gqeberha', 'next:tue', '19:00', 8),
      ),
    ],
    [
      'Three things for tonight: a babysitter at our house in Claremont from 6pm, a driver at 6:30pm to take us to the theatre in town, and a table for 2 at 10pm after the show',
      asks(
        req('other', 'Claremont|Cape Town', 'today', '18:00'),
        req(CAR, ['Claremont|Cape Town', null], 'today', '18:30'),
        table(null, 'today', '22:00', 2),
      ),
    ],
    [
      'Family holiday in Plett: a beach house from the 20th for 12 of us, a chef at the house on the 25th at 1pm, and a boat trip out of Plett on the 26th at 9am',
      asks(
        req('accommodation', PLETT, 'dom:20', null),
        req('private_chef', [PLETT, null], 'dom:25', '13:00'),
        req(BOAT, PLETT, 'dom:26', '09:00'),
      ),
    ],
    [
      'Saturday: a driver from Lynnwood at 8am out to Dinokeng, a game drive there at 10, and a picnic for 4 at 1',
      asks(
        req(CAR, 'Lynnwood|Pretoria', 'sat', '08:00'),
        req(TOUR, DINOKENG, 'sat', '10:00'),
        req(PICNIC, AT_DINOKENG, 'sat', '13:00'),
      ),
    ],
    [
      'Sunday in the Cradle of Humankind: a driver from Northcliff at 9am, a tour of Sterkfontein Caves at 10:30, and lunch for 5 at 1pm nearby',
      asks(
        req(CAR, 'Northcliff|Johannesburg', 'sun', '09:00'),
        req(TOUR, STERKFONTEIN, 'sun', '10:30'),
        tableAt(NEAR_THE_CAVES, 'sun', '13:00', 5),
      ),
    ],
    [
      "For my mother-in-law's visit: a driver to meet her at King Shaka tomorrow at 11:20, a room at a hotel in Salt Rock from tomorrow, and a hairdresser to see her there the day after tomorrow at 10",
      asks(
        req(CAR, KING_SHAKA, 'tomorrow', '11:20'),
        req('accommodation', 'Salt Rock|Durban', 'tomorrow', null),
        req('other', ['Salt Rock|Durban', null], '+2', '10:00'),
      ),
    ],
    [
      'Tomorrow in Stellenbosch: bikes and a guide for a ride up Jonkershoek at 8am, a table for 6 at 1pm in town, and a driver back to Somerset West at 5',
      asks(
        req(TOUR, JONKERSHOEK, 'tomorrow', '08:00'),
        tableAt(['Stellenbosch|Cape Winelands', null], 'tomorrow', '13:00', 6),
        req(CAR, BACK_FROM_STELLIES, 'tomorrow', '17:00'),
      ),
    ],
    [
      'Please organise for the 19th: a conference room for 20 in Umhlanga, a chef to cater lunch for 20 at 12:30, and a shuttle from King Shaka at 7:30am',
      asks(
        req(ROOM, 'Umhlanga|Durban', 'dom:19', null),
        req('private_chef', ['Umhlanga|Durban', null], 'dom:19', '12:30', { partySize: 20 }),
        req(CAR, KING_SHAKA, 'dom:19', '07:30'),
      ),
    ],
    [
      'Tuesday next week I land at George airport at 9: a hire car there, a room at Simola in Knysna from that day, and a round of golf at Pezula at 2pm',
      asks(
        req(HIRE, GEORGE_AIRPORT, 'next:tue', '09:00'),
        req('accommodation', SIMOLA, 'next:tue', null),
        req('other', 'Pezula|Garden Route', 'next:tue', '14:00'),
      ),
    ],
    [
      "My wife's birthday party on Saturday at home in Higgovale: a florist to decorate by 4pm, a jazz trio from 6, and a chef for 16 at 7",
      asks(
        req(FLOWERS, 'Higgovale|Cape Town', 'sat', '16:00'),
        req('other', ['Higgovale|Cape Town', null], 'sat', '18:00'),
        req('private_chef', ['Higgovale|Cape Town', null], 'sat', '19:00', { partySize: 16 }),
      ),
    ],
    [
      'The Durban July weekend: flights from Cape Town on Friday at 10am, a suite in Umhlanga from Friday, and a driver to Greyville on Saturday at 11',
      asks(
        req(FLIGHT, CAPE_TOWN, 'fri', '10:00'),
        req('accommodation', 'Umhlanga|Durban', 'fri', null),
        req(CAR, TO_THE_RACES, 'sat', '11:00'),
      ),
    ],
    [
      'We were broken into last week, so tomorrow: a locksmith at our Linden house at 8am, a cleaner at 10 and a security company to put in a new alarm at 1pm',
      asks(
        req('other', 'Linden|Johannesburg', 'tomorrow', '08:00'),
        req('other', ['Linden|Johannesburg', null], 'tomorrow', '10:00'),
        req(ESCORT, ['Linden|Johannesburg', null], 'tomorrow', '13:00'),
      ),
    ],
    [
      'Four things for the 27th please: a hair stylist at 10am at our house in Melkbosstrand, a car from there at 2pm to the wedding in Darling, flowers for the bride, and a table for 2 in Melkbos at 9pm afterwards',
      asks(
        req('other', 'Melkbosstrand|Cape Town', 'dom:27', '10:00'),
        req(CAR, ['Melkbosstrand|Cape Town', null], 'dom:27', '14:00'),
        req(FLOWERS, ['Melkbosstrand|Cape Town', null], 'dom:27', null),
        table('Melkbosstrand|Cape Town', 'dom:27', '21:00', 2),
      ),
    ],
    [
      'Next week Monday: a breakfast meeting for 4 at 7:30am at a place in Rosebank, a driver from Rosebank to Pretoria at 10, and a hotel in Hatfield from Monday',
      asks(
        table('Rosebank|Johannesburg', 'next:mon', '07:30', 4),
        req(CAR, 'Rosebank|Johannesburg', 'next:mon', '10:00'),
        req('accommodation', 'Hatfield|Pretoria', 'next:mon', null),
      ),
    ],
    [
      'The day after tomorrow: a yoga teacher at home in Glencairn at 7am, a massage therapist at 11, and a beach picnic for two at Boulders Beach at 1pm',
      asks(
        req('other', 'Glencairn|Cape Town', '+2', '07:00'),
        req('other', ['Glencairn|Cape Town', null], '+2', '11:00'),
        req(PICNIC, BOULDERS, '+2', '13:00'),
      ),
    ],
  ],
);
