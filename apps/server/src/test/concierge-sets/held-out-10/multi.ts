import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];

/**
 * Tenth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time: two at a time here, three to five in
 * ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts.
 */
export const HELD_OUT_10_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'driver from King Shaka at 10am on Saturday, then a table at the Oyster Box at 1 for the 4 of us',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'sat', '10:00'),
            table('Oyster Box|Durban', 'sat', '13:00', 4),
          ),
        ],
        [
          'need a chef at home in Bishopscourt tomorrow night for 10 and a bartender for the same night if you can',
          asks(
            req('private_chef', 'Bishopscourt|Cape Town', 'tomorrow', '20:00', { partySize: 10 }),
            req('other', ['Bishopscourt|Cape Town', null], 'tomorrow', '20:00'),
          ),
        ],
        [
          'Book me a flight to George on Thursday morning and a villa in Plett from Thursday for 4 nights',
          asks(
            req('travel', 'George|Garden Route', 'thu', '09:00'),
            req('accommodation', 'Plettenberg Bay|Garden Route', 'thu', null),
          ),
        ],
        [
          'range rover for the weekend from Saturday 8am in Sandton, and a bodyguard for Saturday evening at the Sandton Convention Centre',
          asks(
            req('luxury_vehicle', 'Sandton|Johannesburg', 'sat', '08:00'),
            req('security', 'Sandton Convention Centre|Johannesburg', 'sat', '19:00'),
          ),
        ],
        [
          'table for 2 at Marble tomorrow at 7:30 and a driver to take us there from Houghton at 7',
          asks(
            table(null, 'tomorrow', '19:30', 2),
            req('personal_driver', 'Houghton|Johannesburg', 'tomorrow', '19:00'),
          ),
        ],
        [
          'yacht from the V&A on Friday at 5pm for 8, and dinner for 8 after at 8:30 in Green Point',
          asks(
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'fri', '17:00', { partySize: 8 }),
            table('Green Point|Cape Town', 'fri', '20:30', 8),
          ),
        ],
        [
          'I need a personal shopper at Sandton City on Wednesday at 11 and then lunch for two at Nelson Mandela Square at 1',
          asks(
            req('personal_shopping', 'Sandton City|Johannesburg', 'wed', '11:00'),
            table('Nelson Mandela Square|Johannesburg', 'wed', '13:00', 2),
          ),
        ],
        [
          'pls arrange flights jhb to cape town on the 18th and a car from cape town airport when we land at 2pm',
          asks(
            req('travel', 'Johannesburg|Johannesburg', 'dom:18', null),
            req(CAR, 'Cape Town International Airport|Cape Town', 'dom:18', '14:00'),
          ),
        ],
        [
          'a lodge in the Sabi Sand from Friday for 3 nights and a charter flight from Lanseria to Skukuza on Friday at 7am',
          asks(
            req('accommodation', 'Sabi Sand|Kruger', 'fri', null),
            req('travel', 'Lanseria International Airport|Johannesburg', 'fri', '07:00'),
          ),
        ],
        [
          'Private chef in Umhlanga on Saturday for 12 at 7pm, and security at the gate that night from 6',
          asks(
            req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 12 }),
            req('security', ['Umhlanga|Durban', null], 'sat', '18:00'),
          ),
        ],
        [
          'Can I get a driver tomorrow from 9am for the day in Pretoria, and dinner for 5 at 7pm in Brooklyn',
          asks(
            req('personal_driver', 'Pretoria|Pretoria', 'tomorrow', '09:00'),
            table('Brooklyn|Pretoria', 'tomorrow', '19:00', 5),
          ),
        ],
        [
          'event planner for my sons 21st on the 27th in Midrand, and a photographer for the day',
          asks(
            req('event_planning', 'Midrand|Johannesburg', 'dom:27', null),
            req(['other', 'event_planning'], ['Midrand|Johannesburg', null], 'dom:27', null),
          ),
        ],
        [
          'spa day at the Twelve Apostles on Sunday at 10 for me and my mom, and a car to fetch us from Rondebosch at 9:15',
          asks(
            req('other', null, 'sun', '10:00'),
            req(CAR, 'Rondebosch|Cape Town', 'sun', '09:15'),
          ),
        ],
        [
          'catamaran out of Knysna on Tuesday afternoon for 6 and a table at the Knysna Waterfront after at 7',
          asks(
            req('yacht_charter', 'Knysna|Garden Route', 'tue', '15:00', { partySize: 6 }),
            table('Knysna Waterfront|Garden Route', 'tue', '19:00', 6),
          ),
        ],
        [
          'golf at Fancourt on Friday at 8am for a four ball, and then lunch at the clubhouse for 4 at 1',
          asks(
            req('other', 'Fancourt|Garden Route', 'fri', '08:00'),
            table('Fancourt|Garden Route', 'fri', '13:00', 4),
          ),
        ],
        [
          'Please book a helicopter from the V&A to Franschhoek on Saturday at 11, and lunch for 2 at La Residence at 12:30',
          asks(
            req(FLIGHT, 'V&A Waterfront|Cape Town', 'sat', '11:00'),
            table('La Residence|Cape Winelands', 'sat', '12:30', 2),
          ),
        ],
        [
          'two things: a chauffeur at Bram Fischer airport on Monday at 3pm, and a hotel in Bloem for Monday night',
          asks(
            req(
              'personal_driver',
              'Bram Fischer International Airport|Bloemfontein',
              'mon',
              '15:00',
            ),
            req('accommodation', 'Bloemfontein|Bloemfontein', 'mon', null),
          ),
        ],
        [
          'security detail for my wife tomorrow at Mall of Africa from 10, and a stylist to meet her there at 10:30',
          asks(
            req('security', 'Mall of Africa|Johannesburg', 'tomorrow', '10:00'),
            req('personal_shopping', 'Mall of Africa|Johannesburg', 'tomorrow', '10:30'),
          ),
        ],
        [
          'villa in Ballito from the 3rd for 10 people and a chef for dinner on the 3rd as well',
          asks(
            req('accommodation', 'Ballito|Durban', 'dom:3', null, { partySize: 10 }),
            req('private_chef', ['Ballito|Durban', null], 'dom:3', null),
          ),
        ],
        [
          'Fly us to Hoedspruit on Wednesday and have a car waiting at Eastgate at 1pm',
          asks(
            req('travel', 'Hoedspruit|Kruger', 'wed', null),
            req(CAR, 'Eastgate Airport|Kruger', 'wed', '13:00'),
          ),
        ],
        [
          'tonight: driver from Rosebank at 6:30 to the Wanderers, and pick us up again at 10:30',
          asks(
            req('personal_driver', 'Rosebank|Johannesburg', 'today', '18:30'),
            req('personal_driver', ['Wanderers Stadium|Johannesburg', null], 'today', '22:30'),
          ),
        ],
        [
          'Could you plan a surprise proposal at Cape Point on Saturday at sunset and book us dinner for 2 in Simonstown afterwards at 8',
          asks(
            req('event_planning', 'Cape Point|Cape Town', 'sat', '18:00'),
            table("Simon's Town|Cape Town", 'sat', '20:00', 2),
          ),
        ],
        [
          'need a G-Wagon in Umhlanga from tomorrow 9am and a driver for thursday night 7pm',
          asks(
            req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', '09:00'),
            req('personal_driver', ['Umhlanga|Durban', null], 'thu', '19:00'),
          ),
        ],
        [
          'Book a room at the Lanzerac from Friday and a wine tasting there on Saturday at 11 for 2',
          asks(
            req('accommodation', 'Lanzerac|Cape Winelands', 'fri', null),
            req('other', 'Lanzerac|Cape Winelands', 'sat', '11:00'),
          ),
        ],
        [
          'flights to PE for 3 of us on Thursday at 6am and a game drive at Shamwari on Friday afternoon',
          asks(
            req('travel', 'Gqeberha|Gqeberha', 'thu', '06:00'),
            req(['other', 'travel'], 'Shamwari|Gqeberha', 'fri', '15:00'),
          ),
        ],
        [
          'Kids party on Sunday at 2pm in Dainfern, need a planner and a jumping castle company',
          asks(
            req('event_planning', 'Dainfern|Johannesburg', 'sun', '14:00'),
            req('other', ['Dainfern|Johannesburg', null], 'sun', '14:00'),
          ),
        ],
        [
          'A boat at Hartbeespoort on Saturday at 3 for 12 and a braai master for after at 6',
          asks(
            req('yacht_charter', 'Hartbeespoort|Pretoria', 'sat', '15:00', { partySize: 12 }),
            req('private_chef', ['Hartbeespoort|Pretoria', null], 'sat', '18:00'),
          ),
        ],
        [
          'a hotel near the Durban ICC for two nights from Tuesday and a driver from King Shaka on Tuesday at 11:40',
          asks(
            req('accommodation', 'Durban ICC|Durban', 'tue', null),
            req('personal_driver', 'King Shaka International Airport|Durban', 'tue', '11:40'),
          ),
        ],
        [
          'chef in Hermanus on Saturday night for 6 and a boat trip for whale watching on Sunday morning for the same 6',
          asks(
            req('private_chef', 'Hermanus|Overberg', 'sat', '20:00', { partySize: 6 }),
            req('yacht_charter', ['Hermanus|Overberg', null], 'sun', '09:00', { partySize: 6 }),
          ),
        ],
        [
          'Can you find a gift for my wife around R20k, collected by Friday, and book us dinner for 2 at Saint in Sandton on Friday at 8',
          asks(
            req('personal_shopping', null, 'fri', null),
            table('Sandton|Johannesburg', 'fri', '20:00', 2),
          ),
        ],
        [
          'driver at OR Tambo at 5:45am on Monday and a flight to Durban at 7 the same day',
          asks(
            req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'mon', '05:45'),
            req('travel', 'Durban|Durban', 'mon', '07:00'),
          ),
        ],
        [
          'cottage in Clarens from Friday for the weekend plus a fly fishing guide on Saturday at 7am',
          asks(
            req('accommodation', 'Clarens|Eastern Free State', 'fri', null),
            req('other', ['Clarens|Eastern Free State', null], 'sat', '07:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
