import { asks, req, rowsIn, table, type LabelledSet } from '../labels';

/** A table where a human could file either of two places (a landmark inside a town). */
const tableAt = (places: string[], date: string, time: string, partySize: number) =>
  req('other', places, date, time, { partySize, dining: true });

/**
 * Third held-out set, restaurant tables: a concierge request of type other, dining, with party
 * size (null when not stated), place, day and time. A restaurant's own name is no place: the
 * place is the suburb, estate or landmark the gazetteer knows, or null ("La Colombe" alone).
 * Some rows name a restaurant whose street or suburb is also a place elsewhere ("Kloof Street",
 * "Waterkloof", Durban's Morningside): a human files the town the member named. Written without
 * reading the engine or the first two sets' rows.
 */
export const HELD_OUT_3_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Book me a table for 2 at La Colombe tomorrow at 7pm',
        asks(table(null, 'tomorrow', '19:00', 2)),
      ],
      [
        'pls get us a table for 4 in Camps Bay 2nite around 8',
        asks(table('Camps Bay|Cape Town', 'today', '20:00', 4)),
      ],
      [
        'Need a table for six at Marble, Rosebank on Friday 19h30',
        asks(table('Rosebank|Johannesburg', 'fri', '19:30', 6)),
      ],
      [
        'Can u reserve a table at the Oyster Box for Sunday lunch, 3 of us',
        asks(table('Oyster Box|Durban', 'sun', '12:30', 3)),
      ],
      [
        'dinner for 2 at Kloof Street House in Cape Town on Saturday at 8pm',
        asks(table('Cape Town|Cape Town', 'sat', '20:00', 2)),
      ],
      [
        'Table for 8 at The Saxon, next week Thursday 7pm',
        asks(table('The Saxon|Johannesburg', 'next:thu', '19:00', 8)),
      ],
      [
        'Looking for a nice seafood spot in Umhlanga for tonight, just me and my wife',
        asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
      ],
      [
        'reserve a table for 10 at Tashas Hyde Park Corner on the 12th at 1pm',
        asks(table('Hyde Park Corner|Johannesburg', 'dom:12', '13:00', 10)),
      ],
      [
        "We'd love a table at Babylonstoren for lunch on Saturday, party of 5",
        asks(table('Babylonstoren|Cape Winelands', 'sat', '12:30', 5)),
      ],
      [
        'table 4 two at Delaire Graff tmrw at sunset',
        asks(table('Delaire Graff|Cape Winelands', 'tomorrow', '18:00', 2)),
      ],
      [
        'Book a restaurant in Stellenbosch for Friday night, 6 people',
        asks(table('Stellenbosch|Cape Winelands', 'fri', '20:00', 6)),
      ],
      [
        'any chance of a table at Salsify in Camps Bay this evening for 3?',
        asks(table('Camps Bay|Cape Town', 'today', '19:00', 3)),
      ],
      [
        'Need a birthday dinner booking for 12 at a steakhouse in Sandton on Saturday 7:30pm',
        asks(table('Sandton|Johannesburg', 'sat', '19:30', 12)),
      ],
      [
        'Can you book us at Mama Africa on Long Street for 4 at 8 tonight',
        asks(table(null, 'today', '20:00', 4)),
      ],
      [
        'Brunch for 2 at Melrose Arch on Sunday at 10am',
        asks(table('Melrose Arch|Johannesburg', 'sun', '10:00', 2)),
      ],
      [
        'Table for two at the Mount Nelson for high tea tomorrow at 3pm',
        asks(table('Mount Nelson|Cape Town', 'tomorrow', '15:00', 2)),
      ],
      [
        'pls book 9th Avenue Bistro in Morningside, Durban for Friday 7pm, 4 ppl',
        asks(table('Durban|Durban', 'fri', '19:00', 4)),
      ],
      [
        "Book the chef's table at The Test Kitchen for 2 on the 20th",
        asks(table(null, 'dom:20', null, 2)),
      ],
      [
        'lunch 4 6 at Boschendal on Sunday 12:30 pls',
        asks(table('Boschendal|Cape Winelands', 'sun', '12:30', 6)),
      ],
      [
        'I need a dinner reservation in Franschhoek on Saturday for me and 3 friends',
        asks(table('Franschhoek|Cape Winelands', 'sat', null, 4)),
      ],
      [
        'Get me a table at a sushi place in Ballito tomorrow evening, 2 pax',
        asks(table('Ballito|Durban', 'tomorrow', '19:00', 2)),
      ],
      [
        'Table for 5 at The Codfather, Camps Bay, Thursday 8pm',
        asks(table('Camps Bay|Cape Town', 'thu', '20:00', 5)),
      ],
      [
        "Reserve dinner for 2 at Grei at the Saxon on Valentine's Day at 7pm",
        asks(table('The Saxon|Johannesburg', 'md:02-14', '19:00', 2)),
      ],
      [
        'Book a table at the Pot Luck Club in Woodstock for 4, Friday at 1pm',
        asks(table('Woodstock|Cape Town', 'fri', '13:00', 4)),
      ],
      [
        'Could I get a table for 7 at Harbour House in Kalk Bay on Sunday at 1pm?',
        asks(table('Kalk Bay|Cape Town', 'sun', '13:00', 7)),
      ],
      [
        'Table for 2 at Lanzerac for our anniversary on the 3rd at 7pm',
        asks(table('Lanzerac|Cape Winelands', 'dom:3', '19:00', 2)),
      ],
      [
        'Need a restaurant booking in Hermanus tomorrow for lunch, 4 people, somewhere with a whale view',
        asks(table('Hermanus|Overberg', 'tomorrow', '12:30', 4)),
      ],
      [
        'Book us a table at Pigalle in Green Point for 6 at 8pm on Saturday',
        asks(table('Green Point|Cape Town', 'sat', '20:00', 6)),
      ],
      [
        'Table for 3 at Beefcakes in Sandton tonight at 9 pls',
        asks(table('Sandton|Johannesburg', 'today', '21:00', 3)),
      ],
      [
        'We want to eat at Spier on Sunday at noon, family of 5',
        asks(table('Spier|Cape Winelands', 'sun', '12:00', 5)),
      ],
      [
        'pls reserve a table for 2 at a rooftop bar in Maboneng for drinks tomorrow at 5pm',
        asks(table('Maboneng|Johannesburg', 'tomorrow', '17:00', 2)),
      ],
      [
        'A table for 2 at Zioux in Sandton City next Friday at 8pm',
        asks(table('Sandton City|Johannesburg', 'next:fri', '20:00', 2)),
      ],
      [
        'Lunch for 4 at the Kirstenbosch Tea Room tmrw, 12h30',
        asks(table('Kirstenbosch|Cape Town', 'tomorrow', '12:30', 4)),
      ],
      [
        "I'd like a table at Ellerman House for 2 at 7pm on Saturday",
        asks(table('Ellerman House|Cape Town', 'sat', '19:00', 2)),
      ],
      [
        "Please book a table for 15 at a Portuguese restaurant in Bedfordview for my dad's 70th, Saturday lunch",
        asks(table('Bedfordview|Johannesburg', 'sat', '12:30', 15)),
      ],
      [
        'Can you find a vegan-friendly restaurant in Durban North for tonight 7pm, table for 2',
        asks(table('Durban North|Durban', 'today', '19:00', 2)),
      ],
      [
        'table for 4 at Sibaya casino tonight 8pm',
        asks(table('Sibaya|Durban', 'today', '20:00', 4)),
      ],
      [
        'Book a braai restaurant in Soweto for 10 people on Sunday afternoon',
        asks(table('Soweto|Johannesburg', 'sun', '15:00', 10)),
      ],
      [
        'we need a table on Vilakazi Street for lunch tomorrow, 6 of us',
        asks(table('Vilakazi Street|Johannesburg', 'tomorrow', '12:30', 6)),
      ],
      [
        'Dinner reservation at La Residence in Franschhoek for 2 on the 28th at 19:30',
        asks(
          tableAt(
            ['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands'],
            'dom:28',
            '19:30',
            2,
          ),
        ),
      ],
      [
        'Can I get a table 4 2 at Tang, Nelson Mandela Square, Friday 7pm',
        asks(table('Nelson Mandela Square|Johannesburg', 'fri', '19:00', 2)),
      ],
      [
        'table for 4 in Menlyn tomorrow night',
        asks(table('Menlyn|Pretoria', 'tomorrow', '20:00', 4)),
      ],
      [
        'Book a spot at Moyo at uShaka for 8 on Saturday at 6pm',
        asks(table('uShaka Marine World|Durban', 'sat', '18:00', 8)),
      ],
      [
        'Reserve a table at the Cape Grace for 2 tomorrow 8pm',
        asks(table(null, 'tomorrow', '20:00', 2)),
      ],
      [
        'We want dinner at Gold Reef City after the rides on Saturday, 5 of us at 6:30pm',
        asks(table('Gold Reef City|Johannesburg', 'sat', '18:30', 5)),
      ],
      [
        'need a booking for 2 at a nice restaurant in Plett for NYE',
        asks(table('Plettenberg Bay|Garden Route', 'md:12-31', null, 2)),
      ],
      [
        'Table for the two of us at Greenhouse at Cellars-Hohenort in Constantia, Saturday 7.30pm',
        asks(table('Constantia|Cape Town', 'sat', '19:30', 2)),
      ],
      [
        'can u sort a table at Cafe Caprice on Sunday arvo for 6',
        asks(table(null, 'sun', '15:00', 6)),
      ],
      [
        'pls book dinner for 4 people at a restaurant in Pretoria East on Friday at 6:30pm',
        asks(table('Pretoria East|Pretoria', 'fri', '18:30', 4)),
      ],
      [
        'Table for 2 at the Knysna Waterfront tmrw lunchtime',
        asks(table('Knysna Waterfront|Garden Route', 'tomorrow', '12:30', 2)),
      ],
      [
        'book us a table at Steenberg Estate for Sunday brunch at 10:30, 4 adults 2 kids',
        asks(table('Steenberg Estate|Cape Town', 'sun', '10:30', 6)),
      ],
      [
        "Book a restaurant on Florida Road in Durban for Friday night, we're 8",
        asks(tableAt(['Florida Road|Durban', 'Durban|Durban'], 'fri', '20:00', 8)),
      ],
      [
        'A table for 4 at Montecasino tonight at 7:45pm pls',
        asks(table('Montecasino|Johannesburg', 'today', '19:45', 4)),
      ],
      [
        "I'd like to book a table for two at a fine dining restaurant in Umhlanga on the 14th at 8pm",
        asks(table('Umhlanga|Durban', 'dom:14', '20:00', 2)),
      ],
      [
        'Reserve Saturday dinner for 6 at Hallelujah in Kloof, Durban, 7pm',
        asks(tableAt(['Kloof|Durban', 'Durban|Durban'], 'sat', '19:00', 6)),
      ],
      [
        'table for 3 at Doppio Zero in Greenside tomorrow at 8am for breakfast',
        asks(table('Greenside|Johannesburg', 'tomorrow', '08:00', 3)),
      ],
      [
        'Please book the Restaurant at Waterkloof in Somerset West for 4 on Saturday 1pm',
        asks(table('Somerset West|Cape Town', 'sat', '13:00', 4)),
      ],
      [
        'get me a table at a shisanyama in Durban for tomorrow afternoon, 10 of us',
        asks(table('Durban|Durban', 'tomorrow', '15:00', 10)),
      ],
      [
        'dinner for 2 at the Oyster Box on Sat at half past 7 in the evening',
        asks(table('Oyster Box|Durban', 'sat', '19:30', 2)),
      ],
      [
        'Can you book a table for 4 at Pierneef in Franschhoek for lunch on Sunday',
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 4)),
      ],
      [
        'Table for 6 at a Cape Malay restaurant in the Bo-Kaap, Friday 7pm please',
        asks(table('Bo-Kaap|Cape Town', 'fri', '19:00', 6)),
      ],
      [
        'book me and the wife a table somewhere romantic in Hout Bay, Saturday 7pm',
        asks(table('Hout Bay|Cape Town', 'sat', '19:00', 2)),
      ],
    ],
  ),
};
