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
const PARTY: ServiceType[] = ['event_planning', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const PICNIC: ServiceType[] = ['other', 'event_planning'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const SABI_SAND = ['Sabi Sand|Kruger', 'Kruger|Kruger'];
const DELAIRE = ['Delaire Graff|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const FANCOURT = ['Fancourt|Garden Route'];
const KNYSNA = ['Knysna|Garden Route'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const MALL_OF_AFRICA = ['Mall of Africa|Johannesburg', 'Midrand|Johannesburg'];
const LOFTUS = ['Loftus Versfeld|Pretoria', 'Pretoria|Pretoria'];
const SIGNAL_HILL = ['Signal Hill|Cape Town'];
const MAROPENG = ['Cradle of Humankind|Johannesburg'];
const BABYLONSTOREN = ['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands'];
const PLETT = 'Plettenberg Bay|Garden Route';

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-sixth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request: "that
 * evening", "then", "when we land", "there", "same time"): two at a time here, three to five in
 * ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in ./long-itineraries.ts.
 * A trip from one place to another is filed where it starts; a flight is filed where it leaves;
 * where the second request names no place but plainly happens where the first does ("there", "on
 * board", "at the clubhouse", "at the house"), it is filed there too, and where a human could file
 * it there or nowhere, either is accepted. Asked as two sentences, with "and", "plus", "then", "Two
 * things:", a numbered pair, a dash list, "Two tables please:", a driver and a table, a villa and a
 * chef, guards and a car, a flight there and back, a train and a driver, a hire car and a hotel,
 * roses and dinner, tickets and a table, a picnic and a lift.
 */
export const HELD_OUT_26_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'I need a driver from King Shaka to Umhlanga tomorrow at 10am, and a table for 2 at the Oyster Box at 7pm that evening',
          asks(
            req('personal_driver', KING_SHAKA, 'tomorrow', '10:00'),
            tableAt(OYSTER_BOX, 'tomorrow', '19:00', 2),
          ),
        ],
        [
          'Please book a villa in Plettenberg Bay from the 20th for 8 people, plus a private chef there on the 21st at 7pm',
          asks(
            req('accommodation', PLETT, 'dom:20', null),
            req('private_chef', PLETT, 'dom:21', '19:00'),
          ),
        ],
        [
          'Bodyguards for a charity auction in Sandton on Friday from 6pm, and a car to take me home from there at 11pm',
          asks(
            req(ESCORT, 'Sandton|Johannesburg', 'fri', '18:00'),
            req(CAR, 'Sandton|Johannesburg', 'fri', '23:00'),
          ),
        ],
        [
          'Flights from Joburg to Cape Town for two on Monday at 7am, and a Range Rover to drive ourselves around Cape Town from Monday',
          asks(req(FLIGHT, JOBURG, 'mon', '07:00'), req(HIRE, CAPE_TOWN, 'mon', null)),
        ],
        [
          'Please organise a yacht for 12 from the V&A on Saturday at 4pm, and a photographer on board',
          asks(req(BOAT, WATERFRONT, 'sat', '16:00'), req('other', WATERFRONT, 'sat', '16:00')),
        ],
        [
          'Table for 4 at Saint in Sandton tonight at 7:30, and a driver to collect us from Bryanston at 7',
          asks(
            table('Sandton|Johannesburg', 'today', '19:30', 4),
            req('personal_driver', 'Bryanston|Johannesburg', 'today', '19:00'),
          ),
        ],
        [
          'I want a personal shopper at Sandton City tomorrow at 11 and then lunch for 2 there at 1:30',
          asks(
            req(ERRAND, SANDTON_CITY, 'tomorrow', '11:00'),
            tableAt(SANDTON_CITY, 'tomorrow', '13:30', 2),
          ),
        ],
        [
          'Security at my house in Houghton from Friday to Sunday, and a chef at the house on Saturday at 7pm for 10',
          asks(
            req(ESCORT, 'Houghton|Johannesburg', 'fri', null),
            req('private_chef', 'Houghton|Johannesburg', 'sat', '19:00', { partySize: 10 }),
          ),
        ],
        [
          'Two things: a massage at my hotel in Umhlanga at 5pm today, and a table for one at 8 tonight',
          asks(
            req('other', 'Umhlanga|Durban', 'today', '17:00'),
            tableAt(['Umhlanga|Durban', null], 'today', '20:00', 1),
          ),
        ],
        [
          'Book me a helicopter from the V&A to Franschhoek on the 22nd at 10am, and lunch for 2 at La Petite Colombe when we land, 12:30',
          asks(
            req(CHOPPER, WATERFRONT, 'dom:22', '10:00'),
            tableAt(['Franschhoek|Cape Winelands', null], 'dom:22', '12:30', 2),
          ),
        ],
        [
          'A lodge in the Sabi Sand for 4 from the 16th, and a charter flight from Lanseria on the 16th at 8am to get us there',
          asks(
            req('accommodation', SABI_SAND, 'dom:16', null),
            req(FLIGHT, LANSERIA, 'dom:16', '08:00'),
          ),
        ],
        [
          'Hire a Porsche in Cape Town from Friday, and a table for 2 at Salsify in Camps Bay on Friday at 8pm',
          asks(req(HIRE, CAPE_TOWN, 'fri', null), table('Camps Bay|Cape Town', 'fri', '20:00', 2)),
        ],
        [
          "An event planner for my daughter's 21st in Pretoria on the 28th, and two guards at the venue from 6pm",
          asks(
            req(PARTY, 'Pretoria|Pretoria', 'dom:28', null),
            req(ESCORT, 'Pretoria|Pretoria', 'dom:28', '18:00'),
          ),
        ],
        [
          'Driver from Cape Town International to Stellenbosch tomorrow at 2pm, then a wine tasting at Delaire Graff at 4',
          asks(
            req('personal_driver', CAPE_TOWN_AIRPORT, 'tomorrow', '14:00'),
            req(TOUR, DELAIRE, 'tomorrow', '16:00'),
          ),
        ],
        [
          'A personal trainer at my place in Waterkloof on Monday at 6am, and a chef to do meal prep there on Tuesday at 10',
          asks(
            req('other', 'Waterkloof|Pretoria', 'mon', '06:00'),
            req('private_chef', 'Waterkloof|Pretoria', 'tue', '10:00'),
          ),
        ],
        [
          'Can you book two rooms at a guest house in Clarens from Saturday, and a horse ride for us there on Sunday at 9?',
          asks(
            req('accommodation', 'Clarens|Eastern Free State', 'sat', null),
            req(TOUR, 'Clarens|Eastern Free State', 'sun', '09:00'),
          ),
        ],
        [
          'A flight from OR Tambo to Durban on the 19th at 7am, and the return from King Shaka on the 23rd at 6pm',
          asks(
            req(FLIGHT, OR_TAMBO, 'dom:19', '07:00'),
            req(FLIGHT, KING_SHAKA, 'dom:23', '18:00'),
          ),
        ],
        [
          'Need a babysitter at our hotel in Sandton tonight from 7, and a table for 2 at Tang at 7:30',
          asks(
            req('other', 'Sandton|Johannesburg', 'today', '19:00'),
            tableAt([null, 'Sandton|Johannesburg'], 'today', '19:30', 2),
          ),
        ],
        [
          'A limo for the matric dance in Centurion on Friday at 6pm, and a photographer there at 6:30',
          asks(
            req(CAR, 'Centurion|Pretoria', 'fri', '18:00'),
            req('other', 'Centurion|Pretoria', 'fri', '18:30'),
          ),
        ],
        [
          'Golf for four at Fancourt on Saturday at 8am and a table for 4 at the clubhouse at 1pm',
          asks(req('other', FANCOURT, 'sat', '08:00'), tableAt(FANCOURT, 'sat', '13:00', 4)),
        ],
        [
          'Boat trip out of Knysna on Sunday at 11 for 6 of us, and a late lunch for 6 on Thesen Islands at 2',
          asks(
            req(BOAT, KNYSNA, 'sun', '11:00'),
            table('Thesen Islands|Garden Route', 'sun', '14:00', 6),
          ),
        ],
        [
          'Flowers delivered to my mom in Durbanville tomorrow morning, and a birthday cake delivered to her at the same time',
          asks(
            req(FLOWERS, 'Durbanville|Cape Town', 'tomorrow', '09:00'),
            req(ERRAND, 'Durbanville|Cape Town', 'tomorrow', '09:00'),
          ),
        ],
        [
          'Please arrange a chauffeur for my in-laws from Cape Town airport on Friday at 3:15pm, and a hotel in Newlands for them from Friday',
          asks(
            req('personal_driver', CAPE_TOWN_AIRPORT, 'fri', '15:15'),
            req('accommodation', 'Newlands|Cape Town', 'fri', null),
          ),
        ],
        [
          'A shopping assistant at Mall of Africa on Saturday at 10am, then a driver from Mall of Africa home to Kyalami at 2pm',
          asks(
            req(ERRAND, MALL_OF_AFRICA, 'sat', '10:00'),
            req('personal_driver', MALL_OF_AFRICA, 'sat', '14:00'),
          ),
        ],
        [
          'A suite at the Saxon from tomorrow, and a spa treatment there at 4pm tomorrow',
          asks(
            req('accommodation', SAXON, 'tomorrow', null),
            req('other', SAXON, 'tomorrow', '16:00'),
          ),
        ],
        [
          'Dinner for 6 in Parkhurst on Saturday at 7. And a driver to fetch us from Sandton at 6:30',
          asks(
            table('Parkhurst|Johannesburg', 'sat', '19:00', 6),
            req('personal_driver', 'Sandton|Johannesburg', 'sat', '18:30'),
          ),
        ],
        [
          'I need a bodyguard for a shopping trip in Sandton on Monday at 10, and a personal shopper who knows jewellery, same time',
          asks(
            req(ESCORT, 'Sandton|Johannesburg', 'mon', '10:00'),
            req(ERRAND, 'Sandton|Johannesburg', 'mon', '10:00'),
          ),
        ],
        [
          'Four tickets for the rugby at Loftus on Saturday, and a table for 4 in Hatfield afterwards at 8pm',
          asks(req('other', LOFTUS, 'sat', null), table('Hatfield|Pretoria', 'sat', '20:00', 4)),
        ],
        [
          'A private chef at our Ballito house for 6 on Friday at 7pm, plus a fishing charter out of Durban harbour on Saturday at 6am',
          asks(
            req('private_chef', 'Ballito|Durban', 'fri', '19:00', { partySize: 6 }),
            req(BOAT, 'Durban|Durban', 'sat', '06:00'),
          ),
        ],
        [
          'Could you organise a sunset picnic on Signal Hill tomorrow for 2, and a driver to take us up from Green Point at 5:30?',
          asks(
            req(PICNIC, SIGNAL_HILL, 'tomorrow', '18:00'),
            req('personal_driver', 'Green Point|Cape Town', 'tomorrow', '17:30'),
          ),
        ],
        [
          '1) a Mercedes V-Class with driver to collect us in Fourways on Sunday at 8am for a day at the Cradle of Humankind 2) lunch for 7 at Maropeng at 1pm',
          asks(
            req(CAR, 'Fourways|Johannesburg', 'sun', '08:00'),
            tableAt(MAROPENG, 'sun', '13:00', 7),
          ),
        ],
        [
          '- a nanny for the kids at our rental in Plett on Saturday from 6pm\n- dinner for 2 in Plett at 7:30 the same evening',
          asks(req('other', PLETT, 'sat', '18:00'), table(PLETT, 'sat', '19:30', 2)),
        ],
        [
          'Two tables please: Saturday lunch for 8 at Babylonstoren at 1pm and Sunday dinner for 2 in Stellenbosch at 7pm',
          asks(
            tableAt(BABYLONSTOREN, 'sat', '13:00', 8),
            table('Stellenbosch|Cape Winelands', 'sun', '19:00', 2),
          ),
        ],
        [
          'Please book me on the Blue Train from Pretoria to Cape Town on the 18th, and a driver to meet me at Cape Town station on the 20th at 10am',
          asks(
            req(TRAIN, 'Pretoria|Pretoria', 'dom:18', null),
            req('personal_driver', CAPE_TOWN, 'dom:20', '10:00'),
          ),
        ],
        [
          "It's my wife's birthday tomorrow: roses delivered to her office in Rosebank at 10, and a table for 2 at Level Four in Rosebank at 7:30 that evening",
          asks(
            req(FLOWERS, 'Rosebank|Johannesburg', 'tomorrow', '10:00'),
            table('Rosebank|Johannesburg', 'tomorrow', '19:30', 2),
          ),
        ],
        [
          'Need a Range Rover at King Shaka on Friday at noon to drive myself, and a room at the Oyster Box from Friday',
          asks(
            req(HIRE, KING_SHAKA, 'fri', '12:00'),
            req('accommodation', OYSTER_BOX, 'fri', null),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
