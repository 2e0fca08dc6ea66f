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
const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const VISA: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const FNB_STADIUM = ['FNB Stadium|Johannesburg', 'Soweto|Johannesburg'];
const HLUHLUWE_PARK = ['Hluhluwe-iMfolozi Park|Zululand', 'Hluhluwe|Zululand'];
const MIDLANDS = ['Midlands Meander|Pietermaritzburg', 'Pietermaritzburg|Pietermaritzburg'];
const SIBAYA = ['Sibaya|Durban', 'Durban|Durban'];
const MONTECASINO = ['Montecasino|Johannesburg', 'Fourways|Johannesburg'];
const KINGS_PARK = ['Kings Park Stadium|Durban', 'Durban|Durban'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/** A table a human could file at either place (a landmark or a casino and its city or suburb). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-seventh held-out set: isiZulu, as members write it, with the English words they use
 * ("i-Porsche Cayenne", "i-facial", "i-flight", "i-lodge", "i-visa", "i-braai", "i-safari",
 * "i-vault", "i-robot", "i-concierge") beside their isiZulu words (umshayeli, umpheki, onogada,
 * unogada, isikebhe sokuloba, isikebhe, ihhotela, igumbi, indlu yeholide, imoto kanokusho,
 * amathikithi, umthwebuli wezithombe, izimbali, izingubo zomsebenzi, umcimbi, umshado, umemulo,
 * usuku lokuzalwa, itafula, ukudla kwasemini, isigaba, izicelo, abahlinzeki, umoya, umsebenzi
 * wesikole): kusasa ngo-6 ekuseni, kusasa ngo-10 ekuseni, kusasa ngo-11, kusasa ngo-2 emini, kusasa
 * ngo-12:30, kusasa ngo-7 kusihlwa, kusasa ngo-7:30 kusihlwa, namuhla kusihlwa, namuhla ngo-5
 * ntambama, namuhla ngo-8 ebusuku, ngomhlomunye ngo-5 ekuseni, ngomhlomunye ngo-7 kusihlwa,
 * ngoLwesihlanu, ngoLwesihlanu ngo-3 ntambama, ngoMgqibelo ngo-6 kusihlwa, ngoMgqibelo ngo-11
 * emini, ngoMgqibelo ngo-1 emini, ngoMgqibelo ngo-2 emini, ngoMgqibelo ekuseni, ngeSonto, ngeSonto
 * ngo-4 ntambama, ngeSonto ngo-1 emini, ngoMsombuluko ngo-7 ekuseni, ngesonto elizayo ngoLwesibili
 * ngo-6 kusihlwa, mhla zi-16, zi-18, zi-20, zi-22, zi-23, zi-24, zi-25, zi-26, zi-27; eThekwini,
 * eKapa, eBallito, eGlenwood, eMbombela, eLa Lucia, eSandton, e-FNB Stadium, eMamelodi, e-OR Tambo,
 * eMenlyn, eZinkwazi, eUmhlanga Ridge, eKyalami, eEshowe, e-Phinda, eMidrand, eSoweto, eChatsworth,
 * eHluhluwe-iMfolozi, eRichards Bay, e-Lanseria, eMidlands, eSodwana Bay, eParkhurst, eMusgrave,
 * eMaboneng, eSibaya, eBraamfontein, eOrlando West, eCentury City, eHatfield, eDurban Point,
 * eMontecasino, eRosebank, e-King Shaka, eUmhlali, e-King's Park, eGlenashley, eMhlanga,
 * e-Woodstock, eConstantia, eCamps Bay, e-V&A; parties as umuntu oyedwa, ababili, abathathu, abane,
 * abahlanu, abayisithupha, abayisikhombisa, abayisishiyagalombili, abayisishiyagalolunye,
 * abayishumi, sibayi-8, sibayi-10, sibayi-12, sibayi-15, sibayi-30, sizoba bayi-11: new requests,
 * tables, two at once, actions on their requests (some a human would have to ask about), questions,
 * and asking for a person or for something out of scope.
 */
export const HELD_OUT_27_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngidinga umshayeli ozongithatha eBallito kusasa ngo-6 ekuseni angiyise e-King Shaka',
        asks(req('personal_driver', 'Ballito|Durban', 'tomorrow', '06:00')),
      ],
      [
        'Ngifuna umpheki ozosiphekela ekhaya eGlenwood ngoMgqibelo ngo-6 kusihlwa, sibayi-12',
        asks(req('private_chef', 'Glenwood|Durban', 'sat', '18:00', { partySize: 12 })),
      ],
      [
        'Ngicela ungibhukele ihhotela eMbombela kusukela kusasa, ngiya emhlanganweni',
        asks(req('accommodation', 'Mbombela|Mbombela', 'tomorrow', null)),
      ],
      [
        'Ngidinga onogada emshadweni wendodakazi yami eLa Lucia mhla zi-22',
        asks(req(ESCORT, 'La Lucia|Durban', 'dom:22', null)),
      ],
      [
        'Ngifuna ukuqasha i-Porsche Cayenne izinsuku ezintathu kusukela ngoLwesihlanu eSandton',
        asks(req(HIRE, 'Sandton|Johannesburg', 'fri', null)),
      ],
      [
        'Ngicela amathikithi amabili omdlalo weKaizer Chiefs e-FNB Stadium ngeSonto',
        asks(req('other', FNB_STADIUM, 'sun', null)),
      ],
      [
        'Sifuna ukuhamba ngesikebhe eThekwini ngoMgqibelo ngo-11 emini, sibayi-8',
        asks(req(BOAT, 'Durban|Durban', 'sat', '11:00', { partySize: 8 })),
      ],
      [
        'Ngicela ungihlelele umcimbi wosuku lokuzalwa kukamama eMamelodi mhla zi-26',
        asks(req(PARTY, 'Mamelodi|Pretoria', 'dom:26', null)),
      ],
      [
        'Ngidinga i-flight esuka e-OR Tambo iya eKapa kusasa ekuseni',
        asks(req(FLIGHT, OR_TAMBO, 'tomorrow', '09:00')),
      ],
      [
        'Ngicela umuntu ozongithengela izingubo zomsebenzi eMenlyn, angikwazi ukuya',
        asks(req(ERRAND, 'Menlyn|Pretoria', null, null)),
      ],
      [
        'Sifuna indlu yeholide eZinkwazi kusukela mhla zi-18, sibayi-10',
        asks(req('accommodation', 'Zinkwazi|Durban', 'dom:18', null, { partySize: 10 })),
      ],
      [
        'Ngicela i-facial ekhaya eUmhlanga Ridge namuhla ngo-5 ntambama',
        asks(req('other', 'Umhlanga Ridge|Durban', 'today', '17:00')),
      ],
      [
        'Ngidinga umshayeli wezingane zesikole eKyalami ngoMsombuluko ngo-7 ekuseni',
        asks(req('personal_driver', 'Kyalami|Johannesburg', 'mon', '07:00')),
      ],
      [
        'Ngicela umthwebuli wezithombe womemulo wendodakazi yami eEshowe ngoMgqibelo',
        asks(req('other', 'Eshowe|Zululand', 'sat', null)),
      ],
      [
        'Ngifuna i-lodge e-Phinda kusukela ngoLwesihlanu, mina nomkami',
        asks(req('accommodation', 'Phinda|Zululand', 'fri', null)),
      ],
      [
        'Ngicela unogada ozongiphelezela ebhange eMidrand kusasa ngo-11',
        asks(req(ESCORT, 'Midrand|Johannesburg', 'tomorrow', '11:00')),
      ],
      [
        'Ngifuna ukuqasha imoto kanokusho e-OR Tambo kusasa ngo-2 emini',
        asks(req(HIRE, OR_TAMBO, 'tomorrow', '14:00')),
      ],
      [
        'Ngicela ungisize nge-visa yaseDubai, ngizohamba ngenyanga ezayo',
        asks(req(VISA, null, null, null)),
      ],
      [
        'Ngidinga umpheki ozokwenza i-braai emcimbini eSoweto ngeSonto ngo-1 emini, sibayi-30',
        asks(req(BRAAI, 'Soweto|Johannesburg', 'sun', '13:00', { partySize: 30 })),
      ],
      [
        'Ngicela izimbali ziyiswe kugogo esibhedlela eChatsworth kusasa',
        asks(req(FLOWERS, 'Chatsworth|Durban', 'tomorrow', null)),
      ],
      [
        'Ngifuna uhambo lwe-safari eHluhluwe-iMfolozi ngoMgqibelo ekuseni',
        asks(req(TOUR, HLUHLUWE_PARK, 'sat', '09:00')),
      ],
      [
        'Ngicela ungibhukele igumbi ehhotela eRichards Bay kusukela mhla zi-23',
        asks(req('accommodation', 'Richards Bay|Zululand', 'dom:23', null)),
      ],
      [
        'Ngidinga umshayeli ozosithatha e-Lanseria ngeSonto ngo-4 ntambama',
        asks(req('personal_driver', LANSERIA, 'sun', '16:00')),
      ],
      [
        'Ngicela ungihlelele umshado omncane eMidlands mhla zi-27',
        asks(req(PARTY, MIDLANDS, 'dom:27', null)),
      ],
      [
        'Ngifuna isikebhe sokuloba eSodwana Bay ngomhlomunye ngo-5 ekuseni',
        asks(req(BOAT, 'Sodwana Bay|Zululand', '+2', '05:00')),
      ],

      // Tables.
      [
        'Ngicela itafula labantu abane eParkhurst kusasa ngo-7 kusihlwa',
        asks(table('Parkhurst|Johannesburg', 'tomorrow', '19:00', 4)),
      ],
      [
        'Itafula labantu ababili endaweni yokudlela eMusgrave namuhla kusihlwa',
        asks(table('Musgrave|Durban', 'today', '19:00', 2)),
      ],
      [
        'Ngicela itafula labantu abayisithupha eMaboneng ngoMgqibelo ngo-1 emini',
        asks(table('Maboneng|Johannesburg', 'sat', '13:00', 6)),
      ],
      [
        'Sicela itafula labantu abayisishiyagalolunye eSibaya mhla zi-20 ngo-8 ebusuku',
        asks(tableAt(SIBAYA, 'dom:20', '20:00', 9)),
      ],
      [
        'Ngicela itafula lomuntu oyedwa eBallito kusasa ngo-12:30',
        asks(table('Ballito|Durban', 'tomorrow', '12:30', 1)),
      ],
      [
        'Itafula labantu abahlanu eMhlanga ngeSonto ngo-1 emini, sizodla ukudla kwasemini',
        asks(table('Umhlanga|Durban', 'sun', '13:00', 5)),
      ],
      [
        'Ngicela itafula labantu abathathu eBraamfontein namuhla ngo-8 ebusuku',
        asks(table('Braamfontein|Johannesburg', 'today', '20:00', 3)),
      ],
      [
        'Sifuna itafula labantu abayishumi eOrlando West ngoMgqibelo ngo-2 emini',
        asks(table('Orlando West|Johannesburg', 'sat', '14:00', 10)),
      ],
      [
        'Itafula labantu ababili eCentury City kusasa ngo-7:30 kusihlwa',
        asks(table('Century City|Cape Town', 'tomorrow', '19:30', 2)),
      ],
      [
        'Ngicela itafula labantu abane eHatfield ngesonto elizayo ngoLwesibili ngo-6 kusihlwa',
        asks(table('Hatfield|Pretoria', 'next:tue', '18:00', 4)),
      ],
      [
        'Itafula labantu abayisikhombisa eDurban Point ngomhlomunye ngo-7 kusihlwa',
        asks(table('Durban Point|Durban', '+2', '19:00', 7)),
      ],
      [
        'Ngicela itafula labantu abayisishiyagalombili eMontecasino mhla zi-16 ngo-7 kusihlwa',
        asks(tableAt(MONTECASINO, 'dom:16', '19:00', 8)),
      ],

      // Two at once.
      [
        'Kusasa ngidinga umshayeli ngo-8 ekuseni eSandton, bese ngidinga itafula labantu ababili eRosebank ngo-1 emini',
        asks(
          req(CAR, 'Sandton|Johannesburg', 'tomorrow', '08:00'),
          table('Rosebank|Johannesburg', 'tomorrow', '13:00', 2),
        ),
      ],
      [
        'Ngicela ihhotela eBallito kusukela ngoLwesihlanu, nomshayeli ozosithatha e-King Shaka ngoLwesihlanu ngo-3 ntambama',
        asks(
          req('accommodation', 'Ballito|Durban', 'fri', null),
          req(CAR, KING_SHAKA, 'fri', '15:00'),
        ),
      ],
      [
        'NgoMgqibelo: umpheki wabantu abayi-15 eUmhlali ngo-12 emini, nezimbali zomcimbi',
        asks(
          req('private_chef', 'Umhlali|Durban', 'sat', '12:00', { partySize: 15 }),
          req(FLOWERS, ['Umhlali|Durban', null], 'sat', null),
        ),
      ],
      [
        "Ngifuna amathikithi amane omdlalo wombhoxo e-King's Park ngoMgqibelo, nomshayeli ozosiyisa khona esuka eGlenashley ngo-2 emini",
        asks(req('other', KINGS_PARK, 'sat', null), req(CAR, 'Glenashley|Durban', 'sat', '14:00')),
      ],
      [
        'Ngicela i-flight esuka eKapa iya eThekwini mhla zi-25, nehhotela eMhlanga kusukela ngalolo suku',
        asks(
          req(FLIGHT, CAPE_TOWN, 'dom:25', null),
          req('accommodation', 'Umhlanga|Durban', 'dom:25', null),
        ),
      ],

      // Actions on their requests.
      [
        'Ngicela ukhansele itafula lanamuhla kusihlwa e-Test Kitchen, umyeni wami usebenza sekwephuzile',
        cancel('table_tonight'),
      ],
      [
        'Itafula lanamuhla e-Woodstock, ngicela ulenze libe ngelabantu abane',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Ngicela ushintshe isikhathi setafula lanamuhla e-Test Kitchen sibe ngu-9 ebusuku',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        'Ngicela ukhansele umshayeli wakusasa e-OR Tambo, uhambo lwami luhoxisiwe',
        cancel('driver_tomorrow'),
      ],
      [
        'Umshayeli wakusasa e-OR Tambo angafika ngo-8 ekuseni esikhundleni sika-9?',
        change('driver_tomorrow', { time: '08:00' }),
      ],
      ['Ngicela ukhansele umpheki wangoMgqibelo eConstantia', cancel('chef')],
      [
        'Umpheki wangoMgqibelo: sizoba bayi-11 manje, hhayi abayi-8',
        change('chef', { partySize: 11 }),
      ],
      [
        'Umpheki wangoMgqibelo angafika ngo-6 kusihlwa esikhundleni sika-7? Izivakashi zethu zinezingane ezincane',
        change('chef', { time: '18:00' }),
      ],
      [
        'Ngicela ushintshe usuku lokuqala lwe-villa eCamps Bay lube mhla zi-24',
        change('villa', { date: 'dom:24' }),
      ],
      ['Ingabe i-villa eCamps Bay isiqinisekisiwe?', status('villa')],
      ['Ngicela ukhansele isikebhe sangeSonto e-V&A, abangani bami abasakwazi', cancel('yacht')],
      [
        'Umshayeli waseKapa ngoLwesihlanu wesonto elizayo, ngicela angilande ngo-7 kusihlwa esikhundleni sika-6',
        change('driver_friday', { time: '19:00' }),
      ],
      ['Kwenzekeni ngesicelo sami sonogada eSandton? Angizange ngizwe lutho', status('security')],
      ['Ngicela ukhansele umshayeli wami, sengizoshayela mina', cancel(DRIVERS)],
      ['Ingabe ukudla kwakusihlwa engikubhukile sekuqinisekisiwe?', status(DINNERS)],
      ['Ngicela ukhansele engikubhukele impelasonto', cancel(WEEKEND)],
      ['Ngicela ukhansele isicelo esesiqinisekisiwe, angisakudingi', cancel(CONFIRMED)],

      // Questions.
      ['Ngikusiphi isigaba sobulungu njengamanje? Ngicabanga ukusishintsha', question('tier')],
      ['Zingaki izicelo engisengazenza kule nyanga? Ngifuna ukuhlela kahle', question('allowance')],
      [
        'Ubulungu bami buzovuselelwa nini? Ngifuna ukwazi ukuthi imali izophuma nini',
        question('renewal'),
      ],
      ['Yini ehleliwe yami kule mpelasonto?', question('upcoming')],
      ['Ngicela ungibonise uhlu lwazo zonke izicelo engake ngazenza', question('requests')],
      ['Bathini abahlinzeki ngezicelo zami?', question('provider_said')],
      ['Yini oyaziyo ngokudla engikuthandayo nengingakuthandi?', question('memory')],
      ['Umoya wami ubunjani kule nyanga ngokwe-journal yami?', question('mood')],
      ['Yiziphi izinto ongangisiza ngazo lapha ku-Aurum?', question('capabilities')],
      ['Ingabe i-vault yami iphephile? Ngifake khona ipasipoti yami', question('vault')],
      [
        'Ngikusiphi isigaba futhi ngisele nezicelo ezingaki njengamanje?',
        question('tier', 'allowance'),
      ],

      // A person, or out of scope.
      ['Ngicela ungixhumanise nomunye wabasebenzi be-Aurum, hhayi i-robot', human],
      ['Ngicela umuntu angishayele ucingo namuhla', human],
      ['Ngifuna ukukhuluma ne-concierge ekhuluma isiZulu', human],
      [
        'Ngicela ungisize ngomsebenzi wesikole wezibalo wendodana yami, ama-fractions ayamdida',
        outOfScope,
      ],
      ['Ubani owawina i-Durban July ngonyaka odlule? Ngabheja kabi', outOfScope],
      ['Ngiwapheka kanjani amadumbe ukuze athambe?', outOfScope],
    ],
  ),
};
