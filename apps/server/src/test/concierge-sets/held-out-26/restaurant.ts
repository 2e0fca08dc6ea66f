import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const BABYLONSTOREN = ['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands'];
const NELSON_MANDELA_SQUARE = ['Nelson Mandela Square|Johannesburg', 'Sandton|Johannesburg'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];
const HYDE_PARK_CORNER = ['Hyde Park Corner|Johannesburg', 'Hyde Park|Johannesburg'];
const BOARDWALK = ['Boardwalk Casino|Gqeberha', 'Gqeberha|Gqeberha'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const GROOT_CONSTANTIA = ['Groot Constantia|Cape Town', 'Constantia|Cape Town'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const SPIER = ['Spier|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const FLORIDA_ROAD = ['Florida Road|Durban', 'Durban|Durban'];
const LOCH_LOGAN = ['Loch Logan Waterfront|Bloemfontein', 'Bloemfontein|Bloemfontein'];
const MONTECASINO = ['Montecasino|Johannesburg', 'Fourways|Johannesburg'];
const ZIMBALI = ['Zimbali|Durban', 'Ballito|Durban'];
const BEACHFRONT = ['Durban Beachfront|Durban', 'Durban|Durban'];
const DELAIRE = ['Delaire Graff|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const GOLD_REEF_CITY = ['Gold Reef City|Johannesburg', 'Johannesburg|Johannesburg'];
const LANZERAC = ['Lanzerac|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const KNYSNA_WATERFRONT = ['Knysna Waterfront|Garden Route', 'Knysna|Garden Route'];

/** A table a human could file at any of `places` (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-sixth held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party: the party as a number, a word ("eight ppl", "the four of us", "a family of five"), "me and
 * my husband", "me and 5 colleagues", "two adults and four kids", "eight adults and two kids", "the
 * book club, 9 of us", "just me", "4 pax", "my team of fifteen"; the time as "19:30", "7:30pm",
 * "19h45", "20:15", "1pm", "12:30", "noon", "half past twelve", lunch, a long Sunday lunch, high
 * tea at 3pm, breakfast at 7:30am or 9:15, brunch at 10:30, sunset, "tonight", "this evening",
 * "tomorrow night", "Friday evening", "Saturday evening", "tomorrow afternoon", or no hour at all;
 * the day as a weekday, "next week Tuesday", "next week Monday", "the day after tomorrow", the 16th
 * to the 27th, Christmas Eve, New Year's Day, New Year's Eve, Valentine's Day, or none (a bare
 * time); a restaurant the gazetteer does not know (Fyn, Salsify, Saint, Harbour House, Level Four,
 * Post & Pepper, La Petite Colombe, The Codfather, Jan, Pierneef, Tang, DW Eleven-13, Beyond, the
 * Greenhouse) names no place unless its suburb or town is named; a landmark (a hotel, a wine farm,
 * a square, a casino, a beachfront, a street, a mall) may be filed there or in its suburb or town.
 */
export const HELD_OUT_26_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Book me a table for two at Fyn tomorrow at 19:30',
        asks(table(null, 'tomorrow', '19:30', 2)),
      ],
      [
        'Can you get us a table for 6 at Salsify in Camps Bay on Saturday, 1pm?',
        asks(table('Camps Bay|Cape Town', 'sat', '13:00', 6)),
      ],
      [
        'Dinner for four at Saint in Sandton on Friday at 8pm please',
        asks(table('Sandton|Johannesburg', 'fri', '20:00', 4)),
      ],
      [
        'Lunch for 3 at Harbour House in Kalk Bay on Sunday',
        asks(table('Kalk Bay|Cape Town', 'sun', '12:30', 3)),
      ],
      [
        'Reserve a table at Level Four in Rosebank tonight for me and my husband',
        asks(table('Rosebank|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'need a table 4 eight ppl somewhere nice in Umhlanga this evening',
        asks(table('Umhlanga|Durban', 'today', '19:00', 8)),
      ],
      [
        "We'd love a sunset table for two at the Oyster Box on Friday",
        asks(tableAt(OYSTER_BOX, 'fri', '18:00', 2)),
      ],
      [
        'Breakfast for five at Melrose Arch tomorrow at 9:15',
        asks(tableAt(MELROSE_ARCH, 'tomorrow', '09:15', 5)),
      ],
      [
        'Please find us a table at Post & Pepper in Stellenbosch on the 21st, 7pm, party of 4',
        asks(table('Stellenbosch|Cape Winelands', 'dom:21', '19:00', 4)),
      ],
      [
        'Could you book La Petite Colombe in Franschhoek for 2 on the 24th at 12:30',
        asks(table('Franschhoek|Cape Winelands', 'dom:24', '12:30', 2)),
      ],
      [
        'Table for one at a sushi place in Sea Point at 6:45pm tonight',
        asks(table('Sea Point|Cape Town', 'today', '18:45', 1)),
      ],
      [
        'A long lunch at Babylonstoren on Sunday for eight adults and two kids',
        asks(tableAt(BABYLONSTOREN, 'sun', '12:30', 10)),
      ],
      [
        'Book the Greenhouse in Constantia for our anniversary: the 19th, two people, 8pm',
        asks(table('Constantia|Cape Town', 'dom:19', '20:00', 2)),
      ],
      [
        'Can I get a table for 12 at Tang on Nelson Mandela Square, Saturday at 19:00',
        asks(tableAt(NELSON_MANDELA_SQUARE, 'sat', '19:00', 12)),
      ],
      [
        'Table for 2 at 8 tonight, anywhere decent in Parkhurst',
        asks(table('Parkhurst|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Do you think you can get us into DW Eleven-13 in Dunkeld tomorrow night? 3 people',
        asks(table('Dunkeld|Johannesburg', 'tomorrow', '20:00', 3)),
      ],
      [
        'My parents are in town. Dinner for 4 in Menlyn on Monday, 6:30pm',
        asks(table('Menlyn|Pretoria', 'mon', '18:30', 4)),
      ],
      [
        'Table for 7 at a seafood place on the Durban beachfront, Friday lunch',
        asks(tableAt(BEACHFRONT, 'fri', '12:30', 7)),
      ],
      [
        'Please reserve for 2 at 19h45 at Beyond in Constantia on Friday',
        asks(table('Constantia|Cape Town', 'fri', '19:45', 2)),
      ],
      [
        'High tea for 2 at the Mount Nelson tomorrow at 3pm',
        asks(tableAt(MOUNT_NELSON, 'tomorrow', '15:00', 2)),
      ],
      [
        'Brunch for six at Hyde Park Corner, Sunday 10:30',
        asks(tableAt(HYDE_PARK_CORNER, 'sun', '10:30', 6)),
      ],
      [
        'Five of us want to eat at the Boardwalk in Gqeberha on Saturday, 7:30pm. Can you arrange?',
        asks(tableAt(BOARDWALK, 'sat', '19:30', 5)),
      ],
      [
        'Table for 2 at 1pm at Jan in Franschhoek, next week Tuesday',
        asks(table('Franschhoek|Cape Winelands', 'next:tue', '13:00', 2)),
      ],
      [
        'Dinner tomorrow in Ballito for our family of five, 6pm',
        asks(table('Ballito|Durban', 'tomorrow', '18:00', 5)),
      ],
      [
        'Book us somewhere in Hermanus for lunch on the 23rd, 4 people',
        asks(table('Hermanus|Overberg', 'dom:23', '12:30', 4)),
      ],
      [
        'A quiet corner table for 2 at a Greenside bistro tonight at 7',
        asks(table('Greenside|Johannesburg', 'today', '19:00', 2)),
      ],
      [
        'Please book the Codfather in Camps Bay, 4 pax, Friday evening',
        asks(table('Camps Bay|Cape Town', 'fri', '19:00', 4)),
      ],
      [
        'Get me and 5 colleagues a table in Sandton City for lunch tomorrow',
        asks(tableAt(SANDTON_CITY, 'tomorrow', '12:30', 6)),
      ],
      [
        'Christmas Eve dinner for 9 in Hout Bay, 7pm',
        asks(table('Hout Bay|Cape Town', 'md:12-24', '19:00', 9)),
      ],
      [
        "New Year's Day lunch for 4 at Delaire Graff please",
        asks(tableAt(DELAIRE, 'md:01-01', '12:30', 4)),
      ],
      [
        'table for 2 at 8:30pm at the Saxon on the 18th',
        asks(tableAt(SAXON, 'dom:18', '20:30', 2)),
      ],
      [
        "My mom's turning 70, we need a table for 14 at Groot Constantia on Sunday at noon",
        asks(tableAt(GROOT_CONSTANTIA, 'sun', '12:00', 14)),
      ],
      [
        'Dinner reservation for three in Illovo, 7:15pm',
        asks(table('Illovo|Johannesburg', 'auto', '19:15', 3)),
      ],
      [
        'Could I have a table at Harbour House at the V&A for 4 people at 6pm?',
        asks(tableAt(WATERFRONT, 'auto', '18:00', 4)),
      ],
      [
        'Lunch today at 1, two of us, Stellenbosch',
        asks(table('Stellenbosch|Cape Winelands', 'today', '13:00', 2)),
      ],
      [
        'I need a table for 20 at a restaurant in Sandton for our year-end lunch on the 16th',
        asks(table('Sandton|Johannesburg', 'dom:16', '12:30', 20)),
      ],
      [
        'Table for 2 in Knysna tomorrow at 7pm, somewhere on the water',
        asks(table('Knysna|Garden Route', 'tomorrow', '19:00', 2)),
      ],
      ["Sunday lunch for the family at Spier, we're 11", asks(tableAt(SPIER, 'sun', '12:30', 11))],
      [
        "Book a table for four at Florida Road's best steakhouse on Saturday, 7pm",
        asks(tableAt(FLORIDA_ROAD, 'sat', '19:00', 4)),
      ],
      [
        "Valentine's dinner for 2 in Clifton please",
        asks(table('Clifton|Cape Town', 'md:02-14', null, 2)),
      ],
      [
        'Pizza tonight for 6 in Melville at 6:30',
        asks(table('Melville|Johannesburg', 'today', '18:30', 6)),
      ],
      [
        'Please book us at a good curry house in Durban for Friday lunch, party of 3',
        asks(table('Durban|Durban', 'fri', '12:30', 3)),
      ],
      [
        '2 people, Pierneef at La Motte, Franschhoek, the 20th at 12:00',
        asks(table('Franschhoek|Cape Winelands', 'dom:20', '12:00', 2)),
      ],
      [
        'Breakfast meeting for 4 in Rosebank tomorrow at 7:30am',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '07:30', 4)),
      ],
      [
        'A table for two at a nice place in Plettenberg Bay on Saturday evening',
        asks(table('Plettenberg Bay|Garden Route', 'sat', '19:00', 2)),
      ],
      [
        "We're five and want dinner at Montecasino at 7",
        asks(tableAt(MONTECASINO, 'auto', '19:00', 5)),
      ],
      [
        'Book lunch for 2 on the 25th in Tokai',
        asks(table('Tokai|Cape Town', 'dom:25', '12:30', 2)),
      ],
      [
        'Can you sort out a table for our book club, 9 of us, in Bryanston on Monday at 7pm',
        asks(table('Bryanston|Johannesburg', 'mon', '19:00', 9)),
      ],
      [
        'Reserve a table for 2 people at Loch Logan tonight at 7:30',
        asks(tableAt(LOCH_LOGAN, 'today', '19:30', 2)),
      ],
      [
        'Dinner for six at the Oyster Box tomorrow at 8',
        asks(tableAt(OYSTER_BOX, 'tomorrow', '20:00', 6)),
      ],
      [
        'Hi, lunch booking for 3 at noon on Saturday in Paarl',
        asks(table('Paarl|Cape Winelands', 'sat', '12:00', 3)),
      ],
      [
        "I'd like a table in Muizenberg for the four of us tomorrow afternoon",
        asks(table('Muizenberg|Cape Town', 'tomorrow', '15:00', 4)),
      ],
      [
        "Chef's counter seats for 2 at Fyn on the 17th, 6pm",
        asks(table(null, 'dom:17', '18:00', 2)),
      ],
      [
        'A family table for two adults and four kids in Umhlanga on Sunday at 1pm',
        asks(table('Umhlanga|Durban', 'sun', '13:00', 6)),
      ],
      [
        'Any chance of a window table for 2 in Sea Point at 9pm?',
        asks(table('Sea Point|Cape Town', 'auto', '21:00', 2)),
      ],
      [
        'Dinner for 8 at a steakhouse in Centurion on Friday, 7:30pm',
        asks(table('Centurion|Pretoria', 'fri', '19:30', 8)),
      ],
      [
        'Table for 4 at a Cape Malay spot in the Bo-Kaap, Monday lunch',
        asks(table('Bo-Kaap|Cape Town', 'mon', '12:30', 4)),
      ],
      [
        'Book us a table in Franschhoek for lunch the day after tomorrow, 2 people',
        asks(table('Franschhoek|Cape Winelands', '+2', '12:30', 2)),
      ],
      ['Please book dinner for 4 at Zimbali on Saturday', asks(tableAt(ZIMBALI, 'sat', null, 4))],
      [
        "I'm treating my team of fifteen to dinner: Melrose Arch, the 27th, 6:30pm",
        asks(tableAt(MELROSE_ARCH, 'dom:27', '18:30', 15)),
      ],
      [
        'Romantic table for two at sunset in Camps Bay tomorrow',
        asks(table('Camps Bay|Cape Town', 'tomorrow', '18:00', 2)),
      ],
      [
        'Just me, a table at a cafe in Parktown at 8am tomorrow',
        asks(table('Parktown|Johannesburg', 'tomorrow', '08:00', 1)),
      ],
      [
        'Book 5 seats at the sushi bar in Hyde Park tonight at 8:15',
        asks(table('Hyde Park|Johannesburg', 'today', '20:15', 5)),
      ],
      [
        'A table for twelve in Durban North, next week Monday at 7pm',
        asks(table('Durban North|Durban', 'next:mon', '19:00', 12)),
      ],
      [
        "New Year's Eve: table for 2 somewhere on the Atlantic Seaboard at 9pm",
        asks(table('Atlantic Seaboard|Cape Town', 'md:12-31', '21:00', 2)),
      ],
      [
        "We'd like a table for eight at a Portuguese place in Bedfordview on Friday at 7",
        asks(table('Bedfordview|Johannesburg', 'fri', '19:00', 8)),
      ],
      [
        'Lunch for eight in Pretoria East on Friday, half past twelve',
        asks(table('Pretoria East|Pretoria', 'fri', '12:30', 8)),
      ],
      [
        'Table for 3 at Gold Reef City before the show, Saturday 5:30pm',
        asks(tableAt(GOLD_REEF_CITY, 'sat', '17:30', 3)),
      ],
      [
        'Anniversary dinner at Lanzerac on the 22nd for the two of us, 7pm',
        asks(tableAt(LANZERAC, 'dom:22', '19:00', 2)),
      ],
      [
        'Oysters and bubbles at the Knysna Waterfront for 4 on Sunday at 11',
        asks(tableAt(KNYSNA_WATERFRONT, 'sun', '11:00', 4)),
      ],
    ],
  ),
};
