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
const TRAIN: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ESCORT: ServiceType[] = ['security', 'other'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
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
 * Twenty-third held-out set: Afrikaans, as members write it (môre om 7 uur, môreoggend om 10, môre
 * om 1, môre om 8:30, môreaand om 7, vanaand om 7, vanaand om agt, oormôre om 11, Vrydag om
 * halfeen, Vrydag om 8, Vrydag van 6 af, Saterdag om 7 die aand, Saterdag om 6, Saterdag om 10,
 * Saterdag om 1, Sondag om 2, Sondag om 12, Sondag middagete, volgende week Dinsdag, op die 18de,
 * die 19de, die 20ste, die 21ste om halfagt, die 24ste, die 25ste, die 28ste, Valentynsdag;
 * Stellies, Kampsbaai, Houtbaai, Plettenbergbaai, Melkbos, Kaapstad se lughawe, Bloemfontein se
 * lughawe, Durbanville, Bellville, Centurion, Menlyn, Brooklyn, Waterkloof, Clarens, Tulbagh,
 * Paarl, Fancourt, Lanzerac, Spier; "ons is agt", "ons is tien", "vir ses mense", "ons is vyf",
 * "vir twee", "ek en my vrou"; "bestuurder" for the driver, "jag" and "seiljag" for the yacht,
 * "walvisboot" for a whale-watching boat, "lyfwag" for a bodyguard, "oppasser" for a babysitter,
 * "haarkapper" for a hairdresser, "huurmotor" for a hire car, "kluis" for the vault, "proeftyd"
 * for the trial, "bui" and "gemoedstoestand" for the mood): new requests, tables, several
 * requests at once, actions on their requests (some a human would have to ask about), questions,
 * and asking for a person or for something out of scope. A note for a provider is labelled by a
 * word the same in both languages (vegan).
 */
export const HELD_OUT_23_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        "Ek soek 'n bestuurder môre om 7 uur van Stellenbosch na die lughawe",
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'tomorrow', '07:00')),
      ],
      [
        "Kan julle vir ons 'n privaat sjef kry vir Saterdag om 7 die aand in Durbanville? Ons is tien",
        asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        "Ek het 'n villa in Plettenbergbaai nodig vanaf die 20ste vir ses mense",
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:20', null, { partySize: 6 }),
        ),
      ],
      [
        "Kan jy 'n jag reël by die Waterfront vir Sondag om 2 uur? Ons is agt",
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 8 })),
      ],
      [
        "Ons wil 'n huurmotor hê in Kaapstad vanaf môre, iets soos 'n Range Rover",
        asks(req(HIRE, CAPE_TOWN, 'tomorrow', null)),
      ],
      [
        "Ek benodig 'n lyfwag vir 'n funksie in Sandton vanaand om 7",
        asks(req(ESCORT, 'Sandton|Johannesburg', 'today', '19:00')),
      ],
      [
        'Vlugte vir twee van Kaapstad na Durban op die 18de in die oggend asseblief',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:18', '09:00', { partySize: 2 })),
      ],
      [
        'Kan iemand my help met inkopies by Sandton City môreoggend om 10?',
        asks(req(ERRAND, SANDTON_CITY, 'tomorrow', '10:00')),
      ],
      [
        "Ek beplan 'n partytjie vir my ma se 70ste in Pretoria op die 25ste, help asseblief",
        asks(req('event_planning', 'Pretoria|Pretoria', 'dom:25', null)),
      ],
      [
        "'n Helikopter van Kaapstad se lughawe na Franschhoek môre om 11",
        asks(req(CHOPPER, 'Cape Town International Airport|Cape Town', 'tomorrow', '11:00')),
      ],
      [
        "Ek het 'n oppasser nodig vir Vrydag van 6 af in Durbanville",
        asks(req('other', 'Durbanville|Cape Town', 'fri', '18:00')),
      ],
      [
        "Kan julle 'n haarkapper huis toe stuur in Waterkloof môre om 2?",
        asks(req('other', 'Waterkloof|Pretoria', 'tomorrow', '14:00')),
      ],
      [
        "Ons soek 'n gastehuis in Clarens vanaf die 19de vir vier",
        asks(req('accommodation', 'Clarens|Eastern Free State', 'dom:19', null, { partySize: 4 })),
      ],
      [
        'Sekuriteit vir ons huis in Constantia van Vrydag af, ons gaan weg',
        asks(req('security', 'Constantia|Cape Town', 'fri', null)),
      ],
      [
        "'n Bestuurder vir my pa by Bloemfontein se lughawe oormôre om 11",
        asks(req('personal_driver', BLOEM, '+2', '11:00')),
      ],
      [
        'Kan jy vir ons die Rovos-trein bespreek van Pretoria af op die 24ste?',
        asks(req(TRAIN, 'Pretoria|Pretoria', 'dom:24', null)),
      ],
      [
        "Ek wil 'n troue beplan in Tulbagh op die 28ste",
        asks(req('event_planning', 'Tulbagh|Cape Winelands', 'dom:28', null)),
      ],
      [
        "Ons soek 'n motor met 'n bestuurder vir die hele dag Saterdag vanaf 8 in Stellenbosch, ons gaan wyn proe",
        asks(req(CAR, 'Stellenbosch|Cape Winelands', 'sat', '08:00')),
      ],
      [
        "Kry vir my 'n kamer by die Mount Nelson vanaf môre",
        asks(req('accommodation', MOUNT_NELSON, 'tomorrow', null)),
      ],
      [
        "Ek wil graag 'n rondte gholf by Fancourt hê vir drie, Vrydag om 8",
        asks(req('other', 'Fancourt|Garden Route', 'fri', '08:00', { partySize: 3 })),
      ],
      [
        "Ek soek 'n kok wat volgende week Dinsdag om 6 vir ons in Menlyn kan kook, ons is vyf",
        asks(req('private_chef', 'Menlyn|Pretoria', 'next:tue', '18:00', { partySize: 5 })),
      ],
      // Tables.
      [
        "Bespreek asseblief 'n tafel vir vier by 'n restaurant in Houtbaai vir Sondag middagete",
        asks(table('Hout Bay|Cape Town', 'sun', '12:30', 4)),
      ],
      [
        'Tafel vir twee vanaand om agt in Stellies asb',
        asks(table('Stellenbosch|Cape Winelands', 'today', '20:00', 2)),
      ],
      [
        "Ek wil graag 'n tafel vir ses hê in Franschhoek, Vrydag om halfeen",
        asks(table('Franschhoek|Cape Winelands', 'fri', '12:30', 6)),
      ],
      [
        'Middagete vir drie môre om 1 in Centurion',
        asks(table('Centurion|Pretoria', 'tomorrow', '13:00', 3)),
      ],
      [
        "Kry vir ons 'n tafel by Spier vir agt mense Sondag om 12",
        asks(tableAt(['Spier|Cape Winelands'], 'sun', '12:00', 8)),
      ],
      [
        'Ontbyt vir vier môre om 8:30 in Melkbos',
        asks(table('Melkbosstrand|Cape Town', 'tomorrow', '08:30', 4)),
      ],
      [
        'Ons is vyf, aandete in Brooklyn in Pretoria môreaand om 7',
        asks(table('Brooklyn|Pretoria', 'tomorrow', '19:00', 5)),
      ],
      [
        'Tafel vir sewe Saterdag om 1 in Paarl, ons vier my pa se verjaarsdag',
        asks(table('Paarl|Cape Winelands', 'sat', '13:00', 7)),
      ],
      [
        'Aandete vir twee op Valentynsdag in Kampsbaai',
        asks(table('Camps Bay|Cape Town', 'md:02-14', null, 2)),
      ],
      [
        'Vir ons troudag: ek en my vrou wil die 21ste om halfagt by Lanzerac eet',
        asks(
          tableAt(['Lanzerac|Cape Winelands', 'Stellenbosch|Cape Winelands'], 'dom:21', '19:30', 2),
        ),
      ],
      // Several at once.
      [
        "Bestuurder van OR Tambo môre om 3 en dan 'n tafel vir twee in Rosebank om 7 daardie aand",
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '15:00',
          ),
          table('Rosebank|Johannesburg', 'tomorrow', '19:00', 2),
        ),
      ],
      [
        "Ek soek 'n sjef vir Saterdag om 6 in Bellville vir 12, en 'n fotograaf ook om 6",
        asks(
          req('private_chef', 'Bellville|Cape Town', 'sat', '18:00', { partySize: 12 }),
          req('other', ['Bellville|Cape Town', null], 'sat', '18:00'),
        ),
      ],
      [
        "Hotel in Hermanus vanaf Vrydag en 'n walvisboot Saterdag om 10",
        asks(
          req('accommodation', 'Hermanus|Overberg', 'fri', null),
          req(BOAT, 'Hermanus|Overberg', 'sat', '10:00'),
        ),
      ],
      [
        'Môre: bestuurder om 9 van Sandton na Pretoria, middagete vir 4 om 1 in Menlyn, en terug om 4',
        asks(
          req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
          table('Menlyn|Pretoria', 'tomorrow', '13:00', 4),
          req(
            'personal_driver',
            ['Menlyn|Pretoria', 'Pretoria|Pretoria', 'Sandton|Johannesburg'],
            'tomorrow',
            '16:00',
          ),
        ),
      ],
      // Their requests.
      ['Kanselleer asseblief my tafel vanaand by The Test Kitchen', cancel('table_tonight')],
      [
        "Kan die bestuurder môre eerder om 10 kom in plaas van 9? Ek het 'n vertraging",
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['Ons is nou twaalf vir die sjef Saterdag', change('chef', { partySize: 12 })],
      [
        'Wat is die stand van sake met die villa in Kampsbaai, het iemand al gereageer?',
        status('villa'),
      ],
      ['Ek wil my bestuurder kanselleer, dankie', cancel(DRIVERS)],
      ['Is die seiljag Sondag nog bevestig?', status('yacht')],
      ['Skuif die aandete vanaand na 9 uur', change('table_tonight', { time: '21:00' })],
      ['Kanselleer asseblief die ete-bespreking', cancel(DINNERS)],
      ['Hoe lyk dit met die naweek se bespreking?', status(WEEKEND)],
      [
        'Volgende Vrydag se bestuurder in Kaapstad moet eerder om 7 die aand kom',
        change('driver_friday', { time: '19:00' }),
      ],
      ['Hoekom het Shield nee gesê vir die gala?', status('security')],
      ['Sê vir die sjef twee van die gaste is vegan', change('chef', { notes: 'vegan' })],
      ["Die villa moet eerder 'n week later wees", change('villa', { date: '+28' })],
      ['Skuif die boot na Saterdag, dieselfde tyd', change('yacht', { date: 'sat' })],
      ['Kanselleer die een wat nog hangend is', cancel(PENDING)],
      ['Is my bevestigde bespreking nog reg?', status(CONFIRMED)],
      ['Die sjef moet eerder om 8 begin', change('chef', { time: '20:00' })],
      ['Is daar nuus oor my lughawe-oplaai môre?', status('driver_tomorrow')],
      // Questions.
      ['Watter vlak van lidmaatskap het ek?', question('tier')],
      ['Hoeveel versoeke het ek nog oor vir die res van die maand?', question('allowance')],
      ['Hoeveel het ek al van my toelaag gebruik?', question('allowance')],
      ['Wanneer moet ek my lidmaatskap weer hernu, ongeveer?', question('renewal')],
      ['My proeftyd is amper verby, wanneer presies?', question('renewal')],
      ['Wat het ek die komende dae beplan?', question('upcoming')],
      ['Wys my asseblief al my versoeke, ook die ou kanselleerdes', question('requests')],
      ['Het enige van die verskaffers al vir my teruggeskryf of nie?', question('provider_said')],
      ['Wat onthou jy alles van my voorkeure vir kos en reis?', question('memory')],
      ['Hoe was my gemoedstoestand die afgelope week?', question('mood')],
      ['Wat is my gemiddelde bui hierdie maand?', question('mood')],
      ['Wat kan jy alles vir my as lid doen?', question('capabilities')],
      ['Watter dokumente is in my kluis?', question('vault')],
      // A person, or out of scope.
      ["Ek wil met 'n regte mens praat asseblief", human],
      ["Kan 'n konsiërge my asseblief bel?", human],
      ["Ek is gatvol vir die bot, gee my 'n persoon", human],
      ["Ek verkies om met iemand van die span te praat, nie 'n masjien nie", human],
      ['Kan ek asseblief met my persoonlike konsiërge praat?', human],
      ['Wat is die wisselkoers van die rand teen die pond?', outOfScope],
      ["Gee my 'n resep vir melktert", outOfScope],
      ['Wie het die Curriebeker gewen?', outOfScope],
      ['Wat sê die weervoorspelling vir Kaapstad môre, gaan dit reën?', outOfScope],
      ['Help my met my belastingopgawe', outOfScope],
      ["Skryf vir my 'n gedig oor die Karoo", outOfScope],
      ['Hoe laat sluit Woolworths vandag?', outOfScope],
    ],
  ),
};
