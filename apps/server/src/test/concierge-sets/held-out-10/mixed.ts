import type { ServiceType } from '@aurum/shared/requests/service-types';
import {
  asks,
  cancel,
  change,
  either,
  human,
  question,
  req,
  rowsIn,
  status,
  table,
  type LabelledSet,
} from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');

/**
 * Tenth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("kan jy vir my a driver kry for tomorrow", "ngicela a table for two"); the reply may be in
 * either.
 */
export const HELD_OUT_10_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af', 'en'],
      [
        [
          'Howzit, kan jy vir ons a table for 4 kry vanaand at 8 in Stellies?',
          asks(table('Stellenbosch|Cape Winelands', 'today', '20:00', 4)),
        ],
        [
          'ek need a driver môre at 6am from Centurion to OR Tambo asb',
          asks(req('personal_driver', 'Centurion|Pretoria', 'tomorrow', '06:00')),
        ],
        [
          'Kan julle a private chef organise vir Saterdag, ons is 8 mense in Somerset West',
          asks(req('private_chef', 'Somerset West|Cape Town', 'sat', null, { partySize: 8 })),
        ],
        [
          'lekker, book vir my a villa in Langebaan from the 12th for the week, 6 of us',
          asks(req('accommodation', 'Langebaan|West Coast', 'dom:12', null, { partySize: 6 })),
        ],
        [
          'Ons wil n boat charter doen Sondag at 11 uit Gordons Baai, 10 people',
          asks(req('yacht_charter', "Gordon's Bay|Cape Town", 'sun', '11:00', { partySize: 10 })),
        ],
        [
          "sorry om te pla, but can you get me a bodyguard for tomorrow night in Sandton, it's a kak situation",
          asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '20:00')),
        ],
        [
          'Boek asb a flight to George for Vrydag oggend, dankie',
          asks(req('travel', 'George|Garden Route', 'fri', '09:00')),
        ],
        [
          'my wife wil gaan shop by Canal Walk Woensdag, kan julle n stylist kry for 10am',
          asks(req('personal_shopping', 'Canal Walk|Cape Town', 'wed', '10:00')),
        ],
        [
          'n Range Rover vir die naweek asb, collect Friday at 4 in Pretoria-Oos',
          asks(req('luxury_vehicle', 'Pretoria East|Pretoria', 'fri', '16:00')),
        ],
        [
          'ek soek iemand om my ouers se 40ste anniversary te organise in Paarl on the 9th',
          asks(req('event_planning', 'Paarl|Cape Winelands', 'dom:9', null)),
        ],
        [
          'table for 2 asb, Sondag lunch by Spier',
          asks(table('Spier|Cape Winelands', 'sun', '12:30', 2)),
        ],
        [
          "Kan jy 'n table reserve in Hermanus for tomorrow evening, ons is vyf",
          asks(table('Hermanus|Overberg', 'tomorrow', '19:00', 5)),
        ],
        [
          'dinner vir 6 Vrydag at half 8 in Sea Point, something lekker',
          asks(table('Sea Point|Cape Town', 'fri', '20:30', 6)),
        ],
        [
          'book asb n table vir 12 by n restaurant in Harties Saterdag om 1',
          asks(table('Hartbeespoort|Pretoria', 'sat', '13:00', 12)),
        ],
        [
          'Ek land Thursday at 2 by Cape Town International, kry asb a car en n hotel in die CBD',
          asks(
            req(CAR, 'Cape Town International Airport|Cape Town', 'thu', '14:00'),
            req('accommodation', 'Cape Town CBD|Cape Town', 'thu', null),
          ),
        ],
        [
          'môre: driver at 8 from Bryanston en lunch for 3 at 1 in Rosebank',
          asks(
            req('personal_driver', 'Bryanston|Johannesburg', 'tomorrow', '08:00'),
            table('Rosebank|Johannesburg', 'tomorrow', '13:00', 3),
          ),
        ],
        ['cancel asb die driver vir môre, my plans het verander', cancel('driver_tomorrow')],
        ['kan jy die chef move na 8pm op Saterdag?', change('chef', { time: '20:00' })],
        ['Is die Test Kitchen booking confirmed vir vanaand?', status('table_tonight')],
        ['ag cancel maar die villa, ons bly eerder by die huis', cancel('villa')],
        ['maak die yacht for 14 people asb', change('yacht', { partySize: 14 })],
        ['cancel my driver asb, ek het n lift gekry', cancel(DRIVERS)],
        ['Hoeveel requests het ek nog left vir this month?', question('allowance')],
        ['wat is my tier nou eintlik?', question('tier')],
        ['wat het ek alles coming up hierdie week?', question('upcoming')],
        ['Ek wil met n real person praat asb, not the bot', human],
        ['kan iemand my net call? baie dankie', human],
      ],
    ),
    ...rowsIn(
      ['zu', 'en'],
      [
        [
          'Sawubona, ngicela a driver tomorrow at 7am from eMhlanga to King Shaka',
          asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '07:00')),
        ],
        [
          'ngicela a table for two tonight at 8 e-Sandton',
          asks(table('Sandton|Johannesburg', 'today', '20:00', 2)),
        ],
        [
          'Ngidinga a private chef ngoMgqibelo for 10 people eBallito',
          asks(req('private_chef', 'Ballito|Durban', 'sat', null, { partySize: 10 })),
        ],
        [
          'sicela a villa eKapa, Camps Bay side, from the 20th for 8 guests',
          asks(req('accommodation', 'Camps Bay|Cape Town', 'dom:20', null, { partySize: 8 })),
        ],
        [
          'ngicela u-book-e flight to Joburg kusasa ekuseni',
          asks(req('travel', 'Johannesburg|Johannesburg', 'tomorrow', '09:00')),
        ],
        [
          'Ngifuna security for my event ePitoli ngoLwesihlanu from 6pm',
          asks(req('security', 'Pretoria|Pretoria', 'fri', '18:00')),
        ],
        [
          'ngicela a yacht eThekwini ngeSonto at 3 for 6 people',
          asks(req('yacht_charter', 'Durban|Durban', 'sun', '15:00', { partySize: 6 })),
        ],
        [
          'sidinga someone to plan umshado wethu in the Midlands on the 16th',
          asks(req('event_planning', 'Midlands Meander|Pietermaritzburg', 'dom:16', null)),
        ],
        [
          'Ngicela a G-Wagon eGoli for the weekend, pick up ngoLwesihlanu at 5',
          asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'fri', '17:00')),
        ],
        [
          'ngicela umuntu for shopping eSandton City kusasa at 11',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '11:00')),
        ],
        [
          'table ye-4 at the Oyster Box ngeSonto for lunch please',
          asks(table('Oyster Box|Durban', 'sun', '12:30', 4)),
        ],
        [
          'Ngicela a table for 6 ngoLwesihlanu at 7:30 eDurban North',
          asks(table('Durban North|Durban', 'fri', '19:30', 6)),
        ],
        [
          'sicela a table for 3 eMaboneng kusasa ebusuku',
          asks(table('Maboneng|Johannesburg', 'tomorrow', '20:00', 3)),
        ],
        [
          'ngidinga a driver from OR Tambo at 9 kusasa, bese a table for 2 eMelrose Arch at 8 that night',
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '09:00',
            ),
            table('Melrose Arch|Johannesburg', 'tomorrow', '20:00', 2),
          ),
        ],
        [
          'Ngicela a flight to Cape Town ngoLwesine at 6 ekuseni, ne-car at the airport at 8:30',
          asks(
            req('travel', 'Cape Town|Cape Town', 'thu', '06:00'),
            req(CAR, 'Cape Town International Airport|Cape Town', 'thu', '08:30'),
          ),
        ],
        ['ngicela u-cancel-e i-chef yangoMgqibelo', cancel('chef')],
        ['Cancel-a i-booking ye-Test Kitchen tonight please', cancel('table_tonight')],
        ['ngicela u-change-e i-table tonight ibe for 3', change('table_tonight', { partySize: 3 })],
        [
          'i-driver yakusasa can it come at 8:30 instead?',
          change('driver_tomorrow', { time: '08:30' }),
        ],
        ['Is i-yacht ye-Sunday confirmed?', status('yacht')],
        ['ngicela u-cancel-e i-driver yami', cancel(DRIVERS)],
        ['zingaki ama-requests engisele nawo this month?', question('allowance')],
        ['Ngicela ungitshele what you remember about me', question('memory')],
        ['i-membership yami i-renew nini?', question('renewal')],
        ['Ngicela ukukhuluma ne-real person, not a bot', human],
        ['please ngicela someone angishayele', human],
        [
          'ngicela a photographer for ngoMgqibelo emini eWestville',
          asks(req(['other', 'event_planning'], 'Westville|Durban', 'sat', '12:00')),
        ],
        [
          'Sicela a spa day for two eMhlanga ngeSonto at 10',
          asks(req('other', 'Umhlanga|Durban', 'sun', '10:00')),
        ],
      ],
    ),
  ],
};
