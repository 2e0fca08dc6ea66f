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
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/** A table a human could file at either place (a landmark and the suburb or city it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twentieth held-out set: Afrikaans, as members write it (môreoggend om 7, môreaand om 8, vanaand
 * om 8, vanaand om 6, vanmiddag om 4, oormôre om 10, oormôre om 6, Vrydag om halfagt,
 * Vrydagmiddag om 3, Saterdag om 7 in die aand, Saterdag om kwart oor sewe in die aand,
 * Sondag om een uur, middagete Sondag, Donderdagaand om 6, Donderdagaand om 7, Maandagaand om 7,
 * Dinsdag om 2, Woensdag om 11, vanaf Maandag, die 14de, die 15de, die 17de, die 18de, die 21ste,
 * die 22ste, die 26ste, Kersdag; Stellies, Kampsbaai, Houtbaai, Seepunt, Somerset-Wes,
 * Tygervallei, Kuilsrivier, Pretoria-Oos, "in die Paarl", "op Hermanus", "oor Tafelberg",
 * Kaapstad lughawe, die Vaalrivier, die strandmeer by Langebaan; "ons is twaalf mense", "ek en my
 * ma", "net ek alleen", "my en my vrou", "vir ses mense"; "bestuurder" and "chauffeur" for the
 * driver, "iemand in beheer" for a manager, "kluis" for the vault, "proeftydperk" for the trial,
 * "asseblief"): new requests, tables, several requests at once, actions on their requests (some a
 * human would have to ask about), questions, and asking for a person or for something out of
 * scope. A note for a provider is labelled by a word the same in both languages (vegan).
 */
