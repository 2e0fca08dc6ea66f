import {
  asks,
  cancel,
  change,
  either,
  human,
  type LabelledSet,
  question,
  req,
  rowsIn,
  status,
  table,
} from './labels';

/**
 * isiZulu: new requests, actions on the member's requests and a few questions, in plain everyday
 * isiZulu as members text it, with places in their isiZulu forms (eGoli, eThekwini, eKapa,
 * eMhlanga, e-OR Tambo) and digits for times.
 *
 * Label semantics: as in the English sets (labels.ts, actions.ts, questions.ts), plus the reply
 * language 'zu'. Day and time words: "namuhla" today, "kusasa" tomorrow, "ngomhlomunye" the day
 * after, "ngoMgqibelo" Saturday (ngeSonto, ngoMsombuluko, ngoLwesibili ... ngoLwesihlanu);
 * "ekuseni" morning (09:00 alone), "ntambama" afternoon (15:00 alone), "kusihlwa" evening,
 * "ebusuku" night (20:00 alone), "namuhla kusihlwa" tonight (20:00 alone); "ngo-7 kusihlwa"
 * 19:00, "ngo-9 ekuseni" 09:00. Notes keep the member's own words ("amantongomane").
 */
export const ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      [
        'Ngicela umshayeli ozongilanda e-OR Tambo kusasa ngo-9 ekuseni',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '09:00',
          ),
        ),
      ],
      [
        'Ngifuna umpheki ozosiphekela eConstantia ngoMgqibelo ngo-7 kusihlwa',
        asks(req('private_chef', 'Constantia|Cape Town', 'sat', '19:00')),
      ],
      [
        'Ngicela ungibhukele itafula labantu ababili ku-The Test Kitchen namuhla kusihlwa ngo-8',
        asks(table(null, 'today', '20:00', 2)),
      ],
      [
        'Ngicela isikebhe eV&A Waterfront ngeSonto ntambama ngo-3',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00')),
      ],
      [
        'Ngidinga ihhotela eThekwini ngoLwesihlanu',
        asks(req('accommodation', 'Durban|Durban', 'fri', null)),
      ],
      [
        'Ngidinga unogada eSandton ngoMgqibelo ebusuku',
        asks(req('security', 'Sandton|Johannesburg', 'sat', '20:00')),
      ],
      [
        'Ngicela ungibhukele indiza esuka eGoli iya eKapa ngoLwesihlanu ekuseni',
        asks(req('travel', 'Johannesburg|Johannesburg', 'fri', '09:00')),
      ],
      [
        'Ngifuna ukuqasha iRange Rover eMhlanga ngoMsombuluko',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'mon', null)),
      ],
      [
        'Ngidinga umuntu ozongisiza ukuthenga izingubo eSandton City ngoMgqibelo ekuseni',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '09:00')),
      ],
      [
        'Ngicela ningihlelele iphathi yosuku lokuzalwa eMidrand ngomhla ka-20',
        asks(req('event_planning', 'Midrand|Johannesburg', 'dom:20', null)),
      ],
      [
        'Ngicela itafula labantu abane eRosebank kusasa ngo-7 kusihlwa',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '19:00', 4)),
      ],
      [
        'Ngidinga umshayeli namuhla kusihlwa ngo-10 eMelrose Arch',
        asks(req('personal_driver', 'Melrose Arch|Johannesburg', 'today', '22:00')),
      ],
      [
        'Ngicela indawo yokuhlala eBallito ngoMgqibelo',
        asks(req('accommodation', 'Ballito|Durban', 'sat', null)),
      ],
      [
        'Sifuna isikebhe eKnysna kusasa ngo-2 emini',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'tomorrow', '14:00')),
      ],
      [
        'Ngicela umpheki namuhla kusihlwa eUmhlanga, sibane',
        asks(req('private_chef', 'Umhlanga|Durban', 'today', '20:00')),
      ],
      [
        'Ngicela ungibhukele ihhotela eSandton kusasa ebusuku',
        asks(req('accommodation', 'Sandton|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Ngifuna imassage ekhaya eMorningside kusasa ngo-3 ntambama',
        asks(req('other', 'Morningside|Johannesburg', 'tomorrow', '15:00')),
      ],
      [
        'Ngidinga umshayeli ozosithatha ePitoli asiyise eSun City ngomhlomunye ngo-8 ekuseni',
        asks(req('personal_driver', 'Pretoria|Pretoria', '+2', '08:00')),
      ],
      [
        'Ngicela amathikithi amane ebhola lombhoxo eLoftus ngoMgqibelo',
        asks(req('other', 'Loftus Versfeld|Pretoria', 'sat', null)),
      ],
      [
        'Ngidinga unogada ozongiphelezela e-OR Tambo kusasa ngo-10 ekuseni',
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'Ngicela indiza eya eThekwini ngoLwesihlanu ekuseni',
        asks(req('travel', 'Durban|Durban', 'fri', '09:00')),
      ],
      [
        'Ngicela itafula labantu abayisithupha eFlorida Road ngoMgqibelo ngo-8 ebusuku',
        asks(table('Florida Road|Durban', 'sat', '20:00', 6)),
      ],
      [
        'Ngicela umshayeli e-King Shaka ngeSonto ngo-11 ekuseni',
        asks(req('personal_driver', 'King Shaka International Airport|Durban', 'sun', '11:00')),
      ],
      [
        'Ngidinga imoto kanokusho yomshado eMgungundlovu ngomhla ka-13',
        asks(req('luxury_vehicle', 'Pietermaritzburg|Pietermaritzburg', 'dom:13', null)),
      ],
      [
        'Sifuna ukuhlela umcimbi womshado eStellenbosch ngomhla ka-15',
        asks(req('event_planning', 'Stellenbosch|Cape Winelands', 'dom:15', null)),
      ],
      [
        'Ngicela umpheki ozopheka eSoweto ngeSonto emini ngo-1',
        asks(req('private_chef', 'Soweto|Johannesburg', 'sun', '13:00')),
      ],
      [
        'Ngicela itafula labantu ababili eCamps Bay namuhla kusihlwa',
        asks(table('Camps Bay|Cape Town', 'today', '20:00', 2)),
      ],
      [
        'Ngicela ukuthumela izimbali kumama eDurbanville kusasa',
        asks(req('other', 'Durbanville|Cape Town', 'tomorrow', null)),
      ],
      [
        'Ngifuna indlu yokuhlala eClifton ngoLwesihlanu',
        asks(req('accommodation', 'Clifton|Cape Town', 'fri', null)),
      ],
      [
        'Ngicela itafula labantu abathathu eSandton kusasa emini ngo-1',
        asks(table('Sandton|Johannesburg', 'tomorrow', '13:00', 3)),
      ],
      [
        'Ngidinga unogada emcimbini eUmhlanga ngoLwesihlanu kusihlwa ngo-7',
        asks(req('security', 'Umhlanga|Durban', 'fri', '19:00')),
      ],
      [
        'Ngicela ungibhukele indiza esuka eKapa iya eGoli ngoMsombuluko ekuseni',
        asks(req('travel', 'Cape Town|Cape Town', 'mon', '09:00')),
      ],
      // Actions on the member's requests.
      ['Ngicela ukhansele umpheki wami', cancel('chef')],
      ['Ngicela ukhansele umshayeli wami wakusasa', cancel('driver_tomorrow')],
      ['Khansela umshayeli wami', cancel(either('driver_tomorrow', 'driver_friday'))],
      ['Ngicela ukhansele itafula lanamuhla kusihlwa', cancel('table_tonight')],
      ['Khansela isicelo sami sokugcina', cancel('table_tonight')],
      ['Ngicela ukhansele isikebhe sangeSonto', cancel('yacht')],
      ['Angisayidingi indlu eCamps Bay, ngicela uyikhansele', cancel('villa')],
      ['Ngicela ukhansele umshayeli we-Cape Executive Chauffeurs', cancel('driver_friday')],
      ['Ngicela ukhansele isicelo engisenze izolo', cancel('chef')],
      ['Ngicela ushintshe umpheki abe ngo-8 kusihlwa', change('chef', { time: '20:00' })],
      [
        'Umshayeli wakusasa angafika ngo-10:30 esikhundleni sika-9?',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      [
        'Ngicela ushintshe itafula lanamuhla libe ngo-9 ebusuku',
        change('table_tonight', { time: '21:00' }),
      ],
      ['Umpheki angeza ngeSonto esikhundleni sangoMgqibelo?', change('chef', { date: 'sun' })],
      ['Manje sesibayishumi esidlweni sompheki', change('chef', { partySize: 10 })],
      [
        'Ngicela itafula lanamuhla kusihlwa libe labantu abane',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Ngicela umshayeli angilande eLanseria kusasa, hhayi e-OR Tambo',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        'Ngicela utshele umpheki ukuthi indodakazi yami ayizwani namantongomane',
        change('chef', { notes: 'amantongomane' }),
      ],
      ['Ngicela ushintshe isikebhe sibe ngo-4 ntambama', change('yacht', { time: '16:00' })],
      [
        'Indlu yokuhlala ngicela ibe seClifton esikhundleni seCamps Bay',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      ['Sikhona yini isibuyekezo ngompheki wami?', status('chef')],
      ['Ingabe umshayeli wami wakusasa useqinisekisiwe?', status('driver_tomorrow')],
      ['Kwenzekeni ngesicelo sami sonogada?', status('security')],
      ['Isikebhe sangeSonto sisekhona yini?', status('yacht')],
      ['Sithini isimo sesicelo sami sendlu eCamps Bay?', status('villa')],
      ['Itafula lami lanamuhla kusihlwa seliqinisekisiwe yini?', status('table_tonight')],
      ['Kwenzekeni ngesicelo sami sokuhlela umcimbi?', status('event')],
      // Questions and a person.
      ['Ngikusiphi isigaba sobulungu?', question('tier')],
      ['Ngisele nezicelo ezingaki kule nyanga?', question('allowance')],
      ['Ubulungu bami buvuselelwa nini?', question('renewal')],
      ['Yini engizoba nayo kuleli sonto?', question('upcoming')],
      ['Ungangenzelani?', question('capabilities')],
      ['Ngicela ukukhuluma nomuntu', human],
    ],
  ),
};
