import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const MANDELA_SQUARE = ['Nelson Mandela Square|Johannesburg', 'Sandton|Johannesburg'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];

/** A table a human could file at any of `places` (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-first held-out set: restaurant tables (type other, dining) with their place, day, time
 * and party: the party as a number, "pax", "ppl", "2 couples", "3 couples", "me plus 4
 * colleagues", "my boss and two investors", "2 adults 3 kids", "4 adults 2 kids", "just the two of
 * us", "a table for one", "9 ladies", "the whole family, 12 of us", "14 kids and 3 adults", "3
 * adults (and a high chair)"; the time as "19h00", "7:30pm", "8.30pm", "half past seven", "half
 * seven", "around 8", "at 7", "21:00", "12:30", noon, lunch, lunchtime, Sunday lunch, breakfast
 * and brunch at an hour, high tea at 3, sunset, "Thursday night", "Friday night", "Saturday
 * night", "tomorrow night", "Tuesday evening", "Sunday evening", "tomorrow evening", a bare
 * "tonight", or dinner with no hour; the day as a weekday, "Friday next week", "a week from
 * today", "day after tomorrow", the 16th, the 18th, the 20th, the 22nd, the 24th, the 27th,
 * Valentine's Day, Christmas, New Year's Eve, or none (a bare time); a restaurant the gazetteer
 * does not know names no place unless its suburb or town is named; a landmark (a hotel, a wine
 * farm, a square, a casino, a mall, a street, a waterfront) may be filed there or in its suburb or
 * town; where the member lands, watches rugby or flies in from is not where they eat; one suburb
 * chosen over another ("Not Sea Point, Green Point").
 */
