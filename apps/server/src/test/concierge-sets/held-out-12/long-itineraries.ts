import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];

/**
 * Twelfth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services among weddings, family trips and corporate visits, with flight numbers, family detail,
 * allergies, conditions and asides.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi team, hope you're well. My daughter Lerato is getting married in Franschhoek and I'm trying to get the family logistics sorted before I lose my mind. Her fiancé's family is flying in from London, they land at Cape Town International on Thursday on BA59 at about 7:15 in the morning, there are five of them with a lot of luggage (and his granny uses a wheelchair, so please make sure the vehicle can take it). So first, a driver or a van to collect them at CPT Thursday at 7:15. Second, they need somewhere to stay in Franschhoek from Thursday, five people, ideally a guesthouse close to the village because granny can't do stairs. The wedding itself is on Saturday and the planner has that under control, thank goodness, so don't worry about the venue. Third, on Friday night we're doing a welcome dinner for both families, 16 people, in Franschhoek at 7pm, somewhere that can do a long table and a halaal option for my brother's side. Last thing for now: on Sunday they fly home in the evening, so a driver from Franschhoek to the airport at 2pm on Sunday. I will probably have more for you next week. Thank you so much!",
      asks(
        req(CAR, 'Cape Town International Airport|Cape Town', 'thu', '07:15'),
        req('accommodation', 'Franschhoek|Cape Winelands', 'thu', null, { partySize: 5 }),
        table('Franschhoek|Cape Winelands', 'fri', '19:00', 16),
        req(CAR, 'Franschhoek|Cape Winelands', 'sun', '14:00'),
      ),
    ],
    [
      "Good morning. I'm organising a three day visit for our German investors and need your help with the Johannesburg side. There are four of them: Dr Keller, Mr Brandt, Ms Vogel and Mr Hahn. They arrive on LH572 at OR Tambo on Tuesday, landing 6:40am, and we need a proper executive vehicle (V-class or similar, not a sedan) to meet them at 6:40 and take them to the hotel in Sandton. They have a board session at our offices in Rosebank all day Tuesday, which we are handling ourselves. On Wednesday, I'd like close protection for the group from 8am, they want to visit Soweto and the Apartheid Museum and their security people insisted. Then Wednesday evening a dinner for 8 (four of them, four of us) in Sandton at 7:30, private room if possible, one of them is coeliac and Ms Vogel does not eat red meat. Accommodation is already sorted by their travel agent so no need for that. Please send me the proposals and I'll get sign off from my MD. Invoice the company as usual.",
      asks(
        req(CAR, 'OR Tambo International Airport|Johannesburg', 'tue', '06:40'),
        req(
          'security',
          [null, 'Soweto|Johannesburg', 'Apartheid Museum|Johannesburg'],
          'wed',
          '08:00',
        ),
        table('Sandton|Johannesburg', 'wed', '19:30', 8),
      ),
    ],
    [
      "ok so here's the december plan, bear with me it's a lot 😅 we're driving down from joburg to the coast, that part is fine. we need a house in Ballito from the 20th, it's me, my husband, our 3 kids (14, 11 and 6) and my parents so 7 people, must have a pool and preferably walking distance to the beach, my dad has a bad knee. then on the 24th a private chef for christmas eve dinner at the house at 6pm for the 7 of us, my youngest is allergic to peanuts so that's a must-know for the chef. on the 27th the kids want to go out on a boat to see dolphins, so a boat from ballito or umhlanga around 9 in the morning for all 7. and for new years eve my husband and I want a night out just the two of us, table for 2 somewhere in Umhlanga at 8pm, my parents will babysit. I think that's all. oh and if you know a good hairdresser in ballito let me know, no rush on that. also we'll be bringing the dog so if the house can take a small dog that would be a bonus but it's not a deal breaker, she can stay with the neighbours",
      asks(
        req('accommodation', 'Ballito|Durban', 'md:12-20', null, { partySize: 7 }),
        req('private_chef', ['Ballito|Durban', null], 'md:12-24', '18:00', { partySize: 7 }),
        req('yacht_charter', ['Ballito|Durban', 'Umhlanga|Durban'], 'md:12-27', '09:00', {
          partySize: 7,
        }),
        table('Umhlanga|Durban', 'md:12-31', '20:00', 2),
      ),
    ],
    [
      "Hello Aurum. I'm planning a surprise 40th for my wife, Nomsa, and I need to keep it quiet, so please only message me here and never call the house. The idea: we fly from Joburg to Hoedspruit on Friday the 13th in the morning, I'd like a charter or a scheduled flight leaving OR Tambo around 9. Then two nights at a lodge in the Timbavati or Klaserie, something intimate, just the two of us, from the 13th. On Saturday the 14th I want to do something special at sunset, a private bush dinner for the two of us, which I assume the lodge can arrange, but please ask. Separately, my sister will be looking after the kids in Bryanston so I'll need a driver to take the kids to her on Friday at 7am. Please don't book anything that involves a helicopter, Nomsa hates them. Budget is not the main concern but I don't want anything flashy. She thinks we're going to a work function that weekend, so it really has to be a surprise. Thank you, this means a lot.",
      asks(
        req(FLIGHT, 'OR Tambo International Airport|Johannesburg', 'dom:13', '09:00'),
        req('accommodation', ['Timbavati|Kruger', 'Klaserie|Kruger'], 'dom:13', null, {
          partySize: 2,
        }),
        req(
          ['other', 'private_chef'],
          ['Timbavati|Kruger', 'Klaserie|Kruger', null],
          'dom:14',
          '18:00',
        ),
        req(CAR, ['Bryanston|Johannesburg', null], 'dom:13', '07:00'),
      ),
    ],
    [
      'Dear concierge, we are celebrating our 25th wedding anniversary at the end of the month and would like to treat our two adult children and their partners to a long weekend in the Cape. We arrive from Durban on Friday the 28th on FA 124 (landing at CPT at 10:45). We would need a vehicle with a driver to collect the six of us at 10:45 and take us to Camps Bay. Then a villa in Camps Bay for the six of us from Friday the 28th for three nights, with sea views and at least three bedrooms with their own bathrooms. On the Saturday, the 29th, a yacht cruise from the V&A Waterfront at 4pm for the six of us with champagne (my son-in-law gets seasick so a calm, bigger boat please). On the Sunday night, the 30th, our actual anniversary, a private chef at the villa at 7pm for six; my husband is diabetic and my daughter is vegan. We fly home on the Monday so we will sort that ourselves. We have been members for a few years and have always been happy. Many thanks in advance.',
      asks(
        req(CAR, 'Cape Town International Airport|Cape Town', 'dom:28', '10:45'),
        req('accommodation', 'Camps Bay|Cape Town', 'dom:28', null, { partySize: 6 }),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'dom:29', '16:00', { partySize: 6 }),
        req('private_chef', ['Camps Bay|Cape Town', null], 'dom:30', '19:00', { partySize: 6 }),
      ),
    ],
    [
      "Quick brief for our sales kick-off, I'm the PA to the CEO. Dates: Monday and Tuesday next week, in Durban. We need: (1) an event planner to run the kick-off at the Durban ICC on Monday from 8am, about 120 people, with AV, branding, registration, the whole thing; (2) a hotel in Umhlanga for the executive team, 9 rooms, from Sunday for two nights; (3) on Monday evening a dinner for the 9 executives at 7:30pm, somewhere in Umhlanga with a private area; and (4) a driver from King Shaka for the CEO on Sunday at 5pm, he's on the SA 557 from Joburg. The CEO does not eat pork and likes a quiet table, and please, no seafood platters, the last planner did that and it was a disaster. Please send each one separately so I can forward them for approval, and copy our finance lady on the invoices like last time. Shout if you need a PO number. The kick-off agenda is still changing, so I'll confirm the exact head count on Thursday.",
      asks(
        req('event_planning', 'Durban ICC|Durban', 'next:mon', '08:00'),
        req('accommodation', 'Umhlanga|Durban', 'sun', null),
        table('Umhlanga|Durban', 'next:mon', '19:30', 9),
        req(CAR, 'King Shaka International Airport|Durban', 'sun', '17:00'),
      ),
    ],
    [
      "Hi, my family and I are finally doing the Garden Route trip we've been talking about for years, and I'd love your help booking the parts that matter. We're two adults and two teenage boys. We fly Joburg to George on Saturday the 5th in the morning, on the 9:05 Airlink, so first a car hire waiting at George Airport when we land, something big enough for four people and surfboards, an SUV, from 11am that Saturday. We'll drive to Knysna and we need a house in Knysna from Saturday for four nights, near the water if possible, the boys want to kayak. On Monday the 7th we want to go out on a boat through the Knysna Heads at 10am, all four of us. Then on Tuesday the 8th we move to Plett: a table for 4 at a beach restaurant in Plettenberg Bay at 1pm. My wife has a shellfish allergy, please mention it wherever there's food. Also, my eldest turns 16 on that Monday, so any nice touch on the boat would be amazing. Thanks!",
      asks(
        req(['luxury_vehicle', 'personal_driver'], 'George Airport|Garden Route', 'dom:5', '11:00'),
        req('accommodation', 'Knysna|Garden Route', 'dom:5', null, { partySize: 4 }),
        req(
          'yacht_charter',
          ['Knysna Heads|Garden Route', 'Knysna|Garden Route'],
          'dom:7',
          '10:00',
          { partySize: 4 },
        ),
        table('Plettenberg Bay|Garden Route', 'dom:8', '13:00', 4),
      ),
    ],
    [
      "Morning, I have a VIP coming for the Durban July and I need the weekend to run like clockwork. He lands at King Shaka on Friday at 3:30pm on a private jet from Lanseria, so a luxury car (black Range Rover if you can, he's particular) at King Shaka at 3:30 on Friday. He needs a suite at the Oyster Box from Friday for two nights. On Saturday he'll be at the race itself; we have the marquee tickets, but I want two close protection officers with him from 11am on Saturday until he's back at the hotel. Saturday night he's hosting a dinner for 10 at the Oyster Box at 8pm, he'd like the sea-facing table if there is one. His PA says no nuts, no shellfish. On Sunday he flies back at noon, and I'll handle that myself, so don't book anything for Sunday. I can't stress enough that discretion is important: please don't use his name in any of the bookings, use my name instead. He's a regular client of ours and I'd like him to want to come back. Thank you.",
      asks(
        req('luxury_vehicle', 'King Shaka International Airport|Durban', 'fri', '15:30'),
        req('accommodation', 'Oyster Box|Durban', 'fri', null),
        req('security', [null, 'Oyster Box|Durban'], 'sat', '11:00'),
        table('Oyster Box|Durban', 'sat', '20:00', 10),
      ),
    ],
  ],
);
