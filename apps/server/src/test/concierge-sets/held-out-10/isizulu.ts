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
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const WEEKEND = either('chef', 'yacht');

/**
 * Tenth held-out set: isiZulu, as members write it (kusasa, namuhla kusihlwa, ngomhlomunye,
 * ngoMgqibelo, eThekwini, eGoli, eKapa, eMhlanga): new requests, tables, several at once,
 * actions on their requests, questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_10_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli kusasa ngo-8 ekuseni e-OR Tambo',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '08:00',
          ),
        ),
      ],
      [
        'ngidinga umpheki ngoMgqibelo kusihlwa ngo-7 eMhlanga, sizoba abayishumi',
        asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        'Sicela indawo yokuhlala eBallito kusukela ngoLwesihlanu, abantu abayisithupha',
        asks(req('accommodation', 'Ballito|Durban', 'fri', null, { partySize: 6 })),
      ],
      [
        'ngicela isikebhe eThekwini ngeSonto ntambama sabantu abayi-12',
        asks(req('yacht_charter', 'Durban|Durban', 'sun', '15:00', { partySize: 12 })),
      ],
      [
        'Ngifuna onogada bomcimbi wami eSandton ngoLwesithathu kusihlwa',
        asks(req('security', 'Sandton|Johannesburg', 'wed', '19:00')),
      ],
      [
        'ngicela ubhuke indiza eya eKapa ngomhlomunye ekuseni',
        asks(req('travel', 'Cape Town|Cape Town', '+2', '09:00')),
      ],
      [
        'Ngidinga imoto kanokusho, iRange Rover, eGoli kusukela kusasa',
        asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'tomorrow', null)),
      ],
      [
        'sicela usisize sihlele umcimbi wokuzalwa kamama ePitoli ngomhla ka-20',
        asks(req('event_planning', 'Pretoria|Pretoria', 'dom:20', null)),
      ],
      [
        'Ngicela umuntu ozongisiza ukuthenga izingubo eGateway kusasa ngo-10',
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'tomorrow', '10:00')),
      ],
      [
        'ngidinga umshayeli namuhla ebusuku ngo-11 eRosebank',
        asks(req('personal_driver', 'Rosebank|Johannesburg', 'today', '23:00')),
      ],
      [
        'Sicela i-lodge eDrakensberg kusukela ngomhla we-14, sibane',
        asks(req('accommodation', 'Drakensberg|Drakensberg', 'dom:14', null, { partySize: 4 })),
      ],
      [
        'ngicela umshayeli ozongilanda eKing Shaka ngoLwesihlanu ngo-2 ntambama',
        asks(req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '14:00')),
      ],
      [
        'Ngifuna umpheki ozopheka ekhaya eWestville ngeSonto emini, sili-8',
        asks(req('private_chef', 'Westville|Durban', 'sun', '12:00', { partySize: 8 })),
      ],
      [
        'ngicela ubhuke indiza yokuya eThekwini ngoMsombuluko ngo-6 ekuseni',
        asks(req('travel', 'Durban|Durban', 'mon', '06:00')),
      ],
      [
        'sidinga ukuphepha emshadweni wethu eZimbali ngoMgqibelo',
        asks(req('security', 'Zimbali|Durban', 'sat', null)),
      ],
      [
        'Ngicela ungihlelele iphathi yomntwana ePinetown ngeSonto ngo-2',
        asks(req('event_planning', 'Pinetown|Durban', 'sun', '14:00')),
      ],
      [
        'ngidinga imoto nomshayeli usuku lonke kusasa eMgungundlovu, kusukela ngo-7',
        asks(req(CAR, 'Pietermaritzburg|Pietermaritzburg', 'tomorrow', '07:00')),
      ],
      [
        'Sicela indlu enkulu eHluhluwe ngoLwesihlanu wesonto elizayo, sili-10',
        asks(req('accommodation', 'Hluhluwe|Zululand', 'next:fri', null, { partySize: 10 })),
      ],
      [
        'ngicela isikebhe sokudoba eRichards Bay ngoMgqibelo ngo-5 ekuseni',
        asks(req('yacht_charter', 'Richards Bay|Zululand', 'sat', '05:00')),
      ],
      // Tables.
      [
        'Ngicela itafula labantu ababili namuhla kusihlwa ngo-8 eMhlanga',
        asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
      ],
      [
        'itafula labane eFlorida Road kusasa ngo-7 kusihlwa',
        asks(table('Florida Road|Durban', 'tomorrow', '19:00', 4)),
      ],
      [
        'Sicela itafula eSandton ngoLwesihlanu ngo-1 emini, sibathathu',
        asks(table('Sandton|Johannesburg', 'fri', '13:00', 3)),
      ],
      [
        'ngicela indawo yokudla eKapa eWaterfront ngoMgqibelo ntambama, sibahlanu',
        asks(table('V&A Waterfront|Cape Town', 'sat', '15:00', 5)),
      ],
      [
        'itafula labantu abayisithupha ngeSonto ngesikhathi sesidlo sasemini eBallito',
        asks(table('Ballito|Durban', 'sun', '12:30', 6)),
      ],
      [
        'Ngicela ungibhukele itafula lababili eMelrose Arch namuhla ngo-7:30',
        asks(table('Melrose Arch|Johannesburg', 'today', '19:30', 2)),
      ],
      [
        'sicela itafula labantu abayi-10 eSoweto ngoMgqibelo ngo-6, eVilakazi Street',
        asks({
          ...table(null, 'sat', '18:00', 10),
          place: ['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg'],
        }),
      ],
      [
        'itafula lababili kusasa ebusuku eDurban North',
        asks(table('Durban North|Durban', 'tomorrow', '20:00', 2)),
      ],
      [
        'Ngicela itafula labathathu ePitoli eBrooklyn ngoLwesine ngo-8',
        asks(table('Brooklyn|Pretoria', 'thu', '20:00', 3)),
      ],
      [
        'ngifuna itafula labane lokudla kwasemini e-Oyster Box ngoLwesibili ngo-12:30',
        asks(table('Oyster Box|Durban', 'tue', '12:30', 4)),
      ],
      // Several at once.
      [
        'Kusasa: umshayeli e-OR Tambo ngo-9 ekuseni kanye netafula lababili eSandton ngo-7 kusihlwa',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '09:00',
          ),
          table('Sandton|Johannesburg', 'tomorrow', '19:00', 2),
        ),
      ],
      [
        'ngicela indiza eya eKapa ngoLwesihlanu ngo-7 ekuseni, nemoto eCape Town Airport ngo-10',
        asks(
          req('travel', 'Cape Town|Cape Town', 'fri', '07:00'),
          req(CAR, 'Cape Town International Airport|Cape Town', 'fri', '10:00'),
        ),
      ],
      [
        'Sidinga indlu eSalt Rock kusukela ngomhla ka-5, umpheki ngomhla ka-6 ngo-7 kusihlwa sili-12, nesikebhe ngomhla ka-7 ngo-10',
        asks(
          req('accommodation', 'Salt Rock|Durban', 'dom:5', null),
          req('private_chef', ['Salt Rock|Durban', null], 'dom:6', '19:00', { partySize: 12 }),
          req('yacht_charter', ['Salt Rock|Durban', null], 'dom:7', '10:00'),
        ),
      ],
      [
        'ngoMgqibelo ngicela onogada eMontecasino kusukela ngo-6 kanye nomshayeli ozosilanda ngo-11 ebusuku',
        asks(
          req('security', 'Montecasino|Johannesburg', 'sat', '18:00'),
          req('personal_driver', ['Montecasino|Johannesburg', null], 'sat', '23:00'),
        ),
      ],
      [
        'Ngicela umshayeli eKing Shaka ngeSonto ngo-4 ntambama nendawo yokuhlala eUmhlanga ubusuku obuthathu',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'sun', '16:00'),
          req('accommodation', 'Umhlanga|Durban', 'sun', null),
        ),
      ],
      // Actions on their requests.
      ['Ngicela ukhansele itafula le-Test Kitchen namuhla kusihlwa', cancel('table_tonight')],
      ['khansela umshayeli wami wakusasa e-OR Tambo', cancel('driver_tomorrow')],
      ['Ngicela ukhansele umpheki waseConstantia ngoMgqibelo', cancel('chef')],
      ['asisayidingi i-villa eCamps Bay, ngicela uyikhansele', cancel('villa')],
      ['khansela isikebhe sangeSonto, umoya uzoba namandla', cancel('yacht')],
      ['Ngicela ukhansele umshayeli wami, sengizishayela', cancel(DRIVERS)],
      ['khansela okwempelasonto', cancel(WEEKEND)],
      [
        'Ngicela ushintshe umshayeli wakusasa afike ngo-10 esikhundleni sika-9',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['itafula lanamuhla kusihlwa lenze libe labane', change('table_tonight', { partySize: 4 })],
      ['umpheki angafika ngo-6 kusihlwa ngoMgqibelo?', change('chef', { time: '18:00' })],
      ['i-villa yenze ibe yezivakashi eziyisishiyagalombili', change('villa', { partySize: 8 })],
      ['Ngicela uhlehlise isikebhe siye ku-4 ntambama', change('yacht', { time: '16:00' })],
      ['shintsha umshayeli wami afike ngo-7 ekuseni', change(DRIVERS, { time: '07:00' })],
      ['umshayeli wakusasa uqinisekisiwe?', status('driver_tomorrow')],
      ['Kuthiwani nge-villa eCamps Bay?', status('villa')],
      ['i-Atlantic Blue ithe kufanele sifike ngasiphi isikhathi ngeSonto?', status('yacht')],
      ['Ngicela ukwazi ukuthi kwenzekeni ngonogada baseSandton', status('security')],
      ['umpheki usephendulile?', status('chef')],
      ['umshayeli wami useqinisekisiwe?', status(DRIVERS)],
      ['kuthiwani ngezinto zempelasonto?', status(WEEKEND)],
      // Questions.
      ['Ngikuliphi izinga lobulungu manje?', question('tier')],
      ['zingaki izicelo engisele nazo kule nyanga esikuyo?', question('allowance')],
      ['Ubulungu bami buzovuselelwa ngasiphi isikhathi?', question('renewal')],
      ['yini engilindile kuleli sonto elisele?', question('upcoming')],
      ['Ngicela ungibonise zonke izicelo zami', question('requests')],
      ['abahlinzeki bathe ini ngezicelo zami?', question('provider_said')],
      ['Yini oyikhumbulayo ngami nezinto engizithandayo?', question('memory')],
      ['umoya wami ubunjani kuleli sonto?', question('mood')],
      ['Yini yonke ongangenzela yona?', question('capabilities')],
      ['uyakwazi ukubona okusevault yami?', question('vault')],
      ['ngikuliphi izinga futhi zingaki izicelo ezisele?', question('tier', 'allowance')],
      ['Iziphi izicelo zami ezisalindile?', question('requests')],
      // A person, or out of scope.
      ['Ngicela ukukhuluma nomuntu wangempela hhayi umshini', human],
      ['ngifuna umuntu angishayele ucingo manje', human],
      ['Angifuni ukukhuluma nerobhothi, ngicela umuntu', human],
      ['ngicela ungidlulisele kumeneja wenu', human],
      ['Izulu lizoba njani eThekwini kusasa ntambama?', outOfScope],
      ['ubani owine umdlalo weKaizer Chiefs izolo?', outOfScope],
      ['Ngibhalele inkulumo yomshado kadadewethu', outOfScope],
      ['ngicela ungitshele ukuthi ngenza kanjani amadombolo', outOfScope],
      ['Ugesi uzocima nini namuhla eSoweto?', outOfScope],
      ['yimalini i-dollar ngerandi namuhla?', outOfScope],
    ],
  ),
};
