import { asks, req, rowsIn, table } from './labels';

/**
 * More multi-request messages for the first set (tuning rows, written after the rules of ADR 084
 * and not from any held-out set): journeys told before the ride that meets them, "the same
 * driver" and "a proper one" that add to a request, "the Friday" after a day said before, a
 * correction inside the message, counted tables, venues the gazetteer does not know, what the
 * member sees to themselves, and thanks that name a trip.
 */
export const MORE_MULTI_ROWS = rowsIn(
  ['en'],
  [
    [
      'Hello! My brother and his wife are flying in from Dubai next Saturday. They land at King Shaka at 9:10am, so please have a chauffeur waiting for them and take them to the Oyster Box. On the Sunday we would like a table for 4 at the Oyster Box at 1pm. Thank you so much!',
      asks(
        req('personal_driver', 'King Shaka International Airport|Durban', 'next:sat', '09:10'),
        table('Oyster Box|Durban', 'next:sun', '13:00', 4),
      ),
    ],
    [
      'My in-laws arrive at Lanseria on Friday at 11am. Please send a driver to meet them, and book a table for 6 at Fable in Rosebank on Friday at 7pm.',
      asks(
        req('personal_driver', 'Lanseria International Airport|Johannesburg', 'fri', '11:00'),
        table('Rosebank|Johannesburg', 'fri', '19:00', 6),
      ),
    ],
    [
      'Two tables please: one for 3 at noon tomorrow in Parkhurst, one for 8 on Saturday at 7pm in Melville',
      asks(
        table('Parkhurst|Johannesburg', 'tomorrow', '12:00', 3),
        table('Melville|Johannesburg', 'sat', '19:00', 8),
      ),
    ],
    [
      'A boat charter from Knysna on Saturday at 9am and a private chef at our house in Plett on Saturday at 7pm. Sorry, make the boat Sunday at 10am.',
      asks(
        req('yacht_charter', 'Knysna|Garden Route', 'sun', '10:00'),
        req('private_chef', 'Plettenberg Bay|Garden Route', 'sat', '19:00'),
      ),
    ],
    [
      'On Friday I need a driver from Houghton at 8am to take me to Sandton, a proper one with water in the car. The same driver on standby for the afternoon would be great. Friday night a table for 2 at Marble at 8pm.',
      asks(
        req('personal_driver', 'Houghton|Johannesburg', 'fri', '08:00'),
        table(null, 'fri', '20:00', 2),
      ),
    ],
    [
      "Hi team, we're heading down to Ballito for the long weekend and I'd love your help. We drive down on Friday and should get there around 2pm, so please book a holiday home in Ballito from Friday for 3 nights. On the Saturday a private chef at the house for 10 of us at 7pm. We'll sort our own transport. Thanks, this trip means a lot!",
      asks(
        req('accommodation', 'Ballito|Durban', 'fri', null),
        req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 10 }),
      ),
    ],
    [
      "My business partner flies in from Lagos on Tuesday, landing at OR Tambo at 6:40am, so a chauffeur please and take him to the Michelangelo in Sandton. He'll need a luxury car from Wednesday, a Range Rover if possible, delivered to Sandton at 9am. I will take him back to the airport myself on Thursday.",
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'tue', '06:40'),
        req('luxury_vehicle', 'Sandton|Johannesburg', 'wed', '09:00'),
      ),
    ],
    [
      "Please book a villa in Camps Bay from the 12th for a week for 6 of us, a yacht from the V&A Waterfront on the 14th at 5pm for all 6, and a chef at the villa on the 15th at 7pm. Please don't tell the chef about my husband's heart condition, only that he avoids salt.",
      asks(
        req('accommodation', 'Camps Bay|Cape Town', 'dom:12', null, { partySize: 6 }),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'dom:14', '17:00', { partySize: 6 }),
        req('private_chef', 'Camps Bay|Cape Town', 'dom:15', '19:00'),
      ),
    ],
    [
      'Need flights for 2 to Zanzibar on the 20th and a driver from Dainfern to OR Tambo at 4am that day',
      asks(
        req('travel', null, 'dom:20', null),
        req('personal_driver', 'Dainfern|Johannesburg', 'dom:20', '04:00'),
      ),
    ],
    [
      "Good morning. My parents are visiting from Durban next week. They land at Cape Town International next Thursday at 10:30am, so please arrange a driver for them. On the Friday they'd love lunch for 4 at a wine farm in Constantia at 1pm, a table outside if the weather is good. They fly home on the Sunday and we'll drive them ourselves.",
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'next:thu', '10:30'),
        table('Constantia|Cape Town', 'next:fri', '13:00', 4),
      ),
    ],
    [
      'Can you get me a driver from Waterkloof to OR Tambo at 5am tomorrow because we fly to Cape Town at 7, and a luxury car at Cape Town International tomorrow at 9:30am',
      asks(
        req('personal_driver', 'Waterkloof|Pretoria', 'tomorrow', '05:00'),
        req('luxury_vehicle', 'Cape Town International Airport|Cape Town', 'tomorrow', '09:30'),
      ),
    ],
    [
      "Organise my wife's 50th at our home in Bishopscourt on the 21st at 6pm, and get a private chef to cook for 40 guests there at 7pm",
      asks(
        req('event_planning', 'Bishopscourt|Cape Town', 'dom:21', '18:00'),
        req('private_chef', 'Bishopscourt|Cape Town', 'dom:21', '19:00', { partySize: 40 }),
      ),
    ],
  ],
);
