import {
  asks,
  cancel,
  change,
  either,
  followUp,
  human,
  outOfScope,
  question,
  req,
  rowsIn,
  status,
  table,
  theOther,
  type LabelledSet,
} from '../labels';
import { after } from '../follow-up-rows';

const drivers = either('driver_tomorrow', 'driver_friday');

/**
 * Sixth held-out set: isiZulu messages of every kind, written the way they are typed in town:
 * English nouns with isiZulu prefixes (i-Range Rover, e-OR Tambo), locatives the gazetteer knows
 * (eSandton, eGoli, eThekwini, eKapa, ePitori, eMhlanga, eMbombela), days (ngoMgqibelo,
 * ngeSonto, ngoLwesihlanu), kusasa, namuhla, parts of the day (ekuseni 09:00 unless a time is
 * named, ntambama, kusihlwa, ebusuku, emini 12:00) and numbers in words (abane, abayisithupha).
 */
export const HELD_OUT_6_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['zu'],
      [
        [
          'Ngicela ungibhukhele itafula labantu abane eSandton kusasa ngo-7 kusihlwa',
          asks(table('Sandton|Johannesburg', 'tomorrow', '19:00', 4)),
        ],
        [
          'Ngidinga umshayeli ozongilanda e-OR Tambo namuhla ngo-3 ntambama',
          asks(req('personal_driver', 'OR Tambo|Johannesburg', 'today', '15:00')),
        ],
        [
          'Sifuna umpheki wasekhaya ngoMgqibelo kusihlwa, sibantu abayisithupha, eMhlanga',
          asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 6 })),
        ],
        [
          'Ngicela indawo yokuhlala eBallito kusukela ngoLwesihlanu, sibane',
          asks(req('accommodation', 'Ballito|Durban', 'fri', null, { partySize: 4 })),
        ],
        [
          'Ngifuna ukuqasha imoto kanokusho, i-Range Rover, eGoli kusasa',
          asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'tomorrow', null)),
        ],
        [
          'Ngicela ungibhukhele indiza esuka eThekwini iya eKapa ngoMsombuluko ekuseni',
          asks(req('travel', 'Durban|Durban', 'mon', '09:00')),
        ],
        [
          'Ngidinga onogada ephathini yami e-Umhlanga Rocks ngoMgqibelo ebusuku',
          asks(req('security', 'Umhlanga|Durban', 'sat', '20:00')),
        ],
        [
          'Sicela usihlelele umcimbi wokugubha usuku lokuzalwa kukamama eMidrand mhla zingu-15',
          asks(req('event_planning', 'Midrand|Johannesburg', 'dom:15', null)),
        ],
        [
          'Ngifuna isikebhe e-Durban Point ngeSonto ngo-11 ekuseni, sibayishumi',
          asks(req('yacht_charter', 'Durban Point|Durban', 'sun', '11:00', { partySize: 10 })),
        ],
        [
          'Ngicela umuntu ongisiza ukuthenga izingubo e-Mall of Africa ngoLwesine ntambama',
          asks(req('personal_shopping', 'Mall of Africa|Johannesburg', 'thu', '15:00')),
        ],
        [
          'Ngidinga umshayeli ozongiyisa eKing Shaka kusasa ngo-5 ekuseni',
          asks(req('personal_driver', 'King Shaka|Durban', 'tomorrow', '05:00')),
        ],
        [
          'Sicela itafula labantu ababili e-Oyster Box namuhla ebusuku',
          asks(table('Oyster Box|Durban', 'today', '20:00', 2)),
        ],
        [
          'Ngicela ungibhukhele ihhotela ePitori kusukela kusasa',
          asks(req('accommodation', 'Pretoria|Pretoria', 'tomorrow', null)),
        ],
        [
          'Ngifuna ukuya eCape Town ngendiza ngoLwesihlanu ngo-8 ekuseni',
          asks(req('travel', 'Cape Town|Cape Town', 'fri', '08:00')),
        ],
        [
          'Sicela umpheki abe sekhaya lami eWestville ngeSonto emini, sibayi-12',
          asks(req('private_chef', 'Westville|Durban', 'sun', '12:00', { partySize: 12 })),
        ],
        [
          'Ngidinga i-bodyguard kusasa eMelrose Arch kusukela ngo-10 ekuseni',
          asks(req('security', 'Melrose Arch|Johannesburg', 'tomorrow', '10:00')),
        ],
        [
          'Ngicela itafula labantu abayisishiyagalombili e-Umhlanga ngoLwesihlanu ngo-7:30 kusihlwa',
          asks(table('Umhlanga|Durban', 'fri', '19:30', 8)),
        ],
        [
          'Ngifuna i-villa eKnysna kusukela mhla zingu-10, sibayisithupha',
          asks(req('accommodation', 'Knysna|Garden Route', 'dom:10', null, { partySize: 6 })),
        ],
        [
          'Ngicela umshayeli ongilanda eSoweto ngo-6 kusihlwa namuhla angiyise eRosebank',
          asks(req('personal_driver', 'Soweto|Johannesburg', 'today', '18:00')),
        ],
        [
          'Sidinga umuntu ozosihlelela umshado eDrakensberg mhla ziyi-12 kuDisemba',
          asks(req('event_planning', 'Drakensberg|Drakensberg', 'md:12-12', null)),
        ],
        [
          'Ngicela itafula labantu abahlanu eMaboneng ngoMgqibelo emini',
          asks(table('Maboneng|Johannesburg', 'sat', '12:00', 5)),
        ],
        [
          'Ngidinga imoto nomshayeli ukusuka eBedfordview kuya e-ORTIA kusasa ngo-4 ekuseni',
          asks(req('personal_driver', 'Bedfordview|Johannesburg', 'tomorrow', '04:00')),
        ],
        [
          'Sicela indawo yokuhlala eHluhluwe ngempelasonto, kusukela ngoLwesihlanu',
          asks(req('accommodation', 'Hluhluwe|Zululand', 'fri', null)),
        ],
        [
          'Ngicela uhlele iphathi ye-baby shower e-Umhlanga mhla zingu-8',
          asks(req('event_planning', 'Umhlanga|Durban', 'dom:8', null)),
        ],
        [
          'Ngifuna umuntu ozongithengela izipho zikaKhisimusi e-Gateway Mall',
          asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', null, null)),
        ],
        [
          'Ngicela umshayeli kusasa ngo-7 ekuseni eMbombela',
          asks(req('personal_driver', 'Mbombela|Mbombela', 'tomorrow', '07:00')),
        ],
        [
          'Sidinga ukuhamba ngesikebhe ePlett ngoLwesithathu ngo-9 ekuseni, sibabili',
          asks(
            req('yacht_charter', 'Plettenberg Bay|Garden Route', 'wed', '09:00', { partySize: 2 }),
          ),
        ],
        [
          'Ngicela i-chef yangasese ngoMgqibelo wesonto elizayo ePitori, abantu abangu-20',
          asks(req('private_chef', 'Pretoria|Pretoria', 'next:sat', null, { partySize: 20 })),
        ],
        [
          'Ngidinga itafula labantu abathathu eRosebank namhlanje ngo-8 ebusuku',
          asks(table('Rosebank|Johannesburg', 'today', '20:00', 3)),
        ],
        [
          'Ngicela ungihlelele indiza eya eDurban mhla zingu-2',
          asks(req('travel', 'Durban|Durban', 'dom:2', null)),
        ],
        ['Ngicela ukhansele umshayeli wami', cancel(drivers)],
        ['Kuthiwani ngomshayeli wami?', status(drivers)],
        ['Shintsha umshayeli wami abe ngu-8 ekuseni', change(drivers, { time: '08:00' })],
        ['Khansela itafula lanamuhla ebusuku', cancel('table_tonight')],
        [
          'Ngicela ushintshe isikhathi somshayeli wakusasa sibe ngu-10',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        ['Umpheki angafika ngo-6 esikhundleni sika-7?', change('chef', { time: '18:00' })],
        ['I-villa eCamps Bay ihamba kanjani?', status('villa')],
        ['Isikebhe sangeSonto ntambama sesiqinisekisiwe yini?', status('yacht')],
        ['Kungani isicelo sami sokuvikeleka senqatshiwe?', status('security')],
        ['Angisamdingi umshayeli wakusasa, ngicela ukhansele', cancel('driver_tomorrow')],
        ['Khansela i-villa, asisayi', cancel('villa')],
        [
          'Tshela umpheki ukuthi izivakashi ezimbili azidli inyama',
          change('chef', { notes: 'inyama' }),
        ],
        [
          'Manje sesibayishumi kumpheki wangoMgqibelo, hhayi abayisishiyagalombili',
          change('chef', { partySize: 10 }),
        ],
        [
          'Ngicela uhlehlise itafula lanamuhla libe ngo-9 ebusuku',
          change('table_tonight', { time: '21:00' }),
        ],
        ['Khansela umshayeli waseKapa ngoLwesihlanu', cancel('driver_friday')],
        ['Kwenzekeni ngomcimbi waseFranschhoek?', status('event')],
        ['Isikebhe masihambe ngo-2 esikhundleni sika-3', change('yacht', { time: '14:00' })],
        [
          'Itafula lanamuhla kusihlwa lenze libe ngabantu abathathu',
          change('table_tonight', { partySize: 3 }),
        ],
        ['Ngicela ukhansele umpheki wangoMgqibelo', cancel('chef')],
        ['Umshayeli wakusasa usemisiwe yini?', status('driver_tomorrow')],
        ['Sicela ukhansele isikebhe sethu sangeSonto, asisakwazi ukuza', cancel('yacht')],
        ['Ngikusiphi isigaba sobulungu manje?', question('tier')],
        ['Ngisenazo izicelo ezingaki ezisele kule nyanga yamanje?', question('allowance')],
        ['Ubulungu bami buphela nini?', question('renewal')],
        ['Yini engibhukhelwe yona kuleli sonto elizayo?', question('upcoming')],
        ['Ngibonise zonke izicelo zami', question('requests')],
        ['Abahlinzeki bathini ngezicelo zami?', question('provider_said')],
        ['Ukhumbula ini ngami?', question('memory')],
        ['Bengizizwa kanjani kuleli sonto ngokwama-check-in ami?', question('mood')],
        ['Ungangisiza ngani ngempela kule app?', question('capabilities')],
        ['Uyakwazi ukubona amadokhumenti ami ku-vault?', question('vault')],
        [
          'Ngiyilungu le-gold noma le-platinum? Futhi ngisele nezicelo ezingaki?',
          question('tier', 'allowance'),
        ],
        ['Ngifuna ukukhuluma nomuntu wangempela, hhayi umshini', human],
        ['Ngicela ungixhumanise ne-concierge engumuntu', human],
        ['Ubani owine umdlalo wamaChiefs nama-Pirates izolo?', outOfScope],
        ['Isimo sezulu sizoba njani eGoli kusasa?', outOfScope],
      ],
    ),
    ...after(['zu'], 'chef_new', [
      ['Yenza kube abantu abayisishiyagalombili', followUp({ partySize: 8 })],
    ]),
    ...after(['zu'], 'table_new', [
      ['Kusasa esikhundleni sanamuhla', followUp({ date: 'tomorrow' })],
    ]),
    ...after(['zu'], 'driver_new', [
      [
        'Angilande e-Lanseria esikhundleni se-OR Tambo',
        followUp({ place: 'Lanseria|Johannesburg' }),
      ],
      ['Ngo-11 kunalokho, indiza ifika sekwephuzile', followUp({ time: '11:00' })],
    ]),
    ...after(['zu'], 'yacht_new', [['NgoMgqibelo kungcono', followUp({ date: 'sat' })]]),
    ...after(['zu'], 'cancel_driver', [['Cha, owangoLwesihlanu', theOther]]),
    ...after(['zu'], 'change_chef', [['Cha, bengisho itafula lanamuhla', theOther]]),
  ],
};
