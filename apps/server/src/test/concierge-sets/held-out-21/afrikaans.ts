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
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');

/** A table a human could file at either place (a landmark and the suburb or city it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-first held-out set: Afrikaans, as members write it (môreoggend om 7, môre om sesuur die
 * aand, môre om nege-uur, vanaand om 7, vanaand om 8, vanaand so teen 7, oormôre om 11, oormôre om
 * 12:30, Maandagoggend, Dinsdag om kwart oor drie die middag, Donderdagaand om 7, Vrydag om 10,
 * Vrydagaand om halfagt, Vrydagaand vanaf 6 uur, Saterdag om 10, Saterdagaand om 7, Saterdag om
 * kwart voor agt, Saterdag om 6 in die aand, Sondag om twee-uur die middag, Sondagmiddag om 2,
 * middagete Sondag om 1, vanaf die 18de, die 20ste, die 21ste, die 22ste, 20 Desember; halfnege,
 * kwart oor agt; Stellies, Kampsbaai, Houtbaai, Plettenbergbaai, Mosselbaai, Somerset West,
 * Bellville, Pretoria-Oos, "in die Paarl", "op Hermanus", Kaapstad se lughawe, "die lughawe in
 * George", die Vaal Dam; "ons is tien", "ek en my ma", "net ek alleen", "ek wil my vrou uitneem",
 * "die hele familie, 14 mense", "vir ses"; "bestuurder" for the driver, "seiljag" and "jag" for
 * the yacht, "lyfwag" for a bodyguard, "kinderoppasser" for a babysitter, "kelner" for a waiter,
 * "iemand in beheer" for a manager, "kluis" for the vault, "proeftydperk" for the trial,
 * "gemoed" for the mood, "asseblief"): new requests, tables, several requests at once, actions
 * on their requests (some a human would have to ask about), questions, and asking for a person or
 * for something out of scope. A note for a provider is labelled by a word the same in both
 * languages (vegan).
 */
