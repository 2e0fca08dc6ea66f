import { asks, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Held-out restaurant tables: party size, day, time and place (a restaurant's own name is no
 * place unless the gazetteer knows it), written without reading the first set or the engine.
 * Never tune the engine on these rows.
 */
export const HELD_OUT_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Book a table for 2 at La Colombe in Constantia on Friday at 7pm',
        asks(table('Constantia|Cape Town', 'fri', '19:00', 2)),
      ],
      [
        'Can I get a table for four at Marble in Rosebank tomorrow at 8pm?',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '20:00', 4)),
      ],
      [
        'table for 2 tonight pls, somewhere nice in Sandton, 7:30',
        asks(table('Sandton|Johannesburg', 'today', '19:30', 2)),
      ],
      [
        'Reserve dinner for six at the Oyster Box on Saturday at 7',
        asks(table('Oyster Box|Durban', 'sat', '19:00', 6)),
      ],
      [
        'Need a lunch booking for 3 at Melrose Arch tomorrow',
        asks(table('Melrose Arch|Johannesburg', 'tomorrow', '12:30', 3)),
      ],
      [
        'Hi there, could you please reserve a table for my wife and me at The Test Kitchen this Saturday evening?',
        asks(table(null, 'sat', '19:00', 2)),
      ],
      [
        'Sunday lunch for 8 in Franschhoek please',
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 8)),
      ],
      [
        'pls book us a table 4 ppl 8pm at the V&A',
        asks(table('V&A Waterfront|Cape Town', 'auto', '20:00', 4)),
      ],
      [
        'Table for one at the Mount Nelson tomorrow at 1pm',
        asks(table('Mount Nelson|Cape Town', 'tomorrow', '13:00', 1)),
      ],
      [
        "I'd like to take a client to lunch in Umhlanga on Thursday at 1pm, just the 2 of us. Please book a table",
        asks(table('Umhlanga|Durban', 'thu', '13:00', 2)),
      ],
      [
        'Book a restaurant in Sea Point for 5 people on Friday night',
        asks(table('Sea Point|Cape Town', 'fri', '20:00', 5)),
      ],
      [
        "Can you get us a table at a steakhouse in Menlyn tonight at 7? We're 4",
        asks(table('Menlyn|Pretoria', 'today', '19:00', 4)),
      ],
      [
        "dinner reservation for 10 people at the Saxon next Friday at 7:30pm, it's a birthday",
        asks(table('The Saxon|Johannesburg', 'next:fri', '19:30', 10)),
      ],
      [
        'Please find us a table at a sushi spot in Hyde Park for 2 at 6:30pm tomorrow',
        asks(table('Hyde Park|Johannesburg', 'tomorrow', '18:30', 2)),
      ],
      [
        'Book a table in Stellenbosch for Saturday lunch, party of 4',
        asks(table('Stellenbosch|Cape Winelands', 'sat', '12:30', 4)),
      ],
      ['Table for 2 at 8 tonight at Pot Luck Club', asks(table(null, 'today', '20:00', 2))],
      [
        'can u book a table for 3 in Camps Bay tomorrow for sunset',
        asks(table('Camps Bay|Cape Town', 'tomorrow', '18:00', 3)),
      ],
      [
        'Reserve a table for 12 at a restaurant on Florida Road in Durban, Saturday 7pm',
        asks({
          ...table('Florida Road|Durban', 'sat', '19:00', 12),
          place: ['Florida Road|Durban', 'Durban|Durban'],
        }),
      ],
      [
        'Romantic dinner for two in Hermanus on the 20th at 7pm, please book somewhere special',
        asks(table('Hermanus|Overberg', 'dom:20', '19:00', 2)),
      ],
      [
        'Get me a table at a good Italian place in Parkhurst, 4 people, Wednesday 7:30pm',
        asks(table('Parkhurst|Johannesburg', 'wed', '19:30', 4)),
      ],
      [
        'Any chance of a table at The Test Kitchen for 6 on Friday at 8pm?',
        asks(table(null, 'fri', '20:00', 6)),
      ],
      [
        'Please book lunch tomorrow at 12:30 for two at Kirstenbosch',
        asks(table('Kirstenbosch|Cape Town', 'tomorrow', '12:30', 2)),
      ],
      [
        'I want to book a table for my family, 7 of us, Sunday at 1pm in Ballito',
        asks(table('Ballito|Durban', 'sun', '13:00', 7)),
      ],
      [
        'Dinner table for 2 in Greenside tomorrow evening',
        asks(table('Greenside|Johannesburg', 'tomorrow', '19:00', 2)),
      ],
      [
        "Reserve a table for two on Valentine's Day at 7pm in Knysna",
        asks(table('Knysna|Garden Route', 'md:02-14', '19:00', 2)),
      ],
      ['book me a table tonight', asks(table(null, 'today', '20:00', null))],
      [
        'Could you organise a restaurant booking for 4 on Saturday at 19:00 in Bryanston?',
        asks(table('Bryanston|Johannesburg', 'sat', '19:00', 4)),
      ],
      [
        'Table for 2 in Maboneng Friday 9pm',
        asks(table('Maboneng|Johannesburg', 'fri', '21:00', 2)),
      ],
      [
        'Lunch table for 3 people at Sandton City tomorrow at noon',
        asks(table('Sandton City|Johannesburg', 'tomorrow', '12:00', 3)),
      ],
      [
        "We'd love a table at a seafood restaurant in Kalk Bay for 6, Sunday lunch",
        asks(table('Kalk Bay|Cape Town', 'sun', '12:30', 6)),
      ],
      [
        'Table for 4 people at 7pm on the 28th at Montecasino',
        asks(table('Montecasino|Johannesburg', 'dom:28', '19:00', 4)),
      ],
      [
        'Can I book a dinner table for 2 in Paternoster on Saturday night?',
        asks(table('Paternoster|West Coast', 'sat', '20:00', 2)),
      ],
      [
        'Hey, need a table for 8 for a work dinner in Rosebank on Thursday at 6pm',
        asks(table('Rosebank|Johannesburg', 'thu', '18:00', 8)),
      ],
      [
        'Please reserve a table for 2 at Kloof Street House tomorrow at 8pm',
        asks({ ...table(null, 'tomorrow', '20:00', 2), place: [null, 'Cape Town|Cape Town'] }),
      ],
      [
        'brunch table for 4 at Babylonstoren on Sunday at 11am',
        asks(table('Babylonstoren|Cape Winelands', 'sun', '11:00', 4)),
      ],
      [
        'Table for 2 at a restaurant in Durban North tonight at 7.30',
        asks(table('Durban North|Durban', 'today', '19:30', 2)),
      ],
      [
        'Book dinner for 5 at the V&A Waterfront on Friday at 8pm',
        asks(table('V&A Waterfront|Cape Town', 'fri', '20:00', 5)),
      ],
      [
        'Please reserve a table for 2 at a restaurant in Bo-Kaap for lunch on Tuesday',
        asks(table('Bo-Kaap|Cape Town', 'tue', '12:30', 2)),
      ],
      [
        'Get us a table for ten in Umhlanga Saturday 8pm, birthday dinner',
        asks(table('Umhlanga|Durban', 'sat', '20:00', 10)),
      ],
      [
        'need a table for 2 at 7 tomorrow night, Melville',
        asks(table('Melville|Johannesburg', 'tomorrow', '19:00', 2)),
      ],
      [
        'Reservation for 3 at a restaurant in Plett on Friday at 7:30pm',
        asks(table('Plettenberg Bay|Garden Route', 'fri', '19:30', 3)),
      ],
      [
        'Good morning, please book a dinner table for 4 at Delaire Graff on Saturday at 7pm',
        asks(table('Delaire Graff|Cape Winelands', 'sat', '19:00', 4)),
      ],
    ],
  ),
};
