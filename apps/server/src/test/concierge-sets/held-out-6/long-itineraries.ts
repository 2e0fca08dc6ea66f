import { asks, req, rowsIn, table } from '../labels';

/**
 * Sixth held-out set: long itineraries (900 to 1,900 characters) for the multi kind, written as
 * members dictate them: asides, things they will sort out themselves (not requests), dietary
 * notes and family detail between three to five services. Days that follow one another are
 * written from Friday on, in next week or as days of the month, so they stay in order at every
 * clock.
 */
export const LONG_ITINERARIES = rowsIn(
  ['en'],
  [
    [
      "Hi there, hope you're well. So here's the plan for my parents' visit, sorry it's a long one. They land at Cape Town International next week Thursday at about 2pm on the flight from Joburg, so please have a driver waiting for them at arrivals with a board that says Mr and Mrs Pillay, they're both in their seventies so someone patient please. Then they need somewhere to stay, I was thinking a nice guesthouse or small hotel in Camps Bay from that Thursday for four nights, sea view if possible because my mom has been going on about it for years. On the Friday I'd like to surprise them with a private chef at my flat in Green Point, there'll be 6 of us, 7pm, and please note my dad is diabetic so go easy on the desserts and my mom doesn't eat beef. Saturday they want to walk around Kirstenbosch in the morning, we'll do that ourselves, and then, this is the big one, a boat trip around the bay from the V&A Waterfront at 4pm for the six of us, nothing too rough because my dad gets seasick. And lastly on the Sunday lunch for 6 at a wine farm in Constantia, around 1pm, somewhere with a garden. Thanks so much, shout if anything is unclear!",
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'next:thu', '14:00'),
        req('accommodation', 'Camps Bay|Cape Town', 'next:thu', null),
        req('private_chef', 'Green Point|Cape Town', 'next:fri', '19:00', { partySize: 6 }),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'next:sat', '16:00', { partySize: 6 }),
        table('Constantia|Cape Town', 'next:sun', '13:00', 6),
      ),
    ],
    [
      "Morning! Voice note transcribed so excuse the grammar. I've got investors flying in from London for the deal signing so I need a few things sorted please. First they land at OR Tambo on the 17th at 6:40 in the morning, BA flight, three of them, and I need a proper luxury vehicle, like a Range Rover or a V-Class, with a driver to collect them and take them to the hotel in Sandton. Then they'll need accommodation, three rooms at the Saxon from the 17th for two nights, I'll pay, not the company, so put it on my account. On the evening of the 17th we're doing dinner, a table for 7 at a steakhouse in Sandton at 7:30pm, somewhere private where we can talk without being overheard, a private room would be perfect. And on the 18th the signing is at the Sandton Convention Centre at 10am and given who these guys are I'd like two close protection officers with them from the hotel to the venue and back. That's everything for now, I'll send the flight numbers later. Cheers",
      asks(
        req(['luxury_vehicle', 'personal_driver'], 'OR Tambo|Johannesburg', 'dom:17', '06:40'),
        req('accommodation', 'The Saxon|Johannesburg', 'dom:17', null),
        table('Sandton|Johannesburg', 'dom:17', '19:30', 7),
        req(
          'security',
          ['Sandton Convention Centre|Johannesburg', 'The Saxon|Johannesburg'],
          'dom:18',
          '10:00',
        ),
      ),
    ],
    [
      "Hey concierge, so we're finally doing the family holiday in KZN in December and I want to lock everything in before it all books out. We're 2 adults and 3 kids. Flights first: Joburg to King Shaka on the 14th of December, a morning flight please, and please no Lanseria, it's too far from us. Then a house in Ballito or Zimbali from the 14th to the 21st, minimum 4 bedrooms and a pool, walking distance to the beach if possible, the kids are 4, 9 and 12 so nothing with a steep drop or open balconies please. For getting around we'll need a big car for the week, a Range Rover or a Discovery, collected at King Shaka when we land. And on the 18th my husband turns 45 so I'd love a private chef at the house that night at 7 for the five of us plus my sister and her husband who are driving down, so 7 people, he loves seafood, prawns especially. I think that's it for now, the kids want to go to uShaka one day but we'll sort that out ourselves. Thank you!!",
      asks(
        req('travel', 'Johannesburg|Johannesburg', 'md:12-14', '09:00', { partySize: 5 }),
        req('accommodation', ['Ballito|Durban', 'Zimbali|Durban'], 'md:12-14', null),
        req('luxury_vehicle', 'King Shaka|Durban', 'md:12-14', null),
        req('private_chef', ['Ballito|Durban', 'Zimbali|Durban'], 'md:12-18', '19:00', {
          partySize: 7,
        }),
      ),
    ],
    [
      "ok so listen, me and my boyfriend are doing the Garden Route for our anniversary and I want you to handle all of it because honestly I don't have the energy. we fly from Cape Town to George on the 5th, early, like 7am if there is one. at George airport we want to pick up a nice car, something sporty, a convertible would be a dream, for the whole week. first two nights we're staying with friends in Wilderness so don't worry about that, then from the 7th three nights in Plett at a lodge or boutique hotel with a spa. on the 8th we want to go out on a boat in Plett to see the dolphins and whales, just the two of us, morning is best because the sea is calmer apparently. and on our actual anniversary which is the 9th can you book us a table for two somewhere special in Knysna for 7:30pm, maybe on the water near the Heads, and let them know it's our anniversary so they can do something small. that's all!! thank u thank u",
      asks(
        req('travel', 'Cape Town|Cape Town', 'dom:5', '07:00', { partySize: 2 }),
        req(
          'luxury_vehicle',
          ['George Airport|Garden Route', 'George|Garden Route'],
          'dom:5',
          null,
        ),
        req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:7', null),
        req('yacht_charter', 'Plettenberg Bay|Garden Route', 'dom:8', '09:00', { partySize: 2 }),
        table('Knysna|Garden Route', 'dom:9', '19:30', 2),
      ),
    ],
    [
      "Good evening. I hope I'm not bothering you this late. My daughter is getting married on Saturday the 27th and the planner we had has let us down badly, so I'm in a bit of a panic. Please could you find us a new event planner who can take over the wedding at the venue in Irene, the ceremony is at 3pm and there are 120 guests, most of the suppliers are already booked so it's really about coordination on the day. We also need security for the reception, at least four guards at the gate and parking from 2pm until midnight, because last year there was an incident at my nephew's wedding. The bride would like a vintage car, a white Rolls-Royce or something like that, to take her from our house in Waterkloof to the venue at 2:15pm. And then for the out-of-town family we need accommodation, about eight rooms at a guesthouse in Centurion from the Friday, the 26th, for two nights. Sorry for the long message, I'm just trying to get everything down while I remember. Thank you so much in advance, you are a lifesaver.",
      asks(
        req('event_planning', 'Irene|Pretoria', 'dom:27', '15:00'),
        req('security', 'Irene|Pretoria', 'dom:27', '14:00'),
        req('luxury_vehicle', 'Waterkloof|Pretoria', 'dom:27', '14:15'),
        req('accommodation', 'Centurion|Pretoria', 'dom:26', null),
      ),
    ],
    [
      "Hi team, I'm organising our regional leadership offsite and the boss said to use the concierge, so here goes. There are 14 of us coming in from Durban and Joburg. We need accommodation at a wine estate in Franschhoek from Wednesday next week for three nights, single rooms for everybody, with a conference room we can use during the day. Transport: a luxury shuttle or two Range Rovers with drivers to collect everyone from Cape Town International on that Wednesday at 11am and bring them out to Franschhoek. On the Thursday evening, I'd like a private chef to do a team dinner for 14 at the estate at 7pm, something local, bobotie or a Cape Malay menu would be lovely, and there are 2 vegetarians and one person who can't have nuts. Friday afternoon we want to do a team-building activity, maybe the Franschhoek Wine Tram for the whole group at 2pm. Please send me quotes before you confirm anything, budget is tight this year. Many thanks!",
      asks(
        req('accommodation', 'Franschhoek|Cape Winelands', 'next:wed', null, { partySize: 14 }),
        req(
          ['personal_driver', 'luxury_vehicle'],
          'Cape Town International Airport|Cape Town',
          'next:wed',
          '11:00',
        ),
        req('private_chef', 'Franschhoek|Cape Winelands', 'next:thu', '19:00', { partySize: 14 }),
        req(
          ['other', 'event_planning'],
          ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'],
          'next:fri',
          '14:00',
        ),
      ),
    ],
    [
      "Howzit! Right, so my brother is visiting from the UK for the first time in 10 years and I want to show him a proper South African time. Can you sort the following please. Firstly flights for the two of us from Cape Town to Kruger Mpumalanga International on the 12th, around 11am is best, we'll both have only hand luggage. Then 3 nights at a lodge in the Sabi Sand from the 12th, we're happy to share a room, all game drives included obviously, he has never seen a leopard so fingers crossed. After the bush we want to do the Panorama Route, so a car with a driver waiting at the lodge on the 15th, something comfy, doesn't have to be flashy, but the driver must know the area, to take us to God's Window and Graskop and then drop us in Hazyview. And one night in Hazyview on the 15th at a nice guesthouse. Oh and he wants a proper braai one evening but we'll sort that out ourselves haha. Thanks bru, you guys are legends.",
      asks(
        req('travel', 'Cape Town|Cape Town', 'dom:12', '11:00', { partySize: 2 }),
        req('accommodation', 'Sabi Sand|Kruger', 'dom:12', null),
        req(['personal_driver', 'luxury_vehicle'], 'Sabi Sand|Kruger', 'dom:15', null),
        req('accommodation', 'Hazyview|Mbombela', 'dom:15', null),
      ),
    ],
  ],
);
