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
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const TOUR: ServiceType[] = ['other', 'travel'];
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
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
 * Twenty-fourth held-out set: Afrikaans, as members write it (môre om 6 uur, môreoggend om 8,
 * môreaand, môremiddag, môre om halfeen, môre om halfelf, vanaand om halfagt, vanaand vanaf 9 uur,
 * oormôre om 10, Vrydag om 5, Vrydag om 6, Saterdag om 7 in die aand, Saterdag om 11, Saterdag om
 * 6, Saterdagaand om 8, Sondag om 1 uur, Sondagoggend, Maandag en Dinsdag, volgende week
 * Woensdag, die 17de, die 20ste, die 22ste, die 26ste, Kersdag; Kaapstad se lughawe, Kampsbaai,
 * Houtbaai, Durbanville, Constantia, Woodstock, Stellenbosch, Franschhoek, Paarl, Tulbagh,
 * Hermanus, Knysna, Mosselbaai, Langebaan, Paternoster, Clarens, Bloemfontein, Pretoria, Menlyn,
 * Menlyn Maine, Waterkloof, Centurion, Brooklyn, Sandton, Lanseria, OR Tambo; "ons is sewe", "vir
 * vyftien mense", "ek en my man", "vier volwassenes en twee kinders", "tafel vir een persoon";
 * "bestuurder" and "chauffeur" for the driver, "kok" and "sjef" for the chef, "boot" and "jag"
 * for the yacht, "lyfwag" and "sekuriteit" for security, "huurmotor" for a hire car, "vlug" for a
 * flight, "gastehuis" for a guest house, "massering" for a massage, "kluis" for the vault,
 * "gemoed" for the mood): new requests, tables, several requests at once, actions on their
 * requests (some a human would have to ask about), questions, and asking for a person or for
 * something out of scope. A note for a provider is labelled by a word the same in both languages
 * (vegan).
 */
