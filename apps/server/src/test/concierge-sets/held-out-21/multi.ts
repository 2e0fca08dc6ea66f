import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const PROPOSAL: ServiceType[] = ['event_planning', 'other'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-first held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request: "that
 * evening", "that day", "after", "when we land", "from that day", "the same day"): two at a time
 * here, three to five in ./three-or-more.ts, and the long itineraries (900 to 1,900 characters)
 * in ./long-itineraries.ts. A trip from one place to another is filed where it starts; a trip
 * named only by where it goes ("a driver to OR Tambo", "to take her home") may be filed where it
 * plainly starts or where it goes; a flight is filed where it leaves; where the second request
 * names no place but plainly happens where the first does, either is right; a bartender, a
 * massage, tickets, a wine tasting, golf, a makeup artist, a photographer, a hot air balloon, a
 * hike, a DJ or a wine tram is "other", a florist or a stylist personal shopping or "other", a car
 * "to fetch" someone or "waiting" a driver or a luxury vehicle, a car to hire a luxury vehicle or
 * a driver.
 */
export const HELD_OUT_21_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'Need a driver from OR Tambo tomorrow at 6am and then a table for 2 in Sandton at 7pm',
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '06:00',
            ),
            table('Sandton|Johannesburg', 'tomorrow', '19:00', 2),
          ),
        ],
        [
          'Private chef at my house in Bishopscourt on Saturday at 7 for 10 people, and a bartender from 6:30 that evening',
          asks(
            req('private_chef', 'Bishopscourt|Cape Town', 'sat', '19:00', { partySize: 10 }),
            req('other', ['Bishopscourt|Cape Town', null], 'sat', '18:30'),
          ),
        ],
        [
          'Flights for two from Cape Town to Durban on Friday morning, and a villa in Umhlanga from Friday for 3 nights',
          asks(
            req(FLIGHT, CAPE_TOWN, 'fri', '09:00'),
            req('accommodation', 'Umhlanga|Durban', 'fri', null),
          ),
        ],
        [
          'Can you get a yacht out of the V&A on Sunday at 2pm for 12, and a photographer to come along',
          asks(
            req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 12 }),
            req('other', ['V&A Waterfront|Cape Town', null], 'sun', '14:00'),
          ),
        ],
        [
          "Range Rover in Joburg from Friday for the weekend, plus a bodyguard for Saturday night's do in Sandton",
          asks(
            req(HIRE, 'Johannesburg|Johannesburg', 'fri', null),
            req('security', 'Sandton|Johannesburg', 'sat', '20:00'),
          ),
        ],
        [
          'Book me a massage at the hotel in Franschhoek tomorrow at 4pm and dinner for 2 at 7:30',
          asks(
            req('other', 'Franschhoek|Cape Winelands', 'tomorrow', '16:00'),
            tableAt(['Franschhoek|Cape Winelands', null], 'tomorrow', '19:30', 2),
          ),
        ],
        [
          'My folks arrive at King Shaka on Tuesday at 10:40 - please get a car to fetch them, and a hotel in Ballito for them from that day',
          asks(
            req(CAR, 'King Shaka International Airport|Durban', 'tue', '10:40'),
            req('accommodation', 'Ballito|Durban', 'tue', null),
          ),
        ],
        [
          'Personal shopper at Sandton City on Friday at 10 and a lunch table for 2 at 1pm after',
          asks(
            req(ERRAND, SANDTON_CITY, 'fri', '10:00'),
            tableAt([...SANDTON_CITY, null], 'fri', '13:00', 2),
          ),
        ],
        [
          "Security for the house in Houghton while we're away from the 15th, and a driver to OR Tambo on the 15th at 5am",
          asks(
            req('security', 'Houghton|Johannesburg', 'dom:15', null),
            req(
              'personal_driver',
              ['Houghton|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
              'dom:15',
              '05:00',
            ),
          ),
        ],
        [
          'Baby shower at 11am on the 21st in Durbanville - I need an event planner and a chef to cater for 25 ladies',
          asks(
            req('event_planning', 'Durbanville|Cape Town', 'dom:21', '11:00'),
            req('private_chef', ['Durbanville|Cape Town', null], 'dom:21', '11:00', {
              partySize: 25,
            }),
          ),
        ],
        [
          'Helicopter from the V&A to Franschhoek on Saturday at 10, and a wine tasting at Babylonstoren at 12',
          asks(
            req(CHOPPER, 'V&A Waterfront|Cape Town', 'sat', '10:00'),
            req('other', 'Babylonstoren|Cape Winelands', 'sat', '12:00'),
          ),
        ],
        [
          'Tonight: a babysitter at home in Rosebank from 6:30, and a table for 2 at Marble at 7',
          asks(
            req('other', 'Rosebank|Johannesburg', 'today', '18:30'),
            tableAt(['Rosebank|Johannesburg', null], 'today', '19:00', 2),
          ),
        ],
        [
          'I want to hire a Porsche in Cape Town for Saturday and book a round of golf at Steenberg at 8am that day',
          asks(
            req('luxury_vehicle', 'Cape Town|Cape Town', 'sat', null),
            req('other', ['Steenberg Estate|Cape Town', 'Steenberg|Cape Town'], 'sat', '08:00'),
          ),
        ],
        [
          "Deep-sea fishing charter out of Durban on Sunday at 5am for 4 guys, and a breakfast table for 4 when we're back at 11",
          asks(
            req(BOAT, 'Durban|Durban', 'sun', '05:00', { partySize: 4 }),
            tableAt(['Durban|Durban', null], 'sun', '11:00', 4),
          ),
        ],
        [
          'Flights Joburg to George on the 19th for me and my wife, and a car waiting at George Airport when we land at 2pm',
          asks(
            req(FLIGHT, JOBURG, 'dom:19', null),
            req(CAR, 'George Airport|Garden Route', 'dom:19', '14:00'),
          ),
        ],
        [
          'Chef for a braai at our place in Hartbeespoort on Sunday at 1pm, 15 people, and a boat on the dam afterwards at 4',
          asks(
            req('private_chef', 'Hartbeespoort|Pretoria', 'sun', '13:00', { partySize: 15 }),
            req(BOAT, ['Hartbeespoort|Pretoria', null], 'sun', '16:00'),
          ),
        ],
        [
          'Lodge in the Sabi Sand for 3 nights from the 23rd and flights from Cape Town to Skukuza on the 23rd at 8am',
          asks(
            req('accommodation', 'Sabi Sand|Kruger', 'dom:23', null),
            req(FLIGHT, CAPE_TOWN, 'dom:23', '08:00'),
          ),
        ],
        [
          'Get me a makeup artist at the Oyster Box at 2pm on Saturday and a photographer from 4',
          asks(
            req('other', OYSTER_BOX, 'sat', '14:00'),
            req('other', [...OYSTER_BOX, null], 'sat', '16:00'),
          ),
        ],
        [
          'Need two things for Friday: a driver from Lanseria at 3pm and a suite at the Saxon for the night',
          asks(
            req('personal_driver', 'Lanseria International Airport|Johannesburg', 'fri', '15:00'),
            req('accommodation', SAXON, 'fri', null),
          ),
        ],
        [
          'Please arrange a florist to deliver to my wife in Waterkloof tomorrow morning, and a dinner table for 2 at Menlyn Maine at 7:30pm',
          asks(
            req(ERRAND, 'Waterkloof|Pretoria', 'tomorrow', '09:00'),
            tableAt(['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'], 'tomorrow', '19:30', 2),
          ),
        ],
        [
          'Book me flights to Mauritius on the 26th and a driver to OR Tambo that day at 4am',
          asks(
            req(FLIGHT, [null, ...JOBURG], 'dom:26', null),
            req(
              'personal_driver',
              [null, 'OR Tambo International Airport|Johannesburg'],
              'dom:26',
              '04:00',
            ),
          ),
        ],
        [
          'Guards for the matric after-party at our house in Dainfern on Friday from 9pm, and a driver on standby at 11pm to take the kids home',
          asks(
            req('security', 'Dainfern|Johannesburg', 'fri', '21:00'),
            req(CAR, ['Dainfern|Johannesburg', null], 'fri', '23:00'),
          ),
        ],
        [
          'A villa in Plett for Christmas week from the 20th of December, and a chef for Christmas dinner on the 25th at 7 for 12',
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-20', null),
            req('private_chef', ['Plettenberg Bay|Garden Route', null], 'md:12-25', '19:00', {
              partySize: 12,
            }),
          ),
        ],
        [
          'Hot air balloon over the Cradle of Humankind on Saturday at 5:30am, and breakfast for 2 afterwards at 9 in Muldersdrift',
          asks(
            req('other', 'Cradle of Humankind|Johannesburg', 'sat', '05:30'),
            table('Muldersdrift|Johannesburg', 'sat', '09:00', 2),
          ),
        ],
        [
          'can u sort a stylist to come to my hotel in Sandton tmrw at 10 and a car to take me to the Sandton Convention Centre at 1',
          asks(
            req(ERRAND, 'Sandton|Johannesburg', 'tomorrow', '10:00'),
            req(
              CAR,
              ['Sandton|Johannesburg', 'Sandton Convention Centre|Johannesburg'],
              'tomorrow',
              '13:00',
            ),
          ),
        ],
        [
          'Two drivers please: one for my mom from Pinetown to the Durban Botanic Gardens on Sunday at 10, and one to take her home at 3',
          asks(
            req('personal_driver', 'Pinetown|Durban', 'sun', '10:00'),
            req(
              'personal_driver',
              ['Durban Botanic Gardens|Durban', 'Pinetown|Durban'],
              'sun',
              '15:00',
            ),
          ),
        ],
        [
          'Hire me a G-Wagon in Umhlanga from tomorrow, and a bodyguard at Greyville for the races on Saturday from 12',
          asks(
            req(HIRE, 'Umhlanga|Durban', 'tomorrow', null),
            req('security', 'Greyville|Durban', 'sat', '12:00'),
          ),
        ],
        [
          "Sunset cruise from Simon's Town tomorrow for 6, and a table for 6 in Kalk Bay at 8 after",
          asks(
            req(BOAT, "Simon's Town|Cape Town", 'tomorrow', '18:00', { partySize: 6 }),
            table('Kalk Bay|Cape Town', 'tomorrow', '20:00', 6),
          ),
        ],
        [
          'My PA needs flights from Durban to Cape Town on Monday at 7am and a hotel near the CTICC for 2 nights',
          asks(
            req(FLIGHT, DURBAN, 'mon', '07:00'),
            req(
              'accommodation',
              ['CTICC|Cape Town', 'Cape Town CBD|Cape Town', 'Cape Town|Cape Town'],
              'mon',
              null,
            ),
          ),
        ],
        [
          "I'm proposing! Could you set something up on the beach at Clifton on Friday at sunset, and have a photographer hiding nearby",
          asks(
            req(PROPOSAL, 'Clifton|Cape Town', 'fri', '18:00'),
            req('other', ['Clifton|Cape Town', null], 'fri', '18:00'),
          ),
        ],
        [
          'Tickets for the Sharks at Kings Park on Saturday for 4 of us, and a driver to get us there at 2pm',
          asks(
            req('other', 'Kings Park Stadium|Durban', 'sat', null),
            req('personal_driver', ['Kings Park Stadium|Durban', null], 'sat', '14:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
