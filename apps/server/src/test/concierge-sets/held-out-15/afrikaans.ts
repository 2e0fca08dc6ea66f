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
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/**
 * Fifteenth held-out set: Afrikaans, as members write it (môreoggend, môreaand, môre middag 1
 * uur, oormôre soggens, vanaand, Saterdagaand, Sondagmiddag, volgende week Dinsdag, halfagt,
 * halfnege, kwart oor agt, kwart voor sewe saans, die 12de, 7 Maart, Kampsbaai, Houtbaai,
 * Seepunt, Plett, Kaapstad lughawe, George lughawe; "bestuurder" for the driver and never for a
 * manager): new requests, tables, several requests at once, actions on their requests, questions,
 * and asking for a person or for something out of scope.
 */
export const HELD_OUT_15_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        "Ek het 'n bestuurder nodig wat my môreoggend om 6 by die huis in Durbanville kan oplaai en lughawe toe vat",
        asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '06:00')),
      ],
      [
        "Kan julle vir ons 'n privaat sjef reël vir Saterdagaand? Ons is 8 mense, by ons huis in Stellenbosch om 7",
        asks(req('private_chef', 'Stellenbosch|Cape Winelands', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        "Ons soek 'n villa in Plett vir die Desembervakansie, van 20 Desember af, vir 10 mense",
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-20', null, { partySize: 10 }),
        ),
      ],
      [
        "Ek wil graag 'n Range Rover huur vir die naweek in Kaapstad, Vrydag tot Sondag",
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'fri', null)),
      ],
      [
        "Kan julle 'n jag vir ons bespreek by die Waterfront, Sondagmiddag, 12 mense?",
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 12 })),
      ],
      [
        "My vrou verjaar binnekort en ek wil 'n verrassingspartytjie hou in Pretoria-Oos op die 14de",
        asks(req('event_planning', 'Pretoria East|Pretoria', 'dom:14', null)),
      ],
      [
        "Ek het iemand nodig om my te help klere koop vir 'n troue, by Sandton City, Donderdag om 10",
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '10:00')),
      ],
      [
        'Ons vlieg Vrydag van Kaapstad na Johannesburg, kan julle die vlugte vir twee bespreek? Verkieslik in die oggend',
        asks(
          req(
            FLIGHT,
            ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
            'fri',
            '09:00',
          ),
        ),
      ],
      [
        'Ek wil sekuriteit hê vir my dogter se troue in Franschhoek op 7 Maart',
        asks(req('security', 'Franschhoek|Cape Winelands', 'md:03-07', null)),
      ],
      [
        "Kan julle 'n bestuurder reël om ons oormôre soggens om halfagt by Kaapstad lughawe te kry?",
        asks(req('personal_driver', 'Cape Town International Airport|Cape Town', '+2', '07:30')),
      ],
      [
        "Ek soek 'n gastehuis in Clarens vir die langnaweek, twee kamers, van Vrydag af",
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null)),
      ],
      [
        "Reël asseblief 'n mooi blommerangskikking vir my ma se huis in Somerset West, Maandag om 11",
        asks(req('other', 'Somerset West|Cape Town', 'mon', '11:00')),
      ],
      [
        "Ons benodig 'n sjef vir 'n braai op Sondag by ons plek in Hermanus, so 15 mense, van 12 uur af",
        asks(req('private_chef', 'Hermanus|Overberg', 'sun', '12:00', { partySize: 15 })),
      ],
      [
        "Is dit moontlik om vir my 'n lyfwag te kry vir môreaand in Sandton?",
        asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '19:00')),
      ],
      [
        "Ek het 'n motor met bestuurder nodig vanaand om 7 van Seepunt na Kampsbaai",
        asks(req('personal_driver', 'Sea Point|Cape Town', 'today', '19:00')),
      ],
      [
        "Kan julle 'n helikoptervlug oor Kaapstad bespreek vir Saterdag 11 uur, vir 3 mense?",
        asks(req(FLIGHT, 'Cape Town|Cape Town', 'sat', '11:00')),
      ],
      [
        "Ek soek 'n kok vir my ouers in Bloemfontein vir volgende week Dinsdag, aandete vir 4",
        asks(req('private_chef', 'Bloemfontein|Bloemfontein', 'next:tue', null, { partySize: 4 })),
      ],
      [
        "Kan iemand asseblief vir my 'n geskenk gaan koop vir my vrou, iets by Menlyn, voor Vrydag?",
        asks(req('personal_shopping', 'Menlyn|Pretoria', 'fri', null)),
      ],
      [
        "Ons wil graag 'n boot huur om te gaan visvang in Struisbaai, Saterdagoggend 6 uur",
        asks(req(BOAT, 'Struisbaai|Overberg', 'sat', '06:00')),
      ],
      [
        "Ek het 'n fotograaf nodig vir ons 25ste huweliksherdenking by Babylonstoren op die 30ste",
        asks(req('other', 'Babylonstoren|Cape Winelands', 'dom:30', null)),
      ],
      [
        'Kan julle reël dat iemand die kinders Vrydag om 14:00 by die skool in Bellville oplaai?',
        asks(req('personal_driver', 'Bellville|Cape Town', 'fri', '14:00')),
      ],
      [
        "'n Porsche vir my seun se matriekafskeid asseblief, Vrydag 17:30 in Pretoria",
        asks(req('luxury_vehicle', 'Pretoria|Pretoria', 'fri', '17:30')),
      ],
      [
        'Ek soek akkommodasie by Sun City vir 2 nagte vanaf 15 Mei vir 4 mense',
        asks(req('accommodation', 'Sun City|Pilanesberg', 'md:05-15', null, { partySize: 4 })),
      ],
      [
        'Bespreek vir ons kaartjies op die Blue Train van Kaapstad na Pretoria, so gou moontlik',
        asks(req(FLIGHT, 'Cape Town|Cape Town', null, null)),
      ],

      // Tables.
      [
        "Kan jy vir ons 'n tafel vir vier bespreek by 'n restaurant in Stellenbosch vir Vrydagaand om 7?",
        asks(table('Stellenbosch|Cape Winelands', 'fri', '19:00', 4)),
      ],
      [
        'Tafel vir twee vanaand om halfagt in Kampsbaai asseblief',
        asks(table('Camps Bay|Cape Town', 'today', '19:30', 2)),
      ],
      [
        "Middagete vir 6 op Sondag by 'n wynplaas in Franschhoek",
        asks(table('Franschhoek|Cape Winelands', 'sun', '12:30', 6)),
      ],
      [
        'Ons is 5 en wil Saterdag om kwart oor agt in Rosebank gaan eet',
        asks(table('Rosebank|Johannesburg', 'sat', '20:15', 5)),
      ],
      [
        "Bespreek asseblief 'n tafel in Houtbaai vir môre middag 1 uur, ek en my vrou en ons drie kinders",
        asks(table('Hout Bay|Cape Town', 'tomorrow', '13:00', 5)),
      ],
      [
        'Aandete by die Saxon vir 8 mense volgende Saterdag',
        asks(table('The Saxon|Johannesburg', 'next:sat', null, 8)),
      ],
      [
        "Kan ons 'n tafel kry in Hermanus vir oormôre, 4 mense, om sewe-uur die aand",
        asks(table('Hermanus|Overberg', '+2', '19:00', 4)),
      ],
      [
        "'n Tafel vir drie in Durbanville op Woensdag, kwart voor sewe saans",
        asks(table('Durbanville|Cape Town', 'wed', '18:45', 3)),
      ],
      [
        "Tafel vir 10 by 'n steakhuis in Centurion, Donderdag 19:00",
        asks(table('Centurion|Pretoria', 'thu', '19:00', 10)),
      ],
      [
        'Ontbyt vir twee in Paarl op Saterdag om 9, iewers met tuine',
        asks(table('Paarl|Cape Winelands', 'sat', '09:00', 2)),
      ],

      // Several at once.
      [
        "Ek het twee goed nodig: 'n bestuurder om my Vrydag om 8 by OR Tambo te kry, en 'n tafel vir 2 in Sandton daardie aand om 7",
        asks(
          req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'fri', '08:00'),
          table('Sandton|Johannesburg', 'fri', '19:00', 2),
        ),
      ],
      [
        "Kan julle 'n sjef vir 6 reël vir Saterdag om 7 in Kampsbaai, en ook 'n jag vir Sondag om 2 by die Waterfront vir dieselfde 6 mense?",
        asks(
          req('private_chef', 'Camps Bay|Cape Town', 'sat', '19:00', { partySize: 6 }),
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 6 }),
        ),
      ],
      [
        "Ons het 'n huis in Langebaan nodig van Vrydag af, en 'n boot op Saterdagoggend vir 'n rondvaart op die strandmeer",
        asks(
          req('accommodation', 'Langebaan|West Coast', 'fri', null),
          req(BOAT, ['Langebaan|West Coast', 'Langebaan Lagoon|West Coast', null], 'sat', '09:00'),
        ),
      ],
      [
        "Vlugte vir 4 van Johannesburg na George op die 12de, 'n huurkar by George lughawe, en akkommodasie in Wilderness vir 3 nagte",
        asks(
          req(
            FLIGHT,
            ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
            'dom:12',
            null,
          ),
          req(CAR, ['George Airport|Garden Route', 'George|Garden Route'], 'dom:12', null),
          req('accommodation', 'Wilderness|Garden Route', 'dom:12', null),
        ),
      ],
      [
        "Môre: bestuurder om 9 uur van Stellenbosch na Kaapstad, middagete vir 3 by die Waterfront om 1, en 'n bestuurder terug om 4",
        asks(
          req('personal_driver', 'Stellenbosch|Cape Winelands', 'tomorrow', '09:00'),
          table('V&A Waterfront|Cape Town', 'tomorrow', '13:00', 3),
          req('personal_driver', ['V&A Waterfront|Cape Town', null], 'tomorrow', '16:00'),
        ),
      ],

      // Actions on their requests.
      [
        'Kanselleer asseblief my tafel vanaand by die Test Kitchen, ek voel sleg',
        cancel('table_tonight'),
      ],
      [
        'Kan julle die sjef vir Saterdag kanselleer? Die gaste kan nie meer kom nie',
        cancel('chef'),
      ],
      [
        'Ek het nie meer die bestuurder môreoggend nodig nie, kanselleer dit maar',
        cancel('driver_tomorrow'),
      ],
      ['Skuif die tafel vanaand na halfnege asseblief', change('table_tonight', { time: '20:30' })],
      ['Die sjef op Saterdag moet vir 10 mense kook, nie 8 nie', change('chef', { partySize: 10 })],
      [
        'Kan ons die villa in Kampsbaai vir 8 gaste maak in plaas van 6?',
        change('villa', { partySize: 8 }),
      ],
      ['Is die jag vir Sondag al klaar bevestig?', status('yacht')],
      ['Wat het Atlantic Blue gesê oor Sondag se vaart?', status('yacht')],
      ['Hoekom het die sekuriteitsmense in Sandton nee gesê?', status('security')],
      ['Ek wil die bestuurder kanselleer asseblief, planne het verander', cancel(DRIVERS)],
      ['Kan julle die ete na nege-uur skuif?', change(DINNERS, { time: '21:00' })],
      [
        'Die bestuurder vir volgende Vrydag in Kaapstad moet eers om 19:00 daar wees',
        change('driver_friday', { time: '19:00' }),
      ],
      [
        'Sê asseblief vir die sjef my man het ernstige allergieë vir skulpvis',
        change('chef', { notes: 'allerg' }),
      ],
      [
        'Hoe lyk dit met die villa in Kampsbaai, het iemand al teruggekom na julle?',
        status('villa'),
      ],
      [
        'Skuif die bestuurder môre na 10:30, my vlug is laat',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      ['Het my bestuurder al bevestig of nie?', status(DRIVERS)],
      [
        'Ons gaan nie die naweek hier wees nie, kanselleer asseblief die naweek se bespreking',
        cancel(WEEKEND),
      ],
      ['Die partytjie in Franschhoek, hoekom is dit gekanselleer?', status('event')],

      // Questions.
      ['Op watter lidmaatskapvlak is ek nou eintlik?', question('tier')],
      ['Hoeveel versoeke het ek nog vir die res van die maand oor?', question('allowance')],
      ['Wanneer verval my lidmaatskap?', question('renewal')],
      ['Wat is alles vir my hierdie week beplan, kan jy my herinner?', question('upcoming')],
      ["Kan ek 'n lys van al my versoeke sien?", question('requests')],
      ['Het enige van die diensverskaffers al vir julle teruggeskryf?', question('provider_said')],
      ['Sê gou wat jy alles van my voorkeure onthou', question('memory')],
      ['Hoe was my bui volgens my inskrywings die afgelope sewe dae?', question('mood')],
      ['Wat alles kan jy vir my reël?', question('capabilities')],
      ['Kan jy eintlik sien wat ek in my kluis gebêre het?', question('vault')],
      ['Watter vlak het ek, en wanneer word dit hernu?', question('tier', 'renewal')],

      // A person, or out of scope.
      ["Kan ek asseblief met 'n regte mens van julle span praat, nie 'n bot nie?", human],
      ['Laat asseblief een van julle mense my dadelik bel, dis dringend', human],
      ["Ek is glad nie tevrede nie. Sit my deur na 'n persoon toe", human],
      ['Kan een van julle konsiërges my op WhatsApp kontak?', human],
      ['Wat is die rand teen die dollar vandag?', outOfScope],
      ['Wie het gisteraand se rugbywedstryd op Loftus gewen?', outOfScope],
      ["Kan jy vir my 'n gedig skryf vir my vrou se verjaarsdag?", outOfScope],
      ["Hoe lank moet 'n lamsboud in die oond bak?", outOfScope],
      ['Gaan dit môre in Stellenbosch reën?', outOfScope],
      ['Help my asseblief met my belastingopgawe', outOfScope],
    ],
  ),
};
