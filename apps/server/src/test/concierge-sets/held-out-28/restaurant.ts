import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

const BABYLONSTOREN = ['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'Cape Town|Cape Town'];
const ELLERMAN = ['Ellerman House|Cape Town', 'Bantry Bay|Cape Town'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const GROOT_CONSTANTIA = ['Groot Constantia|Cape Town', 'Constantia|Cape Town'];
const DELAIRE = ['Delaire Graff|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const GROOTBOS = ['Grootbos|Overberg', 'Gansbaai|Overberg'];
const SUN_CITY = ['Sun City|Pilanesberg', 'Lost City|Pilanesberg'];
const BIG_HOLE = ['Big Hole|Kimberley', 'Kimberley|Kimberley'];
const FLORIDA_ROAD = ['Florida Road|Durban', 'Berea|Durban', 'Durban|Durban'];
const MENLYN_MAINE = ['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'];
const ZOO_LAKE = ['Zoo Lake|Johannesburg', 'Saxonwold|Johannesburg', 'Parkview|Johannesburg'];
const CANGO = ['Cango Caves|Garden Route', 'Oudtshoorn|Garden Route'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const SHAMWARI = ['Shamwari|Gqeberha'];
const LOWVELD_GARDENS = ['Lowveld National Botanical Garden|Mbombela', 'Mbombela|Mbombela'];
const CATHEDRAL_PEAK = ['Cathedral Peak|Drakensberg', 'Drakensberg|Drakensberg'];

/** A table a human could file at any of `places` (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-eighth held-out set: restaurant tables (type other, dining) with their place, day, time
 * and party: the party as a number or as words ("a couple", "just myself", "me and my three
 * sisters", "2 adults and 2 kids", "our book club, ten of us", "my wife, my parents and me", "a
 * dozen of us", "the whole team of 14", "a family of six", "our two couples", "students in tow");
 * the time as "7pm", "19:30", "half past seven", "quarter to eight", "8.15pm", "7:15pm", "1pm",
 * "12:15", "12:45", "brunch at 10:30", "breakfast at 8:30", "tea at 3:30pm", lunch, lunchtime,
 * sunset, noon, "this evening", "tomorrow evening", "tomorrow night", "tonight", or none (dinner or
 * supper alone); the day as a weekday, "next week Monday" or "next week Tuesday", tomorrow, the day
 * after tomorrow, a day of the month between the 15th and the 28th, Valentine's Day, Christmas Eve,
 * New Year's Eve, Christmas Day, the Day of Reconciliation, Workers' Day, or none (a bare time); a
 * restaurant the gazetteer does not know (the Lord Milner, La Colombe, FYN, Reubens, Salsify,
 * Fermier) names no place unless its town is named; towns and suburbs away from the earlier sets
 * (Graaff-Reinet, Nieu-Bethesda, Matjiesfontein, Cradock, Sedgefield, Nature's Valley, Storms
 * River, Mossel Bay, Hazyview, Sabie, Barberton, Kaapsehoop,
 * Hoedspruit, Tzaneen, Haenertsburg, Clarens, Underberg, Himeville, Nottingham Road, Port Alfred,
 * Kenton-on-Sea, Jeffreys Bay, St Francis Bay, Gonubie, Chintsa, Coffee Bay, Stanford, Arniston,
 * Swellendam, Riebeek Kasteel, Tulbagh, Clanwilliam, Lambert's Bay, Velddrif, Faerie Glen,
 * Waterkloof, Menlo Park, Dunkeld, Westcliff, Emmarentia, Craighall, Bedfordview, Auckland Park,
 * Tamboerskloof, Vredehoek, De Waterkant, Mouille Point, St James, Muizenberg, Durbanville, the
 * Bo-Kaap, Melkbosstrand, Durban North, Umdloti, Salt Rock, Westville); and landmarks (wine
 * estates, hotels, a casino resort, the Big Hole, a road, a lake, caves, a garden, a game reserve,
 * a peak, Melrose Arch, Menlyn Maine) filed there or in their suburb or town.
 */
export const HELD_OUT_28_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Please book a table for 4 at a good spot in Graaff-Reinet on Saturday at 7pm',
        asks(table('Graaff-Reinet|Karoo', 'sat', '19:00', 4)),
      ],
      [
        "We'll be driving through Nieu-Bethesda tomorrow, lunch for the two of us somewhere nice please",
        asks(table('Nieu-Bethesda|Karoo', 'tomorrow', '12:30', 2)),
      ],
      [
        'Dinner at the Lord Milner in Matjiesfontein for six on the 22nd, around 7:30pm',
        asks(table('Matjiesfontein|Karoo', 'dom:22', '19:30', 6)),
      ],
      [
        'Could you get us a table near the Cango Caves for lunch on Sunday? Family of six',
        asks(tableAt(CANGO, 'sun', '12:30', 6)),
      ],
      [
        'A table for a couple in Sedgefield tomorrow evening, somewhere with a lagoon view',
        asks(table('Sedgefield|Garden Route', 'tomorrow', '19:00', 2)),
      ],
      [
        "Book us breakfast at 8:30 in Nature's Valley the day after tomorrow, 2 adults and 2 kids",
        asks(table("Nature's Valley|Garden Route", '+2', '08:30', 4)),
      ],
      [
        'Any restaurant in Storms River for 5 at 6pm on Friday? We will be hungry after the bridge',
        asks(table('Storms River|Garden Route', 'fri', '18:00', 5)),
      ],
      [
        'Seafood for eight in Mossel Bay, Saturday at 1pm please',
        asks(table('Mossel Bay|Garden Route', 'sat', '13:00', 8)),
      ],
      [
        'Table for 3 in Hazyview tonight, nothing too formal',
        asks(table('Hazyview|Mbombela', 'today', '20:00', 3)),
      ],
      [
        'Pancakes in Sabie for me and my three sisters tomorrow at 11am',
        asks(table('Sabie|Panorama Route', 'tomorrow', '11:00', 4)),
      ],
      [
        'Please reserve a table for six at a restaurant in Barberton on Sunday at noon',
        asks(table('Barberton|Mbombela', 'sun', '12:00', 6)),
      ],
      [
        'A table for two in Kaapsehoop at sunset on Saturday, we want to see the wild horses first',
        asks(table('Kaapsehoop|Mbombela', 'sat', '18:00', 2)),
      ],
      [
        'Supper in Hoedspruit for our two couples on the 18th',
        asks(table('Hoedspruit|Kruger', 'dom:18', null, 4)),
      ],
      [
        'We need lunch for 7 in Tzaneen next week Tuesday, our farm visit ends late morning',
        asks(table('Tzaneen|Polokwane', 'next:tue', '12:30', 7)),
      ],
      [
        'Could you find a table in Haenertsburg for 2 at 1pm tomorrow? Mist or not we are going',
        asks(table('Haenertsburg|Polokwane', 'tomorrow', '13:00', 2)),
      ],
      [
        'Book a table in Clarens for a family of five, Saturday at 6:30pm',
        asks(table('Clarens|Eastern Free State', 'sat', '18:30', 5)),
      ],
      [
        'Lunch in Underberg on Sunday for 9, we come down from Sani Pass around then',
        asks(table('Underberg|Drakensberg', 'sun', '12:30', 9)),
      ],
      [
        'Dinner for 2 at a pub in Himeville tomorrow night please',
        asks(table('Himeville|Drakensberg', 'tomorrow', '20:00', 2)),
      ],
      [
        'A table for 10 at Nottingham Road on Saturday at 12:15, a family reunion',
        asks(table('Nottingham Road|Pietermaritzburg', 'sat', '12:15', 10)),
      ],
      [
        'Table for 4 in Port Alfred at the marina on the 20th, 7pm',
        asks(table('Port Alfred|Sunshine Coast', 'dom:20', '19:00', 4)),
      ],
      [
        'Lunchtime table for our book club in Kenton-on-Sea, ten of us, Friday',
        asks(table('Kenton-on-Sea|Sunshine Coast', 'fri', '12:30', 10)),
      ],
      [
        'After surfing tomorrow we want breakfast in Jeffreys Bay at 9:30, six of us',
        asks(table('Jeffreys Bay|Gqeberha', 'tomorrow', '09:30', 6)),
      ],
      [
        "A table for 2 in St Francis Bay on Valentine's Day at 7:30pm",
        asks(table('St Francis Bay|Gqeberha', 'md:02-14', '19:30', 2)),
      ],
      [
        'Please book dinner at a seafood place in Gonubie on Saturday at 7, there are 5 of us',
        asks(table('Gonubie|East London', 'sat', '19:00', 5)),
      ],
      [
        'Table in Chintsa for a dozen of us for lunch on Sunday',
        asks(table('Chintsa|East London', 'sun', '12:30', 12)),
      ],
      [
        'Somewhere in Coffee Bay for 4 tomorrow evening, we are at the backpackers up the hill',
        asks(table('Coffee Bay|Wild Coast', 'tomorrow', '19:00', 4)),
      ],
      [
        'Dinner for 3 in Cradock on the 16th at 7pm, we are breaking the drive to Joburg',
        asks(table('Cradock|Karoo', 'dom:16', '19:00', 3)),
      ],
      [
        'A lunch table for 6 in Stanford on Saturday, preferably on the village square',
        asks(table('Stanford|Overberg', 'sat', '12:30', 6)),
      ],
      [
        'Lunch at Grootbos for the two of us tomorrow at 1pm',
        asks(tableAt(GROOTBOS, 'tomorrow', '13:00', 2)),
      ],
      [
        'Table for 4 in Arniston at sunset on the 25th, overlooking the boats',
        asks(table('Arniston|Overberg', 'dom:25', '18:00', 4)),
      ],
      [
        'A table in Swellendam for 8 at quarter to eight on Friday',
        asks(table('Swellendam|Overberg', 'fri', '19:45', 8)),
      ],
      [
        'Saturday lunch in Riebeek Kasteel for the whole team of 14, wine included',
        asks(table('Riebeek Valley|Cape Winelands', 'sat', '12:30', 14)),
      ],
      [
        'Dinner for 2 in Tulbagh the day after tomorrow, 7pm',
        asks(table('Tulbagh|Cape Winelands', '+2', '19:00', 2)),
      ],
      [
        'Book us lunch at Babylonstoren on Sunday at 12:30 for 5',
        asks(tableAt(BABYLONSTOREN, 'sun', '12:30', 5)),
      ],
      [
        'A table for 4 at Delaire Graff tomorrow at 1:30pm, my parents are visiting',
        asks(tableAt(DELAIRE, 'tomorrow', '13:30', 4)),
      ],
      [
        'Table for six in Clanwilliam at 7pm on the 17th, after the rooibos tour',
        asks(table('Clanwilliam|West Coast', 'dom:17', '19:00', 6)),
      ],
      [
        "Could you book an open-air seafood lunch in Lambert's Bay on Saturday? 10 people",
        asks(table("Lambert's Bay|West Coast", 'sat', '12:30', 10)),
      ],
      [
        'Fish and chips for 3 in Velddrif at noon tomorrow, on the river if possible',
        asks(table('Velddrif|West Coast', 'tomorrow', '12:00', 3)),
      ],
      [
        'Table for 4 at a restaurant in Faerie Glen on Friday at 6:30pm',
        asks(table('Faerie Glen|Pretoria', 'fri', '18:30', 4)),
      ],
      [
        'A romantic dinner in Waterkloof for the two of us on the 26th at 8pm',
        asks(table('Waterkloof|Pretoria', 'dom:26', '20:00', 2)),
      ],
      [
        'Breakfast meeting at 7:30 in Menlo Park tomorrow, four people',
        asks(table('Menlo Park|Pretoria', 'tomorrow', '07:30', 4)),
      ],
      [
        'Can you get us into a restaurant at Menlyn Maine on Saturday at 7:15pm? Party of 6',
        asks(tableAt(MENLYN_MAINE, 'sat', '19:15', 6)),
      ],
      [
        'Dinner for 2 in Dunkeld at 8.15pm on Friday',
        asks(table('Dunkeld|Johannesburg', 'fri', '20:15', 2)),
      ],
      ['Table for three at The Saxon on Sunday for lunch', asks(tableAt(SAXON, 'sun', '12:30', 3))],
      [
        'A late lunch in Westcliff for my wife, my parents and me, tomorrow at 2pm',
        asks(table('Westcliff|Johannesburg', 'tomorrow', '14:00', 4)),
      ],
      [
        'Brunch at 10:30 by Zoo Lake on Saturday for 7 of us',
        asks(tableAt(ZOO_LAKE, 'sat', '10:30', 7)),
      ],
      [
        'Table for 4 in Emmarentia on the 19th at 6pm, we walk the dogs in the gardens first',
        asks(table('Emmarentia|Johannesburg', 'dom:19', '18:00', 4)),
      ],
      [
        'Dinner in Craighall for five next week Monday, 7pm',
        asks(table('Craighall|Johannesburg', 'next:mon', '19:00', 5)),
      ],
      [
        'A table in Bedfordview for my staff, 11 people, on the 27th at 1pm',
        asks(table('Bedfordview|Johannesburg', 'dom:27', '13:00', 11)),
      ],
      [
        'Something casual in Auckland Park for 6 this evening, students in tow',
        asks(table('Auckland Park|Johannesburg', 'today', '19:00', 6)),
      ],
      [
        'At Melrose Arch, a table for 2 at 19:30 on Saturday please',
        asks(tableAt(MELROSE_ARCH, 'sat', '19:30', 2)),
      ],
      [
        'Dinner for 4 in Tamboerskloof tomorrow at half past seven',
        asks(table('Tamboerskloof|Cape Town', 'tomorrow', '19:30', 4)),
      ],
      [
        'A table for just myself in Vredehoek at 7pm, I am in town alone',
        asks(table('Vredehoek|Cape Town', 'auto', '19:00', 1)),
      ],
      [
        'Lunch in De Waterkant for 6 on Friday at 1pm please',
        asks(table('De Waterkant|Cape Town', 'fri', '13:00', 6)),
      ],
      [
        'Mouille Point for sundowners and dinner, 4 of us, Saturday at sunset',
        asks(table('Mouille Point|Cape Town', 'sat', '18:00', 4)),
      ],
      [
        'A table for 2 in St James on Christmas Eve at 8pm',
        asks(table('St James|Cape Town', 'md:12-24', '20:00', 2)),
      ],
      [
        'Fish lunch in Muizenberg tomorrow at 12:45 for 5, after a surf',
        asks(table('Muizenberg|Cape Town', 'tomorrow', '12:45', 5)),
      ],
      [
        'Dinner for 8 at a wine estate in Durbanville on the 21st',
        asks(table('Durbanville|Cape Town', 'dom:21', null, 8)),
      ],
      [
        'Please book a table in the Bo-Kaap for 6 on Sunday at 1pm, Cape Malay food',
        asks(table('Bo-Kaap|Cape Town', 'sun', '13:00', 6)),
      ],
      [
        'Table for 4 in Melkbosstrand at 6:30pm the day after tomorrow',
        asks(table('Melkbosstrand|Cape Town', '+2', '18:30', 4)),
      ],
      [
        "Dinner at the Mount Nelson for 2 on New Year's Eve",
        asks(tableAt(MOUNT_NELSON, 'md:12-31', null, 2)),
      ],
      [
        'Lunch at Ellerman House on the 28th for 4, at 1pm',
        asks(tableAt(ELLERMAN, 'dom:28', '13:00', 4)),
      ],
      [
        'A table at Groot Constantia for 12 on Christmas Day, lunch',
        asks(tableAt(GROOT_CONSTANTIA, 'md:12-25', '12:30', 12)),
      ],
      [
        'Curry for 6 in Durban North tomorrow at 7pm',
        asks(table('Durban North|Durban', 'tomorrow', '19:00', 6)),
      ],
      [
        'Dinner on Florida Road for the two of us on Saturday at 8pm',
        asks(tableAt(FLORIDA_ROAD, 'sat', '20:00', 2)),
      ],
      [
        'A table at the Oyster Box for 4 on the Day of Reconciliation, at 1pm',
        asks(tableAt(OYSTER_BOX, 'md:12-16', '13:00', 4)),
      ],
      [
        'Sunday lunch in Umdloti for 8, close to the beach',
        asks(table('Umdloti|Durban', 'sun', '12:30', 8)),
      ],
      [
        'Table for 5 in Salt Rock tomorrow at 6pm, kids included',
        asks(table('Salt Rock|Durban', 'tomorrow', '18:00', 5)),
      ],
      [
        "Dinner for 4 in Westville on Workers' Day at 7pm",
        asks(table('Westville|Durban', 'md:05-01', '19:00', 4)),
      ],
      [
        'A table at Sun City for 6 on Saturday at 7:30pm, we are staying at the resort',
        asks(tableAt(SUN_CITY, 'sat', '19:30', 6)),
      ],
      [
        'Lunch near the Big Hole in Kimberley for 3 tomorrow at 1pm',
        asks(tableAt(BIG_HOLE, 'tomorrow', '13:00', 3)),
      ],
      [
        'Is there a table for 2 at Shamwari on the 15th for dinner? We are not staying there',
        asks(tableAt(SHAMWARI, 'dom:15', null, 2)),
      ],
      [
        'Tea and scones at the Lowveld Botanical Gardens tomorrow at 3:30pm, 4 of us',
        asks(tableAt(LOWVELD_GARDENS, 'tomorrow', '15:30', 4)),
      ],
      [
        'Supper for 6 at the hotel at Cathedral Peak on Friday',
        asks(tableAt(CATHEDRAL_PEAK, 'fri', null, 6)),
      ],
      [
        'Please book La Colombe for 2 at 7:30pm on the 23rd',
        asks(table(null, 'dom:23', '19:30', 2)),
      ],
      [
        'Table at FYN for 4 tomorrow at 8pm, it is a client dinner',
        asks(table(null, 'tomorrow', '20:00', 4)),
      ],
      [
        'Could you get me a booking at Reubens for 6 on Saturday for lunch?',
        asks(table(null, 'sat', '12:30', 6)),
      ],
      [
        'Dinner at Salsify for 2 next week Tuesday at 7pm, our wedding anniversary',
        asks(table(null, 'next:tue', '19:00', 2)),
      ],
      [
        "Please find us a table at Fermier for 4 tonight at 8, it's my boss's farewell",
        asks(table(null, 'today', '20:00', 4)),
      ],
    ],
  ),
};
