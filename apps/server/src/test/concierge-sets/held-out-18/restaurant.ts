import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

/** A table a human could file at either place (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Eighteenth held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party: the party as a number, "pax", "ppl", "us two", "two couples", "me and my son", "my wife
 * and I plus her parents", "2 adults, 3 kids", "him and 2 clients", "just me", "the whole office -
 * 22 people", "11 girls"; the time as "19h30", "7:30pm", "8ish", "quarter to eight in the
 * evening", "half past 7", "20:30", noon, lunch, lunchtime, breakfast at a given hour, sunset, a
 * bare "tonight" or "tomorrow night", "tomorrow evening", "Saturday night", "Monday evening",
 * "Saturday afternoon", or supper with no hour; the day as a weekday, "next Friday", "next
 * Saturday", "the day after tomorrow", "a week from today", the 3rd, the 12th, the 18th, the 20th,
 * the 25th, a date in words ("the 21st of March", "5 September"), Valentine's Day, Christmas Eve,
 * New Year's Eve, or none at all (a bare time); a restaurant the gazetteer does not know names no
 * place unless its suburb is named; a landmark (a hotel, a wine farm, a casino, a street, a
 * waterfront) may be filed there or in its suburb or town; where the member stays or flies in
 * from is not where they eat; one correction ("Stellenbosch, no sorry, Franschhoek", "7 - sorry,
 * make that 7:30") and one table that must not be in Sandton.
 */
