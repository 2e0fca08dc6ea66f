import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const OUTING: ServiceType[] = ['other', 'travel'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];

/**
 * Seventeenth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a family reunion in the Drakensberg with a grandmother in a wheelchair, a
 * board roadshow in Cape Town for a CEO from London, a bachelor weekend in Plett, a mother's 75th
 * in Franschhoek, a honeymoon in the Kruger, a race day at Greyville with clients, a son's
 * graduation in Makhanda, and a year-end for a Joburg team; with flight numbers, ages, diets,
 * mobility, the member's own house and office (not where anything is booked), things already
 * arranged by someone else, a request dropped mid-message ("forget the skydiving"), a day named
 * once for several lines, people joining or dropping out, and a correction of a time ("at 7...
 * sorry, 7:30").
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'Hi there, hoping you can help me pull off something a bit complicated. My mom turns 80 and the whole family is meeting in the Berg for the weekend, 14 of us in total, flying in from London, Perth and Joburg. My brother has already booked everyone’s flights into King Shaka, so please don’t touch those. What I need from you: on Friday, a proper minibus with a driver to collect the overseas lot at King Shaka at 10:40 (BA flight, they will be tired and there are loads of bags). My mom is in a wheelchair, so the vehicle must have a ramp or at least enough space for the chair. Then a self-catering lodge or a big house near Cathedral Peak from Friday for 2 nights, with ground-floor bedrooms for Mom and my aunt who has a bad hip. On Saturday at 7pm we want a private chef to cook a birthday dinner for all 14 at the house; two of the kids are vegetarian and my uncle cannot have gluten. Finally, and this is the surprise, a helicopter flip over the mountains for Mom and me on Sunday at 9am if the weather plays along. I live in Kloof but none of this is at my house, everything happens in the Drakensberg. Thank you so much, you are a lifesaver!',
      asks(
        req(CAR, 'King Shaka International Airport|Durban', 'fri', '10:40'),
        req(
          'accommodation',
          ['Cathedral Peak|Drakensberg', 'Drakensberg|Drakensberg'],
          'fri',
          null,
        ),
        req(
          'private_chef',
          ['Cathedral Peak|Drakensberg', 'Drakensberg|Drakensberg', null],
          'sat',
          '19:00',
          { partySize: 14 },
        ),
        req(
          CHOPPER,
          ['Cathedral Peak|Drakensberg', 'Drakensberg|Drakensberg', null],
          'sun',
          '09:00',
        ),
      ),
    ],
    [
      'Good morning. Our CEO, Mr Harrington, is coming out from London for the board roadshow and I have been asked to make sure everything runs smoothly while he is in Cape Town. He lands at Cape Town International on Monday at 08:05 on BA 59, and I would like a discreet car and driver waiting for him in arrivals, then taking him straight to the CTICC for his first meeting. He is staying at the Mount Nelson, which our travel agent has already booked, so please leave that alone. On Tuesday evening he is hosting dinner for 8 investors, and I would love a private room somewhere in Camps Bay with a sea view at 7... sorry, 7:30, since the last meeting runs late. One of the investors keeps kosher, so the restaurant needs to be able to handle that. On Wednesday he has a public panel at the CTICC from 8am and the board has asked for close protection for the whole day, as there has been some noise in the press. I am in our Rosebank office, so you can reach me here on this number or by e-mail; the invoices must go to the company, not to me. Thanks very much for your help.',
      asks(
        req(CAR, 'Cape Town International Airport|Cape Town', 'mon', '08:05'),
        table('Camps Bay|Cape Town', 'tue', '19:30', 8),
        req('security', 'CTICC|Cape Town', 'wed', '08:00'),
      ),
    ],
    [
      'Right, so I am the best man and it has fallen on me to organise the bachelor weekend in Plett, and honestly I need help. There are 10 of us. Flights: we want a charter from Lanseria to Plett airport on Friday at 10am for all 10, the guys will meet at Lanseria at 9. Accommodation: a big house in Plett from Friday for 2 nights, something with a pool and a braai area, nothing fancy but it must sleep 10 without anyone on a couch. On Saturday at 11 we want a boat out on the bay for the 10 of us, whale watching or fishing, whatever is running, with a cooler box on board. Forget the skydiving I mentioned last week, the groom’s mom found out and said absolutely not. Saturday night we want a long table for 10 at a good steak place in Plett at 8pm, somewhere that won’t mind us being a bit loud. My own place is in Bryanston and the groom lives in Fourways, just in case that matters for the flights. Please send me the costs before confirming, the boys are paying me back in instalments.',
      asks(
        req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'fri', '10:00'),
        req('accommodation', 'Plettenberg Bay|Garden Route', 'fri', null),
        req(BOAT, ['Plettenberg Bay|Garden Route', null], 'sat', '11:00', { partySize: 10 }),
        table('Plettenberg Bay|Garden Route', 'sat', '20:00', 10),
      ),
    ],
    [
      'Hello, I want to do something special for my mother’s 75th birthday and need your help planning it properly. She loves Franschhoek, so the plan is a long lunch for 24 people at a wine farm there on the 13th. Please find an event planner who can handle everything for that day: the venue, flowers, a cake, a small string quartet and the seating plan. Most guests are older, so the venue needs easy access without stairs. Before the lunch, my mother, my two sisters and I want to do the Wine Tram in the morning, 4 tickets for 10am on the 13th if possible. We are all driving in from Stellenbosch and Paarl, so please also book a driver for the whole day for the four of us, collecting us in Stellenbosch at 8:30 that morning. Gifts for the guests I will sort out myself, I have a friend who does beautiful little jars of jam. Oh, and one more thing: my sister’s husband is now also coming, so the lunch is 25 and not 24. Many thanks, I look forward to hearing what you find.',
      asks(
        req('event_planning', 'Franschhoek|Cape Winelands', 'dom:13', null),
        req(
          OUTING,
          ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'],
          'dom:13',
          '10:00',
        ),
        req('personal_driver', 'Stellenbosch|Cape Winelands', 'dom:13', '08:30'),
      ),
    ],
    [
      'We got married last weekend (!!) and the honeymoon is finally happening, so I am handing this over to you because I am exhausted from the wedding planning. On the 10th we fly from Cape Town to Hoedspruit in the morning; I would like you to book those flights for two, ideally the one that leaves around 10am. When we land, we need a transfer from Eastgate Airport to the lodge. For the lodge itself, please book a suite at a private reserve like Thornybush or Timbavati for 4 nights from the 10th, with all game drives included. My husband is allergic to shellfish and I don’t eat red meat, so the lodge needs to know. On our last night, the 13th, we would love a private dinner in the bush for the two of us at 7pm, with lanterns if they do that sort of thing. My parents have offered to pay for a spa treatment for us as a gift; they will book that themselves directly with the lodge, so please don’t add it. Our home address in Durbanville is on my profile if you need it for the invoices. Thank you!!',
      asks(
        req(
          FLIGHT,
          ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
          'dom:10',
          '10:00',
        ),
        req(CAR, 'Eastgate Airport|Kruger', 'dom:10', null),
        req(
          'accommodation',
          ['Thornybush|Kruger', 'Timbavati|Kruger', 'Kruger|Kruger'],
          'dom:10',
          null,
        ),
        req(
          ['other', 'private_chef'],
          ['Thornybush|Kruger', 'Timbavati|Kruger', 'Kruger|Kruger', null],
          'dom:13',
          '19:00',
          { partySize: 2 },
        ),
      ),
    ],
    [
      'Morning! We have clients visiting from Nairobi and we want to take them to the races at Greyville on Saturday. There will be 6 of us, and two of the ladies are joining later in the afternoon, so plan for 6 and then 8 for dinner. The clients are staying at the Oyster Box, which their company booked, so please do not rebook that. On Saturday at 11:30 we would like a luxury car with a driver to collect the first 6 from the Oyster Box and take them to Greyville; a Sprinter or two big Mercs will do. At the course we need a private box or hospitality suite for the afternoon, from 12, with lunch and drinks; if a box is not possible then at least reserved seating in the members’ area. Then dinner for 8 at 7:30pm at a good restaurant in Umhlanga, somewhere with a view of the sea and a decent wine list, not the hotel restaurant please because they have eaten there twice already. Transport back to the hotel after dinner is not needed because it is walking distance. My office is in Westville and my assistant, Thandeka, can also confirm things on my behalf. Thank you very much.',
      asks(
        req(CAR, 'Oyster Box|Durban', 'sat', '11:30'),
        req(['other', 'event_planning'], 'Greyville|Durban', 'sat', '12:00'),
        table('Umhlanga|Durban', 'sat', '19:30', 8),
      ),
    ],
    [
      'Our son is graduating from Rhodes on the 17th, which is a very big deal in our family, and I need help with the logistics because we have never been to Makhanda before. My husband, my mother-in-law (she is 82 and walks with a stick), our daughter and I are flying from Joburg to Gqeberha on the 16th in the morning, around 9am; please book those four seats. At the airport in Gqeberha we need a comfortable car hired for three days, an SUV with space for luggage, which my husband will drive himself. In Makhanda we need a guest house for 2 nights from the 16th, three rooms, one of them on the ground floor for Granny. On the evening of the 17th, after the ceremony, we want to take our son and four of his friends to a celebration dinner, so that is 9 people at 7pm somewhere nice in Makhanda. The graduation tickets are handled by the university, so nothing needed there. We live in Midrand if that matters for the flights. Thank you.',
      asks(
        req(FLIGHT, JOBURG, 'dom:16', '09:00'),
        req(
          'luxury_vehicle',
          'Chief Dawid Stuurman International Airport|Gqeberha',
          'dom:16',
          null,
        ),
        req('accommodation', 'Makhanda|Sunshine Coast', 'dom:16', null),
        table('Makhanda|Sunshine Coast', 'dom:17', '19:00', 9),
      ),
    ],
    [
      'Hey, I have been asked (volun-told really) to organise our team year-end in Joburg and I want it to be memorable, so over to you. We are 22 people, though two are on leave so plan for 20. The date is the 5th of December. The idea is to start with a team-building activity in the afternoon, something like a cooking class or a gin tasting, at 2pm somewhere in Maboneng. Then dinner at 7 at a private venue in Parkhurst, for which I would love an event planner to do the decor, a DJ and the whole evening, because I do not have the time. I also want a security guard in the parking area from 6pm until late because people will be leaving their cars there. Lastly, at 11pm we need shuttles or drivers to take everyone home safely, nobody is driving themselves after the party. Our office is in Rosebank, but nothing happens there. A few people are vegetarian and one is vegan, so the menu needs proper options for them. I will check with finance on the budget, but assume something generous.',
      asks(
        req(OUTING, 'Maboneng|Johannesburg', 'md:12-05', '14:00'),
        req('event_planning', 'Parkhurst|Johannesburg', 'md:12-05', '19:00'),
        req('security', ['Parkhurst|Johannesburg', null], 'md:12-05', '18:00'),
        req(CAR, ['Parkhurst|Johannesburg', null], 'md:12-05', '23:00'),
      ),
    ],
  ],
);
