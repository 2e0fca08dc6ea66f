import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

/** A table a human could file at either of two places (a mall and the suburb it stands in). */
const tableAtEither = (
  places: string[],
  date: string,
  time: string,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Sixth held-out set: restaurant tables (type other, dining) with party size, day, time and
 * place, across the country. A restaurant the gazetteer does not know leaves the place to the
 * suburb or town named with it, or null; a hotel, estate, mall or street it knows is the place.
 */
export const HELD_OUT_6_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Please book a table for two at a seafood place in Kalk Bay tomorrow at 1pm',
        asks(table('Kalk Bay|Cape Town', 'tomorrow', '13:00', 2)),
      ],
      [
        'need a dinner table for 5 in Greenside on Thursday, 7:30pm',
        asks(table('Greenside|Johannesburg', 'thu', '19:30', 5)),
      ],
      [
        'Could you reserve us a table at the Mount Nelson for afternoon tea on Sunday, party of 3, around 3',
        asks(table('Mount Nelson|Cape Town', 'sun', '15:00', 3)),
      ],
      [
        'me and the wife want sushi at Hyde Park Corner tonight',
        asks(table('Hyde Park Corner|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Table for 12 at a braai restaurant in Soweto on Saturday at 2pm, its a family reunion',
        asks(table('Soweto|Johannesburg', 'sat', '14:00', 12)),
      ],
      [
        'hi can u get me a table at the Saxon for 4 on the 20th at 19h30',
        asks(table('The Saxon|Johannesburg', 'dom:20', '19:30', 4)),
      ],
      [
        'Lunch for 6 at Delaire Graff next Fri please',
        asks(table('Delaire Graff|Cape Winelands', 'next:fri', '12:30', 6)),
      ],
      [
        "We'd love a romantic dinner for two on Valentine's Day somewhere in Camps Bay, 8pm if possible",
        asks(table('Camps Bay|Cape Town', 'md:02-14', '20:00', 2)),
      ],
      [
        'Book a curry spot on Florida Road for seven people, tomorrow at 6:30pm',
        asks(table('Florida Road|Durban', 'tomorrow', '18:30', 7)),
      ],
      [
        "Can you find us a table in Maboneng this evening? There's 4 of us",
        asks(table('Maboneng|Johannesburg', 'today', '19:00', 4)),
      ],
      [
        'reservation at Spier for a party of nine, Saturday lunchtime',
        asks(table('Spier|Cape Winelands', 'sat', '12:30', 9)),
      ],
      [
        'I need a table for 1 at a quiet restaurant near Sandton City at 12 tomorrow, working lunch',
        asks(table('Sandton City|Johannesburg', 'tomorrow', '12:00', 1)),
      ],
      [
        'table 4 two @ Menlyn Maine 2nite 7pm',
        asks(table('Menlyn Maine|Pretoria', 'today', '19:00', 2)),
      ],
      [
        'Could I please get a table for 3 in Stellenbosh on Sunday at 1',
        asks(table('Stellenbosch|Cape Winelands', 'sun', '13:00', 3)),
      ],
      [
        'Looking for a dinner booking in Umhlnga Rocks for 6 adults and 2 kids on Friday at half six',
        asks(table('Umhlanga|Durban', 'fri', '18:30', 8)),
      ],
      [
        "It's our anniversary on the 9th. Table for two at Ellerman House, 7pm please",
        asks(table('Ellerman House|Cape Town', 'dom:9', '19:00', 2)),
      ],
      [
        'Breakfast for four at a spot in Parkhurst, Saturday 9am',
        asks(table('Parkhurst|Johannesburg', 'sat', '09:00', 4)),
      ],
      [
        'we want to eat at the Knysna Waterfront tomorrow night, table for 5',
        asks(table('Knysna Waterfront|Garden Route', 'tomorrow', '20:00', 5)),
      ],
      [
        'Please book dinner for 8 at a steakhouse at Montecasino on Wednesday at 7',
        asks(table('Montecasino|Johannesburg', 'wed', '19:00', 8)),
      ],
      [
        'can you get us into a restaurant in Franshoek for lunch on Saturday? We are 4',
        asks(table('Franschhoek|Cape Winelands', 'sat', '12:30', 4)),
      ],
      [
        'Table for ten at a restaurant at Nelson Mandela Square, New Years Eve, 9pm',
        asks(table('Nelson Mandela Square|Johannesburg', 'md:12-31', '21:00', 10)),
      ],
      [
        'i need a booking for 3 ppl for supper in Hermanus on saturday',
        asks(table('Hermanus|Overberg', 'sat', null, 3)),
      ],
      [
        'Reserve a table at a good Italian in Durbanville for two at 19:45 tonight',
        asks(table('Durbanville|Cape Town', 'today', '19:45', 2)),
      ],
      [
        'Booking for eleven people in Paternoster on Sunday at 12:30, seafood if you can',
        asks(table('Paternoster|West Coast', 'sun', '12:30', 11)),
      ],
      [
        'Could you book a table in Linden for my parents and me, 3 of us, Tuesday at 6pm',
        asks(table('Linden|Johannesburg', 'tue', '18:00', 3)),
      ],
      [
        'we are a group of fifteen wanting a table at Suncoast on the 5th at 8pm',
        asks(table('Suncoast|Durban', 'dom:5', '20:00', 15)),
      ],
      [
        'Book me a table for two at Lanzerac on Friday evening',
        asks(table('Lanzerac|Cape Winelands', 'fri', '19:00', 2)),
      ],
      [
        'dinner reservation please - 4 people, Brooklyn, tomorrow 7',
        asks(table('Brooklyn|Pretoria', 'tomorrow', '19:00', 4)),
      ],
      [
        'I want to take my team of 6 for lunch at Melrose Arch on Thursday',
        asks(table('Melrose Arch|Johannesburg', 'thu', '12:30', 6)),
      ],
      [
        'table for 2 at the Oyster Box curry buffet tonight at 7:30',
        asks(table('Oyster Box|Durban', 'today', '19:30', 2)),
      ],
      [
        "Please get us a table somewhere nice in Sea Point tomorrow for lunch, it'll be me and my 2 sisters",
        asks(table('Sea Point|Cape Town', 'tomorrow', '12:30', 3)),
      ],
      [
        'A table for four on the deck at a restaurant in Ballito, Sunday 1pm',
        asks(table('Ballito|Durban', 'sun', '13:00', 4)),
      ],
      [
        'Book a table at Boschendal for 5 on the 27th, lunch',
        asks(table('Boschendal|Cape Winelands', 'dom:27', '12:30', 5)),
      ],
      [
        'Tonight, 8:15pm, table for 2 in Rosebank. Anywhere with good wine',
        asks(table('Rosebank|Johannesburg', 'today', '20:15', 2)),
      ],
      [
        'Need to book a restaurant for a client dinner on Monday in Bryanston, four of us at 7pm',
        asks(table('Bryanston|Johannesburg', 'mon', '19:00', 4)),
      ],
      [
        'can I get a table for 6 at the Boardwalk in PE this Friday night',
        asks(tableAtEither(['Boardwalk Casino|Gqeberha', 'Gqeberha|Gqeberha'], 'fri', '20:00', 6)),
      ],
      [
        "my mom's turning 70, we need a table for 14 at a restaurant in Pretoria East on Saturday at 12",
        asks(table('Pretoria East|Pretoria', 'sat', '12:00', 14)),
      ],
      [
        'reserve a spot for brunch in Woodstock tomorrow at 10, three people',
        asks(table('Woodstock|Cape Town', 'tomorrow', '10:00', 3)),
      ],
      [
        'Please book a table at a nice restaurant for my husband and I on Christmas Eve at 7pm',
        asks(table(null, 'md:12-24', '19:00', 2)),
      ],
      [
        'table for eight, Plett, Wednesday lunch',
        asks(table('Plettenberg Bay|Garden Route', 'wed', '12:30', 8)),
      ],
      [
        'I would like a reservation at Steenberg Estate for 2 on Sunday for lunch',
        asks(table('Steenberg Estate|Cape Town', 'sun', '12:30', 2)),
      ],
      [
        'could you organise a table for 4 at a Portuguese spot in Bedfordview on Friday at 7:30',
        asks(table('Bedfordview|Johannesburg', 'fri', '19:30', 4)),
      ],
      [
        'We need dinner reservations in Clarens, 6 people, on the 18th at 6:30pm',
        asks(table('Clarens|Eastern Free State', 'dom:18', '18:30', 6)),
      ],
      [
        'Book us a table in the Bo-Kaap for Cape Malay food, 5 people, tomorrow at 1:30pm',
        asks(table('Bo-Kaap|Cape Town', 'tomorrow', '13:30', 5)),
      ],
      [
        'table for 2 at a restaurant on Vilakazi Street next Saturday at 1',
        asks(table('Vilakazi Street|Johannesburg', 'next:sat', '13:00', 2)),
      ],
      [
        'Can u book a table for me and 3 friends in Illovo tonight at 9',
        asks(table('Illovo|Johannesburg', 'today', '21:00', 4)),
      ],
      [
        'Please arrange a table for twenty at a restaurant at Loch Logan Waterfront in Bloem on Saturday at 6pm',
        asks(table('Loch Logan Waterfront|Bloemfontein', 'sat', '18:00', 20)),
      ],
      [
        'a table for 3 at a cafe in Greyton on Sunday morning please',
        asks(table('Greyton|Overberg', 'sun', '09:00', 3)),
      ],
      [
        'dinner for 2 at Thesen Islands on Thursday night',
        asks(table('Thesen Islands|Garden Route', 'thu', '20:00', 2)),
      ],
      [
        'I need a restaurant booking for my in-laws, 4 of them, in Westville tomorrow at 12:30',
        asks(table('Westville|Durban', 'tomorrow', '12:30', 4)),
      ],
      [
        "Get us a table in Hout Bay for fish and chips, we're 6, Saturday around 1",
        asks(table('Hout Bay|Cape Town', 'sat', '13:00', 6)),
      ],
      [
        'Table for two, somewhere in Melville, tomorrow at 8',
        asks(table('Melville|Johannesburg', 'tomorrow', '20:00', 2)),
      ],
      [
        'reservation for 5 at a restaurant at Gateway in Umhlanga on Tuesday at 6pm',
        asks(
          tableAtEither(
            ['Gateway Theatre of Shopping|Durban', 'Umhlanga|Durban'],
            'tue',
            '18:00',
            5,
          ),
        ),
      ],
      [
        'book a lunch table for 3 at the Cradle of Humankind on Sunday',
        asks(table('Cradle of Humankind|Johannesburg', 'sun', '12:30', 3)),
      ],
      [
        'Could you please book a table for 2 at 20:00 on the 3rd, anywhere in De Waterkant',
        asks(table('De Waterkant|Cape Town', 'dom:3', '20:00', 2)),
      ],
      [
        'we want dinner at a restaurant in Dullstroom on Friday, two adults',
        asks(table('Dullstroom|Panorama Route', 'fri', null, 2)),
      ],
      [
        'Sunday lunch for 10 at a wine farm in Tulbagh please',
        asks(table('Tulbagh|Cape Winelands', 'sun', '12:30', 10)),
      ],
      [
        'Please reserve a table for 4 at a vegan restaurant, tomorrow at 6pm. Anywhere central is fine',
        asks(table(null, 'tomorrow', '18:00', 4)),
      ],
      [
        'table for two in Muizenberg for sunset drinks and dinner on Wednesday',
        asks(table('Muizenberg|Cape Town', 'wed', '18:00', 2)),
      ],
      [
        'Book a table for 6 in Kyalami at 7pm on the 12th for my son’s matric dinner',
        asks(table('Kyalami|Johannesburg', 'dom:12', '19:00', 6)),
      ],
      [
        'hey, table for four in Glenwood, tomorrow 1pm, thanks',
        asks(table('Glenwood|Durban', 'tomorrow', '13:00', 4)),
      ],
    ],
  ),
};
