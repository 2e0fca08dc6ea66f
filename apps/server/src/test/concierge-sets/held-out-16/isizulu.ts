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

const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/** A table a human could file at either place (a street and the township it is in). */
const tableAt = (
  places: string[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Sixteenth held-out set: isiZulu, as members write it, with the English words they use
 * ("i-driver", "i-chef", "i-villa", "i-yacht", "i-security", "i-restaurant", "ibhukhingi",
 * "i-trial", "i-vault"): kusasa ekuseni, namuhla ebusuku, kusihlwa, ntambama, emini, ngomhlomunye,
 * ngoMgqibelo, ngeSonto, ngoLwesithathu, ngoLwesine, ngoLwesihlanu olandelayo, mhla zi-18, mhla
 * ziyi-12 kuNdasa, impelasonto; eThekwini, eGoli, eKapa, eMhlanga, eKloof, eSoweto; times as
 * ngo-7 kusihlwa, ngo-10 ekuseni, ngo-3 ntambama, ngo-1 emini, ngo-12:30; parties as sibabili,
 * sibathathu, sibane, sibahlanu, sibayisithupha, abayisishiyagalombili, sibayi-12, lomuntu
 * oyedwa: new requests, tables, several at once, actions on their requests (some a human would
 * have to ask about), questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_16_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela i-driver kusasa ekuseni ngo-7, izongilanda e-OR Tambo',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '07:00',
          ),
        ),
      ],
      [
        'Ngidinga umpheki ngoMgqibelo kusihlwa ngo-7 ekhaya lami eMhlanga, sibayishumi',
        asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        'Sicela i-villa eBallito ngoZibandlela, sibayisishiyagalombili',
        asks(req('accommodation', 'Ballito|Durban', null, null)),
      ],
      [
        'Ngifuna i-yacht eThekwini ngeSonto ntambama, sibayi-12',
        asks(req(BOAT, 'Durban|Durban', 'sun', '15:00', { partySize: 12 })),
      ],
      [
        'Ngicela umuntu ozongisiza ukuthenga izingubo eSandton City ngoLwesihlanu',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'fri', null)),
      ],
      [
        'Ngidinga i-security emcimbini wami eMidrand ngoMgqibelo',
        asks(req('security', 'Midrand|Johannesburg', 'sat', null)),
      ],
      [
        'Ngicela ungibhukhele indiza esuka eGoli iya eKapa mhla ziyi-12 kuNdasa',
        asks(req(FLIGHT, 'Johannesburg|Johannesburg', 'md:03-12', null)),
      ],
      [
        'Ngifuna i-Range Rover izinsuku ezintathu eMbombela, ngizoshayela mina',
        asks(req('luxury_vehicle', 'Mbombela|Mbombela', null, null)),
      ],
      [
        'Umama uzohlanganisa iminyaka engu-60 mhla zi-18. Ngicela nisihlelele umcimbi eDurban North',
        asks(req('event_planning', 'Durban North|Durban', 'dom:18', null)),
      ],
      [
        'Ngicela i-helicopter esuka eSandton iya eSun City ngoMgqibelo ekuseni',
        asks(req(CHOPPER, 'Sandton|Johannesburg', 'sat', '09:00')),
      ],
      [
        'Ngidinga i-lodge eHluhluwe izinsuku ezimbili kusukela ngoLwesine',
        asks(req('accommodation', 'Hluhluwe|Zululand', 'thu', null)),
      ],
      [
        'Ngicela i-driver ezongilanda ehhotela eRosebank ngo-6 kusihlwa',
        asks(req('personal_driver', 'Rosebank|Johannesburg', 'auto', '18:00')),
      ],
      [
        'Ngicela umuntu wokuhlanza indlu yami eWestville kusasa',
        asks(req('other', 'Westville|Durban', 'tomorrow', null)),
      ],
      [
        'Sifuna isikebhe eSt Lucia sokubona izimvubu ngoLwesithathu ngo-3 ntambama, sibahlanu',
        asks(req(BOAT, 'St Lucia|Zululand', 'wed', '15:00', { partySize: 5 })),
      ],
      [
        'Ngicela ungithengele isipho se-anniversary somkami, uthanda amaparfum',
        asks(req(ERRAND, null, null, null)),
      ],
      [
        'Ngidinga unogada kusasa ebusuku eMontecasino',
        asks(req('security', 'Montecasino|Johannesburg', 'tomorrow', '20:00')),
      ],
      [
        'Ngicela i-chef ezosiphekela ukudla kwasemini ngeSonto ngo-1 eHillcrest, sibayi-12',
        asks(req('private_chef', 'Hillcrest|Durban', 'sun', '13:00', { partySize: 12 })),
      ],
      [
        'Ngifuna ukundiza ngiye eKapa ngoLwesihlanu, ngicela ungibhukhele',
        asks(req(FLIGHT, ['Cape Town|Cape Town', null], 'fri', null)),
      ],

      // Tables.
      [
        'Ngicela itafula lababili namuhla ebusuku ngo-8 eFlorida Road',
        asks(table('Florida Road|Durban', 'today', '20:00', 2)),
      ],
      [
        'Sicela ibhukhingi ye-restaurant eMelrose Arch ngoMgqibelo ngo-7 kusihlwa, sibane',
        asks(table('Melrose Arch|Johannesburg', 'sat', '19:00', 4)),
      ],
      [
        'Itafula labantu abayisithupha eMhlanga kusasa ngo-12:30',
        asks(table('Umhlanga|Durban', 'tomorrow', '12:30', 6)),
      ],
      [
        'Ngicela indawo yokudla yababili e-restaurant eKloof ngoLwesihlanu kusihlwa',
        asks(table('Kloof|Durban', 'fri', '19:00', 2)),
      ],
      [
        'Sibathathu, sifuna ukudla kwasemini e-restaurant eBallito ngeSonto ngo-1',
        asks(table('Ballito|Durban', 'sun', '13:00', 3)),
      ],
      [
        'Ngicela itafula eVilakazi Street eSoweto labantu abayisishiyagalombili ngoMgqibelo ngo-2 ntambama',
        asks(tableAt(['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg'], 'sat', '14:00', 8)),
      ],
      [
        'Itafula lababili e-Oyster Box ngomhlomunye ngo-7:30 kusihlwa',
        asks(table('Oyster Box|Durban', '+2', '19:30', 2)),
      ],
      [
        'Ngicela ubhukhe itafula labantu abahlanu eMenlyn ngoLwesithathu ngo-6 kusihlwa',
        asks(table('Menlyn|Pretoria', 'wed', '18:00', 5)),
      ],
      [
        'Sicela itafula labantu abane e-restaurant eGlenwood kusasa kusihlwa',
        asks(table('Glenwood|Durban', 'tomorrow', '19:00', 4)),
      ],
      [
        'Ngifuna itafula lomuntu oyedwa eBerea namuhla ngo-1 emini',
        asks(table('Berea|Durban', 'today', '13:00', 1)),
      ],
      [
        'Mhla ziyi-14 kuNhlolanja, itafula lababili eSalt Rock ngo-7 kusihlwa',
        asks(table('Salt Rock|Durban', 'md:02-14', '19:00', 2)),
      ],

      // Several at once.
      [
        'Ngicela i-driver izongilanda eKing Shaka ngoLwesihlanu ngo-10 ekuseni, bese ungibhukhela nehhotela eMhlanga',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '10:00'),
          req('accommodation', 'Umhlanga|Durban', 'fri', null),
        ),
      ],
      [
        'Kusasa: umpheki ngo-7 kusihlwa eBryanston, sibayisithupha, ne-security ngaleso sikhathi',
        asks(
          req('private_chef', 'Bryanston|Johannesburg', 'tomorrow', '19:00', { partySize: 6 }),
          req('security', ['Bryanston|Johannesburg', null], 'tomorrow', '19:00'),
        ),
      ],
      [
        'Ngicela itafula lababili eRosebank ngo-7 namuhla kusihlwa, bese kuba ne-driver ezosilanda ngo-10 ebusuku',
        asks(
          table('Rosebank|Johannesburg', 'today', '19:00', 2),
          req('personal_driver', ['Rosebank|Johannesburg', null], 'today', '22:00'),
        ),
      ],
      [
        'Sifuna i-villa eZimbali kusukela mhla zi-20, ne-yacht mhla zi-22, sibayishumi',
        asks(
          req('accommodation', 'Zimbali|Durban', 'dom:20', null),
          req(BOAT, [null, 'Zimbali|Durban'], 'dom:22', null, { partySize: 10 }),
        ),
      ],
      [
        'Ngicela indiza esuka eThekwini iya eGoli ngoMsombuluko ekuseni, ne-driver e-OR Tambo uma ngifika ngo-10',
        asks(
          req(FLIGHT, 'Durban|Durban', 'mon', '09:00'),
          req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'mon', '10:00'),
        ),
      ],

      // Actions on their requests.
      ['Ngicela ukhansele itafula lami lanamuhla kusihlwa', cancel('table_tonight')],
      ['Angisayidingi i-driver yakusasa', cancel('driver_tomorrow')],
      [
        'Ngicela ushintshe isikhathi se-chef yangoMgqibelo sibe ngu-8 kusihlwa',
        change('chef', { time: '20:00' }),
      ],
      ['Sesibane manje etafuleni lanamuhla kusihlwa', change('table_tonight', { partySize: 4 })],
      ['Kuthiwani ngale villa yaseCamps Bay?', status('villa')],
      ['Ngabe i-yacht yangeSonto isiqinisekisiwe yi-Atlantic Blue?', status('yacht')],
      ['Ngicela ukhansele i-driver', cancel(DRIVERS)],
      ['Ngicela uhlehlise isidlo sakusihlwa sibe ngo-8:30', change(DINNERS, { time: '20:30' })],
      ['Khansela ibhukhingi yempelasonto', cancel(WEEKEND)],
      [
        'I-driver yakusasa mayingilande eLanseria, hhayi e-OR Tambo',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Kwenzekeni nge-security yaseSandton ngesonto eledlule?', status('security')],
      ['Ngicela ukhansele i-chef yangoMgqibelo', cancel('chef')],
      ['I-driver yaseKapa yangoLwesihlanu olandelayo ngicela uyikhansele', cancel('driver_friday')],
      ['Kunjani nge-driver yami?', status(DRIVERS)],
      ['Tshela i-chef ukuthi izivakashi ezimbili zi-vegan', change('chef', { notes: 'vegan' })],
      ['Ngicela i-yacht ihambe ngo-4 esikhundleni sika-3', change('yacht', { time: '16:00' })],
      ['Ngicela ukhansele isicelo sami sakamuva', cancel('table_tonight')],
      ['Ngicela i-villa ibe ngeyabantu abayisishiyagalombili', change('villa', { partySize: 8 })],
      [
        'Ngicela uhlehlise i-driver yakusasa ibe ngo-11 ekuseni',
        change('driver_tomorrow', { time: '11:00' }),
      ],

      // Questions.
      ['Ngisesiphi isigaba sobulungu?', question('tier')],
      [
        'Sengisebenzise izicelo ezingaki, futhi zingaki ezisele kule nyanga ngaphambi kokuthi iphele?',
        question('allowance'),
      ],
      [
        'Ngicela ungitshele ukuthi ubulungu bami buvuselelwa ngasiphi isikhathi',
        question('renewal'),
      ],
      ['I-trial yami iphela nini?', question('renewal')],
      ['Yini engihlelelwe yona kuleli sonto?', question('upcoming')],
      [
        'Ngicela ungibhalele phansi zonke izicelo engike ngazenza kusukela ngajoyina',
        question('requests'),
      ],
      ['Ingabe kukhona umhlinzeki osephendulile ngezicelo zami?', question('provider_said')],
      [
        'Ngicela ungitshele konke osekukhumbula ngami, njengokudla engikuthandayo',
        question('memory'),
      ],
      ['Isimo sami somoya besinjani emavikini amabili edlule?', question('mood')],
      ['Yiziphi izinto ongangisiza ngazo la ku-Aurum?', question('capabilities')],
      ['Ngicela ungitshele ukuthi yimiphi imibhalo ekhona ku-vault yami', question('vault')],
      ['Ngisesiphi isigaba, futhi ngisele nezicelo ezingaki?', question('tier', 'allowance')],

      // A person.
      ['Sengikhathele ukubhalela umshini, ngicela ungixhumanise nomuntu ophilayo', human],
      ['Ngicela omunye wenu angishayele ucingo manje, kuyaphuthuma', human],
      ['Angifuni ukukhuluma ne-robot, ngifuna umuntu', human],
      ['Ngixhumanise ne-agent ngicela', human],
      ['Ngifuna ukukhuluma nomphathi mayelana nesikhalazo sami', human],

      // Out of scope.
      ['Lizona yini eGoli kusasa?', outOfScope],
      ['Ubani owine i-soccer izolo, amaKhosi noma amaBhakabhaka?', outOfScope],
      ['Ngisize ngefomu lentela le-SARS', outOfScope],
      ['Ngicela ungibhalele inkondlo emfushane yosuku lokuzalwa lukamama', outOfScope],
      ['I-rand imi kanjani ku-dollar namuhla?', outOfScope],
      ['Ngicela iresiphi ye-chakalaka', outOfScope],
      ['Kukhona i-load shedding eMlazi namuhla kusihlwa?', outOfScope],
      ['Humusha u-“ngiyabonga” ngesiFulentshi', outOfScope],
    ],
  ),
};
