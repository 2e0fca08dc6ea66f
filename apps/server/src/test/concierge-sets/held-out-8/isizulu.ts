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

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');

/**
 * Eighth held-out set: isiZulu, as members write it (kusasa, namuhla kusihlwa, ngomhlomunye,
 * ngoMgqibelo, eThekwini, eGoli, eKapa, eMhlanga): new requests, tables, several at once,
 * actions on their requests, questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_8_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Sawubona, ngicela ungibhukele umshayeli e-OR Tambo kusasa ngo-10 ekuseni',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '10:00',
          ),
        ),
      ],
      [
        'Ngidinga itafula labantu abane eMhlanga namuhla kusihlwa ngo-7',
        asks(table('Umhlanga|Durban', 'today', '19:00', 4)),
      ],
      [
        'sicela umpheki ngoMgqibelo ngo-7 kusihlwa ekhaya eBallito, siyisishiyagalombili',
        asks(req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'Ngifuna indawo yokuhlala eKapa kusukela mhla ziyi-14',
        asks(req('accommodation', 'Cape Town|Cape Town', 'dom:14', null)),
      ],
      [
        'Sicela isikebhe eThekwini ngeSonto ntambama siyishumi',
        asks(req('yacht_charter', 'Durban|Durban', 'sun', '15:00', { partySize: 10 })),
      ],
      [
        'Ngicela amathikithi endiza ukuya eGoli ngoLwesihlanu ekuseni',
        asks(req('travel', 'Johannesburg|Johannesburg', 'fri', '09:00')),
      ],
      [
        'ngidinga unogada eSandton kusasa kusihlwa',
        asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '19:00')),
      ],
      [
        'Sicela usihlelele umcimbi wokugubha iminyaka engama-40 yomkami eMidrand mhla zingama-28',
        asks(req('event_planning', 'Midrand|Johannesburg', 'dom:28', null)),
      ],
      [
        'Ngicela umuntu ozongisiza ukuthenga izingubo eSandton City ngoLwesine ngo-11',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '11:00')),
      ],
      [
        'Ngifuna ukuqasha i-Range Rover ePitori kusukela kusasa',
        asks(req('luxury_vehicle', 'Pretoria|Pretoria', 'tomorrow', null)),
      ],
      [
        'itafula lababili eRosebank ebusuku namuhla',
        asks(table('Rosebank|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Ngicela umshayeli ezongithatha eKing Shaka ngomhlomunye ngo-14:30',
        asks(req('personal_driver', 'King Shaka International Airport|Durban', '+2', '14:30')),
      ],
      [
        'Sifuna ukudla kwasemini eFranschhoek ngeSonto, sibathathu',
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 3)),
      ],
      [
        'Ngidinga i-villa eCamps Bay ngoLwesihlanu olandelayo, abantu abayisithupha',
        asks(req('accommodation', 'Camps Bay|Cape Town', 'next:fri', null, { partySize: 6 })),
      ],
      [
        'ngicela itafula labantu abahlanu eSoweto ngoMgqibelo ngo-1 emini',
        asks(table('Soweto|Johannesburg', 'sat', '13:00', 5)),
      ],
      [
        'Sawubona! Ngicela ungibhukele indiza esuka eThekwini iya eKapa ngoMsombuluko ngo-6 ekuseni',
        asks(req('travel', 'Durban|Durban', 'mon', '06:00')),
      ],
      [
        'Ngicela umpheki ozosiphekela ekhaya e-Umhlanga Ridge ngoLwesithathu kusihlwa, siyisithupha',
        asks(req('private_chef', 'Umhlanga Ridge|Durban', 'wed', '19:00', { partySize: 6 })),
      ],
      [
        'Sifuna isikebhe e-V&A Waterfront kusasa ngo-11 siyisikhombisa',
        asks(
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'tomorrow', '11:00', { partySize: 7 }),
        ),
      ],
      [
        'Ngicela onogada ababili emshadweni wethu eHillcrest mhla zi-6',
        asks(req('security', 'Hillcrest|Durban', 'dom:6', null)),
      ],
      [
        'Itafula labantu abayi-12 eFourways kusasa ngo-8 ebusuku',
        asks(table('Fourways|Johannesburg', 'tomorrow', '20:00', 12)),
      ],
      [
        'ngicela indawo yokuhlala eDrakensberg ngoMgqibelo, sibane',
        asks(req('accommodation', 'Drakensberg|Drakensberg', 'sat', null, { partySize: 4 })),
      ],
      [
        'Ngidinga umshayeli kusasa ekuseni ongithatha eBryanston angiyise eLanseria',
        asks(req('personal_driver', 'Bryanston|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'Sicela usihlelele iphathi yosuku lokuzalwa lwendodakazi yami eBallito ngoMgqibelo olandelayo',
        asks(req('event_planning', 'Ballito|Durban', 'next:sat', null)),
      ],
      [
        'Ngicela itafula lababili eMelrose Arch ngoLwesihlanu ngo-19:30',
        asks(table('Melrose Arch|Johannesburg', 'fri', '19:30', 2)),
      ],
      [
        'ngifuna imoto kanokusho eThekwini ngeSonto',
        asks(req('luxury_vehicle', 'Durban|Durban', 'sun', null)),
      ],
      [
        'Ngicela amathikithi endiza asuka eGoli aya eGeorge mhla zi-9',
        asks(req('travel', 'Johannesburg|Johannesburg', 'dom:9', null)),
      ],
      [
        'Sicela i-spa eMgungundlovu kusasa ntambama, sibabili',
        asks(
          req('other', 'Pietermaritzburg|Pietermaritzburg', 'tomorrow', '15:00', { partySize: 2 }),
        ),
      ],
      [
        'Ngicela umshayeli ongilanda eSandton ngo-5 ntambama namuhla',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'today', '17:00')),
      ],
      [
        'Sifuna itafula labantu abayisishiyagalolunye eDurban North ngeSonto ngo-12 emini',
        asks(table('Durban North|Durban', 'sun', '12:00', 9)),
      ],
      [
        'Ngicela ungitholele ihhotela eStellenbosch kusukela ngoLwesihlanu',
        asks(req('accommodation', 'Stellenbosch|Cape Winelands', 'fri', null)),
      ],
      [
        'Ngidinga umpheki kusasa kusihlwa eWaterkloof, abantu abayishumi nambili',
        asks(req('private_chef', 'Waterkloof|Pretoria', 'tomorrow', '19:00', { partySize: 12 })),
      ],
      [
        'ngicela unogada ozongiphelezela eGoli ngoMsombuluko olandelayo ngo-8 ekuseni',
        asks(req('security', 'Johannesburg|Johannesburg', 'next:mon', '08:00')),
      ],
      [
        'Ngicela itafula labantu abathathu eSea Point namuhla ngo-8',
        asks(table('Sea Point|Cape Town', 'today', '20:00', 3)),
      ],
      [
        'Ngicela ungibhukele isikebhe eKnysna ngoLwesibili ngo-10 ekuseni',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'tue', '10:00')),
      ],
      // Several at once.
      [
        'Ngicela umshayeli eKing Shaka ngoLwesihlanu ngo-3 ntambama, bese kuba netafula labantu abane eMhlanga ngo-8 ebusuku ngalolo suku',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '15:00'),
          table('Umhlanga|Durban', 'fri', '20:00', 4),
        ),
      ],
      [
        'Sidinga indawo yokuhlala eKapa kusukela mhla ziyi-10 kanye nomshayeli esikhumulweni sezindiza saseKapa ngalolo suku ngo-12',
        asks(
          req('accommodation', 'Cape Town|Cape Town', 'dom:10', null),
          req('personal_driver', 'Cape Town International Airport|Cape Town', 'dom:10', '12:00'),
        ),
      ],
      [
        'ngicela umpheki ngoMgqibelo ngo-6 kusihlwa eSalt Rock siyi-10, nesikebhe ngeSonto ngo-9 ekuseni eBallito',
        asks(
          req('private_chef', 'Salt Rock|Durban', 'sat', '18:00', { partySize: 10 }),
          req('yacht_charter', 'Ballito|Durban', 'sun', '09:00'),
        ),
      ],
      [
        'Kusasa: umshayeli ngo-7 ekuseni eMidrand, nomuntu ozongisiza ukuthenga eMall of Africa ngo-10',
        asks(
          req('personal_driver', 'Midrand|Johannesburg', 'tomorrow', '07:00'),
          req('personal_shopping', 'Mall of Africa|Johannesburg', 'tomorrow', '10:00'),
        ),
      ],
      // Their requests.
      ['Ngicela ukhansele umpheki wangoMgqibelo, izihlobo azisezi', cancel('chef')],
      ['Khansela umshayeli wakusasa e-OR Tambo', cancel('driver_tomorrow')],
      ['ngicela ukhansele umshayeli wami, angisamdingi', cancel(DRIVERS)],
      ['Asisayi ukudla namuhla kusihlwa, ngicela ukhansele itafula', cancel('table_tonight')],
      ['Ngicela ukhansele i-villa eCamps Bay', cancel('villa')],
      [
        'Ngicela ushintshe isikhathi somshayeli wakusasa sibe ngu-11',
        change('driver_tomorrow', { time: '11:00' }),
      ],
      ['Umpheki angafika ngo-8 esikhundleni sika-7?', change('chef', { time: '20:00' })],
      [
        'Itafula lanamuhla kusihlwa malibe labantu abane',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'sicela i-villa ibe ngeyabantu abayisishiyagalombili manje',
        change('villa', { partySize: 8 }),
      ],
      ['Kusahamba kahle yini ngesikebhe sangeSonto?', status('yacht')],
      ['Ingabe umpheki usekuqinisekisile?', status('chef')],
      ['Kwenzenjani ngezokuphepha eSandton? Bangenqabeleni?', status('security')],
      ['umshayeli wami uqinisekisiwe yini', status(DRIVERS)],
      ['Kuthiwani nge-villa yaseCamps Bay?', status('villa')],
      ['Ngicela ukhansele ukudla kwakusihlwa', cancel(DINNERS)],
      ['Umpheki angeza ngeSonto kunokuba eze ngoMgqibelo?', change('chef', { date: 'sun' })],
      // Questions.
      ['Ngikusiphi isigaba sobulungu manje, ngiyi-Gold noma ngiyi-Platinum?', question('tier')],
      [
        'Ngisakwazi ukwenza izicelo ezingaki ngaphambi kokuthi inyanga iphele?',
        question('allowance'),
      ],
      ['Kuzofanele ngivuselele nini ubulungu bami?', question('renewal')],
      ['Yini enginayo ezayo kuleli sonto?', question('upcoming')],
      ['Ngicela ungikhombise zonke izicelo zami', question('requests')],
      ['Ingabe abahlinzeki sebephendulile ezicelweni zami?', question('provider_said')],
      ['Yini oyigcinile ngezinto engizithandayo?', question('memory')],
      ['Isimo sami somoya besinjani kuleli sonto?', question('mood')],
      ['Yini ongakwazi ukungenzela yona njengomsizi?', question('capabilities')],
      ['Uyakwazi ukubona okusegumbini lami eliphephile, i-vault?', question('vault')],
      ['Isikhathi sami sokuzama siphela nini?', question('renewal')],
      // A person, or out of scope.
      ['Ngicela ukukhuluma nomuntu wangempela, hhayi umshini', human],
      ['Ngicela ungixhumanise nomunye wabasebenzi be-Aurum', human],
      ['Angifuni ukukhuluma nomshini, ngifuna umuntu', human],
      ['Isimo sezulu sizoba njani kusasa eThekwini?', outOfScope],
      ['Ubani owine umdlalo webhola izolo?', outOfScope],
      ['Ngisize ngomsebenzi wesikole wengane yami', outOfScope],
      ['Iyini inani ledola namuhla?', outOfScope],
    ],
  ),
};
