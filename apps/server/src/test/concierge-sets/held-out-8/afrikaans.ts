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

const DRIVERS = either('driver_tomorrow', 'driver_friday');

/**
 * Eighth held-out set: Afrikaans, as members write it (môre, vanaand, oormôre, halfagt, kwart
 * oor, Saterdagaand): new requests, tables, several requests at once, actions on their requests,
 * questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_8_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        "Kan julle asseblief vir my 'n bestuurder kry by OR Tambo môre om 10 uur?",
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '10:00',
          ),
        ),
      ],
      [
        'ek soek n tafel vir vier in Stellenbosch vanaand om halfagt',
        asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 4)),
      ],
      [
        "Bespreek asseblief 'n privaat sjef vir Saterdagaand by ons huis in Durbanville, ons is agt",
        asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        "Ons het 'n villa in Kampsbaai nodig vanaf die 15de vir 'n week",
        asks(req('accommodation', 'Camps Bay|Cape Town', 'dom:15', null)),
      ],
      [
        'kan jy n jag reël vir Sondagmiddag by die V&A vir twaalf mense',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 12 })),
      ],
      [
        'Ek het vlugte nodig na Kaapstad op Vrydag, vroegoggend as moontlik om 6',
        asks(req('travel', 'Cape Town|Cape Town', 'fri', '06:00')),
      ],
      [
        'Middagete vir twee in Franschhoek oormôre asseblief',
        asks(table('Franschhoek|Cape Winelands', '+2', '12:30', 2)),
      ],
      [
        "Ek wil graag 'n Range Rover huur in Pretoria vanaf môreoggend",
        asks(req('luxury_vehicle', 'Pretoria|Pretoria', 'tomorrow', '09:00')),
      ],
      [
        'n lyfwag vir my dogter se matriekafskeid in Menlyn Vrydagaand asb',
        asks(req('security', 'Menlyn|Pretoria', 'fri', '19:00')),
      ],
      [
        'Kan julle my vrou se 60ste verjaarsdag beplan? Dit is op die 20ste in Paarl, so 50 gaste',
        asks(req('event_planning', 'Paarl|Cape Winelands', 'dom:20', null, { partySize: 50 })),
      ],
      [
        'Ek soek iemand om saam met my te gaan klere koop in Sandton City Donderdag om 11',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '11:00')),
      ],
      [
        'tafel vir ses by die V&A Waterfront môreaand om kwart oor sewe',
        asks(table('V&A Waterfront|Cape Town', 'tomorrow', '19:15', 6)),
      ],
      [
        "Goeiemôre. Ek sal 'n chauffeur nodig hê om my by die lughawe in George te kry, Dinsdag om 14:20",
        asks(
          req(
            'personal_driver',
            ['George Airport|Garden Route', 'George|Garden Route'],
            'tue',
            '14:20',
          ),
        ),
      ],
      [
        "Kry vir ons asseblief 'n gastehuis in Hermanus vir die naweek, vanaf Vrydag",
        asks(req('accommodation', 'Hermanus|Overberg', 'fri', null)),
      ],
      [
        'ons wil n boot huur in Knysna Saterdag om 10 vir ses mense',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'sat', '10:00', { partySize: 6 })),
      ],
      [
        'Tafel vir twee in Houtbaai vanaand asseblief',
        asks(table('Hout Bay|Cape Town', 'today', '20:00', 2)),
      ],
      [
        "Ek wil 'n sjef hê vir Sondag middagete by ons plaas naby Tulbagh, 15 mense, om 1 uur",
        asks(req('private_chef', 'Tulbagh|Cape Winelands', 'sun', '13:00', { partySize: 15 })),
      ],
      [
        'Bestuurder asseblief van Lanseria na Hartbeespoort môremiddag om 3',
        asks(
          req(
            'personal_driver',
            'Lanseria International Airport|Johannesburg',
            'tomorrow',
            '15:00',
          ),
        ),
      ],
      [
        "Kan julle 'n tafel vir agt bespreek in Brooklyn, Pretoria op die 12de om 19:00?",
        asks(table('Brooklyn|Pretoria', 'dom:12', '19:00', 8)),
      ],
      [
        "ek het 'n blyplek nodig in Langebaan vir volgende Vrydag, twee nagte",
        asks(req('accommodation', 'Langebaan|West Coast', 'next:fri', null)),
      ],
      [
        'Reël asseblief vlugte van Bloemfontein na Durban op Maandag om 7',
        asks(req('travel', 'Bloemfontein|Bloemfontein', 'mon', '07:00')),
      ],
      [
        "Ek wil graag 'n tafel vir drie in Mosselbaai hê Donderdagaand om agtuur",
        asks(table('Mossel Bay|Garden Route', 'thu', '20:00', 3)),
      ],
      [
        'kan julle n sekuriteitsbeampte kry vir n funksie in Somerset-Wes op die 9de vanaf 6 die aand',
        asks(req('security', 'Somerset West|Cape Town', 'dom:9', '18:00')),
      ],
      [
        "Ek soek 'n luukse motor, iets soos 'n Mercedes S-klas, vir Saterdag in Kaapstad",
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'sat', null)),
      ],
      [
        'Ontbyt vir vier by Babylonstoren Sondag om 9 asseblief',
        asks(table('Babylonstoren|Cape Winelands', 'sun', '09:00', 4)),
      ],
      [
        "Ons beplan 'n troue in Riebeek Kasteel op die 30ste, kan julle help met die beplanning? Ongeveer 120 gaste",
        asks(
          req('event_planning', 'Riebeek Valley|Cape Winelands', 'dom:30', null, {
            partySize: 120,
          }),
        ),
      ],
      [
        'n Masseuse by die huis in Waterkloof vanmiddag om 4?',
        asks(req('other', 'Waterkloof|Pretoria', 'today', '16:00')),
      ],
      [
        'Ek moet volgende Woensdag Johannesburg toe vlieg, van Kaapstad af, die 8 uur vlug',
        asks(
          req('travel', ['Cape Town|Cape Town', 'Johannesburg|Johannesburg'], 'next:wed', '08:00'),
        ),
      ],
      [
        'Tafel vir vyf in Parkhurst Vrydag om halfnege asb',
        asks(table('Parkhurst|Johannesburg', 'fri', '20:30', 5)),
      ],
      [
        "Hallo, kan julle vir ons 'n huis op Plett kry vanaf die 18de? Ons is tien",
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:18', null, { partySize: 10 }),
        ),
      ],
      [
        "Kan jy vir my en my man 'n tafel kry by La Colombe Saterdag om kwart voor agt?",
        asks(table(null, 'sat', '19:45', 2)),
      ],
      [
        "Ons soek 'n chauffeur vir die hele dag in Kaapstad op die 3de, van 8 uur af",
        asks(req('personal_driver', 'Cape Town|Cape Town', 'dom:3', '08:00')),
      ],
      [
        'Kan julle kaartjies kry vir die Springbokke by Loftus Saterdag? Vir vier mense',
        asks(req('other', 'Loftus Versfeld|Pretoria', 'sat', null, { partySize: 4 })),
      ],
      // Several at once.
      [
        "Ek het 'n bestuurder nodig van die lughawe in Kaapstad Vrydag om 17:00 en 'n tafel vir twee in Kampsbaai om 8 daardie aand",
        asks(
          req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '17:00'),
          table('Camps Bay|Cape Town', 'fri', '20:00', 2),
        ),
      ],
      [
        'n sjef vir Saterdag om 7 in Stellenbosch vir 10 mense en n jag Sondag om 11 uit Gordonsbaai',
        asks(
          req('private_chef', 'Stellenbosch|Cape Winelands', 'sat', '19:00', { partySize: 10 }),
          req('yacht_charter', "Gordon's Bay|Cape Town", 'sun', '11:00'),
        ),
      ],
      [
        "Vlugte na George op die 5de en 'n villa in Wilderness vanaf die 5de vir 4 nagte asseblief",
        asks(
          req('travel', 'George|Garden Route', 'dom:5', null),
          req('accommodation', 'Wilderness|Garden Route', 'dom:5', null),
        ),
      ],
      [
        'Môre: bestuurder om 9 van Centurion na Sandton, en middagete vir drie in Sandton om 1',
        asks(
          req('personal_driver', 'Centurion|Pretoria', 'tomorrow', '09:00'),
          table('Sandton|Johannesburg', 'tomorrow', '13:00', 3),
        ),
      ],
      // Their requests.
      ['Kanselleer asseblief die sjef vir Saterdag', cancel('chef')],
      [
        'ek het nie meer die bestuurder by OR Tambo môre nodig nie, kanselleer dit asb',
        cancel('driver_tomorrow'),
      ],
      ['Kanselleer asseblief my bestuurder, ek het nie meer een nodig nie', cancel(DRIVERS)],
      ['Ons gaan nie meer vanaand uiteet nie, kanselleer die tafel', cancel('table_tonight')],
      ['Skuif die sjef na agtuur asseblief', change('chef', { time: '20:00' })],
      [
        'Kan die tafel vanaand vir vier wees in plaas van twee?',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'die bestuurder môre moet eerder om halfelf kom, die vlug is laat',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      ['Die villa in Kampsbaai moet nou vir agt gaste wees', change('villa', { partySize: 8 })],
      ['Het Atlantic Blue al laat weet oor Sondag se seiltog?', status('yacht')],
      ['Enige nuus oor die villa?', status('villa')],
      ['Hoekom het Shield Protection nee gesê?', status('security')],
      ['Het die sjef al geantwoord?', status('chef')],
      ['is my bestuurder bevestig', status(DRIVERS)],
      ['Kanselleer die boot op Sondag, die weer lyk sleg', cancel('yacht')],
      ['Wat het van die beplanning vir my vrou se 50ste in Franschhoek geword?', status('event')],
      ['kan die sjef eerder Sondag kom?', change('chef', { date: 'sun' })],
      // Questions.
      ['Is ek nou op Goud, Platinum of Swart? Ek het vergeet', question('tier')],
      ['Hoeveel versoeke bly daar nog vir my oor die maand?', question('allowance')],
      ['Wanneer moet my lidmaatskap hernu word?', question('renewal')],
      ['Wat staan vir my voor hierdie week, wat het julle bespreek?', question('upcoming')],
      ['wys my asb al die versoeke wat ek al gestuur het', question('requests')],
      ['Het enige van die diensverskaffers al iets teruggesê?', question('provider_said')],
      ['Wat onthou jy van my voorkeure?', question('memory')],
      ['Hoe lyk my gemoed die afgelope paar dae volgens my joernaal?', question('mood')],
      ['Waarmee alles kan jy my eintlik help?', question('capabilities')],
      ['Kan jy sien wat in my kluis is?', question('vault')],
      ['Wanneer verval my proeftydperk?', question('renewal')],
      ["Is ek 'n Goud- of Platinum-lid?", question('tier')],
      // A person, or out of scope.
      ["Ek wil asseblief met 'n regte mens by julle praat, nie 'n masjien nie", human],
      ["Kan ek met iemand by Aurum praat, nie met 'n robot nie?", human],
      ["Skakel my deur na 'n konsierge asseblief", human],
      ['Gaan dit die naweek op Hermanus reën, weet jy?', outOfScope],
      ['Wie het Saterdag die rugby tussen die Bulle en die Stormers gewen?', outOfScope],
      ['Wat is die wisselkoers van die rand teen die dollar?', outOfScope],
      ["Wat is 'n goeie resep vir melktert?", outOfScope],
      ['Help my asseblief met my kind se wiskunde huiswerk', outOfScope],
    ],
  ),
};
