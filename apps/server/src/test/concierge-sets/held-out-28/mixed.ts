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
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const GEORGE = ['George Airport|Garden Route', 'George|Garden Route'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const BERGVILLE = ['Bergville|Drakensberg', 'Drakensberg|Drakensberg'];
const SUN_CITY = ['Sun City|Pilanesberg', 'Lost City|Pilanesberg'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');

/** A table a human could file at either place (a hotel and its suburb). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-eighth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("hey, kan jy asseblief", "ek soek", "ja nee", "gaan nie werk nie", "boek vir ons", "dankie",
 * "ons guests is laat", "ons is nou 11", "kan hy 7am kom", "of nie", "hoeveel requests het ek
 * left", "ek ry self", "julle moet asseblief", "ek het vergeet", "oormôre", "ek raak deurmekaar",
 * "selfde tyd", "my man", "daai aand", "ek moet budget", "of is dit net mense"; "sawubona",
 * "ngicela", "ngifuna", "ngiyagula", "ngiyabonga", "mngane", "eish", "yoh", "wakusasa", "i-lodge",
 * "i-table", "i-suite", "ngicela ungitshele", "siyabonga", "ngifuna ukukhuluma nomuntu",
 * "sibayi-7", "sibabili", "uyikhansele", "ngicela ungikhumbuze", "ngisize", "eDurban North",
 * "eSoweto", "eMount Edgecombe", "eSun City", "eChatsworth", the lobola negotiations): new
 * requests, tables, actions (some a human would have to ask about), questions, a person and out of
 * scope; the reply may be in either language.
 */
export const HELD_OUT_28_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    // English with Afrikaans.
    ...rowsIn(
      ['af', 'en'],
      [
        [
          'Hey, kan jy asseblief a driver organise from Lanseria to Centurion tomorrow at 4pm?',
          asks(req(CAR, LANSERIA, 'tomorrow', '16:00')),
        ],
        [
          'Ek soek a nice guest house in Stanford from the 22nd, ja nee, vir my en my man',
          asks(req('accommodation', 'Stanford|Overberg', 'dom:22', null)),
        ],
        [
          'Ag no, the Test Kitchen tonight gaan nie werk nie, please cancel it',
          cancel('table_tonight'),
        ],
        [
          'Boek vir ons a table for 6 in Oudtshoorn on Saturday at 7pm, dankie',
          asks(table('Oudtshoorn|Garden Route', 'sat', '19:00', 6)),
        ],
        [
          'Kan die chef maybe at 8pm come instead? Ons guests is laat',
          change('chef', { time: '20:00' }),
        ],
        [
          'Ons is nou 11 mense for the yacht on Sunday, my broer kom ook',
          change('yacht', { partySize: 11 }),
        ],
        [
          'My driver vir môre, kan hy 7am kom instead of 9?',
          change('driver_tomorrow', { time: '07:00' }),
        ],
        ['Is die Camps Bay villa already confirmed of nie?', status('villa')],
        ['Hoeveel requests het ek left this month? Ons wil nog baie doen', question('allowance')],
        ['Wat is my tier, gold of platinum? Ek kan nie onthou nie', question('tier')],
        [
          'Kan jy my help with a Range Rover for the weekend in Clarens, from Friday?',
          asks(req(HIRE, 'Clarens|Eastern Free State', 'fri', null)),
        ],
        [
          'Ek wil a private chef hê vir Sondag lunch at 1pm at our house in Hermanus, vir 8',
          asks(req('private_chef', 'Hermanus|Overberg', 'sun', '13:00', { partySize: 8 })),
        ],
        ['Please cancel my driver, ek ry self', cancel(DRIVERS)],
        [
          'Julle moet asseblief a bodyguard organise vir my vrou in Sandton, Saterdag from 6pm',
          asks(req(ESCORT, 'Sandton|Johannesburg', 'sat', '18:00')),
        ],
        ["Ek het vergeet, what's in my vault again?", question('vault')],
        ['Ag, I just want to talk to a real person asseblief', human],
        ['Weet jy wie die Springbok coach is?', outOfScope],
        [
          'Kan jy vir my a flight book from George to Joburg on the 26th at 8am',
          asks(req(FLIGHT, GEORGE, 'dom:26', '08:00')),
        ],
        [
          'Boek asseblief a spa day for my ma in Franschhoek oormôre at 10am',
          asks(req('other', 'Franschhoek|Cape Winelands', '+2', '10:00')),
        ],
        [
          'Ons wil a boat trip doen in Mossel Bay op Saterdag at 10am, for 4',
          asks(req(BOAT, 'Mossel Bay|Garden Route', 'sat', '10:00', { partySize: 4 })),
        ],
        ['Is daar enige news van die providers?', question('provider_said')],
        ['Wat het ek hierdie week booked? Ek raak deurmekaar', question('upcoming')],
        [
          'Kan ons the dinner party op Saterdag move na Bergvliet? Selfde tyd',
          change('chef', { place: 'Bergvliet|Cape Town' }),
        ],
        [
          "Sê asseblief vir tonight's restaurant dat ons halaal eet",
          change('table_tonight', { notes: 'halaal' }),
        ],
        ['Die dinner booking, kan dit vir 4 wees?', change(DINNERS, { partySize: 4 })],
        [
          'Ek soek a driver from Sandton to Loftus on Saturday at 2pm, en a table for 4 in Hatfield at 7pm daai aand',
          asks(
            req(CAR, 'Sandton|Johannesburg', 'sat', '14:00'),
            table('Hatfield|Pretoria', 'sat', '19:00', 4),
          ),
        ],
        ['Hoe voel ek die laaste tyd, according to my journal?', question('mood')],
        [
          'Ek wil a shopper hê wat vir my a new suit kan kry in Sandton City, maybe Friday',
          asks(req(ERRAND, SANDTON_CITY, 'fri', null)),
        ],
        ['Wanneer is my membership renewal? Ek moet budget', question('renewal')],
        ['Kan jy ook pets look after, of is dit net mense?', question('capabilities')],
      ],
    ),

    // English with isiZulu.
    ...rowsIn(
      ['zu', 'en'],
      [
        [
          'Sawubona, ngicela a driver from King Shaka to Ballito tomorrow at 3pm',
          asks(req(CAR, KING_SHAKA, 'tomorrow', '15:00')),
        ],
        ['Yoh, please cancel the chef for Saturday, ngiyagula', cancel('chef')],
        [
          'Ngifuna a table for 2 at the Oyster Box tonight at 8, ngiyabonga',
          asks(tableAt(OYSTER_BOX, 'today', '20:00', 2)),
        ],
        [
          'Mngane, can you book me i-lodge near Bergville from Friday?',
          asks(req('accommodation', BERGVILLE, 'fri', null)),
        ],
        [
          'Eish, the driver wakusasa, can he come at 10am instead?',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        ['Ngicela ungitshele how many requests I have left', question('allowance')],
        [
          "Ngicela security for the lobola negotiations at my parents' place eSoweto, Saturday from 9am",
          asks(req(ESCORT, 'Soweto|Johannesburg', 'sat', '09:00')),
        ],
        ['Ngicela uhoxise i-table tonight, something came up', cancel('table_tonight')],
        ['What tier am I on? Ngicela ungitshele', question('tier')],
        [
          'Siyabonga for the yacht, but can we make it 4pm on Sunday?',
          change('yacht', { time: '16:00' }),
        ],
        [
          "Ngifuna ukukhuluma nomuntu, not a bot please, it's about my late husband's account",
          human,
        ],
        [
          'Ngicela a Mercedes V-Class with a driver from OR Tambo on the 19th at 6am, sibayi-7',
          asks(req(CAR, OR_TAMBO, 'dom:19', '06:00')),
        ],
        ['Is the villa confirmed? Ngicela ungitshele', status('villa')],
        ['The dinner, ngicela uyikhansele', cancel(DINNERS)],
        [
          'Book a table for 6 eDurban North on Friday at 7pm, ngiyabonga kakhulu',
          asks(table('Durban North|Durban', 'fri', '19:00', 6)),
        ],
        ['Have the providers replied, mngane?', question('provider_said')],
        [
          'Ngicela a chef for a braai at home eMount Edgecombe on Sunday at 1pm for 15',
          asks(req(BRAAI, 'Mount Edgecombe|Durban', 'sun', '13:00')),
        ],
        ["What's coming up for me this week? Ngicela ungikhumbuze", question('upcoming')],
        ['Eish, who won the rugby on the weekend?', outOfScope],
        [
          'Ngicela i-suite eSun City from the 24th, for my wife and me',
          asks(req('accommodation', SUN_CITY, 'dom:24', null)),
        ],
        [
          'Ngicela ungibhukele flights from King Shaka to Cape Town on the 16th at 7am, sibabili',
          asks(req(FLIGHT, KING_SHAKA, 'dom:16', '07:00')),
        ],
        [
          'Can you change the Woodstock table to 7pm, ngiyacela',
          change('table_tonight', { time: '19:00' }),
        ],
        ['Ngicela ukwazi, how has my mood been this month?', question('mood')],
        ['Ngisize mngane, what can you do for me?', question('capabilities')],
        [
          'Ngicela flowers for my mom eChatsworth tomorrow morning',
          asks(req(FLOWERS, 'Chatsworth|Durban', 'tomorrow', '09:00')),
        ],
        ["Ngicela ungisize with my son's science project about volcanoes", outOfScope],
      ],
    ),
  ],
};
