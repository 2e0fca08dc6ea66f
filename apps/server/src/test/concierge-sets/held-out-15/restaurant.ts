import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

/** A table a human could file at either place (a hotel and the suburb it is in). */
const tableAt = (
  places: string[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Fifteenth held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party: the party as a number, a word, "pax", "two couples", "me, my wife and the two kids",
 * "3 adults 2 kids" or "just me"; the time as "19h30", "half 7", "quarter to 8", "8ish", "20:15",
 * a meal or a part of the day; the day as a weekday, "next Thursday", "the day after tomorrow",
 * the 14th, a date in words or numbers, or a holiday; a restaurant the gazetteer does not know
 * names no place unless the message names its suburb, hotel, estate or landmark; a member who is
 * staying in one place and eating in another is booked where they eat.
 */
export const HELD_OUT_15_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Table for 2 at La Colombe in Constantia on Friday at 7:30pm please',
        asks(table('Constantia|Cape Town', 'fri', '19:30', 2)),
      ],
      [
        'Can you get us into the Oyster Box for Sunday lunch? 6 of us',
        asks(table('Oyster Box|Durban', 'sun', '12:30', 6)),
      ],
      [
        'book Marble in Rosebank thursday 8pm, me and 3 colleagues',
        asks(table('Rosebank|Johannesburg', 'thu', '20:00', 4)),
      ],
      [
        "We'd love a table somewhere special in Camps Bay tonight, just the two of us",
        asks(table('Camps Bay|Cape Town', 'today', '20:00', 2)),
      ],
      [
        'Dinner on Saturday for 5 at the Saxon',
        asks(table('The Saxon|Johannesburg', 'sat', null, 5)),
      ],
      [
        '4 pax, Umhlanga, tmrw 19h00, somewhere with a sea view',
        asks(table('Umhlanga|Durban', 'tomorrow', '19:00', 4)),
      ],
      [
        'Could you book high tea at the Nelly for my mom and me on Sunday at 3?',
        asks(table('Mount Nelson|Cape Town', 'sun', '15:00', 2)),
      ],
      [
        'Somewhere in Stellies for lunch on Saturday, 8 people, ideally on a wine farm',
        asks(table('Stellenbosch|Cape Winelands', 'sat', '12:30', 8)),
      ],
      [
        'Franschhoek, the 14th, 1pm, table for six',
        asks(table('Franschhoek|Cape Winelands', 'dom:14', '13:00', 6)),
      ],
      [
        'Need a spot for breakfast in Parkhurst tomorrow for me and the kids (three of them)',
        asks(table('Parkhurst|Johannesburg', 'tomorrow', null, 4)),
      ],
      [
        "I'd like to take the team out, 12 of us, somewhere decent in Sandton next Thursday evening",
        asks(table('Sandton|Johannesburg', 'next:thu', '19:00', 12)),
      ],
      [
        'Please book a sushi place near Melrose Arch for 2 at quarter to 8 tonight',
        asks(table('Melrose Arch|Johannesburg', 'today', '19:45', 2)),
      ],
      [
        "My parents' anniversary: they're 2, plus the 4 of us, at a good restaurant in Hermanus on 12 December at 7",
        asks(table('Hermanus|Overberg', 'md:12-12', '19:00', 6)),
      ],
      [
        'table for one at a restaurant at the Waterfront tonight around 8, nothing fancy',
        asks(table('V&A Waterfront|Cape Town', 'today', '20:00', 1)),
      ],
      [
        "We're staying in Sandton but want to eat on Vilakazi Street on Saturday, 4 of us, around 1pm",
        asks(table('Vilakazi Street|Johannesburg', 'sat', '13:00', 4)),
      ],
      [
        "My in-laws land at 6 and will be starving. Find us somewhere to eat in Umhlanga around 8, there'll be 6 of us",
        asks(table('Umhlanga|Durban', 'auto', '20:00', 6)),
      ],
      [
        'Valentines dinner for 2 in Clifton or Camps Bay, 8pm. Clifton first prize',
        asks(table('Clifton|Cape Town', 'md:02-14', '20:00', 2)),
      ],
      ['Can u book FYN for Friday, 4 ppl, 8:15', asks(table(null, 'fri', '20:15', 4))],
      [
        'me, my wife and the two kids - pizza somewhere in Fourways Sat at 6pm',
        asks(table('Fourways|Johannesburg', 'sat', '18:00', 4)),
      ],
      [
        'Two couples, Hyde Park, Friday at half 7',
        asks(table('Hyde Park|Johannesburg', 'fri', '19:30', 4)),
      ],
      [
        '3 adults 2 kids, Ballito, Sunday lunch please. Something with a play area if possible',
        asks(table('Ballito|Durban', 'sun', '12:30', 5)),
      ],
      [
        'Just me tonight, want to sit at a bar counter in De Waterkant at 7ish',
        asks(table('De Waterkant|Cape Town', 'today', '19:00', 1)),
      ],
      [
        'Could you reserve a table for 10 at a steakhouse in Menlyn for the day after tomorrow at 7pm',
        asks(table('Menlyn|Pretoria', '+2', '19:00', 10)),
      ],
      [
        'Christmas Day lunch for 9 in Plett please, somewhere that does a proper roast',
        asks(table('Plettenberg Bay|Garden Route', 'md:12-25', '12:30', 9)),
      ],
      [
        "New Year's Eve dinner, 8 people, Umhlanga, 8:30",
        asks(table('Umhlanga|Durban', 'md:12-31', '20:30', 8)),
      ],
      [
        'Table for 4 at the fish place by the harbour in Kalk Bay, Wednesday 19h30',
        asks(table('Kalk Bay|Cape Town', 'wed', '19:30', 4)),
      ],
      [
        "Friend's visiting from Berlin, wants to try African food. Something in Maboneng, Friday at 7, 3 of us",
        asks(table('Maboneng|Johannesburg', 'fri', '19:00', 3)),
      ],
      [
        'We need a private dining room for 14 in Sandton on the 28th at 19:00, company dinner',
        asks(table('Sandton|Johannesburg', 'dom:28', '19:00', 14)),
      ],
      [
        'Lunch tomorrow at Babylonstoren for the 5 of us? Garden table if they have',
        asks(table('Babylonstoren|Cape Winelands', 'tomorrow', '12:30', 5)),
      ],
      [
        'Any chance of a table at Delaire Graff on Saturday at 12:45 for 2',
        asks(table('Delaire Graff|Cape Winelands', 'sat', '12:45', 2)),
      ],
      [
        'can i get a seafood place in Hout Bay this evening for 3',
        asks(table('Hout Bay|Cape Town', 'today', '19:00', 3)),
      ],
      [
        'Quick dinner near the Sandton Convention Centre tomorrow at 6:30pm after my conference, party of 2',
        asks(table('Sandton Convention Centre|Johannesburg', 'tomorrow', '18:30', 2)),
      ],
      [
        'Book us somewhere in Bryanston on Tuesday for supper, we will be 7',
        asks(table('Bryanston|Johannesburg', 'tue', null, 7)),
      ],
      [
        "It's my dad's 70th on Sunday and he wants Italian in Durban North. 11 of us at 1",
        asks(table('Durban North|Durban', 'sun', '13:00', 11)),
      ],
      [
        'I want to surprise my girlfriend. Sunset dinner in Bantry Bay on Friday, table by the window, 2',
        asks(table('Bantry Bay|Cape Town', 'fri', '18:00', 2)),
      ],
      [
        'Family lunch at a wine estate in Constantia next Sunday for me, my husband, my parents and the 2 kids',
        asks(table('Constantia|Cape Town', 'next:sun', '12:30', 6)),
      ],
      [
        'Table for eight at Montecasino, Saturday at 7:45',
        asks(table('Montecasino|Johannesburg', 'sat', '19:45', 8)),
      ],
      [
        'We want to eat at the Knysna Waterfront tomorrow night, six people',
        asks(table('Knysna Waterfront|Garden Route', 'tomorrow', '20:00', 6)),
      ],
      [
        'Booking for 2 at a tapas bar in Greenside Wed at 20:00 please',
        asks(table('Greenside|Johannesburg', 'wed', '20:00', 2)),
      ],
      [
        'Brunch, Sea Point, Sunday at 10:30, 4 girls',
        asks(table('Sea Point|Cape Town', 'sun', '10:30', 4)),
      ],
      [
        "We're 6 and we'd like dim sum in Cape Town on 3/1 at noon",
        asks(table('Cape Town|Cape Town', 'md:01-03', '12:00', 6)),
      ],
      [
        'Reserve at a restaurant in Paternoster on Saturday for lunch, two of us, we are driving up from town',
        asks(table('Paternoster|West Coast', 'sat', '12:30', 2)),
      ],
      [
        'Could you find us a table in Illovo tonight at 7 for 4. Not too loud pls, my mother is hard of hearing',
        asks(table('Illovo|Johannesburg', 'today', '19:00', 4)),
      ],
      [
        'I have a client dinner in Umhlanga Ridge on Monday at 7pm, 3 guests plus me',
        asks(table('Umhlanga Ridge|Durban', 'mon', '19:00', 4)),
      ],
      [
        'Hi! Looking for a kid friendly restaurant in Pretoria East on Sunday for lunch, we are 4 adults and 3 kids',
        asks(table('Pretoria East|Pretoria', 'sun', '12:30', 7)),
      ],
      [
        "Dinner tonight at the hotel we're at in Umhlanga, the Oyster Box, for 2 at 8:30",
        asks(tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'today', '20:30', 2)),
      ],
      [
        'book a table at a place in Clarens on Saturday night for 4',
        asks(table('Clarens|Eastern Free State', 'sat', '20:00', 4)),
      ],
      [
        'Can we get a table at a restaurant at Sun City this Friday at 6 for the 5 of us',
        asks(table('Sun City|Pilanesberg', 'fri', '18:00', 5)),
      ],
      [
        "Heritage Day lunch for 15 in Soweto. Don't mind where, as long as there's good shisa nyama",
        asks(table('Soweto|Johannesburg', 'md:09-24', '12:30', 15)),
      ],
      [
        'A window table at a restaurant on the Golden Mile for 2 at 19h15 on Thursday',
        asks(table('Golden Mile|Durban', 'thu', '19:15', 2)),
      ],
      [
        'hi can we please do dinner at a place in Woodstock, fri 8ish, we are 5',
        asks(table('Woodstock|Cape Town', 'fri', '20:00', 5)),
      ],
      [
        'Mothers and daughters lunch, 6 ladies, Franschhoek, 18 May at 12:30',
        asks(table('Franschhoek|Cape Winelands', 'md:05-18', '12:30', 6)),
      ],
      [
        'Table for 2 at a rooftop somewhere in Rosebank, tomorrow at sunset',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '18:00', 2)),
      ],
      [
        "We'll be in Hermanus next Saturday. Lunch for 4 somewhere with a view of the whales, 1:30",
        asks(table('Hermanus|Overberg', 'next:sat', '13:30', 4)),
      ],
      [
        'After the rugby at Loftus on Saturday we need dinner close by, 8 of us, 7:30pm',
        asks(table('Loftus Versfeld|Pretoria', 'sat', '19:30', 8)),
      ],
      [
        'Sushi for three in Morningside Wednesday 7:15',
        asks(table('Morningside|Johannesburg', 'wed', '19:15', 3)),
      ],
      [
        "We're doing a girls' weekend in Stellenbosch. Sat dinner at 8 for 6, somewhere fun",
        asks(table('Stellenbosch|Cape Winelands', 'sat', '20:00', 6)),
      ],
      [
        'Please can I have a table for two at a place on Florida Road tonight at 8',
        asks(table('Florida Road|Durban', 'today', '20:00', 2)),
      ],
      [
        'My husband and I plus his brother and his wife want to eat at a steakhouse in Kyalami on Friday 7pm',
        asks(table('Kyalami|Johannesburg', 'fri', '19:00', 4)),
      ],
      [
        'Need a spot for the team lunch in the Cape Town CBD on Tuesday, 10 people, 1pm',
        asks(table('Cape Town CBD|Cape Town', 'tue', '13:00', 10)),
      ],
      [
        'Not sure of the name, but the Portuguese place in Bedfordview. Thursday at 7, 4 of us',
        asks(table('Bedfordview|Johannesburg', 'thu', '19:00', 4)),
      ],
      [
        'Lunch tomorrow for 2 at Kirstenbosch, at the tea room if possible',
        asks(table('Kirstenbosch|Cape Town', 'tomorrow', '12:30', 2)),
      ],
      [
        'we are 3 couples, want a long dinner in Muizenberg on Saturday at 7',
        asks(table('Muizenberg|Cape Town', 'sat', '19:00', 6)),
      ],
      [
        'Please book the chef’s table at a restaurant in Tyger Valley for my wife and me, next Friday at 7:30',
        asks(table('Tyger Valley|Cape Town', 'next:fri', '19:30', 2)),
      ],
      [
        'Lunch in Salt Rock on the 3rd at 1pm for a group of 9',
        asks(table('Salt Rock|Durban', 'dom:3', '13:00', 9)),
      ],
      [
        'Can you organise a table for 4 at a proper bunny chow place in the Durban CBD for Friday lunch',
        asks(table('Durban CBD|Durban', 'fri', '12:30', 4)),
      ],
      [
        'A quiet dinner for two in Waterkloof on Sunday at six',
        asks(table('Waterkloof|Pretoria', 'sun', '18:00', 2)),
      ],
    ],
  ),
};
