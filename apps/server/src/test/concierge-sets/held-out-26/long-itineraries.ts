import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const TOUR: ServiceType[] = ['other', 'travel'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const CARRIAGE: ServiceType[] = ['other', 'luxury_vehicle'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const PE_AIRPORT = 'Chief Dawid Stuurman International Airport|Gqeberha';
const GARY_PLAYER = ['Gary Player Country Club|Pilanesberg', 'Sun City|Pilanesberg'];
const SUN_CITY = ['Sun City|Pilanesberg', 'Lost City|Pilanesberg', 'Pilanesberg|Pilanesberg'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const ELLERMAN = ['Ellerman House|Cape Town', 'Bantry Bay|Cape Town'];
const LANZERAC = ['Lanzerac|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const SPIER = ['Spier|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const DURBAN_ICC = ['Durban ICC|Durban', 'Durban|Durban'];
const KAPAMA = ['Kapama|Kruger', 'Hoedspruit|Kruger', 'Kruger|Kruger'];
const SHAMWARI = ['Shamwari|Gqeberha'];
const NMB_STADIUM = ['Nelson Mandela Bay Stadium|Gqeberha', 'Gqeberha|Gqeberha'];
const CHAMPAGNE_CASTLE = ['Champagne Castle|Drakensberg', 'Drakensberg|Drakensberg'];
const NOTTINGHAM_ROAD = 'Nottingham Road|Pietermaritzburg';
const DRAKENSBERG = ['Drakensberg|Drakensberg', 'Champagne Castle|Drakensberg', null];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-sixth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a brothers' golf weekend at Sun City from Friday to Sunday, a wedding anniversary
 * in Cape Town from the 18th, a company offsite in Stellenbosch next week, grandparents visiting
 * Umhlanga tomorrow and the day after, a family safari near Hoedspruit from the 15th, a daughter's
 * 18th in Joburg on the 27th, investors from Nairobi in Durban on the 21st and 22nd, a family
 * retreat in the Drakensberg from Friday to Sunday, a rugby weekend in Gqeberha from the 20th and a
 * bridal party at a wedding in the Midlands on Saturday; with a hotel, a venue, a caterer, a DJ, a
 * wedding planner, transfers and flights already arranged by someone else (not requests), places
 * that are only where people fly in from, live or stay (Durban, Nairobi, London, Bloemfontein, East
 * London, Johannesburg, Pietermaritzburg, Westville, Rosebank, Howick), someone who may come later
 * ("he'll sort himself out"), dietary notes, a wheelchair, "next week" with Monday and Tuesday
 * under it, Friday to Sunday in order, "tomorrow" and "the day after tomorrow", and days of the
 * month between the 15th and the 28th so they stay in order at every clock.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi there, I'm putting together a golf weekend for my three brothers and me and I could use your help with a few pieces of it. " +
        "The hotel at Sun City is already booked through my brother's company, so please don't touch that, and my youngest brother is flying up from Durban on his own and his office is sorting out his transfer. " +
        'What I need from you: first, a minibus with a driver to collect the three of us in Fourways on Friday at 7am and take us up to Sun City, with space for three sets of golf clubs. ' +
        "Second, a tee time for four at the Gary Player Country Club on Saturday at 8am; we're all around a 12 handicap, nothing fancy, and we'd like two carts if they allow it. " +
        'Third, dinner on Saturday evening for eight at one of the restaurants at Sun City at 7:30pm, because the wives are driving up on Saturday afternoon to join us. ' +
        "One of them is vegetarian and one doesn't eat pork, so a place with a decent menu please. " +
        "We'll make our own way home on Sunday, so no transport needed for the return. Thanks a million, this is my first time organising something like this for the family and I'd like it to go smoothly.",
      asks(
        req(BUS, 'Fourways|Johannesburg', 'fri', '07:00'),
        req('other', GARY_PLAYER, 'sat', '08:00'),
        tableAt(SUN_CITY, 'sat', '19:30', 8),
      ),
    ],
    [
      'Good morning. My husband and I celebrate our 25th wedding anniversary this month and I would like to surprise him with a few days in Cape Town. ' +
        "We are flying down from OR Tambo on the 18th (I'll book the flights myself with our miles, so don't worry about those) and we land at Cape Town International at 2:30pm. " +
        'Please arrange a driver to meet us at arrivals on the 18th at 2:30pm with a name board; we will have two large suitcases. ' +
        'I would also love a sea-facing suite at Ellerman House from the 18th for three days, ideally with a bath with a view. ' +
        'On the 19th I want to take him out on a private yacht from the V&A for sunset, just the two of us, leaving at 5:30pm, with some bubbly and oysters on board if possible. ' +
        'Then on the 20th a table for two at a special restaurant in the City Bowl at 8pm. He loves fish and hates anything too fussy. ' +
        "He thinks we're going to a conference, so please don't phone his number, only mine. Thank you so much!",
      asks(
        req('personal_driver', CAPE_TOWN_AIRPORT, 'dom:18', '14:30'),
        req('accommodation', ELLERMAN, 'dom:18', null),
        req(BOAT, WATERFRONT, 'dom:19', '17:30'),
        tableAt(['City Bowl|Cape Town', 'Cape Town|Cape Town'], 'dom:20', '20:00', 2),
      ),
    ],
    [
      "Hello Aurum team. I'm the COO of a small asset manager and we're taking our leadership team of 22 to Stellenbosch next week for a two-day offsite. " +
        'HR has already booked the conference venue and the rooms at a wine estate, and the venue does our breakfasts and lunches, so none of that is needed. ' +
        'Here is what I would like you to handle. On Monday of next week we need a 25-seater bus with a driver at Cape Town International at 8am, because most of the team flies in from Johannesburg that morning. ' +
        "Two colleagues are coming from East London and will take a shuttle, so don't worry about them. " +
        'On Monday evening we would like a private dinner for 22 at Lanzerac at 7pm; one person is coeliac and two are vegan. ' +
        'On Tuesday afternoon, after the last session, we would like a wine tasting for the whole group at Spier at 3pm, with a short cellar tour if they offer one. ' +
        'The group flies home on Tuesday evening and their own travel agent has the airport transfers covered. ' +
        'Please send me a single quote for everything if you can, our finance team prefers one invoice.',
      asks(
        req(BUS, CAPE_TOWN_AIRPORT, 'next:mon', '08:00'),
        tableAt(LANZERAC, 'next:mon', '19:00', 22),
        req(TOUR, SPIER, 'next:tue', '15:00'),
      ),
    ],
    [
      "My parents are coming to visit us in Umhlanga for a few days and I want to spoil them, they haven't been to the coast in years. " +
        'They fly in from Bloemfontein tomorrow, landing at King Shaka at 11:30am, so please send a driver to meet them at King Shaka at 11:30 tomorrow. ' +
        'My dad uses a wheelchair at airports, so the car must have space for a folding wheelchair and the driver should be patient with them. ' +
        "They'll stay with us at home, so no hotel needed. " +
        'The day after tomorrow we want a private chef to cook dinner at our house in La Lucia at 6pm for nine people, my whole family plus my parents. ' +
        'Mom loves seafood but my dad is diabetic, so a dessert without sugar would be kind. ' +
        "We'd also like a table for 9 at the Oyster Box for lunch at 1pm the day after tomorrow, before the dinner, hmm, actually maybe that's too much food. " +
        "No, let's do both, they deserve it. My sister is driving down from Johannesburg later in the week and we'll sort her out ourselves. " +
        'Thank you, you are always so helpful.',
      asks(
        req('personal_driver', KING_SHAKA, 'tomorrow', '11:30'),
        req('private_chef', 'La Lucia|Durban', '+2', '18:00', { partySize: 9 }),
        tableAt(OYSTER_BOX, '+2', '13:00', 9),
      ),
    ],
    [
      'We are planning a family safari for the school holidays and would like Aurum to put it together. We are two adults and three children aged 8, 11 and 14. ' +
        'On the 15th we would like flights for five from OR Tambo to Hoedspruit, leaving at about 10am; please check the baggage allowance because we will have camera gear. ' +
        'From the 15th we would like a family suite at a lodge on Kapama for four days, with a private vehicle if possible as the kids get restless on shared drives. ' +
        'On the 16th at 9am, a visit to a wildlife rehabilitation centre near Hoedspruit for the five of us, my daughter wants to be a vet. ' +
        'Then on the 17th, my eldest is desperate to do a walking safari with a guide at 6am, just him and me, so please book that at the lodge. ' +
        "My in-laws live in London and might join us, but we'll book them separately later, so please only book for the five of us for now. " +
        'Our youngest has a severe nut allergy, so please make sure the lodge knows. We will drive ourselves home at the end.',
      asks(
        req(FLIGHT, OR_TAMBO, 'dom:15', '10:00'),
        req('accommodation', KAPAMA, 'dom:15', null),
        req(TOUR, ['Hoedspruit|Kruger', 'Kruger|Kruger'], 'dom:16', '09:00'),
        req(TOUR, KAPAMA, 'dom:17', '06:00'),
      ),
    ],
    [
      "Hi! My daughter turns 18 on the 27th and we're throwing her a party at our house in Parkview. " +
        'The caterer is a family friend and the DJ is her cousin, so those are covered. ' +
        "What I need: an event planner to do the decor and run the evening on the 27th, the theme is 'Great Gatsby', about 60 guests, mostly teenagers with some parents. " +
        'Because it is a lot of teenagers, I want two security guards at the house from 6pm on the 27th until midnight, one at the gate and one in the garden. ' +
        'Then, on the day after the party, the 28th, I would like a private chef to come to the house at 11am to make a brunch for twelve family members who will still be with us. ' +
        'My mother-in-law is visiting from East London and is staying in a hotel in Rosebank; she can take an Uber, please do not book her a car. ' +
        "Also, my daughter has begged for a photographer at the party, so add one at the house from 7pm on the 27th if it's not too much. " +
        'She will be mortified if anything goes wrong, so I am counting on you. Thank you!',
      asks(
        req(PARTY, 'Parkview|Johannesburg', 'dom:27', null),
        req(ESCORT, 'Parkview|Johannesburg', 'dom:27', '18:00'),
        req('private_chef', 'Parkview|Johannesburg', 'dom:28', '11:00', { partySize: 12 }),
        req('other', 'Parkview|Johannesburg', 'dom:27', '19:00'),
      ),
    ],
    [
      'Two investors from Nairobi are visiting our Durban office on the 21st and 22nd and I want their stay to be seamless. ' +
        'Their flights are booked by their own office and they arrive at King Shaka on the 21st at 9:45am. ' +
        'Please have a chauffeur in a black Mercedes meet them at King Shaka at 9:45am on the 21st. ' +
        'They will stay at the Oyster Box: please book two sea-view rooms from the 21st, under my company name. ' +
        'On the 22nd we need a meeting room for six at the Durban ICC at 9am, with a screen and coffee. ' +
        "That evening, the 22nd, we'd like dinner for six at a good seafood restaurant in Umhlanga at 7:30pm; one of them is halaal. " +
        'They fly out on the 23rd in the morning, but their office has already booked the transfer back, so please leave that. ' +
        "I'll be driving myself in from Westville every day so I don't need anything for me. " +
        "Both of them are keen golfers, but we'll arrange a round for them on another visit. Thank you, please confirm as soon as you can.",
      asks(
        req('personal_driver', KING_SHAKA, 'dom:21', '09:45'),
        req('accommodation', OYSTER_BOX, 'dom:21', null),
        req('other', DURBAN_ICC, 'dom:22', '09:00'),
        table('Umhlanga|Durban', 'dom:22', '19:30', 6),
      ),
    ],
    [
      'We need a break from the city, so my wife and I are taking the kids and her parents to the Drakensberg for a long weekend, from Friday to Sunday. ' +
        'We will drive down from Johannesburg ourselves in two cars, so no transport, thank you. ' +
        'Please book a self-catering chalet for six near Champagne Castle from Friday; her dad struggles with stairs, so a ground-floor one please. ' +
        'On Saturday morning at 7am I want a guided hike for my son and me, something four or five hours long, nothing too extreme. ' +
        'Also on Saturday, a helicopter flip over the escarpment at 3pm for my wife and her mother, which would be a real treat for them. ' +
        'On Sunday we would love a private chef to cook lunch for the six of us at the chalet at 1pm before we drive home; the kids will eat anything, the adults prefer lamb. ' +
        "My brother-in-law may come down from Pietermaritzburg on Saturday but he'll sort himself out. " +
        "If the weather turns we'll play it by ear and let you know. Thanks, we really need this weekend.",
      asks(
        req('accommodation', CHAMPAGNE_CASTLE, 'fri', null),
        req(TOUR, DRAKENSBERG, 'sat', '07:00'),
        req(CHOPPER, DRAKENSBERG, 'sat', '15:00'),
        req('private_chef', CHAMPAGNE_CASTLE, 'sun', '13:00', { partySize: 6 }),
      ),
    ],
    [
      "Howzit, a few of us are heading to Gqeberha for the rugby test and we're making a proper weekend of it. " +
        'The flights from Cape Town are booked, we land on the 20th at noon, and there are four of us. ' +
        'Please get us a big SUV we can drive ourselves, ready at the Gqeberha airport on the 20th at noon. ' +
        "From the 20th we'd like two rooms for two days at a lodge at Shamwari, we've never seen the Big Five and this is our chance. " +
        'We also need four tickets for the match at the Nelson Mandela Bay Stadium on the 22nd, good seats on the halfway line if possible, and we can pay extra. ' +
        'On the 21st we want to do a deep-sea fishing trip out of Gqeberha harbour at 6am for the four of us, only if the sea is okay. ' +
        "One of the guys is flying back to Cape Town early, on the evening of the 22nd, but he'll take the car back with him, so no transfer needed. " +
        "We're all in our forties, so nothing too wild please. Let me know what it will cost, we're splitting it four ways.",
      asks(
        req(HIRE, PE_AIRPORT, 'dom:20', '12:00'),
        req('accommodation', SHAMWARI, 'dom:20', null),
        req('other', NMB_STADIUM, 'dom:22', null),
        req(BOAT, 'Gqeberha|Gqeberha', 'dom:21', '06:00'),
      ),
    ],
    [
      "Hello, hello. So my best friend is getting married in the Midlands this Saturday and I've somehow ended up as the maid of honour AND the person who organises everyone's logistics, so I'm turning to you before I lose my mind. " +
        "The wedding itself is at a venue near Howick and the couple's planner is running everything on the day (the ceremony, the food, the flowers, the band, all of it), so please don't get involved there. " +
        'My job is the bridal party. There are eight of us flying in from Cape Town and Johannesburg on Friday morning and we all land at King Shaka more or less together. ' +
        'So first: a minibus with a driver at King Shaka on Friday at 10am for eight people and a LOT of luggage (dresses in garment bags, so they must hang, not be squashed). ' +
        "Second, rooms for the eight of us at a guest house in Nottingham Road from Friday; four twin rooms is fine, we're all old friends. " +
        'Third, on Saturday we need a hair and make-up team at the guest house at 8am for the bride and seven bridesmaids; the bride is getting ready with us, which is why it has to be there. ' +
        "Fourth, the groom's brother wants to surprise the couple with a horse-drawn carriage from the guest house to the ceremony at 2pm on Saturday, and he's paying, so please see whether that is even possible out there. " +
        "The couple leaves for their honeymoon on Sunday and the planner has their car sorted, and the rest of us will figure out our own way home, probably in the same minibus if the driver is free, but I'll ask you about that later. " +
        "Thank you, you're a lifesaver!",
      asks(
        req(BUS, KING_SHAKA, 'fri', '10:00'),
        req('accommodation', NOTTINGHAM_ROAD, 'fri', null),
        req('other', NOTTINGHAM_ROAD, 'sat', '08:00'),
        req(CARRIAGE, NOTTINGHAM_ROAD, 'sat', '14:00'),
      ),
    ],
  ],
);
