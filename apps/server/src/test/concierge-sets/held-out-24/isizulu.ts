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

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const MOSES_MABHIDA = ['Moses Mabhida Stadium|Durban', 'Durban|Durban'];
const SIBAYA = ['Sibaya|Durban', 'Umdloti|Durban'];
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
 * Twenty-fourth held-out set: isiZulu, as members write it, with the English words they use
 * ("i-villa", "i-yacht", "i-Mercedes", "i-BMW", "i-spa", "i-vault", "i-halaal", "i-DJ", "i-rugby",
 * "i-bank", "i-app") beside their isiZulu words (umshayeli, umpheki, unogada, abaqaphi, isikebhe,
 * indiza, ihhotela, indlu yezivakashi, itafula, ibhulakufesi, ukudla kwasemini, ukudla kwakusihlwa,
 * umcimbi, umshado, imoto yokuqasha, izipho, isigaba sobulungu, izicelo, abahlinzeki, umoya, umuntu
 * wangempela): kusasa ngo-6 ekuseni, kusasa ngo-8 ekuseni, kusasa emini, kusasa ntambama, kusasa
 * kusihlwa ngo-7, namuhla kusihlwa ngo-8, namuhla ngo-7:30 kusihlwa, ngomhlomunye ngo-11,
 * ngoLwesihlanu ngo-4 ntambama, ngoMgqibelo ngo-1, ngoMgqibelo kusihlwa, ngeSonto ekuseni, ngeSonto
 * ngo-12, ngoMsombuluko nangoLwesibili, ngesonto elizayo ngoLwesithathu, mhla zi-19, zi-23, zi-25,
 * zi-28; eThekwini, eGoli, eKapa, eMhlanga, eBallito, eSalt Rock, eUmdloti, eSibaya, eMoses
 * Mabhida, eWestville, eHillcrest, eDurban North, eUmlazi, eKwaDukuza, ePietermaritzburg, eHowick,
 * eSt Lucia, eRichards Bay, eKing Shaka, eSandton, eSandton City, eSoweto, eRosebank, eMidrand,
 * eFourways, eBraamfontein, eWoodstock, eOR Tambo, eLanseria, eDrakensberg, eCamps Bay; parties as
 * abantu ababili, sibathathu, sibane, sibahlanu, siyisithupha, siyisishiyagalombili, siyishumi,
 * siyi-15, mina nomkami, abantu abangu-20: new requests, tables, several at once, actions on their
 * requests (some a human would have to ask about), questions, and asking for a person or for
 * something out of scope. A note for a provider is labelled by a word the same in both languages
 * (halaal).
 */
