import { asks, req, rowsIn, table, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

/**
 * Sixth held-out set: two to five services in one message, in the order the member names them,
 * from the short "driver and a table" to voice-note run-ons; messages with three or more short
 * requests are in ./three-or-more.ts, the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts.
 */
export const HELD_OUT_6_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'I need a driver from OR Tambo tomorrow at 6pm and a table for 2 in Sandton at 8',
          asks(
            req('personal_driver', 'OR Tambo|Johannesburg', 'tomorrow', '18:00'),
            table('Sandton|Johannesburg', 'tomorrow', '20:00', 2),
          ),
        ],
        [
          'Book a private chef for Saturday night in Umhlanga for 6 people, and also get security for the evening',
          asks(
            req('private_chef', 'Umhlanga|Durban', 'sat', '20:00', { partySize: 6 }),
            req('security', 'Umhlanga|Durban', 'sat', '19:00'),
          ),
        ],
        [
          'flights to Durban on Thursday morning plus a hotel in Ballito for 3 nights from Thursday',
          asks(
            req('travel', 'Durban|Durban', 'thu', '09:00'),
            req('accommodation', 'Ballito|Durban', 'thu', null),
          ),
        ],
        [
          'can you rent me a Range Rover in Cape Town from Monday and get a yacht for 8 people on Wednesday at 4pm from the Waterfront',
          asks(
            req('luxury_vehicle', 'Cape Town|Cape Town', 'mon', null),
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'wed', '16:00', { partySize: 8 }),
          ),
        ],
        [
          'Personal shopper at Sandton City on Friday at 10am, then lunch for two at Nelson Mandela Square at 1',
          asks(
            req('personal_shopping', 'Sandton City|Johannesburg', 'fri', '10:00'),
            table('Nelson Mandela Square|Johannesburg', 'fri', '13:00', 2),
          ),
        ],
        [
          'We need a villa in Plett from the 15th for 10 guests and a chef for the first night',
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:15', null, { partySize: 10 }),
            req('private_chef', 'Plettenberg Bay|Garden Route', 'dom:15', null),
          ),
        ],
        [
          'driver tomorrow 7am from Sandton to Lanseria, and a flight from Lanseria to Cape Town at 9',
          asks(
            req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '07:00'),
            req('travel', 'Lanseria|Johannesburg', 'tomorrow', '09:00'),
          ),
        ],
        [
          'Please plan a surprise birthday party in Fourways on the 22nd and get a chef to cook for 30',
          asks(
            req('event_planning', 'Fourways|Johannesburg', 'dom:22', null),
            req('private_chef', 'Fourways|Johannesburg', 'dom:22', null, { partySize: 30 }),
          ),
        ],
        [
          'Table for 4 at Marble tonight at 7 and a driver to take us there from Houghton at 6:30',
          asks(
            table(null, 'today', '19:00', 4),
            req('personal_driver', 'Houghton|Johannesburg', 'today', '18:30'),
          ),
        ],
        [
          'sunset cruise in Knysna on Friday for 6, and a lodge at Pezula for Friday and Saturday night',
          asks(
            req('yacht_charter', 'Knysna|Garden Route', 'fri', '18:00', { partySize: 6 }),
            req('accommodation', 'Pezula|Garden Route', 'fri', null),
          ),
        ],
        [
          'I need bodyguards for a launch at the Sandton Convention Centre on the 8th at 6pm, and someone to plan the event',
          asks(
            req('security', 'Sandton Convention Centre|Johannesburg', 'dom:8', '18:00'),
            req('event_planning', 'Sandton Convention Centre|Johannesburg', 'dom:8', '18:00'),
          ),
        ],
        [
          'get me a G-Wagon in Durban on Saturday morning, and book dinner for 2 at the Oyster Box that night',
          asks(
            req('luxury_vehicle', 'Durban|Durban', 'sat', '09:00'),
            table('Oyster Box|Durban', 'sat', '20:00', 2),
          ),
        ],
        [
          'Two things: a stylist to take my daughter shopping at Mall of Africa on Saturday at 11, and a table for 3 afterwards at 2pm',
          asks(
            req('personal_shopping', 'Mall of Africa|Johannesburg', 'sat', '11:00'),
            table('Mall of Africa|Johannesburg', 'sat', '14:00', 3),
          ),
        ],
        [
          'chef for 12 in Constantia next Saturday at 7pm, and a driver for the guests at 11:30pm',
          asks(
            req('private_chef', 'Constantia|Cape Town', 'next:sat', '19:00', { partySize: 12 }),
            req('personal_driver', 'Constantia|Cape Town', 'next:sat', '23:30'),
          ),
        ],
        [
          'can you book a spa day for my wife at the Saxon on Friday at 10 and lunch there for two at 1',
          asks(
            req('other', 'The Saxon|Johannesburg', 'fri', '10:00'),
            table('The Saxon|Johannesburg', 'fri', '13:00', 2),
          ),
        ],
        [
          'Need a Range Rover dropped at my house in Waterkloof on Monday at 8am and a shopper to meet me at Menlyn Park at 10',
          asks(
            req('luxury_vehicle', 'Waterkloof|Pretoria', 'mon', '08:00'),
            req('personal_shopping', 'Menlyn|Pretoria', 'mon', '10:00'),
          ),
        ],
        [
          'Please get a house in Hermanus for the long weekend from Friday, 8 people, plus a whale watching boat on Saturday morning',
          asks(
            req('accommodation', 'Hermanus|Overberg', 'fri', null, { partySize: 8 }),
            req('yacht_charter', 'Hermanus|Overberg', 'sat', '09:00'),
          ),
        ],
        [
          'Book me on a flight to PE tomorrow afternoon and a car to fetch me at the airport there',
          asks(
            req('travel', 'Gqeberha|Gqeberha', 'tomorrow', '15:00'),
            req(
              'personal_driver',
              ['Chief Dawid Stuurman International Airport|Gqeberha', 'Gqeberha|Gqeberha'],
              'tomorrow',
              null,
            ),
          ),
        ],
        [
          'need a luxury car for the weekend from Friday in Joburg and a table for 6 at the Saxon on Saturday at 8pm',
          asks(
            req('luxury_vehicle', 'Johannesburg|Johannesburg', 'fri', null),
            table('The Saxon|Johannesburg', 'sat', '20:00', 6),
          ),
        ],
        [
          'a yacht out of Durban Point on Sunday at 11 for 15 people and catering by a private chef on board',
          asks(
            req('yacht_charter', 'Durban Point|Durban', 'sun', '11:00', { partySize: 15 }),
            req('private_chef', 'Durban Point|Durban', 'sun', '11:00'),
          ),
        ],
        [
          'Help! need a driver at King Shaka at 3pm today and somewhere to sleep in Umhlanga tonight, my plans fell through',
          asks(
            req('personal_driver', 'King Shaka|Durban', 'today', '15:00'),
            req('accommodation', 'Umhlanga|Durban', 'today', null),
          ),
        ],
        [
          'Range Rover Sport for tomorrow in Stellenbosch, and a table at Delaire Graff for 4 at 1pm',
          asks(
            req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'tomorrow', null),
            table('Delaire Graff|Cape Winelands', 'tomorrow', '13:00', 4),
          ),
        ],
        [
          'Please book my mom on a flight from Bloem to Cape Town on Monday and get someone to fetch her at Cape Town International at 2pm',
          asks(
            req('travel', 'Bloemfontein|Bloemfontein', 'mon', null),
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'mon', '14:00'),
          ),
        ],
        [
          'I want to treat my team: a chef at our office in Rosebank on Thursday at 12 for 20 people and an event planner to theme it',
          asks(
            req('private_chef', 'Rosebank|Johannesburg', 'thu', '12:00', { partySize: 20 }),
            req('event_planning', 'Rosebank|Johannesburg', 'thu', '12:00'),
          ),
        ],
        [
          'book a bush lodge in Sabi Sands from the 10th for two, and flights from JNB to Skukuza that morning',
          asks(
            req('accommodation', 'Sabi Sand|Kruger', 'dom:10', null, { partySize: 2 }),
            req('travel', 'OR Tambo|Johannesburg', 'dom:10', '09:00'),
          ),
        ],
        [
          'Can you sort a chauffeur from Menlyn to Montecasino on Saturday at 7pm and a table for 4 there at 8',
          asks(
            req('personal_driver', 'Menlyn|Pretoria', 'sat', '19:00'),
            table('Montecasino|Johannesburg', 'sat', '20:00', 4),
          ),
        ],
        [
          'close protection for me from OR Tambo tomorrow 6am and a bulletproof car for the day',
          asks(
            req('security', 'OR Tambo|Johannesburg', 'tomorrow', '06:00'),
            req('luxury_vehicle', 'OR Tambo|Johannesburg', 'tomorrow', '06:00'),
          ),
        ],
        [
          'I need someone to do my Christmas shopping at Gateway Mall on the 20th and a chef for Christmas lunch at 1pm for 14 in La Lucia',
          asks(
            req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'dom:20', null),
            req('private_chef', 'La Lucia|Durban', 'md:12-25', '13:00', { partySize: 14 }),
          ),
        ],
        [
          'villa in Clifton for a week from the 1st, 4 adults, plus a boat trip to see the seals on the 3rd',
          asks(
            req('accommodation', 'Clifton|Cape Town', 'dom:1', null, { partySize: 4 }),
            req('yacht_charter', 'Clifton|Cape Town', 'dom:3', null),
          ),
        ],
        [
          'please book flights for my family of 5 to George on the 16th and a house in Wilderness from the 16th',
          asks(
            req('travel', 'George|Garden Route', 'dom:16', null, { partySize: 5 }),
            req('accommodation', 'Wilderness|Garden Route', 'dom:16', null),
          ),
        ],
        [
          'Rent me a Porsche for Saturday in Ballito and book a table for 2 in Salt Rock at 7pm the same day',
          asks(
            req('luxury_vehicle', 'Ballito|Durban', 'sat', null),
            table('Salt Rock|Durban', 'sat', '19:00', 2),
          ),
        ],
        [
          'Organise a golf day at Fancourt on the 11th for 16 players and accommodation at Fancourt for the night before',
          asks(
            req('event_planning', 'Fancourt|Garden Route', 'dom:11', null, { partySize: 16 }),
            req('accommodation', 'Fancourt|Garden Route', 'dom:10', null),
          ),
        ],
        [
          'i need a lift to the Wanderers tomorrow at 9:30 and someone to guard the house in Saxonwold while we are away the whole day',
          asks(
            req('personal_driver', 'Wanderers Stadium|Johannesburg', 'tomorrow', '09:30'),
            req('security', 'Saxonwold|Johannesburg', 'tomorrow', null),
          ),
        ],
        [
          'Personal shopping at V&A on Thursday morning for a gala outfit, and a hair and make-up artist at my hotel in Sea Point at 4pm',
          asks(
            req('personal_shopping', 'V&A Waterfront|Cape Town', 'thu', '09:00'),
            req('other', 'Sea Point|Cape Town', 'thu', '16:00'),
          ),
        ],
        [
          'Book a safari lodge at Madikwe from the 4th for 6 of us and a charter flight from Lanseria on the 4th at 10am',
          asks(
            req('accommodation', 'Madikwe|Madikwe', 'dom:4', null, { partySize: 6 }),
            req('travel', 'Lanseria|Johannesburg', 'dom:4', '10:00'),
          ),
        ],
        [
          'We need a driver in Durban on Sunday at 9 and a table at the Oyster Box for 6 at 1pm',
          asks(
            req('personal_driver', 'Durban|Durban', 'sun', '09:00'),
            table('Oyster Box|Durban', 'sun', '13:00', 6),
          ),
        ],
        [
          'a chef for a braai at our place in Hartbeespoort on Saturday at 1, and a pontoon boat for 12 on the dam in the morning',
          asks(
            req('private_chef', 'Hartbeespoort|Pretoria', 'sat', '13:00'),
            req('yacht_charter', 'Hartbeespoort|Pretoria', 'sat', '09:00', { partySize: 12 }),
          ),
        ],
        [
          'Need a personal driver on Tuesday from 8 in PTA and a security escort to Church Square for a 10am meeting',
          asks(
            req('personal_driver', 'Pretoria|Pretoria', 'tue', '08:00'),
            req('security', 'Church Square|Pretoria', 'tue', '10:00'),
          ),
        ],
        [
          'Book me a suite at the Oyster Box tonight and a driver from King Shaka at 5pm',
          asks(
            req('accommodation', 'Oyster Box|Durban', 'today', null),
            req('personal_driver', 'King Shaka|Durban', 'today', '17:00'),
          ),
        ],
        [
          'shopping assistant for my husband at Hyde Park Corner on Saturday 10am, and a Maserati for him on Sunday',
          asks(
            req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'sat', '10:00'),
            req('luxury_vehicle', [null, 'Hyde Park Corner|Johannesburg'], 'sun', null),
          ),
        ],
        [
          'Could you do a wine tour with a driver through Stellenbosch on Saturday from 10, and then a table for 6 at Lanzerac at 7?',
          asks(
            req(['personal_driver', 'other'], 'Stellenbosch|Cape Winelands', 'sat', '10:00'),
            table('Lanzerac|Cape Winelands', 'sat', '19:00', 6),
          ),
        ],
        [
          'two bodyguards for the Durban July at Greyville on Saturday, and a table for 8 in Durban North that evening at 7:30',
          asks(
            req('security', 'Greyville|Durban', 'sat', null),
            table('Durban North|Durban', 'sat', '19:30', 8),
          ),
        ],
        [
          'Please arrange a baby shower at a venue in Centurion on the 6th, and a photographer for it',
          asks(
            req('event_planning', 'Centurion|Pretoria', 'dom:6', null),
            req('other', 'Centurion|Pretoria', 'dom:6', null),
          ),
        ],
        [
          'Need two things for Friday: a Range Rover in Pretoria from 9am, and a table for 5 at Menlyn Maine at 7pm',
          asks(
            req('luxury_vehicle', 'Pretoria|Pretoria', 'fri', '09:00'),
            table('Menlyn Maine|Pretoria', 'fri', '19:00', 5),
          ),
        ],
        [
          'can you book me a hotel in Bloem for Thursday night and a driver from Bloem Airport at 5pm that day',
          asks(
            req('accommodation', 'Bloemfontein|Bloemfontein', 'thu', null),
            req(
              'personal_driver',
              'Bram Fischer International Airport|Bloemfontein',
              'thu',
              '17:00',
            ),
          ),
        ],
        [
          'My wife and I are going to Sun City on the 9th - a suite at the Palace of the Lost City for two nights please, and a tee time at the Gary Player Country Club on the 10th at 8am',
          asks(
            req('accommodation', 'Lost City|Pilanesberg', 'dom:9', null),
            req('other', 'Gary Player Country Club|Pilanesberg', 'dom:10', '08:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
