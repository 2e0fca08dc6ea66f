import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const BABYLONSTOREN = ['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands'];
const NELSON_MANDELA_SQUARE = ['Nelson Mandela Square|Johannesburg', 'Sandton|Johannesburg'];
const MENLYN_MAINE = ['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'];
const DELAIRE = ['Delaire Graff|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const FLORIDA_ROAD = ['Florida Road|Durban', 'Durban|Durban'];
const SPIER = ['Spier|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const BOARDWALK = ['Boardwalk Casino|Gqeberha', 'Gqeberha|Gqeberha'];
const LOCH_LOGAN = ['Loch Logan Waterfront|Bloemfontein', 'Bloemfontein|Bloemfontein'];
const BEACHFRONT = ['Durban Beachfront|Durban', 'Durban|Durban'];
const SIBAYA = ['Sibaya|Durban', 'Umdloti|Durban'];
const MONTECASINO = ['Montecasino|Johannesburg', 'Fourways|Johannesburg'];
const GROOT_CONSTANTIA = ['Groot Constantia|Cape Town', 'Constantia|Cape Town'];
const ZIMBALI = ['Zimbali|Durban', 'Ballito|Durban'];

/** A table a human could file at any of `places` (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-fifth held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party: the party as a number, a word ("a dozen of us", "ten people", "twenty"), "me and my wife",
 * "my parents and the 3 of us", "two adults, three children", "my boss and 3 clients", "the book
 * club (eight of us)", "table for one", "four ladies"; the time as "7:30pm", "19h00", "20:30",
 * "12:45", "1:30pm", "at noon", lunch, a long Sunday lunch, high tea at 3pm, breakfast at 8:30 or
 * 9am, brunch at 10:30, sunset, "tonight", "this evening", "tomorrow night", "Friday evening",
 * "Saturday night", "Monday evening", or no hour at all; the day as a weekday, "next week
 * Wednesday" and "next week Thursday", "the day after tomorrow", the 16th, 18th, 19th, 21st, 22nd,
 * 24th and 27th, Christmas Day, New Year's Eve, Valentine's Day, or none (a bare time); a
 * restaurant the gazetteer does not know (La Colombe, Marble, Fermier, Zioux, Kream, Mosaic, The
 * Shortmarket Club, The Butcher Shop) names no place unless its suburb or town is named; a landmark
 * (a hotel, a wine farm, a square, a casino, a beachfront, a street) may be filed there or in its
 * suburb or town.
 */
export const HELD_OUT_25_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Table for 4 at La Colombe in Constantia, Saturday at 7:30pm please',
        asks(table('Constantia|Cape Town', 'sat', '19:30', 4)),
      ],
      [
        'Could you book us a table for two at Marble in Rosebank tomorrow at 8pm?',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '20:00', 2)),
      ],
      [
        'Dinner for six at the Oyster Box on Friday evening',
        asks(tableAt(OYSTER_BOX, 'fri', '19:00', 6)),
      ],
      [
        'Lunch tomorrow for me and three clients near Sandton City, 1pm',
        asks(tableAt(SANDTON_CITY, 'tomorrow', '13:00', 4)),
      ],
      [
        'book a table 4 2 tonight somewhere in sea point',
        asks(table('Sea Point|Cape Town', 'today', '20:00', 2)),
      ],
      [
        "We'd love a long Sunday lunch in Franschhoek for 8, say 12:30",
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 8)),
      ],
      [
        'Table for one at 19h00 in Stellenbosch this evening',
        asks(table('Stellenbosch|Cape Winelands', 'today', '19:00', 1)),
      ],
      [
        'Breakfast for 3 at 8:30 tomorrow in Parkhurst',
        asks(table('Parkhurst|Johannesburg', 'tomorrow', '08:30', 3)),
      ],
      [
        'Could you get us into Fermier in Pretoria on the 22nd at 7pm, party of 5',
        asks(table('Pretoria|Pretoria', 'dom:22', '19:00', 5)),
      ],
      [
        'Anniversary dinner for two on the 18th at 8pm in Camps Bay, somewhere with a view',
        asks(table('Camps Bay|Cape Town', 'dom:18', '20:00', 2)),
      ],
      [
        'A table at the V&A for 10 of us on Saturday night',
        asks(tableAt(WATERFRONT, 'sat', '20:00', 10)),
      ],
      [
        'Me, my wife and our two kids: lunch at Babylonstoren on Sunday at 1pm',
        asks(tableAt(BABYLONSTOREN, 'sun', '13:00', 4)),
      ],
      [
        'Need a table for 12 for a work function at Melrose Arch, next week Thursday at 7pm',
        asks(tableAt(MELROSE_ARCH, 'next:thu', '19:00', 12)),
      ],
      [
        "Valentine's Day dinner for two in Umhlanga, 8:15pm",
        asks(table('Umhlanga|Durban', 'md:02-14', '20:15', 2)),
      ],
      [
        'Hi, please reserve a table for 7 at 7pm tomorrow at a good steakhouse in Illovo',
        asks(table('Illovo|Johannesburg', 'tomorrow', '19:00', 7)),
      ],
      [
        'High tea at the Mount Nelson on Saturday at 3pm for four ladies',
        asks(tableAt(MOUNT_NELSON, 'sat', '15:00', 4)),
      ],
      [
        'Sunset drinks and dinner in Clifton for 2 tomorrow',
        asks(table('Clifton|Cape Town', 'tomorrow', '18:00', 2)),
      ],
      [
        'Table for 2 at 7pm, anywhere nice in Durban North',
        asks(table('Durban North|Durban', 'auto', '19:00', 2)),
      ],
      [
        'Family dinner, 9 people, Florida Road, Friday at 6:30pm',
        asks(tableAt(FLORIDA_ROAD, 'fri', '18:30', 9)),
      ],
      ['Reserve for 4 at the Saxon on Monday at 12:45', asks(tableAt(SAXON, 'mon', '12:45', 4))],
      [
        'Christmas Day lunch for 14 in Stellenbosch please, book early!',
        asks(table('Stellenbosch|Cape Winelands', 'md:12-25', '12:30', 14)),
      ],
      [
        "New Year's Eve dinner for 6 in Plett at 9pm",
        asks(table('Plettenberg Bay|Garden Route', 'md:12-31', '21:00', 6)),
      ],
      [
        'Can I get a table for my book club (eight of us) in Greenside the day after tomorrow at 7pm?',
        asks(table('Greenside|Johannesburg', '+2', '19:00', 8)),
      ],
      [
        'Table for two this evening in Hout Bay, fish and chips vibe is fine',
        asks(table('Hout Bay|Cape Town', 'today', '19:00', 2)),
      ],
      [
        'Brunch on Sunday at 10:30 for 5 in Kalk Bay',
        asks(table('Kalk Bay|Cape Town', 'sun', '10:30', 5)),
      ],
      [
        'A dozen of us for dinner in Knysna on the 24th at 7pm',
        asks(table('Knysna|Garden Route', 'dom:24', '19:00', 12)),
      ],
      [
        'Lunch for 3 in Hermanus on Saturday, a table near the water',
        asks(table('Hermanus|Overberg', 'sat', '12:30', 3)),
      ],
      [
        "Please book the chef's table at a restaurant in Woodstock for 4 on Friday at 8pm",
        asks(table('Woodstock|Cape Town', 'fri', '20:00', 4)),
      ],
      [
        'Dinner reservation for 2 at 20:30 tomorrow in Menlyn',
        asks(table('Menlyn|Pretoria', 'tomorrow', '20:30', 2)),
      ],
      [
        'my parents and the 3 of us, lunch in Ballito, Sunday 12:00',
        asks(table('Ballito|Durban', 'sun', '12:00', 5)),
      ],
      [
        'Table for 6 at a sushi spot in Glenwood, Durban, Friday 7pm',
        asks(table('Glenwood|Durban', 'fri', '19:00', 6)),
      ],
      [
        "We're a party of 16 for a rehearsal dinner in Franschhoek on the 27th, 6:30pm",
        asks(table('Franschhoek|Cape Winelands', 'dom:27', '18:30', 16)),
      ],
      [
        'Book me a quiet table for one tomorrow at 12:15 in Rosebank',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '12:15', 1)),
      ],
      [
        'Dinner on Saturday for 4 at Zioux in Sandton, 8pm',
        asks(table('Sandton|Johannesburg', 'sat', '20:00', 4)),
      ],
      [
        'Reserve a table for five at Nelson Mandela Square for lunch on Monday',
        asks(tableAt(NELSON_MANDELA_SQUARE, 'mon', '12:30', 5)),
      ],
      [
        'Two adults, three children: family lunch tomorrow at Spier at 1pm',
        asks(tableAt(SPIER, 'tomorrow', '13:00', 5)),
      ],
      [
        'Lunch on the 19th in Paarl, table for 4, 1:30pm',
        asks(table('Paarl|Cape Winelands', 'dom:19', '13:30', 4)),
      ],
      [
        'a table for 3 tonight at 9:30pm in Braamfontein',
        asks(table('Braamfontein|Johannesburg', 'today', '21:30', 3)),
      ],
      [
        'Find us a table for twenty in Bryanston next week Wednesday at 7pm',
        asks(table('Bryanston|Johannesburg', 'next:wed', '19:00', 20)),
      ],
      [
        'Date night! Table for 2, Saturday, 7:45pm, Green Point',
        asks(table('Green Point|Cape Town', 'sat', '19:45', 2)),
      ],
      [
        'Tomorrow at noon, lunch for two in Bedfordview',
        asks(table('Bedfordview|Johannesburg', 'tomorrow', '12:00', 2)),
      ],
      [
        'Mosaic at the Orient for my husband and me on the 16th at 7pm, out at Harties',
        asks(table('Hartbeespoort|Pretoria', 'dom:16', '19:00', 2)),
      ],
      [
        'Dinner for 4 at the Boardwalk in Gqeberha, Friday at 8pm',
        asks(tableAt(BOARDWALK, 'fri', '20:00', 4)),
      ],
      [
        'Table for 8 in Summerstrand tomorrow night',
        asks(table('Summerstrand|Gqeberha', 'tomorrow', '20:00', 8)),
      ],
      [
        'Lunch for 6 at Loch Logan in Bloem on Saturday at 1pm',
        asks(tableAt(LOCH_LOGAN, 'sat', '13:00', 6)),
      ],
      [
        'Family of 5, breakfast at 9am on Sunday on the Durban beachfront',
        asks(tableAt(BEACHFRONT, 'sun', '09:00', 5)),
      ],
      ['Table for two at Sibaya tonight at 7pm', asks(tableAt(SIBAYA, 'today', '19:00', 2))],
      [
        'my boss and 3 clients, lunch tmrw 12:30 at Melrose Arch',
        asks(tableAt(MELROSE_ARCH, 'tomorrow', '12:30', 5)),
      ],
      [
        'Book a table for 4 on Monday evening in Rivonia',
        asks(table('Rivonia|Johannesburg', 'mon', '19:00', 4)),
      ],
      [
        "I'd like a table for ten people at a restaurant in Montecasino on Friday at 7:30pm",
        asks(tableAt(MONTECASINO, 'fri', '19:30', 10)),
      ],
      ['Table for two at 6pm please, somewhere quiet', asks(table(null, 'auto', '18:00', 2))],
      [
        'Dinner tomorrow for me and my wife at a good Thai place',
        asks(table(null, 'tomorrow', null, 2)),
      ],
      [
        'Can you organise a table for 4 at The Shortmarket Club on Saturday at 8pm?',
        asks(table(null, 'sat', '20:00', 4)),
      ],
      [
        'Table for the family (seven of us) at Groot Constantia, Sunday lunch',
        asks(tableAt(GROOT_CONSTANTIA, 'sun', '12:30', 7)),
      ],
      [
        'Lunch at Delaire Graff, tomorrow 1pm, party of 4',
        asks(tableAt(DELAIRE, 'tomorrow', '13:00', 4)),
      ],
      [
        'Dinner for 2 in Melville at 7pm on Friday',
        asks(table('Melville|Johannesburg', 'fri', '19:00', 2)),
      ],
      [
        'A table for 3 at Kream in Brooklyn, Pretoria, Saturday 7pm',
        asks(table('Brooklyn|Pretoria', 'sat', '19:00', 3)),
      ],
      [
        'Reservation for 2 at The Butcher Shop on Nelson Mandela Square tonight',
        asks(tableAt(NELSON_MANDELA_SQUARE, 'today', '20:00', 2)),
      ],
      [
        "We'd like dinner at a seafood restaurant in Simon's Town on the 21st for 4 at 6pm",
        asks(table("Simon's Town|Cape Town", 'dom:21', '18:00', 4)),
      ],
      [
        'In Clarens on Saturday, table for 6 at 7pm',
        asks(table('Clarens|Eastern Free State', 'sat', '19:00', 6)),
      ],
      [
        'Could you book a table for two at 1pm tomorrow at the Zimbali clubhouse?',
        asks(tableAt(ZIMBALI, 'tomorrow', '13:00', 2)),
      ],
      [
        'Lunch for 8 on Tuesday at 1pm in Tyger Valley',
        asks(table('Tyger Valley|Cape Town', 'tue', '13:00', 8)),
      ],
      [
        'Sunday lunch with the in-laws: 10 of us, Stellenbosch, 1pm',
        asks(table('Stellenbosch|Cape Winelands', 'sun', '13:00', 10)),
      ],
      [
        'Dinner for 4 in Menlyn Maine on Saturday at 6:30pm',
        asks(tableAt(MENLYN_MAINE, 'sat', '18:30', 4)),
      ],
      [
        'Book a table for 5 at 8:30pm on Saturday in Umhlanga Ridge',
        asks(table('Umhlanga Ridge|Durban', 'sat', '20:30', 5)),
      ],
      [
        'Sunday brunch for 6 at 11am in Dunkeld',
        asks(table('Dunkeld|Johannesburg', 'sun', '11:00', 6)),
      ],
      [
        'Need a private dining room for 18 in Hyde Park on the 20th at 7pm',
        asks(table('Hyde Park|Johannesburg', 'dom:20', '19:00', 18)),
      ],
      [
        'A table for 3 in Steenberg tomorrow at 12:30, the golf estate side',
        asks(table('Steenberg|Cape Town', 'tomorrow', '12:30', 3)),
      ],
      [
        'Lunch for two in Muizenberg on Monday at 1pm, something by the beach',
        asks(table('Muizenberg|Cape Town', 'mon', '13:00', 2)),
      ],
    ],
  ),
};
