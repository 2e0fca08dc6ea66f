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
import { after } from '../follow-up-rows';

/**
 * Fifth held-out set: isiZulu as members text it: "ngicela", "sicela", times as "ngo-7 kusihlwa"
 * or "ngo-10 ekuseni", party sizes as "sibayi-8", "sibabili", days as "ngoMgqibelo",
 * "ngomhlomunye", dates as "mhla ziyi-14"; places as eThekwini, eGoli, or hyphenated after a
 * prefix (e-Sandton, ku-V&A Waterfront): new requests, tables, actions, questions, follow-ups.
 */
export const HELD_OUT_5_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['zu'],
      [
        // New requests.
        [
          'Ngicela umshayeli kusasa ekuseni ngo-8 esikhumulweni sezindiza i-King Shaka',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '08:00'),
          ),
        ],
        [
          'Ngidinga umpheki ngoMgqibelo kusihlwa ngo-7 e-Umhlanga, sibayi-8',
          asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 8 })),
        ],
        [
          'Ngifuna indawo yokuhlala ezintabeni zase-Drakensberg kusukela ngoLwesihlanu',
          asks(req('accommodation', 'Drakensberg|Drakensberg', 'fri', null)),
        ],
        [
          'Sicela isikebhe ngeSonto ngo-3 ntambama ku-V&A Waterfront, sibayi-10',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 10 })),
        ],
        [
          'Ngicela ungiqashele imoto kanokusho eGoli kusasa',
          asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'tomorrow', null)),
        ],
        [
          'Ngifuna umuntu ozongisiza ukuthenga izimpahla e-Sandton City ngoMgqibelo ngo-11 ekuseni',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '11:00')),
        ],
        [
          'Sidinga onogada emcimbini wethu e-Waterkloof ngoLwesihlanu ngo-6 kusihlwa',
          asks(req('security', 'Waterkloof|Pretoria', 'fri', '18:00')),
        ],
        [
          'Ngicela amathikithi endiza asuka eThekwini aya eGoli ngoLwesine ekuseni',
          asks(req('travel', 'Durban|Durban', 'thu', '09:00')),
        ],
        [
          'Ngifuna ukuhlela umgubho wosuku lokuzalwa lukamama eThekwini mhla ziyi-14',
          asks(req('event_planning', 'Durban|Durban', 'dom:14', null)),
        ],
        [
          'Umshayeli namuhla ebusuku ngo-11 e-Montecasino ngicela',
          asks(req('personal_driver', 'Montecasino|Johannesburg', 'today', '23:00')),
        ],
        [
          'Ngidinga indlu yokuhlala e-Ballito kusukela mhla ziyi-20, sibayi-6',
          asks(req('accommodation', 'Ballito|Durban', 'dom:20', null, { partySize: 6 })),
        ],
        [
          'Ngicela umshayeli ozongilanda ekhaya e-Soweto ngoMsombuluko ngo-6 ekuseni',
          asks(req('personal_driver', 'Soweto|Johannesburg', 'mon', '06:00')),
        ],
        [
          'Sifuna umpheki ozosiphekela ekhaya e-Kloof ngeSonto ngo-1 emini, sibayi-12',
          asks(req('private_chef', 'Kloof|Durban', 'sun', '13:00', { partySize: 12 })),
        ],
        [
          'Ngicela unogada kusasa kusihlwa e-Umhlanga Ridge',
          asks(req('security', 'Umhlanga Ridge|Durban', 'tomorrow', '19:00')),
        ],
        [
          'Ngicela ungibhukhele indiza isuka e-Cape Town International iya eThekwini ngoLwesihlanu ngo-7 ekuseni',
          asks(req('travel', 'Cape Town International Airport|Cape Town', 'fri', '07:00')),
        ],
        [
          'Sicela isikebhe sokudoba e-Durban Point ngomhlomunye ngo-6 ekuseni, sibahlanu',
          asks(req('yacht_charter', 'Durban Point|Durban', '+2', '06:00', { partySize: 5 })),
        ],
        [
          'Ngifuna i-Range Rover yokuqasha e-Lanseria ngoLwesibili ngo-10 ekuseni',
          asks(
            req('luxury_vehicle', 'Lanseria International Airport|Johannesburg', 'tue', '10:00'),
          ),
        ],
        [
          'Ngicela ungihlelele iphathi yomshado e-Pietermaritzburg ngoMgqibelo wesonto elizayo',
          asks(req('event_planning', 'Pietermaritzburg|Pietermaritzburg', 'next:sat', null)),
        ],
        [
          'Ngidinga umuntu ozongithengela isipho e-Gateway Mall kusasa',
          asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'tomorrow', null)),
        ],
        [
          'Ngicela umshayeli ozongilanda e-OR Tambo ngoLwesithathu ngo-4 ntambama',
          asks(
            req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'wed', '16:00'),
          ),
        ],
        [
          'Sidinga indawo yokuhlala e-Hluhluwe ngoKhisimusi, sibayi-7',
          asks(req('accommodation', 'Hluhluwe|Zululand', 'md:12-25', null, { partySize: 7 })),
        ],
        [
          'Ngicela ukubhukha i-spa e-Zimbali ngoMgqibelo ngo-2 ntambama, sibabili',
          asks(req('other', 'Zimbali|Durban', 'sat', '14:00')),
        ],
        [
          'Ngicela onogada ababili bazongiphelekezela e-Sandton kusasa ngo-9 ekuseni',
          asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '09:00')),
        ],
        [
          'Ngidinga umshayeli e-Pitori ngomhlomunye ekuseni',
          asks(req('personal_driver', 'Pretoria|Pretoria', '+2', '09:00')),
        ],
        // Tables.
        [
          'Ngicela ungibhukhele itafula labantu aba-4 e-Rosebank namuhla ebusuku ngo-8',
          asks(table('Rosebank|Johannesburg', 'today', '20:00', 4)),
        ],
        [
          'Sicela itafula lababili e-Florida Road kusasa kusihlwa ngo-7',
          asks(table('Florida Road|Durban', 'tomorrow', '19:00', 2)),
        ],
        [
          'Ngicela itafula labantu abayi-6 e-Oyster Box ngeSonto, sizodla ukudla kwasemini',
          asks(table('Oyster Box|Durban', 'sun', '12:30', 6)),
        ],
        [
          'Ngicela ungibhukhele irestorenti e-Melrose Arch ngoLwesihlanu ngo-7:30 kusihlwa, sibathathu',
          asks(table('Melrose Arch|Johannesburg', 'fri', '19:30', 3)),
        ],
        [
          'Itafula labayi-10 e-Umhlanga ngoMgqibelo ebusuku ngo-8',
          asks(table('Umhlanga|Durban', 'sat', '20:00', 10)),
        ],
        [
          'Sicela indawo yokudla e-Soweto e-Vilakazi Street ngeSonto ngo-1 emini, sibahlanu',
          asks(
            req('other', ['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg'], 'sun', '13:00', {
              partySize: 5,
              dining: true,
            }),
          ),
        ],
        [
          'Ngicela itafula lababili e-Sandton namuhla kusihlwa ngo-7',
          asks(table('Sandton|Johannesburg', 'today', '19:00', 2)),
        ],
        // Actions on the member's requests.
        ['Sicela ukhansele umshayeli obezongilanda kusasa', cancel('driver_tomorrow')],
        ['Khansela itafula lanamuhla kusihlwa', cancel('table_tonight')],
        ['Khansela umshayeli wami ngicela', cancel(either('driver_tomorrow', 'driver_friday'))],
        ['Shintsha umpheki abe ngo-8 ngoMgqibelo', change('chef', { time: '20:00' })],
        ['Sesibayi-10 manje edinini, tshela umpheki', change('chef', { partySize: 10 })],
        ['Kuhamba kanjani nge-villa yami e-Camps Bay?', status('villa')],
        ['Isikebhe sangeSonto sesiqinisekisiwe yini?', status('yacht')],
        ['Kungani isicelo sami sonogada senqatshiwe?', status('security')],
        [
          'Ngicela umshayeli wakusasa eze ngo-10 esikhundleni sika-9',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        ['Angisayidingi i-villa, ngicela uyikhansele', cancel('villa')],
        [
          'Itafula lanamuhla kusihlwa malibe labantu aba-4',
          change('table_tonight', { partySize: 4 }),
        ],
        ['Khansela isikebhe sangeSonto', cancel('yacht')],
        ['Ikhona indaba ngomshayeli wangoLwesihlanu wesonto elizayo?', status('driver_friday')],
        ['Ngicela ukhansele isicelo engisithumele ekugcineni', cancel('table_tonight')],
        [
          'Umshayeli wami akeze ngo-11 ekuseni',
          change(either('driver_tomorrow', 'driver_friday'), { time: '11:00' }),
        ],
        ['Kwenzekeni ngokuhlelwa komgubho we-50 wenkosikazi yami e-Franschhoek?', status('event')],
        ['Umpheki usevumile yini ngoMgqibelo?', status('chef')],
        // Questions.
        ['Ngikweliphi izinga lobulungu?', question('tier')],
        ['Kusele izicelo ezingaki kimi kule nyanga?', question('allowance')],
        ['Ubulungu bami buzovuselelwa ngosuku luni?', question('renewal')],
        ['Yini engilindile kuleli sonto?', question('upcoming')],
        ['Yiziphi izinto ongangenzela zona lapha?', question('capabilities')],
        ['Bengizizwa kanjani kuleli sonto eledlule?', question('mood')],
        ['Ukhumbulani ngezinto engizithandayo?', question('memory')],
        ['Ikhona yini i-provider engiphendulile?', question('provider_said')],
        ['Iziphi izicelo zami ezisavulekile?', question('requests')],
        ['Ngicela ungitshele ukuthi ipasipoti yami izophelelwa yisikhathi nini', question('vault')],
      ],
    ),
    // Follow-ups.
    ...after(['zu'], 'table_new', [
      ['Yenza ngo-8', followUp({ time: '20:00' })],
      ['Sibane manje', followUp({ partySize: 4 })],
    ]),
    ...after(['zu'], 'chef_new', [['Empeleni sibayi-8', followUp({ partySize: 8 })]]),
    ...after(['zu'], 'driver_new', [['Cha, ngoLwesihlanu', followUp({ date: 'fri' })]]),
    ...after(['zu'], 'yacht_new', [['Yenza ngoMgqibelo', followUp({ date: 'sat' })]]),
    ...after(['zu'], 'cancel_driver', [['Cha, ngiqonde omunye', theOther]]),
    ...after(['zu'], 'change_chef', [['Cha, hhayi umpheki, itafula', theOther]]),
  ],
};
