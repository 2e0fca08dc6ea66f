import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];

/**
 * Thirteenth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services among weddings, family holidays, birthdays, safaris and corporate visits, with flight
 * numbers, family detail, allergies, asides, things already arranged or not to book, and a
 * correction at the end.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi team, hope you're well. My daughter Lerato is getting married at a wine farm in Franschhoek on the 14th and I'm trying to get the family logistics sorted before I lose my mind. Firstly, we need accommodation for the immediate family in Franschhoek from the 12th, ideally one big house so the grandparents aren't driving up and down the pass every day, about 9 of us including two small kids. Then on the 13th we're doing a rehearsal dinner at the house and I'd love a private chef for 14 people at 7pm. Please note my mother-in-law is diabetic and my brother doesn't eat pork. On the wedding day itself we need a driver for the bridal party from the house at 2pm, they must be at the chapel by 3. The couple wants a vintage car to take them to the reception afterwards, but the wedding planner is handling that bit, so please don't book it. Lastly, on the 15th, I'd like a table for 12 for a recovery brunch at Babylonstoren at 10:30. I know it's a lot. Thank you so much, you're all stars. Oh, and my flight into Cape Town is on the 11th but my son is fetching me, so no need for a car for that.",
      asks(
        req('accommodation', 'Franschhoek|Cape Winelands', 'dom:12', null),
        req('private_chef', ['Franschhoek|Cape Winelands', null], 'dom:13', '19:00', {
          partySize: 14,
        }),
        req('personal_driver', ['Franschhoek|Cape Winelands', null], 'dom:14', '14:00'),
        table('Babylonstoren|Cape Winelands', 'dom:15', '10:30', 12),
      ),
    ],
    [
      "Morning. I have four colleagues flying in from London for a board meeting next week and I'd like Aurum to handle the ground side of things. They land at OR Tambo on BA55 next Tuesday at 9:30am. Please arrange a driver with a vehicle big enough for 5 people and their luggage, to take them to their hotel in Sandton. Our travel desk has already booked the hotel, so no accommodation is needed. On Tuesday evening I want to take them out, so a table for 6 at the Saxon at 7:30pm, somewhere private if possible, and one of them is vegetarian. Wednesday is the board meeting at our offices in Rosebank; nothing needed there, we have catering. On Thursday they would like to see a bit of the country before they leave, so could you book a helicopter from Sandton to the Cradle of Humankind at 10am, returning after lunch? Finally, they fly out from OR Tambo on Thursday night, so a driver from Sandton at 6pm to the airport. Please send me one confirmation for everything if you can, and put it all on the company account. Thanks.",
      asks(
        req(CAR, 'OR Tambo International Airport|Johannesburg', 'next:tue', '09:30'),
        table('The Saxon|Johannesburg', 'next:tue', '19:30', 6),
        req(FLIGHT, 'Sandton|Johannesburg', 'next:thu', '10:00'),
        req('personal_driver', 'Sandton|Johannesburg', 'next:thu', '18:00'),
      ),
    ],
    [
      "Hello Aurum! We're finally doing the Garden Route holiday we've been talking about for years and I need your help with a few bits. We fly into George on the 3rd (FA 212, lands 11:05) and my husband will drive the hire car for the whole trip, so please, no drivers. What I'd like: a house in Plettenberg Bay from the 3rd for a week, four bedrooms, a pool, walking distance to the beach if possible, there are 7 of us with the grandparents. On the 5th the kids are dying to go out on a boat to see the dolphins, so could you book a private boat trip from Plett at 10am for the 7 of us? My mom gets seasick so nothing too wild, and life jackets for the little ones please. Then on the 7th it's our anniversary (fifteen years, can you believe it) and I'd love a table for 2 at a nice restaurant in Knysna at 7pm, somewhere on the water with good oysters. The grandparents will babysit. That's it for now. I might add a golf booking at Fancourt later, but don't do that yet, my husband hasn't decided. Thanks so much, you guys are amazing.",
      asks(
        req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:3', null),
        req(BOAT, 'Plettenberg Bay|Garden Route', 'dom:5', '10:00', { partySize: 7 }),
        table('Knysna|Garden Route', 'dom:7', '19:00', 2),
      ),
    ],
    [
      "Hi, long message, sorry, typing this between meetings. I'm in Durban from Thursday for a three-day conference at the ICC, and my assistant is on leave this week, so you're it. Please arrange a car from King Shaka on Thursday; I land at 10:20 so say 10:45 for the pickup, going to Umhlanga. I need a room in Umhlanga from Thursday for three nights, somewhere on the beachfront; the Oyster Box would be ideal if they have space. Thursday night I'm hosting clients, so a table for 8 at 7:30pm in Umhlanga, not too noisy, we need to talk business, and one of them is halaal. Friday I'm at the ICC all day, so no bookings. On Saturday I want to take my wife (she flies in on Friday night, her sister will collect her) out on a boat from Durban Point at 11am, just the two of us. Actually, make that 4, two of my clients want to join. Sunday we fly home and I'll sort that myself. Oh, and the Thursday dinner: change that to 8pm, one of the clients lands late. Thanks!",
      asks(
        req(CAR, 'King Shaka International Airport|Durban', 'thu', '10:45'),
        req('accommodation', ['Umhlanga|Durban', 'Oyster Box|Durban'], 'thu', null),
        table('Umhlanga|Durban', 'thu', '20:00', 8),
        req(BOAT, 'Durban Point|Durban', 'sat', '11:00', { partySize: 4 }),
      ),
    ],
    [
      "Hi there! My husband turns 50 on Saturday the 20th and I'm planning a weekend he won't forget, so I'm leaning on you guys completely. He thinks we're just going to his mom for lunch, so please keep all of this quiet if anyone phones the house. From Friday the 19th I'd like a villa in Clifton for two nights, somewhere with a view for sundowners; our friends from Joburg will join us, so it must sleep 8. Saturday morning I want to surprise him with a yacht from the V&A Waterfront at 11am for the 8 of us, with bubbly on board. Then on Saturday evening, a private chef at the villa for 8 at 7:30pm. He loves lamb, and please no mushrooms, two of the wives are allergic. On Sunday we're going to sleep late and then drive back to his mom for the real lunch, so nothing booked. And please, no cake delivery, my sister-in-law is baking one. Could you confirm everything to me on WhatsApp rather than by email, because he reads my email over my shoulder! Baie dankie.",
      asks(
        req('accommodation', 'Clifton|Cape Town', 'dom:19', null),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'dom:20', '11:00', { partySize: 8 }),
        req('private_chef', ['Clifton|Cape Town', null], 'dom:20', '19:30', { partySize: 8 }),
      ),
    ],
    [
      "Good evening. We're planning a Kruger trip for my parents' 40th wedding anniversary and would love Aurum to book it. They leave Cape Town on the 8th. Please book 2 business class flights from Cape Town to Kruger Mpumalanga International on the 8th, a morning flight, ideally around 10. From the airport they need a road transfer to the lodge, but the lodge does that for free, so skip it. The lodge: please book 3 nights at Singita in the Sabi Sand from the 8th, one suite, and tell them it's an anniversary. My dad uses a walking stick, so nothing with lots of stairs. On the last night, the 10th, I'd like a private bush dinner for the two of them at 7pm; if the lodge can't do it, let me know. Then on the 11th they fly home, the same route in reverse, so please book that flight too, at around 1pm. I'm paying for everything on my account, and they must not see the prices, they'll only complain that it's too much. My mom is also vegetarian, in case that matters for the bush dinner. Thank you!",
      asks(
        req(
          FLIGHT,
          ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
          'dom:8',
          '10:00',
        ),
        req('accommodation', ['Singita|Kruger', 'Sabi Sand|Kruger'], 'dom:8', null),
        req(
          ['other', 'event_planning', 'private_chef'],
          ['Singita|Kruger', 'Sabi Sand|Kruger', null],
          'dom:10',
          '19:00',
        ),
        req(FLIGHT, ['Kruger Mpumalanga International Airport|Mbombela', null], 'dom:11', '13:00'),
      ),
    ],
    [
      "Hi Aurum. I'm organising my son's matric farewell pre-drinks at our house in Waterkloof on Friday the 23rd and need a few things. The kids are 14 in total (7 couples) and the parents will be around too. Please book a security guard for the house from 5pm until the kids leave, because the photos always attract attention from the street. Then I need two luxury cars, something like a Range Rover and a Mercedes S-Class, with drivers, to take the couples from our house to the venue in Pretoria East at 7pm. I'd also like a photographer at the house at 5:30pm for the group photos on the lawn. We're handling the food ourselves, my sister is doing platters, so no chef please. And then on Saturday morning we want a big family breakfast, a table for 10 at Irene Dairy Farm at 9:30. Please keep it all under one invoice, my husband does the books and he gets confused otherwise. If anything is unavailable, phone me rather than booking something else. Thanks so much!",
      asks(
        req('security', 'Waterkloof|Pretoria', 'dom:23', '17:00'),
        req(['luxury_vehicle', 'personal_driver'], 'Waterkloof|Pretoria', 'dom:23', '19:00'),
        req('other', ['Waterkloof|Pretoria', null], 'dom:23', '17:30'),
        table('Irene Dairy Farm|Pretoria', 'dom:24', '09:30', 10),
      ),
    ],
    [
      "ok so voice note, sorry if this comes out weird. so this weekend is manic. friday I need a driver from my office in Rosebank at 5:30pm to take me to Lanseria, because I'm flying to Cape Town on a private charter, and the charter is already booked by my company so don't book a flight. then in Cape Town I need a car waiting at Cape Town International, I land around 7:15pm, just a driver is fine, to take me to the Mount Nelson. and then the Mount Nelson itself, I need a room for Friday and Saturday night. saturday I have a lunch for my investors, table for 6 at La Colombe in Constantia at 1pm, and they must have something for a vegan. saturday night I'm seeing my brother so nothing for saturday night. sunday morning the flight back is also company. um, yes I think that's everything. oh wait, and please let the hotel know I'll check in late, like after nine probably, and I'd like a quiet room away from the lifts if they have one. thanks hey.",
      asks(
        req('personal_driver', 'Rosebank|Johannesburg', 'fri', '17:30'),
        req(CAR, 'Cape Town International Airport|Cape Town', 'fri', '19:15'),
        req('accommodation', 'Mount Nelson|Cape Town', 'fri', null),
        table('Constantia|Cape Town', 'sat', '13:00', 6),
      ),
    ],
  ],
);
