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
const FLIGHT: ServiceType[] = ['travel', 'other'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const WEEKEND = either('chef', 'yacht');

/**
 * Eleventh held-out set: isiZulu, as members write it (kusasa, namuhla kusihlwa, ngomhlomunye,
 * ngoMgqibelo, eThekwini, eGoli, eKapa, eMhlanga): new requests, tables, several at once,
 * actions on their requests, questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_11_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli kusasa ekuseni ngo-7 ukusuka eMhlanga aye e-King Shaka',
        asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '07:00')),
      ],
      [
        'Ngidinga umpheki ekhaya eBallito ngoMgqibelo ngo-6 kusihlwa, sizoba abantu abayi-10',
        asks(req('private_chef', 'Ballito|Durban', 'sat', '18:00', { partySize: 10 })),
      ],
      [
        'Ngifuna indlu yokuhlala eKapa eClifton kusukela zingama-22 kuZibandlela, abantu abayisithupha',
        asks(req('accommodation', 'Clifton|Cape Town', 'md:12-22', null, { partySize: 6 })),
      ],
      [
        'sicela isikebhe eThekwini ngeSonto ngo-10 ekuseni, sibayisishiyagalombili',
        asks(req('yacht_charter', 'Durban|Durban', 'sun', '10:00', { partySize: 8 })),
      ],
      [
        'Ngicela imoto kanokusho, i-Range Rover, eGoli kusukela ngoMsombuluko',
        asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'mon', null)),
      ],
      [
        'ngifuna ifulaythi eya eKapa ngoLwesihlanu ekuseni',
        asks(req(FLIGHT, 'Cape Town|Cape Town', 'fri', '09:00')),
      ],
      [
        'Ngidinga onogada emcimbini wami eSandton ngoLwesine kusukela ngo-18:00',
        asks(req('security', 'Sandton|Johannesburg', 'thu', '18:00')),
      ],
      [
        'Ngicela ningihlelele iphathi yokuzalwa komkami ePitoli ngomhlaka-14, abantu abangu-40',
        asks(req('event_planning', 'Pretoria|Pretoria', 'dom:14', null, { partySize: 40 })),
      ],
      [
        'ngidinga umuntu ongisiza ukuthenga izingubo eGateway ngoMgqibelo ngo-11',
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'sat', '11:00')),
      ],
      [
        'Ngicela ungilande e-OR Tambo ngomhlomunye ngo-14:30',
        asks(req('personal_driver', 'OR Tambo|Johannesburg', '+2', '14:30')),
      ],
      [
        'Sifuna ilodge eKruger kusukela ngoLwesihlanu olandelayo, abantu abane',
        asks(req('accommodation', 'Kruger|Kruger', 'next:fri', null, { partySize: 4 })),
      ],
      [
        'umshayeli namuhla ngo-9 ebusuku ukusuka eRosebank',
        asks(req('personal_driver', 'Rosebank|Johannesburg', 'today', '21:00')),
      ],
      [
        'Ngicela umpheki wokudla kwasemini ngeSonto ngo-1 eKloof, abantu abayi-12',
        asks(req('private_chef', 'Kloof|Durban', 'sun', '13:00', { partySize: 12 })),
      ],
      [
        'Ngidinga ihhotela e-Umhlanga kusukela namuhla, ubusuku obubili',
        asks(req('accommodation', 'Umhlanga|Durban', 'today', null)),
      ],
      [
        'sicela umhleli womshado eDrakensberg ngomhlaka-5 kuNdasa',
        asks(req('event_planning', 'Drakensberg|Drakensberg', 'md:03-05', null)),
      ],
      [
        'Ngicela unogada angiphelekezele ukusuka eLanseria kusasa ngo-16:00',
        asks(req('security', 'Lanseria International Airport|Johannesburg', 'tomorrow', '16:00')),
      ],
      [
        'Ngifuna ithikithi lebhola eMoses Mabhida ngoMgqibelo, amathikithi amabili',
        asks(req('other', 'Moses Mabhida Stadium|Durban', 'sat', null, { partySize: 2 })),
      ],
      [
        'Ngicela i-helicopter flip eKapa ngeSonto ngo-11 yabantu ababili',
        asks(req(['other', 'travel'], 'Cape Town|Cape Town', 'sun', '11:00', { partySize: 2 })),
      ],
      [
        'Ngidinga imoto enomshayeli izolanda umama eBram Fischer ngoLwesibili ngo-10',
        asks(req(CAR, 'Bram Fischer International Airport|Bloemfontein', 'tue', '10:00')),
      ],
      [
        'sicela umuntu ozosenzela i-massage ehhotela eSun City kusasa ngo-3 ntambama',
        asks(req('other', 'Sun City|Pilanesberg', 'tomorrow', '15:00')),
      ],
      [
        'Ngicela umshayeli ngoLwesibili olandelayo ngo-8 ekuseni ukusuka eSandton aye ePitoli',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'next:tue', '08:00')),
      ],

      // Tables.
      [
        'Ngicela itafula labantu ababili eMhlanga namuhla kusihlwa ngo-7:30',
        asks(table('Umhlanga|Durban', 'today', '19:30', 2)),
      ],
      [
        'sicela itafula labantu abane eSandton kusasa ngo-8 ebusuku',
        asks(table('Sandton|Johannesburg', 'tomorrow', '20:00', 4)),
      ],
      [
        'Ngifuna ukubhukha itafula labantu abayisithupha eFlorida Road ngoLwesihlanu ngo-19:00',
        asks(table('Florida Road|Durban', 'fri', '19:00', 6)),
      ],
      [
        'itafula lesidlo sasemini eFranschhoek ngeSonto ngo-12:30, sibathathu',
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 3)),
      ],
      [
        'Ngicela itafula labantu abahlanu eMelrose Arch ngoMgqibelo ngo-6 kusihlwa',
        asks(table('Melrose Arch|Johannesburg', 'sat', '18:00', 5)),
      ],
      [
        'Itafula labantu aba-8 e-Oyster Box ngomhlomunye ngo-1 emini',
        asks(table('Oyster Box|Durban', '+2', '13:00', 8)),
      ],
      [
        'ngicela ungibhukhele itafula lami nomkami eKapa eWaterfront ngo-8 namuhla ebusuku',
        asks(table('V&A Waterfront|Cape Town', 'today', '20:00', 2)),
      ],
      [
        'Sicela itafula labantu abayishumi eSoweto ngeSonto ngo-2, sizogubha usuku lokuzalwa',
        asks(table('Soweto|Johannesburg', 'sun', '14:00', 10)),
      ],
      [
        'itafula lomuntu oyedwa eMenlyn ngoLwesithathu ngo-7 kusihlwa',
        asks(table('Menlyn|Pretoria', 'wed', '19:00', 1)),
      ],
      [
        'Ngicela itafula labantu abathathu eBallito kusasa ngo-9 ekuseni, sifuna ibhulakufesi',
        asks(table('Ballito|Durban', 'tomorrow', '09:00', 3)),
      ],
      [
        'Sicela itafula labantu abayisikhombisa eStellenbosch ngoMgqibelo ngo-1',
        asks(table('Stellenbosch|Cape Winelands', 'sat', '13:00', 7)),
      ],

      // Several at once.
      [
        'Ngicela umshayeli e-King Shaka ngoLwesihlanu ngo-5 ntambama kanye netafula labantu ababili eMhlanga ngo-8 ebusuku',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '17:00'),
          table('Umhlanga|Durban', 'fri', '20:00', 2),
        ),
      ],
      [
        'sidinga indlu eBallito kusukela ngomhlaka-20 kanye nompheki ngomhlaka-21 ngo-7 kusihlwa, abantu abayi-8',
        asks(
          req('accommodation', 'Ballito|Durban', 'dom:20', null, { partySize: 8 }),
          req('private_chef', ['Ballito|Durban', null], 'dom:21', '19:00', { partySize: 8 }),
        ),
      ],
      [
        'Kusasa: ifulaythi eya eGoli ekuseni, imoto e-OR Tambo ngo-11, netafula labantu abane eSandton ngo-7 kusihlwa',
        asks(
          req(FLIGHT, 'Johannesburg|Johannesburg', 'tomorrow', '09:00'),
          req(CAR, 'OR Tambo|Johannesburg', 'tomorrow', '11:00'),
          table('Sandton|Johannesburg', 'tomorrow', '19:00', 4),
        ),
      ],
      [
        'Ngidinga unogada nomshayeli ngoMgqibelo kusukela ngo-6 kusihlwa eSandton',
        asks(
          req('security', 'Sandton|Johannesburg', 'sat', '18:00'),
          req('personal_driver', 'Sandton|Johannesburg', 'sat', '18:00'),
        ),
      ],
      [
        'sicela isikebhe eKnysna ngeSonto ngo-10 sabantu abayisithupha kanye nendawo yokuhlala eKnysna kusukela ngoMgqibelo',
        asks(
          req('yacht_charter', 'Knysna|Garden Route', 'sun', '10:00', { partySize: 6 }),
          req('accommodation', 'Knysna|Garden Route', 'sat', null),
        ),
      ],
      [
        'Ngicela umpheki eWaterkloof ngoLwesihlanu ngo-7 kusihlwa wabantu abayi-10, nomuntu othatha izithombe ngaleso sikhathi',
        asks(
          req('private_chef', 'Waterkloof|Pretoria', 'fri', '19:00', { partySize: 10 }),
          req('other', ['Waterkloof|Pretoria', null], 'fri', '19:00'),
        ),
      ],
      [
        'umshayeli ukusuka eHatfield ngoMsombuluko ngo-6 ekuseni aye eLanseria, nehhotela eKapa kusukela ngoMsombuluko',
        asks(
          req('personal_driver', 'Hatfield|Pretoria', 'mon', '06:00'),
          req('accommodation', 'Cape Town|Cape Town', 'mon', null),
        ),
      ],

      // Actions on their requests.
      ['Ngicela ukhansele itafula lase-Test Kitchen namuhla kusihlwa', cancel('table_tonight')],
      [
        'Sawubona, umshayeli engimbhukhile ngicela umkhansele, umfowethu uzongilanda',
        cancel(DRIVERS),
      ],
      ['Ngicela ukhansele umpheki wangoMgqibelo, umcimbi awusekho', cancel('chef')],
      ['Khansela i-villa eCamps Bay', cancel('villa')],
      ['Ngicela ukhansele isikebhe sangeSonto, umoya uzoba namandla', cancel('yacht')],
      ['Umshayeli wase-OR Tambo kusasa, ngicela ukhansele', cancel('driver_tomorrow')],
      [
        'Ngicela ushintshe isikhathi setafula lanamuhla kusihlwa sibe ngu-9',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        'Umshayeli wakusasa e-OR Tambo angafika ngo-10:30 esikhundleni sika-9?',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      ['Sesingabantu abayi-12 kumpheki wangoMgqibelo', change('chef', { partySize: 12 })],
      [
        'Ngicela utshele umpheki ukuthi omunye wezivakashi akadli inyama, ungu-vegetarian',
        change('chef', { notes: 'vegetarian' }),
      ],
      ['I-villa yaseCamps Bay, sesizoba abayisishiyagalombili', change('villa', { partySize: 8 })],
      ['Kuhamba kanjani ngetafula lami lanamuhla?', status('table_tonight')],
      [
        'Isikebhe sangeSonto ntambama sesiqinisekisiwe yini ngabakwa-Atlantic Blue?',
        status('yacht'),
      ],
      ['Kwenzekeni ngonogada bami baseSandton ngesonto eledlule?', status('security')],
      ['Unjani umsebenzi we-villa eCamps Bay?', status('villa')],
      ['Umshayeli wami uzofika ngasikhathi sini?', status(DRIVERS)],
      ['Khansela izinto zami zangempelasonto', cancel(WEEKEND)],
      [
        'Umshayeli waseKapa ngoLwesihlanu ozayo, angafika ngo-7 kunokuba ngu-6?',
        change('driver_friday', { time: '19:00' }),
      ],
      ['umpheki wangoMgqibelo sewutholakele yini?', status('chef')],

      // Questions.
      ['Ngicela ungitshele ukuthi ngikuliphi izinga lobulungu kwa-Aurum', question('tier')],
      ['Zingaki izicelo engisele nazo kule nyanga ngaphambi kokuba iphele?', question('allowance')],
      ['Ubulungu bami buzovuselelwa nini?', question('renewal')],
      ['Ngicela ungikhumbuze ukuthi yini enginayo kuleli sonto', question('upcoming')],
      ['Ngicela ungibonise zonke izicelo zami, ezindala nezintsha', question('requests')],
      ['Ingabe abahlinzeki sebephendulile kwizicelo zami?', question('provider_said')],
      ['Yini oyikhumbulayo ngami nangalokho engikuthandayo?', question('memory')],
      ['Umoya wami ubunjani kuleli sonto eledlule ngokwe-journal yami?', question('mood')],
      ['Yini ongangenzela yona ngaphandle kokubhukha abashayeli?', question('capabilities')],
      ['Yini ekhona e-vault yami?', question('vault')],
      [
        'Ngikuliphi izinga lobulungu futhi zingaki izicelo engisele nazo kule nyanga?',
        question('tier', 'allowance'),
      ],

      // A person, or out of scope.
      ['Ngifuna ukukhuluma nomuntu wangempela wakwa-Aurum, hhayi umshini', human],
      ['Ngicela umuntu angishayele ucingo', human],
      ['angifuni irobhothi, ngifuna umuntu', human],
      ['Ngicela ungixhumanise nomunye wabasebenzi be-concierge', human],
      ['Izulu lizoba njani kusasa eThekwini, lizona yini?', outOfScope],
      ['Ubani owine umdlalo webhola phakathi kwe-Chiefs nama-Pirates izolo?', outOfScope],
      ['Ngibhalele inkondlo ngothando', outOfScope],
      ['Yimalini u-20% ka-R5 000?', outOfScope],
      ['Ngicela ungisize ngomsebenzi wesikole wengane yami', outOfScope],
    ],
  ),
};
