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
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');

/**
 * Eleventh held-out set: Afrikaans, as members write it (môre, vanaand, oormôre, halfagt, kwart
 * oor, Saterdagaand): new requests, tables, several requests at once, actions on their requests,
 * questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_11_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        'Ek het môreoggend om 7 uur n bestuurder nodig van Durbanville na die lughawe',
        asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '07:00')),
      ],
      [
        'Kan julle asseblief vir Saterdag om 19:00 n privaat sjef reël by ons huis in Waterkloof? Ons is 8 mense.',
        asks(req('private_chef', 'Waterkloof|Pretoria', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'soek n villa in Plettenbergbaai vanaf 20 Desember vir 6 mense',
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-20', null, { partySize: 6 }),
        ),
      ],
      [
        'Ons wil Sondag om 2 n jag huur by die Waterfront vir 10 mense',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 10 })),
      ],
      [
        'bestuurder nodig vanaand om kwart oor 10 van Stellenbosch af huis toe',
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'today', '22:15')),
      ],
      [
        'Ek wil graag n Range Rover huur in Kaapstad vanaf Maandag vir n week',
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'mon', null)),
      ],
      [
        'Boek asseblief vir my n vlug na George op die 12de, soggens',
        asks(req(FLIGHT, 'George|Garden Route', 'dom:12', '09:00')),
      ],
      [
        'Kan julle n lyfwag reël vir my by die Sandton Convention Centre Donderdag vanaf 18:00?',
        asks(req('security', 'Sandton Convention Centre|Johannesburg', 'thu', '18:00')),
      ],
      [
        'my vrou verjaar oormôre, kan julle n partytjie beplan in Pretoria-Oos vir 25 mense om 12?',
        asks(req('event_planning', 'Pretoria East|Pretoria', '+2', '12:00', { partySize: 25 })),
      ],
      [
        'Ek soek n persoonlike koper in Menlyn vir Vrydag om 10',
        asks(req('personal_shopping', 'Menlyn|Pretoria', 'fri', '10:00')),
      ],
      [
        'Kry vir ons asb n gastehuis in Hermanus vir die naweek vanaf Vrydag, ons is 4',
        asks(req('accommodation', 'Hermanus|Overberg', 'fri', null, { partySize: 4 })),
      ],
      [
        'n kok vir n braai by ons plek in Somerset-Wes op die 15de om 1uur, 20 gaste',
        asks(req('private_chef', 'Somerset West|Cape Town', 'dom:15', '13:00', { partySize: 20 })),
      ],
      [
        'Haal my asseblief op by OR Tambo Woensdag om halfnege die oggend',
        asks(req('personal_driver', 'OR Tambo|Johannesburg', 'wed', '08:30')),
      ],
      [
        'Ons soek n boot vir n sonsondergang vaart in Knysna, Saterdag, net ons twee',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'sat', '18:00', { partySize: 2 })),
      ],
      [
        'Kan jy vir my n masseuse kry wat môremiddag om 3 by die hotel in Franschhoek kan kom?',
        asks(req('other', 'Franschhoek|Cape Winelands', 'tomorrow', '15:00')),
      ],
      [
        'Ek het sekuriteit nodig by ons huis in Constantia vanaand vanaf 8',
        asks(req('security', 'Constantia|Cape Town', 'today', '20:00')),
      ],
      [
        'n Lodge in die Kruger vanaf volgende Vrydag vir 3 nagte asseblief',
        asks(req('accommodation', 'Kruger|Kruger', 'next:fri', null)),
      ],
      [
        'Reël asseblief n motor met bestuurder vir my ma van Bloemfontein lughawe Sondag om 11',
        asks(req(CAR, 'Bram Fischer International Airport|Bloemfontein', 'sun', '11:00')),
      ],
      [
        'kan julle n troue beplan in Tulbagh op 10 April?',
        asks(req('event_planning', 'Tulbagh|Cape Winelands', 'md:04-10', null)),
      ],
      [
        'Ek soek kaartjies vir die Bulle by Loftus Saterdag, 3 kaartjies',
        asks(req('other', 'Loftus Versfeld|Pretoria', 'sat', null, { partySize: 3 })),
      ],
      [
        'Ek soek n helikoptervlug oor die Kaapse Skiereiland Saterdag om 10 vir 2',
        asks(
          req(['other', 'travel'], 'Cape Peninsula|Cape Town', 'sat', '10:00', { partySize: 2 }),
        ),
      ],
      [
        'Kan julle vir my n haarkapper reël wat Vrydag om 4 na my huis in Lynnwood kom?',
        asks(req('other', 'Lynnwood|Pretoria', 'fri', '16:00')),
      ],

      // Tables.
      [
        'n Tafel vir 4 in Stellenbosch vanaand om halfagt asseblief',
        asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 4)),
      ],
      [
        'Bespreek asb n tafel vir twee by n restaurant in Kampsbaai môreaand om 8',
        asks(table('Camps Bay|Cape Town', 'tomorrow', '20:00', 2)),
      ],
      [
        'ons wil Sondag gaan middagete eet in Franschhoek, 6 mense, om 1',
        asks(table('Franschhoek|Cape Winelands', 'sun', '13:00', 6)),
      ],
      [
        'tafel vir 3 by Melrose Arch Vrydag kwart voor 7',
        asks(table('Melrose Arch|Johannesburg', 'fri', '18:45', 3)),
      ],
      [
        'Kan jy vir ons n tafel kry in Brooklyn, Pretoria, vir 5 mense Saterdag om 18:30?',
        asks(table('Brooklyn|Pretoria', 'sat', '18:30', 5)),
      ],
      [
        'Ek wil graag n tafel vir 2 bespreek op 14 Februarie om 19:30 in Paarl',
        asks(table('Paarl|Cape Winelands', 'md:02-14', '19:30', 2)),
      ],
      [
        'Ontbyt vir 4 môreoggend om 9 in Hermanus asseblief',
        asks(table('Hermanus|Overberg', 'tomorrow', '09:00', 4)),
      ],
      [
        'tafel vir 10 in die Bo-Kaap op die 7de om 7 die aand, dis n verjaarsdag',
        asks(table('Bo-Kaap|Cape Town', 'dom:7', '19:00', 10)),
      ],
      [
        'n Tafeltjie vir een vanaand om 8 in Umhlanga, ek is hier vir werk',
        asks(table('Umhlanga|Durban', 'today', '20:00', 1)),
      ],
      [
        'Bespreek n tafel vir ons ses by n wynplaas in Stellenbosch, Saterdag middagete',
        asks(table('Stellenbosch|Cape Winelands', 'sat', '12:30', 6)),
      ],

      // Several at once.
      [
        'Ek het n bestuurder nodig Vrydag om 5 van die lughawe in Kaapstad en n tafel vir 2 in Seepunt om 8 daardie aand',
        asks(
          req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '17:00'),
          table('Sea Point|Cape Town', 'fri', '20:00', 2),
        ),
      ],
      [
        'Kry asb n villa in Hermanus vanaf die 18de vir 8 mense en n sjef vir die 19de om 7 die aand',
        asks(
          req('accommodation', 'Hermanus|Overberg', 'dom:18', null, { partySize: 8 }),
          req('private_chef', ['Hermanus|Overberg', null], 'dom:19', '19:00'),
        ),
      ],
      [
        'Môre: vlug na Durban soggens, motor by King Shaka om 12, en n tafel vir 4 by die Oyster Box om 7',
        asks(
          req(FLIGHT, 'Durban|Durban', 'tomorrow', '09:00'),
          req(CAR, 'King Shaka International Airport|Durban', 'tomorrow', '12:00'),
          table('Oyster Box|Durban', 'tomorrow', '19:00', 4),
        ),
      ],
      [
        'n Lyfwag en n bestuurder vir Saterdag vanaf 6 in Sandton asseblief',
        asks(
          req('security', 'Sandton|Johannesburg', 'sat', '18:00'),
          req('personal_driver', 'Sandton|Johannesburg', 'sat', '18:00'),
        ),
      ],
      [
        'Ons het n jag nodig Sondag om 11 in Knysna vir 8, en n tafel vir 8 by die Knysna Waterfront daarna om 3',
        asks(
          req('yacht_charter', 'Knysna|Garden Route', 'sun', '11:00', { partySize: 8 }),
          table('Knysna Waterfront|Garden Route', 'sun', '15:00', 8),
        ),
      ],
      [
        'Reël asb n kok vir Vrydagaand om 7 in Kyalami vir 12 en n kroegman vir dieselfde aand',
        asks(
          req('private_chef', 'Kyalami|Johannesburg', 'fri', '19:00', { partySize: 12 }),
          req('other', ['Kyalami|Johannesburg', null], 'fri', '19:00'),
        ),
      ],
      [
        'bestuurder van Hatfield na Lanseria Maandag 6uur die oggend en n hotel in Kaapstad vanaf Maandag',
        asks(
          req('personal_driver', 'Hatfield|Pretoria', 'mon', '06:00'),
          req('accommodation', 'Cape Town|Cape Town', 'mon', null),
        ),
      ],

      // Actions on their requests.
      ['Kanselleer asseblief die tafel by die Test Kitchen vanaand', cancel('table_tonight')],
      ['Haai, kanselleer tog my bestuurder-bespreking, my swaer laai my op', cancel(DRIVERS)],
      ['Die sjef vir Saterdag moet gekanselleer word, ons gaan eerder uit', cancel('chef')],
      ['Ek wil die villa in Kampsbaai kanselleer', cancel('villa')],
      ['Kanselleer die boot vir Sondag asb, die weer lyk sleg', cancel('yacht')],
      ['Skuif die tafel vanaand na 9 uur asseblief', change('table_tonight', { time: '21:00' })],
      [
        'Kan die bestuurder by OR Tambo môre eerder om 10 kom?',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['Ons is nou 10 vir die sjef Saterdag, nie 8 nie', change('chef', { partySize: 10 })],
      ['Sê asseblief vir die sjef een van die gaste is vegan', change('chef', { notes: 'vegan' })],
      ['Kan die boot eerder om 4 uitvaar?', change('yacht', { time: '16:00' })],
      ['Is my Saterdag se sjef al bevestig?', status('chef')],
      ['Die villa moet vir 7 gaste wees, my broer kom saam', change('villa', { partySize: 7 })],
      ['Hoe lyk dit met my tafel vir vanaand?', status('table_tonight')],
      ['Is die jag vir Sondagmiddag al bevestig deur die mense?', status('yacht')],
      ['Wat het gebeur met die sekuriteit in Sandton verlede week?', status('security')],
      ['Enige nuus oor die villa in Kampsbaai vir ons ses?', status('villa')],
      ['Hoe laat is my bestuurder weer?', status(DRIVERS)],
      ['Kanselleer die ete asseblief', cancel(DINNERS)],
      [
        'Die bestuurder volgende Vrydag in Kaapstad, kan hy om 7 kom in plaas van 6?',
        change('driver_friday', { time: '19:00' }),
      ],
      [
        'kanselleer die Cape Executive Chauffeurs bespreking vir volgende week',
        cancel('driver_friday'),
      ],

      // Questions.
      ['Watter vlak lidmaatskap het ek nou eintlik by Aurum?', question('tier')],
      ['Hoeveel versoeke het ek nog oor vir hierdie maand?', question('allowance')],
      ['Wanneer moet ek my Aurum-lidmaatskap weer hernu?', question('renewal')],
      ['Wat het ek hierdie week alles aan die gang, kan jy my herinner?', question('upcoming')],
      ['Wys my asseblief al my versoeke', question('requests')],
      [
        'Het enige van die verskaffers al teruggekom na my oor my besprekings?',
        question('provider_said'),
      ],
      ['Sê my gou wat jy al van my kos- en reisvoorkeure onthou', question('memory')],
      ['Hoe was my bui die afgelope week volgens my joernaal?', question('mood')],
      ['Wat kan jy alles vir my doen behalwe bestuurders bespreek?', question('capabilities')],
      ['Wat het ek alles in my kluis gebêre?', question('vault')],
      ['Watter pakket het ek en hoeveel versoeke het ek nog?', question('tier', 'allowance')],

      // A person, or out of scope.
      ['Ek wil asseblief met n regte mens van julle span praat', human],
      ['Kan iemand van julle span my asseblief bel?', human],
      ['gee my n mens, nie n robot nie', human],
      ['Hoe gaan die weer môre in Kaapstad wees, gaan dit waai?', outOfScope],
      ['Wie het gister die rugby op Loftus gewen?', outOfScope],
      ['Skryf vir my n gedig oor die Karoo', outOfScope],
      ['Wat is 15% van R3 200?', outOfScope],
    ],
  ),
};
