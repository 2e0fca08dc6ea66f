import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';
import { ENGLISH_NEW_2 } from './english-new-2';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const OFFROAD: ServiceType[] = ['luxury_vehicle', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const MIDLANDS = ['Midlands Meander|Pietermaritzburg', 'Pietermaritzburg|Pietermaritzburg'];
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const MTHATHA = ['Mthatha|Wild Coast', 'Mthatha Airport|Wild Coast', 'Wild Coast|Wild Coast'];
const CHAPMANS_PEAK = ["Chapman's Peak|Cape Town"];
const ZEBULA = ['Zebula|Waterberg'];
const NEAR_GRAAFF_REINET = ['Graaff-Reinet|Karoo', null];
const BIG_HOLE = ['Kimberley|Kimberley', 'Big Hole|Kimberley'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const FANCOURT = ['Fancourt|Garden Route', null];
const WATERFALL = ['Waterfall City|Johannesburg', 'Midrand|Johannesburg'];
const PILANESBERG = ['Pilanesberg|Pilanesberg'];

/**
 * Twenty-eighth held-out set: one new request per message, in English, over every service type,
 * each asked in new ways (a Bentley to drive around the Midlands, a Porsche Taycan at the airport,
 * a classic Mercedes convertible for Chapman's Peak, a seven-seater Range Rover, an Audi delivered
 * to Silver Lakes, a Lamborghini Urus in Umhlanga, a Jeep for the Wild Coast, an open-top Land
 * Rover for Pilanesberg, a Maybach for a funeral, a Rolls-Royce Cullinan collected in Sandton (a
 * car named like a town); a Cape Malay chef, a tasting menu at home, vegan meal prep, a Xhosa
 * feast, a pizza chef with a wood-fired oven, a chef for a Waterberg lodge, a braai master for a
 * retirement, a Thai chef; a mother to an eye appointment, a boss off a Frankfurt flight, a golf
 * day at Fancourt, a grandmother between two cities, a theatre evening, a pre-dawn airport run, a
 * son from boarding school, a stretch limo for a bachelorette, a pub crawl; an engagement party, a
 * christening tea, a memorial gathering, a corporate golf day, a gender reveal, a matric ball
 * afterparty, a book club get-together, an anniversary dinner party, a picnic proposal, a ruby
 * anniversary celebration; a farm stay, a tented camp, a guest house for hikers, a beach house, a
 * hotel near the Big Hole, a suite at the Oyster Box, rooms for a team, a treehouse, a lodge, a
 * villa for two families, a chalet, a glamping tent, a writers' retreat) (continued in
 * ./english-new-2.ts), told with the reason first or as a story, or naming a place where the
 * service does not happen (Frankfurt, Mauritius, Victoria Falls, London, the Maldives, Maputo, the
 * Okavango) or a place the gazetteer does not know (Artscape, Platteklip; a house in no named
 * suburb names no place).
 */
export const HELD_OUT_28_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: [
    ...rowsIn(
      ['en'],
      [
        // Cars to drive oneself.
        [
          'I would love a Bentley Bentayga to drive myself around the Midlands from Friday',
          asks(req(HIRE, MIDLANDS, 'fri', null)),
        ],
        [
          'Please have a Porsche Taycan ready for me at Cape Town International on the 20th at 9am',
          asks(req(HIRE, CAPE_TOWN_AIRPORT, 'dom:20', '09:00')),
        ],
        [
          "My wife has always wanted to drive Chapman's Peak in a classic Mercedes convertible, can you find one for Sunday?",
          asks(req(HIRE, CHAPMANS_PEAK, 'sun', null)),
        ],
        [
          'A seven-seater Range Rover to collect in Sandton on Monday morning, we have family staying',
          asks(req(HIRE, 'Sandton|Johannesburg', 'mon', '09:00')),
        ],
        [
          'Can you arrange an Audi RS Q8 delivered to our house in Silver Lakes on the 17th at 8am?',
          asks(req(HIRE, 'Silver Lakes|Pretoria', 'dom:17', '08:00')),
        ],
        [
          'A Lamborghini Urus for the weekend, collected in Umhlanga on Friday at noon',
          asks(req(HIRE, 'Umhlanga|Durban', 'fri', '12:00')),
        ],
        [
          "I'd like to rent a Jeep Wrangler in Mthatha on the 25th to explore the coast",
          asks(req(HIRE, MTHATHA, 'dom:25', null)),
        ],
        [
          'An open-top Land Rover so we can do our own game drive in the Pilanesberg tomorrow at 6am',
          asks(req(OFFROAD, PILANESBERG, 'tomorrow', '06:00')),
        ],
        [
          "I'd like to hire a Maybach for my father's funeral in Soweto on Saturday, with a driver",
          asks(req(HIRE, 'Soweto|Johannesburg', 'sat', null)),
        ],
        [
          "I'd like a Rolls-Royce Cullinan to drive myself this weekend, collected in Sandton on Friday at 4pm",
          asks(req(HIRE, 'Sandton|Johannesburg', 'fri', '16:00')),
        ],

        // Chefs.
        [
          'A Cape Malay chef to make bobotie and koeksisters for 10 at my home in Durbanville on Saturday at 6pm',
          asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '18:00', { partySize: 10 })),
        ],
        [
          'A chef to cook a tasting menu for my wife and me at our house in Westcliff on the 26th',
          asks(req('private_chef', 'Westcliff|Johannesburg', 'dom:26', null, { partySize: 2 })),
        ],
        [
          "I've gone vegan and can't cook, so I need a chef for weekly meal prep at my flat in Sea Point from next week Monday",
          asks(req('private_chef', 'Sea Point|Cape Town', 'next:mon', null)),
        ],
        [
          "Someone to cook a traditional Xhosa feast for 30 at my parents' home in Mthatha on the 21st",
          asks(req('private_chef', 'Mthatha|Wild Coast', 'dom:21', null, { partySize: 30 })),
        ],
        [
          "A pizza chef with a wood-fired oven for my son's party in Lonehill on Saturday at 1pm",
          asks(req('private_chef', 'Lonehill|Johannesburg', 'sat', '13:00')),
        ],
        [
          'We rented a lodge in the Waterberg, is there a chef who can cook our dinners there from Friday?',
          asks(req('private_chef', 'Waterberg|Waterberg', 'fri', null)),
        ],
        [
          "A braai master for my husband's retirement at our place in Bedfordview on Sunday at 12:30",
          asks(req(BRAAI, 'Bedfordview|Johannesburg', 'sun', '12:30')),
        ],
        [
          'A Thai chef for a dinner for eight in Craighall on Friday at 7:30pm',
          asks(req('private_chef', 'Craighall|Johannesburg', 'fri', '19:30', { partySize: 8 })),
        ],

        // Drivers.
        [
          'A driver to take my mother from Pinetown to her eye appointment in Westville tomorrow at 10am',
          asks(req(CAR, 'Pinetown|Durban', 'tomorrow', '10:00')),
        ],
        [
          'My boss lands from Frankfurt at OR Tambo on the 15th, please have a chauffeur there at 5:45am',
          asks(req(CAR, 'OR Tambo International Airport|Johannesburg', 'dom:15', '05:45')),
        ],
        [
          "My husband's golf day at Fancourt is on Saturday, he needs a driver to pick him up at 7am",
          asks(req(CAR, FANCOURT, 'sat', '07:00')),
        ],
        [
          'Please arrange a driver to take my grandmother from Kimberley to her sister in Bloemfontein on Sunday at 9am',
          asks(req(CAR, 'Kimberley|Kimberley', 'sun', '09:00')),
        ],
        [
          'A chauffeur from Rosebank to the theatre and back on the 18th, from 6:30pm',
          asks(req(CAR, 'Rosebank|Johannesburg', 'dom:18', '18:30')),
        ],
        [
          'An airport run from Umhlanga to King Shaka the day after tomorrow at 4:30am',
          asks(req(CAR, 'Umhlanga|Durban', '+2', '04:30')),
        ],
        [
          'Someone to fetch my son from boarding school in Howick on Friday at 1pm and bring him home',
          asks(req(CAR, 'Howick|Pietermaritzburg', 'fri', '13:00')),
        ],
        [
          "A stretch limo for my sister's bachelorette in Durban on Saturday at 7pm",
          asks(req(CAR, 'Durban|Durban', 'sat', '19:00')),
        ],
        [
          'A driver for our pub crawl in Melville on Friday from 8pm, nobody should drive',
          asks(req(CAR, 'Melville|Johannesburg', 'fri', '20:00')),
        ],

        // Events.
        [
          'Plan a surprise engagement party for my brother in Hout Bay on the 27th',
          asks(req(PARTY, 'Hout Bay|Cape Town', 'dom:27', null)),
        ],
        [
          'We would like someone to organise a christening tea for 40 at our home in Bishopscourt',
          asks(req(PARTY, 'Bishopscourt|Cape Town', null, null)),
        ],
        [
          'Can you plan a memorial gathering for my late father at a venue in Pietermaritzburg on Saturday?',
          asks(req(PARTY, 'Pietermaritzburg|Pietermaritzburg', 'sat', null)),
        ],
        [
          'Organise a corporate golf day for 60 of our clients at Zebula on the 19th',
          asks(req(PARTY, ZEBULA, 'dom:19', null)),
        ],
        [
          'Help me plan a gender reveal at our house in Glenwood next week Tuesday',
          asks(req(PARTY, 'Glenwood|Durban', 'next:tue', null)),
        ],
        [
          'I need an event planner for a matric ball afterparty in Hillcrest on the 24th',
          asks(req(PARTY, 'Hillcrest|Durban', 'dom:24', null)),
        ],
        [
          'Organise a wine-and-cheese get-together for my book club in Kenilworth on Friday at 6:30pm',
          asks(req(PARTY, 'Kenilworth|Cape Town', 'fri', '18:30')),
        ],
        [
          'An anniversary dinner party for 20 at our home in Waterfall Estate on the 23rd, fully planned please',
          asks(req(PARTY, WATERFALL, 'dom:23', null)),
        ],
        [
          "Plan my parents' ruby anniversary celebration at a wine farm in Stellenbosch on the 28th",
          asks(req(PARTY, 'Stellenbosch|Cape Winelands', 'dom:28', null)),
        ],

        // Places to stay.
        [
          'A farm stay near Graaff-Reinet from the 22nd for the four of us',
          asks(req('accommodation', NEAR_GRAAFF_REINET, 'dom:22', null)),
        ],
        [
          'A tented camp in Madikwe from Friday for my husband and me',
          asks(req('accommodation', 'Madikwe|Madikwe', 'fri', null)),
        ],
        [
          "We're hiking Sani Pass, so a guest house in Underberg from tomorrow please",
          asks(req('accommodation', 'Underberg|Drakensberg', 'tomorrow', null)),
        ],
        [
          'A beach house in Kenton-on-Sea from the 16th that sleeps ten',
          asks(req('accommodation', 'Kenton-on-Sea|Sunshine Coast', 'dom:16', null)),
        ],
        [
          'A hotel room in Kimberley near the Big Hole from Monday, I am there for work',
          asks(req('accommodation', BIG_HOLE, 'mon', null)),
        ],
        [
          'A sea-facing suite at the Oyster Box from the 28th, it is our anniversary',
          asks(req('accommodation', OYSTER_BOX, 'dom:28', null)),
        ],
        [
          'Rooms for my team of twelve in Rustenburg from next week Monday',
          asks(req('accommodation', 'Rustenburg|Pilanesberg', 'next:mon', null)),
        ],
        [
          'The kids want to sleep in a treehouse, anything in the Tsitsikamma from Saturday?',
          asks(req('accommodation', 'Tsitsikamma|Garden Route', 'sat', null)),
        ],
        [
          'A lodge in the Pilanesberg from the 24th, somewhere with a waterhole view',
          asks(req('accommodation', PILANESBERG, 'dom:24', null)),
        ],
        [
          'A villa in Llandudno from the 15th for two families with small kids',
          asks(req('accommodation', 'Llandudno|Cape Town', 'dom:15', null)),
        ],
        [
          'A chalet at Cathkin Park from Friday, with a fireplace please',
          asks(req('accommodation', 'Cathkin Park|Drakensberg', 'fri', null)),
        ],
        [
          'A glamping tent in the Cederberg from the 20th, my wife wants to see the stars',
          asks(req('accommodation', 'Cederberg|West Coast', 'dom:20', null)),
        ],
        [
          'I am finishing my novel, please find a quiet self-catering house in Nieu-Bethesda from the 21st',
          asks(req('accommodation', 'Nieu-Bethesda|Karoo', 'dom:21', null)),
        ],
      ],
    ),
    ...ENGLISH_NEW_2,
  ],
};