export const HELD_OUT_24_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        'Ek soek ’n bestuurder wat my môre om 6 uur by OR Tambo kan oplaai',
        asks(req('personal_driver', OR_TAMBO, 'tomorrow', '06:00')),
      ],
      [
        'Kan julle vir my ’n kok reël vir Saterdag om 7 in die aand by ons huis in Durbanville? Ons is twaalf',
        asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 12 })),
      ],
      [
        'Ons het ’n gastehuis in Clarens nodig vanaf Vrydag vir vier mense',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null, { partySize: 4 })),
      ],
      [
        'Bespreek asseblief ’n jag by die Waterfront vir Sondag om 1 uur, ons is tien',
        asks(req('yacht_charter', WATERFRONT, 'sun', '13:00', { partySize: 10 })),
      ],
      [
        'Ek wil graag ’n huurmotor hê by Kaapstad se lughawe môreoggend om 8',
        asks(req(HIRE, CAPE_TOWN_AIRPORT, 'tomorrow', '08:00')),
      ],
      [
        'My dogter se 21ste is op die 20ste, kan julle ’n partytjie in Stellenbosch beplan?',
        asks(req(PARTY, 'Stellenbosch|Cape Winelands', 'dom:20', null)),
      ],
      [
        'Ek het ’n lyfwag nodig vir ’n vergadering in Sandton oormôre om 10',
        asks(req('security', 'Sandton|Johannesburg', '+2', '10:00')),
      ],
      [
        'Reël asseblief ’n vlug van Bloemfontein na Kaapstad op die 22ste',
        asks(req(FLIGHT, BLOEM, 'dom:22', null)),
      ],
      [
        'Kan iemand vir my ’n geskenk vir my man gaan koop in Menlyn? Dit moet môre klaar wees',
        asks(req(ERRAND, 'Menlyn|Pretoria', 'tomorrow', null)),
      ],
      [
        'Ek soek ’n villa in Langebaan van Saterdag af vir die hele familie, ons is sewe',
        asks(req('accommodation', 'Langebaan|West Coast', 'sat', null, { partySize: 7 })),
      ],
      [
        'Ons wil graag ’n wynproe-toer deur Franschhoek doen Saterdag om 11',
        asks(req(TOUR, 'Franschhoek|Cape Winelands', 'sat', '11:00')),
      ],
      [
        'Stuur asseblief ’n chauffeur om my ma in Brooklyn op te laai Vrydag om 5',
        asks(req('personal_driver', 'Brooklyn|Pretoria', 'fri', '17:00')),
      ],
      [
        'Ek het sekuriteit nodig by my huis in Waterkloof vanaand vanaf 9 uur',
        asks(req(ESCORT, 'Waterkloof|Pretoria', 'today', '21:00')),
      ],
      [
        'Kan julle ’n boot kry vir ’n visvangtoer uit Mosselbaai Sondagoggend?',
        asks(req(BOAT, 'Mossel Bay|Garden Route', 'sun', '09:00')),
      ],
      [
        'Ek wil ’n massering by die huis hê in Centurion môremiddag',
        asks(req('other', 'Centurion|Pretoria', 'tomorrow', '15:00')),
      ],
      [
        'Ons soek ’n sjef vir Kersdag by ons plek in Hermanus, vir vyftien mense',
        asks(req('private_chef', 'Hermanus|Overberg', 'md:12-25', null, { partySize: 15 })),
      ],
      [
        'Kan ek ’n Mercedes met ’n bestuurder kry vir ’n troue in Paarl die 26ste?',
        asks(req(CAR, 'Paarl|Cape Winelands', 'dom:26', null)),
      ],

      // Tables.
      [
        'Bespreek ’n tafel vir twee in Paternoster vanaand om halfagt',
        asks(table('Paternoster|West Coast', 'today', '19:30', 2)),
      ],
      [
        'Tafel vir ses in Kampsbaai môreaand asseblief',
        asks(table('Camps Bay|Cape Town', 'tomorrow', '19:00', 6)),
      ],
      [
        'Ek en my man wil Sondag om 1 uur middagete eet in Houtbaai',
        asks(table('Hout Bay|Cape Town', 'sun', '13:00', 2)),
      ],
      [
        'Kry vir ons ’n tafel by Menlyn Maine, vier volwassenes en twee kinders, Saterdag om 6',
        asks(tableAt(MENLYN_MAINE, 'sat', '18:00', 6)),
      ],
      [
        'Aandete vir agt in Knysna volgende week Woensdag om 7',
        asks(table('Knysna|Garden Route', 'next:wed', '19:00', 8)),
      ],
      [
        'Ek wil ’n tafel vir vier in Tulbagh hê op die 17de vir middagete',
        asks(table('Tulbagh|Cape Winelands', 'dom:17', '12:30', 4)),
      ],
      [
        'Kan julle ’n tafel vir drie by ’n restaurant in Stellenbosch kry, môre om halfeen?',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '12:30', 3)),
      ],
      [
        'Ontbyt vir vyf in Franschhoek Saterdag om 9',
        asks(table('Franschhoek|Cape Winelands', 'sat', '09:00', 5)),
      ],
      [
        'Tafel vir een persoon om 8 vanaand in Sandton',
        asks(table('Sandton|Johannesburg', 'today', '20:00', 1)),
      ],

      // Several at once.
      [
        'Ek land môre om 10 by Kaapstad se lughawe. Stuur ’n bestuurder en bespreek ’n tafel vir twee in Kampsbaai om 7 die aand',
        asks(
          req('personal_driver', CAPE_TOWN_AIRPORT, 'tomorrow', '10:00'),
          table('Camps Bay|Cape Town', 'tomorrow', '19:00', 2),
        ),
      ],
      [
        'Saterdag: ’n kok vir agt by ons huis in Constantia om 7, en ’n bestuurder om die gaste om 11 uur die aand huis toe te vat',
        asks(
          req('private_chef', 'Constantia|Cape Town', 'sat', '19:00', { partySize: 8 }),
          req('personal_driver', 'Constantia|Cape Town', 'sat', '23:00'),
        ),
      ],
      [
        'Maandag en Dinsdag het ek ’n bestuurder nodig in Pretoria, albei dae om 7 uur die oggend',
        asks(
          req('personal_driver', 'Pretoria|Pretoria', 'mon', '07:00'),
          req('personal_driver', 'Pretoria|Pretoria', 'tue', '07:00'),
        ),
      ],
      [
        'Vlug van Lanseria na Kaapstad Vrydag om 6 en ’n huurmotor by Kaapstad se lughawe as ek land om 8',
        asks(
          req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'fri', '06:00'),
          req(HIRE, CAPE_TOWN_AIRPORT, 'fri', '08:00'),
        ),
      ],
      [
        'Kan julle ’n boot in Knysna reël vir Sondag om 10 vir ses mense, en daarna middagete vir ses in Knysna om 1?',
        asks(
          req(BOAT, 'Knysna|Garden Route', 'sun', '10:00', { partySize: 6 }),
          table('Knysna|Garden Route', 'sun', '13:00', 6),
        ),
      ],
      [
        'Ek het ’n hotel in Stellenbosch van Vrydag af nodig, ’n wynproe Saterdag om 10 en ’n tafel vir twee Saterdagaand om 8',
        asks(
          req('accommodation', 'Stellenbosch|Cape Winelands', 'fri', null),
          req(TOUR, 'Stellenbosch|Cape Winelands', 'sat', '10:00'),
          table('Stellenbosch|Cape Winelands', 'sat', '20:00', 2),
        ),
      ],

      // Actions on their requests.
      ['Kanselleer asseblief vanaand se tafel in Woodstock', cancel('table_tonight')],
      ['Kan ons die tafel vanaand na 9 uur skuif?', change('table_tonight', { time: '21:00' })],
      ['Ons is nou vier vir vanaand se ete', change('table_tonight', { partySize: 4 })],
      ['Kanselleer môre se bestuurder by OR Tambo, my broer haal my', cancel('driver_tomorrow')],
      [
        'Môre se bestuurder moet eerder om halfelf kom',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      [
        'Ek vlieg môre na Lanseria in plaas van OR Tambo, verander asseblief die bestuurder',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Het die bestuurder vir môre al bevestig dat hy kom?', status('driver_tomorrow')],
      ['Die kok vir Saterdag is nie meer nodig nie, kanselleer dit', cancel('chef')],
      ['Kan die sjef Saterdag om 6 begin in plaas van 7?', change('chef', { time: '18:00' })],
      ['Ons is tien vir die ete Saterdag, nie agt nie', change('chef', { partySize: 10 })],
      ['Sê vir die kok twee van die gaste is vegan', change('chef', { notes: 'vegan' })],
      ['Skuif die kok na Sondag, dieselfde tyd', change('chef', { date: 'sun' })],
      ['Het iemand al die kok vir Saterdag aanvaar?', status('chef')],
      ['Kanselleer die villa in Kampsbaai asseblief', cancel('villa')],
      ['Die villa moet vir agt mense wees, nie ses nie', change('villa', { partySize: 8 })],
      ['Hoe lyk dit met die villa?', status('villa')],
      ['Kanselleer die jag vir Sondag, dit gaan reën', cancel('yacht')],
      ['Kan die boot Sondag om 4 uitvaar in plaas van 3?', change('yacht', { time: '16:00' })],
      ['Wat het Atlantic Blue gesê?', status('yacht')],
      [
        'Ek het nie meer die bestuurder in Kaapstad volgende Vrydag nodig nie',
        cancel('driver_friday'),
      ],
      ['Waarom het Shield die sekuriteit afgekeur?', status('security')],
      ['Wat het van die beplanning vir my vrou se 50ste geword?', status('event')],
      ['Kanselleer asseblief die bestuurder wat ek bespreek het', cancel(DRIVERS)],
      ['Is die bestuurder al bevestig?', status(DRIVERS)],
      ['Kanselleer die ete asseblief, ek is siek', cancel(DINNERS)],
      ['Kanselleer die naweek se bespreking', cancel(WEEKEND)],
      ['Wat is die stand van die bevestigde bespreking?', status(CONFIRMED)],
      ['Kanselleer alles wat nog hangende is', cancel(PENDING)],

      // Questions.
      ['Is ek nou goud, platinum of swart lid by julle?', question('tier')],
      ['Hoeveel versoeke het ek nog hierdie maand oor?', question('allowance')],
      ['Wanneer loop my lidmaatskap uit sodat ek moet hernu?', question('renewal')],
      ['Wat is vir my bespreek hierdie week?', question('upcoming')],
      ['Gee my ’n lys van al my versoeke tot dusver', question('requests')],
      ['Het die verskaffers al geantwoord?', question('provider_said')],
      ['Watter voorkeure van my het jy onthou?', question('memory')],
      ['Hoe het my gemoed die laaste sewe dae gelyk?', question('mood')],
      ['Kan jy ook helikopters en sekuriteit reël, of net restaurante?', question('capabilities')],
      ['Is my paspoort se afskrif veilig in die kluis?', question('vault')],

      // A person, and out of scope.
      ['Ek wil met ’n regte mens praat, nie ’n rekenaar nie', human],
      ['Kan een van julle mense my asseblief skakel?', human],
      ['Ek het ’n klagte en wil dit met ’n persoon by julle bespreek', human],
      ['Wat is die hoofstad van Kanada?', outOfScope],
      ['Wat is ’n goeie resep vir koeksisters?', outOfScope],
      ['Wie het die naweek se krieket gewen?', outOfScope],
    ],
  ),
};