export const HELD_OUT_20_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        "Ek soek 'n bestuurder môreoggend om 7 van Stellenbosch na Kaapstad lughawe",
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'tomorrow', '07:00')),
      ],
      [
        "Ons wil graag 'n privaat sjef hê vir Saterdag om 7 in die aand by ons huis in Durbanville, ons is 10",
        asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        "Kan julle 'n villa op Hermanus vir ons kry vanaf die 18de? Ons is ses",
        asks(req('accommodation', 'Hermanus|Overberg', 'dom:18', null, { partySize: 6 })),
      ],
      [
        "Ek het 'n jag nodig vanuit Houtbaai, Sondag om 11, vir 8 mense",
        asks(req(BOAT, 'Hout Bay|Cape Town', 'sun', '11:00', { partySize: 8 })),
      ],
      [
        "Reël asseblief 'n lyfwag vir my vrou se boekbekendstelling in Pretoria-Oos, Donderdagaand om 6",
        asks(req('security', 'Pretoria East|Pretoria', 'thu', '18:00')),
      ],
      [
        "Ek wil 'n Range Rover huur vir die naweek, om op te laai in Somerset-Wes Vrydag om 9",
        asks(req('luxury_vehicle', 'Somerset West|Cape Town', 'fri', '09:00')),
      ],
      [
        'Vlugte vir twee van Kaapstad na George op die 15de, asseblief',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:15', null)),
      ],
      [
        "My dogter word 18 en ek wil 'n partytjie reël op ons plaas buite die Paarl, op die 26ste",
        asks(req('event_planning', 'Paarl|Cape Winelands', 'dom:26', null)),
      ],
      [
        "Kan iemand vir my 'n geskenk gaan koop by Canal Walk? Ek het dit teen Vrydag nodig",
        asks(req(ERRAND, ['Canal Walk|Cape Town', 'Century City|Cape Town'], 'fri', null)),
      ],
      [
        "'n Helikoptervlug oor Tafelberg vir my en my man, oormôre om 10",
        asks(
          req(CHOPPER, ['Table Mountain|Cape Town', 'Cape Town|Cape Town', null], '+2', '10:00'),
        ),
      ],
      [
        "Ek soek 'n masseuse by die huis in Kampsbaai vanmiddag om 4",
        asks(req('other', 'Camps Bay|Cape Town', 'today', '16:00')),
      ],
      [
        "Ons het 'n gastehuis in Clanwilliam nodig vir twee nagte vanaf Vrydag",
        asks(req('accommodation', 'Clanwilliam|West Coast', 'fri', null)),
      ],
      [
        "Kan julle vir my 'n bestuurder kry wat my ma Dinsdag om 2 by die hospitaal in Tygervallei gaan haal?",
        asks(req('personal_driver', 'Tyger Valley|Cape Town', 'tue', '14:00')),
      ],
      [
        'Sekuriteit vir ons huis in Waterkloof terwyl ons weg is, vanaf Maandag',
        asks(req('security', 'Waterkloof|Pretoria', 'mon', null)),
      ],
      [
        'Twee kaartjies vir die Stormers by die DHL Stadium Saterdag, asseblief',
        asks(req('other', 'DHL Stadium|Cape Town', 'sat', null)),
      ],
      [
        "Ek wil 'n sjef hê om môreaand om 8 vir ses mense te kook by ons plek in Brooklyn in Pretoria",
        asks(req('private_chef', 'Brooklyn|Pretoria', 'tomorrow', '20:00', { partySize: 6 })),
      ],
      [
        "Kan julle vir my 'n hotel in Bloemfontein kry vir Woensdag? Ek is daar vir werk",
        asks(req('accommodation', 'Bloemfontein|Bloemfontein', 'wed', null)),
      ],
      [
        "'n Bestuurder van Lanseria af, Vrydagmiddag om 3",
        asks(req('personal_driver', 'Lanseria International Airport|Johannesburg', 'fri', '15:00')),
      ],
      [
        "Ek soek 'n fotograaf vir my seun se doop in Bellville op die 21ste",
        asks(req('other', 'Bellville|Cape Town', 'dom:21', null)),
      ],
      [
        "Ons wil 'n boot op die Vaalrivier huur vir Saterdag, ons is 12",
        asks(req(BOAT, 'Vaal River|Vaal Triangle', 'sat', null, { partySize: 12 })),
      ],
      [
        "Kan julle 'n kinderoppasser reël vir vanaand om 6 in Tamboerskloof?",
        asks(req('other', 'Tamboerskloof|Cape Town', 'today', '18:00')),
      ],
      [
        "Ek het 'n chauffeur nodig vir 'n troue in Franschhoek op die 14de, van 2 uur af",
        asks(req('personal_driver', 'Franschhoek|Cape Winelands', 'dom:14', '14:00')),
      ],

      // Tables.
      [
        "'n Tafel vir vier in Stellies vir Vrydag om halfagt in die aand, asseblief",
        asks(table('Stellenbosch|Cape Winelands', 'fri', '19:30', 4)),
      ],
      [
        "Bespreek vir my en my vrou 'n tafel in Seepunt vanaand om 8",
        asks(table('Sea Point|Cape Town', 'today', '20:00', 2)),
      ],
      [
        "Ons is twaalf mense. Kan julle 'n restaurant in Pretoria-Oos vir middagete Sondag kry?",
        asks(table('Pretoria East|Pretoria', 'sun', '12:30', 12)),
      ],
      [
        "Ontbyt vir drie by 'n restaurant in Houtbaai môre om 9",
        asks(table('Hout Bay|Cape Town', 'tomorrow', '09:00', 3)),
      ],
      [
        "Tafel vir 2 by 'n restaurant in Franschhoek op die 22ste, om 7 in die aand",
        asks(table('Franschhoek|Cape Winelands', 'dom:22', '19:00', 2)),
      ],
      [
        "Kan ek 'n tafel vir ses in Menlyn kry, Saterdag om kwart oor sewe in die aand?",
        asks(table('Menlyn|Pretoria', 'sat', '19:15', 6)),
      ],
      [
        "Net ek alleen: 'n tafel in Kuilsrivier vir middagete môre",
        asks(table('Kuils River|Cape Town', 'tomorrow', '12:30', 1)),
      ],
      [
        "'n Tafel vir 5 by 'n restaurant op Hermanus, Donderdag om 6 in die aand",
        asks(table('Hermanus|Overberg', 'thu', '18:00', 5)),
      ],
      [
        "Bespreek asseblief 'n tafel by die V&A vir agt mense, Sondag om een uur",
        asks(tableAt(['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'], 'sun', '13:00', 8)),
      ],
      [
        "Ek en my ma wil Woensdag om 11 in Montagu gaan tee drink, 'n tafel vir twee asseblief",
        asks(table('Montagu|Cape Winelands', 'wed', '11:00', 2)),
      ],
      [
        "Kersdag middagete vir 14 by 'n restaurant in die Paarl",
        asks(table('Paarl|Cape Winelands', 'md:12-25', '12:30', 14)),
      ],
      [
        "Ons soek 'n tafel vir 4 in Centurion, Maandagaand om 7",
        asks(table('Centurion|Pretoria', 'mon', '19:00', 4)),
      ],

      // Several at once.
      [
        "Môre het ek 'n bestuurder nodig van Seepunt na Stellenbosch om 10, en 'n tafel vir twee in Stellenbosch om 1",
        asks(
          req('personal_driver', 'Sea Point|Cape Town', 'tomorrow', '10:00'),
          table('Stellenbosch|Cape Winelands', 'tomorrow', '13:00', 2),
        ),
      ],
      [
        "Vrydag: 'n villa in Langebaan vir ons gesin. Saterdag: 'n boot op die strandmeer om 10. Sondag: 'n sjef vir 8 om 1 by die villa",
        asks(
          req('accommodation', 'Langebaan|West Coast', 'fri', null),
          req(BOAT, ['Langebaan Lagoon|West Coast', 'Langebaan|West Coast'], 'sat', '10:00'),
          req('private_chef', ['Langebaan|West Coast', null], 'sun', '13:00', { partySize: 8 }),
        ),
      ],
      [
        "Vlugte van Johannesburg na Kaapstad op die 17de, en 'n motor met 'n bestuurder by Kaapstad lughawe wanneer ons land",
        asks(
          req(FLIGHT, JOBURG, 'dom:17', null),
          req(CAR, 'Cape Town International Airport|Cape Town', 'dom:17', null),
        ),
      ],
      [
        "Ek soek 'n masseuse en 'n haarkapper by die hotel op Hermanus, Saterdag om 9",
        asks(
          req('other', 'Hermanus|Overberg', 'sat', '09:00'),
          req('other', 'Hermanus|Overberg', 'sat', '09:00'),
        ),
      ],
      [
        "'n Hotel in Knysna vanaf Donderdag, en 'n tafel vir 4 by 'n restaurant op Leisure Isle Donderdagaand om 7",
        asks(
          req('accommodation', 'Knysna|Garden Route', 'thu', null),
          table('Leisure Isle|Garden Route', 'thu', '19:00', 4),
        ),
      ],
      [
        "Oormôre: 'n bestuurder om 6 van Centurion na OR Tambo, en 'n vlug na Durban om 9",
        asks(
          req('personal_driver', 'Centurion|Pretoria', '+2', '06:00'),
          req(FLIGHT, JOBURG, '+2', '09:00'),
        ),
      ],

      // Actions on the member's requests.
      [
        'My man het griep gekry, kanselleer asseblief vanaand se tafel by The Test Kitchen',
        cancel('table_tonight'),
      ],
      ['Kan die sjef Saterdag eerder om sesuur saans begin?', change('chef', { time: '18:00' })],
      ['Het Atlantic Blue al die jag vir Sondag bevestig?', status('yacht')],
      [
        'Die villa in Kampsbaai: ons is nou agt mense, nie ses nie',
        change('villa', { partySize: 8 }),
      ],
      [
        'Skuif asseblief my bestuurder van môreoggend na 10:30',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      ['Wat het gebeur met die sekuriteit vir die gala in Sandton?', status('security')],
      ['Ek wil die bestuurder van volgende Vrydag in Kaapstad kanselleer', cancel('driver_friday')],
      [
        'Die tafel vanaand by The Test Kitchen, kan dit vir vier wees in plaas van twee?',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Sê asseblief vir Saterdag se sjef twee van die gaste is vegan',
        change('chef', { notes: 'vegan' }),
      ],
      ['Is daar al nuus oor die huis in Kampsbaai?', status('villa')],
      ['Kanselleer my bestuurder asseblief, ek het hom nie meer nodig nie', cancel(DRIVERS)],
      ['Kanselleer die ete, ons bly eerder by die huis', cancel(DINNERS)],
      ['Hoe lyk dit met my naweekbespreking?', status(WEEKEND)],
      ['Kan my bestuurder eerder om 08:00 kom?', change(DRIVERS, { time: '08:00' })],
      ["Skuif die jag asseblief 'n week later, dieselfde tyd", change('yacht', { date: 'sun+7' })],
      [
        'Die verjaarsdagete op die wynplaas in Franschhoek, is dit nou heeltemal gekanselleer?',
        status('event'),
      ],
      [
        'Môre se bestuurder moet my by Lanseria kry, nie by OR Tambo nie',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Die sjef op Saterdag: skuif dit na Sondag, selfde tyd', change('chef', { date: 'sun' })],

      // Questions.
      ['Watter lidmaatskapvlak het ek op die oomblik?', question('tier')],
      [
        'Hoeveel van my maandelikse versoeke het ek nog oor tot einde van die maand?',
        question('allowance'),
      ],
      ['Op watter datum word my Aurum-lidmaatskap volgende hernu?', question('renewal')],
      ['Hoeveel dae het ek nog oor van die gratis proeftydperk?', question('renewal')],
      ['Wat staan die week alles vir my voor?', question('upcoming')],
      ['Wys my asseblief al my versoeke, ook dié wat gekanselleer is', question('requests')],
      ['Het die diensverskaffers al iets vir my teruggeskryf?', question('provider_said')],
      ['Watter goed het jy al oor my voorkeure onthou?', question('memory')],
      ['Volgens my joernaal, hoe het my bui die afgelope twee weke gelyk?', question('mood')],
      ['Ek is nuut hier: met watter soort goed kan jy my help?', question('capabilities')],
      ['Wat is in my kluis gestoor?', question('vault')],
      [
        'Is ek Goud of Platinum, en hoeveel versoeke kry ek per maand?',
        question('tier', 'allowance'),
      ],

      // A person, or out of scope.
      ["Ek wil asseblief met 'n regte mens praat, nie 'n bot nie", human],
      ['Kan iemand my asseblief bel? My nommer is 082 555 0192', human],
      ["Ek wil met iemand in beheer praat oor 'n klagte", human],
      ["Gee my asseblief 'n resep vir melktert", outOfScope],
      ['Wie het verlede jaar die Curriebeker gewen?', outOfScope],
      ['Wat is die wisselkoers van die rand teen die dollar vandag?', outOfScope],
    ],
  ),
};
