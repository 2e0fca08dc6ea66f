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

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');

/**
 * Twenty-fifth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("howzit", "ag man", "bru", "sommer", "jislaaik", "shame man", "ek voel sleg", "asseblief",
 * "dankie", "ek wil", "ek soek", "môre", "oormôre", "vanaand", "môremiddag om 3", "Saterdag",
 * "ons is nou 6", "vir ses mense", "vir my vrou", "'n regte persoon", "Stellies", "Kampsbaai",
 * "Kaapstad"; "sawubona", "yebo", "ngicela", "sicela", "ngiyabonga", "sisi", "bhuti", "baba",
 * "eish", "haibo", "yoh", "shap", "umemulo", "izipho", "uphuthu", "kusasa", "kule nyanga",
 * "siyi-8", "umshayeli", "umoya wami", "eMhlanga", "eThekwini", "eBallito", "eSoweto", "eSandton",
 * "eUmlazi"): new requests, tables, several at once, actions (some a human would have to ask
 * about), questions, a person and out of scope; the reply may be in either language.
 */
export const HELD_OUT_25_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['en', 'af'],
      [
        [
          'Howzit, ek soek a driver from Cape Town airport tomorrow at 8am asseblief',
          asks(req('personal_driver', CAPE_TOWN_AIRPORT, 'tomorrow', '08:00')),
        ],
        [
          "Ag man, need 'n chef for Saturday at 7pm in Durbanville, we're 12",
          asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 12 })),
        ],
        [
          "Can you book 'n tafel for 4 in Stellies vanaand at 8?",
          asks(table('Stellenbosch|Cape Winelands', 'today', '20:00', 4)),
        ],
        [
          'Sort us a boat at the V&A on Sunday at 11am vir ses mense, dankie',
          asks(req(BOAT, WATERFRONT, 'sun', '11:00', { partySize: 6 })),
        ],
        [
          'Jislaaik, I need a flight from OR Tambo to Cape Town oormôre at 6am, please book it',
          asks(req(FLIGHT, OR_TAMBO, '+2', '06:00')),
        ],
        [
          'Sommer quickly: villa in Kampsbaai from Friday vir agt mense',
          asks(req('accommodation', 'Camps Bay|Cape Town', 'fri', null, { partySize: 8 })),
        ],
        [
          "Ek wil a bodyguard for my daughter's matric dance in Centurion on the 23rd",
          asks(req(ESCORT, 'Centurion|Pretoria', 'dom:23', null)),
        ],
        [
          'Bru, a Porsche to rent in Sandton for Saturday, dankie',
          asks(req(HIRE, 'Sandton|Johannesburg', 'sat', null)),
        ],
        [
          "Reël 'n party for my vrou se 40th in Paarl on the 19th please",
          asks(req(PARTY, 'Paarl|Cape Winelands', 'dom:19', null)),
        ],
        [
          'Need a massage at home in Constantia môremiddag om 3',
          asks(req('other', 'Constantia|Cape Town', 'tomorrow', '15:00')),
        ],
        [
          'Een tafel vir twee at 7:30pm in Sea Point tomorrow, thanks bru',
          asks(table('Sea Point|Cape Town', 'tomorrow', '19:30', 2)),
        ],
        [
          "Driver from the airport in Kaapstad tomorrow at 10 en dan 'n table in Kampsbaai at 7pm for 2",
          asks(
            req('personal_driver', CAPE_TOWN_AIRPORT, 'tomorrow', '10:00'),
            table('Camps Bay|Cape Town', 'tomorrow', '19:00', 2),
          ),
        ],
        ['Kanselleer my table tonight please, ek voel sleg', cancel('table_tonight')],
        ['The chef on Saterdag, ons is nou 6 mense', change('chef', { partySize: 6 })],
        ['Is my OR Tambo driver vir môreoggend al confirmed?', status('driver_tomorrow')],
        ['Cancel asseblief the boat on Sunday', cancel('yacht')],
        ['My driver, please cancel hom', cancel(DRIVERS)],
        ['Move die chef to Friday, same time', change('chef', { date: 'fri' })],
        ['Shame man, the villa in Camps Bay moet gekanselleer word', cancel('villa')],
        ['Dankie, but is die yacht still confirmed for Sunday?', status('yacht')],
        ['Hoeveel requests het ek still available before month-end?', question('allowance')],
        ["Wat's my tier again?", question('tier')],
        ['Ek wonder, what do you remember about me?', question('memory')],
        ['Het die providers al iets teruggesê about my bookings?', question('provider_said')],
        ["Please, ek wil net met 'n regte persoon van julle span chat", human],
        ['Wie wen die Springboks game this weekend, what do you think?', outOfScope],
      ],
    ),
    ...rowsIn(
      ['en', 'zu'],
      [
        [
          'Sawubona, I need a driver from King Shaka kusasa at 9am',
          asks(req('personal_driver', KING_SHAKA, 'tomorrow', '09:00')),
        ],
        [
          'Ngicela a table for 4 eMhlanga tonight at 8',
          asks(table('Umhlanga|Durban', 'today', '20:00', 4)),
        ],
        [
          'Yebo, book me a hotel eThekwini from Friday',
          asks(req('accommodation', 'Durban|Durban', 'fri', null)),
        ],
        [
          'Sicela a private chef eBallito on Saturday for 10 people at 6pm',
          asks(req('private_chef', 'Ballito|Durban', 'sat', '18:00', { partySize: 10 })),
        ],
        [
          'Shap, need security eSoweto on Sunday at 2pm for a funeral',
          asks(req(ESCORT, 'Soweto|Johannesburg', 'sun', '14:00')),
        ],
        [
          'Ngiyabonga! Also a G-Wagon to hire eSandton tomorrow',
          asks(req(HIRE, 'Sandton|Johannesburg', 'tomorrow', null)),
        ],
        [
          'Bhuti, a boat trip from Durban harbour on Saturday at 10am, siyi-8',
          asks(req(BOAT, 'Durban|Durban', 'sat', '10:00', { partySize: 8 })),
        ],
        [
          'Can you do my izipho shopping at Sandton City on Saturday at 11?',
          asks(req(ERRAND, SANDTON_CITY, 'sat', '11:00')),
        ],
        [
          'Umemulo for my daughter eUmlazi on the 26th, please help plan it',
          asks(req(PARTY, 'Umlazi|Durban', 'dom:26', null)),
        ],
        [
          'Ngicela a driver to the airport tomorrow at 5am, from Umhlanga',
          asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '05:00')),
        ],
        [
          'Two things: umshayeli from King Shaka on Friday at 3pm and a table eMhlanga that evening at 7:30 for 2',
          asks(
            req('personal_driver', KING_SHAKA, 'fri', '15:00'),
            table('Umhlanga|Durban', 'fri', '19:30', 2),
          ),
        ],
        ['Haibo, cancel the dinner in Constantia on Saturday ngicela', cancel('chef')],
        [
          "Eish, my flight changed. Move tomorrow's OR Tambo pickup to 11am ngiyacela",
          change('driver_tomorrow', { time: '11:00' }),
        ],
        ['Please cancel umshayeli wami, angisamdingi', cancel(DRIVERS)],
        ['Ngicela ushintshe the yacht on Sunday to 4pm', change('yacht', { time: '16:00' })],
        ['Is the table tonight confirmed, sisi?', status('table_tonight')],
        ['Ngicela ukhansele the villa in Camps Bay, we can not go anymore', cancel('villa')],
        ["The yacht for Sunday, we're 12 now, ngiyabonga", change('yacht', { partySize: 12 })],
        ['Sisi, how many requests do I have left kule nyanga?', question('allowance')],
        ["What's my membership tier, baba?", question('tier')],
        ['Umoya wami: how has my mood been this week?', question('mood')],
        ["Yoh, what's in my vault again?", question('vault')],
        ['Sawubona, what are you able to do for me?', question('capabilities')],
        ['When does my membership renew, bhuti?', question('renewal')],
        ['Ngicela umuntu wangempela, not the bot please', human],
        ['Ngicela umuntu angishayele, I have a complaint', human],
        ['Yoh, who won the Chiefs vs Pirates game?', outOfScope],
        ['How do I cook uphuthu properly?', outOfScope],
      ],
    ),
    ...rowsIn(
      ['en', 'af'],
      [
        [
          "Ek het 'n helicopter nodig from the V&A on Saturday at 9am",
          asks(req(['other', 'travel'], WATERFRONT, 'sat', '09:00')),
        ],
        ['Kan jy check if my villa in Camps Bay is confirmed?', status('villa')],
        [
          'Vanaand se table: can we make it 8:30pm asseblief?',
          change('table_tonight', { time: '20:30' }),
        ],
      ],
    ),
    ...rowsIn(
      ['en', 'zu'],
      [
        [
          'Ngicela a Range Rover eMhlanga from Friday',
          asks(req(HIRE, 'Umhlanga|Durban', 'fri', null)),
        ],
        [
          'Sisi, please cancel the Test Kitchen table for tonight, ngiyagula',
          cancel('table_tonight'),
        ],
        ['Yebo, what have the providers said about my requests?', question('provider_said')],
      ],
    ),
  ],
};
