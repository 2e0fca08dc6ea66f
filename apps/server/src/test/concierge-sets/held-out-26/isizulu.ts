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
const VISA: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const FLORIDA_ROAD = ['Florida Road|Durban', 'Durban|Durban'];
const MOSES_MABHIDA = ['Moses Mabhida Stadium|Durban', 'Durban|Durban'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/** A table a human could file at either place (a landmark or street and its suburb or city). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-sixth held-out set: isiZulu, as members write it, with the English words they use ("i-BMW
 * X7", "i-massage", "i-lodge", "i-villa", "i-visa", "i-vault", "i-ID", "i-halaal", "i-helicopter",
 * "i-bitcoin") beside their isiZulu words (umshayeli, umpheki, onogada, isikebhe sokudoba, indiza,
 * ihhotela, indlu yokuhlala, itafula, ibhulakufesi, ukudla kwakusihlwa, ukudla kwasemini, umcimbi,
 * usuku lokuzalwa, umthwebuli wezithombe, amathikithi, izimbali, izingubo, impelasonto, isigaba
 * sobulungu, izicelo, abahlinzeki, umoya, umphathi, isikhalazo): kusasa ngo-7 ekuseni, kusasa
 * ngo-10, kusasa ekuseni, kusasa ngo-7:30 kusihlwa, namuhla kusihlwa ngo-8, namuhla ngo-5 ntambama,
 * namuhla ngo-12:30, ngomhlomunye ngo-4 ekuseni, ngomhlomunye ngo-6 kusihlwa, ngoLwesihlanu,
 * ngoMgqibelo ngo-7 kusihlwa, ngoMgqibelo ngo-1 emini, ngeSonto ngo-5 ekuseni, ngeSonto ngo-2
 * emini, ngoMsombuluko ngo-6 ekuseni, mhla zi-20, zi-22, zi-24, zi-25; eThekwini, eGoli, eKapa,
 * eMhlanga, eUmhlanga Ridge, eBallito, eSalt Rock, ePinetown, eWestville, eHillcrest, eDurban
 * North, eHowick, eHluhluwe, eMidrand, eFourways, eSoweto, eSandton, eSandton City, eRosebank,
 * eMelrose Arch, eFlorida Road, eMoses Mabhida, e-King Shaka, e-OR Tambo, eLanseria, e-V&A,
 * e-Oyster Box, eWoodstock, eCamps Bay; parties as umuntu oyedwa, abantu ababili, abathathu, abane,
 * abahlanu, abayisithupha, abayisishiyagalombili, abayishumi, sibane, sibayi-10, sesingabayi-12:
 * new requests, tables, two at once, actions on their requests (some a human would have to ask
 * about), questions, and asking for a person or for something out of scope. A note for a provider
 * is labelled by a word the same in both languages (halaal).
 */
export const HELD_OUT_26_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli ozongilanda e-OR Tambo kusasa ngo-7 ekuseni',
        asks(req('personal_driver', OR_TAMBO, 'tomorrow', '07:00')),
      ],
      [
        'Ngidinga umpheki wasekhaya ngoMgqibelo ngo-7 kusihlwa eMhlanga, abantu abayisishiyagalombili',
        asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'Ngifuna ukuqasha i-BMW X7 eThekwini kusukela ngoLwesihlanu',
        asks(req(HIRE, 'Durban|Durban', 'fri', null)),
      ],
      [
        'Sicela indlu yokuhlala eBallito kusukela mhla zi-20, sibayi-10',
        asks(req('accommodation', 'Ballito|Durban', 'dom:20', null)),
      ],
      [
        'Ngicela onogada ababili emcimbini wami eSandton ngoMgqibelo kusukela ngo-6 kusihlwa',
        asks(req(ESCORT, 'Sandton|Johannesburg', 'sat', '18:00')),
      ],
      [
        'Ngifuna isikebhe sokudoba eThekwini ngeSonto ngo-5 ekuseni',
        asks(req(BOAT, 'Durban|Durban', 'sun', '05:00')),
      ],
      [
        'Ngicela ungibhukhele indiza esuka eGoli iya eKapa ngoMsombuluko ngo-6 ekuseni',
        asks(req(FLIGHT, JOBURG, 'mon', '06:00')),
      ],
      [
        'Ngidinga umuntu ozongisiza ukuthenga izingubo zomshado eSandton City kusasa ngo-10',
        asks(req(ERRAND, SANDTON_CITY, 'tomorrow', '10:00')),
      ],
      [
        'Sicela usihlelele umcimbi wosuku lokuzalwa lukamama eDurban North mhla zi-25',
        asks(req(PARTY, 'Durban North|Durban', 'dom:25', null)),
      ],
      [
        'Ngifuna i-massage ehhotela eRosebank namuhla ngo-5 ntambama',
        asks(req('other', 'Rosebank|Johannesburg', 'today', '17:00')),
      ],
      [
        'Ngicela umshayeli ongithatha eWestville angiyise e-King Shaka ngomhlomunye ngo-4 ekuseni',
        asks(req('personal_driver', 'Westville|Durban', '+2', '04:00')),
      ],
      [
        'Ngifuna ihhotela eMidrand kusukela kusasa',
        asks(req('accommodation', 'Midrand|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Ngicela uhambo lwe-helicopter phezu kweThekwini ngoMgqibelo ngo-11 ekuseni',
        asks(req(CHOPPER, 'Durban|Durban', 'sat', '11:00')),
      ],
      [
        'Ngidinga umthwebuli wezithombe emshadweni eHowick mhla zi-22',
        asks(req('other', 'Howick|Pietermaritzburg', 'dom:22', null)),
      ],
      [
        'Ngicela amathikithi amane omdlalo webhola eMoses Mabhida ngeSonto',
        asks(req('other', MOSES_MABHIDA, 'sun', null)),
      ],
      [
        'Ngicela umshayeli ongilanda eFourways ngoMsombuluko ngo-7 ekuseni',
        asks(req('personal_driver', 'Fourways|Johannesburg', 'mon', '07:00')),
      ],
      [
        'Sicela i-lodge eHluhluwe kusukela ngoLwesihlanu, sibane: mina, umkami namawele ethu',
        asks(req('accommodation', 'Hluhluwe|Zululand', 'fri', null)),
      ],
      [
        'Ngicela umpheki azosiphekela ukudla kwasemini ePinetown ngeSonto ngo-1 emini, sibayishumi',
        asks(req('private_chef', 'Pinetown|Durban', 'sun', '13:00', { partySize: 10 })),
      ],
      ['Ngidinga i-visa yokuya eDubai, ungangisiza?', asks(req(VISA, null, null, null))],
      [
        'Ngicela izimbali ziyiswe kumkami eUmhlanga Ridge kusasa ekuseni',
        asks(req(FLOWERS, 'Umhlanga Ridge|Durban', 'tomorrow', '09:00')),
      ],
      [
        'Ngidinga umshayeli ozongiyisa emngcwabeni ePietermaritzburg ngoMgqibelo ngo-8 ekuseni, ngisuka eHillcrest',
        asks(req('personal_driver', 'Hillcrest|Durban', 'sat', '08:00')),
      ],

      // Tables.
      [
        'Ngicela itafula labantu ababili eRosebank namuhla kusihlwa ngo-8, sigubha iminyaka yomshado',
        asks(table('Rosebank|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Sicela itafula labantu abayisithupha e-Oyster Box ngoMgqibelo ngo-1 emini',
        asks(tableAt(OYSTER_BOX, 'sat', '13:00', 6)),
      ],
      [
        'Ngicela itafula labantu abane eMelrose Arch kusasa ngo-7:30 kusihlwa',
        asks(tableAt(MELROSE_ARCH, 'tomorrow', '19:30', 4)),
      ],
      [
        'Ngifuna itafula lebhulakufesi labantu abathathu eBallito kusasa ngo-9 ekuseni',
        asks(table('Ballito|Durban', 'tomorrow', '09:00', 3)),
      ],
      [
        'Itafula labantu abahlanu eFlorida Road ngoLwesihlanu ngo-7 kusihlwa',
        asks(tableAt(FLORIDA_ROAD, 'fri', '19:00', 5)),
      ],
      [
        'Ngicela itafula labantu abayishumi eSoweto ngeSonto ngo-2 emini',
        asks(table('Soweto|Johannesburg', 'sun', '14:00', 10)),
      ],
      [
        'Sifuna ukudla kwakusihlwa eDurban North, abantu ababili, ngoMgqibelo',
        asks(table('Durban North|Durban', 'sat', null, 2)),
      ],
      [
        'Itafula lomuntu oyedwa eSandton namuhla ngo-12:30',
        asks(table('Sandton|Johannesburg', 'today', '12:30', 1)),
      ],
      [
        'Ngicela itafula labantu abane e-V&A ngomhlomunye ngo-6 kusihlwa',
        asks(tableAt(WATERFRONT, '+2', '18:00', 4)),
      ],

      // Two at once.
      [
        'Ngicela umshayeli ozongilanda e-King Shaka kusasa ngo-10 ekuseni, bese itafula labantu ababili eMhlanga ngo-7 kusihlwa',
        asks(
          req('personal_driver', KING_SHAKA, 'tomorrow', '10:00'),
          table('Umhlanga|Durban', 'tomorrow', '19:00', 2),
        ),
      ],
      [
        'Sifuna indlu eSalt Rock kusukela ngoLwesihlanu kanye nompheki lapho ngoMgqibelo ngo-6 kusihlwa',
        asks(
          req('accommodation', 'Salt Rock|Durban', 'fri', null),
          req('private_chef', 'Salt Rock|Durban', 'sat', '18:00'),
        ),
      ],

      // Their own requests.
      [
        'Ngicela ukhansele itafula lanamuhla kusihlwa eWoodstock ngoba umntwana uyagula',
        cancel('table_tonight'),
      ],
      [
        'Ngicela ushintshe isikhathi somshayeli wakusasa sibe ngu-10 ekuseni',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['Umpheki wangoMgqibelo: sizoba abayishumi manje', change('chef', { partySize: 10 })],
      ['Ngicela ukhansele isikebhe sangeSonto, izulu lizoba libi', cancel('yacht')],
      ['Sekuqinisekisiwe yini i-villa eCamps Bay?', status('villa')],
      ['Umshayeli wakusasa e-OR Tambo usevumile yini?', status('driver_tomorrow')],
      ['Ngicela ukhansele umshayeli waseKapa ngoLwesihlanu ozayo', cancel('driver_friday')],
      [
        'Umpheki angafika ngo-6:30 kusihlwa esikhundleni sika-7?',
        change('chef', { time: '18:30' }),
      ],
      [
        'Tshela umpheki ukuthi izivakashi ezimbili zidla i-halaal kuphela',
        change('chef', { notes: 'halaal' }),
      ],
      ['Isikebhe sangeSonto: sesingabayi-12', change('yacht', { partySize: 12 })],
      ['Ngicela ushintshe i-villa iqale mhla zi-24', change('villa', { date: 'dom:24' })],
      ['Kwenzekeni ngonogada bomcimbi eSandton?', status('security')],
      [
        'Itafula lanamuhla eWoodstock: singaba abathathu?',
        change('table_tonight', { partySize: 3 }),
      ],
      [
        'Ngicela uthumele umshayeli wakusasa eLanseria esikhundleni se-OR Tambo',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Sicela nikhansele ukubhukha kwami komshayeli', cancel(DRIVERS)],
      ['Umshayeli wami angafika ngo-11 esikhundleni salokho?', change(DRIVERS, { time: '11:00' })],
      [
        'Ukudla kwakusihlwa kungaba ngo-8:30 esikhundleni salokho?',
        change(DINNERS, { time: '20:30' }),
      ],
      ['Ngicela ukhansele ukudla kwakusihlwa ebengikubhukhile', cancel(DINNERS)],
      ['Ngicela ukhansele ukubhukha kwami kwempelasonto', cancel(WEEKEND)],
      ['Ukubhukha okuqinisekisiwe kusahamba yini?', status(CONFIRMED)],

      // Questions.
      ['Ngikusiphi isigaba sobulungu njengamanje? Umkami uthi sithuthukile', question('tier')],
      ['Zingaki izicelo engisazenza kule nyanga ngaphambi kokuthi ziphele?', question('allowance')],
      ['Ubulungu bami buphelelwa yisikhathi nini ngempela?', question('renewal')],
      ['Yini ebhukhiwe ezinsukwini ezimbalwa ezizayo?', question('upcoming')],
      ['Ngicela ungikhombise zonke izicelo zami ezisalindile', question('requests')],
      ['Abahlinzeki baphendule bathini ezicelweni zami?', question('provider_said')],
      ['Yini oyikhumbulayo ngokudla engikuthandayo?', question('memory')],
      ['Umoya wami ubunjani kuleli sonto elidlule?', question('mood')],
      ['Ungangisiza ngani? Yini okwazi ukuyenza?', question('capabilities')],
      ['Ngabe i-ID yami ikhona ku-vault?', question('vault')],
      ['Ngikusiphi isigaba, futhi ngisele nezicelo ezingaki?', question('tier', 'allowance')],
      ['Ungakwazi ukubhukha izindiza futhi?', question('capabilities')],
      ['Ngabe ukhumbula ukuthi angikuthandi ukudla okubabayo?', question('memory')],
      ['Zingaki izinto ezikhona ku-vault yami?', question('vault')],

      // A person.
      ['Ngifuna ukukhuluma nomuntu ophilayo, hhayi irobhothi', human],
      ['Ngicela ungixhumanise nomuntu wasehhovisi lenu', human],
      ['Ngicela umuntu angishayele ucingo, nginesikhalazo', human],
      ['Nginendaba ebucayi, ngifuna ukukhuluma nomphathi', human],
      ['Angeke ngikhulume nomshini, ngicela umuntu', human],

      // Out of scope.
      ['Ngicela ungitshele ukuthi iBafana Bafana idlala nini', outOfScope],
      ['Ujeqe wenziwa kanjani?', outOfScope],
      ['Yini inhloko-dolobha yaseJapan?', outOfScope],
      ['Ngicela ungibhalele inkondlo yothando', outOfScope],
      ['Sizoba njani isimo sezulu eThekwini kusasa?', outOfScope],
      ['Ngicela ungichazele ukuthi i-bitcoin isebenza kanjani', outOfScope],
      ['Kungakanani u-20% we-R1 500?', outOfScope],
    ],
  ),
};
