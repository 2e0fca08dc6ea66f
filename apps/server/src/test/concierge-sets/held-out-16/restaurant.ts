import { asks, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';

/** A table a human could file at either place (a landmark and the suburb or town it is in). */
const tableAt = (
  places: string[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Sixteenth held-out set: restaurant tables (type other, dining) with their place, day, time and
 * party: the party as a number, a word, "pax", "ppl", "two couples", "three couples", "my wife and
 * I plus her parents", "me and my son", "just me" or "the team of 14"; the time as "19h30",
 * "7:30pm", "half 8", "quarter to 8", "8ish", "1-ish", "20:00", "half past six", lunch, brunch or a
 * part of the day; the day as a weekday, "Thurs", "next Thursday", "the day after tomorrow", the
 * 21st, a date in words ("3 September", "the 3rd of October") or Valentine's Day; a restaurant the
 * gazetteer does not know names no place unless the message names its suburb, estate or
 * landmark; a member who is staying in one place (or visiting from another) is booked where
 * they eat; one correction ("Franschhoek... no sorry, Stellenbosch") and one table with nothing
 * but the suburb it should not be in.
 */
export const HELD_OUT_16_RESTAURANT: LabelledSet = {
  kind: 'restaurant',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Table for 2 at La Colombe on Friday at 7:30pm please',
        asks(table(null, 'fri', '19:30', 2)),
      ],
      [
        'Pls book Harbour House in Kalk Bay for 4, Sunday lunch',
        asks(table('Kalk Bay|Cape Town', 'sun', '12:30', 4)),
      ],
      [
        'Me, my husband and our three girls — somewhere nice in Hermanus on Saturday evening?',
        asks(table('Hermanus|Overberg', 'sat', '19:00', 5)),
      ],
      [
        'Could you get us into the Pot Luck Club tomorrow at 1? Two of us',
        asks(table(null, 'tomorrow', '13:00', 2)),
      ],
      [
        'dinner for six at the Codfather in Camps Bay on Thurs at 8',
        asks(table('Camps Bay|Cape Town', 'thu', '20:00', 6)),
      ],
      [
        'Saturday 19h30, 4 pax, Marble in Rosebank',
        asks(table('Rosebank|Johannesburg', 'sat', '19:30', 4)),
      ],
      [
        'We’re staying at the Lanzerac but want to eat in Franschhoek tomorrow night, table for 2',
        asks(table('Franschhoek|Cape Winelands', 'tomorrow', '20:00', 2)),
      ],
      [
        'Need a table at Babel, Babylonstoren, for 3 adults and 2 kids on Sunday at noon',
        asks(table('Babylonstoren|Cape Winelands', 'sun', '12:00', 5)),
      ],
      [
        'just me tonight, somewhere quiet in Melville around 7',
        asks(table('Melville|Johannesburg', 'today', '19:00', 1)),
      ],
      [
        'Table for ten on the 21st at 7pm in Umhlanga — it’s my mom’s birthday and she loves the sea',
        asks(table('Umhlanga|Durban', 'dom:21', '19:00', 10)),
      ],
      [
        'two couples, Friday, 8ish, Florida Road please',
        asks(table('Florida Road|Durban', 'fri', '20:00', 4)),
      ],
      [
        'Any chance of a table at the Oyster Box for high tea on Saturday at 3? For my mum and me',
        asks(table('Oyster Box|Durban', 'sat', '15:00', 2)),
      ],
      [
        'Book somewhere in Parkhurst for a family lunch on Sunday, 3 adults and our toddler in a high chair',
        asks(table('Parkhurst|Johannesburg', 'sun', '12:30', 4)),
      ],
      [
        'Can we get a table for 8 at the Saxon on 14 February at 7:45pm?',
        asks(table('The Saxon|Johannesburg', 'md:02-14', '19:45', 8)),
      ],
      [
        'Dinner for two on Valentine’s Day, somewhere romantic in Stellenbosch, 7pm',
        asks(table('Stellenbosch|Cape Winelands', 'md:02-14', '19:00', 2)),
      ],
      [
        'Table for 3 at a steakhouse in Menlyn, Wed 6pm',
        asks(table('Menlyn|Pretoria', 'wed', '18:00', 3)),
      ],
      [
        'quarter to 8 tomorrow, 2 ppl, anywhere decent in Sea Point',
        asks(table('Sea Point|Cape Town', 'tomorrow', '19:45', 2)),
      ],
      [
        'Staying in Sandton but we’d like dinner in Greenside on Friday, 4 of us at 7:30',
        asks(table('Greenside|Johannesburg', 'fri', '19:30', 4)),
      ],
      [
        'We’re 12 for a work lunch next Thursday at 1, somewhere in Illovo',
        asks(table('Illovo|Johannesburg', 'next:thu', '13:00', 12)),
      ],
      [
        'Could you book at Pierneef à La Motte for the day after tomorrow, half 12, 2 people',
        asks(table(null, '+2', '12:30', 2)),
      ],
      [
        'I’d like a breakfast table at the Mount Nelson on Sunday at 9 for me and my son',
        asks(table('Mount Nelson|Cape Town', 'sun', '09:00', 2)),
      ],
      [
        'Hello, a table for 5 please in Hazyview on Saturday at half past six',
        asks(table('Hazyview|Mbombela', 'sat', '18:30', 5)),
      ],
      [
        'table 4 two 2nite at 9 in Bantry Bay',
        asks(table('Bantry Bay|Cape Town', 'today', '21:00', 2)),
      ],
      [
        'My wife and I plus her parents — a table at Delaire Graff on Saturday, 1pm',
        asks(table('Delaire Graff|Cape Winelands', 'sat', '13:00', 4)),
      ],
      [
        'lunch tomorrow for six at a seafood place in Paternoster',
        asks(table('Paternoster|West Coast', 'tomorrow', '12:30', 6)),
      ],
      [
        'Can you reserve a table for two in Clarens on Friday evening? We’re driving up from Joburg that afternoon',
        asks(table('Clarens|Eastern Free State', 'fri', '19:00', 2)),
      ],
      [
        'A table for 20 — rugby club dinner — on 6 June at 7 in Bloemfontein',
        asks(table('Bloemfontein|Bloemfontein', 'md:06-06', '19:00', 20)),
      ],
      [
        'Dinner for 2 at 8:15 on Saturday at the Boardwalk in PE',
        asks(tableAt(['Boardwalk Casino|Gqeberha', 'Gqeberha|Gqeberha'], 'sat', '20:15', 2)),
      ],
      [
        'We’ll be at the game on Saturday so dinner after in Summerstrand, 9pm, 6 guys',
        asks(table('Summerstrand|Gqeberha', 'sat', '21:00', 6)),
      ],
      [
        'Book a table for my parents (2) at a restaurant in Tzaneen on Sunday at 12:30',
        asks(table('Tzaneen|Polokwane', 'sun', '12:30', 2)),
      ],
      [
        'A family of 7, dinner at Sun City tomorrow at 6:30pm',
        asks(table('Sun City|Pilanesberg', 'tomorrow', '18:30', 7)),
      ],
      [
        'The four of us want to try the restaurant at Grootbos on Friday night',
        asks(table('Grootbos|Overberg', 'fri', '20:00', 4)),
      ],
      [
        'lunch for 2 on Thursday in Riebeek Kasteel, 1-ish',
        asks(table('Riebeek Valley|Cape Winelands', 'thu', '13:00', 2)),
      ],
      [
        'Pls reserve for 3 at Salsify at the Roundhouse, Camps Bay, Sunday 12:30',
        asks(table('Camps Bay|Cape Town', 'sun', '12:30', 3)),
      ],
      [
        'Can you find us a table at a kosher restaurant? Not in Sandton please, it’s too busy',
        asks(table(null, null, null, null)),
      ],
      [
        'Table for 2 on my birthday, 3 September, 7pm, somewhere in Dullstroom',
        asks(table('Dullstroom|Panorama Route', 'md:09-03', '19:00', 2)),
      ],
      [
        'Need a private room for 16 at a restaurant in Ballito on Saturday at 7',
        asks(table('Ballito|Durban', 'sat', '19:00', 16)),
      ],
      [
        'Sunday breakfast at 9:30 at the Irene Dairy Farm for the three of us',
        asks(table('Irene Dairy Farm|Pretoria', 'sun', '09:30', 3)),
      ],
      [
        'Pizza night for the team, 9 of us, in Braamfontein tomorrow at 6pm',
        asks(table('Braamfontein|Johannesburg', 'tomorrow', '18:00', 9)),
      ],
      [
        'We’re visiting my sister in Fish Hoek but would like a table in Simon’s Town on Saturday, 5 of us, 1pm',
        asks(table("Simon's Town|Cape Town", 'sat', '13:00', 5)),
      ],
      [
        'book dinner for 2 in Wilderness, Friday 7pm, outside table if poss',
        asks(table('Wilderness|Garden Route', 'fri', '19:00', 2)),
      ],
      [
        'A table for six at Moyo at uShaka on the 30th at 6pm',
        asks(table('uShaka Marine World|Durban', 'dom:30', '18:00', 6)),
      ],
      [
        'Half 8 tonight please, 2 pax, somewhere in Tamboerskloof',
        asks(table('Tamboerskloof|Cape Town', 'today', '20:30', 2)),
      ],
      [
        'Could you book lunch at Spier for me and my 3 colleagues on Tuesday',
        asks(table('Spier|Cape Winelands', 'tue', '12:30', 4)),
      ],
      [
        'Six adults, Saturday 20:00, anywhere nice in Hout Bay please',
        asks(table('Hout Bay|Cape Town', 'sat', '20:00', 6)),
      ],
      [
        'Need a table for the two of us tomorrow evening in Kloof, we’re celebrating our engagement!',
        asks(table('Kloof|Durban', 'tomorrow', '19:00', 2)),
      ],
      [
        'Dinner at a Portuguese place in Bedfordview on Thursday, 7:30, party of 8',
        asks(table('Bedfordview|Johannesburg', 'thu', '19:30', 8)),
      ],
      [
        'Table for 4 please, at the Waterfront in Cape Town, tomorrow at 12',
        asks(table('V&A Waterfront|Cape Town', 'tomorrow', '12:00', 4)),
      ],
      ['Dinner at Hartford House on Saturday, 2 people, 7pm', asks(table(null, 'sat', '19:00', 2))],
      [
        'My boss and I need a quiet lunch table in Rivonia on Monday at 12:30',
        asks(table('Rivonia|Johannesburg', 'mon', '12:30', 2)),
      ],
      [
        'Brunch for 5 in Linden on Sunday at 10',
        asks(table('Linden|Johannesburg', 'sun', '10:00', 5)),
      ],
      [
        'Could you book the restaurant at the Gary Player Country Club for 4 after golf on Saturday, 2pm?',
        asks(table('Gary Player Country Club|Pilanesberg', 'sat', '14:00', 4)),
      ],
      [
        'my parents are coming up from Kimberley — table for 4 on Friday at 7 at a restaurant in Brooklyn',
        asks(table('Brooklyn|Pretoria', 'fri', '19:00', 4)),
      ],
      [
        'A table for 2 in Franschhoek... no sorry, in Stellenbosch, on Wednesday at 7:30pm',
        asks(table('Stellenbosch|Cape Winelands', 'wed', '19:30', 2)),
      ],
      [
        'reserve somewhere in Musgrave for 3 on Tuesday evening',
        asks(table('Musgrave|Durban', 'tue', '19:00', 3)),
      ],
      [
        'We’d like a table at Tashas in Morningside for 4 at 11 on Saturday',
        asks(table('Morningside|Johannesburg', 'sat', '11:00', 4)),
      ],
      [
        'Dinner for nine on the 3rd of October at 7pm in St Francis Bay',
        asks(table('St Francis Bay|Gqeberha', 'md:10-03', '19:00', 9)),
      ],
      [
        'Please book a table at Ellerman House for our anniversary dinner on Friday, the two of us at 8',
        asks(table('Ellerman House|Cape Town', 'fri', '20:00', 2)),
      ],
      [
        'we’re in Langebaan this weekend, can you book a table for 6 on Saturday at 7 at a place on the lagoon',
        asks(tableAt(['Langebaan|West Coast', 'Langebaan Lagoon|West Coast'], 'sat', '19:00', 6)),
      ],
      [
        'Lunch today for 3 in Kommetjie, 1:15',
        asks(table('Kommetjie|Cape Town', 'today', '13:15', 3)),
      ],
      [
        'Can you book the chef’s table at La Residence for 6 on the 9th at 7:30pm?',
        asks(table('La Residence|Cape Winelands', 'dom:9', '19:30', 6)),
      ],
      [
        'Table for 2 in Nottingham Road tomorrow for lunch',
        asks(table('Nottingham Road|Pietermaritzburg', 'tomorrow', '12:30', 2)),
      ],
      [
        'Looking to take the team of 14 out in Woodmead on Friday for lunch at 1',
        asks(table('Woodmead|Johannesburg', 'fri', '13:00', 14)),
      ],
      [
        'Dinner tomorrow at 7 in Westcliff, for the four of us, my folks are visiting from Polokwane',
        asks(table('Westcliff|Johannesburg', 'tomorrow', '19:00', 4)),
      ],
      [
        'I’d love a table for my wife and me in Prince Albert on Saturday evening — somewhere local',
        asks(table('Prince Albert|Karoo', 'sat', '19:00', 2)),
      ],
      [
        'Hi! Any chance you could find us a spot in Greyton for Sunday lunch? We’re 3 couples',
        asks(table('Greyton|Overberg', 'sun', '12:30', 6)),
      ],
      [
        'Could you book Thursday night dinner at 7 for the two of us in Clifton?',
        asks(table('Clifton|Cape Town', 'thu', '19:00', 2)),
      ],
    ],
  ),
};
