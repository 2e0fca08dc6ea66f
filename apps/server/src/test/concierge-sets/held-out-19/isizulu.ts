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

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/** A table a human could file at either place (a landmark or street and its suburb or city). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Nineteenth held-out set: isiZulu, as members write it, with the English words they use
 * ("i-villa", "i-yacht", "i-lodge", "i-massage", "i-helicopter", "i-bodyguard", "i-security",
 * "i-chef", "i-trial", "i-vault", "i-bot", "i-Range Rover") beside their isiZulu words
 * (umshayeli, umpheki, unogada, isikebhe, isikebhe sokudoba, indiza, ihhotela, itafula,
 * ibhulakufesi, ukudla kwasemini, ukudla kwakusihlwa, isidlo sakusihlwa, izimbali, amathikithi,
 * umthwebuli wezithombe, imoto kanokusho, othenga izimpahla, umuntu ozobheka izingane): kusasa
 * ekuseni ngo-7, kusasa ngo-8, namuhla kusihlwa, namuhla ebusuku, namuhla ntambama, ngomhlomunye,
 * ngoMsombuluko, ngoLwesibili, ngoLwesithathu, ngoLwesine, ngoLwesihlanu, ngoLwesihlanu
 * olandelayo, ngoMgqibelo, ngeSonto, impelasonto, mhla zi-14, mhla zi-20, mhla ziyi-9, ngomhla
 * zingama-28; eThekwini, eGoli, eKapa, eMhlanga, eBallito, eWestville, eHillcrest, eBerea,
 * eGlenwood, eSoweto, eSandton, eRosebank, eMelville, eMenlyn, eMidrand, eFourways, eBryanston,
 * eZimbali, eHluhluwe, eMbombela, eLanseria; times as ngo-6 kusihlwa, ngo-7 kusihlwa, ngo-8
 * ebusuku, ngo-9 ekuseni, ngo-10 ekuseni, ngo-1 emini, ngo-2 emini, ngo-3 ntambama, ngo-4, ngo-5,
 * ngo-7:30, ngo-12:30; parties as sibabili, sibathathu, sibane, sibahlanu, siyisithupha,
 * siyishumi, abangu-10, abangu-15, mina nomkami, ngedwa: new requests, tables, several at once,
 * actions on their requests (some a human would have to ask about), questions, and asking for a
 * person or for something out of scope. A note for a provider is labelled by a word the same in
 * both languages (halal).
 */
