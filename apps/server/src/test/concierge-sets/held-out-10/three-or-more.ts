import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];

/** Tenth held-out set: three to five requests in one message, as lists, lines or one breath. */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'For Friday:\n1. driver from CPT airport at 4pm\n2. table for 4 at 8 in Camps Bay\n3. security for the evening, my client is high profile',
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '16:00'),
        table('Camps Bay|Cape Town', 'fri', '20:00', 4),
        req('security', ['Camps Bay|Cape Town', null], 'fri', '19:00'),
      ),
    ],
    [
      'flights to durban sunday morning, a car at king shaka when we land around 11, and a suite at the oyster box from sunday',
      asks(
        req('travel', 'Durban|Durban', 'sun', '09:00'),
        req(CAR, 'King Shaka International Airport|Durban', 'sun', '11:00'),
        req('accommodation', 'Oyster Box|Durban', 'sun', null),
      ),
    ],
    [
      'Saturday is my wifes birthday. Need flowers delivered to our house in Waterkloof by 9am, a chef for 8 at 7pm and a string quartet at 7pm too',
      asks(
        req('other', 'Waterkloof|Pretoria', 'sat', '09:00'),
        req('private_chef', ['Waterkloof|Pretoria', null], 'sat', '19:00', { partySize: 8 }),
        req('other', ['Waterkloof|Pretoria', null], 'sat', '19:00'),
      ),
    ],
    [
      'tomorrow - range rover from 8am in Stellenbosch, lunch for 6 at Delaire Graff at 1, and a wine tasting at Spier at 4',
      asks(
        req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'tomorrow', '08:00'),
        table('Delaire Graff|Cape Winelands', 'tomorrow', '13:00', 6),
        req('other', 'Spier|Cape Winelands', 'tomorrow', '16:00'),
      ),
    ],
    [
      'Can you arrange the following for Thursday: a driver from the Saxon at 9am, a personal shopper at Hyde Park Corner at 10, and lunch for 2 at 1pm in Illovo',
      asks(
        req('personal_driver', 'The Saxon|Johannesburg', 'thu', '09:00'),
        req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'thu', '10:00'),
        table('Illovo|Johannesburg', 'thu', '13:00', 2),
      ),
    ],
    [
      'yacht for 15 from the waterfront on saturday at 4, a photographer on board, and a bus to take everyone to dinner in sea point after at 8',
      asks(
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '16:00', { partySize: 15 }),
        req(['other', 'event_planning'], ['V&A Waterfront|Cape Town', null], 'sat', '16:00'),
        req(
          ['personal_driver', 'travel'],
          ['V&A Waterfront|Cape Town', 'Sea Point|Cape Town', null],
          'sat',
          '20:00',
        ),
      ),
    ],
    [
      'need 3 things for next week Tuesday: flight to Bloem at 7am, a driver at the airport there at 8:30 and a hotel in Bloemfontein for the night',
      asks(
        req('travel', 'Bloemfontein|Bloemfontein', 'next:tue', '07:00'),
        req(
          'personal_driver',
          ['Bram Fischer International Airport|Bloemfontein', 'Bloemfontein|Bloemfontein'],
          'next:tue',
          '08:30',
        ),
        req('accommodation', 'Bloemfontein|Bloemfontein', 'next:tue', null),
      ),
    ],
    [
      'lodge at Londolozi from the 12th, a private flight from Joburg to the lodge on the 12th at 10, and a spa session for two on the 13th at 3pm',
      asks(
        req('accommodation', 'Londolozi|Kruger', 'dom:12', null),
        req(['travel', 'other'], 'Johannesburg|Johannesburg', 'dom:12', '10:00'),
        req('other', ['Londolozi|Kruger', null], 'dom:13', '15:00'),
      ),
    ],
    [
      'Friday night out: car from Bryanston at 7, table for 6 at 8 in Melrose Arch, and the car back home at midnight-ish... actually 11:30',
      asks(
        req(CAR, 'Bryanston|Johannesburg', 'fri', '19:00'),
        table('Melrose Arch|Johannesburg', 'fri', '20:00', 6),
        req(CAR, ['Melrose Arch|Johannesburg', 'Bryanston|Johannesburg', null], 'fri', '23:30'),
      ),
    ],
    [
      'hi. For our anniversary on the 20th we want: a helicopter flip over the Cape at 5pm, dinner for 2 at La Colombe in Constantia at 7:30, and a suite at the Mount Nelson from the 20th to the 21st',
      asks(
        req(['travel', 'other'], null, 'dom:20', '17:00'),
        table('Constantia|Cape Town', 'dom:20', '19:30', 2),
        req('accommodation', 'Mount Nelson|Cape Town', 'dom:20', null),
      ),
    ],
    [
      'Sunday: charter a boat at Ballito at 9am for 8 for deep sea fishing, a braai chef at our house in Zimbali at 2, then a driver to King Shaka at 6pm',
      asks(
        req('yacht_charter', 'Ballito|Durban', 'sun', '09:00', { partySize: 8 }),
        req('private_chef', 'Zimbali|Durban', 'sun', '14:00'),
        req(
          'personal_driver',
          ['Zimbali|Durban', 'King Shaka International Airport|Durban'],
          'sun',
          '18:00',
        ),
      ),
    ],
    [
      'Please organise for my CEO visiting Pretoria on Wednesday: armed security from 8am, a driver from the Union Buildings at 8, and a lunch table for 5 in Menlyn at 12:30',
      asks(
        req('security', 'Pretoria|Pretoria', 'wed', '08:00'),
        req('personal_driver', 'Union Buildings|Pretoria', 'wed', '08:00'),
        table('Menlyn|Pretoria', 'wed', '12:30', 5),
      ),
    ],
    [
      'book a golf 4ball at the Gary Player Country Club on Saturday at 7:30, a room at the Palace of the Lost City from Friday, and a driver from Sandton to Sun City on Friday at 2',
      asks(
        req('other', 'Gary Player Country Club|Pilanesberg', 'sat', '07:30'),
        req('accommodation', 'Lost City|Pilanesberg', 'fri', null),
        req('personal_driver', 'Sandton|Johannesburg', 'fri', '14:00'),
      ),
    ],
    [
      'we land in George on Monday at 11:20. need a car at the airport, a house in Wilderness for the week and a table for 4 that night at 7 somewhere in Wilderness',
      asks(
        req(CAR, ['George Airport|Garden Route', 'George|Garden Route'], 'mon', '11:20'),
        req('accommodation', 'Wilderness|Garden Route', 'mon', null),
        table('Wilderness|Garden Route', 'mon', '19:00', 4),
      ),
    ],
    [
      'Tomorrow I need:\n- driver at 7:15am from Umhlanga to the ICC\n- lunch for 10 at 1 near the ICC\n- a hotel room for tomorrow night in Umhlanga\n- flight back to Joburg on Thursday at 6pm',
      asks(
        req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '07:15'),
        table('Durban ICC|Durban', 'tomorrow', '13:00', 10),
        req('accommodation', 'Umhlanga|Durban', 'tomorrow', null),
        req('travel', 'Johannesburg|Johannesburg', 'thu', '18:00'),
      ),
    ],
    [
      'could I get a chef for a braai at the house in Hermanus on Friday at 6 for 12, a boat for whale watching Saturday 10am for the same 12, and a masseuse on Sunday at 11',
      asks(
        req('private_chef', 'Hermanus|Overberg', 'fri', '18:00', { partySize: 12 }),
        req('yacht_charter', ['Hermanus|Overberg', null], 'sat', '10:00', { partySize: 12 }),
        req('other', ['Hermanus|Overberg', null], 'sun', '11:00'),
      ),
    ],
    [
      'plan my wife a spoil day on Wednesday: shopping with a stylist at Sandton City at 10, a spa at 1pm and a table for two at the Saxon at 7:30',
      asks(
        req('personal_shopping', 'Sandton City|Johannesburg', 'wed', '10:00'),
        req('other', null, 'wed', '13:00'),
        table('The Saxon|Johannesburg', 'wed', '19:30', 2),
      ),
    ],
    [
      'i need a bakkie and a driver to move some furniture from Kloof to Hillcrest on Saturday at 8, then a cleaning team in Hillcrest at 12, and pizza for 6 at 6 in Hillcrest',
      asks(
        req(['personal_driver', 'other'], 'Kloof|Durban', 'sat', '08:00'),
        req('other', 'Hillcrest|Durban', 'sat', '12:00'),
        table('Hillcrest|Durban', 'sat', '18:00', 6),
      ),
    ],
    [
      'book flights for 4 from CPT to Port Elizabeth on the 5th, a car hire at the PE airport, a lodge at Addo for 2 nights and a game drive on the 6th at 5am',
      asks(
        req('travel', 'Cape Town International Airport|Cape Town', 'dom:5', null),
        req(CAR, 'Chief Dawid Stuurman International Airport|Gqeberha', 'dom:5', null),
        req('accommodation', 'Addo|Gqeberha', 'dom:5', null),
        req(['other', 'travel'], ['Addo|Gqeberha', null], 'dom:6', '05:00'),
      ),
    ],
    [
      'kids holiday programme: tomorrow surf lessons in Muizenberg at 10, Wednesday a day trip to Cape Point leaving 8am with a driver, Thursday tickets to the aquarium at 11',
      asks(
        req('other', 'Muizenberg|Cape Town', 'tomorrow', '10:00'),
        req(['personal_driver', 'travel'], 'Cape Point|Cape Town', 'wed', '08:00'),
        req('other', null, 'thu', '11:00'),
      ),
    ],
    [
      'Corporate golf day at Fancourt on the 15th for 16 players: need an event planner, 4 golf carts with drivers, and dinner for 16 at 7pm',
      asks(
        req('event_planning', 'Fancourt|Garden Route', 'dom:15', null),
        req(['other', 'personal_driver'], ['Fancourt|Garden Route', null], 'dom:15', null),
        table('Fancourt|Garden Route', 'dom:15', '19:00', 16),
      ),
    ],
    [
      'this weekend in the Midlands: cottage in Nottingham Road from Friday, horse riding Saturday morning for 3, and a table for 3 at Il Postino on Saturday at 7',
      asks(
        req('accommodation', 'Nottingham Road|Pietermaritzburg', 'fri', null),
        req(
          'other',
          ['Nottingham Road|Pietermaritzburg', 'Midlands Meander|Pietermaritzburg', null],
          'sat',
          '09:00',
        ),
        { ...table(null, 'sat', '19:00', 3), place: ['Nottingham Road|Pietermaritzburg', null] },
      ),
    ],
    [
      'Need for Thursday: Rolls Royce for my daughters matric dance from our house in Lynnwood at 5pm, a photographer at 4:30, and a makeup artist at 1',
      asks(
        req('luxury_vehicle', 'Lynnwood|Pretoria', 'thu', '17:00'),
        req('other', ['Lynnwood|Pretoria', null], 'thu', '16:30'),
        req('other', ['Lynnwood|Pretoria', null], 'thu', '13:00'),
      ),
    ],
    [
      'pls sort: Tuesday flight to Nelspruit at 9, car at KMIA at 11, 2 nights at a lodge in the Kruger, and a sundowner drive Tuesday at 5pm',
      asks(
        req('travel', 'Mbombela|Mbombela', 'tue', '09:00'),
        req(CAR, 'Kruger Mpumalanga International Airport|Mbombela', 'tue', '11:00'),
        req('accommodation', 'Kruger|Kruger', 'tue', null),
        req(['other', 'travel'], ['Kruger|Kruger', null], 'tue', '17:00'),
      ),
    ],
  ],
);
