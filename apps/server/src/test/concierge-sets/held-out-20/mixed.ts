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

const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');

const AF = ['en', 'af'] as const;
const ZU = ['en', 'zu'] as const;

/** A table a human could file at either place (a landmark and its suburb). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twentieth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("howzit", "ag please man", "boet", "sjoe", "sommer", "asb", "lekker", "gatvol", "ek need",
 * "môreoggend", "môre se driver", "oormôre", "vanaand", "Vrydagaand", "Saterdag", "op die 16de",
 * "ons is 8", "vir 10 mense", "ek sal self ry", "iemand in charge"; "sawubona", "ngicela", "sisi",
 * "bhuti", "mfethu", "yoh", "eish", "hawu", "sharp sharp", "kusasa", "ngoMgqibelo",
 * "ngoLwesihlanu", "ngeSonto", "mhla zi-18", "siyisithupha", "siyi-8", "u-cancel-e", "u-book-e",
 * "angi-call-e", "i-chef", "i-yacht", "i-villa", "i-helicopter", "i-photographer", "eRosebank",
 * "eMhlanga", "eBallito", "eKloof", "eZimbali", "eGoli", "eKapa", "Kampsbaai", "Houtbaai",
 * "Seepunt", "Stellies"): new requests, tables, several at once, actions (some a human would have
 * to ask about), questions, a person and out of scope; the reply may be in either language.
 */
