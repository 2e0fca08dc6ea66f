import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

/**
 * Ninth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services among flight numbers, family detail, allergies, conditions and asides.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi team, hope you're well. We're finally doing the family Cape Town trip I mentioned. Here's the plan so far: we land at Cape Town International on Friday at 14:20 on FA 231 from Joburg (me, my wife Lerato, our three kids aged 4, 9 and 12, and my mother-in-law who uses a walking frame, so please nothing too high to climb into). We'll need a driver with a Vito or something similar at arrivals, with two car seats. We're staying at my brother's place in Camps Bay, so no accommodation needed. On Saturday we'd love a private chef at the house for dinner at 7pm, 8 of us since my brother and his wife are joining. No pork please, and the youngest has a severe peanut allergy which the chef must take seriously. Then on Sunday, if the weather behaves, a yacht from the V&A Waterfront at 11am for the same 8 for about three hours, something calm because granny gets seasick. Finally on Monday we want a table for 8 for lunch somewhere in Constantia at 1pm, kid friendly with a garden. Thanks so much, you guys are lifesavers.",
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '14:20'),
        req('private_chef', ['Camps Bay|Cape Town', null], 'sat', '19:00', { partySize: 8 }),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '11:00', { partySize: 8 }),
        table('Constantia|Cape Town', 'mon', '13:00', 8),
      ),
    ],
    [
      "Morning. Our CEO and two board members are visiting from London and I'm coordinating. They arrive at OR Tambo on BA 55 on Tuesday next week at 06:40. Please arrange a chauffeur with a Mercedes V-Class to collect them and take them to their hotel in Sandton, where they're already booked. They'll also need close protection for the whole stay, starting at the airport at the same time on the Tuesday: two officers, discreet, no visible firearms inside venues. On Wednesday they have meetings in Sandton all day, and the same chauffeur booking should simply cover that, so nothing extra there. On Wednesday evening we're hosting a dinner for 12 in a private room, ideally in Sandton, at 7:30pm. One guest eats halal and one is vegetarian. On Thursday they fly down to Cape Town at 10:00, so please book three business class seats out of OR Tambo. I'll send passport details separately. Invoices to the company account please, reference AUR-CORP-118. Many thanks, Thandeka (EA to the CEO).",
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'next:tue', '06:40'),
        req('security', 'OR Tambo International Airport|Johannesburg', 'next:tue', '06:40'),
        table('Sandton|Johannesburg', 'next:wed', '19:30', 12),
        req('travel', 'OR Tambo International Airport|Johannesburg', 'next:thu', '10:00'),
      ),
    ],
    [
      "Hello Aurum! My fiancé and I are getting married at a wine farm outside Franschhoek on Saturday 14 November and our planner has everything for the day itself covered, but we need help around it. Firstly, we'd like a villa in Franschhoek for the wedding party from Thursday 12 November, sleeping at least 10, ideally walking distance to the village. Secondly, we need a vintage car or a Rolls-Royce with a chauffeur for the bride on the 14th at 2:30pm, from the villa to the chapel. Thirdly, a security team at the venue from 4pm on the 14th, as there will be some well-known guests and we had real trouble with gate crashers at my sister's wedding. And lastly a helicopter for the two of us on Sunday 15 November at 11am from the farm to Cape Town International for our honeymoon flight to the Seychelles. My mom is vegan and my dad uses a wheelchair, in case that matters for the car or the villa. Thank you so much, we're so excited!",
      asks(
        req('accommodation', 'Franschhoek|Cape Winelands', 'md:11-12', null),
        req(
          ['luxury_vehicle', 'personal_driver'],
          ['Franschhoek|Cape Winelands', null],
          'md:11-14',
          '14:30',
        ),
        req('security', ['Franschhoek|Cape Winelands', null], 'md:11-14', '16:00'),
        req(
          ['travel', 'other'],
          [null, 'Franschhoek|Cape Winelands', 'Cape Town International Airport|Cape Town'],
          'md:11-15',
          '11:00',
        ),
      ),
    ],
    [
      "Hi! Planning our December holiday and would love your help with the KZN leg. We fly into King Shaka on 18 December at 11:05 from Cape Town, two adults and two teenagers, plus a ridiculous amount of luggage (surfboards!). We need a driver and a big vehicle to take us up to Zimbali. We have our own place there so no accommodation, but we'd like a private chef on the 19th for a family braai at 6pm, 12 people as the cousins are driving down from Pietermaritzburg. My husband wants to go deep sea fishing on the 20th out of Ballito, early, let's say 5:30am, four of them. Then from the 22nd we're driving to a game lodge near Hluhluwe for three nights, could you find us something with a pool and a family room? Don't worry about Christmas, we'll be back home by then. One of the teens is allergic to shellfish, for the chef. Let me know costs before confirming anything please, my husband is watching the budget this year.",
      asks(
        req('personal_driver', 'King Shaka International Airport|Durban', 'md:12-18', '11:05'),
        req('private_chef', ['Zimbali|Durban', null], 'md:12-19', '18:00', { partySize: 12 }),
        req(['yacht_charter', 'other'], 'Ballito|Durban', 'md:12-20', '05:30', { partySize: 4 }),
        req('accommodation', 'Hluhluwe|Zululand', 'md:12-22', null),
      ),
    ],
    [
      "Good evening. I'd like to surprise my wife for our 25th anniversary with a few days in the bush and I need your help to pull it off. The idea: we fly from Lanseria to Skukuza on Thursday the 21st in the morning, around 9 if there's a scheduled or charter flight that suits. Then three nights at Singita or Londolozi, whichever has the nicer suite available, from the 21st. On the Saturday evening, the 23rd, I'd like something special arranged at the lodge, a private dinner set up in the bush with a violinist or something along those lines, just the two of us, at about 7. Finally, a driver from Lanseria back home to Dainfern on Sunday the 24th when we land, I'll send the time once the flight is booked. She doesn't know a thing, so please never contact her directly and keep everything on my number. Budget isn't the main concern but I'd appreciate two or three options for the lodge. We'll be travelling with soft bags only, I know the small planes are strict about that, and she has recently become pescatarian, so please let the lodge know quietly.",
      asks(
        req('travel', 'Lanseria International Airport|Johannesburg', 'dom:21', '09:00'),
        req('accommodation', ['Singita|Kruger', 'Londolozi|Kruger'], 'dom:21', null),
        req(
          ['event_planning', 'other'],
          ['Singita|Kruger', 'Londolozi|Kruger', null],
          'dom:23',
          '19:00',
        ),
        req('personal_driver', 'Lanseria International Airport|Johannesburg', 'dom:24', null),
      ),
    ],
    [
      "Hi, it's Pieter from Verster Capital. We're bringing our top 16 sales people down to Cape Town as an incentive trip and I'd love Aurum to handle the fun parts. They all fly in on their own, so no flights needed. Friday 6 March: we'd like a sunset cruise from the V&A Waterfront for all 16 plus me, so 17, leaving at 6pm, with bubbly on board. Saturday 7 March: a wine tour to Stellenbosch with a luxury coach and driver, departing from the Cape Town CBD at 9am, with tastings at two or three estates. Then lunch for 17 at a wine farm in Stellenbosch at 1pm, somewhere with a view. Saturday night they're on their own, and on Sunday we do a team breakfast at the hotel, so no need for you there. One of the guys is in a wheelchair, so the boat and the coach must accommodate that. Could you also arrange a photographer for the cruise on the Friday? Most of the group are in their thirties and very competitive, so anything with a bit of fun in it goes down well. Please send one consolidated quote to me.",
      asks(
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'md:03-06', '18:00', { partySize: 17 }),
        req(['personal_driver', 'other'], 'Cape Town CBD|Cape Town', 'md:03-07', '09:00'),
        table('Stellenbosch|Cape Winelands', 'md:03-07', '13:00', 17),
        req('other', ['V&A Waterfront|Cape Town', null], 'md:03-06', '18:00'),
      ),
    ],
    [
      "Hey hey, so my husband turns 50 on Saturday and I want to spoil him properly without him finding out. Please book us a suite at the Saxon for two nights from Friday. Saturday morning: he's mad about golf, so could you get a tee time for 4 at Steyn City at 8am? His brothers will play with him. I also want a Bentley with a driver to fetch him from the golf at 1pm and bring him back to the hotel, just to make it feel special. At 7pm on Saturday I want a private chef in the suite if the hotel allows it, otherwise a private dining room, for 10 of us. He loves wagyu and anything with truffle, and his mom is diabetic, so please mention that to the chef. Lastly, can you find a jazz trio for the dinner? I'll handle the cake myself, my sister bakes. Oh, and please keep everything off his email, he reads all our family stuff on the iPad. Confirmations to me only, on WhatsApp if possible. Thanks a mil, you're the best!",
      asks(
        req('accommodation', 'The Saxon|Johannesburg', 'fri', null),
        req('other', 'Steyn City|Johannesburg', 'sat', '08:00'),
        req(
          ['luxury_vehicle', 'personal_driver'],
          ['Steyn City|Johannesburg', null],
          'sat',
          '13:00',
        ),
        req('private_chef', ['The Saxon|Johannesburg', null], 'sat', '19:00', { partySize: 10 }),
        req(['other', 'event_planning'], ['The Saxon|Johannesburg', null], 'sat', '19:00'),
      ),
    ],
    [
      "Morning! Quick (well, not so quick) one. We're doing the Garden Route with my parents over Easter. We fly into George on Thursday 2 April at 10:15 from OR Tambo, 4 adults. Please arrange a luxury SUV, something like an Audi Q7 or a Land Cruiser, ready for collection at George Airport when we land. We'll drive ourselves from there. Then two nights in Knysna from the 2nd, ideally on Thesen Islands or Leisure Isle, two bedrooms with their own bathrooms. Then 3 nights in Plett from the 4th, a house near the beach. Oh and one more: a boat trip on the Knysna lagoon on Friday the 3rd at 3 in the afternoon, just the four of us. We were there five years ago and loved the Heads, so if the boat can go out towards them that would be amazing. My sister might join for the Plett part with her two kids, but I'll confirm next week, so for now just plan for the four of us. On the 5th (Easter Sunday) could we have lunch for 4 at 1pm somewhere special in Plett? Dad is 78 and can't manage stairs, so ground floor please, and mom hates loud music. Thanks!",
      asks(
        req('luxury_vehicle', 'George Airport|Garden Route', 'md:04-02', '10:15'),
        req(
          'accommodation',
          ['Knysna|Garden Route', 'Thesen Islands|Garden Route', 'Leisure Isle|Garden Route'],
          'md:04-02',
          null,
        ),
        req('accommodation', 'Plettenberg Bay|Garden Route', 'md:04-04', null),
        req('yacht_charter', ['Knysna|Garden Route', null], 'md:04-03', '15:00', { partySize: 4 }),
        table('Plettenberg Bay|Garden Route', 'md:04-05', '13:00', 4),
      ),
    ],
  ],
);