export const HELD_OUT_19_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli ozongilanda eSandton kusasa ekuseni ngo-7 angise e-OR Tambo',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '07:00')),
      ],
      [
        'Sifuna umpheki ozophekela abantu abangu-15 ekhaya eBallito ngoMgqibelo ngo-6 kusihlwa',
        asks(req('private_chef', 'Ballito|Durban', 'sat', '18:00', { partySize: 15 })),
      ],
      [
        'Ngidinga i-villa eMhlanga kusukela mhla zi-20, siyisithupha',
        asks(req('accommodation', 'Umhlanga|Durban', 'dom:20', null, { partySize: 6 })),
      ],
      [
        'Ngicela unogada wasekhaya eWestville kusukela ngoLwesihlanu',
        asks(req('security', 'Westville|Durban', 'fri', null)),
      ],
      [
        'Ngifuna ukuqasha i-yacht eThekwini ngeSonto ntambama ngo-3, siyishumi',
        asks(req(BOAT, 'Durban|Durban', 'sun', '15:00', { partySize: 10 })),
      ],
      [
        'Ngicela ungibhukhele indiza esuka e-King Shaka iya eKapa ngoLwesine ekuseni ngo-8',
        asks(req(FLIGHT, 'King Shaka International Airport|Durban', 'thu', '08:00')),
      ],
      [
        'Sicela umuntu ozohlela umcimbi wokugubha iminyaka engu-30 kadadewethu eSoweto ngomhla zingama-28',
        asks(req('event_planning', 'Soweto|Johannesburg', 'dom:28', null)),
      ],
      [
        'Ngidinga imoto kanokusho, i-Range Rover, ngizozishayela eGoli kusukela ngoMsombuluko',
        asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'mon', null)),
      ],
      [
        'Ngicela othenga izimpahla angithengele isudi yomshado eSandton City ngoLwesibili',
        asks(req(ERRAND, ['Sandton City|Johannesburg', 'Sandton|Johannesburg'], 'tue', null)),
      ],
      [
        'Ngifuna i-massage ekhaya eHillcrest namuhla ntambama ngo-4',
        asks(req('other', 'Hillcrest|Durban', 'today', '16:00')),
      ],
      [
        'Ngicela i-lodge eHluhluwe izinsuku ezintathu kusukela ngoLwesihlanu olandelayo',
        asks(req('accommodation', 'Hluhluwe|Zululand', 'next:fri', null)),
      ],
      [
        'Ngidinga umshayeli ozolanda umama wami eMbombela ngomhlomunye ngo-10 ekuseni',
        asks(req('personal_driver', 'Mbombela|Mbombela', '+2', '10:00')),
      ],
      [
        'Sicela i-helicopter esuka eThekwini iye eDrakensberg ngoMgqibelo ngo-9 ekuseni',
        asks(req(CHOPPER, DURBAN, 'sat', '09:00')),
      ],
      [
        'Ngicela umpheki ozophekela mina nomkami isidlo sakusihlwa eRosebank ngoLwesihlanu ngo-8 ebusuku',
        asks(req('private_chef', 'Rosebank|Johannesburg', 'fri', '20:00', { partySize: 2 })),
      ],
      [
        'Ngidinga i-bodyguard emcimbini we-gala eMoses Mabhida ngoLwesibili kusihlwa ngo-7',
        asks(req('security', ['Moses Mabhida Stadium|Durban', 'Durban|Durban'], 'tue', '19:00')),
      ],
      [
        'Ngicela othile angithengele izimbali azilethe eBerea kusasa ngo-10',
        asks(req(ERRAND, 'Berea|Durban', 'tomorrow', '10:00')),
      ],
      [
        'Ngicela ihhotela eSea Point eKapa kusukela ngoMgqibelo',
        asks(req('accommodation', 'Sea Point|Cape Town', 'sat', null)),
      ],
      [
        'Ngicela umuntu ozobheka izingane zami eBryanston ngoMgqibelo kusukela ngo-7 ebusuku',
        asks(req('other', 'Bryanston|Johannesburg', 'sat', '19:00')),
      ],
      [
        'Sifuna isikebhe sokudoba eSodwana Bay ngeSonto ekuseni ngo-5, sibane',
        asks(req(BOAT, 'Sodwana Bay|Zululand', 'sun', '05:00', { partySize: 4 })),
      ],
      [
        'Ngicela umshayeli ozongithatha eLanseria ngoLwesithathu ngo-2 emini',
        asks(req('personal_driver', 'Lanseria International Airport|Johannesburg', 'wed', '14:00')),
      ],
      [
        'Ngidinga umthwebuli wezithombe emshadweni eMidrand mhla ziyi-9',
        asks(req('other', 'Midrand|Johannesburg', 'dom:9', null)),
      ],
      [
        'Ngicela amathikithi amabili omdlalo kaKaizer Chiefs e-FNB Stadium ngoMgqibelo',
        asks(req('other', 'FNB Stadium|Johannesburg', 'sat', null)),
      ],
      [
        'Ngidinga umshayeli ozongilanda eMenlyn ngoMsombuluko ngo-7:30 ekuseni',
        asks(req('personal_driver', 'Menlyn|Pretoria', 'mon', '07:30')),
      ],

      // Tables.
      [
        'Ngicela itafula labantu abane endaweni yokudlela eMhlanga namuhla kusihlwa ngo-7',
        asks(table('Umhlanga|Durban', 'today', '19:00', 4)),
      ],
      [
        'Sibabili, sifuna itafula lokudla kwakusihlwa eRosebank kusasa ngo-8',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '20:00', 2)),
      ],
      [
        'Ngicela itafula labantu abayisithupha eBallito ngeSonto emini ngo-1',
        asks(table('Ballito|Durban', 'sun', '13:00', 6)),
      ],
      [
        'Ngicela itafula lebhulakufesi labantu abathathu eMelville ngoMgqibelo ngo-9 ekuseni',
        asks(table('Melville|Johannesburg', 'sat', '09:00', 3)),
      ],
      [
        'Ngibhukhele itafula, yimina ngedwa, eDurban North namuhla ebusuku ngo-8',
        asks(table('Durban North|Durban', 'today', '20:00', 1)),
      ],
      [
        'Sibahlanu, sicela itafula eMenlyn ngoLwesihlanu ngo-7:30 kusihlwa',
        asks(table('Menlyn|Pretoria', 'fri', '19:30', 5)),
      ],
      [
        'Itafula labantu abangu-10 eVilakazi Street eSoweto ngeSonto ngo-2 emini',
        asks(tableAt(['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg'], 'sun', '14:00', 10)),
      ],
      [
        'Ngicela itafula lababili e-V&A Waterfront ngoMgqibelo kusihlwa ngo-7',
        asks(tableAt(['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'], 'sat', '19:00', 2)),
      ],
      [
        'Sicela itafula lokudla kwasemini eStellenbosch ngoLwesine ngo-12:30, sibane',
        asks(table('Stellenbosch|Cape Winelands', 'thu', '12:30', 4)),
      ],
      [
        'Itafula labantu abayisishiyagalombili eGlenwood mhla zi-14 ngo-7 kusihlwa',
        asks(table('Glenwood|Durban', 'dom:14', '19:00', 8)),
      ],
      [
        'Sicela itafula labantu abathathu eFourways ngoLwesibili ngo-7 kusihlwa',
        asks(table('Fourways|Johannesburg', 'tue', '19:00', 3)),
      ],

      // Several at once.
      [
        'Ngicela umshayeli kusasa ngo-6 ekuseni osuka eMhlanga aye e-King Shaka, bese ungibhukhela nendiza eya eGoli ngo-8',
        asks(
          req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '06:00'),
          req(
            FLIGHT,
            [
              'King Shaka International Airport|Durban',
              'Johannesburg|Johannesburg',
              'OR Tambo International Airport|Johannesburg',
              null,
            ],
            'tomorrow',
            '08:00',
          ),
        ),
      ],
      [
        'NgoMgqibelo: i-yacht eThekwini ngo-10 ekuseni, bese kuba netafula labantu abayisithupha e-uShaka ngo-1 emini',
        asks(
          req(BOAT, 'Durban|Durban', 'sat', '10:00'),
          tableAt(['uShaka Marine World|Durban', 'Durban|Durban'], 'sat', '13:00', 6),
        ),
      ],
      [
        'Ngicela i-villa eZimbali kusukela ngoLwesihlanu, siyishumi, kanye nompheki lapho ngoLwesihlanu ngo-7 kusihlwa',
        asks(
          req('accommodation', 'Zimbali|Durban', 'fri', null, { partySize: 10 }),
          req('private_chef', ['Zimbali|Durban', null], 'fri', '19:00'),
        ),
      ],
      [
        'Ngidinga unogada nomshayeli eSandton ngoLwesine kusihlwa ngo-6',
        asks(
          req('security', 'Sandton|Johannesburg', 'thu', '18:00'),
          req('personal_driver', ['Sandton|Johannesburg', null], 'thu', '18:00'),
        ),
      ],
      [
        'Ngicela ihhotela eMbombela kusukela ngomhlomunye, kanye nemoto kanokusho e-Kruger Mpumalanga International Airport ngomhlomunye ngo-11',
        asks(
          req('accommodation', 'Mbombela|Mbombela', '+2', null),
          req(CAR, 'Kruger Mpumalanga International Airport|Mbombela', '+2', '11:00'),
        ),
      ],

      // Their own requests.
      [
        'Ngicela ukhansele itafula lanamuhla ebusuku eTest Kitchen, ingane iyagula',
        cancel('table_tonight'),
      ],
      [
        'Umshayeli wakusasa e-OR Tambo, ngicela afike ngo-8 esikhundleni sika-9',
        change('driver_tomorrow', { time: '08:00' }),
      ],
      [
        'Ngicela i-chef yangoMgqibelo uyidlulisele ngeSonto, ngesikhathi esifanayo',
        change('chef', { date: 'sun' }),
      ],
      [
        'Ingabe i-yacht yangeSonto ntambama isaqinisekisiwe noma kukhona okushintshile?',
        status('yacht'),
      ],
      ['Ngicela ukhansele i-villa eCamps Bay, asisayi khona', cancel('villa')],
      [
        'Itafula lanamuhla kusihlwa eWoodstock: sesibane manje',
        change('table_tonight', { partySize: 4 }),
      ],
      ['Angisamdingi umshayeli, ngicela umkhansele', cancel(DRIVERS)],
      ['Yini eyenzekile nge-security yaseSandton? Ngibona kuthiwa declined', status('security')],
      [
        'Ngicela utshele i-chef yangoMgqibelo ukuthi izivakashi ezimbili zidla ukudla kwe-halal kuphela',
        change('chef', { notes: 'halal' }),
      ],
      [
        'Umshayeli wangoLwesihlanu olandelayo eKapa, angafika ngo-7 kusihlwa esikhundleni sika-6?',
        change('driver_friday', { time: '19:00' }),
      ],
      ['Ngicela ungitshele ukuthi isidlo sakusihlwa sesiqinisekisiwe yini', status(DINNERS)],
      ['Ngicela ukhansele isikebhe sangeSonto, kuzoba nomoya omkhulu', cancel('yacht')],
      ['Kwenzekeni ngokuhlelwa komcimbi weminyaka engu-50 womkami eFranschhoek?', status('event')],
      [
        'Izinto zami zempelasonto, ngoMgqibelo nangeSonto: kukhona esekuqinisekisiwe?',
        status(WEEKEND),
      ],
      [
        'I-villa eCamps Bay: sizoba yisishiyagalombili, hhayi abayisithupha',
        change('villa', { partySize: 8 }),
      ],
      [
        'Umshayeli wakusasa akangilande eLanseria esikhundleni se-OR Tambo',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        'Ngicela ushintshe itafula lanamuhla ebusuku e-Test Kitchen libe ngo-7',
        change('table_tonight', { time: '19:00' }),
      ],

      // Questions.
      ['Ngikuliphi izinga lobulungu njengamanje?', question('tier')],
      [
        'Ngisenazo yini izicelo engingazenza ngaphambi kokuphela kwale nyanga?',
        question('allowance'),
      ],
      ['Ubulungu bami buphelelwa yisikhathi nini, buzovuselelwa mhla bani?', question('renewal')],
      [
        'Ngicela ungitshele ukuthi yini ebhukhiwe ezinsukwini ezimbalwa ezizayo',
        question('upcoming'),
      ],
      ['Ngicela ungikhombise zonke izicelo engike ngazenza', question('requests')],
      ['Abahlinzeki bathini ngezicelo zami, ukhona osephendulile?', question('provider_said')],
      ['Yini oyikhumbulayo ngami nangokudla engikuthandayo?', question('memory')],
      ['Umoya wami ubunjani emasontweni amabili edlule?', question('mood')],
      ['Yini ongangisiza ngayo kule app?', question('capabilities')],
      ['Ingabe i-bot iyakwazi ukufunda amadokhumenti engiwagcine ku-vault?', question('vault')],
      ['Zisele izinsuku ezingaki ku-trial yami yamahhala?', question('renewal')],
      ['Ngabe ngi-Gold noma ngi-Platinum njengamanje?', question('tier')],

      // A person, or out of scope.
      ['Angifuni ukukhuluma ne-bot, ngicela ungixhumanise nomuntu ophilayo', human],
      ['Ngicela omunye wabasebenzi angishayele ocingweni ku-072 123 4567', human],
      ['Ngifuna ukukhuluma nomphathi, ngiyacela', human],
      ['Le ndaba iyimfihlo, ngicela ngikhulume nomuntu', human],
      ['Ngubani owine umdlalo wama-Springboks ngoMgqibelo?', outOfScope],
      ['Ngicela ungisize ngomsebenzi wesikole wezibalo wendodana yami', outOfScope],
      ['Ngabe lizokuna yini eThekwini ngoMgqibelo?', outOfScope],
      ['Ngicela ungichazele ukuthi uphuthu lwenziwa kanjani', outOfScope],
    ],
  ),
};
