import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];

/** A table a human could file at any of `places` (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-second held-out set: restaurant tables (type other, dining) with their place, day, time
 * and party: the party as a number, "pax", "ppl", "2 couples", "three couples", "me and 3
 * colleagues", "my boss plus three clients", "2 adults 2 kids and a baby", "2 adults 3 kids", "just
 * me and my daughter", "a table for one", "9 ladies", "10 kids and 4 parents", "my team of 11",
 * "my wife and I"; the time as "7:30pm", "7.45pm", "12h30", "18:45", "21:30", "8pm", "around 1",
 * "at 12", noon, lunch, lunchtime, Sunday lunch, breakfast at 8, brunch at 10, high tea at 3,
 * sunset, "Friday night", "Saturday night", "tomorrow night", "Sunday evening", "Tuesday evening",
 * "that night at 8", "tonight at 9", a bare "tonight", or no hour at all; the day as a weekday,
 * "next week Wednesday", "next week Thursday", "day after tomorrow", "a week from today", the 19th,
 * the 20th, the 22nd, the 24th, the 26th, Valentine's Day, Christmas Day, New Year's Eve, or none
 * (a bare time); a restaurant the gazetteer does not know names no place unless its suburb or
 * town is named; a landmark (a hotel, a wine farm, a casino, a convention centre, a waterfront, a
 * mall, a street) may be filed there or in its suburb or town; where the member lands, flies in
 * from or watches rugby is not where they eat; one suburb chosen over another ("Not Rosebank,
 * Parkhurst").
 */
