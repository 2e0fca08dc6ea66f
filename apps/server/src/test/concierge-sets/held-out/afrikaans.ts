import {
  asks,
  cancel,
  change,
  either,
  followUp,
  question,
  req,
  rowsIn,
  status,
  table,
  theOther,
  type LabelledSet,
} from '../labels';
import { rowsAfter } from './rows-after';

/**
 * Held-out Afrikaans messages as members write them (new requests, actions, questions and a few
 * follow-ups), written without reading the first set or the engine. Never tune the engine on
 * these rows. "vanaand" is tonight (20:00 when bare), "môreoggend" tomorrow morning (09:00),
 * "oormôre" the day after tomorrow; "half agt" is 07:30 or 19:30 (half to eight).
 */
export const HELD_OUT_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af'],
      [
        [
          'Kan jy asseblief vir my ’n bestuurder reël vir môre om 9 by OR Tambo?',
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '09:00',
            ),
          ),
        ],
        [
          'Ek soek ’n privaat sjef vir Saterdag om 7 die aand in Stellenbosch, ons is 8 mense',
          asks(
            req('private_chef', 'Stellenbosch|Cape Winelands', 'sat', '19:00', { partySize: 8 }),
          ),
        ],
        [
          'Bespreek asseblief ’n tafel vir twee vanaand om 8 in Sandton',
          asks(table('Sandton|Johannesburg', 'today', '20:00', 2)),
        ],
        [
          'Ons het ’n jag nodig van die V&A af op Sondag om 3 die middag vir 10 mense',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 10 })),
        ],
        [
          'Kan julle ’n villa in Kampsbaai vir volgende Vrydag bespreek?',
          asks(req('accommodation', 'Camps Bay|Cape Town', 'next:fri', null)),
        ],
        [
          'Ek het ’n lyfwag nodig vir Vrydagaand om 8 in Rosebank',
          asks(req('security', 'Rosebank|Johannesburg', 'fri', '20:00')),
        ],
        [
          'Bespreek asseblief vlugte na Kaapstad vir oormôre',
          asks(req('travel', 'Cape Town|Cape Town', '+2', null)),
        ],
        [
          'Tafel vir ses mense Saterdag om 1 uur middagete in Franschhoek asseblief',
          asks(table('Franschhoek|Cape Winelands', 'sat', '13:00', 6)),
        ],
        [
          'Ek wil graag ’n Range Rover huur in Kaapstad vir môreoggend',
          asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'tomorrow', '09:00')),
        ],
        [
          'Kan jy ’n partytjie reël vir my man se 60ste verjaarsdag in Pretoria op die 20ste om 6 die aand?',
          asks(req('event_planning', 'Pretoria|Pretoria', 'dom:20', '18:00')),
        ],
        [
          'Ek soek iemand om Donderdag om 10 saam met my inkopies te doen by Menlyn',
          asks(req('personal_shopping', 'Menlyn|Pretoria', 'thu', '10:00')),
        ],
        [
          'Bestuurder van Kaapstad lughawe na Hermanus Vrydag om 2 die middag asseblief',
          asks(
            req(
              'personal_driver',
              ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'],
              'fri',
              '14:00',
            ),
          ),
        ],
        [
          'Kan ek ’n tafel vir 4 kry by ’n restaurant in Houtbaai, Sondag om 12:30?',
          asks(table('Hout Bay|Cape Town', 'sun', '12:30', 4)),
        ],
        [
          'Ons soek verblyf in Plettenbergbaai vanaf die 15de vir 6 mense',
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:15', null, { partySize: 6 }),
          ),
        ],
        [
          'Reël asb ’n sjef vir vanaand om 7 by my huis in Durbanville, net 4 mense',
          asks(req('private_chef', 'Durbanville|Cape Town', 'today', '19:00', { partySize: 4 })),
        ],
        [
          'Ek het môre om 6 die oggend ’n bestuurder nodig van Centurion na OR Tambo',
          asks(req('personal_driver', 'Centurion|Pretoria', 'tomorrow', '06:00')),
        ],
        [
          'Tafel vir twee om half agt vanaand in Stellenbosch, dankie',
          asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 2)),
        ],
        [
          'Kan julle vir ons ’n boot kry in Knysna Saterdag om 10 die oggend?',
          asks(req('yacht_charter', 'Knysna|Garden Route', 'sat', '10:00')),
        ],
        [
          'Goeiemôre, ek wil ’n hotel in Durban bespreek vir Woensdag',
          asks(req('accommodation', 'Durban|Durban', 'wed', null)),
        ],
        [
          'Sekuriteit vir ’n troue in Paarl op Saterdag om 3 die middag asseblief',
          asks(req('security', 'Paarl|Cape Winelands', 'sat', '15:00')),
        ],
        [
          'Bespreek ’n tafel vir 3 môre vir middagete in Bloemfontein',
          asks(table('Bloemfontein|Bloemfontein', 'tomorrow', '12:30', 3)),
        ],
        [
          'Ek soek ’n drywer vir Maandag 8 uur in die oggend in Pretoria',
          asks(req('personal_driver', 'Pretoria|Pretoria', 'mon', '08:00')),
        ],
        [
          'Kan jy ’n kok reël vir Sondagmiddag om 1 in Hermanus vir 12 gaste?',
          asks(req('private_chef', 'Hermanus|Overberg', 'sun', '13:00', { partySize: 12 })),
        ],
        [
          'Ek wil graag ’n luukse motor by Lanseria hê, Dinsdag om 11',
          asks(
            req('luxury_vehicle', 'Lanseria International Airport|Johannesburg', 'tue', '11:00'),
          ),
        ],
        [
          'Tafel vir vyf asseblief, Vrydag om 7 die aand by die V&A',
          asks(table('V&A Waterfront|Cape Town', 'fri', '19:00', 5)),
        ],
        [
          'Ek het ’n plek nodig om te bly in Hartbeespoort vir Saterdag',
          asks(req('accommodation', 'Hartbeespoort|Pretoria', 'sat', null)),
        ],
        ['Kanselleer asseblief my bestuurder vir môre', cancel('driver_tomorrow')],
        ['Kanselleer my tafel vanaand, ons kan nie meer gaan nie', cancel('table_tonight')],
        ['Kanselleer die bestuurder', cancel(either('driver_tomorrow', 'driver_friday'))],
        ['Kan jy die sjef na 8 uur skuif?', change('chef', { time: '20:00' })],
        ['Ons is nou 4 vir die tafel vanaand', change('table_tonight', { partySize: 4 })],
        ['Is my villa al bevestig?', status('villa')],
        ['Wat is die status van die jag op Sondag?', status('yacht')],
        ['Hoeveel versoeke het ek nog oor?', question('allowance')],
        ['Watter lidmaatskapvlak het ek?', question('tier')],
        ['Wanneer word my lidmaatskap hernu?', question('renewal')],
        ['Wat het ek die week beplan?', question('upcoming')],
      ],
    ),
    ...rowsAfter(['af'], 'table_new', [
      ['maak dit 8 uur', followUp({ time: '20:00' })],
      ['eerder vir 4 mense', followUp({ partySize: 4 })],
    ]),
    ...rowsAfter(['af'], 'cancel_driver', [['nee, die ander een', theOther]]),
  ],
};
