import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ('personal_driver' | 'luxury_vehicle')[] = ['personal_driver', 'luxury_vehicle'];
const BOAT: ('yacht_charter' | 'other')[] = ['yacht_charter', 'other'];
const FLOWERS: ('other' | 'personal_shopping')[] = ['other', 'personal_shopping'];

/** Ninth held-out set: three to five requests in one message, as lists, lines or one breath. */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      '1) driver from CPT Friday 11am 2) villa in Camps Bay from Friday 3) chef Saturday night for 6 at the villa',
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '11:00'),
        req('accommodation', 'Camps Bay|Cape Town', 'fri', null),
        req('private_chef', ['Camps Bay|Cape Town', null], 'sat', '20:00', { partySize: 6 }),
      ),
    ],
    [
      'tomorrow: driver at 8 from Rosebank to Sandton, lunch for 3 at 1 in Sandton, and a bodyguard from 6pm for the gala at the Sandton Convention Centre',
      asks(
        req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '08:00'),
        table('Sandton|Johannesburg', 'tomorrow', '13:00', 3),
        req('security', 'Sandton Convention Centre|Johannesburg', 'tomorrow', '18:00'),
      ),
    ],
    [
      'Flights to Durban Thursday 7am, a car at King Shaka at 9, and a suite at the Oyster Box Thursday to Sunday',
      asks(
        req('travel', 'Durban|Durban', 'thu', '07:00'),
        req(CAR, 'King Shaka International Airport|Durban', 'thu', '09:00'),
        req('accommodation', 'Oyster Box|Durban', 'thu', null),
      ),
    ],
    [
      'For Saturday: hair and makeup at 2, a driver at 5:30 from Houghton, and a table for 2 at 7 at the Saxon',
      asks(
        req('other', [null, 'Houghton|Johannesburg'], 'sat', '14:00'),
        req('personal_driver', 'Houghton|Johannesburg', 'sat', '17:30'),
        table('The Saxon|Johannesburg', 'sat', '19:00', 2),
      ),
    ],
    [
      'I need a villa in Plett from 20 Dec, a Range Rover for the same days, and a chef for Christmas Day lunch at 1 for 14',
      asks(
        req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-20', null),
        req('luxury_vehicle', ['Plettenberg Bay|Garden Route', null], 'md:12-20', null),
        req('private_chef', ['Plettenberg Bay|Garden Route', null], 'md:12-25', '13:00', {
          partySize: 14,
        }),
      ),
    ],
    [
      'pls arrange: security Friday 8pm Sandton, driver Friday 7:30pm from Illovo, table for 4 Friday 8pm Sandton',
      asks(
        req('security', 'Sandton|Johannesburg', 'fri', '20:00'),
        req('personal_driver', 'Illovo|Johannesburg', 'fri', '19:30'),
        table('Sandton|Johannesburg', 'fri', '20:00', 4),
      ),
    ],
    [
      'Wine tour in Franschhoek with a driver on Saturday from 10, lunch at Boschendal at 1 for 4, and the wine tram on Sunday morning',
      asks(
        req(['personal_driver', 'other'], 'Franschhoek|Cape Winelands', 'sat', '10:00'),
        table('Boschendal|Cape Winelands', 'sat', '13:00', 4),
        req('other', 'Franschhoek Wine Tram|Cape Winelands', 'sun', '09:00'),
      ),
    ],
    [
      'Need a chef Friday 7pm for 6 in Ballito, a boat Saturday 9am from Ballito for deep sea fishing, and a driver Sunday 2pm to King Shaka',
      asks(
        req('private_chef', 'Ballito|Durban', 'fri', '19:00', { partySize: 6 }),
        req(BOAT, 'Ballito|Durban', 'sat', '09:00'),
        req(
          'personal_driver',
          ['Ballito|Durban', 'King Shaka International Airport|Durban', null],
          'sun',
          '14:00',
        ),
      ),
    ],
    [
      'Monday: flights CPT to JNB 6am. Tuesday: driver all day from Sandton from 8am. Wednesday: flights back at 5pm',
      asks(
        req('travel', 'Cape Town International Airport|Cape Town', 'mon', '06:00'),
        req('personal_driver', 'Sandton|Johannesburg', 'tue', '08:00'),
        req('travel', ['OR Tambo International Airport|Johannesburg', null], 'wed', '17:00'),
      ),
    ],
    [
      'Can you book a personal shopper at Sandton City on Thursday at 10, a spa treatment at the Saxon at 3, and dinner for 2 there at 8?',
      asks(
        req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '10:00'),
        req('other', 'The Saxon|Johannesburg', 'thu', '15:00'),
        table('The Saxon|Johannesburg', 'thu', '20:00', 2),
      ),
    ],
    [
      'need flights to George on Friday morning, a car at George Airport at 11, and Fancourt for 2 nights',
      asks(
        req('travel', 'George|Garden Route', 'fri', '09:00'),
        req(CAR, 'George Airport|Garden Route', 'fri', '11:00'),
        req('accommodation', 'Fancourt|Garden Route', 'fri', null),
      ),
    ],
    [
      'lodge in Hoedspruit from Tuesday, charter flight from Lanseria Tuesday 7am, and a game drive on Wednesday at 5:30am',
      asks(
        req('accommodation', 'Hoedspruit|Kruger', 'tue', null),
        req('travel', 'Lanseria International Airport|Johannesburg', 'tue', '07:00'),
        req('other', ['Hoedspruit|Kruger', null], 'wed', '05:30'),
      ),
    ],
    [
      '3 things for the 14th: a chef for 2 at home in Dunkeld at 7pm, roses delivered by 5, and a violinist at 7:30',
      asks(
        req('private_chef', 'Dunkeld|Johannesburg', 'dom:14', '19:00', { partySize: 2 }),
        req(FLOWERS, ['Dunkeld|Johannesburg', null], 'dom:14', '17:00'),
        req('other', ['Dunkeld|Johannesburg', null], 'dom:14', '19:30'),
      ),
    ],
    [
      'need a bakkie and driver to move boxes from Bryanston to Fourways on Saturday at 9, a cleaner at the Fourways house at 2, and a braai chef for 10 at 6',
      asks(
        req(['personal_driver', 'other'], 'Bryanston|Johannesburg', 'sat', '09:00'),
        req('other', 'Fourways|Johannesburg', 'sat', '14:00'),
        req('private_chef', ['Fourways|Johannesburg', null], 'sat', '18:00', { partySize: 10 }),
      ),
    ],
    [
      'Please book: yacht from the V&A Saturday 4pm for 10, a photographer on the boat, and a table for 10 at 8 at the Waterfront after',
      asks(
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '16:00', { partySize: 10 }),
        req('other', ['V&A Waterfront|Cape Town', null], 'sat', '16:00'),
        req('other', ['V&A Waterfront|Cape Town', null], 'sat', '20:00', {
          partySize: 10,
          dining: true,
        }),
      ),
    ],
    [
      'Joburg trip, Tuesday to Thursday next week: the Saxon for 2 nights from Tuesday, driver from OR Tambo Tuesday 10am, and security for a meeting in Sandton on Wednesday 9am',
      asks(
        req('accommodation', 'The Saxon|Johannesburg', 'next:tue', null),
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'next:tue', '10:00'),
        req('security', 'Sandton|Johannesburg', 'next:wed', '09:00'),
      ),
    ],
    [
      'Sort me out for Friday: flights to PE at 6am, a car at the airport there at 7:30, Shamwari for Friday and Saturday, and flights back Sunday at 4pm',
      asks(
        req('travel', 'Gqeberha|Gqeberha', 'fri', '06:00'),
        req(
          CAR,
          ['Chief Dawid Stuurman International Airport|Gqeberha', 'Gqeberha|Gqeberha', null],
          'fri',
          '07:30',
        ),
        req('accommodation', 'Shamwari|Gqeberha', 'fri', null),
        req(
          'travel',
          ['Chief Dawid Stuurman International Airport|Gqeberha', 'Gqeberha|Gqeberha', null],
          'sun',
          '16:00',
        ),
      ),
    ],
    [
      'chef, driver and security all for Saturday 7pm at our place in Saxonwold please, 12 guests',
      asks(
        req('private_chef', 'Saxonwold|Johannesburg', 'sat', '19:00', { partySize: 12 }),
        req('personal_driver', 'Saxonwold|Johannesburg', 'sat', '19:00'),
        req('security', 'Saxonwold|Johannesburg', 'sat', '19:00'),
      ),
    ],
    [
      'Table for 8 at Capsicum Friday at 7, a driver from Umhlanga at 6:30, and a babysitter at the house in Umhlanga from 6',
      asks(
        table(null, 'fri', '19:00', 8),
        req('personal_driver', 'Umhlanga|Durban', 'fri', '18:30'),
        req('other', 'Umhlanga|Durban', 'fri', '18:00'),
      ),
    ],
    [
      'Can you do a villa in Hermanus from the 3rd, a chef there on the 4th for 8 at 7pm, and a whale watching boat on the 5th at 10?',
      asks(
        req('accommodation', 'Hermanus|Overberg', 'dom:3', null),
        req('private_chef', ['Hermanus|Overberg', null], 'dom:4', '19:00', { partySize: 8 }),
        req(BOAT, ['Hermanus|Overberg', null], 'dom:5', '10:00'),
      ),
    ],
    [
      'Berg trip: lodge at Cathedral Peak from Friday, helicopter flip Saturday at 10 and a private chef Saturday night for 4',
      asks(
        req('accommodation', 'Cathedral Peak|Drakensberg', 'fri', null),
        req(['travel', 'other'], ['Cathedral Peak|Drakensberg', null], 'sat', '10:00'),
        req('private_chef', ['Cathedral Peak|Drakensberg', null], 'sat', '20:00', { partySize: 4 }),
      ),
    ],
    [
      'send a driver to Parkhurst at 6, table at Marble at 7 for 4, and tickets for the comedy show at Montecasino at 9:30, all tonight',
      asks(
        req('personal_driver', 'Parkhurst|Johannesburg', 'today', '18:00'),
        table(null, 'today', '19:00', 4),
        req('other', 'Montecasino|Johannesburg', 'today', '21:30'),
      ),
    ],
    [
      'Durban on Thursday: driver from King Shaka at 10, a meeting room at the Durban ICC at 12, dinner for 6 in Umhlanga at 7:30, and security from 7pm',
      asks(
        req('personal_driver', 'King Shaka International Airport|Durban', 'thu', '10:00'),
        req(['other', 'event_planning'], 'Durban ICC|Durban', 'thu', '12:00'),
        table('Umhlanga|Durban', 'thu', '19:30', 6),
        req('security', ['Umhlanga|Durban', null], 'thu', '19:00'),
      ),
    ],
    [
      'Friday: Range Rover delivered to Steyn City at 9. Saturday: tee time at the Gary Player course at 7am for 4. Sunday: chef at home for 10 at 1pm',
      asks(
        req('luxury_vehicle', 'Steyn City|Johannesburg', 'fri', '09:00'),
        req('other', 'Gary Player Country Club|Pilanesberg', 'sat', '07:00'),
        req('private_chef', ['Steyn City|Johannesburg', null], 'sun', '13:00', { partySize: 10 }),
      ),
    ],
    [
      "5 things for my wife's birthday on the 9th: flowers to the house in Constantia at 9am, a spa at Steenberg at 11, a driver from 10:30, lunch for 2 at 1 at La Colombe, and a chef at home at 7pm for 8",
      asks(
        req(FLOWERS, 'Constantia|Cape Town', 'dom:9', '09:00'),
        req('other', ['Steenberg|Cape Town', 'Steenberg Estate|Cape Town'], 'dom:9', '11:00'),
        req('personal_driver', ['Constantia|Cape Town', null], 'dom:9', '10:30'),
        req('other', [null, 'Constantia|Cape Town'], 'dom:9', '13:00', {
          partySize: 2,
          dining: true,
        }),
        req('private_chef', ['Constantia|Cape Town', null], 'dom:9', '19:00', { partySize: 8 }),
      ),
    ],
  ],
);
