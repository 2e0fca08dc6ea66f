import {
  asks,
  cancel,
  change,
  either,
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

/**
 * Held-out isiZulu messages (new requests, actions, questions and a few follow-ups) in simple
 * isiZulu as members write it, without reading the first set or the engine. Never tune the
 * engine on these rows. "kusasa" tomorrow, "namuhla" today, "ngomhlomunye" the day after
 * tomorrow; "ekuseni" morning, "emini" midday, "ntambama" afternoon, "kusihlwa" evening,
 * "ebusuku" night (20:00 when bare); eThekwini Durban, eGoli Johannesburg, eKapa Cape Town,
 * ePitoli Pretoria, eMhlanga Umhlanga.
 */
export const HELD_OUT_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['zu'],
      [
        [
          'Ngicela umshayeli kusasa ngo-9 ekuseni e-OR Tambo',
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
          'Ngicela ukubhukha itafula labantu ababili eSandton namuhla ngo-8 ebusuku',
          asks(table('Sandton|Johannesburg', 'today', '20:00', 2)),
        ],
        [
          'Ngidinga umpheki ngoMgqibelo ngo-7 kusihlwa eThekwini, wabantu abangu-8',
          asks(req('private_chef', 'Durban|Durban', 'sat', '19:00', { partySize: 8 })),
        ],
        [
          'Ngicela isikebhe ngeSonto ngo-3 ntambama eKapa',
          asks(req('yacht_charter', 'Cape Town|Cape Town', 'sun', '15:00')),
        ],
        [
          'Ngifuna ihhotela eMhlanga ngoLwesihlanu',
          asks(req('accommodation', 'Umhlanga|Durban', 'fri', null)),
        ],
        [
          'Ngicela unogada ngoMgqibelo ebusuku eGoli',
          asks(req('security', 'Johannesburg|Johannesburg', 'sat', '20:00')),
        ],
        [
          'Ngicela amathikithi endiza aya eKapa ngoLwesine',
          asks(req('travel', 'Cape Town|Cape Town', 'thu', null)),
        ],
        [
          'Ngicela ungibhukhele itafula labantu abane eRosebank kusasa ngo-7 kusihlwa',
          asks(table('Rosebank|Johannesburg', 'tomorrow', '19:00', 4)),
        ],
        [
          'Ngicela i-Range Rover eThekwini kusasa ekuseni',
          asks(req('luxury_vehicle', 'Durban|Durban', 'tomorrow', '09:00')),
        ],
        [
          'Ngicela ungihlelele umcimbi wosuku lokuzalwa ePitoli ngomhla ka-20 ngo-6 kusihlwa',
          asks(req('event_planning', 'Pretoria|Pretoria', 'dom:20', '18:00')),
        ],
        [
          'Ngicela umuntu ozongisiza ukuthenga eSandton City ngoLwesine ngo-10 ekuseni',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '10:00')),
        ],
        [
          'Ngicela umshayeli ovela e-King Shaka aye eMhlanga ngoLwesihlanu ngo-2 ntambama',
          asks(req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '14:00')),
        ],
        [
          'Ngicela itafula labantu abayisithupha ngeSonto ngo-1 emini eBallito',
          asks(table('Ballito|Durban', 'sun', '13:00', 6)),
        ],
        [
          'Ngidinga indawo yokuhlala eDrakensberg kusukela ngomhla ka-15',
          asks(req('accommodation', 'Drakensberg|Drakensberg', 'dom:15', null)),
        ],
        [
          'Ngicela umpheki namuhla ngo-7 kusihlwa eMhlanga, wabantu abane',
          asks(req('private_chef', 'Umhlanga|Durban', 'today', '19:00', { partySize: 4 })),
        ],
        [
          'Ngicela umshayeli kusasa ngo-6 ekuseni, usuka eCenturion uya e-OR Tambo',
          asks(req('personal_driver', 'Centurion|Pretoria', 'tomorrow', '06:00')),
        ],
        [
          'Itafula labantu ababili namuhla ngo-7:30 kusihlwa eMelrose Arch',
          asks(table('Melrose Arch|Johannesburg', 'today', '19:30', 2)),
        ],
        [
          'Ngicela isikebhe eDurban Point ngoMgqibelo ngo-10 ekuseni',
          asks(req('yacht_charter', 'Durban Point|Durban', 'sat', '10:00')),
        ],
        [
          'Ngifuna ukubhukha ihhotela eGoli ngoLwesithathu',
          asks(req('accommodation', 'Johannesburg|Johannesburg', 'wed', null)),
        ],
        [
          'Ngicela onogada emshadweni ePietermaritzburg ngoMgqibelo ngo-2 ntambama',
          asks(req('security', 'Pietermaritzburg|Pietermaritzburg', 'sat', '14:00')),
        ],
        [
          'Ngicela itafula labantu abathathu kusasa ngo-12:30 eMenlyn',
          asks(table('Menlyn|Pretoria', 'tomorrow', '12:30', 3)),
        ],
        [
          'Ngidinga umshayeli ngoMsombuluko ngo-8 ekuseni ePitoli',
          asks(req('personal_driver', 'Pretoria|Pretoria', 'mon', '08:00')),
        ],
        [
          'Ngicela umpheki ngeSonto ngo-1 emini eHermanus, wabantu abangu-12',
          asks(req('private_chef', 'Hermanus|Overberg', 'sun', '13:00', { partySize: 12 })),
        ],
        [
          'Ngicela imoto kanokusho eLanseria ngoLwesibili ngo-11 ekuseni',
          asks(
            req('luxury_vehicle', 'Lanseria International Airport|Johannesburg', 'tue', '11:00'),
          ),
        ],
        [
          'Ngicela itafula labantu abahlanu ngoLwesihlanu ngo-7 kusihlwa e-V&A Waterfront',
          asks(table('V&A Waterfront|Cape Town', 'fri', '19:00', 5)),
        ],
        [
          'Ngicela amathikithi endiza aya eThekwini ngomhlomunye',
          asks(req('travel', 'Durban|Durban', '+2', null)),
        ],
        [
          'Sawubona, ngicela umshayeli namuhla ngo-5 ntambama eSandton',
          asks(req('personal_driver', 'Sandton|Johannesburg', 'today', '17:00')),
        ],
        ['Sawubona, ngicela ukhansele umshayeli wakusasa', cancel('driver_tomorrow')],
        ['Ngicela ukhansele itafula lami lanamuhla', cancel('table_tonight')],
        ['Khansela umpheki wangoMgqibelo', cancel('chef')],
        ['Ngicela ukhansele umshayeli', cancel(either('driver_tomorrow', 'driver_friday'))],
        [
          'Ngicela ushintshe isikhathi sompheki sibe ngu-8 ebusuku',
          change('chef', { time: '20:00' }),
        ],
        [
          'Ngicela ushintshe itafula lanamuhla libe ngelabantu abane',
          change('table_tonight', { partySize: 4 }),
        ],
        ['Ingabe i-villa yami isiqinisekisiwe?', status('villa')],
        ['Kuthiwani ngesikebhe sangeSonto?', status('yacht')],
        ['Ngisele nezicelo ezingaki?', question('allowance')],
        ['Ngicela ungitshele isigaba sobulungu bami', question('tier')],
        ['Buzovuselelwa nini ubulungu bami?', question('renewal')],
        ['Yini engiyibhukhile kuleli sonto?', question('upcoming')],
        ['Ungangisiza ngani?', question('capabilities')],
      ],
    ),
    ...rowsAfter(['zu'], 'table_new', [
      ['Yenza kube ngo-8 ebusuku', followUp({ time: '20:00' })],
      ['Sizoba bane', followUp({ partySize: 4 })],
    ]),
    ...rowsAfter(['zu'], 'driver_new', [['Yenza kube ngo-7 ekuseni', followUp({ time: '07:00' })]]),
    ...rowsAfter(['zu'], 'cancel_driver', [['Cha, omunye', theOther]]),
  ],
};
