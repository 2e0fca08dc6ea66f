import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];

/**
 * Fourteenth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a daughter's wedding, a December family holiday, visiting shareholders, a
 * surprise 60th in the bush, twins' birthday, friends from London, a charity gala and a silver
 * anniversary; with flight numbers, ages, allergies, things already arranged or not to book, a
 * request dropped ("scratch the vintage car") and a time corrected at the end.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi team, hope you're all well. My daughter Lerato is getting married at Vergelegen on Saturday 12 December and I'm trying to take a few things off her plate, so bear with me, this is a long one. Firstly, the wedding planner she had lined up has fallen through (long story, they double-booked), so we need an event planner for the day itself: ceremony at 3pm, reception straight after, roughly 140 guests. Secondly, her fiancé's family is flying in from Nairobi. They land at Cape Town International on Thursday 10 December at 16:25 on KQ 462, nine of them with lots of luggage, so a driver with a proper van please. We've already sorted accommodation for them through a friend in Somerset West, so please DON'T book anything there. Thirdly, for the night before the wedding, Friday the 11th, I'd like a private chef at our home in Somerset West to do a relaxed family dinner for 16 at 7pm. No pork, and two of the little ones have nut allergies. Oh and last thing: the bride wants a vintage car to take her from the house to Vergelegen on the day at 2:15pm. Actually scratch the vintage car, my brother is lending her his old Jaguar. So just the first three. Thank you so much, you're lifesavers!",
      asks(
        req('event_planning', 'Vergelegen|Cape Town', 'md:12-12', '15:00'),
        req(CAR, 'Cape Town International Airport|Cape Town', 'md:12-10', '16:25'),
        req('private_chef', 'Somerset West|Cape Town', 'md:12-11', '19:00', { partySize: 16 }),
      ),
    ],
    [
      "Morning! Planning our December family holiday and I'd love Aurum to take most of it off my hands. We are 2 adults, 3 kids (14, 11 and 6) and my mother-in-law, so six in total. We'll fly down from Joburg to George on the 16th of December; please book the flights, we're flexible on airline but would prefer not to go via Cape Town, my youngest gets airsick. When we land in George we need a big car waiting at the airport, a 7-seater, we'll drive ourselves. For the stay itself we'd love a house in Plett, ideally on the beach near Keurbooms or Robberg, from the 16th until the 30th, with a pool because my youngest won't go in the sea. Then one special thing: Christmas Eve dinner. Could you find us a table for six somewhere lovely in Plett at 7pm? My husband insists on seafood and the kids insist on chips, so somewhere that does both. We do NOT need a chef, we'll braai most nights, and no activities yet, I'll come back to you on those once we've settled in. Just so you know, my mother-in-law uses a walker, so nothing with lots of stairs please. Thank you!",
      asks(
        req('travel', ['Johannesburg|Johannesburg', 'George|Garden Route'], 'md:12-16', null),
        req(
          'luxury_vehicle',
          ['George Airport|Garden Route', 'George|Garden Route'],
          'md:12-16',
          null,
        ),
        req(
          'accommodation',
          [
            'Plettenberg Bay|Garden Route',
            'Keurboomstrand|Garden Route',
            'Robberg Nature Reserve|Garden Route',
          ],
          'md:12-16',
          null,
        ),
        table('Plettenberg Bay|Garden Route', 'md:12-24', '19:00', 6),
      ),
    ],
    [
      "Good afternoon. Our German shareholders are visiting next week and I need a few things arranged; my PA is on leave so I'm doing this myself, apologies if it's a bit disorganised.\n1) They arrive at OR Tambo next Monday at 06:45 on the Lufthansa from Frankfurt, two executives. Please have a driver meet them and take them to their hotel in Sandton.\n2) They stay until Thursday; the hotel is booked by their own office, so no accommodation needed.\n3) On Tuesday evening I'd like to host them and our exco for dinner, 9 people in total, somewhere with a private room in Sandton at 7:30.\n4) On Wednesday they want to see Soweto and the Apartheid Museum. Can you arrange a driver-guide for the day from 9?\n5) They've asked for close protection for the whole visit; one of them had a bad experience in Lagos last year. Start it on Monday at 06:45 when they land and we can extend it day by day.\nLastly, on Thursday they fly out of Lanseria on their own jet at 14:00, nothing to book there, but a driver from Sandton to Lanseria at 12:15 would be great.\nMany thanks, Pieter",
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'next:mon', '06:45'),
        table('Sandton|Johannesburg', 'next:tue', '19:30', 9),
        req(
          ['personal_driver', 'other'],
          ['Soweto|Johannesburg', 'Apartheid Museum|Johannesburg', null],
          'next:wed',
          '09:00',
        ),
        req('security', ['OR Tambo International Airport|Johannesburg', null], 'next:mon', '06:45'),
        req('personal_driver', 'Sandton|Johannesburg', 'next:thu', '12:15'),
      ),
    ],
    [
      "Hello Aurum, my husband turns 60 on the 3rd of June and I'm planning a surprise. He has no idea, so please never contact him directly, only me. The plan: a lodge in the Sabi Sand for three nights from the 2nd of June, just the two of us, something really special with a private plunge pool (Singita or Londolozi if there's space, but I'll trust your judgement). To get there we'd need a charter flight from Lanseria to Skukuza on the 2nd, ideally leaving around 10am; we'll travel with soft bags only. On his birthday itself I'd love a private bush dinner for the two of us at 7pm. The lodge may do this themselves, so check with them first, but I want it arranged and I want it perfect. We do not need a car or a driver in Joburg, our son will take us to Lanseria. He's a keen birder so if the ranger knows his birds that's a bonus, and his knee is bad so no walking safaris please. I'm happy to pay extra for anything that makes it unforgettable. Thank you!",
      asks(
        req(
          'accommodation',
          ['Sabi Sand|Kruger', 'Singita|Kruger', 'Londolozi|Kruger'],
          'md:06-02',
          null,
          { partySize: 2 },
        ),
        req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'md:06-02', '10:00'),
        req(['other', 'event_planning'], ['Sabi Sand|Kruger', null], 'md:06-03', '19:00'),
      ),
    ],
    [
      "Hi hi. Okay so it's my twins' 8th birthday on Saturday and I've left everything to the last minute as usual. We live in Durban North. I need someone to plan and run the party at our house, about 25 kids, 2pm till 5pm, a jungle theme if possible (they're obsessed with The Jungle Book right now). My mom is flying in from Joburg for it on Friday; she lands at King Shaka at 17:50 and she doesn't drive anymore, so please have a driver collect her and bring her to us. Then on Sunday, to say thank you to my sister who's been helping me non-stop, I'd like lunch for 6 at the Oyster Box at 1pm. And could you get a personal shopper to pick up two matching bikes for the twins from a shop at Gateway before the party, Saturday at 9am would work. Ooh wait, my husband says he already bought the bikes last week and hid them in the garage, so forget the shopping part completely. Oh and the Oyster Box lunch should be 12:30, not 1, my sister has to leave early for her flight. Thank you thank you!",
      asks(
        req('event_planning', 'Durban North|Durban', 'sat', '14:00'),
        req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '17:50'),
        table('Oyster Box|Durban', 'sun', '12:30', 6),
      ),
    ],
    [
      "Right, here goes. We have friends from London coming out for the weekend of the 14th of November and I want to spoil them rotten. Saturday 14 November: a yacht from the V&A Waterfront for the eight of us at 11am, around to Clifton and back, with lunch on board if they do that. Bubbles please, but not too much, one of them is pregnant. That evening we'd like a private chef at our house in Bantry Bay, dinner for 8 at 7:30pm. We were thinking a Cape Malay menu, something they can't get at home. Sunday 15 November: a driver with a minibus to take all of us out to the winelands from Bantry Bay at 10, for the whole day, and a lunch table for 8 at Delaire Graff at 1pm. I've already booked the tasting at Tokara myself, so leave that one. They leave on the Monday and their hotel sorts the airport run, nothing needed. Hmm, on second thoughts, for the yacht on Saturday let's make it 12 instead of 11, we'll never all be ready by 11.",
      asks(
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'md:11-14', '12:00', { partySize: 8 }),
        req('private_chef', 'Bantry Bay|Cape Town', 'md:11-14', '19:30', { partySize: 8 }),
        req(CAR, 'Bantry Bay|Cape Town', 'md:11-15', '10:00'),
        table('Delaire Graff|Cape Winelands', 'md:11-15', '13:00', 8),
      ),
    ],
    [
      "Good day. I chair the board of a children's charity and we are holding our annual fundraising gala on Friday 4 September at the Sandton Convention Centre. The venue and the catering are handled by the centre, but we need help with the rest. First, event planning: someone to coordinate the programme, the auction, the band and the seating for about 300 guests, with doors opening at 6pm. Second, security. We will have a few high-profile guests, including a deputy minister and two well-known sportsmen, and the auction items include jewellery, so we need a professional security team at the venue from 4pm until midnight. Third, our keynote speaker is flying in from Cape Town that afternoon and lands at OR Tambo at 3:10pm. Please arrange a chauffeur to bring her to the centre, and to wait and take her to her hotel in Rosebank afterwards. We have a modest budget as it is a charity, but we would rather get it right than cheap. And please do not arrange photographers: one of our board members is a professional photographer and is doing it pro bono.",
      asks(
        req('event_planning', 'Sandton Convention Centre|Johannesburg', 'md:09-04', '18:00'),
        req('security', 'Sandton Convention Centre|Johannesburg', 'md:09-04', '16:00'),
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'md:09-04', '15:10'),
      ),
    ],
    [
      "My wife and I celebrate our silver anniversary on the 21st and I've been saving up for this for a while. Twenty-five years ago we honeymooned in Franschhoek in a tiny guesthouse with a leaking roof, and she still talks about it, so I want to take her back and do it properly this time. Could you find us a beautiful villa or boutique hotel in Franschhoek for two nights from the 20th? Somewhere with a view of the mountains, a bath big enough for two, and ideally within walking distance of the main road, because she loves browsing the galleries. On the 21st itself I'd like to surprise her with a helicopter flip over the valley and the Franschhoek Pass at 4pm, and then dinner for the two of us at La Residence at 7:30. She is allergic to shellfish (properly, we carry an EpiPen) so please make sure the restaurant knows. We'll drive ourselves from Durbanville, so no transport needed. I know it's short notice; if La Residence is full, anywhere in Franschhoek with a fireplace is fine.",
      asks(
        req('accommodation', 'Franschhoek|Cape Winelands', 'dom:20', null),
        req(
          FLIGHT,
          [
            'Franschhoek|Cape Winelands',
            'Franschhoek Pass|Cape Winelands',
            'Franschhoek Valley|Cape Winelands',
            null,
          ],
          'dom:21',
          '16:00',
        ),
        req(
          'other',
          ['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands'],
          'dom:21',
          '19:30',
          { partySize: 2, dining: true },
        ),
      ),
    ],
  ],
);
