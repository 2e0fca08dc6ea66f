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
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/** A table a human could file at either place (a landmark and its suburb or town). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-third held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("howzit", "ag please man", "boet", "sjoe", "lekker", "gatvol", "asb", "dankie", "ek need", "môre
 * se driver", "oormôre", "vanaand", "Vrydagaand", "Saterdag", "Sondag", "ons is nou 10", "ons is
 * ses", "my vrou", "my man", "'n real person", "nie die AI nie"; "sawubona", "ngicela",
 * "ngiyacela", "ngiyabonga", "sisi", "bhuti", "mfethu", "yoh", "eish", "hawu", "sharp sharp",
 * "kusasa", "ngoMgqibelo", "siyi-6", "siyi-12", "sesiyi-4", "u-book-e", "umshayeli", "ngisele",
 * "ngicela umuntu", "eUmhlanga", "eBallito", "eLa Lucia", "eGoli", "eDurban", "eDurban ICC",
 * "eRosebank", "eSandton City", "Kampsbaai", "Houtbaai", "Stellies"): new requests, tables,
 * several at once, actions (some a human would have to ask about), questions, a person and out of
 * scope; the reply may be in either language.
 */
export const HELD_OUT_23_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af', 'en'],
      [
        [
          "Howzit, ek need 'n driver môre 8am from Durbanville to the airport asb",
          asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '08:00')),
        ],
        [
          "Ag please man, kan julle 'n table for 4 kry in Stellies vanaand at 7:30",
          asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 4)),
        ],
        [
          'Boet, cancel asseblief die Test Kitchen vanaand, ons is gatvol moeg',
          cancel('table_tonight'),
        ],
        ['Sjoe, hoeveel requests het ek nog left this month?', question('allowance')],
        [
          "Lekker, book vir ons 'n boat trip uit Houtbaai Sondag at 11, ons is ses",
          asks(req(BOAT, 'Hout Bay|Cape Town', 'sun', '11:00', { partySize: 6 })),
        ],
        [
          'Môre se driver - can he come at 10 instead, ek land later',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        ['Ons is nou 10 for the chef on Saturday, dankie', change('chef', { partySize: 10 })],
        ["Kan ek asb met 'n real person praat, the bot is not helping", human],
        ['Is die yacht vir Sondag confirmed or not?', status('yacht')],
        [
          'Ek soek a villa in Kampsbaai from the 24th for 8 people',
          asks(req('accommodation', 'Camps Bay|Cape Town', 'dom:24', null, { partySize: 8 })),
        ],
        ['Kanselleer die driver please, plans changed', cancel(DRIVERS)],
        ['Wanneer renew my membership? Ek wil budget', question('renewal')],
        [
          'Oormôre I need a chef in Constantia for 6 at 7pm',
          asks(req('private_chef', 'Constantia|Cape Town', '+2', '19:00', { partySize: 6 })),
        ],
        [
          'Vrydagaand dinner for two in Franschhoek at 8, ons anniversary',
          asks(table('Franschhoek|Cape Winelands', 'fri', '20:00', 2)),
        ],
        ["What's the rand-dollar rate vandag?", outOfScope],
        ["Ek is platinum of gold? Can't remember", question('tier')],
        [
          "Please book 'n Range Rover from Friday in Kaapstad",
          asks(req(HIRE, CAPE_TOWN, 'fri', null)),
        ],
        ['Die dinner - ek wil dit cancel, sorry', cancel(DINNERS)],
        [
          'My vrou wants a spa day in Franschhoek Saterdag at 10',
          asks(req('other', 'Franschhoek|Cape Winelands', 'sat', '10:00')),
        ],
        ["Howzit, wat's coming up vir my this week?", question('upcoming')],
        [
          "Book asb lunch vir 5 by Babylonstoren Sondag at 1 en 'n driver from Kaapstad at 11",
          asks(
            tableAt(['Babylonstoren|Cape Winelands'], 'sun', '13:00', 5),
            req('personal_driver', CAPE_TOWN, 'sun', '11:00'),
          ),
        ],
        ['Sê vir die chef my man is allergic to nuts', change('chef', { notes: 'nut' })],
        ['Wie het die rugby gewen last night?', outOfScope],
        [
          "Kan jy 'n security guard reël vir ons house in Bryanston, from 6pm vanaand?",
          asks(req('security', 'Bryanston|Johannesburg', 'today', '18:00')),
        ],
        ['Ek wil graag speak to my concierge, nie die AI nie', human],
        ['Skuif die Saterdag chef to Sunday, same time asb', change('chef', { date: 'sun' })],
        ['Any news oor die villa?', status('villa')],
        [
          'Ek need flights na Durban op die 19de, early, vir 3 mense',
          asks(req(FLIGHT, [null, ...DURBAN], 'dom:19', null, { partySize: 3 })),
        ],
        ['Please, wat onthou jy van my food preferences?', question('memory')],
        [
          "Ek need 'n babysitter Saterdag from 6pm in Constantia",
          asks(req('other', 'Constantia|Cape Town', 'sat', '18:00')),
        ],
        ['Hoe was my mood lately, according to my journal?', question('mood')],
        ["Wat's in my vault again?", question('vault')],
      ],
    ),
    ...rowsIn(
      ['zu', 'en'],
      [
        [
          'Sawubona, ngicela a driver from King Shaka tomorrow at 9am',
          asks(req('personal_driver', KING_SHAKA, 'tomorrow', '09:00')),
        ],
        [
          'Yoh, ngicela u-book-e a table for 6 eUmhlanga on Saturday at 7pm',
          asks(table('Umhlanga|Durban', 'sat', '19:00', 6)),
        ],
        ['Eish, cancel the chef for Saturday, ngiyacela', cancel('chef')],
        ['Sisi, how many requests ngisele nazo this month?', question('allowance')],
        ['Bhuti, I need a Range Rover eGoli from Friday', asks(req(HIRE, JOBURG, 'fri', null))],
        ['Hawu, why did Shield decline my security request?', status('security')],
        ['Ngicela ukukhuluma ne-human, please', human],
        [
          'Sharp sharp, book a villa eBallito from the 22nd, siyi-6',
          asks(req('accommodation', 'Ballito|Durban', 'dom:22', null, { partySize: 6 })),
        ],
        ['Mfethu, is my driver tomorrow sorted?', status('driver_tomorrow')],
        [
          'Ngicela a chef eLa Lucia ngoMgqibelo at 7pm for 8',
          asks(req('private_chef', 'La Lucia|Durban', 'sat', '19:00', { partySize: 8 })),
        ],
        ["Sisi, what's my membership tier again, ngicela?", question('tier')],
        [
          'Kusasa I need umshayeli at 6am from Sandton to OR Tambo',
          asks(req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '06:00')),
        ],
        [
          "Sesiyi-4 for tonight's dinner at The Test Kitchen",
          change('table_tonight', { partySize: 4 }),
        ],
        ['Who won the Durban July, ngicela?', outOfScope],
        [
          'Ngicela a yacht for Sunday from the Waterfront at 1pm, siyi-12',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '13:00', { partySize: 12 })),
        ],
        ['Cancel the weekend booking, ngiyabonga', cancel(WEEKEND)],
        [
          'Ngicela table for 2 eRosebank tonight at 8:30',
          asks(table('Rosebank|Johannesburg', 'today', '20:30', 2)),
        ],
        ['When does my trial end, sisi?', question('renewal')],
        ['Any providers replied, bhuti?', question('provider_said')],
        [
          'I need a photographer eDurban ICC kusasa at 10',
          asks(req('other', 'Durban ICC|Durban', 'tomorrow', '10:00')),
        ],
        [
          'Eish, the airport one kusasa - change it to 11am',
          change('driver_tomorrow', { time: '11:00' }),
        ],
        [
          'Ngicela lunch for 3 eSandton City on Friday at 1',
          asks(tableAt(SANDTON_CITY, 'fri', '13:00', 3)),
        ],
        ['Give me a joke about Kaizer Chiefs, ngicela', outOfScope],
        [
          'Book me a hotel eDurban from tomorrow and a driver from King Shaka at 2pm kusasa',
          asks(
            req('accommodation', DURBAN, 'tomorrow', null),
            req('personal_driver', KING_SHAKA, 'tomorrow', '14:00'),
          ),
        ],
        ["Hawu the bot doesn't get me, ngicela umuntu", human],
        ['Move the villa a week later, ngicela', change('villa', { date: '+28' })],
      ],
    ),
  ],
};
