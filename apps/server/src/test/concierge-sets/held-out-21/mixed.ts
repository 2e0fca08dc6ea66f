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
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

const AF = ['en', 'af'] as const;
const ZU = ['en', 'zu'] as const;

/** A table a human could file at either place (a landmark or street and its suburb). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-first held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("howzit", "ag please man", "boet", "sjoe", "asb", "lekker", "gatvol", "ek need", "môre se
 * driver", "oormôre", "vanaand", "Vrydagaand", "Saterdag lunch", "vir die hele familie", "ons is
 * nou 10", "ek sal self ry", "iemand in charge", "push it with a week"; "sawubona", "ngicela",
 * "sisi", "bhuti", "mfethu", "yoh", "eish", "hawu", "sharp sharp", "kusasa", "ngoMgqibelo",
 * "ngoLwesihlanu", "ngeSonto", "mhla zi-20", "ngalolo suku", "siyi-6", "sibathathu", "mina
 * nomkami", "u-cancel-e", "u-book-e", "angi-call-e", "a-start-e", "i-chef", "i-yacht",
 * "i-villa", "i-helicopter", "i-photographer", "i-pram", "eRosebank", "eUmhlanga", "eBallito",
 * "eZimbali", "eGoli", "eKapa", "eThekwini", "eFlorida Road", "Kampsbaai", "Houtbaai",
 * "Stellies"): new requests, tables, several at once, actions (some a human would have to ask
 * about), questions, a person and out of scope; the reply may be in either language.
 */