export const HELD_OUT_22_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Table for 4 at La Colombe in Constantia tomorrow at 7:30pm please',
        asks(table('Constantia|Cape Town', 'tomorrow', '19:30', 4)),
      ],
      [
        'Need a booking for 2 at a seafood spot in Kalk Bay for Saturday lunch',
        asks(table('Kalk Bay|Cape Town', 'sat', '12:30', 2)),
      ],
      [
        'pls book Marble in Rosebank, 6 ppl, Friday 8pm',
        asks(table('Rosebank|Johannesburg', 'fri', '20:00', 6)),
      ],
      [
        'Can you get us into Saint in Sandton tonight? Just the two of us',
        asks(table('Sandton|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Sunday lunch at Babylonstoren for the family - 3 adults and 4 kids, around 1pm',
        asks(
          tableAt(['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands'], 'sun', '13:00', 7),
        ),
      ],
      [
        'table for one at the Oyster Box for breakfast tomorrow at 8',
        asks(tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'tomorrow', '08:00', 1)),
      ],
      [
        'My boss plus three clients, somewhere smart in Illovo, Thursday 12:30',
        asks(table('Illovo|Johannesburg', 'thu', '12:30', 4)),
      ],
      [
        'dinner for 5 at the Mount Nelson on the 19th at 7pm',
        asks(tableAt(MOUNT_NELSON, 'dom:19', '19:00', 5)),
      ],
      [
        'Tbl for 2, 7.45pm, any decent Italian in Parkhurst',
        asks(table('Parkhurst|Johannesburg', 'auto', '19:45', 2)),
      ],
      [
        "Valentine's Day dinner for 2 in Camps Bay with a sea view, 8pm",
        asks(table('Camps Bay|Cape Town', 'md:02-14', '20:00', 2)),
      ],
      [
        'could you reserve at Fermier in Pretoria for 4 on Saturday evening',
        asks(table('Pretoria|Pretoria', 'sat', '19:00', 4)),
      ],
      [
        "we're 12 for my dad's 70th, somewhere on Florida Road, Saturday at 6:30pm",
        asks(tableAt(['Florida Road|Durban', 'Durban|Durban'], 'sat', '18:30', 12)),
      ],
      [
        'High tea at the Saxon for 3 ladies next week Wednesday at 3pm',
        asks(tableAt(SAXON, 'next:wed', '15:00', 3)),
      ],
      [
        'Book a table at Pier at the Waterfront for 2, tomorrow night',
        asks(table('V&A Waterfront|Cape Town', 'tomorrow', '20:00', 2)),
      ],
      [
        '2 couples, sushi in Umhlanga, tomorrow 7pm',
        asks(table('Umhlanga|Durban', 'tomorrow', '19:00', 4)),
      ],
      [
        'Can I get a table for 8 at a shisanyama in Soweto on Sunday afternoon',
        asks(table('Soweto|Johannesburg', 'sun', '15:00', 8)),
      ],
      [
        'Christmas Day lunch, 10 people, somewhere in Franschhoek with a garden',
        asks(table('Franschhoek|Cape Winelands', 'md:12-25', '12:30', 10)),
      ],
      [
        'just me and my daughter, brunch in Greenside on Saturday at 10',
        asks(table('Greenside|Johannesburg', 'sat', '10:00', 2)),
      ],
      [
        'Table for 6 at a restaurant overlooking the lagoon in Knysna on the 22nd, 7:30pm',
        asks(table('Knysna|Garden Route', 'dom:22', '19:30', 6)),
      ],
      [
        "Bientang's Cave in Hermanus for lunch on Friday, 4 of us",
        asks(table('Hermanus|Overberg', 'fri', '12:30', 4)),
      ],
      [
        'a table for 2 at sunset somewhere in Sea Point tomorrow',
        asks(table('Sea Point|Cape Town', 'tomorrow', '18:00', 2)),
      ],
      [
        'we need a table for 15 for our year-end lunch in Stellies next week Thursday at 1pm',
        asks(table('Stellenbosch|Cape Winelands', 'next:thu', '13:00', 15)),
      ],
      [
        'Please book us at Jordan in Stellenbosch, 2 pax, Sat 12h30',
        asks(table('Stellenbosch|Cape Winelands', 'sat', '12:30', 2)),
      ],
      [
        'dinner tomorrow for me and 3 colleagues near the Sandton Convention Centre, 7pm',
        asks(
          tableAt(
            ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'],
            'tomorrow',
            '19:00',
            4,
          ),
        ),
      ],
      [
        'Table for 4 at DW Eleven-13 in Dunkeld, Tuesday at 7pm',
        asks(table('Dunkeld|Johannesburg', 'tue', '19:00', 4)),
      ],
      [
        'Any table for two in Maboneng tonight, something fun and loud',
        asks(table('Maboneng|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Book breakfast for 9 at Tashas Melrose Arch tomorrow at 9am',
        asks(tableAt(MELROSE_ARCH, 'tomorrow', '09:00', 9)),
      ],
      [
        "Mother's birthday, table for 7 in Durban North, Sunday at 12:30",
        asks(table('Durban North|Durban', 'sun', '12:30', 7)),
      ],
      [
        'reservation for 2 adults 2 kids and a baby in a high chair at Spier for Sunday lunch',
        asks(tableAt(['Spier|Cape Winelands', 'Stellenbosch|Cape Winelands'], 'sun', '12:30', 5)),
      ],
      [
        'Could you get a table at Delaire Graff, 4 people, on the 24th at 1pm',
        asks(
          tableAt(
            ['Delaire Graff|Cape Winelands', 'Stellenbosch|Cape Winelands'],
            'dom:24',
            '13:00',
            4,
          ),
        ),
      ],
      [
        'Need a spot for 3 for dinner at Ile Maurice in Umhlanga on Friday night',
        asks(table('Umhlanga|Durban', 'fri', '20:00', 3)),
      ],
      [
        'Table for 2 at 21:30, anywhere decent in Green Point',
        asks(table('Green Point|Cape Town', 'auto', '21:30', 2)),
      ],
      [
        'Dinner in Hout Bay on Sunday evening for 6 please, fish and chips is fine',
        asks(table('Hout Bay|Cape Town', 'sun', '19:00', 6)),
      ],
      [
        'Can you find us a good curry place in Durban for 4 at lunchtime tomorrow',
        asks(table('Durban|Durban', 'tomorrow', '12:30', 4)),
      ],
      [
        "I'd like to take my team of 11 to lunch at Lanzerac on Friday at noon",
        asks(
          tableAt(['Lanzerac|Cape Winelands', 'Stellenbosch|Cape Winelands'], 'fri', '12:00', 11),
        ),
      ],
      [
        'Table 4 ppl, tmrw, 18:45, Menlyn Maine',
        asks(tableAt(['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'], 'tomorrow', '18:45', 4)),
      ],
      [
        'my wife and I want a quiet anniversary dinner at Ellerman House on Saturday, 7.30pm',
        asks(tableAt(['Ellerman House|Cape Town', 'Bantry Bay|Cape Town'], 'sat', '19:30', 2)),
      ],
      [
        'Pizza night for 10 kids and 4 parents in Fourways, Friday at 5:30pm',
        asks(table('Fourways|Johannesburg', 'fri', '17:30', 14)),
      ],
      [
        "Table for 2 at Salsify, it's in Camps Bay I think, on the 20th at 8pm",
        asks(table('Camps Bay|Cape Town', 'dom:20', '20:00', 2)),
      ],
      [
        'book a table for 8 at the Boardwalk in PE on Saturday at 7pm',
        asks(tableAt(['Boardwalk Casino|Gqeberha', 'Gqeberha|Gqeberha'], 'sat', '19:00', 8)),
      ],
      [
        'Lunch for 4 in Paternoster on Sunday, around 1',
        asks(table('Paternoster|West Coast', 'sun', '13:00', 4)),
      ],
      [
        'a table at Montecasino for 6 after the show, tomorrow 10pm',
        asks(
          tableAt(['Montecasino|Johannesburg', 'Fourways|Johannesburg'], 'tomorrow', '22:00', 6),
        ),
      ],
      [
        'Can we get a table for 3 somewhere in Clarens on Saturday night',
        asks(table('Clarens|Eastern Free State', 'sat', '20:00', 3)),
      ],
      [
        'Breakfast tomorrow 7:30am for 2 people, close to OR Tambo',
        asks(
          tableAt(
            ['OR Tambo International Airport|Johannesburg', 'Kempton Park|Johannesburg'],
            'tomorrow',
            '07:30',
            2,
          ),
        ),
      ],
      [
        'Friday 1pm, party of 5, one of the wine farms in Constantia',
        asks(table('Constantia|Cape Town', 'fri', '13:00', 5)),
      ],
      [
        'Need dinner for 4 in Brooklyn in Pretoria on Monday at 7:30pm',
        asks(table('Brooklyn|Pretoria', 'mon', '19:30', 4)),
      ],
      [
        'we land in Cape Town at 5, please book dinner for 2 in De Waterkant at 8pm tonight',
        asks(table('De Waterkant|Cape Town', 'today', '20:00', 2)),
      ],
      [
        'Watching the Bulls at Loftus on Saturday, need a table for 6 in Hatfield afterwards at 7pm',
        asks(table('Hatfield|Pretoria', 'sat', '19:00', 6)),
      ],
      [
        'Saturday lunch, 9 ladies, Hyde Park Corner',
        asks(
          tableAt(['Hyde Park Corner|Johannesburg', 'Hyde Park|Johannesburg'], 'sat', '12:30', 9),
        ),
      ],
      [
        "New Year's Eve dinner for 4 in Plett, 8:30pm",
        asks(table('Plettenberg Bay|Garden Route', 'md:12-31', '20:30', 4)),
      ],
      [
        'Table for 2 in the Bo-Kaap for proper Cape Malay food, tomorrow lunchtime',
        asks(table('Bo-Kaap|Cape Town', 'tomorrow', '12:30', 2)),
      ],
      [
        'Please book a steakhouse in Bryanston for 5 people Tuesday evening',
        asks(table('Bryanston|Johannesburg', 'tue', '19:00', 5)),
      ],
      [
        'Dinner for 2 on Thursday, no particular time, something cosy in Kloof outside Durban',
        asks(table('Kloof|Durban', 'thu', null, 2)),
      ],
      [
        'Table for four at The Pot Luck Club, day after tomorrow at 7pm',
        asks(table(null, '+2', '19:00', 4)),
      ],
      [
        'Can you get us a table for 3 at a restaurant in Muizenberg at noon tomorrow',
        asks(table('Muizenberg|Cape Town', 'tomorrow', '12:00', 3)),
      ],
      [
        'Not Rosebank, Parkhurst - table for 4 tomorrow at 7pm',
        asks(table('Parkhurst|Johannesburg', 'tomorrow', '19:00', 4)),
      ],
      [
        'Three couples, Saturday 8pm, somewhere in Tamboerskloof',
        asks(table('Tamboerskloof|Cape Town', 'sat', '20:00', 6)),
      ],
      [
        'Flying in from Durban on Friday, table for 2 in Melville that night at 8',
        asks(table('Melville|Johannesburg', 'fri', '20:00', 2)),
      ],
      ['Table for 2 at Overture a week from today, 12:30', asks(table(null, '+7', '12:30', 2))],
      [
        'Dinner for 4 tomorrow evening in Ballito please, seafood if possible',
        asks(table('Ballito|Durban', 'tomorrow', '19:00', 4)),
      ],
      [
        'Sunday brunch at 11 for 8 people at the Knysna Waterfront',
        asks(tableAt(['Knysna Waterfront|Garden Route', 'Knysna|Garden Route'], 'sun', '11:00', 8)),
      ],
      [
        'Need a kid friendly lunch spot in Hazyview for 2 adults 3 kids on Saturday at 12',
        asks(table('Hazyview|Mbombela', 'sat', '12:00', 5)),
      ],
      [
        'a romantic table for 2 at Grootbos on the 26th, 7pm',
        asks(tableAt(['Grootbos|Overberg', 'Gansbaai|Overberg'], 'dom:26', '19:00', 2)),
      ],
      [
        "dinner for 2 tonight at 9, anywhere in Sandton, I don't mind where",
        asks(table('Sandton|Johannesburg', 'today', '21:00', 2)),
      ],
      [
        'Table for 3 at a little Greek place in Linden, Sunday at 1pm',
        asks(table('Linden|Johannesburg', 'sun', '13:00', 3)),
      ],
      [
        'Table for 6 at Gold Reef City after the rides, Sunday 6pm',
        asks(table('Gold Reef City|Johannesburg', 'sun', '18:00', 6)),
      ],
    ],
  ),
};
