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
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const TOUR: ServiceType[] = ['other', 'travel'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
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
 * Twenty-fifth held-out set: isiZulu, as members write it, with the English words they use
 * ("i-Mercedes", "i-G-Wagon", "i-spa", "i-villa", "i-vault", "i-trial", "i-halaal", "i-Elite",
 * "ama-document") beside their isiZulu words (umshayeli, umpheki, onogada, isikebhe, indiza,
 * ihhotela, indlu yezivakashi, itafula, ibhulakufesi, ukudla kwakusihlwa, ukudla kwasemini,
 * umcimbi, usuku lokuzalwa, imoto yokuqasha, izingubo, isigaba sobulungu, izicelo, abahlinzeki,
 * umoya, umphathi, isikhalazo): kusasa ngo-8 ekuseni, kusasa ngo-10 ekuseni, kusasa ngo-7:30
 * kusihlwa, namuhla kusihlwa ngo-8, namuhla ngo-3 ntambama, ngomhlomunye ngo-6 ekuseni,
 * ngoLwesihlanu ngo-7 kusihlwa, ngoMgqibelo ngo-7 kusihlwa, ngoMgqibelo ngo-11 ekuseni, ngeSonto
 * ngo-1 emini, ngeSonto ngo-10 ekuseni, ngoMsombuluko ngo-5 ekuseni, mhla zi-21, zi-24; eThekwini,
 * eGoli, eKapa, eMhlanga, eBallito, eUmdloti, eWestville, eDurban North, eHowick, eHluhluwe,
 * eDrakensberg, eSoweto, eSandton, eSandton City, eRosebank, eMelrose Arch, e-King Shaka, e-OR
 * Tambo, eLanseria, e-V&A, e-Oyster Box; parties as abantu ababili, abathathu, abane, abahlanu,
 * abayisithupha, siyisishiyagalombili, siyishumi, sibayi-12, sesibathathu: new requests, tables,
 * several at once, actions on their requests (some a human would have to ask about), questions, and
 * asking for a person or for something out of scope. A note for a provider is labelled by a word
 * the same in both languages (halaal).
 */
export const HELD_OUT_25_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli ozongilanda e-King Shaka kusasa ngo-8 ekuseni',
        asks(req('personal_driver', KING_SHAKA, 'tomorrow', '08:00')),
      ],
      [
        'Sifuna umpheki wasekhaya ngoMgqibelo ngo-7 kusihlwa eMhlanga, siyisishiyagalombili',
        asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'Ngicela ungibhukhele ihhotela eKapa kusukela ngoLwesihlanu',
        asks(req('accommodation', 'Cape Town|Cape Town', 'fri', null)),
      ],
      [
        'Ngidinga onogada emcimbini eSoweto ngoMgqibelo ngo-3 ntambama',
        asks(req(ESCORT, 'Soweto|Johannesburg', 'sat', '15:00')),
      ],
      [
        'Ngifuna ukuqasha i-Mercedes G-Wagon eSandton kusasa',
        asks(req(HIRE, 'Sandton|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Sicela isikebhe eThekwini ngeSonto ngo-10 ekuseni, siyishumi',
        asks(req(BOAT, 'Durban|Durban', 'sun', '10:00', { partySize: 10 })),
      ],
      [
        'Ngicela indiza esuka eGoli iya eKapa ngomhlomunye ngo-6 ekuseni',
        asks(req(FLIGHT, JOBURG, '+2', '06:00')),
      ],
      [
        'Ngicela ungihlelele umcimbi wosuku lokuzalwa kwendodakazi yami eBallito mhla zi-21',
        asks(req(PARTY, 'Ballito|Durban', 'dom:21', null)),
      ],
      [
        'Ngidinga umuntu ozongithengela izingubo zomshado eSandton City kusasa ngo-11 ekuseni',
        asks(req(ERRAND, SANDTON_CITY, 'tomorrow', '11:00')),
      ],
      [
        'Ngifuna i-spa eMhlanga namuhla ngo-3 ntambama',
        asks(req('other', 'Umhlanga|Durban', 'today', '15:00')),
      ],
      [
        'Sicela indlu yezivakashi eDrakensberg kusukela ngoLwesihlanu, sibane',
        asks(req('accommodation', 'Drakensberg|Drakensberg', 'fri', null, { partySize: 4 })),
      ],
      [
        'Ngicela umshayeli ongiyisa e-OR Tambo ngoMsombuluko ngo-5 ekuseni',
        asks(req('personal_driver', [null, OR_TAMBO], 'mon', '05:00')),
      ],
      [
        'Ngidinga imoto yokuqasha e-King Shaka ngoMgqibelo ngo-9 ekuseni',
        asks(req(HIRE, KING_SHAKA, 'sat', '09:00')),
      ],
      [
        'Ngifuna ukubona izilwane eHluhluwe ngeSonto ngo-6 ekuseni, i-game drive',
        asks(req(TOUR, 'Hluhluwe|Zululand', 'sun', '06:00')),
      ],
      [
        'Sicela umpheki wokudla kwasemini eWestville kusasa ngo-12:30, abantu abayisithupha',
        asks(req('private_chef', 'Westville|Durban', 'tomorrow', '12:30', { partySize: 6 })),
      ],
      // Tables.
      [
        'Namuhla kusihlwa ngo-8 ngicela itafula labantu ababili endaweni enhle eRosebank',
        asks(table('Rosebank|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Sifuna itafula labantu abane eMhlanga ngoLwesihlanu ngo-7 kusihlwa',
        asks(table('Umhlanga|Durban', 'fri', '19:00', 4)),
      ],
      [
        'Itafula labantu abahlanu e-Oyster Box ngeSonto ngo-1 emini',
        asks(tableAt(OYSTER_BOX, 'sun', '13:00', 5)),
      ],
      [
        'Ngicela itafula labantu abayisithupha eMelrose Arch kusasa ngo-7:30 kusihlwa',
        asks(tableAt(MELROSE_ARCH, 'tomorrow', '19:30', 6)),
      ],
      [
        'Ukudla kwakusihlwa kwabantu abathathu eBallito ngoMgqibelo ngo-6:30 kusihlwa',
        asks(table('Ballito|Durban', 'sat', '18:30', 3)),
      ],
      [
        'Ibhulakufesi labantu ababili eDurban North kusasa ngo-9 ekuseni',
        asks(table('Durban North|Durban', 'tomorrow', '09:00', 2)),
      ],
      // Several at once.
      [
        'Ngicela umshayeli e-King Shaka kusasa ngo-10 ekuseni, bese kuba netafula labantu ababili eMhlanga ngo-7 kusihlwa',
        asks(
          req('personal_driver', KING_SHAKA, 'tomorrow', '10:00'),
          table('Umhlanga|Durban', 'tomorrow', '19:00', 2),
        ),
      ],
      [
        'Sifuna ihhotela eKapa kusukela ngoLwesihlanu, kanye nesikebhe e-V&A ngoMgqibelo ngo-2 ntambama',
        asks(
          req('accommodation', 'Cape Town|Cape Town', 'fri', null),
          req(BOAT, WATERFRONT, 'sat', '14:00'),
        ),
      ],
      [
        'Emshadweni eHowick ngoMgqibelo ngo-11 ekuseni sidinga onogada kanye nomshayeli',
        asks(
          req(ESCORT, 'Howick|Pietermaritzburg', 'sat', '11:00'),
          req(CAR, 'Howick|Pietermaritzburg', 'sat', '11:00'),
        ),
      ],
      // Their own requests.
      [
        'Itafula lethu lanamuhla kusihlwa eWoodstock alisadingeki, ngicela ulikhansele',
        cancel('table_tonight'),
      ],
      ['Khansela umshayeli wakusasa e-OR Tambo, angisamdingi', cancel('driver_tomorrow')],
      [
        'Umshayeli wakusasa makafike ngo-10:30 esikhundleni sika-9',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      ['Umpheki wangoMgqibelo: manje sesiyishumi', change('chef', { partySize: 10 })],
      ['Sikuphi isicelo sami se-villa eCamps Bay?', status('villa')],
      ['Kuthiwa ngeSonto kuzoba nesiphepho, ngicela ukhansele isikebhe', cancel('yacht')],
      ['Umshayeli wami akasadingeki, ngicela umkhansele', cancel(DRIVERS)],
      ['Shintsha ukudla kwakusihlwa kube ngo-9 ebusuku', change(DINNERS, { time: '21:00' })],
      ['Ingabe okwempelasonto sekuqinisekisiwe?', status(WEEKEND)],
      ['Zonke izicelo zami ezingakaqinisekiswa, ngicela uzikhansele', cancel(PENDING)],
      ['Kungani i-Shield Protection yenqabe isicelo sami?', status('security')],
      ['Umpheki makeze ngoLwesihlanu, isikhathi asifane', change('chef', { date: 'fri' })],
      [
        'Umshayeli waseKapa wangoLwesihlanu wesonto elizayo, ngicela umkhansele',
        cancel('driver_friday'),
      ],
      [
        'Tshela umpheki ukuthi abanye abantu badla i-halaal kuphela',
        change('chef', { notes: 'halaal' }),
      ],
      ['Isikebhe sangeSonto singahamba ngo-4 ntambama?', change('yacht', { time: '16:00' })],
      ['Ingabe itafula lami lanamuhla kusihlwa seliqinisekisiwe?', status('table_tonight')],
      ['Itafula lanamuhla: sesibathathu manje', change('table_tonight', { partySize: 3 })],
      [
        'Umshayeli wakusasa makangilande eLanseria hhayi e-OR Tambo',
        change('driver_tomorrow', { place: LANSERIA }),
      ],
      ['Kwenzekeni ngomcimbi wokuzalwa weminyaka engu-50 eFranschhoek?', status('event')],
      ['Ngicela ukhansele lokho osekuqinisekisiwe', cancel(CONFIRMED)],
      ['Ngabe umshayeli wami usekuqinisekisile ukuthi uzofika?', status(DRIVERS)],
      ['Ukudla kwakusihlwa sibayi-12 manje', change(DINNERS, { partySize: 12 })],
      ['I-villa eCamps Bay ngicela uyikhansele, asisayi', cancel('villa')],
      // Questions.
      ['Ubulungu bami bukusiphi isigaba manje, i-gold noma i-platinum?', question('tier')],
      ['Ngisengakwenza izicelo ezingaki ngaphambi kokuba inyanga iphele?', question('allowance')],
      ['Ubulungu bami buzovuselelwa ngamuphi usuku?', question('renewal')],
      ['Yiziphi izinto engizibhukhile ezizokwenzeka kuleli sonto?', question('upcoming')],
      ['Ngicela uhlu lwazo zonke izicelo engike ngazenza', question('requests')],
      ['Abahlinzeki sebephendulile yini?', question('provider_said')],
      ['Yini ogcine uyikhumbula ngami kuze kube manje?', question('memory')],
      [
        'Ngokwe-journal yami, umoya wami ubunjani ezinsukwini ezimbalwa ezedlule?',
        question('mood'),
      ],
      ['Yiziphi izinto ongakwazi ukungisiza ngazo?', question('capabilities')],
      ['Ngicela ungitshele okugcinwe ku-vault yami ye-Aurum', question('vault')],
      ['Kusele izinsuku ezingaki ku-trial yami?', question('renewal')],
      ['Ngingowe-Elite noma owe-Signature?', question('tier')],
      ['Yini ehleliwe kusasa?', question('upcoming')],
      ['Uyakwazi ukubhukha izindiza?', question('capabilities')],
      ['Ngabe kukhona ama-document ku-vault yami?', question('vault')],
      ['Ingabe unakho ukuthi inyama yengulube angiyidli?', question('memory')],
      ['Yiziphi izicelo zami ezingakaqinisekiswa okwamanje?', question('requests')],
      ['Abahlinzeki bathumele miphi imiyalezo mayelana nezicelo zami?', question('provider_said')],
      // A person, and out of scope.
      ['Ngicela ungixhumanise nomuntu osebenza e-Aurum, hhayi i-bot', human],
      ['Ngifuna ukukhuluma nomphathi, nginesikhalazo', human],
      ['Ngicela umuntu angishayele ucingo ku-083 444 0199', human],
      ['Ngixhumanise ne-concierge engumuntu ngokushesha', human],
      ['Iyini inhloko-dolobha yase-Nigeria?', outOfScope],
      ['Ubani owinile umdlalo we-Kaizer Chiefs izolo?', outOfScope],
      ['Ngisize ngibhale incwadi yokusula emsebenzini', outOfScope],
      ['Lizona yini eThekwini ngoMgqibelo?', outOfScope],
      ['Ngichazele ukuthi i-bitcoin isebenza kanjani', outOfScope],
      ['Ngipheka kanjani ujeqe?', outOfScope],
      [
        'Ngicela umpheki eBallito ngeSonto ngo-1 emini, abantu abane',
        asks(req('private_chef', 'Ballito|Durban', 'sun', '13:00', { partySize: 4 })),
      ],
      [
        'Itafula labantu abayishumi eSandton ngoMgqibelo ngo-8 kusihlwa',
        asks(table('Sandton|Johannesburg', 'sat', '20:00', 10)),
      ],
      ['Isikebhe sangeSonto: sesiyi-12 manje', change('yacht', { partySize: 12 })],
      ['Ngicela ungitshele ukuthi i-Atlantic Blue ithini ngesikebhe sangeSonto', status('yacht')],
      [
        'Ngicela onogada eMhlanga kusasa ngo-6 kusihlwa',
        asks(req(ESCORT, 'Umhlanga|Durban', 'tomorrow', '18:00')),
      ],
    ],
  ),
};
