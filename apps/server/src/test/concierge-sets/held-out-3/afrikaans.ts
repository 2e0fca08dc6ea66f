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

/**
 * Third held-out set in Afrikaans: new requests (with "vanaand", "môre", "oormôre", "-oggend",
 * "-middag", "vm"/"nm", Afrikaans place names such as Kaapstad and Kampsbaai), actions on the
 * member's requests, questions about their data, and a few asking for a person or out of scope.
 * "Vanaand" alone is tonight (20:00); "-aand" on a weekday always comes with a clock time here,
 * since Afrikaans does not tell evening from night. Written without reading the engine or the
 * first two sets' rows.
 */
export const HELD_OUT_3_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      [
        "Kan julle vir my 'n tafel vir twee bespreek by 'n restaurant in Stellenbosch vanaand om 19:00?",
        asks(table('Stellenbosch|Cape Winelands', 'today', '19:00', 2)),
      ],
      [
        "Ek soek 'n bestuurder wat my môreoggend om 6 by OR Tambo kan oplaai",
        asks(req('personal_driver', 'OR Tambo|Johannesburg', 'tomorrow', '06:00')),
      ],
      [
        "Ons het 'n privaat sjef nodig vir Saterdag om 19:30 by ons huis in Durbanville, 10 mense",
        asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:30', { partySize: 10 })),
      ],
      [
        "Bespreek asseblief 'n villa in Hermanus vir die langnaweek",
        asks(req('accommodation', 'Hermanus|Overberg', null, null)),
      ],
      [
        "Ek wil 'n Range Rover huur in Kaapstad van Vrydag af",
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'fri', null)),
      ],
      [
        "Kan julle 'n jag bespreek by die V&A Waterfront vir Sondagmiddag? Ons is 8",
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 8 })),
      ],
      [
        "Ek het sekuriteit nodig vir 'n troue in Paarl op die 21ste",
        asks(req('security', 'Paarl|Cape Winelands', 'dom:21', null)),
      ],
      [
        "Reël asseblief 'n verjaardagpartytjie vir my dogter in Pretoria, Saterdag om 14:00",
        asks(req('event_planning', 'Pretoria|Pretoria', 'sat', '14:00')),
      ],
      [
        "Ek soek 'n persoonlike koper wat my môre om 10 vm in Sandton City kan help",
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'Boek vir ons vlugte na Durban volgende week Vrydag',
        asks(req('travel', 'Durban|Durban', 'next:fri', null)),
      ],
      [
        "Kan julle 'n tafel vir ses mense by Boschendal reël vir Sondag middagete om 12:30?",
        asks(table('Boschendal|Cape Winelands', 'sun', '12:30', 6)),
      ],
      [
        "Ek soek 'n chauffeur oormôre om 8 uur die oggend van die Kaapstad lughawe na Stellenbosch",
        asks(
          req(
            'personal_driver',
            ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'],
            '+2',
            '08:00',
          ),
        ),
      ],
      [
        "Ons wil graag 'n gastehuis in Franschhoek bespreek vir 4 nagte vanaf die 5de",
        asks(req('accommodation', 'Franschhoek|Cape Winelands', 'dom:5', null)),
      ],
      [
        "Bespreek 'n sjef vir 'n braai by ons huis in Waterkloof môre om 18:30",
        asks(req('private_chef', 'Waterkloof|Pretoria', 'tomorrow', '18:30')),
      ],
      [
        "Ek het 'n lyfwag nodig vir vanaand in Sandton",
        asks(req('security', 'Sandton|Johannesburg', 'today', '20:00')),
      ],
      [
        "Kan julle 'n tafel vir 4 bespreek in Kampsbaai vir Vrydag om 20:00?",
        asks(table('Camps Bay|Cape Town', 'fri', '20:00', 4)),
      ],
      [
        "Help my asseblief om 'n strandhuis in Plett te kry vir die Desembervakansie",
        asks(req('accommodation', 'Plettenberg Bay|Garden Route', null, null)),
      ],
      [
        'Ek soek iemand om my vandag om 17:00 van Sea Point na die lughawe te neem',
        asks(req('personal_driver', 'Sea Point|Cape Town', 'today', '17:00')),
      ],
      [
        "Ek wil 'n spa-dag vir my vrou bespreek in Constantia op Vrydag",
        asks(req('other', 'Constantia|Cape Town', 'fri', null)),
      ],
      [
        "Boek asseblief 'n hotel in Bloemfontein vir môre",
        asks(req('accommodation', 'Bloemfontein|Bloemfontein', 'tomorrow', null)),
      ],
      [
        "Ons soek 'n jag vir 12 mense in Knysna oor die naweek",
        asks(req('yacht_charter', 'Knysna|Garden Route', null, null, { partySize: 12 })),
      ],
      [
        "Ek het 'n bestuurder nodig om my ma Dinsdag om 10:00 by die dokter in Bellville af te laai",
        asks(req('personal_driver', 'Bellville|Cape Town', 'tue', '10:00')),
      ],
      [
        "kan jy vir ons 'n tafel kry by 'n lekker plek in Parkhurst môremiddag, ons is 3",
        asks(table('Parkhurst|Johannesburg', 'tomorrow', '15:00', 3)),
      ],
      [
        "Boek vir my 'n motorbestuurder Vrydag om 18:00 van Lanseria af",
        asks(req('personal_driver', 'Lanseria|Johannesburg', 'fri', '18:00')),
      ],
      [
        "Ek soek 'n fotograaf vir ons troue in Stellenbosch op 14 Februarie",
        asks(req(['other', 'event_planning'], 'Stellenbosch|Cape Winelands', 'md:02-14', null)),
      ],
      [
        "Reël 'n wynproe-toer in die Boland vir Saterdag om 10:00",
        asks(
          req(
            ['travel', 'other', 'personal_driver'],
            'Cape Winelands|Cape Winelands',
            'sat',
            '10:00',
          ),
        ),
      ],
      [
        "Ek het 'n kok nodig vir 'n ete vir 20 gaste op ons plaas naby Tulbagh, Saterdag om 18:00",
        asks(req('private_chef', 'Tulbagh|Cape Winelands', 'sat', '18:00', { partySize: 20 })),
      ],
      [
        "Kan julle vir my 'n kamer by die Mount Nelson kry vanaf oormôre?",
        asks(req('accommodation', 'Mount Nelson|Cape Town', '+2', null)),
      ],

      // Actions on the member's requests.
      ['Kanselleer asseblief môre se bestuurder', cancel('driver_tomorrow')],
      ['Kan jy my sjef vir Saterdag na 20:00 skuif?', change('chef', { time: '20:00' })],
      ['Wat is die status van my villa in Kampsbaai?', status('villa')],
      ['Kanselleer die tafel vanaand, ons kan nie meer gaan nie', cancel('table_tonight')],
      ['Het die jag-mense al bevestig?', status('yacht')],
      [
        'Verander asseblief vanaand se tafel na vier mense',
        change('table_tonight', { partySize: 4 }),
      ],
      ['kanselleer my bestuurder asb', cancel(either('driver_tomorrow', 'driver_friday'))],

      // Questions about the member's own data.
      ['Hoeveel versoeke kan ek nog hierdie maand maak?', question('allowance')],
      ['Op watter vlak is my lidmaatskap?', question('tier')],
      ['Op watter datum hernu my lidmaatskap?', question('renewal')],
      ['Wat het ek hierdie week bespreek?', question('upcoming')],
      ['Wat onthou jy van my?', question('memory')],

      // A person, or no answer Aurum has.
      ["Kan ek asseblief met 'n regte mens praat?", human],
      ['Bel my asseblief terug, ek wil met iemand praat', human],
      ['Gaan dit môre in Kaapstad reën?', outOfScope],
    ],
  ),
};
