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
  type Expected,
  type LabelledRow,
  type LabelledSet,
} from '../labels';
import type { ProposalKey } from '../open-proposals';

const onProposal = (openProposal: ProposalKey, text: string, expect: Expected): LabelledRow => ({
  text,
  expect,
  languages: ['zu'],
  openProposal,
});

/**
 * Fourth held-out set: isiZulu. New requests and tables (day and time words such as "kusasa",
 * "namuhla", "ngoMgqibelo", "ekuseni", "ntambama", "kusihlwa", "ebusuku"; places such as eGoli,
 * eKapa, eThekwini, eMhlanga, ePitori, eMgungundlovu), acting on requests, questions about the
 * member's data, a person, an out-of-scope question and follow-ups.
 */
export const HELD_OUT_4_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['zu'],
      [
        // New requests.
        [
          'Sawubona, ngicela umshayeli kusasa ekuseni ngo-9 e-OR Tambo',
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
          'Ngifuna umpheki ngoMgqibelo kusihlwa ngo-7 eBallito, sizoba ngu-8',
          asks(req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 8 })),
        ],
        [
          'Ngicela isikebhe ngeSonto ntambama ngo-3 e-V&A Waterfront, sizoba abayishumi',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 10 })),
        ],
        [
          'Ngidinga indlu yokuhlala eBallito kusukela ngoLwesihlanu',
          asks(req('accommodation', 'Ballito|Durban', 'fri', null)),
        ],
        [
          'Ngicela unogada ngoLwesihlanu ebusuku eSandton',
          asks(req('security', 'Sandton|Johannesburg', 'fri', '20:00')),
        ],
        [
          'Ngifuna amathikithi endiza ukusuka eGoli kuya eKapa ngoMsombuluko ekuseni',
          asks(req('travel', 'Johannesburg|Johannesburg', 'mon', '09:00')),
        ],
        [
          'Ngicela imoto kanokusho, i-Range Rover, eThekwini kusasa',
          asks(req('luxury_vehicle', 'Durban|Durban', 'tomorrow', null)),
        ],
        [
          'Ngifuna ukuhlelelwa umcimbi wosuku lokuzalwa lukamama eMhlanga ngomhla ka-20',
          asks(req('event_planning', 'Umhlanga|Durban', 'dom:20', null)),
        ],
        [
          'Ngicela umuntu ozongisiza ukuthenga izingubo eSandton City ngoLwesibili ngo-11 ekuseni',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'tue', '11:00')),
        ],
        [
          'Ngicela umshayeli ozongilanda eKing Shaka namuhla ngo-4 ntambama',
          asks(req('personal_driver', 'King Shaka International Airport|Durban', 'today', '16:00')),
        ],
        [
          'Ngifuna ihhotela eMgungundlovu kusukela ngoLwesihlanu',
          asks(req('accommodation', 'Pietermaritzburg|Pietermaritzburg', 'fri', null)),
        ],
        [
          'Ngicela umpheki wasekhaya eConstantia ngeSonto ngo-12 emini, abantu abayi-6',
          asks(req('private_chef', 'Constantia|Cape Town', 'sun', '12:00', { partySize: 6 })),
        ],
        [
          'Ngidinga abaqaphi emshadweni wami eFranschhoek ngomhla ka-12',
          asks(req('security', 'Franschhoek|Cape Winelands', 'dom:12', null)),
        ],
        [
          'Ngicela i-yacht eKnysna ngoMgqibelo ekuseni ngo-10',
          asks(req('yacht_charter', 'Knysna|Garden Route', 'sat', '10:00')),
        ],
        [
          'Ngicela indiza esuka eKapa iya eThekwini kusasa ngo-6 kusihlwa',
          asks(req('travel', 'Cape Town|Cape Town', 'tomorrow', '18:00')),
        ],
        [
          'Ngicela umshayeli osuka eSandton aye ePitori ngoLwesine ngo-8 ekuseni',
          asks(req('personal_driver', 'Sandton|Johannesburg', 'thu', '08:00')),
        ],
        [
          'Ngifuna i-villa eCamps Bay kusukela ngomhla ka-5, sizoba abayisithupha',
          asks(req('accommodation', 'Camps Bay|Cape Town', 'dom:5', null)),
        ],
        [
          'Ngicela ungihlelele umcimbi womshado eStellenbosch ngomhla ka-16 Disemba',
          asks(req('event_planning', 'Stellenbosch|Cape Winelands', 'md:12-16', null)),
        ],
        // Tables.
        [
          'Ngifuna itafula labantu abane eMhlanga namuhla ebusuku ngo-8',
          asks(table('Umhlanga|Durban', 'today', '20:00', 4)),
        ],
        [
          'Ngicela itafula lababili e-Oyster Box kusasa ngo-7 kusihlwa',
          asks(table('Oyster Box|Durban', 'tomorrow', '19:00', 2)),
        ],
        [
          'Ngibhukele itafula labantu abayisithupha eRosebank ngoMgqibelo ngo-1 emini',
          asks(table('Rosebank|Johannesburg', 'sat', '13:00', 6)),
        ],
        [
          'Sicela itafula lababili eSea Point namuhla kusihlwa',
          asks(table('Sea Point|Cape Town', 'today', '19:00', 2)),
        ],
        // Acting on requests.
        ['Ngicela ukukhansela isicelo sami somshayeli sakusasa', cancel('driver_tomorrow')],
        ['Ngicela ukhansele umpheki wami wangoMgqibelo', cancel('chef')],
        [
          'Ngicela ushintshe itafula lanamuhla ebusuku libe ngo-9',
          change('table_tonight', { time: '21:00' }),
        ],
        ['Siyini isimo se-villa yami eCamps Bay?', status('villa')],
        ['Ngabe i-yacht yangeSonto isiqinisekisiwe?', status('yacht')],
        ['Ngicela ukukhansela umshayeli wami', cancel(either('driver_tomorrow', 'driver_friday'))],
        ['Umpheki wangoMgqibelo makaphekele abantu abayi-10', change('chef', { partySize: 10 })],
        ['Ngicela ukhansele isicelo engisenze ekugcineni', cancel('table_tonight')],
        // Questions about the member's data.
        ['Zingaki izicelo engisengazenza kule nyanga?', question('allowance')],
        ['Ubulungu bami busezingeni liphi?', question('tier')],
        ['Kufanele ngikhokhele ubulungu bami futhi nini?', question('renewal')],
        ['Yini ehleliwe yami kuleli sonto?', question('upcoming')],
        ['Bengizizwa kanjani kuleli sonto?', question('mood')],
        ['Yiziphi izinto ongangisiza ngazo?', question('capabilities')],
        // A person; out of scope.
        ['Ngifuna ukukhuluma nomuntu, hhayi umshini', human],
        ['Ngicela ungishayele ucingo', human],
        ['Izulu lizoba njani eThekwini kusasa?', outOfScope],
      ],
    ),
    // Follow-ups on the open proposal.
    onProposal('table_new', 'Yenze ngo-8 ebusuku', followUp({ time: '20:00' })),
    onProposal('driver_new', 'Ngo-10 esikhundleni sika-9', followUp({ time: '10:00' })),
    onProposal('chef_new', 'Sizoba abane kuphela', followUp({ partySize: 4 })),
  ],
};
