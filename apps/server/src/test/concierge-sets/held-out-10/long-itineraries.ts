import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];

/**
 * Tenth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services among flight numbers, family detail, allergies, conditions and asides.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi Aurum team, hope you're well. We're bringing the whole family down for Christmas this year and I'd love to get everything locked in early because last year was chaos. We fly in on BA59 from Heathrow landing at Cape Town International at 09:40 on 19 December. There will be 7 of us: my husband and I, our three kids (16, 13 and 9), my mother-in-law who uses a walking stick, and our nanny. So first, please have a driver meet us at arrivals with a big vehicle or two cars, we have a LOT of luggage including a surfboard bag. Second, we need a villa in Camps Bay or Bantry Bay from the 19th for ten nights, minimum five bedrooms, a pool that's fenced or can be covered (the youngest is a bit wild), and ideally a lift or ground floor room for granny. Third, on Christmas Eve we'd like a private chef at the villa for dinner at 7pm for 7 of us plus two friends, so 9. Traditional but lighter, we are not doing a full roast in 30 degrees. My husband is allergic to shellfish, proper allergy. Lastly, if you can, a boat trip from the V&A on the 27th at 10am for the family, something that isn't going to make granny seasick. Thanks so much!",
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'md:12-19', '09:40'),
        req('accommodation', ['Camps Bay|Cape Town', 'Bantry Bay|Cape Town'], 'md:12-19', null),
        req(
          'private_chef',
          ['Camps Bay|Cape Town', 'Bantry Bay|Cape Town', null],
          'md:12-24',
          '19:00',
          { partySize: 9 },
        ),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'md:12-27', '10:00'),
      ),
    ],
    [
      "Good afternoon. I am arranging a visit for our group CEO and two board members coming from Frankfurt, arriving OR Tambo on LH572 at 06:50 on the 9th. Requirements as follows. (1) Two armoured vehicles with trained drivers to collect them at international arrivals and take them to their hotel in Sandton; they should be available for the full day on the 9th and the 10th. (2) Close protection: one CPO per principal from arrival until they leave, the CEO has had threats in the past so this is not optional, and the team must be briefed on the route to the Sandton Convention Centre where they present on the 10th at 9am. (3) Dinner on the evening of the 9th for 8 people at the Saxon, private room if possible, one guest is halaal and one is vegetarian. I'll send passport names and mobile numbers just now once I have them from the PA. Please confirm by email as well, the finance department needs a written quote before anything is finalised. Billing to the company account as usual. Many thanks, Thandeka (on behalf of Mr Müller)",
      asks(
        req(CAR, 'OR Tambo International Airport|Johannesburg', 'dom:9', '06:50'),
        req(
          'security',
          ['OR Tambo International Airport|Johannesburg', 'Sandton|Johannesburg'],
          'dom:9',
          '06:50',
        ),
        table('The Saxon|Johannesburg', 'dom:9', '19:00', 8),
      ),
    ],
    [
      "ok so here's the wedding stuff, sorry its long. Sipho and I are getting married in Franschhoek on the 21st, ceremony at 3pm at a wine farm (we're still deciding between two, will tell you by Friday). We've got about 120 guests. What we need from you: a wedding planner who can take over from now, the venue people are great but we're drowning. Then transport, we need a shuttle for guests from the hotels in Franschhoek village to the farm at 2pm and back at midnight, so two trips basically, maybe 3 buses. And we need a vintage car for me from the guesthouse at 2:30pm, my dad really wants a white Jaguar or a Rolls if that exists down here. Also accommodation for the bridal party, 10 people, in Franschhoek from the 19th to the 22nd, close to each other please. My gran is 89 so ground floor for her. Budget is there (my parents are helping) but please don't go crazy on the cars, the planner is the priority!! Thank you thank you.",
      asks(
        req('event_planning', 'Franschhoek|Cape Winelands', 'dom:21', '15:00'),
        req(
          ['personal_driver', 'travel', 'other'],
          'Franschhoek|Cape Winelands',
          'dom:21',
          '14:00',
        ),
        req('luxury_vehicle', ['Franschhoek|Cape Winelands', null], 'dom:21', '14:30'),
        req('accommodation', 'Franschhoek|Cape Winelands', 'dom:19', null, { partySize: 10 }),
      ),
    ],
    [
      "Howzit. My father turns 70 on the 30th and we are doing a big family weekend in Zimbali. He doesn't know anything so please no calls to his number, only to me. Plan is: a big house in Zimbali from the 28th for 4 nights for about 14 of us, ocean view, enough parking for 5 cars. On the Saturday night, the 30th, a private chef for the birthday dinner at 7:30pm for 22 people because the cousins from Pietermaritzburg are coming through for the evening. He loves seafood, a proper prawn and crayfish spread, but my sister-in-law is pregnant so keep some cooked options. Then for the dinner we want an event planner to do the decor and a small surprise, maybe a saxophonist or the old band he used to play with, we can chat. And please arrange security for the house that night from 6pm till late, there will be a lot of cars and some of the uncles like to walk on the beach in the dark after a few whiskies. Lastly his old mate is flying in from Cape Town on the 30th, landing King Shaka at 1:15pm, can someone fetch him? Cheers, Nkosinathi",
      asks(
        req('accommodation', 'Zimbali|Durban', 'dom:28', null, { partySize: 14 }),
        req('private_chef', ['Zimbali|Durban', null], 'dom:30', '19:30', { partySize: 22 }),
        req('event_planning', ['Zimbali|Durban', null], 'dom:30', '19:30'),
        req('security', ['Zimbali|Durban', null], 'dom:30', '18:00'),
        req('personal_driver', 'King Shaka International Airport|Durban', 'dom:30', '13:15'),
      ),
    ],
    [
      'Hello! Planning our honeymoon, we fly from Joburg on the 3rd and would love you to handle the bush part and the Cape Town part. Bush: we want to fly from Lanseria to the Sabi Sand on the 3rd in the morning, something like 9am, small plane is fine, we have soft bags only. Then 3 nights at Singita or Londolozi, whichever has a suite with a private plunge pool, please tell them it is our honeymoon. My wife does not eat pork and I am lactose intolerant, nothing dramatic. After that on the 6th we already have flights booked from Skukuza to Cape Town, and we need a car at CPT to take us to the hotel, not sure of the landing time yet but should be early afternoon. In Cape Town, a suite at Ellerman House from the 6th for 4 nights. And on the 8th, if possible, a sunset yacht for just the two of us with champagne, from the V&A. I know this is a lot, thank you for helping, we are both useless at planning and the wedding took all our energy!',
      asks(
        req('travel', 'Lanseria International Airport|Johannesburg', 'dom:3', '09:00'),
        req(
          'accommodation',
          ['Singita|Kruger', 'Londolozi|Kruger', 'Sabi Sand|Kruger'],
          'dom:3',
          null,
        ),
        req(CAR, 'Cape Town International Airport|Cape Town', 'dom:6', null),
        req('accommodation', 'Ellerman House|Cape Town', 'dom:6', null),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'dom:8', '18:00', { partySize: 2 }),
      ),
    ],
    [
      "Morning, sorting our Garden Route holiday now. We are 2 families, 4 adults and 5 kids between 4 and 12. We land at George Airport on FA 206 at 10:05 on the 14th. Need two 7-seater cars there, preferably something like a Land Cruiser or a V-Class, automatic, and with booster seats for the two little ones (ages 4 and 6). We are staying in Plett, so then a big house in Plettenberg Bay from the 14th for 8 nights, must sleep 9, walking distance to Robberg beach would be ideal but not essential. During the week we'd like a boat trip on the 17th at 9am out of Plett to see the dolphins and hopefully whales, all 9 of us, my friend gets seasick so maybe a shorter one. And one night we want to treat ourselves: table for 4 adults at a nice restaurant in Plett on the 18th at 7:30pm, we will get a babysitter for the kids (can you also find a babysitter? if not no stress). That's it for now, will send the flight booking reference later today. Thanks a mil!",
      asks(
        req(CAR, 'George Airport|Garden Route', 'dom:14', '10:05'),
        req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:14', null, { partySize: 9 }),
        req('yacht_charter', 'Plettenberg Bay|Garden Route', 'dom:17', '09:00', { partySize: 9 }),
        table('Plettenberg Bay|Garden Route', 'dom:18', '19:30', 4),
        req('other', ['Plettenberg Bay|Garden Route', null], 'dom:18', '19:30'),
      ),
    ],
    [
      "hi there its Riaan, voice note to text so excuse the mess. So the family reunion in the Drakensberg is finally happening, on the 11th we all arrive, about 30 of us from all over, Joburg, Bloem, Durban and my brother from Perth. The ones flying in land at King Shaka on the 11th at 11am so please organise a minibus with a driver from King Shaka to the Berg, think there'll be 12 people on that flight plus luggage. Accommodation wise we want a lodge near Champagne Castle, the whole place if possible, from the 11th to the 14th, for 30 people, there are some older folks so not too many stairs. Then on the Saturday which is the 12th we want a proper reunion lunch at 1pm, a planner to help with it because my sister is driving everyone mad, tables outside, a bit of decor, maybe a photographer. And the kids want to do a hike to the Amphitheatre on the 13th, so a guide for about 10 kids and 4 adults leaving at 7am. OK I think that's everything, shout if you need anything else from me, baie dankie!",
      asks(
        req(
          ['personal_driver', 'travel'],
          'King Shaka International Airport|Durban',
          'dom:11',
          '11:00',
        ),
        req(
          'accommodation',
          ['Champagne Castle|Drakensberg', 'Drakensberg|Drakensberg'],
          'dom:11',
          null,
          { partySize: 30 },
        ),
        req(
          'event_planning',
          ['Champagne Castle|Drakensberg', 'Drakensberg|Drakensberg', null],
          'dom:12',
          '13:00',
        ),
        req(['other', 'travel'], 'Drakensberg Amphitheatre|Drakensberg', 'dom:13', '07:00'),
      ),
    ],
    [
      'Dear concierge, my company is hosting 6 clients from Lagos for a Pretoria visit and some leisure after. Arrival is on the 24th, SA Airways flight landing at OR Tambo at 15:30. We need: a luxury vehicle with driver collecting them at OR Tambo and taking them to Menlyn Maine where they are staying, the vehicle to remain with them for the duration. On the 25th a meeting at the Union Buildings at 10am, they will need security with them from 9am that day as two of them are government officials, please arrange two officers. In the evening of the 25th, dinner for 10 (our team joins) somewhere impressive in Pretoria East at 7pm, no alcohol for two of the guests, no pork. On the 26th they go to the Pilanesberg for a night, so a lodge at Pilanesberg for 6 from the 26th, and the driver takes them there. Invoice the company please, our account manager has the details. Kind regards, Mrs Dlamini-Botha, Executive Assistant to the MD, Johannesburg office',
      asks(
        req(CAR, 'OR Tambo International Airport|Johannesburg', 'dom:24', '15:30'),
        req('security', ['Union Buildings|Pretoria', 'Pretoria|Pretoria'], 'dom:25', '09:00'),
        table('Pretoria East|Pretoria', 'dom:25', '19:00', 10),
        req('accommodation', 'Pilanesberg|Pilanesberg', 'dom:26', null, { partySize: 6 }),
      ),
    ],
  ],
);
