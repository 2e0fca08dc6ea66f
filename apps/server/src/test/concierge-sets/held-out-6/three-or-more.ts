import { asks, req, rowsIn, table } from '../labels';

/**
 * Sixth held-out set, multi kind: short messages asking for three services at once (a trip's
 * flight, car and table; a wedding's planner, chef and guards), in the order the member names them.
 */
/** "The Waterfront" in a Cape Town message: the V&A, or Cape Town when read as the city only. */
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];

export const THREE_OR_MORE = rowsIn(
  ['en'],
  [
    [
      'Flights for 4 from Cape Town to Hoedspruit on the 2nd, a lodge in Timbavati from the 2nd, and a transfer from Eastgate Airport when we land',
      asks(
        req('travel', 'Cape Town|Cape Town', 'dom:2', null, { partySize: 4 }),
        req('accommodation', 'Timbavati|Kruger', 'dom:2', null),
        req('personal_driver', 'Eastgate Airport|Kruger', 'dom:2', null),
      ),
    ],
    [
      'Get a wedding planner for our wedding at Vergelegen on the 24th, a chef for the rehearsal dinner on the 23rd for 40, and security on the day',
      asks(
        req('event_planning', 'Vergelegen|Cape Town', 'dom:24', null),
        req('private_chef', ['Vergelegen|Cape Town', null], 'dom:23', null, { partySize: 40 }),
        req('security', 'Vergelegen|Cape Town', 'dom:24', null),
      ),
    ],
    [
      'Can I get a driver for the whole of Friday from 9 in Cape Town, a table for 2 at the Waterfront at 7pm and a helicopter flip at 4',
      asks(
        req('personal_driver', 'Cape Town|Cape Town', 'fri', '09:00'),
        { ...table(null, 'fri', '19:00', 2), place: WATERFRONT },
        req(['other', 'travel'], WATERFRONT, 'fri', '16:00'),
      ),
    ],
    [
      "we're hosting 10 at home in Dainfern on Sunday - need a chef at 1pm and a barman. Also a driver for my in-laws from Pretoria at 11",
      asks(
        req('private_chef', 'Dainfern|Johannesburg', 'sun', '13:00', { partySize: 10 }),
        req('other', 'Dainfern|Johannesburg', 'sun', '13:00'),
        req('personal_driver', 'Pretoria|Pretoria', 'sun', '11:00'),
      ),
    ],
    [
      'flight to Cape Town Friday 6am, Range Rover at CPT waiting, and dinner for 3 at Mount Nelson at 8pm',
      asks(
        req('travel', 'Cape Town|Cape Town', 'fri', '06:00'),
        req('luxury_vehicle', 'Cape Town International Airport|Cape Town', 'fri', null),
        table('Mount Nelson|Cape Town', 'fri', '20:00', 3),
      ),
    ],
    [
      'plan my 40th in Franschhoek on the 19th, book the Wine Tram for 20 that morning and a guesthouse for the night',
      asks(
        req('event_planning', 'Franschhoek|Cape Winelands', 'dom:19', null),
        req('other', 'Franschhoek Wine Tram|Cape Winelands', 'dom:19', '09:00', {
          partySize: 20,
        }),
        req('accommodation', 'Franschhoek|Cape Winelands', 'dom:19', null),
      ),
    ],
    [
      "Flights Joburg to Durban on the 23rd at 7, a car at King Shaka, and a chef at my mother's house in Westville on the 25th for 18 people",
      asks(
        req('travel', 'Johannesburg|Johannesburg', 'dom:23', '07:00'),
        req('luxury_vehicle', 'King Shaka|Durban', 'dom:23', null),
        req('private_chef', 'Westville|Durban', 'dom:25', null, { partySize: 18 }),
      ),
    ],
  ],
);
