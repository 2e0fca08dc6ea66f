import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const BUSH_DINNER: ServiceType[] = ['event_planning', 'other', 'private_chef'];
const TEAM_BUILDING: ServiceType[] = ['other', 'event_planning'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const LA_RESIDENCE = ['La Residence|Cape Winelands', 'Franschhoek|Cape Winelands'];
const DURBAN_BEACH = ['Durban Beachfront|Durban', 'Durban|Durban', 'Golden Mile|Durban'];

/**
 * Twentieth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a father's 60th in the Midlands, a managing director's visit from Frankfurt, a
 * family Christmas in Plett, a boys' golf weekend at Sun City, a daughter's wedding at Boschendal,
 * a mother's knee operation in Parktown, a proposal in the Sabi Sand, a conference team at the
 * Durban ICC, a Cape Town art fair with a client from Lagos, and a Wild Coast birthday; with
 * flights, guesthouses, hotels, a cake, venues and flowers already arranged by someone else (not
 * requests), places that are only where people live, come from or fly home to, a
 * self-correction ("no, that's Cape Town. Let me re-do"), a request that may be skipped ("if
 * that's too hard, skip it") and one dropped ("actually scrap the boat"), dietary notes and
 * wheelchairs, "next week" with weekdays under it, December dates, and days of the month that
 * stay within one month at every clock.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi there, long message, sorry. It's my father's 60th soon but we're celebrating early because my brother flies back to Perth at the end of the month. The plan is a weekend in the Midlands. My sister has already booked the guesthouse in Nottingham Road for all of us, so don't worry about accommodation, and my aunt is doing the cake (she insists). What I need from you: on Friday, a driver to collect my parents at King Shaka at 2pm and take them up to Nottingham Road. They're flying in from Cape Town and Dad doesn't like driving long distances any more. Then on Saturday, a private chef at the guesthouse for 14 people at 7pm. Dad loves a good curry so maybe a Durban-style menu, and please note one of my nieces is allergic to shellfish. On Sunday morning we'd love a hot air balloon flight for my parents only, I think they take off at about 6am from somewhere near Howick. If that's too hard, skip it. Lastly, a driver on Sunday at 3pm to take my parents from Nottingham Road back to King Shaka for their flight home. Thanks so much, you're a lifesaver.",
      asks(
        req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '14:00'),
        req('private_chef', 'Nottingham Road|Pietermaritzburg', 'sat', '19:00', {
          partySize: 14,
        }),
        req('other', 'Howick|Pietermaritzburg', 'sun', '06:00'),
        req('personal_driver', 'Nottingham Road|Pietermaritzburg', 'sun', '15:00'),
      ),
    ],
    [
      "Morning team. Our MD is coming in from Frankfurt next week and I've been asked to sort out his programme, so bear with me. He lands at OR Tambo on Tuesday at 06:40 on the overnight Lufthansa flight. The company travel desk has already done his flights and his hotel (the Saxon, all paid), so please don't touch those. What I need: a driver with a proper executive car to meet him at OR Tambo on Tuesday at 06:40 and take him to the Saxon. On Wednesday he has meetings at the Union Buildings in Pretoria from 10, so a driver from the Saxon at 8:15 that morning. He's had some security concerns after an incident in Lagos last year, so the board wants close protection for him on Wednesday as well, from 8am at the hotel until he's back there. Wednesday evening we're hosting him for dinner, 9 people, at a restaurant in Illovo at 7:30pm. Please find somewhere with a private room, and note he doesn't eat red meat. Thursday he flies home in the evening but the travel desk has that covered too. Please confirm each item to me separately, I'm his EA. Many thanks, Priya",
      asks(
        req(CAR, 'OR Tambo International Airport|Johannesburg', 'next:tue', '06:40'),
        req('personal_driver', SAXON, 'next:wed', '08:15'),
        req('security', SAXON, 'next:wed', '08:00'),
        table('Illovo|Johannesburg', 'next:wed', '19:30', 9),
      ),
    ],
    [
      "Hi! We're coming down to Plett for the festive season and I'd like to get organised early because everything books out. We're driving down from Joburg ourselves, so no flights needed. My mother-in-law has her own place in Keurboomstrand, which is where she'll stay, but the rest of us (2 adults, 3 teenagers) need somewhere: please find a house in Plettenberg Bay from 19 December for 10 nights, ideally with a pool and within walking distance of a beach. On Christmas Eve I'd like a private chef to cook for the whole family at the house, we'll be 11 with the in-laws and cousins, say 7pm, traditional gammon and turkey please. The teens have been begging for a boat trip to see dolphins, so a boat from Plett on 27 December in the morning, for 5 of us. Granny gets seasick so she's out. And on New Year's Eve my husband and I want a table for 2 at a restaurant in Plett at 8pm while the kids go to a party with their friends. That's everything for now, I'll come back to you if there's more. Thank you!",
      asks(
        req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-19', null),
        req('private_chef', ['Plettenberg Bay|Garden Route', null], 'md:12-24', '19:00', {
          partySize: 11,
        }),
        req(BOAT, 'Plettenberg Bay|Garden Route', 'md:12-27', '09:00', { partySize: 5 }),
        table('Plettenberg Bay|Garden Route', 'md:12-31', '20:00', 2),
      ),
    ],
    [
      "Howzit. I'm organising a boys' golf weekend for my brother-in-law's 50th and my wife says I must use the concierge instead of doing it all on WhatsApp, so here goes. There are 8 of us, coming from all over (two from Durban, the rest from Joburg and Pretoria), and we'll meet in Sandton. Friday: we need a luxury minibus with a driver to collect us at Sandton City at 1pm and take us to Sun City. Accommodation: one of the guys has already booked rooms at the Cascades with his points, so nothing needed there. Saturday: tee times for 8 on the Gary Player course, as early as they'll give us, 7am would be perfect. Saturday night: a table for 8 at a restaurant at Sun City, 8pm, somewhere with a decent steak and a big screen because the Bulls are playing. Sunday: nothing, we'll be recovering 😂 but a minibus back to Sandton at 2pm please, same as Friday. Budget isn't a big issue but nothing too flashy, it's a bunch of engineers.",
      asks(
        req(BUS, ['Sandton City|Johannesburg', 'Sandton|Johannesburg'], 'fri', '13:00'),
        req(
          'other',
          ['Gary Player Country Club|Pilanesberg', 'Sun City|Pilanesberg'],
          'sat',
          '07:00',
        ),
        table('Sun City|Pilanesberg', 'sat', '20:00', 8),
        req(BUS, ['Sun City|Pilanesberg', 'Sandton|Johannesburg'], 'sun', '14:00'),
      ),
    ],
    [
      "Dear Aurum, my daughter is getting married at Boschendal on the 20th and I am trying to take a few things off her plate. The wedding planner has the venue, the flowers, the music and the catering completely under control, so this is only about family logistics. My husband and I arrive at Cape Town International on the 18th at 10:15 from Durban; please arrange a driver to take us to Franschhoek, we are staying at La Residence (already booked). On the 19th, the evening before the wedding, we would like to host a family dinner for 16 at a restaurant in Franschhoek at 7pm. Some of the family are vegetarian and my brother is diabetic, please ask the restaurant to accommodate them. On the wedding day my husband's elderly parents need transport from La Residence to Boschendal at 2:30pm, something comfortable and easy to climb into. Then on the 21st, the morning after, a driver from Franschhoek back to Cape Town International at 11am. Thank you, I know it's a lot.",
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'dom:18', '10:15'),
        table('Franschhoek|Cape Winelands', 'dom:19', '19:00', 16),
        req(CAR, LA_RESIDENCE, 'dom:20', '14:30'),
        req('personal_driver', 'Franschhoek|Cape Winelands', 'dom:21', '11:00'),
      ),
    ],
    [
      "Hi, this one is a bit different. My mom is 78, lives in Polokwane and is having a knee replacement at a hospital in Parktown on the 23rd. I can't be there until the 24th because of work in Cape Town, which is why I'm asking you. First, could you arrange a driver to fetch her from her house in Bendor on the 22nd at 10am and drive her to Johannesburg? She doesn't fly. She'll need somewhere to stay the night before the operation, so a hotel in Parktown close to the hospital from the 22nd, and then the hospital keeps her for 4 or 5 days (the medical aid sorted that). Second, after she's discharged she'll recover at my sister's flat in Killarney and she'll need proper meals, so could you get a private chef to come in and cook from the 27th? Soft foods, low salt, and she's lactose intolerant. My sister works, so someone has to be there. Third, my own flight from Cape Town to Joburg on the 24th in the morning, please book it, any airline is fine. Thank you so much for helping, I'm trying to hold it all together.",
      asks(
        req('personal_driver', 'Bendor|Polokwane', 'dom:22', '10:00'),
        req('accommodation', 'Parktown|Johannesburg', 'dom:22', null),
        req('private_chef', 'Killarney|Johannesburg', 'dom:27', null),
        req(FLIGHT, CAPE_TOWN, 'dom:24', '09:00'),
      ),
    ],
    [
      "OK so I need your help and total discretion, because my partner sometimes reads my messages over my shoulder 🙈. I'm planning to propose on our trip to the Kruger. We fly from Cape Town to the Kruger Mpumalanga airport on the 16th (I've already bought the flights, so it's only the ground stuff). Please book a transfer from KMIA on the 16th at 1pm to the lodge, and a lodge in the Sabi Sand for 3 nights from the 16th, something romantic with an outdoor shower. On the 17th I'd like a private bush dinner set up for the two of us at sunset, which is when I'll pop the question. Could you also get a photographer to hide nearby and capture it? Same time obviously. My partner is vegetarian and hates surprises in general, which is ironic. The ring is sorted, the speech is sorted, the nerves are not. On the 19th we go back to Cape Town, and the lodge usually does the airport transfer, so no need for that one.",
      asks(
        req(CAR, 'Kruger Mpumalanga International Airport|Mbombela', 'dom:16', '13:00'),
        req('accommodation', 'Sabi Sand|Kruger', 'dom:16', null),
        req(BUSH_DINNER, ['Sabi Sand|Kruger', null], 'dom:17', '18:00'),
        req('other', ['Sabi Sand|Kruger', null], 'dom:17', '18:00'),
      ),
    ],
    [
      "Good afternoon. We have a team of 12 attending the mining indaba... no, that's Cape Town. Let me re-do. We have a team of 12 coming to a conference at the Durban ICC from the 25th to the 27th. Our travel desk handles the flights. From your side: (1) a 15-seater with a driver to meet the team at King Shaka on the 25th at 8:30am and take them to the hotel, (2) the hotel itself, 12 rooms, we'd prefer something on the Durban beachfront, from the 25th for two nights, (3) a team dinner for 12 at a restaurant in Umhlanga on the 26th at 7pm, it's our CEO's treat, and (4) someone to arrange a short team-building activity, maybe surfing lessons on the beachfront on the 27th at 6am before the last session. Please also note two colleagues use wheelchairs, so the vehicle and the hotel need to be accessible, and the hotel should have a decent gym because our CEO is a fitness fanatic. Invoice to the company, a purchase order will follow.",
      asks(
        req(BUS, 'King Shaka International Airport|Durban', 'dom:25', '08:30'),
        req('accommodation', DURBAN_BEACH, 'dom:25', null),
        table('Umhlanga|Durban', 'dom:26', '19:00', 12),
        req(TEAM_BUILDING, [...DURBAN_BEACH, null], 'dom:27', '06:00'),
      ),
    ],
    [
      "Hello, hope you're well. A client of ours, Mrs Adeyemi, is flying in from Lagos for the art fair in Cape Town and I'd like her trip to be flawless, she's our biggest collector. Her gallery in Lagos is handling her flights, and the fair tickets are already in her name. She arrives at Cape Town International on Thursday at 4:50pm: please have a chauffeur in a Mercedes S-Class waiting. She's staying at Ellerman House, which she booked herself. On Friday evening I want to take her and her husband to dinner, so a table for 4 at a restaurant in Bantry Bay or Sea Point at 7:30pm, Sea Point is fine if Bantry Bay is full. On Saturday she wants to see the penguins, so a driver from Ellerman House to Boulders Beach at 9am. I'd thought of a yacht on Saturday afternoon too... actually scrap the boat, she gets seasick. Finally, she's carrying some valuable pieces home, so a security escort from Ellerman House to the airport on Sunday at 2pm. Thank you.",
      asks(
        req(CAR, 'Cape Town International Airport|Cape Town', 'thu', '16:50'),
        {
          ...table(null, 'fri', '19:30', 4),
          place: ['Bantry Bay|Cape Town', 'Sea Point|Cape Town'],
        },
        req(
          'personal_driver',
          ['Ellerman House|Cape Town', 'Bantry Bay|Cape Town'],
          'sat',
          '09:00',
        ),
        req('security', ['Ellerman House|Cape Town', 'Bantry Bay|Cape Town'], 'sun', '14:00'),
      ),
    ],
    [
      "Molo! My wife turns 45 and she's always wanted to see the Wild Coast properly, so I'm planning a surprise. We'll fly from Joburg to East London ourselves on Friday, I have the points. From King Phalo airport we'll need a 4x4 with a driver on Friday at 11am to take us to Coffee Bay, the roads are terrible so a proper vehicle please. For the nights, a lodge or a good guesthouse in Coffee Bay from Friday for three nights, sea view if possible and somewhere quiet, no backpacker party places please, we're too old for that now. On Saturday her sister is driving over from Mthatha to join us, so please organise a private chef to cook a birthday dinner for 3 at the lodge at 7pm: seafood, she loves crayfish. And on Sunday a guided hike to Hole in the Wall at 9am for the three of us. My wife doesn't know any of this, she thinks we're going to a work thing in East London, so please only message me and never call the house. Her sister is in on it. Ndiyabulela!",
      asks(
        req(CAR, 'King Phalo Airport|East London', 'fri', '11:00'),
        req('accommodation', 'Coffee Bay|Wild Coast', 'fri', null),
        req('private_chef', ['Coffee Bay|Wild Coast', null], 'sat', '19:00', { partySize: 3 }),
        req('other', ['Coffee Bay|Wild Coast', null], 'sun', '09:00'),
      ),
    ],
  ],
);
