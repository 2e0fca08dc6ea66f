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
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const TOUR: ServiceType[] = ['other', 'travel', 'personal_driver'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/** A table a human could file at either place (a street and the township or suburb it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Seventeenth held-out set: isiZulu, as members write it, with the English words they use
 * ("i-driver", "i-chef", "i-villa", "i-yacht", "i-lodge", "i-helicopter", "i-security",
 * "i-restaurant", "i-tour", "ibhukhingi", "i-trial", "i-vault", "i-bot"): kusasa ekuseni,
 * namuhla ebusuku, namuhla kusihlwa, kusasa ebusuku, ntambama, ngo-1 emini, ngomhlomunye,
 * ngoMsombuluko, ngoLwesibili, ngoLwesihlanu, ngoLwesihlanu olandelayo, ngoMgqibelo, ngeSonto,
 * impelasonto, mhla zi-15, mhla zi-20, ngomhla ziyi-12 kuZibandlela; eThekwini, eGoli, eKapa,
 * eMhlanga, eKloof, eSoweto, eBerea, eWestville, eHillcrest, eMenlyn; times as ngo-7 kusihlwa,
 * ngo-10 ekuseni, ngo-4 ntambama, ngo-11 ebusuku, ngo-12:30, ngo-7:30 kusihlwa; parties as
 * sibabili, sibathathu, sibane, sibahlanu, abayisithupha, abayi-8, abayi-10, abangu-15, ngedwa:
 * new requests, tables, several at once, actions on their requests (some a human would have to
 * ask about), questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_17_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Sawubona, ngicela i-driver kusasa ekuseni ngo-8, isuka eMhlanga iya e-airport',
        asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '08:00')),
      ],
      [
        'Ngidinga i-chef ngoMgqibelo kusihlwa ngo-7, sizoba abayi-10 ekhaya eBallito',
        asks(req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        'Ngifuna ukuqasha i-villa eSalt Rock isonto lonke kusukela mhla zi-20',
        asks(req('accommodation', 'Salt Rock|Durban', 'dom:20', null)),
      ],
      [
        'Ngicela i-yacht eThekwini ngeSonto ntambama ngo-3, sibayi-12',
        asks(req('yacht_charter', 'Durban|Durban', 'sun', '15:00', { partySize: 12 })),
      ],
      [
        'Ngidinga abantu bezokuphepha emcimbini wami eSandton ngoLwesihlanu ngo-6 kusihlwa',
        asks(req('security', 'Sandton|Johannesburg', 'fri', '18:00')),
      ],
      [
        'Ngicela ungibhukhele indiza esuka eGoli iya eKapa ngomhlomunye ekuseni',
        asks(req(FLIGHT, JOBURG, '+2', '09:00')),
      ],
      [
        'Ngifuna imoto kanokusho, i-Range Rover, kusasa ngo-10 eRosebank',
        asks(req('luxury_vehicle', 'Rosebank|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'Umama uyagula, ngicela umuntu ozomthengela izinto eGateway kusasa ntambama',
        asks(req(ERRAND, 'Gateway Theatre of Shopping|Durban', 'tomorrow', '15:00')),
      ],
      [
        'Ngidinga umuntu ozohlela umshado wethu eMidlands ngomhla ziyi-12 kuZibandlela',
        asks(req('event_planning', 'Midlands Meander|Pietermaritzburg', 'md:12-12', null)),
      ],
      [
        'Ngicela unogada ozogada indlu yami e-Umhlanga Ridge kusukela namuhla ebusuku',
        asks(req('security', 'Umhlanga Ridge|Durban', 'today', '20:00')),
      ],
      [
        'Ngifuna i-driver ezongilanda eKing Shaka ngo-4 ntambama namuhla',
        asks(req('personal_driver', 'King Shaka International Airport|Durban', 'today', '16:00')),
      ],
      [
        'Ngicela i-helicopter esuka eVirginia Airport iye eDrakensberg ngoMgqibelo ngo-9 ekuseni',
        asks(req(CHOPPER, 'Virginia Airport|Durban', 'sat', '09:00')),
      ],
      [
        'Sidinga i-lodge eHluhluwe izinsuku ezintathu kusukela ngoLwesihlanu',
        asks(req('accommodation', 'Hluhluwe|Zululand', 'fri', null)),
      ],
      [
        'Ngicela ungithengele izipho zikaKhisimusi eSandton City ngoMgqibelo ekuseni',
        asks(req(ERRAND, 'Sandton City|Johannesburg', 'sat', '09:00')),
      ],
      [
        'Ngidinga i-chef ezopheka isidlo sasemini sabantu abangu-15 eWestville ngeSonto ngo-1 emini',
        asks(req('private_chef', 'Westville|Durban', 'sun', '13:00', { partySize: 15 })),
      ],
      [
        'I-driver ngicela ngo-6 kusihlwa namuhla, isuka eMenlyn',
        asks(req('personal_driver', 'Menlyn|Pretoria', 'today', '18:00')),
      ],
      [
        'Sicela indawo yokulala eKloof ubusuku obubili kusukela kusasa',
        asks(req('accommodation', 'Kloof|Durban', 'tomorrow', null)),
      ],
      [
        'Ngifuna ukugibela indiza eya eGqeberha ngoLwesibili ngo-7 ekuseni',
        asks(req(FLIGHT, ['Gqeberha|Gqeberha', null], 'tue', '07:00')),
      ],
      [
        'Ngicela umuntu ozogada izingane namuhla kusihlwa ngo-7, sise-La Lucia',
        asks(req('other', 'La Lucia|Durban', 'today', '19:00')),
      ],
      [
        'Ngicela i-tour yaseSoweto kusasa ngo-10 ekuseni, izivakashi zami zivela eJalimane',
        asks(req(TOUR, 'Soweto|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'Ngidinga i-driver ngoMsombuluko ngo-7 ekuseni isuka eBerea',
        asks(req('personal_driver', 'Berea|Durban', 'mon', '07:00')),
      ],
      [
        'Ngicela i-chef namuhla kusihlwa ngo-7 eDurban North, sibane',
        asks(req('private_chef', 'Durban North|Durban', 'today', '19:00', { partySize: 4 })),
      ],

      // Tables.
      [
        'Ngicela itafula labantu ababili eMhlanga namuhla ebusuku ngo-8',
        asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
      ],
      [
        'Sibane, sifuna ukudla emini eFlorida Road ngeSonto ngo-1',
        asks(tableAt(['Florida Road|Durban', 'Durban|Durban'], 'sun', '13:00', 4)),
      ],
      [
        'Ngicela ungibhukhele itafula e-restaurant eMaboneng ngoLwesihlanu ngo-7 kusihlwa, sibahlanu',
        asks(table('Maboneng|Johannesburg', 'fri', '19:00', 5)),
      ],
      [
        'Itafula labantu abayisithupha eBallito ngoMgqibelo ngo-12:30',
        asks(table('Ballito|Durban', 'sat', '12:30', 6)),
      ],
      [
        'Ngifuna ukudla ngedwa eRosebank namuhla ngo-1 emini',
        asks(table('Rosebank|Johannesburg', 'today', '13:00', 1)),
      ],
      [
        'Sicela itafula labantu abayi-10 eVilakazi Street eSoweto ngomhlomunye ngo-6 kusihlwa',
        asks(tableAt(['Vilakazi Street|Johannesburg', 'Soweto|Johannesburg'], '+2', '18:00', 10)),
      ],
      [
        'Itafula lababili eMelrose Arch kusasa ebusuku',
        asks(table('Melrose Arch|Johannesburg', 'tomorrow', '20:00', 2)),
      ],
      [
        'Sibathathu, ngicela itafula eV&A eKapa ngoLwesibili ngo-7:30 kusihlwa',
        asks(table('V&A Waterfront|Cape Town', 'tue', '19:30', 3)),
      ],
      [
        'Sicela itafula lababili eKloof ngoMgqibelo ngo-7:30 kusihlwa',
        asks(table('Kloof|Durban', 'sat', '19:30', 2)),
      ],

      // Several at once.
      [
        'Kusasa ngidinga i-driver eKing Shaka ngo-9 ekuseni, bese kuba netafula lababili eMhlanga ngo-7 kusihlwa',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '09:00'),
          table('Umhlanga|Durban', 'tomorrow', '19:00', 2),
        ),
      ],
      [
        'NgoMgqibelo: i-chef yabantu abayi-8 ekhaya eHillcrest ngo-7 kusihlwa, ne-driver ezobuyisela izivakashi emakhaya ngo-11 ebusuku',
        asks(
          req('private_chef', 'Hillcrest|Durban', 'sat', '19:00', { partySize: 8 }),
          req('personal_driver', ['Hillcrest|Durban', null], 'sat', '23:00'),
        ),
      ],
      [
        'Ngicela i-villa eZimbali kusukela ngoLwesihlanu, kanye ne-yacht ngoMgqibelo ngo-10 ekuseni',
        asks(
          req('accommodation', 'Zimbali|Durban', 'fri', null),
          req(BOAT, ['Zimbali|Durban', 'Durban|Durban', null], 'sat', '10:00'),
        ),
      ],
      [
        'Ngidinga unogada nemoto ene-driver ngoLwesihlanu ngo-6 kusihlwa eMontecasino',
        asks(
          req('security', 'Montecasino|Johannesburg', 'fri', '18:00'),
          req(CAR, ['Montecasino|Johannesburg', 'Fourways|Johannesburg', null], 'fri', '18:00'),
        ),
      ],
      [
        'Ngomhlomunye: indiza eya eKapa ngo-7 ekuseni, i-driver e-airport yaseKapa ngo-9:30, nendawo yokulala eCamps Bay ubusuku obubili',
        asks(
          req(FLIGHT, ['Cape Town|Cape Town', null], '+2', '07:00'),
          req('personal_driver', 'Cape Town International Airport|Cape Town', '+2', '09:30'),
          req('accommodation', 'Camps Bay|Cape Town', '+2', null),
        ),
      ],
      [
        'Ngicela umuntu ozohlela umcimbi wenkampani eDurban ICC mhla zi-15, kanye nonogada kulobo busuku',
        asks(
          req('event_planning', 'Durban ICC|Durban', 'dom:15', null),
          req('security', ['Durban ICC|Durban', null], 'dom:15', '20:00'),
        ),
      ],

      // Actions on their requests.
      [
        'Ngicela ukhansele itafula lanamuhla ebusuku eWoodstock, umkami akaphilile',
        cancel('table_tonight'),
      ],
      [
        'Ungalishintsha itafula lanamuhla libe ngo-9 ebusuku?',
        change('table_tonight', { time: '21:00' }),
      ],
      ['Sesibathathu manje etafuleni lanamuhla', change('table_tonight', { partySize: 3 })],
      [
        'I-driver yakusasa e-OR Tambo ngicela ifike ngo-10:30, indiza yami ibambezelekile',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      ['Angisayidingi i-driver yakusasa, ngicela uyikhansele', cancel('driver_tomorrow')],
      ['Ingabe i-chef yangoMgqibelo isivumile?', status('chef')],
      ['I-chef mayize ngo-8 esikhundleni sika-7', change('chef', { time: '20:00' })],
      ['Sesibayisithupha kuphela ku-chef, ababili abasezi', change('chef', { partySize: 6 })],
      ['Ngicela ukhansele i-villa eCamps Bay, uhambo lwethu aluseko', cancel('villa')],
      [
        'I-yacht yangeSonto ingaphuma ngo-4 esikhundleni sika-3?',
        change('yacht', { time: '16:00' }),
      ],
      ['Kwenzekeni nge-security engangiyicelile eSandton?', status('security')],
      ['I-driver yaseKapa ngoLwesihlanu olandelayo ngicela uyikhansele', cancel('driver_friday')],
      [
        'Ngicela ushintshe usuku lwe-chef lube ngeSonto, isikhathi asishintshi',
        change('chef', { date: 'sun' }),
      ],
      ['Umcimbi wokuzalwa eFranschhoek, wakhanselwa ngempela?', status('event')],
      ['Khansela i-driver, sengizishayela mina', cancel(DRIVERS)],
      ['Isidlo sakusihlwa sesiqinisekisiwe noma sisalindile?', status(DINNERS)],
      ['Hambisa i-driver ibe ngo-11 ekuseni', change(DRIVERS, { time: '11:00' })],
      ['Ngicela ukhansele ibhukhingi yempelasonto', cancel(WEEKEND)],
      ['Leyo eseqinisekisiwe, ngicela uyikhansele', cancel(CONFIRMED)],

      // Questions.
      ['Ngitshele, ngikuliphi izinga lobulungu kwa-Aurum manje?', question('tier')],
      ['Zingaki izicelo engisenazo kule nyanga?', question('allowance')],
      ['Ubulungu bami buzovuselelwa nini? Ikhadi lami liphelelwa yisikhathi', question('renewal')],
      ['I-trial yami iphela nini ngempela?', question('renewal')],
      ['Yini engilindile kusukela namuhla kuze kube ngeSonto?', question('upcoming')],
      ['Ngicela ungibonise zonke izicelo zami, ezilindile nezivunyiwe', question('requests')],
      ['Ingabe abahlinzeki bathe okuthile ngezicelo zami?', question('provider_said')],
      ['Yini oyikhumbulayo ngami kusuka ezingxoxweni zethu?', question('memory')],
      ['Ngokwejenali yami, isimo sami somoya besinjani kuleli sonto?', question('mood')],
      ['Yini ongangenzela yona ngaphandle kokubhukha?', question('capabilities')],
      ['Ingabe uyakwazi ukubona okuku-vault yami?', question('vault')],
      [
        'Ngikwi-gold noma ku-platinum? Futhi ngisele nezicelo ezingaki?',
        question('tier', 'allowance'),
      ],

      // A person.
      ['Ngicela ukukhuluma nomuntu ophilayo, hhayi i-bot', human],
      ['Ngicela ungishayele ucingo, inombolo yami ngu-083 555 0177', human],
      ['Ngikhokhiswe kabili, ngidinga umuntu azongisiza', human],
      ['Ngixhumanise nomphathi, angenelisekile neze', human],

      // Out of scope.
      ['Amaphuzu omdlalo weChiefs nePirates athini?', outOfScope],
      ['Kusasa izulu lizoba njani eThekwini, lizona yini?', outOfScope],
      ['Ngisize ngomsebenzi wesikole wengane yami we-maths', outOfScope],
      ['Ngibhalele inkondlo yomkami', outOfScope],
      ['Idola libiza malini namuhla ngamarandi?', outOfScope],
      ['Ngipheka kanjani uphuthu?', outOfScope],
    ],
  ),
};
