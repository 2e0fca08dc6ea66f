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
const TOUR: ServiceType[] = ['other', 'travel', 'personal_driver'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/** A table a human could file at either place (a landmark and the suburb it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Seventeenth held-out set: Afrikaans, as members write it (môreoggend om 7, môremiddag van 2 uur
 * af, oormôre, vanaand, Saterdagaand om 7, Sondagmiddag om 2, Vrydagaand om halfnege, vanaf
 * Maandag, van Donderdag af, halfagt, halfeen, kwart voor sewe in die aand, kwart oor sewe, die
 * 9de, die 14de, die 25ste, 3 Julie, 20 Desember; Stellies, Kampsbaai, Houtbaai, Plett,
 * Pretoria-Oos, Somerset-Wes, "in die Paarl", "op Hermanus", Kaapstad lughawe; "ons is ses", "my
 * en my ma", "twee paartjies", "12 mense", "net ek alleen"; "bestuurder" for the driver and never
 * for a manager, "kluis" for the vault, "asb", "dankie"): new requests, tables, several requests
 * at once, actions on their requests (some a human would have to ask about), questions, and
 * asking for a person or for something out of scope.
 */
export const HELD_OUT_17_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        'Ek soek ’n bestuurder môreoggend om 7 uur van Stellenbosch na die lughawe',
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'tomorrow', '07:00')),
      ],
      [
        'Kan julle vir ons ’n privaat sjef kry vir Saterdagaand om 7? Ons is 10 by die huis in Waterkloof',
        asks(req('private_chef', 'Waterkloof|Pretoria', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        'Ons wil graag ’n villa in Plett huur vir die Desembervakansie, van 20 Desember af',
        asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-20', null)),
      ],
      [
        'Boot vir 8 mense in Houtbaai, Sondagmiddag om 2 asb',
        asks(req(BOAT, 'Hout Bay|Cape Town', 'sun', '14:00')),
      ],
      [
        'My ma verjaar volgende maand en ek soek iemand om ’n partytjie vir 40 mense in die Paarl te reël',
        asks(req('event_planning', 'Paarl|Cape Winelands', null, null)),
      ],
      [
        'Ek het sekuriteit nodig vir my dogter se troue in Franschhoek oormôre, vanaf 3 uur die middag',
        asks(req('security', 'Franschhoek|Cape Winelands', '+2', '15:00')),
      ],
      [
        'Kan iemand my help om ’n pak klere in Sandton City te koop? Vrydag om 10',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'fri', '10:00')),
      ],
      [
        'Vlugte vir twee van Kaapstad na Durban op die 12de asb',
        asks(
          req(
            FLIGHT,
            ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
            'dom:12',
            null,
          ),
        ),
      ],
      [
        '’n Range Rover vir die naweek, ek wil dit Vrydag om 4 uur in Menlyn optel',
        asks(req('luxury_vehicle', 'Menlyn|Pretoria', 'fri', '16:00')),
      ],
      [
        'Ek soek ’n huis op Hermanus vir ’n week vanaf 3 Julie, ons is ses',
        asks(req('accommodation', 'Hermanus|Overberg', 'md:07-03', null)),
      ],
      [
        'Sal julle asb ’n bestuurder reël wat my vanaand om 10 by Emperors Palace kan oplaai',
        asks(req('personal_driver', 'Emperors Palace|Johannesburg', 'today', '22:00')),
      ],
      [
        'Ek het ’n lyfwag nodig môremiddag in Sandton, so van 2 uur af',
        asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '14:00')),
      ],
      [
        'Iemand om my ouers se huis in Pretoria-Oos op te pas terwyl hulle oorsee is, vanaf Maandag',
        asks(req('security', 'Pretoria East|Pretoria', 'mon', null)),
      ],
      [
        'Kry asb vir ons ’n helikopter van die V&A na Kaappunt op Saterdag om 11',
        asks(req(CHOPPER, 'V&A Waterfront|Cape Town', 'sat', '11:00')),
      ],
      [
        'Ek wil graag oormôre om 10 uur ’n wynproe-toer in Stellies doen',
        asks(req(TOUR, 'Stellenbosch|Cape Winelands', '+2', '10:00')),
      ],
      [
        'Reël asb ’n verjaarsdagete vir my man: ’n sjef by ons huis in Constantia op die 9de om halfagt die aand',
        asks(req('private_chef', 'Constantia|Cape Town', 'dom:9', '19:30')),
      ],
      [
        'My kar is by die werkswinkel. Kan ek môre van 8 tot 5 ’n bestuurder in Centurion kry?',
        asks(req('personal_driver', 'Centurion|Pretoria', 'tomorrow', '08:00')),
      ],
      [
        'Ons soek ’n seiljag vir ’n sonsondervaart in Langebaan op Vrydag',
        asks(req(BOAT, 'Langebaan|West Coast', 'fri', '18:00')),
      ],
      [
        'Kan julle vir my blomme en sjokolade by my vrou se kantoor in Bellville laat aflewer, môre om 11?',
        asks(req(ERRAND, 'Bellville|Cape Town', 'tomorrow', '11:00')),
      ],
      [
        'Ek benodig ’n oppasser vir die kinders vanaand van 7 af, ons bly in Durbanville',
        asks(req('other', 'Durbanville|Cape Town', 'today', '19:00')),
      ],
      [
        '’n Privaat vlug na Bloemfontein op Dinsdag om 6 in die oggend',
        asks(req(FLIGHT, ['Bloemfontein|Bloemfontein', null], 'tue', '06:00')),
      ],
      [
        'Bespreek vir ons ’n gastehuis in Clarens vir die langnaweek, van Vrydag af',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null)),
      ],

      // Tables.
      [
        'Tafel vir 4 vanaand om 7 in Kampsbaai asb',
        asks(table('Camps Bay|Cape Town', 'today', '19:00', 4)),
      ],
      [
        'Kan ek ’n tafel vir twee by ’n restaurant in Stellenbosch bespreek, Vrydagaand om halfnege?',
        asks(table('Stellenbosch|Cape Winelands', 'fri', '20:30', 2)),
      ],
      [
        'Ons is ses, Sondag middagete in Franschhoek',
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 6)),
      ],
      [
        'Ek en my ma wil môre om 1 uur in Parkhurst gaan eet',
        asks(table('Parkhurst|Johannesburg', 'tomorrow', '13:00', 2)),
      ],
      [
        'Tafel vir agt in Pretoria-Oos, Saterdag om kwart voor sewe in die aand',
        asks(table('Pretoria East|Pretoria', 'sat', '18:45', 8)),
      ],
      [
        'Bespreek asb vir 12 mense by ’n restaurant in Houtbaai op die 25ste om 7 uur die aand',
        asks(table('Hout Bay|Cape Town', 'dom:25', '19:00', 12)),
      ],
      [
        'Middagete vir drie op Hermanus oormôre, so halfeen',
        asks(table('Hermanus|Overberg', '+2', '12:30', 3)),
      ],
      [
        'Ek soek ’n plek om vanaand in Brooklyn te eet, net ek alleen, so 8 uur',
        asks(table('Brooklyn|Pretoria', 'today', '20:00', 1)),
      ],
      [
        'Twee paartjies, aandete in Somerset-Wes, Dinsdag om 7',
        asks(table('Somerset West|Cape Town', 'tue', '19:00', 4)),
      ],
      [
        'Tafel by die Oyster Box vir ses op Saterdag om kwart oor sewe',
        asks(tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'sat', '19:15', 6)),
      ],

      // Several at once.
      [
        'Ek het môre ’n bestuurder nodig van Kaapstad lughawe om 9, en dan ’n tafel vir 2 in Kampsbaai om 1',
        asks(
          req('personal_driver', 'Cape Town International Airport|Cape Town', 'tomorrow', '09:00'),
          table('Camps Bay|Cape Town', 'tomorrow', '13:00', 2),
        ),
      ],
      [
        'Saterdag: ’n sjef vir 8 by ons huis in Bishopscourt om 7, en ’n bestuurder om die gaste om 11 huis toe te neem',
        asks(
          req('private_chef', 'Bishopscourt|Cape Town', 'sat', '19:00', { partySize: 8 }),
          req('personal_driver', ['Bishopscourt|Cape Town', null], 'sat', '23:00'),
        ),
      ],
      [
        'Villa in Knysna vanaf Vrydag, en ’n boot op Saterdag om 10 vir die hele familie',
        asks(
          req('accommodation', 'Knysna|Garden Route', 'fri', null),
          req(BOAT, ['Knysna|Garden Route', null], 'sat', '10:00'),
        ),
      ],
      [
        'Oormôre: ’n vlug na George om 8, ’n kar by George lughawe om 10, en ’n tafel vir 4 in Wilderness om halfagt die aand',
        asks(
          req(FLIGHT, ['George|Garden Route', 'George Airport|Garden Route', null], '+2', '08:00'),
          req(CAR, 'George Airport|Garden Route', '+2', '10:00'),
          table('Wilderness|Garden Route', '+2', '19:30', 4),
        ),
      ],
      [
        'Ek soek ’n lyfwag en ’n bestuurder vir Vrydagaand om 8 in Sandton, ek gaan na ’n gala',
        asks(
          req('security', 'Sandton|Johannesburg', 'fri', '20:00'),
          req('personal_driver', ['Sandton|Johannesburg', null], 'fri', '20:00'),
        ),
      ],
      [
        'Kan julle ’n gastehuis in Tulbagh vir Saterdag bespreek, en ’n wynproe daar om 11 die oggend?',
        asks(
          req('accommodation', 'Tulbagh|Cape Winelands', 'sat', null),
          req(TOUR, ['Tulbagh|Cape Winelands', null], 'sat', '11:00'),
        ),
      ],

      // Actions on their requests.
      [
        'Kanselleer asb my tafel vanaand by die Test Kitchen, my man is siek',
        cancel('table_tonight'),
      ],
      ['Kan ons vanaand se ete na 9 uur skuif?', change('table_tonight', { time: '21:00' })],
      ['Ons is nou vier vir vanaand in Woodstock', change('table_tonight', { partySize: 4 })],
      [
        'Die bestuurder môre by OR Tambo — maak dit asb 11 uur in plaas van 9',
        change('driver_tomorrow', { time: '11:00' }),
      ],
      [
        'Ek het nie meer die bestuurder by die lughawe môre nodig nie, kanselleer dit asb',
        cancel('driver_tomorrow'),
      ],
      ['Het die sjef vir Saterdag al bevestig?', status('chef')],
      ['Die sjef moet asb eers om 8 kom, die gaste kom laat', change('chef', { time: '20:00' })],
      ['Kanselleer die villa in Kampsbaai, ons reis is afgestel', cancel('villa')],
      ['Hoe lyk dit met die boot Sondag, is alles reg met Atlantic Blue?', status('yacht')],
      [
        'Die bestuurder in Kaapstad volgende Vrydag kan maar gekanselleer word, my vlug is verskuif',
        cancel('driver_friday'),
      ],
      ['Hoekom het die sekuriteitsmense vir die gala nee gesê?', status('security')],
      ['Skuif asb die sjef se ete na Sondag toe, dieselfde tyd', change('chef', { date: 'sun' })],
      ['Kan die villa vir agt mense wees in plaas van ses?', change('villa', { partySize: 8 })],
      ['Kanselleer asseblief die bestuurder, ek ry self', cancel(DRIVERS)],
      ['Is ons ete al bevestig of nie?', status(DINNERS)],
      ['Skuif die bestuurder na 10 uur toe', change(DRIVERS, { time: '10:00' })],
      ['Kanselleer asb die bespreking vir die naweek, ons gaan eerder plaas toe', cancel(WEEKEND)],
      ['Hoe vorder die ete se bespreking? Ek hoor niks', status(DINNERS)],

      // Questions.
      ['Sê my gou, op watter vlak is my lidmaatskap eintlik?', question('tier')],
      ['Hoeveel versoeke het ek nog vir die maand oor?', question('allowance')],
      [
        'Wanneer moet my lidmaatskap weer hernu word? My kaart verval binnekort',
        question('renewal'),
      ],
      ['Wat staan vir my voor hierdie week?', question('upcoming')],
      ['Wys my asb al my versoeke', question('requests')],
      [
        'Het enige van die verskaffers al iets teruggeskryf oor my versoeke?',
        question('provider_said'),
      ],
      ['Wat het jy alles oor my onthou?', question('memory')],
      ['Volgens my joernaal, hoe was my bui die afgelope week of wat?', question('mood')],
      [
        'Met watter soort goed kan jy my alles help, behalwe besprekings?',
        question('capabilities'),
      ],
      ['Het jy toegang tot die dokumente wat ek in my kluis gesit het, of nie?', question('vault')],
      ['Wanneer presies loop my proeftydperk uit? Ek wil nie vergeet nie', question('renewal')],
      ['Is ek platinum of goud? En hoeveel versoeke bly nog oor?', question('tier', 'allowance')],

      // A person.
      ['Ek wil asseblief met ’n regte mens van julle span praat, nie met ’n masjien nie', human],
      ['Kan iemand my bel? 082 555 0134', human],
      ['Julle het my twee keer gedebiteer, ek wil asb met ’n mens daaroor praat', human],
      ['Gee my net ’n persoon, die bot verstaan my nie', human],

      // Out of scope.
      ['Wat is die telling in die Bokke se wedstryd?', outOfScope],
      ['Hoe warm gaan dit môre in Pretoria wees?', outOfScope],
      ['Kan jy my help met my belastingopgawe?', outOfScope],
      ['Skryf vir my ’n gedig vir my vrou se verjaarsdag', outOfScope],
      ['Wat is die rand vandag teen die Britse pond werd?', outOfScope],
      ['Hoe maak ’n mens melktert?', outOfScope],
    ],
  ),
};
