import { asks, req, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Fifth held-out set: restaurant tables (type other, dining) with party size, day, time and
 * place, across the country; restaurants the gazetteer does not know leave the place null, a
 * hotel or wine farm it knows (Oyster Box, Babylonstoren, The Saxon) is the place.
 */
export const HELD_OUT_5_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Book me a table for 2 at Marble in Rosebank tomorrow at 7:30pm',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '19:30', 2)),
      ],
      [
        'Need a dinner reservation for 4 in Sea Point on Friday around 8pm',
        asks(table('Sea Point|Cape Town', 'fri', '20:00', 4)),
      ],
      [
        'table for six at the Oyster Box, Saturday lunch',
        asks(table('Oyster Box|Durban', 'sat', '12:30', 6)),
      ],
      [
        'can u get us a table somewhere at Melrose Arch tonight, 3 ppl',
        asks(table('Melrose Arch|Johannesburg', 'today', '20:00', 3)),
      ],
      [
        'Lunch reservation for 2 at Babylonstoren this Sunday',
        asks(table('Babylonstoren|Cape Winelands', 'sun', '12:30', 2)),
      ],
      [
        'my wife and I want to go out for dinner in Umhlanga tomorrow evening, can you book a table',
        asks(table('Umhlanga|Durban', 'tomorrow', '19:00', 2)),
      ],
      [
        'Please reserve a table for 8 at a steakhouse in Sandton on the 14th at 7pm',
        asks(table('Sandton|Johannesburg', 'dom:14', '19:00', 8)),
      ],
      [
        'Table for 5 in Stellenbosch, Saturday 1pm',
        asks(table('Stellenbosch|Cape Winelands', 'sat', '13:00', 5)),
      ],
      [
        "we'd like a restaurant booking in Franschhoek for lunch tomorrow, party of 4",
        asks(table('Franschhoek|Cape Winelands', 'tomorrow', '12:30', 4)),
      ],
      [
        'Any chance of a table at the Test Kitchen on Thursday for two at 8pm?',
        asks(table(null, 'thu', '20:00', 2)),
      ],
      [
        "dinner for 12 in Hyde Park next Friday, 7.30pm, it's the team's year-end",
        asks(table('Hyde Park|Johannesburg', 'next:fri', '19:30', 12)),
      ],
      [
        'book a table at a sushi place in Durban North tonight 7pm for 2',
        asks(table('Durban North|Durban', 'today', '19:00', 2)),
      ],
      [
        'Reservation please: 4 adults and 2 kids, Camps Bay, tomorrow 6pm',
        asks(table('Camps Bay|Cape Town', 'tomorrow', '18:00', 6)),
      ],
      [
        'get me a table for one at the restaurant in the Mount Nelson tonight at 7',
        asks(table('Mount Nelson|Cape Town', 'today', '19:00', 1)),
      ],
      [
        'Lunch in Hout Bay for 3 on Saturday, somewhere by the harbour',
        asks(table('Hout Bay|Cape Town', 'sat', '12:30', 3)),
      ],
      [
        'we want sundowners and dinner somewhere in Clifton on Friday at sunset, 4 people',
        asks(table('Clifton|Cape Town', 'fri', '18:00', 4)),
      ],
      [
        'Please book La Colombe for 2 on the 20th at 7:30pm',
        asks(table(null, 'dom:20', '19:30', 2)),
      ],
      [
        "Could you reserve a table in Menlyn for lunch tomorrow, we're 5",
        asks(table('Menlyn|Pretoria', 'tomorrow', '12:30', 5)),
      ],
      [
        'table for 2 in Parkhurst, anywhere on 4th Avenue, Saturday at 7pm',
        asks(table('Parkhurst|Johannesburg', 'sat', '19:00', 2)),
      ],
      [
        'restaurant for ten people in Ballito on Sunday at 1pm',
        asks(table('Ballito|Durban', 'sun', '13:00', 10)),
      ],
      [
        'book dinner at The Saxon for our anniversary, 2 people, Friday 8pm',
        asks(table('The Saxon|Johannesburg', 'fri', '20:00', 2)),
      ],
      [
        'I need a table for 4 at 19:00 tomorrow in Greenside',
        asks(table('Greenside|Johannesburg', 'tomorrow', '19:00', 4)),
      ],
      [
        'Table for 7 on Florida Road on Saturday night',
        asks(table('Florida Road|Durban', 'sat', '20:00', 7)),
      ],
      [
        'Booking for two at a seafood restaurant at the V&A tomorrow evening',
        asks(table('V&A Waterfront|Cape Town', 'tomorrow', '19:00', 2)),
      ],
      [
        'reserve a table for 3 in Kalk Bay for lunch on Sunday',
        asks(table('Kalk Bay|Cape Town', 'sun', '12:30', 3)),
      ],
      [
        'Dinner reservation at the Knysna Waterfront, Friday 7pm, party of 6',
        asks(table('Knysna Waterfront|Garden Route', 'fri', '19:00', 6)),
      ],
      [
        'pls book somewhere to eat in Hermanus tomorrow at 1pm for 4',
        asks(table('Hermanus|Overberg', 'tomorrow', '13:00', 4)),
      ],
      [
        "I'd like a table for two at 8:30pm tonight, anywhere good in Bryanston",
        asks(table('Bryanston|Johannesburg', 'today', '20:30', 2)),
      ],
      ['dinner reservation for 2 at 9pm', asks(table(null, 'auto', '21:00', 2))],
      ['Can we get a table for 4 at 7pm', asks(table(null, 'auto', '19:00', 4))],
      [
        'Book a restaurant in Pretoria East for Saturday evening, six of us',
        asks(table('Pretoria East|Pretoria', 'sat', '19:00', 6)),
      ],
      [
        'a table at Delaire Graff for lunch on the 12th, two people',
        asks(table('Delaire Graff|Cape Winelands', 'dom:12', '12:30', 2)),
      ],
      [
        'team dinner, 15 people, Rivonia, next Thursday 18:30 - need a restaurant booked',
        asks(table('Rivonia|Johannesburg', 'next:thu', '18:30', 15)),
      ],
      [
        'need a table at a good Italian spot in Illovo tomorrow night for me and 3 friends',
        asks(table('Illovo|Johannesburg', 'tomorrow', '20:00', 4)),
      ],
      [
        "Valentine's dinner for 2 in Constantia on 14 February at 7:30pm, book somewhere special",
        asks(table('Constantia|Cape Town', 'md:02-14', '19:30', 2)),
      ],
      [
        'book us a table for Christmas lunch at Steenberg Estate, 8 people',
        asks(table('Steenberg Estate|Cape Town', 'md:12-25', '12:30', 8)),
      ],
      [
        "table for 4 on New Year's Eve in Umhlanga at 8pm",
        asks(table('Umhlanga|Durban', 'md:12-31', '20:00', 4)),
      ],
      [
        'my parents are visiting, could you book lunch for 4 at Groot Constantia on Sunday',
        asks(table('Groot Constantia|Cape Town', 'sun', '12:30', 4)),
      ],
      [
        'Reserve 2 seats at a restaurant at Montecasino tonight, 7.15pm',
        asks(table('Montecasino|Johannesburg', 'today', '19:15', 2)),
      ],
      [
        'Table for 2 in Maboneng on Friday at 8pm please',
        asks(table('Maboneng|Johannesburg', 'fri', '20:00', 2)),
      ],
      [
        "we're 9 for dinner in Plett on Saturday, can you organise a restaurant",
        asks(table('Plettenberg Bay|Garden Route', 'sat', null, 9)),
      ],
      [
        'dinner in Woodstock on Thursday for 3, around half seven',
        asks(table('Woodstock|Cape Town', 'thu', '19:30', 3)),
      ],
      [
        'Please book a table for 2 at a restaurant in the Cape Town CBD for tomorrow at 7pm',
        asks(table('Cape Town CBD|Cape Town', 'tomorrow', '19:00', 2)),
      ],
      [
        'Can I get a booking for 6 at one of the restaurants at Hyde Park Corner, Friday 1pm',
        asks(table('Hyde Park Corner|Johannesburg', 'fri', '13:00', 6)),
      ],
      [
        'book a shisa nyama spot on Vilakazi Street in Soweto, Saturday lunch for 10',
        asks(
          req('other', ['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg'], 'sat', '12:30', {
            partySize: 10,
            dining: true,
          }),
        ),
      ],
      [
        'Tonight, table for 2, Durbanville, 7:45pm',
        asks(table('Durbanville|Cape Town', 'today', '19:45', 2)),
      ],
      [
        "Sunday lunch for the family at Boschendal, we're 7",
        asks(table('Boschendal|Cape Winelands', 'sun', '12:30', 7)),
      ],
      [
        'I want to take a client to dinner at Gold Reef City tomorrow at 6:30pm, table for 2',
        asks(table('Gold Reef City|Johannesburg', 'tomorrow', '18:30', 2)),
      ],
      [
        'dinner reservations for eleven in Kloof, Friday 7pm',
        asks(table('Kloof|Durban', 'fri', '19:00', 11)),
      ],
      [
        'Book a table for four in Bedfordview at 12:30 on Saturday',
        asks(table('Bedfordview|Johannesburg', 'sat', '12:30', 4)),
      ],
      [
        'reserve a table for 2 in Salt Rock for Sunday lunch',
        asks(table('Salt Rock|Durban', 'sun', '12:30', 2)),
      ],
      [
        'can you book a table at Grand Africa Cafe for three at noon tomorrow',
        asks(table(null, 'tomorrow', '12:00', 3)),
      ],
      [
        'book me into a restaurant in Centurion on Wednesday evening, table for two',
        asks(table('Centurion|Pretoria', 'wed', '19:00', 2)),
      ],
      [
        'I need somewhere for 5 of us to have dinner in Morningside on the 3rd at 7pm',
        asks(table('Morningside|Johannesburg', 'dom:3', '19:00', 5)),
      ],
      [
        'dinner booking in Gqeberha Saturday 7pm for 4, something on the beachfront',
        asks(table('Gqeberha|Gqeberha', 'sat', '19:00', 4)),
      ],
      [
        'Table for 2 at a place with a view in Bantry Bay, tomorrow at sunset',
        asks(table('Bantry Bay|Cape Town', 'tomorrow', '18:00', 2)),
      ],
      [
        'Pls reserve in Mosselbaai for 3 people Friday 6pm, seafood if possible',
        asks(table('Mossel Bay|Garden Route', 'fri', '18:00', 3)),
      ],
      [
        'Book 4 of us into a restaurant in Summerstrand on Friday night',
        asks(table('Summerstrand|Gqeberha', 'fri', '20:00', 4)),
      ],
      [
        'Table for 2 in Bloem tomorrow at 7pm',
        asks(table('Bloemfontein|Bloemfontein', 'tomorrow', '19:00', 2)),
      ],
      [
        'we need a private dining room for 14 at Sandton City on the 28th at 7pm',
        asks(table('Sandton City|Johannesburg', 'dom:28', '19:00', 14)),
      ],
      [
        'lunch booking for 2 in Paternoster on Saturday at 1:30pm',
        asks(table('Paternoster|West Coast', 'sat', '13:30', 2)),
      ],
      [
        'breakfast table for 3 at 9am on Sunday in Parkview',
        asks(table('Parkview|Johannesburg', 'sun', '09:00', 3)),
      ],
      [
        'Date night! table for 2 in Tamboerskloof, Saturday, 8.15pm',
        asks(table('Tamboerskloof|Cape Town', 'sat', '20:15', 2)),
      ],
      [
        'tabel for 2 tmrw at 7pm in Stellenbosh pls',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '19:00', 2)),
      ],
      [
        'resturant booking for 6 in Kyalami on friday 8pm',
        asks(table('Kyalami|Johannesburg', 'fri', '20:00', 6)),
      ],
      [
        'lekker spot for lunch in Franshoek on Sunday for 4, can you book?',
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 4)),
      ],
    ],
  ),
};
