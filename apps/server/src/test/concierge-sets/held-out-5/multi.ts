import { asks, req, rowsIn, table, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';

/**
 * Fifth held-out set: several requests in one message, in the order the member asked, each filed
 * at its first place ("from A to B" is A); a day said once and carried ("the same day", "that
 * evening", "at the villa") is what a human concierge files. Five long itineraries (900 to 1,900
 * characters, five services each: long-itineraries.ts) among short two- and three-service
 * messages.
 */
export const HELD_OUT_5_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...LONG_ITINERARIES,
    ...rowsIn(
      ['en'],
      [
        [
          'Need a driver from King Shaka to Umhlanga tomorrow at 2pm, and a table for 4 at the Oyster Box at 7pm tomorrow',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '14:00'),
            table('Oyster Box|Durban', 'tomorrow', '19:00', 4),
          ),
        ],
        [
          'Can you get me a Range Rover in Sandton from Friday 10am, and a private chef at home in Kyalami on Saturday at 7pm for 6',
          asks(
            req('luxury_vehicle', 'Sandton|Johannesburg', 'fri', '10:00'),
            req('private_chef', 'Kyalami|Johannesburg', 'sat', '19:00', { partySize: 6 }),
          ),
        ],
        [
          'book flights from Joburg to Cape Town on Thursday morning and a villa in Clifton from Thursday for 4 nights',
          asks(
            req('travel', 'Johannesburg|Johannesburg', 'thu', '09:00'),
            req('accommodation', 'Clifton|Cape Town', 'thu', null),
          ),
        ],
        [
          'I need a bodyguard on Friday night in Rosebank, and a driver to take me from Houghton at 6:30pm that day',
          asks(
            req('security', 'Rosebank|Johannesburg', 'fri', '20:00'),
            req('personal_driver', 'Houghton|Johannesburg', 'fri', '18:30'),
          ),
        ],
        [
          'Two things: a yacht from the V&A on Sunday at noon for 8, and a late lunch for 8 in Camps Bay at 3pm the same day',
          asks(
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '12:00', { partySize: 8 }),
            table('Camps Bay|Cape Town', 'sun', '15:00', 8),
          ),
        ],
        [
          'Please arrange a personal shopper at Sandton City on Saturday at 10am and a table for 2 at Nelson Mandela Square at 1pm the same day',
          asks(
            req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '10:00'),
            table('Nelson Mandela Square|Johannesburg', 'sat', '13:00', 2),
          ),
        ],
        [
          'we need a lodge in Hoedspruit from the 10th and a charter flight from Lanseria to Hoedspruit on the 10th at 7am',
          asks(
            req('accommodation', 'Hoedspruit|Kruger', 'dom:10', null),
            req('travel', 'Lanseria International Airport|Johannesburg', 'dom:10', '07:00'),
          ),
        ],
        [
          "Organise my husband's 60th at our place in Constantia on the 19th at 6pm, and get a private chef to cook for 30 of us there at 7pm",
          asks(
            req('event_planning', 'Constantia|Cape Town', 'dom:19', '18:00'),
            req('private_chef', 'Constantia|Cape Town', 'dom:19', '19:00', { partySize: 30 }),
          ),
        ],
        [
          'Can you book me a driver tomorrow at 7am from Bryanston to OR Tambo and a hotel in Durban from tomorrow',
          asks(
            req('personal_driver', 'Bryanston|Johannesburg', 'tomorrow', '07:00'),
            req('accommodation', 'Durban|Durban', 'tomorrow', null),
          ),
        ],
        [
          'Please sort a Mercedes V-Class with a driver for Saturday 9am from Pretoria to Sun City, and a table for 6 at the Palace of the Lost City at 7pm',
          asks(
            req(['personal_driver', 'luxury_vehicle'], 'Pretoria|Pretoria', 'sat', '09:00'),
            table('Lost City|Pilanesberg', 'sat', '19:00', 6),
          ),
        ],
        [
          "I'd like a security detail at the Durban ICC on Tuesday from 8am, and a driver to collect me from King Shaka on Monday at 5pm",
          asks(
            req('security', 'Durban ICC|Durban', 'tue', '08:00'),
            req('personal_driver', 'King Shaka International Airport|Durban', 'mon', '17:00'),
          ),
        ],
        [
          'event planner for a kitchen tea in Durbanville on the 8th, and a personal shopper to help me with decor at Canal Walk on Thursday at 11am',
          asks(
            req('event_planning', 'Durbanville|Cape Town', 'dom:8', null),
            req('personal_shopping', 'Canal Walk|Cape Town', 'thu', '11:00'),
          ),
        ],
        [
          'Flights from Cape Town to PE on Friday at 6am, and a luxury hire car waiting at PE airport at 8am',
          asks(
            req('travel', 'Cape Town|Cape Town', 'fri', '06:00'),
            req(
              'luxury_vehicle',
              'Chief Dawid Stuurman International Airport|Gqeberha',
              'fri',
              '08:00',
            ),
          ),
        ],
        [
          'Book the Franschhoek Wine Tram for 6 on Saturday at 10am, then lunch for 6 at Boschendal at 1pm',
          asks(
            req('other', 'Franschhoek Wine Tram|Cape Winelands', 'sat', '10:00'),
            table('Boschendal|Cape Winelands', 'sat', '13:00', 6),
          ),
        ],
        [
          'chef for Friday dinner at home in Sea Point for 4 at 7:30pm, and a yacht on Saturday at 11am from the V&A for the same 4',
          asks(
            req('private_chef', 'Sea Point|Cape Town', 'fri', '19:30', { partySize: 4 }),
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '11:00', { partySize: 4 }),
          ),
        ],
        [
          'Need 2 things for tomorrow: a personal shopper at Menlyn at 10am and a table for 3 at 1pm in Brooklyn',
          asks(
            req('personal_shopping', 'Menlyn|Pretoria', 'tomorrow', '10:00'),
            table('Brooklyn|Pretoria', 'tomorrow', '13:00', 3),
          ),
        ],
        [
          'Can you get close protection for me in Houghton tomorrow evening, plus an armoured Range Rover from Houghton at 6pm tomorrow',
          asks(
            req('security', 'Houghton|Johannesburg', 'tomorrow', '19:00'),
            req('luxury_vehicle', 'Houghton|Johannesburg', 'tomorrow', '18:00'),
          ),
        ],
        [
          'a driver from OR Tambo at 8am on Monday, a suite in Melrose Arch from Monday, and dinner for 2 at Melrose Arch at 8pm that night',
          asks(
            req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'mon', '08:00'),
            req('accommodation', 'Melrose Arch|Johannesburg', 'mon', null),
            table('Melrose Arch|Johannesburg', 'mon', '20:00', 2),
          ),
        ],
        [
          'My sister is getting married in Stellenbosch on the 14th. Can you plan the rehearsal dinner for 20 at Spier on the 13th at 7pm, and send a chauffeur to fetch the bride from Lanzerac at 2pm on the 14th',
          asks(
            req(['event_planning', 'other'], 'Spier|Cape Winelands', 'dom:13', '19:00'),
            req('personal_driver', 'Lanzerac|Cape Winelands', 'dom:14', '14:00'),
          ),
        ],
        [
          'we want a Land Rover Defender for a week from Saturday in Hoedspruit and a lodge at Kapama from Saturday too',
          asks(
            req('luxury_vehicle', 'Hoedspruit|Kruger', 'sat', null),
            req('accommodation', 'Kapama|Kruger', 'sat', null),
          ),
        ],
        [
          'can you book me a flight from Durban to Cape Town on the 4th and a driver from Cape Town airport when I land at 3pm',
          asks(
            req('travel', 'Durban|Durban', 'dom:4', null),
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'dom:4', '15:00'),
          ),
        ],
        [
          'Set up a picnic on Table Mountain for 2 on Sunday at sunset, and a yacht from Hout Bay for the two of us on Monday at 10am',
          asks(
            req(['other', 'event_planning'], 'Table Mountain|Cape Town', 'sun', '18:00'),
            req('yacht_charter', 'Hout Bay|Cape Town', 'mon', '10:00', { partySize: 2 }),
          ),
        ],
        [
          'Need security at the Wanderers Club on Saturday from 3pm and a private chef for 15 at home in Illovo afterwards at 8pm',
          asks(
            req('security', 'Wanderers Stadium|Johannesburg', 'sat', '15:00'),
            req('private_chef', 'Illovo|Johannesburg', 'sat', '20:00', { partySize: 15 }),
          ),
        ],
        [
          'Please get me a driver at 5:30am tomorrow from Waterkloof to OR Tambo, flights to Durban at 8am, and a car hire at King Shaka, a Mercedes or something similar',
          asks(
            req('personal_driver', 'Waterkloof|Pretoria', 'tomorrow', '05:30'),
            req('travel', 'OR Tambo International Airport|Johannesburg', 'tomorrow', '08:00'),
            req('luxury_vehicle', 'King Shaka International Airport|Durban', 'tomorrow', null),
          ),
        ],
        [
          'book a table for 6 at a restaurant in Knysna on Friday at 7pm and a boat on the Knysna lagoon on Saturday at 10am for the same group',
          asks(
            table('Knysna|Garden Route', 'fri', '19:00', 6),
            req('yacht_charter', 'Knysna|Garden Route', 'sat', '10:00', { partySize: 6 }),
          ),
        ],
        [
          'I want a personal shopper at the V&A on Wednesday at 2pm, I need a new wardrobe for a trip, and then flights from Cape Town to Joburg on Friday at 7am',
          asks(
            req('personal_shopping', 'V&A Waterfront|Cape Town', 'wed', '14:00'),
            req('travel', 'Cape Town|Cape Town', 'fri', '07:00'),
          ),
        ],
        [
          'For our anniversary on the 9th: a suite at the Oyster Box for one night and a private chef for a dinner for 2 in the suite at 7:30pm',
          asks(
            req('accommodation', 'Oyster Box|Durban', 'dom:9', null),
            req('private_chef', 'Oyster Box|Durban', 'dom:9', '19:30', { partySize: 2 }),
          ),
        ],
        [
          'Plan a kids party at our house in Fourways on Saturday at 2pm and get a security guard there from 1pm',
          asks(
            req('event_planning', 'Fourways|Johannesburg', 'sat', '14:00'),
            req('security', 'Fourways|Johannesburg', 'sat', '13:00'),
          ),
        ],
        [
          'need a driver from Bloemfontein airport at 10am on Tuesday and a table for 2 in Bloem at 7pm on Tuesday',
          asks(
            req(
              'personal_driver',
              'Bram Fischer International Airport|Bloemfontein',
              'tue',
              '10:00',
            ),
            table('Bloemfontein|Bloemfontein', 'tue', '19:00', 2),
          ),
        ],
        [
          'Get me a villa in Hermanus from the 20th for 6 people, and a luxury car to collect from Cape Town airport on the 20th at 11am',
          asks(
            req('accommodation', 'Hermanus|Overberg', 'dom:20', null, { partySize: 6 }),
            req('luxury_vehicle', 'Cape Town International Airport|Cape Town', 'dom:20', '11:00'),
          ),
        ],
        [
          'a chef for Thursday lunch at our Ballito house at 1pm for 8, and a table for 8 at Salt Rock on Friday at 7pm',
          asks(
            req('private_chef', 'Ballito|Durban', 'thu', '13:00', { partySize: 8 }),
            table('Salt Rock|Durban', 'fri', '19:00', 8),
          ),
        ],
        [
          'I need three things on Saturday: a driver from Sandton at 9am, a personal shopper at Rosebank at 10am and a table for 4 in Parkhurst at 1pm',
          asks(
            req('personal_driver', 'Sandton|Johannesburg', 'sat', '09:00'),
            req('personal_shopping', 'Rosebank|Johannesburg', 'sat', '10:00'),
            table('Parkhurst|Johannesburg', 'sat', '13:00', 4),
          ),
        ],
        [
          'Can you organise a golf day at Gary Player Country Club on the 6th for 12 guys and accommodation in Sun City from the 6th to the 7th',
          asks(
            req(['other', 'event_planning'], 'Gary Player Country Club|Pilanesberg', 'dom:6', null),
            req('accommodation', 'Sun City|Pilanesberg', 'dom:6', null),
          ),
        ],
        [
          'Flights for 2 from OR Tambo to George on Friday at noon, a car at George airport, and a room at Fancourt from Friday',
          asks(
            req('travel', 'OR Tambo International Airport|Johannesburg', 'fri', '12:00'),
            req('luxury_vehicle', 'George Airport|Garden Route', 'fri', null),
            req('accommodation', 'Fancourt|Garden Route', 'fri', null),
          ),
        ],
        [
          'My in-laws arrive at King Shaka on Wednesday at 4pm, please send a driver, and book us a table for 6 at Florida Road at 7:30pm that evening',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'wed', '16:00'),
            table('Florida Road|Durban', 'wed', '19:30', 6),
          ),
        ],
        [
          'a yacht from Simonstown on Saturday at 9am for 6 to see the penguins, and lunch for 6 at Kalk Bay at 1pm after',
          asks(
            req('yacht_charter', "Simon's Town|Cape Town", 'sat', '09:00', { partySize: 6 }),
            table('Kalk Bay|Cape Town', 'sat', '13:00', 6),
          ),
        ],
        [
          'need a bodyguard for my daughter at her matric dance in Centurion on Friday from 6pm, and a stretch limo from our house in Midstream at 5:30pm',
          asks(
            req('security', 'Centurion|Pretoria', 'fri', '18:00'),
            req(['luxury_vehicle', 'personal_driver'], 'Midstream|Pretoria', 'fri', '17:30'),
          ),
        ],
        [
          'book accommodation in Clarens for next weekend from Friday and a private chef there on Saturday evening for 8',
          asks(
            req('accommodation', 'Clarens|Eastern Free State', 'next:fri', null),
            req('private_chef', 'Clarens|Eastern Free State', 'next:sat', '19:00', {
              partySize: 8,
            }),
          ),
        ],
        [
          'i need a chauffeur tomorrow from 8am in Pretoria CBD for meetings, plus a table for 5 at Menlyn Maine at 12:30 tomorrow',
          asks(
            req('personal_driver', 'Pretoria CBD|Pretoria', 'tomorrow', '08:00'),
            table('Menlyn Maine|Pretoria', 'tomorrow', '12:30', 5),
          ),
        ],
        [
          'Plan a proposal on Clifton Beach on Friday at sunset, a photographer there at 5:30pm, and a table for 2 in Camps Bay at 8pm',
          asks(
            req(['event_planning', 'other'], 'Clifton|Cape Town', 'fri', '18:00'),
            req('other', 'Clifton|Cape Town', 'fri', '17:30'),
            table('Camps Bay|Cape Town', 'fri', '20:00', 2),
          ),
        ],
        [
          'Can you book a helicopter flight from the V&A to Cape Point on Sunday at 10am and a table for 4 at the Mount Nelson for afternoon tea at 3pm',
          asks(
            req(['travel', 'other'], 'V&A Waterfront|Cape Town', 'sun', '10:00'),
            table('Mount Nelson|Cape Town', 'sun', '15:00', 4),
          ),
        ],
        [
          'I need someone to do my Christmas shopping at Gateway Mall on Thursday at 9am, and an event planner for our family Christmas lunch in Umhlanga on 25 December',
          asks(
            req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'thu', '09:00'),
            req('event_planning', 'Umhlanga|Durban', 'md:12-25', null),
          ),
        ],
        [
          'Please arrange a driver from our hotel in Rosebank to the Apartheid Museum on Saturday at 10am, and tickets for the Soweto tour that afternoon at 2pm',
          asks(
            req('personal_driver', 'Rosebank|Johannesburg', 'sat', '10:00'),
            req(['other', 'travel'], 'Soweto|Johannesburg', 'sat', '14:00'),
          ),
        ],
        [
          'a luxury car in PE from Monday, accommodation at Shamwari from Monday for 3 nights, and a driver to take us from the airport in PE on Monday at 11am',
          asks(
            req('luxury_vehicle', 'Gqeberha|Gqeberha', 'mon', null),
            req('accommodation', 'Shamwari|Gqeberha', 'mon', null),
            req(
              'personal_driver',
              'Chief Dawid Stuurman International Airport|Gqeberha',
              'mon',
              '11:00',
            ),
          ),
        ],
        [
          'Dinner for 10 at a restaurant in Stellenbosch on the 17th at 7pm, and a chauffeured minibus from Somerset West at 6pm that night so nobody has to drive',
          asks(
            table('Stellenbosch|Cape Winelands', 'dom:17', '19:00', 10),
            req('personal_driver', 'Somerset West|Cape Town', 'dom:17', '18:00'),
          ),
        ],
        [
          'Can you get me a personal shopper at Melrose Arch tomorrow at 11am and a security escort for the afternoon from 2pm in Melrose Arch as well',
          asks(
            req('personal_shopping', 'Melrose Arch|Johannesburg', 'tomorrow', '11:00'),
            req('security', 'Melrose Arch|Johannesburg', 'tomorrow', '14:00'),
          ),
        ],
      ],
    ),
  ],
};