export const HELD_OUT_18_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Can you get me and the wife into somewhere nice in Sea Point tomorrow night? 7:30',
        asks(table('Sea Point|Cape Town', 'tomorrow', '19:30', 2)),
      ],
      [
        'Need a table for six in Rosebank on Friday, 19h30. It’s my boss’s farewell so somewhere decent',
        asks(table('Rosebank|Johannesburg', 'fri', '19:30', 6)),
      ],
      [
        'booking for 4 pax, Umhlanga, saturday lunch',
        asks(table('Umhlanga|Durban', 'sat', '12:30', 4)),
      ],
      [
        'Me and my son want to grab a proper steak in Sandton tonight, can you sort a table?',
        asks(table('Sandton|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Two couples, Stellenbosch, next Friday, around 7pm. Somewhere with a good red list',
        asks(table('Stellenbosch|Cape Winelands', 'next:fri', '19:00', 4)),
      ],
      [
        'Just me tonight at 7. Somewhere quiet in Parkhurst where nobody will bother me with a book',
        asks(table('Parkhurst|Johannesburg', 'today', '19:00', 1)),
      ],
      [
        'Could you book the team (14 of us) a year-end lunch in Menlyn on the 12th at 1pm?',
        asks(table('Menlyn|Pretoria', 'dom:12', '13:00', 14)),
      ],
      [
        'Valentine’s dinner for two in Franschhoek please, 7:30pm. I’m in trouble if this doesn’t happen',
        asks(table('Franschhoek|Cape Winelands', 'md:02-14', '19:30', 2)),
      ],
      [
        'Sunset dinner at Camps Bay for 5 on Sunday, we want to watch it go down over the water',
        asks(table('Camps Bay|Cape Town', 'sun', '18:00', 5)),
      ],
      [
        'We’re 2 adults, 3 kids. Need a family spot in Ballito for lunch tomorrow, with a jungle gym if possible',
        asks(table('Ballito|Durban', 'tomorrow', '12:30', 5)),
      ],
      [
        'Table at the Oyster Box for 2 on Thursday, 8pm',
        asks(tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'thu', '20:00', 2)),
      ],
      [
        'Breakfast for four in Kalk Bay on Saturday, 9:30, after our swim at the tidal pool',
        asks(table('Kalk Bay|Cape Town', 'sat', '09:30', 4)),
      ],
      [
        'I’m staying at the Saxon but I’d like to eat at Melrose Arch tomorrow, 8pm, 3 people',
        asks(table('Melrose Arch|Johannesburg', 'tomorrow', '20:00', 3)),
      ],
      [
        'Book us a table for 8 in Hermanus the day after tomorrow at 1pm, whale season so somewhere on the cliffs',
        asks(table('Hermanus|Overberg', '+2', '13:00', 8)),
      ],
      [
        'Party of 12 for my mom’s 60th, Durban North, the 20th at 12:30',
        asks(table('Durban North|Durban', 'dom:20', '12:30', 12)),
      ],
      [
        'dinner for 2 at 19:45 in Greenside today',
        asks(table('Greenside|Johannesburg', 'today', '19:45', 2)),
      ],
      [
        'Sushi in Hatfield tomorrow at 18:30? There’ll be 4 of us, all students so nothing crazy',
        asks(table('Hatfield|Pretoria', 'tomorrow', '18:30', 4)),
      ],
      [
        'Can you find somewhere in Knysna for the 5 of us on Monday evening? Oysters are a must',
        asks(table('Knysna|Garden Route', 'mon', '19:00', 5)),
      ],
      [
        'Need a table for 10 at a shisa nyama type place in Soweto on Saturday afternoon',
        asks(table('Soweto|Johannesburg', 'sat', '15:00', 10)),
      ],
      [
        'Reservation for 2, Tuesday, 8ish, Bo-Kaap. Cape Malay food please',
        asks(table('Bo-Kaap|Cape Town', 'tue', '20:00', 2)),
      ],
      [
        'Christmas Eve dinner for 9 in Constantia, around 7. Nobody wants to cook this year',
        asks(table('Constantia|Cape Town', 'md:12-24', '19:00', 9)),
      ],
      [
        'Lunch at Babylonstoren on Sunday for us two',
        asks(table('Babylonstoren|Cape Winelands', 'sun', '12:30', 2)),
      ],
      [
        'My wife and I plus her parents, supper in Pretoria East on Friday',
        asks(table('Pretoria East|Pretoria', 'fri', null, 4)),
      ],
      [
        'A table for 2 in Hout Bay at noon tomorrow, fish and chips vibes',
        asks(table('Hout Bay|Cape Town', 'tomorrow', '12:00', 2)),
      ],
      [
        'Can we get a booking for 6pm tonight in Newlands, 4 of us, before the rugby starts?',
        asks(table('Newlands|Cape Town', 'today', '18:00', 4)),
      ],
      [
        'Friday 7pm, table for 3 in Morningside - sorry, make that 7:30',
        asks(table('Morningside|Johannesburg', 'fri', '19:30', 3)),
      ],
      [
        'Is it possible to get 6 of us into a place on Florida Road on Saturday night?',
        asks(tableAt(['Florida Road|Durban', 'Durban|Durban'], 'sat', '20:00', 6)),
      ],
      [
        'Booking for 2 at 20:30 in Green Point',
        asks(table('Green Point|Cape Town', 'auto', '20:30', 2)),
      ],
      [
        'We need a table at 1:15pm for 4 in Illovo, client lunch',
        asks(table('Illovo|Johannesburg', 'auto', '13:15', 4)),
      ],
      [
        'Quarter to eight in the evening, tomorrow, 2 people, Tamboerskloof',
        asks(table('Tamboerskloof|Cape Town', 'tomorrow', '19:45', 2)),
      ],
      [
        'It’s my daughter’s 21st on the 3rd, so a table for 16 in Ballito at 7pm please',
        asks(table('Ballito|Durban', 'dom:3', '19:00', 16)),
      ],
      [
        'The 21st of March, 8 people, lunch in Paarl',
        asks(table('Paarl|Cape Winelands', 'md:03-21', '12:30', 8)),
      ],
      [
        'Our anniversary is on 5 September. Dinner for 2 in Plett at 7pm?',
        asks(table('Plettenberg Bay|Garden Route', 'md:09-05', '19:00', 2)),
      ],
      [
        'I’m flying in from Durban this afternoon and want to eat in Braamfontein tonight with 2 colleagues',
        asks(table('Braamfontein|Johannesburg', 'today', '20:00', 3)),
      ],
      [
        'Table for one at the bar in Woodstock tomorrow at 1pm',
        asks(table('Woodstock|Cape Town', 'tomorrow', '13:00', 1)),
      ],
      [
        'Seafood in Paternoster on Saturday, lunch, the 4 of us',
        asks(table('Paternoster|West Coast', 'sat', '12:30', 4)),
      ],
      [
        'Need a kid-friendly lunch spot in Fourways on Sunday: 2 adults, 3 kids',
        asks(table('Fourways|Johannesburg', 'sun', '12:30', 5)),
      ],
      [
        'Could you book dinner at 7 for 6 people in Waterkloof this Thursday?',
        asks(table('Waterkloof|Pretoria', 'thu', '19:00', 6)),
      ],
      [
        'Table for 2 tomorrow at 19:00 in De Waterkant, somewhere with outside seating',
        asks(table('De Waterkant|Cape Town', 'tomorrow', '19:00', 2)),
      ],
      [
        'Book the whole office - 22 people - somewhere in Century City on the 18th for lunch',
        asks(table('Century City|Cape Town', 'dom:18', '12:30', 22)),
      ],
      [
        'Date night on Monday? Melville, 8pm, just the two of us',
        asks(table('Melville|Johannesburg', 'mon', '20:00', 2)),
      ],
      [
        'can u book 4 ppl at some place in muizenberg 2moro 12:30',
        asks(table('Muizenberg|Cape Town', 'tomorrow', '12:30', 4)),
      ],
      [
        'We’re 7 and need a table in Clarens on Saturday at 6:30pm, after the brewery',
        asks(table('Clarens|Eastern Free State', 'sat', '18:30', 7)),
      ],
      [
        'Find us a table in Dullstroom for lunch on Sunday, my husband and I. He wants trout',
        asks(table('Dullstroom|Panorama Route', 'sun', '12:30', 2)),
      ],
      [
        'Somewhere in Summerstrand tonight at 7:30 for 4 of us',
        asks(table('Summerstrand|Gqeberha', 'today', '19:30', 4)),
      ],
      [
        'Table for 3 at 19h00 next Saturday, Brooklyn in Pretoria',
        asks(table('Brooklyn|Pretoria', 'next:sat', '19:00', 3)),
      ],
      [
        'A dinner booking in Bryanston for my parents, so just 2, at 6 on Friday evening. My treat',
        asks(table('Bryanston|Johannesburg', 'fri', '18:00', 2)),
      ],
      [
        'Lunch on Tuesday at 1 for 5, Rivonia, nothing too fancy',
        asks(table('Rivonia|Johannesburg', 'tue', '13:00', 5)),
      ],
      [
        'Thinking Thai in Durbanville on Friday. 2 couples and us, so 6, around half past 7',
        asks(table('Durbanville|Cape Town', 'fri', '19:30', 6)),
      ],
      [
        'Please book a table in Tyger Valley for 2 at noon on Monday',
        asks(table('Tyger Valley|Cape Town', 'mon', '12:00', 2)),
      ],
      [
        'Birthday dinner for 11 girls in Umhlanga next Friday at 7pm!! 🎉',
        asks(table('Umhlanga|Durban', 'next:fri', '19:00', 11)),
      ],
      [
        'Please get us a table in Sandton, not Rosebank, tomorrow at 8pm, 4 people',
        asks(table('Sandton|Johannesburg', 'tomorrow', '20:00', 4)),
      ],
      [
        'Table for 2 in Stellenbosch, no sorry, Franschhoek, on Saturday at 1pm',
        asks(table('Franschhoek|Cape Winelands', 'sat', '13:00', 2)),
      ],
      [
        'We’ll be 5 for lunch at Spier on Sunday',
        asks(tableAt(['Spier|Cape Winelands', 'Stellenbosch|Cape Winelands'], 'sun', '12:30', 5)),
      ],
      [
        'Boss wants a quiet lunch in Sandhurst tomorrow at 12:45, him and 2 clients',
        asks(table('Sandhurst|Johannesburg', 'tomorrow', '12:45', 3)),
      ],
      [
        'Table at Montecasino for 6 on Saturday at 7pm, before the show',
        asks(tableAt(['Montecasino|Johannesburg', 'Fourways|Johannesburg'], 'sat', '19:00', 6)),
      ],
      [
        'Dinner for 2 at the Mount Nelson tomorrow evening, it’s been years',
        asks(tableAt(['Mount Nelson|Cape Town', 'Cape Town|Cape Town'], 'tomorrow', '19:00', 2)),
      ],
      [
        'Could you book 8:15pm at a steakhouse in Kempton Park tonight, party of 3. Flight out is at 6am',
        asks(table('Kempton Park|Johannesburg', 'today', '20:15', 3)),
      ],
      [
        'Need a spot for 4 in Linden for breakfast tomorrow, 8:30',
        asks(table('Linden|Johannesburg', 'tomorrow', '08:30', 4)),
      ],
      [
        'Lunch for two on the 25th in Riebeek Kasteel',
        asks(table('Riebeek Valley|Cape Winelands', 'dom:25', '12:30', 2)),
      ],
      [
        'us two, somewhere with a view in Harties on Sunday at 2pm',
        asks(table('Hartbeespoort|Pretoria', 'sun', '14:00', 2)),
      ],
      [
        'Bloem, Friday 7pm, 4 people, somewhere at Loch Logan please',
        asks(
          tableAt(
            ['Loch Logan Waterfront|Bloemfontein', 'Bloemfontein|Bloemfontein'],
            'fri',
            '19:00',
            4,
          ),
        ),
      ],
      [
        'A week from today, 7:30pm, table for 2 in Camps Bay',
        asks(table('Camps Bay|Cape Town', '+7', '19:30', 2)),
      ],
      [
        'Please book 6 of us at a restaurant in Hazyview on Thursday at 7pm, we’re in the Kruger the rest of the week',
        asks(table('Hazyview|Mbombela', 'thu', '19:00', 6)),
      ],
      [
        'We’re in George tonight, table for 3 at 7:30pm please',
        asks(table('George|Garden Route', 'today', '19:30', 3)),
      ],
      [
        'Not in Sandton please! Somewhere in Parkview, Saturday 8pm, 2 of us',
        asks(table('Parkview|Johannesburg', 'sat', '20:00', 2)),
      ],
      [
        'New Year’s Eve dinner for 10 in Clifton, 8pm. Book early, I know it fills up',
        asks(table('Clifton|Cape Town', 'md:12-31', '20:00', 10)),
      ],
      [
        'A table for 2 at lunchtime tomorrow in Wilderness',
        asks(table('Wilderness|Garden Route', 'tomorrow', '12:30', 2)),
      ],
      [
        'Could you try get us into FYN on Friday at 7pm? We’re 4',
        asks(table(null, 'fri', '19:00', 4)),
      ],
      ['table for 2 at Marble tomorrow night pls', asks(table(null, 'tomorrow', '20:00', 2))],
    ],
  ),
};
