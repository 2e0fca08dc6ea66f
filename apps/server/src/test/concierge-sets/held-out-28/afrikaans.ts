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
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const TOUR: ServiceType[] = ['other', 'travel'];
const PHOTO: ServiceType[] = ['other', 'event_planning'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const AIRPORT_IN_CAPE_TOWN = ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'];
const GEORGE = ['George Airport|Garden Route', 'George|Garden Route'];
const PLETT_AIRPORT = ['Plettenberg Bay Airport|Garden Route', 'Plettenberg Bay|Garden Route'];
const NEAR_BELA_BELA = ['Bela-Bela|Waterberg', null];
const CANGO = ['Cango Caves|Garden Route', 'Oudtshoorn|Garden Route'];
const BABYLONSTOREN = ['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands'];
const IN_CERES = ['Ceres|Cape Winelands', null];
const AT_SUN_CITY = ['Sun City|Pilanesberg', null];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/** A table a human could file at either place (a landmark and the town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-eighth held-out set: Afrikaans, as members write it (môreoggend om sewe, môreaand om
 * 18:00, môremiddag om 3, môre om twaalfuur, oormôre om 13:30, oormôre om 8:30, vanaand om halfagt,
 * Vrydag om 11:00, Vrydag om 14:00, Vrydag om 7 in die aand, Vrydag om 15:00, Saterdagaand om
 * sewe-uur, Saterdagoggend, Saterdag om agtuur, Saterdag om 11:00, Sondagmiddag om twee, Sondag om
 * 10:00, middagete op Sondag, volgende week Maandag om 13:00, volgende week Dinsdag om 07:00, die
 * 16de, die 18de, die 19de, die 20ste, die 22ste, die 24ste, die 25ste, die 27ste; Waterkloof,
 * Clarens, Bela-Bela, Knysna, George, Kaapstad, Tulbagh, Pretoria-Oos, Oudtshoorn, Menlyn, Paarl,
 * Plettenbergbaai, Plett, Hermanus, Hartbeespoort, Simonstad, Nelspruit, die Cederberg,
 * Stellenbosch, Mosselbaai, Montagu, Babylonstoren, Graskop, Riebeek Kasteel, Eldoraigne,
 * Swellendam, Franschhoek, Ceres, Sandton, Sun City, Kampsbaai, Gordons Baai, Sabie, Langebaan;
 * "vir my en my man", "ons is twaalf", "ons is agt", "vir ses mense", "ons twee", "vir my en my
 * vrou", "ons is nou nege"; "bestuurder", "drywer" and "motor met ʼn bestuurder" for the driver,
 * "sjef" for the chef, "boot" and "jag" for a boat, "lyfwagte" for security, "vlugte" for flights,
 * "gastehuis" for a guest house, "masseuse", "fotograaf", "gids" and "persoonlike koper" for the
 * other services, "pakket" for the tier, "kluis" for the vault): new requests, tables, two requests
 * at once, actions on their requests (some a human would have to ask about), questions, and asking
 * for a person or for something out of scope. A note for a provider is labelled by a word the same
 * in both languages (vegan, halaal).
 */
export const HELD_OUT_28_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        'Kan julle asseblief vir my ʼn bestuurder reël wat my môreoggend om sewe by die huis in Waterkloof oplaai?',
        asks(req(CAR, 'Waterkloof|Pretoria', 'tomorrow', '07:00')),
      ],
      [
        'Ek soek ʼn gastehuis in Clarens vanaf die 20ste vir my en my man',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'dom:20', null)),
      ],
      [
        'Bespreek asseblief ʼn privaat sjef vir Saterdagaand om sewe-uur op ons plaas naby Bela-Bela, ons is twaalf',
        asks(req('private_chef', NEAR_BELA_BELA, 'sat', '19:00', { partySize: 12 })),
      ],
      [
        'Ons wil graag ʼn boot op die Knysna-strandmeer huur vir Sondagmiddag om twee, ons is agt',
        asks(req(BOAT, 'Knysna|Garden Route', 'sun', '14:00', { partySize: 8 })),
      ],
      [
        'Ek het ʼn Range Rover nodig om self te bestuur, Vrydag om 11:00 by die lughawe op George',
        asks(req(HIRE, GEORGE, 'fri', '11:00')),
      ],
      [
        'Kan jy vir ons vlugte van Kaapstad na Upington bespreek, op die 24ste om 06:00?',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:24', '06:00')),
      ],
      [
        'My dogter trou op die 27ste in Tulbagh, ek soek ʼn fotograaf vir die hele dag',
        asks(req(PHOTO, 'Tulbagh|Cape Winelands', 'dom:27', null)),
      ],
      [
        'Ek het lyfwagte nodig vir ʼn kunsveiling in Pretoria-Oos môreaand om 18:00',
        asks(req(ESCORT, 'Pretoria East|Pretoria', 'tomorrow', '18:00')),
      ],
      [
        'Reël asseblief ʼn toer deur die Cango Caves by Oudtshoorn op Sondag om 10:00 vir die kinders',
        asks(req(TOUR, CANGO, 'sun', '10:00')),
      ],
      [
        'Ek het iemand nodig om vir my ʼn nuwe pak klere in Menlyn te gaan uitsoek, liefs Saterdagoggend',
        asks(req(ERRAND, 'Menlyn|Pretoria', 'sat', '09:00')),
      ],
      [
        'Kan julle ʼn verrassingspartytjie vir my man reël op die 22ste, by ʼn wynplaas in Paarl?',
        asks(req(PARTY, 'Paarl|Cape Winelands', 'dom:22', null)),
      ],
      [
        'Ek wil graag ʼn huis in Plettenbergbaai huur vanaf die 16de, ons is tien',
        asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:16', null)),
      ],
      [
        'Bespreek asseblief ʼn helikoptervlug oor die kus vanaf Plett se lughawe, Vrydag om 15:00',
        asks(req(CHOPPER, PLETT_AIRPORT, 'fri', '15:00')),
      ],
      [
        'Ek soek ʼn masseuse wat môremiddag om 3 na my hotel in Hermanus kan kom',
        asks(req('other', 'Hermanus|Overberg', 'tomorrow', '15:00')),
      ],
      [
        'Kan jy vir ons ʼn motor met ʼn bestuurder kry van OR Tambo na Hartbeespoort, oormôre om 13:30?',
        asks(req(CAR, OR_TAMBO, '+2', '13:30')),
      ],
      [
        'Ons soek ʼn jag in Simonstad vir Saterdag om 11:00, vir ses mense',
        asks(req(BOAT, "Simon's Town|Cape Town", 'sat', '11:00', { partySize: 6 })),
      ],
      [
        'Ek wil ʼn Mercedes G-Wagon huur, om Saterdag om 9:00 in Nelspruit op te tel',
        asks(req(HIRE, 'Mbombela|Mbombela', 'sat', '09:00')),
      ],
      [
        'Reël asseblief ʼn gids vir ʼn staptog in die Cederberg volgende week Dinsdag om 07:00',
        asks(req(TOUR, 'Cederberg|West Coast', 'next:tue', '07:00')),
      ],
      [
        'Kan julle my ma se verjaardagete in Langebaan reël? Ons wil ʼn sjef hê vir die 19de',
        asks(req('private_chef', 'Langebaan|West Coast', 'dom:19', null)),
      ],
      [
        'Ek het ʼn drywer nodig wat my oormôre om 05:30 by Gordons Baai oplaai na die lughawe',
        asks(req(CAR, "Gordon's Bay|Cape Town", '+2', '05:30')),
      ],

      // Tables.
      [
        'Kan jy ʼn tafel vir vier in Stellenbosch bespreek, vanaand om halfagt?',
        asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 4)),
      ],
      [
        'ʼn Tafel vir twee in Mosselbaai môreaand om 19:00, asseblief',
        asks(table('Mossel Bay|Garden Route', 'tomorrow', '19:00', 2)),
      ],
      [
        'Bespreek vir ons middagete vir ses in Montagu op Sondag',
        asks(table('Montagu|Cape Winelands', 'sun', '12:30', 6)),
      ],
      [
        'Ons soek ʼn tafel vir agt by Babylonstoren op die 18de om 12:30',
        asks(tableAt(BABYLONSTOREN, 'dom:18', '12:30', 8)),
      ],
      [
        'Ontbyt vir drie in Graskop oormôre om 8:30, asseblief',
        asks(table('Graskop|Panorama Route', '+2', '08:30', 3)),
      ],
      [
        'Ek wil graag ʼn tafel vir vyf in Oudtshoorn hê, Vrydag om 7 in die aand',
        asks(table('Oudtshoorn|Garden Route', 'fri', '19:00', 5)),
      ],
      [
        'Aandete vir ons twee in Riebeek Kasteel, Saterdag om agtuur',
        asks(table('Riebeek Valley|Cape Winelands', 'sat', '20:00', 2)),
      ],
      [
        'ʼn Tafel vir tien in Eldoraigne volgende week Maandag om 13:00, dis ʼn afskeid by die werk',
        asks(table('Eldoraigne|Pretoria', 'next:mon', '13:00', 10)),
      ],
      [
        'Kan jy vir my en my vrou ʼn tafel in Hartbeespoort kry, môre om twaalfuur?',
        asks(table('Hartbeespoort|Pretoria', 'tomorrow', '12:00', 2)),
      ],
      [
        'Tafel vir ses in Swellendam op die 25ste om 19:30',
        asks(table('Swellendam|Overberg', 'dom:25', '19:30', 6)),
      ],
      [
        'Pannekoek vir ʼn gesin van vyf in Sabie, Saterdag om 10:00',
        asks(table('Sabie|Panorama Route', 'sat', '10:00', 5)),
      ],

      // Two at once.
      [
        'Ek soek ʼn bestuurder van die lughawe in Kaapstad na Franschhoek, Vrydag om 14:00, en ʼn tafel vir twee in Franschhoek om 19:30 daardie aand',
        asks(
          req(CAR, AIRPORT_IN_CAPE_TOWN, 'fri', '14:00'),
          table('Franschhoek|Cape Winelands', 'fri', '19:30', 2),
        ),
      ],
      [
        'Bespreek asseblief ʼn hotel in Ceres vanaf die 19de, en ʼn perdry-uitstappie daar op die 20ste om 9:00',
        asks(
          req('accommodation', 'Ceres|Cape Winelands', 'dom:19', null),
          req('other', IN_CERES, 'dom:20', '09:00'),
        ),
      ],
      [
        'Ons het ʼn bestuurder nodig van Sandton na Sun City op Saterdag om 10:00, en ʼn tafel vir vier daar om 13:00',
        asks(
          req(CAR, 'Sandton|Johannesburg', 'sat', '10:00'),
          tableAt(AT_SUN_CITY, 'sat', '13:00', 4),
        ),
      ],

      // Actions on their requests.
      [
        'Kanselleer asseblief vanaand se tafel by die Test Kitchen, my seun het koors',
        cancel('table_tonight'),
      ],
      [
        'Kan die bestuurder môre eerder om 10:30 by OR Tambo wees? My vlug is laat',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      [
        'Skuif asseblief die sjef na Sondag, selfde tyd, my skoonpa kan eers dan kom',
        change('chef', { date: 'sun' }),
      ],
      [
        'Ons is nou nege vir die sjef Saterdag, my niggie kom ook',
        change('chef', { partySize: 9 }),
      ],
      [
        'Kanselleer die villa in Kampsbaai, ons bly eerder by die huis die vakansie',
        cancel('villa'),
      ],
      ['Het Atlantic Blue al iets oor Sondag se boot gesê?', status('yacht')],
      ['Kan die villa eerder vanaf die 25ste begin?', change('villa', { date: 'dom:25' })],
      ['Kanselleer asseblief my bestuurder, ek het ʼn ander reëling getref', cancel(DRIVERS)],
      [
        'Wat het gebeur met die sekuriteit vir die gala in Sandton? Ek het niks gehoor nie',
        status('security'),
      ],
      ['Ek wil die ete kanselleer, ons kan nie meer nie', cancel(DINNERS)],
      ['Hoe lyk dit met die naweek se bespreking? Die kinders vra heeltyd', status(WEEKEND)],
      [
        'Sê asseblief vir die sjef een van my man se kollegas is vegan',
        change('chef', { notes: 'vegan' }),
      ],
      [
        'Kan vanaand se tafel in Woodstock vir drie wees in plaas van twee?',
        change('table_tonight', { partySize: 3 }),
      ],
      [
        'Skuif die Test Kitchen na môre, selfde tyd, my man werk laat',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'Die bestuurder volgende Vrydag in Kaapstad moet eerder om 19:00 kom',
        change('driver_friday', { time: '19:00' }),
      ],
      ['Het Shield Protection gesê hoekom hulle nee gesê het?', status('security')],
      [
        'Kan die boot op Sondag eerder om 16:00 by die V&A vertrek?',
        change('yacht', { time: '16:00' }),
      ],
      ['Kanselleer asseblief die bespreking wat reeds bevestig is', cancel(CONFIRMED)],
      [
        'Sê vir die sjef op Saterdag die vleis moet halaal wees',
        change('chef', { notes: 'halaal' }),
      ],
      ['Is my bestuurder vir môre by OR Tambo al bevestig?', status('driver_tomorrow')],

      // Questions.
      ['Watter pakket het ek by Aurum?', question('tier')],
      ['Is ek ʼn goud- of platinumlid?', question('tier')],
      ['Hoeveel aanvrae kan ek nog hierdie maand maak?', question('allowance')],
      [
        'Wanneer moet ek weer vir my lidmaatskap betaal? Ek wil my begroting klaarmaak',
        question('renewal'),
      ],
      ['Tot wanneer is my lidmaatskap geldig?', question('renewal')],
      ['Wat staan vir my hierdie naweek bespreek?', question('upcoming')],
      ['Wys my asseblief al my vorige versoeke', question('requests')],
      ['Het enige van die verskaffers al teruggeskryf? Ek wag al lank', question('provider_said')],
      ['Weet jy watter wyn ek graag drink?', question('memory')],
      ['Hoe was my gemoed die afgelope week volgens my joernaal?', question('mood')],
      ['Kan jy ook vir my ʼn loodgieter reël?', question('capabilities')],
      ['Het ek my huis se titelakte in die kluis gelaai?', question('vault')],

      // A person.
      ['Kan ek asseblief met ʼn mens by Aurum praat, nie ʼn rekenaar nie?', human],
      ['Skakel my deur na ʼn konsiërge, dis dringend', human],
      ['Laat iemand my asseblief terugbel, ek doen dit liewer telefonies', human],
      ['Ek wil met ʼn bestuurder van julle span praat oor ʼn klagte', human],

      // Out of scope.
      ['Hoe maak ek ʼn goeie melktert?', outOfScope],
      ['Wat is die hoofstad van Namibië?', outOfScope],
      ['Wie het verlede jaar die Curriebeker gewen? My skoonpa wil wed', outOfScope],
      ['Wat is die beste manier om rose in die winter te snoei?', outOfScope],
      ['Hoeveel kalorieë is in ʼn koeksister?', outOfScope],
      ['Vertaal asseblief "goeie môre" in Frans vir my', outOfScope],
    ],
  ),
};
