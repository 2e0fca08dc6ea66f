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
  type LabelledSet,
} from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');

/**
 * Fourteenth held-out set: Afrikaans, as members write it (môreoggend, môremiddag, vanaand,
 * oormôre, Saterdagaand, Sondagmiddag, volgende Vrydag, halfagt, halfsewe, kwart voor sewe, die
 * 22ste, Kampsbaai, Houtbaai, Stellies, Seepunt, Kaapstad lughawe): new requests, tables, several
 * requests at once, actions on their requests, questions, and asking for a person or for
 * something out of scope.
 */
export const HELD_OUT_14_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        'Ek het môreoggend om 7 ’n bestuurder nodig van Stellenbosch na die lughawe',
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'tomorrow', '07:00')),
      ],
      [
        "Kan julle vir my 'n privaat sjef kry vir Saterdagaand om sewe? Ons is agt by die huis in Durbanville",
        asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'Ons soek ’n villa in Kampsbaai vir ’n week vanaf die 15de, ses mense',
        asks(req('accommodation', 'Camps Bay|Cape Town', 'dom:15', null, { partySize: 6 })),
      ],
      [
        "Bespreek asseblief 'n jag vir tien mense by die Waterfront Sondagmiddag",
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 10 })),
      ],
      [
        'Ek wil ’n Range Rover huur om self mee te ry in Kaapstad, drie dae, vanaf Dinsdag',
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'tue', null)),
      ],
      [
        "Help my asseblief om my dogter se troue te beplan, 14 November op 'n plaas naby Paarl",
        asks(req('event_planning', 'Paarl|Cape Winelands', 'md:11-14', null)),
      ],
      [
        'Vlugte vir twee na Durban volgende Vrydag, so vroeg as moontlik',
        asks(req('travel', ['Durban|Durban', null], 'next:fri', null)),
      ],
      [
        'Ek het ’n lyfwag nodig vir ’n funksie in Sandton oormôre vanaf 18:00',
        asks(req('security', 'Sandton|Johannesburg', '+2', '18:00')),
      ],
      [
        'Kan iemand vir my klere gaan koop by Canal Walk? Donderdag asseblief',
        asks(req('personal_shopping', 'Canal Walk|Cape Town', 'thu', null)),
      ],
      [
        "'n Spa-dag vir my vrou by Lanzerac, Vrydag om 10",
        asks(req('other', 'Lanzerac|Cape Winelands', 'fri', '10:00')),
      ],
      [
        'Bestuurder by OR Tambo Woensdagmiddag om kwart oor drie asseblief',
        asks(req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'wed', '15:15')),
      ],
      [
        'Ek soek ’n gastehuis in Clarens vir die naweek, vanaf Vrydag',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null)),
      ],
      [
        "Kan julle 'n fotograaf reël vir ons gesin op Blouberg strand, Saterdag teen sononder?",
        asks(req('other', 'Bloubergstrand|Cape Town', 'sat', '18:00')),
      ],
      [
        'Sjef vir ’n kuier by ons huis in Waterkloof, 12 mense, Sondag om een',
        asks(req('private_chef', 'Waterkloof|Pretoria', 'sun', '13:00', { partySize: 12 })),
      ],
      [
        'Ek moet môremiddag om 4 by Lanseria opgelaai word',
        asks(
          req(
            'personal_driver',
            'Lanseria International Airport|Johannesburg',
            'tomorrow',
            '16:00',
          ),
        ),
      ],
      [
        "Boek vir my 'n hotel in Hermanus vir die 22ste",
        asks(req('accommodation', 'Hermanus|Overberg', 'dom:22', null)),
      ],
      [
        'Ons wil Vrydag om 11 ’n bootrit van Knysna af doen, vier mense',
        asks(req(BOAT, 'Knysna|Garden Route', 'fri', '11:00', { partySize: 4 })),
      ],
      [
        "'n Helikoptervlug van die Waterfront na Franschhoek, Saterdagoggend",
        asks(req(FLIGHT, 'V&A Waterfront|Cape Town', 'sat', '09:00')),
      ],
      [
        'Sekuriteit vir ons huis in Bishopscourt terwyl ons weg is, vanaf Maandag',
        asks(req('security', 'Bishopscourt|Cape Town', 'mon', null)),
      ],
      [
        'Ek het ’n persoonlike koper nodig vir Kersgeskenke, by Sandton City op 10 Desember',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'md:12-10', null)),
      ],
      [
        "'n Luukse motor sonder bestuurder vir volgende week Maandag, af te haal by Kaapstad lughawe om 9",
        asks(
          req('luxury_vehicle', 'Cape Town International Airport|Cape Town', 'next:mon', '09:00'),
        ),
      ],
      [
        'Beplan asseblief ’n verrassingspartytjie vir my man se 60ste in Stellenbosch op 3 Oktober',
        asks(req('event_planning', 'Stellenbosch|Cape Winelands', 'md:10-03', null)),
      ],
      [
        "Kan julle 'n kinderoppasser kry vir vanaand in Tygervalley, vanaf halfsewe?",
        asks(req('other', 'Tyger Valley|Cape Town', 'today', '18:30')),
      ],
      [
        'Ons benodig Saterdag ’n bestuurder vir die hele dag in die Wynlande, vanaf 9',
        asks(req('personal_driver', 'Cape Winelands|Cape Winelands', 'sat', '09:00')),
      ],
      [
        'Vliegkaartjies van Kaapstad na George vir die 5de, drie mense',
        asks(req('travel', 'Cape Town|Cape Town', 'dom:5', null)),
      ],
      [
        'Gholf vir vier by Pezula oormôre om agt',
        asks(req('other', 'Pezula|Garden Route', '+2', '08:00')),
      ],

      // Tables.
      [
        "Tafel vir twee by 'n plek in Stellies vanaand om halfagt",
        asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 2)),
      ],
      [
        'Kan jy ’n tafel bespreek vir ses mense in Tamboerskloof, Vrydagaand om agtuur',
        asks(table('Tamboerskloof|Cape Town', 'fri', '20:00', 6)),
      ],
      [
        'Middagete vir vier by Spier môre om eenuur',
        asks(table('Spier|Cape Winelands', 'tomorrow', '13:00', 4)),
      ],
      [
        'Ek en my vrou wil graag Saterdag by Babylonstoren gaan middagete eet',
        asks(table('Babylonstoren|Cape Winelands', 'sat', '12:30', 2)),
      ],
      [
        'Tafel vir 10 in Durbanville Sondag 12:30 vir ma se verjaarsdag',
        asks(table('Durbanville|Cape Town', 'sun', '12:30', 10)),
      ],
      [
        'Aandete vir drie in Seepunt môreaand om sewe',
        asks(table('Sea Point|Cape Town', 'tomorrow', '19:00', 3)),
      ],
      [
        "Bespreek asb 'n tafel in Paarl vir agt mense op die 12de om kwart voor sewe die aand",
        asks(table('Paarl|Cape Winelands', 'dom:12', '18:45', 8)),
      ],
      [
        '’n Tafel vir vyf in Menlyn oormôre, ontbyt om 9',
        asks(table('Menlyn|Pretoria', '+2', '09:00', 5)),
      ],
      [
        "Kan ons Sondagaand 'n tafel vir twee by die Oyster Box kry?",
        asks(table('Oyster Box|Durban', 'sun', '19:00', 2)),
      ],
      [
        'Tafel vir 4 in Houtbaai, Saterdag middagete',
        asks(table('Hout Bay|Cape Town', 'sat', '12:30', 4)),
      ],

      // Several at once.
      [
        'Ek het Vrydagoggend om 6 ’n bestuurder nodig van Sandton na die lughawe, en ’n hotel in Kaapstad vanaf Vrydag',
        asks(
          req('personal_driver', 'Sandton|Johannesburg', 'fri', '06:00'),
          req('accommodation', 'Cape Town|Cape Town', 'fri', null),
        ),
      ],
      [
        "Boek 'n tafel vir ses in Franschhoek Saterdag om 1, en 'n bestuurder om ons om 11 in Kaapstad op te laai",
        asks(
          table('Franschhoek|Cape Winelands', 'sat', '13:00', 6),
          req(CAR, 'Cape Town|Cape Town', 'sat', '11:00'),
        ),
      ],
      [
        "Sjef vir 10 Saterdag om 6 die aand in Somerset West, en ’n jag vir dieselfde groep Sondag om 10 van Gordon's Bay af",
        asks(
          req('private_chef', 'Somerset West|Cape Town', 'sat', '18:00', { partySize: 10 }),
          req('yacht_charter', "Gordon's Bay|Cape Town", 'sun', '10:00', { partySize: 10 }),
        ),
      ],
      [
        "Môre: om 8 'n bestuurder van Rosebank af, om 1 middagete vir vier in Parkhurst, en om 3 'n persoonlike koper in Hyde Park",
        asks(
          req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '08:00'),
          table('Parkhurst|Johannesburg', 'tomorrow', '13:00', 4),
          req('personal_shopping', 'Hyde Park|Johannesburg', 'tomorrow', '15:00'),
        ),
      ],
      [
        'Villa in Plettenbergbaai vanaf 18 Desember vir 8 mense, en ’n sjef vir Kersaand om 7',
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-18', null, { partySize: 8 }),
          req('private_chef', ['Plettenberg Bay|Garden Route', null], 'md:12-24', '19:00'),
        ),
      ],
      [
        "Vlugte na Durban op die 9de, en 'n kar by King Shaka wanneer ons om 14:20 land",
        asks(
          req('travel', ['Durban|Durban', null], 'dom:9', null),
          req(CAR, 'King Shaka International Airport|Durban', 'dom:9', '14:20'),
        ),
      ],

      // Their requests.
      [
        'Kanselleer asseblief ons tafel by die Test Kitchen vir vanaand, ons kan nie meer gaan nie',
        cancel('table_tonight'),
      ],
      [
        'Ek het nie meer die bestuurder môreoggend by OR Tambo nodig nie, kanselleer dit asb',
        cancel('driver_tomorrow'),
      ],
      ['Kan die sjef Saterdag eerder om agt begin?', change('chef', { time: '20:00' })],
      ['Ons is nou tien vir die aandete Saterdag met die sjef', change('chef', { partySize: 10 })],
      ['Is die villa in Kampsbaai al bevestig?', status('villa')],
      [
        'Skuif vanaand se bespreking na halfnege asseblief',
        change('table_tonight', { time: '20:30' }),
      ],
      ['Wat het gebeur met my sekuriteitsversoek in Sandton?', status('security')],
      ['Kanselleer die jag vir Sondag, die weer lyk sleg', cancel('yacht')],
      [
        'Die bestuurder môre moet my eerder om 10 kry, my vlug is laat',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['Hoe lyk dit met die beplanning vir my vrou se 50ste?', status('event')],
      ['Ek wil my bestuurder kanselleer, ek ry self', cancel(DRIVERS)],
      ['Het die aandete al bevestiging gekry?', status(DINNERS)],
      ['Skuif die bestuurder na 11 uur asb', change(DRIVERS, { time: '11:00' })],
      ['Die villa moet vir agt gaste wees, nie ses nie', change('villa', { partySize: 8 })],
      [
        'Sit asseblief by die sjef se bespreking dat een gas allergies is vir neute',
        change('chef', { notes: 'neute' }),
      ],
      ['Ek wil die Kaapstad bestuurder van volgende Vrydag kanselleer', cancel('driver_friday')],

      // Questions.
      ['Op watter lidmaatskapvlak is my rekening nou?', question('tier')],
      ['Hoeveel van my maandelikse versoeke is nog nie gebruik nie?', question('allowance')],
      ['Teen wanneer moet ek betaal om my lidmaatskap te hernu?', question('renewal')],
      ['Wat staan alles vir my hierdie week op die program?', question('upcoming')],
      ["Gee my asseblief 'n lys van al my versoeke", question('requests')],
      ['Het enige verskaffers al vir my teruggeskryf?', question('provider_said')],
      ['Wat het jy al alles van my onthou?', question('memory')],
      ['Hoe het my gemoed die afgelope sewe dae gelyk?', question('mood')],
      ['Met watter soort dinge kan jy my help?', question('capabilities')],
      ['Watter dokumente lê in my kluis?', question('vault')],
      ['Op watter vlak is ek en hoeveel versoeke het ek oor?', question('tier', 'allowance')],
      ['Hoeveel dae het ek nog oor op my proeftydperk?', question('renewal')],

      // A person, or out of scope.
      ['Ek wil asseblief met ’n regte mens praat', human],
      ['Sal iemand van die span my asseblief bel?', human],
      ['Laat een van julle konsiërges my dringend skakel', human],
      ['Gaan dit môre in Kaapstad reën, weet jy?', outOfScope],
      ['Wie het gister se rugbywedstryd gewen, die Bulle of die Stormers?', outOfScope],
      ["Skryf vir my 'n gedig vir my ma se verjaarsdag", outOfScope],
      ['Hoe bereken ek my inkomstebelasting?', outOfScope],
    ],
  ),
};
