import { asks, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Fourth held-out set: restaurant tables (type other, dining, party size). A restaurant the
 * gazetteer does not know is no place; its suburb, when the member names one, is.
 */
export const HELD_OUT_4_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Book a table for 2 at the Oyster Box tonight at 7:30',
        asks(table('Oyster Box|Durban', 'today', '19:30', 2)),
      ],
      [
        'can you get us a table for four at the Grillhouse in Rosebank tmrw 8pm',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '20:00', 4)),
      ],
      [
        'Dinner for 6 on Friday at 7pm in Camps Bay, somewhere with a sea view please',
        asks(table('Camps Bay|Cape Town', 'fri', '19:00', 6)),
      ],
      [
        'need a table 2nite for 2 in Umhlanga, 8pm',
        asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
      ],
      [
        'Lunch for 8 at Babylonstoren on Saturday',
        asks(table('Babylonstoren|Cape Winelands', 'sat', '12:30', 8)),
      ],
      [
        'Could you reserve a table at La Colombe for 2 next Friday evening?',
        asks(table(null, 'next:fri', '19:00', 2)),
      ],
      [
        'table for 3 at the Saxon on the 14th at 7pm',
        asks(table('The Saxon|Johannesburg', 'dom:14', '19:00', 3)),
      ],
      [
        'Pls book Sunday lunch for the family, 5 of us, somewhere in Franschhoek',
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 5)),
      ],
      [
        'Anniversary dinner tomorrow for two in Stellenbosch, 7.30pm if possible',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '19:30', 2)),
      ],
      [
        "table for 10 at the Mount Nelson on Thursday 7pm, it's a work thing",
        asks(table('Mount Nelson|Cape Town', 'thu', '19:00', 10)),
      ],
      [
        'get me a booking at a sushi place in Hyde Park for tonight, just me and my daughter',
        asks(table('Hyde Park|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'reservation for 2 at Delaire Graff, lunch tomorrow',
        asks(table('Delaire Graff|Cape Winelands', 'tomorrow', '12:30', 2)),
      ],
      [
        'Book us somewhere nice in Melrose Arch for dinner on Saturday, 4 people',
        asks(table('Melrose Arch|Johannesburg', 'sat', null, 4)),
      ],
      [
        'Could you find a table for 2 in Hermanus on Sunday at 1pm, ideally where we can watch the whales',
        asks(table('Hermanus|Overberg', 'sun', '13:00', 2)),
      ],
      [
        "I'd like a table for six at a steakhouse in Ballito at 7pm on Friday",
        asks(table('Ballito|Durban', 'fri', '19:00', 6)),
      ],
      [
        'Table for 2 in Plett tomorrow evening',
        asks(table('Plettenberg Bay|Garden Route', 'tomorrow', '19:00', 2)),
      ],
      [
        'book the Test Kitchen for 4 on the 20th at 7:30pm',
        asks(table(null, 'dom:20', '19:30', 4)),
      ],
      [
        'Table for 12 for a birthday dinner in Clifton, Saturday 8pm',
        asks(table('Clifton|Cape Town', 'sat', '20:00', 12)),
      ],
      [
        'Reserve dinner for two at Lanzerac on Friday',
        asks(table('Lanzerac|Cape Winelands', 'fri', null, 2)),
      ],
      [
        'I need a restaurant in Sandton for a client lunch on Tuesday, 3 people, 12:30',
        asks(table('Sandton|Johannesburg', 'tue', '12:30', 3)),
      ],
      [
        'pls book a table for 2 at 7pm tonight in Sea Point',
        asks(table('Sea Point|Cape Town', 'today', '19:00', 2)),
      ],
      [
        'Any chance of a table for 6 at Grootbos on the 3rd for lunch?',
        asks(table('Grootbos|Overberg', 'dom:3', '12:30', 6)),
      ],
      [
        'We want to eat at the V&A Waterfront tomorrow at 6:30pm, 5 of us',
        asks(table('V&A Waterfront|Cape Town', 'tomorrow', '18:30', 5)),
      ],
      [
        'Book a table in Durbanville tonight for the two of us, 7:30pm',
        asks(table('Durbanville|Cape Town', 'today', '19:30', 2)),
      ],
      [
        'Table for 4 on Florida Road, Friday night',
        asks(table('Florida Road|Durban', 'fri', '20:00', 4)),
      ],
      [
        'Can you do a dinner booking at the Oyster Box on 24 December for 8',
        asks(table('Oyster Box|Durban', 'md:12-24', null, 8)),
      ],
      [
        'need lunch reservations tomorrow in Houghton, 2 ppl, 1pm',
        asks(table('Houghton|Johannesburg', 'tomorrow', '13:00', 2)),
      ],
      [
        'Dinner reservation for 3 people in Parkhurst at 19:00 on Wednesday',
        asks(table('Parkhurst|Johannesburg', 'wed', '19:00', 3)),
      ],
      [
        'Book a romantic table for two in Franschhoek on Saturday evening',
        asks(table('Franschhoek|Cape Winelands', 'sat', '19:00', 2)),
      ],
      [
        'Table for 7 at a shisa nyama in Soweto on Sunday afternoon',
        asks(table('Soweto|Johannesburg', 'sun', '15:00', 7)),
      ],
      [
        'Please reserve a table at Marble in Rosebank for 6 next Thursday at 8pm',
        asks(table('Rosebank|Johannesburg', 'next:thu', '20:00', 6)),
      ],
      [
        'Lunch for two at Groot Constantia on Friday pls',
        asks(table('Groot Constantia|Cape Town', 'fri', '12:30', 2)),
      ],
      [
        'Table for 2 in Kalk Bay tomorrow lunchtime',
        asks(table('Kalk Bay|Cape Town', 'tomorrow', '12:30', 2)),
      ],
      [
        'Can I get a table at the Saxon tonight? Party of 5, 8:15pm',
        asks(table('The Saxon|Johannesburg', 'today', '20:15', 5)),
      ],
      [
        'Book dinner in Umhlanga on Sat at 7pm, 2 adults and 2 kids',
        asks(table('Umhlanga|Durban', 'sat', '19:00', 4)),
      ],
      [
        'Table for one at the Mount Nelson for high tea tomorrow at 3pm',
        asks(table('Mount Nelson|Cape Town', 'tomorrow', '15:00', 1)),
      ],
      [
        '2 ppl, 8pm, Camps Bay, tonite. any good seafood spot',
        asks(table('Camps Bay|Cape Town', 'today', '20:00', 2)),
      ],
      [
        'Please book a table for our team of 14 in Sandton on the 28th, 7pm',
        asks(table('Sandton|Johannesburg', 'dom:28', '19:00', 14)),
      ],
      ['table for two tmrw nite in Menlyn', asks(table('Menlyn|Pretoria', 'tomorrow', '20:00', 2))],
      [
        'Reserve a table at a restaurant in Hout Bay for Sunday lunch, party of 6',
        asks(table('Hout Bay|Cape Town', 'sun', '12:30', 6)),
      ],
      [
        'Could you book dinner at Ellerman House for 2 on Saturday at 7:30pm?',
        asks(table('Ellerman House|Cape Town', 'sat', '19:30', 2)),
      ],
      [
        'restaurant booking in Stellenbosch for 3, Thursday 1pm',
        asks(table('Stellenbosch|Cape Winelands', 'thu', '13:00', 3)),
      ],
      [
        "We'd love a table at a nice spot in Ballito tonight, 4 adults, around 7:30pm",
        asks(table('Ballito|Durban', 'today', '19:30', 4)),
      ],
      [
        'Find us a table in Knysna on Friday at 6pm for 2 please',
        asks(table('Knysna|Garden Route', 'fri', '18:00', 2)),
      ],
      [
        'table for eight at Montecasino on Saturday night',
        asks(table('Montecasino|Johannesburg', 'sat', '20:00', 8)),
      ],
      [
        'Can you book lunch tomorrow at 12 in Illovo for me and 2 colleagues',
        asks(table('Illovo|Johannesburg', 'tomorrow', '12:00', 3)),
      ],
      [
        'Dinner for 2, Melville, Wednesday 7pm pls',
        asks(table('Melville|Johannesburg', 'wed', '19:00', 2)),
      ],
      [
        'Please get a table at a halaal restaurant in Durban North tonight at 7pm for 6',
        asks(table('Durban North|Durban', 'today', '19:00', 6)),
      ],
      [
        'Book a table for 5 at Tashas in Bryanston tomorrow at 10am',
        asks(table('Bryanston|Johannesburg', 'tomorrow', '10:00', 5)),
      ],
      [
        'I need a table for 2 at Wolfgat in Paternoster on the 9th at 12:30',
        asks(table('Paternoster|West Coast', 'dom:9', '12:30', 2)),
      ],
      [
        "Can you reserve a table at Boschendal for Saturday lunch? There'll be 9 of us",
        asks(table('Boschendal|Cape Winelands', 'sat', '12:30', 9)),
      ],
      [
        'tabel for 2 at 8pm tmrw in Rosebank pls',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '20:00', 2)),
      ],
      [
        "I'm looking for a dinner reservation in Bedfordview for four on Friday at 7:30pm",
        asks(table('Bedfordview|Johannesburg', 'fri', '19:30', 4)),
      ],
      [
        'Dinner for two at Zimbali on the 15th, 7pm',
        asks(table('Zimbali|Durban', 'dom:15', '19:00', 2)),
      ],
      [
        'Could you get us into a restaurant at Sandton City tonight for 3 at 6pm',
        asks(table('Sandton City|Johannesburg', 'today', '18:00', 3)),
      ],
      [
        'Book a family lunch for 10 at Spier on Sunday at 1pm',
        asks(table('Spier|Cape Winelands', 'sun', '13:00', 10)),
      ],
      [
        'table for 2 in Tamboerskloof on Tuesday night',
        asks(table('Tamboerskloof|Cape Town', 'tue', '20:00', 2)),
      ],
      [
        'We need a table for six in Franschhoek tomorrow at 12:30',
        asks(table('Franschhoek|Cape Winelands', 'tomorrow', '12:30', 6)),
      ],
      [
        'Can u book a table on the Golden Mile for 4 at 7pm next Saturday',
        asks(table('Golden Mile|Durban', 'next:sat', '19:00', 4)),
      ],
      [
        'Me and the wife want to try somewhere new in Greenside on Thursday night, can you book',
        asks(table('Greenside|Johannesburg', 'thu', '20:00', 2)),
      ],
      [
        'A table for 3 in Pretoria East on Monday at 6:30pm, somewhere quiet for a business dinner',
        asks(table('Pretoria East|Pretoria', 'mon', '18:30', 3)),
      ],
      [
        'pls reserve lunch for 4 at a wine farm in the Hemel-en-Aarde Valley this Saturday at 1pm',
        asks(table('Hemel-en-Aarde Valley|Overberg', 'sat', '13:00', 4)),
      ],
    ],
  ),
};