export const HELD_OUT_24_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli ozongilanda eKing Shaka kusasa ngo-6 ekuseni',
        asks(req('personal_driver', KING_SHAKA, 'tomorrow', '06:00')),
      ],
      [
        'Ngidinga umpheki ekhaya eWestville ngoMgqibelo kusihlwa, siyishumi',
        asks(req('private_chef', 'Westville|Durban', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        'Sicela i-villa eBallito kusukela ngoLwesihlanu, siyisithupha',
        asks(req('accommodation', 'Ballito|Durban', 'fri', null, { partySize: 6 })),
      ],
      [
        'Ngifuna i-yacht eThekwini ngeSonto ekuseni, sibahlanu',
        asks(req('yacht_charter', DURBAN, 'sun', '09:00', { partySize: 5 })),
      ],
      [
        'Ngicela imoto yokuqasha, i-Mercedes, eOR Tambo kusasa ngo-8 ekuseni',
        asks(req(HIRE, OR_TAMBO, 'tomorrow', '08:00')),
      ],
      [
        'Ngicela ningihlelele umcimbi wokubonga ekhaya eUmlazi mhla zi-25',
        asks(req(PARTY, 'Umlazi|Durban', 'dom:25', null)),
      ],
      [
        'Ngidinga unogada emhlanganweni eSandton ngomhlomunye ngo-11',
        asks(req('security', 'Sandton|Johannesburg', '+2', '11:00')),
      ],
      [
        'Ngicela indiza esuka eThekwini iya eKapa mhla zi-19',
        asks(req(FLIGHT, DURBAN, 'dom:19', null)),
      ],
      [
        'Ngicela umuntu angithengele izipho zomshado eSandton City kusasa',
        asks(req(ERRAND, SANDTON_CITY, 'tomorrow', null)),
      ],
      [
        'Sifuna indlu yezivakashi eDrakensberg kusukela ngoLwesihlanu, sibane',
        asks(req('accommodation', 'Drakensberg|Drakensberg', 'fri', null, { partySize: 4 })),
      ],
      [
        'Ngicela isikebhe sokudoba eSt Lucia ngoMgqibelo ngo-6 ekuseni',
        asks(req(BOAT, 'St Lucia|Zululand', 'sat', '06:00')),
      ],
      [
        'Ngidinga umshayeli ozothatha umama ePietermaritzburg ngoLwesihlanu ngo-4 ntambama',
        asks(req('personal_driver', 'Pietermaritzburg|Pietermaritzburg', 'fri', '16:00')),
      ],
      [
        'Sicela abaqaphi emshadweni eHowick ngoMgqibelo kusukela ngo-10 ekuseni',
        asks(req(ESCORT, 'Howick|Pietermaritzburg', 'sat', '10:00')),
      ],
      [
        'Ngifuna i-spa eMhlanga kusasa ntambama',
        asks(req('other', 'Umhlanga|Durban', 'tomorrow', '15:00')),
      ],
      [
        'Ngicela umpheki wokudla kwe-halaal eDurban North ngeSonto ngo-12, siyisishiyagalombili',
        asks(req('private_chef', 'Durban North|Durban', 'sun', '12:00', { partySize: 8 })),
      ],
      [
        'Ngicela i-BMW nomshayeli womshado wami eKwaDukuza mhla zi-28',
        asks(req(['luxury_vehicle', 'personal_driver'], 'KwaDukuza|Durban', 'dom:28', null)),
      ],
      [
        'Ngidinga ihhotela eRichards Bay kusukela kusasa',
        asks(req('accommodation', 'Richards Bay|Zululand', 'tomorrow', null)),
      ],
      [
        'Ngicela amathikithi e-rugby eMoses Mabhida ngoMgqibelo ngo-5',
        asks(req('other', MOSES_MABHIDA, 'sat', '17:00')),
      ],

      // Tables.
      [
        'Ngicela itafula labantu ababili eRosebank namuhla kusihlwa ngo-8',
        asks(table('Rosebank|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Itafula eOyster Box kusasa emini, sibane',
        asks(tableAt(OYSTER_BOX, 'tomorrow', '12:00', 4)),
      ],
      [
        'Sicela ibhulakufesi eSalt Rock ngeSonto ngo-9, sibathathu',
        asks(table('Salt Rock|Durban', 'sun', '09:00', 3)),
      ],
      [
        'Mina nomkami sifuna ukudla kwakusihlwa eBraamfontein kusasa kusihlwa ngo-7',
        asks(table('Braamfontein|Johannesburg', 'tomorrow', '19:00', 2)),
      ],
      [
        'Ngicela itafula labantu abangu-20 eSoweto ngoMgqibelo ngo-1',
        asks(table('Soweto|Johannesburg', 'sat', '13:00', 20)),
      ],
      [
        'Ukudla kwasemini eHillcrest mhla zi-23, siyisithupha',
        asks(table('Hillcrest|Durban', 'dom:23', '12:30', 6)),
      ],
      [
        'Itafula eFourways ngesonto elizayo ngoLwesithathu ngo-7 kusihlwa, siyi-15',
        asks(table('Fourways|Johannesburg', 'next:wed', '19:00', 15)),
      ],
      [
        'Sicela itafula eSibaya ngoLwesihlanu kusihlwa, sibahlanu',
        asks(tableAt(SIBAYA, 'fri', '19:00', 5)),
      ],
      [
        'Ngicela itafula lomuntu oyedwa eCamps Bay namuhla ngo-7:30 kusihlwa',
        asks(table('Camps Bay|Cape Town', 'today', '19:30', 1)),
      ],

      // Several at once.
      [
        'Kusasa ngifika eOR Tambo ngo-10, ngicela umshayeli bese ungibhukela ihhotela eSandton kusukela kusasa',
        asks(
          req('personal_driver', OR_TAMBO, 'tomorrow', '10:00'),
          req('accommodation', 'Sandton|Johannesburg', 'tomorrow', null),
        ),
      ],
      [
        'NgoMgqibelo: umpheki ekhaya eUmdloti ngo-7 kusihlwa, siyishumi, kanye ne-DJ ngo-8',
        asks(
          req('private_chef', 'Umdloti|Durban', 'sat', '19:00', { partySize: 10 }),
          req(PARTY, 'Umdloti|Durban', 'sat', '20:00'),
        ),
      ],
      [
        'NgoMsombuluko nangoLwesibili ngidinga umshayeli eMidrand ngo-7 ekuseni zombili izinsuku',
        asks(
          req('personal_driver', 'Midrand|Johannesburg', 'mon', '07:00'),
          req('personal_driver', 'Midrand|Johannesburg', 'tue', '07:00'),
        ),
      ],
      [
        'Ngicela indiza esuka eGoli iya eThekwini ngoLwesihlanu ngo-6 ekuseni, nomshayeli eKing Shaka uma ngifika ngo-8',
        asks(
          req(FLIGHT, JOBURG, 'fri', '06:00'),
          req('personal_driver', KING_SHAKA, 'fri', '08:00'),
        ),
      ],
      [
        'Ngicela isikebhe eThekwini ngeSonto ngo-10 siyisithupha, bese itafula labantu abayisithupha eDurban North ngo-1',
        asks(
          req(BOAT, DURBAN, 'sun', '10:00', { partySize: 6 }),
          table('Durban North|Durban', 'sun', '13:00', 6),
        ),
      ],
      [
        'eKapa: ihhotela kusukela ngoMgqibelo, i-yacht ngeSonto ngo-2 ntambama, kanye nomshayeli oya esikhumulweni sezindiza ngeSonto ngo-6 kusihlwa',
        asks(
          req('accommodation', CAPE_TOWN, 'sat', null),
          req('yacht_charter', CAPE_TOWN, 'sun', '14:00'),
          req('personal_driver', CAPE_TOWN, 'sun', '18:00'),
        ),
      ],

      // Actions on their requests.
      ['Ngicela ukhansele itafula lanamuhla kusihlwa eWoodstock', cancel('table_tonight')],
      [
        'Itafula lanamuhla kusihlwa ngicela lihambe ngo-9',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        'Manje sesibathathu etafuleni lanamuhla kusihlwa',
        change('table_tonight', { partySize: 3 }),
      ],
      ['Khansela umshayeli wakusasa eOR Tambo, umfowethu uzongilanda', cancel('driver_tomorrow')],
      [
        'Umshayeli wakusasa ngicela eze ngo-11 esikhundleni sika-9',
        change('driver_tomorrow', { time: '11:00' }),
      ],
      [
        'Kusasa ngifika eLanseria hhayi eOR Tambo, ngicela ushintshe umshayeli',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Umshayeli wakusasa usuqinisekisiwe?', status('driver_tomorrow')],
      ['Umpheki wangoMgqibelo akasadingeki, ngicela umkhansele', cancel('chef')],
      ['Umpheki wangoMgqibelo angaqala ngo-6 kunokuba ngo-7?', change('chef', { time: '18:00' })],
      ['Abantu bedina langoMgqibelo sebeyishumi nambili', change('chef', { partySize: 12 })],
      ['Tshela umpheki ukuthi izivakashi zidla i-halaal', change('chef', { notes: 'halaal' })],
      ['Umpheki wangoMgqibelo usemukelwe ngubani?', status('chef')],
      ['I-villa eCamps Bay ayisadingeki, khansela ngicela', cancel('villa')],
      ['I-villa kumele ibe ngeyabantu abayisishiyagalombili', change('villa', { partySize: 8 })],
      ['Kuthiwani nge-villa?', status('villa')],
      ['Khansela i-yacht yangeSonto, izulu lizoba libi', cancel('yacht')],
      [
        'I-yacht yangeSonto ingahamba ngo-4 esikhundleni sika-3?',
        change('yacht', { time: '16:00' }),
      ],
      ['Atlantic Blue bathini nge-yacht?', status('yacht')],
      ['Angisamdingi umshayeli waseKapa ngoLwesihlanu ozayo', cancel('driver_friday')],
      ['Kungani u-Shield enqabile ukusivikela?', status('security')],
      ['Kwenzekeni ngomcimbi wokuzalwa kukankosikazi eFranschhoek?', status('event')],
      ['Umshayeli engimbhukile akasadingeki, mkhansele', cancel(DRIVERS)],
      ['Umshayeli usuqinisekisiwe?', status(DRIVERS)],
      ['Khansela idina, ngiyagula', cancel(DINNERS)],
      ['Khansela ukubhuka kwempelasonto', cancel(WEEKEND)],
      ['Kuthiwani ngokubhuka okuqinisekisiwe?', status(CONFIRMED)],
      ['Khansela konke okusalindile', cancel(PENDING)],

      // Questions.
      ['Isigaba sami sobulungu yisiphi njengamanje?', question('tier')],
      ['Kule nyanga ngisengakwazi ukwenza izicelo ezingaki ezengeziwe?', question('allowance')],
      ['Kufanele ngivuselele nini ubulungu bami?', question('renewal')],
      ['Yini engibhukelwe yona kuleli sonto?', question('upcoming')],
      ['Ngicela uhlu lwazo zonke izicelo engizenzile', question('requests')],
      ['Ikhona impendulo evela kubahlinzeki?', question('provider_said')],
      ['Ukhumbula ini ngami nangalokho engikuthandayo?', question('memory')],
      ['Ngizizwe kanjani emoyeni kulezi zinsuku eziyisikhombisa?', question('mood')],
      ['Uyakwazi ukubhuka izindiza nezindlu, noma amatafula kuphela?', question('capabilities')],
      ['Yini ekhona ku-vault yami?', question('vault')],

      // A person, and out of scope.
      ['Ngifuna ukuxoxa nomuntu ophilayo, hhayi umshini', human],
      ['Ngicela umuntu wenkampani angishayele ucingo', human],
      ['Anginandaba ne-app, ngifuna umuntu', human],
      ['Yini inhloko-dolobha yaseGhana?', outOfScope],
      ['Ngiwupheka kanjani uphuthu?', outOfScope],
      ['I-bank ivula ngasikhathi sini ngeSonto?', outOfScope],
    ],
  ),
};
