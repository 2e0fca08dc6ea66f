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

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/** A table a human could file at either place (a landmark or street and its suburb). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-second held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("howzit", "ag please man", "boet", "sjoe", "lekker", "gatvol", "asb", "dankie", "ek need",
 * "môre se driver", "oormôre", "vanaand", "Vrydagaand", "Saterdag", "Sondag", "vir ses", "ons is nou
 * 12", "ek ry self", "my vrou", "my man", "'n real person"; "sawubona", "ngicela", "sisi", "bhuti",
 * "mfethu", "yoh", "eish", "hawu", "sharp sharp", "kusasa", "wakusasa", "ngoLwesihlanu",
 * "yangeSonto", "mhla zi-26", "siyi-8", "sesiyi-10", "sibabili", "mina nomkami", "u-book-e",
 * "u-cancel-e", "ukhansele", "umpheki", "umshayeli", "i-villa", "i-photographer", "i-spa",
 * "isigaba sobulungu", "izicelo", "eRosebank", "eUmhlanga", "eBallito", "eZimbali", "eGoli",
 * "eThekwini", "eFlorida Road", "eDurban ICC", "Kampsbaai", "Houtbaai", "Stellies",
 * "Greenpoint"): new requests, tables, several at once, actions (some a human would have to ask
 * about), questions, a person and out of scope; the reply may be in either language.
 */