export const HELD_OUT_21_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        "Ek soek 'n bestuurder wat my môreoggend om 7 by die huis in Durbanville kan oplaai",
        asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '07:00')),
      ],
      [
        "Kan julle asseblief 'n privaat sjef reël vir Saterdagaand om 7 by ons plek in Somerset West? Ons is tien mense.",
        asks(req('private_chef', 'Somerset West|Cape Town', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        "Ons benodig 'n villa in Plettenbergbaai vir die Kersvakansie, vanaf 20 Desember, vir agt mense",
        asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-20', null)),
      ],
      [
        "Ek wil graag 'n seiljag huur vanaf die V&A Waterfront op Sondag om twee-uur die middag, ons is 12",
        asks(req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 12 })),
      ],
      [
        "Kan jy vir my 'n lyfwag kry vir 'n funksie in Sandton op Vrydagaand vanaf 6 uur?",
        asks(req('security', 'Sandton|Johannesburg', 'fri', '18:00')),
      ],
      [
        'Vlugte vir twee van Kaapstad na Johannesburg op Maandagoggend, asseblief',
        asks(req(FLIGHT, CAPE_TOWN, 'mon', '09:00')),
      ],
      [
        "Ek het iemand nodig om 'n geskenk vir my vrou by Sandton City te gaan koop, teen Vrydag",
        asks(req(ERRAND, ['Sandton City|Johannesburg', 'Sandton|Johannesburg'], 'fri', null)),
      ],
      [
        "Reël asseblief 'n Range Rover vir my by die lughawe in George, oormôre om 11",
        asks(req(HIRE, ['George Airport|Garden Route', 'George|Garden Route'], '+2', '11:00')),
      ],
      [
        "My ouma word 90 en ons wil 'n groot ete op 'n wynplaas in Franschhoek hou. Kan julle dit vir ons beplan?",
        asks(req('event_planning', 'Franschhoek|Cape Winelands', null, null)),
      ],
      [
        "Ek en my ma wil graag 'n massering hê op Hermanus, Saterdag om 10",
        asks(req('other', 'Hermanus|Overberg', 'sat', '10:00')),
      ],
      [
        "Kan julle 'n gastehuis in die Paarl bespreek vir Vrydag en Saterdag, vir twee mense?",
        asks(req('accommodation', 'Paarl|Cape Winelands', 'fri', null)),
      ],
      [
        "Ek benodig 'n bestuurder van Lanseria af, Dinsdag om kwart oor drie die middag",
        asks(req('personal_driver', 'Lanseria International Airport|Johannesburg', 'tue', '15:15')),
      ],
      [
        'Kaartjies vir die Bulle by Loftus op Saterdag, vier asseblief',
        asks(req('other', 'Loftus Versfeld|Pretoria', 'sat', null)),
      ],
      [
        'Sekuriteit vir ons huis in Waterkloof terwyl ons weg is, vanaf die 18de',
        asks(req('security', 'Waterkloof|Pretoria', 'dom:18', null)),
      ],
      [
        "Ek soek 'n fotograaf vir my seun se doop by die kerk in Stellenbosch, Sondag om 10",
        asks(req('other', 'Stellenbosch|Cape Winelands', 'sun', '10:00')),
      ],
      [
        "Kan jy 'n helikoptervlug oor Cape Point reël vir oormôre om 12 uur?",
        asks(req(CHOPPER, 'Cape Point|Cape Town', '+2', '12:00')),
      ],
      [
        "Privaat sjef vir 'n braai by ons huis in Kampsbaai, môre om sesuur die aand, ses mense",
        asks(req('private_chef', 'Camps Bay|Cape Town', 'tomorrow', '18:00', { partySize: 6 })),
      ],
      [
        "Kan julle 'n kinderoppasser kry vir vanaand om 7 in Bellville?",
        asks(req('other', 'Bellville|Cape Town', 'today', '19:00')),
      ],
      [
        "Ek het 'n bestuurder nodig vir die hele dag op die 22ste, ek het vergaderings in Pretoria",
        asks(req('personal_driver', 'Pretoria|Pretoria', 'dom:22', null)),
      ],
      [
        "'n Boot op die Vaal Dam vir Sondagmiddag om 2, ons is agt",
        asks(req(BOAT, 'Vaal Dam|Vaal Triangle', 'sun', '14:00', { partySize: 8 })),
      ],

      // Tables.
      [
        "Tafel vir twee by 'n restaurant in Stellies, Vrydagaand om halfagt",
        asks(table('Stellenbosch|Cape Winelands', 'fri', '19:30', 2)),
      ],
      [
        "Bespreek asseblief vir ons 'n tafel vir ses in Houtbaai vanaand om 8",
        asks(table('Hout Bay|Cape Town', 'today', '20:00', 6)),
      ],
      [
        'Middagete Sondag om 1 vir die hele familie, 14 mense, iewers in Durbanville',
        asks(table('Durbanville|Cape Town', 'sun', '13:00', 14)),
      ],
      [
        'Ek wil my vrou uitneem vir aandete in Menlyn op Saterdag om kwart voor agt',
        asks(table('Menlyn|Pretoria', 'sat', '19:45', 2)),
      ],
      [
        'Ontbyt vir vier môre om nege-uur in Pretoria-Oos',
        asks(table('Pretoria East|Pretoria', 'tomorrow', '09:00', 4)),
      ],
      [
        "Kan julle 'n tafel vir agt by Babylonstoren bespreek vir middagete op die 21ste?",
        asks(table('Babylonstoren|Cape Winelands', 'dom:21', '12:30', 8)),
      ],
      [
        "'n Tafel vir drie in Mosselbaai, Donderdagaand om 7",
        asks(table('Mossel Bay|Garden Route', 'thu', '19:00', 3)),
      ],
      [
        "Net ek alleen - 'n tafel in Kampsbaai vir middagete môre",
        asks(table('Camps Bay|Cape Town', 'tomorrow', '12:30', 1)),
      ],
      [
        'Verjaarsdagete vir my pa, ons is 11, Saterdag om 6 in die aand by Spier',
        asks(table('Spier|Cape Winelands', 'sat', '18:00', 11)),
      ],
      [
        'Tafel vir 5 by die V&A, oormôre om 12:30',
        asks(table('V&A Waterfront|Cape Town', '+2', '12:30', 5)),
      ],
      [
        'Ons wil graag iewers op Hermanus gaan eet vanaand, twee mense, so teen 7',
        asks(table('Hermanus|Overberg', 'today', '19:00', 2)),
      ],
      [
        'Tafel vir 4 in Bloemfontein, Vrydag om 7 die aand',
        asks(table('Bloemfontein|Bloemfontein', 'fri', '19:00', 4)),
      ],

      // Several at once.
      [
        "Ek benodig 'n bestuurder van Kaapstad se lughawe af op Vrydag om 10, en 'n hotel in Stellenbosch vanaf Vrydag vir twee nagte",
        asks(
          req('personal_driver', CAPE_TOWN, 'fri', '10:00'),
          req('accommodation', 'Stellenbosch|Cape Winelands', 'fri', null),
        ),
      ],
      [
        "Môre: 'n sjef vir 6 by my huis in Constantia om 7 die aand, en 'n kelner vanaf 6:30",
        asks(
          req('private_chef', 'Constantia|Cape Town', 'tomorrow', '19:00', { partySize: 6 }),
          req('other', ['Constantia|Cape Town', null], 'tomorrow', '18:30'),
        ),
      ],
      [
        "Vlugte van Johannesburg na Durban op die 20ste, en 'n motor by King Shaka wanneer ons om 11 land",
        asks(
          req(FLIGHT, JOBURG, 'dom:20', null),
          req(CAR, 'King Shaka International Airport|Durban', 'dom:20', '11:00'),
        ),
      ],
      [
        "Saterdag: 'n tafel vir 4 om 1 in Franschhoek, dan 'n bestuurder om 5 terug Kaapstad toe",
        asks(
          table('Franschhoek|Cape Winelands', 'sat', '13:00', 4),
          req(
            'personal_driver',
            ['Franschhoek|Cape Winelands', 'Cape Town|Cape Town', null],
            'sat',
            '17:00',
          ),
        ),
      ],
      [
        "Reël asseblief 'n jag uit Houtbaai op Sondag om 10 vir 8 mense, en daarna middagete vir 8 om 1 in Houtbaai",
        asks(
          req(BOAT, 'Hout Bay|Cape Town', 'sun', '10:00', { partySize: 8 }),
          table('Hout Bay|Cape Town', 'sun', '13:00', 8),
        ),
      ],
      [
        "Drie goed vir Vrydag: 'n bestuurder om 8 van Brooklyn af, 'n tafel vir 2 om 1 in Hatfield, en 'n massering om 4",
        asks(
          req('personal_driver', 'Brooklyn|Pretoria', 'fri', '08:00'),
          table('Hatfield|Pretoria', 'fri', '13:00', 2),
          req('other', [null, 'Hatfield|Pretoria', 'Brooklyn|Pretoria'], 'fri', '16:00'),
        ),
      ],
      [
        "Vir die naweek in Plett: 'n huis vanaf Vrydag, en 'n tafel vir 6 op Saterdag om 7 die aand",
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'fri', null),
          tableAt(['Plettenberg Bay|Garden Route', null], 'sat', '19:00', 6),
        ),
      ],

      // Actions on their requests.
      [
        'Kanselleer asseblief vanaand se tafel by die Test Kitchen, my kind is siek',
        cancel('table_tonight'),
      ],
      [
        'Kan die bestuurder môre om 10 kom in plaas van 9?',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['Die sjef vir Saterdag - ons is nou net 6', change('chef', { partySize: 6 })],
      ['Het die mense van die villa in Kampsbaai al bevestig?', status('villa')],
      ['Kanselleer die seiljag op Sondag, die weer lyk sleg', cancel('yacht')],
      [
        'Skuif asseblief die ete in Constantia na Sondag, dieselfde tyd',
        change('chef', { date: 'sun' }),
      ],
      ['Wat het nou eintlik gebeur met my sekuriteitsversoek in Sandton?', status('security')],
      [
        'Kan ons vanaand se tafel na kwart oor agt skuif?',
        change('table_tonight', { time: '20:15' }),
      ],
      ['Sê vir die sjef een van die gaste is vegan', change('chef', { notes: 'vegan' })],
      [
        'Die bestuurder by OR Tambo môre moet my eerder by Lanseria oplaai',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Hoe lyk dit met Cape Executive vir volgende Vrydag?', status('driver_friday')],
      ['Die villa - ons is nou agt gaste', change('villa', { partySize: 8 })],
      ['Kanselleer asseblief my bestuurder', cancel(DRIVERS)],
      ['Skuif asseblief die ete na halfnege, ons werk laat', change(DINNERS, { time: '20:30' })],
      ['Is my bevestigde bespreking nog in orde?', status(CONFIRMED)],
      ['Kanselleer die naweek se bespreking, ons gaan nie meer nie', cancel(WEEKEND)],
      ['Hoe staan sake met my bestuurder?', status(DRIVERS)],
      ['Kanselleer die een wat nog hangende is', cancel(PENDING)],

      // Questions.
      ['Watter lidmaatskapvlak het ek tans?', question('tier')],
      ['Hoeveel versoeke kan ek nog hierdie maand maak voor ek klaar is?', question('allowance')],
      ['My kaart verval binnekort - op watter datum hernu my lidmaatskap?', question('renewal')],
      ['Wanneer loop my proeftydperk presies uit?', question('renewal')],
      ['Wat staan alles vir my op die program die week?', question('upcoming')],
      ["Wys my asseblief 'n lys van al my versoeke tot dusver", question('requests')],
      ['Het enige van die verskaffers al teruggekom na jou toe?', question('provider_said')],
      ['Wat het jy alles oor my voorkeure gestoor?', question('memory')],
      ['Volgens my joernaal, hoe was my gemoed die afgelope week?', question('mood')],
      ['Met watter soort goed kan jy my alles help?', question('capabilities')],
      ['Is my paspoort in die kluis?', question('vault')],
      ['Watter pakket is ek op, en hoeveel versoeke het ek nog?', question('tier', 'allowance')],

      // A person, and out of scope.
      ["Kan ek asseblief met 'n regte mens by Aurum praat?", human],
      ['Kan iemand van julle span my bel? My nommer is 083 412 7789', human],
      ["Ek wil 'n klagte indien by iemand in beheer", human],
      ["Gee my 'n persoon, nie 'n robot nie", human],
      ['Weet jy wat die hoofstad van Australië is?', outOfScope],
      ["Hoe maak 'n mens 'n goeie melktert?", outOfScope],
      ['Gaan dit môremiddag in Pretoria reën, dink jy?', outOfScope],
      ['Wie het laas jaar die Curriebeker gewen?', outOfScope],
    ],
  ),
};
