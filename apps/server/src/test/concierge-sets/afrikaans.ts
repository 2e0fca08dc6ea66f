import {
  asks,
  cancel,
  change,
  either,
  human,
  type LabelledSet,
  question,
  req,
  rowsIn,
  status,
  table,
} from './labels';

/**
 * Afrikaans: new requests, actions on the member's requests and a few questions, written as
 * members text it (Kampsbaai, Kaapstad, Houtbaai; môre, oormôre, vanaand, Saterdagoggend).
 *
 * Label semantics: as in the English sets (labels.ts, actions.ts, questions.ts), plus the reply
 * language 'af'. Day and time words: "vanaand" is tonight (20:00 when no time is named), "môre"
 * tomorrow, "oormôre" the day after, "-oggend" 09:00, "-middag" 15:00, "middagete" 12:30,
 * "halfagt" 7:30 (19:30 for a dinner), "10vm" 10:00. Notes keep the member's own words, so a
 * note label is an Afrikaans word ("neute").
 */
export const AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      [
        "Ek soek asseblief 'n privaat sjef vir Saterdag om 19:00 in Constantia, ons is agt.",
        asks(req('private_chef', 'Constantia|Cape Town', 'sat', '19:00')),
      ],
      [
        "Kan julle vir my 'n bestuurder reël wat my môre om 09:00 by OR Tambo oplaai?",
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
        "Bespreek asseblief 'n tafel vir twee vanaand om 8uur by The Test Kitchen",
        asks(table(null, 'today', '20:00', 2)),
      ],
      [
        "Ons het 'n jag nodig by die V&A Waterfront op Sondagmiddag",
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00')),
      ],
      [
        "Ek wil graag 'n villa in Kampsbaai huur vir Saterdagaand",
        asks(req('accommodation', 'Camps Bay|Cape Town', 'sat', null)),
      ],
      [
        "Kry vir my 'n Range Rover by die lughawe in Kaapstad op Vrydag om 10:00",
        asks(
          req(
            'luxury_vehicle',
            ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'],
            'fri',
            '10:00',
          ),
        ),
      ],
      [
        "Ek het 'n lyfwag nodig vir 'n funksie in Sandton Saterdagaand om 7",
        asks(req('security', 'Sandton|Johannesburg', 'sat', '19:00')),
      ],
      [
        'Boek asseblief vlugte van Johannesburg na Kaapstad vir oormôre',
        asks(req('travel', 'Johannesburg|Johannesburg', '+2', null)),
      ],
      [
        "Ons soek 'n kok vir 'n braai in Stellenbosch op Sondag om 13:00",
        asks(req('private_chef', 'Stellenbosch|Cape Winelands', 'sun', '13:00')),
      ],
      [
        "Kan jy 'n tafel vir ses bespreek in Houtbaai vir middagete môre?",
        asks(table('Hout Bay|Cape Town', 'tomorrow', '12:30', 6)),
      ],
      [
        "Ek het 'n bestuurder nodig om my vanaand om 10 uur by Melrose Arch op te laai",
        asks(req('personal_driver', 'Melrose Arch|Johannesburg', 'today', '22:00')),
      ],
      [
        "Reël asseblief 'n verjaarsdagpartytjie vir my vrou in Pretoria op die 20ste",
        asks(req('event_planning', 'Pretoria|Pretoria', 'dom:20', null)),
      ],
      [
        "Ek soek 'n persoonlike koper in Sandton City vir Saterdagoggend",
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '09:00')),
      ],
      [
        'Ons benodig sekuriteit by ons huis in Clifton môreaand om 8',
        asks(req('security', 'Clifton|Cape Town', 'tomorrow', '20:00')),
      ],
      [
        "Boek vir ons 'n gastehuis in Franschhoek vir Vrydagnag",
        asks(req('accommodation', 'Franschhoek|Cape Winelands', 'fri', null)),
      ],
      [
        "Kan jy 'n boot vir ons kry in Knysna môre om 14:00?",
        asks(req('yacht_charter', 'Knysna|Garden Route', 'tomorrow', '14:00')),
      ],
      [
        "Ek wil 'n Mercedes huur by Lanseria op Maandag",
        asks(req('luxury_vehicle', 'Lanseria International Airport|Johannesburg', 'mon', null)),
      ],
      [
        "Asseblief 'n sjef vir vanaand in Durbanville, ons is vier",
        asks(req('private_chef', 'Durbanville|Cape Town', 'today', '20:00')),
      ],
      [
        "'n Massering by die huis in Somerset-Wes môre om 15:00 asseblief",
        asks(req('other', 'Somerset West|Cape Town', 'tomorrow', '15:00')),
      ],
      [
        "Bespreek 'n tafel vir 4 in Stellenbosch op Vrydag om halfagt",
        asks(table('Stellenbosch|Cape Winelands', 'fri', '19:30', 4)),
      ],
      [
        "Ek het 'n motor met 'n bestuurder nodig van Pretoria na Sun City oormôre om 08:00",
        asks(req('personal_driver', 'Pretoria|Pretoria', '+2', '08:00')),
      ],
      [
        'Kry asseblief vier kaartjies vir die rugby by Loftus op Saterdag',
        asks(req('other', 'Loftus Versfeld|Pretoria', 'sat', null)),
      ],
      [
        "Ons wil 'n seiljag huur op die Langebaan-strandmeer op Sondagoggend",
        asks(req('yacht_charter', 'Langebaan Lagoon|West Coast', 'sun', '09:00')),
      ],
      [
        "Boek 'n hotel in Bloemfontein vir Dinsdagaand",
        asks(req('accommodation', 'Bloemfontein|Bloemfontein', 'tue', null)),
      ],
      [
        'Kan jy blomme laat aflewer by my ma in Bellville môre?',
        asks(req('other', 'Bellville|Cape Town', 'tomorrow', null)),
      ],
      [
        "Ek benodig 'n lyfwag van OR Tambo na Waterkloof môre om 10vm",
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        "Boek asseblief 'n vlug na Durban op Vrydagoggend",
        asks(req('travel', 'Durban|Durban', 'fri', '09:00')),
      ],
      [
        "Ons soek 'n spyseniers vir 40 gaste op 'n wynplaas in Paarl op 14 Februarie",
        asks(req('private_chef', 'Paarl|Cape Winelands', 'md:02-14', null)),
      ],
      [
        'Tafel vir twee by La Colombe Saterdag om 19:30 asseblief',
        asks(table(null, 'sat', '19:30', 2)),
      ],
      [
        "Ek wil 'n haarkapper by die huis hê in Waterkloof op Vrydag om 9vm",
        asks(req('other', 'Waterkloof|Pretoria', 'fri', '09:00')),
      ],
      [
        "Reël 'n sonsondergangvaart vir ons in Kaapstad op Saterdag",
        asks(req('yacht_charter', 'Cape Town|Cape Town', 'sat', '18:00')),
      ],
      [
        "Kan ek 'n tafel vir 3 kry in Seepunt môre om 7 vir aandete?",
        asks(table('Sea Point|Cape Town', 'tomorrow', '19:00', 3)),
      ],
      // Actions on the member's requests.
      ['Kanselleer asseblief my privaat sjef', cancel('chef')],
      ['Kanselleer my bestuurder vir môre', cancel('driver_tomorrow')],
      ['Kanselleer my bestuurder', cancel(either('driver_tomorrow', 'driver_friday'))],
      [
        'Ek het nie meer die villa in Kampsbaai nodig nie, kanselleer dit asseblief',
        cancel('villa'),
      ],
      ['Kanselleer die tafel vir vanaand', cancel('table_tonight')],
      ['Kanselleer my laaste versoek', cancel('table_tonight')],
      ['Kanselleer die jag op Sondag, die weer lyk sleg', cancel('yacht')],
      ['Kanselleer die een wat ek gister gevra het', cancel('chef')],
      ['Kanselleer Cape Executive Chauffeurs asseblief', cancel('driver_friday')],
      ['Skuif my sjef na 20:00', change('chef', { time: '20:00' })],
      [
        'Kan die bestuurder môre eerder om 10:30 kom?',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      ['Verander die tafel vanaand na 9uur', change('table_tonight', { time: '21:00' })],
      ['Skuif die sjef na Sondag', change('chef', { date: 'sun' })],
      ['Ons is nou tien vir die sjef', change('chef', { partySize: 10 })],
      ['Maak die tafel vanaand vir vier mense', change('table_tonight', { partySize: 4 })],
      [
        'Laai my eerder môre by Lanseria op, nie by OR Tambo nie',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        'Sê asseblief vir die sjef my dogter is allergies vir neute',
        change('chef', { notes: 'neute' }),
      ],
      ['Die villa moet eerder in Clifton wees', change('villa', { place: 'Clifton|Cape Town' })],
      ['Skuif die jag na 16:00', change('yacht', { time: '16:00' })],
      ['Wat is die status van my sjef?', status('chef')],
      ['Is my bestuurder vir môre al bevestig?', status('driver_tomorrow')],
      ['Enige nuus oor die villa in Kampsbaai?', status('villa')],
      ['Hoekom is my sekuriteitsversoek afgekeur?', status('security')],
      ['Is die jag nog aan vir Sondag?', status('yacht')],
      ['Wat het van my versoek vir die geleentheidsbeplanning geword?', status('event')],
      // Questions and a person.
      ['Watter vlak lidmaatskap het ek?', question('tier')],
      ['Hoeveel versoeke het ek nog oor hierdie maand?', question('allowance')],
      ['Wanneer hernu my lidmaatskap?', question('renewal')],
      ['Wat het ek hierdie week beplan?', question('upcoming')],
      ['Wat kan jy alles vir my doen?', question('capabilities')],
      ['Ek wil asseblief met n regte mens praat', human],
    ],
  ),
};
