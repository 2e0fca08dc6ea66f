import { asks, req, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Ninth held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party, the party in digits or words, the time as "half 7", "19h30", "quarter past" or a meal.
 */
export const HELD_OUT_9_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      ['Table for 2 at La Colombe tonight please', asks(table(null, 'today', '20:00', 2))],
      [
        'can you get us a table at FYN on friday at 7:30, 4 people',
        asks(table(null, 'fri', '19:30', 4)),
      ],
      [
        'Dinner for six at The Pot Luck Club in Woodstock on Saturday, half 7',
        asks(table('Woodstock|Cape Town', 'sat', '19:30', 6)),
      ],
      [
        'lunch tomorrow for 3 somewhere nice in Stellenbosch',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '12:30', 3)),
      ],
      [
        'Please book Marble in Rosebank for 8 people on Thursday at 19h00',
        asks(table('Rosebank|Johannesburg', 'thu', '19:00', 8)),
      ],
      ['table 4 2 tonite at the oyster box', asks(table('Oyster Box|Durban', 'today', '20:00', 2))],
      [
        'Could you reserve a table for my parents (2) at Salsify in Camps Bay on Sunday for lunch?',
        asks(table('Camps Bay|Cape Town', 'sun', '12:30', 2)),
      ],
      [
        'need a table in Sandton tomorrow night for a client dinner, 5 of us',
        asks(table('Sandton|Johannesburg', 'tomorrow', '20:00', 5)),
      ],
      [
        'book us somewhere in Umhlanga for dinner on friday, 4 pax',
        asks(table('Umhlanga|Durban', 'fri', null, 4)),
      ],
      [
        "Table for ten at DW Eleven-13 in Dunkeld, Wednesday next week at 7pm. It's my dad's 70th.",
        asks(table('Dunkeld|Johannesburg', 'next:wed', '19:00', 10)),
      ],
      [
        "Any chance of a table at Babylonstoren for lunch on Saturday? there'll be 4 adults and 2 kids",
        asks(table('Babylonstoren|Cape Winelands', 'sat', '12:30', 6)),
      ],
      [
        'reservation at Delaire Graff, Sunday 1pm, for 2',
        asks(table('Delaire Graff|Cape Winelands', 'sun', '13:00', 2)),
      ],
      [
        'Can I get a table for one at the Mount Nelson for breakfast tomorrow at 8?',
        asks(table('Mount Nelson|Cape Town', 'tomorrow', '08:00', 1)),
      ],
      [
        'Table for 4 at Ile Maurice in Umhlanga on the 14th at 8pm',
        asks(table('Umhlanga|Durban', 'dom:14', '20:00', 4)),
      ],
      [
        'dinner tonight for 2 in sea point, something italian, around 8',
        asks(table('Sea Point|Cape Town', 'today', '20:00', 2)),
      ],
      [
        "We'd like a table at The Saxon on Friday evening, for 2",
        asks(table('The Saxon|Johannesburg', 'fri', '19:00', 2)),
      ],
      [
        'Lunch on Sunday at 12:30 at Jordan in Stellenbosch, party of 7',
        asks(table('Stellenbosch|Cape Winelands', 'sun', '12:30', 7)),
      ],
      [
        'book a restaurant in Franschhoek for saturday night for 2',
        asks(table('Franschhoek|Cape Winelands', 'sat', '20:00', 2)),
      ],
      [
        'Pls find us a table for 3 in Melville tomorrow at 7',
        asks(table('Melville|Johannesburg', 'tomorrow', '19:00', 3)),
      ],
      [
        'A table for 6 in Hout Bay on the 20th for lunch, ideally near the harbour',
        asks(table('Hout Bay|Cape Town', 'dom:20', '12:30', 6)),
      ],
      [
        'table at Sirocco on Thesen Islands this Friday at 7pm, 2 people',
        asks(table('Thesen Islands|Garden Route', 'fri', '19:00', 2)),
      ],
      [
        "My wife and I would love an early dinner at Bientang's Cave in Hermanus on Saturday at 6",
        asks(table('Hermanus|Overberg', 'sat', '18:00', 2)),
      ],
      [
        'Need a private room for 14 at a steakhouse in Melrose Arch, Thursday 7pm',
        asks(table('Melrose Arch|Johannesburg', 'thu', '19:00', 14)),
      ],
      [
        'table for 2 at 9 tonight anywhere in the city bowl',
        asks(table('City Bowl|Cape Town', 'today', '21:00', 2)),
      ],
      [
        'Get me a table for 4 at the Chefs Warehouse in Franschhoek for lunch the day after tomorrow',
        asks(table('Franschhoek|Cape Winelands', '+2', '12:30', 4)),
      ],
      [
        'Hello, please book a table for 5 in Durban on Tuesday at 18:30, somewhere with a good curry',
        asks(table('Durban|Durban', 'tue', '18:30', 5)),
      ],
      [
        'dinner reservation for 12 in Ballito on the 3rd',
        asks(table('Ballito|Durban', 'dom:3', null, 12)),
      ],
      [
        "We're 8 for lunch at Boschendal on Sunday",
        asks(table('Boschendal|Cape Winelands', 'sun', '12:30', 8)),
      ],
      [
        'table tomorrow at 13:00, 2 people, somewhere in Parkhurst',
        asks(table('Parkhurst|Johannesburg', 'tomorrow', '13:00', 2)),
      ],
      ['can u book overture for friday lunch for 4', asks(table(null, 'fri', '12:30', 4))],
      [
        'dinner at Zinzi in Plett on Saturday at 8 for 6 of us',
        asks(table('Plettenberg Bay|Garden Route', 'sat', '20:00', 6)),
      ],
      [
        'booking for 3 at a seafood place in Kalk Bay tomorrow lunchtime',
        asks(table('Kalk Bay|Cape Town', 'tomorrow', '12:30', 3)),
      ],
      [
        'Quarter past 7 tonight, table for 4 in Greenside pls',
        asks(table('Greenside|Johannesburg', 'today', '19:15', 4)),
      ],
      [
        'I need a table for 2 on the 14th of February in Constantia, dinner',
        asks(table('Constantia|Cape Town', 'md:02-14', null, 2)),
      ],
      [
        "Hi, can you book Roots at Forum Homini in the Cradle of Humankind for 2 this Saturday at 7pm? We're staying over.",
        asks(table('Cradle of Humankind|Johannesburg', 'sat', '19:00', 2)),
      ],
      [
        'sushi in Hyde Park tonight for 2 at 7:45',
        asks(table('Hyde Park|Johannesburg', 'today', '19:45', 2)),
      ],
      [
        'Table for 4, Wednesday 8pm, at a good spot in Illovo',
        asks(table('Illovo|Johannesburg', 'wed', '20:00', 4)),
      ],
      [
        'please reserve breakfast for 6 at the Oyster Box on Sunday at 9',
        asks(table('Oyster Box|Durban', 'sun', '09:00', 6)),
      ],
      [
        'Need dinner for 20 people in Stellenbosch next Friday, it is our team year-end',
        asks(table('Stellenbosch|Cape Winelands', 'next:fri', null, 20)),
      ],
      [
        'table for two at the V&A for sunset drinks and dinner tomorrow',
        asks(table('V&A Waterfront|Cape Town', 'tomorrow', '18:00', 2)),
      ],
      [
        "Can you book the chef's table at La Petite Colombe in Franschhoek for the 2 of us on the 28th at 7",
        asks(table('Franschhoek|Cape Winelands', 'dom:28', '19:00', 2)),
      ],
      [
        'book a table for my team of 9 for lunch on Monday near Sandton City',
        asks(table('Sandton City|Johannesburg', 'mon', '12:30', 9)),
      ],
      [
        'Tonight, 4 people, somewhere in Durban North with a kids menu',
        asks(table('Durban North|Durban', 'today', '20:00', 4)),
      ],
      [
        'Saturday 19:30 table for 2 at La Boheme in Sea Point',
        asks(table('Sea Point|Cape Town', 'sat', '19:30', 2)),
      ],
      ['lunch for 2 at Spier on the 9th', asks(table('Spier|Cape Winelands', 'dom:9', '12:30', 2))],
      [
        'Dinner tomorrow at half 8, three people, somewhere in Menlyn',
        asks(table('Menlyn|Pretoria', 'tomorrow', '20:30', 3)),
      ],
      [
        'can you get a table at a shisa nyama in Soweto on Saturday afternoon for 10 of us? Thinking Vilakazi Street',
        asks(
          req('other', ['Soweto|Johannesburg', 'Vilakazi Street|Johannesburg'], 'sat', '15:00', {
            partySize: 10,
            dining: true,
          }),
        ),
      ],
      [
        'table for 2 at 12 on sunday at Grootbos',
        asks(table('Grootbos|Overberg', 'sun', '12:00', 2)),
      ],
      [
        'We want a romantic dinner for 2 in Clifton on Saturday at 8',
        asks(table('Clifton|Cape Town', 'sat', '20:00', 2)),
      ],
      [
        'could you get us in somewhere in Bryanston for lunch tomorrow? 4 ladies',
        asks(table('Bryanston|Johannesburg', 'tomorrow', '12:30', 4)),
      ],
      [
        'Need a table for 5 at 6:30pm in Westville on Thursday, my mom uses a wheelchair so ground floor please',
        asks(table('Westville|Durban', 'thu', '18:30', 5)),
      ],
      ['book a table for 2 tonight', asks(table(null, 'today', '20:00', 2))],
      [
        'table for 3 at 1pm today in Muizenberg',
        asks(table('Muizenberg|Cape Town', 'today', '13:00', 3)),
      ],
      [
        "Lunch for 16 on the 5th of December at a wine farm in Paarl, it's our year-end",
        asks(table('Paarl|Cape Winelands', 'md:12-05', '12:30', 16)),
      ],
      [
        'we r 6, dinner sat 7pm, Ballito, seafood',
        asks(table('Ballito|Durban', 'sat', '19:00', 6)),
      ],
      [
        'Table for 2 in Green Point at 20h15 on Friday',
        asks(table('Green Point|Cape Town', 'fri', '20:15', 2)),
      ],
      [
        'Can you book dinner at Lanzerac for us on Sunday? 4 people, 7ish',
        asks(table('Lanzerac|Cape Winelands', 'sun', '19:00', 4)),
      ],
      [
        "I'd like a table for 4 at a nice place in Waterkloof tomorrow at noon",
        asks(table('Waterkloof|Pretoria', 'tomorrow', '12:00', 4)),
      ],
      [
        'dinner for two at the Saxon on our anniversary, the 17th, at 7:30pm',
        asks(table('The Saxon|Johannesburg', 'dom:17', '19:30', 2)),
      ],
      [
        "book a table for 8 for my son's matric dinner in Umhlanga on Friday at 6pm",
        asks(table('Umhlanga|Durban', 'fri', '18:00', 8)),
      ],
      [
        'Pls book tapas for 4 in Tamboerskloof tomorrow evening',
        asks(table('Tamboerskloof|Cape Town', 'tomorrow', '19:00', 4)),
      ],
      [
        'Can you organise a table for 2 at a restaurant at the V&A on the 22nd at 7pm',
        asks(table('V&A Waterfront|Cape Town', 'dom:22', '19:00', 2)),
      ],
      ['table for 5 in Kloof at 1pm on Sunday', asks(table('Kloof|Durban', 'sun', '13:00', 5))],
      [
        'Saturday lunch at the Steenberg, 6 of us, 1:30',
        asks(
          req('other', ['Steenberg|Cape Town', 'Steenberg Estate|Cape Town'], 'sat', '13:30', {
            partySize: 6,
            dining: true,
          }),
        ),
      ],
      [
        'dinner for two in Parkview on Tuesday night',
        asks(table('Parkview|Johannesburg', 'tue', '20:00', 2)),
      ],
    ],
  ),
};
