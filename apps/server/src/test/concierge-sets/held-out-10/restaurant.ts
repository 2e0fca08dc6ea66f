import { asks, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Tenth held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party, the party in digits or words, the time as "half 7", "19h30", "quarter past" or a meal.
 */
export const HELD_OUT_10_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Cape Town and the Peninsula.
      [
        'table for 2 at La Colombe in Constantia on Friday at 7:30pm',
        asks(table('Constantia|Cape Town', 'fri', '19:30', 2)),
      ],
      [
        'Can you get us into FYN in the CBD tomorrow night, 4 people, around 8?',
        asks(table('Cape Town CBD|Cape Town', 'tomorrow', '20:00', 4)),
      ],
      [
        'need a dinner table in camps bay tonight for six',
        asks(table('Camps Bay|Cape Town', 'today', '20:00', 6)),
      ],
      [
        'Please book Harbour House in Kalk Bay for Sunday lunch, there will be 5 of us',
        asks(table('Kalk Bay|Cape Town', 'sun', '12:30', 5)),
      ],
      [
        'pot luck club woodstock sat 19h30 x3',
        asks(table('Woodstock|Cape Town', 'sat', '19:30', 3)),
      ],
      [
        'Looking for a table for two at The Bungalow in Clifton for sunset on Thursday',
        asks(table('Clifton|Cape Town', 'thu', '18:00', 2)),
      ],
      [
        'book us a table at the mount nelson for afternoon tea tomorrow at 3, party of 4',
        asks(table('Mount Nelson|Cape Town', 'tomorrow', '15:00', 4)),
      ],
      [
        'could you reserve for 8 at a nice seafood place in Hout Bay, Saturday 1pm',
        asks(table('Hout Bay|Cape Town', 'sat', '13:00', 8)),
      ],
      [
        'Sea Point, somewhere good for sushi tonight, just me and my daughter, half 7',
        asks(table('Sea Point|Cape Town', 'today', '19:30', 2)),
      ],
      [
        'A table at Ellerman House on the 14th at 7pm for 2 please. Proposing!!',
        asks(table('Ellerman House|Cape Town', 'dom:14', '19:00', 2)),
      ],
      [
        'lunch at the V&A tomorrow for a group of 12, somewhere with a view',
        asks(table('V&A Waterfront|Cape Town', 'tomorrow', '12:30', 12)),
      ],
      [
        'Reservation in De Waterkant on Wednesday evening, 3 people',
        asks(table('De Waterkant|Cape Town', 'wed', '19:00', 3)),
      ],
      [
        'get me a table at the greenhouse in constantia friday 8pm, 2 pax',
        asks(table('Constantia|Cape Town', 'fri', '20:00', 2)),
      ],
      [
        'Kirstenbosch tea room for brunch on Sunday at 10, family of seven',
        asks(table('Kirstenbosch|Cape Town', 'sun', '10:00', 7)),
      ],
      [
        'dinner in Muizenberg tonight at quarter past 7 for 4',
        asks(table('Muizenberg|Cape Town', 'today', '19:15', 4)),
      ],
      [
        'We need somewhere in Bo-Kaap for Cape Malay food on Tuesday at 6:30, for nine',
        asks(table('Bo-Kaap|Cape Town', 'tue', '18:30', 9)),
      ],
      // Winelands, Overberg, West Coast, Garden Route.
      [
        'Babel at Babylonstoren for saturday lunch for 4 adults',
        asks(table('Babylonstoren|Cape Winelands', 'sat', '12:30', 4)),
      ],
      [
        'Can you book The Werf at Boschendal, tomorrow 1:30pm, two of us',
        asks(table('Boschendal|Cape Winelands', 'tomorrow', '13:30', 2)),
      ],
      [
        'table for 6 in franschhoek friday night, somewhere with a fireplace',
        asks(table('Franschhoek|Cape Winelands', 'fri', '20:00', 6)),
      ],
      [
        'Rust en Vrede in Stellenbosch, Thursday 7pm, table for 2',
        asks(table('Stellenbosch|Cape Winelands', 'thu', '19:00', 2)),
      ],
      [
        'please book delaire graff for lunch on sunday, we are 3',
        asks(table('Delaire Graff|Cape Winelands', 'sun', '12:30', 3)),
      ],
      [
        'A table at Tokara on the Helshoogte Pass on Saturday at 12:45 for 5',
        asks(table('Helshoogte Pass|Cape Winelands', 'sat', '12:45', 5)),
      ],
      [
        'paarl, table for ten, sunday 1pm. birthday lunch for my dad',
        asks(table('Paarl|Cape Winelands', 'sun', '13:00', 10)),
      ],
      [
        'Somewhere in Hermanus with a whale view for lunch tomorrow, 4 people',
        asks(table('Hermanus|Overberg', 'tomorrow', '12:30', 4)),
      ],
      [
        'springfontein eats in stanford sat evening for 2',
        asks(table('Stanford|Overberg', 'sat', '19:00', 2)),
      ],
      [
        'Wolfgat in Paternoster for the 22nd, lunch, 2 people. I know its hard to get',
        asks(table('Paternoster|West Coast', 'dom:22', '12:30', 2)),
      ],
      [
        'table at a fish restaurant in langebaan on friday at 6pm for 8',
        asks(table('Langebaan|West Coast', 'fri', '18:00', 8)),
      ],
      [
        'The Fat Fish in Plett tonight at 7, we are a party of five',
        asks(table('Plettenberg Bay|Garden Route', 'today', '19:00', 5)),
      ],
      [
        'Knysna Heads - somewhere for oysters on Monday at noon for two',
        asks(table('Knysna Heads|Garden Route', 'mon', '12:00', 2)),
      ],
      [
        'could you find a table in Wilderness for tomorrow evening for 4',
        asks(table('Wilderness|Garden Route', 'tomorrow', '19:00', 4)),
      ],
      // Joburg and Pretoria.
      [
        'Marble in Rosebank fri 8pm for 6 please',
        asks(table('Rosebank|Johannesburg', 'fri', '20:00', 6)),
      ],
      [
        'Book a table at the Saxon tonight at 19:45 for my husband and me',
        asks(table('The Saxon|Johannesburg', 'today', '19:45', 2)),
      ],
      [
        'need a table in sandton tomorrow at 1 for a client lunch, 3 of us',
        asks(table('Sandton|Johannesburg', 'tomorrow', '13:00', 3)),
      ],
      [
        'Please reserve at a steakhouse in Melrose Arch for Thursday night at 8, table of 10',
        asks(table('Melrose Arch|Johannesburg', 'thu', '20:00', 10)),
      ],
      [
        'parkhurst, 4th ave, any decent italian on sat 7pm for 4?',
        asks(table('Parkhurst|Johannesburg', 'sat', '19:00', 4)),
      ],
      [
        'Table for two at a restaurant in Maboneng on Sunday at 6pm',
        asks(table('Maboneng|Johannesburg', 'sun', '18:00', 2)),
      ],
      [
        'breakfast at Tashas in Hyde Park tomorrow 8:30, 2 people',
        asks(table('Hyde Park|Johannesburg', 'tomorrow', '08:30', 2)),
      ],
      [
        'Can you book somewhere in Fourways for my team, 14 people, Friday lunch',
        asks(table('Fourways|Johannesburg', 'fri', '12:30', 14)),
      ],
      [
        'Greenside tonight 7:30 for 3, nothing too fancy',
        asks(table('Greenside|Johannesburg', 'today', '19:30', 3)),
      ],
      [
        'A table at Montecasino for the 3 of us on Saturday at 5pm before the show',
        asks(table('Montecasino|Johannesburg', 'sat', '17:00', 3)),
      ],
      [
        'kream in brooklyn tomorrow at 8 for 2 pls',
        asks(table('Brooklyn|Pretoria', 'tomorrow', '20:00', 2)),
      ],
      [
        'Please book a table in Menlyn Maine on Friday evening for 6 of us',
        asks(table('Menlyn Maine|Pretoria', 'fri', '19:00', 6)),
      ],
      [
        'lunch at the irene dairy farm on sunday, 2 adults and 3 kids',
        asks(table('Irene Dairy Farm|Pretoria', 'sun', '12:30', 5)),
      ],
      [
        'Dinner in Waterkloof on Wednesday at 7pm, table for 4',
        asks(table('Waterkloof|Pretoria', 'wed', '19:00', 4)),
      ],
      [
        'table for 2 at a place in harties with a dam view, sat 12',
        asks(table('Hartbeespoort|Pretoria', 'sat', '12:00', 2)),
      ],
      // Durban, KZN and further.
      [
        'Book the Oyster Box for curry lunch on Sunday for 6',
        asks(table('Oyster Box|Durban', 'sun', '12:30', 6)),
      ],
      [
        'umhlanga tonight 8pm table for 2, seafood please',
        asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
      ],
      [
        'We want to do Florida Road tomorrow night, party of 8, maybe 7:30',
        asks(table('Florida Road|Durban', 'tomorrow', '19:30', 8)),
      ],
      [
        'ballito on saturday for lunch, 4 people, something on the beach',
        asks(table('Ballito|Durban', 'sat', '12:30', 4)),
      ],
      [
        'Could you sort a table in Durban North on Friday at 6:45pm for three?',
        asks(table('Durban North|Durban', 'fri', '18:45', 3)),
      ],
      ['zimbali, dinner for 2 on the 9th at 7', asks(table('Zimbali|Durban', 'dom:9', '19:00', 2))],
      [
        'A table for four at a restaurant in Nottingham Road on Saturday at 1pm',
        asks(table('Nottingham Road|Pietermaritzburg', 'sat', '13:00', 4)),
      ],
      [
        'clarens - need a dinner spot friday at 7 for our group of 6',
        asks(table('Clarens|Eastern Free State', 'fri', '19:00', 6)),
      ],
      [
        'Book us somewhere in Summerstrand tomorrow at 7:30pm, 2 people',
        asks(table('Summerstrand|Gqeberha', 'tomorrow', '19:30', 2)),
      ],
      [
        'Table for 5 in Bloem on Sunday at 12:30, good steak if possible',
        asks(table('Bloemfontein|Bloemfontein', 'sun', '12:30', 5)),
      ],
      [
        'hazyview tonight, table for 4 at 6:30',
        asks(table('Hazyview|Mbombela', 'today', '18:30', 4)),
      ],
      [
        'Lunch at Skukuza for 2 tomorrow at 12:15 please',
        asks(table('Skukuza|Kruger', 'tomorrow', '12:15', 2)),
      ],
      [
        'dinner at the Boardwalk friday 8pm, 7 people',
        asks(table('Boardwalk Casino|Gqeberha', 'fri', '20:00', 7)),
      ],
      // Without a place, or without a time.
      [
        'table for 2 tonight at 8:15 somewhere romantic, you choose',
        asks(table(null, 'today', '20:15', 2)),
      ],
      ['Please book a restaurant for Saturday night for 4', asks(table(null, 'sat', '20:00', 4))],
      [
        'can u get a dinner booking for the 2 of us on wednesday',
        asks(table(null, 'wed', null, 2)),
      ],
      [
        'reserve a table in Stellies for tomorrow, we are 4',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', null, 4)),
      ],
      [
        'Lunch for 3 on Friday at Nelson Mandela Square',
        asks(table('Nelson Mandela Square|Johannesburg', 'fri', '12:30', 3)),
      ],
      [
        'book supper in Camps Bay on Tuesday for 2 people',
        asks(table('Camps Bay|Cape Town', 'tue', null, 2)),
      ],
    ],
  ),
};
