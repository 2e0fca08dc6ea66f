import {
  asks,
  cancel,
  change,
  followUp,
  question,
  req,
  rowsIn,
  status,
  table,
  theOther,
  type LabelledSet,
} from '../labels';
import { rowsAfter } from './rows-after';

const AF_EN: ['af', 'en'] = ['af', 'en'];
const ZU_EN: ['zu', 'en'] = ['zu', 'en'];

/**
 * Held-out messages mixing English with Afrikaans or isiZulu, as members switch mid-sentence;
 * the reply may be in either language. Written without reading the first set or the engine.
 * Never tune the engine on these rows.
 */
export const HELD_OUT_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(AF_EN, [
      [
        'Can you book a table vir twee vanaand at 8 in Sandton?',
        asks(table('Sandton|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Ek need a driver môre at 9 from OR Tambo asseblief',
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
        'Please reël a chef vir Saterdag at 7pm in Constantia, ons is 6',
        asks(req('private_chef', 'Constantia|Cape Town', 'sat', '19:00', { partySize: 6 })),
      ],
      [
        'Hi, ek soek a villa in Camps Bay vanaf next week Friday',
        asks(req('accommodation', 'Camps Bay|Cape Town', 'next:fri', null)),
      ],
      ['Kanselleer my table tonight please', cancel('table_tonight')],
      ['Is my yacht booking vir Sondag confirmed?', status('yacht')],
      [
        'Boek asseblief a yacht from the V&A, Sondag 3pm, 10 people',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 10 })),
      ],
      ['Flights to Durban vir oormôre please', asks(req('travel', 'Durban|Durban', '+2', null))],
      [
        'Kan jy a Range Rover organise in Stellenbosch môreoggend?',
        asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'tomorrow', '09:00')),
      ],
      [
        'Lekker, can you get me a table for 4 by die V&A in Kaapstad, Friday 7pm',
        asks(table('V&A Waterfront|Cape Town', 'fri', '19:00', 4)),
      ],
      ['Move die chef to 8pm asseblief', change('chef', { time: '20:00' })],
      ['How many requests het ek nog left?', question('allowance')],
      [
        'Ek wil a bodyguard hê for Saturday night in Sandton',
        asks(req('security', 'Sandton|Johannesburg', 'sat', '20:00')),
      ],
      [
        'Book vir my a hotel in Hermanus for Friday, dankie',
        asks(req('accommodation', 'Hermanus|Overberg', 'fri', null)),
      ],
      [
        'Shopping trip by Canal Walk Donderdag at 10am, with a personal shopper asb',
        asks(req('personal_shopping', 'Canal Walk|Cape Town', 'thu', '10:00')),
      ],
      [
        'Driver van Kaapstad airport to Franschhoek, Vrydag 2pm',
        asks(
          req(
            'personal_driver',
            ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'],
            'fri',
            '14:00',
          ),
        ),
      ],
      ['Wat is my tier op Aurum?', question('tier')],
      [
        'table vir 2 at 7:30 vanaand in Stellenbosch',
        asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 2)),
      ],
      ['Cancel asseblief die driver vir môre', cancel('driver_tomorrow')],
      ['Ons is nou 4 people vir tonight se table', change('table_tonight', { partySize: 4 })],
      [
        'Ek sal a chef nodig hê vir Sondag lunch at 1pm in Paarl vir 10 mense',
        asks(req('private_chef', 'Paarl|Cape Winelands', 'sun', '13:00', { partySize: 10 })),
      ],
      [
        'Kan ek a driver kry Maandag 8am in Pretoria?',
        asks(req('personal_driver', 'Pretoria|Pretoria', 'mon', '08:00')),
      ],
    ]),
    ...rowsAfter(AF_EN, 'table_new', [['maak it 8pm', followUp({ time: '20:00' })]]),
    ...rowsIn(ZU_EN, [
      [
        'Ngicela a driver kusasa at 9am from OR Tambo',
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
        'Please book itafula for 2 namuhla at 8pm eSandton',
        asks(table('Sandton|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Ngidinga a private chef ngoMgqibelo at 7pm eThekwini for 8 people',
        asks(req('private_chef', 'Durban|Durban', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'Can I get a hotel eMhlanga ngoLwesihlanu, ngiyabonga',
        asks(req('accommodation', 'Umhlanga|Durban', 'fri', null)),
      ],
      [
        'Ngicela flights to eKapa ngoLwesine',
        asks(req('travel', 'Cape Town|Cape Town', 'thu', null)),
      ],
      [
        'Book a boat ngeSonto at 10am eDurban Point',
        asks(req('yacht_charter', 'Durban Point|Durban', 'sun', '10:00')),
      ],
      ['Ngicela ukhansele my driver for tomorrow', cancel('driver_tomorrow')],
      ['Is my villa confirmed? Ngiyabonga', status('villa')],
      ['Sawubona! How many requests ngisele nazo?', question('allowance')],
      [
        'Ngicela a bodyguard eGoli ngoMgqibelo at 8pm',
        asks(req('security', 'Johannesburg|Johannesburg', 'sat', '20:00')),
      ],
      [
        'I need umshayeli namuhla at 5pm eRosebank',
        asks(req('personal_driver', 'Rosebank|Johannesburg', 'today', '17:00')),
      ],
      [
        'Ngicela a table for 6 ngeSonto at 1pm eBallito',
        asks(table('Ballito|Durban', 'sun', '13:00', 6)),
      ],
      [
        'Ngicela a Range Rover eThekwini kusasa morning',
        asks(req('luxury_vehicle', 'Durban|Durban', 'tomorrow', '09:00')),
      ],
      ['Please move umpheki to 8pm', change('chef', { time: '20:00' })],
      ['Ngicela ukhansele the table tonight', cancel('table_tonight')],
      [
        'Sawubona, I want to plan a birthday party ePitoli ngomhla ka-20 at 6pm',
        asks(req('event_planning', 'Pretoria|Pretoria', 'dom:20', '18:00')),
      ],
      [
        'Ngicela a personal shopper eSandton City ngoLwesine at 11am',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '11:00')),
      ],
      ['What tier am I? Ngiyabonga', question('tier')],
      [
        'Ngicela a table for 4 kusasa at 7pm eMelrose Arch',
        asks(table('Melrose Arch|Johannesburg', 'tomorrow', '19:00', 4)),
      ],
    ]),
    ...rowsAfter(ZU_EN, 'driver_new', [['Cha, make it 7am', followUp({ time: '07:00' })]]),
    ...rowsAfter(ZU_EN, 'cancel_driver', [['Cha, the other one', theOther]]),
  ],
};
