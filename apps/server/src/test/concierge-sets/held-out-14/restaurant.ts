import { asks, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Fourteenth held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party: the party as a number, a word, "pax", "me and my two daughters", "my in-laws and us"
 * or "3 adults and 6 kids"; the time as "19h30", "quarter past 7", "8ish", "any time after 9", a
 * meal or a part of the day; the day as a weekday, "next Saturday", the 14th, a date or a
 * holiday; a restaurant the gazetteer does not know names no place unless the message names its
 * suburb, a hotel, estate or landmark it knows.
 */
export const HELD_OUT_14_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Table for 4 at Marble in Rosebank tomorrow at 7:30pm',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '19:30', 4)),
      ],
      [
        'me and the wife, somewhere nice in Melville, Friday around 8ish',
        asks(table('Melville|Johannesburg', 'fri', '20:00', 2)),
      ],
      [
        'Need a lunch booking for 6 at Babylonstoren on Saturday',
        asks(table('Babylonstoren|Cape Winelands', 'sat', '12:30', 6)),
      ],
      [
        'Can you get us a table at the Oyster Box for high tea on Sunday at 3? There will be five of us.',
        asks(table('Oyster Box|Durban', 'sun', '15:00', 5)),
      ],
      [
        'book dinner for 2 tonight in Sea Point, 19h30',
        asks(table('Sea Point|Cape Town', 'today', '19:30', 2)),
      ],
      [
        "We're 10 for a work dinner next Thursday in Sandton, 7pm",
        asks(table('Sandton|Johannesburg', 'next:thu', '19:00', 10)),
      ],
      [
        'Reservation at La Colombe for two on the 14th at 7 please',
        asks(table(null, 'dom:14', '19:00', 2)),
      ],
      [
        'table for 3 at a sushi place at the V&A Waterfront, Friday 8pm',
        asks(table('V&A Waterfront|Cape Town', 'fri', '20:00', 3)),
      ],
      [
        'Breakfast for two at the Saxon tomorrow, 9am',
        asks(table('The Saxon|Johannesburg', 'tomorrow', '09:00', 2)),
      ],
      [
        "Valentine's Day dinner for me and my girlfriend in Camps Bay, something with a view, 8pm",
        asks(table('Camps Bay|Cape Town', 'md:02-14', '20:00', 2)),
      ],
      [
        'Christmas Eve lunch for 12 in Franschhoek, somewhere with a garden for the kids',
        asks(table('Franschhoek|Cape Winelands', 'md:12-24', '12:30', 12)),
      ],
      [
        "Sunday lunch for the family, we're 7, in Hout Bay, at 1",
        asks(table('Hout Bay|Cape Town', 'sun', '13:00', 7)),
      ],
      [
        'Pls book a table in Umhlanga for 4 tonight',
        asks(table('Umhlanga|Durban', 'today', '20:00', 4)),
      ],
      [
        'Dinner at a steakhouse in Pretoria for 6 people, Saturday 19:00',
        asks(table('Pretoria|Pretoria', 'sat', '19:00', 6)),
      ],
      [
        'Can you do a table for eight at Hyde Park Corner tomorrow lunchtime?',
        asks(table('Hyde Park Corner|Johannesburg', 'tomorrow', '12:30', 8)),
      ],
      [
        'Looking for a table on Florida Road, Durban, Friday night, for 4',
        asks(table('Florida Road|Durban', 'fri', '20:00', 4)),
      ],
      [
        'My parents are visiting, book a table for four at Delaire Graff on Sunday for lunch',
        asks(table('Delaire Graff|Cape Winelands', 'sun', '12:30', 4)),
      ],
      [
        'Dinner in Stellenbosch for 2 next Saturday, half past seven',
        asks(table('Stellenbosch|Cape Winelands', 'next:sat', '19:30', 2)),
      ],
      [
        'Need a long table, 14 people, for a farewell in Braamfontein on the 28th at 6:30pm',
        asks(table('Braamfontein|Johannesburg', 'dom:28', '18:30', 14)),
      ],
      [
        'table for 1 at the Mount Nelson for afternoon tea at 3 on Thursday, treating myself',
        asks(table('Mount Nelson|Cape Town', 'thu', '15:00', 1)),
      ],
      [
        'book somewhere in Parkhurst for me and 3 colleagues, tomorrow at 1pm',
        asks(table('Parkhurst|Johannesburg', 'tomorrow', '13:00', 4)),
      ],
      [
        'romantic dinner in Knysna on Saturday, just the two of us, at sunset if possible',
        asks(table('Knysna|Garden Route', 'sat', '18:00', 2)),
      ],
      [
        'Birthday dinner for my son, 9 people, in Kyalami next Friday at 18:30',
        asks(table('Kyalami|Johannesburg', 'next:fri', '18:30', 9)),
      ],
      [
        'Table for six at Cavendish tomorrow evening',
        asks(table('Cavendish Square|Cape Town', 'tomorrow', '19:00', 6)),
      ],
      [
        'Lunch for 2 at Spier on Wednesday, 12:45',
        asks(table('Spier|Cape Winelands', 'wed', '12:45', 2)),
      ],
      [
        'Can you get me into Chefs Warehouse tonight, two people, any time after 9',
        asks(table(null, 'today', '21:00', 2)),
      ],
      [
        'Table for two, 20:15, tomorrow, Greenside.',
        asks(table('Greenside|Johannesburg', 'tomorrow', '20:15', 2)),
      ],
      [
        'Dinner for 4 at Melrose Arch on Heritage Day at 7',
        asks(table('Melrose Arch|Johannesburg', 'md:09-24', '19:00', 4)),
      ],
      [
        'Sunday brunch in Bryanston for six, around 10:30',
        asks(table('Bryanston|Johannesburg', 'sun', '10:30', 6)),
      ],
      [
        "New Year's Eve dinner for 8 in Ballito",
        asks(table('Ballito|Durban', 'md:12-31', null, 8)),
      ],
      [
        'book 2 seats at the bar at Pot Luck Club tmrw 6pm',
        asks(table(null, 'tomorrow', '18:00', 2)),
      ],
      [
        'can u sort a table 4 3 ppl at montecasino sat nite',
        asks(table('Montecasino|Johannesburg', 'sat', '20:00', 3)),
      ],
      [
        'Lunch meeting for 5 in Illovo on Monday, 12:30',
        asks(table('Illovo|Johannesburg', 'mon', '12:30', 5)),
      ],
      [
        'a table in Kalk Bay for me and my two daughters, Saturday lunch',
        asks(table('Kalk Bay|Cape Town', 'sat', '12:30', 3)),
      ],
      [
        "We'd love dinner at a wine estate in the Hemel-en-Aarde Valley on Friday, 4 adults",
        asks(table('Hemel-en-Aarde Valley|Overberg', 'fri', null, 4)),
      ],
      [
        'Table for 2 in Maboneng tonight at 9',
        asks(table('Maboneng|Johannesburg', 'today', '21:00', 2)),
      ],
      [
        'Book a table at Gold Reef City for our team of 11 on the 5th at 1pm',
        asks(table('Gold Reef City|Johannesburg', 'dom:5', '13:00', 11)),
      ],
      [
        'Family dinner in Durban North, 6 of us, next Tuesday 6pm',
        asks(table('Durban North|Durban', 'next:tue', '18:00', 6)),
      ],
      [
        'my in-laws and us, so 4, somewhere in Waterkloof on Sunday evening',
        asks(table('Waterkloof|Pretoria', 'sun', '19:00', 4)),
      ],
      [
        'Dinner tomorrow 7pm, table for 2, Clifton',
        asks(table('Clifton|Cape Town', 'tomorrow', '19:00', 2)),
      ],
      [
        'Breakfast meeting at Nelson Mandela Square for three, 8am on Thursday',
        asks(table('Nelson Mandela Square|Johannesburg', 'thu', '08:00', 3)),
      ],
      [
        'Please reserve a table at a seafood place in Paternoster for Saturday lunch, 4 people',
        asks(table('Paternoster|West Coast', 'sat', '12:30', 4)),
      ],
      [
        'table for 20, year-end lunch, in Rivonia on 12 Dec at 12',
        asks(table('Rivonia|Johannesburg', 'md:12-12', '12:00', 20)),
      ],
      [
        'Dinner for 2 at Lanzerac, Friday at quarter past 7',
        asks(table('Lanzerac|Cape Winelands', 'fri', '19:15', 2)),
      ],
      [
        "I want to take my mom for lunch at Kirstenbosch tomorrow, 12 o'clock, just her and me",
        asks(table('Kirstenbosch|Cape Town', 'tomorrow', '12:00', 2)),
      ],
      [
        'Dinner for five in Hermanus on the 20th',
        asks(table('Hermanus|Overberg', 'dom:20', null, 5)),
      ],
      [
        'Could you reserve somewhere in Linden, 6 people, Wednesday, 7:45pm',
        asks(table('Linden|Johannesburg', 'wed', '19:45', 6)),
      ],
      [
        'Table for 2 on the Golden Mile at sunset on Thursday, drinks then dinner',
        asks(table('Golden Mile|Durban', 'thu', '18:00', 2)),
      ],
      [
        'corporate lunch, 8 pax, Sandton City, tomorrow 13h00',
        asks(table('Sandton City|Johannesburg', 'tomorrow', '13:00', 8)),
      ],
      [
        'Would love a table at the Oyster Box tonight at 8:30 for three of us',
        asks(table('Oyster Box|Durban', 'today', '20:30', 3)),
      ],
      [
        'Dinner at Grootbos for 2 on Saturday, 19:30',
        asks(table('Grootbos|Overberg', 'sat', '19:30', 2)),
      ],
      [
        'Table for four in Tamboerskloof on Friday night',
        asks(table('Tamboerskloof|Cape Town', 'fri', '20:00', 4)),
      ],
      [
        'Lunch in Riebeek Kasteel on Sunday, 10 people, somewhere with a stoep',
        asks(table('Riebeek Valley|Cape Winelands', 'sun', '12:30', 10)),
      ],
      [
        'Date night tomorrow, 2 people, Westcliff, 7pm',
        asks(table('Westcliff|Johannesburg', 'tomorrow', '19:00', 2)),
      ],
      [
        'anywhere good in Bedfordview for 6 tonight at 7?',
        asks(table('Bedfordview|Johannesburg', 'today', '19:00', 6)),
      ],
      [
        'Table for 2 at Boschendal for lunch the day after tomorrow',
        asks(table('Boschendal|Cape Winelands', '+2', '12:30', 2)),
      ],
      [
        'Please book dinner for me and three friends at a place in Umhlanga Ridge, 8pm on Saturday',
        asks(table('Umhlanga Ridge|Durban', 'sat', '20:00', 4)),
      ],
      [
        'Need a table for 7 in Hatfield on the 9th at 19:00',
        asks(table('Hatfield|Pretoria', 'dom:9', '19:00', 7)),
      ],
      [
        '2 ppl lunch at the Woodstock Exchange tmrw 1',
        asks(table('Woodstock|Cape Town', 'tomorrow', '13:00', 2)),
      ],
      [
        'So my business partner is flying in from Lagos and I want to impress him. A proper steakhouse in Sandton on Thursday evening: him, me and our two CFOs.',
        asks(table('Sandton|Johannesburg', 'thu', '19:00', 4)),
      ],
      [
        "It's our 10th anniversary on the 18th and my wife has always wanted to try the restaurant at La Residence. Dinner for two at 7:30 please.",
        asks(table('La Residence|Cape Winelands', 'dom:18', '19:30', 2)),
      ],
      [
        "Kids' birthday lunch at uShaka next Saturday: 3 adults and 6 kids",
        asks(table('uShaka Marine World|Durban', 'next:sat', '12:30', 9)),
      ],
      [
        'Table for 3 in Parkview for Sunday breakfast at 9:30',
        asks(table('Parkview|Johannesburg', 'sun', '09:30', 3)),
      ],
      [
        'book dinner in the Bo-Kaap for 4 tomorrow around 7',
        asks(table('Bo-Kaap|Cape Town', 'tomorrow', '19:00', 4)),
      ],
      [
        'A table for 2 at 6 in the evening on Wednesday in Muizenberg',
        asks(table('Muizenberg|Cape Town', 'wed', '18:00', 2)),
      ],
      [
        'My team hit target! Table for 12 at a place in Umhlanga on the 16th at 7pm, we will be loud',
        asks(table('Umhlanga|Durban', 'dom:16', '19:00', 12)),
      ],
      [
        'Dinner for 2 in Clarens tonight at 7:15, we are passing through',
        asks(table('Clarens|Eastern Free State', 'today', '19:15', 2)),
      ],
    ],
  ),
};
