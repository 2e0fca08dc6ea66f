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
 * Thirteenth held-out set: Afrikaans, as members write it (môre, vanaand, oormôre, môreoggend,
 * halfagt, halfeen, kwart voor agt, Saterdagaand, die 20ste, Kampsbaai, Houtbaai, Kaapstad):
 * new requests, tables, several requests at once, actions on their requests, questions, and
 * asking for a person or for something out of scope.
 */
export const HELD_OUT_13_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        "Ek het môre om agtuur die oggend 'n bestuurder nodig van Sandton na OR Tambo",
        asks(req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '08:00')),
      ],
      [
        "Kan julle asseblief 'n privaat sjef vir Saterdagaand reël? Ons is agt mense in Stellenbosch, halfagt.",
        asks(req('private_chef', 'Stellenbosch|Cape Winelands', 'sat', '19:30', { partySize: 8 })),
      ],
      [
        "Ons soek 'n villa in Kampsbaai vir 'n week vanaf die 20ste",
        asks(req('accommodation', 'Camps Bay|Cape Town', 'dom:20', null)),
      ],
      [
        "Bespreek vir my 'n jag by die Waterfront vir Sondag om drie-uur die middag, tien mense",
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 10 })),
      ],
      [
        "Ek wil graag 'n Range Rover in Kaapstad huur vanaf Vrydag nege-uur die oggend",
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'fri', '09:00')),
      ],
      [
        "Kan jy 'n lyfwag reël vir oormôre in Pretoria om 10-uur die oggend?",
        asks(req('security', 'Pretoria|Pretoria', '+2', '10:00')),
      ],
      [
        "Ek het 'n persoonlike koper nodig by Menlyn Maine op Donderdag om 11-uur",
        asks(req('personal_shopping', 'Menlyn Maine|Pretoria', 'thu', '11:00')),
      ],
      [
        'Vlugte vir twee van Kaapstad na Durban op Maandagoggend asseblief',
        asks(
          req(
            FLIGHT,
            ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
            'mon',
            '09:00',
          ),
        ),
      ],
      [
        'Reël asseblief my dogter se troue by Boschendal op 14 Februarie',
        asks(req('event_planning', 'Boschendal|Cape Winelands', 'md:02-14', null)),
      ],
      [
        "'n Bestuurder vir vanaand om sewe-uur in Pretoria-Oos",
        asks(req('personal_driver', 'Pretoria East|Pretoria', 'today', '19:00')),
      ],
      [
        "Kan julle 'n masseuse na my huis in Waterkloof stuur, vanmiddag om drie-uur?",
        asks(req('other', 'Waterkloof|Pretoria', 'today', '15:00')),
      ],
      [
        'Ek soek blomme vir my vrou by ons huis in Durbanville, môreoggend',
        asks(req('other', 'Durbanville|Cape Town', 'tomorrow', '09:00')),
      ],
      [
        "Ons het 'n gastehuis in Clarens nodig vir Vrydag en Saterdag",
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null)),
      ],
      [
        "Sekuriteit vir 'n partytjie by my huis in Bryanston, Saterdag vanaf ses-uur die aand",
        asks(req('security', 'Bryanston|Johannesburg', 'sat', '18:00')),
      ],
      [
        "Hallo, ek wil 'n verrassingspartytjie beplan vir my man se 60ste in Hermanus op die 15de",
        asks(req('event_planning', 'Hermanus|Overberg', 'dom:15', null)),
      ],
      [
        "Kan ek 'n jag in Knysna kry vir Saterdagmiddag? Ons is ses",
        asks(req('yacht_charter', 'Knysna|Garden Route', 'sat', '15:00', { partySize: 6 })),
      ],
      [
        'Laai my asseblief môre om kwart oor nege by die lughawe in Kaapstad op',
        asks(
          req(
            CAR,
            ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'],
            'tomorrow',
            '09:15',
          ),
        ),
      ],
      [
        "Ek wil 'n sjef hê vir Sondagmiddagete om een-uur in Paarl, vyf mense",
        asks(req('private_chef', 'Paarl|Cape Winelands', 'sun', '13:00', { partySize: 5 })),
      ],
      [
        "Help my asseblief met 'n helikopter van die Waterfront na Franschhoek op Saterdag om 10-uur",
        asks(req(FLIGHT, 'V&A Waterfront|Cape Town', 'sat', '10:00')),
      ],
      [
        "Kry vir my 'n kamer by die Mount Nelson vir oormôre",
        asks(req('accommodation', 'Mount Nelson|Cape Town', '+2', null)),
      ],
      [
        "'n Bestuurder van Lanseria af, Donderdag 14:30",
        asks(req('personal_driver', 'Lanseria International Airport|Johannesburg', 'thu', '14:30')),
      ],
      [
        'Kaartjies vir die Bulle by Loftus op Saterdag asseblief',
        asks(req('other', 'Loftus Versfeld|Pretoria', 'sat', null)),
      ],
      // Tables.
      [
        "Bespreek asseblief 'n tafel vir twee by La Colombe in Constantia vir Vrydagaand om agtuur",
        asks(table('Constantia|Cape Town', 'fri', '20:00', 2)),
      ],
      [
        "'n Tafel vir ses in Stellenbosch môre om halfeen",
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '12:30', 6)),
      ],
      [
        'Ek en my vrou wil vanaand om halfagt in Kampsbaai uiteet',
        asks(table('Camps Bay|Cape Town', 'today', '19:30', 2)),
      ],
      [
        "Kan julle vir ons 'n tafel by Babylonstoren kry vir Sondag middagete? Ons is vier",
        asks(table('Babylonstoren|Cape Winelands', 'sun', '12:30', 4)),
      ],
      [
        'Tafel vir agt in Menlyn, Pretoria, Saterdag om sewe-uur die aand',
        asks(table('Menlyn|Pretoria', 'sat', '19:00', 8)),
      ],
      [
        'Ontbyt vir drie by die Oyster Box môreoggend om nege-uur',
        asks(table('Oyster Box|Durban', 'tomorrow', '09:00', 3)),
      ],
      [
        'Ons is vyf, tafel in Franschhoek op Woensdag om kwart voor agt die aand',
        asks(table('Franschhoek|Cape Winelands', 'wed', '19:45', 5)),
      ],
      [
        "Reserveer 'n tafel vir tien vir my pa se verjaarsdag in Hermanus, Saterdag middagete",
        asks(table('Hermanus|Overberg', 'sat', '12:30', 10)),
      ],
      [
        'Tafel vir twee in Seepunt op Donderdag om agtuur die aand',
        asks(table('Sea Point|Cape Town', 'thu', '20:00', 2)),
      ],
      [
        "Kan ek 'n tafel vir vier by die Saxon kry op die 12de om sewe-uur die aand?",
        asks(table('The Saxon|Johannesburg', 'dom:12', '19:00', 4)),
      ],
      [
        'aandete vir 6 in Rosebank vanaand om 8',
        asks(table('Rosebank|Johannesburg', 'today', '20:00', 6)),
      ],
      [
        "Ek soek 'n tafel vir twaalf in Paternoster vir Saterdag om een-uur die middag",
        asks(table('Paternoster|West Coast', 'sat', '13:00', 12)),
      ],
      ['Tafel vir 2 by Tokara, Sondag halfeen', asks(table(null, 'sun', '12:30', 2))],
      [
        "Bespreek 'n tafel vir 3 in Houtbaai môreaand om sewe",
        asks(table('Hout Bay|Cape Town', 'tomorrow', '19:00', 3)),
      ],
      // Several at once.
      [
        "Ek het 'n bestuurder nodig môre om 7-uur die oggend van Rosebank na OR Tambo, en 'n tafel vir twee in Kampsbaai môreaand om agtuur",
        asks(
          req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '07:00'),
          table('Camps Bay|Cape Town', 'tomorrow', '20:00', 2),
        ),
      ],
      [
        "Villa in Plettenbergbaai vanaf die 18de en 'n jag vir ses op die 19de om 10-uur die oggend",
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:18', null),
          req('yacht_charter', ['Plettenberg Bay|Garden Route', null], 'dom:19', '10:00', {
            partySize: 6,
          }),
        ),
      ],
      [
        'Saterdag: sjef vir 8 in Durbanville om 7-uur die aand, en sekuriteit vir die partytjie vanaf 6-uur',
        asks(
          req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 8 }),
          req('security', ['Durbanville|Cape Town', null], 'sat', '18:00'),
        ),
      ],
      [
        "Vlug van Johannesburg na George op Vrydag om 9-uur die oggend, 'n motor by George se lughawe om 11-uur en 'n huis in Knysna vanaf Vrydag",
        asks(
          req(
            FLIGHT,
            ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
            'fri',
            '09:00',
          ),
          req(CAR, ['George Airport|Garden Route', 'George|Garden Route'], 'fri', '11:00'),
          req('accommodation', 'Knysna|Garden Route', 'fri', null),
        ),
      ],
      [
        "Kan julle 'n persoonlike koper by Sandton City reël, Donderdag om 10, en daarna middagete vir twee by Nelson Mandela Square om 1-uur?",
        asks(
          req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '10:00'),
          table('Nelson Mandela Square|Johannesburg', 'thu', '13:00', 2),
        ),
      ],
      [
        "Ek wil 'n troubeplanner hê vir die 22ste in Tulbagh, en verblyf vir die gaste daar vanaf die 21ste",
        asks(
          req('event_planning', 'Tulbagh|Cape Winelands', 'dom:22', null),
          req('accommodation', 'Tulbagh|Cape Winelands', 'dom:21', null),
        ),
      ],
      [
        "Bestuurder vanaand 18:30 van Brooklyn af, en 'n tafel vir 4 by Kream om 19:00",
        asks(
          req('personal_driver', 'Brooklyn|Pretoria', 'today', '18:30'),
          req('other', [null, 'Brooklyn|Pretoria'], 'today', '19:00', {
            partySize: 4,
            dining: true,
          }),
        ),
      ],
      [
        "'n Lyfwag en 'n Range Rover vir môre vanaf 8-uur die oggend in Umhlanga",
        asks(
          req('security', 'Umhlanga|Durban', 'tomorrow', '08:00'),
          req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', '08:00'),
        ),
      ],
      // Actions on their requests.
      ['Kanselleer asseblief vanaand se tafel by die Test Kitchen', cancel('table_tonight')],
      [
        'Ek het nie meer môre se bestuurder by OR Tambo nodig nie, kanselleer dit asseblief',
        cancel('driver_tomorrow'),
      ],
      ['Kanselleer die sjef vir Saterdag, die ete is af', cancel('chef')],
      ['Ons gaan nie meer Kampsbaai toe nie, kanselleer asseblief daardie villa', cancel('villa')],
      ['Kanselleer asseblief die jag by Atlantic Blue', cancel('yacht')],
      ['Skuif die sjef na agtuur toe asseblief', change('chef', { time: '20:00' })],
      [
        'Kan vanaand se tafel vir vier mense wees in plaas van twee?',
        change('table_tonight', { partySize: 4 }),
      ],
      ['Verskuif môre se bestuurder na halfelf', change('driver_tomorrow', { time: '10:30' })],
      ['Die jag op Sondag: maak dit 12 gaste', change('yacht', { partySize: 12 })],
      ['Is die sjef al bevestig?', status('chef')],
      ['Wat is die nuus oor die villa in Kampsbaai?', status('villa')],
      ['Hoekom is my sekuriteit vir die gala afgekeur?', status('security')],
      ['Kanselleer asseblief my bestuurder se bespreking', cancel(DRIVERS)],
      ['Is my bestuurder al klaar bevestig of nie?', status(DRIVERS)],
      ['Skuif die aandete na nege-uur', change(DINNERS, { time: '21:00' })],
      // Questions.
      ['Is ek goud, platinum of swart lid? Ek het vergeet', question('tier')],
      [
        'Hoeveel van my maandelikse versoeke is nog oor voor die einde van die maand?',
        question('allowance'),
      ],
      ['Wanneer word my lidmaatskap weer hernu?', question('renewal')],
      ['Wat is alles vir my bespreek tussen nou en Sondag?', question('upcoming')],
      [
        "Gee my asseblief 'n lys van al die versoeke wat ek al by julle ingedien het",
        question('requests'),
      ],
      ['Het enige verskaffer al teruggekom na my toe?', question('provider_said')],
      ['Watter van my voorkeure het jy al onthou, soos kos en motors?', question('memory')],
      ['Hoe was my gemoed die laaste paar dae?', question('mood')],
      ['Vertel my gou waarmee jy my as concierge kan help', question('capabilities')],
      ['Het jy toegang tot die paspoort wat ek in my kluis gestoor het?', question('vault')],
      // A person, or out of scope.
      ['Ek wil asseblief met ’n mens praat', human],
      ["Kan ek met 'n regte persoon by die concierge praat, nie 'n robot nie?", human],
      ['Laat iemand my asseblief bel, dis dringend', human],
      ["Ek is glad nie tevrede nie. Ek wil met 'n mens praat, nie met 'n masjien nie", human],
      ['Wie het gister se rugbywedstryd by Loftus gewen?', outOfScope],
      ['Hoe warm gaan dit môre in Kaapstad wees?', outOfScope],
      ["Skryf asseblief vir my 'n gedigie vir my vrou se verjaarsdagkaartjie", outOfScope],
      ['Wat is 15% van R3 400?', outOfScope],
      ['Hoe verander ek die wagwoord van my Gmail?', outOfScope],
    ],
  ),
};
