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
 * Nineteenth held-out set: Afrikaans, as members write it (môreoggend om 6, môreaand om 7,
 * vanaand, vanaand om halfagt, vanaand om halfnege, vanaand vanaf 7, vanmiddag om 4,
 * vanaf oormôre, Saterdagaand om 7, Saterdagoggend om 10, Sondagmiddag om 2, Sondagoggend om 9,
 * Vrydagaand om 8, Vrydagmiddag om 3, Donderdagaand om 7, Dinsdag om 8, Woensdag om kwart oor
 * sewe saans, volgende week vanaf Maandag, volgende Vrydag, teen Donderdag, die 14de, die 20ste,
 * die 22ste, die 27ste, die 10de, die 11de, 5 Desember, 16 Desember, Kersdag; Stellies, Kampsbaai,
 * Houtbaai, Seepunt, Somerset-Wes, Tygervallei, Kuilsrivier, Pretoria-Oos, "in die Paarl", "op
 * Hermanus", "oor Tafelberg", Kaapstad lughawe, George lughawe; "ons is tien", "my en my ma",
 * "twee paartjies", "12 mense", "net ek alleen", "ek en my vrou"; "bestuurder" for the driver and
 * never for a manager, "iemand in beheer" for a manager, "kluis" for the vault, "asseblief"):
 * new requests, tables, several requests at once, actions on their requests (some a human would
 * have to ask about), questions, and asking for a person or for something out of scope. A note
 * for a provider is labelled by a word the same in both languages (halal).
 */
