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
  type LabelledSet,
} from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');

/**
 * Tenth held-out set: Afrikaans, as members write it (môre, vanaand, oormôre, halfagt, kwart
 * oor, Saterdagaand): new requests, tables, several requests at once, actions on their requests,
 * questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_10_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        "Ek het 'n bestuurder nodig môreoggend om 7 by Lanseria",
        asks(
          req(
            'personal_driver',
            'Lanseria International Airport|Johannesburg',
            'tomorrow',
            '07:00',
          ),
        ),
      ],
      [
        "kan julle vir my 'n privaat sjef kry vir Saterdagaand in Stellenbosch, ons is 10",
        asks(req('private_chef', 'Stellenbosch|Cape Winelands', 'sat', '19:00', { partySize: 10 })),
      ],
      [
        "Ons soek 'n villa in Plettenbergbaai vir die skoolvakansie, 8 mense, van die 6de af",
        asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:6', null, { partySize: 8 })),
      ],
      [
        "bespreek asb 'n jag by die Waterfront vir Sondagmiddag om 2, ons is 12",
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 12 })),
      ],
      [
        'Ek benodig sekuriteit vir my dogter se troue in Paarl op die 15de',
        asks(req('security', 'Paarl|Cape Winelands', 'dom:15', null)),
      ],
      [
        "kan jy 'n Range Rover reël vir volgende week Vrydag in Pretoria",
        asks(req('luxury_vehicle', 'Pretoria|Pretoria', 'next:fri', null)),
      ],
      [
        "Boek asseblief vir my 'n vlug Kaapstad toe oormôre vroegoggend, so 6 uur",
        asks(req('travel', 'Cape Town|Cape Town', '+2', '06:00')),
      ],
      [
        "my vrou verjaar Donderdag, kan julle iemand kry om vir haar 'n geskenk te gaan koop by Menlyn",
        asks(req('personal_shopping', 'Menlyn|Pretoria', 'thu', null)),
      ],
      [
        "ek wil 'n verrassingspartytjie beplan vir my man se 50ste in Hermanus op die 28ste",
        asks(req('event_planning', 'Hermanus|Overberg', 'dom:28', null)),
      ],
      [
        'Het julle n bestuurder vir vanaand om 11 in Sandton? Ek gaan n bietjie drink',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'today', '23:00')),
      ],
      [
        'n huis in Clarens vir die langnaweek asb, van Vrydag af vir 6',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null, { partySize: 6 })),
      ],
      [
        "Kan julle 'n lyfwag kry vir môre by die Sandton Konvensiesentrum van 8 tot 5?",
        asks(
          req(
            'security',
            ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'],
            'tomorrow',
            '08:00',
          ),
        ),
      ],
      [
        'ons wil n boot huur op die Vaal vir Saterdag om 10, so 8 van ons',
        asks(
          req(
            'yacht_charter',
            ['Vaal River|Vaal Triangle', 'Vaal Triangle|Vaal Triangle'],
            'sat',
            '10:00',
            { partySize: 8 },
          ),
        ),
      ],
      [
        "Ek soek 'n kok om by ons huis in Waterkloof 'n braai te doen Sondag om 1, vir 15 mense",
        asks(req('private_chef', 'Waterkloof|Pretoria', 'sun', '13:00', { partySize: 15 })),
      ],
      [
        'kan julle die vlugte reël vir ons na Upington op die 2de',
        asks(req('travel', 'Upington|Kalahari', 'dom:2', null)),
      ],
      [
        "'n Motor met bestuurder vir die hele dag Woensdag, begin om 8 by die hotel in Stellenbosch",
        asks(req(CAR, 'Stellenbosch|Cape Winelands', 'wed', '08:00')),
      ],
      [
        "ek het 'n persoonlike koper nodig vir Saterdagoggend in Kaapstad, 'n pak vir 'n troue",
        asks(req('personal_shopping', 'Cape Town|Cape Town', 'sat', '09:00')),
      ],
      [
        'bespreek asb n gastehuis in Dullstroom vanaf Vrydag, ek en my vrou',
        asks(req('accommodation', 'Dullstroom|Panorama Route', 'fri', null)),
      ],
      [
        "Help my asseblief om 'n afskeidsfunksie te organiseer vir ons span in Centurion, volgende week Donderdag",
        asks(req('event_planning', 'Centurion|Pretoria', 'next:thu', null)),
      ],
      [
        'Ek moet môremiddag om 3 by Bram Fischer opgelaai word',
        asks(req(CAR, 'Bram Fischer International Airport|Bloemfontein', 'tomorrow', '15:00')),
      ],
      [
        "Ek soek iemand om my te help om 'n nuwe horlosie te kies in Sandton City môre om 11",
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '11:00')),
      ],
      // Tables.
      [
        "Tafel vir twee vanaand om halfagt by 'n lekker plek in Kampsbaai",
        asks(table('Camps Bay|Cape Town', 'today', '19:30', 2)),
      ],
      [
        'kan jy vir ons n tafel kry vir 6 in Franschhoek Sondag vir middagete',
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 6)),
      ],
      [
        'Bespreek asb n tafel vir 4 môreaand om 7 in Brooklyn',
        asks(table('Brooklyn|Pretoria', 'tomorrow', '19:00', 4)),
      ],
      [
        "'n tafel vir 8 by 'n vis restaurant in Paternoster, Saterdag kwart oor een",
        asks(table('Paternoster|West Coast', 'sat', '13:15', 8)),
      ],
      [
        'ons is 3, Vrydagaand om 8 in Parys, enige goeie restaurant',
        asks(table('Parys|Vaal Triangle', 'fri', '20:00', 3)),
      ],
      [
        "Kan ek 'n tafel kry in Mosselbaai vir vanaand? Vyf mense, so sesuur",
        asks(table('Mossel Bay|Garden Route', 'today', '18:00', 5)),
      ],
      [
        'tafel vir 2 Woensdag om kwart voor agt in Stellenbosch asb',
        asks(table('Stellenbosch|Cape Winelands', 'wed', '19:45', 2)),
      ],
      [
        'Ons wil Saterdag ontbyt eet op Babylonstoren om 9, vier volwassenes en twee kinders',
        asks(table('Babylonstoren|Cape Winelands', 'sat', '09:00', 6)),
      ],
      [
        'bespreek n tafel vir ons 10 in Bloem Vrydag om 7, dis my pa se verjaarsdag',
        asks(table('Bloemfontein|Bloemfontein', 'fri', '19:00', 10)),
      ],
      [
        "'n tafel vir twee in Hermanus môre vir middagete, met 'n seeuitsig as dit kan",
        asks(table('Hermanus|Overberg', 'tomorrow', '12:30', 2)),
      ],
      // Several at once.
      [
        "Ek land Vrydag om 10 by Kaapstad Internasionaal, kry asb 'n bestuurder en 'n tafel vir 2 om 8 daardie aand in die Waterfront",
        asks(
          req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '10:00'),
          table('V&A Waterfront|Cape Town', 'fri', '20:00', 2),
        ),
      ],
      [
        'ons het n villa nodig in Knysna van die 10de af en n jag vir die 12de om 11, ons is 8',
        asks(
          req('accommodation', 'Knysna|Garden Route', 'dom:10', null, { partySize: 8 }),
          req('yacht_charter', ['Knysna|Garden Route', null], 'dom:12', '11:00', { partySize: 8 }),
        ),
      ],
      [
        "Môre: bestuurder om 6 by die huis in Lynnwood, vlug na Durban om 8, en 'n motor by King Shaka om 10",
        asks(
          req('personal_driver', 'Lynnwood|Pretoria', 'tomorrow', '06:00'),
          req('travel', 'Durban|Durban', 'tomorrow', '08:00'),
          req(CAR, 'King Shaka International Airport|Durban', 'tomorrow', '10:00'),
        ),
      ],
      [
        'Saterdag: n sjef vir 12 om 7 by ons in Houtbaai en sekuriteit vir die aand',
        asks(
          req('private_chef', 'Hout Bay|Cape Town', 'sat', '19:00', { partySize: 12 }),
          req('security', ['Hout Bay|Cape Town', null], 'sat', '19:00'),
        ),
      ],
      [
        "kan julle 'n blyplek in Oudtshoorn kry vir Vrydag en Saterdag, en 'n toer na die Cango Grotte op Saterdag om 10?",
        asks(
          req('accommodation', 'Oudtshoorn|Garden Route', 'fri', null),
          req(['other', 'travel'], 'Cango Caves|Garden Route', 'sat', '10:00'),
        ),
      ],
      // Actions on their requests.
      ['Kanselleer asb die tafel by The Test Kitchen vanaand', cancel('table_tonight')],
      [
        'ek het nie meer die bestuurder môre nodig nie, kanselleer dit maar',
        cancel('driver_tomorrow'),
      ],
      ['Kan jy die sjef vir Saterdag kanselleer? Die partytjie is af', cancel('chef')],
      ['ons gaan nie meer Kampsbaai toe nie, kanselleer die villa', cancel('villa')],
      ['kanselleer die jag op Sondag, die weer gaan sleg wees', cancel('yacht')],
      ['Kanselleer asseblief my bestuurder, ek ry self', cancel(DRIVERS)],
      ['kan die sjef om halfagt kom in plaas van sewe', change('chef', { time: '19:30' })],
      [
        'maak die tafel vanaand vir 4 mense, my ouers kom saam',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Skuif my oplaai môre na 10 uur, die vlug is laat',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['die villa moet vir 8 gaste wees nie 6 nie', change('villa', { partySize: 8 })],
      ['Kan ons die jag na 4 uur skuif?', change('yacht', { time: '16:00' })],
      ['skuif die ete na 9 uur asb', change(DINNERS, { time: '21:00' })],
      ['Is die bestuurder vir Vrydag volgende week bevestig?', status('driver_friday')],
      ['het die sjef in Constantia al geantwoord?', status('chef')],
      ['Wat het Shield Protection gesê oor die gala?', status('security')],
      ['hoe lyk dit met die villa in Kampsbaai', status('villa')],
      ['is my bestuurder al bevestig?', status(DRIVERS)],
      ['kanselleer asb die aandete, ons kan nie meer nie', cancel(DINNERS)],
      // Questions.
      ['Watter lidmaatskap het ek nou weer?', question('tier')],
      ['hoeveel versoeke het ek nog oor hierdie maand', question('allowance')],
      ['Op watter datum word my lidmaatskap hernu?', question('renewal')],
      ['wat het ek hierdie week aan die gang', question('upcoming')],
      ['Wys my asb al my versoeke tot dusver', question('requests')],
      ['het enige van die verskaffers al vir my teruggeskryf?', question('provider_said')],
      ['Wat onthou jy alles van my?', question('memory')],
      ['hoe was my gemoed die afgelope week', question('mood')],
      ['wat alles kan jy vir my doen as konsierge?', question('capabilities')],
      ['Kan jy sien wat ek in my kluis gebêre het?', question('vault')],
      ['watter vlak is ek en hoeveel versoeke het ek oor', question('tier', 'allowance')],
      // A person, or out of scope.
      ["Ek wil asseblief met 'n regte mens praat, nie met 'n rekenaar nie", human],
      ['kan iemand my bel? dit is dringend', human],
      ["Gee my 'n konsierge, nie 'n robot nie", human],
      ['Ek is nie tevrede nie, ek wil met n bestuurder van julle praat', human],
      ['hoe gaan die weer môre in Kaapstad lyk, sal dit reën?', outOfScope],
      ['Wie het gisteraand die rugby gewen?', outOfScope],
      ["skryf vir my 'n toespraak vir my broer se troue", outOfScope],
      ['wat is die wisselkoers van die rand teen die dollar vandag', outOfScope],
      ['Hoe maak ek melktert?', outOfScope],
      ['Is daar beurtkrag vanaand in Centurion?', outOfScope],
    ],
  ),
};
