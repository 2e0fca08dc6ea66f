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
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const GEORGE = ['George|Garden Route', 'George Airport|Garden Route'];
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
 * Twenty-second held-out set: Afrikaans, as members write it (môreoggend om 6, môre om 10, môre om
 * 11, môre om 12:30, vanaand om 7, vanaand vanaf 6 uur, om 8 vanaand, oormôre om 1 uur die middag,
 * Donderdag in die oggend, Vrydag om 11, Vrydag om 3, Vrydagaand vanaf 6 uur, Vrydagaand om
 * halfagt, Saterdag om 2, Saterdagoggend om 9, Saterdagmiddag, Saterdagaand so teen 7,
 * Saterdagaand om 8, Saterdag om 6 die aand, Sondag om 2 die middag, Sondag om een uur, Sondag
 * middagete, Sondag om 10, "daardie aand om 8", vanaf die 18de, die 15de, die 17de, die 19de, die
 * 20ste, die 21ste, die 23ste, die 26ste; Stellies, Kampsbaai, Houtbaai, Plettenbergbaai,
 * Mosselbaai, Pretoria-Oos, Kaapstad se lughawe, Durbanville, Bellville, Centurion, Tulbagh,
 * Clarens; "ons is agt", "ek en my man", "die hele familie", "ons is tien", "vir ses";
 * "bestuurder" for the driver, "seiljag" and "jag" for the yacht, "lyfwag" for a bodyguard,
 * "oppasser" for a babysitter, "haarkapper" for a hairdresser, "huurmotor" for a hire car,
 * "kluis" for the vault, "proeftydperk" for the trial, "gemoed" for the mood): new requests,
 * tables, several requests at once, actions on their requests (some a human would have to ask
 * about), questions, and asking for a person or for something out of scope. A note for a provider
 * is labelled by a word the same in both languages (kosher).
 */
