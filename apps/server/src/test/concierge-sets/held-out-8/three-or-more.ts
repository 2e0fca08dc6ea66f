import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

/** Eighth held-out set: three to five requests in one message, as lists, lines or one breath. */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'driver from OR Tambo friday 7am, table for 2 in Sandton friday 8pm, and a chef at home in Dainfern saturday 7pm for 6',
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'fri', '07:00'),
        table('Sandton|Johannesburg', 'fri', '20:00', 2),
        req('private_chef', 'Dainfern|Johannesburg', 'sat', '19:00', { partySize: 6 }),
      ),
    ],
    [
      'Please arrange:\n1. flights to Cape Town on the 9th\n2. a car at Cape Town airport when we land at 13:40\n3. a villa in Llandudno from the 9th for 5 nights',
      asks(
        req('travel', 'Cape Town|Cape Town', 'dom:9', null),
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'dom:9', '13:40'),
        req('accommodation', 'Llandudno|Cape Town', 'dom:9', null),
      ),
    ],
    [
      'for the boys weekend in Durbs: a boat from Durban harbour on saturday at 8am for 10, a table for 10 at Florida Road at 7pm that night, and security for the group on saturday night',
      asks(
        req('yacht_charter', 'Durban|Durban', 'sat', '08:00', { partySize: 10 }),
        table('Florida Road|Durban', 'sat', '19:00', 10),
        req('security', ['Durban|Durban', 'Florida Road|Durban'], 'sat', '20:00'),
      ),
    ],
    [
      'Can you sort out the following for my parents visiting: a driver from Lanseria on Tuesday at 10:30, a hotel in Melrose Arch from Tuesday for 3 nights, and lunch for 4 in Rosebank on Wednesday',
      asks(
        req('personal_driver', 'Lanseria International Airport|Johannesburg', 'tue', '10:30'),
        req('accommodation', 'Melrose Arch|Johannesburg', 'tue', null),
        table('Rosebank|Johannesburg', 'wed', '12:30', 4),
      ),
    ],
    [
      'i need a personal shopper in Cavendish on thursday at 11, a hair and makeup artist at my place in Newlands on friday at 4pm, and a table for 2 at 8 friday in Claremont',
      asks(
        req('personal_shopping', 'Cavendish Square|Cape Town', 'thu', '11:00'),
        req('other', 'Newlands|Cape Town', 'fri', '16:00'),
        table('Claremont|Cape Town', 'fri', '20:00', 2),
      ),
    ],
    [
      'Golf at Fancourt on Saturday at 7:30 for four, a chef at our house in the estate that evening for 8, and a driver back to George Airport on Sunday at 2pm',
      asks(
        req('other', 'Fancourt|Garden Route', 'sat', '07:30', { partySize: 4 }),
        req('private_chef', 'Fancourt|Garden Route', 'sat', '19:00', { partySize: 8 }),
        req('personal_driver', 'George Airport|Garden Route', 'sun', '14:00'),
      ),
    ],
    [
      'wine tram in Franschhoek tomorrow at 10 for 6, lunch at La Residence at 1 for 6, and a driver to bring us back to Cape Town at 5',
      asks(
        req(
          'other',
          ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'],
          'tomorrow',
          '10:00',
          { partySize: 6 },
        ),
        table('La Residence|Cape Winelands', 'tomorrow', '13:00', 6),
        req(
          'personal_driver',
          ['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands', 'Cape Town|Cape Town'],
          'tomorrow',
          '17:00',
        ),
      ),
    ],
    [
      'Morning! Three things for next week: driver on Monday at 6am from home in Westville to King Shaka, flights to Joburg Monday at 8, and a Range Rover waiting at OR Tambo',
      asks(
        req('personal_driver', 'Westville|Durban', 'next:mon', '06:00'),
        req(
          'travel',
          ['Durban|Durban', 'King Shaka International Airport|Durban', 'Johannesburg|Johannesburg'],
          'next:mon',
          '08:00',
        ),
        req('luxury_vehicle', 'OR Tambo International Airport|Johannesburg', 'next:mon', null),
      ),
    ],
    [
      'kids party planner for my sons 7th in Northcliff on sunday at 2, a jumping castle guy is fine too, plus a security guard at the gate from 1, plus a chef for the adults at 2 as well, about 30',
      asks(
        req('event_planning', 'Northcliff|Johannesburg', 'sun', '14:00'),
        req('security', 'Northcliff|Johannesburg', 'sun', '13:00'),
        req('private_chef', 'Northcliff|Johannesburg', 'sun', '14:00', { partySize: 30 }),
      ),
    ],
    [
      'Please book a game lodge in Madikwe from Friday, a charter flight from Lanseria to Madikwe on Friday at 9am and a driver from Sandton to Lanseria at 7:30 that morning',
      asks(
        req('accommodation', 'Madikwe|Madikwe', 'fri', null),
        req('travel', 'Lanseria International Airport|Johannesburg', 'fri', '09:00'),
        req('personal_driver', 'Sandton|Johannesburg', 'fri', '07:30'),
      ),
    ],
    [
      'table for 4 tonight at 7 in Sea Point, a driver to fetch us from Camps Bay at 6:30, and a yacht tomorrow at 11 from the V&A for 4',
      asks(
        table('Sea Point|Cape Town', 'today', '19:00', 4),
        req('personal_driver', 'Camps Bay|Cape Town', 'today', '18:30'),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'tomorrow', '11:00', { partySize: 4 }),
      ),
    ],
    [
      'need 4 things for the conference in Durban: hotel near the ICC from the 2nd, a driver each morning at 7:30 from the 2nd, close protection for our CEO on the 3rd, and a dinner for 16 on the 3rd at 7 in Morningside... sorry Musgrave',
      asks(
        req('accommodation', 'Durban ICC|Durban', 'dom:2', null),
        req('personal_driver', ['Durban ICC|Durban', 'Durban|Durban', null], 'dom:2', '07:30'),
        req('security', ['Durban|Durban', null], 'dom:3', null),
        table('Musgrave|Durban', 'dom:3', '19:00', 16),
      ),
    ],
    [
      'Flights Cape Town to Hoedspruit on the 22nd, a lodge in Timbavati from the 22nd and a private game drive vehicle with driver from Eastgate Airport on the 22nd at 12',
      asks(
        req('travel', 'Cape Town|Cape Town', 'dom:22', null),
        req('accommodation', 'Timbavati|Kruger', 'dom:22', null),
        req(['personal_driver', 'luxury_vehicle'], 'Eastgate Airport|Kruger', 'dom:22', '12:00'),
      ),
    ],
    [
      'a personal shopper in Sandton on Saturday at 10, a table for 3 at Nelson Mandela Square at 1, and tickets to the Lion King at Montecasino at 8 that evening for 3',
      asks(
        req('personal_shopping', 'Sandton|Johannesburg', 'sat', '10:00'),
        table('Nelson Mandela Square|Johannesburg', 'sat', '13:00', 3),
        req('other', 'Montecasino|Johannesburg', 'sat', '20:00', { partySize: 3 }),
      ),
    ],
    [
      'We are doing the Garden Route: a car from George airport on the 1st at noon, a guesthouse in Wilderness from the 1st, and a boat trip at Knysna Heads on the 3rd at 10am',
      asks(
        req(['personal_driver', 'luxury_vehicle'], 'George Airport|Garden Route', 'dom:1', '12:00'),
        req('accommodation', 'Wilderness|Garden Route', 'dom:1', null),
        req('yacht_charter', 'Knysna Heads|Garden Route', 'dom:3', '10:00'),
      ),
    ],
    [
      'Hi, please can I get a chef for Friday night for 12 at home in Kloof, a florist to decorate the house on Friday afternoon, and a waiter service also Friday night',
      asks(
        req('private_chef', 'Kloof|Durban', 'fri', '20:00', { partySize: 12 }),
        req('other', 'Kloof|Durban', 'fri', '15:00'),
        req('other', 'Kloof|Durban', 'fri', '20:00'),
      ),
    ],
    [
      'driver tomorrow at 9 from Hatfield to Menlyn, personal shopper at Menlyn at 10, and a table for 2 in Menlyn Maine at 1:30',
      asks(
        req('personal_driver', 'Hatfield|Pretoria', 'tomorrow', '09:00'),
        req('personal_shopping', 'Menlyn|Pretoria', 'tomorrow', '10:00'),
        table('Menlyn Maine|Pretoria', 'tomorrow', '13:30', 2),
      ),
    ],
    [
      'Anniversary plans: flowers delivered to the Oyster Box on Saturday morning, a couples massage there at 3, dinner for two at 8, and a driver to bring us from La Lucia at 2:30',
      asks(
        req('other', 'Oyster Box|Durban', 'sat', '09:00'),
        req('other', 'Oyster Box|Durban', 'sat', '15:00'),
        table('Oyster Box|Durban', 'sat', '20:00', 2),
        req('personal_driver', 'La Lucia|Durban', 'sat', '14:30'),
      ),
    ],
    [
      'yacht for 15 from Simons Town on Sunday at 10, lunch for 15 in Kalk Bay at 2, and a minibus with driver from Constantia at 8:30 to get everyone there',
      asks(
        req('yacht_charter', "Simon's Town|Cape Town", 'sun', '10:00', { partySize: 15 }),
        table('Kalk Bay|Cape Town', 'sun', '14:00', 15),
        req('personal_driver', 'Constantia|Cape Town', 'sun', '08:30'),
      ),
    ],
    [
      'Please book: Tuesday 6am driver Bryanston to OR Tambo; Tuesday flight to Cape Town 8:30; Tuesday table for 1 at the Waterfront at 7pm; Wednesday driver from the Waterfront to CTIA at 3pm',
      asks(
        req('personal_driver', 'Bryanston|Johannesburg', 'tue', '06:00'),
        req(
          'travel',
          ['OR Tambo International Airport|Johannesburg', 'Cape Town|Cape Town'],
          'tue',
          '08:30',
        ),
        table('V&A Waterfront|Cape Town', 'tue', '19:00', 1),
        req('personal_driver', 'V&A Waterfront|Cape Town', 'wed', '15:00'),
      ),
    ],
    [
      'can you get a villa in Ballito from the 16th for 8 ppl, a chef for dinner on the 16th for 8, and a boat for a dolphin cruise on the 18th',
      asks(
        req('accommodation', 'Ballito|Durban', 'dom:16', null, { partySize: 8 }),
        req('private_chef', 'Ballito|Durban', 'dom:16', null, { partySize: 8 }),
        req('yacht_charter', ['Ballito|Durban', null], 'dom:18', null),
      ),
    ],
    [
      'three quick ones: table for 2 tmrw 19h00 Stellenbosch, driver from Somerset West tmrw 18h15, and a room at Lanzerac for tmrw',
      asks(
        table('Stellenbosch|Cape Winelands', 'tomorrow', '19:00', 2),
        req('personal_driver', 'Somerset West|Cape Town', 'tomorrow', '18:15'),
        req('accommodation', 'Lanzerac|Cape Winelands', 'tomorrow', null),
      ),
    ],
    [
      'For my wife’s 40th on the 27th: an event planner for a garden party at our house in Saxonwold, a chef for 25 people at 1pm, a string quartet, and a driver for her mother from Pretoria at 11',
      asks(
        req('event_planning', 'Saxonwold|Johannesburg', 'dom:27', null),
        req('private_chef', 'Saxonwold|Johannesburg', 'dom:27', '13:00', { partySize: 25 }),
        req('other', 'Saxonwold|Johannesburg', 'dom:27', null),
        req('personal_driver', 'Pretoria|Pretoria', 'dom:27', '11:00'),
      ),
    ],
    [
      'need a bodyguard in Cape Town CBD on Thursday from 9am, a driver for the whole day from 8:30, and a table for 6 at 7:30pm that night in De Waterkant',
      asks(
        req('security', 'Cape Town CBD|Cape Town', 'thu', '09:00'),
        req('personal_driver', ['Cape Town CBD|Cape Town', null], 'thu', '08:30'),
        table('De Waterkant|Cape Town', 'thu', '19:30', 6),
      ),
    ],
  ],
);
