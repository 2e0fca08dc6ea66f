import { asks, req, table, type LabelledRow } from '../labels';

/**
 * The long itineraries of the fifth multi set (900 to 1,900 characters, five services each):
 * an anniversary week in Cape Town, a business week in Johannesburg, a Durban school holiday,
 * parents visiting the Winelands, a birthday in the bush. Days said once carry ("from Wednesday"
 * after "next week"), a place said once carries ("the villa in Camps Bay", "the same venue").
 */
const CAPE_TOWN_ANNIVERSARY =
  "Hi there, my wife and I are flying into Cape Town next week for our 25th anniversary and I'd love you to take care of a few things for us. " +
  'First, we land at Cape Town International on Monday at 2:15pm, so please have a driver waiting for us with a name board, we will have quite a bit of luggage. ' +
  "We've booked our own hotel for the first two nights, but from Wednesday we need a villa in Camps Bay for 5 nights, something with a pool and a sea view; it'll be the two of us plus our daughter and her husband later in the week. " +
  'On Tuesday evening I want to surprise my wife with dinner at a really special restaurant in Constantia, a table for 2 at 7:30pm, ideally somewhere looking over the vineyards. ' +
  "Then on Thursday we'd like a private yacht from the V&A Waterfront at 5pm for a sunset cruise, 4 of us, with bubbly on board if possible. " +
  "Finally on Saturday we're hosting a small lunch for friends, could you get a private chef to the villa in Camps Bay for 10 people at 1pm? My wife doesn't eat red meat. " +
  'Thanks so much, this trip means a lot to us.';

const JOBURG_BUSY_WEEK =
  "Morning! Busy week coming up in Joburg so here's everything in one go. " +
  'Please bill everything to my account as usual and copy my PA, Thandi, on every confirmation. ' +
  'Tomorrow I need a driver to collect me from my house in Parkview at 6:45am and take me to Lanseria for an 8am flight. ' +
  "I've already got my own ticket, and it's just a carry-on and a laptop bag. " +
  "I'm back on Thursday and would like a luxury car, preferably a Range Rover Sport, delivered to OR Tambo for when I land at 7pm. I'll drive myself home from there and keep it until Monday. " +
  "Friday is our company's year-end: 60 people at a venue in Hyde Park from 6pm. I know it's late notice, but can you get an event planner to help with the decor, an MC and some entertainment? " +
  'Because a couple of the directors are attending, please also arrange two security guards at the same venue in Hyde Park from 5:30pm that evening. ' +
  'And on Saturday morning my wife wants a personal shopper at Hyde Park Corner at 10am to find a dress for a wedding. ' +
  'Let me know if anything is tricky, my PA can help with details.';

const DURBAN_HOLIDAY =
  "Hi, we're heading down to eThekwini for the school holidays and I want to get everything booked now before it's full. " +
  'We fly from OR Tambo on the 12th at 10am, can you book flights for 5 of us (2 adults, 3 kids)? ' +
  "My husband will join us a few days later, he's driving down, so no flight for him. " +
  "When we land at King Shaka at 11:15am we'll need a driver with a big car to take us up to Zimbali. The kids are 4, 7 and 11, so please make sure there are car seats for the two little ones. " +
  'We also need a holiday home in Zimbali from the 12th, ten nights, at least 4 bedrooms and close to the beach, ideally with a pool and a garden for the kids to run around in. ' +
  'On the 15th the kids want to go to uShaka, so please book a driver to fetch us from Zimbali at 9am that day. ' +
  "And for my husband's birthday on the 18th we'd like a table for 5 at the Oyster Box at 7pm. The kids eat anything but I'm allergic to shellfish. " +
  'Thank you!';

const PARENTS_FROM_THE_UK =
  "Good afternoon. My parents are visiting from the UK and I'd like to spoil them a bit next weekend. " +
  'Please arrange a chauffeur to fetch them from the Mount Nelson on Friday at 9am and take them through to Franschhoek for the day. ' +
  'They want to do the Franschhoek Wine Tram, so 3 tickets for the 11am departure please. They are in their seventies and not great with long walks, so please ask the chauffeur to help them at the tram stop. ' +
  "We'll meet them for lunch, can you reserve a table for 5 at La Residence at 1pm? " +
  "On Saturday they're driving themselves to Hermanus to see the whales, so they'll need a luxury car for Saturday and Sunday, collected from the Mount Nelson at 8am on Saturday. Dad hasn't driven on the left in years, so an automatic with GPS please. " +
  "And on Sunday evening, once they're back, could you arrange a private chef at our home in Bishopscourt for 7 people at 7pm? My mother is vegetarian and my dad can't have dairy. " +
  'They fly home on the Tuesday after and I will take them to the airport myself. Many thanks.';

