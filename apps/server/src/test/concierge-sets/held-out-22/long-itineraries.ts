import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const BRIDAL_CAR: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ESCORT: ServiceType[] = ['security', 'other'];
const BUSH_DINNER: ServiceType[] = ['event_planning', 'other', 'private_chef'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const BOSCHENDAL = ['Boschendal|Cape Winelands', 'Franschhoek|Cape Winelands'];
const SABI_SAND = ['Sabi Sand|Kruger', 'Londolozi|Kruger', 'Kruger|Kruger'];
const WINE_TRAM = ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-second held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a son's wedding in Franschhoek, a bank's roadshow in Sandton next week, a family
 * safari in the Sabi Sand, a mother's hip operation in Pretoria, a bachelorette weekend in Cape
 * Town from Friday to Sunday, a father's 60th golf trip on the Garden Route, an investor visit to
 * Durban and a grandchildren's holiday in Hermanus; with a venue, flowers, a caterer, a band, a
 * hospital, a hotel and flights already arranged by someone else (not requests), places that are
 * only where people fly in from or live (Perth, London, Dubai, Bloemfontein), a self-correction
 * ("the 17th - sorry, the 18th"), a request that may be dropped ("if the chef is impossible at
 * short notice, tell me and we'll braai"), one left for later ("I'll sort the Wednesday myself"),
 * dietary notes, a wheelchair and a walker, "next week" with weekdays under it, Friday to Sunday
 * in order, and days of the month between the 15th and the 28th so they stay in order at every
 * clock.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi there, hope you're well. Bit of a long one, sorry. Our son is getting married at a wine farm outside Franschhoek on the 24th and the wedding planner has the venue, the flowers, the caterer and the band completely under control, so please don't touch any of that. What I need from you is the family side of things. My brother and his wife fly in from Perth and land at Cape Town International on the 22nd at 07:10 - could you have a driver meet them with a name board and take them straight through to Franschhoek? Then on the 23rd we'd love a private chef to cook for the two families at the cottage we're renting in Franschhoek, 14 people, from 7pm, nothing too heavy because of the big day after. My sister-in-law is vegetarian and my nephew can't have gluten. On the wedding day itself, the 24th, we need a proper wedding car (ideally a white vintage Rolls, otherwise a Bentley) to take the bride from her guesthouse to the chapel at 3:30pm. The planner asked me to mention that the chapel is on the same farm, so it's a short drive but she wants the photos. Finally, on the 25th, the day after the wedding, we'd like a table for 16 for a recovery lunch at Boschendal at 1pm. If the chef is impossible at such short notice, just tell me and we'll braai ourselves. Thanks so much, you've been a lifesaver this year!",
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'dom:22', '07:10'),
        req('private_chef', 'Franschhoek|Cape Winelands', 'dom:23', '19:00', { partySize: 14 }),
        req(BRIDAL_CAR, ['Franschhoek|Cape Winelands', null], 'dom:24', '15:30'),
        tableAt(BOSCHENDAL, 'dom:25', '13:00', 16),
      ),
    ],
    [
      "Morning. I'm coordinating our bank's investor roadshow in Sandton next week and could use a hand with the logistics that aren't already covered. The venue at the Sandton Convention Centre and the AV people are sorted by our events team, and the visitors' flights from London and Dubai were booked by head office, so please leave those alone. On Monday next week the London group (5 people) lands at OR Tambo at 06:05 - we need a Sprinter or two big cars with drivers to meet them and take them to the Saxon, where they're staying. Same Monday evening we'd like to take them to dinner, a private room for 9 at the Saxon at 7:30pm, since everyone will be tired. On Tuesday next week the Dubai delegation arrives at Lanseria on a private jet at about 11:00; one of them is a head of state's relative, so we need close protection from Lanseria, two officers, for the whole day. On Wednesday I'll sort transport myself, we'll just walk across to the Convention Centre. Then Thursday next week, at 3pm, they all fly out from OR Tambo, so please book a driver to take the London group from the Saxon to the airport at 12:30. If the Sprinter isn't possible, two Mercs will do. Invoices to the usual account please, and let me know if you need the passenger lists.",
      asks(
        req(BUS, 'OR Tambo International Airport|Johannesburg', 'next:mon', '06:05'),
        tableAt(SAXON, 'next:mon', '19:30', 9),
        req(ESCORT, 'Lanseria International Airport|Johannesburg', 'next:tue', '11:00'),
        req(CAR, [...SAXON, 'OR Tambo International Airport|Johannesburg'], 'next:thu', '12:30'),
      ),
    ],
    [
      "Right, here's the big family holiday. We are 4 adults and 3 kids (ages 6, 9 and 12), flying from Cape Town to Joburg on the 16th on our own booking, so no need for those flights. From OR Tambo we'd like a charter flight up to the Sabi Sand on the 16th at about 1pm - the earlier commercial flight lands at 11:15 so that gives us time for lunch. Then a lodge in the Sabi Sand from the 16th until we leave, something family friendly that takes children under 12 on game drives, ideally Londolozi or similar. My mother-in-law uses a wheelchair, so we need an accessible room. On the 18th it's my wife's birthday and we'd love a private bush dinner under the stars for the 7 of us at 7pm, if the lodge can organise it or you can bring someone in. On the 21st we fly home, so the charter flight back to OR Tambo at 10am please, to connect with our 14:30 to Cape Town. The kids are all pretty fussy eaters (one is allergic to eggs) so please pass that on to the lodge. We don't need any driver in Cape Town, my brother is dropping us at the airport. Looking forward to hearing what you can find!",
      asks(
        req(FLIGHT, 'OR Tambo International Airport|Johannesburg', 'dom:16', '13:00'),
        req('accommodation', SABI_SAND, 'dom:16', null),
        req(BUSH_DINNER, [...SABI_SAND, null], 'dom:18', '19:00'),
        req(FLIGHT, [...SABI_SAND, 'Skukuza Airport|Kruger'], 'dom:21', '10:00'),
      ),
    ],
    [
      "Good afternoon. My mom (82) is having a hip replacement at a hospital in Pretoria on the 17th - sorry, the 18th, they just moved it. The hospital and the surgeon are all arranged through her medical aid, so that part is done. She lives in Bloemfontein and I'm in London, which is why I'm asking you. Could you arrange a driver to bring her from her house in Bloemfontein to Pretoria on the 17th at 9am? She'll need help with her bags and she walks slowly with a walker, so a big comfortable car please, no sports cars. Then she'll need somewhere to stay near the hospital from the 17th, a quiet guesthouse in Waterkloof or Brooklyn with a ground floor room. After the operation she'll be in hospital about four days; when she comes out on the 22nd, could you book a private chef to cook simple meals for her at the guesthouse from the 22nd, lunch and supper, low salt, she's diabetic. And on the 26th, if the doctor clears her, a driver back home to Bloemfontein, leaving at 10am. My cousin Thandi will be with her most days so you can call her on 082 555 0142 for anything on the ground. I really appreciate this, it's hard being so far away.",
      asks(
        req(CAR, 'Bloemfontein|Bloemfontein', 'dom:17', '09:00'),
        req(
          'accommodation',
          ['Waterkloof|Pretoria', 'Brooklyn|Pretoria', 'Pretoria|Pretoria'],
          'dom:17',
          null,
        ),
        req(
          'private_chef',
          ['Waterkloof|Pretoria', 'Brooklyn|Pretoria', 'Pretoria|Pretoria', null],
          'dom:22',
          null,
        ),
        req(
          CAR,
          [
            'Pretoria|Pretoria',
            'Waterkloof|Pretoria',
            'Brooklyn|Pretoria',
            'Bloemfontein|Bloemfontein',
          ],
          'dom:26',
          '10:00',
        ),
      ),
    ],
    [
      "Hiiii ok so it's my best friend's bachelorette and I've been put in charge, help!! There are 9 of us, most flying in from Joburg on Friday (they booked their own flights, don't worry). We've got an Airbnb in Camps Bay sorted already. Friday: we need a party bus or a big luxury van to collect the girls at Cape Town International at 2pm and take them to Camps Bay, with some bubbly on board if that's allowed. Then Friday evening at 8 a table for 9 somewhere fun in De Waterkant, ideally with a DJ or at least good music. Saturday: the Franschhoek wine tram for all 9 of us, the 10:30am one, and we obviously need transport there and back so please add a driver from Camps Bay at 8:45am who waits for us and brings us home. Sunday: a catamaran from the V&A at 11am for the 9 of us, just a chilled sail with snacks because everyone will be dying. The bride is pregnant (secret, the mom doesn't know!) so please make sure there are non-alcoholic options everywhere. And no strippers, the groom's mom is coming on the Saturday lol. Budget's not crazy but we want it to feel special. Can you send me options by tomorrow?",
      asks(
        req(BUS, 'Cape Town International Airport|Cape Town', 'fri', '14:00'),
        table('De Waterkant|Cape Town', 'fri', '20:00', 9),
        req('other', WINE_TRAM, 'sat', '10:30'),
        req('personal_driver', 'Camps Bay|Cape Town', 'sat', '08:45'),
        req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '11:00'),
      ),
    ],
    [
      "Hello Aurum team. My dad turns 60 on the 20th and my brothers and I are taking him on a golf trip to the Garden Route as a surprise, 4 of us in total. We're driving down from Cape Town ourselves in my brother's car, so no transport needed to get there. What we need: first, a house in Plettenberg Bay from the 19th, four bedrooms, close to the beach if possible. Second, tee times for 4 at Fancourt on the 20th at 8:30am - it's his birthday and he has always wanted to play the Links. Third, a private chef at the house in Plett on the 20th at 7pm for his birthday dinner, for 4 of us plus our wives who are joining that day, so 8 in total. He loves oysters and lamb, and one of the wives is vegan. Fourth, on the 21st, a boat trip out of Plett to see the dolphins and whales in the morning, say 9am, for the 8 of us. I'd also like a cake but I think the chef can handle that, so don't worry about it separately. Oh and he doesn't know about any of it, so please do not call his number, only mine. We leave on the 23rd and will drive back ourselves. Many thanks, this is going to be epic.",
      asks(
        req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:19', null),
        req('other', 'Fancourt|Garden Route', 'dom:20', '08:30'),
        req('private_chef', 'Plettenberg Bay|Garden Route', 'dom:20', '19:00', { partySize: 8 }),
        req(BOAT, 'Plettenberg Bay|Garden Route', 'dom:21', '09:00', { partySize: 8 }),
      ),
    ],
    [
      "Hi, I have three investors coming to look at our property development in Umhlanga and I want to impress them. They're flying into King Shaka from Joburg on Friday, landing at 10:20 - the flights are booked by their own office. Please arrange a luxury car with a driver to meet them at King Shaka and bring them to the site in Umhlanga Ridge. They're staying at the Oyster Box, which they've booked themselves. On Friday evening I'd like to host them for dinner, 5 of us, at the Oyster Box at 7:30pm; one of them is halaal so please let the restaurant know. On Saturday morning I want to show them the coastline from the air, so a helicopter flip from Virginia Airport at 9am for 4 people, up the coast to Ballito and back. Saturday afternoon is free, they want to rest. On Sunday they fly out at 15:00, so a driver from the Oyster Box to King Shaka at 12:45 please. Keep it discreet, no branding on the cars. If the helicopter is too much of a mission with the weather, a boat from Durban harbour instead is fine but please ask me first. Thanks!",
      asks(
        req(CAR, 'King Shaka International Airport|Durban', 'fri', '10:20'),
        tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'fri', '19:30', 5),
        req(CHOPPER, 'Virginia Airport|Durban', 'sat', '09:00'),
        req(
          'personal_driver',
          ['Oyster Box|Durban', 'Umhlanga|Durban', 'King Shaka International Airport|Durban'],
          'sun',
          '12:45',
        ),
      ),
    ],
    [
      "Good day. The grandchildren are coming to us in Hermanus for the school holidays and Granny and I want to spoil them a bit, so I'd be grateful for help with a few things. They are 5 kids between 7 and 15 and their parents are driving them down from Joburg, arriving on the 15th, so no flights or transfers for the journey. On the 16th we'd like a whale watching boat trip from Hermanus (the new harbour) at 10am for 2 adults and 5 children - please check the operator takes small children. On the 18th, a day out to the penguins: a big car or a small bus with a driver from our house in Hermanus at 8am to Boulders Beach and back, about 8 of us with the driver. On the 19th it's our eldest granddaughter's 15th birthday and she's mad about horses, so could you find her a horse riding outing on the beach at De Kelders or nearby at 3pm? Then a family lunch for 9 at a restaurant in Hermanus on the 20th at 12:30, somewhere with a garden where the little ones can run around. The parents are doing all the cooking and groceries otherwise, so no chef please. Thank you, you are much better at this than I am!",
      asks(
        req(BOAT, 'Hermanus|Overberg', 'dom:16', '10:00'),
        req(BUS, 'Hermanus|Overberg', 'dom:18', '08:00'),
        req('other', ['De Kelders|Overberg', 'Hermanus|Overberg', null], 'dom:19', '15:00'),
        table('Hermanus|Overberg', 'dom:20', '12:30', 9),
      ),
    ],
  ],
);
