import { asks, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Twelfth held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party, the party in digits, words or "me and the wife", the time as "half seven", "19h30",
 * "quarter to", "8ish" or a meal, the day as a weekday, a date or a holiday.
 */
export const HELD_OUT_12_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'table for 2 in Camps Bay tonight at half seven',
        asks(table('Camps Bay|Cape Town', 'today', '19:30', 2)),
      ],
      [
        'Could you get us a table for four in Sandton tomorrow at 19h30?',
        asks(table('Sandton|Johannesburg', 'tomorrow', '19:30', 4)),
      ],
      [
        'Dinner for 6 at Melrose Arch on Friday, 7pm',
        asks(table('Melrose Arch|Johannesburg', 'fri', '19:00', 6)),
      ],
      [
        'need a lunch table in franschhoek saturday for 2',
        asks(table('Franschhoek|Cape Winelands', 'sat', '12:30', 2)),
      ],
      [
        'Sunday lunch at Babylonstoren for 8 of us please, around 1pm',
        asks(table('Babylonstoren|Cape Winelands', 'sun', '13:00', 8)),
      ],
      [
        'Please book somewhere nice in Umhlanga for me and my wife tonight',
        asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
      ],
      ['table 4 ppl rosebank 8pm', asks(table('Rosebank|Johannesburg', 'auto', '20:00', 4))],
      [
        'Can I get a table at the Oyster Box for 3 on Thursday at quarter to eight?',
        asks(table('Oyster Box|Durban', 'thu', '19:45', 3)),
      ],
      [
        'we want to do a seafood dinner in Hermanus on the 12th at 7, table for 5',
        asks(table('Hermanus|Overberg', 'dom:12', '19:00', 5)),
      ],
      [
        'Breakfast for two at the Mount Nelson tomorrow at 9 please',
        asks(table('Mount Nelson|Cape Town', 'tomorrow', '09:00', 2)),
      ],
      [
        'Need a table for 10 in Stellenbosch next Saturday at 12:30, birthday lunch',
        asks(table('Stellenbosch|Cape Winelands', 'next:sat', '12:30', 10)),
      ],
      [
        'date night tmrw, sea point, 2 people, 8ish',
        asks(table('Sea Point|Cape Town', 'tomorrow', '20:00', 2)),
      ],
      [
        'Hi! Table for 7 at a steakhouse in Hyde Park on Wednesday evening please',
        asks(table('Hyde Park|Johannesburg', 'wed', '19:00', 7)),
      ],
      [
        'Could you reserve a table at La Colombe for 2 this Friday at 7:30pm',
        asks(table(null, 'fri', '19:30', 2)),
      ],
      [
        'Christmas Eve dinner for 12 in Plett, 7pm, somewhere with a view',
        asks(table('Plettenberg Bay|Garden Route', 'md:12-24', '19:00', 12)),
      ],
      [
        "New Year's Eve, table for 4 at the V&A Waterfront, 9pm",
        asks(table('V&A Waterfront|Cape Town', 'md:12-31', '21:00', 4)),
      ],
      [
        'book us for valentines dinner in Constantia, 2 people at 19:00',
        asks(table('Constantia|Cape Town', 'md:02-14', '19:00', 2)),
      ],
      [
        'Lunch tomorrow in Ballito for 3 adults and 2 kids',
        asks(table('Ballito|Durban', 'tomorrow', '12:30', 5)),
      ],
      [
        'a table for one tonight at 7 in Parkhurst. just me, long day',
        asks(table('Parkhurst|Johannesburg', 'today', '19:00', 1)),
      ],
      [
        'Table in Knysna for six on Saturday, sunset if possible',
        asks(table('Knysna|Garden Route', 'sat', '18:00', 6)),
      ],
      [
        'Can u book a table for 2 at the saxon for tonite 8:15',
        asks(table('The Saxon|Johannesburg', 'today', '20:15', 2)),
      ],
      [
        'We need a big table, about 14 people, Florida Road Durban, Friday 8pm',
        asks(table('Florida Road|Durban', 'fri', '20:00', 14)),
      ],
      [
        'Reserve dinner for 2 in the Bo-Kaap on the 20th at half past 7',
        asks(table('Bo-Kaap|Cape Town', 'dom:20', '19:30', 2)),
      ],
      [
        'table for 3 in menlyn on monday 1pm please',
        asks(table('Menlyn|Pretoria', 'mon', '13:00', 3)),
      ],
      [
        'Would love a table for two at Delaire Graff for lunch on Sunday',
        asks(table('Delaire Graff|Cape Winelands', 'sun', '12:30', 2)),
      ],
      [
        'Dinner for four in Durban North tomorrow night',
        asks(table('Durban North|Durban', 'tomorrow', '20:00', 4)),
      ],
      [
        'sushi in Illovo, 2 ppl, 18:45 today',
        asks(table('Illovo|Johannesburg', 'today', '18:45', 2)),
      ],
      [
        'Please get us a table in Paternoster on Saturday for lunch, there will be 6 of us',
        asks(table('Paternoster|West Coast', 'sat', '12:30', 6)),
      ],
      [
        'Book a table at Nelson Mandela Square for 8, the day after tomorrow at 7pm',
        asks(table('Nelson Mandela Square|Johannesburg', '+2', '19:00', 8)),
      ],
      [
        'me + 3 colleagues, business lunch in Sandton thursday 12h30',
        asks(table('Sandton|Johannesburg', 'thu', '12:30', 4)),
      ],
      [
        'Table for 2 in Clifton tonight. Not Saturday, tonight',
        asks(table('Clifton|Cape Town', 'today', '20:00', 2)),
      ],
      [
        "Can we do dinner in Kalk Bay on Friday for 4... sorry, make that 5, my brother's coming",
        asks(table('Kalk Bay|Cape Town', 'fri', null, 5)),
      ],
      [
        'Lunch at Spier for two tomorrow, 1:30',
        asks(table('Spier|Cape Winelands', 'tomorrow', '13:30', 2)),
      ],
      [
        'i need a table in Greenside for 6 at 7 on saturday',
        asks(table('Greenside|Johannesburg', 'sat', '19:00', 6)),
      ],
      [
        'Could you find us a table for 2 in Tamboerskloof for dinner on Wednesday? Around 8',
        asks(table('Tamboerskloof|Cape Town', 'wed', '20:00', 2)),
      ],
      [
        'Book a dinner table for 9 people in Westville next Friday at 6:30pm',
        asks(table('Westville|Durban', 'next:fri', '18:30', 9)),
      ],
      [
        'table for the 4 of us at Lanzerac this evening',
        asks(table('Lanzerac|Cape Winelands', 'today', '19:00', 4)),
      ],
      [
        'Breakfast in Bryanston tomorrow morning, two people',
        asks(table('Bryanston|Johannesburg', 'tomorrow', '09:00', 2)),
      ],
      [
        'Hi, I am hosting clients on the 5th, a table for 6 in Rosebank at 7:30pm please',
        asks(table('Rosebank|Johannesburg', 'dom:5', '19:30', 6)),
      ],
      [
        'lunch for 2 in hout bay on sunday at noon',
        asks(table('Hout Bay|Cape Town', 'sun', '12:00', 2)),
      ],
      [
        'book dinner for us at Steenberg Estate, 4 people, Thursday, 7:45pm',
        asks(table('Steenberg Estate|Cape Town', 'thu', '19:45', 4)),
      ],
      [
        'Please arrange a table for 2 in Woodstock tomorrow, dinner',
        asks(table('Woodstock|Cape Town', 'tomorrow', null, 2)),
      ],
      ['Can you book Marble for 4? Friday, 8:30pm', asks(table(null, 'fri', '20:30', 4))],
      [
        'Table in De Waterkant for 2 at 19h00 on the 18th',
        asks(table('De Waterkant|Cape Town', 'dom:18', '19:00', 2)),
      ],
      [
        'tapas in Maboneng with 8 friends (so 9 of us) saturday at 8',
        asks(table('Maboneng|Johannesburg', 'sat', '20:00', 9)),
      ],
      [
        'Can we get lunch for 3 at Boschendal on Monday at 12?',
        asks(table('Boschendal|Cape Winelands', 'mon', '12:00', 3)),
      ],
      [
        'table for two at 6 in Umhlanga Ridge today',
        asks(table('Umhlanga Ridge|Durban', 'today', '18:00', 2)),
      ],
      [
        'A table for 20 in Pretoria on the 15th at 6pm, year-end function',
        asks(table('Pretoria|Pretoria', 'dom:15', '18:00', 20)),
      ],
      [
        'Need dinner for two in Wilderness tonight, 7:30',
        asks(table('Wilderness|Garden Route', 'today', '19:30', 2)),
      ],
      [
        'please book a table in Muizenberg for breakfast on Sunday 8:30, 4 of us',
        asks(table('Muizenberg|Cape Town', 'sun', '08:30', 4)),
      ],
      [
        'Table for 2, Kloof, this Saturday 7pm. Quiet corner please',
        asks(table('Kloof|Durban', 'sat', '19:00', 2)),
      ],
      [
        'Can I book a table for 5 in Dullstroom on Sunday for lunch, trout place',
        asks(table('Dullstroom|Panorama Route', 'sun', '12:30', 5)),
      ],
      [
        'Reserve us a table for 2 at 8:00 PM at a good Italian place in Parkview',
        asks(table('Parkview|Johannesburg', 'auto', '20:00', 2)),
      ],
      [
        'book a table for my parents (2) in Stellies tomorrow at 1',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '13:00', 2)),
      ],
      [
        'Dinner tomorrow in Green Point for 3 people at quarter past 7',
        asks(table('Green Point|Cape Town', 'tomorrow', '19:15', 3)),
      ],
      [
        'Tonight, Morningside, table for 2, 20h30',
        asks(table('Morningside|Johannesburg', 'today', '20:30', 2)),
      ],
      [
        'I would like to book a table for 4 in Somerset West on Friday at 7 in the evening',
        asks(table('Somerset West|Cape Town', 'fri', '19:00', 4)),
      ],
      [
        "Lunch for eight at the Waterfront on Saturday, it's my mom's 70th",
        asks(table('V&A Waterfront|Cape Town', 'sat', '12:30', 8)),
      ],
      [
        'table for 6, Salt Rock, sunday lunchtime',
        asks(table('Salt Rock|Durban', 'sun', '12:30', 6)),
      ],
      [
        'can you get me and my son a table in Fourways tonight at 6:30?',
        asks(table('Fourways|Johannesburg', 'today', '18:30', 2)),
      ],
      [
        '2 people, dinner, Hermanus, tomorrow 7pm. thanks',
        asks(table('Hermanus|Overberg', 'tomorrow', '19:00', 2)),
      ],
      [
        'Could you make a booking for 3 at a curry spot in Musgrave on Thursday at 12:45?',
        asks(table('Musgrave|Durban', 'thu', '12:45', 3)),
      ],
      [
        'Book a table for 4 in Franschhoek for Saturday night',
        asks(table('Franschhoek|Cape Winelands', 'sat', '20:00', 4)),
      ],
      [
        'table for 2 on the 1st at 7:30pm in Camps Bay',
        asks(table('Camps Bay|Cape Town', 'dom:1', '19:30', 2)),
      ],
      [
        'Dinner for 2 at Ellerman House next Thursday at 8',
        asks(table('Ellerman House|Cape Town', 'next:thu', '20:00', 2)),
      ],
      [
        'Table for 6 in Craighall, tomorrow, lunch',
        asks(table('Craighall|Johannesburg', 'tomorrow', '12:30', 6)),
      ],
    ],
  ),
};