export const HELD_OUT_20_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      [...AF],
      [
        [
          "Howzit, ek need 'n driver môreoggend at 8 from Durbanville to the airport asb",
          asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '08:00')),
        ],
        [
          "Ag please man, book vir ons 'n table for 6 in Stellies on Saturday at 7pm",
          asks(table('Stellenbosch|Cape Winelands', 'sat', '19:00', 6)),
        ],
        [
          "Boet, can you sort 'n private chef vir Vrydag at 7pm at our place in Houtbaai? Ons is 8",
          asks(req('private_chef', 'Hout Bay|Cape Town', 'fri', '19:00', { partySize: 8 })),
        ],
        [
          'Sjoe, the Test Kitchen vanaand, cancel it asb, ek is gatvol van die traffic',
          cancel('table_tonight'),
        ],
        ['Is my yacht vir Sondag confirmed of nie?', status('yacht')],
        [
          'Ons soek a lekker villa in Kampsbaai from the 23rd for a week, ons is 5',
          asks(req('accommodation', 'Camps Bay|Cape Town', 'dom:23', null, { partySize: 5 })),
        ],
        [
          'Can jy the chef on Saturday move to 8pm? Die gaste kom laat',
          change('chef', { time: '20:00' }),
        ],
        ['Cancel my driver asb, plans het verander', cancel(DRIVERS)],
        ['Hoeveel requests kan ek nog maak voor month end?', question('allowance')],
        ['Wanneer renew my membership eintlik?', question('renewal')],
        ["Ek wil asb met 'n real person praat, hierdie chat werk nie vir my nie", human],
        ['Wat is die score van die Bokke game? Ek mis dit', outOfScope],
        [
          "Sommer a quick one: 'n table for two in Seepunt vanaand at 8",
          asks(table('Sea Point|Cape Town', 'today', '20:00', 2)),
        ],
        [
          'Flights from Kaapstad to Joburg on Friday morning vir my en my vrou',
          asks(req(FLIGHT, CAPE_TOWN, 'fri', '09:00')),
        ],
        [
          'Môre at 10 I need a Range Rover in Somerset West, ek sal self ry',
          asks(req('luxury_vehicle', 'Somerset West|Cape Town', 'tomorrow', '10:00')),
        ],
        ['Ons villa booking in Kampsbaai, we are now 7 mense', change('villa', { partySize: 7 })],
        ['Any news oor my Sandton security booking?', status('security')],
        [
          'Saterdag: boat trip uit Houtbaai at 10 vir 10 mense, then dinner vir 10 at a restaurant in Houtbaai at 7pm',
          asks(
            req(BOAT, 'Hout Bay|Cape Town', 'sat', '10:00', { partySize: 10 }),
            table('Hout Bay|Cape Town', 'sat', '19:00', 10),
          ),
        ],
        [
          "Kan julle 'n babysitter organise vir Vrydagaand at 6:30 in Bellville?",
          asks(req('other', 'Bellville|Cape Town', 'fri', '18:30')),
        ],
        ['What tier is ek nou eintlik op?', question('tier')],
        ['Wat het die providers gesê in hulle replies?', question('provider_said')],
        [
          "Ek soek 'n bodyguard for my daughter's matric dance op die 16de, from 6pm, in Centurion",
          asks(req('security', 'Centurion|Pretoria', 'dom:16', '18:00')),
        ],
        [
          'Môre se driver, can hy me rather at 07:30 collect?',
          change('driver_tomorrow', { time: '07:30' }),
        ],
        ['Kan jy die jag vir Sondag cancel? The weather lyk sleg', cancel('yacht')],
        ['Wat weet jy alles about my kos preferences?', question('memory')],
        ['Give me the Springbok squad vir die naweek', outOfScope],
        [
          'Oormôre I need lunch for 4 at a restaurant in Franschhoek at 1, asb',
          asks(table('Franschhoek|Cape Winelands', '+2', '13:00', 4)),
        ],
        ['Is daar iemand in charge wat my kan call? Ek is baie ontevrede', human],
      ],
    ),
    ...rowsIn(
      [...ZU],
      [
        [
          'Sawubona, ngicela a driver kusasa at 7am from Umhlanga to the airport',
          asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '07:00')),
        ],
        [
          'Sisi, please book a table for 4 eRosebank ngoMgqibelo at 7pm',
          asks(table('Rosebank|Johannesburg', 'sat', '19:00', 4)),
        ],
        ['Yoh, ngicela u-cancel-e the Test Kitchen booking tonight', cancel('table_tonight')],
        [
          'Bhuti, i-chef yangoMgqibelo, can it start at 6pm instead?',
          change('chef', { time: '18:00' }),
        ],
        [
          'Ngicela a villa eBallito from the 20th, siyisithupha',
          asks(req('accommodation', 'Ballito|Durban', 'dom:20', null, { partySize: 6 })),
        ],
        ['Hawu, i-yacht yami yangeSonto, is it confirmed?', status('yacht')],
        ['Eish, cancel my driver please, angisamdingi', cancel(DRIVERS)],
        ['Ngisele nama-requests amangaki before the month ends?', question('allowance')],
        ['Ngicela ukukhuluma with a real person please, not the bot', human],
        ['Ubani owine i-Comrades this year?', outOfScope],
        [
          'Mfethu, I need a chef ngoLwesihlanu at 7pm eKloof, siyi-8',
          asks(req('private_chef', 'Kloof|Durban', 'fri', '19:00', { partySize: 8 })),
        ],
        [
          'Ngicela i-helicopter from Virginia Airport ngeSonto at 10am',
          asks(req(CHOPPER, 'Virginia Airport|Durban', 'sun', '10:00')),
        ],
        [
          'Sharp sharp, table for 2 eMhlanga tonight at 8',
          asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
        ],
        [
          "Ngidinga security ekhaya eHillcrest from Monday, we're going on holiday",
          asks(req('security', 'Hillcrest|Durban', 'mon', null)),
        ],
        ['I-villa yase-Camps Bay, we are now 8 people', change('villa', { partySize: 8 })],
        ['Any update nge-driver yakusasa e-OR Tambo?', status('driver_tomorrow')],
        [
          'Kusasa: driver from Sandton at 9, then lunch for 3 eMelrose Arch at 1',
          asks(
            req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
            tableAt(['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'], 'tomorrow', '13:00', 3),
          ),
        ],
        [
          'Ngicela flights from eGoli to eKapa ngoLwesihlanu, for two',
          asks(req(FLIGHT, JOBURG, 'fri', null)),
        ],
        ["What's my tier? Ngifuna ukwazi nje", question('tier')],
        ['Ubulungu bami, when does it renew?', question('renewal')],
        ['Yini engiyibhukhile coming up this week?', question('upcoming')],
        [
          'Ngicela u-book-e a massage eZimbali ngeSonto at 3pm',
          asks(req('other', 'Zimbali|Durban', 'sun', '15:00')),
        ],
        [
          "Ngicela i-photographer for my daughter's graduation e-Durban ICC mhla zi-18",
          asks(req('other', ['Durban ICC|Durban', 'Durban|Durban'], 'dom:18', null)),
        ],
        ['Umshayeli we-Cape Town next Friday, please cancel it', cancel('driver_friday')],
        ['Yini oyikhumbulayo about me?', question('memory')],
        ['Please ngicela the weather forecast for eThekwini ngoMgqibelo', outOfScope],
        ["Ngicela umuntu angi-call-e, I've been waiting for days", human],
        ['Kuthiwani ngomcimbi wase-Franschhoek, was it cancelled?', status('event')],
      ],
    ),
  ],
};
