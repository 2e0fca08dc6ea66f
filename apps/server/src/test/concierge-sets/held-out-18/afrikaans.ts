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
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/**
 * Eighteenth held-out set: Afrikaans, as members write it (môreoggend om 7, môremiddag,
 * môreaand om 7, vanaand om halfagt, vanmiddag om 4, oormôre, Saterdagaand om 7, Sondagmiddag om
 * 3, Vrydagaand om 8, Dinsdagaand, Maandagaand om agt, Donderdagaand, volgende Saterdag,
 * volgende Vrydag, vanaf Maandag, halfeen, halfnege, kwart voor sewe in die aand, die 3de, die
 * 6de, die 11de, die 12de, die 14de, die 20ste, die 22ste, die 24ste, die 28ste, Kersdag;
 * Stellies, Kampsbaai, Houtbaai, Plett, Pretoria-Oos, Somerset-Wes, Tygervallei, "in die Paarl",
 * "op Hermanus", Kaapstad lughawe; "ons is agt", "my en my ma", "twee paartjies", "12 mense",
 * "net ek alleen"; "bestuurder" for the driver and never for a manager, "kluis" for the vault,
 * "asb", "dankie"): new requests, tables, several requests at once, actions on their requests
 * (some a human would have to ask about), questions, and asking for a person or for something
 * out of scope. A note for a provider is labelled by a word the same in both languages (halal).
 */
