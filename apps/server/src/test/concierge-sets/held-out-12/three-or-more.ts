import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];

/** Twelfth held-out set: three to five requests in one message, as lists, lines or one breath. */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'For Friday: driver from OR Tambo at 2pm, table for 4 at Saint in Sandton at 8, and a room at the Saxon from that day',
      asks(
        req(CAR, 'OR Tambo International Airport|Johannesburg', 'fri', '14:00'),
        table('Sandton|Johannesburg', 'fri', '20:00', 4),
        req('accommodation', 'The Saxon|Johannesburg', 'fri', null),
      ),
    ],
    [
      '1. villa in Camps Bay from the 10th for 6\n2. chef at the villa on the 11th at 7pm for 6\n3. yacht from the Waterfront on the 12th at 3pm',
      asks(
        req('accommodation', 'Camps Bay|Cape Town', 'dom:10', null, { partySize: 6 }),
        req('private_chef', ['Camps Bay|Cape Town', null], 'dom:11', '19:00', { partySize: 6 }),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'dom:12', '15:00'),
      ),
    ],
    [
      'need a car at King Shaka tomorrow 9am, lunch for 2 in Umhlanga at 1 and a massage at the hotel at 4',
      asks(
        req(CAR, 'King Shaka International Airport|Durban', 'tomorrow', '09:00'),
        table('Umhlanga|Durban', 'tomorrow', '13:00', 2),
        req('other', [null, 'Umhlanga|Durban'], 'tomorrow', '16:00'),
      ),
    ],
    [
      'Saturday plan: personal shopper at the V&A at 10, lunch for 3 at the Waterfront at 1, and a driver home to Constantia at 4',
      asks(
        req('personal_shopping', 'V&A Waterfront|Cape Town', 'sat', '10:00'),
        table('V&A Waterfront|Cape Town', 'sat', '13:00', 3),
        req(CAR, 'V&A Waterfront|Cape Town', 'sat', '16:00'),
      ),
    ],
    [
      'flights to Hoedspruit on the 3rd, lodge at Kapama from the 3rd for 2, and a transfer from Eastgate airport at 1pm',
      asks(
        req(FLIGHT, [null, 'Hoedspruit|Kruger', 'Eastgate Airport|Kruger'], 'dom:3', null),
        req('accommodation', 'Kapama|Kruger', 'dom:3', null, { partySize: 2 }),
        req(CAR, 'Eastgate Airport|Kruger', 'dom:3', '13:00'),
      ),
    ],
    [
      'Can you get me a driver from Lanseria at 7am tomorrow, a meeting room in Sandton at 9, and lunch for 6 in Sandton at 12:30',
      asks(
        req(CAR, 'Lanseria International Airport|Johannesburg', 'tomorrow', '07:00'),
        req('other', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
        table('Sandton|Johannesburg', 'tomorrow', '12:30', 6),
      ),
    ],
    [
      "wife's birthday thursday: flowers delivered to our place in Waterkloof at 9, spa in Menlyn at 11, dinner for 2 in Brooklyn at 7:30",
      asks(
        req('other', 'Waterkloof|Pretoria', 'thu', '09:00'),
        req('other', 'Menlyn|Pretoria', 'thu', '11:00'),
        table('Brooklyn|Pretoria', 'thu', '19:30', 2),
      ),
    ],
    [
      'Chef in Ballito Friday 7pm for 8, a boat from Ballito Saturday at 9 for 8, and a driver back to King Shaka on Sunday at noon',
      asks(
        req('private_chef', 'Ballito|Durban', 'fri', '19:00', { partySize: 8 }),
        req('yacht_charter', 'Ballito|Durban', 'sat', '09:00', { partySize: 8 }),
        req(CAR, 'Ballito|Durban', 'sun', '12:00'),
      ),
    ],
    [
      'I land at CPT on Tuesday at 10:20. Need a Range Rover waiting, a suite in Franschhoek from Tuesday, and a table at a wine farm there Tuesday night for 2',
      asks(
        req('luxury_vehicle', 'Cape Town International Airport|Cape Town', 'tue', '10:20'),
        req('accommodation', 'Franschhoek|Cape Winelands', 'tue', null),
        table('Franschhoek|Cape Winelands', 'tue', '20:00', 2),
      ),
    ],
    [
      'security for the launch in Rosebank on the 25th from 5pm, an event planner for it, and a chef for 40 guests at 6',
      asks(
        req('security', 'Rosebank|Johannesburg', 'dom:25', '17:00'),
        req('event_planning', ['Rosebank|Johannesburg', null], 'dom:25', null),
        req('private_chef', ['Rosebank|Johannesburg', null], 'dom:25', '18:00', { partySize: 40 }),
      ),
    ],
    [
      'Next Saturday in Stellenbosch: car from Somerset West at 10, lunch for 4 at Delaire Graff at 12:30, and a wine tram in Franschhoek at 3',
      asks(
        req(CAR, 'Somerset West|Cape Town', 'next:sat', '10:00'),
        table('Delaire Graff|Cape Winelands', 'next:sat', '12:30', 4),
        req(
          'other',
          ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'],
          'next:sat',
          '15:00',
        ),
      ),
    ],
    [
      'pls: driver tonight 7pm from Rosebank, table 4 ppl in Parkhurst at 7:30, and driver back at 11',
      asks(
        req(CAR, 'Rosebank|Johannesburg', 'today', '19:00'),
        table('Parkhurst|Johannesburg', 'today', '19:30', 4),
        req(CAR, ['Parkhurst|Johannesburg', null], 'today', '23:00'),
      ),
    ],
    [
      'Monday: flight CPT to Durban early, 7am. Car at King Shaka at 9:30. Hotel in Umhlanga for 2 nights. Dinner for 2 at 8.',
      asks(
        req(FLIGHT, 'Cape Town International Airport|Cape Town', 'mon', '07:00'),
        req(CAR, 'King Shaka International Airport|Durban', 'mon', '09:30'),
        req('accommodation', 'Umhlanga|Durban', 'mon', null),
        req('other', [null, 'Umhlanga|Durban'], 'mon', '20:00', { partySize: 2, dining: true }),
      ),
    ],
    [
      'Friday in Hermanus: house for 6 from Friday, chef Friday at 7pm for 6, and a shark cage dive from Gansbaai on Saturday at 8am',
      asks(
        req('accommodation', 'Hermanus|Overberg', 'fri', null, { partySize: 6 }),
        req('private_chef', ['Hermanus|Overberg', null], 'fri', '19:00', { partySize: 6 }),
        req(['other', 'yacht_charter'], 'Gansbaai|Overberg', 'sat', '08:00'),
      ),
    ],
    [
      'Please arrange a stylist at Mall of Africa on Wednesday at 10, a driver from Midrand at 9:30 and lunch for 2 at 1',
      asks(
        req('personal_shopping', 'Mall of Africa|Johannesburg', 'wed', '10:00'),
        req(CAR, 'Midrand|Johannesburg', 'wed', '09:30'),
        req(
          'other',
          [null, 'Mall of Africa|Johannesburg', 'Midrand|Johannesburg'],
          'wed',
          '13:00',
          {
            partySize: 2,
            dining: true,
          },
        ),
      ),
    ],
    [
      'Sun City trip: room at the Palace of the Lost City from the 6th for 2, golf at Gary Player on the 7th at 7:30am, and a car from Sandton on the 6th at 10',
      asks(
        req('accommodation', 'Lost City|Pilanesberg', 'dom:6', null, { partySize: 2 }),
        req('other', 'Gary Player Country Club|Pilanesberg', 'dom:7', '07:30'),
        req(CAR, 'Sandton|Johannesburg', 'dom:6', '10:00'),
      ),
    ],
    [
      'Helicopter from the Waterfront to Franschhoek Saturday 11am, lunch for 2 in Franschhoek 12:30, helicopter back at 4',
      asks(
        req(FLIGHT, 'V&A Waterfront|Cape Town', 'sat', '11:00'),
        table('Franschhoek|Cape Winelands', 'sat', '12:30', 2),
        req(FLIGHT, 'Franschhoek|Cape Winelands', 'sat', '16:00'),
      ),
    ],
    [
      'book a chef for Sunday lunch at home in Dainfern for 12 at 1pm, a waiter for the same time, and a cake delivered Sunday at 11',
      asks(
        req('private_chef', 'Dainfern|Johannesburg', 'sun', '13:00', { partySize: 12 }),
        req('other', ['Dainfern|Johannesburg', null], 'sun', '13:00'),
        req('other', ['Dainfern|Johannesburg', null], 'sun', '11:00'),
      ),
    ],
    [
      'For the 19th: car from Sandton to OR Tambo at 6am, flight to Mbombela at 8, lodge in Sabi Sand from the 19th for 2, and transfer from KMIA at 9:30',
      asks(
        req(CAR, 'Sandton|Johannesburg', 'dom:19', '06:00'),
        req(
          FLIGHT,
          [
            'OR Tambo International Airport|Johannesburg',
            null,
            'Kruger Mpumalanga International Airport|Mbombela',
            'Mbombela|Mbombela',
          ],
          'dom:19',
          '08:00',
        ),
        req('accommodation', 'Sabi Sand|Kruger', 'dom:19', null, { partySize: 2 }),
        req(CAR, 'Kruger Mpumalanga International Airport|Mbombela', 'dom:19', '09:30'),
      ),
    ],
    [
      'Tomorrow: bodyguard from 8am in Sandton, Mercedes V-class from 8am, and a table for 5 at Melrose Arch at 1pm',
      asks(
        req('security', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
        req(CAR, ['Sandton|Johannesburg', null], 'tomorrow', '08:00'),
        table('Melrose Arch|Johannesburg', 'tomorrow', '13:00', 5),
      ),
    ],
    [
      'Can you sort: a babysitter in Camps Bay tonight from 7, a table for 2 in Camps Bay at 8, and an Uber-style driver home at 11',
      asks(
        req('other', 'Camps Bay|Cape Town', 'today', '19:00'),
        table('Camps Bay|Cape Town', 'today', '20:00', 2),
        req(CAR, ['Camps Bay|Cape Town', null], 'today', '23:00'),
      ),
    ],
    [
      'plett long weekend - flights to george thursday 3pm, car hire at george airport thursday 5pm, villa in plett thu to mon for 6',
      asks(
        req(FLIGHT, [null, 'George Airport|Garden Route', 'George|Garden Route'], 'thu', '15:00'),
        req(['luxury_vehicle', 'personal_driver'], 'George Airport|Garden Route', 'thu', '17:00'),
        req('accommodation', 'Plettenberg Bay|Garden Route', 'thu', null, { partySize: 6 }),
      ),
    ],
    [
      'My parents arrive Sunday. Driver from CPT Sunday 2pm, a room at the Cape Grace for them from Sunday, and a table for 4 in Green Point Sunday at 7',
      asks(
        req(CAR, 'Cape Town International Airport|Cape Town', 'sun', '14:00'),
        req('accommodation', [null, 'V&A Waterfront|Cape Town'], 'sun', null),
        table('Green Point|Cape Town', 'sun', '19:00', 4),
      ),
    ],
    [
      'board retreat on the 8th: venue at Zimbali for 12, security from 7am, and chef for dinner at 7pm for 12',
      asks(
        req(['event_planning', 'accommodation', 'other'], 'Zimbali|Durban', 'dom:8', null),
        req('security', ['Zimbali|Durban', null], 'dom:8', '07:00'),
        req('private_chef', ['Zimbali|Durban', null], 'dom:8', '19:00', { partySize: 12 }),
      ),
    ],
    [
      'wed: personal shopper in Rosebank 10am, lunch 2 ppl Rosebank 1pm, hair appointment 3pm, dinner 4 people Illovo 7:30pm',
      asks(
        req('personal_shopping', 'Rosebank|Johannesburg', 'wed', '10:00'),
        table('Rosebank|Johannesburg', 'wed', '13:00', 2),
        req('other', [null, 'Rosebank|Johannesburg'], 'wed', '15:00'),
        table('Illovo|Johannesburg', 'wed', '19:30', 4),
      ),
    ],
    [
      'Need a yacht in Langebaan Saturday 11am for 6, a table in Paternoster Saturday 6pm for 6 and a guesthouse in Paternoster from Saturday',
      asks(
        req('yacht_charter', 'Langebaan|West Coast', 'sat', '11:00', { partySize: 6 }),
        table('Paternoster|West Coast', 'sat', '18:00', 6),
        req('accommodation', 'Paternoster|West Coast', 'sat', null),
      ),
    ],
    [
      'Driver from OR Tambo on the 2nd at 6:15pm. Then on the 3rd a Range Rover from 9 in Sandton and a table for 8 in Sandton at 8pm',
      asks(
        req(CAR, 'OR Tambo International Airport|Johannesburg', 'dom:2', '18:15'),
        req('luxury_vehicle', 'Sandton|Johannesburg', 'dom:3', '09:00'),
        table('Sandton|Johannesburg', 'dom:3', '20:00', 8),
      ),
    ],
    [
      'Durbs on friday - car from the airport 12pm, lunch 2 people on Florida Road at 1:30, and a hotel in Umhlanga from friday',
      asks(
        req(CAR, 'King Shaka International Airport|Durban', 'fri', '12:00'),
        table('Florida Road|Durban', 'fri', '13:30', 2),
        req('accommodation', 'Umhlanga|Durban', 'fri', null),
      ),
    ],
  ],
);
