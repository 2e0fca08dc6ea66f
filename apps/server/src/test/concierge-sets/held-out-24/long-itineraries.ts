import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ESCORT: ServiceType[] = ['security', 'other'];
const BUSH_DINNER: ServiceType[] = ['event_planning', 'other', 'private_chef'];
const TOUR: ServiceType[] = ['other', 'travel'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const KAPAMA = ['Kapama|Kruger', 'Kruger|Kruger', 'Hoedspruit|Kruger'];
const EASTGATE = ['Eastgate Airport|Kruger', 'Hoedspruit|Kruger'];
const ZIMBALI = ['Zimbali|Durban', 'Ballito|Durban'];
const BOSCHENDAL = ['Boschendal|Cape Winelands', 'Franschhoek|Cape Winelands'];
const GROOTBOS = ['Grootbos|Overberg', 'Gansbaai|Overberg'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-fourth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a board retreat in the Winelands, a grandparents' anniversary trip to the
 * Kapama next week, a son's wedding in Ballito from Friday to Sunday, a surprise birthday weekend
 * near Gansbaai, a trade delegation from Shanghai in Sandton, a family Christmas in Cape Town and
 * a golf weekend for clients from Dubai; with a venue, a caterer, a DJ, a guest farm, flights and
 * a hotel already arranged by someone else (not requests), places that are only where people fly
 * in from, live or were married (Pretoria, Harare, Shanghai, Dubai, Bloemfontein), someone who may
 * join later ("don't book for him yet"), one left for later ("I'll sort the airport run back
 * myself"), dietary notes, a walking frame, "next week" with weekdays under it, Friday to Sunday
 * in order, Christmas Eve and Christmas Day, "tomorrow" and "the day after tomorrow", and days of
 * the month between the 15th and the 28th so they stay in order at every clock.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'Hi there, I am organising a two-day board retreat for our company and would really appreciate your help with a few pieces. ' +
        'The venue and the catering are already sorted by our events office, so please don’t worry about those. ' +
        'The board members are flying in from all over, most of them land at Cape Town International on the 20th. ' +
        'What I need from you: first, a luxury coach with a driver to collect all nine of them at Cape Town airport on the 20th at 11am and take them to the estate near Franschhoek. ' +
        'Second, that evening, a private dinner for 9 at Boschendal at 7:30pm, in a private room if they have one, one of the directors is vegetarian. ' +
        'Third, on the 21st, a helicopter flip over the Winelands for the group leaving from the estate at 4pm, about forty minutes. ' +
        'The chairman might bring his wife, but don’t book for her until I confirm. ' +
        'I will handle the transfers back to the airport myself, our own drivers can do that. ' +
        'Please send me the options with prices by tomorrow if possible, the CEO wants to sign off before the weekend. Thank you so much!',
      asks(
        req(BUS, CAPE_TOWN_AIRPORT, 'dom:20', '11:00'),
        tableAt(BOSCHENDAL, 'dom:20', '19:30', 9),
        req(CHOPPER, ['Franschhoek|Cape Winelands', null], 'dom:21', '16:00'),
      ),
    ],
    [
      'Good morning. My grandparents celebrate sixty years of marriage next week and the family wants to spoil them with a few days in the bush. ' +
        'They live in Pretoria and were married in Harare, so it has been a long road! ' +
        'Here is what we would like: next week Monday, a charter flight for the two of them from Lanseria to Hoedspruit at 9am, they cannot manage the long drive any more. ' +
        'When they land, a private transfer from Eastgate airport to the lodge, around 11. ' +
        'We would like them to stay at Kapama from next week Monday for three days, a suite with easy access because Gran uses a walking frame. ' +
        'Then next week Tuesday, a private bush dinner for just the two of them at the lodge at 7pm, with candles and a violinist if that is at all possible. ' +
        'My uncle has already booked their flight back home, so nothing needed for the return. ' +
        'Grandpa is diabetic, so please mention that to whoever does the dinner. ' +
        'We will pay for everything from my account. Please let me know if you need their ID numbers.',
      asks(
        req(FLIGHT, LANSERIA, 'next:mon', '09:00'),
        req('personal_driver', EASTGATE, 'next:mon', '11:00'),
        req('accommodation', KAPAMA, 'next:mon', null),
        req(BUSH_DINNER, KAPAMA, 'next:tue', '19:00'),
      ),
    ],
    [
      'OK so my son is getting married in Ballito and I am the mother of the groom so of course I have been given the logistics!! ' +
        'The wedding itself is at a venue in Zimbali on Saturday and the venue does its own food and the DJ is booked by the bride’s family. ' +
        'What I need please: on Friday, a minibus with a driver to collect our family from King Shaka at 1pm, there are eleven of us coming from Bloemfontein. ' +
        'Also a house for the eleven of us in Zimbali from Friday, something with a pool would be lovely. ' +
        'Saturday we need a car for the groom, something smart like a vintage Rolls, to take him from the house in Zimbali to the venue at 2:30pm. ' +
        'And on Sunday, a farewell brunch for 20 at the Oyster Box at 10am, my husband insists it must be there. ' +
        'Please note my sister-in-law is coeliac and my father does not eat pork. ' +
        'I am happy to chat on the phone if that is easier but let’s start here. Thanks a million, I am already exhausted and the wedding is still days away.',
      asks(
        req(BUS, KING_SHAKA, 'fri', '13:00'),
        req('accommodation', ZIMBALI, 'fri', null, { partySize: 11 }),
        req(HIRE, ZIMBALI, 'sat', '14:30'),
        tableAt(['Oyster Box|Durban', 'Umhlanga|Durban'], 'sun', '10:00', 20),
      ),
    ],
    [
      'Hello! I want to surprise my wife for her birthday with a weekend away and I need it to be perfect, she has wanted to see the sharks and the whales for years. ' +
        'We live in Durbanville so it is not far. ' +
        'Please could you book the following. ' +
        'On Friday, a driver to collect us at home in Durbanville at 2pm and take us out to Gansbaai. ' +
        'A room at Grootbos from Friday, the best one available, for the two of us. ' +
        'On Saturday morning a boat trip out of Gansbaai to see the whales, around 9am, just us if a private boat exists, otherwise a small group is fine. ' +
        'On Saturday evening a birthday dinner for two at the lodge at 7:30pm, with a small cake, she loves lemon. ' +
        'We will drive ourselves back on Sunday, so no transport needed then. ' +
        'Important: she must not find out, so please only message me on this chat and do not phone the house. ' +
        'Her sister already arranged a spa voucher so no spa please. ' +
        'Let me know what it all comes to, I am flexible on price within reason.',
      asks(
        req('personal_driver', 'Durbanville|Cape Town', 'fri', '14:00'),
        req('accommodation', GROOTBOS, 'fri', null, { partySize: 2 }),
        req(BOAT, 'Gansbaai|Overberg', 'sat', '09:00'),
        tableAt(GROOTBOS, 'sat', '19:30', 2),
      ),
    ],
    [
      'Dear concierge, a trade delegation of six people from Shanghai is visiting our firm and I have been asked to look after them. ' +
        'Their flights are booked by their own office and the hotel in Sandton is arranged through our travel agent, so those are done. ' +
        'They arrive at OR Tambo tomorrow at 6:40am on the overnight flight. ' +
        'Please arrange a luxury van with a driver to meet them at OR Tambo tomorrow at 6:40am, with a sign with the company name on it. ' +
        'Because of the value of the equipment they carry, we also need two security officers to escort them from the airport and stay with them for the day in Sandton. ' +
        'The day after tomorrow we would like a private tour of the Cradle of Humankind at 10am for the six of them, with a Mandarin-speaking guide if possible. ' +
        'The same evening, dinner for 8 people (the delegation plus our MD and me) at a good steakhouse in Sandton at 7pm. ' +
        'Please avoid anything too spicy, the head of the delegation is not fond of chilli. ' +
        'I will be their contact person throughout, so you can send everything to me. Kind regards.',
      asks(
        req(BUS, OR_TAMBO, 'tomorrow', '06:40'),
        req(ESCORT, [OR_TAMBO, 'Sandton|Johannesburg'], 'tomorrow', '06:40'),
        req(TOUR, ['Cradle of Humankind|Johannesburg', 'Johannesburg|Johannesburg'], '+2', '10:00'),
        table('Sandton|Johannesburg', '+2', '19:00', 8),
      ),
    ],
    [
      'Christmas this year is at my mother’s place in Cape Town and for once I am not going to do all the work myself. ' +
        'There will be fourteen of us in total, including the little ones, and my brother is flying in from Perth. ' +
        'Everyone is staying at Mom’s house or with friends, so no accommodation needed. ' +
        'On Christmas Eve, I would love a sunset cruise from the V&A for the adults, ten of us, at 6pm, with bubbly. ' +
        'Afterwards a driver to bring the ten of us back home to Constantia at 9pm. ' +
        'On Christmas Day itself, a private chef to cook a full Christmas lunch for 14 at Mom’s house in Constantia at 1pm, turkey and gammon and all the trimmings, and something vegetarian for my niece. ' +
        'Mom is 82, so the chef should bring helpers for serving and cleaning up; she will want to help but we must not let her. ' +
        'My brother might also want a car to explore the Peninsula while he is here but let’s leave that until he lands. ' +
        'Please send a quote for the three bookings and let me know if Christmas Day is too late to find someone.',
      asks(
        req(BOAT, WATERFRONT, 'md:12-24', '18:00', { partySize: 10 }),
        req('personal_driver', [...WATERFRONT, 'Constantia|Cape Town'], 'md:12-24', '21:00'),
        req('private_chef', 'Constantia|Cape Town', 'md:12-25', '13:00', { partySize: 14 }),
      ),
    ],
    [
      'Hi team. We have four clients from Dubai visiting for a golf weekend, and I need to make a good impression. ' +
        'They fly in on their own jet and land at Lanseria on Friday at 10am, the flight and the landing are handled by their crew. ' +
        'Friday: please have two Mercedes S-Class cars with drivers at Lanseria at 10am to take them to their hotel in Sandton, which their PA booked. ' +
        'Saturday: a round of golf for 5 (the four of them and me) at Gary Player Country Club at 8am, and we will need a helicopter from Sandton to Sun City at 6:30am to get there in time. ' +
        'Sunday: a long lunch for 5 at the Saxon at 1pm before they fly home. ' +
        'They are all halaal, so please let the Saxon know. ' +
        'One of them might bring his son along, but I will confirm that later, don’t add him yet. ' +
        'My assistant will handle the return to Lanseria. ' +
        'Budget is not really an issue, but I would like everything confirmed by tomorrow so I can send them the programme.',
      asks(
        req(['personal_driver', 'luxury_vehicle'], LANSERIA, 'fri', '10:00'),
        req(
          'other',
          ['Gary Player Country Club|Pilanesberg', 'Sun City|Pilanesberg'],
          'sat',
          '08:00',
        ),
        req(CHOPPER, 'Sandton|Johannesburg', 'sat', '06:30'),
        tableAt(['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'], 'sun', '13:00', 5),
      ),
    ],
    [
      'Morning! Long message, sorry. My sister and I are taking our mom away for her 70th, just the three of us, a real girls’ trip along the coast. ' +
        'She has never been to the Overberg and deserves something special after the year she has had. ' +
        'We all live in Joburg and we have our own flights to Cape Town, landing on the 16th at 9:30am. ' +
        'Could you please arrange: a nice car for us to drive ourselves, an SUV, ready at Cape Town airport on the 16th at 10am. ' +
        'A guest house in Hermanus from the 16th, three rooms or a cottage with three bedrooms. ' +
        'On the 17th, a private wine tasting in the Hemel-en-Aarde Valley for three at 11am, Mom loves Pinot Noir. ' +
        'Then on the 18th, a table for 3 for her birthday lunch in Hermanus at 12:30, somewhere with a view of the sea. ' +
        'We are sorting the trip home ourselves. ' +
        'Mom walks slowly these days, so please nothing with lots of stairs. ' +
        'My sister is booking a hairdresser for Mom herself, so leave that out. ' +
        'Thank you, this means a lot to us.',
      asks(
        req(HIRE, CAPE_TOWN_AIRPORT, 'dom:16', '10:00'),
        req('accommodation', 'Hermanus|Overberg', 'dom:16', null, { partySize: 3 }),
        req(TOUR, 'Hemel-en-Aarde Valley|Overberg', 'dom:17', '11:00'),
        table('Hermanus|Overberg', 'dom:18', '12:30', 3),
      ),
    ],
  ],
);
