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
const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const VISA: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const PHOTO: ServiceType[] = ['other', 'event_planning'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const EGOLI = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const ETHEKWINI = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const MOSES_MABHIDA = ['Moses Mabhida Stadium|Durban', 'Durban|Durban'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const FLORIDA_ROAD = ['Florida Road|Durban', 'Berea|Durban', 'Durban|Durban'];
const IN_MIDRAND = ['Midrand|Johannesburg', null];
const TO_THE_FUNERAL = ['Durban|Durban', 'Mthatha|Wild Coast'];
const GOLF_AT_SUN_CITY = ['Sun City|Pilanesberg', 'Gary Player Country Club|Pilanesberg'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/** A table a human could file at either place (a landmark or a road and its suburb or city). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-eighth held-out set: isiZulu, as members write it, with the English words they use
 * ("i-Range Rover", "i-BMW X7", "i-flight", "i-lodge", "i-visa", "i-helicopter", "i-massage",
 * "i-journal", "i-vault", "i-vegan", "i-concierge", "i-nanny", "i-personal trainer") beside their
 * isiZulu words (umshayeli, umpheki wangasese, onogada, isikebhe, ihhotela, ikamelo, indlu
 * yeholide, umthwebuli wezithombe, izimbali, izipho, amathikithi, umshado, umngcwabo, itafula,
 * ukudla kwasemini, ubulungu, izicelo, umhlinzeki, ikhofi, isitifiketi sokuzalwa): kusasa ngo-11:30
 * emini, kusasa kusihlwa ngo-6, kusasa ngo-5 ntambama, kusasa ngo-7 kusihlwa, kusasa ngo-10
 * ekuseni, kusasa ngo-6 ekuseni, namuhla kusihlwa ngo-8, ngomhlomunye ngo-7:30 kusihlwa,
 * ngomhlomunye ngo-1 emini, ngoLwesihlanu ngo-2 emini, ngoLwesihlanu ngo-8 ekuseni, ngoLwesihlanu
 * ngo-8 ebusuku, ngoMgqibelo ngo-7 kusihlwa, ngoMgqibelo ngo-6 kusihlwa, ngoMgqibelo ngo-2 emini,
 * ngoMgqibelo ekuseni, ngoMgqibelo ngo-10 ekuseni, ngoMgqibelo ngo-1 emini, ngoMgqibelo ngo-5
 * ekuseni, ngoMgqibelo ngo-8 ekuseni, ngeSonto ngo-10 ekuseni, ngeSonto ngo-11 emini, ngeSonto
 * ngo-12:30, ngesonto elizayo ngoMsombuluko, ngesonto elizayo ngoLwesibili ngo-7 kusihlwa,
 * ngoLwesihlanu olandelayo, mhla zi-15, zi-18, zi-20, zi-21, zi-23, zi-26, zi-27; eThekwini, eGoli,
 * eKapa, eLanseria, eMbombela, eWaterkloof, eKnysna, eKing Shaka, eHoughton, eDrakensberg,
 * eUmhlanga, eMall of Africa, eSalt Rock, eMenlyn, eMadikwe, eMoses Mabhida, ePolokwane, eVirginia
 * Airport, eZimbali, eBryanston, eDurban North, eMelrose Arch, eHazyview, eFlorida Road, eRosebank,
 * eNewtown, eClarens, eSabi Sand, eSkukuza, eMidrand, eSandton, eCamps Bay, eFranschhoek,
 * eBedfordview, eMthatha, eHartbeespoort, eSun City, eWestville, e-OR Tambo, eWoodstock, eV&A;
 * parties as ababili, abathathu, abane, abahlanu, abayisithupha, abayisikhombisa,
 * abayisishiyagalombili, abayishumi, sibabili, sibane, sibayisithupha, sibayi-8, sibayi-10,
 * sibayi-12, sibayi-16, sesiyisikhombisa: new requests, tables, two at once, actions on their
 * requests (some a human would have to ask about), questions, and asking for a person or for
 * something out of scope. A note for a provider is labelled by a word the same in both languages
 * (vegan).
 */
export const HELD_OUT_28_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli ozongilanda eLanseria kusasa ngo-11:30 emini',
        asks(req(CAR, LANSERIA, 'tomorrow', '11:30')),
      ],
      [
        'Ngifuna ihhotela eMbombela kusukela mhla zi-18, sibabili',
        asks(req('accommodation', 'Mbombela|Mbombela', 'dom:18', null)),
      ],
      [
        'Ngicela umpheki wangasese ozosiphekela ngoMgqibelo ngo-7 kusihlwa eWaterkloof, sibayi-10',
        asks(req('private_chef', 'Waterkloof|Pretoria', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        'Ngidinga isikebhe eKnysna ngeSonto ngo-10 ekuseni, sibayisithupha',
        asks(req(BOAT, 'Knysna|Garden Route', 'sun', '10:00', { partySize: 6 })),
      ],
      [
        'Ngicela i-Range Rover engizoyishayela mina, ngiyithathe eKing Shaka ngoLwesihlanu ngo-2 emini',
        asks(req(HIRE, KING_SHAKA, 'fri', '14:00')),
      ],
      [
        'Ngicela ungibhukele i-flight esuka eGoli iya eKapa mhla zi-21 ngo-7 ekuseni',
        asks(req(FLIGHT, EGOLI, 'dom:21', '07:00')),
      ],
      [
        'Ngifuna onogada ababili emcimbini wami eHoughton kusasa kusihlwa ngo-6',
        asks(req(ESCORT, 'Houghton|Johannesburg', 'tomorrow', '18:00')),
      ],
      [
        'Ngidinga umuntu ozohlela umshado wendodakazi yami eDrakensberg mhla zi-26',
        asks(req(PARTY, 'Drakensberg|Drakensberg', 'dom:26', null)),
      ],
      [
        'Ngifuna umthwebuli wezithombe ephathini yendodana yami eUmhlanga ngoMgqibelo ngo-2 emini',
        asks(req(PHOTO, 'Umhlanga|Durban', 'sat', '14:00')),
      ],
      [
        'Ngicela umuntu ozongithengela izipho zikaKhisimusi eMall of Africa ngoMgqibelo ekuseni',
        asks(req(ERRAND, 'Mall of Africa|Johannesburg', 'sat', '09:00')),
      ],
      [
        'Ngifuna indlu yeholide eSalt Rock kusukela mhla zi-15, sibayi-8',
        asks(req('accommodation', 'Salt Rock|Durban', 'dom:15', null)),
      ],
      [
        'Ngicela i-massage ehhotela lami eMenlyn kusasa ngo-5 ntambama',
        asks(req('other', 'Menlyn|Pretoria', 'tomorrow', '17:00')),
      ],
      [
        'Ngicela ungibhukele i-lodge eMadikwe kusukela ngesonto elizayo ngoMsombuluko',
        asks(req('accommodation', 'Madikwe|Madikwe', 'next:mon', null)),
      ],
      [
        'Ngidinga umshayeli ozosithatha eThekwini asiyise eDrakensberg ngoLwesihlanu ngo-8 ekuseni',
        asks(req(CAR, ETHEKWINI, 'fri', '08:00')),
      ],
      [
        'Ngicela amathikithi amabili ebhola eMoses Mabhida ngeSonto',
        asks(req('other', MOSES_MABHIDA, 'sun', null)),
      ],
      [
        'Ngifuna ukuqasha i-BMW X7 ePolokwane ngoMgqibelo ngo-10 ekuseni',
        asks(req(HIRE, 'Polokwane|Polokwane', 'sat', '10:00')),
      ],
      [
        'Ngicela i-helicopter esuka eVirginia Airport isiyise eZimbali ngeSonto ngo-11 emini',
        asks(req(CHOPPER, 'Virginia Airport|Durban', 'sun', '11:00')),
      ],
      ['Ngifuna i-visa yokuya eDubai, ngicela ungisize', asks(req(VISA, null, null, null))],
      [
        'Ngicela i-nanny ezobheka izingane kusasa ngo-6 kusihlwa eBryanston',
        asks(req('other', 'Bryanston|Johannesburg', 'tomorrow', '18:00')),
      ],
      [
        'Ngicela ungibhukele ikamelo eClarens kusukela ngoLwesihlanu',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null)),
      ],
      [
        'Ngidinga umshayeli ozongiyisa emngcwabeni eMthatha ngoMgqibelo ngo-5 ekuseni, esuka eThekwini',
        asks(req(CAR, TO_THE_FUNERAL, 'sat', '05:00')),
      ],
      [
        'Ngicela umpheki ozopheka i-braai eHartbeespoort ngomhlomunye ngo-1 emini, sibayi-16',
        asks(req(BRAAI, 'Hartbeespoort|Pretoria', '+2', '13:00')),
      ],
      [
        'Ngicela ungibhukele igalofu eSun City ngoMgqibelo ngo-8 ekuseni, sibane',
        asks(req('other', GOLF_AT_SUN_CITY, 'sat', '08:00')),
      ],
      [
        'Ngicela i-personal trainer ezofika ekhaya eWestville kusasa ngo-6 ekuseni',
        asks(req('other', 'Westville|Durban', 'tomorrow', '06:00')),
      ],

      // Tables.
      [
        'Ngicela itafula labantu abane eDurban North kusasa ngo-7 kusihlwa',
        asks(table('Durban North|Durban', 'tomorrow', '19:00', 4)),
      ],
      [
        'Itafula lababili eMelrose Arch namuhla kusihlwa ngo-8',
        asks(tableAt(MELROSE_ARCH, 'today', '20:00', 2)),
      ],
      [
        'Ngifuna itafula labayisithupha eHazyview ngoMgqibelo ngo-1 emini',
        asks(table('Hazyview|Mbombela', 'sat', '13:00', 6)),
      ],
      [
        'Ngicela itafula lokudla kwasemini labantu abayisishiyagalombili eFlorida Road ngeSonto',
        asks(tableAt(FLORIDA_ROAD, 'sun', '12:30', 8)),
      ],
      [
        'Itafula labathathu eRosebank ngomhlomunye ngo-7:30 kusihlwa',
        asks(table('Rosebank|Johannesburg', '+2', '19:30', 3)),
      ],
      [
        'Ngicela itafula labayishumi eNewtown mhla zi-23 ngo-6 kusihlwa',
        asks(table('Newtown|Johannesburg', 'dom:23', '18:00', 10)),
      ],
      [
        'Sicela itafula labahlanu eUmhlanga ngoLwesihlanu ngo-8 ebusuku',
        asks(table('Umhlanga|Durban', 'fri', '20:00', 5)),
      ],
      [
        'Ngicela itafula lababili eClarens ngesonto elizayo ngoLwesibili ngo-7 kusihlwa',
        asks(table('Clarens|Eastern Free State', 'next:tue', '19:00', 2)),
      ],
      [
        'Sicela itafula labayisikhombisa eBedfordview ngeSonto ngo-12:30',
        asks(table('Bedfordview|Johannesburg', 'sun', '12:30', 7)),
      ],

      // Two at once.
      [
        'Ngicela umshayeli ozongilanda eKing Shaka kusasa ngo-10 ekuseni, bese kuba netafula labane eUmhlanga ngo-1 emini',
        asks(
          req(CAR, KING_SHAKA, 'tomorrow', '10:00'),
          table('Umhlanga|Durban', 'tomorrow', '13:00', 4),
        ),
      ],
      [
        'Ngifuna i-lodge eSabi Sand kusukela mhla zi-20, kanye ne-flight esuka e-OR Tambo iya eSkukuza mhla zi-20 ngo-9 ekuseni',
        asks(
          req('accommodation', 'Sabi Sand|Kruger', 'dom:20', null),
          req(FLIGHT, OR_TAMBO, 'dom:20', '09:00'),
        ),
      ],
      [
        'Sicela umpheki eMidrand ngoMgqibelo ngo-6 kusihlwa, sibayi-12, kanye nezimbali ezizolethwa khona ngo-4 ntambama',
        asks(
          req('private_chef', 'Midrand|Johannesburg', 'sat', '18:00', { partySize: 12 }),
          req(FLOWERS, IN_MIDRAND, 'sat', '16:00'),
        ),
      ],

      // Actions on their requests.
      [
        'Ngicela ukhansele itafula lanamuhla ku-Test Kitchen, ingane iyagula',
        cancel('table_tonight'),
      ],
      [
        'Umshayeli wakusasa angafika ngo-8 ekuseni esikhundleni sika-9?',
        change('driver_tomorrow', { time: '08:00' }),
      ],
      ['Ngicela uhoxise umpheki wangoMgqibelo, izivakashi azisezi', cancel('chef')],
      [
        'Sesiyisikhombisa nje kumpheki wangoMgqibelo, abanye abasezi',
        change('chef', { partySize: 7 }),
      ],
      [
        'Ngicela umpheki wangoMgqibelo athuthele ngeSonto, ngesikhathi esifanayo',
        change('chef', { date: 'sun' }),
      ],
      ['Indlu yeholide eCamps Bay ngicela iqale mhla zi-27', change('villa', { date: 'dom:27' })],
      ['Ingabe isikebhe sangeSonto eV&A sesiqinisekisiwe?', status('yacht')],
      ['Ngicela ukhansele umshayeli wami, izinhlelo zami zishintshile kakhulu', cancel(DRIVERS)],
      ['Ngicela ukhansele ukudla kwakusihlwa engikubhukile', cancel(DINNERS)],
      ['Kwenzekeni ngesicelo sami sonogada eSandton? Angizwanga lutho', status('security')],
      [
        'Itafula lanamuhla kusihlwa eWoodstock ngicela libe ngo-9',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        'Tshela umpheki wangoMgqibelo ukuthi izivakashi ezimbili zi-vegan',
        change('chef', { notes: 'vegan' }),
      ],
      [
        'Isikebhe sangeSonto singahamba ngo-4 ntambama esikhundleni sika-3?',
        change('yacht', { time: '16:00' }),
      ],
      [
        'Umshayeli wangoLwesihlanu olandelayo eKapa angafika ngo-7 kusihlwa?',
        change('driver_friday', { time: '19:00' }),
      ],
      ['Ngicela ukhansele ukubhuka osekuqinisekisiwe', cancel(CONFIRMED)],
      ['Ngicela ukhansele okubhukiwe ngempelasonto, sizobe singekho', cancel(WEEKEND)],
      ['Kwenzekeni ngomcimbi wokuzalwa eFranschhoek?', status('event')],
      [
        'Umshayeli wakusasa angangilanda eLanseria esikhundleni se-OR Tambo? Indiza yami ishintshile',
        change('driver_tomorrow', { place: LANSERIA }),
      ],
      [
        'Indlu yeholide eCamps Bay manje ibe ngeyabantu abayisishiyagalombili',
        change('villa', { partySize: 8 }),
      ],
      ['Ingabe umpheki wangoMgqibelo usetholakele?', status('chef')],

      // Questions.
      ['Ubulungu bami busezingeni elini?', question('tier')],
      ['Ngisenezicelo ezingaki kule nyanga?', question('allowance')],
      [
        'Ubulungu bami buphelelwa yisikhathi nini? Ngifuna ukuhlela imali yami',
        question('renewal'),
      ],
      ['Ngikhokha nini inkokhelo elandelayo yobulungu?', question('renewal')],
      ['Ngicela ungitshele, yini engibhukelwe yona kuleli sonto?', question('upcoming')],
      ['Ngicela ungikhombise zonke izicelo engake ngazenza', question('requests')],
      ['Ingabe ukhona umhlinzeki ongiphendulile namuhla?', question('provider_said')],
      ['Uyakhumbula ukuthi ngithanda ikhofi elinjani?', question('memory')],
      ['Ngabe ngicindezeleke kakhulu kunenyanga edlule ngokwe-journal yami?', question('mood')],
      ['Ungakwazi ukungibhukela udokotela wezilwane?', question('capabilities')],
      ['Ingabe isitifiketi sami sokuzalwa sise-vault?', question('vault')],

      // A person.
      ['Ngicela ukukhuluma nomuntu wangempela, le nto ayingizwa', human],
      ['Ngixhumanise ne-concierge engumuntu, kuyaphuthuma', human],
      ['Ngicela umuntu wakwa-Aurum angishayele ucingo', human],

      // Out of scope.
      ['Ungangitshela iresiphi yamadombolo?', outOfScope],
      ['Ubani owawina i-Premiership ngonyaka odlule?', outOfScope],
      ['Lizoba njani izulu eThekwini kusasa?', outOfScope],
      ['Ngisize ngibhale incwadi yokwesula emsebenzini', outOfScope],
      ['Yiziphi izinyanga ezinhle zokutshala ummbila?', outOfScope],
    ],
  ),
};
