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
  type ExpectedRequest,
  type LabelledSet,
} from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const MENLYN_MAINE = ['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'];
const BABYLONSTOREN = ['Babylonstoren|Cape Winelands', 'Simondium|Cape Winelands'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];
const KIRSTENBOSCH = ['Kirstenbosch|Cape Town', 'Newlands|Cape Town'];
const BLOEM = ['Bram Fischer International Airport|Bloemfontein', 'Bloemfontein|Bloemfontein'];
const LOFTUS = ['Loftus Versfeld|Pretoria', 'Pretoria|Pretoria'];
const HEMEL_EN_AARDE = ['Hemel-en-Aarde Valley|Overberg', 'Hermanus|Overberg'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/** A table a human could file at either place (a landmark and the suburb or town it is in). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-sixth held-out set: Afrikaans, as members write it (môre om 6 uur die oggend, môreaand om
 * 7, môre om nege, vanaand om agtuur, vanmiddag om vier, oormôre om 14:30, oormôre se middagete,
 * Vrydag om tien, Vrydagaand om halfagt, Saterdag om sewe die aand, Saterdagmiddag om drie,
 * Saterdag middagete, Sondag om een uur, Sondag om 4 die middag, Sondagmiddagete om 13:00, Maandag
 * om tienuur, Dinsdag om 6 die oggend, halfsewe, halfnege, elfuur, die 19de, die 21ste, die 24ste,
 * die 25ste, die 26ste, die 27ste; Kaapstad, Kaapstad se lughawe, Kampsbaai, Plettenbergbaai,
 * Somerset-Wes, Durbanville, Stellenbosch, Paarl, Franschhoek, Tulbagh, Hermanus, die
 * Hemel-en-Aarde Vallei, Langebaan, Kirstenbosch, Clarens, Bloemfontein, Pretoria, Brooklyn,
 * Garsfontein, Waterkloof, Centurion, Menlyn Maine, Loftus, Sandton, Parkhurst, Lanseria, OR Tambo;
 * "ons is agt", "vir twaalf", "vir tien mense", "my en my vrou", "ons gesin"; "bestuurder" and
 * "chauffeur" for the driver, "sjef" for the chef, "jag" and "seilboot" for a boat, "lyfwag" and
 * "sekuriteit" for security, "vlug" for a flight, "gastehuis" for a guest house, "massering" for a
 * massage, "kluis" for the vault, "gemoed" and "bui" for the mood): new requests, tables, two
 * requests at once, actions on their requests (some a human would have to ask about), questions,
 * and asking for a person or for something out of scope. A note for a provider is labelled by a
 * word the same in both languages (vegan).
 */
export const HELD_OUT_26_AFRIKAANS: LabelledSet = {
  kind: 'af',
  goal: 0.85,
  rows: rowsIn(
    ['af'],
    [
      // New requests.
      [
        "Ek soek 'n bestuurder wat my môre om 6 uur die oggend by die huis in Durbanville kan oplaai",
        asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '06:00')),
      ],
      [
        "Kan julle vir ons 'n privaat sjef kry vir Saterdag om sewe die aand in Stellenbosch? Ons is twaalf.",
        asks(req('private_chef', 'Stellenbosch|Cape Winelands', 'sat', '19:00', { partySize: 12 })),
      ],
      [
        "Ek het 'n villa in Plettenbergbaai nodig vanaf die 19de, vir agt mense",
        asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:19', null)),
      ],
      [
        "Kan julle 'n jag reël vanaf die V&A vir Saterdagmiddag om drie? Ons is ses",
        asks(req(BOAT, WATERFRONT, 'sat', '15:00')),
      ],
      [
        "Ek wil 'n Range Rover huur vir die naweek, af te haal by Kaapstad se lughawe Vrydag om tien",
        asks(req(HIRE, CAPE_TOWN, 'fri', '10:00')),
      ],
      [
        "Ons benodig sekuriteit vir 'n troue op 'n plaas buite Franschhoek op die 24ste",
        asks(req(ESCORT, 'Franschhoek|Cape Winelands', 'dom:24', null)),
      ],
      [
        'Bespreek asseblief vlugte vir twee van Kaapstad na Durban op die 21ste om 8 uur die oggend',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:21', '08:00')),
      ],
      [
        "Ek soek 'n persoonlike inkoper by Menlyn Maine vir Maandag om tienuur",
        asks(req(ERRAND, MENLYN_MAINE, 'mon', '10:00')),
      ],
      [
        "Kan julle 'n verjaarsdagpartytjie vir my dogter beplan? Sy word sestien op die 26ste, by ons huis in Garsfontein",
        asks(req(PARTY, 'Garsfontein|Pretoria', 'dom:26', null)),
      ],
      [
        "Ek het 'n lyfwag nodig vir môreaand om 7 in Sandton",
        asks(req(ESCORT, 'Sandton|Johannesburg', 'tomorrow', '19:00')),
      ],
      [
        "'n Massering by die hotel in Hermanus, vanmiddag om vier asseblief",
        asks(req('other', 'Hermanus|Overberg', 'today', '16:00')),
      ],
      [
        "Reël asseblief 'n helikoptervlug oor Kaapstad op Sondag om 10",
        asks(req(CHOPPER, CAPE_TOWN, 'sun', '10:00')),
      ],
      [
        "Ek soek 'n gastehuis in Clarens vanaf Vrydag vir ons gesin",
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null)),
      ],
      [
        'Bestuurder van OR Tambo na Pretoria, oormôre om 14:30',
        asks(req('personal_driver', OR_TAMBO, '+2', '14:30')),
      ],
      [
        'Kan jy vir my blomme laat aflewer by my ma in Bloemfontein môre?',
        asks(req(FLOWERS, 'Bloemfontein|Bloemfontein', 'tomorrow', null)),
      ],
      [
        "Ek wil graag 'n wynproe-toer in die Hemel-en-Aarde Vallei doen, Saterdag om elf",
        asks(req(TOUR, HEMEL_EN_AARDE, 'sat', '11:00')),
      ],
      [
        "'n Braaimeester by ons huis in Waterkloof, Sondag om twaalf, vir twintig mense",
        asks(req(BRAAI, 'Waterkloof|Pretoria', 'sun', '12:00', { partySize: 20 })),
      ],
      [
        "Ek wil graag 'n personeelfunksie vir 40 mense in Kaapstad op die 27ste laat reël",
        asks(req(PARTY, CAPE_TOWN, 'dom:27', null)),
      ],
      [
        "Kan jy vir my 'n fotograaf kry vir ons gesin se foto's by Kirstenbosch, Sondag om 4 die middag?",
        asks(req('other', KIRSTENBOSCH, 'sun', '16:00')),
      ],
      [
        'Vlug van Bloemfontein na Kaapstad Vrydag om 6 die oggend, net een persoon',
        asks(req(FLIGHT, BLOEM, 'fri', '06:00')),
      ],
      [
        "Ek soek 'n motor met bestuurder vir my ouers se herdenking in Tulbagh, Saterdag om 11",
        asks(req(CAR, 'Tulbagh|Cape Winelands', 'sat', '11:00')),
      ],
      [
        "Ons wil 'n seilboot huur in Langebaan vir Sondag om 10, vir ses mense",
        asks(req(BOAT, 'Langebaan|West Coast', 'sun', '10:00')),
      ],
      [
        "Kan julle vir my 'n persoonlike afrigter kry wat Dinsdag om 6 die oggend by my huis in Somerset-Wes kan wees?",
        asks(req('other', 'Somerset West|Cape Town', 'tue', '06:00')),
      ],
      [
        "Ek soek 'n kamer in 'n hotel naby Loftus vanaf Vrydag, ons kom kyk rugby",
        asks(req('accommodation', LOFTUS, 'fri', null)),
      ],

      // Tables.
      [
        'Tafel vir twee vanaand om agtuur in Kampsbaai, asseblief',
        asks(table('Camps Bay|Cape Town', 'today', '20:00', 2)),
      ],
      [
        "Kan jy 'n tafel vir ses by Babylonstoren bespreek vir Saterdag middagete?",
        asks(tableAt(BABYLONSTOREN, 'sat', '12:30', 6)),
      ],
      [
        'Ons is agt en ons wil Vrydagaand om halfagt in Brooklyn gaan eet',
        asks(table('Brooklyn|Pretoria', 'fri', '19:30', 8)),
      ],
      [
        "Bespreek 'n tafel vir my en my vrou by die Mount Nelson vir hoë tee môre om drie",
        asks(tableAt(MOUNT_NELSON, 'tomorrow', '15:00', 2)),
      ],
      [
        'Ontbyt vir drie môre om nege in Stellenbosch, asseblief',
        asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '09:00', 3)),
      ],
      [
        'Sondagmiddagete vir tien mense in Durbanville om 13:00',
        asks(table('Durbanville|Cape Town', 'sun', '13:00', 10)),
      ],
      [
        "Kry asseblief plek vir vyf by 'n steakhouse in Centurion, Maandag om sewe die aand",
        asks(table('Centurion|Pretoria', 'mon', '19:00', 5)),
      ],
      [
        "Bespreek 'n tafel vir vier in Paarl vir Sondag om een uur",
        asks(table('Paarl|Cape Winelands', 'sun', '13:00', 4)),
      ],
      [
        'Tafel vir twee in Franschhoek vir oormôre se middagete',
        asks(table('Franschhoek|Cape Winelands', '+2', '12:30', 2)),
      ],

      // Two at once.
      [
        "Ek het twee goed nodig: 'n bestuurder van Lanseria môre om 11, en 'n tafel vir twee in Parkhurst om 7 die aand",
        asks(
          req('personal_driver', LANSERIA, 'tomorrow', '11:00'),
          table('Parkhurst|Johannesburg', 'tomorrow', '19:00', 2),
        ),
      ],
      [
        "Bespreek asseblief 'n huis in Hermanus vanaf Vrydag en 'n sjef daar op Saterdag om sewe vir tien mense",
        asks(
          req('accommodation', 'Hermanus|Overberg', 'fri', null),
          req('private_chef', 'Hermanus|Overberg', 'sat', '19:00', { partySize: 10 }),
        ),
      ],

      // Their own requests.
      [
        'Kanselleer asseblief my tafel vanaand by die Test Kitchen, my man het griep',
        cancel('table_tonight'),
      ],
      [
        'Kan die sjef op Saterdag om halfsewe begin in plaas van sewe?',
        change('chef', { time: '18:30' }),
      ],
      [
        'Ons sal nege wees vir die aandete by die huis op Saterdag',
        change('chef', { partySize: 9 }),
      ],
      ['Is die bestuurder vir môre by OR Tambo al bevestig?', status('driver_tomorrow')],
      ['Kanselleer die jag op Sondag, die wind is te sterk', cancel('yacht')],
      ['Skuif die villa in Kampsbaai na die 25ste', change('villa', { date: 'dom:25' })],
      ['Wat is die stand van sake met die sekuriteit vir die gala in Sandton?', status('security')],
      ['Sê asseblief vir die sjef dat my skoonsuster vegan is', change('chef', { notes: 'vegan' })],
      [
        'Die bestuurder volgende Vrydag in Kaapstad: kan hy om sewe kom in plaas van ses?',
        change('driver_friday', { time: '19:00' }),
      ],
      ['Hoe lyk dit met die villa in Kampsbaai? Ons wag al lank', status('villa')],
      [
        'Kan ons môre se oplaai by die lughawe na tienuur skuif?',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      ['Die Atlantic Blue-bespreking: ons is nou twaalf', change('yacht', { partySize: 12 })],
      ['Kan jy asseblief die Cape Executive-bestuurder kanselleer?', cancel('driver_friday')],
      [
        'Skuif die tafel by die Test Kitchen na môreaand, selfde tyd',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      ['Ek wil my chauffeur-bespreking kanselleer, asseblief', cancel(DRIVERS)],
      ['My chauffeur: kan hy eerder om elfuur kom?', change(DRIVERS, { time: '11:00' })],
      ['Kan die aandete om halfnege wees in plaas daarvan?', change(DINNERS, { time: '20:30' })],
      ['Is die bevestigde bespreking nog aan?', status(CONFIRMED)],
      ['Kanselleer asseblief my bespreking vir die naweek', cancel(WEEKEND)],

      // Questions.
      ['Op watter lidmaatskapvlak is ek tans, goud of platinum?', question('tier')],
      [
        'Hoeveel van my maandelikse versoeke is al opgebruik, en hoeveel bly oor?',
        question('allowance'),
      ],
      ['Wanneer word my lidmaatskapfooi weer afgetrek?', question('renewal')],
      ['Wat het ek die komende dae op die program?', question('upcoming')],
      ["Gee my 'n lys van al my versoeke wat nog oop is", question('requests')],
      ['Wat het die diensverskaffers vir my teruggeskryf?', question('provider_said')],
      ['Weet jy nog dat ek nie koriander eet nie?', question('memory')],
      ['Hoe het my bui die laaste tyd gelyk volgens my joernaal?', question('mood')],
      ['Kan jy ook binnelandse vlugte vir my bespreek?', question('capabilities')],
      ['Het ek al my paspoort in die kluis gestoor, of nie?', question('vault')],
      ['Watter pakket het ek, en wanneer hernu dit?', question('tier', 'renewal')],
      ['Wat onthou jy alles van my voorkeure vir vakansies en kos?', question('memory')],
      ['Hoe was my gemoed die afgelope week, volgens my check-ins?', question('mood')],

      // A person.
      ["Kan ek asseblief met iemand van die span praat, nie met 'n rekenaar nie?", human],
      ["Laat iemand my asseblief bel, ek het 'n ernstige klagte", human],
      ["Verbind my met 'n menslike konsiërge, asseblief", human],
      ["Ek verkies om met 'n persoon te werk. Kan jy my oorplaas?", human],
      ["Kan 'n konsiërge my eerder op WhatsApp kontak?", human],

      // Out of scope.
      ['Wat is eintlik die hoofstad van Australië?', outOfScope],
      ['Hoe maak mens die beste melktert?', outOfScope],
      ['Wie het verlede jaar die Curriebeker gewen, en met hoeveel punte?', outOfScope],
      ['Wat is 15% van R2 480, vir die fooi?', outOfScope],
      ["Skryf vir my 'n kort gedig oor die see", outOfScope],
      ['Wat gaan die weer môre in Pretoria wees?', outOfScope],
      ["Hoe lank moet 'n lamsboud van twee kilogram in die oond bly?", outOfScope],
    ],
  ),
};
