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
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/**
 * Fifteenth held-out set: isiZulu, as members write it, with English words where they use them
 * ("i-villa", "i-driver", "ibhukhingi", "security"): kusasa ekuseni, namuhla ebusuku, kusihlwa,
 * ntambama, ngomhlomunye, ngoMgqibelo, ngeSonto, ngoLwesihlanu olandelayo, ngomhla ka-28, mhla
 * zi-18 kuZibandlela, mhla ziyi-14 kuNhlolanja, impelasonto; eThekwini, eGoli, eKapa, eMhlanga;
 * times as ngo-10 ekuseni, ngo-3 ntambama, ngo-7 kusihlwa or ngo-19:30; parties as sibabili,
 * abane, sibayisithupha, abayisishiyagalombili, sibayi-12: new requests, tables, several at once,
 * actions on their requests, questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_15_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Sawubona, ngicela ungihlelele umshayeli ozongilanda e-King Shaka kusasa ngo-10 ekuseni',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '10:00'),
        ),
      ],
      [
        'Ngidinga umpheki ozosiphekela ekhaya eMhlanga ngoMgqibelo kusihlwa, sizoba abayisishiyagalombili',
        asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'Ngifuna ukuqasha i-Range Rover eGoli kusukela ngoLwesihlanu kuya ngeSonto',
        asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'fri', null)),
      ],
      [
        'Ngicela ungibhukhele i-villa eBallito yabantu abayishumi kusukela mhla zi-18 kuZibandlela',
        asks(req('accommodation', 'Ballito|Durban', 'md:12-18', null, { partySize: 10 })),
      ],
      [
        'Sifuna i-yacht e-V&A Waterfront ngeSonto ntambama, sibayi-12',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 12 })),
      ],
      [
        'Ngidinga onogada (security) emcimbini wami eSandton ngoLwesihlanu ebusuku',
        asks(req('security', 'Sandton|Johannesburg', 'fri', '20:00')),
      ],
      [
        'Ngicela ungihlelele umcimbi wokugubha usuku lokuzalwa lukamama ePietermaritzburg ngomhla ka-28',
        asks(req('event_planning', 'Pietermaritzburg|Pietermaritzburg', 'dom:28', null)),
      ],
      [
        'Ngifuna umuntu ozongisiza ukuthenga izingubo zomshado eGateway ngoLwesine ngo-11',
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'thu', '11:00')),
      ],
      [
        'Ngicela ungibhukhele amathikithi endiza asuka eThekwini aya eKapa ngoMsombuluko ekuseni, sibabili',
        asks(
          req(FLIGHT, ['Durban|Durban', 'King Shaka International Airport|Durban'], 'mon', '09:00'),
        ),
      ],
      [
        'Ngidinga imoto nomshayeli ozosithatha e-OR Tambo ngomhlomunye ngo-14:30',
        asks(req('personal_driver', 'OR Tambo International Airport|Johannesburg', '+2', '14:30')),
      ],
      [
        'Ngicela indawo yokulala eDrakensberg, i-lodge yabantu abane kusukela ngoLwesihlanu',
        asks(req('accommodation', 'Drakensberg|Drakensberg', 'fri', null, { partySize: 4 })),
      ],
      [
        'Ngidinga umthwebuli wezithombe (photographer) emshadweni eZimbali mhla ziyi-14 kuNhlolanja',
        asks(req('other', 'Zimbali|Durban', 'md:02-14', null)),
      ],
      [
        'Sicela umpheki ozosiphekela isidlo sasemini ngeSonto ngo-1 eWestville, sibayisithupha',
        asks(req('private_chef', 'Westville|Durban', 'sun', '13:00', { partySize: 6 })),
      ],
      [
        'Ngifuna umshayeli ozothatha izingane esikoleni eHillcrest namuhla ngo-14:00',
        asks(req('personal_driver', 'Hillcrest|Durban', 'today', '14:00')),
      ],
      [
        'Ngicela ungitholele isikebhe sokudoba eSodwana Bay ngoMgqibelo ekuseni ngo-5',
        asks(req(BOAT, 'Sodwana Bay|Zululand', 'sat', '05:00')),
      ],
      [
        'Ngidinga i-helicopter esuka e-Virginia Airport iye eMhlanga ngoLwesibili ngo-10',
        asks(req(FLIGHT, 'Virginia Airport|Durban', 'tue', '10:00')),
      ],
      [
        'Ngifuna ukubhukha ihhotela eKapa lobusuku obuthathu kusukela kusasa',
        asks(req('accommodation', 'Cape Town|Cape Town', 'tomorrow', null)),
      ],
      [
        'Ngicela umuntu ozongithengela isipho sikababa eSandton City ngaphambi koMgqibelo',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'sat', null)),
      ],
      [
        'Ngicela imoto enhle (i-Mercedes) yomshado wendodakazi yami ngomhla ka-5 e-Umlazi',
        asks(req('luxury_vehicle', 'Umlazi|Durban', 'dom:5', null)),
      ],
      [
        'Sidinga onogada ababili abazosiphelezela siye ebhange eRosebank kusasa ngo-9 ekuseni',
        asks(req('security', 'Rosebank|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'Ngifuna i-spa day e-Oyster Box ngoLwesihlanu, sibabili, ngo-10',
        asks(req('other', 'Oyster Box|Durban', 'fri', '10:00')),
      ],
      [
        'Ngidinga umshayeli kusihlwa ngo-7 ozosisusa eDurban North asiyise eSuncoast',
        asks(req('personal_driver', 'Durban North|Durban', 'today', '19:00')),
      ],

      // Tables.
      [
        'Ngicela ungibhukhele itafula labantu abane e-Rosebank ngoLwesihlanu ngo-7 kusihlwa',
        asks(table('Rosebank|Johannesburg', 'fri', '19:00', 4)),
      ],
      [
        'Itafula lababili namuhla ebusuku eMhlanga, ngo-8',
        asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
      ],
      [
        'Sifuna ukudla isidlo sasemini eBallito ngeSonto, sibayisithupha',
        asks(table('Ballito|Durban', 'sun', '12:30', 6)),
      ],
      [
        'Ngicela itafula e-Florida Road kusasa ngo-19:30, sibathathu',
        asks(table('Florida Road|Durban', 'tomorrow', '19:30', 3)),
      ],
      [
        'Itafula labantu abayi-10 eSandton ngoMgqibelo ngo-8 kusihlwa, usuku lokuzalwa',
        asks(table('Sandton|Johannesburg', 'sat', '20:00', 10)),
      ],
      [
        'Sicela indawo yokudla eMelrose Arch ngoLwesithathu ngo-6:30 kusihlwa, mina nomkami nezingane ezimbili',
        asks(table('Melrose Arch|Johannesburg', 'wed', '18:30', 4)),
      ],
      [
        'Ngifuna itafula eKapa e-Waterfront ngoLwesihlanu olandelayo, sibabili, ngo-8 ebusuku',
        asks(table('V&A Waterfront|Cape Town', 'next:fri', '20:00', 2)),
      ],
      [
        'Isidlo sabane eSoweto, e-Vilakazi Street, ngoMgqibelo ngo-7 kusihlwa',
        asks(table('Vilakazi Street|Johannesburg', 'sat', '19:00', 4)),
      ],
      [
        'Itafula lababili eDurban North namuhla kusihlwa',
        asks(table('Durban North|Durban', 'today', '19:00', 2)),
      ],
      [
        'Sicela itafula labantu abayisishiyagalolunye e-Umhlanga Ridge ngomhla ka-20 ngo-13:00',
        asks(table('Umhlanga Ridge|Durban', 'dom:20', '13:00', 9)),
      ],

      // Several at once.
      [
        'Ngidinga izinto ezimbili: umshayeli ozongilanda e-King Shaka ngoLwesihlanu ngo-3 ntambama, kanye netafula lababili eMhlanga ngalobo busuku ngo-8',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '15:00'),
          table('Umhlanga|Durban', 'fri', '20:00', 2),
        ),
      ],
      [
        'Sicela umpheki eBallito ngoMgqibelo ngo-7 kusihlwa sibayi-8, bese kuthi ngeSonto i-yacht yabantu abayi-8 ngo-11',
        asks(
          req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 8 }),
          req('yacht_charter', ['Ballito|Durban', null], 'sun', '11:00', { partySize: 8 }),
        ),
      ],
      [
        'Ngifuna indiza esuka eGoli iye eKapa ngoLwesine ekuseni, imoto e-Cape Town airport, nehhotela eCamps Bay',
        asks(
          req(
            FLIGHT,
            ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
            'thu',
            '09:00',
          ),
          req(CAR, 'Cape Town International Airport|Cape Town', 'thu', null),
          req('accommodation', 'Camps Bay|Cape Town', 'thu', null),
        ),
      ],
      [
        'Kusasa: umshayeli ngo-8 ekuseni osuka eWestville, bese isidlo sasemini sabane e-Gateway ngo-12:30',
        asks(
          req('personal_driver', 'Westville|Durban', 'tomorrow', '08:00'),
          table('Gateway Theatre of Shopping|Durban', 'tomorrow', '12:30', 4),
        ),
      ],
      [
        'Ngidinga i-villa eZimbali kusukela ngoLwesihlanu, kanye ne-security ngoMgqibelo ebusuku emcimbini wethu lapho',
        asks(
          req('accommodation', 'Zimbali|Durban', 'fri', null),
          req('security', ['Zimbali|Durban', null], 'sat', '20:00'),
        ),
      ],

      // Actions on their requests.
      ['Ngicela ukhansele itafula lami lanamuhla ebusuku eWoodstock', cancel('table_tonight')],
      ['Ngicela ukhansele umpheki wangoMgqibelo, izivakashi zami azisezi ukuza', cancel('chef')],
      ['Umshayeli wakusasa e-OR Tambo angisamdingi, ngicela umkhansele', cancel('driver_tomorrow')],
      [
        'Ngicela ushintshe isikhathi setafula lanamuhla sibe ngu-9 ebusuku',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        'Umpheki wangoMgqibelo: sesibayi-12 manje, hhayi abayi-8',
        change('chef', { partySize: 12 }),
      ],
      ['Ngicela ukhansele i-villa eCamps Bay, ayisadingeki', cancel('villa')],
      ['I-yacht yangeSonto isiqinisekisiwe yini?', status('yacht')],
      ['Kwenzekeni ngesicelo se-security eSandton? Kungani benqabile?', status('security')],
      ['Ngicela ukhansele i-driver yami, izinto zishintshile', cancel(DRIVERS)],
      ['Isidlo sakusihlwa singasishintsha sibe ngo-8:30?', change(DINNERS, { time: '20:30' })],
      [
        'Umshayeli wangoLwesihlanu olandelayo eKapa, ngicela afike ngo-19:30',
        change('driver_friday', { time: '19:30' }),
      ],
      [
        'Umshayeli wakusasa ngicela afike ngo-10:45, indiza yami izofika sekwephuzile',
        change('driver_tomorrow', { time: '10:45' }),
      ],
      [
        'Tshela umpheki ukuthi umkami akadli inyama, udla imifino kuphela (vegetarian)',
        change('chef', { notes: 'vegetarian' }),
      ],
      ['Umshayeli wami usevumile yini?', status(DRIVERS)],
      ['Ngicela ukhansele ibhukhingi yangempelasonto', cancel(WEEKEND)],
      ['Iphathi yaseFranschhoek yakhanselwa ngani?', status('event')],
      [
        'I-villa eCamps Bay singayenza ibe ngeyabantu abayisishiyagalombili?',
        change('villa', { partySize: 8 }),
      ],
      [
        'Ingabe sekukhona impendulo ngomshayeli wangoLwesihlanu olandelayo?',
        status('driver_friday'),
      ],
      ['Ngicela umpheki aze ngeSonto esikhundleni soMgqibelo', change('chef', { date: 'sun' })],

      // Questions.
      ['Ngisezingeni leliphi lobulungu njengamanje?', question('tier')],
      ['Zingaki izicelo engisazenza kule nyanga?', question('allowance')],
      ['Ubulungu bami buphelelwa yisikhathi nini?', question('renewal')],
      ['Ngicela ungikhumbuze ukuthi yini ehleliwe yami kuleli sonto', question('upcoming')],
      ['Ngicela ungibonise uhlu lwazo zonke izicelo zami', question('requests')],
      ['Ingabe abahlinzeki sebephendulile ngezicelo zami?', question('provider_said')],
      ['Yini oyikhumbulayo ngami nangezinto engizithandayo?', question('memory')],
      ['Isimo sami sengqondo besinjani kuleli sonto eledlule?', question('mood')],
      ['Ungangisiza ngani wena, yini ongakwenza?', question('capabilities')],
      ['Ingabe i-vault yami iphephile?', question('vault')],
      [
        'Ngikuliphi izinga lobulungu futhi ngisele nezicelo ezingaki?',
        question('tier', 'allowance'),
      ],

      // A person, or out of scope.
      ['Ngicela ukukhuluma nomuntu wangempela wakwa-Aurum, hhayi umshini', human],
      ['Ngicela umuntu angishayele ucingo, kuyaphuthuma', human],
      ['Angenelisekile neze. Ngidlulisele kumuntu', human],
      ['Ngingakhuluma nomunye wama-concierge ku-WhatsApp?', human],
      ['Ngifuna ukukhuluma nomphathi (manager) ngenkokhelo yami', human],
      ['Ubani owine umdlalo we-Chiefs nePirates izolo?', outOfScope],
      ['I-rand imi kanjani namuhla uma iqhathaniswa nedola?', outOfScope],
      ['Ngibhalele inkondlo yothando ngesiZulu', outOfScope],
      ['Kuzona yini eThekwini kusasa ntambama?', outOfScope],
      ['Ngisize ngomsebenzi wesikole wendodana yami wezibalo', outOfScope],
      ['Ugesi uzocima nini eSoweto namuhla?', outOfScope],
    ],
  ),
};
