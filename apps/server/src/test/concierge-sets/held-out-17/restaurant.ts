import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

/** A table a human could file at either place (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Seventeenth held-out set: restaurant tables (type other, dining) with their place, day, time
 * and party: the party as a number, a word, "ppl", "pax", "two couples", "me and my son", "my wife
 * and I plus her parents", "3 adults and 2 kids", "just me", "the team of 16", "12 girls"; the time
 * as "19h30", "7:30pm", "half 1", "half seven", "quarter to 7 in the evening", "8ish", "1-ish",
 * "20:30", noon, lunch, sunset or a bare "tonight" or "tomorrow night"; the day as a weekday,
 * "Saturday week", "next Friday", "the day after tomorrow", the 12th, the 21st, a date in words
 * ("the 3rd of March", "3 September") or Valentine's Day, or no day at all (a bare time); a
 * restaurant the gazetteer does not know names no place unless the message names its suburb, and
 * a landmark (a hotel, a wine farm, a casino, a street) may be filed there or in its suburb or
 * town; a member staying in one place or visiting from another is booked where they eat; one
 * correction ("Franschhoek, no wait, Stellenbosch") and one table that must not be in Sandton.
 */
export const HELD_OUT_17_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Can you get us a table for 4 in Sea Point on Friday at 7:30pm? Something with a view',
        asks(table('Sea Point|Cape Town', 'fri', '19:30', 4)),
      ],
      [
        'Me and my son want sushi in Rosebank tomorrow around 1pm',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '13:00', 2)),
      ],
      [
        'Book somewhere nice in Franschhoek for lunch on Sunday, 6 of us',
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 6)),
      ],
      [
        'Valentine’s dinner for two at the Oyster Box please, 19h30',
        asks(tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'md:02-14', '19:30', 2)),
      ],
      [
        'There’s 14 of us from the office, need one long table in Maboneng on Thursday evening',
        asks(table('Maboneng|Johannesburg', 'thu', '19:00', 14)),
      ],
      [
        'Could I get a table at the Saxon for 3, tonight at 8:15?',
        asks(tableAt(['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'], 'today', '20:15', 3)),
      ],
      [
        'Lunch for two couples in Stellies on the 21st, around half 1',
        asks(table('Stellenbosch|Cape Winelands', 'dom:21', '13:30', 4)),
      ],
      [
        'just me tonight, a quiet spot in Parkhurst where I can read',
        asks(table('Parkhurst|Johannesburg', 'today', '20:00', 1)),
      ],
      [
        'Table for 6 at a steakhouse in Umhlanga, Saturday 7pm. It’s my father-in-law’s 70th',
        asks(table('Umhlanga|Durban', 'sat', '19:00', 6)),
      ],
      [
        'My wife and I plus her parents — Sunday lunch at Babylonstoren?',
        asks(
          tableAt(['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands'], 'sun', '12:30', 4),
        ),
      ],
      [
        'Could you book something at Melrose Arch for 5 ppl on Tuesday at 18:30',
        asks(table('Melrose Arch|Johannesburg', 'tue', '18:30', 5)),
      ],
      [
        'Brunch in Hyde Park tomorrow at 10, 3 adults and 2 kids',
        asks(table('Hyde Park|Johannesburg', 'tomorrow', '10:00', 5)),
      ],
      [
        'table for 8 at Harties on the 18th at 1pm, somewhere on the water',
        asks(table('Hartbeespoort|Pretoria', 'dom:18', '13:00', 8)),
      ],
      [
        'Book us a table in Kalk Bay for Friday lunch, just the two of us',
        asks(table('Kalk Bay|Cape Town', 'fri', '12:30', 2)),
      ],
      [
        'We’re 7, tomorrow night, anywhere decent in Durban North',
        asks(table('Durban North|Durban', 'tomorrow', '20:00', 7)),
      ],
      [
        'Could I have a table for 2 at 8ish in Greenside tonight',
        asks(table('Greenside|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'A restaurant in Menlyn Maine for 4 people, Tuesday at quarter to 7 in the evening',
        asks(tableAt(['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'], 'tue', '18:45', 4)),
      ],
      [
        'Looking for a lunch table for 10 in Paternoster on the 3rd of March',
        asks(table('Paternoster|West Coast', 'md:03-03', '12:30', 10)),
      ],
      [
        'Birthday dinner for my daughter and her friends, 12 girls, in Sandton on Saturday at 6pm',
        asks(table('Sandton|Johannesburg', 'sat', '18:00', 12)),
      ],
      [
        'I’m staying at the Mount Nelson but want to eat in the Bo-Kaap tonight at 7, table for 2',
        asks(table('Bo-Kaap|Cape Town', 'today', '19:00', 2)),
      ],
      [
        'Visiting from Joburg — need a table in Plett for 6 on Saturday at 1',
        asks(table('Plettenberg Bay|Garden Route', 'sat', '13:00', 6)),
      ],
      [
        'Dinner for four at The Pot Luck Club on Saturday at half past 8',
        asks(table(null, 'sat', '20:30', 4)),
      ],
      ['Table for 2 at La Colombe next Friday, 7pm', asks(table(null, 'next:fri', '19:00', 2))],
      [
        'Can you try FYN for 3 people tomorrow at 1:15pm',
        asks(table(null, 'tomorrow', '13:15', 3)),
      ],
      [
        'Sunset drinks and dinner in Camps Bay tomorrow, 4 of us',
        asks(table('Camps Bay|Cape Town', 'tomorrow', '18:00', 4)),
      ],
      [
        'book a spot in Clarens for lunch saturday, 2 adults',
        asks(table('Clarens|Eastern Free State', 'sat', '12:30', 2)),
      ],
      [
        'Table for 5 at a seafood place in Hermanus, day after tomorrow, 12:45',
        asks(table('Hermanus|Overberg', '+2', '12:45', 5)),
      ],
      [
        'Need dinner reservations for 9 in Braamfontein Friday 19h00, it’s my team’s year-end',
        asks(table('Braamfontein|Johannesburg', 'fri', '19:00', 9)),
      ],
      [
        'lunch for me and 3 clients near the Sandton Convention Centre on Tuesday at 12:30',
        asks(
          tableAt(
            ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'],
            'tue',
            '12:30',
            4,
          ),
        ),
      ],
      [
        'My parents’ 40th anniversary: table for 6 at Delaire Graff, Saturday at 1pm',
        asks(
          tableAt(
            ['Delaire Graff|Cape Winelands', 'Stellenbosch|Cape Winelands'],
            'sat',
            '13:00',
            6,
          ),
        ),
      ],
      [
        'Table for 2 on Florida Road tonight, 7:45',
        asks(tableAt(['Florida Road|Durban', 'Durban|Durban'], 'today', '19:45', 2)),
      ],
      [
        'Could you sort a table for 3 in Knysna, Friday, lunch',
        asks(table('Knysna|Garden Route', 'fri', '12:30', 3)),
      ],
      [
        'Family lunch on Vilakazi Street, 11 people, Sunday 1-ish',
        asks(tableAt(['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg'], 'sun', '13:00', 11)),
      ],
      [
        'Book a table for 2 in Hatfield for 6:30pm',
        asks(table('Hatfield|Pretoria', 'auto', '18:30', 2)),
      ],
      [
        'We’d like a table at 1pm for 4 in Durbanville',
        asks(table('Durbanville|Cape Town', 'auto', '13:00', 4)),
      ],
      [
        'Please reserve dinner for 2 in Franschhoek — no wait, Stellenbosch, it’s closer to our hotel — Friday 8pm',
        asks(table('Stellenbosch|Cape Winelands', 'fri', '20:00', 2)),
      ],
      [
        'Table for 6 but not in Sandton please, somewhere in Illovo, Friday 7pm',
        asks(table('Illovo|Johannesburg', 'fri', '19:00', 6)),
      ],
      [
        'Anniversary lunch in the Hemel-en-Aarde valley for 2 on the 25th',
        asks(table('Hemel-en-Aarde Valley|Overberg', 'dom:25', '12:30', 2)),
      ],
      [
        'party of 7 at a restaurant in La Lucia for tomorrow lunchtime',
        asks(table('La Lucia|Durban', 'tomorrow', '12:30', 7)),
      ],
      [
        'Need a table for one at 12 noon tomorrow in Rosebank, business lunch with myself haha',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '12:00', 1)),
      ],
      [
        'Table for 8 at a braai place in Pretoria East on Saturday at 5:30pm',
        asks(table('Pretoria East|Pretoria', 'sat', '17:30', 8)),
      ],
      [
        'Booking for 4 pax at 7 tonight, Green Point',
        asks(table('Green Point|Cape Town', 'today', '19:00', 4)),
      ],
      [
        'Dinner for my wife and me Saturday week, a nice place in Constantia, 7:30',
        asks(table('Constantia|Cape Town', 'sat+7', '19:30', 2)),
      ],
      [
        'Do you think you can get us into a place at the V&A tonight? 3 people, 9pm',
        asks(table('V&A Waterfront|Cape Town', 'today', '21:00', 3)),
      ],
      [
        'Lunch at Spier for 6 tomorrow at 12:30, the kids want to see the birds of prey',
        asks(
          tableAt(['Spier|Cape Winelands', 'Stellenbosch|Cape Winelands'], 'tomorrow', '12:30', 6),
        ),
      ],
      [
        'Can I get a table in Muldersdrift on Sunday at 12, we are 9',
        asks(table('Muldersdrift|Johannesburg', 'sun', '12:00', 9)),
      ],
      [
        'Table for 2 in Umhlanga at half seven tonight',
        asks(table('Umhlanga|Durban', 'today', '19:30', 2)),
      ],
      [
        'reserve 4 seats at a restaurant in Dullstroom for Saturday lunch',
        asks(table('Dullstroom|Panorama Route', 'sat', '12:30', 4)),
      ],
      [
        'The team of 16 needs a dinner venue in Centurion on 3 September at 7pm',
        asks(table('Centurion|Pretoria', 'md:09-03', '19:00', 16)),
      ],
      [
        'Can I book a table for 2 at 8pm in Bryanston, the day after tomorrow',
        asks(table('Bryanston|Johannesburg', '+2', '20:00', 2)),
      ],
      [
        'Table for three for lunch at Lanzerac on Friday please, my mom is visiting from Bloem',
        asks(
          tableAt(['Lanzerac|Cape Winelands', 'Stellenbosch|Cape Winelands'], 'fri', '12:30', 3),
        ),
      ],
      [
        'dinner in Ballito for 5 on Saturday, 7:15pm',
        asks(table('Ballito|Durban', 'sat', '19:15', 5)),
      ],
      [
        'Get a table for 2 at a tapas bar in Melville around 9 tonight',
        asks(table('Melville|Johannesburg', 'today', '21:00', 2)),
      ],
      [
        'Table for 3 at Zioux? It’s in Sandton I think. Friday 19:30',
        asks(table('Sandton|Johannesburg', 'fri', '19:30', 3)),
      ],
      [
        'We’ll pass through Hazyview on the way to Kruger, lunch for 4 on Monday please',
        asks(table('Hazyview|Mbombela', 'mon', '12:30', 4)),
      ],
      [
        'Please reserve for 20 people at a restaurant in Westcliff on the 12th at 7pm',
        asks(table('Westcliff|Johannesburg', 'dom:12', '19:00', 20)),
      ],
      [
        'Table for 6 in Tamboerskloof tomorrow night, my treat for the book club',
        asks(table('Tamboerskloof|Cape Town', 'tomorrow', '20:00', 6)),
      ],
      [
        'Can I get a lunch booking for 2 in Greyton on Sunday? 1:30',
        asks(table('Greyton|Overberg', 'sun', '13:30', 2)),
      ],
      [
        'Need a table in Morningside tonight, 4 of us at 7:30',
        asks(table('Morningside|Johannesburg', 'today', '19:30', 4)),
      ],
      [
        'Dinner for 2 in Newlands at 19:00 on Tuesday, after the cricket',
        asks(table('Newlands|Cape Town', 'tue', '19:00', 2)),
      ],
      [
        'A table for 5 at Montecasino on Friday night',
        asks(tableAt(['Montecasino|Johannesburg', 'Fourways|Johannesburg'], 'fri', '20:00', 5)),
      ],
      [
        'Table for 4 at Gold Reef City for lunch tomorrow, the kids want the rides afterwards',
        asks(table('Gold Reef City|Johannesburg', 'tomorrow', '12:30', 4)),
      ],
      [
        'could you book a restaurant in Simon’s Town for 3, Saturday around noon',
        asks(table("Simon's Town|Cape Town", 'sat', '12:00', 3)),
      ],
      [
        'Table for 10 in Salt Rock on Sunday 12:30 for my mother’s birthday',
        asks(table('Salt Rock|Durban', 'sun', '12:30', 10)),
      ],
      [
        'two couples, wine farm lunch in Paarl, Friday at 1',
        asks(table('Paarl|Cape Winelands', 'fri', '13:00', 4)),
      ],
      [
        'Somewhere in Linden for 6 on Monday at 20:30, my brother’s farewell',
        asks(table('Linden|Johannesburg', 'mon', '20:30', 6)),
      ],
    ],
  ),
};