export const HELD_OUT_22_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['en', 'af'],
      [
        [
          "Howzit, ek need 'n driver vir môre om 7 in die oggend from Durbanville to the airport",
          asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '07:00')),
        ],
        [
          "Ag please man, book vir ons 'n table for 4 in Stellies vanaand om 8",
          asks(table('Stellenbosch|Cape Winelands', 'today', '20:00', 4)),
        ],
        [
          "Boet, can you sort 'n chef vir Saterdag? Ons is 10 at the house in Somerset West, 7pm",
          asks(req('private_chef', 'Somerset West|Cape Town', 'sat', '19:00', { partySize: 10 })),
        ],
        [
          "Lekker, I'm looking for 'n villa in Kampsbaai vanaf die 22ste",
          asks(req('accommodation', 'Camps Bay|Cape Town', 'dom:22', null)),
        ],
        [
          "Sjoe, I need 'n yacht for Sondag from the Waterfront, 2pm, vir 8 mense",
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 8 })),
        ],
        [
          "Kan jy 'n bodyguard reël for the gala in Sandton on Friday from 6pm asb",
          asks(req('security', 'Sandton|Johannesburg', 'fri', '18:00')),
        ],
        [
          'Ek soek flights from Cape Town to Durban oormôre in the morning',
          asks(req(FLIGHT, CAPE_TOWN, '+2', '09:00')),
        ],
        [
          'Book asseblief a table vir ses at Spier for Sunday lunch',
          asks(tableAt(['Spier|Cape Winelands', 'Stellenbosch|Cape Winelands'], 'sun', '12:30', 6)),
        ],
        [
          'My vrou wants a massage at a spa in Franschhoek, Saterdag om 10 in die oggend',
          asks(req('other', 'Franschhoek|Cape Winelands', 'sat', '10:00')),
        ],
        [
          "I'm gatvol of driving, kry vir my 'n chauffeur for the whole day in Pretoria tomorrow from 8am",
          asks(req('personal_driver', 'Pretoria|Pretoria', 'tomorrow', '08:00')),
        ],
        [
          "Kan jy vir my 'n hotel in Hermanus kry from Friday, just me and my vrou",
          asks(req('accommodation', 'Hermanus|Overberg', 'fri', null)),
        ],
        [
          'Saterdag: driver from Sandton at 10am and a table for 6 in Parkhurst at 1pm, dankie',
          asks(
            req('personal_driver', 'Sandton|Johannesburg', 'sat', '10:00'),
            table('Parkhurst|Johannesburg', 'sat', '13:00', 6),
          ),
        ],
        [
          'Vrydagaand a table for 2 in Greenpoint at 8, en Saterdag a boat from Houtbaai at 11am',
          asks(
            table('Green Point|Cape Town', 'fri', '20:00', 2),
            req(BOAT, 'Hout Bay|Cape Town', 'sat', '11:00'),
          ),
        ],
        ['Cancel asseblief die Test Kitchen table vanaand, sorry', cancel('table_tonight')],
        [
          'Môre se driver at OR Tambo - kan hy 11 uur kom instead?',
          change('driver_tomorrow', { time: '11:00' }),
        ],
        ['Ons is nou 12 vir die chef op Saterdag, not 8', change('chef', { partySize: 12 })],
        ["Wat's die status van die villa in Kampsbaai?", status('villa')],
        ['Tell die chef asseblief alles moet halaal wees', change('chef', { notes: 'halaal' })],
        ['Ek ry self, so cancel my driver booking', cancel(DRIVERS)],
        ['Push die dinner to 9pm asseblief', change(DINNERS, { time: '21:00' })],
        ['Is die weekend booking still on?', status(WEEKEND)],
        [
          'Hoeveel requests het ek nog left for this month, ek verloor count',
          question('allowance'),
        ],
        ['Which tier is ek on again, gold of platinum?', question('tier')],
        ['Wanneer renew my membership, ek wil my card update', question('renewal')],
        ['Wat het die providers gesê oor my bookings?', question('provider_said')],
        ['Wat kan jy alles doen vir my, like kan jy flights book?', question('capabilities')],
        ["Kan ek asseblief met 'n real person praat?", human],
        ["What's the weather going to be like in die Paarl môre?", outOfScope],
      ],
    ),
    ...rowsIn(
      ['en', 'zu'],
      [
        [
          'Sawubona, ngicela a driver tomorrow at 9am from King Shaka',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '09:00'),
          ),
        ],
        [
          'Yoh sisi, I need a table for 4 eRosebank tonight at 7',
          asks(table('Rosebank|Johannesburg', 'today', '19:00', 4)),
        ],
        [
          'Bhuti ngicela u-book-e a chef for Saturday, siyi-8, eUmhlanga at 7pm',
          asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 8 })),
        ],
        [
          "Eish, I need i-villa eBallito from the 20th, we're 6",
          asks(req('accommodation', 'Ballito|Durban', 'dom:20', null)),
        ],
        [
          'Mfethu, sort me a Range Rover to hire kusasa eGoli',
          asks(req(HIRE, 'Johannesburg|Johannesburg', 'tomorrow', null)),
        ],
        [
          'Ngicela a bodyguard for Saturday eMelrose Arch from 8pm',
          asks(req('security', MELROSE_ARCH, 'sat', '20:00')),
        ],
        [
          'Ngicela i-photographer for my son’s graduation eDurban ICC mhla zi-26 at 10am',
          asks(req('other', 'Durban ICC|Durban', 'dom:26', '10:00')),
        ],
        [
          'Ngidinga tickets for the Chiefs game at FNB Stadium on Saturday',
          asks(req('other', 'FNB Stadium|Johannesburg', 'sat', null)),
        ],
        [
          'Ngicela a flight from eGoli to Cape Town on Friday morning',
          asks(req(FLIGHT, JOBURG, 'fri', '09:00')),
        ],
        [
          'Sibabili, a table for Sunday lunch at the Oyster Box please',
          asks(tableAt(OYSTER_BOX, 'sun', '12:30', 2)),
        ],
        [
          'Mina nomkami we want a hotel eZimbali from Friday',
          asks(req('accommodation', 'Zimbali|Durban', 'fri', null)),
        ],
        [
          'Kusasa: driver from the Oyster Box at 8am and lunch for 4 eBallito at 1pm',
          asks(
            req('personal_driver', OYSTER_BOX, 'tomorrow', '08:00'),
            table('Ballito|Durban', 'tomorrow', '13:00', 4),
          ),
        ],
        [
          'NgoLwesihlanu a chopper from Virginia Airport at 10am and a table for 2 eFlorida Road at 7pm',
          asks(
            req(CHOPPER, 'Virginia Airport|Durban', 'fri', '10:00'),
            tableAt(['Florida Road|Durban', 'Durban|Durban'], 'fri', '19:00', 2),
          ),
        ],
        ['Hawu, ngicela u-cancel-e my Test Kitchen booking tonight', cancel('table_tonight')],
        [
          'The driver wakusasa e-OR Tambo, make it 8am please',
          change('driver_tomorrow', { time: '08:00' }),
        ],
        ['Sharp sharp, the chef on Saturday, sesiyi-10 now', change('chef', { partySize: 10 })],
        ["What's happening nge-yacht yangeSonto?", status('yacht')],
        ['Please tell umpheki that we eat halal only', change('chef', { notes: 'halal' })],
        ['Cancel umshayeli wami please', cancel(DRIVERS)],
        ['The weekend booking, ngicela ukhansele', cancel(WEEKEND)],
        ['Zingaki izicelo I still have left for this month, ngicela?', question('allowance')],
        ['Which isigaba sobulungu am I on?', question('tier')],
        ["What's coming up this week, ngicela ungitshele", question('upcoming')],
        ['What did the providers say, ngicela ungitshele', question('provider_said')],
        ['Ungakwazi ukubhuka i-spa, or just drivers?', question('capabilities')],
        ['Ngifuna ukukhuluma no-someone real, not the bot', human],
        ['Will it rain eThekwini tomorrow?', outOfScope],
      ],
    ),
  ],
};
