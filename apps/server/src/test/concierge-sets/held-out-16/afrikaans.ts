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
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/**
 * Sixteenth held-out set: Afrikaans, as members write it (môreoggend, môremiddag 3 uur, oormôre,
 * vanaand om 7, Saterdagaand, Sondagmiddag, Vrydagoggend, volgende Saterdag, halfeen, halfagt,
 * halfnege, kwart oor twee, kwart voor sewe, die 25ste, die 10de, 3 Julie, 14 Maart; Stellies,
 * Kampsbaai, Houtbaai, Plett, Pretoria-Oos, Kaapstad lughawe, George lughawe; "ons is vier", "my
 * en my ma", "12 mense"; "bestuurder" for the driver and never for a manager, "asb", "dankie"):
 * new requests, tables, several requests at once, actions on their requests (some a human would
 * have to ask about), questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_16_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        'Kan julle vir my ’n bestuurder reël môreoggend om 7 van Lanseria af?',
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
        'Ek soek ’n sjef vir Saterdagaand by ons huis in Durbanville, ons is 8',
        asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'Bespreek asseblief ’n villa in Plett vir die skoolvakansie, ons is ses',
        asks(req('accommodation', 'Plettenberg Bay|Garden Route', null, null)),
      ],
      [
        'Ons wil graag ’n jag huur by die Waterfront, Sondagmiddag, 12 mense',
        asks(req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 12 })),
      ],
      [
        'Kan iemand my vrou help om ’n rok te gaan koop in Menlyn op Vrydag?',
        asks(req('personal_shopping', 'Menlyn|Pretoria', 'fri', null)),
      ],
      [
        'Ek het sekuriteit nodig vir ’n funksie in Waterkloof volgende Saterdag',
        asks(req('security', 'Waterkloof|Pretoria', 'next:sat', null)),
      ],
      [
        'Reël asseblief vlugte vir ons gesin van Kaapstad na Johannesburg op 3 Julie',
        asks(req(FLIGHT, 'Cape Town|Cape Town', 'md:07-03', null)),
      ],
      [
        'Ons benodig ’n Range Rover vir die naweek in Stellenbosch, ons ry self',
        asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', null, null)),
      ],
      [
        'My ma verjaar op die 25ste. Kan julle ’n partytjie vir haar beplan in Paarl?',
        asks(req('event_planning', 'Paarl|Cape Winelands', 'dom:25', null)),
      ],
      [
        'Kan ek ’n helikopter kry van Kaapstad lughawe na Hermanus, Vrydag 10 uur?',
        asks(req(CHOPPER, 'Cape Town International Airport|Cape Town', 'fri', '10:00')),
      ],
      [
        'Ek soek ’n masseuse wat na ons huis in Bloubergstrand kan kom, môremiddag 3 uur',
        asks(req('other', 'Bloubergstrand|Cape Town', 'tomorrow', '15:00')),
      ],
      [
        'Ons het ’n bestuurder nodig om ons na die troue in Tulbagh te neem, Saterdag kwart oor twee',
        asks(req('personal_driver', ['Tulbagh|Cape Winelands', null], 'sat', '14:15')),
      ],
      [
        'Bespreek vir ons ’n gastehuis in Clarens vir Vrydag en Saterdag',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null)),
      ],
      [
        'Ek wil ’n bootrit op die Knysna-strandmeer vir my gesin hê, oormôre om 10',
        asks(req(BOAT, 'Knysna|Garden Route', '+2', '10:00')),
      ],
      [
        'Kan julle ’n lyfwag vir my reël vanaand om 7 in Sandton? Ek gaan ’n groot bedrag kontant dra',
        asks(req('security', 'Sandton|Johannesburg', 'today', '19:00')),
      ],
      [
        'Kan ’n sjef vir ons ’n braai doen by die plaas naby Robertson, Sondag 12 uur, 15 mense?',
        asks(req('private_chef', 'Robertson|Cape Winelands', 'sun', '12:00', { partySize: 15 })),
      ],
      [
        'Kan iemand vir my ’n geskenk gaan koop vir my skoonma? Sy hou van pêrels',
        asks(req(ERRAND, null, null, null)),
      ],
      [
        'Ek het ’n kar met ’n bestuurder nodig van die hotel in Summerstrand na die lughawe, Donderdag 5:30 die oggend',
        asks(req(CAR, 'Summerstrand|Gqeberha', 'thu', '05:30')),
      ],

      // Tables.
      [
        'Tafel vir twee by ’n restaurant in Kalk Bay vanaand om agt, asseblief',
        asks(table('Kalk Bay|Cape Town', 'today', '20:00', 2)),
      ],
      [
        'Bespreek ’n tafel vir 6 in Franschhoek, Saterdag halfeen',
        asks(table('Franschhoek|Cape Winelands', 'sat', '12:30', 6)),
      ],
      [
        'Ons is vier, kan julle iets in Stellies kry vir môreaand halfagt?',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '19:30', 4)),
      ],
      [
        'Middagete vir my en my ma in Hermanus op Sondag, so 1 uur',
        asks(table('Hermanus|Overberg', 'sun', '13:00', 2)),
      ],
      [
        'Tafel vir 10 in Pretoria-Oos, Vrydag om sewe',
        asks(table('Pretoria East|Pretoria', 'fri', '19:00', 10)),
      ],
      [
        'Kan julle ’n tafel kry by ’n plek in Houtbaai? Ons is drie, Woensdag om 7:30',
        asks(table('Hout Bay|Cape Town', 'wed', '19:30', 3)),
      ],
      [
        'Ontbyt vir twee in Paternoster oormôre om nege',
        asks(table('Paternoster|West Coast', '+2', '09:00', 2)),
      ],
      [
        'Ek en my man wil uiteet op ons huweliksherdenking, 14 Maart, in Seepunt, 8 uur',
        asks(table('Sea Point|Cape Town', 'md:03-14', '20:00', 2)),
      ],
      [
        '’n Tafel vir vyf in Montagu, Saterdagaand',
        asks(table('Montagu|Cape Winelands', 'sat', '19:00', 5)),
      ],
      [
        'Kan julle ’n restaurant bespreek: kwart voor sewe, ses mense, Brooklyn, Donderdag',
        asks(table('Brooklyn|Pretoria', 'thu', '18:45', 6)),
      ],
      [
        'Ons soek ’n tafel vir 12 in George vir Vrydag middagete',
        asks(table('George|Garden Route', 'fri', '12:30', 12)),
      ],

      // Several at once.
      [
        'Ek het ’n bestuurder nodig van George lughawe Vrydag 11 uur en ’n tafel vir 2 in Wilderness daardie aand om 7',
        asks(
          req('personal_driver', 'George Airport|Garden Route', 'fri', '11:00'),
          table('Wilderness|Garden Route', 'fri', '19:00', 2),
        ),
      ],
      [
        'Bespreek asseblief ’n villa in Langebaan vanaf die 10de en ’n sjef vir die eerste aand om 7, ons is 8',
        asks(
          req('accommodation', 'Langebaan|West Coast', 'dom:10', null),
          req('private_chef', ['Langebaan|West Coast', null], 'dom:10', '19:00', { partySize: 8 }),
        ),
      ],
      [
        'Môre: ’n bestuurder om 8 van Sandton na Pretoria, en middagete vir 4 in Waterkloof om 1',
        asks(
          req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
          table('Waterkloof|Pretoria', 'tomorrow', '13:00', 4),
        ),
      ],
      [
        'Kan julle ’n jag bespreek in Gordon’s Bay vir Saterdag 11 uur, 6 mense, en daarna ’n tafel vir 6 om 2 in Somerset West',
        asks(
          req(BOAT, "Gordon's Bay|Cape Town", 'sat', '11:00', { partySize: 6 }),
          table('Somerset West|Cape Town', 'sat', '14:00', 6),
        ),
      ],
      [
        'Ek soek ’n hotel in Bloemfontein vir Woensdag en ’n kar met bestuurder vir Donderdagoggend om 8',
        asks(
          req('accommodation', 'Bloemfontein|Bloemfontein', 'wed', null),
          req('personal_driver', ['Bloemfontein|Bloemfontein', null], 'thu', '08:00'),
        ),
      ],

      // Actions on their requests.
      ['Kanselleer asseblief my tafel vanaand', cancel('table_tonight')],
      ['Ek het nie meer die bestuurder môre nodig nie', cancel('driver_tomorrow')],
      ['Kan die sjef Saterdag om 8 begin in plaas van 7?', change('chef', { time: '20:00' })],
      [
        'Ons is nou 4 in plaas van 2 vir vanaand se ete in Woodstock',
        change('table_tonight', { partySize: 4 }),
      ],
      ['Wat is die stand van sake met die villa in Kampsbaai?', status('villa')],
      ['Het Atlantic Blue die jag vir Sondag al bevestig?', status('yacht')],
      ['Kanselleer die bestuurder asb', cancel(DRIVERS)],
      ['Skuif asseblief die ete na halfnege', change(DINNERS, { time: '20:30' })],
      ['Kanselleer die naweek se bespreking, ons gaan plaas toe', cancel(WEEKEND)],
      [
        'Die sjef moet asseblief na my suster se huis in Bishopscourt kom in plaas van Constantia',
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      ['Het Shield Protection ooit teruggekom oor die gala in Sandton?', status('security')],
      [
        'Môre se oplaai by die lughawe: kan dit eerder 10:30 wees?',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      ['Ek wil die boot kanselleer, die weer gaan sleg wees', cancel('yacht')],
      ['Die Kaapstad-bestuurder volgende Vrydag — kanselleer asb', cancel('driver_friday')],
      ['Hoe lyk dit met my bestuurder?', status(DRIVERS)],
      ['Sê vir die sjef twee van die gaste is vegetariërs', change('chef', { notes: 'vegetari' })],
      ['Kan ons die villa vir 8 mense maak in plaas van 6?', change('villa', { partySize: 8 })],
      ['Kanselleer my jongste versoek', cancel('table_tonight')],
      ['Wat het geword van die beplanning vir my vrou se 50ste?', status('event')],

      // Questions.
      ['Watter lidmaatskap het ek nou eintlik? Ek het vergeet', question('tier')],
      ['Hoeveel versoeke het ek nog oor vir die maand?', question('allowance')],
      [
        'Ek doen my begroting vir volgende maand - op watter datum word my lidmaatskap hernu?',
        question('renewal'),
      ],
      ['Wanneer loop my proeftydperk uit?', question('renewal')],
      ['Wat het ek hierdie week op die program?', question('upcoming')],
      ['Wys my asseblief ’n lys van al my versoeke tot dusver', question('requests')],
      [
        'Het enige van die verskaffers al vir jou geantwoord oor my besprekings?',
        question('provider_said'),
      ],
      ['Sê my eerlik, wat het jy al alles oor my en my smaak onthou?', question('memory')],
      ['Hoe lyk my bui die afgelope twee weke volgens my inskrywings?', question('mood')],
      ['Waarmee kan jy my alles help behalwe bestuurders en tafels?', question('capabilities')],
      ['Watter dokumente het ek in my kluis gestoor?', question('vault')],
      ['Op watter vlak is ek, en hoeveel versoeke het ek nog oor?', question('tier', 'allowance')],

      // A person.
      ['Kan ek asseblief met ’n regte mens praat?', human],
      ['Laat iemand van julle span my asseblief dadelik bel, dis dringend', human],
      ['Ek wil met iemand senior praat oor my klagte', human],
      ['Gee my net ’n persoon, nie ’n robot nie', human],
      ['Kan ’n konsierge my op WhatsApp kontak? 083 444 1212', human],

      // Out of scope.
      ['Hoe gaan die weer môre in Bloemfontein wees?', outOfScope],
      ['Wie het gisteraand se rugby tussen die Bulle en die Stormers op Loftus gewen?', outOfScope],
      ['Help my asseblief om my belastingopgawe in te vul', outOfScope],
      ['Skryf vir my ’n gediggie vir my vrou se verjaarsdag', outOfScope],
      ['Wat is die wisselkoers van die rand teen die pond vandag?', outOfScope],
      ['Hoe maak ek ’n melktert?', outOfScope],
      ['Is daar beurtkrag in Centurion vanaand?', outOfScope],
      ['Vertaal “goeie môre” in Duits', outOfScope],
    ],
  ),
};
