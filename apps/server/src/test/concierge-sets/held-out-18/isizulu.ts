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
const TOUR: ServiceType[] = ['other', 'travel'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
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
 * Eighteenth held-out set: isiZulu, as members write it, with the English words they use
 * ("i-driver", "i-chef", "i-villa", "i-yacht", "i-lodge", "i-helicopter", "i-bodyguard",
 * "i-security", "i-massage", "i-tour", "ibhukhingi", "i-trial", "i-vault", "i-bot") beside
 * their isiZulu words (umshayeli, umpheki, unogada, abaqaphi, isikebhe, indiza, ihhotela,
 * itafula, ibhulakufesi, ukudla kwasemini, ukudla kwakusihlwa, izimbali): kusasa ekuseni,
 * kusasa ebusuku, namuhla kusihlwa, namuhla ebusuku, namuhla ntambama, ngomhlomunye,
 * ngoMsombuluko, ngoLwesibili, ngoLwesine, ngoLwesihlanu, ngoLwesihlanu olandelayo, ngoMgqibelo,
 * ngeSonto, impelasonto, mhla zi-16, mhla zi-18, mhla zi-20, mhla zi-27, ngomhla zingama-21,
 * mhla ziyi-9; eThekwini, eGoli, eKapa, eMhlanga, eBallito, eWestville, eHillcrest, eKloof,
 * eBerea, eSoweto, eSandton, eRosebank, eMenlyn, eZimbali, eHluhluwe, eMbombela; times as ngo-7
 * kusihlwa, ngo-8 ebusuku, ngo-9 ekuseni, ngo-1 emini, ngo-2 emini, ngo-5 ntambama, ngo-7:30,
 * ngo-8:30; parties as sibabili, sibathathu, sibane, sibahlanu, siyisithupha,
 * sibayisishiyagalombili, siyishumi, abangu-12, abangu-40, ngedwa: new requests, tables,
 * several at once, actions on their requests (some a human would have to ask about), questions,
 * and asking for a person or for something out of scope. A note for a provider is labelled by a
 * word the same in both languages (halal).
 */
export const HELD_OUT_18_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela i-driver ezongilanda e-King Shaka kusasa ekuseni ngo-8',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '08:00'),
        ),
      ],
      [
        'Ngidinga i-chef ngoMgqibelo kusihlwa ngo-7 ekhaya eMhlanga, sibayisishiyagalombili',
        asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'Sifuna indawo yokuhlala eBallito kusukela mhla zi-18, izinsuku ezine',
        asks(req('accommodation', 'Ballito|Durban', 'dom:18', null)),
      ],
      [
        'Ngicela unogada wendlu yami eWestville ngoLwesihlanu kusukela ngo-6 kusihlwa',
        asks(req('security', 'Westville|Durban', 'fri', '18:00')),
      ],
      [
        'Ngifuna ukuqasha i-Range Rover eGoli kusasa ngo-10, ngizoshayela mina',
        asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'Ngicela ungibhukhele indiza ezosuka eThekwini iye eKapa ngoMsombuluko ekuseni, ngingedwa',
        asks(req(FLIGHT, DURBAN, 'mon', '09:00')),
      ],
      [
        'Sicela i-yacht e-V&A Waterfront ngeSonto ngo-2 emini, siyishumi',
        asks(req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 10 })),
      ],
      [
        'Ngifuna ukuhlela iphathi yosuku lokuzalwa lukamama eDurban North ngomhla zingama-21',
        asks(req('event_planning', 'Durban North|Durban', 'dom:21', null)),
      ],
      [
        'Ngicela umuntu ozongithengela izipho eGateway namuhla ntambama',
        asks(req(ERRAND, 'Gateway Theatre of Shopping|Durban', 'today', '15:00')),
      ],
      [
        'Ngidinga i-bodyguard kusasa ebusuku eSandton, ngiya emcimbini omkhulu',
        asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '20:00')),
      ],
      [
        'Ngicela i-massage ehhotela eMhlanga namuhla ngo-5 ntambama',
        asks(req('other', 'Umhlanga|Durban', 'today', '17:00')),
      ],
      [
        'Ngicela i-helicopter esuka e-Virginia Airport iye eDrakensberg ngoMgqibelo ngo-9 ekuseni',
        asks(req(CHOPPER, 'Virginia Airport|Durban', 'sat', '09:00')),
      ],
      [
        'Ngidinga i-driver ezohambisa izingane esikoleni eHillcrest kusasa ngo-7 ekuseni',
        asks(req('personal_driver', 'Hillcrest|Durban', 'tomorrow', '07:00')),
      ],
      [
        'Sicela i-lodge eHluhluwe kusukela ngoLwesihlanu, sibane',
        asks(req('accommodation', 'Hluhluwe|Zululand', 'fri', null)),
      ],
      [
        'Ngifuna umpheki ozopheka ukudla kwesintu emcimbini wethu eSoweto ngeSonto, abantu abangu-40',
        asks(req('private_chef', 'Soweto|Johannesburg', 'sun', null, { partySize: 40 })),
      ],
      [
        'Ngicela ungithengele izimbali uziyise kumkami emsebenzini eRosebank kusasa ekuseni',
        asks(req(ERRAND, 'Rosebank|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'Ngidinga imoto kanokusho ene-driver yomshado eKloof mhla zi-27 ngo-1 emini',
        asks(req(CAR, 'Kloof|Durban', 'dom:27', '13:00')),
      ],
      [
        'Ngicela ungihlelele i-tour yase-Robben Island ngoLwesibili ekuseni, sibathathu',
        asks(req(TOUR, 'Robben Island|Cape Town', 'tue', '09:00')),
      ],
      [
        'Ngifuna ihhotela eMbombela ngoLwesine, ubusuku obubodwa kuphela',
        asks(req('accommodation', 'Mbombela|Mbombela', 'thu', null)),
      ],
      [
        'Ngicela abaqaphi abane emshadweni eZimbali ngoMgqibelo kusukela ngo-3 ntambama',
        asks(req('security', 'Zimbali|Durban', 'sat', '15:00')),
      ],
      [
        'Sifuna uthisha wezibalo wendodana yami eBerea ngoLwesibili ngo-4 ntambama',
        asks(req('other', 'Berea|Durban', 'tue', '16:00')),
      ],
      [
        'Ngicela indiza esuka eGoli iya eMauritius mhla ziyi-9',
        asks(req(FLIGHT, JOBURG, 'dom:9', null)),
      ],

      // Tables.
      [
        'Ngicela itafula labantu ababili eMhlanga namuhla kusihlwa ngo-7',
        asks(table('Umhlanga|Durban', 'today', '19:00', 2)),
      ],
      [
        'Sibane, sifuna ukudla eFlorida Road ngoLwesihlanu ebusuku ngo-8',
        asks(tableAt(['Florida Road|Durban', 'Durban|Durban'], 'fri', '20:00', 4)),
      ],
      [
        'Ngicela ubhukhe itafula eSandton kusasa emini ngo-1, siyisithupha',
        asks(table('Sandton|Johannesburg', 'tomorrow', '13:00', 6)),
      ],
      [
        'Itafula labantu abayi-10 eSoweto ngeSonto ngo-2 ntambama',
        asks(table('Soweto|Johannesburg', 'sun', '14:00', 10)),
      ],
      [
        'Ngedwa namuhla ebusuku, ngicela indawo ethule eRosebank',
        asks(table('Rosebank|Johannesburg', 'today', '20:00', 1)),
      ],
      [
        'Sibathathu, sifuna ibhulakufesi eBallito kusasa ngo-9 ekuseni',
        asks(table('Ballito|Durban', 'tomorrow', '09:00', 3)),
      ],
      [
        'Sicela itafula eMelrose Arch ngoMgqibelo kusihlwa ngo-7:30, sibahlanu',
        asks(table('Melrose Arch|Johannesburg', 'sat', '19:30', 5)),
      ],
      [
        'Ngicela itafula lababili eKapa, eCamps Bay, ngomhlomunye ngo-8 ebusuku',
        asks(table('Camps Bay|Cape Town', '+2', '20:00', 2)),
      ],
      [
        'Sifuna ukudla kwasemini eWestville ngoLwesibili, sibane',
        asks(table('Westville|Durban', 'tue', '12:30', 4)),
      ],
      [
        'Itafula labangu-12 eMenlyn mhla zi-15 ngo-7 kusihlwa',
        asks(table('Menlyn|Pretoria', 'dom:15', '19:00', 12)),
      ],

      // Several at once.
      [
        'Kusasa ngicela i-driver e-OR Tambo ngo-11 ekuseni, bese kuba itafula lababili eSandton ngo-7 kusihlwa',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '11:00',
          ),
          table('Sandton|Johannesburg', 'tomorrow', '19:00', 2),
        ),
      ],
      [
        'NgoLwesihlanu ngidinga i-chef eBallito ngo-7 kusihlwa, siyisithupha. NgoMgqibelo i-yacht eDurban Point ngo-10',
        asks(
          req('private_chef', 'Ballito|Durban', 'fri', '19:00', { partySize: 6 }),
          req(BOAT, 'Durban Point|Durban', 'sat', '10:00'),
        ),
      ],
      [
        'Ngicela indiza esuka eKapa iya eThekwini mhla zi-16, kanye nehhotela eMhlanga kusukela mhla zi-16',
        asks(
          req(FLIGHT, CAPE_TOWN, 'dom:16', null),
          req('accommodation', 'Umhlanga|Durban', 'dom:16', null),
        ),
      ],
      [
        'Ngidinga unogada ne-driver ngoMgqibelo ebusuku ngo-8 eMelrose Arch',
        asks(
          req('security', 'Melrose Arch|Johannesburg', 'sat', '20:00'),
          req('personal_driver', ['Melrose Arch|Johannesburg', null], 'sat', '20:00'),
        ),
      ],
      [
        'Ngomhlomunye: i-massage ekhaya eKloof ngo-10, izinwele ngo-2, nokudla kwakusihlwa kwabane ngo-7 eGateway',
        asks(
          req('other', 'Kloof|Durban', '+2', '10:00'),
          req('other', ['Kloof|Durban', null], '+2', '14:00'),
          tableAt(
            ['Gateway Theatre of Shopping|Durban', 'Umhlanga Ridge|Durban'],
            '+2',
            '19:00',
            4,
          ),
        ),
      ],
      [
        'Ngicela i-villa eKapa eClifton kusukela mhla zi-20, kanye ne-chef mhla zi-22 ngo-7 kusihlwa, siyishumi',
        asks(
          req('accommodation', 'Clifton|Cape Town', 'dom:20', null),
          req('private_chef', ['Clifton|Cape Town', null], 'dom:22', '19:00', { partySize: 10 }),
        ),
      ],

      // Their own requests.
      ['Ngicela ukhansele itafula lanamuhla ebusuku e-Test Kitchen', cancel('table_tonight')],
      [
        'I-driver yakusasa e-OR Tambo, ngicela ize ngo-10 esikhundleni sika-9',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      [
        'I-chef yangoMgqibelo: manje siyishumi, hhayi abayisishiyagalombili',
        change('chef', { partySize: 10 }),
      ],
      ['Ngabe i-yacht yangeSonto ntambama isiqinisekisiwe yini?', status('yacht')],
      ['Khansela i-villa eCamps Bay, uhambo alusekho', cancel('villa')],
      [
        'Itafula lanamuhla kusihlwa, ngicela ulishintshe libe ngo-8:30',
        change('table_tonight', { time: '20:30' }),
      ],
      [
        'I-driver yangoLwesihlanu olandelayo eKapa, ngicela ize ngo-7 kusihlwa',
        change('driver_friday', { time: '19:00' }),
      ],
      ['Kwenzekeni ngesicelo sami se-security eSandton?', status('security')],
      [
        'Tshela i-chef ukuthi izivakashi ezimbili zidla i-halal kuphela',
        change('chef', { notes: 'halal' }),
      ],
      ['Angisayidingi i-driver, ngicela uyikhansele', cancel(DRIVERS)],
      ['Kuhamba kanjani ngokudla kwakusihlwa engikubhukhile?', status(DINNERS)],
      ['Khansela ibhukhingi yempelasonto, sizohlala ekhaya', cancel(WEEKEND)],
      ['Ikhona indaba nge-driver yami?', status(DRIVERS)],
      ['Ngicela i-villa iqale isonto elilodwa kamuva', change('villa', { date: '+28' })],
      [
        'I-yacht yangeSonto, singahamba ngo-4 esikhundleni sika-3?',
        change('yacht', { time: '16:00' }),
      ],
      ['Khansela ukudla kwakusihlwa, kukhona okuvelile', cancel(DINNERS)],
      [
        'Itafula lanamuhla ebusuku kufanele libe labantu abathathu, udadewethu uyeza',
        change('table_tonight', { partySize: 3 }),
      ],
      ['Ibhukhingi eqinisekisiwe isahamba kahle?', status(CONFIRMED)],
      [
        'Ngicela ukhansele i-driver yakusasa ekuseni, umfowethu uzongilanda',
        cancel('driver_tomorrow'),
      ],

      // Questions.
      ['Umkami uthi sise-Black. Ngabe ngikusiphi isigaba sobulungu ngempela?', question('tier')],
      ['Ngisenazo izicelo ezingaki kule nyanga?', question('allowance')],
      [
        'Ikhadi lami liphelelwa yisikhathi, ubulungu bami buzovuselelwa nini futhi?',
        question('renewal'),
      ],
      ['Ngisele nezinsuku ezingaki ku-trial yami?', question('renewal')],
      ['Ngineziphi izinto ezibhukiwe kuleli sonto elizayo?', question('upcoming')],
      ['Ngicela ungibhalele uhlu lwazo zonke izicelo engizenzile', question('requests')],
      ['Ingabe bakhona abahlinzeki asebephendulile?', question('provider_said')],
      ['Yini oyaziyo ngami esuka ezingxoxweni zethu?', question('memory')],
      ['Bekunjani ukuzizwa kwami kulezi zinsuku?', question('mood')],
      ['Ungangisiza ngaziphi izinto?', question('capabilities')],
      ['Uyakwazi ukubona okuku-vault yami?', question('vault')],
      [
        'Ngiku-Gold noma ku-Platinum, futhi ngisele nezicelo ezingaki?',
        question('tier', 'allowance'),
      ],

      // A person, or out of scope.
      ['Ngicela ungixhumanise nomuntu wangempela wase-Aurum', human],
      ['Ngicela omunye wenu angishayele ucingo ku-072 333 9090', human],
      ['Le bot ayingizwa, ngixhumanise nomuntu', human],
      ['Ngifuna ukukhuluma nomphathi', human],
      ['Kuzoshisa kangakanani eGoli kusasa?', outOfScope],
      ['Ubani owawina i-Durban July ngonyaka odlule?', outOfScope],
      ['Ngicela ungitshele iresiphi ye-dombolo', outOfScope],
      ['Yimalini i-dollar namuhla ngamarandi?', outOfScope],
      ['Ngisize ngomsebenzi wesikole wendodana yami we-maths', outOfScope],
      ['Ngubani uMongameli wase-Botswana?', outOfScope],
    ],
  ),
};