export const HELD_OUT_18_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        'Ek soek ’n bestuurder om my môreoggend om 7 by my huis in Durbanville op te laai',
        asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '07:00')),
      ],
      [
        'Kan julle ’n privaat sjef reël vir Saterdagaand om 7 in Stellenbosch? Ons is agt',
        asks(req('private_chef', 'Stellenbosch|Cape Winelands', 'sat', '19:00', { partySize: 8 })),
      ],
      [
        'Ons wil graag ’n huis op Hermanus huur vanaf die 20ste vir ’n week, ons is twee gesinne',
        asks(req('accommodation', 'Hermanus|Overberg', 'dom:20', null)),
      ],
      [
        'My vrou verjaar oormôre. Kan julle blomme by haar werk in Bellville aflewer, so teen 10 uur?',
        asks(req(ERRAND, 'Bellville|Cape Town', '+2', '10:00')),
      ],
      [
        'Ek het ’n Range Rover nodig vir Vrydag, ek ry self. Optel by Kaapstad lughawe om 2 uur die middag',
        asks(req('luxury_vehicle', 'Cape Town International Airport|Cape Town', 'fri', '14:00')),
      ],
      [
        'Sekuriteit vir my seun se 21ste op ons plaas in die Paarl, Saterdag van 6 uur af',
        asks(req('security', 'Paarl|Cape Winelands', 'sat', '18:00')),
      ],
      [
        'Kan julle ’n jag reël vir Sondagmiddag om 3 by die Waterfront? Ons is 12 mense',
        asks(req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 12 })),
      ],
      [
        'Vlugte vir ons vier van Kaapstad na George op die 11de asb',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:11', null)),
      ],
      [
        'Ek wil ’n verrassingspartytjie vir my ma se 70ste in Pretoria-Oos beplan, volgende Saterdag',
        asks(req('event_planning', 'Pretoria East|Pretoria', 'next:sat', null)),
      ],
      [
        'Het julle iemand wat môremiddag vir my inkopies kan doen by Tygervallei?',
        asks(req(ERRAND, 'Tyger Valley|Cape Town', 'tomorrow', '15:00')),
      ],
      [
        '’n Bestuurder vir my pa van Somerset-Wes na die hospitaal, Dinsdag om 8 in die oggend',
        asks(req('personal_driver', 'Somerset West|Cape Town', 'tue', '08:00')),
      ],
      [
        'Ek het ’n kok nodig vir Kersdag by ons huis in Houtbaai, 15 mense, middagete om 1',
        asks(req('private_chef', 'Hout Bay|Cape Town', 'md:12-25', '13:00', { partySize: 15 })),
      ],
      [
        'Kan julle vir my ’n lyfwag kry vir môreaand? Ek gaan na ’n funksie in Sandton om 7',
        asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '19:00')),
      ],
      [
        'Ons soek ’n gastehuis in Clarens vanaf die 14de, vir drie nagte',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'dom:14', null)),
      ],
      [
        'My dogter trou op die 28ste in Franschhoek en ons het ’n troubeplanner nodig, ek kan nie meer nie',
        asks(req('event_planning', 'Franschhoek|Cape Winelands', 'dom:28', null)),
      ],
      [
        'Kan iemand vanaf Maandag my hond in Stellies gaan uitneem? Ek is in die hospitaal',
        asks(req('other', 'Stellenbosch|Cape Winelands', 'mon', null)),
      ],
      [
        '’n Massering by die hotel in Kampsbaai vanmiddag om 4 asseblief, my rug is op',
        asks(req('other', 'Camps Bay|Cape Town', 'today', '16:00')),
      ],
      [
        'Ek moet Maandag van OR Tambo na Bloemfontein vlieg, kan julle vir my ’n vlug bespreek?',
        asks(req(FLIGHT, 'OR Tambo International Airport|Johannesburg', 'mon', null)),
      ],
      [
        'Privaat vlug van Lanseria na die Kruger, Vrydagoggend om 8',
        asks(req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'fri', '08:00')),
      ],
      [
        'Ek soek ’n kok vir ’n braai by ons strandhuis in Langebaan, oormôre om 6 die aand, 10 mense',
        asks(req('private_chef', 'Langebaan|West Coast', '+2', '18:00', { partySize: 10 })),
      ],
      [
        'Kan julle ’n helikopter kry om ons van die Waterfront na Hermanus te neem, Saterdag om 10?',
        asks(req(CHOPPER, 'V&A Waterfront|Cape Town', 'sat', '10:00')),
      ],
      [
        'Ek benodig ’n motor met ’n bestuurder vir die troue in Tulbagh op die 6de, van 2 uur af',
        asks(req(CAR, 'Tulbagh|Cape Winelands', 'dom:6', '14:00')),
      ],

      // Tables.
      [
        'Tafel vir twee in Stellies vanaand om halfagt',
        asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 2)),
      ],
      [
        'Kan julle vir ons ’n tafel in Kampsbaai bespreek, Vrydagaand om 8? Ons is ses',
        asks(table('Camps Bay|Cape Town', 'fri', '20:00', 6)),
      ],
      [
        'Middagete vir vier in Franschhoek, Sondag om een uur',
        asks(table('Franschhoek|Cape Winelands', 'sun', '13:00', 4)),
      ],
      [
        'Ontbyt vir my en my ma in Houtbaai môre om 9',
        asks(table('Hout Bay|Cape Town', 'tomorrow', '09:00', 2)),
      ],
      [
        'Ons is 12 mense vir my pa se verjaarsdag, Saterdag middagete in die Paarl',
        asks(table('Paarl|Cape Winelands', 'sat', '12:30', 12)),
      ],
      [
        '’n Tafel vir drie op Hermanus oormôre om kwart voor sewe in die aand',
        asks(table('Hermanus|Overberg', '+2', '18:45', 3)),
      ],
      [
        'Net ek alleen, vanaand in Menlyn, so 7 uur',
        asks(table('Menlyn|Pretoria', 'today', '19:00', 1)),
      ],
      [
        'Twee paartjies, Dinsdagaand om 7 in Pretoria-Oos',
        asks(table('Pretoria East|Pretoria', 'tue', '19:00', 4)),
      ],
      [
        'Kan ek ’n tafel vir 5 kry in Durbanville op die 12de om halfeen?',
        asks(table('Durbanville|Cape Town', 'dom:12', '12:30', 5)),
      ],
      [
        'Ons soek ’n plek om te eet op Plett, Maandagaand om agt, ons is sewe',
        asks(table('Plettenberg Bay|Garden Route', 'mon', '20:00', 7)),
      ],

      // Several at once.
      [
        'Môre het ek ’n bestuurder nodig van OR Tambo om 10, en dan ’n tafel vir twee in Sandton om 7 die aand',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '10:00',
          ),
          table('Sandton|Johannesburg', 'tomorrow', '19:00', 2),
        ),
      ],
      [
        'Vrydag: ’n kok vir 8 in Constantia om 7. Saterdag: ’n boot van Houtbaai af om 11 vir dieselfde 8',
        asks(
          req('private_chef', 'Constantia|Cape Town', 'fri', '19:00', { partySize: 8 }),
          req(BOAT, 'Hout Bay|Cape Town', 'sat', '11:00', { partySize: 8 }),
        ),
      ],
      [
        'Kan julle vlugte van Kaapstad na Durban op die 3de bespreek, en ’n hotel in Umhlanga vanaf die 3de?',
        asks(
          req(FLIGHT, CAPE_TOWN, 'dom:3', null),
          req('accommodation', 'Umhlanga|Durban', 'dom:3', null),
        ),
      ],
      [
        'Ek het ’n lyfwag en ’n bestuurder nodig vir Donderdagaand om 7 in Rosebank',
        asks(
          req('security', 'Rosebank|Johannesburg', 'thu', '19:00'),
          req('personal_driver', ['Rosebank|Johannesburg', null], 'thu', '19:00'),
        ),
      ],
      [
        'Oormôre: ’n masseerder by ons huis in Waterkloof om 10, ’n haarkapper om 2, en aandete vir 4 om 7 in Brooklyn',
        asks(
          req('other', 'Waterkloof|Pretoria', '+2', '10:00'),
          req('other', ['Waterkloof|Pretoria', null], '+2', '14:00'),
          table('Brooklyn|Pretoria', '+2', '19:00', 4),
        ),
      ],
      [
        'Ek soek ’n villa op Plett vanaf die 22ste en ’n jag vir die 24ste om 10 uur, ons is tien',
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:22', null),
          req(BOAT, ['Plettenberg Bay|Garden Route', null], 'dom:24', '10:00', { partySize: 10 }),
        ),
      ],

      // Their own requests.
      [
        'Kanselleer asb die tafel vanaand by die Test Kitchen, my vrou voel nie lekker nie',
        cancel('table_tonight'),
      ],
      [
        'Kan die bestuurder môre eerder om 10 kom in plaas van 9?',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['Die sjef vir Saterdag: ons is nou tien, nie agt nie', change('chef', { partySize: 10 })],
      ['Is die jag vir Sondagmiddag al bevestig?', status('yacht')],
      ['Kanselleer die villa in Kampsbaai, ons gaan nie meer nie', cancel('villa')],
      ['Skuif vanaand se tafel na halfnege asb', change('table_tonight', { time: '20:30' })],
      [
        'Die bestuurder volgende Vrydag in Kaapstad, kan hy om 7 kom pleks van 6?',
        change('driver_friday', { time: '19:00' }),
      ],
      [
        'Wat het eintlik gebeur met my sekuriteitsversoek vir die gala in Sandton?',
        status('security'),
      ],
      ['Sê asb vir die sjef twee van die gaste eet net halal', change('chef', { notes: 'halal' })],
      ['Ek het nie meer die bestuurder nodig nie, kanselleer asb', cancel(DRIVERS)],
      ['Hoe lyk dit met die aandete?', status(DINNERS)],
      ['Kanselleer die naweek se bespreking, ons bly tuis', cancel(WEEKEND)],
      ['Is daar al nuus oor my bestuurder?', status(DRIVERS)],
      ['Die villa moet ’n week later begin, kan julle dit reël?', change('villa', { date: '+28' })],
      [
        'Die boot op Sondag: kan ons om 4 vertrek in plaas van 3?',
        change('yacht', { time: '16:00' }),
      ],
      ['Kanselleer die ete, iets het tussenin gekom', cancel(DINNERS)],
      [
        'Môre se oplaai by die lughawe, kanselleer dit maar, my broer kom haal my',
        cancel('driver_tomorrow'),
      ],
      [
        'Die tafel vanaand moet vir drie wees, my suster kom saam',
        change('table_tonight', { partySize: 3 }),
      ],
      ['Is die bespreking wat al bevestig is nog reg?', status(CONFIRMED)],

      // Questions.
      ['Op watter vlak is my lidmaatskap nou eintlik?', question('tier')],
      [
        'Ek is bang ek het my perk bereik. Hoeveel versoeke bly nog oor tot die einde van die maand?',
        question('allowance'),
      ],
      ['Op watter datum word my lidmaatskap weer hernu?', question('renewal')],
      ['Hoeveel dae het ek nog van die gratis proeftydperk oor?', question('renewal')],
      ['Wat staan vir my die komende week op die program?', question('upcoming')],
      ['Kan jy vir my ’n lys van al my versoeke gee?', question('requests')],
      ['Het een van die verskaffers al vir my ’n boodskap gestuur?', question('provider_said')],
      ['Wat het jy al alles oor my onthou?', question('memory')],
      ['Hoe was my gemoed die afgelope tyd?', question('mood')],
      ['Waarmee kan jy my alles help, behalwe restaurante?', question('capabilities')],
      ['Kan jy die goed in my kluis lees?', question('vault')],
      [
        'Is ek op Platinum of Black, en hoeveel versoeke het ek nog?',
        question('tier', 'allowance'),
      ],

      // A person, or out of scope.
      ['Ek sal verkies om met ’n regte mens te praat, asseblief', human],
      ['Kan iemand van julle my bel? My nommer is 083 444 1212', human],
      ['Ek wil met ’n toesighouer praat asseblief', human],
      ['Hierdie bot verstaan my nie, sit my deur na ’n persoon', human],
      ['Hoe warm gaan dit Saterdag op Plett wees?', outOfScope],
      ['Wie het die Springbokke se laaste toets gewen?', outOfScope],
      ['Gee my ’n resep vir melktert, soos my ouma dit gemaak het', outOfScope],
      ['Hoeveel is ’n Amerikaanse dollar vandag in rand?', outOfScope],
      ['Kan jy my help om my belastingopgawe in te vul?', outOfScope],
      ['Wat is 15% van 2 400?', outOfScope],
    ],
  ),
};
