import { asks, req, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Third held-out set, several requests in one message (two to five), in the order asked: short
 * lists, "the same night" and "that day" carried from one request to the next, and long
 * itineraries with chatter between the requests. Sequences of days stay within Friday to Sunday
 * (or use dates) so every label holds at every clock. Written without reading the engine or the
 * first two sets' rows.
 */
const ANNIVERSARY_WEEKEND =
  "Hi team, my husband and I are celebrating our 25th anniversary and we're flying into Cape Town with our two sons and their partners, so six of us in total. I'd love your help to make the weekend special. " +
  'First, we land at Cape Town International this Friday at about 2pm, so please have a driver waiting at arrivals with a big enough car for six people and lots of luggage (we travel heavy!) to take us to our villa in Bakoven. ' +
  "On Friday night we'd like a table for 6 at a seafood place in Camps Bay at 8pm, nothing too formal. " +
  'On Saturday we want to do the winelands: a full-day wine tour in Franschhoek starting at 10am, with someone sober doing the driving please. ' +
  "Saturday evening we'd love a private chef to cook at the villa in Bakoven, a proper Cape Malay feast for the six of us; one of the boys is allergic to nuts. " +
  'And on Sunday a yacht charter from the V&A Waterfront at 4pm for all 6 of us, with bubbly for the sunset. Please send me everything to approve one by one. Thanks so much!';

const BUSINESS_WEEKEND =
  'Morning! Busy weekend ahead so let me give you everything at once. On Friday I fly from Cape Town to Joburg, please book me on a flight that gets in before lunch. ' +
  "When I land at OR Tambo I'll need a driver at 11:30am to take me to Sandton for meetings; the same driver on standby for the afternoon would be great. " +
  "Friday night I'm hosting four clients, so a table for 5 at a good steakhouse in Sandton at 7pm, somewhere quiet enough to talk business. " +
  'Saturday morning I need a personal shopper at Sandton City at 10am, I forgot half my suits at home and need two new ones altered by the evening. ' +
  "Then on Saturday my wife joins me and it's her birthday, so please book a suite at the Saxon from Saturday for two nights with flowers and champagne in the room. " +
  "Let me confirm each one separately, and please don't share my wife's details with anyone except the hotel. Thanks!";

const DURBAN_HOLIDAY =
  "Howzit! Ok so the fam is coming down to Durbs for the school hols and I need a few things sorted, sorry it's a long one lol. " +
  'We drive down from Joburg on Saturday and should hit Umhlanga around 3pm, so pls book us a holiday flat or house in Umhlanga from Saturday for 6 of us (2 adults, 4 kids, the youngest is 3 so no pool without a fence pls). ' +
  'Then on Sunday the kids want to go to uShaka, can u get us tickets for Sunday at 10am. ' +
  "Sunday night my in-laws are joining so we'll need a table for 8 at a restaurant in Umhlanga at 6:30pm, somewhere kid-friendly with decent curry. " +
  "Also my wife really wants a spa morning at the Oyster Box on Sunday at 9am while I'm at uShaka with the kids. " +
  "And if you can, a fishing charter from Durban harbour for me and my brother-in-law on Saturday at 6am... no wait we're only arriving Saturday, make the fishing charter Sunday at 5am haha. Shot!";

const MIDLANDS_BIRTHDAY =
  "Good afternoon Aurum. I'm organising my husband's 50th birthday weekend in the KZN Midlands and I would appreciate it if you could take care of the following for me. " +
  'Firstly, we will need accommodation for 12 guests at a country estate near Nottingham Road from Friday, ideally all in one place with a fireplace in every room, it gets cold at night. ' +
  "Secondly, on Saturday evening I'd like an event planner to organise a surprise dinner party at the estate for about 30 people, including decor in navy and gold, a band or a DJ, and a cake. " +
  "Thirdly, we need a private chef for that dinner at the estate on Saturday at 7pm, three courses, one guest is vegan and two are pescatarian; please do not share anyone's medical information, only the food needs. " +
  'Fourthly, a luxury minibus with a driver to collect the Joburg guests from Sandton on Friday at 9am and bring them down to Nottingham Road. ' +
  "And lastly, if possible, a hot air balloon flight over the Midlands on Sunday morning for my husband and me. I know it's a lot; please send each item for me to approve separately and let me know if anything can't be done. Many thanks!";

const GARDEN_ROUTE_80TH =
  "Hi there, hope you're well. I'm writing from the car so excuse any typos. We're planning our annual family trip to the Garden Route and this year it's a big one because my father turns 80, so there will be 14 of us in total including the grandkids. Here's what I need your help with. " +
  "1) A big house in Plettenberg Bay for all 14 of us from the 18th, preferably on the beach or with a sea view, and with a room downstairs for my dad because he can't manage stairs since his hip operation. " +
  "2) On the 20th, his actual birthday, a private chef to cook dinner at the house at 7pm for all 14, he loves lamb and malva pudding; two of the kids are allergic to eggs. Please don't mention his heart condition or his medication to anyone, the chef only needs to know about the food. " +
  "3) On the 21st we'd love a boat trip out of Knysna at 10am to see the Heads and maybe some dolphins, for about 10 of us, the little ones will stay behind with the nanny. " +
  "4) And for the drive from George Airport on the 18th, we land at 1:30pm, please arrange two vehicles with drivers big enough for 14 people and luggage, or one minibus if that's easier. " +
  "I know it's a lot! Please check each one with me before you book anything, and thanks in advance, you guys are always amazing.";

const INVESTOR_VISIT =
  "Hello, I'm writing on behalf of my boss, who is hosting six investors from London soon. They arrive at OR Tambo on the 26th at 6:40am on the BA flight, and we need two Mercedes V-Class vehicles with drivers to meet them at arrivals and take them to the Saxon, where they are already booked. " +
  "That evening at 7:30pm my boss would like a private dining room for 8 at a top restaurant in Sandton, something with a strong wine list; one investor is vegetarian and one doesn't eat pork. " +
  'The next morning they have meetings at Waterfall City, so please arrange close protection for the group on the 27th from 8am to 5pm, two officers, discreet, in plain clothes. ' +
  "Nothing needs to be in my boss's name except the restaurant booking; please invoice the company. Could you send each item through for me to approve? Many thanks, Thandi";

const WINE_TOUR = ['travel', 'other', 'personal_driver'] as const;
const CAR_WITH_DRIVER = ['personal_driver', 'luxury_vehicle'] as const;
/** A photographer or a florist: a human could file either. */
const PHOTOGRAPHER = ['other', 'event_planning'] as const;

export const HELD_OUT_3_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Need a driver from OR Tambo tomorrow at 6am, and a table for 2 at Marble in Rosebank tomorrow at 8pm',
        asks(
          req('personal_driver', 'OR Tambo|Johannesburg', 'tomorrow', '06:00'),
          table('Rosebank|Johannesburg', 'tomorrow', '20:00', 2),
        ),
      ],
      [
        'Pls book a chef for Saturday night in Bryanston for 10 ppl, and a security guard at the house from 7pm that night',
        asks(
          req('private_chef', 'Bryanston|Johannesburg', 'sat', '20:00', { partySize: 10 }),
          req('security', 'Bryanston|Johannesburg', 'sat', '19:00'),
        ),
      ],
      [
        'I need a Range Rover in Cape Town from Monday and a villa in Clifton from Monday as well, for a week',
        asks(
          req('luxury_vehicle', 'Cape Town|Cape Town', 'mon', null),
          req('accommodation', 'Clifton|Cape Town', 'mon', null),
        ),
      ],
      [
        ANNIVERSARY_WEEKEND,
        asks(
          req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '14:00'),
          table('Camps Bay|Cape Town', 'fri', '20:00', 6),
          req([...WINE_TOUR], 'Franschhoek|Cape Winelands', 'sat', '10:00'),
          req('private_chef', 'Bakoven|Cape Town', 'sat', '19:00', { partySize: 6 }),
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '16:00', { partySize: 6 }),
        ),
      ],
      [
        'Flights from Joburg to Durban on Friday morning, a hire car waiting at King Shaka, and 2 nights at the Oyster Box from Friday',
        asks(
          req('travel', 'Johannesburg|Johannesburg', 'fri', '09:00'),
          req([...CAR_WITH_DRIVER], 'King Shaka|Durban', 'fri', null),
          req('accommodation', 'Oyster Box|Durban', 'fri', null),
        ),
      ],
      [
        'Can you book a table for 4 at The Saxon on Friday at 7pm and a driver to get us there from Bryanston at 6:30pm',
        asks(
          table('The Saxon|Johannesburg', 'fri', '19:00', 4),
          req('personal_driver', 'Bryanston|Johannesburg', 'fri', '18:30'),
        ),
      ],
      [
        'Two things pls: a personal shopper at Sandton City tmrw at 10am, and a massage at the Saxon spa tmrw at 3pm',
        asks(
          req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '10:00'),
          req('other', 'The Saxon|Johannesburg', 'tomorrow', '15:00'),
        ),
      ],
      [
        'Bachelor weekend in Durbs! Need a yacht from Durban Point on Saturday at 10am for 12 guys, a table for 12 on Florida Road at 8pm that night, and a party bus around Durban from 7pm',
        asks(
          req('yacht_charter', 'Durban Point|Durban', 'sat', '10:00', { partySize: 12 }),
          table('Florida Road|Durban', 'sat', '20:00', 12),
          req(['luxury_vehicle', 'personal_driver', 'other'], 'Durban|Durban', 'sat', '19:00'),
        ),
      ],
      [
        'Please book me a flight to Cape Town on the 12th and a driver from Cape Town airport to Constantia at 11am that day',
        asks(
          req('travel', 'Cape Town|Cape Town', 'dom:12', null),
          req('personal_driver', 'Cape Town International Airport|Cape Town', 'dom:12', '11:00'),
        ),
      ],
      [
        'Chef for Friday evening in Sea Point for 6 people, and can you also arrange a sommelier for the same dinner',
        asks(
          req('private_chef', 'Sea Point|Cape Town', 'fri', '19:00', { partySize: 6 }),
          req('other', 'Sea Point|Cape Town', 'fri', '19:00'),
        ),
      ],
      [
        'I need 3 things: a G-Wagon in Umhlanga from tomorrow, a bodyguard for Thursday night in Umhlanga, and a table for 2 at the Oyster Box on Thursday at 7pm',
        asks(
          req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', null),
          req('security', 'Umhlanga|Durban', 'thu', '20:00'),
          table('Oyster Box|Durban', 'thu', '19:00', 2),
        ),
      ],
      [
        "Plan my daughter's 21st in Pretoria on the 25th for 60 guests, and get a chef to do the catering",
        asks(
          req('event_planning', 'Pretoria|Pretoria', 'dom:25', null),
          req('private_chef', 'Pretoria|Pretoria', 'dom:25', null),
        ),
      ],
      [
        'Book a hotel in Hermanus from Friday, and a whale watching boat from Hermanus on Saturday at 10am for 4',
        asks(
          req('accommodation', 'Hermanus|Overberg', 'fri', null),
          req(['yacht_charter', 'other', 'travel'], 'Hermanus|Overberg', 'sat', '10:00', {
            partySize: 4,
          }),
        ),
      ],
      [
        'driver to fetch me from Lanseria at 4pm tmrw and drop me in Waterkloof, then a private chef at home in Waterkloof at 7pm for 6 people',
        asks(
          req('personal_driver', 'Lanseria|Johannesburg', 'tomorrow', '16:00'),
          req('private_chef', 'Waterkloof|Pretoria', 'tomorrow', '19:00', { partySize: 6 }),
        ),
      ],
      [
        'Can you get me a personal shopper in Rosebank on Saturday morning, then a table for 2 at the Four Seasons in Westcliff at 1pm the same day',
        asks(
          req('personal_shopping', 'Rosebank|Johannesburg', 'sat', '09:00'),
          table('Westcliff|Johannesburg', 'sat', '13:00', 2),
        ),
      ],
      [
        BUSINESS_WEEKEND,
        asks(
          req('travel', 'Cape Town|Cape Town', 'fri', null),
          req('personal_driver', 'OR Tambo|Johannesburg', 'fri', '11:30'),
          table('Sandton|Johannesburg', 'fri', '19:00', 5),
          req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '10:00'),
          req('accommodation', 'The Saxon|Johannesburg', 'sat', null),
        ),
      ],
      [
        'Need flights for 4 to Mauritius on the 3rd and a driver from Kyalami to OR Tambo at 5am that day',
        asks(
          req('travel', null, 'dom:3', null),
          req('personal_driver', 'Kyalami|Johannesburg', 'dom:3', '05:00'),
        ),
      ],
      [
        'Sort me out with a table for 6 at Pigalle in Green Point on Friday at 8pm and a chauffeur to take us home from there at 11pm',
        asks(
          table('Green Point|Cape Town', 'fri', '20:00', 6),
          req('personal_driver', 'Green Point|Cape Town', 'fri', '23:00'),
        ),
      ],
      [
        'villa in Plett for the Dec holidays for 10 people, a chef for Christmas day at the villa, and a boat for New Years Eve for all 10 of us',
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', null, null, { partySize: 10 }),
          req('private_chef', 'Plettenberg Bay|Garden Route', 'md:12-25', null),
          req('yacht_charter', 'Plettenberg Bay|Garden Route', 'md:12-31', null, {
            partySize: 10,
          }),
        ),
      ],
      [
        'Can you arrange a helicopter from the V&A Waterfront to Franschhoek on Saturday at 11am and lunch for 2 at La Residence at 1pm',
        asks(
          req(['travel', 'other'], 'V&A Waterfront|Cape Town', 'sat', '11:00'),
          table('La Residence|Cape Winelands', 'sat', '13:00', 2),
        ),
      ],
      [
        'Security detail for my family at the Sandton Convention Centre on Thursday from 8am and a driver to take us there from Houghton at 7:30am',
        asks(
          req('security', 'Sandton Convention Centre|Johannesburg', 'thu', '08:00'),
          req('personal_driver', 'Houghton|Johannesburg', 'thu', '07:30'),
        ),
      ],
      [
        'Pls organise a spa day for my mom at the Oyster Box on Sunday and a table for 5 there for lunch at 1pm',
        asks(
          req('other', 'Oyster Box|Durban', 'sun', null),
          table('Oyster Box|Durban', 'sun', '13:00', 5),
        ),
      ],
      [
        'Need a luxury car for my wedding in Stellenbosch on the 8th, a photographer for the day, and a chef for the rehearsal dinner at our farm in Stellenbosch on the 7th at 7pm for 30',
        asks(
          req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'dom:8', null),
          req([...PHOTOGRAPHER], 'Stellenbosch|Cape Winelands', 'dom:8', null),
          req('private_chef', 'Stellenbosch|Cape Winelands', 'dom:7', '19:00', { partySize: 30 }),
        ),
      ],
      [
        'Game drive at Pilanesberg on Saturday at 6am, a room at Sun City from Friday and a driver from Sandton to Sun City on Friday at 2pm',
        asks(
          req(['other', 'travel'], 'Pilanesberg|Pilanesberg', 'sat', '06:00'),
          req('accommodation', 'Sun City|Pilanesberg', 'fri', null),
          req('personal_driver', 'Sandton|Johannesburg', 'fri', '14:00'),
        ),
      ],
      [
        'I need a driver to take my kids to a party in Fourways at 2pm on Saturday and a babysitter at our house in Lonehill that night from 7pm',
        asks(
          req('personal_driver', 'Fourways|Johannesburg', 'sat', '14:00'),
          req('other', 'Lonehill|Johannesburg', 'sat', '19:00'),
        ),
      ],
      [
        'Tomorrow I need: a car from Bantry Bay to Cape Town International at 6am, a flight to Joburg at 8am and a table for 3 at The Saxon tomorrow night',
        asks(
          req('personal_driver', 'Bantry Bay|Cape Town', 'tomorrow', '06:00'),
          req('travel', 'Johannesburg|Johannesburg', 'tomorrow', '08:00'),
          table('The Saxon|Johannesburg', 'tomorrow', '20:00', 3),
        ),
      ],
      [
        DURBAN_HOLIDAY,
        asks(
          req('accommodation', 'Umhlanga|Durban', 'sat', null, { partySize: 6 }),
          req('other', 'uShaka Marine World|Durban', 'sun', '10:00'),
          table('Umhlanga|Durban', 'sun', '18:30', 8),
          req('other', 'Oyster Box|Durban', 'sun', '09:00'),
          req(['yacht_charter', 'other'], 'Durban|Durban', 'sun', '05:00'),
        ),
      ],
      [
        'chef tonight at my place in Morningside for 4 + a driver for my guests at 11pm',
        asks(
          req('private_chef', 'Morningside|Johannesburg', 'today', '20:00', { partySize: 4 }),
          req('personal_driver', 'Morningside|Johannesburg', 'today', '23:00'),
        ),
      ],
      [
        'Book accommodation at Sun City from Friday, and tickets to the Valley of Waves on Saturday for 2 adults and 2 kids',
        asks(
          req('accommodation', 'Sun City|Pilanesberg', 'fri', null),
          req('other', 'Valley of Waves|Pilanesberg', 'sat', null),
        ),
      ],
      [
        "Can you organise a yacht from Simon's Town on Sunday at 2pm for 8 and a Vito to take us from Constantia to Simon's Town at 1pm",
        asks(
          req('yacht_charter', "Simon's Town|Cape Town", 'sun', '14:00', { partySize: 8 }),
          req([...CAR_WITH_DRIVER], 'Constantia|Cape Town', 'sun', '13:00'),
        ),
      ],
      [
        'Need a personal shopper in Canal Walk on Friday and a hair and makeup artist at home in Durbanville on Saturday at 9am',
        asks(
          req('personal_shopping', 'Canal Walk|Cape Town', 'fri', null),
          req('other', 'Durbanville|Cape Town', 'sat', '09:00'),
        ),
      ],
      [
        'My parents arrive at King Shaka on Thursday at 3pm. Pls have a driver meet them, book them a sea-facing room in Umhlanga from Thursday, and a table for 4 at the Oyster Box on Thursday at 7:30pm',
        asks(
          req('personal_driver', 'King Shaka|Durban', 'thu', '15:00'),
          req('accommodation', 'Umhlanga|Durban', 'thu', null),
          table('Oyster Box|Durban', 'thu', '19:30', 4),
        ),
      ],
      [
        'Hey, 2 requests: 1) chef for Sunday lunch in Hout Bay for 8, 12:30; 2) yacht from Hout Bay harbour on Sunday at 4pm for the same 8 people',
        asks(
          req('private_chef', 'Hout Bay|Cape Town', 'sun', '12:30', { partySize: 8 }),
          req('yacht_charter', 'Hout Bay|Cape Town', 'sun', '16:00', { partySize: 8 }),
        ),
      ],
      [
        'Winelands day on Saturday: a driver from Camps Bay at 9am, a wine tasting at Babylonstoren at 11am, and lunch for 4 at Boschendal at 1pm',
        asks(
          req('personal_driver', 'Camps Bay|Cape Town', 'sat', '09:00'),
          req(['other', 'travel'], 'Babylonstoren|Cape Winelands', 'sat', '11:00'),
          table('Boschendal|Cape Winelands', 'sat', '13:00', 4),
        ),
      ],
      [
        'Book me a flight to George on Friday, a car at George Airport, and a suite at Fancourt from Friday',
        asks(
          req('travel', 'George|Garden Route', 'fri', null),
          req([...CAR_WITH_DRIVER], 'George Airport|Garden Route', 'fri', null),
          req('accommodation', 'Fancourt|Garden Route', 'fri', null),
        ),
      ],
      [
        'Pls plan a proposal dinner on the beach in Clifton on Saturday at sunset, a photographer to hide nearby, plus a driver to bring us from Sea Point at 5pm',
        asks(
          req('event_planning', 'Clifton|Cape Town', 'sat', '18:00'),
          req([...PHOTOGRAPHER], 'Clifton|Cape Town', 'sat', '18:00'),
          req('personal_driver', 'Sea Point|Cape Town', 'sat', '17:00'),
        ),
      ],
      [
        MIDLANDS_BIRTHDAY,
        asks(
          req('accommodation', 'Nottingham Road|Pietermaritzburg', 'fri', null, { partySize: 12 }),
          req('event_planning', 'Nottingham Road|Pietermaritzburg', 'sat', '19:00'),
          req('private_chef', 'Nottingham Road|Pietermaritzburg', 'sat', '19:00'),
          req([...CAR_WITH_DRIVER], 'Sandton|Johannesburg', 'fri', '09:00'),
          req(['other', 'travel'], 'Midlands Meander|Pietermaritzburg', 'sun', '09:00'),
        ),
      ],
      [
        'table for 2 tonight at 8 in Parkhurst, and tomorrow at 9am a driver from Parkhurst to OR Tambo',
        asks(
          table('Parkhurst|Johannesburg', 'today', '20:00', 2),
          req('personal_driver', 'Parkhurst|Johannesburg', 'tomorrow', '09:00'),
        ),
      ],
      [
        'Please book a charter flight from Lanseria to Hoedspruit on Friday at 7am and 3 nights at a lodge in Timbavati from Friday',
        asks(
          req('travel', 'Lanseria|Johannesburg', 'fri', '07:00'),
          req('accommodation', 'Timbavati|Kruger', 'fri', null),
        ),
      ],
      [
        'Need a personal shopper at Menlyn Maine on Saturday at 10am and a table for 2 at Time Square at 7pm that evening',
        asks(
          req('personal_shopping', 'Menlyn Maine|Pretoria', 'sat', '10:00'),
          table('Time Square|Pretoria', 'sat', '19:00', 2),
        ),
      ],
      [
        'Can you get a bodyguard for me at the Durban ICC on Friday from 9am, and a driver from Umhlanga to the ICC at 8:15am',
        asks(
          req('security', 'Durban ICC|Durban', 'fri', '09:00'),
          req('personal_driver', 'Umhlanga|Durban', 'fri', '08:15'),
        ),
      ],
      [
        GARDEN_ROUTE_80TH,
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:18', null, { partySize: 14 }),
          req('private_chef', 'Plettenberg Bay|Garden Route', 'dom:20', '19:00', { partySize: 14 }),
          req(['yacht_charter', 'other'], 'Knysna|Garden Route', 'dom:21', '10:00'),
          req([...CAR_WITH_DRIVER], 'George Airport|Garden Route', 'dom:18', '13:30'),
        ),
      ],
      [
        INVESTOR_VISIT,
        asks(
          req([...CAR_WITH_DRIVER], 'OR Tambo|Johannesburg', 'dom:26', '06:40'),
          table('Sandton|Johannesburg', 'dom:26', '19:30', 8),
          req('security', 'Waterfall City|Johannesburg', 'dom:27', '08:00'),
        ),
      ],
      [
        'Quick one before my meeting: can you book a driver to collect my mother from her flat in Sea Point on Saturday at 10am and bring her to us in Constantia, and then on Saturday at 1pm a table for 6 at Groot Constantia for lunch (she uses a walker so ground floor pls). Oh and if possible a florist to deliver a big bunch of proteas to our house in Constantia on Saturday morning.',
        asks(
          req('personal_driver', 'Sea Point|Cape Town', 'sat', '10:00'),
          table('Groot Constantia|Cape Town', 'sat', '13:00', 6),
          req([...PHOTOGRAPHER], 'Constantia|Cape Town', 'sat', '09:00'),
        ),
      ],
    ],
  ),
};
