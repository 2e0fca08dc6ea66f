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

/**
 * Fourteenth held-out set: isiZulu, as members write it (kusasa ekuseni, namuhla ebusuku,
 * kusihlwa, ntambama, emini, ngomhlomunye, ngoMgqibelo, ngeSonto, ngoLwesihlanu olandelayo,
 * ngomhla ka-14, mhla ziyi-20 kuZibandlela, eThekwini, eGoli, eKapa, eMhlanga, times as ngo-7 or
 * ngo-17:30, parties as abane, abayisithupha, abayi-10): new requests, tables, several at once,
 * actions on their requests, questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_14_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli kusasa ekuseni ngo-7 esuka eSandton eya e-OR Tambo',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '07:00')),
      ],
      [
        'Ngidinga umpheki ozimele ngoMgqibelo kusihlwa ekhaya eMhlanga, sizoba abayisishiyagalombili',
        asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'Ngifuna indlu yokuhlala eBallito isonto lonke kusukela mhla ziyi-20 kuZibandlela, sibayi-10',
        asks(req('accommodation', 'Ballito|Durban', 'md:12-20', null, { partySize: 10 })),
      ],
      [
        'Ngicela i-yacht yabantu abayisithupha eWaterfront ngeSonto ntambama',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 6 })),
      ],
      [
        'Ngifuna ukuqasha i-Range Rover ngizoyishayela mina izinsuku ezintathu eKapa kusukela ngoLwesibili',
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'tue', null)),
      ],
      [
        'Ngicela ungisize ngihlele umcimbi wosuku lokuzalwa lwendodakazi yami ngomhla ka-14 eWestville',
        asks(req('event_planning', 'Westville|Durban', 'dom:14', null)),
      ],
      [
        'Ngidinga amathikithi endiza esuka eGoli eya eKapa ngoLwesihlanu olandelayo',
        asks(req('travel', 'Johannesburg|Johannesburg', 'next:fri', null)),
      ],
      [
        'Ngidinga unogada womzimba kusasa kusihlwa eMontecasino',
        asks(req('security', 'Montecasino|Johannesburg', 'tomorrow', '19:00')),
      ],
      [
        'Ngicela umuntu ozongithengela izingubo eGateway ngoLwesine',
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'thu', null)),
      ],
      [
        'Ngifuna ukubhukha i-spa e-Oyster Box ngoLwesihlanu ngo-10 ekuseni',
        asks(req('other', 'Oyster Box|Durban', 'fri', '10:00')),
      ],
      [
        'Umshayeli ozongilanda eKing Shaka ngoLwesithathu ngo-14:30',
        asks(req('personal_driver', 'King Shaka International Airport|Durban', 'wed', '14:30')),
      ],
      [
        'Ngicela ihhotela eDrakensberg kusukela ngoMgqibelo, sibabili',
        asks(req('accommodation', 'Drakensberg|Drakensberg', 'sat', null, { partySize: 2 })),
      ],
      [
        'Sifuna isikebhe sokudoba olwandle eDurban Point ngeSonto ngo-5 ekuseni, sibane',
        asks(req(BOAT, 'Durban Point|Durban', 'sun', '05:00', { partySize: 4 })),
      ],
      [
        'Ngicela i-helicopter esuka eLanseria iye eSun City ngoMgqibelo ngo-11 ekuseni',
        asks(req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'sat', '11:00')),
      ],
      [
        'Ngidinga onogada emshadweni wethu eZimbali ngomhla ka-26',
        asks(req('security', 'Zimbali|Durban', 'dom:26', null)),
      ],
      [
        'Ngifuna umuntu ozongisiza ukuthenga izipho zikaKhisimusi eSandton City',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', null, null)),
      ],
      [
        'Ngicela imoto kanokusho engenamshayeli, ngizoyithatha eKing Shaka kusasa ngo-9 ekuseni',
        asks(req('luxury_vehicle', 'King Shaka International Airport|Durban', 'tomorrow', '09:00')),
      ],
      [
        'Sicela usihlelele umshado eMidlands mhla ziyi-7 kuMfumfu',
        asks(req('event_planning', 'Midlands Meander|Pietermaritzburg', 'md:10-07', null)),
      ],
      [
        'Umpheki wesidlo sasemini ngeSonto ngo-1 eHillcrest, abantu abayi-12',
        asks(req('private_chef', 'Hillcrest|Durban', 'sun', '13:00', { partySize: 12 })),
      ],
      [
        'Ngicela umshayeli uma ngiphuma emsebenzini eRosebank namuhla ngo-17:30',
        asks(req('personal_driver', 'Rosebank|Johannesburg', 'today', '17:30')),
      ],
      [
        'Ngidinga indawo yokuhlala eKruger izinsuku ezine kusukela ngomhlomunye',
        asks(req('accommodation', 'Kruger|Kruger', '+2', null)),
      ],
      [
        'Ngicela umthwebuli wezithombe emcimbini wethu ngoMgqibelo ntambama eKloof',
        asks(req('other', 'Kloof|Durban', 'sat', '15:00')),
      ],
      [
        'Ngicela ibhanoyi elizimele elisuka eVirginia Airport liye eRichards Bay kusasa ngo-8 ekuseni',
        asks(req(FLIGHT, 'Virginia Airport|Durban', 'tomorrow', '08:00')),
      ],
      [
        'Ngifuna ukudlala igalofu eZimbali ngoMgqibelo ekuseni, sibane',
        asks(req('other', 'Zimbali|Durban', 'sat', '09:00')),
      ],
      [
        'Ngicela umshayeli ozosiyisa eDrakensberg esuka eThekwini ngoLwesihlanu ngo-6 ekuseni',
        asks(req('personal_driver', 'Durban|Durban', 'fri', '06:00')),
      ],

      // Tables.
      [
        'Ngicela itafula labantu ababili e-Umhlanga namuhla ebusuku ngo-8',
        asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
      ],
      [
        'Sicela itafula labantu abane eRosebank kusasa ngo-19:30',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '19:30', 4)),
      ],
      [
        'Ngibhukhele itafula lesidlo sasemini eMelrose Arch ngeSonto, sisihlanu',
        asks(table('Melrose Arch|Johannesburg', 'sun', '12:30', 5)),
      ],
      [
        'Itafula labantu abayisithupha eFlorida Road ngoLwesihlanu ebusuku',
        asks(table('Florida Road|Durban', 'fri', '20:00', 6)),
      ],
      [
        'Ngicela itafula lami nomkami ngoMgqibelo kusihlwa eBallito',
        asks(table('Ballito|Durban', 'sat', '19:00', 2)),
      ],
      [
        'Sidinga itafula labantu abayi-10 eSoweto ngomhla ka-16 ngo-1 emini',
        asks(table('Soweto|Johannesburg', 'dom:16', '13:00', 10)),
      ],
      [
        'Itafula labantu abathathu e-Oyster Box kusasa ngo-9 ekuseni, ukudla kwasekuseni',
        asks(table('Oyster Box|Durban', 'tomorrow', '09:00', 3)),
      ],
      [
        'Ngicela ungibhukhele itafula eVilakazi Street namuhla kusihlwa, sibane',
        asks(table('Vilakazi Street|Johannesburg', 'today', '19:00', 4)),
      ],
      [
        'Itafula labantu abayisishiyagalombili eGateway ngoLwesithathu ngo-18:00',
        asks(table('Gateway Theatre of Shopping|Durban', 'wed', '18:00', 8)),
      ],
      [
        'Sicela itafula labantu ababili eCamps Bay ngoLwesihlanu ngo-7 kusihlwa',
        asks(table('Camps Bay|Cape Town', 'fri', '19:00', 2)),
      ],

      // Several at once.
      [
        'Ngicela umshayeli eKing Shaka ngoLwesihlanu ngo-11 ekuseni, kanye netafula labantu ababili e-Umhlanga ngalobo busuku ngo-8',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '11:00'),
          table('Umhlanga|Durban', 'fri', '20:00', 2),
        ),
      ],
      [
        'Ngidinga indlu eSalt Rock kusukela ngoMgqibelo, nompheki wabantu abayisithupha ngoMgqibelo kusihlwa ngo-7',
        asks(
          req('accommodation', 'Salt Rock|Durban', 'sat', null),
          req('private_chef', ['Salt Rock|Durban', null], 'sat', '19:00', { partySize: 6 }),
        ),
      ],
      [
        'Kusasa: umshayeli ngo-8 esuka eSandton, itafula labantu abane eMelrose Arch ngo-1, kanye nomuntu ozongithengela eSandton City ngo-3',
        asks(
          req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
          table('Melrose Arch|Johannesburg', 'tomorrow', '13:00', 4),
          req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '15:00'),
        ),
      ],
      [
        'Sicela amathikithi endiza aya eKapa ngomhla ka-3 kanye nemoto enkulu esikhumulweni sezindiza saseKapa ngo-12',
        asks(
          req('travel', ['Cape Town|Cape Town', null], 'dom:3', null),
          req(CAR, 'Cape Town International Airport|Cape Town', 'dom:3', '12:00'),
        ),
      ],
      [
        'Ngidinga unogada nomshayeli ngoMgqibelo eSandton kusukela ngo-9 ebusuku',
        asks(
          req('security', 'Sandton|Johannesburg', 'sat', '21:00'),
          req('personal_driver', ['Sandton|Johannesburg', null], 'sat', '21:00'),
        ),
      ],
      [
        'Sifuna i-yacht eWaterfront ngeSonto ngo-11 sibayishumi, bese kuba netafula labantu abayishumi eCamps Bay ngo-2',
        asks(
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '11:00', { partySize: 10 }),
          table('Camps Bay|Cape Town', 'sun', '14:00', 10),
        ),
      ],

      // Their requests.
      ['Ngicela ukhansele itafula lanamuhla ebusuku eTest Kitchen', cancel('table_tonight')],
      [
        'Umshayeli obezongilanda e-OR Tambo kusasa angisamdingi, ngicela umkhansele',
        cancel('driver_tomorrow'),
      ],
      [
        'Umpheki wangoMgqibelo angafika ngo-8 esikhundleni sika-7?',
        change('chef', { time: '20:00' }),
      ],
      ['Sesiyi-10 esidlweni sangoMgqibelo nompheki', change('chef', { partySize: 10 })],
      ['Ngabe i-villa eCamps Bay isiqinisekisiwe?', status('villa')],
      [
        'Ngicela uhambise ukubhukha kwanamuhla ebusuku kube ngo-8:30',
        change('table_tonight', { time: '20:30' }),
      ],
      [
        'Kwenzekeni ngesicelo sami sonogada womzimba eSandton ngesonto eledlule?',
        status('security'),
      ],
      ['Khansela i-yacht yangeSonto, isimo sezulu sibi', cancel('yacht')],
      [
        'Umshayeli wakusasa angilande ngo-10, indiza yami izofika sekwephuzile',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      [
        'Kuhamba kanjani ukuhlelwa komcimbi wosuku lokuzalwa lomkami eFranschhoek?',
        status('event'),
      ],
      ['Ngifuna ukukhansela umshayeli, sengizoshayela mina', cancel(DRIVERS)],
      ['Isidlo sakusihlwa sesiqinisekisiwe?', status(DINNERS)],
      ['Shintsha isikhathi somshayeli sibe ngo-11', change(DRIVERS, { time: '11:00' })],
      [
        'I-villa mayibe ngeyabantu abayisishiyagalombili hhayi abayisithupha',
        change('villa', { partySize: 8 }),
      ],
      ['Ngicela ukhansele umshayeli waseKapa wangoLwesihlanu olandelayo', cancel('driver_friday')],
      ['Ngicela ukhansele umpheki obezofika ngoMgqibelo, izivakashi zethu azisezi', cancel('chef')],
      ['I-yacht yangeSonto isiqinisekisiwe ngempela?', status('yacht')],

      // Questions.
      ['Ngabe ngikusiphi isigaba sobulungu manje?', question('tier')],
      ['Zisele zingaki izicelo zami zale nyanga, ngicela ungitshele?', question('allowance')],
      ['Ubulungu bami buzophelelwa yisikhathi nini?', question('renewal')],
      ['Ngihlelelwe ini kuleli sonto?', question('upcoming')],
      ['Ngicela ungikhombise uhlu lwazo zonke izicelo zami', question('requests')],
      ['Ingabe bakhona abahlinzeki abaphendulile?', question('provider_said')],
      ['Yini oyikhumbulayo ngami kuze kube manje?', question('memory')],
      ['Ngibe nomoya onjani emasontweni amabili edlule?', question('mood')],
      ['Yini ongangisiza ngayo?', question('capabilities')],
      ['Kukhona ini esisefweni sami?', question('vault')],
      ['Ngikusiphi isigaba futhi zingaki izicelo ezisele?', question('tier', 'allowance')],
      ['Isikhathi sami sokuzama mahhala siphela nini?', question('renewal')],

      // A person, or out of scope.
      ['Ngicela ukukhuluma nomuntu ophilayo, hhayi umshini', human],
      ['Ngicela omunye wenu angishayele ucingo', human],
      ['Ngifuna ukukhuluma nomphathi, hhayi irobhothi', human],
      ['Ngabe lizona yini izulu eThekwini kusasa ntambama?', outOfScope],
      ['Ubani owawina umdlalo kaBafana Bafana izolo?', outOfScope],
      ['Ngibhalele inkondlo yosuku lokuzalwa lukamama', outOfScope],
      ['Ngiyibala kanjani intela yami?', outOfScope],
    ],
  ),
};
