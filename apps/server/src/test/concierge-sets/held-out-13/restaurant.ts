import { asks, req, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Thirteenth held-out set: restaurant tables (type other, dining) with their place, day, time
 * and party; the party in digits, words, "me and the wife" or "me and 3 colleagues", the time as
 * "half seven", "19h30", "quarter past", "8ish", a meal or a part of the day, the day as a
 * weekday, a date or a holiday; a restaurant the gazetteer does not know names no place unless
 * the message names its suburb.
 */
export const HELD_OUT_13_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Please book La Colombe in Constantia for 2 on Friday at 7:30pm',
        asks(table('Constantia|Cape Town', 'fri', '19:30', 2)),
      ],
      [
        'can u get me and the wife a table at Marble in Rosebank tmrw 7pm',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '19:00', 2)),
      ],
      [
        "Dinner for six at the Oyster Box on Saturday, 7 o'clock please",
        asks(table('Oyster Box|Durban', 'sat', '19:00', 6)),
      ],
      [
        'Looking for a lunch booking for 4 at Babylonstoren on Sunday',
        asks(table('Babylonstoren|Cape Winelands', 'sun', '12:30', 4)),
      ],
      [
        'book the Saxon for dinner for 2 on the 14th at 8',
        asks(table('The Saxon|Johannesburg', 'dom:14', '20:00', 2)),
      ],
      [
        'Please reserve a table for 8 at Salsify in Camps Bay next Friday, 19h30',
        asks(table('Camps Bay|Cape Town', 'next:fri', '19:30', 8)),
      ],
      [
        'Hi there, my parents are visiting. Could you book somewhere nice in Umhlanga for the 5 of us tomorrow evening?',
        asks(table('Umhlanga|Durban', 'tomorrow', '19:00', 5)),
      ],
      [
        'table 4 x 3 ppl tonight 8:15 sea point',
        asks(table('Sea Point|Cape Town', 'today', '20:15', 3)),
      ],
      [
        "Need a table for 10 at a wine farm in Stellenbosch for Saturday lunch, it's my dad's 70th",
        asks(table('Stellenbosch|Cape Winelands', 'sat', '12:30', 10)),
      ],
      [
        'Can you get us into The Test Kitchen on Thursday at 7? Just two of us',
        asks(table(null, 'thu', '19:00', 2)),
      ],
      [
        "romantic dinner for two in Franschhoek on Valentine's Day, around 7:30",
        asks(table('Franschhoek|Cape Winelands', 'md:02-14', '19:30', 2)),
      ],
      [
        'Book us at The Butcher Shop at Nelson Mandela Square, 4 people, Wednesday 6:30pm',
        asks(table('Nelson Mandela Square|Johannesburg', 'wed', '18:30', 4)),
      ],
      [
        'I want a table for 12 on Heritage Day at Spier, lunchtime',
        asks(table('Spier|Cape Winelands', 'md:09-24', '12:30', 12)),
      ],
      [
        'sushi for 2 tonight in Tamboerskloof, 7:45',
        asks(table('Tamboerskloof|Cape Town', 'today', '19:45', 2)),
      ],
      [
        "we're 7, need dinner at Melrose Arch on Friday at half seven",
        asks(table('Melrose Arch|Johannesburg', 'fri', '19:30', 7)),
      ],
      [
        'Please book a table at Harbour House in Kalk Bay for Sunday at 1pm for 3',
        asks(table('Kalk Bay|Cape Town', 'sun', '13:00', 3)),
      ],
      [
        'Reservation for two in Hermanus tomorrow at 6pm, somewhere with a sea view',
        asks(table('Hermanus|Overberg', 'tomorrow', '18:00', 2)),
      ],
      [
        'Can I get a table for four at the Mount Nelson for high tea on Saturday at 3?',
        asks(table('Mount Nelson|Cape Town', 'sat', '15:00', 4)),
      ],
      [
        'Table for 6 in Durban North, Thursday 7pm. Somewhere with a good curry',
        asks(table('Durban North|Durban', 'thu', '19:00', 6)),
      ],
      [
        'date night for the two of us at a restaurant in Parkhurst on Saturday, 8ish',
        asks(table('Parkhurst|Johannesburg', 'sat', '20:00', 2)),
      ],
      [
        'need dinner reservations in Menlyn for 5 on the 22nd at 7',
        asks(table('Menlyn|Pretoria', 'dom:22', '19:00', 5)),
      ],
      [
        'Book us a table at Ile Maurice in Umhlanga, party of 4, Friday, quarter past 7',
        asks(table('Umhlanga|Durban', 'fri', '19:15', 4)),
      ],
      [
        'a table at Delaire Graff for lunch tomorrow: me, my husband and our two kids',
        asks(table('Delaire Graff|Cape Winelands', 'tomorrow', '12:30', 4)),
      ],
      [
        'Sunday lunch for 9 at Boschendal please, 12:30',
        asks(table('Boschendal|Cape Winelands', 'sun', '12:30', 9)),
      ],
      [
        'could you book breakfast for 2 at the Oyster Box tomorrow at 9am?',
        asks(table('Oyster Box|Durban', 'tomorrow', '09:00', 2)),
      ],
      [
        'Table for 2 in Plett on Monday night',
        asks(table('Plettenberg Bay|Garden Route', 'mon', '20:00', 2)),
      ],
      [
        "I'd love a table at the Bungalow in Clifton for sundowners on Saturday, 6 of us, around sunset",
        asks(table('Clifton|Cape Town', 'sat', '18:00', 6)),
      ],
      [
        'Need a restaurant in Sandton for a client dinner tomorrow at 7pm, 4 people, somewhere quiet',
        asks(table('Sandton|Johannesburg', 'tomorrow', '19:00', 4)),
      ],
      [
        'Two for dinner at Pierneef in Franschhoek, on Thursday at 7',
        asks(table('Franschhoek|Cape Winelands', 'thu', '19:00', 2)),
      ],
      [
        'Please book us into Mosaic at The Orient on the 28th, 2 people, 7:30pm',
        asks(table(null, 'dom:28', '19:30', 2)),
      ],
      [
        'Table for 3 at Kream in Brooklyn, Pretoria, tomorrow at 1pm',
        asks(table('Brooklyn|Pretoria', 'tomorrow', '13:00', 3)),
      ],
      [
        "lunch in Ballito for 8 on Sunday, somewhere kid friendly, 1 o'clock",
        asks(table('Ballito|Durban', 'sun', '13:00', 8)),
      ],
      [
        'Please could you book a table for 2 at the Greenhouse in Constantia for our anniversary on the 9th at 7pm',
        asks(table('Constantia|Cape Town', 'dom:9', '19:00', 2)),
      ],
      [
        "table for 15 at a steakhouse in Fourways on Friday, 7pm, it's our team dinner",
        asks(table('Fourways|Johannesburg', 'fri', '19:00', 15)),
      ],
      [
        'Dinner tonight for 2 at 9 in Greenside',
        asks(table('Greenside|Johannesburg', 'today', '21:00', 2)),
      ],
      [
        'Can you get a table at FYN for 4 on Wednesday at 12:30',
        asks(table(null, 'wed', '12:30', 4)),
      ],
      [
        'Reserve for 2 at the V&A Waterfront tomorrow, 7pm, seafood please',
        asks(table('V&A Waterfront|Cape Town', 'tomorrow', '19:00', 2)),
      ],
      [
        'my wife and I want dinner in Knysna on Saturday at 7:30, something on the water',
        asks(table('Knysna|Garden Route', 'sat', '19:30', 2)),
      ],
      [
        'Table for 5 at Montecasino on Sunday at 6pm',
        asks(table('Montecasino|Johannesburg', 'sun', '18:00', 5)),
      ],
      [
        'Book lunch for 6 at Lanzerac tomorrow 1:30pm',
        asks(table('Lanzerac|Cape Winelands', 'tomorrow', '13:30', 6)),
      ],
      [
        'Christmas Eve dinner for 10 in Bryanston, 7pm',
        asks(table('Bryanston|Johannesburg', 'md:12-24', '19:00', 10)),
      ],
      [
        'hey, any chance of a table for 2 in Hout Bay today at 6:30?',
        asks(table('Hout Bay|Cape Town', 'today', '18:30', 2)),
      ],
      [
        'Dinner for 4 in Stellies on Friday at 8',
        asks(table('Stellenbosch|Cape Winelands', 'fri', '20:00', 4)),
      ],
      [
        'Table for 2 in Westville on Thursday at 7',
        asks(table('Westville|Durban', 'thu', '19:00', 2)),
      ],
      [
        'Birthday dinner, 11 people, in Waterkloof on the 18th at 7:30pm',
        asks(table('Waterkloof|Pretoria', 'dom:18', '19:30', 11)),
      ],
      [
        'book us at a shisa nyama in Soweto on Saturday afternoon, 6 of us',
        asks(table('Soweto|Johannesburg', 'sat', '15:00', 6)),
      ],
      [
        'Table for one tonight at 7 in De Waterkant, travelling alone for work',
        asks(table('De Waterkant|Cape Town', 'today', '19:00', 1)),
      ],
      [
        'Hi, could you please reserve a table for four at Beyond in Constantia this Sunday at 12:30?',
        asks(table('Constantia|Cape Town', 'sun', '12:30', 4)),
      ],
      [
        'Two people, Camps Bay, tomorrow night',
        asks(table('Camps Bay|Cape Town', 'tomorrow', '20:00', 2)),
      ],
      [
        'I need a restaurant booking in Hyde Park for Tuesday at 1pm, lunch with 3 colleagues',
        asks(table('Hyde Park|Johannesburg', 'tue', '13:00', 4)),
      ],
      [
        "dinner at the Oyster Box on new year's eve for 6, 8pm",
        asks(table('Oyster Box|Durban', 'md:12-31', '20:00', 6)),
      ],
      [
        "Table for 2 in Paternoster on Saturday evening, we're staying over",
        asks(table('Paternoster|West Coast', 'sat', '19:00', 2)),
      ],
      ['Can I get a table for 4 at Wolfgat for Friday lunch', asks(table(null, 'fri', '12:30', 4))],
      [
        'Please book for 3 at a restaurant at Zimbali tomorrow at 7pm',
        asks(table('Zimbali|Durban', 'tomorrow', '19:00', 3)),
      ],
      [
        'Saturday breakfast for 4 in Parkhurst, 9:30',
        asks(table('Parkhurst|Johannesburg', 'sat', '09:30', 4)),
      ],
      [
        'Find us a table for 2 in Sea Point on Thursday at 8pm, no, make it 8:30',
        asks(table('Sea Point|Cape Town', 'thu', '20:30', 2)),
      ],
      [
        'Table for 6 in Stellenbosch for Sunday lunch, not Saturday',
        asks(table('Stellenbosch|Cape Winelands', 'sun', '12:30', 6)),
      ],
      [
        "Can you book the chef's table at the Saxon, 4 guests, on the 3rd at 7pm",
        asks(table('The Saxon|Johannesburg', 'dom:3', '19:00', 4)),
      ],
      [
        'reservation 4 two ppl 2nite 8pm Morningside',
        asks(table('Morningside|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Need lunch for 20 people at a wine estate in Franschhoek on the 12th, 12:30',
        asks(table('Franschhoek|Cape Winelands', 'dom:12', '12:30', 20)),
      ],
      [
        'A table at Gold Reef City for 8 on Saturday at 6pm please',
        asks(table('Gold Reef City|Johannesburg', 'sat', '18:00', 8)),
      ],
      [
        'Can you book a table for 2 in Rosebank tonight? 7:30 if possible',
        asks(table('Rosebank|Johannesburg', 'today', '19:30', 2)),
      ],
      [
        'Dinner in Knysna? no sorry, Plett. Table for 4 tomorrow at 7',
        asks(table('Plettenberg Bay|Garden Route', 'tomorrow', '19:00', 4)),
      ],
      [
        'table for 2 at Sevruga at the V&A on Monday, lunch',
        asks(table('V&A Waterfront|Cape Town', 'mon', '12:30', 2)),
      ],
      [
        'Would love a table for 5 at Cafe 1999 on the Berea for Friday at 7:30',
        asks(table('Berea|Durban', 'fri', '19:30', 5)),
      ],
      [
        'My in-laws arrive Thursday, dinner for 6 in Illovo that night at 7',
        asks(table('Illovo|Johannesburg', 'thu', '19:00', 6)),
      ],
      [
        'Table for 3 at Loch Logan in Bloemfontein on Wednesday at 6pm',
        asks(
          req(
            'other',
            ['Loch Logan Waterfront|Bloemfontein', 'Bloemfontein|Bloemfontein'],
            'wed',
            '18:00',
            { partySize: 3, dining: true },
          ),
        ),
      ],
    ],
  ),
};
