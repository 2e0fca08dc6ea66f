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
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');

const AF = ['en', 'af'] as const;
const ZU = ['en', 'zu'] as const;

/** A table a human could file at either place (a landmark or street and its suburb or city). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Nineteenth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("howzit", "ag please man", "boet", "sjoe", "sommer", "asb", "lekker", "môre", "môreoggend",
 * "oormôre", "vanmiddag", "Vrydagaand", "Saterdag", "volgende Vrydag", "vanaf die 18de", "ons is
 * nou net 4", "ek need nie meer", "se dinner", "sawubona", "ngicela", "sisi", "bhuti", "mfethu",
 * "yoh", "eish", "hawu", "sharp sharp", "kusasa", "namuhla", "izolo", "ngoMgqibelo",
 * "ngoLwesihlanu", "ngeSonto", "siyi-12", "sibayisithupha", "u-cancel-e", "u-book-e",
 * "angi-call-e", "i-driver", "i-chef", "i-yacht", "i-chauffeur", "i-vault", "eMhlanga", "eGoli",
 * "eKapa", "eKloof", "eRosebank", "eGateway", "Kampsbaai", "Houtbaai", "Stellies"): new requests,
 * tables, several at once, actions (some a human would have to ask about), questions, a person
 * and out of scope; the reply may be in either language.
 */
