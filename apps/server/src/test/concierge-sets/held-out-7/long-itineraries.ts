import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

/**
 * Multi messages of 900 to 1,900 characters: whole itineraries as members paste or dictate
 * them, with the context and asides a human reads past (./multi.ts holds them).
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi Aurum team, hope you're well. So my brother and his family are flying in from London and I want to spoil them a bit while they're here, it's their first time back in about six years so it has to be special. They land at Cape Town International on Thursday at 7:20 in the morning, so please have a driver waiting for them at arrivals with a proper vehicle because they have a LOT of luggage (two kids, a pram, golf bags, the works). They're staying with us in Tokai so the driver just needs to bring them there. Then on Thursday evening I'd love a table for 7 somewhere in Constantia at 7pm, nothing too formal because the kids will be jetlagged, but good food. On Saturday the plan is a day in the winelands, so could you book a wine farm tour in Stellenbosch for the adults starting at 10am, and ideally arrange a driver for that too so nobody has to worry about driving. Then Sunday we want to do a proper family thing, a chef at our house in Tokai for lunch at 1pm for 11 people, we'll have grandparents coming too. My sister-in-law doesn't eat red meat so please pass that on. Thanks so much, really appreciate it.",
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'thu', '07:20'),
        table('Constantia|Cape Town', 'thu', '19:00', 7),
        req(['other', 'travel', 'personal_driver'], 'Stellenbosch|Cape Winelands', 'sat', '10:00'),
        req('private_chef', 'Tokai|Cape Town', 'sun', '13:00', { partySize: 11 }),
      ),
    ],
    [
      "ok so voice note typing this out sorry if it's messy um I've got a big week in Joburg next week for work and I need a few things sorted first thing is next Monday I need a car to pick me up from Lanseria at 8:40 in the morning my flight from Cape Town gets in around then and take me to the office in Sandton then um on the Tuesday night I'm hosting clients so I need a table for 8 at a really good restaurant in Sandton at 7:30 something with private dining if possible and they are big meat eaters so a steakhouse is perfect then Wednesday I've got the investor event at the Sandton Convention Centre and my PA said we need close protection for the CEO from 5pm till about 11 so please book security for that and then Thursday I fly home so I'll need a driver from my hotel in Sandton to OR Tambo at 4 in the afternoon oh and the hotel itself actually can you book me a hotel in Sandton from Monday to Thursday I completely forgot about that okay thanks",
      asks(
        req(
          ['personal_driver', 'luxury_vehicle'],
          'Lanseria International Airport|Johannesburg',
          'next:mon',
          '08:40',
        ),
        table('Sandton|Johannesburg', 'next:tue', '19:30', 8),
        req('security', 'Sandton Convention Centre|Johannesburg', 'next:wed', '17:00'),
        req('personal_driver', 'Sandton|Johannesburg', 'next:thu', '16:00'),
        req('accommodation', 'Sandton|Johannesburg', 'next:mon', null),
      ),
    ],
    [
      'Good evening. I am writing to arrange our anniversary trip to the Garden Route, please could you handle the following. We would like to fly from OR Tambo to George on Friday morning at 9, business class if it is available, with one checked bag each. Then a luxury car hire, ideally a Range Rover or something similar, to collect at George Airport on arrival on Friday, as we would like to drive ourselves along the coast. We need accommodation in Plettenberg Bay from Friday for three nights, preferably somewhere on the beach with a sea view, a king bed and a bath, nothing with a shared pool. On the Saturday we would love a private boat out of Plett at 10am to see the whales and dolphins, just the two of us. And on Saturday night, a table for two at a special restaurant in Plettenberg Bay at 7:30pm, please mention that it is our 25th anniversary. My wife is gluten intolerant, so please pass that on to the restaurant. Kind regards.',
      asks(
        req('travel', 'OR Tambo International Airport|Johannesburg', 'fri', '09:00'),
        req('luxury_vehicle', 'George Airport|Garden Route', 'fri', null),
        req('accommodation', 'Plettenberg Bay|Garden Route', 'fri', null),
        req('yacht_charter', 'Plettenberg Bay|Garden Route', 'sat', '10:00', { partySize: 2 }),
        table('Plettenberg Bay|Garden Route', 'sat', '19:30', 2),
      ),
    ],
    [
      "Hey!! So it's my best friend's bachelorette in Durban and I'm the maid of honour so naturally everything is on me lol. We're 10 girls. Can you help with this: 1) we need a villa or big house in Umhlanga from the 14th, with a pool please, everyone arrives during the day. 2) On the 14th at 8pm we want a private chef at the house doing a fun dinner, maybe a sushi or Mexican vibe, there are 2 vegetarians and one girl is allergic to shellfish so no prawns pls. 3) On the 15th at 11am a boat cruise from Durban, something with music where we can have bubbles, for all 10 of us. 4) And the 15th night we want a party bus or a driver with a big vehicle to take us from Umhlanga to a club in Durban North around 9pm and bring us back later. Budget is flexible but not crazy, and please don't tell the bride anything if she messages you because she thinks we're just doing a quiet weekend at the beach and spa lol. We have our own decor so no need for an event planner for this one haha. THANK YOU",
      asks(
        req('accommodation', 'Umhlanga|Durban', 'dom:14', null, { partySize: 10 }),
        req('private_chef', 'Umhlanga|Durban', 'dom:14', '20:00', { partySize: 10 }),
        req('yacht_charter', 'Durban|Durban', 'dom:15', '11:00', { partySize: 10 }),
        req(['personal_driver', 'luxury_vehicle'], 'Umhlanga|Durban', 'dom:15', '21:00'),
      ),
    ],
    [
      "Morning. Quick brief on the family safari we discussed on the phone last week. We are 4 adults and 2 children (ages 9 and 12). Please book: a charter flight from Lanseria to the Sabi Sand next Wednesday at 11am, and on the way back a charter from Skukuza Airport to Lanseria on the Saturday at 2pm. The lodge must be in the Sabi Sand from Wednesday to Saturday, family suite or two connecting rooms, with a private vehicle for our game drives. I know the kids can't go on all the drives at some lodges so please check that. Also, while we are away, our house in Westcliff will be empty, so I'd like security to watch the property from Wednesday at 10am until we are back. Last thing, on the Tuesday before we leave, can you have a personal shopper meet my wife at Hyde Park Corner at 11 to help with safari clothes for the whole family, because we own nothing khaki. If the lodge needs passport details or any indemnity forms for the children, please send them to my e-mail and I'll fill them in tonight. Thanks.",
      asks(
        req('travel', 'Lanseria International Airport|Johannesburg', 'next:wed', '11:00'),
        req('travel', 'Skukuza Airport|Kruger', 'next:sat', '14:00'),
        req('accommodation', 'Sabi Sand|Kruger', 'next:wed', null),
        req('security', 'Westcliff|Johannesburg', 'next:wed', '10:00'),
        req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'next:tue', '11:00'),
      ),
    ],
    [
      "Hello, this is for my mother's 70th birthday weekend in the Cape Winelands, she has no idea so please keep it very quiet if anyone calls the house. Plan as follows. Friday: she lands at Cape Town International at 15:45 from Durban, please send a driver to fetch her and take her straight to Franschhoek, she will think she is just coming to visit me. Friday night is only family so no bookings needed. Saturday is the big one: I'd like an event planner to organise a birthday lunch for 35 guests on a wine farm in Franschhoek at 12:30, flowers, a small band, speeches, the works. She loves roses and the colour lilac. Please also book accommodation in Franschhoek for the out-of-town guests from Saturday, roughly 8 rooms. Sunday morning we'd like a relaxed breakfast for 10 of the close family at Babylonstoren at 9:30. And one more, on Sunday at 2pm a driver to take her back to the airport for her flight home. Thank you, this means the world.",
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '15:45'),
        req('event_planning', 'Franschhoek|Cape Winelands', 'sat', '12:30', { partySize: 35 }),
        req('accommodation', 'Franschhoek|Cape Winelands', 'sat', null),
        table('Babylonstoren|Cape Winelands', 'sun', '09:30', 10),
        req(
          'personal_driver',
          ['Franschhoek|Cape Winelands', 'Cape Town International Airport|Cape Town'],
          'sun',
          '14:00',
        ),
      ),
    ],
    [
      "right, here goes, it's the golf weekend with the okes again and I said I'd sort it through Aurum because last year was a disaster. There are 6 of us. We fly down from Joburg to Gqeberha on Friday on the 6am flight so book flights from OR Tambo please, all 6, nothing fancy. Then we need a big car or a driver with a van to collect us at the PE airport on Friday when we land and take us to St Francis Bay. Accommodation in St Francis Bay from Friday, one house with six beds is ideal, close to the golf course would be a bonus. Saturday morning the guys want to go deep sea fishing, so a boat charter from St Francis Bay at 6am on Saturday for 6. And Saturday night, dinner for 6 somewhere in Jeffreys Bay at 7:30 where they won't mind us being a bit loud. Sunday we'll sort ourselves out, probably just a late breakfast and the drive back, and the return flights are on points so don't worry about those. Please send everything to me in one go so I can forward it to the group chat. Cheers boet.",
      asks(
        req('travel', 'OR Tambo International Airport|Johannesburg', 'fri', '06:00', {
          partySize: 6,
        }),
        req(
          ['personal_driver', 'luxury_vehicle'],
          'Chief Dawid Stuurman International Airport|Gqeberha',
          'fri',
          null,
        ),
        req('accommodation', 'St Francis Bay|Gqeberha', 'fri', null),
        req('yacht_charter', 'St Francis Bay|Gqeberha', 'sat', '06:00', { partySize: 6 }),
        table('Jeffreys Bay|Gqeberha', 'sat', '19:30', 6),
      ),
    ],
  ],
);