export const HELD_OUT_21_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Table for 2 at La Colombe in Constantia, Friday at 7:30pm please',
        asks(table('Constantia|Cape Town', 'fri', '19:30', 2)),
      ],
      [
        'Can you get me into FYN tomorrow night for four? Around 8',
        asks(table(null, 'tomorrow', '20:00', 4)),
      ],
      [
        'Need a table in Rosebank tonight, 6 of us, 19h00',
        asks(table('Rosebank|Johannesburg', 'today', '19:00', 6)),
      ],
      [
        'Lunch for me and three clients at Saint in Sandton on Thursday, 1pm',
        asks(table('Sandton|Johannesburg', 'thu', '13:00', 4)),
      ],
      [
        'Dinner at the Oyster Box on Saturday, party of 5',
        asks(tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'sat', null, 5)),
      ],
      [
        "we'd like breakfast at the Mount Nelson tomorrow at 9, just the two of us",
        asks(tableAt(MOUNT_NELSON, 'tomorrow', '09:00', 2)),
      ],
      [
        'Somewhere nice in Stellenbosch for Sunday lunch, 8 people',
        asks(table('Stellenbosch|Cape Winelands', 'sun', '12:30', 8)),
      ],
      [
        "My parents' 40th anniversary - please book Kream in Brooklyn for the two of them, Saturday 7pm",
        asks(table('Brooklyn|Pretoria', 'sat', '19:00', 2)),
      ],
      [
        'Table for 10 at the Butcher Shop on Mandela Square, Friday next week at 8pm',
        asks(tableAt(MANDELA_SQUARE, 'next:fri', '20:00', 10)),
      ],
      [
        'Harbour House in Kalk Bay, sunset dinner tomorrow for 2',
        asks(table('Kalk Bay|Cape Town', 'tomorrow', '18:00', 2)),
      ],
      [
        'Could you reserve at Marble in Rosebank for 12 people on the 20th at 7pm? Year-end function',
        asks(table('Rosebank|Johannesburg', 'dom:20', '19:00', 12)),
      ],
      [
        'table 4 ppl @ 8.30pm tonight, anywhere decent in Umhlanga',
        asks(table('Umhlanga|Durban', 'today', '20:30', 4)),
      ],
      [
        'Me, my husband and our two teenagers feel like pizza in Greenside on Sunday around 6pm',
        asks(table('Greenside|Johannesburg', 'sun', '18:00', 4)),
      ],
      [
        "For my mom's birthday: high tea at the Saxon on Saturday at 3, six ladies",
        asks(tableAt(SAXON, 'sat', '15:00', 6)),
      ],
      [
        'Please book a table at Foxcroft for lunch on Friday - 3 of us',
        asks(table(null, 'fri', '12:30', 3)),
      ],
      [
        'Dinner for 2 in Franschhoek on the 18th, 7:30pm',
        asks(table('Franschhoek|Cape Winelands', 'dom:18', '19:30', 2)),
      ],
      [
        "A quiet table for one in Sea Point tomorrow at noon, I'll be working on my laptop",
        asks(table('Sea Point|Cape Town', 'tomorrow', '12:00', 1)),
      ],
      [
        'Cafe 1999 in Berea for 4 on Friday at 7:30pm',
        asks(table('Berea|Durban', 'fri', '19:30', 4)),
      ],
      [
        "Anything in Melville tonight? We're 7, would love 7:30",
        asks(table('Melville|Johannesburg', 'today', '19:30', 7)),
      ],
      [
        'booking for 2 adults 3 kids, family restaurant in Ballito, saturday lunchtime',
        asks(table('Ballito|Durban', 'sat', '12:30', 5)),
      ],
      [
        'Sushi at Tang on Nelson Mandela Square on Monday at 19:30 for 3',
        asks(tableAt(MANDELA_SQUARE, 'mon', '19:30', 3)),
      ],
      [
        "We're dying to try Fermier in Pretoria on Thursday night, table for 2",
        asks(table('Pretoria|Pretoria', 'thu', '20:00', 2)),
      ],
      [
        'Pls reserve dinner at Rust en Vrede in Stellies, 4 of us, Saturday at half past seven',
        asks(table('Stellenbosch|Cape Winelands', 'sat', '19:30', 4)),
      ],
      [
        'My boss and two investors are flying in. Lunch at 12:30 tomorrow somewhere in Sandton, 4 people in total',
        asks(table('Sandton|Johannesburg', 'tomorrow', '12:30', 4)),
      ],
      [
        'Lunch at Boschendal on Sunday, 6 adults, around 1',
        asks(table('Boschendal|Cape Winelands', 'sun', '13:00', 6)),
      ],
      ['Book the Pot Luck Club for Friday at 9pm, 2 people', asks(table(null, 'fri', '21:00', 2))],
      [
        "Valentine's dinner for two in Camps Bay, 8pm",
        asks(table('Camps Bay|Cape Town', 'md:02-14', '20:00', 2)),
      ],
      [
        'Christmas lunch for 14 at a wine farm outside Paarl, 12:30',
        asks(table('Paarl|Cape Winelands', 'md:12-25', '12:30', 14)),
      ],
      [
        "New Year's Eve dinner in Hermanus for 6 at 8pm",
        asks(table('Hermanus|Overberg', 'md:12-31', '20:00', 6)),
      ],
      [
        'a table for 8 at Montecasino on Friday night',
        asks(tableAt(['Montecasino|Johannesburg', 'Fourways|Johannesburg'], 'fri', '20:00', 8)),
      ],
      [
        "Book us somewhere at the V&A for lunch today, 3 adults, and we'll need a high chair",
        asks(table('V&A Waterfront|Cape Town', 'today', '12:30', 3)),
      ],
      [
        'I need a table at 18:30 for 5 in Durban North, a good curry place',
        asks(table('Durban North|Durban', 'auto', '18:30', 5)),
      ],
      [
        'dinner in Hout Bay on Friday, 2 couples, 7pm',
        asks(table('Hout Bay|Cape Town', 'fri', '19:00', 4)),
      ],
      [
        'Breakfast at the Four Seasons in Westcliff at 7:30 on Tuesday, 2 people',
        asks(table('Westcliff|Johannesburg', 'tue', '07:30', 2)),
      ],
      [
        "Table at a shisanyama on Vilakazi Street, Saturday 2pm, there's 9 of us",
        asks(
          tableAt(
            ['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg', 'Orlando West|Johannesburg'],
            'sat',
            '14:00',
            9,
          ),
        ),
      ],
      [
        "My daughter's matric results lunch - 4 people at the Greenhouse in Constantia, 1:30pm on the 16th",
        asks(table('Constantia|Cape Town', 'dom:16', '13:30', 4)),
      ],
      [
        "It's my turn to host book club, 9 ladies, can you get us a table in Parkhurst on Tuesday evening",
        asks(table('Parkhurst|Johannesburg', 'tue', '19:00', 9)),
      ],
      [
        'Dinner on the Knysna waterfront tomorrow for 3 at 7',
        asks(
          tableAt(
            ['Knysna Waterfront|Garden Route', 'Knysna|Garden Route'],
            'tomorrow',
            '19:00',
            3,
          ),
        ),
      ],
      [
        'Is there space at Salsify on Sunday for lunch? 2 pax',
        asks(table(null, 'sun', '12:30', 2)),
      ],
      [
        'need a table for 6 in Fourways at 7pm',
        asks(table('Fourways|Johannesburg', 'auto', '19:00', 6)),
      ],
      [
        'lunch at Delaire Graff the day after tomorrow, 4 of us, 12:30',
        asks(table('Delaire Graff|Cape Winelands', '+2', '12:30', 4)),
      ],
      [
        'Brunch in Parkview this Sunday at 10:30, 4 adults 2 kids',
        asks(table('Parkview|Johannesburg', 'sun', '10:30', 6)),
      ],
      [
        "Book a table at Zioux for 8 on Saturday night, it's my brother's 40th",
        asks(table(null, 'sat', '20:00', 8)),
      ],
      [
        'Dinner in Menlyn on Friday, 19:30, me and my wife',
        asks(table('Menlyn|Pretoria', 'fri', '19:30', 2)),
      ],
      [
        'Can you book a table at the Mall of Africa for 5 people tomorrow at 6pm',
        asks(
          tableAt(
            ['Mall of Africa|Johannesburg', 'Midrand|Johannesburg', 'Waterfall City|Johannesburg'],
            'tomorrow',
            '18:00',
            5,
          ),
        ),
      ],
      [
        "We're 3 couples wanting seafood in Paternoster on Saturday for lunch",
        asks(table('Paternoster|West Coast', 'sat', '12:30', 6)),
      ],
      [
        'Table for 2 in Clarens tonight at half seven',
        asks(table('Clarens|Eastern Free State', 'today', '19:30', 2)),
      ],
      [
        'a table for 11 at Gold Reef City on the 24th, 5pm - staff outing',
        asks(table('Gold Reef City|Johannesburg', 'dom:24', '17:00', 11)),
      ],
      [
        'Steak dinner in Bryanston, Monday 7pm, me plus 4 colleagues',
        asks(table('Bryanston|Johannesburg', 'mon', '19:00', 5)),
      ],
      [
        'End of season pizza for the under-11 soccer team in Durbanville, Saturday at 1pm - 14 kids and 3 adults',
        asks(table('Durbanville|Cape Town', 'sat', '13:00', 17)),
      ],
      [
        'Dinner at Lanzerac on Friday at 8, party of 4',
        asks(
          tableAt(['Lanzerac|Cape Winelands', 'Stellenbosch|Cape Winelands'], 'fri', '20:00', 4),
        ),
      ],
      [
        'A table in Illovo for lunch at 1 on Monday, two people',
        asks(table('Illovo|Johannesburg', 'mon', '13:00', 2)),
      ],
      [
        'Not Sea Point, Green Point - table for 3 tomorrow at 8pm',
        asks(table('Green Point|Cape Town', 'tomorrow', '20:00', 3)),
      ],
      [
        'We land at King Shaka at 5pm on Friday; please book dinner in Umhlanga at 7:30 for the 4 of us',
        asks(table('Umhlanga|Durban', 'fri', '19:30', 4)),
      ],
      [
        'After the Bulls game at Loftus on Saturday, dinner for 6 in Hatfield at 8pm',
        asks(table('Hatfield|Pretoria', 'sat', '20:00', 6)),
      ],
      [
        'a table for three at 1 pm in Kalk Bay, a week from today',
        asks(table('Kalk Bay|Cape Town', '+7', '13:00', 3)),
      ],
      [
        'Sunday lunch for the whole family, 12 of us, somewhere in Durbanville, 1pm',
        asks(table('Durbanville|Cape Town', 'sun', '13:00', 12)),
      ],
      ['dinner for two at the Cape Grace on the 22nd', asks(table(null, 'dom:22', null, 2))],
      [
        "Table for 2 at Mossel Bay's best seafood spot on Thursday at 7pm",
        asks(table('Mossel Bay|Garden Route', 'thu', '19:00', 2)),
      ],
      [
        'My husband and I want dinner in Plett on Sunday evening, somewhere with a view',
        asks(table('Plettenberg Bay|Garden Route', 'sun', '19:00', 2)),
      ],
      [
        'lunch at Babylonstoren on the 27th, 3 adults',
        asks(table('Babylonstoren|Cape Winelands', 'dom:27', '12:30', 3)),
      ],
      [
        "We're after a table in Summerstrand tomorrow evening, 4 people",
        asks(table('Summerstrand|Gqeberha', 'tomorrow', '19:00', 4)),
      ],
      [
        'Dinner for 8 in Linden on Friday at 7:30 - a Greek place if you know one',
        asks(table('Linden|Johannesburg', 'fri', '19:30', 8)),
      ],
      [
        'Spier for 6 on Saturday, 12:30, a table on the terrace if they have',
        asks(table('Spier|Cape Winelands', 'sat', '12:30', 6)),
      ],
      [
        'Get me a table at Beluga in Green Point at 8 tonight, me and a client',
        asks(table('Green Point|Cape Town', 'today', '20:00', 2)),
      ],
    ],
  ),
};
