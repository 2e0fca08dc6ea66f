import { asks, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Seventh held-out set: restaurant tables as members ask for them, with the party size said in
 * numbers, words or people ("me and the wife"), the time as a clock, a meal word or a part of the
 * day, and the place as a suburb, a landmark or a town anywhere in the country.
 */
export const HELD_OUT_7_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'table for 2 at FYN tonight at 7:30 please, Cape Town CBD',
        asks(table('Cape Town CBD|Cape Town', 'today', '19:30', 2)),
      ],
      [
        'can you get us a table for six in Rosebank on Friday at 8pm',
        asks(table('Rosebank|Johannesburg', 'fri', '20:00', 6)),
      ],
      [
        'Book a table for 4 at a good steakhouse in Sandton tomorrow at 7pm',
        asks(table('Sandton|Johannesburg', 'tomorrow', '19:00', 4)),
      ],
      [
        'me and the wife want to do dinner at the Oyster Box on Saturday, around 7',
        asks(table('Oyster Box|Durban', 'sat', '19:00', 2)),
      ],
      [
        'lunch for 3 in stellenbosch tmrw',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '12:30', 3)),
      ],
      [
        'Hi! Could you reserve a table for eight at a seafood place in Hout Bay this Sunday at 1pm?',
        asks(table('Hout Bay|Cape Town', 'sun', '13:00', 8)),
      ],
      [
        'need a table 4 two at melrose arch tonight',
        asks(table('Melrose Arch|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Please book us somewhere nice for dinner in Umhlanga on Thursday at 19:30, party of 5',
        asks(table('Umhlanga|Durban', 'thu', '19:30', 5)),
      ],
      [
        'table for 10 at a restaurant in franschhoek for lunch on saturday, its my dads birthday',
        asks(table('Franschhoek|Cape Winelands', 'sat', '12:30', 10)),
      ],
      [
        'Could I get a booking at the Saxon for 2 tomorrow evening?',
        asks(table('The Saxon|Johannesburg', 'tomorrow', '19:00', 2)),
      ],
      [
        'reserve a table for 3 people in sea point at 6.30pm today',
        asks(table('Sea Point|Cape Town', 'today', '18:30', 3)),
      ],
      [
        'table for four at Menlyn Maine on Friday night',
        asks(table('Menlyn Maine|Pretoria', 'fri', '20:00', 4)),
      ],
      [
        "we're 7 and want sushi in Durban North tomorrow at 8",
        asks(table('Durban North|Durban', 'tomorrow', '20:00', 7)),
      ],
      [
        'Book me a table for one at the Mount Nelson for high tea tomorrow at 3pm',
        asks(table('Mount Nelson|Cape Town', 'tomorrow', '15:00', 1)),
      ],
      [
        'dinner reservation, 2 ppl, Parkhurst, 4th Avenue somewhere, Wednesday 7:45pm',
        asks(table('Parkhurst|Johannesburg', 'wed', '19:45', 2)),
      ],
      [
        'can you book a table at a restaurant in Knysna on the waterfront for 6 on Saturday at 6pm',
        asks(table('Knysna|Garden Route', 'sat', '18:00', 6)),
      ],
      [
        'Good afternoon, I would like a table for 12 in Camps Bay for sunset drinks and dinner on Friday',
        asks(table('Camps Bay|Cape Town', 'fri', '18:00', 12)),
      ],
      [
        'Pls book lunch for 2 at Babylonstoren on Sunday',
        asks(table('Babylonstoren|Cape Winelands', 'sun', '12:30', 2)),
      ],
      [
        'table for 5 at Hyde Park Corner tomorrow at 12:30',
        asks(table('Hyde Park Corner|Johannesburg', 'tomorrow', '12:30', 5)),
      ],
      [
        "It's our anniversary, could you find us a romantic table for two in Hermanus on Saturday evening",
        asks(table('Hermanus|Overberg', 'sat', '19:00', 2)),
      ],
      [
        'book a table 4 6 ppl at the v&a waterfront tonight 7pm',
        asks(table('V&A Waterfront|Cape Town', 'today', '19:00', 6)),
      ],
      [
        'dinner for 4 in Plett on the 20th at 7:30',
        asks(table('Plettenberg Bay|Garden Route', 'dom:20', '19:30', 4)),
      ],
      [
        'Could you please reserve a table for 2 in Greenside for Tuesday at 8:15 pm',
        asks(table('Greenside|Johannesburg', 'tue', '20:15', 2)),
      ],
      [
        'a table for three at Montecasino this afternoon',
        asks(table('Montecasino|Johannesburg', 'today', '15:00', 3)),
      ],
      [
        'Any chance of a table for 2 at a nice place in Ballito tomorrow night?',
        asks(table('Ballito|Durban', 'tomorrow', '20:00', 2)),
      ],
      [
        'table for 9 in Bryanston on Saturday at 13:00, we have a toddler so a kids area would be great',
        asks(table('Bryanston|Johannesburg', 'sat', '13:00', 9)),
      ],
      [
        'book us a table at a restaurant in Woodstock for 4, tomorrow at 8pm',
        asks(table('Woodstock|Cape Town', 'tomorrow', '20:00', 4)),
      ],
      [
        'need dinner for 2 at the boardwalk in PE tonight at 7',
        asks(table('Boardwalk Casino|Gqeberha', 'today', '19:00', 2)),
      ],
      [
        'Table for eleven at Spier on Sunday for lunch please',
        asks(table('Spier|Cape Winelands', 'sun', '12:30', 11)),
      ],
      [
        'breakfast table for 2 at 9am tomorrow in Kalk Bay',
        asks(table('Kalk Bay|Cape Town', 'tomorrow', '09:00', 2)),
      ],
      [
        'Hi, please can you make a dinner booking for 4 in Illovo on Friday at half past seven',
        asks(table('Illovo|Johannesburg', 'fri', '19:30', 4)),
      ],
      [
        'want a table for 2 at 8 tonight in Morningside',
        asks(table('Morningside|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Please reserve a table in Clarens for 6 people on Saturday at 7pm, we are there for the weekend',
        asks(table('Clarens|Eastern Free State', 'sat', '19:00', 6)),
      ],
      [
        'Table for two at Marble in Rosebank, next Friday at 8',
        asks(table('Rosebank|Johannesburg', 'next:fri', '20:00', 2)),
      ],
      [
        'can we get a table for 15 at a restaurant in the CBD in durban on the 5th at 1pm, team lunch',
        asks(table('Durban CBD|Durban', 'dom:5', '13:00', 15)),
      ],
      [
        'dinner for 3 tonight, somewhere in Constantia, around 7:30',
        asks(table('Constantia|Cape Town', 'today', '19:30', 3)),
      ],
      [
        'Get me a table for 2 at Ellerman House on Thursday evening',
        asks(table('Ellerman House|Cape Town', 'thu', '19:00', 2)),
      ],
      [
        'a table for 5 in Paternoster on saturday for lunch, seafood if possible',
        asks(table('Paternoster|West Coast', 'sat', '12:30', 5)),
      ],
      [
        'Please book a table for the two of us at Delaire Graff tomorrow for lunch',
        asks(table('Delaire Graff|Cape Winelands', 'tomorrow', '12:30', 2)),
      ],
      [
        'restaurant booking 4 people Hatfield Monday 6pm',
        asks(table('Hatfield|Pretoria', 'mon', '18:00', 4)),
      ],
      [
        'can you sort a table for 2 at the Nelson Mandela Square tonight?',
        asks(table('Nelson Mandela Square|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'I need a table for 8 at a restaurant in Fourways on Sunday, 12 noon',
        asks(table('Fourways|Johannesburg', 'sun', '12:00', 8)),
      ],
      [
        'Book a table for me and 3 friends in Green Point tomorrow at 9pm',
        asks(table('Green Point|Cape Town', 'tomorrow', '21:00', 4)),
      ],
      [
        'table for 2 at Grootbos on the 14th at 7pm',
        asks(table('Grootbos|Overberg', 'dom:14', '19:00', 2)),
      ],
      [
        'reserve a table for 6 at a nice restaurant in Walmer, this Friday at 7:30pm',
        asks(table('Walmer|Gqeberha', 'fri', '19:30', 6)),
      ],
      [
        'Dinner for 2 on Valentines Day in Muizenberg at 7',
        asks(table('Muizenberg|Cape Town', 'md:02-14', '19:00', 2)),
      ],
      [
        'Lunch table for 4 people at Groot Constantia on Wednesday please',
        asks(table('Groot Constantia|Cape Town', 'wed', '12:30', 4)),
      ],
      [
        'table for 20 at a restaurant in Sandton City for my sons matric dinner on the 28th at 6:30pm',
        asks(table('Sandton City|Johannesburg', 'dom:28', '18:30', 20)),
      ],
      [
        'Can you book a table for 2 at 8:30 tonight at Florida Road',
        asks(table('Florida Road|Durban', 'today', '20:30', 2)),
      ],
      [
        'book the family into a restaurant in Tyger Valley tomorrow night, we are 5',
        asks(table('Tyger Valley|Cape Town', 'tomorrow', '20:00', 5)),
      ],
      [
        'pls sort us a table for 2 in De Waterkant in 3 days at 19:00',
        asks(table('De Waterkant|Cape Town', '+3', '19:00', 2)),
      ],
      [
        'Reserve a table for 4 at a restaurant in Dullstroom on Saturday, around lunchtime',
        asks(table('Dullstroom|Panorama Route', 'sat', '12:30', 4)),
      ],
      [
        'Could we have a table for three in Kloof on Thursday at 7:15pm',
        asks(table('Kloof|Durban', 'thu', '19:15', 3)),
      ],
      [
        'quick one, table for 2 at 1pm today in Braamfontein',
        asks(table('Braamfontein|Johannesburg', 'today', '13:00', 2)),
      ],
      [
        'We want to take my mom out for dinner, 4 of us, in Bedfordview on Sunday evening',
        asks(table('Bedfordview|Johannesburg', 'sun', '19:00', 4)),
      ],
      [
        'book a table at Boschendal for 7 on Saturday at 12',
        asks(table('Boschendal|Cape Winelands', 'sat', '12:00', 7)),
      ],
      [
        'table for 2 at a restaurant in Bloemfontein tomorrow at 7pm please',
        asks(table('Bloemfontein|Bloemfontein', 'tomorrow', '19:00', 2)),
      ],
      [
        'Dinner for 6 at a restaurant on the Golden Mile on Friday at 8:30pm',
        asks(table('Golden Mile|Durban', 'fri', '20:30', 6)),
      ],
      [
        'book us a dinner table for 4 in Wilderness on Tuesday at 6:45pm',
        asks(table('Wilderness|Garden Route', 'tue', '18:45', 4)),
      ],
      [
        'Reserve a table for two at a restaurant in Brooklyn, Pretoria, tomorrow at 12:15',
        asks(table('Brooklyn|Pretoria', 'tomorrow', '12:15', 2)),
      ],
      [
        'Can I get a table at a restaurant tonight at 9 for me and my husband',
        asks(table(null, 'today', '21:00', 2)),
      ],
      [
        'table for 4 at Zeitz MOCAA’s rooftop restaurant, Sunday at 11am',
        asks(table('Zeitz MOCAA|Cape Town', 'sun', '11:00', 4)),
      ],
    ],
  ),
};
