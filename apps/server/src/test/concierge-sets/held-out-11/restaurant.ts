import { asks, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Eleventh held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party, the party in digits or words, the time as "half 7", "19h30", "quarter past" or a meal.
 */
export const HELD_OUT_11_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'table for 4 in sea point tonight at half 7, somewhere with good seafood',
        asks(table('Sea Point|Cape Town', 'today', '19:30', 4)),
      ],
      [
        'Could you book us a table for two at a nice place in Franschhoek for lunch on Saturday?',
        asks(table('Franschhoek|Cape Winelands', 'sat', '12:30', 2)),
      ],
      [
        'dinner reservation 6 ppl melrose arch friday 19h30',
        asks(table('Melrose Arch|Johannesburg', 'fri', '19:30', 6)),
      ],
      [
        'Please find us a romantic restaurant in Umhlanga for tomorrow night, just the two of us',
        asks(table('Umhlanga|Durban', 'tomorrow', '20:00', 2)),
      ],
      [
        'need a table for 8 in Stellenbosch on the 14th at 1pm, birthday lunch for my dad',
        asks(table('Stellenbosch|Cape Winelands', 'dom:14', '13:00', 8)),
      ],
      [
        'Book a table at the Oyster Box for Sunday lunch, party of five',
        asks(table('Oyster Box|Durban', 'sun', '12:30', 5)),
      ],
      [
        'somewhere in rosebank for 3 of us at quarter past 6 today',
        asks(table('Rosebank|Johannesburg', 'today', '18:15', 3)),
      ],
      [
        'Good afternoon, I would like to reserve a table for ten at a steakhouse in Sandton on Thursday evening.',
        asks(table('Sandton|Johannesburg', 'thu', '19:00', 10)),
      ],
      [
        'can u get me a spot for 2 at 8 in camps bay, sunset view if poss',
        asks(table('Camps Bay|Cape Town', 'auto', '20:00', 2)),
      ],
      [
        'table for six at Kloof Street House tomorrow at 7pm',
        asks(table(null, 'tomorrow', '19:00', 6)),
      ],
      [
        'Pretoria east, dinner for 4 on Saturday, 7ish, nothing too fancy please',
        asks(table('Pretoria East|Pretoria', 'sat', '19:00', 4)),
      ],
      [
        'we want to try La Colombe, 2 people, next Friday at 8',
        asks(table(null, 'next:fri', '20:00', 2)),
      ],
      [
        'Could you secure a table for 12 in Hermanus for the 20th, 12:30? It is a family reunion so we need a private area.',
        asks(table('Hermanus|Overberg', 'dom:20', '12:30', 12)),
      ],
      [
        'breakfast for 2 at the Mount Nelson tomorrow at 8:30',
        asks(table('Mount Nelson|Cape Town', 'tomorrow', '08:30', 2)),
      ],
      [
        'Table for 3 in Knysna on Wednesday evening please, something on the water',
        asks(table('Knysna|Garden Route', 'wed', '19:00', 3)),
      ],
      [
        'lunch in Hout Bay today for 4, fish and chips is fine, we have kids',
        asks(table('Hout Bay|Cape Town', 'today', '12:30', 4)),
      ],
      [
        'Kindly reserve a table for 2 at 19:45 this evening at a restaurant in Parkhurst',
        asks(table('Parkhurst|Johannesburg', 'today', '19:45', 2)),
      ],
      ['dinner in ballito on saturday for 7 of us', asks(table('Ballito|Durban', 'sat', null, 7))],
      [
        'can we get a table for two in the Bo-Kaap, Friday, around 8pm? Cape Malay food ideally',
        asks(table('Bo-Kaap|Cape Town', 'fri', '20:00', 2)),
      ],
      [
        "I'd love a table for our group of 9 at a braai restaurant in Soweto on Sunday at 2",
        asks(table('Soweto|Johannesburg', 'sun', '14:00', 9)),
      ],
      ['table 4 two tonite', asks(table(null, 'today', '20:00', 2))],
      [
        'Please book us somewhere for dinner in Plett on 28 Dec, there will be 6 adults and 4 kids',
        asks(table('Plettenberg Bay|Garden Route', 'md:12-28', null, 10)),
      ],
      [
        'Sunday lunch in Constantia for six at 1',
        asks(table('Constantia|Cape Town', 'sun', '13:00', 6)),
      ],
      [
        'a table for 2 at Babylonstoren tomorrow, lunch time',
        asks(table('Babylonstoren|Cape Winelands', 'tomorrow', '12:30', 2)),
      ],
      [
        'Dinner for 4 people at 6pm on Tuesday in Durban North, we need a kid-friendly spot',
        asks(table('Durban North|Durban', 'tue', '18:00', 4)),
      ],
      [
        'my wife and I fancy sushi tonight around 7:30, anywhere in Sandton',
        asks(table('Sandton|Johannesburg', 'today', '19:30', 2)),
      ],
      [
        'Table for 5 in Menlyn on Friday at half 6',
        asks(table('Menlyn|Pretoria', 'fri', '18:30', 5)),
      ],
      [
        "book the chef's table at a top restaurant in Woodstock for 4, Thursday 7pm",
        asks(table('Woodstock|Cape Town', 'thu', '19:00', 4)),
      ],
      [
        'We are 2 and would like a table at a restaurant with a view in Wilderness tomorrow evening',
        asks(table('Wilderness|Garden Route', 'tomorrow', '19:00', 2)),
      ],
      [
        'reserve for 3 at 12h30 on Monday, Illovo please',
        asks(table('Illovo|Johannesburg', 'mon', '12:30', 3)),
      ],
      [
        'Table for one at 7 pm please. Business trip, Umhlanga Ridge',
        asks(table('Umhlanga Ridge|Durban', 'auto', '19:00', 1)),
      ],
      [
        'lekker spot for 6 in Paternoster on Saturday for lunch, seafood',
        asks(table('Paternoster|West Coast', 'sat', '12:30', 6)),
      ],
      [
        'Please arrange a table for 2 at 20h15 on Valentines day in Cape Town',
        asks(table('Cape Town|Cape Town', 'md:02-14', '20:15', 2)),
      ],
      [
        'Hi, looking for a table for a business dinner for 5 on Wednesday at 7 in Hyde Park',
        asks(table('Hyde Park|Johannesburg', 'wed', '19:00', 5)),
      ],
      [
        'can i get a table for 2 at Salsify in Camps Bay tomorrow at 1',
        asks(table('Camps Bay|Cape Town', 'tomorrow', '13:00', 2)),
      ],
      [
        "somewhere on Florida Road for 4 people tonight, doesn't matter what time",
        asks(table('Florida Road|Durban', 'today', '20:00', 4)),
      ],
      [
        'Table for eleven, Friday night, Greenside. Big birthday, loud crowd sorry',
        asks(table('Greenside|Johannesburg', 'fri', '20:00', 11)),
      ],
      [
        'brunch for 4 at 10 on sunday in Kalk Bay',
        asks(table('Kalk Bay|Cape Town', 'sun', '10:00', 4)),
      ],
      [
        'Book us a table at a wine estate restaurant in Paarl, 2 people, Saturday at noon',
        asks(table('Paarl|Cape Winelands', 'sat', '12:00', 2)),
      ],
      [
        'could you reserve dinner for the 3 of us at the V&A Waterfront at quarter to 8 tonight',
        asks(table('V&A Waterfront|Cape Town', 'today', '19:45', 3)),
      ],
      [
        'Table for four please. Tomorrow. 18:30. Anywhere decent in Centurion.',
        asks(table('Centurion|Pretoria', 'tomorrow', '18:30', 4)),
      ],
      [
        'my parents are visiting, need dinner for 4 in Musgrave on Friday evening',
        asks(table('Musgrave|Durban', 'fri', '19:00', 4)),
      ],
      [
        'Table for 2 in Greyton on the 3rd at 1pm',
        asks(table('Greyton|Overberg', 'dom:3', '13:00', 2)),
      ],
      [
        "We'd like a table in Tamboerskloof for 6 at 7:15 on Thursday, one vegan",
        asks(table('Tamboerskloof|Cape Town', 'thu', '19:15', 6)),
      ],
      [
        'Get us a table at a Portuguese place in Bedfordview tomorrow lunchtime, 4 people',
        asks(table('Bedfordview|Johannesburg', 'tomorrow', '12:30', 4)),
      ],
      [
        'pls book dinner for 2 at 7 on new years eve somewhere in Clifton',
        asks(table('Clifton|Cape Town', 'md:12-31', '19:00', 2)),
      ],
      [
        "Hey! Can you book a table for the 5 of us at Hartbeespoort on Sunday? We're thinking 12:30",
        asks(table('Hartbeespoort|Pretoria', 'sun', '12:30', 5)),
      ],
      [
        'a quiet table for two on Saturday evening in Muizenberg',
        asks(table('Muizenberg|Cape Town', 'sat', '19:00', 2)),
      ],
      [
        'table for 8 next Saturday at half 1 in Franschhoek',
        asks(table('Franschhoek|Cape Winelands', 'next:sat', '13:30', 8)),
      ],
      [
        'booking for 3, 19h00, Saxonwold, tomorrow',
        asks(table('Saxonwold|Johannesburg', 'tomorrow', '19:00', 3)),
      ],
      [
        'Good evening. A table for two at 9pm in De Waterkant, tonight if at all possible.',
        asks(table('De Waterkant|Cape Town', 'today', '21:00', 2)),
      ],
      [
        'we need somewhere in Hermanus to eat tomorrow at noon, 3 adults, whale views please',
        asks(table('Hermanus|Overberg', 'tomorrow', '12:00', 3)),
      ],
      [
        'can you sort a table for 4 in Westville at 6:45 on Friday',
        asks(table('Westville|Durban', 'fri', '18:45', 4)),
      ],
      [
        'Table at a restaurant near Lanzerac, 2 people, Sunday lunch',
        asks(table('Lanzerac|Cape Winelands', 'sun', '12:30', 2)),
      ],
      [
        'eish we forgot to book for my sons matric dinner. 6 people in Fourways on the 5th at 7',
        asks(table('Fourways|Johannesburg', 'dom:5', '19:00', 6)),
      ],
      [
        'book me a table for 1 at the bar counter somewhere in Braamfontein, tonight 8ish',
        asks(table('Braamfontein|Johannesburg', 'today', '20:00', 1)),
      ],
      [
        'Dinner for a dozen in Waterkloof on Saturday at 7:30, private room if they have one',
        asks(table('Waterkloof|Pretoria', 'sat', '19:30', 12)),
      ],
      [
        'Please reserve a table for 2 at 1 pm on Tuesday at Delaire Graff',
        asks(table('Delaire Graff|Cape Winelands', 'tue', '13:00', 2)),
      ],
      ['table for 3 at Mosaic tmrw evening', asks(table(null, 'tomorrow', '19:00', 3))],
      [
        "Could I have a table in Green Point for my team of 7 at 12:15 on Wednesday? It's a farewell lunch",
        asks(table('Green Point|Cape Town', 'wed', '12:15', 7)),
      ],
      [
        'supper for two in Simon’s Town on Saturday',
        asks(table("Simon's Town|Cape Town", 'sat', null, 2)),
      ],
      [
        'table for 4 at the Saxon on the 22nd, 8pm',
        asks(table('The Saxon|Johannesburg', 'dom:22', '20:00', 4)),
      ],
      [
        'Please could you book a table for six people at a restaurant in Montecasino on Friday at 18h00',
        asks(table('Montecasino|Johannesburg', 'fri', '18:00', 6)),
      ],
      [
        'need a table for 2 tomorrow morning for breakfast in Parkview',
        asks(table('Parkview|Johannesburg', 'tomorrow', '09:00', 2)),
      ],
      [
        'lunch for the 4 of us in Tulbagh on Sunday at half past 12',
        asks(table('Tulbagh|Cape Winelands', 'sun', '12:30', 4)),
      ],
      [
        'Dinner booking please: Kyalami, Thursday, 7, six of us',
        asks(table('Kyalami|Johannesburg', 'thu', '19:00', 6)),
      ],
      [
        'book a table in Durbanville for my folks 50th - 14 people, 14 Feb, 1pm',
        asks(table('Durbanville|Cape Town', 'md:02-14', '13:00', 14)),
      ],
    ],
  ),
};
