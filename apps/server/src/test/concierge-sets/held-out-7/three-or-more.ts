import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

/** Multi messages of three to five requests, short enough to type (./multi.ts holds them). */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'driver from OR Tambo at 7am tomorrow, table for 4 in Rosebank at 1pm, and a hotel in Sandton from tomorrow',
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'tomorrow', '07:00'),
        table('Rosebank|Johannesburg', 'tomorrow', '13:00', 4),
        req('accommodation', 'Sandton|Johannesburg', 'tomorrow', null),
      ),
    ],
    [
      'For Saturday please: personal shopper at the V&A at 10, lunch for 2 in Camps Bay at 1:30 and a chef at home in Fresnaye for 8 at 7pm',
      asks(
        req('personal_shopping', 'V&A Waterfront|Cape Town', 'sat', '10:00'),
        table('Camps Bay|Cape Town', 'sat', '13:30', 2),
        req('private_chef', 'Fresnaye|Cape Town', 'sat', '19:00', { partySize: 8 }),
      ),
    ],
    [
      'Need 3 things: flights to George on Thursday at 6am, a car at George Airport when I land, and a room at Fancourt from Thursday',
      asks(
        req('travel', 'George|Garden Route', 'thu', '06:00'),
        req(['luxury_vehicle', 'personal_driver'], 'George Airport|Garden Route', 'thu', null),
        req('accommodation', 'Fancourt|Garden Route', 'thu', null),
      ),
    ],
    [
      'can u book a yacht in Knysna on sunday at 2, a table for 6 at the Knysna Waterfront at 7 and a driver from Thesen Islands at 6:30 the same evening',
      asks(
        req('yacht_charter', 'Knysna|Garden Route', 'sun', '14:00'),
        table('Knysna Waterfront|Garden Route', 'sun', '19:00', 6),
        req('personal_driver', 'Thesen Islands|Garden Route', 'sun', '18:30'),
      ),
    ],
    [
      'My parents visit next week. Please book: a driver from King Shaka on Monday at noon, a suite in Umhlanga from Monday, and a table for 4 at the Oyster Box on Monday at 7',
      asks(
        req('personal_driver', 'King Shaka International Airport|Durban', 'mon', '12:00'),
        req('accommodation', 'Umhlanga|Durban', 'mon', null),
        table('Oyster Box|Durban', 'mon', '19:00', 4),
      ),
    ],
    [
      'I need security for my house in Dainfern from tonight at 8, a locksmith tomorrow morning there too, and a driver for the kids to school in Fourways tomorrow at 7',
      asks(
        req('security', 'Dainfern|Johannesburg', 'today', '20:00'),
        req('other', 'Dainfern|Johannesburg', 'tomorrow', '09:00'),
        req('personal_driver', 'Fourways|Johannesburg', 'tomorrow', '07:00'),
      ),
    ],
    [
      'golf at Fancourt friday at 8am, spa at 2pm after, dinner for 4 in George at 7pm',
      asks(
        req('other', 'Fancourt|Garden Route', 'fri', '08:00'),
        req('other', 'Fancourt|Garden Route', 'fri', '14:00'),
        table('George|Garden Route', 'fri', '19:00', 4),
      ),
    ],
    [
      'Please organise for Sunday: yacht from the Waterfront at 11, a driver from Bishopscourt to the V&A at 10 and a table for 10 in Green Point at 6pm',
      asks(
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '11:00'),
        req('personal_driver', 'Bishopscourt|Cape Town', 'sun', '10:00'),
        table('Green Point|Cape Town', 'sun', '18:00', 10),
      ),
    ],
    [
      'flights jhb to cpt on wed 6am, range rover at CPT on arrival, villa in Llandudno from wed, and chef there on wed night for 6',
      asks(
        req('travel', 'Johannesburg|Johannesburg', 'wed', '06:00'),
        req('luxury_vehicle', 'Cape Town International Airport|Cape Town', 'wed', null),
        req('accommodation', 'Llandudno|Cape Town', 'wed', null),
        req('private_chef', 'Llandudno|Cape Town', 'wed', '20:00', { partySize: 6 }),
      ),
    ],
    [
      'Hi there, for my husbands 60th on the 27th: plan a party at Montecasino at 7pm, book security for it, and a driver from our home in Kyalami at 6',
      asks(
        req('event_planning', 'Montecasino|Johannesburg', 'dom:27', '19:00'),
        req('security', 'Montecasino|Johannesburg', 'dom:27', '19:00'),
        req('personal_driver', 'Kyalami|Johannesburg', 'dom:27', '18:00'),
      ),
    ],
    [
      'book a lodge at Madikwe from Friday, a charter flight from Lanseria on Friday at 9am and a private guide for Saturday morning at Madikwe',
      asks(
        req('accommodation', 'Madikwe|Madikwe', 'fri', null),
        req('travel', 'Lanseria International Airport|Johannesburg', 'fri', '09:00'),
        req('other', 'Madikwe|Madikwe', 'sat', '09:00'),
      ),
    ],
    [
      'Tomorrow: stylist at Mall of Africa 11am, nails at home in Midrand 3pm, dinner for 2 at Waterfall City 7:30pm',
      asks(
        req('personal_shopping', 'Mall of Africa|Johannesburg', 'tomorrow', '11:00'),
        req('other', 'Midrand|Johannesburg', 'tomorrow', '15:00'),
        table('Waterfall City|Johannesburg', 'tomorrow', '19:30', 2),
      ),
    ],
    [
      'need a driver in Durban on the 3rd from 8am, a boardroom at the Durban ICC on the 3rd at 9 and dinner for 12 in Umhlanga at 7 that night',
      asks(
        req('personal_driver', 'Durban|Durban', 'dom:3', '08:00'),
        req(['event_planning', 'other'], 'Durban ICC|Durban', 'dom:3', '09:00'),
        table('Umhlanga|Durban', 'dom:3', '19:00', 12),
      ),
    ],
    [
      'please book a chef in Camps Bay tonight at 8 for 4, a bartender for the same time, and a car to take my guests home at 11:30pm',
      asks(
        req('private_chef', 'Camps Bay|Cape Town', 'today', '20:00', { partySize: 4 }),
        req(['other', 'event_planning'], 'Camps Bay|Cape Town', 'today', '20:00'),
        req(['personal_driver', 'luxury_vehicle'], 'Camps Bay|Cape Town', 'today', '23:30'),
      ),
    ],
    [
      'weekend away in the Drakensberg: lodge from Friday, a helicopter flight over the Amphitheatre on Saturday at 10am, and a picnic for 2 on Sunday at 12',
      asks(
        req('accommodation', 'Drakensberg|Drakensberg', 'fri', null),
        req(['travel', 'other'], 'Drakensberg Amphitheatre|Drakensberg', 'sat', '10:00'),
        req(['other', 'private_chef'], 'Drakensberg|Drakensberg', 'sun', '12:00', { partySize: 2 }),
      ),
    ],
    [
      'I need a florist, a DJ and a caterer for a party at my place in Parkview on Saturday at 8pm',
      asks(
        req(['other', 'event_planning'], 'Parkview|Johannesburg', 'sat', '20:00'),
        req(['other', 'event_planning'], 'Parkview|Johannesburg', 'sat', '20:00'),
        req(['private_chef', 'event_planning'], 'Parkview|Johannesburg', 'sat', '20:00'),
      ),
    ],
    [
      'Can you sort: Tuesday 9am driver from Summerstrand to the PE airport, Tuesday 11am flight to Cape Town, and Tuesday 7pm table for 3 in Sea Point',
      asks(
        req('personal_driver', 'Summerstrand|Gqeberha', 'tue', '09:00'),
        req(
          'travel',
          [
            'Chief Dawid Stuurman International Airport|Gqeberha',
            'Gqeberha|Gqeberha',
            'Cape Town|Cape Town',
          ],
          'tue',
          '11:00',
        ),
        table('Sea Point|Cape Town', 'tue', '19:00', 3),
      ),
    ],
    [
      'Hoedspruit trip: flights from OR Tambo to Hoedspruit on the 8th at 10, a lodge at Kapama from the 8th, and a sunset game drive on the 8th',
      asks(
        req('travel', 'OR Tambo International Airport|Johannesburg', 'dom:8', '10:00'),
        req('accommodation', 'Kapama|Kruger', 'dom:8', null),
        req(['other', 'travel'], 'Kapama|Kruger', 'dom:8', '18:00'),
      ),
    ],
    [
      'a chef for 20 at the Steenberg Estate on Saturday at 6pm, a string quartet at 5, and security from 5 to midnight',
      asks(
        req('private_chef', 'Steenberg Estate|Cape Town', 'sat', '18:00', { partySize: 20 }),
        req(['other', 'event_planning'], 'Steenberg Estate|Cape Town', 'sat', '17:00'),
        req('security', 'Steenberg Estate|Cape Town', 'sat', '17:00'),
      ),
    ],
    [
      'Monday: Range Rover in Bloem at 8, lunch for 2 at Loch Logan Waterfront at 1, and a hotel in Bloemfontein that day',
      asks(
        req('luxury_vehicle', 'Bloemfontein|Bloemfontein', 'mon', '08:00'),
        table('Loch Logan Waterfront|Bloemfontein', 'mon', '13:00', 2),
        req('accommodation', 'Bloemfontein|Bloemfontein', 'mon', null),
      ),
    ],
    [
      'pls book a boat in Langebaan on Sat at 10am, lunch for 6 in Paternoster at 1 and a guesthouse in Paternoster from sat',
      asks(
        req('yacht_charter', 'Langebaan|West Coast', 'sat', '10:00'),
        table('Paternoster|West Coast', 'sat', '13:00', 6),
        req('accommodation', 'Paternoster|West Coast', 'sat', null),
      ),
    ],
    [
      'Sun City with the kids: rooms at the Palace from Friday, a driver from Pretoria on Friday at 2pm, tee time at Gary Player on Saturday at 7am and a table for 5 on Saturday at 6',
      asks(
        req('accommodation', ['Lost City|Pilanesberg', 'Sun City|Pilanesberg'], 'fri', null),
        req('personal_driver', 'Pretoria|Pretoria', 'fri', '14:00'),
        req('other', 'Gary Player Country Club|Pilanesberg', 'sat', '07:00'),
        table('Sun City|Pilanesberg', 'sat', '18:00', 5),
      ),
    ],
    [
      'Need a wine tram trip in Franschhoek on Thursday at 10, lunch for 4 at La Residence at 1 and a driver back to Stellenbosch at 5',
      asks(
        req(['other', 'travel'], 'Franschhoek Wine Tram|Cape Winelands', 'thu', '10:00'),
        table('La Residence|Cape Winelands', 'thu', '13:00', 4),
        req(
          'personal_driver',
          ['Franschhoek|Cape Winelands', 'Stellenbosch|Cape Winelands'],
          'thu',
          '17:00',
        ),
      ),
    ],
    [
      'Friday in Joburg: driver from Parktown at 8, personal shopper in Hyde Park at 10, then a table for 3 at the Saxon for 1pm, and security for the evening event at the Wanderers at 6',
      asks(
        req('personal_driver', 'Parktown|Johannesburg', 'fri', '08:00'),
        req('personal_shopping', 'Hyde Park|Johannesburg', 'fri', '10:00'),
        table('The Saxon|Johannesburg', 'fri', '13:00', 3),
        req('security', 'Wanderers Stadium|Johannesburg', 'fri', '18:00'),
      ),
    ],
  ],
);
