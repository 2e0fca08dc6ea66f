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
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');

/** A table a human could file at either place (a landmark or street and its suburb or city). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-first held-out set: isiZulu, as members write it, with the English words they use
 * ("i-yacht", "i-villa", "i-lodge", "i-massage", "i-helicopter", "i-bodyguard", "i-Mercedes",
 * "i-trial", "i-vault", "i-passport", "i-journal", "i-bot", "i-halal") beside their isiZulu words
 * (umshayeli, umpheki, unogada, isikebhe sokudoba, indiza, ihhotela, itafula, ibhulakufesi,
 * ukudla kwasemini, isidlo sakusihlwa, amathikithi, umthwebuli wezithombe, imoto kanokusho,
 * umuntu ozobheka izingane, umcimbi, isigaba sobulungu, izicelo, abahlinzeki, umphathi):
 * kusasa ngo-10 ekuseni, kusasa ngo-2 emini, kusasa ebusuku kusukela ngo-7, namuhla kusihlwa
 * ngo-7, namuhla ntambama ngo-4, namuhla ngo-1 emini, ngomhlomunye, ngoMsombuluko, ngoLwesine,
 * ngoLwesihlanu, ngoLwesihlanu olandelayo, ngoMgqibelo, ngoMgqibelo ebusuku, ngeSonto, mhla
 * zi-17, mhla zi-19, mhla zi-21, mhla zi-26, "ngalolo suku"; eThekwini, eGoli, eKapa, eMhlanga,
 * eBallito, eSalt Rock, eZimbali, eWestville, eHillcrest, eKloof, eBerea, eGlenwood, eMusgrave,
 * eLa Lucia, eChatsworth, eRichards Bay, eHluhluwe, eVirginia Airport, eKing Shaka, eFlorida
 * Road, eSoweto, eSandton, eBryanston, eRosebank, eMelville, eMelrose Arch, eMontecasino,
 * eMidrand, eMenlyn, eHatfield, eLanseria, eCamps Bay; times as ngo-9 ekuseni, ngo-1 emini, ngo-4
 * ntambama, ngo-6 kusihlwa, ngo-7 kusihlwa, ngo-8 ebusuku, ngo-12:30, ngo-7:30 kusihlwa; parties
 * as ngingedwa, sibabili, sibathathu, sibane, sibahlanu, siyisithupha, siyisikhombisa,
 * siyisishiyagalombili, siyishumi, siyishumi nambili, siyi-12, mina nomkami: new requests,
 * tables, several at once, actions on their requests (some a human would have to ask about),
 * questions, and asking for a person or for something out of scope. A note for a provider is
 * labelled by a word the same in both languages (halal).
 */
