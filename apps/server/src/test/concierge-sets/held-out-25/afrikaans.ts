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

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const TOUR: ServiceType[] = ['other', 'travel'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const MENLYN_MAINE = ['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'];
const BLOEM = ['Bram Fischer International Airport|Bloemfontein', 'Bloemfontein|Bloemfontein'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');

/** A table a human could file at either place (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-fifth held-out set: Afrikaans, as members write it (môreoggend om 7, môre om 10, môreaand
 * om 7, môremiddag om 3, vanmiddag om 4, vanaand om agtuur, oormôre, oormôre om 6 die aand, Vrydag
 * om 7 die aand, Saterdag om 11, Saterdag om 6 die aand, Sondag om 2 uur die middag, Sondag om
 * halfeen, Maandag om 14:00, volgende week Dinsdag, die 17de, die 20ste, die 25ste, die 26ste;
 * Kaapstad se lughawe, Kampsbaai, Houtbaai, Durbanville, Constantia, Stellenbosch, Franschhoek,
 * Paarl, Tulbagh, Hermanus, Plettenbergbaai, Clarens, Bloemfontein, Pretoria, Waterkloof,
 * Menlyn Maine, Sandton, Sandton City, Lanseria, OR Tambo; "ons is agt", "vir tien mense", "ek en
 * my vrou", "vir twee", "ons is nou tien"; "bestuurder" and "chauffeur" for the driver, "sjef" and
 * "kok" for the chef, "jag" and "boot" for the yacht, "lyfwag" and "sekuriteit" for security,
 * "huurmotor" for a hire car, "vlug" for a flight, "gastehuis" for a guest house, "massering" for a
 * massage, "kluis" for the vault, "gemoed" for the mood, and "bestuurder" for a manager too, beside
 * "klagte"): new requests, tables, several requests at once, actions on their requests (some a
 * human would have to ask about), questions, and asking for a person or for something out of
 * scope. A note for a provider is labelled by a word the same in both languages (vegan, halaal).
 */
export const HELD_OUT_25_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        "Ek soek 'n bestuurder wat my môreoggend om 7 by die huis in Durbanville oplaai",
        asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '07:00')),
      ],
      [
        "Kan julle 'n privaat sjef reël vir Saterdag om 7 die aand, vir tien mense in Stellenbosch?",
        asks(req('private_chef', 'Stellenbosch|Cape Winelands', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        "Ons wil graag 'n villa in Plettenbergbaai huur vanaf Vrydag, vir ses mense",
        asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'fri', null, { partySize: 6 })),
      ],
      [
        "Bespreek asseblief 'n jag by die V&A vir Sondag om 2 uur die middag, ons is agt",
        asks(req(BOAT, WATERFRONT, 'sun', '14:00', { partySize: 8 })),
      ],
      [
        "Ek het 'n lyfwag nodig vir 'n funksie in Sandton môreaand om 7",
        asks(req(ESCORT, 'Sandton|Johannesburg', 'tomorrow', '19:00')),
      ],
      [
        "Ek wil graag 'n Range Rover huur in Kaapstad vir oormôre",
        asks(req(HIRE, 'Cape Town|Cape Town', '+2', null)),
      ],
      [
        "Boek vir my asseblief 'n vlug van Kaapstad na Johannesburg op die 20ste om 6 uur die oggend",
        asks(req(FLIGHT, CAPE_TOWN, 'dom:20', '06:00')),
      ],
      [
        'Ek het iemand nodig om vir my klere te gaan koop by Sandton City, môre om 10',
        asks(req(ERRAND, SANDTON_CITY, 'tomorrow', '10:00')),
      ],
      [
        'Reël asseblief my seun se 21ste verjaarsdagpartytjie in Pretoria op die 25ste',
        asks(req(PARTY, 'Pretoria|Pretoria', 'dom:25', null)),
      ],
      [
        "Ek soek 'n massering by die huis in Waterkloof vanmiddag om 4",
        asks(req('other', 'Waterkloof|Pretoria', 'today', '16:00')),
      ],
      [
        "Ons benodig 'n gastehuis in Clarens vanaf Vrydag, net vir ons twee",
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null)),
      ],
      [
        "Kan julle 'n helikoptervlug oor Kaapstad reël, Saterdag om 11?",
        asks(req(CHOPPER, 'Cape Town|Cape Town', 'sat', '11:00')),
      ],
      [
        "'n Chauffeur om my by Lanseria te kry, Maandag om 14:00",
        asks(req('personal_driver', LANSERIA, 'mon', '14:00')),
      ],
      [
        "Huurmotor vir die naweek in Franschhoek? Iets soos 'n Porsche, vanaf Vrydag",
        asks(req(HIRE, 'Franschhoek|Cape Winelands', 'fri', null)),
      ],
      [
        "Ek wil graag 'n wynproe in Paarl hê, Saterdag om 10, vir vier van ons",
        asks(req(TOUR, 'Paarl|Cape Winelands', 'sat', '10:00')),
      ],
      [
        'Sekuriteit vir ons troue in Tulbagh op die 26ste, asseblief',
        asks(req(ESCORT, 'Tulbagh|Cape Winelands', 'dom:26', null)),
      ],
      [
        "'n Kok vir 'n braai by ons huis in Hermanus oormôre om 6 die aand",
        asks(req(BRAAI, 'Hermanus|Overberg', '+2', '18:00')),
      ],
      [
        "Kan ek 'n boot kry vir 'n visvang-trip in Houtbaai volgende week Dinsdag om 7 die oggend?",
        asks(req(BOAT, 'Hout Bay|Cape Town', 'next:tue', '07:00')),
      ],
      // Tables.
      [
        "Tafel vir vier by 'n restaurant in Stellenbosch, Vrydag om 7 die aand",
        asks(table('Stellenbosch|Cape Winelands', 'fri', '19:00', 4)),
      ],
      [
        "Kan jy 'n tafel vir twee in Kampsbaai bespreek vir vanaand om agtuur?",
        asks(table('Camps Bay|Cape Town', 'today', '20:00', 2)),
      ],
      [
        'Middagete vir ses in Franschhoek Sondag om halfeen',
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 6)),
      ],
      [
        "Ek en my vrou wil môreaand om 7 in Pretoria uiteet, kan jy 'n tafel kry?",
        asks(table('Pretoria|Pretoria', 'tomorrow', '19:00', 2)),
      ],
      [
        'Tafel vir agt in Menlyn Maine, Saterdag om 6 die aand',
        asks(tableAt(MENLYN_MAINE, 'sat', '18:00', 8)),
      ],
      [
        'Ontbyt vir drie môre om 8 in Houtbaai, asseblief',
        asks(table('Hout Bay|Cape Town', 'tomorrow', '08:00', 3)),
      ],
      // Several at once.
      [
        "Ek het 'n bestuurder nodig by die lughawe in Kaapstad môre om 10, en dan 'n tafel vir twee in Kampsbaai om 7 die aand",
        asks(
          req('personal_driver', CAPE_TOWN_AIRPORT, 'tomorrow', '10:00'),
          table('Camps Bay|Cape Town', 'tomorrow', '19:00', 2),
        ),
      ],
      [
        "Reël asseblief 'n sjef vir Saterdag om 7 die aand in Constantia vir ses, en 'n jag by die V&A vir Sondag om 3 die middag",
        asks(
          req('private_chef', 'Constantia|Cape Town', 'sat', '19:00', { partySize: 6 }),
          req(BOAT, WATERFRONT, 'sun', '15:00'),
        ),
      ],
      [
        "Vlug van Bloemfontein na Kaapstad op die 17de om 7 die oggend, en 'n huurmotor by die lughawe in Kaapstad dieselfde dag om 10",
        asks(
          req(FLIGHT, BLOEM, 'dom:17', '07:00'),
          req(HIRE, CAPE_TOWN_AIRPORT, 'dom:17', '10:00'),
        ),
      ],
      // Their own requests.
      ['Kanselleer asseblief my tafel vanaand by die Test Kitchen', cancel('table_tonight')],
      [
        'Skuif my bestuurder van môre na 10 uur die oggend',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      [
        'Vir Saterdag se sjef: daar kom nog twee by, so ons is tien',
        change('chef', { partySize: 10 }),
      ],
      ['Hoe lyk dit met die Kampsbaai-villa, is dit al deur?', status('villa')],
      [
        'Die voorspelling vir Sondag is wind en reën, kanselleer asseblief die boot',
        cancel('yacht'),
      ],
      ['Ek het nie meer my chauffeur nodig nie, kanselleer hom asseblief', cancel(DRIVERS)],
      ['Verander die ete na nege uur die aand', change(DINNERS, { time: '21:00' })],
      ['Is die naweek se bespreking al bevestig?', status(WEEKEND)],
      ['Alles wat nog nie bevestig is nie, kanselleer dit maar alles', cancel(PENDING)],
      ['Hoekom het Shield Protection my versoek afgekeur?', status('security')],
      ['Die sjef moet eerder Vrydag kom, selfde tyd', change('chef', { date: 'fri' })],
      [
        'Die bestuurder in Kaapstad volgende week kan maar gekanselleer word',
        cancel('driver_friday'),
      ],
      ['Sê asseblief vir die sjef twee van die gaste is vegan', change('chef', { notes: 'vegan' })],
      ['Kan die jag om 4 uur vertrek in plaas van 3?', change('yacht', { time: '16:00' })],
      ['Is my tafel vir vanaand al bevestig?', status('table_tonight')],
      ['Tafel vanaand: ons is nou drie', change('table_tonight', { partySize: 3 })],
      [
        'Die OR Tambo-oplaai môre moet eerder by Lanseria wees',
        change('driver_tomorrow', { place: LANSERIA }),
      ],
      ['Wat het van die Franschhoek-partytjie vir my vrou se vyftigste geword?', status('event')],
      ['Kanselleer die een wat reeds bevestig is', cancel(CONFIRMED)],
      ['Het die chauffeur al bevestig?', status(DRIVERS)],
      [
        'Die villa in Kampsbaai: ons is nou agt, twee vriende kom saam',
        change('villa', { partySize: 8 }),
      ],
      ['Sê vir die kok die kos moet halaal wees vir Saterdag', change('chef', { notes: 'halaal' })],
      // Questions.
      ['Watter vlak lidmaatskap het ek op die oomblik?', question('tier')],
      [
        'Hoeveel van my maandelikse versoeke kan ek nog gebruik voor die einde van die maand?',
        question('allowance'),
      ],
      ['Op watter datum word my Aurum-lidmaatskap weer hernu?', question('renewal')],
      ['Watter besprekings het ek tussen nou en Sondag?', question('upcoming')],
      ["Gee my asseblief 'n lys van elke versoek wat ek al ingedien het", question('requests')],
      [
        'Het een van die diensverskaffers al teruggeskryf oor my besprekings?',
        question('provider_said'),
      ],
      ['Watter goed oor my het jy al onthou?', question('memory')],
      ['Volgens my joernaal, hoe was my gemoed die laaste paar dae?', question('mood')],
      ['Met watter soort goed kan jy my eintlik help?', question('capabilities')],
      ['Watter dokumente het ek in my kluis?', question('vault')],
      ['Hoeveel dae het ek nog op die gratis proeftydperk?', question('renewal')],
      ['Is ek op die Elite-plan of op Signature?', question('tier')],
      ['Wat het die diensverskaffers gesê oor my besprekings?', question('provider_said')],
      ['Kan jy ook vlugte vir my bespreek?', question('capabilities')],
      ['Watter voorkeure het jy vir my gestoor?', question('memory')],
      ['Wat is volgende op my kalender?', question('upcoming')],
      ['Watter van my versoeke is nog hangende?', question('requests')],
      // A person, and out of scope.
      ["Kan ek met iemand van die span praat, nie 'n masjien nie?", human],
      ["Skakel my deur na 'n konsiërge, dis dringend", human],
      ["Kan 'n mens my asseblief bel op 082 555 0100?", human],
      ["Ek het 'n klagte en wil met 'n bestuurder praat", human],
      ['Hoeveel rand kry ek vandag vir een Britse pond?', outOfScope],
      ["Hoe lank moet 'n lamsboud in die oond bly?", outOfScope],
      ['Wat is die hoofstad van Nieu-Seeland?', outOfScope],
      ['Help my asseblief met my kind se wiskunde-huiswerk', outOfScope],
      ['Gaan dit Saterdag in Stellenbosch reën?', outOfScope],
      ["Skryf asseblief vir my 'n rympie vir my ma se sewentigste verjaarsdag", outOfScope],
      [
        "Ons soek 'n hotel in Knysna vanaf môre vir drie dae",
        asks(req('accommodation', 'Knysna|Garden Route', 'tomorrow', null)),
      ],
      ['Kanselleer asseblief die Saterdag-ete by ons huis in Constantia', cancel('chef')],
      ['Het Atlantic Blue al iets gesê oor Sondag se boottoer?', status('yacht')],
      [
        'Tafel vir vyf in Durbanville, Sondag om 1 uur die middag',
        asks(table('Durbanville|Cape Town', 'sun', '13:00', 5)),
      ],
      ['Is daar iets vir my bespreek vir die naweek?', question('upcoming')],
    ],
  ),
};
