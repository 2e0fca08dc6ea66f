import {
  asks,
  cancel,
  change,
  question,
  req,
  rowsIn,
  status,
  table,
  type LabelledSet,
} from '../labels';

/**
 * Seventh held-out set: English mixed with Afrikaans or isiZulu the way South Africans switch
 * mid-sentence ("asseblief", "môre", "ngicela", "kusasa"), new requests mostly, with a few
 * actions and questions; the reply may be in either language.
 */
export const HELD_OUT_7_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['en', 'af'],
      [
        [
          'Hi, kan julle vir my a driver reël for tomorrow morning at 8 from Rondebosch?',
          asks(req('personal_driver', 'Rondebosch|Cape Town', 'tomorrow', '08:00')),
        ],
        [
          'ek need a table for 4 vanaand at 7:30 in Stellenbosch asseblief',
          asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 4)),
        ],
        [
          'Please book a private chef vir Saterdagaand in Durbanville, ons is 10',
          asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 10 })),
        ],
        [
          'ons soek a villa in Hermanus from Friday, something with a sea view',
          asks(req('accommodation', 'Hermanus|Overberg', 'fri', null)),
        ],
        [
          'can I get a jag for oormôre at 2pm by the V&A, we are 8',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', '+2', '14:00', { partySize: 8 })),
        ],
        [
          'Boet I need security for my function in Centurion on Saturday at 6, dankie',
          asks(req('security', 'Centurion|Pretoria', 'sat', '18:00')),
        ],
        [
          'flights to Bloem asseblief, Monday at 7 in the oggend',
          asks(req('travel', 'Bloemfontein|Bloemfontein', 'mon', '07:00')),
        ],
        [
          'kan ek n Range Rover kry in Paarl for Thursday at 10am?',
          asks(req('luxury_vehicle', 'Paarl|Cape Winelands', 'thu', '10:00')),
        ],
        [
          'Help my plan a surprise party for my husband on the 16th in Somerset West at 7pm',
          asks(req('event_planning', 'Somerset West|Cape Town', 'dom:16', '19:00')),
        ],
        [
          'ek wil graag a personal shopper at Canal Walk môre at 11',
          asks(req('personal_shopping', 'Canal Walk|Cape Town', 'tomorrow', '11:00')),
        ],
        [
          'table for two by Babylonstoren Sondag vir lunch please',
          asks(table('Babylonstoren|Cape Winelands', 'sun', '12:30', 2)),
        ],
        [
          'driver van die lughawe in George on Friday at 3pm, thanks',
          asks(req('personal_driver', 'George Airport|Garden Route', 'fri', '15:00')),
        ],
        [
          'ag please book a masseuse at the house in Tokai vanmiddag om 4',
          asks(req('other', 'Tokai|Cape Town', 'today', '16:00')),
        ],
        [
          'I need a boat in Langebaan môreoggend at 9, lekker',
          asks(req('yacht_charter', 'Langebaan|West Coast', 'tomorrow', '09:00')),
        ],
        ['Kanselleer asseblief my driver for tomorrow, plans changed', cancel('driver_tomorrow')],
        ['can die chef kom at 8 instead of 7 on Saturday?', change('chef', { time: '20:00' })],
        ['Is my villa in Kampsbaai confirmed yet?', status('villa')],
        ['hoeveel requests het ek nog left this month?', question('allowance')],
        ['what tier is my lidmaatskap?', question('tier')],
        [
          'Bespreek asb a table for 6 at a restaurant in Pretoria East on Friday at 8',
          asks(table('Pretoria East|Pretoria', 'fri', '20:00', 6)),
        ],
        [
          'need a hotel in Mosselbaai from Wednesday vir twee nagte',
          asks(req('accommodation', 'Mossel Bay|Garden Route', 'wed', null)),
        ],
        [
          'Kan jy a driver sort for Saterdag at 9am from Hermanus to the airport',
          asks(req('personal_driver', 'Hermanus|Overberg', 'sat', '09:00')),
        ],
        ['make my table tonight vir vyf mense please', change('table_tonight', { partySize: 5 })],
        [
          'ons needs a chef for a braai on the 30th in Parys at 1pm, 20 mense',
          asks(req('private_chef', 'Parys|Vaal Triangle', 'dom:30', '13:00', { partySize: 20 })),
        ],
        ['wat kan jy doen for me? what services are there', question('capabilities')],
        [
          'luxury car in Stellenbosch vir die naweek, from Friday at 5pm',
          asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'fri', '17:00')),
        ],
      ],
    ),
    ...rowsIn(
      ['en', 'zu'],
      [
        [
          'Sawubona, I need a driver kusasa at 9am from Umhlanga',
          asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '09:00')),
        ],
        [
          'ngicela a table for 4 in Rosebank tonight at 8',
          asks(table('Rosebank|Johannesburg', 'today', '20:00', 4)),
        ],
        [
          'Please book a chef ngoMgqibelo at 7pm in Ballito, sizoba 12',
          asks(req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 12 })),
        ],
        [
          'I want a villa eCamps Bay from Friday for the family, ngiyabonga',
          asks(req('accommodation', 'Camps Bay|Cape Town', 'fri', null)),
        ],
        [
          'yacht eThekwini on Sunday at 3pm please, siyi-8',
          asks(req('yacht_charter', 'Durban|Durban', 'sun', '15:00', { partySize: 8 })),
        ],
        [
          'ngidinga security for my event eSandton on Friday at 6pm',
          asks(req('security', 'Sandton|Johannesburg', 'fri', '18:00')),
        ],
        [
          'book me a flight to eKapa ngoMsombuluko at 6am',
          asks(req('travel', 'Cape Town|Cape Town', 'mon', '06:00')),
        ],
        [
          'Ngicela a Range Rover eGoli for tomorrow at 10',
          asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'tomorrow', '10:00')),
        ],
        [
          'plan a birthday party for my daughter eSoweto on the 21st at 2pm, ngicela',
          asks(req('event_planning', 'Soweto|Johannesburg', 'dom:21', '14:00')),
        ],
        [
          'personal shopper at Gateway namuhla at 3pm',
          asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'today', '15:00')),
        ],
        [
          'table for two at the Oyster Box ngoLwesihlanu at 7:30pm',
          asks(table('Oyster Box|Durban', 'fri', '19:30', 2)),
        ],
        [
          'driver from King Shaka ngomhlomunye at 11am, ngiyabonga kakhulu',
          asks(req('personal_driver', 'King Shaka International Airport|Durban', '+2', '11:00')),
        ],
        [
          'I need a massage at home eWestville kusasa ntambama at 4',
          asks(req('other', 'Westville|Durban', 'tomorrow', '16:00')),
        ],
        ['ngicela ukhansele my chef booking for Saturday', cancel('chef')],
        ['can you move umshayeli wakusasa to 10:30?', change('driver_tomorrow', { time: '10:30' })],
        ['Is the yacht for Sunday confirmed, sisi?', status('yacht')],
        ['zingaki izicelo left on my membership?', question('allowance')],
        ['when does my ubulungu renew?', question('renewal')],
        [
          'hotel eBallito from Thursday, sibabili',
          asks(req('accommodation', 'Ballito|Durban', 'thu', null, { partySize: 2 })),
        ],
        [
          'I want a lodge eDrakensberg from the 5th, ngicela',
          asks(req('accommodation', 'Drakensberg|Drakensberg', 'dom:5', null)),
        ],
        [
          'Ngicela a table for 6 eMelrose Arch on Saturday at 1pm',
          asks(table('Melrose Arch|Johannesburg', 'sat', '13:00', 6)),
        ],
        [
          'bodyguards for my wedding eMaritzburg ngoMgqibelo at 11am',
          asks(req('security', 'Pietermaritzburg|Pietermaritzburg', 'sat', '11:00')),
        ],
        ['show me izicelo zami all of them', question('requests')],
        [
          'Please get me a driver eThekwini tonight at 9, ngiyacela',
          asks(req('personal_driver', 'Durban|Durban', 'today', '21:00')),
        ],
        [
          'chef for 6 eMhlanga ngeSonto at 1pm for lunch',
          asks(req('private_chef', 'Umhlanga|Durban', 'sun', '13:00', { partySize: 6 })),
        ],
        [
          'a luxury car eGoli ngoLwesine at 8 ekuseni',
          asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'thu', '08:00')),
        ],
      ],
    ),
  ],
};