export const HELD_OUT_21_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Sawubona, ngicela umshayeli ozongithatha e-OR Tambo kusasa ngo-10 ekuseni',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '10:00',
          ),
        ),
      ],
      [
        'Ngidinga umpheki ozosiphekela ekhaya eWestville ngoMgqibelo ngo-7 kusihlwa, siyishumi',
        asks(req('private_chef', 'Westville|Durban', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        'Ngicela ihhotela eMhlanga ngoLwesihlanu nangoMgqibelo, sibabili',
        asks(req('accommodation', 'Umhlanga|Durban', 'fri', null)),
      ],
      [
        'Ngifuna ukuqasha i-yacht eV&A Waterfront ngeSonto ngo-3 ntambama, siyishumi nambili',
        asks(req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 12 })),
      ],
      [
        'Ngicela unogada endlini yami eBryanston kusukela mhla zi-17, ngoba sizobe singekho',
        asks(req('security', 'Bryanston|Johannesburg', 'dom:17', null)),
      ],
      [
        'Ngidinga amathikithi endiza asuka eGoli aya eKapa ngoLwesihlanu ekuseni, sibabili',
        asks(req(FLIGHT, JOBURG, 'fri', '09:00')),
      ],
      [
        'Ngicela i-Mercedes ezongilinda eKing Shaka kusasa ngo-2 emini',
        asks(req(HIRE, 'King Shaka International Airport|Durban', 'tomorrow', '14:00')),
      ],
      [
        'Ngifuna umuntu ozongithengela izingubo zomshado eSandton City ngoMgqibelo',
        asks(req(ERRAND, ['Sandton City|Johannesburg', 'Sandton|Johannesburg'], 'sat', null)),
      ],
      [
        'Ngicela ungihlelele umcimbi wokugubha iminyaka engu-40 yomkami eBallito mhla zi-26',
        asks(req('event_planning', 'Ballito|Durban', 'dom:26', null)),
      ],
      [
        'Ngidinga i-massage eZimbali namuhla ntambama ngo-4',
        asks(req('other', 'Zimbali|Durban', 'today', '16:00')),
      ],
      [
        'Ngicela umthwebuli wezithombe emshadweni eHillcrest ngoMgqibelo kusukela ngo-11 ekuseni',
        asks(req('other', 'Hillcrest|Durban', 'sat', '11:00')),
      ],
      [
        'Ngicela umshayeli ozothatha umama eChatsworth ngoMsombuluko ngo-8 ekuseni amyise esibhedlela',
        asks(req('personal_driver', 'Chatsworth|Durban', 'mon', '08:00')),
      ],
      [
        'Sifuna i-lodge eHluhluwe izinsuku ezintathu kusukela mhla zi-19',
        asks(req('accommodation', 'Hluhluwe|Zululand', 'dom:19', null)),
      ],
      [
        'Ngicela amathikithi amane omdlalo wamaSharks eKings Park ngoMgqibelo',
        asks(req('other', 'Kings Park Stadium|Durban', 'sat', null)),
      ],
      [
        'Ngidinga umuntu ozobheka izingane eLa Lucia kusasa ebusuku kusukela ngo-7',
        asks(req('other', 'La Lucia|Durban', 'tomorrow', '19:00')),
      ],
      [
        'Ngicela i-helicopter esuka eVirginia Airport iye eDrakensberg ngeSonto ngo-9 ekuseni',
        asks(req(CHOPPER, 'Virginia Airport|Durban', 'sun', '09:00')),
      ],
      [
        'Ngicela i-bodyguard ezongiphelezela emcimbini eMelrose Arch ngoLwesihlanu ngo-7 kusihlwa',
        asks(req('security', MELROSE_ARCH, 'fri', '19:00')),
      ],
      [
        'Ngidinga umpheki wokudla kwasemini eKloof ngeSonto ngo-1 emini, siyisishiyagalombili',
        asks(req('private_chef', 'Kloof|Durban', 'sun', '13:00', { partySize: 8 })),
      ],
      [
        'Ngicela i-villa eSalt Rock kusukela ngoLwesihlanu kuze kube ngeSonto, siyisithupha',
        asks(req('accommodation', 'Salt Rock|Durban', 'fri', null)),
      ],
      [
        'Ngidinga isikebhe sokudoba eRichards Bay ngoMgqibelo ngo-5 ekuseni, sibane',
        asks(req(BOAT, 'Richards Bay|Zululand', 'sat', '05:00', { partySize: 4 })),
      ],

      // Tables.
      [
        'Ngicela itafula labantu ababili eFlorida Road namuhla kusihlwa ngo-7',
        asks(tableAt(['Florida Road|Durban'], 'today', '19:00', 2)),
      ],
      [
        'Sifuna itafula lokudla kwasemini eUmhlanga kusasa ngo-12:30, sibahlanu',
        asks(table('Umhlanga|Durban', 'tomorrow', '12:30', 5)),
      ],
      [
        'Ngicela ungibhukele itafula eMelville ngoLwesihlanu ngo-8 ebusuku, sibane',
        asks(table('Melville|Johannesburg', 'fri', '20:00', 4)),
      ],
      [
        'Itafula labantu abayisithupha eRosebank ngoMgqibelo ngo-7:30 kusihlwa',
        asks(table('Rosebank|Johannesburg', 'sat', '19:30', 6)),
      ],
      [
        'Mina nomkami sifuna isidlo sakusihlwa eBallito ngeSonto ngo-6 kusihlwa',
        asks(table('Ballito|Durban', 'sun', '18:00', 2)),
      ],
      [
        'Ngicela itafula eSandton namuhla ngo-1 emini, ngingedwa',
        asks(table('Sandton|Johannesburg', 'today', '13:00', 1)),
      ],
      [
        'Ibhulakufesi labantu abathathu eMusgrave kusasa ngo-9 ekuseni',
        asks(table('Musgrave|Durban', 'tomorrow', '09:00', 3)),
      ],
      [
        'Sicela itafula labantu abayi-10 eVilakazi Street eSoweto ngoMgqibelo ngo-2 emini',
        asks(
          tableAt(
            ['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg', 'Orlando West|Johannesburg'],
            'sat',
            '14:00',
            10,
          ),
        ),
      ],
      [
        'Itafula lababili e-Oyster Box ngomhlomunye ngo-7 kusihlwa',
        asks(tableAt(OYSTER_BOX, '+2', '19:00', 2)),
      ],
      [
        'Ngicela itafula eHatfield ngoLwesine ngo-7 kusihlwa, siyisikhombisa',
        asks(table('Hatfield|Pretoria', 'thu', '19:00', 7)),
      ],
      [
        'Sifuna ukudla kwasemini eGlenwood ngoMsombuluko ngo-1 emini, sibathathu',
        asks(table('Glenwood|Durban', 'mon', '13:00', 3)),
      ],
      [
        'Ngicela itafula eMenlyn ngoLwesihlanu ngo-6 kusihlwa, siyi-12',
        asks(table('Menlyn|Pretoria', 'fri', '18:00', 12)),
      ],

      // Several at once.
      [
        'Kusasa ngicela umshayeli eKing Shaka ngo-8 ekuseni, bese kuba netafula lababili eMhlanga ngo-1 emini',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '08:00'),
          table('Umhlanga|Durban', 'tomorrow', '13:00', 2),
        ),
      ],
      [
        'NgoMgqibelo: umpheki ekhaya eBerea ngo-6 kusihlwa wabantu abayi-8, nomthwebuli wezithombe kusukela ngo-7',
        asks(
          req('private_chef', 'Berea|Durban', 'sat', '18:00', { partySize: 8 }),
          req('other', ['Berea|Durban', null], 'sat', '19:00'),
        ),
      ],
      [
        'Ngicela indiza esuka eThekwini iya eKapa mhla zi-21 ngo-7 ekuseni, nehhotela eCamps Bay kusukela ngalolo suku',
        asks(
          req(FLIGHT, DURBAN, 'dom:21', '07:00'),
          req('accommodation', 'Camps Bay|Cape Town', 'dom:21', null),
        ),
      ],
      [
        'Ngidinga imoto kanokusho eSandton ngoLwesihlanu, nonogada ngoMgqibelo ebusuku eMontecasino',
        asks(
          req(HIRE, 'Sandton|Johannesburg', 'fri', null),
          req('security', 'Montecasino|Johannesburg', 'sat', '20:00'),
        ),
      ],
      [
        'NgeSonto: isikebhe esuka eBallito ngo-9 ekuseni, itafula labantu abayisithupha ngo-1 emini eSalt Rock, ne-massage ngo-4 ntambama',
        asks(
          req(BOAT, 'Ballito|Durban', 'sun', '09:00'),
          table('Salt Rock|Durban', 'sun', '13:00', 6),
          req('other', [null, 'Salt Rock|Durban', 'Ballito|Durban'], 'sun', '16:00'),
        ),
      ],
      [
        'Ngicela umshayeli ozosisa eMidrand kusasa ngo-7 ekuseni, nendawo yokudla kwasemini eMidrand ngo-12:30, sibane',
        asks(
          req('personal_driver', [null, 'Midrand|Johannesburg'], 'tomorrow', '07:00'),
          table('Midrand|Johannesburg', 'tomorrow', '12:30', 4),
        ),
      ],

      // Actions on their requests.
      ['Ngicela ukhansele itafula lanamuhla kusihlwa e-The Test Kitchen', cancel('table_tonight')],
      [
        'Umshayeli wakusasa wase-OR Tambo angafika ngo-8 esikhundleni sika-9?',
        change('driver_tomorrow', { time: '08:00' }),
      ],
      ['Umpheki wangoMgqibelo - sesiyishumi manje', change('chef', { partySize: 10 })],
      ['I-villa eCamps Bay isiqinisekisiwe yini?', status('villa')],
      ['Ngicela ukhansele i-yacht yangeSonto, abantu abaningi bayagula', cancel('yacht')],
      [
        'Ngicela ushintshe isidlo sakusihlwa saseConstantia sibe ngeSonto, ngesikhathi esifanayo',
        change('chef', { date: 'sun' }),
      ],
      ['Kwenzekeni ngempela ngesicelo sami sonogada eSandton?', status('security')],
      [
        'Itafula lanamuhla kusihlwa lingaba ngo-9 ebusuku?',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        'Tshela umpheki ukuthi esinye sezivakashi sidla ukudla kwe-halal kuphela',
        change('chef', { notes: 'halal' }),
      ],
      [
        'Ngicela umshayeli wakusasa angilande eLanseria esikhundleni se-OR Tambo',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Kuthiwani nge-Cape Executive yangoLwesihlanu olandelayo?', status('driver_friday')],
      ['I-villa - sesiyisishiyagalombili manje', change('villa', { partySize: 8 })],
      ['Ngicela ukhansele umshayeli wami, izinhlelo zishintshile', cancel(DRIVERS)],
      ['Ngicela isidlo sakusihlwa sibe ngo-8:30', change(DINNERS, { time: '20:30' })],
      ['Ukubhuka kwami okuqinisekisiwe kusahamba kahle yini?', status(CONFIRMED)],
      ['Ngicela ukhansele lokho engikubhukile kwempelasonto', cancel(WEEKEND)],
      ['Isicelo sami somshayeli simi kanjani?', status(DRIVERS)],
      ['Ngicela ukhansele isicelo esisalindile', cancel(PENDING)],

      // Questions.
      ['Umkami ufuna ukwazi ukuthi sikusiphi isigaba sobulungu ku-Aurum', question('tier')],
      ['Zisele zingaki izicelo engingazenza kule nyanga?', question('allowance')],
      [
        'Ikhadi lami liphelelwa yisikhathi, ubulungu buzovuselelwa nini ngokulandelayo?',
        question('renewal'),
      ],
      ['Isikhathi se-trial yami siphela ngaluphi usuku?', question('renewal')],
      ['Ngicela ungitshele konke engikubhukile okuzayo kuleli sonto', question('upcoming')],
      ['Ngicela uhlu lwazo zonke izicelo engake ngazenza lapha ku-app', question('requests')],
      ['Ingabe kukhona abahlinzeki asebephendule izicelo zami?', question('provider_said')],
      [
        'Ngicela ungitshele konke okukhumbulayo ngami, njengokudla engikuthandayo',
        question('memory'),
      ],
      ['Bengizizwa kanjani kuleli sonto ngokwe-journal yami?', question('mood')],
      [
        'Ngiyisebenzisa okokuqala le app - yiziphi izinto ongangisiza ngazo?',
        question('capabilities'),
      ],
      ['Ingabe i-passport yami ikhona ku-vault?', question('vault')],
      ['Ngikusiphi isigaba, futhi zingaki izicelo ezisele?', question('tier', 'allowance')],

      // A person, and out of scope.
      ['Ngicela ungixhumanise nomuntu wangempela ozongisiza ngale ndaba', human],
      ['Ngifuna ukukhuluma nomphathi wenu', human],
      ['Ngicela umuntu angishayele ucingo ku-072 318 4456', human],
      ['Angifuni i-bot, nginike umuntu', human],
      ['Yini inhloko-dolobha yaseKenya?', outOfScope],
      ['Kungabe lizona yini eThekwini kusasa ntambama?', outOfScope],
      ['Ngipheka kanjani uphuthu oluhle?', outOfScope],
      ['Ubani owawina i-Soweto Derby?', outOfScope],
    ],
  ),
};
