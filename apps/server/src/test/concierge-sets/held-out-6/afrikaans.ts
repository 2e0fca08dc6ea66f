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
  theOther,
  type LabelledSet,
} from '../labels';
import { after } from '../follow-up-rows';

const drivers = either('driver_tomorrow', 'driver_friday');

/**
 * Sixth held-out set: Afrikaans messages of every kind: new requests with Afrikaans days and
 * times (môre, oormôre, vanaand, Saterdagaand, half agt = 19:30, kwart oor agt, 2nm), actions on
 * the member's requests, questions, a person or something out of scope, and follow-ups.
 */
export const HELD_OUT_6_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af'],
      [
        [
          'Ek soek n bestuurder wat my môre om 7 by die lughawe in Kaapstad kan oplaai',
          asks(
            req(
              'personal_driver',
              ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'],
              'tomorrow',
              '07:00',
            ),
          ),
        ],
        [
          "Bespreek asseblief 'n tafel vir vier by 'n restaurant in Stellenbosch vanaand om sewe",
          asks(table('Stellenbosch|Cape Winelands', 'today', '19:00', 4)),
        ],
        [
          "Kan julle vir ons 'n privaat sjef kry vir Saterdagaand? Ons is agt mense in Durbanville.",
          asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 8 })),
        ],
        [
          "Ons wil 'n jag huur vir Sondagmiddag by die V&A Waterfront, twaalf mense",
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 12 })),
        ],
        [
          "Ek het 'n villa in Plett nodig vanaf die 20ste vir 'n week, ses gaste",
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:20', null, { partySize: 6 }),
          ),
        ],
        [
          "Ek wil 'n Range Rover huur vir oormôre in Pretoria",
          asks(req('luxury_vehicle', 'Pretoria|Pretoria', '+2', null)),
        ],
        [
          'Kan iemand my help met inkopies by Sandton City Vrydagoggend?',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'fri', '09:00')),
        ],
        [
          'Boek vir my n vlug van Kaapstad na Johannesburg Maandag om 6 in die oggend',
          asks(req('travel', 'Cape Town|Cape Town', 'mon', '06:00')),
        ],
        [
          "Ek het sekuriteit nodig vir 'n partytjie by my huis in Waterkloof, Saterdag vanaf 8 uur die aand",
          asks(req('security', 'Waterkloof|Pretoria', 'sat', '20:00')),
        ],
        [
          'Beplan asseblief my vrou se 60ste verjaardag in Franschhoek op 14 Maart',
          asks(req('event_planning', 'Franschhoek|Cape Winelands', 'md:03-14', null)),
        ],
        [
          'Tafel vir twee by Die Strandloper in Langebaan môreaand asb',
          asks(table('Langebaan|West Coast', 'tomorrow', '19:00', 2)),
        ],
        [
          "Kry vir ons 'n chauffeur van Lanseria na Sun City op die 3de om 2nm",
          asks(req('personal_driver', 'Lanseria|Johannesburg', 'dom:3', '14:00')),
        ],
        [
          "ek soek 'n gastehuis in Clarens van Vrydag tot Sondag, twee mense",
          asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null, { partySize: 2 })),
        ],
        [
          "'n Tafel vir 6 by Boschendal, Sondag middagete",
          asks(table('Boschendal|Cape Winelands', 'sun', '12:30', 6)),
        ],
        [
          "Ek wil graag 'n kok hê wat Kersdag by ons in Hermanus vir 15 mense kook",
          asks(req('private_chef', 'Hermanus|Overberg', 'md:12-25', null, { partySize: 15 })),
        ],
        [
          'Bestuurder nodig vanaand om half agt van Sandton na Melrose Arch',
          asks(req('personal_driver', 'Sandton|Johannesburg', 'today', '19:30')),
        ],
        [
          "Kan jy vir my 'n boot kry in Knysna vir Saterdag, vier mense, 10 uur die oggend",
          asks(req('yacht_charter', 'Knysna|Garden Route', 'sat', '10:00', { partySize: 4 })),
        ],
        [
          'Reël asseblief vlugte vir my en my man na Durban op die 5de',
          asks(req('travel', 'Durban|Durban', 'dom:5', null, { partySize: 2 })),
        ],
        [
          'Ek moet Donderdag by OR Tambo opgelaai word om 15:30, kan julle n motor stuur?',
          asks(req('personal_driver', 'OR Tambo|Johannesburg', 'thu', '15:30')),
        ],
        [
          "Boek 'n tafel vir drie by 'n restaurant in Pretoria-Oos, oormôre om 12:00",
          asks(table('Pretoria East|Pretoria', '+2', '12:00', 3)),
        ],
        [
          'Ons soek n plek om te bly in Hartenbos vanaf die 12de',
          asks(req('accommodation', 'Hartenbos|Garden Route', 'dom:12', null)),
        ],
        [
          "Ek benodig 'n lyfwag vir môre in Bloemfontein, van 9 tot 5",
          asks(req('security', 'Bloemfontein|Bloemfontein', 'tomorrow', '09:00')),
        ],
        [
          "Reël 'n troue vir ons in Riebeek-Kasteel op 6 Junie",
          asks(req('event_planning', 'Riebeek Valley|Cape Winelands', 'md:06-06', null)),
        ],
        [
          'Haal asseblief my ma by die lughawe in George Woensdag om 11',
          asks(
            req(
              'personal_driver',
              ['George Airport|Garden Route', 'George|Garden Route'],
              'wed',
              '11:00',
            ),
          ),
        ],
        [
          "Ek wil graag vir my vrou 'n spa-behandeling by Lanzerac bespreek, Saterdagoggend",
          asks(req('other', 'Lanzerac|Cape Winelands', 'sat', '09:00')),
        ],
        [
          "Kan jy 'n jag vir ons kry van Simonstad af op Sondag om 11? Ons is agt",
          asks(req('yacht_charter', "Simon's Town|Cape Town", 'sun', '11:00', { partySize: 8 })),
        ],
        [
          'Vanaand tafel vir 5 in Brooklyn, Pretoria, om 19:00',
          asks(table('Brooklyn|Pretoria', 'today', '19:00', 5)),
        ],
        [
          'ek soek n drywer vir die hele dag Vrydag in Kaapstad, vanaf 8',
          asks(req('personal_driver', 'Cape Town|Cape Town', 'fri', '08:00')),
        ],
        [
          "Ek wil graag 'n persoonlike kok vir 'n braai by ons huis in Stilbaai op Oujaarsaand, 20 mense",
          asks(req('private_chef', 'Stilbaai|Garden Route', 'md:12-31', null, { partySize: 20 })),
        ],
        [
          "Kry vir my 'n motor met 'n bestuurder wat my Maandagoggend van Bellville na die lughawe neem",
          asks(req('personal_driver', 'Bellville|Cape Town', 'mon', '09:00')),
        ],
        ['Kanselleer my bestuurder asseblief', cancel(drivers)],
        ['Kanselleer Sondag se boot asseblief', cancel('yacht')],
        ['Enige nuus oor my bestuurder?', status(drivers)],
        ['Verander my bestuurder na 07:45', change(drivers, { time: '07:45' })],
        ['Kanselleer die tafel vanaand by die Test Kitchen', cancel('table_tonight')],
        ['Skuif asseblief die sjef na Sondag toe', change('chef', { date: 'sun' })],
        ['Kan die sjef om 8 uur kom in plaas van 7?', change('chef', { time: '20:00' })],
        [
          'Maak die tafel vanaand asseblief vir vier mense',
          change('table_tonight', { partySize: 4 }),
        ],
        ['Wat is die status van die villa in Kampsbaai?', status('villa')],
        ['Is die jag vir Sondag al bevestig?', status('yacht')],
        ['Hoekom het Shield Protection my sekuriteitsversoek afgekeur?', status('security')],
        ['Ek het nie meer die bestuurder van môre nodig nie', cancel('driver_tomorrow')],
        [
          'Die bestuurder van môre moet my eerder om 10 uur oplaai',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        ['Kanselleer die villa, ons gaan nie meer nie', cancel('villa')],
        ['Sê vir die sjef een gas is vegetaries', change('chef', { notes: 'vegetar' })],
        ['Die boot moet eerder om 2 uur vertrek', change('yacht', { time: '14:00' })],
        ['Kanselleer Vrydag se bestuurder in Kaapstad', cancel('driver_friday')],
        ['Wat het gebeur met die verjaardag in Franschhoek?', status('event')],
        ['Ons is nou tien vir die sjef se ete', change('chef', { partySize: 10 })],
        ['Verander die tafel vanaand na 9 uur', change('table_tonight', { time: '21:00' })],
        ['Is die bestuurder vir môreoggend al bevestig?', status('driver_tomorrow')],
        ['Watter lidmaatskap het ek?', question('tier')],
        [
          'Sê gou, hoeveel versoeke bly daar nog vir my oor tot die einde van die maand?',
          question('allowance'),
        ],
        ['Wanneer moet ek my lidmaatskap hernu?', question('renewal')],
        ['Wat het ek hierdie week aan die kom?', question('upcoming')],
        ['Wys my al my versoeke', question('requests')],
        ['Het enige verskaffers al geantwoord?', question('provider_said')],
        ['Wat onthou jy alles van my voorkeure?', question('memory')],
        ['Hoe was my bui die afgelope sewe dae?', question('mood')],
        ['Waarmee kan jy my help?', question('capabilities')],
        ['Kan jy die dokumente in my kluis sien?', question('vault')],
        ['Is ek goud of platinum, en wanneer verval dit?', question('tier', 'renewal')],
        [
          'Hoeveel versoeke het ek al gebruik, en watter is nog oop?',
          question('allowance', 'requests'),
        ],
        ['Ek wil met n regte mens praat asseblief', human],
        ["Kan ek met 'n konsiërge persoon praat, nie 'n robot nie?", human],
        ['Wie het gisteraand die rugby tussen die Bulle en die Stormers gewen?', outOfScope],
        ['Wat is die weervoorspelling vir Kaapstad môre?', outOfScope],
      ],
    ),
    ...after(['af'], 'chef_new', [['Maak dit tien mense', followUp({ partySize: 10 })]]),
    ...after(['af'], 'table_new', [
      ['Eerder môreaand', followUp({ date: 'tomorrow' })],
      ['Kan ons eerder in Parkhurst eet?', followUp({ place: 'Parkhurst|Johannesburg' })],
    ]),
    ...after(['af'], 'driver_new', [
      ['Kan hy eerder om kwart oor agt kom?', followUp({ time: '08:15' })],
    ]),
    ...after(['af'], 'yacht_new', [['Ons is net ses', followUp({ partySize: 6 })]]),
    ...after(['af'], 'cancel_driver', [['Nee, die een op Vrydag', theOther]]),
    ...after(['af'], 'change_chef', [['Nee, ek bedoel die tafel vanaand', theOther]]),
  ],
};
