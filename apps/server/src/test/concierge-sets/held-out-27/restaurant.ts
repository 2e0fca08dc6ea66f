import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

const LANZERAC = ['Lanzerac|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const STEENBERG = ['Steenberg Estate|Cape Town', 'Steenberg|Cape Town'];
const VERGELEGEN = ['Vergelegen|Cape Town', 'Somerset West|Cape Town'];
const IRENE_FARM = ['Irene Dairy Farm|Pretoria', 'Irene|Pretoria'];
const EMPERORS = ['Emperors Palace|Johannesburg', 'Kempton Park|Johannesburg'];
const THESEN = ['Thesen Islands|Garden Route', 'Knysna|Garden Route'];
const NAVAL_HILL = ['Naval Hill|Bloemfontein', 'Bloemfontein|Bloemfontein'];
const CASTERBRIDGE = ['Casterbridge|Mbombela', 'White River|Mbombela'];
const LA_RESIDENCE = ['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands'];
const CANAL_WALK = ['Canal Walk|Cape Town', 'Century City|Cape Town'];
const SUNCOAST = ['Suncoast Casino|Durban', 'Durban|Durban'];
const CASTLE = ['Castle of Good Hope|Cape Town', 'Cape Town CBD|Cape Town', 'Cape Town|Cape Town'];
const HOBIE = ['Hobie Beach|Gqeberha', 'Summerstrand|Gqeberha'];
const VILAKAZI = [
  'Vilakazi Street|Johannesburg',
  'Soweto|Johannesburg',
  'Orlando West|Johannesburg',
];
const WATERFALL = ['Waterfall City|Johannesburg', 'Midrand|Johannesburg'];
const HAROLD_PORTER = ['Harold Porter Botanical Garden|Overberg', "Betty's Bay|Overberg"];
const USHAKA = ['uShaka Marine World|Durban', 'Durban Point|Durban', 'Durban|Durban'];
const KNYSNA_HEADS = ['Knysna Heads|Garden Route', 'Knysna|Garden Route'];
const PARKTOWN = ['Parktown|Johannesburg', null];

/** A table a human could file at any of `places` (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-seventh held-out set: restaurant tables (type other, dining) with their place, day, time
 * and party: the party as a number, a word ("a family of seven", "the two of us", "me and three
 * mates", "my wife and me", "4 adults 3 kids", "my running club, twelve of us", "table for one at
 * the bar", "kids included"); the time as "7:30pm", "half seven", "19h15", "20:15", "7.45",
 * "12:45", "1:15", "6pm", "around 1", "around 8", "noon", "12 noon", breakfast at 8, 8:30 or 9:00,
 * afternoon tea at 3:30, lunch, lunchtime, Sunday lunch, sunset, "tonight", "tomorrow night",
 * "tomorrow evening", "Saturday evening", or no hour at all (supper alone, no day at all); the day
 * as a weekday, "next week Monday", "next week Tuesday", the day after tomorrow, the 16th to the
 * 28th, Heritage Day, Freedom Day, Boxing Day, Women's Day, Youth Day, or none (a bare time); a
 * restaurant the gazetteer does not know (Marble, the Pot Luck Club, Zioux, Mosaic, Chefs
 * Warehouse, Spiga d'Oro, Olympia Cafe, Hallmark House, Gåte, Beluga, Ile Maurice, Kream, Bistro
 * Sixteen82, Lupa Osteria, Urbanologi, the Shortmarket Club, Tjing Tjing, the Hussar Grill, Cafe
 * 1999, Mozambik, the Local Grill, Signature) names no place unless its suburb or town is named; a
 * landmark (a wine estate, a dairy farm, a casino, an island, a hill, a castle, a beach, a street,
 * a garden, a marine park, the Knysna Heads) may be filed there or in its suburb or town; towns are
 * also named by an old name (Nelspruit) or by a word that is a plain word too (Kloof, Wilderness,
 * Linden, Brooklyn).
 */
export const HELD_OUT_27_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Table for 4 at Marble in Rosebank tomorrow at 7:30pm please',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '19:30', 4)),
      ],
      [
        'Could you get the two of us into the Pot Luck Club in Woodstock tonight?',
        asks(table('Woodstock|Cape Town', 'today', '20:00', 2)),
      ],
      [
        "I'd like a table for six at Zioux in Sandton, Saturday at 8pm",
        asks(table('Sandton|Johannesburg', 'sat', '20:00', 6)),
      ],
      [
        'Dinner for 3 at Mosaic in Pretoria East, next week Tuesday at 7pm',
        asks(table('Pretoria East|Pretoria', 'next:tue', '19:00', 3)),
      ],
      [
        'Half seven tomorrow evening, table for five at Chefs Warehouse in Constantia',
        asks(table('Constantia|Cape Town', 'tomorrow', '19:30', 5)),
      ],
      [
        'Sunday lunch for eight at Boschendal please, one of us is in a wheelchair',
        asks(tableAt(['Boschendal|Cape Winelands'], 'sun', '12:30', 8)),
      ],
      [
        "Please reserve a table for 2 at Spiga d'Oro in Durban tomorrow night",
        asks(table('Durban|Durban', 'tomorrow', '20:00', 2)),
      ],
      [
        'Book us a table at Olympia Cafe in Kalk Bay for breakfast at 8:30 on Saturday, 4 people',
        asks(table('Kalk Bay|Cape Town', 'sat', '08:30', 4)),
      ],
      [
        'We need a long table for 12 at Hallmark House in Maboneng on the 20th at 7pm',
        asks(table('Maboneng|Johannesburg', 'dom:20', '19:00', 12)),
      ],
      [
        'Table for one at the bar at Gåte in Stellenbosch, tomorrow at 12:45',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '12:45', 1)),
      ],
      [
        'Sunday lunch for a family of seven at Lanzerac, if they still have space',
        asks(tableAt(LANZERAC, 'sun', '12:30', 7)),
      ],
      [
        'Can I get a table at Beluga in Green Point for 10 people at 13:00 on the 18th',
        asks(table('Green Point|Cape Town', 'dom:18', '13:00', 10)),
      ],
      [
        'Dinner at Ile Maurice in Umhlanga tonight for my wife and me, 7.45',
        asks(table('Umhlanga|Durban', 'today', '19:45', 2)),
      ],
      [
        'A quiet corner table for 2 at Kream in Brooklyn, Pretoria, tomorrow 8pm',
        asks(table('Brooklyn|Pretoria', 'tomorrow', '20:00', 2)),
      ],
      [
        "We'd love a table for nine at Bistro Sixteen82 on Steenberg Estate, 12:30 on Saturday",
        asks(tableAt(STEENBERG, 'sat', '12:30', 9)),
      ],
      [
        'Table for four at Lupa Osteria in Hout Bay, the day after tomorrow at 6pm',
        asks(table('Hout Bay|Cape Town', '+2', '18:00', 4)),
      ],
      [
        'Please book Urbanologi in Newtown for our design team, 14 of us, next week Monday at 7pm',
        asks(table('Newtown|Johannesburg', 'next:mon', '19:00', 14)),
      ],
      [
        'Can we get into the Shortmarket Club tonight at 9? Just the two of us',
        asks(table(null, 'today', '21:00', 2)),
      ],
      [
        'A table at Tjing Tjing for 6 at 7pm, their rooftop if possible',
        asks(table(null, 'auto', '19:00', 6)),
      ],
      [
        'Book a table for 5 at the Hussar Grill in Rondebosch on Heritage Day, 1pm',
        asks(table('Rondebosch|Cape Town', 'md:09-24', '13:00', 5)),
      ],
      [
        'Boxing Day lunch for eleven at Vergelegen please, the whole family is down',
        asks(tableAt(VERGELEGEN, 'md:12-26', '12:30', 11)),
      ],
      [
        'Freedom Day brunch at 10am for four at Irene Dairy Farm',
        asks(tableAt(IRENE_FARM, 'md:04-27', '10:00', 4)),
      ],
      [
        'Reserve for 3 at Cafe 1999 on the Berea, tomorrow at 19h15',
        asks(table('Berea|Durban', 'tomorrow', '19:15', 3)),
      ],
      [
        'Table for seven people at Mozambik in Ballito, Saturday at 6:30pm',
        asks(table('Ballito|Durban', 'sat', '18:30', 7)),
      ],
      [
        'Any good restaurant in Glenwood tonight, table for 2 at 8?',
        asks(table('Glenwood|Durban', 'today', '20:00', 2)),
      ],
      [
        "Women's Day lunch with my sisters, six of us, somewhere in Riebeek Kasteel at 1pm",
        asks(table('Riebeek Valley|Cape Winelands', 'md:08-09', '13:00', 6)),
      ],
      [
        'Youth Day family lunch, 4 adults 3 kids, at a restaurant at Emperors Palace around 1',
        asks(tableAt(EMPERORS, 'md:06-16', '13:00', 7)),
      ],
      [
        'Dinner for 4 on Thesen Islands in Knysna at 7 tomorrow evening',
        asks(tableAt(THESEN, 'tomorrow', '19:00', 4)),
      ],
      [
        'Seafood lunch in Paternoster for 2 on Saturday, around 1:30',
        asks(table('Paternoster|West Coast', 'sat', '13:30', 2)),
      ],
      [
        'Table for 6 at a steakhouse in Clarens for 7pm on the 22nd',
        asks(table('Clarens|Eastern Free State', 'dom:22', '19:00', 6)),
      ],
      [
        'Please book 4 of us at the restaurant on Naval Hill tomorrow for lunch',
        asks(tableAt(NAVAL_HILL, 'tomorrow', '12:30', 4)),
      ],
      [
        'Family dinner at Casterbridge in White River, 5 people, 6pm on Sunday',
        asks(tableAt(CASTERBRIDGE, 'sun', '18:00', 5)),
      ],
      [
        'Table for two at a wine bar in Greyton, 7:30pm on the 19th',
        asks(table('Greyton|Overberg', 'dom:19', '19:30', 2)),
      ],
      [
        'Breakfast for 3 at 9:00 tomorrow at a cafe in Parkhurst, somewhere with good coffee',
        asks(table('Parkhurst|Johannesburg', 'tomorrow', '09:00', 3)),
      ],
      [
        'Afternoon tea at 3:30 for my mother and me at La Residence on Sunday',
        asks(tableAt(LA_RESIDENCE, 'sun', '15:30', 2)),
      ],
      [
        'Book a table for 8 at a restaurant in Hermanus overlooking the sea, lunch on Saturday',
        asks(table('Hermanus|Overberg', 'sat', '12:30', 8)),
      ],
      [
        'Table for 2 at a restaurant in Dullstroom, tomorrow lunchtime, trout if possible',
        asks(table('Dullstroom|Panorama Route', 'tomorrow', '12:30', 2)),
      ],
      [
        'Dinner in De Waterkant tonight at 8:15 for 4',
        asks(table('De Waterkant|Cape Town', 'today', '20:15', 4)),
      ],
      [
        'Get us a table at one of the spots at Canal Walk for 5 at 6pm today',
        asks(tableAt(CANAL_WALK, 'today', '18:00', 5)),
      ],
      [
        'Reserve a table for 10 for a birthday at a restaurant at Suncoast, 7pm on the 26th',
        asks(tableAt(SUNCOAST, 'dom:26', '19:00', 10)),
      ],
      [
        'Me and three mates, steak at the Local Grill in Parktown North tomorrow at 7',
        asks(tableAt(PARKTOWN, 'tomorrow', '19:00', 4)),
      ],
      [
        'Table at Signature in Morningside for 2 on Saturday evening',
        asks(table('Morningside|Johannesburg', 'sat', '19:00', 2)),
      ],
      [
        'Lunch for 6 at the restaurant at the Castle of Good Hope on the 16th, 12:00',
        asks(tableAt(CASTLE, 'dom:16', '12:00', 6)),
      ],
      [
        'A table at a nice place in Summerstrand for 3, tonight at 7:30',
        asks(table('Summerstrand|Gqeberha', 'today', '19:30', 3)),
      ],
      [
        'Booking for 9 at a restaurant near Hobie Beach, 1pm Sunday',
        asks(tableAt(HOBIE, 'sun', '13:00', 9)),
      ],
      [
        'Book dinner for 2 in Sea Point on the 25th at 8, it is a first date',
        asks(table('Sea Point|Cape Town', 'dom:25', '20:00', 2)),
      ],
      [
        "My parents' anniversary: table for 4 at a restaurant in Bedfordview on Saturday at 12:30",
        asks(table('Bedfordview|Johannesburg', 'sat', '12:30', 4)),
      ],
      [
        'Table for 5 in Hazyview for supper tomorrow',
        asks(table('Hazyview|Mbombela', 'tomorrow', null, 5)),
      ],
      [
        'Please find us a table for two for dinner somewhere in Tamboerskloof',
        asks(table('Tamboerskloof|Cape Town', null, null, 2)),
      ],
      [
        "Need a table for 6 at 1pm, somewhere with a kids' play area",
        asks(table(null, 'auto', '13:00', 6)),
      ],
      [
        'Date night tomorrow: table for 2 at a bistro in Linden at 19:00',
        asks(table('Linden|Johannesburg', 'tomorrow', '19:00', 2)),
      ],
      [
        'Sushi for 4 tonight at a place in Umhlanga Ridge, around 7pm',
        asks(table('Umhlanga Ridge|Durban', 'today', '19:00', 4)),
      ],
      [
        'A shisa nyama table for a group of 16 near Vilakazi Street, Saturday at 2pm',
        asks(tableAt(VILAKAZI, 'sat', '14:00', 16)),
      ],
      [
        'Book me and my client a table at a restaurant in Waterfall City at noon tomorrow',
        asks(tableAt(WATERFALL, 'tomorrow', '12:00', 2)),
      ],
      [
        'Table for 3 at a Thai place in Claremont, next week Monday, 6:45pm',
        asks(table('Claremont|Cape Town', 'next:mon', '18:45', 3)),
      ],
      [
        'A table for 7 for a farewell lunch in Stanford on the 23rd at 12:30',
        asks(table('Stanford|Overberg', 'dom:23', '12:30', 7)),
      ],
      [
        'Sunset dinner in Camps Bay for 2 tomorrow, a table facing the sea',
        asks(table('Camps Bay|Cape Town', 'tomorrow', '18:00', 2)),
      ],
      [
        'Could you get us a table for 4 at a place in Illovo on the 17th at half past seven in the evening',
        asks(table('Illovo|Johannesburg', 'dom:17', '19:30', 4)),
      ],
      [
        'Lunch for 2 at the tea room at Harold Porter, the day after tomorrow at 1',
        asks(tableAt(HAROLD_PORTER, '+2', '13:00', 2)),
      ],
      [
        'Table for 8 at 7:30 tonight at a pizzeria in Muizenberg, kids included',
        asks(table('Muizenberg|Cape Town', 'today', '19:30', 8)),
      ],
      [
        'Dinner for 2 at a place in Menlo Park, Pretoria, on Sunday at 6pm',
        asks(table('Menlo Park|Pretoria', 'sun', '18:00', 2)),
      ],
      [
        "We're 5, tomorrow at 1:15 for lunch at a restaurant in Hillcrest",
        asks(table('Hillcrest|Durban', 'tomorrow', '13:15', 5)),
      ],
      [
        'Looking for a table for 3 at a restaurant at uShaka on the 21st, 12 noon',
        asks(tableAt(USHAKA, 'dom:21', '12:00', 3)),
      ],
      [
        'Table for twelve on the 28th, 7pm, in Richmond Hill, for my running club',
        asks(table('Richmond Hill|Gqeberha', 'dom:28', '19:00', 12)),
      ],
      [
        'Please reserve dinner for 2 at a restaurant at the Knysna Heads tomorrow at 6:30pm',
        asks(tableAt(KNYSNA_HEADS, 'tomorrow', '18:30', 2)),
      ],
      [
        'Lunch for 3 at a spot in Kloof tomorrow at 1pm, somewhere with a view of the gorge',
        asks(table('Kloof|Durban', 'tomorrow', '13:00', 3)),
      ],
      [
        'Table for 2 at a seafood place in Gonubie on Saturday at 7:30pm',
        asks(table('Gonubie|East London', 'sat', '19:30', 2)),
      ],
      [
        'Breakfast at 8 for 5 in Wilderness tomorrow, somewhere near the beach',
        asks(table('Wilderness|Garden Route', 'tomorrow', '08:00', 5)),
      ],
      [
        'A table for 10 at a restaurant in Nelspruit on the 24th at 7pm for our staff',
        asks(table('Mbombela|Mbombela', 'dom:24', '19:00', 10)),
      ],
      [
        'Family of 5 for lunch tomorrow in Kenilworth, 12:30, high chair needed',
        asks(table('Kenilworth|Cape Town', 'tomorrow', '12:30', 5)),
      ],
    ],
  ),
};
