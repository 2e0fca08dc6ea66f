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
import { after } from '../follow-up-rows';

/**
 * Seventh held-out set: Afrikaans as members write it, with its own day and time words ("môre",
 * "oormôre", "vanaand", "half agt" for 07:30 or 19:30, "Saterdagaand") and town names
 * (Kaapstad, Kampsbaai, Plettenbergbaai): new requests, tables, actions on their requests,
 * questions about their data and replies to an open proposal.
 */
export const HELD_OUT_7_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af'],
      [
        // New requests.
        [
          'Ek het môre om nege-uur ‘n bestuurder nodig by OR Tambo',
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
          'Kan julle asseblief vir Saterdagaand om sewe ‘n privaat sjef reël vir 8 mense by ons huis in Constantia?',
          asks(req('private_chef', 'Constantia|Cape Town', 'sat', '19:00', { partySize: 8 })),
        ],
        [
          'bespreek vir my ‘n tafel vir twee vanaand om agtuur in Stellenbosch',
          asks(table('Stellenbosch|Cape Winelands', 'today', '20:00', 2)),
        ],
        [
          'Ons soek ‘n villa in Kampsbaai vanaf Vrydag vir ses mense',
          asks(req('accommodation', 'Camps Bay|Cape Town', 'fri', null, { partySize: 6 })),
        ],
        [
          'Ek wil graag Sondagmiddag om drie ‘n jag by die Waterfront huur',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00')),
        ],
        [
          'Kan ek ‘n Range Rover kry in Sandton oormôre om 10 uur?',
          asks(req('luxury_vehicle', 'Sandton|Johannesburg', '+2', '10:00')),
        ],
        [
          'ons het sekuriteit nodig vir ‘n funksie in Pretoria Vrydagaand om sesuur',
          asks(req('security', 'Pretoria|Pretoria', 'fri', '18:00')),
        ],
        [
          'Boek asseblief vlugte na Durban vir Maandagoggend om 7',
          asks(req('travel', 'Durban|Durban', 'mon', '07:00')),
        ],
        [
          'Ek soek iemand om saam met my te gaan inkopies doen in Menlyn Donderdag om 11',
          asks(req('personal_shopping', 'Menlyn|Pretoria', 'thu', '11:00')),
        ],
        [
          'Help my asseblief om my seun se 21ste te beplan, die 18de om 7 die aand in Paarl',
          asks(req('event_planning', 'Paarl|Cape Winelands', 'dom:18', '19:00')),
        ],
        [
          'môreoggend om half agt n drywer van Houtbaai na die lughawe asb',
          asks(req('personal_driver', 'Hout Bay|Cape Town', 'tomorrow', '07:30')),
        ],
        [
          'Tafel vir vier in Hermanus Saterdag vir middagete',
          asks(table('Hermanus|Overberg', 'sat', '12:30', 4)),
        ],
        [
          'Ek benodig ‘n gastehuis in Clarens vir die naweek, vanaf Vrydag',
          asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null)),
        ],
        [
          'Kan julle vir my ‘n masseuse huis toe stuur in Durbanville vanmiddag om vier?',
          asks(req('other', 'Durbanville|Cape Town', 'today', '16:00')),
        ],
        [
          'Ek wil ‘n sjef hê vir ‘n braai by my plek in Langebaan Sondag om eenuur, ons is 15',
          asks(req('private_chef', 'Langebaan|West Coast', 'sun', '13:00', { partySize: 15 })),
        ],
        [
          'bestuurder vir vanaand om kwart oor sewe van Sea Point af',
          asks(req('personal_driver', 'Sea Point|Cape Town', 'today', '19:15')),
        ],
        [
          'Reël asseblief ‘n bootrit in Knysna oormôre om tienuur vir 6 mense',
          asks(req('yacht_charter', 'Knysna|Garden Route', '+2', '10:00', { partySize: 6 })),
        ],
        [
          'Ons wil ‘n plek in die Kruger bespreek vanaf die 12de',
          asks(req('accommodation', 'Kruger|Kruger', 'dom:12', null)),
        ],
        [
          'Bespreek ‘n tafel vir 6 by ‘n restaurant in Brooklyn Vrydagaand om half agt',
          asks(table('Brooklyn|Pretoria', 'fri', '19:30', 6)),
        ],
        [
          'Ek het ‘n lyfwag nodig vir môreaand in Sandton',
          asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '19:00')),
        ],
        [
          'kan julle n luukse kar vir my reël by die Kaapstad lughawe Woensdag om 2',
          asks(
            req(
              'luxury_vehicle',
              ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'],
              'wed',
              '14:00',
            ),
          ),
        ],
        [
          'Vliegkaartjies vir twee na George op die 3de om 6 uur die oggend asseblief',
          asks(req('travel', 'George|Garden Route', 'dom:3', '06:00')),
        ],
        [
          'Ons troudag is op 14 Februarie in Franschhoek, kan julle help beplan?',
          asks(req('event_planning', 'Franschhoek|Cape Winelands', 'md:02-14', null)),
        ],
        [
          'Ek soek ‘n persoonlike kok vir Dinsdagaand om 7 in Waterkloof, vir vier',
          asks(req('private_chef', 'Waterkloof|Pretoria', 'tue', '19:00', { partySize: 4 })),
        ],
        [
          'n tafel vir 2 by die Mount Nelson vir hoë tee môremiddag om drie',
          asks(table('Mount Nelson|Cape Town', 'tomorrow', '15:00', 2)),
        ],
        [
          'Kan ek ‘n chauffeur kry van Lanseria af Vrydagoggend om 6?',
          asks(
            req('personal_driver', 'Lanseria International Airport|Johannesburg', 'fri', '06:00'),
          ),
        ],
        [
          'Reël ‘n strandhuis in Plettenbergbaai vanaf oormôre vir die hele familie',
          asks(req('accommodation', 'Plettenberg Bay|Garden Route', '+2', null)),
        ],
        [
          'Boek asb ‘n wynproe vir ons in Franschhoek Saterdag om elfuur',
          asks(req(['other', 'travel'], 'Franschhoek|Cape Winelands', 'sat', '11:00')),
        ],
        [
          'ek wil ‘n seiljag hê vir sonsondergang in Gordons Baai Vrydag, ons is 8',
          asks(req('yacht_charter', "Gordon's Bay|Cape Town", 'fri', '18:00', { partySize: 8 })),
        ],
        [
          'Kan julle sekuriteitswagte reël vir ons huis in Bryanston vanaand van agtuur af?',
          asks(req('security', 'Bryanston|Johannesburg', 'today', '20:00')),
        ],
        [
          'ek het ‘n haarkapper nodig by die hotel in Umhlanga Saterdagoggend om nege',
          asks(req('other', 'Umhlanga|Durban', 'sat', '09:00')),
        ],
        [
          'Tafel vir drie, Mosselbaai, Maandag, kwart voor sewe die aand',
          asks(table('Mossel Bay|Garden Route', 'mon', '18:45', 3)),
        ],
        [
          'Ek wil graag ‘n helikoptervlug oor Kaapstad bespreek vir Sondagoggend om tien',
          asks(req(['travel', 'other'], 'Cape Town|Cape Town', 'sun', '10:00')),
        ],
        [
          'n Mercedes met bestuurder in Bloemfontein vir Donderdag van 8 uur af asseblief',
          asks(
            req(['personal_driver', 'luxury_vehicle'], 'Bloemfontein|Bloemfontein', 'thu', '08:00'),
          ),
        ],
        [
          'Beplan asseblief ‘n verrassingspartytjie vir my vrou by ons huis in Centurion op die 25ste om sewe',
          asks(req('event_planning', 'Centurion|Pretoria', 'dom:25', '19:00')),
        ],
        [
          'Ons wil ‘n kothuis in Paternoster huur van Vrydag af',
          asks(req('accommodation', 'Paternoster|West Coast', 'fri', null)),
        ],
        [
          'Kan julle ‘n stilis kry wat my môre om twaalfuur by Sandton City ontmoet?',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '12:00')),
        ],
        [
          'Bespreek vir ons ‘n tafel vir 10 in Kaapstad Saterdagaand',
          asks(table('Cape Town|Cape Town', 'sat', '19:00', 10)),
        ],
        [
          'ek moet oor drie dae Oos-Londen toe vlieg, kan julle vlugte reël vir die oggend om 8',
          asks(req('travel', 'East London|East London', '+3', '08:00')),
        ],
        [
          'Kan ‘n bestuurder my vanoggend om elfuur by die huis in Durbanville kom haal?',
          asks(req('personal_driver', 'Durbanville|Cape Town', 'today', '11:00')),
        ],
        [
          'Privaat sjef vir ‘n vegetariese ete vir 6 in Kampsbaai, Donderdag om halfsewe',
          asks(req('private_chef', 'Camps Bay|Cape Town', 'thu', '18:30', { partySize: 6 })),
        ],
        [
          'Ons soek ‘n lodge by Hoedspruit vanaf die 20ste vir vier nagte',
          asks(req('accommodation', 'Hoedspruit|Kruger', 'dom:20', null)),
        ],
        [
          'bespreek n tafel vir 5 in Parkhurst oormôre om 1',
          asks(table('Parkhurst|Johannesburg', '+2', '13:00', 5)),
        ],
        [
          'Ek het ‘n persoonlike afrigter nodig by my huis in Moreleta Park Maandagoggend om ses',
          asks(req('other', 'Moreleta Park|Pretoria', 'mon', '06:00')),
        ],
        [
          'Kan julle vir Vrydagmiddag om drie ‘n Porsche vir my in Stellenbosch kry?',
          asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'fri', '15:00')),
        ],
        [
          'Ons beplan ‘n besigheidsfunksie vir 80 mense by die CTICC op die 9de om 6 die aand',
          asks(req('event_planning', 'CTICC|Cape Town', 'dom:9', '18:00', { partySize: 80 })),
        ],
        [
          'Ek wil asb ‘n ontbyttafel vir twee in Kalk Bay hê, môre om nege',
          asks(table('Kalk Bay|Cape Town', 'tomorrow', '09:00', 2)),
        ],
        [
          'Kan julle my en my vrou oormôre Hermanus toe laat ry, so teen tienuur die oggend vanaf Somerset West',
          asks(
            req('personal_driver', ['Somerset West|Cape Town', 'Hermanus|Overberg'], '+2', '10:00'),
          ),
        ],
        [
          'Ek soek ‘n vakansiehuis in Hermanus vir Desember, vanaf die 20ste',
          asks(req('accommodation', 'Hermanus|Overberg', 'md:12-20', null)),
        ],
        [
          'Vanaand om nege ‘n tafel vir ses in Melville, asseblief',
          asks(table('Melville|Johannesburg', 'today', '21:00', 6)),
        ],

        // Their requests.
        ['Kanselleer asseblief môre se bestuurder, ek ry self', cancel('driver_tomorrow')],
        ['kanselleer die sjef vir Saterdag, ons gaan nie meer nie', cancel('chef')],
        [
          'Ek wil asseblief die bestuurder kanselleer wat ek bespreek het',
          cancel(either('driver_tomorrow', 'driver_friday')),
        ],
        ['Kan die sjef eerder om agtuur kom?', change('chef', { time: '20:00' })],
        [
          'Maak vanaand se tafel vir vier mense, my ouers kom saam',
          change('table_tonight', { partySize: 4 }),
        ],
        ['skuif my bestuurder môre na tienuur', change('driver_tomorrow', { time: '10:00' })],
        ['Wat is die stand van my villa in Kampsbaai?', status('villa')],
        ['Is die jag vir Sondag bevestig?', status('yacht')],
        ['Hoe lyk dit met my laaste versoek?', status('table_tonight')],
        ['Kanselleer asb die villa, ons bly eerder by familie', cancel('villa')],

        // Their data.
        ['Is ek nou goud of platinum, watter vlak het ek presies?', question('tier')],
        ['Hoeveel versoeke kan ek nog hierdie maand indien?', question('allowance')],
        [
          'Wanneer moet ek weer vir my lidmaatskap betaal, wat is die hernuwingsdatum?',
          question('renewal'),
        ],
        ['Wat staan hierdie week vir my op die program?', question('upcoming')],
        ['Wys my asseblief al my versoeke, oud en nuut', question('requests')],
        ['Wat het die jagmaatskappy gesê?', question('provider_said')],
        ['Hoe was my bui hierdie week?', question('mood')],
        ['Met watter dienste kan jy my help?', question('capabilities')],
      ],
    ),
    ...after(['af'], 'table_new', [
      ['Maak dit eerder agtuur', followUp({ time: '20:00' })],
      ['ons is nou vyf', followUp({ partySize: 5 })],
    ]),
    ...after(['af'], 'chef_new', [['Sondag eerder asseblief', followUp({ date: 'sun' })]]),
    ...after(['af'], 'cancel_driver', [['Nee, nie dié een nie, die ander bestuurder', theOther]]),
  ],
};
