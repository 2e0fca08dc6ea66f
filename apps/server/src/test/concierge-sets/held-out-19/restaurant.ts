import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

/** A table a human could file at either place (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Nineteenth held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party: the party as a number, "pax", "ppl", "2 couples", "me and my wife", "me and hubby", "me
 * plus 2 engineers", "me, my mom and my two aunts", "4 adults 2 kids", "2 adults and 3 kids",
 * "just me", "the book club, 9 ladies", "the rugby club committee (10)", "8 adults, 4 kids",
 * "table for twenty", "one long table for 11", "my boss and I"; the time as "19h00", "7:30pm",
 * "8 o'clock", "half eight", "half past six in the evening", "around 7", "20:15", noon, lunch,
 * lunchtime, breakfast or brunch at a given hour, sunset, a bare "tonight", "Friday night",
 * "Saturday night", "Tuesday night", "Thursday evening", "tomorrow evening", or supper or dinner
 * with no hour; the day as a weekday, "this Sunday", "next Saturday", "next Sunday", "a week from
 * today", the 3rd, the 5th, the 12th, the 14th, the 18th, the 20th, the 27th, "the 9th of June",
 * Valentine's Day, Christmas Eve, New Year's Eve, or none at all (a bare time); a restaurant the
 * gazetteer does not know names no place unless its suburb is named; a landmark (a hotel, a wine
 * farm, a casino, a stadium area, a street, a waterfront, a government building) may be filed
 * there or in its suburb or town; where the member flies in from, stays or goes next is not where
 * they eat; a "chef's table" at a restaurant is still a table; one town chosen over another
 * ("Stellies, not Franschhoek").
 */
