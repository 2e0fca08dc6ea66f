import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const GROCERIES: ServiceType[] = ['personal_shopping', 'other'];
const GUIDE: ServiceType[] = ['other', 'travel'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Sixteenth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a golf week with overseas clients at Fancourt, a grandmother's 80th in the
 * Karoo, a roadshow from Durban to Pietermaritzburg, a school-holiday safari, guests for a
 * wedding in Tulbagh, a husband's recovery after a knee operation, a rugby test weekend in Joburg
 * with friends from abroad, and a daughter's graduation in Stellenbosch; with flight numbers,
 * ages, diets, mobility, the member's own town and office (not where anything is booked), things
 * already arranged by someone else, a request dropped mid-message ("forget the quad bikes"), a
 * day named once for several lines, and a correction of a time ("8... make that 8:30").
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      'Good morning team. I have four clients flying in from Frankfurt for a golf week and I want it to be flawless, they are a big account for us. They land at George Airport on Thursday at 13:40 on the Airlink flight from Joburg (they connect in Joburg, the international leg is sorted by their travel office, so no flights needed from you). Please could you arrange the following. First, a proper car to collect them at George airport when they land, a Range Rover or similar with space for four golf bags, because nothing says welcome like a squashed sedan. Second, accommodation for the four of them at Fancourt from Thursday for four nights, separate rooms, preferably close to the clubhouse; one of them, Dieter, has a bad hip so ground floor if possible. Third, on the Thursday evening a table for five (I will join them, driving down from Mossel Bay where I live) at a good restaurant in George at 7:30, nothing too fancy, they want to try South African food and wine. Please mention that one of them is pescatarian. I have already booked their tee times myself through the club so leave the golf side alone. If anything is unclear just shout, thanks!',
      asks(
        req(CAR, 'George Airport|Garden Route', 'thu', '13:40'),
        req('accommodation', 'Fancourt|Garden Route', 'thu', null),
        table('George|Garden Route', 'thu', '19:30', 5),
      ),
    ],
    [
      'Hi there, long message sorry. My gran, Ouma Hettie, turns 80 on the 14th and the whole family is gathering in Prince Albert for the weekend. She lives in Oudtshoorn but refuses to let anyone fuss over her there, so we are taking her over the Swartberg Pass for it. Here is what I need. A guesthouse or two in Prince Albert from the 13th that can sleep 14 people altogether, including three kids under ten and my uncle who uses a walker, so at least one room without stairs. Then on the 14th itself a private chef to cook a traditional Karoo lunch for all of us at the guesthouse at 1pm: lamb, pumpkin fritters, melktert, the works. Gran is diabetic so dessert needs a sugar-free option too. My cousin is sorting the flowers and the cake, so please leave those. Lastly, gran cannot do the pass in her own car anymore, so could you organise a driver to bring her and my aunt from Oudtshoorn to Prince Albert on the 13th at 10 in the morning, slowly and carefully please, she gets car sick. Thank you so much, this means the world to our family.',
      asks(
        req('accommodation', 'Prince Albert|Karoo', 'dom:13', null),
        req('private_chef', 'Prince Albert|Karoo', 'dom:14', '13:00', { partySize: 14 }),
        req('personal_driver', 'Oudtshoorn|Garden Route', 'dom:13', '10:00'),
      ),
    ],
    [
      'Hello, I run the investor relations office and we have a two day roadshow in KZN next week, I would appreciate your help with the logistics because my PA is on leave. Our CEO flies in from Cape Town and lands at King Shaka on Tuesday at 07:50 (flight FA 612, already booked). Please arrange a driver to collect him at King Shaka at that time and keep the driver with him for the day; the first meeting is in Umhlanga Ridge at 9 and the last one is in the Durban CBD at 4. That evening, Tuesday, we are hosting six fund managers for dinner; please book a table for 7 at 8, make that 8:30, somewhere quiet with a private area in Umhlanga. On Wednesday he drives up to Pietermaritzburg for a site visit at the plant, and because of a recent incident at the site the board insists on close protection for him: a security detail from 10am on Wednesday in Pietermaritzburg until he is back at the airport. Nothing else for now; accommodation is being handled by the hotel group we partner with, so please do not book a hotel. I will send the guest list for the dinner separately.',
      asks(
        req('personal_driver', 'King Shaka International Airport|Durban', 'next:tue', '07:50'),
        table('Umhlanga|Durban', 'next:tue', '20:30', 7),
        req('security', 'Pietermaritzburg|Pietermaritzburg', 'next:wed', '10:00'),
      ),
    ],
    [
      'Hi Aurum. School holidays are nearly here and I have promised the kids their first proper safari, so here is the plan, please tell me if it is doable. We are a family of five: me, my husband, and our three kids aged 6, 9 and 13. We fly ourselves from Lanseria to Hoedspruit on the 2nd, actually no, could you book those flights too? Lanseria to Hoedspruit (Eastgate) on the morning of the 2nd, five seats. Then a family-friendly lodge in the Klaserie or anywhere in that area that takes children under 12, from the 2nd for four nights; we would love a family suite or two interleading rooms. Our youngest is allergic to nuts, please note that for the lodge kitchen. While we are there I would like a private guide for a walking safari for the older two and my husband on the 4th at 6am, if the lodge does not have its own. My mother-in-law wanted to join but she has since decided against it, so it stays five. We also thought about a helicopter flip over the Blyde River Canyon but the kids voted against it, so forget that. Thanks a million!',
      asks(
        req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'dom:2', '09:00'),
        req('accommodation', ['Klaserie|Kruger', 'Kruger|Kruger'], 'dom:2', null),
        req(GUIDE, ['Klaserie|Kruger', 'Kruger|Kruger', null], 'dom:4', '06:00'),
      ),
    ],
    [
      'Morning! Our daughter Anri gets married at a farm outside Tulbagh on Saturday the 28th of February and the wedding planner has the day itself under control, but she does not do guest logistics, which is where you come in. About 40 guests are coming from Cape Town and Joburg. Please can you arrange: 1) a guesthouse or small hotel in Tulbagh that can take the overflow of about 20 guests from Friday the 27th for two nights (the farm sleeps the rest); 2) a shuttle with a driver to collect the Joburg guests at Cape Town International on the 27th at 14:00 and bring them through to Tulbagh, we are talking 12 people with luggage; 3) a driver on the wedding night, from 11pm, to ferry guests from the farm back to town, so nobody drives after the reception. My husband also asked about a photographer for the morning after, but the planner already has that covered, so ignore. The bride is vegetarian but that is for the caterer, not for you. Please invoice me separately from my normal membership stuff if that is possible. Baie dankie!',
      asks(
        req('accommodation', 'Tulbagh|Cape Winelands', 'md:02-27', null),
        req(
          ['personal_driver', 'other', 'travel'],
          'Cape Town International Airport|Cape Town',
          'md:02-27',
          '14:00',
        ),
        req('personal_driver', ['Tulbagh|Cape Winelands', null], 'md:02-28', '23:00'),
      ),
    ],
    [
      'Hi, I need to organise some help at home and I am a bit overwhelmed, so bear with me. My husband is having a knee replacement at the hospital in Kenilworth on Monday next week and will be discharged on the Thursday if all goes well. He cannot drive for six weeks and I do not drive on the highway. So, firstly, a driver to take him from our house in Newlands to the hospital in Kenilworth on Monday at 5:45 in the morning for admission at 6:30. Secondly, someone to do a big grocery shop and stock the fridge at home in Newlands on the Wednesday, I will send a list; he is on a low-salt diet now, the doctor was very strict. Thirdly, a private chef to come to the house on Thursday evening at 6 to cook a welcome home dinner for the two of us plus our son who is flying in from London for it. The hospital arranges the physio, so that is not needed. And if you could, please do not phone me between 10 and 12 on Monday, I will be sitting with him. Thank you, you are a lifesaver.',
      asks(
        req('personal_driver', 'Newlands|Cape Town', 'next:mon', '05:45'),
        req(GROCERIES, 'Newlands|Cape Town', 'next:wed', null),
        req('private_chef', 'Newlands|Cape Town', 'next:thu', '18:00', { partySize: 3 }),
      ),
    ],
    [
      'Howzit. Three mates of mine are flying in from Auckland for the Springbok test at Ellis Park on Saturday, and I want to give them the full Joburg experience without any of the stress, they are nervous about safety after reading all sorts online. They land at OR Tambo on Friday at 17:05 on the Qantas flight via Sydney, I think it is QF63. Please sort: a driver with a big vehicle to collect them from OR Tambo at that time and drop them at my place in Parkview. Then on Friday night, dinner for the four of us at 8 in Parkhurst, somewhere with good steak, they have been warned about our portions. On Saturday, a driver to take us from Parkview to Ellis Park at 2pm and back after the final whistle; and because it gets rowdy around the stadium, a security guard to stay with us from 2pm until we are home. They are staying with me, so no accommodation. I had thought about quad bikes at the Cradle on Sunday morning, but forget the quad bikes, they will be too hungover. Cheers, legends.',
      asks(
        req(CAR, 'OR Tambo International Airport|Johannesburg', 'fri', '17:05'),
        table('Parkhurst|Johannesburg', 'fri', '20:00', 4),
        req('personal_driver', 'Parkview|Johannesburg', 'sat', '14:00'),
        req('security', ['Parkview|Johannesburg', 'Ellis Park|Johannesburg', null], 'sat', '14:00'),
      ),
    ],
    [
      'Good evening. Our daughter graduates from Stellenbosch on the 9th of April, ceremony at 10, and my parents are flying down from Polokwane to see it, which is a big deal as my father is 82 and has not flown in years. We live in Pretoria, I am flying down separately on a work ticket, so please only help with the following. A wheelchair-friendly flight for my parents from Polokwane to Cape Town on the 8th, with assistance at both ends. A driver to collect them at Cape Town International on the 8th at 3pm and take them to their accommodation. That accommodation: two nights in Stellenbosch from the 8th for my parents, somewhere quiet, walking distance to the town if possible, with a walk-in shower. Then after the ceremony on the 9th, a celebration lunch for the family, eight of us, at 1pm at a wine farm near Stellenbosch with a view. Our daughter has asked for Jordan but anywhere similar would be fine if they are full. We will arrange our own transport on the day itself. Thank you kindly.',
      asks(
        req(
          FLIGHT,
          ['Polokwane|Polokwane', 'Polokwane International Airport|Polokwane'],
          'md:04-08',
          null,
        ),
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'md:04-08', '15:00'),
        req('accommodation', 'Stellenbosch|Cape Winelands', 'md:04-08', null),
        tableAt(['Stellenbosch|Cape Winelands', null], 'md:04-09', '13:00', 8),
      ),
    ],
  ],
);
