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
const CHOPPER: ServiceType[] = ['other', 'travel'];
const KING_SHAKA = 'King Shaka International Airport|Durban';
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const MONTECASINO = ['Montecasino|Johannesburg', 'Fourways|Johannesburg'];
const MALL_OF_AFRICA = ['Mall of Africa|Johannesburg', 'Midrand|Johannesburg'];
const VILAKAZI = ['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg'];
const BLOEM = ['Bram Fischer International Airport|Bloemfontein', 'Bloemfontein|Bloemfontein'];
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
 * Twenty-third held-out set: isiZulu, as members write it, with the English words they use
 * ("i-villa", "i-yacht", "i-Range Rover", "i-helicopter", "i-massage", "i-vault", "i-gala",
 * "i-vegetarian", "i-PSL", "i-Bitcoin", "i-concierge") beside their isiZulu words (umshayeli,
 * umpheki, unogada, isikebhe sokudoba, indiza, ihhotela, itafula, ibhulakufesi, ukudla
 * kwasemini, isidlo sakusihlwa, amathikithi, umthwebuli wezithombe, imoto kanokusho, imoto
 * yokuqasha, umuntu ozobheka izingane, umcimbi, umshado, isigaba sobulungu, izicelo, abahlinzeki,
 * umoya, umphathi): kusasa ngo-7 ekuseni, kusasa ngo-9 ekuseni, kusasa ngo-10, kusasa ngo-11,
 * kusasa kusihlwa ngo-6, kusasa ebusuku ngo-8, kusasa ngo-7:30 kusihlwa, namuhla kusihlwa ngo-8,
 * namuhla ntambama ngo-4, namuhla ngo-5 ntambama, ngomhlomunye, ngoLwesihlanu, ngoMgqibelo,
 * ngeSonto, mhla zi-17, zi-19, zi-21, zi-26, zi-27; eThekwini, eGoli, eKapa, eMhlanga, eBallito,
 * eSalt Rock, eZimbali, eWestville, eHillcrest, eLa Lucia, eBerea, eGlenwood, eChatsworth,
 * eRichards Bay, eSt Lucia, eDrakensberg, eVirginia Airport, eKing Shaka, eBram Fischer, eFlorida
 * Road, eVilakazi Street, eSoweto, eSandton, eRosebank, eMelrose Arch, eMontecasino, eMall of
 * Africa, eMidrand, eKyalami, eHatfield, eCamps Bay; parties as sibabili, abathathu, sibane,
 * sibahlanu, siyisithupha, abayisikhombisa, siyisishiyagalombili, abangu-8, siyishumi, sesiyi-12,
 * mina nomkami: new requests, tables, several at once, actions on their requests (some a human
 * would have to ask about), questions, and asking for a person or for something out of scope. A
 * note for a provider is labelled by a word the same in both languages (vegetarian).
 */
