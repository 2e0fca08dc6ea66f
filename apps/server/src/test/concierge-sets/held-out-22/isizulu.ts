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
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const MONTECASINO = ['Montecasino|Johannesburg', 'Fourways|Johannesburg'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
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
 * Twenty-second held-out set: isiZulu, as members write it, with the English words they use
 * ("i-villa", "i-yacht", "i-Range Rover", "i-helicopter", "i-massage", "i-lodge", "i-vault",
 * "i-trial", "i-halal") beside their isiZulu words (umshayeli, umpheki, unogada, isikebhe
 * sokudoba, indiza, ihhotela, ibhasi, itafula, ibhulakufesi, ukudla kwasemini, isidlo
 * sakusihlwa, amathikithi, umthwebuli wezithombe, imoto kanokusho, imoto yokuqasha, umuntu
 * ozobheka izingane, umcimbi, izingubo zomshado, isigaba sobulungu, izicelo, abahlinzeki, umoya,
 * umphathi, umsizi): kusasa ngo-11 ekuseni, kusasa ngo-8 ekuseni, kusasa ngo-1 emini, kusasa
 * kusihlwa, kusasa emini ngo-12, namuhla kusihlwa ngo-7, namuhla ntambama ngo-4, ngomhlomunye,
 * ngoMsombuluko, ngoLwesine, ngoLwesihlanu, ngoLwesihlanu olandelayo, ngoMgqibelo, ngeSonto,
 * mhla zi-16, mhla zi-18, mhla zi-19, mhla zi-20, mhla zi-22, mhla zi-25; eThekwini, eGoli,
 * eKapa, eMhlanga, eBallito, eSalt Rock, eZimbali, eWestville, eHillcrest, eKloof, eBerea,
 * eGlenwood, eMusgrave, eLa Lucia, eChatsworth, eRichards Bay, eHluhluwe, eVirginia Airport,
 * eKing Shaka, eFlorida Road, eMoses Mabhida, eSoweto, eVilakazi Street, eSandton, eRosebank,
 * eMelrose Arch, eMontecasino, eFourways, eMidrand, eHatfield, eLanseria, eDrakensberg,
 * eWoodstock, eCamps Bay; times as ngo-6 ekuseni, ngo-9 ekuseni, ngo-2 emini, ngo-12:30, ngo-4
 * ntambama, ngo-6 kusihlwa, ngo-7 kusihlwa, ngo-7:30 kusihlwa, ngo-8 ebusuku, ngo-9 ebusuku,
 * ngo-11 ebusuku; parties as oyedwa, sibabili, abathathu, sibane, sibahlanu, siyisithupha,
 * siyisikhombisa, abayisishiyagalombili, siyishumi, siyishumi nambili, abangama-30, mina nomkami:
 * new requests, tables, several at once, actions on their requests (some a human would have to
 * ask about), questions, and asking for a person or for something out of scope. A note for a
 * provider is labelled by a word the same in both languages (halal).
 */
export const HELD_OUT_22_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli ozongilanda e-King Shaka kusasa ngo-11 ekuseni',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '11:00'),
        ),
      ],
      [
        'Ngidinga umpheki ozophekela abantu abayisishiyagalombili ekhaya eWestville ngoMgqibelo ngo-6 kusihlwa',
        asks(req('private_chef', 'Westville|Durban', 'sat', '18:00', { partySize: 8 })),
      ],
      [
        'Sicela i-villa eBallito kusukela mhla zi-18, siyishumi',
        asks(req('accommodation', 'Ballito|Durban', 'dom:18', null)),
      ],
      [
        'Ngifuna ukuqasha i-Range Rover eGoli kusukela kusasa',
        asks(req(HIRE, 'Johannesburg|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Ngicela unogada ozongiphelezela eSandton ngoLwesihlanu kusukela ngo-7 kusihlwa',
        asks(req('security', 'Sandton|Johannesburg', 'fri', '19:00')),
      ],
      [
        'Ngidinga i-yacht yabantu abayi-12 e-V&A Waterfront ngeSonto ngo-2 emini',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 12 })),
      ],
      [
        'Sicela amathikithi endiza asuka eThekwini aya eKapa mhla zi-22',
        asks(req(FLIGHT, DURBAN, 'dom:22', null)),
      ],
      [
        'Ngifuna umuntu ozohlela umcimbi wokuzalwa kwendodakazi yami eMidrand ngoMgqibelo ngo-1 emini',
        asks(req('event_planning', 'Midrand|Johannesburg', 'sat', '13:00')),
      ],
      [
        'Ngicela umuntu ozongithengela izingubo zomshado eSandton City kusasa',
        asks(req(ERRAND, SANDTON_CITY, 'tomorrow', null)),
      ],
      [
        'Sifuna ihhotela eMhlanga kusukela ngoLwesihlanu',
        asks(req('accommodation', 'Umhlanga|Durban', 'fri', null)),
      ],
      [
        'Ngicela i-helicopter esuka eVirginia Airport ngoMgqibelo ngo-10 ekuseni',
        asks(req(CHOPPER, 'Virginia Airport|Durban', 'sat', '10:00')),
      ],
      [
        'Ngidinga umshayeli ozohambisa umama esibhedlela eChatsworth kusasa ngo-8 ekuseni',
        asks(req(CAR, ['Chatsworth|Durban', null], 'tomorrow', '08:00')),
      ],
      [
        'Ngicela isikebhe sokudoba eRichards Bay ngeSonto ngo-6 ekuseni',
        asks(req(BOAT, 'Richards Bay|Zululand', 'sun', '06:00')),
      ],
      [
        'Ngifuna umthwebuli wezithombe emshadweni wethu eHillcrest mhla zi-25 ngo-11 ekuseni',
        asks(req('other', 'Hillcrest|Durban', 'dom:25', '11:00')),
      ],
      [
        'Sicela i-lodge enhle eHluhluwe kusukela ngoLwesihlanu, sibane nezingane',
        asks(req('accommodation', 'Hluhluwe|Zululand', 'fri', null)),
      ],
      [
        'Ngicela imoto kanokusho izongilanda eLanseria ngoMsombuluko ngo-9 ekuseni',
        asks(req(CAR, 'Lanseria International Airport|Johannesburg', 'mon', '09:00')),
      ],
      [
        'Ngidinga i-massage yomzimba wonke eZimbali namuhla ntambama ngo-4',
        asks(req('other', 'Zimbali|Durban', 'today', '16:00')),
      ],
      [
        'Ngicela umuntu ozobheka izingane zethu kusasa kusihlwa kusukela ngo-6, sihlala eMusgrave',
        asks(req('other', 'Musgrave|Durban', 'tomorrow', '18:00')),
      ],
      [
        'Sifuna amathikithi ekhonsathi eMoses Mabhida ngoMgqibelo',
        asks(req('other', 'Moses Mabhida Stadium|Durban', 'sat', null)),
      ],
      [
        'Ngicela umpheki we-halal ozopheka ekhaya eKloof ngeSonto ngo-1 emini, siyisithupha',
        asks(req('private_chef', 'Kloof|Durban', 'sun', '13:00', { partySize: 6 })),
      ],
      [
        'Ngidinga imoto yokuqasha eKapa kusukela mhla zi-16',
        asks(req(HIRE, 'Cape Town|Cape Town', 'dom:16', null)),
      ],
      [
        'Sicela ibhasi nomshayeli yabantu abangama-30 lisuka eSoweto liya eSun City ngeSonto ngo-7 ekuseni',
        asks(req(BUS, 'Soweto|Johannesburg', 'sun', '07:00')),
      ],

      // Tables.
      [
        'Ngicela itafula labantu ababili endaweni yokudlela eFlorida Road namuhla kusihlwa ngo-7',
        asks(tableAt(['Florida Road|Durban', 'Durban|Durban'], 'today', '19:00', 2)),
      ],
      [
        'Sicela itafula eMelrose Arch ngoLwesihlanu ngo-8 ebusuku, sibane',
        asks(tableAt(MELROSE_ARCH, 'fri', '20:00', 4)),
      ],
      [
        'Ngifuna itafula labantu abayisithupha eRosebank kusasa ngo-1 emini',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '13:00', 6)),
      ],
      [
        'Ibhulakufesi labantu abathathu e-Oyster Box kusasa ngo-8 ekuseni',
        asks(tableAt(OYSTER_BOX, 'tomorrow', '08:00', 3)),
      ],
      [
        'Sicela itafula eBallito ngoMgqibelo ngo-7:30 kusihlwa, sibahlanu',
        asks(table('Ballito|Durban', 'sat', '19:30', 5)),
      ],
      [
        'Ukudla kwasemini eMontecasino ngeSonto ngo-12:30, siyisikhombisa',
        asks(tableAt(MONTECASINO, 'sun', '12:30', 7)),
      ],
      [
        'Itafula lami nomkami eUmhlanga ngomhlomunye ngo-7 kusihlwa',
        asks(table('Umhlanga|Durban', '+2', '19:00', 2)),
      ],
      [
        'Sicela itafula labantu abayishumi eVilakazi Street eSoweto ngoMgqibelo ngo-2 emini',
        asks(tableAt(['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg'], 'sat', '14:00', 10)),
      ],
      [
        'Ngicela itafula labantu abane e-V&A Waterfront kusasa kusihlwa',
        asks(table('V&A Waterfront|Cape Town', 'tomorrow', '19:00', 4)),
      ],
      [
        'Sibabili, sifuna ukudla kusihlwa eHatfield ngoLwesine ngo-7',
        asks(table('Hatfield|Pretoria', 'thu', '19:00', 2)),
      ],
      [
        'Itafula labantu abayi-8 eGlenwood mhla zi-20 ngo-7 kusihlwa',
        asks(table('Glenwood|Durban', 'dom:20', '19:00', 8)),
      ],
      [
        'Ngicela itafula lomuntu oyedwa eBerea kusasa emini ngo-12',
        asks(table('Berea|Durban', 'tomorrow', '12:00', 1)),
      ],

      // Several at once.
      [
        'Kusasa ngicela umshayeli e-King Shaka ngo-9 ekuseni, nompheki ozosiphekela ekhaya eLa Lucia ngo-7 kusihlwa, sibane',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '09:00'),
          req('private_chef', 'La Lucia|Durban', 'tomorrow', '19:00', { partySize: 4 }),
        ),
      ],
      [
        'Ngicela ihhotela eDrakensberg kusukela ngoLwesihlanu, ne-helicopter ngoMgqibelo ngo-10 ekuseni',
        asks(
          req('accommodation', 'Drakensberg|Drakensberg', 'fri', null),
          req(CHOPPER, ['Drakensberg|Drakensberg', null], 'sat', '10:00'),
        ),
      ],
      [
        'Ngidinga unogada eMontecasino ngoMgqibelo ngo-6 kusihlwa, nomshayeli ozosibuyisa ekhaya eFourways ngo-11 ebusuku',
        asks(
          req('security', MONTECASINO, 'sat', '18:00'),
          req('personal_driver', MONTECASINO, 'sat', '23:00'),
        ),
      ],
      [
        'Sicela amathikithi endiza asuka eGoli aya eThekwini ngoLwesihlanu, nemoto ezosilinda e-King Shaka',
        asks(
          req(FLIGHT, JOBURG, 'fri', null),
          req(CAR, 'King Shaka International Airport|Durban', 'fri', null),
        ),
      ],
      [
        'NgoMgqibelo: i-yacht yabantu abayi-8 eThekwini ngo-10 ekuseni. NgeSonto: itafula labantu abayi-8 eMhlanga ngo-1 emini',
        asks(
          req(BOAT, DURBAN, 'sat', '10:00', { partySize: 8 }),
          table('Umhlanga|Durban', 'sun', '13:00', 8),
        ),
      ],
      [
        'Ngicela i-villa eSalt Rock kusukela mhla zi-19, nompheki wabantu abayishumi mhla zi-20 ngo-7 kusihlwa',
        asks(
          req('accommodation', 'Salt Rock|Durban', 'dom:19', null),
          req('private_chef', ['Salt Rock|Durban', null], 'dom:20', '19:00', { partySize: 10 }),
        ),
      ],

      // Their own requests.
      ['Ngicela ukhansele itafula lami lanamuhla kusihlwa eWoodstock', cancel('table_tonight')],
      [
        'Umshayeli wakusasa e-OR Tambo, angafika ngo-10 esikhundleni sika-9?',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['Umpheki wangoMgqibelo: manje siyishumi nambili', change('chef', { partySize: 12 })],
      ['Kunjani nge-villa yaseCamps Bay? Isiqinisekisiwe?', status('villa')],
      [
        'Ngicela uhambise i-yacht iye ngoMgqibelo, isikhathi sisafana',
        change('yacht', { date: 'sat' }),
      ],
      ['Khansela umshayeli waseKapa ngoLwesihlanu olandelayo', cancel('driver_friday')],
      ['Kungani i-Shield Protection ingasamukelanga isicelo sami?', status('security')],
      ['Tshela umpheki ukuthi sidla ukudla kwe-halal kuphela', change('chef', { notes: 'halal' })],
      [
        'Itafula lanamuhla kusihlwa eWoodstock, singaba bathathu?',
        change('table_tonight', { partySize: 3 }),
      ],
      ['Kwenzekeni ngomcimbi wokuzalwa womkami eFranschhoek?', status('event')],
      ['Angisamdingi umshayeli manje, ngicela umkhansele ngokushesha', cancel(DRIVERS)],
      ['Shintsha isidlo sakusihlwa siye ngo-9 ebusuku', change(DINNERS, { time: '21:00' })],
      ['Ingabe okwangempelasonto kusekhona?', status(WEEKEND)],
      ['Khansela lokho osekuqinisekisiwe', cancel(CONFIRMED)],
      ['Zikhona izindaba ngesicelo esisalindile?', status(PENDING)],

      // Questions.
      ['Ngikusiphi isigaba sobulungu manje kwa-Aurum?', question('tier')],
      ['Zingaki izicelo engisazenza kule nyanga ngaphambi kokuthi iphele?', question('allowance')],
      ['Ubulungu bami buzovuselelwa nini, ngifuna ukulungisa ikhadi?', question('renewal')],
      ['Yini engiyibhukile ezinsukwini ezimbalwa ezizayo?', question('upcoming')],
      ['Ngicela ungikhombise zonke izicelo zami, ngisho nezindala', question('requests')],
      ['Abahlinzeki baphendule bathini?', question('provider_said')],
      ['Ukhumbula ini ngokudla engikuthandayo?', question('memory')],
      ['Umoya wami ubunjani kule mpelasonto edlule?', question('mood')],
      ['Kukhona ini ku-vault yami okwamanje, amaphepha amangaki?', question('vault')],
      ['Uyakwazi ukubhukha indiza, noma abashayeli kuphela?', question('capabilities')],
      ['Izinsuku ezingaki ezisele ku-trial yami?', question('renewal')],
      [
        'Ngikusiphi isigaba, futhi zingaki izicelo ezisele kule nyanga?',
        question('tier', 'allowance'),
      ],

      // A person.
      ['Ngifuna ukukhuluma nomuntu ophilayo, hhayi umshini ngicela', human],
      ['Ngicela umuntu angishayele ku-072 111 2233, kuyaphuthuma', human],
      ['Ngidinga umphathi, nginesikhalo', human],
      ['Ngixhumanise nomsizi wangempela ngicela', human],
      ['Ngicela umuntu okhuluma isiZulu ongangisiza ocingweni', human],

      // Out of scope.
      ['Izulu lizoba njani eThekwini kusasa ekuseni, lizona?', outOfScope],
      ['Ngiphe iresiphi yephuthu nenyama yenkomo', outOfScope],
      ['Ubani owanqoba i-AFCON ngo-2019?', outOfScope],
      ['Ngisize ngibhale incwadi eya kumqashi wami', outOfScope],
      ['Lingakanani intengo kaphethiloli namuhla?', outOfScope],
    ],
  ),
};