const BUSH_BIRTHDAY =
  "Hey, planning a surprise for my girlfriend's birthday, which is on the 26th. She has never been on safari, so I want this to be perfect. " +
  "I want to fly us from Wonderboom Airport to Skukuza on the 25th at 8am, a small charter plane is fine. We'll only bring soft bags because of the luggage limits. " +
  "We'll need a safari lodge in the Sabi Sand for 3 nights from the 25th, the nicer the better, ideally with a private deck and an outdoor shower. " +
  "On the 26th itself I'd like a private bush dinner for 2 at the lodge in the Sabi Sand at sunset, with a chef cooking for us, if that's something you can arrange. " +
  'When we come back on the 28th please have a driver waiting at Wonderboom Airport at 4pm to take us home to Waterkloof. ' +
  'Also, before all this I need to buy her a proper gift, so can you get me a personal shopper at Menlyn Maine this Saturday at 11am? Budget around R30k, she likes jewellery. ' +
  "Please don't message her, it's a surprise!";

const SABI_SAND = 'Sabi Sand|Kruger';
const WONDERBOOM = ['Wonderboom Airport|Pretoria', 'Wonderboom|Pretoria'];

const itinerary = (text: string, expect: LabelledRow['expect']): LabelledRow => ({
  text,
  expect,
  languages: ['en'],
});

export const LONG_ITINERARIES: LabelledRow[] = [
  itinerary(
    CAPE_TOWN_ANNIVERSARY,
    asks(
      req('personal_driver', 'Cape Town International Airport|Cape Town', 'next:mon', '14:15'),
      req('accommodation', 'Camps Bay|Cape Town', 'next:wed', null),
      table('Constantia|Cape Town', 'next:tue', '19:30', 2),
      req('yacht_charter', 'V&A Waterfront|Cape Town', 'next:thu', '17:00', { partySize: 4 }),
      req('private_chef', 'Camps Bay|Cape Town', 'next:sat', '13:00', { partySize: 10 }),
    ),
  ),
  itinerary(
    JOBURG_BUSY_WEEK,
    asks(
      req('personal_driver', 'Parkview|Johannesburg', 'tomorrow', '06:45'),
      req('luxury_vehicle', 'OR Tambo International Airport|Johannesburg', 'thu', '19:00'),
      req('event_planning', 'Hyde Park|Johannesburg', 'fri', '18:00'),
      req('security', 'Hyde Park|Johannesburg', 'fri', '17:30'),
      req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'sat', '10:00'),
    ),
  ),
  itinerary(
    DURBAN_HOLIDAY,
    asks(
      req('travel', 'OR Tambo International Airport|Johannesburg', 'dom:12', '10:00'),
      req('personal_driver', 'King Shaka International Airport|Durban', 'dom:12', '11:15'),
      req('accommodation', 'Zimbali|Durban', 'dom:12', null),
      req('personal_driver', 'Zimbali|Durban', 'dom:15', '09:00'),
      table('Oyster Box|Durban', 'dom:18', '19:00', 5),
    ),
  ),
  itinerary(
    PARENTS_FROM_THE_UK,
    asks(
      req('personal_driver', 'Mount Nelson|Cape Town', 'next:fri', '09:00'),
      req('other', 'Franschhoek Wine Tram|Cape Winelands', 'next:fri', '11:00'),
      table('La Residence|Cape Winelands', 'next:fri', '13:00', 5),
      req('luxury_vehicle', 'Mount Nelson|Cape Town', 'next:sat', '08:00'),
      req('private_chef', 'Bishopscourt|Cape Town', 'next:sun', '19:00', { partySize: 7 }),
    ),
  ),
  itinerary(
    BUSH_BIRTHDAY,
    asks(
      req('travel', 'Wonderboom Airport|Pretoria', 'dom:25', '08:00'),
      req('accommodation', SABI_SAND, 'dom:25', null),
      req('private_chef', SABI_SAND, 'dom:26', '18:00', { partySize: 2 }),
      req('personal_driver', WONDERBOOM, 'dom:28', '16:00'),
      req('personal_shopping', 'Menlyn Maine|Pretoria', 'sat', '11:00'),
    ),
  ),
];
