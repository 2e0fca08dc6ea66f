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

const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

const AF = ['en', 'af'] as const;
const ZU = ['en', 'zu'] as const;

/**
 * Eighteenth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("howzit", "ag please man", "boet", "sjoe", "lekker", "sommer", "asb", "dankie", "môre",
 * "môreoggend", "oormôre", "vanaand", "Vrydag", "Saterdag", "Sondag", "volgende Vrydag", "vanaf
 * die 19de", "ons is 10", "ons is nou net ses", "dit waai kwaai", "sawubona", "ngicela", "sisi",
 * "bhuti", "bafo", "mfethu", "yoh", "eish", "hawu", "sharp sharp", "manje-manje", "kusasa",
 * "namuhla", "ngoMgqibelo", "ngoLwesihlanu", "siyi-15", "u-cancel", "u-move", "i-driver",
 * "i-chef", "i-yacht", "eMhlanga", "eGoli", "eKapa", "eThekwini", "eRosebank", "eMaboneng"):
 * new requests, tables, several at once, actions (some a human would have to ask about),
 * questions, a person and out of scope; the reply may be in either language.
 */
export const HELD_OUT_18_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      [...AF],
      [
        [
          'Howzit, can you sort me ’n bestuurder for môreoggend at 8 from Sea Point? Dankie',
          asks(req('personal_driver', 'Sea Point|Cape Town', 'tomorrow', '08:00')),
        ],
        [
          'Ag please man, need a table vir ses in Stellies vanaand at 7:30',
          asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 6)),
        ],
        [
          'Boet, a chef for Saterdag at the house in Somerset West, ons is 10, 7pm',
          asks(req('private_chef', 'Somerset West|Cape Town', 'sat', '19:00', { partySize: 10 })),
        ],
        [
          'Sjoe, lekker idea: a boat trip from Houtbaai on Sondag at 11 for the family, 8 of us',
          asks(req(BOAT, 'Hout Bay|Cape Town', 'sun', '11:00', { partySize: 8 })),
        ],
        [
          'Can you book us a huisie in Plett vanaf die 19de? Just the two of us',
          asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:19', null)),
        ],
        ['Kanselleer tonight’s table asb, the kids are sick', cancel('table_tonight')],
        [
          'Môre se driver, make it 10 rather than 9 asb',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        ['Is die yacht for Sunday still on? Dit waai kwaai', status('yacht')],
        ['Please cancel die driver, ek het nou ’n kar', cancel(DRIVERS)],
        ['Hoeveel requests het ek nog left vir hierdie month, roughly?', question('allowance')],
        ['Which tier is ek on again?', question('tier')],
        ['Ek wil asb met ’n real person chat, nie ’n bot nie', human],
        ['Wie het gister die rugby gewen, do you know?', outOfScope],
        [
          'Need ’n lyfwag for the function at Emperors Palace on Vrydag from 6',
          asks(req('security', 'Emperors Palace|Johannesburg', 'fri', '18:00')),
        ],
        [
          'Oormôre I need flights from Joburg to PE, two people asb',
          asks(req(FLIGHT, JOBURG, '+2', null)),
        ],
        [
          'The chef for Saturday: ons is nou net ses, two couples dropped out',
          change('chef', { partySize: 6 }),
        ],
        [
          'Vrydag a driver from Lanseria at 3pm en dan a table for 4 in Fourways that night at 8',
          asks(
            req('personal_driver', 'Lanseria International Airport|Johannesburg', 'fri', '15:00'),
            table('Fourways|Johannesburg', 'fri', '20:00', 4),
          ),
        ],
        [
          'Lekker, can you get someone to do my groceries in Durbanville môre?',
          asks(req(ERRAND, 'Durbanville|Cape Town', 'tomorrow', null)),
        ],
        [
          'Die villa in Camps Bay, we’re 8 now not 6, my broer kom ook',
          change('villa', { partySize: 8 }),
        ],
        ['What’s my mood been like, volgens my journal?', question('mood')],
        ['Kan jy my vault sien? Just asking', question('vault')],
        ['Sit my deur na ’n human asb, this isn’t working', human],
        [
          'Tafel for 2 at 1pm môre in Kalk Bay, sommer fish and chips',
          asks(table('Kalk Bay|Cape Town', 'tomorrow', '13:00', 2)),
        ],
        [
          'Ek soek a Range Rover to drive myself from Saterdag, pick up at George Airport',
          asks(req('luxury_vehicle', 'George Airport|Garden Route', 'sat', null)),
        ],
        ['Cancel die weekend booking asb', cancel(WEEKEND)],
        ['When does my trial run out? Ek wil nie betaal voor ek seker is nie', question('renewal')],
        [
          'Skuif tonight’s dinner na 9 asb, we’re running late',
          change('table_tonight', { time: '21:00' }),
        ],
        [
          'Can you check if the Cape Town driver for volgende Vrydag is confirmed?',
          status('driver_friday'),
        ],
      ],
    ),
    ...rowsIn(
      [...ZU],
      [
        [
          'Sawubona, ngicela a driver from King Shaka kusasa at 9',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '09:00'),
          ),
        ],
        [
          'Yoh sisi, I need a table for 4 eMhlanga tonight ngo-8',
          asks(table('Umhlanga|Durban', 'today', '20:00', 4)),
        ],
        [
          'Bafo, can you sort i-chef ngoMgqibelo at my place in Ballito, we’re 12, 7pm',
          asks(req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 12 })),
        ],
        ['Eish, please u-cancel the table tonight, umntwana uyagula', cancel('table_tonight')],
        ['Hawu, is i-yacht yangeSonto still on?', status('yacht')],
        [
          'Ngicela u-move the driver kusasa to 10:30, flight is late',
          change('driver_tomorrow', { time: '10:30' }),
        ],
        [
          'I need a bodyguard eGoli for tomorrow night, ngiya e-event',
          asks(req('security', 'Johannesburg|Johannesburg', 'tomorrow', '20:00')),
        ],
        [
          'Sharp sharp, book me a hotel eThekwini from Friday, just me',
          asks(req('accommodation', 'Durban|Durban', 'fri', null)),
        ],
        ['Mfethu, how many requests do I have left, ngiyacela?', question('allowance')],
        ['What tier ngikuyo manje?', question('tier')],
        ['Ngicela ukukhuluma to a real person, not a bot', human],
        ['Who won i-Soweto derby on Saturday?', outOfScope],
        [
          'Kusasa: driver from OR Tambo at 7, then lunch for 3 eRosebank at 1',
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '07:00',
            ),
            table('Rosebank|Johannesburg', 'tomorrow', '13:00', 3),
          ),
        ],
        ['Cancel i-driver please, angisayidingi', cancel(DRIVERS)],
        ['I-chef yangoMgqibelo, tell them one guest is vegan', change('chef', { notes: 'vegan' })],
        [
          'Bhuti, I need flights eGoli to eKapa ngoLwesihlanu for 3 people',
          asks(req(FLIGHT, JOBURG, 'fri', null)),
        ],
        ['Yoh, the villa eCamps Bay, ngicela u-cancel, we’re not going anymore', cancel('villa')],
        [
          'Can I get i-massage at the hotel eSandton namuhla at 6pm?',
          asks(req('other', 'Sandton|Johannesburg', 'today', '18:00')),
        ],
        [
          'Ngifuna i-yacht for Sunday afternoon from the V&A, siyi-15',
          asks(req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 15 })),
        ],
        ['What’s coming up for me this week, sisi?', question('upcoming')],
        ['Any news on i-dinner booking?', status(DINNERS)],
        [
          'Ngicela i-shopper to help me eMall of Africa ngoMgqibelo at 11',
          asks(req(ERRAND, 'Mall of Africa|Johannesburg', 'sat', '11:00')),
        ],
        ['Have any providers replied, bafo?', question('provider_said')],
        [
          'Ngicela i-table for 2 eMaboneng ngoLwesihlanu at 7:30pm',
          asks(table('Maboneng|Johannesburg', 'fri', '19:30', 2)),
        ],
        ['Can I talk to a human, ngicela, it’s urgent', human],
        [
          'Tonight’s table, make it for 3, umngane wami uyeza',
          change('table_tonight', { partySize: 3 }),
        ],
        ['Yoh, the weekend booking, u-cancel please', cancel(WEEKEND)],
      ],
    ),
  ],
};
