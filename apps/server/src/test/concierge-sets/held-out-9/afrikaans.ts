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
 * Ninth held-out set: Afrikaans, as members write it (môre, vanaand, oormôre, halfagt, kwart
 * oor, Saterdagaand): new requests, tables, several requests at once, actions on their requests,
 * questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_9_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        'Kan jy vir my n bestuurder kry by Kaapstad lughawe môre om 10 uur?',
        asks(
          req(
            'personal_driver',
            ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'],
            'tomorrow',
            '10:00',
          ),
        ),
      ],
      [
        "Ek soek 'n privaat sjef vir Saterdagaand vir 8 mense by ons huis in Durbanville",
        asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'n villa in Plett vir die Desembervakansie, van die 15de Desember af',
        asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-15', null)),
      ],
      [
        "Kan julle 'n jag reël vir Sondagmiddag van die V&A af? Ons is 12",
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 12 })),
      ],
      [
        "Ek het sekuriteit nodig vir 'n troue in Stellenbosch op 12 Desember",
        asks(req('security', 'Stellenbosch|Cape Winelands', 'md:12-12', null)),
      ],
      [
        'vlugte vir 3 na Durban oormôreoggend asseblief',
        asks(req('travel', 'Durban|Durban', '+2', '09:00')),
      ],
      [
        "Kry vir my 'n Range Rover in Hermanus, ek wil hom Vrydag afhaal",
        asks(req('luxury_vehicle', 'Hermanus|Overberg', 'fri', null)),
      ],
      [
        "Ek wil 'n persoonlike koper hê by Menlyn Maine Donderdag om 10",
        asks(req('personal_shopping', 'Menlyn Maine|Pretoria', 'thu', '10:00')),
      ],
      [
        'Bestuurder vanaand om 11 van Montecasino af huis toe',
        asks(req('personal_driver', 'Montecasino|Johannesburg', 'today', '23:00')),
      ],
      [
        'Ons beplan my ma se 80ste verjaarsdag in Paarl op die 6de, kan julle help met die reëlings?',
        asks(req('event_planning', 'Paarl|Cape Winelands', 'dom:6', null)),
      ],
      [
        'Ek soek blyplek in Clarens vir die langnaweek, vanaf Vrydag',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null)),
      ],
      [
        "'n lyfwag vir môre van 8 uur tot 5 in Pretoria",
        asks(req('security', 'Pretoria|Pretoria', 'tomorrow', '08:00')),
      ],
      [
        "Kan jy 'n sjef kry vir 'n braai by ons plek in Hartbeespoort Sondag om 12? Sowat 20 mense",
        asks(req('private_chef', 'Hartbeespoort|Pretoria', 'sun', '12:00', { partySize: 20 })),
      ],
      [
        "Ek het 'n masseuse nodig by die hotel in Franschhoek môremiddag om 4",
        asks(req('other', 'Franschhoek|Cape Winelands', 'tomorrow', '16:00')),
      ],
      [
        "'n Vlug van Kaapstad na George Maandagoggend vir twee",
        asks(req('travel', 'Cape Town|Cape Town', 'mon', '09:00')),
      ],
      [
        "Reël asb 'n boot in Knysna vir Saterdag om 10 vir die kinders se partytjie, 15 mense",
        asks(req('yacht_charter', 'Knysna|Garden Route', 'sat', '10:00', { partySize: 15 })),
      ],
      [
        "Ek wil 'n Porsche huur in Kaapstad vanaf Woensdag",
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'wed', null)),
      ],
      [
        'Sekuriteit by die huis in Waterkloof vanaand vanaf 6',
        asks(req('security', 'Waterkloof|Pretoria', 'today', '18:00')),
      ],
      [
        'Kan jy blomme laat aflewer by my ma in Bloemfontein op haar verjaarsdag, die 23ste?',
        asks(req(['other', 'personal_shopping'], 'Bloemfontein|Bloemfontein', 'dom:23', null)),
      ],
      [
        'n sjef vir ses mense op Franschhoek Vrydagaand, hy moet glutenvry kan kook',
        asks(req('private_chef', 'Franschhoek|Cape Winelands', 'fri', '19:00', { partySize: 6 })),
      ],
      [
        "Kan julle 'n helikopter reël van Kaapstad na Plett volgende week Dinsdag?",
        asks(req(['travel', 'other'], 'Cape Town|Cape Town', 'next:tue', null)),
      ],
      [
        "Ek het oor twee weke 'n bestuurder nodig by Bloem Airport",
        asks(
          req(
            'personal_driver',
            ['Bram Fischer International Airport|Bloemfontein', 'Bloemfontein|Bloemfontein'],
            '+14',
            null,
          ),
        ),
      ],
      [
        "Ons soek 'n plek in die Kruger vir 4 nagte vanaf die 10de, verkieslik in die Sabi Sand",
        asks(req('accommodation', ['Kruger|Kruger', 'Sabi Sand|Kruger'], 'dom:10', null)),
      ],
      [
        "Beplan asseblief 'n verrassingspartytjie vir my man in Bryanston op Saterdag om 7",
        asks(req('event_planning', 'Bryanston|Johannesburg', 'sat', '19:00')),
      ],
      // Tables.
      [
        "Bespreek asseblief 'n tafel vir twee vanaand om 7 by Die Strandloper in Langebaan",
        asks(table('Langebaan|West Coast', 'today', '19:00', 2)),
      ],
      [
        "Bespreek 'n tafel vir ses by Babel op Babylonstoren, Saterdag middagete",
        asks(table('Babylonstoren|Cape Winelands', 'sat', '12:30', 6)),
      ],
      [
        'Tafel vir 4 môreaand om halfagt in Stellenbosch asseblief',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '19:30', 4)),
      ],
      [
        "Is daar 'n kans op 'n tafel vir 2 by 'n lekker plek in Pretoria-Oos vanaand?",
        asks(table('Pretoria East|Pretoria', 'today', '20:00', 2)),
      ],
      [
        "Kan ek 'n tafel vir 10 kry by Spier vir Sondag om 1?",
        asks(table('Spier|Cape Winelands', 'sun', '13:00', 10)),
      ],
      [
        'ontbyt vir 3 by die Mount Nelson Saterdagoggend om 9',
        asks(table('Mount Nelson|Cape Town', 'sat', '09:00', 3)),
      ],
      [
        "Ek soek 'n tafel vir my en my vrou Vrydagaand om kwart oor agt in Kampsbaai",
        asks(table('Camps Bay|Cape Town', 'fri', '20:15', 2)),
      ],
      [
        "Ek soek 'n tafel vir agt op Saterdag om 1 by 'n wynplaas in die Hemel-en-Aarde",
        asks(table('Hemel-en-Aarde Valley|Overberg', 'sat', '13:00', 8)),
      ],
      [
        'Vanaand tafel vir 2 om 7:30 in Parkhurst',
        asks(table('Parkhurst|Johannesburg', 'today', '19:30', 2)),
      ],
      [
        'Middagete vir 5 môre in Kalk Bay, iets met vis',
        asks(table('Kalk Bay|Cape Town', 'tomorrow', '12:30', 5)),
      ],
      // Several at once.
      [
        "Bestuurder van OR Tambo af Vrydag om 3 en 'n tafel vir 4 in Sandton daardie aand om 7",
        asks(
          req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'fri', '15:00'),
          table('Sandton|Johannesburg', 'fri', '19:00', 4),
        ),
      ],
      [
        "Ek soek 'n villa in Hermanus vanaf die 20ste en 'n sjef daar op die 21ste vir 10 mense om 7",
        asks(
          req('accommodation', 'Hermanus|Overberg', 'dom:20', null),
          req('private_chef', ['Hermanus|Overberg', null], 'dom:21', '19:00', { partySize: 10 }),
        ),
      ],
      [
        "Môre: vlug na Kaapstad om 7, 'n motor by die lughawe om 9 en 'n tafel vir 2 om 8 in Tamboerskloof",
        asks(
          req('travel', 'Cape Town|Cape Town', 'tomorrow', '07:00'),
          req(
            ['personal_driver', 'luxury_vehicle'],
            ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town', null],
            'tomorrow',
            '09:00',
          ),
          table('Tamboerskloof|Cape Town', 'tomorrow', '20:00', 2),
        ),
      ],
      [
        "'n Jag vir Saterdag om 2 by die V&A vir 8, en 'n bestuurder van Constantia af om 1",
        asks(
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '14:00', { partySize: 8 }),
          req('personal_driver', 'Constantia|Cape Town', 'sat', '13:00'),
        ),
      ],
      [
        "Reël asseblief 'n lyfwag en 'n bestuurder vir Donderdag in Rosebank vanaf 9 uur",
        asks(
          req('security', 'Rosebank|Johannesburg', 'thu', '09:00'),
          req('personal_driver', 'Rosebank|Johannesburg', 'thu', '09:00'),
        ),
      ],
      [
        "Ek het 'n persoonlike koper nodig by Tyger Valley Saterdag om 10 en daarna middagete vir 2 om 1",
        asks(
          req('personal_shopping', 'Tyger Valley|Cape Town', 'sat', '10:00'),
          req('other', ['Tyger Valley|Cape Town', null], 'sat', '13:00', {
            partySize: 2,
            dining: true,
          }),
        ),
      ],
      [
        'Vlugte uit Johannesburg na Kaapstad Maandagoggend, en blyplek in Kaapstad vanaf Maandag',
        asks(
          req('travel', 'Johannesburg|Johannesburg', 'mon', '09:00'),
          req('accommodation', 'Cape Town|Cape Town', 'mon', null),
        ),
      ],
      // Actions on their requests.
      ['Kanselleer asseblief die tafel vanaand', cancel('table_tonight')],
      ['Ek wil die sjef vir Saterdag kanselleer', cancel('chef')],
      ['kanselleer tog maar my bestuurder, my swaer kom haal my', cancel(DRIVERS)],
      ['Skuif die sjef na 8 uur', change('chef', { time: '20:00' })],
      [
        'Kan die bestuurder môre om 10 uur kom in plaas van 9?',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['Ons is nou 4 vir vanaand by die Test Kitchen', change('table_tonight', { partySize: 4 })],
      ['Is die jag vir Sondagmiddag al bevestig of nog nie?', status('yacht')],
      ['Hoe lyk dit met die villa in Kampsbaai?', status('villa')],
      ['Waarom is my sekuriteitsversoek afgekeur?', status('security')],
      ['Kanselleer die boot asseblief, die weer lyk sleg', cancel('yacht')],
      ['Skuif die tafel vanaand na halfnege', change('table_tonight', { time: '20:30' })],
      ['Kanselleer maar die villa in Kampsbaai, ons gaan nie meer nie', cancel('villa')],
      ['Het die bestuurder vir volgende Vrydag al bevestig?', status('driver_friday')],
      ['Kanselleer die aandete', cancel(DINNERS)],
      ['Kan ons die villa vir 8 gaste maak?', change('villa', { partySize: 8 })],
      ['Skuif die sjef na Sondag, dieselfde tyd', change('chef', { date: 'sun' })],
      // Questions.
      ['Watter vlak lidmaatskap het ek eintlik?', question('tier')],
      ['Hoeveel van my maandelikse versoeke het ek al opgebruik?', question('allowance')],
      ['Wanneer loop my lidmaatskap uit en word ek weer gedebiteer?', question('renewal')],
      ['Wat het ek hierdie week aan die gang?', question('upcoming')],
      ['Wys my asseblief al my versoeke tot dusver', question('requests')],
      ['Het enige van die verskaffers iets teruggesê?', question('provider_said')],
      ['Watter van my voorkeure het jy gestoor, wat onthou jy?', question('memory')],
      ['Hoe was my gemoed die afgelope twee weke?', question('mood')],
      ['Waarmee kan jy my alles help?', question('capabilities')],
      ['Wat is in my kluis?', question('vault')],
      ['Is ek Goud of Platinum, en wanneer moet ek weer betaal?', question('tier', 'renewal')],
      // A person.
      ["Kan ek asseblief met 'n regte mens praat, nie met die app nie?", human],
      ["Ek wil met iemand van die span praat, nie met 'n robot nie", human],
      ['Laat iemand van die span my asseblief vanmiddag bel', human],
      ["Verbind my met 'n konsiërge", human],
      ["Gee my 'n mens, hierdie ding verstaan my nie", human],
      // Out of scope.
      ['Wat gaan die weer môre in Kaapstad wees?', outOfScope],
      ['Wie het gister se rugby gewen?', outOfScope],
      ["Skryf vir my 'n gedig vir my vrou se verjaarsdag", outOfScope],
      ['Hoeveel is 18% van R12 500?', outOfScope],
      ['Is daar beurtkrag vanaand?', outOfScope],
    ],
  ),
};
