import type { ServiceType } from '@aurum/shared/requests/service-types';
import {
  asks,
  cancel,
  change,
  either,
  human,
  outOfScope,
  question,
  req,
  rowsIn,
  status,
  table,
  type ExpectedRequest,
  type LabelledSet,
} from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const SUNCOAST = ['Suncoast Casino|Durban', 'Durban|Durban'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/** A table a human could file at either place (a landmark and its suburb or town). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-fourth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("hey bru", "ag man", "sommer", "lekker", "jislaaik", "ek voel sleg", "asseblief", "baie dankie",
 * "ek wil", "môre", "oormôre", "vanaand", "Saterdagaand", "Sondag", "ons is nou 6", "vir my en my
 * vrou", "'n regte mens", "'n ou"; "yebo", "ngicela", "sicela", "ngiyabonga kakhulu", "sisi",
 * "bhuti", "baba", "eish", "haibo", "yoh", "shap", "umemulo", "kusasa", "namuhla kusihlwa",
 * "ngoMgqibelo", "ngeSonto", "sibane", "siyi-8", "umshayeli", "umpheki", "ngicela umuntu",
 * "eMhlanga", "eGoli", "eThekwini", "eSandton", "eSoweto", "eMelrose Arch", "eSuncoast",
 * "eBallito", "eCamps Bay", "Kampsbaai", "Houtbaai", "Stellies"): new requests, tables, several at
 * once, actions (some a human would have to ask about), questions, a person and out of scope; the
 * reply may be in either language.
 */
export const HELD_OUT_24_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['en', 'af'],
      [
        [
          'Hey bru, ek soek a driver from OR Tambo môre at 7am asseblief',
          asks(req('personal_driver', OR_TAMBO, 'tomorrow', '07:00')),
        ],
        [
          'Ag man, can you sommer book a table vir ses in Kampsbaai vanaand at 8?',
          asks(table('Camps Bay|Cape Town', 'today', '20:00', 6)),
        ],
        [
          'Need a lekker villa in Stellies from Friday, ons is 8',
          asks(req('accommodation', 'Stellenbosch|Cape Winelands', 'fri', null, { partySize: 8 })),
        ],
        [
          'Kan jy a chef organise for Saterdagaand by ons huis in Tokai? We are 10',
          asks(req('private_chef', 'Tokai|Cape Town', 'sat', '19:00', { partySize: 10 })),
        ],
        [
          'Ek wil a boat hire from Houtbaai on Sunday at 10, vir my en my vrou',
          asks(req(BOAT, 'Hout Bay|Cape Town', 'sun', '10:00', { partySize: 2 })),
        ],
        [
          'Please organise a Range Rover vir my at Cape Town airport oormôre at 9',
          asks(req(HIRE, CAPE_TOWN_AIRPORT, '+2', '09:00')),
        ],
        [
          'Jislaaik, I need security at the house in Durbanville vanaand from 7',
          asks(req(ESCORT, 'Durbanville|Cape Town', 'today', '19:00')),
        ],
        [
          'Lunch tomorrow at 1 vir vier in Franschhoek asseblief',
          asks(table('Franschhoek|Cape Winelands', 'tomorrow', '13:00', 4)),
        ],
        [
          'Flights to Durban vir die hele familie from Cape Town on the 21st, baie dankie',
          asks(req(FLIGHT, ['Cape Town|Cape Town', CAPE_TOWN_AIRPORT], 'dom:21', null)),
        ],
        [
          'Môre: a driver from my place in Bellville at 8 and a table for 2 in Durbanville at 1pm',
          asks(
            req('personal_driver', 'Bellville|Cape Town', 'tomorrow', '08:00'),
            table('Durbanville|Cape Town', 'tomorrow', '13:00', 2),
          ),
        ],
        [
          'A yacht at the V&A on Saturday at 3 vir 12 mense, en dinner for 12 in Green Point daarna at 8',
          asks(
            req('yacht_charter', WATERFRONT, 'sat', '15:00', { partySize: 12 }),
            table('Green Point|Cape Town', 'sat', '20:00', 12),
          ),
        ],
        ['Cancel vanaand se table asseblief, the kids are sick', cancel('table_tonight')],
        [
          'Môre se driver moet at 10:15 kom instead of 9',
          change('driver_tomorrow', { time: '10:15' }),
        ],
        ['Ons is nou 6 vir die chef on Saturday', change('chef', { partySize: 6 })],
        ['Move die chef na Sondag, same time please', change('chef', { date: 'sun' })],
        ['Is die yacht vir Sunday still on?', status('yacht')],
        ['Die driver wat ek bespreek het, cancel hom asseblief', cancel(DRIVERS)],
        ['Kanselleer the dinner, ek voel sleg', cancel(DINNERS)],
        ['Whats the story with die weekend booking?', status(WEEKEND)],
        ['Hoeveel requests het ek still left this month?', question('allowance')],
        ['Op watter tier sit ek nou?', question('tier')],
        ['Wat is booked vir my this week?', question('upcoming')],
        ['Het die providers al replied?', question('provider_said')],
        ['Ek wil met ’n regte mens praat please, not a bot', human],
        ['Can ’n ou from your team phone me asseblief?', human],
        [
          'Kan jy ’n table for 3 kry in Paarl on Sunday at 12:30, baie dankie',
          asks(table('Paarl|Cape Winelands', 'sun', '12:30', 3)),
        ],
        ['Die villa in Kampsbaai, we are now 8 people', change('villa', { partySize: 8 })],
        ['Wie speel Saterdag rugby at Newlands?', outOfScope],
        ['How do I make a lekker potjie, ek het geen idea nie', outOfScope],
      ],
    ),
    ...rowsIn(
      ['en', 'zu'],
      [
        [
          'Sawubona, ngicela a driver from King Shaka kusasa at 9am',
          asks(req('personal_driver', KING_SHAKA, 'tomorrow', '09:00')),
        ],
        [
          'Yebo sisi, book us a table eMelrose Arch namuhla kusihlwa at 7:30, sibane',
          asks(tableAt(MELROSE_ARCH, 'today', '19:30', 4)),
        ],
        [
          'Ngicela umpheki for Saturday evening at home in La Lucia, siyi-8',
          asks(req('private_chef', 'La Lucia|Durban', 'sat', '19:00', { partySize: 8 })),
        ],
        [
          'Eish, I need a hotel eMhlanga from today, ngiyabonga',
          asks(req('accommodation', 'Umhlanga|Durban', 'today', null)),
        ],
        [
          'Bhuti, please find us a boat eThekwini ngeSonto at 11, siyi-6',
          asks(req(BOAT, DURBAN, 'sun', '11:00', { partySize: 6 })),
        ],
        [
          'Ngicela a bodyguard eSandton kusasa from 8am, shap',
          asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '08:00')),
        ],
        [
          'I want to hire a Mercedes eGoli ngoMgqibelo for the whole day',
          asks(req(HIRE, JOBURG, 'sat', null)),
        ],
        [
          'Sicela a planner for umemulo kadadewethu eSoweto on the 27th',
          asks(req(['event_planning', 'other'], 'Soweto|Johannesburg', 'dom:27', null)),
        ],
        [
          'Table for 6 eSuncoast ngoLwesihlanu at 8pm ngicela',
          asks(tableAt(SUNCOAST, 'fri', '20:00', 6)),
        ],
        [
          'Haibo, my flight to Cape Town from Durban kusasa at 6pm, ngicela ungibhukele',
          asks(req(FLIGHT, DURBAN, 'tomorrow', '18:00')),
        ],
        [
          'Kusasa: umshayeli from Rosebank at 8 to OR Tambo, and a hotel in Cape Town from tomorrow',
          asks(
            req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '08:00'),
            req('accommodation', 'Cape Town|Cape Town', 'tomorrow', null),
          ),
        ],
        [
          'Ngicela lunch for 4 eBallito ngeSonto at 1 and a spa treatment for my wife there at 3',
          asks(
            table('Ballito|Durban', 'sun', '13:00', 4),
            req('other', 'Ballito|Durban', 'sun', '15:00'),
          ),
        ],
        ['Cancel itafula lanamuhla kusihlwa please', cancel('table_tonight')],
        [
          'Umshayeli wakusasa, can he come at 8:30 instead?',
          change('driver_tomorrow', { time: '08:30' }),
        ],
        ['Umpheki on Saturday, sesiyi-10 now', change('chef', { partySize: 10 })],
        ['Baba, cancel the villa eCamps Bay ngicela', cancel('villa')],
        ['What did Atlantic Blue say nge-yacht?', status('yacht')],
        ['Please cancel umshayeli engimbhukile', cancel(DRIVERS)],
        ['Is the dinner confirmed, ngicela ungitshele?', status(DINNERS)],
        ['Ngikusiphi i-tier right now?', question('tier')],
        ['When does my membership renew, ngicela?', question('renewal')],
        ['Show me uhlu lwezicelo zami zonke', question('requests')],
        ['What do you remember about me, ngiyacela?', question('memory')],
        ['Ngicela umuntu, I am tired of this bot', human],
        ['Can a real person call me, ngiyabonga kakhulu', human],
        [
          'Ngicela a car from OR Tambo ngoMgqibelo at 4pm to Sandton',
          asks(req('personal_driver', OR_TAMBO, 'sat', '16:00')),
        ],
        ['Kuthiwani ngomshayeli wakusasa, is he confirmed?', status('driver_tomorrow')],
        ['Ngisenazo zingaki requests for the rest of this month?', question('allowance')],
        ['Yoh, who won the Soweto derby yesterday?', outOfScope],
      ],
    ),
  ],
};
