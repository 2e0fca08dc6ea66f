import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

/** A table a human could file at any of `places` (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twentieth held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party: the party as a number, "ppl", "me and the wife", "my boss and me", "me, hubby and our 3
 * kids", "4 adults and 2 kids", "2 adults and 2 kids", "2 couples", "me plus 3 surfers", "just me
 * and my laptop", "the book club (11 ladies)", "my two sisters and I", "party of 6", "we're 7";
 * the time as "19h30", "7:30pm", "7 o'clock", "half past seven", "half six", "at 8", "around 7",
 * "21:00", noon, lunch, lunchtime, breakfast or brunch at an hour, high tea at 3, sunset, a bare
 * "tonight", "Friday night", "Saturday night", "Tuesday evening", "tomorrow evening", or dinner
 * with no hour; the day as a weekday, "next Saturday", "a week from today", the 5th, the 9th, the
 * 12th, the 14th, the 18th, the 20th, the 27th, Valentine's Day, Christmas Eve, New Year's Eve, or
 * none (a bare time); a restaurant the gazetteer does not know names no place unless its suburb is
 * named; a landmark (a hotel, a wine farm, a square, a casino, a road, a waterfront, a government
 * building) may be filed there or in its suburb or town; where the member lands, watches rugby or
 * comes from is not where they eat; one town chosen over another ("Not Stellenbosch, Paarl").
 */
