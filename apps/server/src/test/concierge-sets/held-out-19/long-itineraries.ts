import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const GAME_DRIVE: ServiceType[] = ['other', 'travel'];
const KNYSNA = ['Knysna|Garden Route', 'Leisure Isle|Garden Route', 'Thesen Islands|Garden Route'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Nineteenth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a ruby anniversary on the North Coast, a chairman's roadshow from Frankfurt, a
 * bachelorette weekend on the Atlantic Seaboard, a honeymoon in the Sabi Sand after a Durban
 * wedding, an 84-year-old father visiting from London, the Durban July with borrowed diamonds, a
 * school-holiday trip to the Pilanesberg with a granny, and a bachelor weekend in Knysna; with
 * flight numbers, a walker, diets and allergies, flights, accommodation, a photographer, a cake,
 * tickets and hair already arranged by someone else (not requests), places that are only where
 * people live, marry or come from, requests dropped mid-message ("scrap that", "forget that", "so
 * no balloon", "we're doing neither"), a week named once for several days, and dates by the day
 * of the month.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi team, apologies for the essay. My parents celebrate 40 years of marriage this month and my siblings and I are surprising them with a weekend in Ballito. Mom and Dad think they are just coming to me for lunch, so please keep everything discreet if anyone phones them. Here is what I need. First, a house in Ballito big enough for 12 adults and 5 children from Friday the 19th, ideally on the beach with a pool and a braai area; the budget is flexible within reason. Second, my parents don't like driving the N3 in the dark, so please arrange a driver to collect them from their home in Pietermaritzburg on the 19th at 2pm and bring them through to Ballito. Third, on Saturday the 20th we want a private chef at the house for a proper anniversary dinner at 7pm for all 17 of us: Dad loves lamb, Mom is diabetic, and two of the grandkids are vegetarian. My sister-in-law has already booked the photographer and my brother is handling the cake, so don't worry about those. Finally, a sunset boat cruise on Sunday the 21st, out of Ballito or Zinkwazi if that's possible, for the adults only; if the sea is too rough we will skip it, nobody wants seasick grannies. Thanks so much, you are life savers.",
      asks(
        req('accommodation', 'Ballito|Durban', 'dom:19', null, { partySize: 17 }),
        req('personal_driver', 'Pietermaritzburg|Pietermaritzburg', 'dom:19', '14:00'),
        req('private_chef', ['Ballito|Durban', null], 'dom:20', '19:00', { partySize: 17 }),
        req(BOAT, ['Ballito|Durban', 'Zinkwazi|Durban', null], 'dom:21', '18:00'),
      ),
    ],
    [
      "Good morning. I am putting together the logistics for our chairman's visit next week and would appreciate your help, as my usual travel agent is on leave. He lands at OR Tambo on Monday at 06:15 on the overnight flight from Frankfurt. Please have a driver waiting for him in arrivals who will stay with him for the whole day; his meetings are in Sandton, Rosebank and Illovo, and the driver should also take him to dinner. He has a room at the Saxon already, booked by head office, so no accommodation is needed in Joburg. On Tuesday he needs to be in Cape Town: please book him a business class seat from OR Tambo to Cape Town at 9am, and arrange close protection for him in Cape Town from Tuesday at noon until he flies out, because the board has insisted after last year's incident. On Tuesday evening he is hosting six investors: a quiet table for 7 at a good restaurant in the Cape Town CBD at 7:30pm, or a private room if they have one. He is vegetarian and does not drink. On Wednesday he flies home from Cape Town, which head office is handling. Please send me one summary with the providers' names so that I can pass it on to his chief of staff.",
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'next:mon', '06:15'),
        req(FLIGHT, 'OR Tambo International Airport|Johannesburg', 'next:tue', '09:00'),
        req('security', 'Cape Town|Cape Town', 'next:tue', '12:00'),
        table('Cape Town CBD|Cape Town', 'next:tue', '19:30', 7),
      ),
    ],
    [
      "Okay so I'm the maid of honour and it's on me to sort out Lerato's bachelorette weekend, help!! There are 10 of us, mostly flying down from Joburg on Friday morning (everyone is booking their own flights, so no flights please). Friday the plan is: a minibus with a driver to fetch all 10 of us at Cape Town International at 11am and take us to the accommodation. Speaking of which, we need a villa in Clifton or Bantry Bay from Friday for two nights that sleeps 10, with a view and a pool, it doesn't need to be massive. Friday night we'll just order in, don't worry about that. Saturday morning I wanted to do a hike up Lion's Head but honestly nobody is going to be awake, so scrap that. Saturday afternoon: a yacht from the V&A at 3pm for the 10 of us with bubbles on board, maybe three hours. Then Saturday dinner for 10 at 8pm somewhere fun in De Waterkant or Green Point where they don't mind a bit of noise and a bride in a veil. Sunday everyone does their own thing and goes home. Oh, and Lerato is pescatarian and one of the girls is pregnant, so no alcohol for her. The budget is shared, so please send me quotes first!",
      asks(
        req(BUS, 'Cape Town International Airport|Cape Town', 'fri', '11:00'),
        req('accommodation', ['Clifton|Cape Town', 'Bantry Bay|Cape Town'], 'fri', null, {
          partySize: 10,
        }),
        req(BOAT, 'V&A Waterfront|Cape Town', 'sat', '15:00', { partySize: 10 }),
        tableAt(['De Waterkant|Cape Town', 'Green Point|Cape Town'], 'sat', '20:00', 10),
      ),
    ],
    [
      "Hi! My fiancé and I are getting married on Saturday the 6th in Durban and we leave for our honeymoon the next day. Everything for the wedding itself is sorted by our planner, so this is only about the honeymoon. On Sunday the 7th we need a car to take us from the Oyster Box, where we'll be staying on the wedding night, to King Shaka for an 11:30 flight; please make the pickup 9am sharp, we will have four suitcases. Then we'd love you to book that flight: King Shaka to Kruger Mpumalanga International on the 7th at 11:30, two people, economy is fine, we're saving the money for the lodge. For the lodge itself we are dreaming of Singita or something similar in the Sabi Sand, four nights from the 7th. If that's silly money, Lion Sands or Londolozi would also make us very happy. At the lodge we don't need anything extra, and after the bush we fly home on our own. One more thing: my husband-to-be has a shellfish allergy and I don't eat red meat, if you could pass that on to the lodge. Thank you, you're amazing.",
      asks(
        req(CAR, ['Oyster Box|Durban', 'Umhlanga|Durban'], 'dom:7', '09:00'),
        req(FLIGHT, 'King Shaka International Airport|Durban', 'dom:7', '11:30'),
        req(
          'accommodation',
          ['Singita|Kruger', 'Sabi Sand|Kruger', 'Lion Sands|Kruger', 'Londolozi|Kruger'],
          'dom:7',
          null,
        ),
      ),
    ],
    [
      "Hello, my father is 84 and is flying out from London to spend ten days with us, and I want his trip to be as easy as possible because he uses a walker and gets tired quickly. He arrives at Cape Town International on Wednesday the 9th at 07:40 on BA59. Please arrange a driver with a comfortable, higher car (not a low sports car, he can't get in and out of those) to fetch him at arrivals and bring him to our home in Tokai; the airport's assistance desk will bring him through in a wheelchair, which I am arranging myself. On Saturday the 12th we want to take him to Hermanus to see the whales: please book lunch for 5 at a restaurant in Hermanus with a sea view at 12:30, ground floor, no stairs. For the following week I thought of a private nurse... actually, no, my sister is a nurse and will be here, so forget that. What I do need is a guest house in Hermanus for one night from Saturday the 12th for the five of us, so he doesn't have to do the drive twice in one day, ideally with a ground floor room for him. On Sunday we drive back ourselves. His flight home is on the 19th and I'll sort out that transfer later. Many thanks in advance.",
      asks(
        req(CAR, 'Cape Town International Airport|Cape Town', 'dom:9', '07:40'),
        table('Hermanus|Overberg', 'dom:12', '12:30', 5),
        req('accommodation', 'Hermanus|Overberg', 'dom:12', null, { partySize: 5 }),
      ),
    ],
    [
      "Right, the Durban July. We're going as a group of eight from Joburg for the weekend of the race, which is on Saturday the 4th. Flights we've booked ourselves for Friday the 3rd, landing at King Shaka at 16:00. What I need from you: (1) two cars with drivers to meet us at King Shaka on the 3rd at 16:00 and take us to Umhlanga; (2) four rooms at the Oyster Box from the 3rd, two nights; (3) on the Saturday, close protection at Greyville from 11am for two of the ladies, who will be wearing borrowed diamonds (seriously, the jeweller insists on it); (4) on Saturday night a table for 8 at a good restaurant in Umhlanga at 9pm, after the race. The marquee tickets are sorted through a client, and we are skipping the after-party this year, we are too old for it. The ladies have their hair and make-up sorted already. The dress code for dinner is whatever we are wearing at the race, so nowhere too stuffy please, but also not a place where we will be sitting next to a stag party. If anything clashes, the close protection is the one thing that cannot move.",
      asks(
        req(CAR, 'King Shaka International Airport|Durban', 'dom:3', '16:00'),
        req('accommodation', ['Oyster Box|Durban', 'Umhlanga|Durban'], 'dom:3', null),
        req('security', ['Greyville|Durban', 'Durban|Durban'], 'dom:4', '11:00'),
        table('Umhlanga|Durban', 'dom:4', '21:00', 8),
      ),
    ],
    [
      "Hi Aurum, school holidays are coming and I'm taking the kids (9 and 12) and my mom to the Pilanesberg for a few days while my husband works. I don't want to drive the whole way with a car full of children and a granny, so please arrange a driver with a big SUV to fetch the four of us from home in Faerie Glen on the 6th at 8am and take us to Sun City. We need accommodation for four nights from the 6th for the four of us: a family suite at the Palace of the Lost City if possible, or the Cascades if the Palace is full. On the 7th the kids want to spend all day at the Valley of Waves, which needs nothing from you, but on the morning of the 8th I'd like a private game drive in the Pilanesberg for the four of us at 6am, with a ranger who is good with children. I thought of a hot air balloon too but my mom is scared of heights, so no balloon. On the 10th we'll need a driver again at 10am to bring us back home to Faerie Glen. Also please note my son has a nut allergy, in case it matters for anything.",
      asks(
        req(CAR, 'Faerie Glen|Pretoria', 'dom:6', '08:00'),
        req('accommodation', ['Lost City|Pilanesberg', 'Sun City|Pilanesberg'], 'dom:6', null, {
          partySize: 4,
        }),
        req(GAME_DRIVE, 'Pilanesberg|Pilanesberg', 'dom:8', '06:00', { partySize: 4 }),
        req(
          CAR,
          ['Sun City|Pilanesberg', 'Lost City|Pilanesberg', 'Faerie Glen|Pretoria'],
          'dom:10',
          '10:00',
        ),
      ),
    ],
    [
      "Howzit, I'm the best man and I'm organising a bachelor weekend for 12 okes in Knysna from Friday the 13th to Sunday the 15th. Everyone is driving down from Cape Town in their own cars, so no transport for the trip there. What we need: a big house in Knysna, on Leisure Isle or Thesen Islands preferably, for the 12 of us from the 13th, two nights, where the neighbours are not too fussy. On Saturday the 14th we want a boat on the lagoon from 10am for all 12 of us, a proper one with a skipper and a cooler box, not a pedal boat. Saturday at 7pm, a braai master to come to the house and braai for the 12 of us, plenty of meat, the groom hates salad. Somebody suggested paintball and someone else said quad biking, but we voted and we're doing neither. Sunday we sleep it off and drive home. Also the groom must not find out about any of this, he thinks it's a quiet golf weekend with his dad, so if you phone anyone, phone me.",
      asks(
        req('accommodation', KNYSNA, 'dom:13', null, { partySize: 12 }),
        req(BOAT, ['Knysna|Garden Route', null], 'dom:14', '10:00', { partySize: 12 }),
        req('private_chef', [...KNYSNA, null], 'dom:14', '19:00', { partySize: 12 }),
      ),
    ],
  ],
);
