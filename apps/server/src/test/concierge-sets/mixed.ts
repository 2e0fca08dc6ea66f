import {
  asks,
  cancel,
  change,
  either,
  type LabelledSet,
  question,
  req,
  rowsIn,
  status,
  table,
} from './labels';

/**
 * English mixed with Afrikaans or isiZulu, as South Africans switch between them in one message.
 *
 * Label semantics: as in the English sets, with the day and time words of afrikaans.ts and
 * isizulu.ts. The reply may be in either language of the message (a member who mixes reads both):
 * ['af', 'en'] or ['zu', 'en'].
 */
export const MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af', 'en'],
      [
        ['Kan jy vir my a table book for 2 vanaand at 8?', asks(table(null, 'today', '20:00', 2))],
        [
          "Ek need 'n driver from OR Tambo môre at 9am",
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '09:00',
            ),
          ),
        ],
        ['Please cancel my chef, ons het n change of plans', cancel('chef')],
        ['Sjoe, can you move my table vanaand to 9pm?', change('table_tonight', { time: '21:00' })],
        [
          'Lekker, I need a boat in Knysna oormôre at 2pm',
          asks(req('yacht_charter', 'Knysna|Garden Route', '+2', '14:00')),
        ],
        [
          "Hey boet, book 'n villa in Kampsbaai for Saturday",
          asks(req('accommodation', 'Camps Bay|Cape Town', 'sat', null)),
        ],
        ['Is my bestuurder for tomorrow confirmed?', status('driver_tomorrow')],
        [
          "Ag please, 'n chef for Sunday lunch in Stellenbosch at 1",
          asks(req('private_chef', 'Stellenbosch|Cape Winelands', 'sun', '13:00')),
        ],
        ['Cancel asseblief my bestuurder vir môre', cancel('driver_tomorrow')],
        [
          'Book vir ons a yacht at the V&A Waterfront Sondag at 3pm',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00')),
        ],
        [
          'Ons is nou 10 people for the chef, can you change it?',
          change('chef', { partySize: 10 }),
        ],
        [
          "I need 'n lyfwag in Sandton on Friday night",
          asks(req('security', 'Sandton|Johannesburg', 'fri', '20:00')),
        ],
        [
          'Flights van Joburg na Durban on Thursday morning asseblief',
          asks(req('travel', 'Johannesburg|Johannesburg', 'thu', '09:00')),
        ],
        ['Kan die chef rather at 8pm come on Saturday?', change('chef', { time: '20:00' })],
        [
          'Table vir 4 in Houtbaai tomorrow for lunch, dankie',
          asks(table('Hout Bay|Cape Town', 'tomorrow', '12:30', 4)),
        ],
        ['Cancel my bestuurder', cancel(either('driver_tomorrow', 'driver_friday'))],
        [
          "Howzit, ek soek 'n personal shopper at Sandton City Saturday morning",
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '09:00')),
        ],
        ['Please kanselleer die table vanaand, something came up', cancel('table_tonight')],
        [
          'I want a Range Rover by Lanseria op Maandag',
          asks(req('luxury_vehicle', 'Lanseria International Airport|Johannesburg', 'mon', null)),
        ],
        ['Wat is die status of my villa booking in Camps Bay?', status('villa')],
        [
          'Can you organise a braai vir 20 mense in Pretoria on the 20th?',
          asks(req('private_chef', 'Pretoria|Pretoria', 'dom:20', null)),
        ],
        ['Move die jag to 4pm please', change('yacht', { time: '16:00' })],
        [
          'Hotel in Franschhoek vir Vrydagnag, baie dankie',
          asks(req('accommodation', 'Franschhoek|Cape Winelands', 'fri', null)),
        ],
        ['How many requests het ek nog oor?', question('allowance')],
        [
          "Ek wil 'n table for six book in Seepunt tonight",
          asks(table('Sea Point|Cape Town', 'today', '20:00', 6)),
        ],
        [
          'Driver to Loftus op Saterdag at 2pm, en 4 tickets vir die rugby',
          asks(
            req('personal_driver', 'Loftus Versfeld|Pretoria', 'sat', '14:00'),
            req('other', 'Loftus Versfeld|Pretoria', 'sat', null),
          ),
        ],
        ['Kan jy my last request cancel?', cancel('table_tonight')],
        [
          'Tell die chef my daughter is allergic to nuts asseblief',
          change('chef', { notes: 'nuts' }),
        ],
        ['Is die yacht still on for Sunday?', status('yacht')],
        [
          'Chef vanaand in Durbanville please, ons is 4',
          asks(req('private_chef', 'Durbanville|Cape Town', 'today', '20:00')),
        ],
      ],
    ),
    ...rowsIn(
      ['zu', 'en'],
      [
        [
          'Sawubona, I need a driver kusasa at 9am from OR Tambo',
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '09:00',
            ),
          ),
        ],
        [
          'Ngicela a table for 4 eRosebank tonight at 7',
          asks(table('Rosebank|Johannesburg', 'today', '19:00', 4)),
        ],
        ['Please cancel umshayeli wami wakusasa', cancel('driver_tomorrow')],
        [
          'Book me a chef ngoMgqibelo at 7pm eConstantia',
          asks(req('private_chef', 'Constantia|Cape Town', 'sat', '19:00')),
        ],
        [
          'Yebo, I want a hotel eThekwini ngoLwesihlanu',
          asks(req('accommodation', 'Durban|Durban', 'fri', null)),
        ],
        ['Can you change the chef to 8pm, ngiyabonga', change('chef', { time: '20:00' })],
        ['Ngicela u-cancel my table tonight', cancel('table_tonight')],
        [
          'I need unogada eSandton on Saturday night',
          asks(req('security', 'Sandton|Johannesburg', 'sat', '20:00')),
        ],
        [
          'Ngicela a boat eKnysna tomorrow at 2pm',
          asks(req('yacht_charter', 'Knysna|Garden Route', 'tomorrow', '14:00')),
        ],
        [
          'Flights from eGoli to eKapa ngoLwesihlanu morning please',
          asks(req('travel', 'Johannesburg|Johannesburg', 'fri', '09:00')),
        ],
        ['Is my driver wakusasa confirmed?', status('driver_tomorrow')],
        [
          'Ngifuna a Range Rover eMhlanga on Monday',
          asks(req('luxury_vehicle', 'Umhlanga|Durban', 'mon', null)),
        ],
        [
          'Table for 2 eCamps Bay namuhla at 8pm',
          asks(table('Camps Bay|Cape Town', 'today', '20:00', 2)),
        ],
        ['Cancel umpheki wami please', cancel('chef')],
        [
          'Ngicela a personal shopper eSandton City ngoMgqibelo morning',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '09:00')),
        ],
        ['Please move isikebhe to 4pm', change('yacht', { time: '16:00' })],
        [
          'Heita, need a driver eSoweto tonight at 10',
          asks(req('personal_driver', 'Soweto|Johannesburg', 'today', '22:00')),
        ],
        ['Ngicela ukhansele my driver', cancel(either('driver_tomorrow', 'driver_friday'))],
        [
          'Book a villa eBallito for the weekend, ngiyabonga',
          asks(req('accommodation', 'Ballito|Durban', 'sat', null)),
        ],
        ['Manje we are 10 for the chef', change('chef', { partySize: 10 })],
        ['How many requests ngisele nazo?', question('allowance')],
        [
          'Ngicela a massage at home eMorningside kusasa at 3pm',
          asks(req('other', 'Morningside|Johannesburg', 'tomorrow', '15:00')),
        ],
        ['Sikhona yini update on my chef?', status('chef')],
        [
          'Ngicela flights to eThekwini on Friday morning',
          asks(req('travel', 'Durban|Durban', 'fri', '09:00')),
        ],
        [
          'Plan a birthday party eMidrand ngomhla ka-20 please',
          asks(req('event_planning', 'Midrand|Johannesburg', 'dom:20', null)),
        ],
        [
          'Ngicela a chef tonight eUmhlanga, sibane',
          asks(req('private_chef', 'Umhlanga|Durban', 'today', '20:00')),
        ],
        [
          'Driver from King Shaka ngeSonto at 11am please',
          asks(req('personal_driver', 'King Shaka International Airport|Durban', 'sun', '11:00')),
        ],
        ['Cancel my last request, ngiyabonga', cancel('table_tonight')],
        [
          'Table for 6 eFlorida Road ngoMgqibelo at 8pm',
          asks(table('Florida Road|Durban', 'sat', '20:00', 6)),
        ],
        [
          'Can the driver wakusasa come at 10:30 instead?',
          change('driver_tomorrow', { time: '10:30' }),
        ],
      ],
    ),
  ],
};
