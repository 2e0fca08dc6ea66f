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
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');

/**
 * Thirteenth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("ek soek a table for 4 vanaand", "ngicela a driver for kusasa", "sharp sharp", "bru",
 * "mfethu"): new requests, tables, actions, questions, a person and out of scope; the reply may
 * be in either language.
 */
export const HELD_OUT_13_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af', 'en'],
      [
        [
          'Hi, ek soek a table for 4 vanaand at 8 in Stellenbosch',
          asks(table('Stellenbosch|Cape Winelands', 'today', '20:00', 4)),
        ],
        [
          "Can you organise 'n bestuurder for môre at 7am from Constantia to the airport?",
          asks(req('personal_driver', 'Constantia|Cape Town', 'tomorrow', '07:00')),
        ],
        ['Ag please man, cancel vanaand se table, ons is siek', cancel('table_tonight')],
        ['Is die chef for Saturday al confirmed?', status('chef')],
        [
          "Book 'n villa in Hermanus vir the long weekend, from Friday",
          asks(req('accommodation', 'Hermanus|Overberg', 'fri', null)),
        ],
        [
          'Ek need a yacht on Sunday at 2, vir 8 mense, from the Waterfront',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 8 })),
        ],
        ['Skuif asseblief die chef to 8pm', change('chef', { time: '20:00' })],
        [
          'lekker, en kan jy ook a driver for oormôre at 10am in Durbanville kry?',
          asks(req('personal_driver', 'Durbanville|Cape Town', '+2', '10:00')),
        ],
        ['How many requests het ek nog oor this month?', question('allowance')],
        ["Sharp, can I speak to 'n mens please, not the bot", human],
        [
          'Hey, my flight is delayed so please move môre se pickup to 11:30',
          change('driver_tomorrow', { time: '11:30' }),
        ],
        [
          'Dinner for twee at the Saxon on Vrydag, halfagt',
          asks(table('The Saxon|Johannesburg', 'fri', '19:30', 2)),
        ],
        [
          'Ons wil a private chef hê for Sunday lunch at 1, 10 people, in Somerset West',
          asks(req('private_chef', 'Somerset West|Cape Town', 'sun', '13:00', { partySize: 10 })),
        ],
        ['Kanselleer my driver asseblief', cancel(DRIVERS)],
        ["Wat's my membership tier again?", question('tier')],
        [
          'Need security vir die troue on Saturday from 3pm at Vergelegen',
          asks(req('security', 'Vergelegen|Cape Town', 'sat', '15:00')),
        ],
        [
          'bru, sort me a Range Rover for Friday 9am in Sandton asseblief',
          asks(req('luxury_vehicle', 'Sandton|Johannesburg', 'fri', '09:00')),
        ],
        [
          'Please book flights vir my en my vrou, Kaapstad to Joburg, Monday at 6am',
          asks(
            req(
              FLIGHT,
              ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
              'mon',
              '06:00',
            ),
          ),
        ],
        ['Wat het die providers gesê about my bookings so far?', question('provider_said')],
        [
          'Tafel for 6 at Babylonstoren on Sunday for lunch, ja?',
          asks(table('Babylonstoren|Cape Winelands', 'sun', '12:30', 6)),
        ],
        ['Is die villa in Camps Bay already confirmed of nog pending?', status('villa')],
        [
          "Kan jy 'n personal shopper by the V&A reël, Thursday at 11?",
          asks(req('personal_shopping', 'V&A Waterfront|Cape Town', 'thu', '11:00')),
        ],
        [
          "ek wil 'n table for 2 in Sea Point tonight at 7, en 'n driver to take us there at 6:30 from Green Point",
          asks(
            table('Sea Point|Cape Town', 'today', '19:00', 2),
            req(CAR, 'Green Point|Cape Town', 'today', '18:30'),
          ),
        ],
        ['Kan die Sunday yacht 12 mense wees instead of 10?', change('yacht', { partySize: 12 })],
        [
          'Please plan my ma se 70th in Paarl on the 16th',
          asks(req('event_planning', 'Paarl|Cape Winelands', 'dom:16', null)),
        ],
        ['Wie het die cricket gewen last night?', outOfScope],
        ["Wat's coming up vir my this week?", question('upcoming')],
        ['Can jy my vault lees?', question('vault')],
      ],
    ),
    ...rowsIn(
      ['zu', 'en'],
      [
        [
          'Ngicela a driver for kusasa at 9am from King Shaka',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '09:00'),
          ),
        ],
        [
          'Ngifuna a table for 2 at the Oyster Box tonight at 8',
          asks(table('Oyster Box|Durban', 'today', '20:00', 2)),
        ],
        ['Please khansela the chef for Saturday', cancel('chef')],
        ['Is my driver confirmed? Ngiyabonga', status(DRIVERS)],
        [
          'Ngicela i-villa in Ballito from Friday for a week',
          asks(req('accommodation', 'Ballito|Durban', 'fri', null)),
        ],
        [
          'Sawubona, I need security ngoMgqibelo at 7pm eSandton',
          asks(req('security', 'Sandton|Johannesburg', 'sat', '19:00')),
        ],
        [
          'Ngicela u-book a chef for 6 eMhlanga ngeSonto at 1pm',
          asks(req('private_chef', 'Umhlanga|Durban', 'sun', '13:00', { partySize: 6 })),
        ],
        ['Can I talk to a real person, ngicela', human],
        ['How many requests ngisele nazo for the rest of this month?', question('allowance')],
        [
          "Book a yacht eThekwini for kusasa at 10am, we're 8",
          asks(req('yacht_charter', 'Durban|Durban', 'tomorrow', '10:00', { partySize: 8 })),
        ],
        ['Umshayeli wakusasa please change to 10:30', change('driver_tomorrow', { time: '10:30' })],
        [
          'Ngicela flights from eGoli to eKapa ngoLwesihlanu at 7am',
          asks(
            req(
              FLIGHT,
              ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
              'fri',
              '07:00',
            ),
          ),
        ],
        [
          'Yebo, and also a table for 4 eRosebank ngoMgqibelo at 7:30pm',
          asks(table('Rosebank|Johannesburg', 'sat', '19:30', 4)),
        ],
        ['Ngicela ukhansele the yacht on Sunday, the weather is bad', cancel('yacht')],
        ["What's the weather like eThekwini namuhla?", outOfScope],
        [
          'Ngidinga a Range Rover eGoli from kusasa 8am',
          asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'tomorrow', '08:00')),
        ],
        [
          'Sharp sharp, ngicela a personal shopper eSandton City ngoLwesine at 11',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '11:00')),
        ],
        [
          'Ngifuna ukuplana a surprise party for my wife eMhlanga on the 20th',
          asks(req('event_planning', 'Umhlanga|Durban', 'dom:20', null)),
        ],
        ['Is the villa confirmed, or still pending? Ngicela ungitshele', status('villa')],
        [
          'Ngicela a table for 6 eMaboneng tonight, 7pm',
          asks(table('Maboneng|Johannesburg', 'today', '19:00', 6)),
        ],
        [
          'Ngicela a driver from OR Tambo ngomhlomunye at 6am, ne table for 2 eMelrose Arch at 8pm',
          asks(
            req('personal_driver', 'OR Tambo International Airport|Johannesburg', '+2', '06:00'),
            table('Melrose Arch|Johannesburg', '+2', '20:00', 2),
          ),
        ],
        ['Yini ongayenza? Like what can you actually do for me?', question('capabilities')],
        ['Can you move the chef to ngeSonto, same time?', change('chef', { date: 'sun' })],
        ['Ngicela ungitshele what the providers said', question('provider_said')],
        [
          'Ngicela a bodyguard for kusasa ebusuku at 8 in Umhlanga',
          asks(req('security', 'Umhlanga|Durban', 'tomorrow', '20:00')),
        ],
        ['Ngicela to cancel the dinner booking', cancel(DINNERS)],
        ['Mfethu, who won the Sharks game izolo?', outOfScope],
        [
          'Ngicela i-helicopter from Durban to Zimbali ngoMgqibelo at 11am',
          asks(req(FLIGHT, 'Durban|Durban', 'sat', '11:00')),
        ],
      ],
    ),
  ],
};
