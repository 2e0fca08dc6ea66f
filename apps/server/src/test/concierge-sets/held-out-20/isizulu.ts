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

const CAR: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
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
 * Twentieth held-out set: isiZulu, as members write it, with the English words they use
 * ("i-yacht", "i-villa", "i-lodge", "i-massage", "i-helicopter", "i-bodyguard", "i-Range Rover",
 * "i-Mercedes", "i-trial", "i-vault", "i-journal", "i-bot") beside their isiZulu words
 * (umshayeli, umpheki, unogada, isikebhe sokudoba, indiza, ihhotela, itafula, ibhulakufesi,
 * ukudla kwasemini, isidlo sakusihlwa, amathikithi, umthwebuli wezithombe, imoto kanokusho,
 * othenga izimpahla, umuntu ozobheka izingane, umcimbi, isigaba sobulungu, izicelo, abahlinzeki,
 * umphathi, isikhalazo): kusasa ekuseni ngo-7, kusasa ngo-2 emini, kusasa ngo-4 ntambama,
 * namuhla kusihlwa ngo-6, namuhla kusihlwa ngo-7, namuhla ntambama ngo-3, ngomhlomunye,
 * ngoMsombuluko, ngoLwesibili, ngoLwesine, ngoLwesihlanu, ngoLwesihlanu olandelayo, ngoMgqibelo,
 * ngeSonto, impelasonto, mhla zi-16, mhla zi-19, mhla zi-20, mhla zi-22, mhla zingama-25,
 * "ngalolo suku", "ngalobo busuku"; eThekwini, eGoli, eKapa, eMhlanga, eBallito, eWestville,
 * eHillcrest, eKloof, eBerea, eGlenwood, eMusgrave, eLa Lucia, eZimbali, eSoweto, eSandton,
 * eRosebank, eMelville, eMelrose Arch, eMenlyn, eMidrand, eBryanston, eHatfield, eRichards Bay,
 * eHluhluwe, eLanseria, eFranschhoek, eFlorida Road; times as ngo-9 ekuseni, ngo-1 emini, ngo-3
 * ntambama, ngo-6 kusihlwa, ngo-7 kusihlwa, ngo-8 ebusuku, ngo-12:30, ngo-7:30 kusihlwa; parties
 * as sibabili, sibathathu, sibane, sibahlanu, siyisithupha, siyisikhombisa, siyisishiyagalombili,
 * siyishumi, abayi-12, mina nomkami, oyedwa: new requests, tables, several at once, actions on
 * their requests (some a human would have to ask about), questions, and asking for a person or for
 * something out of scope. A note for a provider is labelled by a word the same in both languages
 * (halal).
 */