export const HELD_OUT_23_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli kusasa ngo-7 ekuseni osuka eMhlanga eya eKing Shaka',
        asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '07:00')),
      ],
      [
        'Ngidinga umpheki ngoMgqibelo ngo-7 kusihlwa eBallito, siyishumi',
        asks(req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        'Ngifuna i-villa eSalt Rock kusukela mhla zi-21, siyisishiyagalombili',
        asks(req('accommodation', 'Salt Rock|Durban', 'dom:21', null, { partySize: 8 })),
      ],
      [
        'Ngicela i-yacht eV&A Waterfront ngeSonto ngo-2 emini, siyishumi',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 10 })),
      ],
      ['Ngidinga imoto kanokusho eGoli kusukela kusasa', asks(req(HIRE, JOBURG, 'tomorrow', null))],
      [
        'Ngicela unogada womcimbi eSandton kusasa kusihlwa ngo-6',
        asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '18:00')),
      ],
      [
        'Ngicela amathikithi endiza asuka eThekwini aya eKapa mhla zi-17 ekuseni, sibabili',
        asks(req(FLIGHT, DURBAN, 'dom:17', '09:00', { partySize: 2 })),
      ],
      [
        'Ngidinga umuntu ongisiza ukuthenga izingubo eMall of Africa kusasa ngo-11',
        asks(req(ERRAND, MALL_OF_AFRICA, 'tomorrow', '11:00')),
      ],
      [
        'Ngicela ungihlelele umcimbi wokuzalwa kwendodana yami eWestville mhla zi-27',
        asks(req('event_planning', 'Westville|Durban', 'dom:27', null)),
      ],
      [
        'Ngicela i-helicopter esuka eVirginia Airport iye eZimbali kusasa ngo-10',
        asks(req(CHOPPER, 'Virginia Airport|Durban', 'tomorrow', '10:00')),
      ],
      [
        'Ngidinga umuntu ozobheka izingane eHillcrest ngoMgqibelo kusukela ngo-6 kusihlwa',
        asks(req('other', 'Hillcrest|Durban', 'sat', '18:00')),
      ],
      [
        'Ngicela i-massage ekhaya eLa Lucia namuhla ntambama ngo-4',
        asks(req('other', 'La Lucia|Durban', 'today', '16:00')),
      ],
      [
        'Ngifuna indawo yokuhlala eSt Lucia kusukela mhla zi-19, sibane',
        asks(req('accommodation', 'St Lucia|Zululand', 'dom:19', null, { partySize: 4 })),
      ],
      [
        'Ngidinga unogada endlini yami eKyalami kusukela ngoLwesihlanu',
        asks(req('security', 'Kyalami|Johannesburg', 'fri', null)),
      ],
      [
        'Ngicela umshayeli ozolanda umama eBram Fischer ngomhlomunye ngo-11 ekuseni',
        asks(req('personal_driver', BLOEM, '+2', '11:00')),
      ],
      [
        'Ngifuna ukuhlela umshado eDrakensberg mhla zi-26',
        asks(req('event_planning', 'Drakensberg|Drakensberg', 'dom:26', null)),
      ],
      [
        'Ngicela imoto yokuqasha eKing Shaka ngoLwesihlanu',
        asks(req(HIRE, KING_SHAKA, 'fri', null)),
      ],
      [
        'Ngidinga umthwebuli wezithombe womcimbi eChatsworth ngeSonto ngo-11',
        asks(req('other', 'Chatsworth|Durban', 'sun', '11:00')),
      ],
      [
        'Ngicela ungibhukele ihhotela eSandton kusukela kusasa',
        asks(req('accommodation', 'Sandton|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Ngicela umpheki wabantu abayisithupha eUmhlanga Ridge ngeSonto ngo-12:30 emini',
        asks(req('private_chef', 'Umhlanga Ridge|Durban', 'sun', '12:30', { partySize: 6 })),
      ],
      [
        'Sicela i-Range Rover ngoMgqibelo eMidrand',
        asks(req(HIRE, 'Midrand|Johannesburg', 'sat', null)),
      ],
      [
        'Ngidinga imoto enomshayeli esuka eHatfield iya eOR Tambo namuhla ngo-5 ntambama',
        asks(req('personal_driver', 'Hatfield|Pretoria', 'today', '17:00')),
      ],
      // Tables.
      [
        'Ngicela itafula labantu abane eFlorida Road namuhla kusihlwa ngo-8',
        asks(tableAt(['Florida Road|Durban'], 'today', '20:00', 4)),
      ],
      [
        'Itafula lababili eMelrose Arch kusasa ngo-7:30 kusihlwa',
        asks(tableAt(MELROSE_ARCH, 'tomorrow', '19:30', 2)),
      ],
      [
        'Sibahlanu, sifuna ukudla kwasemini eMhlanga ngeSonto ngo-1',
        asks(table('Umhlanga|Durban', 'sun', '13:00', 5)),
      ],
      [
        'Ngicela ibhulakufesi labantu abathathu e-Oyster Box kusasa ngo-9 ekuseni',
        asks(tableAt(OYSTER_BOX, 'tomorrow', '09:00', 3)),
      ],
      [
        'Isidlo sakusihlwa sabayisithupha eVilakazi Street eSoweto ngoLwesihlanu ngo-7',
        asks(tableAt(VILAKAZI, 'fri', '19:00', 6)),
      ],
      [
        'Itafula labayisikhombisa eMontecasino ngoMgqibelo ebusuku ngo-8',
        asks(tableAt(MONTECASINO, 'sat', '20:00', 7)),
      ],
      [
        'Mina nomkami sifuna itafula eDurban North namuhla kusihlwa ngo-7:30',
        asks(table('Durban North|Durban', 'today', '19:30', 2)),
      ],
      [
        'Itafula labangu-8 eGlenwood ngoMgqibelo ngo-1 emini',
        asks(table('Glenwood|Durban', 'sat', '13:00', 8)),
      ],
      [
        'Sifuna isidlo sakusihlwa sabane eRosebank kusasa ebusuku ngo-8',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '20:00', 4)),
      ],
      [
        'Ibhulakufesi lababili eBerea kusasa ngo-8 ekuseni',
        asks(table('Berea|Durban', 'tomorrow', '08:00', 2)),
      ],
      // Several at once.
      [
        'Ngicela umshayeli ovela eKing Shaka kusasa ngo-10 ekuseni, bese kuba nesidlo sakusihlwa sababili eBallito ngo-7 kusihlwa',
        asks(
          req('personal_driver', KING_SHAKA, 'tomorrow', '10:00'),
          table('Ballito|Durban', 'tomorrow', '19:00', 2),
        ),
      ],
      [
        'Ngidinga ihhotela eRichards Bay kusukela ngoLwesihlanu kanye nesikebhe sokudoba ngoMgqibelo ngo-6 ekuseni',
        asks(
          req('accommodation', 'Richards Bay|Zululand', 'fri', null),
          req(BOAT, 'Richards Bay|Zululand', 'sat', '06:00'),
        ),
      ],
      [
        'Kusasa: umshayeli ngo-8 ekuseni eSandton, ukudla kwasemini kwabane eRosebank ngo-1, nomshayeli ozosibuyisa ngo-4',
        asks(
          req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
          table('Rosebank|Johannesburg', 'tomorrow', '13:00', 4),
          req(
            'personal_driver',
            ['Rosebank|Johannesburg', 'Sandton|Johannesburg'],
            'tomorrow',
            '16:00',
          ),
        ),
      ],
      // Their requests.
      [
        'Ngicela ukhansele itafula lami lanamuhla kusihlwa, angisakwazi ukuya',
        cancel('table_tonight'),
      ],
      [
        'Umshayeli wakusasa angafika ngo-10 esikhundleni sika-9? Indiza yami izofika sekwephuzile',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['Sesiyi-12 kumpheki wangoMgqibelo', change('chef', { partySize: 12 })],
      ['Ingabe i-villa yaseCamps Bay isiqinisekisiwe?', status('villa')],
      ['Ngicela ukhansele umshayeli, izinhlelo zishintshile', cancel(DRIVERS)],
      ['I-yacht yangeSonto isalungile?', status('yacht')],
      ['Ngicela ukhansele isidlo sakusihlwa', cancel(DINNERS)],
      ['Kuhamba kanjani ngesicelo sami sangempelasonto?', status(WEEKEND)],
      [
        'Umshayeli waseKapa wangoLwesihlanu olandelayo makafike ngo-7 kusihlwa',
        change('driver_friday', { time: '19:00' }),
      ],
      ['Kwenzekeni ngonogada be-gala eSandton?', status('security')],
      [
        'Tshela umpheki ukuthi izivakashi ezimbili azidli inyama, zi-vegetarian',
        change('chef', { notes: 'vegetarian' }),
      ],
      ['Ngicela i-villa ihlehliswe ngesonto elilodwa', change('villa', { date: '+28' })],
      [
        'Ngicela uhlehlise i-yacht iye ngoMgqibelo, isikhathi esifanayo',
        change('yacht', { date: 'sat' }),
      ],
      ['Ngicela ukhansele lesiya sicelo esisalindile', cancel(PENDING)],
      ['Isicelo sami esiqinisekisiwe sisahamba kahle?', status(CONFIRMED)],
      ['Umpheki makaqale ngo-8 kusihlwa', change('chef', { time: '20:00' })],
      ['Umshayeli wakusasa wase-OR Tambo usemtholile?', status('driver_tomorrow')],
      // Questions.
      ['Ngicela ungitshele ukuthi isigaba sami sobulungu yisiphi manje', question('tier')],
      ['Zingaki izicelo engisazivumelekile kule nyanga?', question('allowance')],
      ['Kule nyanga sengisebenzise izicelo ezingaki?', question('allowance')],
      ['Ubulungu bami buzophelelwa yisikhathi nini ngempela?', question('renewal')],
      ['Yini engibhukelwe yona kuleli viki?', question('upcoming')],
      ['Yini ezayo ngempelasonto?', question('upcoming')],
      ['Ngifuna ukubona zonke izicelo engake ngazenza', question('requests')],
      ['Abahlinzeki bathini ngezicelo zami kuze kube manje?', question('provider_said')],
      ['Ngicela ungitshele uma kukhona umhlinzeki ophendulile', question('provider_said')],
      ['Yini oyaziyo ngokudla engikuthandayo?', question('memory')],
      ['Uyakhumbula ukuthi angiyidli ingulube?', question('memory')],
      ['Umoya wami ubunjani kule nyanga?', question('mood')],
      ['Yini ongayenza kulolu hlelo?', question('capabilities')],
      ['Ingabe uyakwazi ukubhuka izindiza?', question('capabilities')],
      ['Ngicela ungitshele ukuthi mangaki amadokhumenti ku-vault yami', question('vault')],
      // A person, or out of scope.
      ['Ngifuna ukukhuluma nomuntu ophilayo, hhayi lo mshini', human],
      ['Ngicela umuntu wangempela angishayele ucingo', human],
      ['Ngicela ukuxhumana nomphathi, angenelisekile', human],
      ['Ngicela ungixhumanise ne-concierge eyiqiniso', human],
      ['Ngifuna ukukhuluma nomuntu mayelana nemali ekhokhelwe kabili', human],
      ['Ngubani owine i-PSL ngonyaka odlule?', outOfScope],
      ['Ngisize ngibhale incwadi yokufaka isicelo somsebenzi', outOfScope],
      ['Isimo sezulu sizoba njani eGoli kusasa ntambama?', outOfScope],
      ['Ngicela ungihumushele lo musho ngesiFulentshi', outOfScope],
      ['Yimalini i-Bitcoin namuhla?', outOfScope],
      ['Ngicela iresiphi ye-chakalaka enopelepele omningi', outOfScope],
      ['Bangaki abantu abahlala eThekwini?', outOfScope],
    ],
  ),
};
