import { asks, req, rowsIn, table, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR = ['personal_driver', 'luxury_vehicle'] as const;

/**
 * Ninth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time: two at a time here, three to five in
 * ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts.
 */
export const HELD_OUT_9_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'car from OR Tambo at 6pm on Thursday and a table at the Saxon at 8 that night for 3',
          asks(
            req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'thu', '18:00'),
            table('The Saxon|Johannesburg', 'thu', '20:00', 3),
          ),
        ],
        [
          'Please arrange a chef for Saturday at 7pm in Camps Bay for 6, and a sunset cruise on Sunday for the same group',
          asks(
            req('private_chef', 'Camps Bay|Cape Town', 'sat', '19:00', { partySize: 6 }),
            req('yacht_charter', ['Camps Bay|Cape Town', null], 'sun', '18:00', { partySize: 6 }),
          ),
        ],
        [
          'flights to Durban on Friday morning, and a Range Rover waiting at King Shaka at 11',
          asks(
            req('travel', 'Durban|Durban', 'fri', '09:00'),
            req('luxury_vehicle', 'King Shaka International Airport|Durban', 'fri', '11:00'),
          ),
        ],
        [
          'hotel in Sandton from Monday for 3 nights and a driver for my meetings on Tuesday from 8am',
          asks(
            req('accommodation', 'Sandton|Johannesburg', 'mon', null),
            req('personal_driver', ['Sandton|Johannesburg', null], 'tue', '08:00'),
          ),
        ],
        [
          'can you book a table for 2 at Salsify in Camps Bay tonight at 7:30 and a driver to take us there from Bantry Bay at 7',
          asks(
            table('Camps Bay|Cape Town', 'today', '19:30', 2),
            req('personal_driver', 'Bantry Bay|Cape Town', 'today', '19:00'),
          ),
        ],
        [
          'Villa in Hermanus for the long weekend from Friday, and a boat for whale watching on Saturday morning',
          asks(
            req('accommodation', 'Hermanus|Overberg', 'fri', null),
            req(['yacht_charter', 'other'], ['Hermanus|Overberg', null], 'sat', '09:00'),
          ),
        ],
        [
          'Personal shopper at Canal Walk tomorrow at 10, then lunch for 2 at 1 somewhere close by',
          asks(
            req('personal_shopping', 'Canal Walk|Cape Town', 'tomorrow', '10:00'),
            req('other', [null, 'Canal Walk|Cape Town'], 'tomorrow', '13:00', {
              partySize: 2,
              dining: true,
            }),
          ),
        ],
        [
          'bodyguard and an armoured car for Monday, pickup in Sandton at 7am',
          asks(
            req('security', 'Sandton|Johannesburg', 'mon', '07:00'),
            req(['luxury_vehicle', 'security'], 'Sandton|Johannesburg', 'mon', '07:00'),
          ),
        ],
        [
          'Helicopter from Cape Town to Plett on Friday at noon, and a driver to meet us at Plett Airport at 1:30',
          asks(
            req(['travel', 'other'], 'Cape Town|Cape Town', 'fri', '12:00'),
            req('personal_driver', 'Plettenberg Bay Airport|Garden Route', 'fri', '13:30'),
          ),
        ],
        [
          'Need flights JHB to CPT on the 14th and a villa in Camps Bay from the 14th to the 20th',
          asks(
            req('travel', 'Johannesburg|Johannesburg', 'dom:14', null),
            req('accommodation', 'Camps Bay|Cape Town', 'dom:14', null),
          ),
        ],
        [
          'chef tonight at 7 for 4 in Melrose, and tickets to the Wanderers for tomorrow',
          asks(
            req('private_chef', 'Melrose|Johannesburg', 'today', '19:00', { partySize: 4 }),
            req('other', 'Wanderers Stadium|Johannesburg', 'tomorrow', null),
          ),
        ],
        [
          'book me a massage at 3 tomorrow and a table for 2 at 7 after, both in Franschhoek',
          asks(
            req('other', 'Franschhoek|Cape Winelands', 'tomorrow', '15:00'),
            table('Franschhoek|Cape Winelands', 'tomorrow', '19:00', 2),
          ),
        ],
        [
          'Driver from King Shaka to Zimbali Friday 4pm & a chef at the house Friday night for 8',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '16:00'),
            req('private_chef', ['Zimbali|Durban', null], 'fri', '20:00', { partySize: 8 }),
          ),
        ],
        [
          'yacht from the Waterfront in Cape Town on Sunday at 12 for 8, and a photographer on board',
          asks(
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '12:00', { partySize: 8 }),
            req('other', ['V&A Waterfront|Cape Town', null], 'sun', '12:00'),
          ),
        ],
        [
          'Get us a lodge in Madikwe from the 10th and a charter flight from Lanseria that morning at 8',
          asks(
            req('accommodation', 'Madikwe|Madikwe', 'dom:10', null),
            req('travel', 'Lanseria International Airport|Johannesburg', 'dom:10', '08:00'),
          ),
        ],
        [
          'I need a Range Rover from Monday in Joburg and a driver on Wednesday at 6pm to take me to Kyalami',
          asks(
            req('luxury_vehicle', 'Johannesburg|Johannesburg', 'mon', null),
            req('personal_driver', [null, 'Kyalami|Johannesburg'], 'wed', '18:00'),
          ),
        ],
        [
          'Table for 4 at 1pm Saturday in Kalk Bay and a driver from Bishopscourt at 12:15',
          asks(
            table('Kalk Bay|Cape Town', 'sat', '13:00', 4),
            req('personal_driver', 'Bishopscourt|Cape Town', 'sat', '12:15'),
          ),
        ],
        [
          "event planner for my mom's 70th on 2 May in Stellenbosch and a chef the day before at her house for 10",
          asks(
            req('event_planning', 'Stellenbosch|Cape Winelands', 'md:05-02', null),
            req('private_chef', ['Stellenbosch|Cape Winelands', null], 'md:05-01', null, {
              partySize: 10,
            }),
          ),
        ],
        [
          'Two things: security on Friday night in Umhlanga from 9pm, and a driver home at 1am',
          asks(
            req('security', 'Umhlanga|Durban', 'fri', '21:00'),
            req('personal_driver', ['Umhlanga|Durban', null], 'sat', '01:00'),
          ),
        ],
        [
          'Please arrange flights to Kruger Mpumalanga International on Tuesday at 10 and a driver from there at 12:30 to Hazyview',
          asks(
            req('travel', 'Kruger Mpumalanga International Airport|Mbombela', 'tue', '10:00'),
            req(
              'personal_driver',
              ['Kruger Mpumalanga International Airport|Mbombela', 'Hazyview|Mbombela'],
              'tue',
              '12:30',
            ),
          ),
        ],
        [
          'chef for 12 on sat in Plett + a boat trip on sunday at 10 for the same 12',
          asks(
            req('private_chef', 'Plettenberg Bay|Garden Route', 'sat', null, { partySize: 12 }),
            req('yacht_charter', ['Plettenberg Bay|Garden Route', null], 'sun', '10:00', {
              partySize: 12,
            }),
          ),
        ],
        [
          'book me into Ellerman House Thursday and Friday, and a table there Thursday at 8 for 2',
          asks(
            req('accommodation', 'Ellerman House|Cape Town', 'thu', null),
            table('Ellerman House|Cape Town', 'thu', '20:00', 2),
          ),
        ],
        [
          'Need a driver in Pretoria tomorrow 8am to the Union Buildings and back, plus lunch for 4 at 1 in Brooklyn',
          asks(
            req(
              'personal_driver',
              ['Pretoria|Pretoria', 'Union Buildings|Pretoria'],
              'tomorrow',
              '08:00',
            ),
            table('Brooklyn|Pretoria', 'tomorrow', '13:00', 4),
          ),
        ],
        [
          "We're looking for a wedding planner in Franschhoek for next year, and a villa there for the wedding week",
          asks(
            req('event_planning', 'Franschhoek|Cape Winelands', null, null),
            req('accommodation', 'Franschhoek|Cape Winelands', null, null),
          ),
        ],
        [
          'Can you get a personal shopper for me at Menlyn Maine on Saturday at 10 and a hair appointment at 2 in Waterkloof?',
          asks(
            req('personal_shopping', 'Menlyn Maine|Pretoria', 'sat', '10:00'),
            req('other', 'Waterkloof|Pretoria', 'sat', '14:00'),
          ),
        ],
        [
          'Need 2 cars on Monday: a Maybach for me at OR Tambo at 9am and a driver for my team from Sandton at 10',
          asks(
            req('luxury_vehicle', 'OR Tambo International Airport|Johannesburg', 'mon', '09:00'),
            req('personal_driver', 'Sandton|Johannesburg', 'mon', '10:00'),
          ),
        ],
        [
          'Flights for 3 to George on the 19th, and a house in Wilderness from the 19th to the 26th',
          asks(
            req('travel', 'George|Garden Route', 'dom:19', null),
            req('accommodation', 'Wilderness|Garden Route', 'dom:19', null),
          ),
        ],
        [
          'tonight I need a table at 8 in Rosebank for 6 and tomorrow a driver at 7am to Lanseria',
          asks(
            table('Rosebank|Johannesburg', 'today', '20:00', 6),
            req(
              'personal_driver',
              [null, 'Lanseria International Airport|Johannesburg'],
              'tomorrow',
              '07:00',
            ),
          ),
        ],
        [
          'Can you do a picnic setup at Kirstenbosch on Sunday at 11 and a driver from Newlands at 10:30',
          asks(
            req(['event_planning', 'other'], 'Kirstenbosch|Cape Town', 'sun', '11:00'),
            req('personal_driver', 'Newlands|Cape Town', 'sun', '10:30'),
          ),
        ],
        [
          'security for my son in Stellenbosch from Friday 6pm, and a flight for him to Joburg on Sunday at 5pm',
          asks(
            req('security', 'Stellenbosch|Cape Winelands', 'fri', '18:00'),
            req('travel', [null, 'Johannesburg|Johannesburg'], 'sun', '17:00'),
          ),
        ],
        [
          'car and driver at Cape Town International on Wednesday at 4:50pm, then a table for 2 at 8 in De Waterkant',
          asks(
            req([...CAR], 'Cape Town International Airport|Cape Town', 'wed', '16:50'),
            table('De Waterkant|Cape Town', 'wed', '20:00', 2),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
