import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

/**
 * Eighth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services among flight numbers, family detail, allergies, conditions and asides.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi team, hope you're well. We're finally doing the family trip down to Cape Town and I'd love your help with the logistics because my PA is on leave. We fly in on FlySafair from Joburg on the 18th, landing at Cape Town International at 10h50 (flight FA 212, but please double-check, it sometimes changes). There will be five of us: me, my husband, our two boys (9 and 12) and my mother-in-law who uses a walking stick, so please nothing with lots of stairs. First, we need a driver with a big enough vehicle to meet us at arrivals on the 18th, with a booster seat for the little one please. Second, a villa in Camps Bay or Bakoven from the 18th for 6 nights, at least 4 bedrooms, with a pool that has a fence or a cover because of the kids. Third, on the Saturday, which is the 21st, I want to surprise my husband with a private chef at the villa at 7pm for the five of us. He loves seafood but my mother-in-law is allergic to shellfish, so please flag that very clearly. And last, if possible, a morning boat trip from the V&A Waterfront on the 22nd at 10 to see the seals, just us five. Budget is flexible within reason. Thank you so much, you're lifesavers!",
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'dom:18', '10:50'),
        req('accommodation', ['Camps Bay|Cape Town', 'Bakoven|Cape Town'], 'dom:18', null),
        req('private_chef', ['Camps Bay|Cape Town', 'Bakoven|Cape Town', null], 'dom:21', '19:00', {
          partySize: 5,
        }),
        req('yacht_charter', 'V&A Waterfront|Cape Town', 'dom:22', '10:00', { partySize: 5 }),
      ),
    ],
    [
      'Good evening. Next week I am in Durban for our regional board meeting and I would like everything arranged before I leave on Friday, as I will be in back-to-back meetings. I fly out of OR Tambo next Monday on the 07:00 SAA flight to Durban, business class, aisle seat if there is a choice, please book that for me. When I land at King Shaka at 08:10 the same day I need a driver waiting, preferably the same one for the whole trip, who knows the way to the Durban ICC and can wait while I am inside. On the Tuesday our new CEO joins us and, given the recent incidents in the city, the board has asked for a close protection officer for him at the ICC from 8am next Tuesday until the end of the day; discreet, plain clothes, no visible weapons please. Finally, the board dinner: nine of us next Tuesday at 19:30 at the Oyster Box. Two of the directors are diabetic and one is vegan; the restaurant should know in advance. Please send the invoices to the company, not to my personal card, and copy my assistant Lindiwe on the confirmations. Kind regards.',
      asks(
        req('travel', 'OR Tambo International Airport|Johannesburg', 'next:mon', '07:00'),
        req('personal_driver', 'King Shaka International Airport|Durban', 'next:mon', '08:10'),
        req('security', 'Durban ICC|Durban', 'next:tue', '08:00'),
        table('Oyster Box|Durban', 'next:tue', '19:30', 9),
      ),
    ],
    [
      "Hello Aurum. My fiancée and I are getting married on the 2nd and leaving for our honeymoon two days later, and I've been told you're the people to make it perfect. Here is the rough plan; tell me if anything is unrealistic. On the 4th we'd like to fly from Lanseria to Skukuza, ideally a morning flight around 9 because we will be exhausted after the wedding. From the 4th we'd love a lodge in the Sabi Sand for four nights, something like Singita or Londolozi, with a private plunge pool and no children (sorry kids). She is vegetarian and I don't eat pork, please pass this on. Then on the 8th we fly on to Cape Town and would like a suite at Ellerman House from the 8th for three nights. On our last evening, the 10th, a table for two somewhere special with a view, at 7:30pm. Champagne on arrival would be lovely. Please don't mention the honeymoon to anyone who calls the house, my mother-in-law likes surprises even less than I do. Many thanks.",
      asks(
        req('travel', 'Lanseria International Airport|Johannesburg', 'dom:4', '09:00'),
        req('accommodation', 'Sabi Sand|Kruger', 'dom:4', null),
        req('travel', ['Skukuza|Kruger', 'Sabi Sand|Kruger', 'Cape Town|Cape Town'], 'dom:8', null),
        req('accommodation', 'Ellerman House|Cape Town', 'dom:8', null),
        table(null, 'dom:10', '19:30', 2),
      ),
    ],
    [
      "Morning, I'm organising our company's strategy day and I've been told to hand it to you. It's on the 14th at Babylonstoren and there will be 45 of us from the Cape Town office. We need someone to plan the whole day: a venue on the farm for a workshop from 9 until 3, lunch in the garden, a short tour, and a wine tasting to end. Please note three people are gluten free, two are halaal, and our MD cannot stand long speeches so keep the programme tight. One of the team is also pregnant, so a shaded spot at lunch please. For transport, two minibuses with drivers must collect everyone at the CTICC at 7:30am on the 14th and bring them back by about 6. Some of the directors want to stay over, so please book six rooms in Franschhoek for the night of the 14th, nothing too fancy, breakfast included. If the weather looks bad, we'd want an indoor option, and I need to know by the 10th. Invoices to accounts@ our company please, I'll send the details. Thanks a mil!",
      asks(
        req('event_planning', 'Babylonstoren|Cape Winelands', 'dom:14', '09:00', { partySize: 45 }),
        req('personal_driver', 'CTICC|Cape Town', 'dom:14', '07:30'),
        req('accommodation', 'Franschhoek|Cape Winelands', 'dom:14', null),
      ),
    ],
    [
      'ok so this is a voice note sorry if it comes out weird im driving lol. so this weekend my brother is coming from london he lands at OR tambo on friday at quarter past six in the morning so we need a driver for him there, he will have like 3 big bags and his golf clubs so a proper car not a small thing. then friday night we want to go out so a table for six somewhere in Melrose Arch at 8, he eats halaal so please make sure the place has halaal options otherwise he will just eat chips the whole night haha. saturday we need a Range Rover or something nice in Sandton from 10 in the morning because he wants to drive himself around and see the old places, he has an international licence. and then sunday lunch for the whole family, we are about 14 of us with the kids, in Soweto at 1, my mom wants somewhere near Vilakazi Street because thats where she grew up. thats it i think. oh and he doesnt know about the sunday lunch its a surprise so dont send him anything ok thanks',
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'fri', '06:15'),
        table('Melrose Arch|Johannesburg', 'fri', '20:00', 6),
        req('luxury_vehicle', 'Sandton|Johannesburg', 'sat', '10:00'),
        req('other', ['Soweto|Johannesburg', 'Vilakazi Street|Johannesburg'], 'sun', '13:00', {
          partySize: 14,
          dining: true,
        }),
      ),
    ],
    [
      'Dear concierge, my parents celebrate 50 years of marriage this month and the whole family is meeting in the Drakensberg. There will be 18 of us, including four grandchildren under six and my father, who is 81 and not very steady on his feet. My parents fly down from Polokwane and land at King Shaka on the 12th at 11:30; please have a comfortable car and a patient driver meet them and bring them up to the mountains (about three hours, so a stop halfway would be kind). We would like a lodge near Champagne Castle from the 12th for three nights, ground floor rooms for my parents, and cots for the two babies. On the 14th, the anniversary itself, we want a private chef at the lodge at 7pm to cook for all 18 of us. My mother is diabetic, my brother is allergic to nuts, and my father still insists on pudding, so a sugar-free dessert would be a lovely touch. Please keep it all under one invoice to me, and let me know if a photographer can be arranged as well, but that can wait. Thank you very much.',
      asks(
        req('personal_driver', 'King Shaka International Airport|Durban', 'dom:12', '11:30'),
        req('accommodation', 'Champagne Castle|Drakensberg', 'dom:12', null),
        req('private_chef', ['Champagne Castle|Drakensberg', null], 'dom:14', '19:00', {
          partySize: 18,
        }),
      ),
    ],
    [
      "Hi there. A client of mine, a musician I can't name here, is performing in Plett over the festive season and I've been asked to arrange his stay. He flies privately into Plettenberg Bay Airport on the 20th at about 4pm; he'll need a driver waiting on the apron and the driver must sign an NDA. From the 20th he needs a villa in Plett for ten nights, secluded, with a studio or at least a room with good acoustics, and space for his two assistants. He also needs close protection from the moment he lands on the 20th until he leaves: two officers, rotating, nobody who will post on social media. On the 24th he would like to take the band out on a yacht from Plett at 11am, about 8 of them, with lunch on board if possible. He doesn't drink, so no champagne welcome nonsense please. If anything leaks I will know where it came from, so please treat this as confidential. His manager will be in touch about the rider, but the bookings come from me. Thanks.",
      asks(
        req('personal_driver', 'Plettenberg Bay Airport|Garden Route', 'dom:20', '16:00'),
        req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:20', null),
        req(
          'security',
          ['Plettenberg Bay Airport|Garden Route', 'Plettenberg Bay|Garden Route'],
          'dom:20',
          '16:00',
        ),
        req('yacht_charter', 'Plettenberg Bay|Garden Route', 'dom:24', '11:00', { partySize: 8 }),
      ),
    ],
    [
      'Hello. My wife and I are taking my in-laws from Germany on a short safari in the Eastern Cape, and I would appreciate it if you could handle the bookings, as my German is better than my organising. We will fly from Cape Town to PE on the 3rd, the 07:45 flight if it still exists, four passengers, and my father-in-law needs assistance at the airport as he has had a hip replacement. At PE airport we want to collect a large comfortable SUV, a Range Rover or similar, on the 3rd, since I will drive us myself to the reserve and back. For accommodation, Shamwari from the 3rd for three nights, two rooms, ideally next to each other, with the game drives included. My mother-in-law is a coeliac, so the lodge must know about gluten. We do not need anything in PE itself on the way back; we drive straight to the airport on the 6th. Please confirm by email as well as in the app. And nothing too early in the mornings for my mother-in-law please; she is not a morning person. Thank you in advance.',
      asks(
        req('travel', 'Cape Town|Cape Town', 'dom:3', '07:45'),
        req('luxury_vehicle', 'Chief Dawid Stuurman International Airport|Gqeberha', 'dom:3', null),
        req('accommodation', 'Shamwari|Gqeberha', 'dom:3', null),
      ),
    ],
  ],
);
