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
const DINNERS = either('table_tonight', 'chef');

/**
 * Thirteenth held-out set: isiZulu, as members write it (kusasa, namuhla ebusuku, ntambama,
 * kusihlwa, ekuseni, emini, ngomhlomunye, ngoMgqibelo, ngeSonto, ngoLwesihlanu, eThekwini,
 * eGoli, eKapa, eMhlanga, times in digits as ngo-7): new requests, tables, several at once,
 * actions on their requests, questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_13_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Sawubona, ngicela umshayeli kusasa ngo-8 ekuseni ukusuka eSandton uya e-OR Tambo',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '08:00')),
      ],
      [
        'Ngidinga umpheki ngoMgqibelo ngo-7 kusihlwa, siyisishiyagalombili eMhlanga',
        asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'Ngicela ungibhukhele i-villa eBallito kusukela ngomhla ka-20',
        asks(req('accommodation', 'Ballito|Durban', 'dom:20', null)),
      ],
      [
        'Ngifuna i-yacht eThekwini ngeSonto ngo-11 ekuseni, sibayi-10',
        asks(req('yacht_charter', 'Durban|Durban', 'sun', '11:00', { partySize: 10 })),
      ],
      [
        'Ngicela imoto kanokusho, i-Range Rover, eGoli ngoLwesihlanu ngo-9 ekuseni',
        asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'fri', '09:00')),
      ],
      [
        'Ngidinga unogada kusasa ebusuku ngo-8 eRosebank',
        asks(req('security', 'Rosebank|Johannesburg', 'tomorrow', '20:00')),
      ],
      [
        'Ngicela umuntu ozongisiza ukuthenga izingubo eSandton City ngoLwesine ngo-10 ekuseni',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '10:00')),
      ],
      [
        'Ngicela amathikithi endiza ukusuka eThekwini kuya eKapa ngoMsombuluko ekuseni',
        asks(
          req(FLIGHT, ['Durban|Durban', 'King Shaka International Airport|Durban'], 'mon', '09:00'),
        ),
      ],
      [
        'Ngifuna ukuhlela umcimbi wosuku lokuzalwa lukamama eMhlanga ngomhla ka-12',
        asks(req('event_planning', 'Umhlanga|Durban', 'dom:12', null)),
      ],
      [
        'Umshayeli namuhla ntambama ngo-5 ukusuka eKing Shaka',
        asks(req('personal_driver', 'King Shaka International Airport|Durban', 'today', '17:00')),
      ],
      [
        'Ngicela ungithumelele umuntu wokuhlikihla umzimba ehhotela lami e-Umhlanga Ridge namuhla ngo-3 ntambama',
        asks(req('other', 'Umhlanga Ridge|Durban', 'today', '15:00')),
      ],
      [
        'Ngidinga indawo yokuhlala eDrakensberg kusukela ngoLwesihlanu',
        asks(req('accommodation', 'Drakensberg|Drakensberg', 'fri', null)),
      ],
      [
        'Ngicela onogada bomshado eSimbithi ngoMgqibelo kusukela ngo-2 emini',
        asks(req('security', 'Simbithi|Durban', 'sat', '14:00')),
      ],
      [
        'Ngifuna umpheki kusasa ebusuku eBryanston, sibane',
        asks(req('private_chef', 'Bryanston|Johannesburg', 'tomorrow', '20:00', { partySize: 4 })),
      ],
      [
        'Ngicela imoto ezongilanda eLanseria ngomhlomunye ngo-13:30',
        asks(req(CAR, 'Lanseria International Airport|Johannesburg', '+2', '13:30')),
      ],
      [
        'Ngidinga i-helicopter ukusuka eSandton kuya eSun City ngoMgqibelo ngo-9 ekuseni',
        asks(req(FLIGHT, 'Sandton|Johannesburg', 'sat', '09:00')),
      ],
      [
        'Ngicela izimbali ziyiswe kumkami eWestville kusasa ekuseni',
        asks(req('other', 'Westville|Durban', 'tomorrow', '09:00')),
      ],
      [
        'Ngifuna ihhotela eKapa kusukela ngomhlomunye',
        asks(req('accommodation', 'Cape Town|Cape Town', '+2', null)),
      ],
      [
        'Ngicela ungibhukhele isikebhe e-V&A Waterfront ngoMgqibelo ntambama, sibayisithupha',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '15:00', { partySize: 6 })),
      ],
      [
        'Umshayeli wosuku lonke ngoLwesibili kusukela ngo-7 ekuseni eMenlyn',
        asks(req('personal_driver', 'Menlyn|Pretoria', 'tue', '07:00')),
      ],
      [
        'Ngidinga amathikithi omdlalo wamaSharks eKings Park ngoMgqibelo',
        asks(req('other', 'Kings Park Stadium|Durban', 'sat', null)),
      ],
      [
        'Ngicela umhleli womcimbi wenkampani yethu e-Durban ICC ngomhla ka-5',
        asks(req('event_planning', 'Durban ICC|Durban', 'dom:5', null)),
      ],
      // Tables.
      [
        'Ngicela itafula labantu ababili e-Oyster Box namuhla ebusuku ngo-7:30',
        asks(table('Oyster Box|Durban', 'today', '19:30', 2)),
      ],
      [
        'Ngifuna itafula labane eRosebank kusasa ngo-8 ebusuku',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '20:00', 4)),
      ],
      [
        'Itafula labayisithupha eMelrose Arch ngoMgqibelo ngo-7 kusihlwa',
        asks(table('Melrose Arch|Johannesburg', 'sat', '19:00', 6)),
      ],
      [
        'Ngicela ungibhukhele itafula lesidlo sasemini eBallito ngeSonto ngo-1, sibahlanu',
        asks(table('Ballito|Durban', 'sun', '13:00', 5)),
      ],
      [
        'Mina nomkami sifuna ukudla eMhlanga ngoLwesihlanu ngo-8 ebusuku',
        asks(table('Umhlanga|Durban', 'fri', '20:00', 2)),
      ],
      [
        'Itafula labayi-10 eSandton ngomhla ka-15 ngo-7 kusihlwa',
        asks(table('Sandton|Johannesburg', 'dom:15', '19:00', 10)),
      ],
      [
        'Ngicela itafula labantu abathathu eCamps Bay kusasa emini ngo-12:30',
        asks(table('Camps Bay|Cape Town', 'tomorrow', '12:30', 3)),
      ],
      [
        'Sicela itafula labayisishiyagalombili eZimbali ngeSonto ngo-1 emini',
        asks(table('Zimbali|Durban', 'sun', '13:00', 8)),
      ],
      [
        'Ngidinga itafula lababili eMaboneng namuhla ngo-6 kusihlwa',
        asks(table('Maboneng|Johannesburg', 'today', '18:00', 2)),
      ],
      [
        'Itafula labane eDurban North ngoLwesine ngo-7:15 kusihlwa',
        asks(table('Durban North|Durban', 'thu', '19:15', 4)),
      ],
      [
        'Ngicela itafula labayisikhombisa eVilakazi Street eSoweto ngoMgqibelo ngo-1 emini',
        asks(
          req('other', ['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg'], 'sat', '13:00', {
            partySize: 7,
            dining: true,
          }),
        ),
      ],
      [
        'Ngicela itafula lomuntu oyedwa eStellenbosch namuhla ngo-7 kusihlwa',
        asks(table('Stellenbosch|Cape Winelands', 'today', '19:00', 1)),
      ],
      // Several at once.
      [
        'Ngicela umshayeli kusasa ngo-9 ekuseni eKing Shaka, kanye netafula lababili eMhlanga ngo-7 kusihlwa',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '09:00'),
          table('Umhlanga|Durban', 'tomorrow', '19:00', 2),
        ),
      ],
      [
        'Ngidinga i-villa eCamps Bay kusukela ngomhla ka-10 kanye nompheki ngalobo busuku ngo-7, sibayisithupha',
        asks(
          req('accommodation', 'Camps Bay|Cape Town', 'dom:10', null),
          req('private_chef', ['Camps Bay|Cape Town', null], 'dom:10', '19:00', { partySize: 6 }),
        ),
      ],
      [
        'NgoMgqibelo: unogada ngo-6 kusihlwa eSandton, umshayeli ngo-5:30 eHyde Park, netafula labane ngo-7 eSandton',
        asks(
          req('security', 'Sandton|Johannesburg', 'sat', '18:00'),
          req('personal_driver', 'Hyde Park|Johannesburg', 'sat', '17:30'),
          table('Sandton|Johannesburg', 'sat', '19:00', 4),
        ),
      ],
      [
        'Ngicela indiza ukusuka eGoli kuya eThekwini ngoLwesihlanu ngo-10 ekuseni, nemoto ezongilanda eKing Shaka ngo-11:30',
        asks(
          req(
            FLIGHT,
            ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
            'fri',
            '10:00',
          ),
          req(CAR, 'King Shaka International Airport|Durban', 'fri', '11:30'),
        ),
      ],
      [
        'Ngifuna umuntu ongisiza ukuthenga eGateway ngoLwesibili ngo-10, kanye netafula lababili e-Umhlanga Ridge ngo-1 emini',
        asks(
          req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'tue', '10:00'),
          table('Umhlanga Ridge|Durban', 'tue', '13:00', 2),
        ),
      ],
      [
        'Ngicela i-yacht eDurban Point ngeSonto ngo-10 ekuseni yabantu abayi-8, nomshayeli ozosilanda eBallito ngo-9',
        asks(
          req('yacht_charter', 'Durban Point|Durban', 'sun', '10:00', { partySize: 8 }),
          req('personal_driver', 'Ballito|Durban', 'sun', '09:00'),
        ),
      ],
      [
        'Ngidinga umhleli womshado eMidlands ngomhla ka-18 nendawo yokuhlala yezihambeli eHowick kusukela ngomhla ka-17',
        asks(
          req('event_planning', 'Midlands Meander|Pietermaritzburg', 'dom:18', null),
          req('accommodation', 'Howick|Pietermaritzburg', 'dom:17', null),
        ),
      ],
      [
        'Imoto kanokusho eKapa kusasa ngo-8 ekuseni, nomuntu ozongisiza ukuthenga eV&A ngo-11',
        asks(
          req('luxury_vehicle', 'Cape Town|Cape Town', 'tomorrow', '08:00'),
          req('personal_shopping', 'V&A Waterfront|Cape Town', 'tomorrow', '11:00'),
        ),
      ],
      // Actions on their requests.
      ['Ngicela ukhansele itafula lanamuhla ebusuku eWoodstock', cancel('table_tonight')],
      ['Angisamdingi umshayeli wakusasa e-OR Tambo, ngicela umkhansele', cancel('driver_tomorrow')],
      ['Khansela umpheki wangoMgqibelo, idili alisekho', cancel('chef')],
      ['Ngicela ukhansele i-villa engiyibhukhile eCamps Bay', cancel('villa')],
      ['Ngicela ukhansele okokugcina engikucelile', cancel('table_tonight')],
      [
        'Ngicela ushintshe umpheki afike ngo-8 ebusuku esikhundleni sika-7',
        change('chef', { time: '20:00' }),
      ],
      ['Itafula lanamuhla ebusuku: sesibane manje', change('table_tonight', { partySize: 4 })],
      ['Umshayeli wakusasa ngicela afike ngo-10:30', change('driver_tomorrow', { time: '10:30' })],
      ['Ngicela uhambise umpheki kusuka ngoMgqibelo aye ngeSonto', change('chef', { date: 'sun' })],
      ['Ingabe umpheki wangoMgqibelo usuqinisekisiwe?', status('chef')],
      ['Kuthiwani nge-yacht yangeSonto?', status('yacht')],
      ['Kwenzekeni ngesicelo sami sonogada eSandton?', status('security')],
      ['Ngicela ukhansele ukubhukha kwami komshayeli', cancel(DRIVERS)],
      ['Umshayeli wami usuqinisekisiwe yini?', status(DRIVERS)],
      ['Ngicela ukhansele ukudla kwakusihlwa engikubhukhile', cancel(DINNERS)],
      // Questions.
      [
        'Ngicela ungitshele ukuthi ubulungu bami busezingeni elini, igolide noma iplatinum?',
        question('tier'),
      ],
      ['Zingaki izicelo engisasele nazo kule nyanga?', question('allowance')],
      ['Ubulungu bami buzovuselelwa nini futhi?', question('renewal')],
      ['Yini engibhukhelwe yona kuleli sonto?', question('upcoming')],
      ['Ngicela ungikhombise zonke izicelo zami engizenzile', question('requests')],
      ['Ingabe bukhona abahlinzeki abaphendulile ezicelweni zami?', question('provider_said')],
      ['Yini oyikhumbulayo ngezinto engizithandayo?', question('memory')],
      ['Isimo sami sengqondo besinjani kuleli sonto?', question('mood')],
      [
        'Ngicela ungichazele ukuthi yini yonke ongangisiza ngayo njengeconcierge',
        question('capabilities'),
      ],
      ['Ingabe uyakwazi ukubona okusesiphephelweni sami (vault)?', question('vault')],
      ['Yiziphi izicelo zami ezisalindile?', question('requests')],
      [
        'Ngisele nezicelo ezingaki, futhi ngikusiphi isigaba sobulungu?',
        question('allowance', 'tier'),
      ],
      // A person, or out of scope.
      ['Ngicela unginike umuntu wangempela weqembu le-Aurum engikhuluma naye', human],
      ['Angifuni irobhothi, ngifuna ukukhuluma nomuntu', human],
      ['Ngicela umuntu angishayele ucingo ngokushesha', human],
      ['Ngicela ungixhumanise nomuntu we-concierge, lokhu akusebenzi', human],
      ['Lizoba njani izulu eThekwini ngoMgqibelo?', outOfScope],
      ['Ubani owawina umdlalo wamaBhokobhoko izolo?', outOfScope],
      ['Ngibhalele incwadi yokwesula emsebenzini', outOfScope],
      ['Yimalini uma i-R2 500 iphindwe kathathu?', outOfScope],
      ['Ngingayipheka kanjani i-pap?', outOfScope],
    ],
  ),
};
