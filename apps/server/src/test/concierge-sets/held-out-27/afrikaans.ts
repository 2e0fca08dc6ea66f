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
const VISA: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const HOUSEBOAT: ServiceType[] = ['yacht_charter', 'accommodation', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const AIRPORT_IN_CAPE_TOWN = ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'];
const BLOEM = ['Bram Fischer International Airport|Bloemfontein', 'Bloemfontein|Bloemfontein'];
const LOCH_LOGAN = ['Loch Logan Waterfront|Bloemfontein', 'Bloemfontein|Bloemfontein'];
const PENINSULA = ['Cape Peninsula|Cape Town', 'Cape Town|Cape Town', null];
const VAAL_RIVER = ['Vaal River|Vaal Triangle', null];
const FICHARDT_PARK = ['Fichardt Park|Bloemfontein', 'Bloemfontein|Bloemfontein', null];
const ROBERTSON = ['Robertson|Cape Winelands', 'Breede Valley|Cape Winelands', null];
const PRINCE_ALBERT = ['Prince Albert|Karoo', null];
const KALK_BAY = ['Kalk Bay|Cape Town', null];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/** A table a human could file at either place (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-seventh held-out set: Afrikaans, as members write it (môre om 07:00, môremiddag om drie,
 * môreoggend om 8, môreaand om halfagt, vanaand om sewe, vanaand om 7, oormôre om 05:30, oormôre om
 * 12:30, Vrydag om drie in die middag, Vrydag om agtuur, Saterdag om 10, Saterdag om 1 uur,
 * Saterdagaand, Sondag om twaalfuur, Sondag om een, Sondagmiddag om twee, middagete op Sondag,
 * Maandag om 10:00, volgende week Dinsdag om halfeen, halfnege, tienuur, ontbyt om nege, die 18de,
 * die 19de, die 20ste, die 21ste, die 22ste, die 24ste, die 25ste, die 26ste; Bellville, Moreleta
 * Park, Pringle Bay, Gordons Baai, Brandwag, Fichardtpark, Parys in die Vrystaat, Strand, die
 * Vaalrivier, Lynnwood, Pretoria-Oos, Kampsbaai, die Robertson-vallei, Montagu, Kenilworth,
 * Centurion, die Knysna-meer, Brooklyn, Stellenbosch, Boschendal, Franschhoek, Hatfield, Loch
 * Logan, Stilbaai, Melville, Paternoster, Kalkbaai, Rivonia, Greyton, Menlyn, Prins Albert,
 * Houtbaai, Kaapstad, Bloemfontein, Malmesbury, die Kaapse Skiereiland; "ons is tien", "vir twaalf
 * mense", "ons is sewe", "vir my en my man", "vir vier"; "bestuurder", "chauffeur" and "drywer" for
 * the driver, "sjef" for the chef, "jag", "seilboot", "boot" and "huisboot" for a boat, "lyfwagte"
 * and "sekuriteit" for security, "vlugte" for flights, "gastehuis" for a guest house, "masseuse",
 * "skoonheidsterapeut", "persoonlike afrigter" and "fotograaf" for the other services, "pakket" and
 * "vlak" for the tier, "kluis" for the vault): new requests, tables, two requests at once, actions
 * on their requests (some a human would have to ask about), questions, and asking for a person or
 * for something out of scope. A note for a provider is labelled by a word the same in both
 * languages (gluten).
 */
export const HELD_OUT_27_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        "Ek het môre om 07:00 'n bestuurder nodig van Bellville na die lughawe",
        asks(req('personal_driver', 'Bellville|Cape Town', 'tomorrow', '07:00')),
      ],
      [
        "Kan julle vir ons 'n sjef reël vir Saterdagaand by ons huis in Moreleta Park? Ons is tien",
        asks(req('private_chef', 'Moreleta Park|Pretoria', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        "Ek soek 'n vakansiehuis in Pringle Bay vanaf die 20ste, vir agt mense",
        asks(req('accommodation', 'Pringle Bay|Overberg', 'dom:20', null, { partySize: 8 })),
      ],
      [
        "Reël asseblief 'n seilboot uit Gordons Baai op Sondag om 11:00, vir twaalf mense",
        asks(req(BOAT, "Gordon's Bay|Cape Town", 'sun', '11:00', { partySize: 12 })),
      ],
      [
        "Ek wil 'n Range Rover huur vir die naweek, af te haal by die lughawe in Kaapstad Vrydag om drie in die middag",
        asks(req(HIRE, AIRPORT_IN_CAPE_TOWN, 'fri', '15:00')),
      ],
      [
        "Ons benodig lyfwagte vir ons troue in Paarl op die 25ste, die gaste sluit 'n paar bekendes in",
        asks(req(ESCORT, 'Paarl|Cape Winelands', 'dom:25', null)),
      ],
      [
        "Kan iemand vir my 'n nuwe pak klere by Menlyn gaan uitsoek? Ek het net nie tyd nie",
        asks(req(ERRAND, 'Menlyn|Pretoria', null, null)),
      ],
      [
        'Boek asseblief vlugte van Kaapstad na Johannesburg vir my en my man op die 18de',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:18', null)),
      ],
      [
        "Ek soek 'n masseuse wat môremiddag om drie na ons gastehuis in Stellenbosch kan kom",
        asks(req('other', 'Stellenbosch|Cape Winelands', 'tomorrow', '15:00')),
      ],
      [
        "Beplan asseblief 'n verrassingspartytjie vir my man se sestigste verjaarsdag op ons plaas naby Malmesbury op die 26ste",
        asks(req(PARTY, 'Malmesbury|West Coast', 'dom:26', null)),
      ],
      [
        "Ek het 'n chauffeur nodig om my ma Maandag om 10:00 van Brandwag af hospitaal toe te neem",
        asks(req('personal_driver', 'Brandwag|Bloemfontein', 'mon', '10:00')),
      ],
      [
        "Kan julle 'n helikoptervlug oor die Kaapse Skiereiland reël vir Saterdag om 10?",
        asks(req(CHOPPER, PENINSULA, 'sat', '10:00')),
      ],
      [
        "Ek wil 'n gastehuis in Parys in die Vrystaat bespreek vir twee mense, vanaf Vrydag",
        asks(req('accommodation', 'Parys|Vaal Triangle', 'fri', null)),
      ],
      [
        "Reël 'n skoonheidsterapeut vir my bruidsparty môreoggend om 8 in die Strand",
        asks(req('other', 'Strand|Cape Town', 'tomorrow', '08:00')),
      ],
      [
        "Ons soek 'n boot om op die Vaalrivier te gaan vaar, Sondag om twaalfuur, ons is ses",
        asks(req(BOAT, VAAL_RIVER, 'sun', '12:00', { partySize: 6 })),
      ],
      [
        "Kry vir my 'n bestuurder wat my oormôre om 05:30 by die huis in Lynnwood kan oplaai vir OR Tambo",
        asks(req('personal_driver', 'Lynnwood|Pretoria', '+2', '05:30')),
      ],
      [
        "Ek wil graag 'n persoonlike afrigter hê wat drie keer 'n week by my huis in Fichardtpark kom oefen",
        asks(req('other', FICHARDT_PARK, null, null)),
      ],
      [
        'Beplan asseblief my dogter se kombuistee op die 21ste in Pretoria-Oos, so 40 gaste',
        asks(req(PARTY, 'Pretoria East|Pretoria', 'dom:21', null)),
      ],
      [
        'Ek het sekuriteit nodig by ons huis in Kampsbaai van môre af, ons gaan drie weke oorsee',
        asks(req('security', 'Camps Bay|Cape Town', 'tomorrow', null)),
      ],
      [
        "Kan jy vir ons 'n wynproe-toer in die Robertson-vallei reël vir Saterdag om 10?",
        asks(req(TOUR, ROBERTSON, 'sat', '10:00')),
      ],
      [
        "Ek soek 'n sjef vir 'n braai op die plaas by Montagu, Sondag om een, vir 20 mense",
        asks(req(BRAAI, 'Montagu|Cape Winelands', 'sun', '13:00', { partySize: 20 })),
      ],
      [
        "Bespreek asseblief 'n luukse kar met 'n drywer vir my pa se verjaarsdag, Saterdag om 12 by ons in Kenilworth",
        asks(req(CAR, 'Kenilworth|Cape Town', 'sat', '12:00')),
      ],
      [
        "Ek moet 'n visum vir Amerika kry, kan julle die afspraak in Johannesburg reël?",
        asks(req(VISA, 'Johannesburg|Johannesburg', null, null)),
      ],
      [
        'Reël asseblief blomme vir my vrou by haar werk in Centurion vir môre, dis ons herdenking',
        asks(req(FLOWERS, 'Centurion|Pretoria', 'tomorrow', null)),
      ],
      [
        "Ons wil 'n huisboot op die Knysna-meer huur van die 22ste af, vir vier",
        asks(req(HOUSEBOAT, 'Knysna|Garden Route', 'dom:22', null, { partySize: 4 })),
      ],

      // Tables.
      [
        "Bespreek vir ons 'n tafel vir vier by 'n restaurant in Brooklyn vanaand om sewe",
        asks(table('Brooklyn|Pretoria', 'today', '19:00', 4)),
      ],
      [
        "'n Tafel vir twee môreaand om halfagt in Stellenbosch, asseblief",
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '19:30', 2)),
      ],
      [
        "Ons is sewe, kan jy 'n tafel kry vir middagete op Sondag by Boschendal?",
        asks(tableAt(['Boschendal|Cape Winelands'], 'sun', '12:30', 7)),
      ],
      [
        "Tafel vir ses in Franschhoek Saterdag om 1 uur, enige plek met 'n tuin",
        asks(table('Franschhoek|Cape Winelands', 'sat', '13:00', 6)),
      ],
      [
        "Kry asseblief 'n tafel vir drie in Hatfield vir ontbyt môre om 8",
        asks(table('Hatfield|Pretoria', 'tomorrow', '08:00', 3)),
      ],
      [
        "'n Tafel vir 10 mense by Loch Logan op die 19de om 19:00",
        asks(tableAt(LOCH_LOGAN, 'dom:19', '19:00', 10)),
      ],
      [
        "My ouers is 40 jaar getroud, bespreek 'n tafel vir vyf in Stilbaai, oormôre om 12:30",
        asks(table('Stilbaai|Garden Route', '+2', '12:30', 5)),
      ],
      [
        "Aandete vir twee by 'n plek in Melville, Vrydag om agtuur",
        asks(table('Melville|Johannesburg', 'fri', '20:00', 2)),
      ],
      [
        "Kan ons 'n tafel vir agt kry in Paternoster, Sondagmiddag om twee?",
        asks(table('Paternoster|West Coast', 'sun', '14:00', 8)),
      ],
      [
        'Tafel vir een in Kalkbaai vanaand om 7, ek wil net rustig eet',
        asks(tableAt(KALK_BAY, 'today', '19:00', 1)),
      ],
      [
        "Volgende week Dinsdag 'n tafel vir vier in Rivonia om halfeen",
        asks(table('Rivonia|Johannesburg', 'next:tue', '12:30', 4)),
      ],
      [
        "Ontbyt vir ses by 'n koffiewinkel in Greyton môre om nege",
        asks(table('Greyton|Overberg', 'tomorrow', '09:00', 6)),
      ],

      // Two at once.
      [
        "Ek het môre twee goed nodig: 'n bestuurder om 9 van Hatfield af, en 'n tafel vir twee om 1 uur in Menlyn",
        asks(
          req(CAR, 'Hatfield|Pretoria', 'tomorrow', '09:00'),
          table('Menlyn|Pretoria', 'tomorrow', '13:00', 2),
        ),
      ],
      [
        "Boek 'n gastehuis in Prins Albert vanaf Vrydag en 'n sjef vir Saterdagaand daar, ons is ses",
        asks(
          req('accommodation', PRINCE_ALBERT, 'fri', null),
          req('private_chef', PRINCE_ALBERT, 'sat', '19:00', { partySize: 6 }),
        ),
      ],
      [
        "Reël asseblief vlugte van Bloemfontein na Kaapstad op die 24ste en 'n huurmotor by die lughawe in Kaapstad",
        asks(req(FLIGHT, BLOEM, 'dom:24', null), req(HIRE, AIRPORT_IN_CAPE_TOWN, 'dom:24', null)),
      ],
      [
        "Saterdag: 'n fotograaf vir ons troue om 2 uur in Stellenbosch, en lyfwagte by die onthaal om 6 die aand",
        asks(
          req('other', 'Stellenbosch|Cape Winelands', 'sat', '14:00'),
          req(ESCORT, ['Stellenbosch|Cape Winelands', null], 'sat', '18:00'),
        ),
      ],
      [
        "Ek soek 'n jag vir Sondag om 10 in Houtbaai, en daarna 'n tafel vir 8 om 2 uur",
        asks(
          req(BOAT, 'Hout Bay|Cape Town', 'sun', '10:00'),
          tableAt(['Hout Bay|Cape Town', null], 'sun', '14:00', 8),
        ),
      ],

      // Actions on their requests.
      [
        'Kanselleer asseblief vanaand se tafel by die Test Kitchen, my man werk laat',
        cancel('table_tonight'),
      ],
      [
        'Kan ons vanaand se tafel in Woodstock na halfnege skuif?',
        change('table_tonight', { time: '20:30' }),
      ],
      [
        'Ons gaan vanaand drie wees in plaas van twee by die Test Kitchen',
        change('table_tonight', { partySize: 3 }),
      ],
      [
        'Kanselleer die bestuurder wat my môre by OR Tambo moet kry, my vergadering is uitgestel',
        cancel('driver_tomorrow'),
      ],
      [
        'Môre se bestuurder by OR Tambo: kan hy om tienuur daar wees in plaas van nege?',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['Kanselleer die sjef vir Saterdag in Constantia, ons het die ete uitgestel', cancel('chef')],
      [
        'Die sjef vir Saterdag: maak dit twaalf mense, nie agt nie',
        change('chef', { partySize: 12 }),
      ],
      ['Skuif die sjef in Constantia na Sondag, selfde tyd', change('chef', { date: 'sun' })],
      [
        'Die sjef moet asseblief weet een van die gaste eet glutenvry',
        change('chef', { notes: 'gluten' }),
      ],
      ['Het die eienaar van die villa in Kampsbaai al bevestig?', status('villa')],
      ['Verander die villa se begindatum na die 25ste', change('villa', { date: 'dom:25' })],
      [
        'Kanselleer die jag vir Sondag, my skoonma is siek en ons kan nie meer gaan nie',
        cancel('yacht'),
      ],
      ['Is die bestuurder in Kaapstad vir volgende week Vrydag nog reg?', status('driver_friday')],
      ['Hoekom het Shield Protection my versoek vir Sandton afgekeur?', status('security')],
      ['Kanselleer asseblief my bestuurder, ek ry self met my nuwe kar', cancel(DRIVERS)],
      ['Is die aandete wat ek bespreek het al bevestig of nog nie?', status(DINNERS)],
      ['Kanselleer die bespreking vir die naweek, ons gaan eerder plaas toe', cancel(WEEKEND)],
      [
        'Een van my besprekings is reeds bevestig, kanselleer asseblief daardie een',
        cancel(CONFIRMED),
      ],

      // Questions.
      ['Op watter vlak is my lidmaatskap tans? Ek wil dalk opgradeer', question('tier')],
      [
        "Hoeveel versoeke kan ek nog hierdie maand maak? Ons beplan 'n groot naweek",
        question('allowance'),
      ],
      ['Wanneer moet ek weer vir my lidmaatskap betaal?', question('renewal')],
      ['Wat het ek die volgende paar dae beplan?', question('upcoming')],
      ['Wys my asseblief al my versoeke, ook die gekanselleerdes', question('requests')],
      [
        'Het enige van die verskaffers al teruggeskryf sedert gisteraand?',
        question('provider_said'),
      ],
      ['Wat het jy oor my kosvoorkeure gestoor?', question('memory')],
      ['Was ek hierdie week gelukkiger as verlede week?', question('mood')],
      [
        'Kan jy ook vliegkaartjies bespreek, of net motors en restaurante?',
        question('capabilities'),
      ],
      ['Hoeveel dokumente is in my kluis?', question('vault')],
      ['Watter pakket het ek, en hoeveel versoeke het ek nog oor?', question('tier', 'allowance')],

      // A person, or out of scope.
      ["Ek wil asseblief met 'n regte mens praat, nie 'n rekenaar nie", human],
      ['Kan iemand van die span my skakel? Dis dringend', human],
      ["Verbind my asseblief met 'n konsiërge wat Afrikaans praat", human],
      ['Hoe maak ek melktert sonder dat die kors pap word?', outOfScope],
      ['Wie het die Comrades vanjaar gewen?', outOfScope],
      ['Kan jy my help om my belastingopgawe by SARS in te vul?', outOfScope],
    ],
  ),
};