export const HELD_OUT_21_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      [...AF],
      [
        [
          "Howzit, ek need 'n driver van OR Tambo af môre om 6am, asb",
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '06:00',
            ),
          ),
        ],
        [
          "Kan jy 'n lekker tafel vir 4 kry in Stellies vir Saterdag lunch?",
          asks(table('Stellenbosch|Cape Winelands', 'sat', '12:30', 4)),
        ],
        [
          "Ag please man, ek is gatvol van kook - 'n private chef vir vanaand om 7 in Durbanville, ons is 5",
          asks(req('private_chef', 'Durbanville|Cape Town', 'today', '19:00', { partySize: 5 })),
        ],
        [
          "Boet, sort vir ons 'n boat uit Houtbaai on Sunday at 11, ons is 8 ouens",
          asks(req(BOAT, 'Hout Bay|Cape Town', 'sun', '11:00', { partySize: 8 })),
        ],
        [
          "Sjoe, ek het 'n villa nodig op Hermanus from the 18th, vir die hele familie",
          asks(req('accommodation', 'Hermanus|Overberg', 'dom:18', null)),
        ],
        [
          "Ek need 'n bodyguard vir Vrydagaand se gala in Sandton, from 6pm",
          asks(req('security', 'Sandton|Johannesburg', 'fri', '18:00')),
        ],
        [
          'Vlugte Kaapstad na Durban vir oormôre, early morning asb, so round 7',
          asks(req(FLIGHT, CAPE_TOWN, '+2', '07:00')),
        ],
        [
          "Vrydag: 'n table vir 2 in Kampsbaai om 8 en daarna 'n driver terug huis toe om 11",
          asks(
            table('Camps Bay|Cape Town', 'fri', '20:00', 2),
            req('personal_driver', ['Camps Bay|Cape Town', null], 'fri', '23:00'),
          ),
        ],
        [
          "Ek sal self ry, just need a nice car - 'n Porsche vir die naweek from Friday in Kaapstad",
          asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'fri', null)),
        ],
        [
          "Kan jy 'n tafel vir 6 book by die V&A for Friday, 7:30 die aand?",
          asks(table('V&A Waterfront|Cape Town', 'fri', '19:30', 6)),
        ],
        [
          'Ons benodig a babysitter in Pinelands vanaand from 6',
          asks(req('other', 'Pinelands|Cape Town', 'today', '18:00')),
        ],
        [
          'Môre se driver - can he come at half nine instead?',
          change('driver_tomorrow', { time: '09:30' }),
        ],
        ['Cancel asb vanaand se Test Kitchen booking, die kids is siek', cancel('table_tonight')],
        ['Die chef vir Saterdag, ons is nou 10 mense, not 8', change('chef', { partySize: 10 })],
        ['Is die yacht vir Sondag nog confirmed?', status('yacht')],
        ['Die villa in Kampsbaai - push it with a week asb', change('villa', { date: '+28' })],
        [
          'Tell die chef ek is allergic to shellfish, dis ernstig',
          change('chef', { notes: 'shellfish' }),
        ],
        ['Hoe gaan dit met my security request? Was dit declined?', status('security')],
        ['Kanselleer my driver please', cancel(DRIVERS)],
        ['Cancel die naweek booking, something came up', cancel(WEEKEND)],
        ['Hoeveel requests het ek nog left hierdie maand?', question('allowance')],
        ['Watter tier is ek on?', question('tier')],
        ["Wat's coming up vir my hierdie week?", question('upcoming')],
        ['Wat onthou jy van my food preferences?', question('memory')],
        ["Ek wil met 'n regte person praat, not a bot", human],
        ['Kan ek asb met iemand in charge praat oor my account?', human],
        ['Wie gaan die rugby wen on Saturday, dink jy?', outOfScope],
        ['Hoe maak mens biltong at home?', outOfScope],
      ],
    ),
    ...rowsIn(
      [...ZU],
      [
        [
          'Sawubona, ngicela u-book-e i-driver from King Shaka kusasa at 10am',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '10:00'),
          ),
        ],
        [
          'Bhuti, I need i-table for 4 eRosebank tonight at 8, ngicela',
          asks(table('Rosebank|Johannesburg', 'today', '20:00', 4)),
        ],
        [
          'Sisi please ngicela i-chef eUmhlanga ngoMgqibelo at 7pm, siyi-6',
          asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 6 })),
        ],
        [
          'Mfethu, I need a bodyguard eBallito for the wedding ngoMgqibelo from 2pm',
          asks(req('security', 'Ballito|Durban', 'sat', '14:00')),
        ],
        [
          'Sharp sharp, book me i-hotel eSandton for Friday, just one night',
          asks(req('accommodation', 'Sandton|Johannesburg', 'fri', null)),
        ],
        [
          'Ngifuna i-helicopter flip over eThekwini kusasa at 4pm for 2 people',
          asks(req(CHOPPER, 'Durban|Durban', 'tomorrow', '16:00')),
        ],
        [
          "Ngicela i-photographer eZimbali ngeSonto from 3pm, it's my mom's birthday",
          asks(req('other', 'Zimbali|Durban', 'sun', '15:00')),
        ],
        [
          'Table for 2 eFlorida Road ngoLwesihlanu at 7:30pm, mina nomkami',
          asks(tableAt(['Florida Road|Durban'], 'fri', '19:30', 2)),
        ],
        [
          'Ngicela i-table eMelrose Arch kusasa for lunch, sibathathu',
          asks(tableAt(MELROSE_ARCH, 'tomorrow', '12:30', 3)),
        ],
        [
          'Kusasa: i-driver from OR Tambo at 9, bese i-lunch for 3 eSandton at 1',
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '09:00',
            ),
            table('Sandton|Johannesburg', 'tomorrow', '13:00', 3),
          ),
        ],
        [
          'Ngicela i-villa eZimbali from mhla zi-20 for a week, and i-chef ngalolo suku at 7pm for 8',
          asks(
            req('accommodation', 'Zimbali|Durban', 'dom:20', null),
            req('private_chef', ['Zimbali|Durban', null], 'dom:20', '19:00', { partySize: 8 }),
          ),
        ],
        [
          "Ngicela i-Range Rover eGoli kusukela ngoLwesihlanu, I'll drive myself",
          asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'fri', null)),
        ],
        [
          'Yoh, i-flight yami iphushiwe - the driver for tomorrow must come at 11:30 now',
          change('driver_tomorrow', { time: '11:30' }),
        ],
        ["Ngicela u-cancel-e i-yacht ka-Sunday, it's going to storm", cancel('yacht')],
        ['Hawu, i-villa yami eCamps Bay, is it confirmed yet?', status('villa')],
        ['I-chef ka-Saturday, ngicela a-start-e at 8pm instead', change('chef', { time: '20:00' })],
        [
          "Tell i-driver ka-Friday eKapa ukuthi I'll have a pram with me",
          change('driver_friday', { notes: 'pram' }),
        ],
        ['Eish, ngicela u-cancel-e i-driver', cancel(DRIVERS)],
        ['I-dinner ngicela uyi-cancel-e, I am too tired', cancel(DINNERS)],
        ['Ngisele nama-requests amangaki this month, ngicela?', question('allowance')],
        ['Ngiku-plan ephi, Gold noma Platinum?', question('tier')],
        ['Yini engizoba nayo this week? Anything coming up?', question('upcoming')],
        ['Abahlinzeki bathini? Any replies yet?', question('provider_said')],
        ['I-mood yami ibinjani this month?', question('mood')],
        ['Ngicela ukukhuluma ne-human, this bot is not helping', human],
        ['Ngicela umuntu angi-call-e, my number is 061 220 9983', human],
        ['Ubani o-coach wamaBokke manje?', outOfScope],
        ['Yisiphi isikhathi esihle sokubona ama-whales eHermanus?', outOfScope],
      ],
    ),
  ],
};
