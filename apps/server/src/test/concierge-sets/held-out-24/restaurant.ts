import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const BABYLONSTOREN = ['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands'];
const NELSON_MANDELA_SQUARE = ['Nelson Mandela Square|Johannesburg', 'Sandton|Johannesburg'];
const MENLYN_MAINE = ['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'];
const DELAIRE = ['Delaire Graff|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const FLORIDA_ROAD = ['Florida Road|Durban', 'Durban|Durban'];
const KNYSNA_WATERFRONT = ['Knysna Waterfront|Garden Route', 'Knysna|Garden Route'];
const LOCH_LOGAN = ['Loch Logan Waterfront|Bloemfontein', 'Bloemfontein|Bloemfontein'];

/** A table a human could file at any of `places` (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-fourth held-out set: restaurant tables (type other, dining) with their place, day, time
 * and party: the party as a number, a word ("a dozen", "four of us"), "me and the wife", "3
 * couples", "my parents and us two", "5 colleagues and me", "two adults two teens", "the book club
 * (7)", "table for one", "a party of 14", "my boss and 4 clients", "a family reunion"; the time as
 * "7pm", "19h30", "8.15pm", "12:45", "12:15", "quarter to eight", "half past seven", "at 1",
 * lunch, a long Sunday lunch, high tea at 3pm, breakfast at 8 or 8:30, brunch at 11, sunset,
 * "tonight", "tomorrow night", "Friday evening", "Saturday night", "Sunday afternoon", or no hour
 * at all; the day as a weekday, "next week Monday", "next week Wednesday", "next week Thursday",
 * "day after tomorrow", "a week today", the 16th, 19th, 21st, 24th, 25th, 27th and 28th, Christmas
 * Eve, New Year's Day, Valentine's Day, or none (a bare time); a restaurant the gazetteer does not
 * know (Fyn, Salsify, Mosaic, Wolfgat, DW Eleven-13) names no place unless its suburb or town is
 * named; a landmark (a hotel, a wine farm, a square, a waterfront, a street) may be filed there or
 * in its suburb or town; where the member flies in from, lands or stays is not where they eat; one
 * suburb chosen over another ("Not Rosebank, Parkhurst").
 */
export const HELD_OUT_24_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      ['Table for six at Fyn tomorrow at 7pm please', asks(table(null, 'tomorrow', '19:00', 6))],
      [
        'Book me and the wife somewhere nice in Parkhurst tonight',
        asks(table('Parkhurst|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Need a dinner reservation at The Saxon on Saturday at 19h30 for 4',
        asks(tableAt(SAXON, 'sat', '19:30', 4)),
      ],
      [
        'Could you reserve a table for 3 couples at a steakhouse in Sandton on Friday evening?',
        asks(table('Sandton|Johannesburg', 'fri', '19:00', 6)),
      ],
      [
        'Lunch tomorrow in Hout Bay for my parents and us two',
        asks(table('Hout Bay|Cape Town', 'tomorrow', '12:30', 4)),
      ],
      [
        'Sunset drinks and dinner in Camps Bay on Sunday, 8 of us',
        asks(table('Camps Bay|Cape Town', 'sun', '18:00', 8)),
      ],
      ['pls get a table 4 2 at salsify 2morrow 8.15pm', asks(table(null, 'tomorrow', '20:15', 2))],
      [
        'Breakfast at 8 tomorrow at the Mount Nelson for three',
        asks(tableAt(MOUNT_NELSON, 'tomorrow', '08:00', 3)),
      ],
      [
        'Is there any chance of a table at the Oyster Box for a party of 14 on Saturday night?',
        asks(tableAt(OYSTER_BOX, 'sat', '20:00', 14)),
      ],
      [
        'Brunch at 11 on Sunday in Greenside, the book club (7)',
        asks(table('Greenside|Johannesburg', 'sun', '11:00', 7)),
      ],
      [
        'Table for one at the bar at Mosaic tonight, around half past seven',
        asks(table(null, 'today', '19:30', 1)),
      ],
      [
        'We want to do a long Sunday lunch at Babylonstoren, a dozen people',
        asks(tableAt(BABYLONSTOREN, 'sun', '12:30', 12)),
      ],
      [
        'Dinner at Melrose Arch next week Wednesday at 7pm, 5 colleagues and me',
        asks(tableAt(MELROSE_ARCH, 'next:wed', '19:00', 6)),
      ],
      [
        'Can I get a table for two at the V&A on Valentine’s Day?',
        asks(tableAt(WATERFRONT, 'md:02-14', null, 2)),
      ],
      [
        'Christmas Eve dinner for 9 in Franschhoek please',
        asks(table('Franschhoek|Cape Winelands', 'md:12-24', null, 9)),
      ],
      [
        'New Year’s Day lunch in Umhlanga, family of five',
        asks(table('Umhlanga|Durban', 'md:01-01', '12:30', 5)),
      ],
      [
        'Book a table on the 19th at 8pm for 4 at DW Eleven-13 in Dunkeld',
        asks(table('Dunkeld|Johannesburg', 'dom:19', '20:00', 4)),
      ],
      [
        'The 24th, 12:45, lunch for 6 in Stellenbosch',
        asks(table('Stellenbosch|Cape Winelands', 'dom:24', '12:45', 6)),
      ],
      [
        'Please reserve at Wolfgat in Paternoster on the 27th for two',
        asks(table('Paternoster|West Coast', 'dom:27', null, 2)),
      ],
      [
        'Two adults two teens, dinner in Rosebank tomorrow night',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '20:00', 4)),
      ],
      [
        'I fly in to Cape Town on Friday. Book dinner in Sea Point for 3 on Friday at 8.30pm',
        asks(table('Sea Point|Cape Town', 'fri', '20:30', 3)),
      ],
      [
        'Somewhere at Nelson Mandela Square for lunch tomorrow, 4 ppl',
        asks(tableAt(NELSON_MANDELA_SQUARE, 'tomorrow', '12:30', 4)),
      ],
      [
        'Find us a table at 1 on Saturday in Kalk Bay, four of us',
        asks(table('Kalk Bay|Cape Town', 'sat', '13:00', 4)),
      ],
      [
        'Dinner for 10 at Menlyn Maine day after tomorrow at 7',
        asks(tableAt(MENLYN_MAINE, '+2', '19:00', 10)),
      ],
      [
        'Not Rosebank, Parkhurst. Table for 5 at 7:30pm tonight',
        asks(table('Parkhurst|Johannesburg', 'today', '19:30', 5)),
      ],
      [
        'Could you get us into a restaurant at Delaire Graff on Saturday for lunch? Party of 4',
        asks(tableAt(DELAIRE, 'sat', '12:30', 4)),
      ],
      ['table for 8 on Florida Road friday 7pm', asks(tableAt(FLORIDA_ROAD, 'fri', '19:00', 8))],
      [
        'Quarter to eight tomorrow evening, a table for two in Bryanston',
        asks(table('Bryanston|Johannesburg', 'tomorrow', '19:45', 2)),
      ],
      [
        'We’re staying at the Oyster Box but want to eat out in La Lucia tonight, 4 people',
        asks(table('La Lucia|Durban', 'today', '20:00', 4)),
      ],
      ['Reserve a table at 7pm, just the two of us', asks(table(null, 'auto', '19:00', 2))],
      [
        'A week today, lunch at the Knysna Waterfront, me and 3 friends',
        asks(tableAt(KNYSNA_WATERFRONT, '+7', '12:30', 4)),
      ],
      [
        'Please book a restaurant in Illovo for 6 on the 21st at 7pm',
        asks(table('Illovo|Johannesburg', 'dom:21', '19:00', 6)),
      ],
      [
        'Birthday dinner for my son on Sunday evening in Durban North, 7 of us',
        asks(table('Durban North|Durban', 'sun', '19:00', 7)),
      ],
      [
        'Can u book dinner at Loch Logan Waterfront tmrw 6:30pm for 3',
        asks(tableAt(LOCH_LOGAN, 'tomorrow', '18:30', 3)),
      ],
      [
        'Get a table for a party of 11 in Braamfontein on Friday night',
        asks(table('Braamfontein|Johannesburg', 'fri', '20:00', 11)),
      ],
      [
        'Looking for a quiet dinner spot in Tamboerskloof tonight at 9, table for two',
        asks(table('Tamboerskloof|Cape Town', 'today', '21:00', 2)),
      ],
      [
        'Please book lunch at 12 for 4 in Franschhoek on Saturday',
        asks(table('Franschhoek|Cape Winelands', 'sat', '12:00', 4)),
      ],
      [
        'Could you find a table in Muizenberg for breakfast at 9 on Sunday? 3 adults',
        asks(table('Muizenberg|Cape Town', 'sun', '09:00', 3)),
      ],
      [
        'My in-laws are visiting: dinner for 6 in Waterkloof next week Monday at 7pm',
        asks(table('Waterkloof|Pretoria', 'next:mon', '19:00', 6)),
      ],
      [
        'Reserve a sushi place in Umhlanga Ridge tomorrow at 1pm, 2 pax',
        asks(table('Umhlanga Ridge|Durban', 'tomorrow', '13:00', 2)),
      ],
      [
        'Family lunch on the 16th in Centurion, 9 people',
        asks(table('Centurion|Pretoria', 'dom:16', '12:30', 9)),
      ],
      [
        'A table for 4 in Green Point on Saturday at half past seven',
        asks(table('Green Point|Cape Town', 'sat', '19:30', 4)),
      ],
      [
        'Dinner at Fyn for six on Friday, whatever time they have',
        asks(table(null, 'fri', null, 6)),
      ],
      [
        'Get me a booking for 2 at a seafood place in Plett tomorrow at 7pm',
        asks(table('Plettenberg Bay|Garden Route', 'tomorrow', '19:00', 2)),
      ],
      [
        'Lunch for the team (8) in Rivonia tomorrow at 12:30',
        asks(table('Rivonia|Johannesburg', 'tomorrow', '12:30', 8)),
      ],
      [
        'Sunday lunch in Hermanus for five please',
        asks(table('Hermanus|Overberg', 'sun', '12:30', 5)),
      ],
      [
        'We’d like dinner in Westcliff on Saturday at 8, 3 couples',
        asks(table('Westcliff|Johannesburg', 'sat', '20:00', 6)),
      ],
      [
        'Table tonight for 2 in Linden, 7.30',
        asks(table('Linden|Johannesburg', 'today', '19:30', 2)),
      ],
      [
        'Pizza place in Melville for 10 on Friday at 6pm, it’s a kids party',
        asks(table('Melville|Johannesburg', 'fri', '18:00', 10)),
      ],
      [
        'Please book a table for my boss and 4 clients in Sandton tomorrow at 1',
        asks(table('Sandton|Johannesburg', 'tomorrow', '13:00', 5)),
      ],
      [
        'Sunset dinner in Bloubergstrand tomorrow, 4 of us',
        asks(table('Bloubergstrand|Cape Town', 'tomorrow', '18:00', 4)),
      ],
      [
        'Any table in De Waterkant at 7:45pm on Saturday for three',
        asks(table('De Waterkant|Cape Town', 'sat', '19:45', 3)),
      ],
      [
        'Please find a restaurant in Ballito for lunch on Sunday, 2 adults and 2 kids',
        asks(table('Ballito|Durban', 'sun', '12:30', 4)),
      ],
      [
        'I need a private dining room for 16 in Sandhurst on the 25th at 7pm',
        asks(table('Sandhurst|Johannesburg', 'dom:25', '19:00', 16)),
      ],
      [
        'Dinner at 8pm in Stellies for me and my daughter tomorrow',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '20:00', 2)),
      ],
      [
        'We land at OR Tambo at 5pm tomorrow and want dinner in Kempton Park at 7:30pm, table for 3',
        asks(table('Kempton Park|Johannesburg', 'tomorrow', '19:30', 3)),
      ],
      [
        'Can you book us in at a place in Kyalami for lunch on Saturday? 6 people',
        asks(table('Kyalami|Johannesburg', 'sat', '12:30', 6)),
      ],
      [
        'A tapas bar in Maboneng for 5 tonight at 8:30',
        asks(table('Maboneng|Johannesburg', 'today', '20:30', 5)),
      ],
      [
        'Brunch in Clarens at 10:30 on Sunday, 4 of us on the bike trip',
        asks(table('Clarens|Eastern Free State', 'sun', '10:30', 4)),
      ],
      [
        'Could you organise a table for 2 in Fresnaye on Friday at 7?',
        asks(table('Fresnaye|Cape Town', 'fri', '19:00', 2)),
      ],
      [
        'Curry lunch in Glenwood tomorrow for 3, around 1pm',
        asks(table('Glenwood|Durban', 'tomorrow', '13:00', 3)),
      ],
      [
        'We’ll be 7 for dinner in Hyde Park on Saturday at 7.15pm please',
        asks(table('Hyde Park|Johannesburg', 'sat', '19:15', 7)),
      ],
      [
        'Table for 2 at the Mount Nelson for high tea tomorrow at 3pm',
        asks(tableAt(MOUNT_NELSON, 'tomorrow', '15:00', 2)),
      ],
      [
        'Please book dinner for 4 in Camps Bay day after tomorrow at 8pm',
        asks(table('Camps Bay|Cape Town', '+2', '20:00', 4)),
      ],
      [
        'My anniversary is on the 28th: a romantic table for two in Franschhoek, 7:30pm',
        asks(table('Franschhoek|Cape Winelands', 'dom:28', '19:30', 2)),
      ],
      [
        'Lunch at 12:15 on Monday in Newlands for 3 clients',
        asks(table('Newlands|Cape Town', 'mon', '12:15', 3)),
      ],
      [
        'Dinner next week Thursday in Umhlanga at 8pm for 6 please',
        asks(table('Umhlanga|Durban', 'next:thu', '20:00', 6)),
      ],
      [
        'Can you find a table in Woodstock for breakfast at 8:30 tomorrow, 2 of us',
        asks(table('Woodstock|Cape Town', 'tomorrow', '08:30', 2)),
      ],
      [
        'A big table for 13 in Soweto on Sunday afternoon, a family reunion',
        asks(table('Soweto|Johannesburg', 'sun', '15:00', 13)),
      ],
      [
        'Dinner tonight at Salsify for four, 8.45pm if possible',
        asks(table(null, 'today', '20:45', 4)),
      ],
    ],
  ),
};