export const HELD_OUT_20_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      ['Table for 6 at La Colombe on Friday, 7:30pm please', asks(table(null, 'fri', '19:30', 6))],
      [
        'Somewhere nice to eat in Sea Point tomorrow evening for me and the wife',
        asks(table('Sea Point|Cape Town', 'tomorrow', '19:00', 2)),
      ],
      [
        'Book us a table at the Oyster Box for Sunday lunch, 4 adults and 2 kids',
        asks(tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'sun', '12:30', 6)),
      ],
      [
        'Need a table at Melrose Arch tonight, 5 of us, around 7',
        asks(tableAt(['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'], 'today', '19:00', 5)),
      ],
      [
        'Can you get me a table for one at 12:45 in Rosebank? Just me and my laptop',
        asks(table('Rosebank|Johannesburg', 'auto', '12:45', 1)),
      ],
      [
        'Dinner for 8 on the 20th somewhere in Stellies, a restaurant on a wine estate would be great',
        asks(table('Stellenbosch|Cape Winelands', 'dom:20', null, 8)),
      ],
      [
        'Breakfast for 3 at 9 tomorrow, somewhere in Parkhurst',
        asks(table('Parkhurst|Johannesburg', 'tomorrow', '09:00', 3)),
      ],
      [
        "Valentine's dinner for two at 8pm, any restaurant with a view in Camps Bay",
        asks(table('Camps Bay|Cape Town', 'md:02-14', '20:00', 2)),
      ],
      [
        "Mom's 70th: a long table for 14 at a restaurant in Franschhoek, Saturday at 1pm",
        asks(table('Franschhoek|Cape Winelands', 'sat', '13:00', 14)),
      ],
      [
        'We fly into King Shaka on Thursday morning. Please book a table for 4 at a seafood place in Umhlanga that evening',
        asks(table('Umhlanga|Durban', 'thu', '19:00', 4)),
      ],
      [
        'Please reserve for 2 people at a sushi place in Durban North, 7:15 pm Wednesday',
        asks(table('Durban North|Durban', 'wed', '19:15', 2)),
      ],
      [
        "Can you get us into Marble for Friday night? There'll be 4 of us",
        asks(table(null, 'fri', '20:00', 4)),
      ],
      [
        'Lunch tomorrow in Hermanus, table for 6, preferably overlooking the sea',
        asks(table('Hermanus|Overberg', 'tomorrow', '12:30', 6)),
      ],
      [
        'Need a brunch spot in Kalk Bay on Sunday at 10:30 for me, hubby and our 3 kids',
        asks(table('Kalk Bay|Cape Town', 'sun', '10:30', 5)),
      ],
      [
        "Table for twelve in Hyde Park on the 5th at 19h30, it's a work farewell",
        asks(table('Hyde Park|Johannesburg', 'dom:5', '19:30', 12)),
      ],
      [
        'Christmas Eve dinner for 9 at a restaurant in Ballito',
        asks(table('Ballito|Durban', 'md:12-24', null, 9)),
      ],
      [
        'Sunset dinner for two at a spot in Clifton next Saturday',
        asks(table('Clifton|Cape Town', 'next:sat', '18:00', 2)),
      ],
      [
        'A table at the Saxon tonight at 8:30 for my boss and me',
        asks(tableAt(['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'], 'today', '20:30', 2)),
      ],
      [
        "We're 7 and need somewhere to eat in Maboneng on Thursday evening",
        asks(table('Maboneng|Johannesburg', 'thu', '19:00', 7)),
      ],
      [
        'Book a table for 3 at a steakhouse in Menlyn for tomorrow at 6pm',
        asks(table('Menlyn|Pretoria', 'tomorrow', '18:00', 3)),
      ],
      [
        "New Year's Eve dinner, 6 ppl, Plett, 9pm",
        asks(table('Plettenberg Bay|Garden Route', 'md:12-31', '21:00', 6)),
      ],
      [
        'Can you find us a table in Knysna for Friday at half past seven? Four adults',
        asks(table('Knysna|Garden Route', 'fri', '19:30', 4)),
      ],
      [
        "Dinner in Hout Bay on Tuesday, just the 2 of us, 7 o'clock",
        asks(table('Hout Bay|Cape Town', 'tue', '19:00', 2)),
      ],
      [
        "Need a lunch booking for 10 in Illovo on Thursday, it's for clients",
        asks(table('Illovo|Johannesburg', 'thu', '12:30', 10)),
      ],
      [
        'table 4 two tonite in Greenside pls, 7:45',
        asks(table('Greenside|Johannesburg', 'today', '19:45', 2)),
      ],
      [
        "My in-laws land at OR Tambo on Monday, I'd like dinner for 5 at a restaurant in Bedfordview that night at 7",
        asks(table('Bedfordview|Johannesburg', 'mon', '19:00', 5)),
      ],
      [
        "Is it possible to get the chef's table at a restaurant in the Cape Town CBD on Wednesday for 2 at 19:00?",
        asks(table('Cape Town CBD|Cape Town', 'wed', '19:00', 2)),
      ],
      [
        'A table at the V&A Waterfront for 8 at lunchtime on Sunday',
        asks(tableAt(['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'], 'sun', '12:30', 8)),
      ],
      [
        "We'd like to eat at Babylonstoren on Saturday at 12:30, party of 6",
        asks(
          tableAt(
            ['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands', 'Paarl|Cape Winelands'],
            'sat',
            '12:30',
            6,
          ),
        ),
      ],
      [
        'Dinner for 4 on Florida Road, Friday at 8',
        asks(tableAt(['Florida Road|Durban', 'Durban|Durban'], 'fri', '20:00', 4)),
      ],
      [
        'Please book somewhere in Westcliff for our anniversary on the 18th, 2 people, 7:30pm',
        asks(table('Westcliff|Johannesburg', 'dom:18', '19:30', 2)),
      ],
      [
        'Friday lunch in Riebeek Kasteel, 8 of us, somewhere with a garden',
        asks(table('Riebeek Valley|Cape Winelands', 'fri', '12:30', 8)),
      ],
      ["Need a table for 2 at 8pm, don't mind where", asks(table(null, 'auto', '20:00', 2))],
      [
        'Can I get a table for three tomorrow at noon in Newlands?',
        asks(table('Newlands|Cape Town', 'tomorrow', '12:00', 3)),
      ],
      [
        'Dinner for 6 in Durbanville on Saturday night please',
        asks(table('Durbanville|Cape Town', 'sat', '20:00', 6)),
      ],
      [
        'Our book club (11 ladies) wants a long lunch at a restaurant in Tyger Valley on Wednesday',
        asks(table('Tyger Valley|Cape Town', 'wed', '12:30', 11)),
      ],
      [
        'Booking for 2 adults and 2 kids at a pizza place in Fourways, 5:30pm Sunday',
        asks(table('Fourways|Johannesburg', 'sun', '17:30', 4)),
      ],
      [
        "Find a table for 4 in Brooklyn for tomorrow evening, we're celebrating my son's graduation",
        asks(table('Brooklyn|Pretoria', 'tomorrow', '19:00', 4)),
      ],
      [
        'Seafood dinner in Paternoster on Saturday at 6pm, party of 5',
        asks(table('Paternoster|West Coast', 'sat', '18:00', 5)),
      ],
      [
        'Could you organise a breakfast table at the Mount Nelson for Thursday at 8:30? Two of us',
        asks(
          tableAt(
            ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'],
            'thu',
            '08:30',
            2,
          ),
        ),
      ],
      [
        "Table for 9 at a restaurant in Bryanston, Saturday 7pm, it's my daughter's 21st",
        asks(table('Bryanston|Johannesburg', 'sat', '19:00', 9)),
      ],
      [
        "Can we get a table in Franschhoek on the 27th for lunch? We're four",
        asks(table('Franschhoek|Cape Winelands', 'dom:27', '12:30', 4)),
      ],
      [
        'dinner on monday in glenwood for 3, 7pm',
        asks(table('Glenwood|Durban', 'mon', '19:00', 3)),
      ],
      [
        'I need a private dining room at a restaurant in Sandton for 16 on the 12th, 7pm',
        asks(table('Sandton|Johannesburg', 'dom:12', '19:00', 16)),
      ],
      [
        'My two sisters and I want high tea at the Oyster Box on Sunday at 3',
        asks(tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'sun', '15:00', 3)),
      ],
      [
        'Dinner for 2 in Parkview a week from today, 7:30pm',
        asks(table('Parkview|Johannesburg', '+7', '19:30', 2)),
      ],
      [
        "We'll be in Clarens on Saturday, can you book dinner for 4 somewhere good?",
        asks(table('Clarens|Eastern Free State', 'sat', null, 4)),
      ],
      [
        'A table near the Union Buildings for lunch tomorrow, 3 people',
        asks(
          tableAt(
            ['Union Buildings|Pretoria', 'Arcadia|Pretoria', 'Pretoria|Pretoria'],
            'tomorrow',
            '12:30',
            3,
          ),
        ),
      ],
      [
        'Booking for 20 people at a restaurant in Century City on the 14th, 6:30pm, company year-end',
        asks(table('Century City|Cape Town', 'dom:14', '18:30', 20)),
      ],
      [
        'Table for two in Linden tomorrow at 19:00 please',
        asks(table('Linden|Johannesburg', 'tomorrow', '19:00', 2)),
      ],
      [
        'After the rugby at Loftus on Saturday we want dinner for 6 in Hatfield at 8',
        asks(table('Hatfield|Pretoria', 'sat', '20:00', 6)),
      ],
      [
        'Lunch for 5 at Spier on Friday at 1',
        asks(tableAt(['Spier|Cape Winelands', 'Stellenbosch|Cape Winelands'], 'fri', '13:00', 5)),
      ],
      [
        'Table in Morningside for 4, Tuesday evening, somewhere quiet enough to talk',
        asks(table('Morningside|Johannesburg', 'tue', '19:00', 4)),
      ],
      [
        'Can you reserve dinner in Muizenberg tonight for me plus 3 surfers lol, 7pm',
        asks(table('Muizenberg|Cape Town', 'today', '19:00', 4)),
      ],
      [
        "We'd like a table for 6 in Salt Rock on Saturday at half six",
        asks(table('Salt Rock|Durban', 'sat', '18:30', 6)),
      ],
      [
        'Please book Sunday lunch for 8 in Constantia, a restaurant with a play area for kids',
        asks(table('Constantia|Cape Town', 'sun', '12:30', 8)),
      ],
      [
        'Thursday 19h00, table for 3, somewhere in Kloof',
        asks(table('Kloof|Durban', 'thu', '19:00', 3)),
      ],
      [
        'Need a romantic restaurant in Wilderness for Friday night, 2 of us',
        asks(table('Wilderness|Garden Route', 'fri', '20:00', 2)),
      ],
      [
        'Table for 4 at Montecasino on Wednesday at 6:45pm',
        asks(tableAt(['Montecasino|Johannesburg', 'Fourways|Johannesburg'], 'wed', '18:45', 4)),
      ],
      [
        'Dinner booking for 10 people on the 9th in Umhlanga, 7pm',
        asks(table('Umhlanga|Durban', 'dom:9', '19:00', 10)),
      ],
      [
        'can u book breakfast for 2 in Bo-Kaap tomorrow 8am',
        asks(table('Bo-Kaap|Cape Town', 'tomorrow', '08:00', 2)),
      ],
      [
        'Not Stellenbosch, Paarl. Lunch at a restaurant there on Saturday for 4',
        asks(table('Paarl|Cape Winelands', 'sat', '12:30', 4)),
      ],
      [
        'Get us a table in Summerstrand for Saturday night, 5 people',
        asks(table('Summerstrand|Gqeberha', 'sat', '20:00', 5)),
      ],
      [
        "We'd love to eat at a restaurant on Nelson Mandela Square tomorrow evening, 6 of us",
        asks(
          tableAt(
            ['Nelson Mandela Square|Johannesburg', 'Sandton|Johannesburg'],
            'tomorrow',
            '19:00',
            6,
          ),
        ),
      ],
      [
        'Table for 2 in Melville at 21:00 tonight',
        asks(table('Melville|Johannesburg', 'today', '21:00', 2)),
      ],
      [
        'Dinner in Tamboerskloof on Friday at 7:30pm, 2 couples',
        asks(table('Tamboerskloof|Cape Town', 'fri', '19:30', 4)),
      ],
    ],
  ),
};
