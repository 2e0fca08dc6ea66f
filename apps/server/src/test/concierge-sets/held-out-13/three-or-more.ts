import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];

/**
 * Thirteenth held-out set: three to five requests in one message, as numbered lists, lines per
 * day, voice-note run-ons or one breath.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'Tomorrow: driver from Lanseria at 8am, lunch for 3 at the Saxon at 1, and a personal shopper at Sandton City at 3pm',
      asks(
        req('personal_driver', 'Lanseria International Airport|Johannesburg', 'tomorrow', '08:00'),
        table('The Saxon|Johannesburg', 'tomorrow', '13:00', 3),
        req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '15:00'),
      ),
    ],
    [
      '1. villa in Camps Bay for 8 from 20 December\n2. private chef on 24 December at 7pm for 8\n3. yacht from the V&A on 26 December at 2pm for 8',
      asks(
        req('accommodation', 'Camps Bay|Cape Town', 'md:12-20', null),
        req('private_chef', ['Camps Bay|Cape Town', null], 'md:12-24', '19:00', { partySize: 8 }),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'md:12-26', '14:00', { partySize: 8 }),
      ),
    ],
    [
      'Flights CPT to JNB Friday 6am, car from OR Tambo at 8:15 to Sandton, table for 4 at 7pm in Sandton',
      asks(
        req(FLIGHT, 'Cape Town International Airport|Cape Town', 'fri', '06:00'),
        req(CAR, 'OR Tambo International Airport|Johannesburg', 'fri', '08:15'),
        table('Sandton|Johannesburg', 'fri', '19:00', 4),
      ),
    ],
    [
      'Saturday I need a bodyguard in Sandton from 8pm, a driver from Bryanston at 7:30pm, and a table for 6 at Zioux at 9pm',
      asks(
        req('security', 'Sandton|Johannesburg', 'sat', '20:00'),
        req('personal_driver', 'Bryanston|Johannesburg', 'sat', '19:30'),
        req('other', [null, 'Sandton|Johannesburg'], 'sat', '21:00', {
          partySize: 6,
          dining: true,
        }),
      ),
    ],
    [
      "Plan my wife's 40th at Vergelegen on the 8th, get a florist there that morning at 9, and a chef for 20 at 6pm",
      asks(
        req('event_planning', 'Vergelegen|Cape Town', 'dom:8', null),
        req('other', ['Vergelegen|Cape Town', null], 'dom:8', '09:00'),
        req('private_chef', ['Vergelegen|Cape Town', null], 'dom:8', '18:00', { partySize: 20 }),
      ),
    ],
    [
      'Hermanus weekend: accommodation from Friday, a whale-watching boat on Saturday at 10 for 4, and dinner for 4 on Saturday at 7:30',
      asks(
        req('accommodation', 'Hermanus|Overberg', 'fri', null),
        req(BOAT, ['Hermanus|Overberg', null], 'sat', '10:00', { partySize: 4 }),
        req('other', ['Hermanus|Overberg', null], 'sat', '19:30', { partySize: 4, dining: true }),
      ),
    ],
    [
      'ok so um I need a driver tomorrow at 10 from Rosebank to the airport, then a flight to Durban at 1, and then a car at King Shaka when I land around half past two',
      asks(
        req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '10:00'),
        req(
          FLIGHT,
          [null, 'OR Tambo International Airport|Johannesburg', 'Durban|Durban'],
          'tomorrow',
          '13:00',
        ),
        req(CAR, 'King Shaka International Airport|Durban', 'tomorrow', '14:30'),
      ),
    ],
    [
      'For Saturday: Range Rover delivered to Steyn City at 9, a personal stylist at Mall of Africa at 11, and a table for 2 at 7pm in Waterfall',
      asks(
        req('luxury_vehicle', 'Steyn City|Johannesburg', 'sat', '09:00'),
        req('personal_shopping', 'Mall of Africa|Johannesburg', 'sat', '11:00'),
        table('Waterfall City|Johannesburg', 'sat', '19:00', 2),
      ),
    ],
    [
      'safari at Madikwe from the 3rd, a charter flight from Lanseria on the 3rd at 9, and a car to take us from Sandton to Lanseria at 7:30 that morning',
      asks(
        req('accommodation', 'Madikwe|Madikwe', 'dom:3', null),
        req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'dom:3', '09:00'),
        req(CAR, 'Sandton|Johannesburg', 'dom:3', '07:30'),
      ),
    ],
    [
      'Chef Friday 7pm for 6 in Zimbali, yacht Saturday 11am from Durban Point for 6, and a driver on Sunday at 3 to King Shaka',
      asks(
        req('private_chef', 'Zimbali|Durban', 'fri', '19:00', { partySize: 6 }),
        req('yacht_charter', 'Durban Point|Durban', 'sat', '11:00', { partySize: 6 }),
        req(
          'personal_driver',
          ['Zimbali|Durban', 'King Shaka International Airport|Durban', null],
          'sun',
          '15:00',
        ),
      ),
    ],
    [
      'Three things please: a table for 2 at 8 tonight in Melville, a car to get us there at 7:30 from Parkview, and a hotel room in Rosebank for tonight',
      asks(
        table('Melville|Johannesburg', 'today', '20:00', 2),
        req(CAR, 'Parkview|Johannesburg', 'today', '19:30'),
        req('accommodation', 'Rosebank|Johannesburg', 'today', null),
      ),
    ],
    [
      'Need for Thursday: security at the Durban ICC from 5pm, an event planner for the cocktail function there at 6, and a car back to Umhlanga at 10pm',
      asks(
        req('security', 'Durban ICC|Durban', 'thu', '17:00'),
        req('event_planning', ['Durban ICC|Durban', null], 'thu', '18:00'),
        req(CAR, ['Durban ICC|Durban', 'Umhlanga|Durban', null], 'thu', '22:00'),
      ),
    ],
    [
      'can u book flights jhb-cpt sun 5pm, a villa in bantry bay from sunday for a week, and a chef on monday 7pm for 4',
      asks(
        req(
          FLIGHT,
          ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
          'sun',
          '17:00',
        ),
        req('accommodation', 'Bantry Bay|Cape Town', 'sun', null),
        req('private_chef', ['Bantry Bay|Cape Town', null], 'mon', '19:00', { partySize: 4 }),
      ),
    ],
    [
      'Golf at Gary Player on Saturday at 7am, a spa treatment for my wife at the Lost City at 10, and dinner for 2 at Sun City at 7:30pm',
      asks(
        req('other', 'Gary Player Country Club|Pilanesberg', 'sat', '07:00'),
        req('other', 'Lost City|Pilanesberg', 'sat', '10:00'),
        table('Sun City|Pilanesberg', 'sat', '19:30', 2),
      ),
    ],
    [
      'Wedding on the 17th in Stellenbosch: 3 Range Rovers for the bridal party at 1pm, security from 2pm, and the honeymoon suite at Lanzerac for that night',
      asks(
        req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'dom:17', '13:00'),
        req('security', ['Stellenbosch|Cape Winelands', null], 'dom:17', '14:00'),
        req('accommodation', 'Lanzerac|Cape Winelands', 'dom:17', null),
      ),
    ],
    [
      'Kruger trip: flight JNB to Hoedspruit on Monday at 11, a lodge in Timbavati from Monday to Thursday, and a private guide for Tuesday morning',
      asks(
        req(FLIGHT, 'OR Tambo International Airport|Johannesburg', 'mon', '11:00'),
        req('accommodation', 'Timbavati|Kruger', 'mon', null),
        req('other', ['Timbavati|Kruger', null], 'tue', '09:00'),
      ),
    ],
    [
      'Tonight: table for 4 in Umhlanga at 7.\nTomorrow: driver from Umhlanga to King Shaka at 6am.\nFlight to Cape Town at 8:30.\nCar from CPT to Stellenbosch when I land at 10:45.',
      asks(
        table('Umhlanga|Durban', 'today', '19:00', 4),
        req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '06:00'),
        req(FLIGHT, ['King Shaka International Airport|Durban', null], 'tomorrow', '08:30'),
        req(CAR, 'Cape Town International Airport|Cape Town', 'tomorrow', '10:45'),
      ),
    ],
    [
      "Friday: driver at 5pm from Centurion. Saturday: breakfast for 2 at Irene Dairy Farm at 9, personal shopper at Menlyn at 11, chef for 8 at home in Waterkloof at 7pm. Sunday: security for the kids' party at 2pm, also Waterkloof.",
      asks(
        req('personal_driver', 'Centurion|Pretoria', 'fri', '17:00'),
        table('Irene Dairy Farm|Pretoria', 'sat', '09:00', 2),
        req('personal_shopping', 'Menlyn|Pretoria', 'sat', '11:00'),
        req('private_chef', 'Waterkloof|Pretoria', 'sat', '19:00', { partySize: 8 }),
        req('security', 'Waterkloof|Pretoria', 'sun', '14:00'),
      ),
    ],
    [
      "book a yacht from Simon's Town on Sunday for 10 at noon, a table for 10 in Kalk Bay at 6, and transport for the group from Constantia at 10:30",
      asks(
        req('yacht_charter', "Simon's Town|Cape Town", 'sun', '12:00', { partySize: 10 }),
        table('Kalk Bay|Cape Town', 'sun', '18:00', 10),
        req(CAR, 'Constantia|Cape Town', 'sun', '10:30'),
      ),
    ],
    [
      'Please arrange a villa in Ballito for the 27th, a chef there that night at 7 for 10, and a boat on the 28th at 9am from Ballito',
      asks(
        req('accommodation', 'Ballito|Durban', 'dom:27', null),
        req('private_chef', ['Ballito|Durban', null], 'dom:27', '19:00', { partySize: 10 }),
        req(BOAT, 'Ballito|Durban', 'dom:28', '09:00'),
      ),
    ],
    [
      "Need 3 bookings for my mom's visit: car from King Shaka on Wed at 12, a room at the Oyster Box Wed night, and lunch for 2 at the Oyster Box on Thursday at 1",
      asks(
        req(CAR, 'King Shaka International Airport|Durban', 'wed', '12:00'),
        req('accommodation', 'Oyster Box|Durban', 'wed', null),
        table('Oyster Box|Durban', 'thu', '13:00', 2),
      ),
    ],
    [
      'pls: chopper transfer V&A to Delaire Graff sat 11am, lunch there 12:30 for 4, then the wine tram in Franschhoek at 3',
      asks(
        req(FLIGHT, 'V&A Waterfront|Cape Town', 'sat', '11:00'),
        table('Delaire Graff|Cape Winelands', 'sat', '12:30', 4),
        req(
          'other',
          ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'],
          'sat',
          '15:00',
        ),
      ),
    ],
  ],
);