export const HELD_OUT_19_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Table for 4 at Marble in Rosebank this Friday at 7:30pm',
        asks(table('Rosebank|Johannesburg', 'fri', '19:30', 4)),
      ],
      [
        'Need a lunch booking in Franschhoek on Saturday for me and my wife',
        asks(table('Franschhoek|Cape Winelands', 'sat', '12:30', 2)),
      ],
      [
        'Can you get us in somewhere nice in Umhlanga tonight? 3 people',
        asks(table('Umhlanga|Durban', 'today', '20:00', 3)),
      ],
      [
        'Sushi for 2 at 19h00 tomorrow, Sea Point side',
        asks(table('Sea Point|Cape Town', 'tomorrow', '19:00', 2)),
      ],
      [
        'Breakfast for six at 8:30 on Sunday in Parkhurst please',
        asks(table('Parkhurst|Johannesburg', 'sun', '08:30', 6)),
      ],
      [
        'Dinner at the Oyster Box on the 14th, 2 people, 8pm',
        asks(tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'dom:14', '20:00', 2)),
      ],
      [
        'Table for 5 in Camps Bay at sunset on Thursday, we want to watch it go down while we eat',
        asks(table('Camps Bay|Cape Town', 'thu', '18:00', 5)),
      ],
      ['Book Salsify for 2 next Saturday at 7:45pm', asks(table(null, 'next:sat', '19:45', 2))],
      [
        'Steakhouse in Sandton, 10 guys, Friday night. Somewhere that can handle a loud table',
        asks(table('Sandton|Johannesburg', 'fri', '20:00', 10)),
      ],
      [
        'Christmas Eve dinner for the family (8 adults, 4 kids) in Stellenbosch',
        asks(table('Stellenbosch|Cape Winelands', 'md:12-24', null, 12)),
      ],
      [
        "Valentine's Day, table for two in Hyde Park, 8 o'clock",
        asks(table('Hyde Park|Johannesburg', 'md:02-14', '20:00', 2)),
      ],
      [
        'lunchtime tomorrow at Melrose Arch, me and 3 clients',
        asks(
          tableAt(['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'], 'tomorrow', '12:30', 4),
        ),
      ],
      [
        "we're 7, need a table at 1pm on Sunday at Babylonstoren",
        asks(table('Babylonstoren|Cape Winelands', 'sun', '13:00', 7)),
      ],
      [
        'Please reserve at a Portuguese place in Bedfordview for 20:15 tonight, party of 5',
        asks(table('Bedfordview|Johannesburg', 'today', '20:15', 5)),
      ],
      [
        'table 4 two at 7 tonight on Florida Road',
        asks(tableAt(['Florida Road|Durban', 'Durban|Durban'], 'today', '19:00', 2)),
      ],
      [
        "Could you book the chef's table at a restaurant in Woodstock on the 3rd? 6 of us, 7pm",
        asks(table('Woodstock|Cape Town', 'dom:3', '19:00', 6)),
      ],
      [
        'Lunch for me, my mom and my two aunts in Constantia on Saturday',
        asks(table('Constantia|Cape Town', 'sat', '12:30', 4)),
      ],
      [
        'Table at 9 tonight in Maboneng, just me, I want to try the Ethiopian spot',
        asks(table('Maboneng|Johannesburg', 'today', '21:00', 1)),
      ],
      [
        'Hatfield, Wednesday, half past six in the evening, 3 ppl',
        asks(table('Hatfield|Pretoria', 'wed', '18:30', 3)),
      ],
      [
        'Book us a dinner table in Knysna for the 27th, family of five, around 7',
        asks(table('Knysna|Garden Route', 'dom:27', '19:00', 5)),
      ],
      [
        'Any good seafood spot in Hermanus for lunch next Sunday? 4 adults',
        asks(table('Hermanus|Overberg', 'next:sun', '12:30', 4)),
      ],
      [
        'Dinner at Gold Reef City on Saturday at 6, 2 adults and 3 kids',
        asks(
          tableAt(['Gold Reef City|Johannesburg', 'Johannesburg|Johannesburg'], 'sat', '18:00', 5),
        ),
      ],
      [
        "Need a table for 12 for my team's year-end lunch in Illovo on Friday at 13:00",
        asks(table('Illovo|Johannesburg', 'fri', '13:00', 12)),
      ],
      [
        'Somewhere in Ballito for a birthday supper on Saturday, we are 9',
        asks(table('Ballito|Durban', 'sat', null, 9)),
      ],
      [
        'Half eight tomorrow, table for 2, Kalk Bay, somewhere with fish',
        asks(table('Kalk Bay|Cape Town', 'tomorrow', '20:30', 2)),
      ],
      [
        'Can you book the restaurant at the Saxon for our anniversary on Tuesday night? Just the two of us',
        asks(tableAt(['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'], 'tue', '20:00', 2)),
      ],
      [
        'Brunch at 10 on Saturday in Greenside, 6 girls',
        asks(table('Greenside|Johannesburg', 'sat', '10:00', 6)),
      ],
      [
        'Table, noon, Tuesday, Pretoria East, 2',
        asks(table('Pretoria East|Pretoria', 'tue', '12:00', 2)),
      ],
      [
        'Book us at a curry house in Durban North at 7:30 pm this Thursday, 8 people',
        asks(table('Durban North|Durban', 'thu', '19:30', 8)),
      ],
      [
        'We would love to try that new place in Stellenbosch in the old wine cellar. Friday the 20th, for 4, lunch',
        asks(table('Stellenbosch|Cape Winelands', 'dom:20', '12:30', 4)),
      ],
      [
        "Table for 2 in Plett on New Year's Eve, late, 9pm",
        asks(table('Plettenberg Bay|Garden Route', 'md:12-31', '21:00', 2)),
      ],
      [
        'My boss and I need lunch near the Union Buildings on Monday, 12:30',
        asks(tableAt(['Union Buildings|Pretoria', 'Pretoria|Pretoria'], 'mon', '12:30', 2)),
      ],
      [
        'Quick one: table for 3 in Rivonia, 6pm today',
        asks(table('Rivonia|Johannesburg', 'today', '18:00', 3)),
      ],
      [
        'Sunday family lunch in Hout Bay, 4 adults 2 kids',
        asks(table('Hout Bay|Cape Town', 'sun', '12:30', 6)),
      ],
      [
        'Could I get a window seat for one at a restaurant at the V&A Waterfront at 7 this evening',
        asks(tableAt(['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'], 'today', '19:00', 1)),
      ],
      [
        'Find us a table in Clarens on Saturday, 2 couples, dinner at 7',
        asks(table('Clarens|Eastern Free State', 'sat', '19:00', 4)),
      ],
      [
        'A shisanyama near Vilakazi Street for my visitors from London, 6 pax, Sunday at 2',
        asks(tableAt(['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg'], 'sun', '14:00', 6)),
      ],
      [
        'Need a table at 19:00 for the wife and me, somewhere quiet',
        asks(table(null, 'auto', '19:00', 2)),
      ],
      [
        'Reservation for 5 at Montecasino, Saturday 8pm',
        asks(tableAt(['Montecasino|Johannesburg', 'Fourways|Johannesburg'], 'sat', '20:00', 5)),
      ],
      [
        'We are staying in Ballito but want to eat in Umhlanga Ridge on Saturday night, 4 of us',
        asks(table('Umhlanga Ridge|Durban', 'sat', '20:00', 4)),
      ],
      [
        'Table for 8 in Morningside, Jozi, at 7:15pm on the 18th',
        asks(table('Morningside|Johannesburg', 'dom:18', '19:15', 8)),
      ],
      [
        'Lunch for two tomorrow in Tamboerskloof, 1:30',
        asks(table('Tamboerskloof|Cape Town', 'tomorrow', '13:30', 2)),
      ],
      [
        '3 of us want dim sum in the Cape Town CBD on Sunday at noon',
        asks(table('Cape Town CBD|Cape Town', 'sun', '12:00', 3)),
      ],
      [
        'Hi, please book a romantic dinner in Franschhoek on Saturday night, me and hubby',
        asks(table('Franschhoek|Cape Winelands', 'sat', '20:00', 2)),
      ],
      [
        'Dinner for the rugby club committee (10 of us) in Centurion on Wednesday at 18:30',
        asks(table('Centurion|Pretoria', 'wed', '18:30', 10)),
      ],
      [
        'Table for 2 a week from today in Bryanston, 7pm',
        asks(table('Bryanston|Johannesburg', '+7', '19:00', 2)),
      ],
      [
        'Need a restaurant in Richards Bay for tonight at 7, me plus 2 engineers from the site',
        asks(table('Richards Bay|Zululand', 'today', '19:00', 3)),
      ],
      [
        'Could we get a table for 6 in Newlands before the rugby on Saturday, 1pm',
        asks(table('Newlands|Cape Town', 'sat', '13:00', 6)),
      ],
      [
        'On the 9th of June, dinner for 4 at 8pm in Waterkloof',
        asks(table('Waterkloof|Pretoria', 'md:06-09', '20:00', 4)),
      ],
      [
        'Dinner in Bloubergstrand at sunset on Friday, 2 ppl, with a view of the mountain',
        asks(table('Bloubergstrand|Cape Town', 'fri', '18:00', 2)),
      ],
      [
        'Tomorrow evening, a table for 4 at a steakhouse in Menlyn',
        asks(table('Menlyn|Pretoria', 'tomorrow', '19:00', 4)),
      ],
      [
        'Breakfast at 7:30 tomorrow for 2 at a café in Umhlanga Rocks',
        asks(table('Umhlanga|Durban', 'tomorrow', '07:30', 2)),
      ],
      [
        "Booking for 15 for my mom's 70th, lunch on Sunday the 12th at 12:00 in Durbanville",
        asks(table('Durbanville|Cape Town', 'dom:12', '12:00', 15)),
      ],
      [
        'Table for three in Linden on Thursday evening',
        asks(table('Linden|Johannesburg', 'thu', '19:00', 3)),
      ],
      [
        'We will be in Graaff-Reinet on Monday, dinner for 2 at 7:30 pm please',
        asks(table('Graaff-Reinet|Karoo', 'mon', '19:30', 2)),
      ],
      [
        'Book us somewhere in Stellies, not Franschhoek, for lunch on Friday, four people',
        asks(table('Stellenbosch|Cape Winelands', 'fri', '12:30', 4)),
      ],
      [
        'One long table for 11 in Westcliff on Saturday at 7pm',
        asks(table('Westcliff|Johannesburg', 'sat', '19:00', 11)),
      ],
      [
        'Dinner for 2 in Hazyview before our Kruger trip, Thursday at 6:30pm',
        asks(table('Hazyview|Mbombela', 'thu', '18:30', 2)),
      ],
      [
        'Flying in from Joburg, I want dinner in Gqeberha on the 5th, table for 3, 8pm',
        asks(table('Gqeberha|Gqeberha', 'dom:5', '20:00', 3)),
      ],
      [
        'Lunch with my book club, 9 ladies, Irene, Wednesday 12:30',
        asks(table('Irene|Pretoria', 'wed', '12:30', 9)),
      ],
      [
        "Please get me a table for two at 8:30pm tomorrow in Milnerton, it's our first night out since the baby",
        asks(table('Milnerton|Cape Town', 'tomorrow', '20:30', 2)),
      ],
      [
        'Tonight, table for 6, Greyville, 7pm, thanks',
        asks(table('Greyville|Durban', 'today', '19:00', 6)),
      ],
      [
        'A table for 4 for Saturday lunch somewhere in Muldersdrift',
        asks(table('Muldersdrift|Johannesburg', 'sat', '12:30', 4)),
      ],
      [
        'Table for twenty in Glenwood for a surprise 40th, Saturday 7pm',
        asks(table('Glenwood|Durban', 'sat', '19:00', 20)),
      ],
      [
        'Dinner in Paternoster on Saturday at 7pm, 2 of us, something with a fire',
        asks(table('Paternoster|West Coast', 'sat', '19:00', 2)),
      ],
      [
        'Pizza night at 6pm on Friday for the family, 5 of us, in Fourways',
        asks(table('Fourways|Johannesburg', 'fri', '18:00', 5)),
      ],
    ],
  ),
};
