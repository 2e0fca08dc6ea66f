import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const OFFROAD: ServiceType[] = ['luxury_vehicle', 'other'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const CAKE: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const QUAD: ServiceType[] = ['other', 'luxury_vehicle'];
const PHOTO: ServiceType[] = ['other', 'event_planning'];
const MUSIC: ServiceType[] = ['other', 'event_planning'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const BUSH_DINNER: ServiceType[] = ['other', 'event_planning', 'private_chef'];
const PICNIC: ServiceType[] = ['other', 'event_planning'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const KMIA = 'Kruger Mpumalanga International Airport|Mbombela';
const PE_AIRPORT = ['Chief Dawid Stuurman International Airport|Gqeberha', 'Gqeberha|Gqeberha'];
const IN_THE_CEDERBERG = ['Clanwilliam|West Coast', 'Cederberg|West Coast', null];
const IN_NIEU_BETHESDA = ['Nieu-Bethesda|Karoo', null];
const AT_CATHEDRAL_PEAK = ['Cathedral Peak|Drakensberg', null];
const CHOIR = [
  'Drakensberg|Drakensberg',
  'Winterton|Drakensberg',
  'Champagne Castle|Drakensberg',
  null,
];
const KIMBERLEY_BACK = ['Kimberley Airport|Kimberley', 'Kimberley|Kimberley'];
const KNYSNA_WATERFRONT = ['Knysna Waterfront|Garden Route', 'Knysna|Garden Route'];
const AT_THE_FESTIVAL = ['Underberg|Drakensberg', null];
const AT_LINKSFIELD = ['Linksfield|Johannesburg', null];
const ON_THE_CLIFFS = ['Morgan Bay|Wild Coast', null];
const IN_ARNISTON = ['Arniston|Overberg', null];
const AT_THE_RECEPTION = ['Nottingham Road|Pietermaritzburg', null];
const AT_SUN_CITY = ['Sun City|Pilanesberg', null];
const LOST_CITY = ['Lost City|Pilanesberg', 'Sun City|Pilanesberg'];
const IN_CLARENS = ['Clarens|Eastern Free State', null];
const FROM_HAZYVIEW = ['Hazyview|Mbombela', KMIA];
const IN_HAZYVIEW = ['Hazyview|Mbombela', null];
const IN_TULBAGH = ['Tulbagh|Cape Winelands', null];
const AT_THE_BEACH_HOUSE = ['Port Alfred|Sunshine Coast', null];
const ON_THE_RIVER = ['Cradock|Karoo', null];
const IN_THE_VALLEY = ['Hemel-en-Aarde Valley|Overberg', null];
const AT_MADIKWE = ['Madikwe|Madikwe', null];
const AT_NEWTOWN = ['Newtown|Johannesburg', null];
const FISHING_AT_KENTON = ['Kenton-on-Sea|Sunshine Coast', null];
const AT_LONDOLOZI = ['Londolozi|Kruger', null];
const AT_HOME_IN_WESTVILLE = ['Westville|Durban', null];
const DELAIRE = ['Delaire Graff|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const AIRSTRIP = ['Graaff-Reinet|Karoo', null];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-eighth held-out set: three to five requests in one message: an occasion and its day given
 * once at the top ("For our climbing trip in the Cederberg this weekend:", "Three things for the
 * 17th please:", "Next week Monday and Tuesday I'm in Kimberley for work:", "Three things for
 * tomorrow:", "Four things for Friday:", "Tomorrow and the day after in Hazyview:") that holds for
 * every request, "from Friday" with Saturday and Sunday after it, "that day", "that evening",
 * "there", days of the month between the 15th and the 28th, and trips for a climbing weekend in
 * the Cederberg, a photography weekend in the Karoo, a family arriving at Marloth Park, a hiking
 * weekend at Cathedral Peak, the Drakensberg Boys' Choir, a prize-giving in Pretoria, a work trip
 * to Kimberley, the Knysna oyster festival, Splashy Fen, the Two Oceans, a christening, a cliff
 * ride at Morgan Bay, an avocado farm near Tzaneen, a long weekend in Arniston, a wedding in the
 * Midlands, a team build at Sun City, an art weekend in Clarens, rafting from Hazyview, a business
 * partner from Lagos, mountain biking in Tulbagh, a memorial in Mthatha, a regatta in Port Alfred,
 * a canoe trip from Cradock, a babymoon in the Hemel-en-Aarde, grandchildren in Madikwe, gold
 * panning in Pilgrim's Rest, jacarandas in Pretoria, a poetry reading in Newtown, a family holiday
 * in Kenton-on-Sea, a lodge at Londolozi, an Eid lunch in Westville, a picnic in Banhoek, a horse
 * trail on the Wild Coast, a day of spoiling a wife and a business trip to Graaff-Reinet.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'For our climbing trip in the Cederberg this weekend: a 4x4 to hire from Cape Town International on Friday at 2pm, a cottage near Clanwilliam from Friday, and a chef to do a braai at the cottage on Saturday at 7pm',
      asks(
        req(OFFROAD, CAPE_TOWN_AIRPORT, 'fri', '14:00'),
        req('accommodation', IN_THE_CEDERBERG, 'fri', null),
        req(BRAAI, IN_THE_CEDERBERG, 'sat', '19:00'),
      ),
    ],
    [
      'Karoo photography weekend, Friday to Sunday: a room in Nieu-Bethesda from Friday, a guide to the Owl House on Saturday at 9am, and a driver from Nieu-Bethesda to Graaff-Reinet on Sunday at 11am',
      asks(
        req('accommodation', 'Nieu-Bethesda|Karoo', 'fri', null),
        req(TOUR, IN_NIEU_BETHESDA, 'sat', '09:00'),
        req(CAR, 'Nieu-Bethesda|Karoo', 'sun', '11:00'),
      ),
    ],
    [
      'Three things for the 17th please: a flight from OR Tambo to Kruger Mpumalanga International at 7am, a driver from there to Marloth Park at 9am, and a house in Marloth Park from the 17th for the family',
      asks(
        req(FLIGHT, OR_TAMBO, 'dom:17', '07:00'),
        req(CAR, KMIA, 'dom:17', '09:00'),
        req('accommodation', 'Marloth Park|Kruger', 'dom:17', null),
      ),
    ],
    [
      'Hiking weekend at Cathedral Peak: rooms at the Cathedral Peak hotel from Friday for four of us, a mountain guide on Saturday at 6am, and a massage for each of us on Sunday at 2pm',
      asks(
        req('accommodation', 'Cathedral Peak|Drakensberg', 'fri', null),
        req(TOUR, AT_CATHEDRAL_PEAK, 'sat', '06:00'),
        req('other', AT_CATHEDRAL_PEAK, 'sun', '14:00'),
      ),
    ],
    [
      "For the Drakensberg Boys' Choir on Saturday: four tickets for the 3pm concert, a chalet in Winterton from Saturday, and dinner for 4 in Winterton at 7pm",
      asks(
        req('other', CHOIR, 'sat', '15:00'),
        req('accommodation', 'Winterton|Drakensberg', 'sat', null),
        table('Winterton|Drakensberg', 'sat', '19:00', 4),
      ),
    ],
    [
      'Prize-giving day tomorrow: a driver from our house in Erasmuskloof to the school at 8am, a bouquet delivered to the headmistress at 10am, and lunch for 5 in Groenkloof at 1pm',
      asks(
        req(CAR, 'Erasmuskloof|Pretoria', 'tomorrow', '08:00'),
        req(FLOWERS, null, 'tomorrow', '10:00'),
        table('Groenkloof|Pretoria', 'tomorrow', '13:00', 5),
      ),
    ],
    [
      "Next week Monday and Tuesday I'm in Kimberley for work: a flight from OR Tambo on Monday at 6am, a car to drive myself from Kimberley Airport at 8am, a hotel in Kimberley from Monday, and a flight back from Kimberley on Tuesday at 5pm",
      asks(
        req(FLIGHT, OR_TAMBO, 'next:mon', '06:00'),
        req(HIRE, 'Kimberley Airport|Kimberley', 'next:mon', '08:00'),
        req('accommodation', 'Kimberley|Kimberley', 'next:mon', null),
        req(FLIGHT, KIMBERLEY_BACK, 'next:tue', '17:00'),
      ),
    ],
    [
      'For the oyster festival: a room in Belvidere from the 20th, two tickets for the oyster tasting at the Knysna Waterfront on the 21st at noon, and a cruise on the Knysna lagoon on the 22nd at 3pm',
      asks(
        req('accommodation', 'Belvidere|Garden Route', 'dom:20', null),
        req('other', KNYSNA_WATERFRONT, 'dom:21', '12:00'),
        req(BOAT, 'Knysna|Garden Route', 'dom:22', '15:00'),
      ),
    ],
    [
      'Splashy Fen this weekend: a camper van to hire from Pietermaritzburg on Friday at 9am, festival tickets for Saturday for the 3 of us, and a cottage in Underberg from Friday',
      asks(
        req(HIRE, 'Pietermaritzburg|Pietermaritzburg', 'fri', '09:00'),
        req('other', AT_THE_FESTIVAL, 'sat', null),
        req('accommodation', 'Underberg|Drakensberg', 'fri', null),
      ),
    ],
    [
      'Two Oceans weekend: a sports massage at our hotel in Rondebosch on Friday at 5pm, a driver from Rondebosch to the start at 4:30am on Saturday, and a recovery brunch for 6 in Claremont at 11am that day',
      asks(
        req('other', 'Rondebosch|Cape Town', 'fri', '17:00'),
        req(CAR, 'Rondebosch|Cape Town', 'sat', '04:30'),
        table('Claremont|Cape Town', 'sat', '11:00', 6),
      ),
    ],
    [
      "Our baby's christening in Linksfield on Sunday: a photographer at the church at 10am, a cake delivered to the house by 11am, and a chef to cook lunch for 20 at our house in Linksfield at 12:30",
      asks(
        req(PHOTO, AT_LINKSFIELD, 'sun', '10:00'),
        req(CAKE, AT_LINKSFIELD, 'sun', '11:00'),
        req('private_chef', 'Linksfield|Johannesburg', 'sun', '12:30', { partySize: 20 }),
      ),
    ],
    [
      'Morgan Bay this weekend: a driver from King Phalo Airport on Friday at 3pm, a cottage in Morgan Bay from Friday, and a guided horse ride along the cliffs on Saturday at 8am',
      asks(
        req(CAR, 'King Phalo Airport|East London', 'fri', '15:00'),
        req('accommodation', 'Morgan Bay|Wild Coast', 'fri', null),
        req('other', ON_THE_CLIFFS, 'sat', '08:00'),
      ),
    ],
    [
      'Avocado farm visit near Tzaneen on the 18th: a flight from OR Tambo to Polokwane at 6:30am, a car and driver from Polokwane International at 8am, and lunch for 3 in Tzaneen at 1pm',
      asks(
        req(FLIGHT, OR_TAMBO, 'dom:18', '06:30'),
        req(CAR, 'Polokwane International Airport|Polokwane', 'dom:18', '08:00'),
        table('Tzaneen|Polokwane', 'dom:18', '13:00', 3),
      ),
    ],
    [
      'Arniston long weekend, Friday to Sunday: a hotel room in Arniston from Friday, a guide to the sea cave on Saturday at 10am, and a chef for a fish supper at the hotel on Saturday at 7pm',
      asks(
        req('accommodation', 'Arniston|Overberg', 'fri', null),
        req(TOUR, IN_ARNISTON, 'sat', '10:00'),
        req('private_chef', IN_ARNISTON, 'sat', '19:00'),
      ),
    ],
    [
      "Wedding in Nottingham Road on the 26th: a bridal car from the bride's parents in Howick at 2pm, a violinist for the ceremony in Nottingham Road at 3pm, and two guards at the reception from 5pm",
      asks(
        req(CAR, 'Howick|Pietermaritzburg', 'dom:26', '14:00'),
        req(MUSIC, 'Nottingham Road|Pietermaritzburg', 'dom:26', '15:00'),
        req(ESCORT, AT_THE_RECEPTION, 'dom:26', '17:00'),
      ),
    ],
    [
      'Team build at Sun City on the 19th: a luxury coach from Sandton at 7am for 30, quad biking at 11am, and a table for 30 at the Palace of the Lost City at 7pm',
      asks(
        req(BUS, 'Sandton|Johannesburg', 'dom:19', '07:00'),
        req(QUAD, AT_SUN_CITY, 'dom:19', '11:00'),
        tableAt(LOST_CITY, 'dom:19', '19:00', 30),
      ),
    ],
    [
      'Clarens art weekend: a room at a guest house in Clarens from Friday, a painting class on Saturday at 10am, and dinner for 2 in Clarens on Saturday at 7pm',
      asks(
        req('accommodation', 'Clarens|Eastern Free State', 'fri', null),
        req('other', IN_CLARENS, 'sat', '10:00'),
        table('Clarens|Eastern Free State', 'sat', '19:00', 2),
      ),
    ],
    [
      'Tomorrow and the day after in Hazyview: quad bikes tomorrow at 9am, a white-water rafting trip at 2pm, and a driver to Kruger Mpumalanga International the day after tomorrow at 7am',
      asks(
        req(QUAD, 'Hazyview|Mbombela', 'tomorrow', '09:00'),
        req(TOUR, IN_HAZYVIEW, 'tomorrow', '14:00'),
        req(CAR, FROM_HAZYVIEW, '+2', '07:00'),
      ),
    ],
    [
      'For my business partner from Lagos, next week Monday and Tuesday: a driver to fetch him at Lanseria on Monday at 11am, a table for 4 in Sandhurst at 7pm that evening, and a round of golf at Dainfern on Tuesday at 8am',
      asks(
        req(CAR, LANSERIA, 'next:mon', '11:00'),
        table('Sandhurst|Johannesburg', 'next:mon', '19:00', 4),
        req('other', 'Dainfern|Johannesburg', 'next:tue', '08:00'),
      ),
    ],
    [
      'Mountain biking in Tulbagh on Saturday: bikes for 4 at 8am, a guide at 8:30am, and a lunch table for 4 at 1pm',
      asks(
        req('other', 'Tulbagh|Cape Winelands', 'sat', '08:00'),
        req(TOUR, IN_TULBAGH, 'sat', '08:30'),
        tableAt(IN_TULBAGH, 'sat', '13:00', 4),
      ),
    ],
    [
      "My mother's memorial in Mthatha is on the 22nd: flights from Cape Town to Mthatha on the 21st at 10am, a car with a driver from Mthatha Airport at 1pm that day, and rooms in Mthatha from the 21st for the five of us",
      asks(
        req(FLIGHT, CAPE_TOWN, 'dom:21', '10:00'),
        req(CAR, 'Mthatha Airport|Wild Coast', 'dom:21', '13:00'),
        req('accommodation', 'Mthatha|Wild Coast', 'dom:21', null),
      ),
    ],
    [
      'For the regatta this weekend: a yacht with a skipper out of Port Alfred on Saturday at 10am for 6, a beach house in Port Alfred from Friday, and a chef at the house on Sunday at 1pm',
      asks(
        req(BOAT, 'Port Alfred|Sunshine Coast', 'sat', '10:00', { partySize: 6 }),
        req('accommodation', 'Port Alfred|Sunshine Coast', 'fri', null),
        req('private_chef', AT_THE_BEACH_HOUSE, 'sun', '13:00'),
      ),
    ],
    [
      'Three things for tomorrow: a driver from King Shaka to Umhlanga at 8am, a hairdresser at my hotel in Umhlanga at 5pm, and a table for 6 in Durban North at 7:30pm',
      asks(
        req(CAR, KING_SHAKA, 'tomorrow', '08:00'),
        req('other', 'Umhlanga|Durban', 'tomorrow', '17:00'),
        table('Durban North|Durban', 'tomorrow', '19:30', 6),
      ),
    ],
    [
      'Cradock road trip: a hire car from PE Airport on the 15th at 9am, a room in Cradock from the 15th, and a canoe trip on the Great Fish River on the 16th at 8am',
      asks(
        req(HIRE, PE_AIRPORT, 'dom:15', '09:00'),
        req('accommodation', 'Cradock|Karoo', 'dom:15', null),
        req(TOUR, ON_THE_RIVER, 'dom:16', '08:00'),
      ),
    ],
    [
      'Our babymoon from the 24th: a suite at a wine estate in the Hemel-en-Aarde Valley from the 24th, a driver from Cape Town International on the 24th at noon, and a pregnancy massage on the 25th at 11am',
      asks(
        req('accommodation', 'Hemel-en-Aarde Valley|Overberg', 'dom:24', null),
        req(CAR, CAPE_TOWN_AIRPORT, 'dom:24', '12:00'),
        req('other', IN_THE_VALLEY, 'dom:25', '11:00'),
      ),
    ],
    [
      'Madikwe with the grandchildren from the 16th: a charter flight from Lanseria on the 16th at 9am, a family lodge in Madikwe from the 16th, and a nanny at the lodge on the 17th from 6pm',
      asks(
        req(FLIGHT, LANSERIA, 'dom:16', '09:00'),
        req('accommodation', 'Madikwe|Madikwe', 'dom:16', null),
        req('other', AT_MADIKWE, 'dom:17', '18:00'),
      ),
    ],
    [
      "Sunday on the Panorama Route: a driver from White River at 8am, gold panning in Pilgrim's Rest at 10am, and pancakes for 5 in Graskop at 1pm",
      asks(
        req(CAR, 'White River|Mbombela', 'sun', '08:00'),
        req(TOUR, "Pilgrim's Rest|Panorama Route", 'sun', '10:00'),
        table('Graskop|Panorama Route', 'sun', '13:00', 5),
      ),
    ],
    [
      'Jacaranda morning tomorrow: a driver for my mother from Arcadia at 7:30am, a photographer for family photos under the trees in Brooklyn at 8am, and breakfast for 6 in Menlo Park at 10am',
      asks(
        req(CAR, 'Arcadia|Pretoria', 'tomorrow', '07:30'),
        req(PHOTO, 'Brooklyn|Pretoria', 'tomorrow', '08:00'),
        table('Menlo Park|Pretoria', 'tomorrow', '10:00', 6),
      ),
    ],
    [
      "My husband's poetry reading in Newtown on Saturday: a sound engineer at the venue at 4pm, two security guards from 5pm, and a chef for canapés for 50 at 6pm",
      asks(
        req('other', 'Newtown|Johannesburg', 'sat', '16:00'),
        req(ESCORT, AT_NEWTOWN, 'sat', '17:00'),
        req('private_chef', AT_NEWTOWN, 'sat', '18:00', { partySize: 50 }),
      ),
    ],
    [
      'Family holiday from the 19th: a house on the river in Kenton-on-Sea from the 19th, a fishing boat with a skipper on the 20th at 6am for 4, and a game drive at Kariega Game Reserve on the 21st at 3pm',
      asks(
        req('accommodation', 'Kenton-on-Sea|Sunshine Coast', 'dom:19', null),
        req(BOAT, FISHING_AT_KENTON, 'dom:20', '06:00', { partySize: 4 }),
        req(TOUR, 'Kariega Game Reserve|Sunshine Coast', 'dom:21', '15:00'),
      ),
    ],
    [
      'For our Londolozi trip: flights from Cape Town to Skukuza on Friday at 6am for 4, a lodge at Londolozi from Friday, and a bush dinner at the lodge on Saturday at 7pm',
      asks(
        req(FLIGHT, CAPE_TOWN, 'fri', '06:00'),
        req('accommodation', 'Londolozi|Kruger', 'fri', null),
        req(BUSH_DINNER, AT_LONDOLOZI, 'sat', '19:00'),
      ),
    ],
    [
      'Eid lunch at home in Westville on Saturday: a florist to decorate the house by 11am, a driver to fetch my grandmother from Chatsworth at noon, and a halaal chef for 18 at 1pm',
      asks(
        req(FLOWERS, AT_HOME_IN_WESTVILLE, 'sat', '11:00'),
        req(CAR, 'Chatsworth|Durban', 'sat', '12:00'),
        req('private_chef', 'Westville|Durban', 'sat', '13:00', { partySize: 18 }),
      ),
    ],
    [
      'The day after tomorrow in Stellenbosch: a driver from Stellenbosch at noon, a picnic for 2 at a wine farm in Banhoek at 1pm, and a tasting at Delaire Graff at 4pm',
      asks(
        req(CAR, 'Stellenbosch|Cape Winelands', '+2', '12:00'),
        req(PICNIC, 'Banhoek|Cape Winelands', '+2', '13:00'),
        req(TOUR, DELAIRE, '+2', '16:00'),
      ),
    ],
    [
      'Wild Coast horse trail from the 23rd: a driver from Mthatha Airport to Bulungula on the 23rd at 10am, a guide with horses from Bulungula on the 24th at 8am, and a room in Coffee Bay from the 25th',
      asks(
        req(CAR, 'Mthatha Airport|Wild Coast', 'dom:23', '10:00'),
        req(TOUR, 'Bulungula|Wild Coast', 'dom:24', '08:00'),
        req('accommodation', 'Coffee Bay|Wild Coast', 'dom:25', null),
      ),
    ],
    [
      "Four things for Friday, it's all about spoiling my wife: a massage at home in Bedfordview at 8am, flowers to her office in Sandton at 10am, a table for 2 in Linksfield at 7pm, and a driver to bring us home at 10pm",
      asks(
        req('other', 'Bedfordview|Johannesburg', 'fri', '08:00'),
        req(FLOWERS, 'Sandton|Johannesburg', 'fri', '10:00'),
        table('Linksfield|Johannesburg', 'fri', '19:00', 2),
        req(CAR, AT_LINKSFIELD, 'fri', '22:00'),
      ),
    ],
    [
      'Graaff-Reinet business trip next week Tuesday: a charter flight from Lanseria at 7am, a driver from the airstrip at 10am, and lunch for 4 in Graaff-Reinet at 1pm',
      asks(
        req(FLIGHT, LANSERIA, 'next:tue', '07:00'),
        req(CAR, AIRSTRIP, 'next:tue', '10:00'),
        table('Graaff-Reinet|Karoo', 'next:tue', '13:00', 4),
      ),
    ],
  ],
);
