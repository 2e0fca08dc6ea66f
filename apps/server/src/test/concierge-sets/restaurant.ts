import { asks, type LabelledSet, rowsIn, table } from './labels';

/**
 * Restaurant table bookings: a new concierge request of type 'other' with dining true, matched to
 * dining providers.
 *
 * Label semantics: `kind 'new'` with one request: type 'other', dining true, the party size
 * ("for 2", "a table for four", "me and my wife" is 2, "me and 3 friends" is 4; null when not
 * said), date and time (a bare "tonight" 20:00, "lunch" 12:30, "dinner at 7" 19:00, "dinner"
 * alone no time) and the place: a gazetteer place when the member names one ("La Colombe in
 * Constantia" -> Constantia; a hotel the gazetteer knows, "The Saxon", "the Oyster Box", is a place),
 * null when only a restaurant's name is given ("The Test Kitchen", "Kloof Street House": a street
 * in Cape Town, not Kloof near Durban).
 */
export const RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Book me a table at The Test Kitchen for 2 tonight at 8pm',
        asks(table(null, 'today', '20:00', 2)),
      ],
      [
        'Table for 4 at La Colombe in Constantia on Saturday at 7pm',
        asks(table('Constantia|Cape Town', 'sat', '19:00', 4)),
      ],
      [
        'Can you get us a table for two tonight in Sea Point?',
        asks(table('Sea Point|Cape Town', 'today', '20:00', 2)),
      ],
      [
        'Dinner reservation for 6 at Marble in Rosebank, Friday 19:30',
        asks(table('Rosebank|Johannesburg', 'fri', '19:30', 6)),
      ],
      [
        'pls book a table 4 2 tmrw 7pm somewhere nice in Sandton',
        asks(table('Sandton|Johannesburg', 'tomorrow', '19:00', 2)),
      ],
      [
        'Lunch for 3 at a restaurant in Franschhoek on Sunday at 1',
        asks(table('Franschhoek|Cape Winelands', 'sun', '13:00', 3)),
      ],
      [
        'I need a restaurant booking for 8 people in Umhlanga tomorrow night',
        asks(table('Umhlanga|Durban', 'tomorrow', '20:00', 8)),
      ],
      [
        'Reserve a table at FYN for tonight, just me and my wife',
        asks(table(null, 'today', '20:00', 2)),
      ],
      [
        'Table for 2 at Zioux in Sandton at 8 tonight',
        asks(table('Sandton|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Could you book us a table at the Pot Luck Club in Woodstock for Saturday lunch, 4 of us',
        asks(table('Woodstock|Cape Town', 'sat', '12:30', 4)),
      ],
      [
        'Book a table for ten at a steakhouse in Melrose Arch on Friday at 7',
        asks(table('Melrose Arch|Johannesburg', 'fri', '19:00', 10)),
      ],
      [
        'Need a dinner table for 2 in Camps Bay tonight at 7:30',
        asks(table('Camps Bay|Cape Town', 'today', '19:30', 2)),
      ],
      [
        'can u reserve a table for 5 at Mama Africa tomorrow at 8',
        asks(table(null, 'tomorrow', '20:00', 5)),
      ],
      [
        'A table at a seafood restaurant in Hout Bay for lunch tomorrow, 6 people',
        asks(table('Hout Bay|Cape Town', 'tomorrow', '12:30', 6)),
      ],
      [
        'Please book The Saxon for dinner on Saturday at 8pm for 2',
        asks(table('The Saxon|Johannesburg', 'sat', '20:00', 2)),
      ],
      [
        'Restaurant booking in Stellenbosch for 4 on Sunday at 12:30',
        asks(table('Stellenbosch|Cape Winelands', 'sun', '12:30', 4)),
      ],
      [
        'Table for 3 on Florida Road tonight',
        asks(table('Florida Road|Durban', 'today', '20:00', 3)),
      ],
      [
        'Book me and 3 friends a table in Parkhurst on Friday at 7pm',
        asks(table('Parkhurst|Johannesburg', 'fri', '19:00', 4)),
      ],
      [
        'I want to take my mom for lunch at Nobu on Sunday, table for 2 at 1pm',
        asks(table(null, 'sun', '13:00', 2)),
      ],
      [
        'Table for 12 for a birthday dinner in Ballito on the 20th at 7pm',
        asks(table('Ballito|Durban', 'dom:20', '19:00', 12)),
      ],
      [
        'reservation for 2 at Gold restaurant in Cape Town tonight 8pm',
        asks(table('Cape Town|Cape Town', 'today', '20:00', 2)),
      ],
      [
        'Get us a table at Salsify in Camps Bay for our anniversary next Saturday at 7:30pm, 2 people',
        asks(table('Camps Bay|Cape Town', 'next:sat', '19:30', 2)),
      ],
      [
        'Book a restaurant table in Pretoria for 4 people tomorrow at 6pm',
        asks(table('Pretoria|Pretoria', 'tomorrow', '18:00', 4)),
      ],
      [
        'Could you find us a table for 2 in Maboneng tonight?',
        asks(table('Maboneng|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'A table for six at the V&A Waterfront on Saturday at 1pm please',
        asks(table('V&A Waterfront|Cape Town', 'sat', '13:00', 6)),
      ],
      ['book dinner for 2 at La Colombe friday 8pm', asks(table(null, 'fri', '20:00', 2))],
      [
        'Table for 4 tomorrow at 12:30 in Greenside',
        asks(table('Greenside|Johannesburg', 'tomorrow', '12:30', 4)),
      ],
      [
        'Please reserve a table for 2 at Pigalle in Sandton on Wednesday at 8',
        asks(table('Sandton|Johannesburg', 'wed', '20:00', 2)),
      ],
      [
        'I would like to book a table for 7 at a Portuguese place in Durban on Friday evening',
        asks(table('Durban|Durban', 'fri', '19:00', 7)),
      ],
      [
        'lunch booking 4 ppl Constantia sat 1pm',
        asks(table('Constantia|Cape Town', 'sat', '13:00', 4)),
      ],
      ['Table for two at Beluga tonight at 7', asks(table(null, 'today', '19:00', 2))],
      [
        'Book us a table for 3 at a sushi spot in Umhlanga tomorrow at 6:30pm',
        asks(table('Umhlanga|Durban', 'tomorrow', '18:30', 3)),
      ],
      [
        'Can I get a table at The Test Kitchen for Friday at 7pm? 2 people',
        asks(table(null, 'fri', '19:00', 2)),
      ],
      [
        'Family lunch for 9 in Stellenbosch this Sunday at 12, please book a table',
        asks(table('Stellenbosch|Cape Winelands', 'sun', '12:00', 9)),
      ],
      [
        'Need a table for 2 in Braamfontein tomorrow at lunch',
        asks(table('Braamfontein|Johannesburg', 'tomorrow', '12:30', 2)),
      ],
      [
        'Please book Chefs Warehouse for 4 on the 15th at 7pm',
        asks(table(null, 'dom:15', '19:00', 4)),
      ],
      [
        'table 4 two @ 8 tonite in Rosebank pls',
        asks(table('Rosebank|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'A romantic dinner for 2 in Franschhoek on Saturday at 7:30pm, can you book a table?',
        asks(table('Franschhoek|Cape Winelands', 'sat', '19:30', 2)),
      ],
      [
        'Reserve a table for 5 at Sakhumzi in Soweto on Sunday at 1pm',
        asks(table('Soweto|Johannesburg', 'sun', '13:00', 5)),
      ],
      [
        'Get me a table for one tonight in Sea Point, 7pm',
        asks(table('Sea Point|Cape Town', 'today', '19:00', 1)),
      ],
      [
        'we are 8, need a restaurant in Melrose Arch for Friday 20:00',
        asks(table('Melrose Arch|Johannesburg', 'fri', '20:00', 8)),
      ],
      [
        'Book a table for 2 for dinner tomorrow in Woodstock',
        asks(table('Woodstock|Cape Town', 'tomorrow', null, 2)),
      ],
      [
        'Could you book us a table at a nice restaurant in Durban tonight for 4',
        asks(table('Durban|Durban', 'today', '20:00', 4)),
      ],
      [
        'A table at Kloof Street House tomorrow at 7pm for 6',
        asks(table(null, 'tomorrow', '19:00', 6)),
      ],
      [
        'Book a table for 3 at the Codfather in Camps Bay on Thursday at 7',
        asks(table('Camps Bay|Cape Town', 'thu', '19:00', 3)),
      ],
      [
        'Please make a dinner reservation for 2 at 9pm tonight in Sandton',
        asks(table('Sandton|Johannesburg', 'today', '21:00', 2)),
      ],
      [
        'Table for 4 on Saturday for lunch in Hout Bay',
        asks(table('Hout Bay|Cape Town', 'sat', '12:30', 4)),
      ],
      [
        'hey, table for 2 at Epice in Franschhoek tmrw 1pm?',
        asks(table('Franschhoek|Cape Winelands', 'tomorrow', '13:00', 2)),
      ],
      [
        'I need a table for 15 for a work dinner in Rosebank on the 28th at 7pm',
        asks(table('Rosebank|Johannesburg', 'dom:28', '19:00', 15)),
      ],
      [
        'Book us in at Tashas in Melrose Arch for breakfast tomorrow at 9, 2 people',
        asks(table('Melrose Arch|Johannesburg', 'tomorrow', '09:00', 2)),
      ],
      [
        'A table for two at 8 in Stellenbosch tonight please',
        asks(table('Stellenbosch|Cape Winelands', 'today', '20:00', 2)),
      ],
      [
        'Can you get a booking at 9th Avenue Waterside tomorrow at 7pm for 4?',
        asks(table(null, 'tomorrow', '19:00', 4)),
      ],
      [
        'Restaurant for 6 in Pretoria on Saturday 19h00',
        asks(table('Pretoria|Pretoria', 'sat', '19:00', 6)),
      ],
      [
        'reserve dinner for 2 in Constantia next Friday at 7pm',
        asks(table('Constantia|Cape Town', 'next:fri', '19:00', 2)),
      ],
      [
        'Book a table for 4 in Ballito tomorrow for lunch',
        asks(table('Ballito|Durban', 'tomorrow', '12:30', 4)),
      ],
      ['Can you book La Colombe for 2 people tonight', asks(table(null, 'today', '20:00', 2))],
      [
        'Please book a table for 2 at a rooftop bar in Sandton on Friday at 6pm',
        asks(table('Sandton|Johannesburg', 'fri', '18:00', 2)),
      ],
      [
        'Book us a table in Cape Town tomorrow at 8, party of 3',
        asks(table('Cape Town|Cape Town', 'tomorrow', '20:00', 3)),
      ],
      [
        'Table for 2 in Umhlanga on Sunday at 12:30 please',
        asks(table('Umhlanga|Durban', 'sun', '12:30', 2)),
      ],
      [
        "Mother's day lunch for 6 at a restaurant in Rosebank on Sunday at 1pm",
        asks(table('Rosebank|Johannesburg', 'sun', '13:00', 6)),
      ],
      [
        'Reserve a table for 2 at the Oyster Box tonight at 7:30',
        asks(table('Oyster Box|Durban', 'today', '19:30', 2)),
      ],
      ['Dinner for 4 at Marble tomorrow, 7pm', asks(table(null, 'tomorrow', '19:00', 4))],
    ],
  ),
};
