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
const CHOPPER: ServiceType[] = ['other', 'travel'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

const AF = ['en', 'af'] as const;
const ZU = ['en', 'zu'] as const;

/**
 * Sixteenth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("howzit", "boet", "ag please man", "sjoe", "lekker", "asb", "dankie", "môre", "vanaand",
 * "ons is 6", "sawubona", "ngicela", "sisi", "bhuti", "bafo", "mfethu", "yoh", "eish", "hawu",
 * "sharp sharp", "kusasa", "manje", "u-cancel", "i-driver", "e-Menlyn"): new requests, tables,
 * several at once, actions (some a human would have to ask about), questions, a person and out
 * of scope; the reply may be in either language.
 */
export const HELD_OUT_16_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      [...AF],
      [
        // New requests.
        [
          'Howzit, ek soek a driver from Lanseria tomorrow at 6pm asseblief',
          asks(
            req(
              'personal_driver',
              'Lanseria International Airport|Johannesburg',
              'tomorrow',
              '18:00',
            ),
          ),
        ],
        [
          'Boet, can you sort ’n boat for us in Knysna on Sunday at 11? Ons is 8',
          asks(req(BOAT, 'Knysna|Garden Route', 'sun', '11:00', { partySize: 8 })),
        ],
        [
          'Ag please man, find us a lekker villa in Hermanus for the long weekend',
          asks(req('accommodation', 'Hermanus|Overberg', null, null)),
        ],
        [
          'Ek wil my ma spoil - a personal shopper at Canal Walk on Thursday at 10?',
          asks(req('personal_shopping', 'Canal Walk|Cape Town', 'thu', '10:00')),
        ],
        [
          'Can julle plan a surprise party vir my man in Centurion op die 30ste?',
          asks(req('event_planning', 'Centurion|Pretoria', 'dom:30', null)),
        ],
        [
          'Ek het ’n photographer nodig for my daughter’s matric farewell in Paarl on Friday at 5pm',
          asks(req('other', 'Paarl|Cape Winelands', 'fri', '17:00')),
        ],
        [
          'Sjoe, what a week. Can someone book me a spa day at the Lost City on Saturday? Ek is moeg',
          asks(req('other', 'Lost City|Pilanesberg', 'sat', null)),
        ],

        // Tables.
        [
          'Table for 4 vanaand at 7:30 in Stellies, dankie',
          asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 4)),
        ],
        [
          'Ons is 6, dinner at 8 op Saterdag in Tamboerskloof asb',
          asks(table('Tamboerskloof|Cape Town', 'sat', '20:00', 6)),
        ],
        [
          'Lekker spot for lunch in Franschhoek môre, 3 mense, 1pm',
          asks(table('Franschhoek|Cape Winelands', 'tomorrow', '13:00', 3)),
        ],
        [
          'Ek en my vrou want breakfast in Kalk Bay on Sunday, 9ish',
          asks(table('Kalk Bay|Cape Town', 'sun', '09:00', 2)),
        ],

        // Several at once.
        [
          'Môre I need a driver from CT airport at 10 and then lunch for 2 in Camps Bay at 1, asseblief',
          asks(
            req(
              'personal_driver',
              'Cape Town International Airport|Cape Town',
              'tomorrow',
              '10:00',
            ),
            table('Camps Bay|Cape Town', 'tomorrow', '13:00', 2),
          ),
        ],
        [
          'Hey, ons benodig a boat from Hout Bay on Saturday at 10 for 6 people, en ’n table for 6 at 1 in Hout Bay afterwards',
          asks(
            req(BOAT, 'Hout Bay|Cape Town', 'sat', '10:00', { partySize: 6 }),
            table('Hout Bay|Cape Town', 'sat', '13:00', 6),
          ),
        ],

        // Actions.
        [
          'Ag no man, the babysitter bailed. Cancel vanaand se table asseblief',
          cancel('table_tonight'),
        ],
        ['Can die chef om 8 kom instead of 7 op Saterdag?', change('chef', { time: '20:00' })],
        ['Cancel die driver asb', cancel(DRIVERS)],
        [
          'Sorry boet, ons is nou 3 vir vanaand se dinner at the Test Kitchen',
          change('table_tonight', { partySize: 3 }),
        ],
        [
          'Die boat trip on Sunday, kan ons ’n uur later gaan, at 4?',
          change('yacht', { time: '16:00' }),
        ],
        ['Wat het gebeur met my security request in Sandton last week?', status('security')],
        ['Skuif asb the dinner to 9, ons sal laat wees', change(DINNERS, { time: '21:00' })],

        // Questions.
        [
          'Ek’s op gold, so hoeveel van my requests het ek nog left voor die maand klaar is?',
          question('allowance'),
        ],
        ['When does my membership renew? Ek wil net seker maak', question('renewal')],
        ['Wys my asseblief all my requests', question('requests')],
        ['Wat onthou jy about my food preferences, soos my allergies?', question('memory')],
        ['Sjoe, what can you actually do for me?', question('capabilities')],

        // A person and out of scope.
        ['Ag please, can I just chat to ’n regte persoon?', human],
        ['Kan iemand van die team my bel? It’s a private matter', human],
        ['Wie het die Bokke game gewen last night?', outOfScope],
        ['Help my met my tax return asseblief, SARS is after me', outOfScope],
        ['What’s the weather gonna be like in Stellies op Saterdag?', outOfScope],
      ],
    ),
    ...rowsIn(
      [...ZU],
      [
        // New requests.
        [
          'Sawubona, ngicela a chef for Saturday night in Kloof, sibayisithupha',
          asks(req('private_chef', 'Kloof|Durban', 'sat', '20:00', { partySize: 6 })),
        ],
        [
          'Eish, need security for a function in Rivonia on Friday, ngicela',
          asks(req('security', 'Rivonia|Johannesburg', 'fri', null)),
        ],
        [
          'Sisi ngicela u-book i-Range Rover for the weekend in Umhlanga',
          asks(req('luxury_vehicle', 'Umhlanga|Durban', null, null)),
        ],
        [
          'Yoh, ngidinga flights from Durban to Cape Town on the 5th, mina nomkami',
          asks(req(FLIGHT, 'Durban|Durban', 'dom:5', null)),
        ],
        [
          'Bafo, sort me a helicopter from Grand Central to Sun City kusasa at 9',
          asks(req(CHOPPER, 'Grand Central Airport|Johannesburg', 'tomorrow', '09:00')),
        ],
        [
          'Ngicela a driver to take gogo to church in Soweto on Sunday at 8am',
          asks(req('personal_driver', ['Soweto|Johannesburg', null], 'sun', '08:00')),
        ],
        [
          'Bhuti ngicela a bodyguard for my brother’s wedding in Pietermaritzburg on the 27th',
          asks(req('security', 'Pietermaritzburg|Pietermaritzburg', 'dom:27', null)),
        ],

        // Tables.
        [
          'Ngicela a table for two in Umhlanga tonight at 8, it’s our anniversary',
          asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
        ],
        [
          'Mfethu, table for 10 at a shisa nyama in Soweto on Sunday at 2',
          asks(table('Soweto|Johannesburg', 'sun', '14:00', 10)),
        ],
        [
          'Sicela itable for 5 e-Menlyn on Friday at 7pm',
          asks(table('Menlyn|Pretoria', 'fri', '19:00', 5)),
        ],
        [
          'Dinner for 8 kusasa at 7pm in Sandton, ngicela',
          asks(table('Sandton|Johannesburg', 'tomorrow', '19:00', 8)),
        ],

        // Several at once.
        [
          'Ngicela a villa eSalt Rock from the 15th and a chef for the first night at 7, sibayisishiyagalombili',
          asks(
            req('accommodation', 'Salt Rock|Durban', 'dom:15', null),
            req('private_chef', ['Salt Rock|Durban', null], 'dom:15', '19:00', { partySize: 8 }),
          ),
        ],
        [
          'Sharp sharp, I need i-driver from OR Tambo at 7pm on Friday and a hotel e-Sandton for two nights',
          asks(
            req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'fri', '19:00'),
            req('accommodation', 'Sandton|Johannesburg', 'fri', null),
          ),
        ],

        // Actions.
        ['Eish, ngicela u-cancel i-driver yakusasa, the meeting is off', cancel('driver_tomorrow')],
        ['Ngicela u-check if i-yacht is confirmed for Sunday', status('yacht')],
        ['Yoh, please cancel the dinner, ngiyagula', cancel(DINNERS)],
        ['Any news ngale villa in Camps Bay?', status('villa')],
        ['Bhuti, the weekend booking — ngicela u-cancel', cancel(WEEKEND)],
        [
          'Ngicela u-move i-Cape Town driver to 7pm on that Friday',
          change('driver_friday', { time: '19:00' }),
        ],
        ['Hawu, is my driver confirmed or not, bafo?', status(DRIVERS)],

        // Questions.
        ['Ngiku-tier bani, gold or platinum?', question('tier')],
        ['What’s coming up for me this week, ngicela?', question('upcoming')],
        ['Bafo, ngicela ungitshele if the providers have said anything', question('provider_said')],
        ['Eish, ngicela ungitshele how my mood has been lately', question('mood')],
        ['Ngicela u-check what’s in my vault', question('vault')],

        // A person and out of scope.
        ['Ngicela ukukhuluma with a real person, this bot is not helping', human],
        ['Hawu, get me a human agent manje', human],
        ['Eish, is there load shedding e-Randburg tonight?', outOfScope],
        ['Ngicela a recipe for ujeqe, the steamed bread', outOfScope],
      ],
    ),
  ],
};