export const HELD_OUT_20_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli kusasa ekuseni ngo-7 ozongithatha eMhlanga angiyise e-King Shaka',
        asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '07:00')),
      ],
      [
        'Sifuna umpheki ngoMgqibelo ngo-7 kusihlwa ekhaya eWestville, siyishumi',
        asks(req('private_chef', 'Westville|Durban', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        'Ngidinga ihhotela eSandton kusukela ngoLwesine, izinsuku ezintathu',
        asks(req('accommodation', 'Sandton|Johannesburg', 'thu', null)),
      ],
      [
        'Ngicela i-yacht e-V&A Waterfront ngeSonto ngo-2 emini, siyisishiyagalombili',
        asks(req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 8 })),
      ],
      [
        'Ngifuna onogada ekhaya eBryanston kusukela ngoMsombuluko, sizobe singekho',
        asks(req('security', 'Bryanston|Johannesburg', 'mon', null)),
      ],
      [
        'Ngicela imoto kanokusho, i-Mercedes, ngoLwesihlanu ngo-10 ekuseni eRosebank',
        asks(req(CAR, 'Rosebank|Johannesburg', 'fri', '10:00')),
      ],
      [
        'Ngicela amathikithi amabili omdlalo wama-Sharks e-Kings Park ngoMgqibelo',
        asks(req('other', 'Kings Park Stadium|Durban', 'sat', null)),
      ],
      [
        'Ngidinga indiza esuka eThekwini iya eKapa mhla zi-16',
        asks(req(FLIGHT, DURBAN, 'dom:16', null)),
      ],
      [
        'Sicela umuntu ozobheka izingane namuhla kusihlwa ngo-6 eMusgrave',
        asks(req('other', 'Musgrave|Durban', 'today', '18:00')),
      ],
      [
        'Ngifuna ukuhlela umcimbi wokugubha iminyaka engu-50 kamama eMidrand mhla zingama-25',
        asks(req('event_planning', 'Midrand|Johannesburg', 'dom:25', null)),
      ],
      [
        'Ngicela i-villa eBallito kusukela mhla zi-19, siyisithupha',
        asks(req('accommodation', 'Ballito|Durban', 'dom:19', null, { partySize: 6 })),
      ],
      [
        'Ngicela umthwebuli wezithombe emshadweni wethu eHillcrest ngoMgqibelo ngo-1 emini',
        asks(req('other', 'Hillcrest|Durban', 'sat', '13:00')),
      ],
      [
        'Ngidinga umshayeli ozongithatha eSoweto ngoLwesibili ngo-8 ekuseni angiyise eSandton',
        asks(req('personal_driver', 'Soweto|Johannesburg', 'tue', '08:00')),
      ],
      [
        'Ngicela othenga izimpahla angithengele isudi e-Gateway ngoLwesihlanu',
        asks(
          req(ERRAND, ['Gateway Theatre of Shopping|Durban', 'Umhlanga Ridge|Durban'], 'fri', null),
        ),
      ],
      [
        'Ngicela i-massage ekhaya eLa Lucia kusasa ngo-4 ntambama',
        asks(req('other', 'La Lucia|Durban', 'tomorrow', '16:00')),
      ],
      [
        'Ngifuna i-helicopter esuka eSandton iya eSun City ngeSonto ngo-9 ekuseni',
        asks(req(CHOPPER, 'Sandton|Johannesburg', 'sun', '09:00')),
      ],
      [
        'Sidinga isikebhe sokudoba eRichards Bay ngomhlomunye ngo-5 ekuseni',
        asks(req(BOAT, 'Richards Bay|Zululand', '+2', '05:00')),
      ],
      [
        'Ngicela i-lodge eHluhluwe kusukela ngoLwesihlanu olandelayo',
        asks(req('accommodation', 'Hluhluwe|Zululand', 'next:fri', null)),
      ],
      [
        'Ngicela umshayeli kusasa ngo-2 emini e-OR Tambo',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '14:00',
          ),
        ),
      ],
      [
        'Ngidinga i-bodyguard e-Durban ICC ngoLwesine ngo-6 kusihlwa',
        asks(req('security', ['Durban ICC|Durban', 'Durban|Durban'], 'thu', '18:00')),
      ],
      [
        'Sicela umpheki ozosiphekela ukudla kwasemini ngeSonto ngo-1 eKloof, siyisithupha',
        asks(req('private_chef', 'Kloof|Durban', 'sun', '13:00', { partySize: 6 })),
      ],
      [
        'Ngicela i-Range Rover ngizozishayela ngoMsombuluko, ngizoyithathela eMenlyn',
        asks(req('luxury_vehicle', 'Menlyn|Pretoria', 'mon', null)),
      ],

      // Tables.
      [
        'Ngicela itafula labantu ababili eMelville namuhla kusihlwa ngo-7',
        asks(table('Melville|Johannesburg', 'today', '19:00', 2)),
      ],
      [
        'Sicela itafula endaweni yokudla eMhlanga ngoMgqibelo ngo-8 ebusuku, sibane',
        asks(table('Umhlanga|Durban', 'sat', '20:00', 4)),
      ],
      [
        'Ngifuna itafula lokudla kwasemini eRosebank kusasa, sibathathu',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '12:30', 3)),
      ],
      [
        'Itafula labantu abayi-10 endaweni yokudla eBallito ngoLwesihlanu ngo-7 kusihlwa',
        asks(table('Ballito|Durban', 'fri', '19:00', 10)),
      ],
      [
        'Ngicela itafula lomuntu oyedwa endaweni yokudla eSandton ngo-1 emini',
        asks(table('Sandton|Johannesburg', 'auto', '13:00', 1)),
      ],
      [
        'Sicela itafula lebhulakufesi eGlenwood ngeSonto ngo-9, sibahlanu',
        asks(table('Glenwood|Durban', 'sun', '09:00', 5)),
      ],
      [
        'Ngicela ubhukhe itafula labantu abayisithupha eFlorida Road ngoLwesibili ngo-7:30 kusihlwa',
        asks(tableAt(['Florida Road|Durban', 'Durban|Durban'], 'tue', '19:30', 6)),
      ],
      [
        'Mina nomkami sifuna itafula eFranschhoek mhla zi-20 ngo-7 kusihlwa',
        asks(table('Franschhoek|Cape Winelands', 'dom:20', '19:00', 2)),
      ],
      [
        'Itafula labantu abayi-12 eMelrose Arch ngoLwesihlanu ngo-8 ebusuku',
        asks(tableAt(['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'], 'fri', '20:00', 12)),
      ],
      [
        'Ngicela itafula eHatfield namuhla ntambama ngo-3, sibabili',
        asks(table('Hatfield|Pretoria', 'today', '15:00', 2)),
      ],
      [
        'Sicela itafula lesidlo sakusihlwa eMusgrave kusasa ngo-7 kusihlwa, sibane',
        asks(table('Musgrave|Durban', 'tomorrow', '19:00', 4)),
      ],
      [
        'Ngifuna itafula endaweni yokudla eBerea ngoMsombuluko ngo-12:30, sibathathu',
        asks(table('Berea|Durban', 'mon', '12:30', 3)),
      ],

      // Several at once.
      [
        'Kusasa: umshayeli osuka eMhlanga ngo-9 ekuseni, bese itafula labantu ababili eBallito ngo-1 emini',
        asks(
          req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '09:00'),
          table('Ballito|Durban', 'tomorrow', '13:00', 2),
        ),
      ],
      [
        'Ngidinga indiza esuka eGoli iya eThekwini ngoLwesihlanu, nehhotela eMhlanga kusukela ngalolo suku',
        asks(
          req(FLIGHT, JOBURG, 'fri', null),
          req('accommodation', 'Umhlanga|Durban', 'fri', null),
        ),
      ],
      [
        'NgoMgqibelo: i-yacht e-Durban Point ngo-10 siyisikhombisa, umpheki ngo-7 kusihlwa eLa Lucia, nonogada kusukela ngo-6 kusihlwa',
        asks(
          req(BOAT, 'Durban Point|Durban', 'sat', '10:00', { partySize: 7 }),
          req('private_chef', 'La Lucia|Durban', 'sat', '19:00'),
          req('security', ['La Lucia|Durban', null], 'sat', '18:00'),
        ),
      ],
      [
        'Ngicela umshayeli e-King Shaka ngoLwesine ngo-11 ekuseni, nomthwebuli wezithombe eZimbali ngalolo suku ngo-4 ntambama',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'thu', '11:00'),
          req('other', 'Zimbali|Durban', 'thu', '16:00'),
        ),
      ],
      [
        'Sicela i-villa eZimbali kusukela mhla zi-22 nompheki ngalobo busuku ngo-7 kusihlwa',
        asks(
          req('accommodation', 'Zimbali|Durban', 'dom:22', null),
          req('private_chef', ['Zimbali|Durban', null], 'dom:22', '19:00'),
        ),
      ],
      [
        'Kusasa eSandton: i-massage ngo-10 ekuseni, othenga izimpahla ngo-1 emini, netafula labantu abathathu ngo-7 kusihlwa',
        asks(
          req('other', 'Sandton|Johannesburg', 'tomorrow', '10:00'),
          req('personal_shopping', 'Sandton|Johannesburg', 'tomorrow', '13:00'),
          table('Sandton|Johannesburg', 'tomorrow', '19:00', 3),
        ),
      ],

      // Actions on the member's requests.
      ['Ngicela ukhansele itafula lami lanamuhla kusihlwa e-Test Kitchen', cancel('table_tonight')],
      [
        'Umshayeli wami wakusasa e-OR Tambo, ngicela afike ngo-8 ekuseni esikhundleni sika-9',
        change('driver_tomorrow', { time: '08:00' }),
      ],
      ['Umpheki wangoMgqibelo usekuqinisekisiwe yini?', status('chef')],
      ['Ngicela ukhansele i-villa yase-Camps Bay, uhambo lwethu seluhoxisiwe', cancel('villa')],
      ['I-yacht yangeSonto, manje sesingabayi-12', change('yacht', { partySize: 12 })],
      [
        'Ngicela ungitshele ukuthi kwenzekeni ngesicelo sonogada emcimbini waseSandton',
        status('security'),
      ],
      ['Umshayeli waseKapa ngoLwesihlanu olandelayo, ngicela umkhansele', cancel('driver_friday')],
      [
        'Itafula lanamuhla kusihlwa e-Test Kitchen, ngicela libe ngelabantu abathathu',
        change('table_tonight', { partySize: 3 }),
      ],
      [
        'Ngicela utshele umpheki wangoMgqibelo ukuthi izivakashi ezimbili zidla ukudla kwe-halal kuphela',
        change('chef', { notes: 'halal' }),
      ],
      ['Kukhona izindaba nge-villa yase-Camps Bay?', status('villa')],
      ['Uhlelo lushintshile, ngicela ukhansele umshayeli wami', cancel(DRIVERS)],
      ['Ngicela ukhansele isidlo sakusihlwa, angizizwa kahle', cancel(DINNERS)],
      ['Izinto zami zempelasonto zimi kanjani?', status(WEEKEND)],
      ['Ngicela ushintshe umshayeli wami afike ngo-10:00', change(DRIVERS, { time: '10:00' })],
      [
        'Umpheki wangoMgqibelo angafika ngo-6 kusihlwa esikhundleni sika-7?',
        change('chef', { time: '18:00' }),
      ],
      [
        'Umcimbi womkami wokugubha iminyaka engu-50 eFranschhoek, wakhanselwa ngempela?',
        status('event'),
      ],
      [
        'Umshayeli wakusasa angangilanda eLanseria esikhundleni se-OR Tambo?',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['I-yacht yangeSonto, ngicela uyikhansele, umngane wethu uyagula', cancel('yacht')],
      ['Ibhukhingi yami eseqinisekisiwe iqala ngasiphi isikhathi?', status(CONFIRMED)],

      // Questions.
      ['Ngikusiphi isigaba sobulungu njengamanje?', question('tier')],
      ['Ngisenazo zingaki izicelo kule nyanga ngaphambi kokuba iphele?', question('allowance')],
      ['Ubulungu bami buzovuselelwa ngaluphi usuku?', question('renewal')],
      ['Zingaki izinsuku ezisele ku-trial yami yamahhala?', question('renewal')],
      [
        'Ngicela ungitshele ukuthi yiziphi izinto ezibhukhiwe ezizayo kuleli sonto',
        question('upcoming'),
      ],
      ['Ngicela uhlu lwazo zonke izicelo engake ngazenza', question('requests')],
      ['Abahlinzeki bathini emiyalezweni yabo kimi?', question('provider_said')],
      ['Yiziphi izinto ozikhumbulayo ngokuthanda kwami?', question('memory')],
      ['Bekunjani ukuzizwa kwami kuleli sonto eledlule ngokwe-journal yami?', question('mood')],
      ['Yini ongangisiza ngayo lapha?', question('capabilities')],
      ['Yini egcinwe ku-vault yami?', question('vault')],
      ['Ngikusiphi isigaba, futhi zingaki izicelo engisele nazo?', question('tier', 'allowance')],

      // A person, or out of scope.
      ['Angifuni ukukhuluma ne-bot, ngicela umuntu wangempela', human],
      ['Nginesikhalazo, ngicela ukukhuluma nomphathi wenu', human],
      ['Ngicela ningishayele ucingo ku-083 555 0147', human],
      ['Lizoba njani izulu eGoli kusasa?', outOfScope],
      ['Ngicela ungifundise ukupheka ujeqe', outOfScope],
      ['Yiliphi ihhashi elawina i-Durban July ngo-2023?', outOfScope],
    ],
  ),
};
