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
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');

/**
 * Twelfth held-out set: Afrikaans, as members write it (môre, vanaand, oormôre, halfagt, kwart
 * voor agt, Saterdagaand, die 12de): new requests, tables, several requests at once, actions on
 * their requests, questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_12_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        'Ek soek asseblief n bestuurder by OR Tambo môre om 10:00',
        asks(req(CAR, 'OR Tambo International Airport|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'Kan julle vir my n privaat sjef reël vir Saterdagaand om 7 in Durbanville, ons is 8',
        asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'n Villa in Kampsbaai vir 6 mense vanaf die 14de asb',
        asks(req('accommodation', 'Camps Bay|Cape Town', 'dom:14', null, { partySize: 6 })),
      ],
      [
        'Ons wil Sondagmiddag om drie n jag by die Waterfront huur vir 10 mense',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 10 })),
      ],
      [
        'Ek het n lyfwag nodig vir Vrydag in Sandton van 08:00',
        asks(req('security', 'Sandton|Johannesburg', 'fri', '08:00')),
      ],
      [
        'kan jy vir my n Range Rover kry in Stellenbosch oormôre om 9',
        asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', '+2', '09:00')),
      ],
      [
        'Ek benodig n persoonlike koper by Menlyn Donderdag om 10',
        asks(req('personal_shopping', 'Menlyn|Pretoria', 'thu', '10:00')),
      ],
      [
        'Boek asseblief vlugte van Kaapstad na George Vrydagoggend',
        asks(req(FLIGHT, 'Cape Town|Cape Town', 'fri', '09:00')),
      ],
      [
        'Kan julle my help om my ma se 80ste verjaarsdag op die 21ste in Paarl te beplan?',
        asks(req('event_planning', 'Paarl|Cape Winelands', 'dom:21', null)),
      ],
      [
        'n Wildplaas lodge in die Waterberg vanaf volgende Vrydag vir 4',
        asks(req('accommodation', 'Waterberg|Waterberg', 'next:fri', null, { partySize: 4 })),
      ],
      [
        'ek soek n sjef vir môreaand in Hermanus, 6 mense om 7',
        asks(req('private_chef', 'Hermanus|Overberg', 'tomorrow', '19:00', { partySize: 6 })),
      ],
      [
        'Stuur asb n bestuurder na Lanseria vanaand om 9',
        asks(req(CAR, 'Lanseria International Airport|Johannesburg', 'today', '21:00')),
      ],
      [
        'Ek wil n massering bespreek by die hotel in Franschhoek, Saterdag om 11',
        asks(req('other', 'Franschhoek|Cape Winelands', 'sat', '11:00')),
      ],
      [
        'Bewaking vir die troue in Tulbagh op die 28ste vanaf 3 uur die middag',
        asks(req('security', 'Tulbagh|Cape Winelands', 'dom:28', '15:00')),
      ],
      [
        'kan ek n boot kry in Knysna Maandag om 10 vir 4 mense',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'mon', '10:00', { partySize: 4 })),
      ],
      [
        'n Motor met bestuurder vir Dinsdag van Kaapstad Lughawe om kwart oor twee',
        asks(req(CAR, 'Cape Town International Airport|Cape Town', 'tue', '14:15')),
      ],
      [
        'Kan julle n fotograaf kry vir Sondag by Kirstenbosch om 4uur?',
        asks(req('other', 'Kirstenbosch|Cape Town', 'sun', '16:00')),
      ],
      [
        'Ek het n vakansiehuis in Plett nodig vir 10 mense vanaf die 20ste',
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:20', null, { partySize: 10 }),
        ),
      ],
      [
        'Reël asseblief n helikopter van die Waterfront na Franschhoek Saterdag om 10',
        asks(req(FLIGHT, 'V&A Waterfront|Cape Town', 'sat', '10:00')),
      ],
      [
        'Kan iemand vir my inkopies doen by Canal Walk môreoggend?',
        asks(req('personal_shopping', 'Canal Walk|Cape Town', 'tomorrow', '09:00')),
      ],

      // Tables.
      [
        'Tafel vir 2 in Kampsbaai vanaand om halfagt',
        asks(table('Camps Bay|Cape Town', 'today', '19:30', 2)),
      ],
      [
        'Kan ek n tafel vir vier bespreek in Stellenbosch Saterdag vir middagete?',
        asks(table('Stellenbosch|Cape Winelands', 'sat', '12:30', 4)),
      ],
      [
        'Aandete vir 6 in Franschhoek op Vrydag om sewe',
        asks(table('Franschhoek|Cape Winelands', 'fri', '19:00', 6)),
      ],
      [
        'n tafel vir my en my vrou môreaand in Brooklyn om 8',
        asks(table('Brooklyn|Pretoria', 'tomorrow', '20:00', 2)),
      ],
      [
        'Tafel vir 5 in Sandton Donderdag om kwart voor agt',
        asks(table('Sandton|Johannesburg', 'thu', '19:45', 5)),
      ],
      [
        'Ontbyt vir twee by die Mount Nelson oormôre om 9',
        asks(table('Mount Nelson|Cape Town', '+2', '09:00', 2)),
      ],
      [
        'Ons is 12, kan julle n tafel kry in Paarl vir Sondag middagete om 1?',
        asks(table('Paarl|Cape Winelands', 'sun', '13:00', 12)),
      ],
      ['tafel vir 3 in Hermanus vanaand', asks(table('Hermanus|Overberg', 'today', '20:00', 3))],
      [
        'Bespreek asb vir ons n tafel vir 2 by Babylonstoren op die 9de om 12:30',
        asks(table('Babylonstoren|Cape Winelands', 'dom:9', '12:30', 2)),
      ],
      [
        'Tafel vir agt in Waterkloof Vrydagaand om 8, nie Saterdag nie',
        asks(table('Waterkloof|Pretoria', 'fri', '20:00', 8)),
      ],
      [
        'n Tafel vir 4 in Somerset-Wes môre om 7 in die aand',
        asks(table('Somerset West|Cape Town', 'tomorrow', '19:00', 4)),
      ],
      [
        'tafel 2 mense Seepunt 19:15 vanaand',
        asks(table('Sea Point|Cape Town', 'today', '19:15', 2)),
      ],

      // Several at once.
      [
        'Ek het n bestuurder by OR Tambo nodig Vrydag om 3 en n tafel vir 2 in Rosebank om 8 daardie aand',
        asks(
          req(CAR, 'OR Tambo International Airport|Johannesburg', 'fri', '15:00'),
          table('Rosebank|Johannesburg', 'fri', '20:00', 2),
        ),
      ],
      [
        'n Huis in Hermanus vanaf Vrydag vir 6, en n sjef Saterdagaand om 7 vir 6',
        asks(
          req('accommodation', 'Hermanus|Overberg', 'fri', null, { partySize: 6 }),
          req('private_chef', ['Hermanus|Overberg', null], 'sat', '19:00', { partySize: 6 }),
        ),
      ],
      [
        'Môre: motor van Kaapstad Lughawe om 11, middagete vir 2 in Constantia om 1, en n bestuurder terug om 4',
        asks(
          req(CAR, 'Cape Town International Airport|Cape Town', 'tomorrow', '11:00'),
          table('Constantia|Cape Town', 'tomorrow', '13:00', 2),
          req(CAR, ['Constantia|Cape Town', null], 'tomorrow', '16:00'),
        ),
      ],
      [
        'Ek soek n jag in Langebaan Saterdag om 10 vir 8 en n gastehuis in Paternoster vanaf Saterdag',
        asks(
          req('yacht_charter', 'Langebaan|West Coast', 'sat', '10:00', { partySize: 8 }),
          req('accommodation', 'Paternoster|West Coast', 'sat', null),
        ),
      ],
      [
        'Persoonlike koper by Sandton City Woensdag om 10 en daarna n tafel vir 2 by Mandela Square om 1',
        asks(
          req('personal_shopping', 'Sandton City|Johannesburg', 'wed', '10:00'),
          table('Nelson Mandela Square|Johannesburg', 'wed', '13:00', 2),
        ),
      ],
      [
        'Lyfwag en bestuurder vir oormôre in Umhlanga, albei van 8 uur die oggend af',
        asks(
          req('security', 'Umhlanga|Durban', '+2', '08:00'),
          req(CAR, ['Umhlanga|Durban', null], '+2', '08:00'),
        ),
      ],

      // Actions on their requests.
      ['Kanselleer asseblief die tafel vanaand by Test Kitchen', cancel('table_tonight')],
      [
        'ek het nie meer die bestuurder môre by OR Tambo nodig nie, kanselleer asb',
        cancel('driver_tomorrow'),
      ],
      ['Kanselleer die sjef vir Saterdag', cancel('chef')],
      [
        'Ons gaan nie meer Kampsbaai toe nie, kanselleer asseblief die villa vir die 6 van ons',
        cancel('villa'),
      ],
      ['Kanselleer die jag vir Sondag asseblief', cancel('yacht')],
      ['kanselleer asb my bestuurder se bespreking', cancel(DRIVERS)],
      ['Kan jy die tafel vanaand na 9uur skuif?', change('table_tonight', { time: '21:00' })],
      [
        'Die bestuurder môre moet eerder om halftien kom',
        change('driver_tomorrow', { time: '09:30' }),
      ],
      ['Ons is nou 10 vir die sjef Saterdag', change('chef', { partySize: 10 })],
      ['Skuif die sjef na Sondag toe asb', change('chef', { date: 'sun' })],
      ['Kan die jag eerder om 2 vertrek?', change('yacht', { time: '14:00' })],
      [
        'Sê asb vir die sjef een van die gaste is allergies vir neute',
        change('chef', { notes: 'neut' }),
      ],
      ['Is die villa al bevestig?', status('villa')],
      ['Wat is die status van my bestuurder môre?', status('driver_tomorrow')],
      ['Hoekom is die sekuriteit afgekeur?', status('security')],
      ['Is die jag vir Sondag nog reg?', status('yacht')],
      ['kanselleer asseblief die aandete, ek voel nie lekker nie', cancel(DINNERS)],
      ['Skuif my bestuurder na 7uur', change(DRIVERS, { time: '07:00' })],
      ['Nie die sjef nie, kanselleer die tafel vanaand', cancel('table_tonight')],
      ['Het Test Kitchen al bevestig vir vanaand?', status('table_tonight')],

      // Questions.
      ['Op watter vlak lidmaatskap is ek nou?', question('tier')],
      ['Hoeveel concierge versoeke kan ek nog hierdie maand maak?', question('allowance')],
      ['Teen watter datum moet ek my Aurum lidmaatskap hernu?', question('renewal')],
      ['Wat staan vir my hierdie week op die program?', question('upcoming')],
      ['Wys my asseblief al my versoeke, ook die ou', question('requests')],
      ['Het enige van die verskaffers al geantwoord?', question('provider_said')],
      ['Wat onthou jy alles van my en my voorkeure?', question('memory')],
      ['Hoe was my gemoed die afgelope week?', question('mood')],
      ['Met watter goed kan jy my alles help?', question('capabilities')],
      ['Hoe maak ek my kluis oop?', question('vault')],
      ['Watter vlak is ek en hoeveel versoeke het ek oor?', question('tier', 'allowance')],

      // A person, or out of scope.
      ['Ek wil asseblief met n regte mens by julle praat, nie n bot nie', human],
      ['Kan iemand van julle span my bel?', human],
      ['Gee my n mens, die bot verstaan my nie', human],
      ['Gaan dit môre in Kaapstad reën of nie?', outOfScope],
      ['Wie het gisteraand die rugby by Loftus gewen?', outOfScope],
      ['Skryf vir my n gedig vir my vrou se verjaarsdag', outOfScope],
      ['Wat is 18% van R3 400?', outOfScope],
      ['Moet ek my huis nou verkoop of wag?', outOfScope],
    ],
  ),
};
