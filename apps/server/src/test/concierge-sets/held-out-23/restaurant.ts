import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const MONTECASINO = ['Montecasino|Johannesburg', 'Fourways|Johannesburg'];

/** A table a human could file at any of `places` (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-third held-out set: restaurant tables (type other, dining) with their place, day, time
 * and party: the party as a number, "ppl", "pax"-free shorthand ("table 4 3 ppl"), "me + 5 mates",
 * "two couples", "my boss and 2 clients", "2 adults 3 kids", "4 adults and 2 kids", "9 girls", "6
 * ladies", "me and my daughter", "just a table for me", "my team of 9", "family of 4", "eleven
 * people"; the time as "8pm", "7.30pm", "12h30", "19:45", "8:45pm", "1:15pm", "7:30am", "around
 * 7", "at 12", noon, lunch, Sunday lunch, Saturday lunch, Christmas lunch, breakfast at 9, brunch
 * at 10, high tea at 3, sunset, "Friday night", "Saturday night", "tomorrow night", "tomorrow
 * evening", "Saturday evening", or no hour at all; the day as a weekday, "next week Thursday",
 * "next week Tuesday", "next week Wednesday", "day after tomorrow", "a week from today", the 17th,
 * 18th, 19th, 20th, 22nd, 23rd, 25th and 26th, Valentine's Day, Christmas Day, New Year's Eve, or
 * none (a bare time); a restaurant the gazetteer does not know (La Colombe, Marble, Nobu) names no
 * place unless its suburb or town is named; a landmark (a hotel, a wine farm, a casino, a
 * waterfront, a mall, a street) may be filed there or in its suburb or town; where the member
 * lands or watches rugby is not where they eat; one suburb chosen over another ("Not Sandton -
 * Hyde Park").
 */
