import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const COACH: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'travel', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const CRADLE = ['Cradle of Humankind|Johannesburg', null];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Eighteenth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a grandmother's 90th in the Winelands, a CEO from London on a roadshow, a
 * bachelor weekend in Durban, a silver anniversary on the Garden Route, a matric farewell in
 * Pretoria, a partners' offsite at the Cradle of Humankind, a family relocating from Joburg to
 * Cape Town with a cat, and American clients on safari and golf; with flight numbers, walkers,
 * diets, an anxious cat, flights and movers already arranged by someone else (not requests),
 * places that are only where people come from or pass through, requests dropped mid-message
 * ("forget the shark cage diving", "scrap the helicopter", "actually no, that's impossible"), a
 * day named once for several lines, and dates by the day of the month.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'Hi there, long one, sorry. My gran turns 90 on the 19th and the whole family is descending on the Winelands for it. Most of us are flying down from Joburg on the 18th on our own bookings, so no flights needed, my brother already sorted those. What I do need: a big house in Franschhoek from the 18th for four nights, sleeping 14, ideally single storey because Gran uses a walker and will not manage stairs. On the night of the 19th we want a private chef at the house at 7pm for all 14 of us. Two are vegetarian, my uncle is diabetic, and Gran will want bobotie no matter what anyone says, so please brief the chef properly. Then on the 20th we are taking her out, so a table for 14 at 12:30 at Boschendal, which she has apparently been talking about since 1974. Oh, and we will need a minibus with a driver to get everyone from the house to Boschendal that day, leaving at 12. Thank you so much, I know it is a lot to ask in one message.',
      asks(
        req('accommodation', 'Franschhoek|Cape Winelands', 'dom:18', null),
        req('private_chef', ['Franschhoek|Cape Winelands', null], 'dom:19', '19:00', {
          partySize: 14,
        }),
        table('Boschendal|Cape Winelands', 'dom:20', '12:30', 14),
        req(CAR, ['Franschhoek|Cape Winelands', null], 'dom:20', '12:00'),
      ),
    ],
    [
      'Morning! Our CEO, Mr Hartley, flies in from London next Tuesday on BA55, landing at OR Tambo at 06:35. Could you please arrange a driver to meet him at arrivals with a name board and take him straight to our office in Sandton? He will have two suitcases and a laptop bag, and he does not like small talk in the car, so please mention that discreetly. That evening he is hosting six investors for dinner, so a private room for 7 at 7:30pm somewhere in Sandton, nothing loud, ideally with a decent whisky selection. On the Wednesday he flies down to Cape Town, which he has booked himself through the travel desk, and he will need close protection from when he lands at Cape Town International at 11am through the afternoon, as he has a site visit in Khayelitsha. Finally, a hotel on the Atlantic Seaboard for the Wednesday and Thursday nights, sea view and a quiet floor, he hates being near the lifts. Please send me everything for approval before you confirm anything, I am his EA. Thank you!',
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'next:tue', '06:35'),
        table('Sandton|Johannesburg', 'next:tue', '19:30', 7),
        req('security', 'Cape Town International Airport|Cape Town', 'next:wed', '11:00'),
        req('accommodation', 'Atlantic Seaboard|Cape Town', 'next:wed', null),
      ),
    ],
    [
      'Howzit. I am the best man, so apparently this is my job now. Bachelor weekend for Sizwe, ten okes, in Durban. We all get there on Friday under our own steam, that part is sorted. Saturday morning we want to go deep sea fishing, so a boat for 10 out of Durban Point at 6am, with rods and cooler boxes, we will bring our own boerewors for afterwards. Then Saturday afternoon some of the guys wanted shark cage diving, but forget that, half of them are scared of the sea already. Rather a round of golf for 10 at Durban Country Club at 1:30. Saturday night is the big one: a table for 10 at 8pm somewhere on Florida Road with a bit of a vibe, nowhere that will ask us to keep it down after ten. And on Sunday morning we will need a minibus to take everyone from the hotel in Umhlanga to King Shaka at 10am, because nobody is going to be fit to drive, trust me. If the groom’s mother phones you asking questions, you know nothing 😂',
      asks(
        req(BOAT, 'Durban Point|Durban', 'sat', '06:00', { partySize: 10 }),
        req('other', ['Durban Country Club|Durban', 'Durban|Durban'], 'sat', '13:30'),
        tableAt(['Florida Road|Durban', 'Durban|Durban'], 'sat', '20:00', 10),
        req(CAR, 'Umhlanga|Durban', 'sun', '10:00'),
      ),
    ],
    [
      'My wife and I celebrate 25 years on the 8th and I want to surprise her properly, so please keep this between us if she ever opens the app. Here is the plan. We fly from Cape Town to George on the 7th at around 10am, please book two business class seats. A car should be waiting for us at George Airport, and I would love something convertible so I can drive the coast myself, no chauffeur needed. We will stay at Pezula in Knysna from the 7th for three nights, a suite looking at the Heads if at all possible. On the 8th, the actual anniversary, I want a private boat on the Knysna lagoon at sunset, just the two of us, with champagne and oysters on board. After that, dinner at 8pm at the Knysna Waterfront, a quiet table for two. She loves white lilies, so if the restaurant can put a few on the table it would be perfect. The ring I will sort out myself, it has been hiding in my sock drawer for a month and I am getting nervous.',
      asks(
        req(
          FLIGHT,
          ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
          'dom:7',
          '10:00',
        ),
        req('luxury_vehicle', 'George Airport|Garden Route', 'dom:7', null),
        req('accommodation', ['Pezula|Garden Route', 'Knysna|Garden Route'], 'dom:7', null),
        req(BOAT, 'Knysna|Garden Route', 'dom:8', '18:00', { partySize: 2 }),
        tableAt(['Knysna Waterfront|Garden Route', 'Knysna|Garden Route'], 'dom:8', '20:00', 2),
      ),
    ],
    [
      'So it is my daughter Lerato’s matric farewell on the 24th and I am apparently the cool mom who offered to handle everything for her and three friends. First thing: hair and makeup for the 4 girls at our house in Mooikloof at 1pm, they need to be ready by 4:30 for photos in the garden, which the dads will ruin. The other girls’ parents have all signed off on the plan, before you ask. Then a proper car to take them to the venue, the farewell is at a wedding venue just outside Hartbeespoort, and the girls want something like a white Rolls or a vintage Bentley, leaving our house at 5pm sharp. I would also feel much better with a security guard at the venue for the evening, from 6pm, just to keep an eye on the after-party situation, because I was also 18 once. And for the parents, a table for 8 at 7pm at a restaurant at Menlyn Maine so we can all pretend not to worry and check our phones every five minutes. Thank you, you are saving my sanity.',
      asks(
        req('other', 'Mooikloof|Pretoria', 'dom:24', '13:00'),
        req(CAR, 'Mooikloof|Pretoria', 'dom:24', '17:00'),
        req('security', ['Hartbeespoort|Pretoria', null], 'dom:24', '18:00'),
        tableAt(['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'], 'dom:24', '19:00', 8),
      ),
    ],
    [
      'Hi team. I am organising our firm’s strategy offsite and my head is spinning, so here is everything in one go. 18 partners, arriving at Lanseria from all over the country on the 11th, most of them land between 9 and 10. We need a luxury coach to pick everyone up at Lanseria at 10:30 and take them out to the Cradle of Humankind. We have a lodge near Maropeng in mind, so accommodation for 18 from the 11th for two nights, single rooms please, no sharing, these are partners. On the evening of the 11th we would like a boma dinner with a private chef at the lodge for 18 at 7pm, with one halal and two vegan meals. On the 12th they are in workshops all day, which we run ourselves, but at 4pm a private guided walk through the Sterkfontein Caves would be a nice break. I also had a helicopter flip in mind for the 12th but honestly scrap that, the budget committee will have my head on a plate. Please send a quote for each item.',
      asks(
        req(COACH, 'Lanseria International Airport|Johannesburg', 'dom:11', '10:30'),
        req('accommodation', CRADLE, 'dom:11', null),
        req('private_chef', CRADLE, 'dom:11', '19:00', { partySize: 18 }),
        req(
          ['other', 'travel'],
          ['Sterkfontein Caves|Johannesburg', 'Cradle of Humankind|Johannesburg'],
          'dom:12',
          '16:00',
        ),
      ),
    ],
    [
      'Big week ahead, we are relocating from Joburg to Cape Town. The movers are handled by my company, so do not worry about the furniture, and the flights are done too. What I need from you is this. We land at Cape Town International on Monday at 15:10, two adults, three kids and one very anxious cat in a carrier, so please send a driver with a big vehicle to collect us. The new house in Durbanville stays empty until the truck arrives, so can you book us somewhere to sleep from Monday for two nights, a family suite close to the house, in Durbanville or Tyger Valley. On Tuesday at 10 I would like a security company to come to the new house and do a full assessment: alarm, beams, cameras, armed response, the works. And could someone do a big grocery shop and stock the fridge and pantry at the new house on Wednesday morning before we move in? I will send a list later. We are not fussy, just a frightening amount of cereal.',
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'mon', '15:10'),
        req('accommodation', ['Durbanville|Cape Town', 'Tyger Valley|Cape Town'], 'mon', null),
        req('security', 'Durbanville|Cape Town', 'tue', '10:00'),
        req(ERRAND, 'Durbanville|Cape Town', 'wed', '09:00'),
      ),
    ],
    [
      'Hi, I have four American clients visiting and I want to spoil them without looking like I am trying too hard. None of them has been to Africa before, so it all needs to feel effortless. They get to Johannesburg on their own, and on the 15th we head to the bush. First, a charter flight for 5 from Lanseria to the Sabi Sand on the 15th at 8am, the lodge can fetch us from the airstrip. Second, the lodge itself: something properly five-star in the Sabi Sand for the 5 of us from the 15th, three nights, each with their own suite. They are keen golfers, so on the 18th I wanted to stop at Leopard Creek on the way back... actually no, that is impossible to get into, so rather a night at the Palace of the Lost City on the 18th, and a round for 4 at the Gary Player course at 8am on the 19th. One of them is vegan and another is allergic to shellfish, please pass that on to the lodge. We also talked about a hot air balloon, but no, scrap that, it is too much for one trip.',
      asks(
        req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'dom:15', '08:00'),
        req('accommodation', 'Sabi Sand|Kruger', 'dom:15', null),
        req('accommodation', ['Lost City|Pilanesberg', 'Sun City|Pilanesberg'], 'dom:18', null),
        req(
          'other',
          ['Gary Player Country Club|Pilanesberg', 'Sun City|Pilanesberg'],
          'dom:19',
          '08:00',
        ),
      ),
    ],
  ],
);
