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
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-second held-out set: several requests in one message, in the order the member names
 * them, each with its own place, day and time (a day named once carries over to the next request:
 * "that evening", "that night at 7:30pm", "the same day", "afterwards", "when we land", "from
 * 8pm"): two at a time here, three to five in ./three-or-more.ts, and the long itineraries (900 to
 * 1,900 characters) in ./long-itineraries.ts. A trip from one place to another is filed where it
 * starts; a trip named only by where it goes ("a driver to take us home to Bryanston", "a driver
 * from Umhlanga to Kings Park") may be filed where it plainly starts or where it goes; a flight or
 * a train is filed where it leaves; where the second request names no place but plainly happens
 * where the first does, either is right; a DJ, a makeup artist, a photographer, a massage, golf, a
 * fly-fishing guide, a string quartet, a Robben Island tour, a babysitter, tickets, a cleaner, a
 * hot air balloon and hair and makeup are "other", a florist, a dress to collect, groceries and a
 * cake personal shopping or "other", a car "to fetch" someone or "waiting" a driver or a luxury
 * vehicle, a car to hire a luxury vehicle or a driver, an armed escort security or "other".
 */
export const HELD_OUT_22_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'Need a driver from King Shaka to the Oyster Box tomorrow at 10am, and a table for 2 at the Oyster Box that evening at 7:30',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '10:00'),
            tableAt(OYSTER_BOX, 'tomorrow', '19:30', 2),
          ),
        ],
        [
          'Book a private chef for 6 at our house in Plett on Saturday at 7pm, and a boat trip from Plett on Sunday at 10am',
          asks(
            req('private_chef', 'Plettenberg Bay|Garden Route', 'sat', '19:00', { partySize: 6 }),
            req(BOAT, 'Plettenberg Bay|Garden Route', 'sun', '10:00'),
          ),
        ],
        [
          'flights for 2 from Joburg to Cape Town on Friday morning and a car waiting for us at the Cape Town airport when we land',
          asks(req(FLIGHT, JOBURG, 'fri', '09:00'), req(CAR, CAPE_TOWN, 'fri', null)),
        ],
        [
          "Security for my daughter's 21st at our home in Houghton on Saturday from 6pm, plus a DJ from 8pm",
          asks(
            req('security', 'Houghton|Johannesburg', 'sat', '18:00'),
            req('other', ['Houghton|Johannesburg', null], 'sat', '20:00'),
          ),
        ],
        [
          'Can you arrange a makeup artist at the hotel at 2pm tomorrow and a photographer at Kirstenbosch at 4pm',
          asks(
            req('other', null, 'tomorrow', '14:00'),
            req('other', 'Kirstenbosch|Cape Town', 'tomorrow', '16:00'),
          ),
        ],
        [
          'Range Rover to hire from Monday in Joburg, and a driver to take me to Sun City on Tuesday at 8am',
          asks(
            req(HIRE, 'Johannesburg|Johannesburg', 'mon', null),
            req(
              'personal_driver',
              ['Johannesburg|Johannesburg', 'Sun City|Pilanesberg'],
              'tue',
              '08:00',
            ),
          ),
        ],
        [
          'table for 4 at Marble in Rosebank tonight at 8 and a driver to take us home to Bryanston at 11pm',
          asks(
            table('Rosebank|Johannesburg', 'today', '20:00', 4),
            req(
              'personal_driver',
              ['Rosebank|Johannesburg', 'Bryanston|Johannesburg'],
              'today',
              '23:00',
            ),
          ),
        ],
        [
          'Villa in Ballito for a week from the 18th, 10 of us, and a chef for the first evening',
          asks(
            req('accommodation', 'Ballito|Durban', 'dom:18', null),
            req('private_chef', ['Ballito|Durban', null], 'dom:18', '19:00'),
          ),
        ],
        [
          'Need a helicopter from the V&A to Franschhoek on Saturday at 11am, and lunch for 4 at La Residence at 1pm',
          asks(
            req(CHOPPER, 'V&A Waterfront|Cape Town', 'sat', '11:00'),
            tableAt(
              ['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands'],
              'sat',
              '13:00',
              4,
            ),
          ),
        ],
        [
          'Someone to collect a dress from a boutique in Hyde Park tomorrow, and a hair and makeup person at my house in Dainfern at 4pm',
          asks(
            req(ERRAND, 'Hyde Park|Johannesburg', 'tomorrow', null),
            req('other', 'Dainfern|Johannesburg', 'tomorrow', '16:00'),
          ),
        ],
        [
          'Two things: a bodyguard for the match at Kings Park on Saturday at 3pm, and a table for 6 on Florida Road afterwards at 7pm',
          asks(
            req('security', 'Kings Park Stadium|Durban', 'sat', '15:00'),
            tableAt(['Florida Road|Durban', 'Durban|Durban'], 'sat', '19:00', 6),
          ),
        ],
        [
          'Can you book the Blue Train from Pretoria to Cape Town on the 20th, and a hotel in the City Bowl from the 22nd',
          asks(
            req(TRAIN, 'Pretoria|Pretoria', 'dom:20', null),
            req('accommodation', 'City Bowl|Cape Town', 'dom:22', null),
          ),
        ],
        [
          'my parents land at Cape Town International at 14:20 on Sunday - please get a driver to fetch them, and a table for 4 in Hermanus that night at 7:30pm',
          asks(
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'sun', '14:20'),
            table('Hermanus|Overberg', 'sun', '19:30', 4),
          ),
        ],
        [
          'yacht for 12 from the V&A on Friday at 4pm, and a bartender on board',
          asks(
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'fri', '16:00', { partySize: 12 }),
            req('other', ['V&A Waterfront|Cape Town', null], 'fri', '16:00'),
          ),
        ],
        [
          'A chauffeur for the day in Pretoria tomorrow from 8am, and dinner for 3 in Waterkloof at 7pm',
          asks(
            req('personal_driver', 'Pretoria|Pretoria', 'tomorrow', '08:00'),
            table('Waterkloof|Pretoria', 'tomorrow', '19:00', 3),
          ),
        ],
        [
          'Golf at Fancourt on Friday at 7:30am for 4 of us, and spa treatments at the hotel for the wives at 10',
          asks(
            req('other', 'Fancourt|Garden Route', 'fri', '07:30'),
            req('other', ['Fancourt|Garden Route', null], 'fri', '10:00'),
          ),
        ],
        [
          'Hire me a Porsche in Cape Town from Friday for the weekend and book a table for 2 at the Mount Nelson on Saturday at 8pm',
          asks(
            req(HIRE, 'Cape Town|Cape Town', 'fri', null),
            tableAt(MOUNT_NELSON, 'sat', '20:00', 2),
          ),
        ],
        [
          'Need groceries stocked at the villa in Zimbali before we arrive on the 16th, and a chef for 8 on the 17th at 7pm',
          asks(
            req(ERRAND, 'Zimbali|Durban', 'dom:16', null),
            req('private_chef', ['Zimbali|Durban', null], 'dom:17', '19:00', { partySize: 8 }),
          ),
        ],
        [
          'lodge in the Sabi Sand from Monday for four days and a charter flight from Lanseria on Monday at 9am to get us there',
          asks(
            req('accommodation', 'Sabi Sand|Kruger', 'mon', null),
            req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'mon', '09:00'),
          ),
        ],
        [
          'Event planner for a baby shower at our home in Morningside on the 23rd at 11am, and a cake from a proper patisserie for the same day',
          asks(
            req('event_planning', 'Morningside|Johannesburg', 'dom:23', '11:00'),
            req(ERRAND, ['Morningside|Johannesburg', null], 'dom:23', null),
          ),
        ],
        [
          'Please get me two tickets for the Sharks game on Saturday and a driver from Umhlanga to Kings Park at 1pm',
          asks(
            req('other', [null, 'Kings Park Stadium|Durban'], 'sat', null),
            req(
              'personal_driver',
              ['Umhlanga|Durban', 'Kings Park Stadium|Durban'],
              'sat',
              '13:00',
            ),
          ),
        ],
        [
          'I need a babysitter tomorrow from 6pm and a table for 2 in Umhlanga at 7:30pm',
          asks(
            req('other', null, 'tomorrow', '18:00'),
            table('Umhlanga|Durban', 'tomorrow', '19:30', 2),
          ),
        ],
        [
          'Car from the Saxon to OR Tambo on Monday at 5am, and a hotel room in Durban from Monday to Tuesday',
          asks(req(CAR, SAXON, 'mon', '05:00'), req('accommodation', DURBAN, 'mon', null)),
        ],
        [
          'Could you find us a guesthouse in Dullstroom from Friday, and a fly fishing guide there on Saturday morning',
          asks(
            req('accommodation', 'Dullstroom|Panorama Route', 'fri', null),
            req('other', ['Dullstroom|Panorama Route', null], 'sat', '09:00'),
          ),
        ],
        [
          'Book a florist to do the house in Bishopscourt on Saturday at 10am, and a string quartet for 6pm',
          asks(
            req(ERRAND, 'Bishopscourt|Cape Town', 'sat', '10:00'),
            req('other', ['Bishopscourt|Cape Town', null], 'sat', '18:00'),
          ),
        ],
        [
          'A tour of Robben Island for 5 tomorrow at 9am, then lunch for 5 at the Waterfront at 1pm',
          asks(
            req('other', 'Robben Island|Cape Town', 'tomorrow', '09:00'),
            table('V&A Waterfront|Cape Town', 'tomorrow', '13:00', 5),
          ),
        ],
        [
          'tmrw: driver from Sandton to Pretoria at 7am, and another one back from Pretoria at 5pm',
          asks(
            req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '07:00'),
            req('personal_driver', 'Pretoria|Pretoria', 'tomorrow', '17:00'),
          ),
        ],
        [
          'Please book a couples massage at the Oyster Box on Friday at 3pm and a sunset cruise from the Durban harbour at 6',
          asks(req('other', OYSTER_BOX, 'fri', '15:00'), req(BOAT, DURBAN, 'fri', '18:00')),
        ],
        [
          'Villa in Clifton from the 24th for 6 adults, and a yacht for 6 on the 26th at 2pm from the Waterfront',
          asks(
            req('accommodation', 'Clifton|Cape Town', 'dom:24', null),
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'dom:26', '14:00', { partySize: 6 }),
          ),
        ],
        [
          'Armed escort from OR Tambo to Sandton tomorrow at 6am for my client, and a luxury car for him for the rest of the week',
          asks(
            req(ESCORT, 'OR Tambo International Airport|Johannesburg', 'tomorrow', '06:00'),
            req(
              HIRE,
              ['Sandton|Johannesburg', 'OR Tambo International Airport|Johannesburg', null],
              'tomorrow',
              null,
            ),
          ),
        ],
        [
          'wine tasting at Boschendal for 6 on Sunday at 11 and someone to drive us there from Cape Town and back',
          asks(
            req('other', 'Boschendal|Cape Winelands', 'sun', '11:00'),
            req('personal_driver', CAPE_TOWN, 'sun', null),
          ),
        ],
        [
          'Book a personal shopper at Sandton City on Saturday at 10am and a table for 2 at Nelson Mandela Square at 1pm',
          asks(
            req(ERRAND, SANDTON_CITY, 'sat', '10:00'),
            tableAt(
              ['Nelson Mandela Square|Johannesburg', 'Sandton|Johannesburg'],
              'sat',
              '13:00',
              2,
            ),
          ),
        ],
        [
          'Chef for 4 at our beach house in Umdloti tonight at 7pm and someone to clean up afterwards',
          asks(
            req('private_chef', 'Umdloti|Durban', 'today', '19:00', { partySize: 4 }),
            req('other', ['Umdloti|Durban', null], 'today', null),
          ),
        ],
        [
          'Hot air balloon at Hartbeespoort on Sunday at 6am, and breakfast for 2 afterwards at 9',
          asks(
            req('other', 'Hartbeespoort|Pretoria', 'sun', '06:00'),
            tableAt(['Hartbeespoort|Pretoria', null], 'sun', '09:00', 2),
          ),
        ],
        [
          'My mom needs a driver from Bloem to Clarens on Friday at 10am, and a room at a guesthouse in Clarens from Friday for the weekend',
          asks(
            req('personal_driver', 'Bloemfontein|Bloemfontein', 'fri', '10:00'),
            req('accommodation', 'Clarens|Eastern Free State', 'fri', null),
          ),
        ],
        [
          'Need a photographer at Constitution Hill at 10 tomorrow morning for a shoot, and a stylist at my place in Parkview at 8 to dress me first',
          asks(
            req('other', 'Constitution Hill|Johannesburg', 'tomorrow', '10:00'),
            req(ERRAND, 'Parkview|Johannesburg', 'tomorrow', '08:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
