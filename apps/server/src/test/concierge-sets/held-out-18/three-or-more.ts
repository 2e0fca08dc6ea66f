import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const BERG = ['Champagne Castle|Drakensberg', 'Drakensberg|Drakensberg', null];
const FRANSCHHOEK = ['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands', null];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Eighteenth held-out set: three to five requests in one message: a day given once at the top
 * ("For Thursday next week:", "This Saturday:", "Day after tomorrow:", "Monday list:") that holds
 * for every line under it, one line per day ("Friday: ... Saturday: ... Sunday: ..."), lines
 * headed by weekday and hour ("Mon 08:30 ..."), numbered ("1)", "1.") or bulleted ("-", "•")
 * lists, a voice note with no punctuation, a run-on sentence with an afterthought ("oh and a
 * table..."), "all in Sandton" holding for every line, a line that swaps a request for another
 * ("scrap the chef, rather a table"), a party corrected on the way ("make it 14, two more girls
 * said yes"), dates by the day of the month, a trip planned for the boss or for parents, and
 * trips named only by where they end.
 */
export const THREE_OR_MORE: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'For Thursday next week:\n- driver from OR Tambo at 7:15\n- lunch for 3 in Sandton at 1\n- a room at the Saxon for the night',
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'next:thu', '07:15'),
        table('Sandton|Johannesburg', 'next:thu', '13:00', 3),
        req(
          'accommodation',
          ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'],
          'next:thu',
          null,
        ),
      ),
    ],
    [
      'Friday: chef for 6 at home in Umhlanga at 7pm. Saturday: a boat out of Durban Point at 10 for the same 6. Sunday: driver to King Shaka at 4pm and then back to reality 😩',
      asks(
        req('private_chef', 'Umhlanga|Durban', 'fri', '19:00', { partySize: 6 }),
        req(BOAT, 'Durban Point|Durban', 'sat', '10:00', { partySize: 6 }),
        req(
          'personal_driver',
          ['Umhlanga|Durban', 'King Shaka International Airport|Durban', null],
          'sun',
          '16:00',
        ),
      ),
    ],
    [
      '1) Flights JHB to CPT on the 9th for 4\n2) a villa in Bantry Bay from the 9th to the 13th\n3) a private chef at the villa on the 12th at 7pm',
      asks(
        req(FLIGHT, JOBURG, 'dom:9', null),
        req('accommodation', 'Bantry Bay|Cape Town', 'dom:9', null),
        req('private_chef', ['Bantry Bay|Cape Town', null], 'dom:12', '19:00'),
      ),
    ],
    [
      'ok so tomorrow I need a driver at 8 from Sandton to Pretoria then lunch for 2 in Brooklyn at 12:30 and then can someone get me a massage at the hotel in Sandton at 6 thanks',
      asks(
        req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
        table('Brooklyn|Pretoria', 'tomorrow', '12:30', 2),
        req('other', 'Sandton|Johannesburg', 'tomorrow', '18:00'),
      ),
    ],
    [
      'This Saturday:\n• helicopter from the V&A to Cape Point at 9\n• lunch in Kalk Bay at 1 for 4\n• a sunset cruise back at the Waterfront at 6',
      asks(
        req(CHOPPER, 'V&A Waterfront|Cape Town', 'sat', '09:00'),
        table('Kalk Bay|Cape Town', 'sat', '13:00', 4),
        req(BOAT, 'V&A Waterfront|Cape Town', 'sat', '18:00'),
      ),
    ],
    [
      'Mon 08:30 driver from Umhlanga to the Durban ICC\nTue 19:00 table for 8 on Florida Road\nWed 06:00 driver to King Shaka for my flight home',
      asks(
        req('personal_driver', 'Umhlanga|Durban', 'mon', '08:30'),
        tableAt(['Florida Road|Durban', 'Durban|Durban'], 'tue', '19:00', 8),
        req(
          'personal_driver',
          ['King Shaka International Airport|Durban', 'Umhlanga|Durban', null],
          'wed',
          '06:00',
        ),
      ),
    ],
    [
      'need a chef tonight for 4 at the flat in Clifton at 8 and a yoga teacher tomorrow morning at 7 and oh a table for 2 on Friday at Ellerman House',
      asks(
        req('private_chef', 'Clifton|Cape Town', 'today', '20:00', { partySize: 4 }),
        req('other', ['Clifton|Cape Town', null], 'tomorrow', '07:00'),
        tableAt(['Ellerman House|Cape Town', 'Bantry Bay|Cape Town'], 'fri', null, 2),
      ),
    ],
    [
      'For my boss, who lands on Sunday: a driver at Cape Town International at 6:40am, a suite at the Mount Nelson from Sunday, and a table for 6 that night at 7:30 in the City Bowl',
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'sun', '06:40'),
        req('accommodation', ['Mount Nelson|Cape Town', 'Cape Town|Cape Town'], 'sun', null),
        table('City Bowl|Cape Town', 'sun', '19:30', 6),
      ),
    ],
    [
      'Day after tomorrow:\n1. boat for 8 from Hout Bay harbour at 10\n2. lunch for the 8 of us at 1 in Hout Bay\n3. a driver to take everyone from Hout Bay back to Constantia at 4',
      asks(
        req(BOAT, 'Hout Bay|Cape Town', '+2', '10:00', { partySize: 8 }),
        table('Hout Bay|Cape Town', '+2', '13:00', 8),
        req(CAR, 'Hout Bay|Cape Town', '+2', '16:00'),
      ),
    ],
    [
      'Three things in Joburg next Friday: an armed guard at the office in Rosebank from 7am, a driver for my wife from Houghton at 10, and a table for 2 at 8pm in Parkhurst',
      asks(
        req('security', 'Rosebank|Johannesburg', 'next:fri', '07:00'),
        req('personal_driver', 'Houghton|Johannesburg', 'next:fri', '10:00'),
        table('Parkhurst|Johannesburg', 'next:fri', '20:00', 2),
      ),
    ],
    [
      'Tonight: table for 4 at 7:30 in Stellenbosch. Tomorrow: a wine tasting in Franschhoek at 11, and a chauffeur for the day from 10',
      asks(
        table('Stellenbosch|Cape Winelands', 'today', '19:30', 4),
        req('other', 'Franschhoek|Cape Winelands', 'tomorrow', '11:00'),
        req(
          'personal_driver',
          ['Stellenbosch|Cape Winelands', 'Franschhoek|Cape Winelands', null],
          'tomorrow',
          '10:00',
        ),
      ),
    ],
    [
      'My parents visit from the 20th. Please book them flights from Bloemfontein to King Shaka on the 20th, a sea-facing apartment in Umdloti from the 20th to the 27th, and a driver to fetch them at King Shaka that day at 1pm',
      asks(
        req(FLIGHT, ['Bloemfontein|Bloemfontein'], 'dom:20', null),
        req('accommodation', 'Umdloti|Durban', 'dom:20', null),
        req('personal_driver', 'King Shaka International Airport|Durban', 'dom:20', '13:00'),
      ),
    ],
    [
      'Please sort these for next Saturday, all in Sandton: hair at 9, nails at 11 and dinner for 2 at 7pm',
      asks(
        req('other', 'Sandton|Johannesburg', 'next:sat', '09:00'),
        req('other', 'Sandton|Johannesburg', 'next:sat', '11:00'),
        table('Sandton|Johannesburg', 'next:sat', '19:00', 2),
      ),
    ],
    [
      'Berg trip! A lodge near Champagne Castle from Friday for 2 nights, a helicopter flip over the Amphitheatre on Saturday at 9am, and a guided hike on Sunday morning',
      asks(
        req('accommodation', BERG, 'fri', null),
        req(CHOPPER, ['Drakensberg Amphitheatre|Drakensberg', ...BERG], 'sat', '09:00'),
        req('other', BERG, 'sun', '09:00'),
      ),
    ],
    [
      'Tuesday: driver from Lanseria at 2pm, then a chef for 6 at home in Dainfern at 7. Actually scrap the chef, rather a table for 6 in Fourways at 7. And Wednesday morning a tee time at Steyn City at 7:30',
      asks(
        req('personal_driver', 'Lanseria International Airport|Johannesburg', 'tue', '14:00'),
        table('Fourways|Johannesburg', 'tue', '19:00', 6),
        req('other', 'Steyn City|Johannesburg', 'wed', '07:30'),
      ),
    ],
    [
      'Pls book:\n- Range Rover delivered to us in Hermanus on the 5th\n- whale watching boat in Walker Bay on the 6th at 9am for 4\n- dinner for 4 on the 6th at 7pm in Hermanus',
      asks(
        req('luxury_vehicle', 'Hermanus|Overberg', 'dom:5', null),
        req(BOAT, ['Walker Bay|Overberg', 'Hermanus|Overberg'], 'dom:6', '09:00', { partySize: 4 }),
        table('Hermanus|Overberg', 'dom:6', '19:00', 4),
      ),
    ],
    [
      'Party at ours on Saturday!! 1) a DJ and sound for 80 people at the house in Kyalami from 6pm 2) security at the gate from 5:30 3) a team of bartenders from 6. Actually make it 100 guests, not 80',
      asks(
        req('other', 'Kyalami|Johannesburg', 'sat', '18:00'),
        req('security', ['Kyalami|Johannesburg', null], 'sat', '17:30'),
        req('other', ['Kyalami|Johannesburg', null], 'sat', '18:00'),
      ),
    ],
    [
      'Friday 7:30pm chef for 10 at the house in Camps Bay; Saturday 2pm yacht for the same 10 from the V&A; Sunday 11am massages for everyone at the house',
      asks(
        req('private_chef', 'Camps Bay|Cape Town', 'fri', '19:30', { partySize: 10 }),
        req(BOAT, 'V&A Waterfront|Cape Town', 'sat', '14:00', { partySize: 10 }),
        req('other', ['Camps Bay|Cape Town', null], 'sun', '11:00'),
      ),
    ],
    [
      'My sister’s hen party in Ballito on the 16th: a party bus from Umhlanga at 11am, a cocktail workshop in Ballito at 2pm, and dinner for 12 at 7:30pm. Oh make it 14, two more girls just said yes',
      asks(
        req(BUS, 'Umhlanga|Durban', 'dom:16', '11:00'),
        req('other', 'Ballito|Durban', 'dom:16', '14:00'),
        tableAt(['Ballito|Durban', null], 'dom:16', '19:30', 14),
      ),
    ],
    [
      'Next week Monday I’m in Pretoria. 1. a driver from Waterkloof Air Force Base at 9 2. a table for 5 at 1pm at Menlyn Maine 3. a flight back to Cape Town at 6pm',
      asks(
        req('personal_driver', 'Waterkloof Air Force Base|Pretoria', 'next:mon', '09:00'),
        tableAt(['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'], 'next:mon', '13:00', 5),
        req(FLIGHT, ['Cape Town|Cape Town', null], 'next:mon', '18:00'),
      ),
    ],
    [
      'School holidays, Tuesday: - a nanny at our place in Simbithi from 8 - a driver at 9 to take the kids from Simbithi to uShaka - pizza lunch for 5 on the beachfront at 12:30',
      asks(
        req('other', 'Simbithi|Durban', 'tue', '08:00'),
        req('personal_driver', 'Simbithi|Durban', 'tue', '09:00'),
        tableAt(['Durban Beachfront|Durban', 'Durban|Durban'], 'tue', '12:30', 5),
      ),
    ],
    [
      'The wedding in Franschhoek on the 23rd: hair and makeup for 6 at La Residence at 8am, a Rolls for the bride at 1pm, the photographer from 2, and security at the venue from 4pm',
      asks(
        req('other', FRANSCHHOEK, 'dom:23', '08:00'),
        req(CAR, FRANSCHHOEK, 'dom:23', '13:00'),
        req('other', FRANSCHHOEK, 'dom:23', '14:00'),
        req('security', FRANSCHHOEK, 'dom:23', '16:00'),
      ),
    ],
    [
      'Monday list: driver at 7 from Bryanston, a breakfast meeting for 3 at 8 in Illovo, a personal shopper at Hyde Park Corner at 11, lunch for 2 in Rosebank at 1, and a haircut at 3 in Parkhurst',
      asks(
        req('personal_driver', 'Bryanston|Johannesburg', 'mon', '07:00'),
        table('Illovo|Johannesburg', 'mon', '08:00', 3),
        req(ERRAND, ['Hyde Park Corner|Johannesburg', 'Hyde Park|Johannesburg'], 'mon', '11:00'),
        table('Rosebank|Johannesburg', 'mon', '13:00', 2),
        req('other', 'Parkhurst|Johannesburg', 'mon', '15:00'),
      ),
    ],
  ],
);