export const HELD_OUT_19_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        'Ek soek ’n bestuurder wat my môreoggend om 6 by die huis in Durbanville kan oplaai vir die lughawe',
        asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '06:00')),
      ],
      [
        'Kan julle vir ons ’n privaat sjef kry vir Saterdagaand om 7 by ons huis in Somerset-Wes? Ons is tien',
        asks(req('private_chef', 'Somerset West|Cape Town', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        'Ons wil ’n jag huur vanaf die V&A Waterfront vir Sondagmiddag om 2, vir 12 mense',
        asks(req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 12 })),
      ],
      [
        'Bespreek asseblief ’n villa in Plett vir die Desembervakansie, vanaf 16 Desember, ons is agt',
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-16', null, { partySize: 8 }),
        ),
      ],
      [
        'Ek het ’n lyfwag nodig vir die gala in Sandton Vrydagaand, vanaf 6 uur',
        asks(req('security', 'Sandton|Johannesburg', 'fri', '18:00')),
      ],
      [
        'Kan iemand ’n verjaarsdaggeskenk vir my vrou by Tygervallei gaan koop, teen Donderdag?',
        asks(req(ERRAND, 'Tyger Valley|Cape Town', 'thu', null)),
      ],
      [
        'Vlugte vir twee van Kaapstad na Johannesburg op die 14de, vroegoggend om 6',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:14', '06:00')),
      ],
      [
        'Ons beplan ’n troue in die Paarl op 5 Desember en het ’n beplanner nodig',
        asks(req('event_planning', 'Paarl|Cape Winelands', 'md:12-05', null)),
      ],
      [
        '’n Range Rover vir die naweek in Stellenbosch, ek wil self bestuur, vanaf Vrydag',
        asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'fri', null)),
      ],
      [
        'Kan julle ’n masseuse na ons huis in Houtbaai stuur, vanmiddag om 4?',
        asks(req('other', 'Hout Bay|Cape Town', 'today', '16:00')),
      ],
      [
        'Ek soek ’n gastehuis op Hermanus vanaf oormôre, twee nagte',
        asks(req('accommodation', 'Hermanus|Overberg', '+2', null)),
      ],
      [
        'Helikoptervlug oor Tafelberg Saterdagoggend om 10 vir drie mense',
        asks(req(CHOPPER, 'Table Mountain|Cape Town', 'sat', '10:00', { partySize: 3 })),
      ],
      [
        'Kan ’n bestuurder my ma Dinsdag om 8 in Durbanville oplaai vir haar afspraak by die hospitaal in Bellville?',
        asks(req('personal_driver', 'Durbanville|Cape Town', 'tue', '08:00')),
      ],
      [
        'Ons soek ’n fotograaf vir ons dogter se doop in Pretoria-Oos, Sondag om 10',
        asks(req('other', 'Pretoria East|Pretoria', 'sun', '10:00')),
      ],
      [
        'Sekuriteit vir ons plaas by Tulbagh terwyl ons weg is, vanaf Maandag',
        asks(req('security', 'Tulbagh|Cape Winelands', 'mon', null)),
      ],
      [
        'Ek wil ’n braaimeester hê vir my pa se 70ste op die 27ste by ons plek in Kuilsrivier, 40 mense, om twaalfuur',
        asks(req('private_chef', 'Kuils River|Cape Town', 'dom:27', '12:00', { partySize: 40 })),
      ],
      [
        'Kan julle vir my ’n motor met bestuurder kry van Kaapstad lughawe na Franschhoek, Vrydagmiddag om 3?',
        asks(req(CAR, 'Cape Town International Airport|Cape Town', 'fri', '15:00')),
      ],
      [
        'Ek soek kaartjies vir die Stormers by DHL Stadium op Saterdag',
        asks(req('other', 'DHL Stadium|Cape Town', 'sat', null)),
      ],
      [
        '’n Jag vir ’n sononder-vaart vanaf Houtbaai op Vrydag, net ek en my vrou',
        asks(req(BOAT, 'Hout Bay|Cape Town', 'fri', '18:00', { partySize: 2 })),
      ],
      [
        'Ek het ’n kok nodig vir die hele volgende week by ons huis in Waterkloof, vanaf Maandag',
        asks(req('private_chef', 'Waterkloof|Pretoria', 'next:mon', null)),
      ],
      [
        '’n Oppasser vir die kinders vanaand vanaf 7 in Bloubergstrand',
        asks(req('other', 'Bloubergstrand|Cape Town', 'today', '19:00')),
      ],
      [
        'Beplan asseblief ’n verrassingspartytjie vir my man se 50ste in Stellies op die 22ste, so 60 gaste',
        asks(
          req('event_planning', 'Stellenbosch|Cape Winelands', 'dom:22', null, { partySize: 60 }),
        ),
      ],

      // Tables.
      [
        '’n Tafel vir vier by ’n restaurant in Stellenbosch, Saterdag om 1',
        asks(table('Stellenbosch|Cape Winelands', 'sat', '13:00', 4)),
      ],
      [
        'Kan julle vir my en my ma ’n tafel bespreek vanaand om halfagt in Kampsbaai?',
        asks(table('Camps Bay|Cape Town', 'today', '19:30', 2)),
      ],
      [
        'Ontbyt vir ses, Sondagoggend om 9 in die Paarl',
        asks(table('Paarl|Cape Winelands', 'sun', '09:00', 6)),
      ],
      [
        'Tafel vir twee paartjies Vrydagaand om 8 in Franschhoek',
        asks(table('Franschhoek|Cape Winelands', 'fri', '20:00', 4)),
      ],
      [
        'Ons is 12, middagete op die 20ste om 12:30 in Montagu',
        asks(table('Montagu|Cape Winelands', 'dom:20', '12:30', 12)),
      ],
      [
        'Bespreek ’n tafel vir 2 môreaand om 7 in Pretoria-Oos',
        asks(table('Pretoria East|Pretoria', 'tomorrow', '19:00', 2)),
      ],
      [
        'Aandete vir 5 in Menlyn, Woensdag om kwart oor sewe saans',
        asks(table('Menlyn|Pretoria', 'wed', '19:15', 5)),
      ],
      [
        'Net ek alleen, ’n tafel in Seepunt vanaand',
        asks(table('Sea Point|Cape Town', 'today', '20:00', 1)),
      ],
      [
        'Tafel vir agt in Somerset-Wes op Kersdag, middagete',
        asks(table('Somerset West|Cape Town', 'md:12-25', '12:30', 8)),
      ],
      [
        '’n Tafel vir 3 om halfnege vanaand by ’n plek in die Bo-Kaap',
        asks(table('Bo-Kaap|Cape Town', 'today', '20:30', 3)),
      ],
      [
        'Ek en my vrou wil Sondag om 12 in Tulbagh gaan eet, kan julle bespreek?',
        asks(table('Tulbagh|Cape Winelands', 'sun', '12:00', 2)),
      ],

      // Several at once.
      [
        'Môre om 8 ’n bestuurder van Sandton na Pretoria, en ’n tafel vir 4 in Brooklyn om 1',
        asks(
          req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
          table('Brooklyn|Pretoria', 'tomorrow', '13:00', 4),
        ),
      ],
      [
        'Ek soek ’n villa in Kampsbaai vanaf die 10de vir ses mense, en ’n sjef daar op die 11de om 7 in die aand',
        asks(
          req('accommodation', 'Camps Bay|Cape Town', 'dom:10', null, { partySize: 6 }),
          req('private_chef', ['Camps Bay|Cape Town', null], 'dom:11', '19:00'),
        ),
      ],
      [
        'Saterdag: ’n jag vanaf die V&A om 11 en daarna ’n tafel vir 10 by die Waterfront om 3',
        asks(
          req(BOAT, 'V&A Waterfront|Cape Town', 'sat', '11:00'),
          tableAt(['V&A Waterfront|Cape Town', 'Cape Town|Cape Town', null], 'sat', '15:00', 10),
        ),
      ],
      [
        'Vlug van Lanseria na George op Vrydag om 9, en ’n motor by George lughawe om 11',
        asks(
          req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'fri', '09:00'),
          req(CAR, 'George Airport|Garden Route', 'fri', '11:00'),
        ),
      ],
      [
        'Kan julle ’n lyfwag en ’n bestuurder reël vir Donderdagaand om 7 by Menlyn Maine?',
        asks(
          req('security', ['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'], 'thu', '19:00'),
          req(
            'personal_driver',
            ['Menlyn Maine|Pretoria', 'Menlyn|Pretoria', null],
            'thu',
            '19:00',
          ),
        ),
      ],

      // Their own requests.
      [
        'Kanselleer asseblief die tafel by The Test Kitchen vanaand, my man is siek',
        cancel('table_tonight'),
      ],
      ['Skuif die sjef in Constantia na Sondag, dieselfde tyd', change('chef', { date: 'sun' })],
      [
        'Kan die bestuurder môre eerder om halfnege by OR Tambo wees?',
        change('driver_tomorrow', { time: '08:30' }),
      ],
      ['Gaan die jagvaart Sondag nog voort, is dit bevestig?', status('yacht')],
      [
        'Ons is nou tien vir die villa in Kampsbaai, nie ses nie',
        change('villa', { partySize: 10 }),
      ],
      ['Ek het nie meer ’n bestuurder nodig nie, kanselleer dit asseblief', cancel(DRIVERS)],
      ['Hoekom het Shield Protection die gala in Sandton van die hand gewys?', status('security')],
      [
        'Hoekom is die beplanning vir my vrou se 50ste op Franschhoek gekanselleer?',
        status('event'),
      ],
      [
        'Sê asseblief vir die sjef van Saterdag dat twee gaste net halal eet',
        change('chef', { notes: 'halal' }),
      ],
      [
        'Die ete vanaand by die Test Kitchen: kan ons dit na 9 uur skuif?',
        change('table_tonight', { time: '21:00' }),
      ],
      ['Is die aandete al bevestig?', status(DINNERS)],
      ['Kanselleer die boot vir Sondag, dit gaan te hard waai', cancel('yacht')],
      [
        'Volgende Vrydag se bestuurder in Kaapstad: kan hy eerder om 7 uur saans kom?',
        change('driver_friday', { time: '19:00' }),
      ],
      ['Ek wil die Saterdag-sjef kanselleer, ons partytjie is afgestel', cancel('chef')],
      ['Het enige bestuurder al die oplaai by OR Tambo môre aanvaar?', status('driver_tomorrow')],
      ['Hoe staan sake met die naweek se besprekings?', status(WEEKEND)],

      // Questions.
      ['Op watter vlak van lidmaatskap is ek tans?', question('tier')],
      [
        'Hoeveel konsiërge-versoeke kan ek nog voor die einde van die maand maak?',
        question('allowance'),
      ],
      ['Op watter datum word my lidmaatskap volgende hernu?', question('renewal')],
      ['Wat het julle vir my die res van die week bespreek?', question('upcoming')],
      ['Wys my asseblief ’n lys van al my versoeke', question('requests')],
      ['Het enige verskaffer al vir my teruggeskryf?', question('provider_said')],
      ['Watter van my voorkeure het jy in jou geheue gestoor?', question('memory')],
      ['Hoe was my gemoed die afgelope twee weke volgens my joernaal?', question('mood')],
      ['Waarmee alles kan jy my help?', question('capabilities')],
      ['Het jy toegang tot die dokumente in my kluis?', question('vault')],
      ['Hoeveel dae het ek nog oor op die gratis proeftydperk?', question('renewal')],
      ['Is ek op Goud, Platinum of Swart?', question('tier')],

      // A person, or out of scope.
      ['Ek wil asseblief met ’n regte mens praat, nie met ’n rekenaar nie', human],
      ['Kan iemand van die span my skakel? My nommer is 082 555 0100', human],
      ['Ek wil met iemand in beheer praat, dit is dringend', human],
      ['Ek verkies om dit met ’n persoon te bespreek, dis ’n sensitiewe saak', human],
      ['Wie het die Bokke se toets Saterdag gewen?', outOfScope],
      ['Wat is die wisselkoers van die euro vandag?', outOfScope],
      ['Gee my asseblief ’n goeie resep vir melktert', outOfScope],
      ['Help my met my seun se Afrikaanse opstel oor die see', outOfScope],
    ],
  ),
};