export const HELD_OUT_22_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        'Ek soek asseblief n bestuurder om my môreoggend om 6 by die huis in Durbanville op te laai vir die lughawe',
        asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '06:00')),
      ],
      [
        "Kan julle vir ons 'n privaat sjef kry vir Saterdagaand? Ons is agt by die huis in Stellenbosch, so teen 7 uur",
        asks(req('private_chef', 'Stellenbosch|Cape Winelands', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        "Ons het 'n seiljag nodig vir 12 mense van die Waterfront af, Sondag om 2 die middag",
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 12 })),
      ],
      [
        "Bespreek asseblief 'n villa in Plettenbergbaai vanaf die 20ste vir die hele familie",
        asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:20', null)),
      ],
      [
        "Ek wil graag 'n Range Rover huur vir 'n week in Kaapstad, vanaf môre",
        asks(req(HIRE, 'Cape Town|Cape Town', 'tomorrow', null)),
      ],
      [
        "Kan jy iemand kry om 'n verjaarsdagpartytjie vir my dogter te reël? Saterdag om 2 in Pretoria-Oos",
        asks(req('event_planning', 'Pretoria East|Pretoria', 'sat', '14:00')),
      ],
      [
        "Ek het sekuriteit nodig by ons plaas buite die Paarl, Vrydagaand vanaf 6 uur, daar's 'n groot troue",
        asks(req('security', 'Paarl|Cape Winelands', 'fri', '18:00')),
      ],
      [
        'Vlugte asseblief van Kaapstad na Johannesburg op die 23ste, so teen 7 in die oggend',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:23', '07:00')),
      ],
      [
        "Kan julle 'n persoonlike koper reël wat vir my 'n pak by Sandton City gaan uitsoek? Donderdag in die oggend",
        asks(req(ERRAND, SANDTON_CITY, 'thu', '09:00')),
      ],
      [
        "Ons het 'n oppasser vir die kinders nodig vanaand vanaf 6 uur, ons bly in Bellville",
        asks(req('other', 'Bellville|Cape Town', 'today', '18:00')),
      ],
      [
        "'n Helikoptervlug vir twee oor die Skiereiland, Saterdagoggend om 9 van die Waterfront af",
        asks(req(CHOPPER, 'V&A Waterfront|Cape Town', 'sat', '09:00')),
      ],
      [
        'Kan iemand my ma môre om 10 by die hospitaal in Durbanville gaan haal en huis toe neem?',
        asks(req(CAR, 'Durbanville|Cape Town', 'tomorrow', '10:00')),
      ],
      [
        "Ek wil my vrou verras met 'n massering by 'n spa in Franschhoek, Vrydag om 11",
        asks(req('other', 'Franschhoek|Cape Winelands', 'fri', '11:00')),
      ],
      [
        "'n Gastehuis in Clarens vanaf Vrydag vir die langnaweek asseblief, ons is vier",
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null)),
      ],
      [
        "Ons soek 'n bus met 'n bestuurder vir 20 mense van Stellenbosch na Hermanus op die 26ste om 8 uur die oggend",
        asks(req(BUS, 'Stellenbosch|Cape Winelands', 'dom:26', '08:00')),
      ],
      [
        "Kry asseblief vir my 'n lyfwag vir Saterdag se konsert by die DHL Stadium, van 5 uur die middag af",
        asks(req('security', 'DHL Stadium|Cape Town', 'sat', '17:00')),
      ],
      [
        "Ek soek 'n fotograaf vir ons troue in Tulbagh op die 21ste, vanaf 2 uur die middag",
        asks(req('other', 'Tulbagh|Cape Winelands', 'dom:21', '14:00')),
      ],
      [
        "Kan ek 'n motor met 'n bestuurder kry om ons van Lanseria na Sun City te neem, Sondag om 10?",
        asks(req(CAR, 'Lanseria International Airport|Johannesburg', 'sun', '10:00')),
      ],
      [
        "Bespreek vir my 'n hotel in Mosselbaai vanaf môre, net vir my",
        asks(req('accommodation', 'Mossel Bay|Garden Route', 'tomorrow', null)),
      ],
      [
        "'n Wynproe vir ses by Spier, Saterdagmiddag asseblief",
        asks(req('other', 'Spier|Cape Winelands', 'sat', '15:00')),
      ],
      [
        "Kan iemand vir my blomme by 'n bloemis in Brooklyn in Pretoria gaan haal, môre om 11?",
        asks(req(ERRAND, 'Brooklyn|Pretoria', 'tomorrow', '11:00')),
      ],
      [
        "Ek het iemand nodig om 'n braai vir 15 te doen by ons huis in Centurion, Sondag om 1",
        asks(req(BRAAI, 'Centurion|Pretoria', 'sun', '13:00')),
      ],

      // Tables.
      [
        "Tafel vir twee by 'n restaurant in Stellies vanaand om 7 asb",
        asks(table('Stellenbosch|Cape Winelands', 'today', '19:00', 2)),
      ],
      [
        "Bespreek asseblief vir ons 'n tafel vir ses in Kampsbaai, Vrydagaand om halfagt",
        asks(table('Camps Bay|Cape Town', 'fri', '19:30', 6)),
      ],
      [
        'Ons is tien vir middagete by Babylonstoren op Sondag om een uur',
        asks(
          tableAt(['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands'], 'sun', '13:00', 10),
        ),
      ],
      [
        "Kan jy 'n tafel vir vier in Houtbaai kry, môre om 12:30?",
        asks(table('Hout Bay|Cape Town', 'tomorrow', '12:30', 4)),
      ],
      [
        "'n Tafel vir my en my man in Hermanus, Saterdagaand om 8",
        asks(table('Hermanus|Overberg', 'sat', '20:00', 2)),
      ],
      [
        'Ontbyt vir drie môreoggend om 9 by die Mount Nelson',
        asks(tableAt(MOUNT_NELSON, 'tomorrow', '09:00', 3)),
      ],
      [
        'Aandete vir agt in Menlyn op die 17de om 7 uur die aand',
        asks(table('Menlyn|Pretoria', 'dom:17', '19:00', 8)),
      ],
      [
        'Tafel vir 5 in die Paarl, oormôre om 1 uur die middag',
        asks(table('Paarl|Cape Winelands', '+2', '13:00', 5)),
      ],
      [
        "Kan jy vir ons plek bespreek by 'n restaurant in Somerset West vir Sondag middagete? Ons is sewe",
        asks(table('Somerset West|Cape Town', 'sun', '12:30', 7)),
      ],
      [
        'Ek wil my ouers uitneem vir ete by Lanzerac, Vrydag om 7 die aand, ons is vier',
        asks(
          tableAt(['Lanzerac|Cape Winelands', 'Stellenbosch|Cape Winelands'], 'fri', '19:00', 4),
        ),
      ],
      [
        'tafel vir 2 om 8 vanaand in Brooklyn, Pretoria',
        asks(table('Brooklyn|Pretoria', 'today', '20:00', 2)),
      ],
      [
        "Kry vir ons 'n tafel vir twaalf by 'n steakhuis in Centurion, Saterdag om 6 die aand",
        asks(table('Centurion|Pretoria', 'sat', '18:00', 12)),
      ],

      // Several at once.
      [
        "Ek het 'n bestuurder nodig van Kaapstad se lughawe na Franschhoek, Vrydag om 3 die middag, en 'n tafel vir twee in Franschhoek daardie aand om 8",
        asks(
          req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '15:00'),
          table('Franschhoek|Cape Winelands', 'fri', '20:00', 2),
        ),
      ],
      [
        "Bespreek asseblief 'n villa in Knysna vanaf die 18de en 'n boot op die lagune op die 19de om 10 die oggend",
        asks(
          req('accommodation', 'Knysna|Garden Route', 'dom:18', null),
          req(BOAT, 'Knysna|Garden Route', 'dom:19', '10:00'),
        ),
      ],
      [
        "Môre: 'n motor by OR Tambo om 8 die oggend, en 'n sjef vir ses by die huis in Waterkloof om 7 die aand",
        asks(
          req(CAR, 'OR Tambo International Airport|Johannesburg', 'tomorrow', '08:00'),
          req('private_chef', 'Waterkloof|Pretoria', 'tomorrow', '19:00', { partySize: 6 }),
        ),
      ],
      [
        "Saterdag 'n haarkapper by my huis in Constantia om 2, en Sondag 'n jag vir 8 van Houtbaai af om 11",
        asks(
          req('other', 'Constantia|Cape Town', 'sat', '14:00'),
          req('yacht_charter', 'Hout Bay|Cape Town', 'sun', '11:00', { partySize: 8 }),
        ),
      ],
      [
        "Ek soek vlugte van Johannesburg na George op die 15de, en 'n huurmotor daar by die lughawe",
        asks(req(FLIGHT, JOBURG, 'dom:15', null), req(HIRE, GEORGE, 'dom:15', null)),
      ],
      [
        "Vrydag 'n lyfwag in Sandton vanaf 7 uur die aand, en Saterdag 'n bestuurder van Sandton na Pretoria om 9 die oggend",
        asks(
          req('security', 'Sandton|Johannesburg', 'fri', '19:00'),
          req('personal_driver', 'Sandton|Johannesburg', 'sat', '09:00'),
        ),
      ],

      // Their own requests.
      ['Kanselleer asseblief my tafel by die Test Kitchen vanaand', cancel('table_tonight')],
      [
        'Die bestuurder môre by OR Tambo, kan hy om 10 kom in plaas van 9?',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['Ons is nou tien vir die sjef op Saterdag', change('chef', { partySize: 10 })],
      ['Hoe lyk dit met die villa in Kampsbaai? Is dit al bevestig?', status('villa')],
      ['Skuif die jag na Saterdag, dieselfde tyd', change('yacht', { date: 'sat' })],
      ['Kanselleer die bestuurder in Kaapstad volgende Vrydag', cancel('driver_friday')],
      ['Hoekom het Shield Protection ons versoek afgekeur?', status('security')],
      ['Sê asseblief vir die sjef ons eet kosher', change('chef', { notes: 'kosher' })],
      [
        'Kan die villa in Kampsbaai vir agt mense wees in plaas van ses?',
        change('villa', { partySize: 8 }),
      ],
      ['Wat het gebeur met die beplanning vir my vrou se 50ste in Franschhoek?', status('event')],
      ['Ek het nie meer die bestuurder nodig nie, kanselleer dit maar', cancel(DRIVERS)],
      ['Skuif die aandete na 9 uur die aand', change(DINNERS, { time: '21:00' })],
      ['Is die bespreking vir die naweek nog aan?', status(WEEKEND)],
      ['Enige nuus oor die bespreking wat nog hang?', status(PENDING)],
      ['Kanselleer die bespreking wat reeds bevestig is', cancel(CONFIRMED)],

      // Questions.
      ['Op watter vlak is my lidmaatskap tans?', question('tier')],
      [
        'Hoeveel versoeke kan ek nog voor die einde van hierdie maand indien?',
        question('allowance'),
      ],
      ['Wanneer moet ek my lidmaatskap weer betaal?', question('renewal')],
      ['Wat het ek hierdie week alles op die program by julle?', question('upcoming')],
      ['Wys my asseblief al my versoeke, ook die oues', question('requests')],
      ['Het enige van die verskaffers al teruggeskryf?', question('provider_said')],
      ['Wat onthou jy van my kosvoorkeure?', question('memory')],
      ['Hoe was my gemoed die afgelope twee weke volgens die joernaal?', question('mood')],
      ['Wat is alles in my kluis gestoor?', question('vault')],
      ['Kan jy ook vlugte bespreek, of net bestuurders en sjefs?', question('capabilities')],
      ['Hoeveel dae het ek nog van my proeftydperk oor?', question('renewal')],
      ['Watter pakket is ek op en hoeveel versoeke het ek nog oor?', question('tier', 'allowance')],

      // A person.
      ['Kan ek met iemand van julle span praat, nie met n rekenaar nie?', human],
      ['Laat iemand my asseblief bel op 083 444 1234, dis dringend', human],
      ["Kan 'n konsiërge my persoonlik kontak? Dis 'n sensitiewe saak", human],
      ['Gee my asseblief n mens, julle bot verstaan my glad nie', human],
      ['Ek wil graag met iemand van Aurum se span oor my rekening praat', human],

      // Out of scope.
      ['Wat is die wisselkoers van die rand teen die Amerikaanse dollar vanoggend?', outOfScope],
      ['Gaan dit môre in Stellenbosch reën of kan ons buite braai?', outOfScope],
      ["Gee my 'n goeie resep vir melktert", outOfScope],
      ['Wie het die Rugby-wêreldbeker in 2019 gewen?', outOfScope],
      ["Help my om 'n brief aan my bure oor hulle blaffende hond te skryf", outOfScope],
    ],
  ),
};
