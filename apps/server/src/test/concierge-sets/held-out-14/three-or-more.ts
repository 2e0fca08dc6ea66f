import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];

/**
 * Fourteenth held-out set: three to five requests in one message, as numbered or bulleted lists,
 * one line per day ("Fri:", "Sat:"), a voice note with no punctuation, or a run-on sentence; a day
 * given once at the top holds for every line under it.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      '1. driver from OR Tambo on Friday at 15:30\n2. dinner for 4 at Marble on Friday at 8pm\n3. spa at the Saxon on Saturday at 10am',
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'fri', '15:30'),
        table(null, 'fri', '20:00', 4),
        req('other', 'The Saxon|Johannesburg', 'sat', '10:00'),
      ),
    ],
    [
      'Next week:\nMonday: a flight from Cape Town to Joburg at 6am\nTuesday: a driver all day from Sandton from 8\nWednesday: a table for 6 at Melrose Arch at 7pm',
      asks(
        req('travel', 'Cape Town|Cape Town', 'next:mon', '06:00'),
        req('personal_driver', 'Sandton|Johannesburg', 'next:tue', '08:00'),
        table('Melrose Arch|Johannesburg', 'next:wed', '19:00', 6),
      ),
    ],
    [
      'ok so um I need a yacht saturday for ten at eleven from the waterfront then lunch for ten in camps bay at two and then a driver at five to take everyone from camps bay back to the mount nelson',
      asks(
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '11:00', { partySize: 10 }),
        table('Camps Bay|Cape Town', 'sat', '14:00', 10),
        req(CAR, 'Camps Bay|Cape Town', 'sat', '17:00'),
      ),
    ],
    [
      'For my Durban trip on the 12th: a pickup at King Shaka at 10:05, a room at the Oyster Box, and dinner for 2 at the Oyster Box at 7:30',
      asks(
        req('personal_driver', 'King Shaka International Airport|Durban', 'dom:12', '10:05'),
        req('accommodation', 'Oyster Box|Durban', 'dom:12', null),
        table('Oyster Box|Durban', 'dom:12', '19:30', 2),
      ),
    ],
    [
      'Anniversary weekend in Franschhoek: a villa from Friday, a chef for the 2 of us on Saturday at 7, and the wine tram on Sunday at 10am',
      asks(
        req('accommodation', 'Franschhoek|Cape Winelands', 'fri', null),
        req('private_chef', ['Franschhoek|Cape Winelands', null], 'sat', '19:00', {
          partySize: 2,
        }),
        req('other', 'Franschhoek Wine Tram|Cape Winelands', 'sun', '10:00'),
      ),
    ],
    [
      'Please:\n1) personal shopper at the V&A on Friday 11am\n2) Table Mountain cableway tickets for 4 on Saturday 9am\n3) a table for 4 at a place in De Waterkant on Saturday 7pm\n4) a driver from De Waterkant to the airport on Sunday at 6am',
      asks(
        req('personal_shopping', 'V&A Waterfront|Cape Town', 'fri', '11:00'),
        req('other', 'Table Mountain|Cape Town', 'sat', '09:00'),
        table('De Waterkant|Cape Town', 'sat', '19:00', 4),
        req('personal_driver', 'De Waterkant|Cape Town', 'sun', '06:00'),
      ),
    ],
    [
      'Three things: flights for 4 to Hoedspruit on the 2nd, a lodge in Timbavati from the 2nd to the 6th, and a private guide for a walking safari in Timbavati on the 4th at 6am',
      asks(
        req('travel', ['Hoedspruit|Kruger', null], 'dom:2', null),
        req('accommodation', 'Timbavati|Kruger', 'dom:2', null),
        req('other', 'Timbavati|Kruger', 'dom:4', '06:00'),
      ),
    ],
    [
      'Tomorrow I need: an 8am driver from Fourways, lunch for 5 in Rosebank at 1pm, and a personal shopper in Rosebank at 4pm',
      asks(
        req('personal_driver', 'Fourways|Johannesburg', 'tomorrow', '08:00'),
        table('Rosebank|Johannesburg', 'tomorrow', '13:00', 5),
        req('personal_shopping', 'Rosebank|Johannesburg', 'tomorrow', '16:00'),
      ),
    ],
    [
      'christmas plans: villa in Camps Bay from the 20th of December, a chef on the 25th for 16 at 1pm, and a yacht on the 27th at 3pm for the 16 of us from the V&A',
      asks(
        req('accommodation', 'Camps Bay|Cape Town', 'md:12-20', null),
        req('private_chef', ['Camps Bay|Cape Town', null], 'md:12-25', '13:00', { partySize: 16 }),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'md:12-27', '15:00', { partySize: 16 }),
      ),
    ],
    [
      'Heritage Day braai at our place in Midstream: a chef for 20 at 12, a DJ from 2pm and 2 security guards at the gate from 11',
      asks(
        req('private_chef', 'Midstream|Pretoria', 'md:09-24', '12:00', { partySize: 20 }),
        req('other', ['Midstream|Pretoria', null], 'md:09-24', '14:00'),
        req('security', ['Midstream|Pretoria', null], 'md:09-24', '11:00'),
      ),
    ],
    [
      'Fri: George airport pickup at 12:40\nSat: golf at Fancourt at 8am\nSun: lunch for 2 at a wine farm in the Klein Karoo at 1pm',
      asks(
        req('personal_driver', 'George Airport|Garden Route', 'fri', '12:40'),
        req('other', 'Fancourt|Garden Route', 'sat', '08:00'),
        table('Klein Karoo|Garden Route', 'sun', '13:00', 2),
      ),
    ],
    [
      'need a car, a chef and a villa, all in Hermanus from Saturday. Chef for 8 on Saturday at 7:30pm, the car for the whole week',
      asks(
        req('luxury_vehicle', 'Hermanus|Overberg', 'sat', null),
        req('private_chef', 'Hermanus|Overberg', 'sat', '19:30', { partySize: 8 }),
        req('accommodation', 'Hermanus|Overberg', 'sat', null),
      ),
    ],
    [
      'Book me a flight to Cape Town on Thursday at 7am, a Range Rover at the airport when I land, and a table for 6 at the Mount Nelson that evening at 8',
      asks(
        req('travel', ['Cape Town|Cape Town', null], 'thu', '07:00'),
        req('luxury_vehicle', 'Cape Town International Airport|Cape Town', 'thu', null),
        table('Mount Nelson|Cape Town', 'thu', '20:00', 6),
      ),
    ],
    [
      'Driver from Sandton to Pretoria on Monday at 8, a security detail in Pretoria that day from 9, and dinner for 4 in Brooklyn at 7pm',
      asks(
        req('personal_driver', 'Sandton|Johannesburg', 'mon', '08:00'),
        req('security', 'Pretoria|Pretoria', 'mon', '09:00'),
        table('Brooklyn|Pretoria', 'mon', '19:00', 4),
      ),
    ],
    [
      'Five things for the team offsite in Stellenbosch on the 9th: a bus with driver from Century City at 7, breakfast for 15 at Spier at 8:30, a facilitator to run the day, dinner for 15 at Lanzerac at 7pm, and security at Lanzerac from 6pm',
      asks(
        req(CAR, 'Century City|Cape Town', 'dom:9', '07:00'),
        table('Spier|Cape Winelands', 'dom:9', '08:30', 15),
        req(['event_planning', 'other'], ['Stellenbosch|Cape Winelands', null], 'dom:9', null),
        table('Lanzerac|Cape Winelands', 'dom:9', '19:00', 15),
        req('security', 'Lanzerac|Cape Winelands', 'dom:9', '18:00'),
      ),
    ],
    [
      'Joburg on Saturday: a Maybach from Hyde Park at 6pm, a table for 2 at the Saxon at 7, then theatre tickets at Montecasino for 9',
      asks(
        req(CAR, 'Hyde Park|Johannesburg', 'sat', '18:00'),
        table('The Saxon|Johannesburg', 'sat', '19:00', 2),
        req('other', 'Montecasino|Johannesburg', 'sat', '21:00'),
      ),
    ],
    [
      'Durbs trip next week: Monday a flight from Lanseria, Tuesday a yacht from Durban Point for 6 at 10, Wednesday deep-sea fishing at 5am from Durban Point',
      asks(
        req('travel', 'Lanseria International Airport|Johannesburg', 'next:mon', null),
        req('yacht_charter', 'Durban Point|Durban', 'next:tue', '10:00', { partySize: 6 }),
        req(BOAT, 'Durban Point|Durban', 'next:wed', '05:00'),
      ),
    ],
    [
      '- helicopter from Lanseria to Sun City on the 19th at 9\n- a suite at the Palace of the Lost City for 2 nights from the 19th\n- golf for 2 at Gary Player on the 20th at 7:40',
      asks(
        req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'dom:19', '09:00'),
        req('accommodation', 'Lost City|Pilanesberg', 'dom:19', null),
        req('other', 'Gary Player Country Club|Pilanesberg', 'dom:20', '07:40'),
      ),
    ],
    [
      "for my wife's birthday on the 17th pls sort out a personal shopper at Mall of Africa at 10 then a spa at 2 at the Saxon then dinner for 2 at 7:30 in Parkhurst",
      asks(
        req('personal_shopping', 'Mall of Africa|Johannesburg', 'dom:17', '10:00'),
        req('other', 'The Saxon|Johannesburg', 'dom:17', '14:00'),
        table('Parkhurst|Johannesburg', 'dom:17', '19:30', 2),
      ),
    ],
    [
      'Wild Coast escape: flights to Mthatha on the 3rd, a driver from Mthatha airport to Coffee Bay at 1pm, and a lodge in Coffee Bay for four nights',
      asks(
        req('travel', ['Mthatha|Wild Coast', 'Mthatha Airport|Wild Coast', null], 'dom:3', null),
        req('personal_driver', 'Mthatha Airport|Wild Coast', 'dom:3', '13:00'),
        req('accommodation', 'Coffee Bay|Wild Coast', 'dom:3', null),
      ),
    ],
    [
      'Heads up for the 24th, three bookings please. A table for 10 in Soweto at 1pm, a minibus with driver from Rosebank at 12 to get us there, and security for the group from 12',
      asks(
        table('Soweto|Johannesburg', 'dom:24', '13:00', 10),
        req(CAR, 'Rosebank|Johannesburg', 'dom:24', '12:00'),
        req('security', ['Soweto|Johannesburg', 'Rosebank|Johannesburg', null], 'dom:24', '12:00'),
      ),
    ],
  ],
);
