import {
  asks,
  cancel,
  change,
  either,
  followUp,
  question,
  req,
  rowsIn,
  status,
  table,
  theOther,
  type LabelledSet,
} from '../labels';
import { after } from '../follow-up-rows';

/**
 * Fifth held-out set: Afrikaans as members text it ("n" for "'n", "asb", "soggens", "om 7 die
 * aand", "halfagt" for 7:30, "6nm" for 6 pm): new requests of every kind, tables, actions on the
 * member's requests, questions and follow-ups, with Afrikaans place names (Kaapstad, Kampsbaai,
 * Houtbaai, Plettenbergbaai, Pretoria-Oos).
 */
export const HELD_OUT_5_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af'],
      [
        // New requests.
        [
          'Ek soek n bestuurder môreoggend om 8 van Lanseria na Sandton',
          asks(
            req(
              'personal_driver',
              'Lanseria International Airport|Johannesburg',
              'tomorrow',
              '08:00',
            ),
          ),
        ],
        [
          'Kan julle vir ons n privaat sjef kry vir Saterdagaand om 7, ons is 8 mense in Durbanville',
          asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 8 })),
        ],
        [
          'Ons wil n jag huur vir Sondag om 2uur by die V&A, 12 mense',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 12 })),
        ],
        [
          'Ek het n villa nodig in Plettenbergbaai vanaf die 15de vir n week',
          asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:15', null)),
        ],
        [
          'Kry vir my n Range Rover oormôre in Kaapstad',
          asks(req('luxury_vehicle', 'Cape Town|Cape Town', '+2', null)),
        ],
        [
          'Kan iemand my Vrydag om 10uur soggens help om klere te koop in Sandton City?',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'fri', '10:00')),
        ],
        [
          'Ek benodig sekuriteit vir n funksie in Waterkloof op Saterdag om 6 die aand',
          asks(req('security', 'Waterkloof|Pretoria', 'sat', '18:00')),
        ],
        [
          'Reël asseblief vlugte van Johannesburg na Kaapstad vir Donderdag',
          asks(req('travel', 'Johannesburg|Johannesburg', 'thu', null)),
        ],
        [
          'Ons beplan n verjaarsdagpartytjie in Pretoria op die 22ste, kan julle help?',
          asks(req('event_planning', 'Pretoria|Pretoria', 'dom:22', null)),
        ],
        [
          'n Bestuurder vir vanaand om 11 by Montecasino asseblief',
          asks(req('personal_driver', 'Montecasino|Johannesburg', 'today', '23:00')),
        ],
        [
          'Ons soek n gastehuis in Clarens vanaf volgende Vrydag',
          asks(req('accommodation', 'Clarens|Eastern Free State', 'next:fri', null)),
        ],
        [
          'Kan jy vir my n drywer kry wat my Maandag om kwart oor sewe soggens by die huis in Bryanston oplaai?',
          asks(req('personal_driver', 'Bryanston|Johannesburg', 'mon', '07:15')),
        ],
        [
          'n Kok vir n braai by ons plek in Hermanus Sondag om 1uur, 10 mense',
          asks(req('private_chef', 'Hermanus|Overberg', 'sun', '13:00', { partySize: 10 })),
        ],
        [
          'Ek wil graag n luukse motor huur by die Kaapstad lughawe vir Woensdag om 9 soggens',
          asks(
            req(
              'luxury_vehicle',
              ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'],
              'wed',
              '09:00',
            ),
          ),
        ],
        [
          'Reël asb n lyfwag vir my môreaand in Umhlanga',
          asks(req('security', 'Umhlanga|Durban', 'tomorrow', '19:00')),
        ],
        [
          'Ons wil vir die vakansie n huis in Knysna huur van 20 Desember af, ons is 8',
          asks(req('accommodation', 'Knysna|Garden Route', 'md:12-20', null, { partySize: 8 })),
        ],
        [
          'Help my asseblief om my vrou se 40ste op die 9de in Stellenbosch te reël',
          asks(req('event_planning', 'Stellenbosch|Cape Winelands', 'dom:9', null)),
        ],
        [
          'Kan ek n vlug kry van Kaapstad na George op Vrydag om 7 soggens?',
          asks(req('travel', 'Cape Town|Cape Town', 'fri', '07:00')),
        ],
        [
          'Ek soek iemand wat vir my n rok kan gaan koop by Menlyn op Saterdag',
          asks(req('personal_shopping', 'Menlyn|Pretoria', 'sat', null)),
        ],
        [
          'Boot vir 6 mense in Langebaan oormôre om 11uur',
          asks(req('yacht_charter', 'Langebaan|West Coast', '+2', '11:00', { partySize: 6 })),
        ],
        [
          'n Chauffeur vir my ma môre om 2 die middag by Tygervalley',
          asks(req('personal_driver', 'Tyger Valley|Cape Town', 'tomorrow', '14:00')),
        ],
        [
          'Ek wil n spa-behandeling vir twee in Franschhoek bespreek, Saterdag om 11',
          asks(req('other', 'Franschhoek|Cape Winelands', 'sat', '11:00')),
        ],
        [
          'Kan julle n lyfwag reël vir my seun se matriekafskeid in Centurion Vrydagaand',
          asks(req('security', 'Centurion|Pretoria', 'fri', '19:00')),
        ],
        [
          'Ons het n plek nodig om te bly in Hartbeespoort vir die naweek, vanaf Vrydag',
          asks(req('accommodation', 'Hartbeespoort|Pretoria', 'fri', null)),
        ],
        [
          'Kry asb n bestuurder om my oormôre om 5 soggens in Pretoria-Oos op te laai, ek vlieg 7uur',
          asks(req('personal_driver', 'Pretoria East|Pretoria', '+2', '05:00')),
        ],
        // Tables.
        [
          'Bespreek asseblief n tafel vir twee in Stellenbosch vanaand om 7',
          asks(table('Stellenbosch|Cape Winelands', 'today', '19:00', 2)),
        ],
        [
          'Ek wil graag môreaand met vier mense by n restaurant in Houtbaai eet, so halfagt',
          asks(table('Hout Bay|Cape Town', 'tomorrow', '19:30', 4)),
        ],
        [
          'Tafel vir 6 by Babylonstoren Sondag vir middagete',
          asks(table('Babylonstoren|Cape Winelands', 'sun', '12:30', 6)),
        ],
        [
          'Kan jy n tafel vir ons bespreek in Paarl Vrydag om 8 die aand? Ons is drie',
          asks(table('Paarl|Cape Winelands', 'fri', '20:00', 3)),
        ],
        [
          'n tafel vir 10 in Kaapstad op die 12de om 7uur saans',
          asks(table('Cape Town|Cape Town', 'dom:12', '19:00', 10)),
        ],
        [
          'Bespreek vir my en my man n tafel in Bloem vir Saterdagaand om 7',
          asks(table('Bloemfontein|Bloemfontein', 'sat', '19:00', 2)),
        ],
        [
          'Kry asb n restaurant vir ete vir 5 in Brooklyn, Pretoria, môre om 6nm',
          asks(table('Brooklyn|Pretoria', 'tomorrow', '18:00', 5)),
        ],
        [
          'Middagete vir 4 by Spier oormôre om 1uur asseblief',
          asks(table('Spier|Cape Winelands', '+2', '13:00', 4)),
        ],
        // Actions on the member's requests.
        ['Kanselleer asseblief die bestuurder wat my môre moet oplaai', cancel('driver_tomorrow')],
        ['Ek wil die tafel vir vanaand kanselleer', cancel('table_tonight')],
        [
          'Kanselleer tog my bestuurder se bespreking',
          cancel(either('driver_tomorrow', 'driver_friday')),
        ],
        ['Skuif die sjef na 8uur Saterdagaand', change('chef', { time: '20:00' })],
        [
          'Ons is nou tien vir die ete by die huis, laat weet asb die sjef',
          change('chef', { partySize: 10 }),
        ],
        ['Het die jagmense al bevestig vir Sondag?', status('yacht')],
        ['Hoe lyk dit met my villa in Kampsbaai?', status('villa')],
        ['Hoekom het hulle my versoek vir sekuriteit afgekeur?', status('security')],
        [
          'kan die bestuurder môre eerder om 10 uur kom',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        ['Ek gaan nie die villa nodig hê nie, kanselleer dit maar', cancel('villa')],
        ['Maak die tafel by Test Kitchen vir 3 mense', change('table_tonight', { partySize: 3 })],
        ['Kanselleer die boot Sondag', cancel('yacht')],
        ['Enige nuus oor my bestuurder volgende Vrydag?', status('driver_friday')],
        ['Kanselleer asb die laaste versoek wat ek gestuur het', cancel('table_tonight')],
        ['Skuif my ete na môre', change(either('table_tonight', 'chef'), { date: 'tomorrow' })],
        ['Wat het gebeur met die beplanning vir my vrou se 50ste?', status('event')],
        // Questions.
        ['Op watter vlak is my lidmaatskap nou?', question('tier')],
        ['Hoeveel versoeke het ek nog oor die maand?', question('allowance')],
        ['Wanneer moet my lidmaatskap weer hernu word?', question('renewal')],
        ['Wat het ek die week wat voorlê?', question('upcoming')],
        ['Waarmee kan jy my eintlik help?', question('capabilities')],
        ['Hoe het my bui die afgelope sewe dae gelyk?', question('mood')],
        ['Wat weet jy alles van my voorkeure?', question('memory')],
        ['Sê my asseblief wanneer my paspoort verval', question('vault')],
        ['Het enige van die verskaffers al teruggekom na my?', question('provider_said')],
        ['Watter versoeke het ek nog oop?', question('requests')],
      ],
    ),
    // Follow-ups.
    ...after(['af'], 'table_new', [
      ['kan ons dit eerder 8uur maak', followUp({ time: '20:00' })],
      ['môre eerder', followUp({ date: 'tomorrow' })],
    ]),
    ...after(['af'], 'chef_new', [['ons is eintlik agt', followUp({ partySize: 8 })]]),
    ...after(['af'], 'driver_new', [['nee, Vrydag eerder', followUp({ date: 'fri' })]]),
    ...after(['af'], 'yacht_new', [['sit dit op 4uur die middag', followUp({ time: '16:00' })]]),
    ...after(['af'], 'cancel_driver', [['Nee wag, ek bedoel die ander een', theOther]]),
    ...after(['af'], 'change_chef', [['nee, nie die sjef nie, die tafel', theOther]]),
  ],
};
