import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const TRAIN: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const CATERING: ServiceType[] = ['private_chef', 'other', 'event_planning'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const MALL_OF_AFRICA = ['Mall of Africa|Johannesburg', 'Midrand|Johannesburg'];
const MONTECASINO = ['Montecasino|Johannesburg', 'Fourways|Johannesburg'];
const CONVENTION = ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'];
const HYDE_PARK = ['Hyde Park Corner|Johannesburg', 'Hyde Park|Johannesburg'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-third held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request: "that
 * night", "afterwards", "the same group", "there", "when I land", "the day before"): two at a time
 * here, three to five in ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts. A trip from one place to another is filed where it starts; a trip named
 * only by where it goes ("a car to take me home to La Lucia", "a driver to take us there") may be
 * filed where it plainly starts or where it goes (or nowhere when neither is named); a flight or a
 * train is filed where it leaves; where the second request names no place but plainly happens
 * where the first does, either is right; a photographer, a makeup artist, a massage, a babysitter,
 * a nanny, a personal trainer, a bartender, a DJ, a florist, a hair appointment, a spa treatment,
 * golf, a hike guide and tickets are other; a stylist is personal shopping; a bodyguard is
 * security; a fishing charter or a sunset cruise is a yacht charter (or other).
 */
export const HELD_OUT_23_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'Need a driver from OR Tambo at 2pm tomorrow and a table for 4 in Sandton at 7:30 that night',
          asks(
            req('personal_driver', OR_TAMBO, 'tomorrow', '14:00'),
            table('Sandton|Johannesburg', 'tomorrow', '19:30', 4),
          ),
        ],
        [
          'Private chef for 6 in Camps Bay on Saturday at 7pm, and a yacht from the Waterfront on Sunday at 11 for the same group',
          asks(
            req('private_chef', 'Camps Bay|Cape Town', 'sat', '19:00', { partySize: 6 }),
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '11:00', { partySize: 6 }),
          ),
        ],
        [
          'Book a Range Rover in Durban from tomorrow and a villa in Ballito from tomorrow too',
          asks(
            req(HIRE, DURBAN, 'tomorrow', null),
            req('accommodation', 'Ballito|Durban', 'tomorrow', null),
          ),
        ],
        [
          'Can you get me a personal shopper at Sandton City on Friday at 10 and a makeup artist at home in Bryanston on Saturday at 4pm',
          asks(
            req('personal_shopping', SANDTON_CITY, 'fri', '10:00'),
            req('other', 'Bryanston|Johannesburg', 'sat', '16:00'),
          ),
        ],
        [
          'flights Joburg to Cape Town on the 20th in the morning + a hotel in the City Bowl from the 20th',
          asks(
            req(FLIGHT, ['Johannesburg|Johannesburg', OR_TAMBO], 'dom:20', '09:00'),
            req('accommodation', ['City Bowl|Cape Town', 'Cape Town|Cape Town'], 'dom:20', null),
          ),
        ],
        [
          'Security for my house in Houghton tonight from 6pm and a driver to take me to Montecasino at 7',
          asks(
            req('security', 'Houghton|Johannesburg', 'today', '18:00'),
            req('personal_driver', ['Houghton|Johannesburg', ...MONTECASINO], 'today', '19:00'),
          ),
        ],
        [
          "Event planner for my son's 21st on the 27th in Pretoria East, and a photographer for it as well",
          asks(
            req('event_planning', 'Pretoria East|Pretoria', 'dom:27', null),
            req('other', ['Pretoria East|Pretoria', null], 'dom:27', null),
          ),
        ],
        [
          'Need a boat for whale watching in Hermanus on Saturday morning for 4, and lunch for 4 afterwards at 1pm',
          asks(
            req(BOAT, 'Hermanus|Overberg', 'sat', '09:00', { partySize: 4 }),
            tableAt(['Hermanus|Overberg', null], 'sat', '13:00', 4),
          ),
        ],
        [
          'Please arrange a driver tomorrow at 6am from Sandton to Lanseria and a private jet from Lanseria to Skukuza at 7:30',
          asks(
            req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '06:00'),
            req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'tomorrow', '07:30'),
          ),
        ],
        [
          'Chef for a braai for 15 in Kyalami on Sunday at 1, and a bartender for the same time',
          asks(
            req('private_chef', 'Kyalami|Johannesburg', 'sun', '13:00', { partySize: 15 }),
            req('other', ['Kyalami|Johannesburg', null], 'sun', '13:00'),
          ),
        ],
        [
          'Need a massage therapist at our place in Plett at 10am tomorrow and a table for 2 at 8pm in Plett',
          asks(
            req('other', 'Plettenberg Bay|Garden Route', 'tomorrow', '10:00'),
            table('Plettenberg Bay|Garden Route', 'tomorrow', '20:00', 2),
          ),
        ],
        [
          'Book me a flight to Durban on Friday at 7am and a car from King Shaka when I land at 8',
          asks(
            req(FLIGHT, [null, ...DURBAN], 'fri', '07:00'),
            req(CAR, KING_SHAKA, 'fri', '08:00'),
          ),
        ],
        [
          'Tickets for the comedy show at the Sandton Convention Centre on the 24th for 2, and a driver to take us there at 6pm',
          asks(
            req('other', CONVENTION, 'dom:24', null, { partySize: 2 }),
            req('personal_driver', [null, ...CONVENTION], 'dom:24', '18:00'),
          ),
        ],
        [
          "Yacht for 12 from Simon's Town on Sunday at 10 and a chef on board",
          asks(
            req('yacht_charter', "Simon's Town|Cape Town", 'sun', '10:00', { partySize: 12 }),
            req('private_chef', ["Simon's Town|Cape Town", null], 'sun', '10:00'),
          ),
        ],
        [
          'Security escort from OR Tambo at 11pm tonight and a suite at The Saxon from today',
          asks(req(ESCORT, OR_TAMBO, 'today', '23:00'), req('accommodation', SAXON, 'today', null)),
        ],
        [
          'Need a babysitter in Umhlanga on Saturday from 6pm and a table for 2 at the Oyster Box at 7:30pm',
          asks(
            req('other', 'Umhlanga|Durban', 'sat', '18:00'),
            tableAt(OYSTER_BOX, 'sat', '19:30', 2),
          ),
        ],
        [
          'Two things: a Porsche 911 to hire in Cape Town from tomorrow, and a hotel in Franschhoek from Friday',
          asks(
            req(HIRE, CAPE_TOWN, 'tomorrow', null),
            req('accommodation', 'Franschhoek|Cape Winelands', 'fri', null),
          ),
        ],
        [
          'golf at Fancourt on the 16th at 8am for 4 and a driver from George Airport the day before at 3pm',
          asks(
            req('other', 'Fancourt|Garden Route', 'dom:16', '08:00', { partySize: 4 }),
            req('personal_driver', 'George Airport|Garden Route', 'dom:15', '15:00'),
          ),
        ],
        [
          'Could you do a personal shopper for school uniforms at Mall of Africa tomorrow at 11, and then lunch for 3 there at 1',
          asks(
            req('personal_shopping', MALL_OF_AFRICA, 'tomorrow', '11:00'),
            tableAt(MALL_OF_AFRICA, 'tomorrow', '13:00', 3),
          ),
        ],
        [
          'I want a helicopter from the V&A to Cape Point on Sunday at 9 and a chef to do a picnic for us there at 11',
          asks(
            req(CHOPPER, 'V&A Waterfront|Cape Town', 'sun', '09:00'),
            req(CATERING, ['Cape Point|Cape Town', null], 'sun', '11:00'),
          ),
        ],
        [
          'Rovos Rail from Pretoria on the 18th for 2 and a driver to the station at 8am',
          asks(
            req(TRAIN, 'Pretoria|Pretoria', 'dom:18', null, { partySize: 2 }),
            req('personal_driver', [null, 'Pretoria|Pretoria'], 'dom:18', '08:00'),
          ),
        ],
        [
          "Bodyguard for my daughter's matric dance in Midrand on the 21st at 6pm, and a Bentley to collect her at 5:30pm",
          asks(
            req(ESCORT, 'Midrand|Johannesburg', 'dom:21', '18:00'),
            req(HIRE, [null, 'Midrand|Johannesburg'], 'dom:21', '17:30'),
          ),
        ],
        [
          'Chef for Saturday at 7pm for 10 in Ballito and a DJ for after',
          asks(
            req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 10 }),
            req('other', ['Ballito|Durban', null], 'sat', null),
          ),
        ],
        [
          'Please book a luxury SUV in Nelspruit from tomorrow and a lodge in the Sabi Sand from the day after',
          asks(
            req(HIRE, 'Mbombela|Mbombela', 'tomorrow', null),
            req('accommodation', 'Sabi Sand|Kruger', '+2', null),
          ),
        ],
        [
          'Driver tonight at 7 from Sea Point to Camps Bay, and the same driver back at 11pm',
          asks(
            req('personal_driver', 'Sea Point|Cape Town', 'today', '19:00'),
            req('personal_driver', 'Camps Bay|Cape Town', 'today', '23:00'),
          ),
        ],
        [
          'Need an event planner for a baby shower in Westville on the 15th at 11, and a florist',
          asks(
            req('event_planning', 'Westville|Durban', 'dom:15', '11:00'),
            req(['other', 'personal_shopping'], ['Westville|Durban', null], 'dom:15', null),
          ),
        ],
        [
          'Car for the airport tomorrow at 5am from Durban North to King Shaka, and a flight to Cape Town at 7',
          asks(
            req(CAR, 'Durban North|Durban', 'tomorrow', '05:00'),
            req(FLIGHT, DURBAN, 'tomorrow', '07:00'),
          ),
        ],
        [
          'Security at our estate in Steyn City on Saturday from 2pm, and a caterer for the party at 4',
          asks(
            req('security', 'Steyn City|Johannesburg', 'sat', '14:00'),
            req(CATERING, ['Steyn City|Johannesburg', null], 'sat', '16:00'),
          ),
        ],
        [
          'sunset cruise in Knysna tomorrow for 2 and dinner at 8 after',
          asks(
            req(BOAT, 'Knysna|Garden Route', 'tomorrow', '18:00', { partySize: 2 }),
            tableAt(['Knysna|Garden Route', null], 'tomorrow', '20:00', 2),
          ),
        ],
        [
          'Book a suite at the Oyster Box from Friday and a spa treatment there on Saturday at 10',
          asks(
            req('accommodation', OYSTER_BOX, 'fri', null),
            req('other', OYSTER_BOX, 'sat', '10:00'),
          ),
        ],
        [
          'Hire a G-Wagon in Joburg from Monday and a driver on Tuesday at 8am from Rosebank to Pretoria',
          asks(
            req(HIRE, ['Johannesburg|Johannesburg', OR_TAMBO], 'mon', null),
            req('personal_driver', 'Rosebank|Johannesburg', 'tue', '08:00'),
          ),
        ],
        [
          'Tickets for the Bulls at Loftus on the 25th for 4 and a table at 7pm after for 4 in Hatfield',
          asks(
            req('other', ['Loftus Versfeld|Pretoria', 'Pretoria|Pretoria'], 'dom:25', null, {
              partySize: 4,
            }),
            table('Hatfield|Pretoria', 'dom:25', '19:00', 4),
          ),
        ],
        [
          'A nanny in Clifton tomorrow from 9 to 5, and a personal trainer at 7am',
          asks(
            req('other', 'Clifton|Cape Town', 'tomorrow', '09:00'),
            req('other', ['Clifton|Cape Town', null], 'tomorrow', '07:00'),
          ),
        ],
        [
          'Need a driver from the Saxon to Emperors Palace at 8pm tonight and a table for 2 there at 8:30',
          asks(
            req('personal_driver', SAXON, 'today', '20:00'),
            tableAt(['Emperors Palace|Johannesburg'], 'today', '20:30', 2),
          ),
        ],
        [
          'Book me a stylist at Hyde Park Corner on Friday at 2pm and a hair appointment at 5pm',
          asks(
            req(ERRAND, HYDE_PARK, 'fri', '14:00'),
            req('other', [...HYDE_PARK, null], 'fri', '17:00'),
          ),
        ],
        [
          'Fishing charter from Durban harbour on Saturday at 5am for 6, and a driver to fetch us from Umhlanga at 4',
          asks(
            req(BOAT, 'Durban|Durban', 'sat', '05:00', { partySize: 6 }),
            req('personal_driver', 'Umhlanga|Durban', 'sat', '04:00'),
          ),
        ],
        [
          'Villa in Hermanus from the 23rd for 8 and a chef there on the 24th at 7pm for all 8',
          asks(
            req('accommodation', 'Hermanus|Overberg', 'dom:23', null, { partySize: 8 }),
            req('private_chef', 'Hermanus|Overberg', 'dom:24', '19:00', { partySize: 8 }),
          ),
        ],
        [
          'Helicopter flip over Sun City tomorrow at 10 for 3 and golf at Gary Player at 1',
          asks(
            req(CHOPPER, 'Sun City|Pilanesberg', 'tomorrow', '10:00', { partySize: 3 }),
            req('other', 'Gary Player Country Club|Pilanesberg', 'tomorrow', '13:00'),
          ),
        ],
        [
          'Driver on Sunday at 7am from Stellenbosch to the airport, and a flight to Joburg at 10',
          asks(
            req('personal_driver', 'Stellenbosch|Cape Winelands', 'sun', '07:00'),
            req(FLIGHT, CAPE_TOWN, 'sun', '10:00'),
          ),
        ],
        [
          'Tonight: a security guard at the Durban ICC from 6 and a car to take me home to La Lucia at 10pm',
          asks(
            req(ESCORT, 'Durban ICC|Durban', 'today', '18:00'),
            req(CAR, ['Durban ICC|Durban', 'La Lucia|Durban'], 'today', '22:00'),
          ),
        ],
        [
          'Need a Range Rover at Cape Town airport on the 19th and a house in Noordhoek from the 19th for 5',
          asks(
            req(HIRE, CAPE_TOWN, 'dom:19', null),
            req('accommodation', 'Noordhoek|Cape Town', 'dom:19', null, { partySize: 5 }),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