export const HELD_OUT_19_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      [...AF],
      [
        [
          'Howzit, can you book ’n tafel vir ses at a place in Stellies vir Saterdag lunch?',
          asks(table('Stellenbosch|Cape Winelands', 'sat', '12:30', 6)),
        ],
        [
          'Ag please man, I need a driver môreoggend om 7 from Constantia to the airport',
          asks(req('personal_driver', 'Constantia|Cape Town', 'tomorrow', '07:00')),
        ],
        [
          'Ons soek a private chef for Friday night in Kampsbaai, we’re 8',
          asks(req('private_chef', 'Camps Bay|Cape Town', 'fri', '20:00', { partySize: 8 })),
        ],
        [
          'Can julle sommer a yacht organise vir Sondag from Houtbaai, 2pm, ons is 10',
          asks(req(BOAT, 'Hout Bay|Cape Town', 'sun', '14:00', { partySize: 10 })),
        ],
        [
          'Sjoe, we need ’n villa in Plett vanaf die 18de for a week, it must sleep 6',
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:18', null, { partySize: 6 }),
          ),
        ],
        [
          'Cancel asseblief tonight’s Test Kitchen booking, my vrou is siek',
          cancel('table_tonight'),
        ],
        ['Kan jy die chef vir Saterdag skuif to 8pm?', change('chef', { time: '20:00' })],
        ['Is my boat vir Sondag confirmed, boet?', status('yacht')],
        ['Which plan is ek op, Signature of Elite?', question('tier')],
        ['Hoeveel van my requests is nog oor vir die res van die maand?', question('allowance')],
        ['I want to praat met ’n regte persoon asseblief', human],
        ['Wie het die rugby gewen last night, the Bulls or the Lions?', outOfScope],
        [
          'Need ’n bodyguard vir Vrydagaand in Sandton from 7',
          asks(req('security', 'Sandton|Johannesburg', 'fri', '19:00')),
        ],
        [
          'Môre at 1, a table for 2 in Franschhoek asb',
          asks(table('Franschhoek|Cape Winelands', 'tomorrow', '13:00', 2)),
        ],
        [
          'Can you book flights vir ons twee van Kaapstad to Durban on the 9th at 10am?',
          asks(req(FLIGHT, CAPE_TOWN, 'dom:9', '10:00')),
        ],
        [
          'Die driver môre: please make it 8:15 instead, my flight is vroeër',
          change('driver_tomorrow', { time: '08:15' }),
        ],
        ['Ons is nou net 4 for the chef on Saturday', change('chef', { partySize: 4 })],
        ['Ek need nie meer die chauffeur nie, please cancel', cancel(DRIVERS)],
        [
          'Volgende Vrydag: a driver from King Shaka at 5pm and a table vir 2 in Umhlanga at 8',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'next:fri', '17:00'),
            table('Umhlanga|Durban', 'next:fri', '20:00', 2),
          ),
        ],
        [
          'Sal julle vir my a massage kan book vanmiddag om 3 in Durbanville?',
          asks(req('other', 'Durbanville|Cape Town', 'today', '15:00')),
        ],
        ['When does my membership renew, ek wil net seker maak', question('renewal')],
        ['Het die providers al iets teruggesê oor my bookings?', question('provider_said')],
        [
          'Ek soek a personal shopper at Canal Walk vir Donderdag',
          asks(req(ERRAND, ['Canal Walk|Cape Town', 'Century City|Cape Town'], 'thu', null)),
        ],
        [
          'Oormôre I need a Range Rover om self te bestuur, pick up in Sandton at 9',
          asks(req('luxury_vehicle', 'Sandton|Johannesburg', '+2', '09:00')),
        ],
        [
          'Tonight se dinner at the Test Kitchen, dis eintlik vir 3 nou, my broer kom saam',
          change('table_tonight', { partySize: 3 }),
        ],
        [
          'Kan jy ’n event planner kry for my ma se 60ste in die Paarl on the 12th?',
          asks(req('event_planning', 'Paarl|Cape Winelands', 'dom:12', null)),
        ],
        ['Wat is die weather like in Hermanus this weekend?', outOfScope],
        ['Please, ek wil met iemand op die span praat, not the bot', human],
      ],
    ),
    ...rowsIn(
      [...ZU],
      [
        [
          'Sawubona, ngicela i-table for 4 eRosebank tonight at 7',
          asks(table('Rosebank|Johannesburg', 'today', '19:00', 4)),
        ],
        [
          'Ngicela u-book-e i-driver kusasa at 6am from Umhlanga to King Shaka',
          asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '06:00')),
        ],
        [
          'Yoh, I need i-chef for Saturday night eBallito, siyi-12',
          asks(req('private_chef', 'Ballito|Durban', 'sat', '20:00', { partySize: 12 })),
        ],
        ['Please u-cancel-e i-yacht ka-Sunday, kuzoba nomoya', cancel('yacht')],
        [
          'Eish, the driver wakusasa, can he come at 10 instead?',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        [
          'Ngifuna i-villa eZimbali from Friday, sibayisithupha',
          asks(req('accommodation', 'Zimbali|Durban', 'fri', null, { partySize: 6 })),
        ],
        ['Hawu, what happened nge-security yase-Sandton?', status('security')],
        [
          'Bhuti, ngicela flights to eKapa from King Shaka ngoLwesihlanu morning at 7',
          asks(req(FLIGHT, 'King Shaka International Airport|Durban', 'fri', '07:00')),
        ],
        ['Sisi, how many more requests can I make kule nyanga?', question('allowance')],
        ['Ngicela ukukhuluma ne-human, not a bot', human],
        ['Who won i-derby izolo, Pirates or Chiefs?', outOfScope],
        [
          'Sharp sharp, i-bodyguard for my wife eSandton City ngoMgqibelo from 10am',
          asks(
            req('security', ['Sandton City|Johannesburg', 'Sandton|Johannesburg'], 'sat', '10:00'),
          ),
        ],
        [
          'Ngicela i-helicopter from Lanseria to Sun City ngeSonto at 9',
          asks(req(CHOPPER, 'Lanseria International Airport|Johannesburg', 'sun', '09:00')),
        ],
        [
          'Mfethu, the chef wangoMgqibelo: tell them siyi-10 manje',
          change('chef', { partySize: 10 }),
        ],
        [
          'I-table ye-Test Kitchen tonight, please move it to 8:30',
          change('table_tonight', { time: '20:30' }),
        ],
        [
          'Ngicela i-massage ekhaya eKloof kusasa at 11',
          asks(req('other', 'Kloof|Durban', 'tomorrow', '11:00')),
        ],
        ['What tier am I, sisi? Ngi-Gold?', question('tier')],
        ['Please u-cancel-e i-chauffeur, angisamdingi', cancel(DRIVERS)],
        [
          'Sisi, ngicela a lodge eHluhluwe for two nights from the 14th',
          asks(req('accommodation', 'Hluhluwe|Zululand', 'dom:14', null)),
        ],
        [
          'Namuhla at 1pm, lunch for 6 eFlorida Road',
          asks(tableAt(['Florida Road|Durban', 'Durban|Durban'], 'today', '13:00', 6)),
        ],
        [
          'Ngicela a personal shopper eGateway on Thursday at 10',
          asks(
            req(
              ERRAND,
              ['Gateway Theatre of Shopping|Durban', 'Umhlanga Ridge|Durban'],
              'thu',
              '10:00',
            ),
          ),
        ],
        [
          'Kusasa: i-driver from Sandton to OR Tambo at 5am, then a flight eKapa at 7',
          asks(
            req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '05:00'),
            req(
              FLIGHT,
              ['OR Tambo International Airport|Johannesburg', 'Cape Town|Cape Town', null],
              'tomorrow',
              '07:00',
            ),
          ),
        ],
        ['Yini engilindile this weekend?', question('upcoming')],
        ["Can you see what's inside i-vault yami?", question('vault')],
        ['Ngicela umuntu wangempela angi-call-e, it’s urgent', human],
        ['How do I fix i-geyser yami ekhaya? It keeps tripping', outOfScope],
        [
          'Ngicela i-photographer for my daughter’s graduation eWestville ngoLwesine at 10',
          asks(req('other', 'Westville|Durban', 'thu', '10:00')),
        ],
      ],
    ),
  ],
};