export const HELD_OUT_23_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Table for 2 at La Colombe in Constantia tomorrow at 8pm please',
        asks(table('Constantia|Cape Town', 'tomorrow', '20:00', 2)),
      ],
      [
        'Need a table for 6 in Sea Point on Saturday at 7.30pm, somewhere with good sushi',
        asks(table('Sea Point|Cape Town', 'sat', '19:30', 6)),
      ],
      [
        'Could you book us somewhere nice in Rosebank tonight, 4 people, around 7',
        asks(table('Rosebank|Johannesburg', 'today', '19:00', 4)),
      ],
      [
        'Lunch for 3 at Babylonstoren on Sunday',
        asks(tableAt(['Babylonstoren|Cape Winelands'], 'sun', '12:30', 3)),
      ],
      [
        'Breakfast for two at the Mount Nelson tomorrow at 9',
        asks(tableAt(MOUNT_NELSON, 'tomorrow', '09:00', 2)),
      ],
      [
        'me + 5 mates, steakhouse in Menlyn, Friday night',
        asks(table('Menlyn|Pretoria', 'fri', '20:00', 6)),
      ],
      [
        'A table for one at the Oyster Box for high tea tomorrow at 3',
        asks(tableAt(OYSTER_BOX, 'tomorrow', '15:00', 1)),
      ],
      [
        'Please reserve a table for 8 in Franschhoek for lunch on the 18th',
        asks(table('Franschhoek|Cape Winelands', 'dom:18', '12:30', 8)),
      ],
      ['Book Marble for me and my wife tonight, 8:30pm', asks(table(null, 'today', '20:30', 2))],
      [
        'Somewhere in Umhlanga with a sea view, Saturday at 1pm, for 5',
        asks(table('Umhlanga|Durban', 'sat', '13:00', 5)),
      ],
      [
        'Dinner for 10 in Stellenbosch on the 22nd - team year-end',
        asks(table('Stellenbosch|Cape Winelands', 'dom:22', null, 10)),
      ],
      [
        'Can I get a table at a seafood place in Hout Bay for 4 at noon tomorrow',
        asks(table('Hout Bay|Cape Town', 'tomorrow', '12:00', 4)),
      ],
      [
        'Sunday lunch for the family, 7 of us, somewhere in Durbanville',
        asks(table('Durbanville|Cape Town', 'sun', '12:30', 7)),
      ],
      [
        'Table for 2 at sunset in Camps Bay tomorrow',
        asks(table('Camps Bay|Cape Town', 'tomorrow', '18:00', 2)),
      ],
      [
        "Need a booking for 12 at Melrose Arch on Friday at 7:30pm, it's a work farewell",
        asks(tableAt(MELROSE_ARCH, 'fri', '19:30', 12)),
      ],
      [
        'Any chance of a table for 4 in Parkhurst on 4th Avenue, Saturday around 12:30?',
        asks(table('Parkhurst|Johannesburg', 'sat', '12:30', 4)),
      ],
      [
        'Table for 3 at 19:45 tonight in Green Point',
        asks(table('Green Point|Cape Town', 'today', '19:45', 3)),
      ],
      [
        'Reserve dinner in Hermanus for 2 on the 20th, somewhere we can see the whales',
        asks(table('Hermanus|Overberg', 'dom:20', null, 2)),
      ],
      [
        '2 adults 3 kids lunch Saturday in Kalk Bay, 12h30',
        asks(table('Kalk Bay|Cape Town', 'sat', '12:30', 5)),
      ],
      [
        'Breakfast meeting at The Saxon tomorrow 7:30am for 3 ppl',
        asks(tableAt(SAXON, 'tomorrow', '07:30', 3)),
      ],
      [
        'Pls book a table at a Portuguese place in Bedfordview for 6, Sunday 1pm',
        asks(table('Bedfordview|Johannesburg', 'sun', '13:00', 6)),
      ],
      [
        'Next week Thursday, dinner for 4 in Bryanston at 7',
        asks(table('Bryanston|Johannesburg', 'next:thu', '19:00', 4)),
      ],
      [
        "Valentine's dinner for two in Franschhoek",
        asks(table('Franschhoek|Cape Winelands', 'md:02-14', null, 2)),
      ],
      [
        'My boss and 2 clients, lunch tomorrow at 1 in Sandton',
        asks(table('Sandton|Johannesburg', 'tomorrow', '13:00', 4)),
      ],
      [
        "we're 9 girls for a birthday brunch at 10 on Saturday in Greenside",
        asks(table('Greenside|Johannesburg', 'sat', '10:00', 9)),
      ],
      [
        "Table for 5 at 6pm in Musgrave tomorrow, kids' menu needed",
        asks(table('Musgrave|Durban', 'tomorrow', '18:00', 5)),
      ],
      [
        'Can you book a table at the V&A Waterfront for 4 tonight at 7:15',
        asks(tableAt(['V&A Waterfront|Cape Town'], 'today', '19:15', 4)),
      ],
      [
        'Dinner for 2 in Plett, day after tomorrow at 7.30pm',
        asks(table('Plettenberg Bay|Garden Route', '+2', '19:30', 2)),
      ],
      [
        'Just a table for me at 12 tomorrow, somewhere quiet in Illovo',
        asks(table('Illovo|Johannesburg', 'tomorrow', '12:00', 1)),
      ],
      [
        'Christmas lunch for 14 in Constantia',
        asks(table('Constantia|Cape Town', 'md:12-25', '12:30', 14)),
      ],
      [
        "New Year's Eve dinner for 6 in Clifton",
        asks(table('Clifton|Cape Town', 'md:12-31', null, 6)),
      ],
      [
        'A table for 2 at 9pm tonight, anywhere decent in Melville',
        asks(table('Melville|Johannesburg', 'today', '21:00', 2)),
      ],
      [
        'Book for 4 at Delaire Graff, Saturday lunch',
        asks(tableAt(['Delaire Graff|Cape Winelands'], 'sat', '12:30', 4)),
      ],
      [
        'Pizza night with the kids, 2 adults 4 kids, Friday at 6 in Fourways',
        asks(table('Fourways|Johannesburg', 'fri', '18:00', 6)),
      ],
      [
        'Table for 8 at Montecasino on Saturday evening',
        asks(tableAt(MONTECASINO, 'sat', '19:00', 8)),
      ],
      [
        "We'd like dinner in the Bo-Kaap for 3 tomorrow evening",
        asks(table('Bo-Kaap|Cape Town', 'tomorrow', '19:00', 3)),
      ],
      [
        'Lunch for 6 on the 26th in Tulbagh, a wine farm restaurant please',
        asks(table('Tulbagh|Cape Winelands', 'dom:26', '12:30', 6)),
      ],
      [
        'table 4 two @ 8 2nite in De Waterkant',
        asks(table('De Waterkant|Cape Town', 'today', '20:00', 2)),
      ],
      [
        'Could we get a table for 5 in Ballito on Sunday at 12?',
        asks(table('Ballito|Durban', 'sun', '12:00', 5)),
      ],
      [
        'Two couples, dinner in Waterkloof on Friday around 7:30',
        asks(table('Waterkloof|Pretoria', 'fri', '19:30', 4)),
      ],
      [
        'Tomorrow night in Durban North, table for 3 at 7',
        asks(table('Durban North|Durban', 'tomorrow', '19:00', 3)),
      ],
      [
        'Table for 4 at 12:30 in Kenilworth, a week from today',
        asks(table('Kenilworth|Cape Town', '+7', '12:30', 4)),
      ],
      [
        'Need a table for 20 in Braamfontein on the 23rd, graduation dinner',
        asks(table('Braamfontein|Johannesburg', 'dom:23', null, 20)),
      ],
      [
        'dinner for 2 at 7pm in Knysna on the 17th pls',
        asks(table('Knysna|Garden Route', 'dom:17', '19:00', 2)),
      ],
      [
        'me and my daughter, lunch at Groot Constantia tomorrow',
        asks(
          tableAt(['Groot Constantia|Cape Town', 'Constantia|Cape Town'], 'tomorrow', '12:30', 2),
        ),
      ],
      [
        'Please find a halaal restaurant in Rondebosch for 6 tonight at 7:45',
        asks(table('Rondebosch|Cape Town', 'today', '19:45', 6)),
      ],
      [
        'Table for 7, Saturday night, somewhere in Umhlanga Ridge',
        asks(table('Umhlanga Ridge|Durban', 'sat', '20:00', 7)),
      ],
      [
        'Book Sunday breakfast for 4 at 9:30 in Newlands',
        asks(table('Newlands|Cape Town', 'sun', '09:30', 4)),
      ],
      [
        'Table for 2 at Lanzerac on the 25th at 7pm, our anniversary',
        asks(
          tableAt(['Lanzerac|Cape Winelands', 'Stellenbosch|Cape Winelands'], 'dom:25', '19:00', 2),
        ),
      ],
      [
        'Dinner tomorrow at 8 for eleven people in Sandton, private room if possible',
        asks(table('Sandton|Johannesburg', 'tomorrow', '20:00', 11)),
      ],
      [
        'Can u book a table 4 3 ppl at 1:15pm today in Claremont',
        asks(table('Claremont|Cape Town', 'today', '13:15', 3)),
      ],
      [
        'High tea for 6 ladies at 3 on Saturday in Houghton',
        asks(table('Houghton|Johannesburg', 'sat', '15:00', 6)),
      ],
      [
        'Table for four in Paternoster, Sunday lunch',
        asks(table('Paternoster|West Coast', 'sun', '12:30', 4)),
      ],
      [
        'Dinner for two tonight, no preference where, 8:45pm',
        asks(table(null, 'today', '20:45', 2)),
      ],
      [
        "Lunch for 3 at 12:30, we're in Hatfield",
        asks(table('Hatfield|Pretoria', 'auto', '12:30', 3)),
      ],
      [
        'Flying into King Shaka at 5, then dinner for 2 in Salt Rock at 8',
        asks(table('Salt Rock|Durban', 'auto', '20:00', 2)),
      ],
      [
        'Watching the Sharks at Kings Park on Saturday, then dinner for 6 on Florida Road at 7:30pm',
        asks(tableAt(['Florida Road|Durban'], 'sat', '19:30', 6)),
      ],
      [
        'Table for 3 at 6:30pm next week Tuesday in Rivonia',
        asks(table('Rivonia|Johannesburg', 'next:tue', '18:30', 3)),
      ],
      [
        'A table for 4 adults and 2 kids at Spier on Sunday at 12',
        asks(tableAt(['Spier|Cape Winelands'], 'sun', '12:00', 6)),
      ],
      [
        'Need lunch for 5 in Kyalami tomorrow',
        asks(table('Kyalami|Johannesburg', 'tomorrow', '12:30', 5)),
      ],
      [
        'Dinner in Oranjezicht for 2 at 19:00 on the 19th',
        asks(table('Oranjezicht|Cape Town', 'dom:19', '19:00', 2)),
      ],
      [
        '4 of us, Saturday, 1pm, somewhere good in Paarl',
        asks(table('Paarl|Cape Winelands', 'sat', '13:00', 4)),
      ],
      [
        'Not Sandton - Hyde Park. Table for 4 tomorrow at 7:30pm',
        asks(table('Hyde Park|Johannesburg', 'tomorrow', '19:30', 4)),
      ],
      ['Sushi for 2 in La Lucia tonight at 7', asks(table('La Lucia|Durban', 'today', '19:00', 2))],
      ['Book me a table at Nobu for 2 on Friday at 8pm', asks(table(null, 'fri', '20:00', 2))],
      [
        'Family of 4, lunch at Harties on Sunday around 1',
        asks(table('Hartbeespoort|Pretoria', 'sun', '13:00', 4)),
      ],
      [
        'Dinner for my team of 9 in Bellville, next week Wednesday at 6:30pm',
        asks(table('Bellville|Cape Town', 'next:wed', '18:30', 9)),
      ],
    ],
  ),
};
