import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];

/** Eleventh held-out set: three to five requests in one message, as lists, lines or one breath. */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'For Saturday please:\n1. driver from Fresnaye at 6pm\n2. table for 4 in Green Point at 7\n3. security for the walk to the stadium at 9',
      asks(
        req('personal_driver', 'Fresnaye|Cape Town', 'sat', '18:00'),
        table('Green Point|Cape Town', 'sat', '19:00', 4),
        req('security', ['DHL Stadium|Cape Town', 'Green Point|Cape Town'], 'sat', '21:00'),
      ),
    ],
    [
      'need a flight to PE on monday morning, a car at the airport when i land at 11 and a room in Summerstrand for 2 nights',
      asks(
        req(FLIGHT, 'Gqeberha|Gqeberha', 'mon', '09:00'),
        req(CAR, 'Chief Dawid Stuurman International Airport|Gqeberha', 'mon', '11:00'),
        req('accommodation', 'Summerstrand|Gqeberha', 'mon', null),
      ),
    ],
    [
      'Friday: chef at home in Houghton for 10 at 7. Saturday: a yacht out of the Waterfront at 2. Sunday: a table for 10 in Constantia at 1.',
      asks(
        req('private_chef', 'Houghton|Johannesburg', 'fri', '19:00', { partySize: 10 }),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '14:00'),
        table('Constantia|Cape Town', 'sun', '13:00', 10),
      ),
    ],
    [
      'book a villa in Zimbali from the 27th, a chef there on the 28th at 7 for 8 people and a driver from King Shaka on the 27th at noon',
      asks(
        req('accommodation', 'Zimbali|Durban', 'dom:27', null),
        req('private_chef', 'Zimbali|Durban', 'dom:28', '19:00', { partySize: 8 }),
        req('personal_driver', 'King Shaka International Airport|Durban', 'dom:27', '12:00'),
      ),
    ],
    [
      'Tomorrow I need: a car from Centurion at 6:30 to OR Tambo, a flight to Cape Town around 9, and a driver at Cape Town International at 11:30',
      asks(
        req(CAR, 'Centurion|Pretoria', 'tomorrow', '06:30'),
        req(FLIGHT, 'Cape Town|Cape Town', 'tomorrow', '09:00'),
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'tomorrow', '11:30'),
      ),
    ],
    [
      'planning a hens weekend in Franschhoek: accommodation for 12 from next Friday, the wine tram on the Saturday at 10 and a private chef on the Saturday night',
      asks(
        req('accommodation', 'Franschhoek|Cape Winelands', 'next:fri', null, { partySize: 12 }),
        req(['other', 'travel'], 'Franschhoek Wine Tram|Cape Winelands', 'next:sat', '10:00'),
        req('private_chef', 'Franschhoek|Cape Winelands', 'next:sat', '20:00'),
      ),
    ],
    [
      'bodyguard, driver and a shopper for my wife in Sandton tomorrow from 10',
      asks(
        req('security', 'Sandton|Johannesburg', 'tomorrow', '10:00'),
        req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '10:00'),
        req('personal_shopping', 'Sandton|Johannesburg', 'tomorrow', '10:00'),
      ),
    ],
    [
      'Hi! Could you please book 1) a Range Rover for the week in Cape Town from Monday 2) a table for 2 at the Mount Nelson on Monday at 7:30 3) a spa day for my wife at the Nelly on Tuesday at 10',
      asks(
        req('luxury_vehicle', 'Cape Town|Cape Town', 'mon', null),
        table('Mount Nelson|Cape Town', 'mon', '19:30', 2),
        req('other', 'Mount Nelson|Cape Town', 'tue', '10:00'),
      ),
    ],
    [
      'event planner for a company year end function at the CTICC on the 11th, security for the night from 6, and 3 chauffeurs from 11pm for the directors',
      asks(
        req('event_planning', 'CTICC|Cape Town', 'dom:11', null),
        req('security', 'CTICC|Cape Town', 'dom:11', '18:00'),
        req('personal_driver', 'CTICC|Cape Town', 'dom:11', '23:00'),
      ),
    ],
    [
      'Flights for 4 to Hoedspruit on the 2nd, a lodge at Thornybush from the 2nd for 3 nights, and a transfer from Eastgate Airport when we land at 1',
      asks(
        req(FLIGHT, 'Hoedspruit|Kruger', 'dom:2', null, { partySize: 4 }),
        req('accommodation', 'Thornybush|Kruger', 'dom:2', null),
        req(CAR, 'Eastgate Airport|Kruger', 'dom:2', '13:00'),
      ),
    ],
    [
      'sat: chef in Ballito for 6 at 7pm\nsun: boat from Durban at 9\nmon: driver to King Shaka at 5am',
      asks(
        req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 6 }),
        req('yacht_charter', 'Durban|Durban', 'sun', '09:00'),
        req(
          'personal_driver',
          ['Ballito|Durban', 'King Shaka International Airport|Durban'],
          'mon',
          '05:00',
        ),
      ),
    ],
    [
      "We're doing the Garden Route next week. Could you book a hotel in Knysna from next Monday, a boat trip on the lagoon next Tuesday at 10 and a table for 2 in Plett next Wednesday at 7?",
      asks(
        req('accommodation', 'Knysna|Garden Route', 'next:mon', null),
        req('yacht_charter', 'Knysna|Garden Route', 'next:tue', '10:00'),
        table('Plettenberg Bay|Garden Route', 'next:wed', '19:00', 2),
      ),
    ],
    [
      'tonight: table for 6 in Parkhurst at 8. tomorrow: driver from Parkhurst to Lanseria at 6am, then a car in Cape Town at 9, then a villa in Llandudno for the week',
      asks(
        table('Parkhurst|Johannesburg', 'today', '20:00', 6),
        req('personal_driver', 'Parkhurst|Johannesburg', 'tomorrow', '06:00'),
        req(CAR, 'Cape Town|Cape Town', 'tomorrow', '09:00'),
        req('accommodation', 'Llandudno|Cape Town', 'tomorrow', null),
      ),
    ],
    [
      'For my mum’s 70th on the 15th in Stellenbosch: an event planner, a chef for 30 at 12, and a photographer from 12',
      asks(
        req('event_planning', 'Stellenbosch|Cape Winelands', 'dom:15', null),
        req('private_chef', 'Stellenbosch|Cape Winelands', 'dom:15', '12:00', { partySize: 30 }),
        req('other', 'Stellenbosch|Cape Winelands', 'dom:15', '12:00'),
      ),
    ],
    [
      'need a driver on wednesday 8am from Hatfield to the Union Buildings, lunch for 3 in Brooklyn at 1 and a driver back to Hatfield at 3',
      asks(
        req('personal_driver', 'Hatfield|Pretoria', 'wed', '08:00'),
        table('Brooklyn|Pretoria', 'wed', '13:00', 3),
        req('personal_driver', 'Brooklyn|Pretoria', 'wed', '15:00'),
      ),
    ],
    [
      'Three bookings for Hermanus please: a guesthouse from Friday for 2 nights, a whale watching boat on Saturday at 10 for 2, and a table for 2 at 7 on Saturday',
      asks(
        req('accommodation', 'Hermanus|Overberg', 'fri', null),
        req('yacht_charter', 'Hermanus|Overberg', 'sat', '10:00', { partySize: 2 }),
        table('Hermanus|Overberg', 'sat', '19:00', 2),
      ),
    ],
    [
      'can u book me a flight jhb to durbs friday 6pm, a car at king shaka for 7:15 and a table for 2 at the oyster box 8:30',
      asks(
        req(FLIGHT, 'Johannesburg|Johannesburg', 'fri', '18:00'),
        req(CAR, 'King Shaka International Airport|Durban', 'fri', '19:15'),
        table('Oyster Box|Durban', 'fri', '20:30', 2),
      ),
    ],
    [
      'For the Drakensberg trip: a lodge near Champagne Castle from the 8th, a guided hike on the 9th at 7am and a private chef at the lodge on the 9th at 7pm for 6',
      asks(
        req('accommodation', 'Champagne Castle|Drakensberg', 'dom:8', null),
        req(
          ['other', 'travel'],
          ['Champagne Castle|Drakensberg', 'Drakensberg|Drakensberg'],
          'dom:9',
          '07:00',
        ),
        req(
          'private_chef',
          ['Champagne Castle|Drakensberg', 'Drakensberg|Drakensberg'],
          'dom:9',
          '19:00',
          { partySize: 6 },
        ),
      ),
    ],
    [
      'Need three things in Joburg on Thursday - a stylist at Mall of Africa at 10, a driver from Waterfall City at 9:30, and dinner for 2 in Sandton at 7',
      asks(
        req('personal_shopping', 'Mall of Africa|Johannesburg', 'thu', '10:00'),
        req('personal_driver', 'Waterfall City|Johannesburg', 'thu', '09:30'),
        table('Sandton|Johannesburg', 'thu', '19:00', 2),
      ),
    ],
    [
      'security for my family at Gold Reef City on Saturday from 10, a minibus with driver from Bedfordview at 9:30 and lunch for 9 at Gold Reef City at 1',
      asks(
        req('security', 'Gold Reef City|Johannesburg', 'sat', '10:00'),
        req(CAR, 'Bedfordview|Johannesburg', 'sat', '09:30'),
        table('Gold Reef City|Johannesburg', 'sat', '13:00', 9),
      ),
    ],
    [
      'Morning. I need a flight to Upington on the 6th, a 4x4 with driver there from the 6th, a lodge at Tswalu from the 6th and a flight home on the 10th',
      asks(
        req(FLIGHT, 'Upington|Kalahari', 'dom:6', null),
        req(CAR, 'Upington|Kalahari', 'dom:6', null),
        req('accommodation', 'Tswalu|Kalahari', 'dom:6', null),
        req(FLIGHT, ['Upington|Kalahari', null], 'dom:10', null),
      ),
    ],
    [
      'Sunday braai at ours in Durban North for 20: a chef at 12, a bartender at 12 and 2 security guards from 11',
      asks(
        req('private_chef', 'Durban North|Durban', 'sun', '12:00', { partySize: 20 }),
        req('other', 'Durban North|Durban', 'sun', '12:00'),
        req('security', 'Durban North|Durban', 'sun', '11:00'),
      ),
    ],
    [
      'Book me a car from Somerset West to Cape Town International at 5:45 on the 4th, a flight to Joburg at 7:30 and a table at the Saxon that night at 8 for 2, then a driver home to Sandhurst at 10:30',
      asks(
        req(CAR, 'Somerset West|Cape Town', 'dom:4', '05:45'),
        req(
          FLIGHT,
          ['Johannesburg|Johannesburg', 'Cape Town International Airport|Cape Town'],
          'dom:4',
          '07:30',
        ),
        table('The Saxon|Johannesburg', 'dom:4', '20:00', 2),
        req(
          'personal_driver',
          ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'],
          'dom:4',
          '22:30',
        ),
      ),
    ],
    [
      'Hey so for the boys trip in Plett: a house for 8 from Thursday, a boat to go fishing on Friday at 6am, a chef on Friday night and a table for 8 at 1 on Saturday',
      asks(
        req('accommodation', 'Plettenberg Bay|Garden Route', 'thu', null, { partySize: 8 }),
        req('yacht_charter', 'Plettenberg Bay|Garden Route', 'fri', '06:00'),
        req('private_chef', 'Plettenberg Bay|Garden Route', 'fri', '20:00'),
        table('Plettenberg Bay|Garden Route', 'sat', '13:00', 8),
      ),
    ],
    [
      'quick list for tomorrow: driver 7:30 from Melrose to Sandton, personal shopper at Sandton City 11, table for 3 at Melrose Arch at 1, massage at the Saxon at 4',
      asks(
        req('personal_driver', 'Melrose|Johannesburg', 'tomorrow', '07:30'),
        req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '11:00'),
        table('Melrose Arch|Johannesburg', 'tomorrow', '13:00', 3),
        req('other', 'The Saxon|Johannesburg', 'tomorrow', '16:00'),
      ),
    ],
  ],
);
