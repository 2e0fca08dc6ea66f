import { asks, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Eighth held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party, the party in digits or words, the time as "half 7", "19h30", "quarter past" or a meal.
 */
export const HELD_OUT_8_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'table for two at Marble in Rosebank tomorrow at 19h30 please',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '19:30', 2)),
      ],
      [
        'Could you book us a table for four in Sea Point on Friday at half 7?',
        asks(table('Sea Point|Cape Town', 'fri', '19:30', 4)),
      ],
      [
        'need a dinner reservation for six people in Umhlanga this Saturday at 8pm',
        asks(table('Umhlanga|Durban', 'sat', '20:00', 6)),
      ],
      [
        'lunch for 3 in Franschhoek on sunday pls',
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 3)),
      ],
      [
        'Hi! Please reserve a table at the Oyster Box for the two of us tonight',
        asks(table('Oyster Box|Durban', 'today', '20:00', 2)),
      ],
      [
        'get me a table in Stellenbosch tomorrow lunchtime, there will be 5 of us',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '12:30', 5)),
      ],
      [
        'Book a restaurant in Melrose Arch for 8 people next Thursday at 7pm',
        asks(table('Melrose Arch|Johannesburg', 'next:thu', '19:00', 8)),
      ],
      [
        'can u book somewhere nice in Camps Bay for sunset drinks and dinner on saturday, 2 ppl',
        asks(table('Camps Bay|Cape Town', 'sat', '18:00', 2)),
      ],
      [
        "I'd love a table for ten at a steakhouse in Sandton on Friday the 12th at 20h00",
        asks(table('Sandton|Johannesburg', 'dom:12', '20:00', 10)),
      ],
      [
        'table 4 two tonight at 9 in Woodstock',
        asks(table('Woodstock|Cape Town', 'today', '21:00', 2)),
      ],
      [
        'Please book dinner for seven in Hermanus on Saturday',
        asks(table('Hermanus|Overberg', 'sat', null, 7)),
      ],
      ['a table for 2 at La Colombe this friday evening', asks(table(null, 'fri', '19:00', 2))],
      [
        'Could I get a booking for 12 at a restaurant in Menlyn tomorrow night? Birthday celebration',
        asks(table('Menlyn|Pretoria', 'tomorrow', '20:00', 12)),
      ],
      [
        'lunch at Babylonstoren on Sunday at 1, party of 6',
        asks(table('Babylonstoren|Cape Winelands', 'sun', '13:00', 6)),
      ],
      [
        'we need a table for three in Durban North tonight at quarter past seven',
        asks(table('Durban North|Durban', 'today', '19:15', 3)),
      ],
      [
        'Book a table at the Mount Nelson for afternoon tea on Wednesday at 3 for 4 people',
        asks(table('Mount Nelson|Cape Town', 'wed', '15:00', 4)),
      ],
      [
        'restaurant in Plett for 2 tomorrow at 7:30pm, something with a sea view',
        asks(table('Plettenberg Bay|Garden Route', 'tomorrow', '19:30', 2)),
      ],
      [
        'Good day. Please reserve a table for eight at a good Italian in Parkhurst on Saturday evening.',
        asks(table('Parkhurst|Johannesburg', 'sat', '19:00', 8)),
      ],
      [
        'can you find us a table for 2 in Knysna tonight',
        asks(table('Knysna|Garden Route', 'today', '20:00', 2)),
      ],
      [
        'Dinner for 4 at 8 tomorrow in Hyde Park',
        asks(table('Hyde Park|Johannesburg', 'tomorrow', '20:00', 4)),
      ],
      [
        'table for five in Bryanston on Friday at 18h30 please, one of us is in a wheelchair',
        asks(table('Bryanston|Johannesburg', 'fri', '18:30', 5)),
      ],
      [
        'book us in somewhere in Kalk Bay for lunch on Saturday, we are 4 adults and 2 kids',
        asks(table('Kalk Bay|Cape Town', 'sat', '12:30', 6)),
      ],
      [
        'I need a table for 14 people in the Durban CBD on the 5th at 7pm for a work dinner',
        asks(table('Durban CBD|Durban', 'dom:5', '19:00', 14)),
      ],
      [
        'Table for 2 in Greenside tonight around 8',
        asks(table('Greenside|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Please book a table for six at a sushi place in Umhlanga Ridge on Thursday at 19:00',
        asks(table('Umhlanga Ridge|Durban', 'thu', '19:00', 6)),
      ],
      [
        'lunch tomorrow in Constantia for two, somewhere on a wine farm',
        asks(table('Constantia|Cape Town', 'tomorrow', '12:30', 2)),
      ],
      [
        'Reserve dinner for me and my wife at Delaire Graff on Saturday at half past six',
        asks(table('Delaire Graff|Cape Winelands', 'sat', '18:30', 2)),
      ],
      [
        'hey can you sort a table for nine at a braai spot in Soweto on sunday afternoon',
        asks(table('Soweto|Johannesburg', 'sun', '15:00', 9)),
      ],
      [
        'I want to take my mom for lunch on Mothers Day weekend, Sunday, in Pretoria East. Just the two of us',
        asks(table('Pretoria East|Pretoria', 'sun', '12:30', 2)),
      ],
      ['table for 4 in Ballito tmrw at 12', asks(table('Ballito|Durban', 'tomorrow', '12:00', 4))],
      [
        'Could you book a table for 2 at FYN for next Friday at 19:45?',
        asks(table(null, 'next:fri', '19:45', 2)),
      ],
      [
        'dinner booking for 3, Tamboerskloof, day after tomorrow, 8pm',
        asks(table('Tamboerskloof|Cape Town', '+2', '20:00', 3)),
      ],
      [
        'a table for two in Clarens on Saturday night please, we are driving up for the weekend',
        asks(table('Clarens|Eastern Free State', 'sat', '20:00', 2)),
      ],
      [
        'Please reserve a table for 6 at the Saxon on the 18th at 7',
        asks(table('The Saxon|Johannesburg', 'dom:18', '19:00', 6)),
      ],
      [
        'Table for eleven in Rosebank on Friday at lunch, it is a farewell for a colleague',
        asks(table('Rosebank|Johannesburg', 'fri', '12:30', 11)),
      ],
      ['need a table tonight for 2 somewhere romantic', asks(table(null, 'today', '20:00', 2))],
      [
        'Can you book the restaurant at Lanzerac for dinner on Sunday for a party of four?',
        asks(table('Lanzerac|Cape Winelands', 'sun', null, 4)),
      ],
      [
        'book a table for 2 at 8:15 tonight in De Waterkant',
        asks(table('De Waterkant|Cape Town', 'today', '20:15', 2)),
      ],
      [
        'Hi there, could you secure us a table for five at Sibaya on Saturday at 19h00? Thanks so much',
        asks(table('Sibaya|Durban', 'sat', '19:00', 5)),
      ],
      [
        'dinner 4 ppl in Fourways tomorrow 7',
        asks(table('Fourways|Johannesburg', 'tomorrow', '19:00', 4)),
      ],
      [
        'we would like lunch at Boschendal on Saturday at 12:30 for a group of 15',
        asks(table('Boschendal|Cape Winelands', 'sat', '12:30', 15)),
      ],
      [
        'Please book us a table on Florida Road for the two of us on Friday at quarter to eight',
        asks(table('Florida Road|Durban', 'fri', '19:45', 2)),
      ],
      [
        'table for 3 in Hout Bay tomorrow evening, fish and chips kind of place is fine',
        asks(table('Hout Bay|Cape Town', 'tomorrow', '19:00', 3)),
      ],
      [
        'book a breakfast table for 2 at 9 in Parkview on Sunday',
        asks(table('Parkview|Johannesburg', 'sun', '09:00', 2)),
      ],
      [
        'Can you reserve a table for 20 people in Stellenbosch on the 28th for lunch?',
        asks(table('Stellenbosch|Cape Winelands', 'dom:28', '12:30', 20)),
      ],
      [
        'Dinner for two next Saturday in Bo-Kaap, 7:30',
        asks(table('Bo-Kaap|Cape Town', 'next:sat', '19:30', 2)),
      ],
      [
        'my partner and i want dinner tonight in Illovo at 19h15',
        asks(table('Illovo|Johannesburg', 'today', '19:15', 2)),
      ],
      [
        'table for four in Summerstrand on Friday evening please',
        asks(table('Summerstrand|Gqeberha', 'fri', '19:00', 4)),
      ],
      [
        'Could you book a table at a nice restaurant in Waterkloof on Wednesday at 19:30 for six?',
        asks(table('Waterkloof|Pretoria', 'wed', '19:30', 6)),
      ],
      ['lunch for 2 in Greyton on saturday', asks(table('Greyton|Overberg', 'sat', '12:30', 2))],
      [
        'We want a table for 8 at the V&A Waterfront tomorrow at 6pm, kids menu needed',
        asks(table('V&A Waterfront|Cape Town', 'tomorrow', '18:00', 8)),
      ],
      [
        'Please book a table for 2 in Muizenberg tonight at half eight',
        asks(table('Muizenberg|Cape Town', 'today', '20:30', 2)),
      ],
      [
        'sunday lunch for the whole family, 10 of us, in Kloof',
        asks(table('Kloof|Durban', 'sun', '12:30', 10)),
      ],
      [
        'A table for two at the Pot Luck Club on Thursday at 8 please',
        asks(table(null, 'thu', '20:00', 2)),
      ],
      [
        'Can I get a table in Morningside for 4 on the 3rd at 7pm',
        asks(table('Morningside|Johannesburg', 'dom:3', '19:00', 4)),
      ],
      [
        'book dinner for two in Hartbeespoort on saturday at sunset',
        asks(table('Hartbeespoort|Pretoria', 'sat', '18:00', 2)),
      ],
      [
        'Reserve a table for 6 in Paternoster on Sunday at 1pm, seafood please',
        asks(table('Paternoster|West Coast', 'sun', '13:00', 6)),
      ],
      [
        'I need a table at 12:45 tomorrow in Sandton for a business lunch, 3 people',
        asks(table('Sandton|Johannesburg', 'tomorrow', '12:45', 3)),
      ],
      [
        'table for two in Stellies tonight please',
        asks(table('Stellenbosch|Cape Winelands', 'today', '20:00', 2)),
      ],
      [
        'Book me a table for 1 at the bar counter somewhere in Green Point tonight at 7',
        asks(table('Green Point|Cape Town', 'today', '19:00', 1)),
      ],
      ['dinner for 5 at Grootbos on Friday', asks(table('Grootbos|Overberg', 'fri', null, 5))],
      [
        'please book the Chefs Warehouse in Maboneng for 4 on Tuesday at 18:45',
        asks(table('Maboneng|Johannesburg', 'tue', '18:45', 4)),
      ],
    ],
  ),
};
