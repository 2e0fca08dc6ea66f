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
  languages: ['af'],
  openProposal,
});

/**
 * Fourth held-out set: Afrikaans. New requests and tables (day words such as "môre",
 * "oormôre", "vanaand"; "halfagt" is 7:30), acting on requests, questions about the member's
 * data, a person, an out-of-scope question and follow-ups.
 */
export const HELD_OUT_4_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af'],
      [
        // New requests.
        [
          "Kan jy asseblief vir my 'n bestuurder reël môreoggend om 8uur by OR Tambo?",
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '08:00',
            ),
          ),
        ],
        [
          "Ek soek 'n privaat sjef vir Saterdagaand om 7uur in Stellenbosch, ons is 10 mense",
          asks(
            req('private_chef', 'Stellenbosch|Cape Winelands', 'sat', '19:00', { partySize: 10 }),
          ),
        ],
        [
          "Ons het 'n villa in Plettenbergbaai nodig vanaf 20 Desember vir ses mense",
          asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-20', null)),
        ],
        [
          "Ek wil 'n seiljag huur vir Sondagmiddag om 3uur by die V&A Waterfront, vir 8 mense",
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 8 })),
        ],
        [
          "Kan julle 'n lyfwag kry vir Vrydagaand in Sandton?",
          asks(req('security', 'Sandton|Johannesburg', 'fri', '19:00')),
        ],
        [
          'Ek het vlugte nodig van Kaapstad na Durban op Maandagoggend',
          asks(req('travel', 'Cape Town|Cape Town', 'mon', '09:00')),
        ],
        [
          "Reël asseblief 'n Range Rover vir my in Johannesburg vanaf Dinsdag",
          asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'tue', null)),
        ],
        [
          "Ek soek iemand om 'n verjaarsdagpartytjie vir my dogter te reël in Durbanville op die 15de",
          asks(req('event_planning', 'Durbanville|Cape Town', 'dom:15', null)),
        ],
        [
          'Kan iemand saam met my gaan klere koop in Sandton City oormôre om 10uur?',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', '+2', '10:00')),
        ],
        [
          "'n Bestuurder om my vanmiddag om 2uur by die Kaapstad lughawe op te laai asseblief",
          asks(
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'today', '14:00'),
          ),
        ],
        [
          'Ek benodig sekuriteit vir ons troue in Franschhoek op 12 Maart',
          asks(req('security', 'Franschhoek|Cape Winelands', 'md:03-12', null)),
        ],
        [
          "Kan jy 'n jag vir ons bespreek in Knysna, Saterdag om 10uur soggens?",
          asks(req('yacht_charter', 'Knysna|Garden Route', 'sat', '10:00')),
        ],
        [
          "Ons soek 'n gastehuis in Hermanus vir die naweek, vanaf Vrydag",
          asks(req('accommodation', 'Hermanus|Overberg', 'fri', null)),
        ],
        [
          "Ek wil graag 'n sjef hê vir 'n braai by ons huis in Durbanville, Sondag om 1uur, 12 mense",
          asks(req('private_chef', 'Durbanville|Cape Town', 'sun', '13:00', { partySize: 12 })),
        ],
        [
          'Bestuurder nodig van Lanseria na Sandton, Donderdag om 17:00',
          asks(
            req('personal_driver', 'Lanseria International Airport|Johannesburg', 'thu', '17:00'),
          ),
        ],
        [
          'Vlugte van Johannesburg na George op 16 Desember, asseblief',
          asks(req('travel', 'Johannesburg|Johannesburg', 'md:12-16', null)),
        ],
        [
          "Ek soek 'n kok vir Vrydag in Hermanus, 7uur die aand, vir 6 mense",
          asks(req('private_chef', 'Hermanus|Overberg', 'fri', '19:00', { partySize: 6 })),
        ],
        [
          "Kan julle 'n luukse motor vir my kry in Umhlanga môre om 9uur die oggend?",
          asks(req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', '09:00')),
        ],
        // Tables.
        [
          "Bespreek asseblief 'n tafel vir twee vanaand om 8 in Kampsbaai",
          asks(table('Camps Bay|Cape Town', 'today', '20:00', 2)),
        ],
        [
          "Bespreek 'n tafel vir 6 by Babylonstoren vir middagete op Sondag",
          asks(table('Babylonstoren|Cape Winelands', 'sun', '12:30', 6)),
        ],
        [
          'Ons wil vanaand uiteet in Stellenbosch, 4 mense, halfagt',
          asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 4)),
        ],
        [
          "Kan julle vir ons 'n tafel kry by die Oyster Box Saterdagaand om 7uur vir 4?",
          asks(table('Oyster Box|Durban', 'sat', '19:00', 4)),
        ],
        // Acting on requests.
        ['Kanselleer asseblief my sjef vir Saterdag', cancel('chef')],
        ['Skuif my tafel vanaand na 9uur asseblief', change('table_tonight', { time: '21:00' })],
        ['Hoe lyk dit met die villa in Kampsbaai, is dit al bevestig?', status('villa')],
        ['Ek wil my bestuurder kanselleer', cancel(either('driver_tomorrow', 'driver_friday'))],
        [
          'Kan die sjef op Saterdag vir 10 mense kook in plaas van 8?',
          change('chef', { partySize: 10 }),
        ],
        ['Is my jag vir Sondag al bevestig?', status('yacht')],
        ['Kanselleer my laaste versoek asseblief', cancel('table_tonight')],
        ['Verander die bestuurder van môre na 10uur', change('driver_tomorrow', { time: '10:00' })],
        // Questions about the member's data.
        ['Sê my gou, hoeveel van my maandelikse versoeke is nog oor?', question('allowance')],
        ['Op watter lidmaatskapvlak is ek tans?', question('tier')],
        ['Wanneer moet ek weer vir my Aurum-lidmaatskap betaal?', question('renewal')],
        ['Wat het ek hierdie week op my program?', question('upcoming')],
        ['Hoe was my bui die afgelope week?', question('mood')],
        ['Met watter goed kan jy my help?', question('capabilities')],
        // A person; out of scope.
        ["Ek wil asseblief met 'n regte mens praat", human],
        ['Kan iemand my asseblief terugbel?', human],
        ['Wie het gister die Curriebeker-wedstryd gewen?', outOfScope],
      ],
    ),
    // Follow-ups on the open proposal.
    onProposal('table_new', 'Maak dit eerder 8uur', followUp({ time: '20:00' })),
    onProposal('chef_new', 'Ons sal eerder Sondag wil hê', followUp({ date: 'sun' })),
    onProposal(
      'driver_new',
      'Van Lanseria af, nie OR Tambo nie',
      followUp({ place: 'Lanseria International Airport|Johannesburg' }),
    ),
    onProposal('yacht_new', 'Ons is 12 mense', followUp({ partySize: 12 })),
  ],
};
