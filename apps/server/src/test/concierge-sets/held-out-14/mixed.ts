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
  type LabelledSet,
} from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');

/**
 * Fourteenth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("boet, cancel asseblief tonight's dinner", "ag no man", "ek's gatvol", "sharp sharp",
 * "mfethu", "bafo", "ngiyacela", "eish"): new requests, tables, several at once, actions,
 * questions, a person and out of scope; the reply may be in either language.
 */
export const HELD_OUT_14_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['en', 'af'],
      [
        [
          'Hey, ek soek a driver for tomorrow morning 8am from Centurion to Sandton',
          asks(req('personal_driver', 'Centurion|Pretoria', 'tomorrow', '08:00')),
        ],
        [
          "Kan jy 'n table for 6 book at Marble, Saturday 7:30?",
          asks(table(null, 'sat', '19:30', 6)),
        ],
        ["Boet, cancel asseblief tonight's dinner booking, ek's te moeg", cancel('table_tonight')],
        [
          "Please organise 'n private chef vir 8 mense Saturday night in Somerset West, 7pm",
          asks(req('private_chef', 'Somerset West|Cape Town', 'sat', '19:00', { partySize: 8 })),
        ],
        ['Is my villa booking al confirmed?', status('villa')],
        ['Hoeveel requests het ek nog left vir hierdie maand?', question('allowance')],
        ['Ek wil net met a real person praat please', human],
        [
          'Lekker, ons need a yacht for 12 on Sunday at 2 from the Waterfront',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 12 })),
        ],
        [
          'Ag no man, the chef moet eerder at 6:30 kom on Saturday',
          change('chef', { time: '18:30' }),
        ],
        [
          'Can you book flights vir my en my vrou to Durban next Friday?',
          asks(req('travel', ['Durban|Durban', null], 'next:fri', null)),
        ],
        ["Wat's my membership tier nou weer, ek vergeet", question('tier')],
        ["Sorry bru, what's the weather gonna be like in Stellies tomorrow?", outOfScope],
        [
          "Ek need 'n bodyguard for a function at the Sandton Convention Centre, Thursday 18:00",
          asks(req('security', 'Sandton Convention Centre|Johannesburg', 'thu', '18:00')),
        ],
        [
          'Kan julle a Range Rover organise for me in George from the 5th? Ek ry self',
          asks(req('luxury_vehicle', 'George|Garden Route', 'dom:5', null)),
        ],
        ['Skuif tonight se booking to 9pm please', change('table_tonight', { time: '21:00' })],
        ['Wat onthou jy about my food preferences en allergies?', question('memory')],
        [
          'Table vir twee in Franschhoek, Sondag lunch, asseblief',
          asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 2)),
        ],
        ['Cancel asb die driver booking, plans het verander', cancel(DRIVERS)],
        [
          'Personal shopper vir my at the V&A Waterfront on Friday at 11?',
          asks(req('personal_shopping', 'V&A Waterfront|Cape Town', 'fri', '11:00')),
        ],
        ['Ek wonder of die dinner al confirmed is?', status(DINNERS)],
        [
          "Book 'n spa day at the Saxon vir my en my suster, Saturday 10am",
          asks(req('other', 'The Saxon|Johannesburg', 'sat', '10:00')),
        ],
        ['The yacht on Sunday, kan ons eerder at 12 vertrek?', change('yacht', { time: '12:00' })],
        [
          "Plan 'n birthday party vir my seun, 20 kids, in Durbanville on the 17th at 2pm",
          asks(req('event_planning', 'Durbanville|Cape Town', 'dom:17', '14:00')),
        ],
        ["Ek's gatvol with this bot, let me speak to someone", human],
        ['Wat is in my vault, kan jy dit sien?', question('vault')],
        [
          'Driver van Cape Town International om 3pm tomorrow, en a table vir 4 in Camps Bay at 8',
          asks(
            req(
              'personal_driver',
              'Cape Town International Airport|Cape Town',
              'tomorrow',
              '15:00',
            ),
            table('Camps Bay|Cape Town', 'tomorrow', '20:00', 4),
          ),
        ],
        ['How was my mood die week?', question('mood')],
        [
          "Kan jy 'n hotel in Plett book from Friday vir 2 nagte?",
          asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'fri', null)),
        ],
      ],
    ),
    ...rowsIn(
      ['en', 'zu'],
      [
        [
          'Sawubona, ngicela a driver from King Shaka tomorrow at 10am',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '10:00'),
          ),
        ],
        [
          'Ngifuna a table for 4 e-Umhlanga tonight at 7:30',
          asks(table('Umhlanga|Durban', 'today', '19:30', 4)),
        ],
        ['Mfethu, cancel the chef for Saturday, guests abasezi', cancel('chef')],
        [
          'Ngicela a private chef for 10 people eBallito ngoMgqibelo at 7pm',
          asks(req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 10 })),
        ],
        ['Is my driver for kusasa confirmed?', status('driver_tomorrow')],
        ['Zingaki izicelo I have left this month?', question('allowance')],
        ['Ngifuna ukukhuluma with a real person please', human],
        [
          'Sharp sharp, book a yacht for 8 eWaterfront ngeSonto at 11',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '11:00', { partySize: 8 })),
        ],
        ['The villa eCamps Bay, make it for 9 people', change('villa', { partySize: 9 })],
        [
          'Ngicela flights to Cape Town ngoLwesihlanu olandelayo',
          asks(req('travel', ['Cape Town|Cape Town', null], 'next:fri', null)),
        ],
        ['Ngicela ungitshele, what tier am I on?', question('tier')],
        ['Yebo, who won the Sharks game izolo?', outOfScope],
        [
          'Ngidinga security for my event eSandton on Friday from 6pm',
          asks(req('security', 'Sandton|Johannesburg', 'fri', '18:00')),
        ],
        [
          'Ngicela a Mercedes V-Class with driver from Sandton to Sun City ngoMgqibelo at 9',
          asks(req(CAR, 'Sandton|Johannesburg', 'sat', '09:00')),
        ],
        ["Shift tonight's booking to 8:30, ngiyabonga", change('table_tonight', { time: '20:30' })],
        ['Ukhumbulani about me?', question('memory')],
        [
          'Itafula for 2 eFlorida Road ngoLwesihlanu at 8pm',
          asks(table('Florida Road|Durban', 'fri', '20:00', 2)),
        ],
        ['Bafo please cancel the driver, angisamdingi', cancel(DRIVERS)],
        [
          'Ngifuna a personal shopper at Gateway ngoLwesine at 10',
          asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'thu', '10:00')),
        ],
        ['Kunjani nge-dinner, is it confirmed?', status(DINNERS)],
        [
          'Ngicela a hotel eDrakensberg for the weekend, from Friday',
          asks(req('accommodation', 'Drakensberg|Drakensberg', 'fri', null)),
        ],
        [
          "Plan a surprise party for my wife's 40th eMidrand on the 21st, sibangu-50",
          asks(req('event_planning', 'Midrand|Johannesburg', 'dom:21', null)),
        ],
        ['Eish, I need to speak to your manager ngokushesha', human],
        ["What's in my vault, uyakwazi ukubona?", question('vault')],
        [
          'Driver e-OR Tambo kusasa at 6am, and a table for 2 eSandton at 7pm',
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
          'The yacht for Sunday, can we leave at 4 instead, ngiyacela?',
          change('yacht', { time: '16:00' }),
        ],
        ['Help me with my maths homework, ngiyacela', outOfScope],
      ],
    ),
  ],
};
