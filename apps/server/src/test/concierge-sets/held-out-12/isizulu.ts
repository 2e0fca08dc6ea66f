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
 * Twelfth held-out set: isiZulu, as members write it (kusasa, namuhla ebusuku, ngomhlomunye,
 * ngoMgqibelo, ngoLwesihlanu, eThekwini, eGoli, eKapa, eMhlanga, times in digits): new requests,
 * tables, several at once, actions on their requests, questions, and asking for a person or for
 * something out of scope.
 */
export const HELD_OUT_12_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli e-OR Tambo kusasa ngo-10:00',
        asks(req(CAR, 'OR Tambo International Airport|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'Ngifuna umpheki wangasese ngoMgqibelo ngo-7 kusihlwa eMhlanga, sibayisishiyagalombili',
        asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'Ngicela indlu yeholide e-Ballito yabantu abayisithupha kusukela mhla zi-15',
        asks(req('accommodation', 'Ballito|Durban', 'dom:15', null, { partySize: 6 })),
      ],
      [
        'Sifuna isikebhe eThekwini e-Durban Point ngeSonto ngo-11 ekuseni, sibayishumi',
        asks(req('yacht_charter', 'Durban Point|Durban', 'sun', '11:00', { partySize: 10 })),
      ],
      [
        'Ngidinga unogada eSandton ngoLwesihlanu kusukela ngo-8 ekuseni',
        asks(req('security', 'Sandton|Johannesburg', 'fri', '08:00')),
      ],
      [
        'Ngicela i-Range Rover eRosebank ngomhlomunye ngo-9',
        asks(req('luxury_vehicle', 'Rosebank|Johannesburg', '+2', '09:00')),
      ],
      [
        'Ngifuna umuntu ozongisiza ukuthenga izingubo eGateway ngoLwesine ngo-10',
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'thu', '10:00')),
      ],
      [
        'Ngicela ungibhukele izindiza zisuka eGoli ziya eKapa ngoMsombuluko ngo-6 ekuseni',
        asks(req(FLIGHT, 'Johannesburg|Johannesburg', 'mon', '06:00')),
      ],
      [
        'Ngicela usizo lokuhlela umcimbi wokuzalwa kukamama ngomhla zi-22 eDurban North',
        asks(req('event_planning', 'Durban North|Durban', 'dom:22', null)),
      ],
      [
        'Ngidinga i-lodge eHoedspruit kusukela ngoLwesihlanu olandelayo, sibane',
        asks(req('accommodation', 'Hoedspruit|Kruger', 'next:fri', null, { partySize: 4 })),
      ],
      [
        'umshayeli eKing Shaka namuhla ebusuku ngo-9',
        asks(req(CAR, 'King Shaka International Airport|Durban', 'today', '21:00')),
      ],
      [
        'Ngicela umpheki ekhaya eWaterkloof kusasa ngo-7 kusihlwa, sibayisithupha',
        asks(req('private_chef', 'Waterkloof|Pretoria', 'tomorrow', '19:00', { partySize: 6 })),
      ],
      [
        'Ngifuna ukubhukha i-spa e-Oyster Box ngoMgqibelo ngo-10',
        asks(req('other', 'Oyster Box|Durban', 'sat', '10:00')),
      ],
      [
        'Sidinga onogada emshadweni ePietermaritzburg mhla zingu-27 kusukela ngo-2 emini',
        asks(req('security', 'Pietermaritzburg|Pietermaritzburg', 'dom:27', '14:00')),
      ],
      [
        'Ngicela imoto enomshayeli esikhumulweni sezindiza saseKapa ngoLwesibili ngo-3 ntambama',
        asks(req(CAR, 'Cape Town International Airport|Cape Town', 'tue', '15:00')),
      ],
      [
        'Ngifuna umthwebuli wezithombe eKirstenbosch ngeSonto ngo-4',
        asks(req('other', 'Kirstenbosch|Cape Town', 'sun', '16:00')),
      ],
      [
        'ngicela i-villa eCamps Bay yabantu abayisishiyagalombili kusukela mhla zi-10',
        asks(req('accommodation', 'Camps Bay|Cape Town', 'dom:10', null, { partySize: 8 })),
      ],
      [
        'Ngicela isikebhe eKnysna ngoMsombuluko ngo-10 sibane',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'mon', '10:00', { partySize: 4 })),
      ],
      [
        'Ngidinga umshayeli osuka eMhlanga aye eBallito kusasa ekuseni',
        asks(req(CAR, 'Umhlanga|Durban', 'tomorrow', '09:00')),
      ],
      [
        'Ngicela indiza encane isuka eLanseria iya eSun City ngoMgqibelo ngo-8',
        asks(req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'sat', '08:00')),
      ],

      // Tables.
      [
        'Ngicela itafula labantu ababili eMhlanga namuhla ebusuku ngo-7:30',
        asks(table('Umhlanga|Durban', 'today', '19:30', 2)),
      ],
      [
        'Itafula labantu abane eSandton kusasa ngo-8 ebusuku',
        asks(table('Sandton|Johannesburg', 'tomorrow', '20:00', 4)),
      ],
      [
        'Ngifuna itafula labantu abayisithupha eMelrose Arch ngoLwesihlanu ngo-19:00',
        asks(table('Melrose Arch|Johannesburg', 'fri', '19:00', 6)),
      ],
      [
        'Ngicela itafula lokudla kwasemini labantu abathathu eBallito ngeSonto',
        asks(table('Ballito|Durban', 'sun', '12:30', 3)),
      ],
      [
        'Ngibhukele itafula lami nonkosikazi wami eFlorida Road kusasa ngo-8',
        asks(table('Florida Road|Durban', 'tomorrow', '20:00', 2)),
      ],
      [
        'Itafula labantu abahlanu eStellenbosch ngoMgqibelo ngo-1 emini',
        asks(table('Stellenbosch|Cape Winelands', 'sat', '13:00', 5)),
      ],
      [
        'Sicela itafula labantu abayishumi eRosebank mhla zi-12 ngo-7',
        asks(table('Rosebank|Johannesburg', 'dom:12', '19:00', 10)),
      ],
      [
        'itafula laba-2 e-Umhlanga Ridge namuhla ngo-6:45',
        asks(table('Umhlanga Ridge|Durban', 'today', '18:45', 2)),
      ],
      [
        'Ngicela itafula labantu ababili eCamps Bay ngomhlomunye ngo-8:30',
        asks(table('Camps Bay|Cape Town', '+2', '20:30', 2)),
      ],
      [
        'Itafula labantu abane eMenlyn ngoLwesithathu ngo-12:30',
        asks(table('Menlyn|Pretoria', 'wed', '12:30', 4)),
      ],
      [
        'Ngicela itafula labantu abayisishiyagalombili eWestville ngoLwesihlanu kusihlwa, hhayi ngoMgqibelo',
        asks(table('Westville|Durban', 'fri', '19:00', 8)),
      ],
      [
        'itafula labantu abathathu eSoweto eVilakazi Street ngeSonto ngo-2',
        asks(table('Vilakazi Street|Johannesburg', 'sun', '14:00', 3)),
      ],

      // Several at once.
      [
        'Ngicela umshayeli eKing Shaka ngoLwesihlanu ngo-4 kanye netafula labantu ababili eMhlanga ngo-8 ngalobo busuku',
        asks(
          req(CAR, 'King Shaka International Airport|Durban', 'fri', '16:00'),
          table('Umhlanga|Durban', 'fri', '20:00', 2),
        ),
      ],
      [
        'Ngifuna indlu eBallito kusukela ngoLwesihlanu sibayisithupha, nompheki ngoMgqibelo ngo-7 kusihlwa',
        asks(
          req('accommodation', 'Ballito|Durban', 'fri', null, { partySize: 6 }),
          req('private_chef', ['Ballito|Durban', null], 'sat', '19:00'),
        ),
      ],
      [
        'Kusasa: umshayeli e-OR Tambo ngo-9, itafula labantu abane eSandton ngo-1, nonogada kusukela ngo-9 ekuseni',
        asks(
          req(CAR, 'OR Tambo International Airport|Johannesburg', 'tomorrow', '09:00'),
          table('Sandton|Johannesburg', 'tomorrow', '13:00', 4),
          req(
            'security',
            [null, 'Sandton|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
            'tomorrow',
            '09:00',
          ),
        ),
      ],
      [
        'Ngicela isikebhe eThekwini ngoMgqibelo ngo-10 sibayisishiyagalombili kanye ne-spa e-Oyster Box ngo-3',
        asks(
          req('yacht_charter', 'Durban|Durban', 'sat', '10:00', { partySize: 8 }),
          req('other', 'Oyster Box|Durban', 'sat', '15:00'),
        ),
      ],
      [
        'Ngidinga umuntu wokuthenga eSandton City ngoLwesithathu ngo-10 nomshayeli osuka eHoughton ngo-9:30',
        asks(
          req('personal_shopping', 'Sandton City|Johannesburg', 'wed', '10:00'),
          req(CAR, 'Houghton|Johannesburg', 'wed', '09:30'),
        ),
      ],
      [
        'Izindiza eziya eGeorge ngoLwesine ngo-7 ekuseni ne-villa ePlett kusukela ngoLwesine yabantu abahlanu',
        asks(
          req(FLIGHT, [null, 'George|Garden Route', 'George Airport|Garden Route'], 'thu', '07:00'),
          req('accommodation', 'Plettenberg Bay|Garden Route', 'thu', null, { partySize: 5 }),
        ),
      ],

      // Actions on their requests.
      ['Ngicela ukhansele itafula lanamuhla ebusuku eThe Test Kitchen', cancel('table_tonight')],
      ['Angisamdingi umshayeli wakusasa e-OR Tambo, ngicela ukhansele', cancel('driver_tomorrow')],
      ['Ngicela ukhansele umpheki wami wangoMgqibelo eConstantia', cancel('chef')],
      ['Ngicela ukhansele i-villa yabantu abayisithupha eCamps Bay', cancel('villa')],
      ['Khansela isikebhe sangeSonto ngicela', cancel('yacht')],
      ['ngicela ukhansele ukubhuka kwami komshayeli', cancel(DRIVERS)],
      [
        'Ngicela ushintshe itafula lanamuhla libe ngo-9',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        'Umshayeli wakusasa akafike ngo-10:30 esikhundleni sika-9',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      ['Manje sesibayishumi nambili kumpheki wangoMgqibelo', change('chef', { partySize: 12 })],
      ['Ngicela uhambise umpheki aye ngeSonto', change('chef', { date: 'sun' })],
      ['Isikebhe sangeSonto singahamba ngo-1 kunokuba ngo-3?', change('yacht', { time: '13:00' })],
      [
        'Tshela umpheki ukuthi omunye wabantu akadli inyama, ngu-vegetarian',
        change('chef', { notes: 'vegetarian' }),
      ],
      ['Ingabe i-villa isiqinisekisiwe?', status('villa')],
      ['Kuhamba kanjani ngomshayeli wakusasa?', status('driver_tomorrow')],
      ['Kungani i-security yaseSandton yenqatshwa?', status('security')],
      ['Isikebhe sangeSonto sisekhona?', status('yacht')],
      ['khansela okwangempelasonto', cancel(WEEKEND)],
      ['Shintsha umshayeli wami abe ngo-7 ekuseni', change(DRIVERS, { time: '07:00' })],
      ['Hhayi umpheki, khansela itafula lanamuhla', cancel('table_tonight')],
      ['Ingabe umshayeli wami uqinisekisiwe?', status(DRIVERS)],

      // Questions.
      ['Ngikuliphi izinga lobulungu lami manje?', question('tier')],
      ['Zingaki izicelo ezisele kulenyanga?', question('allowance')],
      ['Ubulungu bami buzophela nini ukuze ngibuvuselele?', question('renewal')],
      ['Yini engizoba nayo kuleli sonto nangempelasonto?', question('upcoming')],
      ['Ngicela ungikhombise zonke izicelo engizenzile', question('requests')],
      ['Ingabe abahlinzeki sebephendulile?', question('provider_said')],
      ['Yini oyikhumbulayo ngami nangokuthanda kwami?', question('memory')],
      ['Bekunjani umoya wami kuleli sonto?', question('mood')],
      ['Yiziphi izinto ongangenzela zona?', question('capabilities')],
      ['Ngivula kanjani i-vault yami?', question('vault')],
      [
        'Ngikuliphi izinga lobulungu futhi zingaki izicelo ezisele kimi?',
        question('tier', 'allowance'),
      ],

      // A person, or out of scope.
      ['Ngicela ukukhuluma nomuntu wangempela waseAurum', human],
      ['Ngifuna ukukhuluma nomunye wabasebenzi, hhayi i-bot', human],
      ['Ngixhumanise nomuntu ngicela', human],
      ['Lizona yini kusasa eThekwini?', outOfScope],
      ['Ubani owawine umdlalo webhola izolo?', outOfScope],
      ['Ngibhalele inkondlo yosuku lokuzalwa lomkami', outOfScope],
      ['Yimalini u-15% ka-R2 000?', outOfScope],
      ['Ngitshale imali yami kuphi?', outOfScope],
    ],
  ),
};
