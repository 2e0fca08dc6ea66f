import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const BUSH_DINNER: ServiceType[] = ['event_planning', 'other', 'private_chef'];
const ESCORT: ServiceType[] = ['security', 'other'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const TIMBAVATI_OR_SABI = ['Timbavati|Kruger', 'Sabi Sand|Kruger'];
const BERG = ['Champagne Castle|Drakensberg', 'Drakensberg|Drakensberg'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-first held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a daughter's graduation in Stellenbosch, a group CEO's visit from Singapore, a
 * wedding in Tulbagh and a honeymoon in the Timbavati or the Sabi Sand, a gran's 90th in
 * Westville, a boys' golf weekend in Plett, a design conference at the CTICC, a 45th anniversary
 * in the Drakensberg, a wedding at home in Sandhurst and a family weekend in Hermanus; with
 * flights, hotels, caterers, venues, a marquee and a band already arranged by someone else (not
 * requests), places that are only where people fly in from, drive up from or go home to, a
 * self-correction ("I arrive Tuesday next week - no wait, it's Wednesday"), a request that may be
 * skipped ("if it's hideously expensive, skip it", "if that's too complicated just skip it"),
 * one left for later ("I'll confirm once I've spoken to the family", "I'll do Monday
 * separately"), dietary notes, a cane, a hip replacement and a pram, "next week" with weekdays
 * under it, and days of the month between the 15th and the 28th so they stay in order at every
 * clock.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi there, long one, apologies in advance. Our daughter graduates from Stellenbosch University on the 19th and the whole family is flying down from Joburg for it - seven of us, including my mother, who is 84 and walks with a cane. My brother-in-law already booked everyone's flights with his miles, so please don't worry about those, and the ceremony itself is all arranged by the university.\n\nWhat I do need:\n\nFirst, a house or villa in Stellenbosch for the seven of us from the 17th, four nights. A ground-floor bedroom for my mom if at all possible, and a pool would be lovely for the younger cousins.\n\nSecond, we land at Cape Town International on the 17th at 11:30. Please arrange a driver with a vehicle big enough for seven people and their luggage, ideally with a low step for mom.\n\nThird, on the evening of the graduation, the 19th, we'd like a celebration dinner for the seven of us at Delaire Graff at 7pm. The graduate has been vegetarian since first year, so please flag that with the restaurant.\n\nThat's it for now - we'll probably want a wine tasting on the 20th as well, but I'll confirm once I've spoken to the family. Thank you so much!",
      asks(
        req('accommodation', 'Stellenbosch|Cape Winelands', 'dom:17', null),
        req(BUS, 'Cape Town International Airport|Cape Town', 'dom:17', '11:30'),
        table('Delaire Graff|Cape Winelands', 'dom:19', '19:00', 7),
      ),
    ],
    [
      "Morning! Our group CEO is visiting from Singapore next week and I've been asked to handle the logistics on this side. Her PA has sorted the flights, and she's staying at the Saxon, which head office already booked, so it's only the ground arrangements I need from you.\n\nNext week Monday she lands at OR Tambo at 6:05am on the overnight flight. Please have a driver meet her at arrivals with a name board (Ms Tan) and take her to the hotel. A black sedan, nothing flashy, and a driver who knows the back routes because of the traffic.\n\nOn the Tuesday she has meetings in Sandton all day and then a board dinner. Please book a private dining room, or at least a quiet table, for 10 people at 7:30pm somewhere in Sandton. She doesn't eat beef and two of the directors are halaal.\n\nFor the whole visit we'd also like one close protection officer with her, starting Monday at 6am and finishing Wednesday evening - our risk team insisted after an incident on a previous trip.\n\nOn the Wednesday she flies out of OR Tambo at 9pm, but our own company driver will do that transfer, so nothing needed there.\n\nPlease send me the costs before confirming anything, I need sign-off from finance. Thanks!",
      asks(
        req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'next:mon', '06:05'),
        table('Sandton|Johannesburg', 'next:tue', '19:30', 10),
        req(
          'security',
          [null, 'OR Tambo International Airport|Johannesburg', 'The Saxon|Johannesburg'],
          'next:mon',
          '06:00',
        ),
      ),
    ],
    [
      "Hello! My fiancé and I are getting married in Tulbagh on the 21st (the venue, the caterers and the flowers are all handled by my mother, thank goodness) and we're doing a short honeymoon straight after. Here's what I'd love your help with.\n\nThe morning after the wedding, the 22nd, we need a driver to take us from Tulbagh to Cape Town International at 8am. We'll be exhausted, so someone who doesn't need to chat, haha.\n\nThen we fly up to Hoedspruit - can you book us two seats from Cape Town to Hoedspruit on the 22nd, ideally something that leaves around 12?\n\nAnd the big one: a lodge in the Timbavati or the Sabi Sand for 3 nights from the 22nd. Something romantic with a private plunge pool, all inclusive. The budget isn't unlimited, but it's our honeymoon so we'll stretch a bit.\n\nIf you can, a surprise for him on our last night there, the 24th: a private bush dinner for the two of us under the stars. If that's too complicated just skip it, no stress.\n\nWe're back in Cape Town on the 25th and my dad is fetching us from the airport, so nothing needed for the trip home. Thank you!!",
      asks(
        req('personal_driver', 'Tulbagh|Cape Winelands', 'dom:22', '08:00'),
        req(FLIGHT, CAPE_TOWN, 'dom:22', '12:00'),
        req('accommodation', TIMBAVATI_OR_SABI, 'dom:22', null),
        req(BUSH_DINNER, [...TIMBAVATI_OR_SABI, null], 'dom:24', null),
      ),
    ],
    [
      "Hi hi! Okay, I'm organising my gran's 90th birthday in Durban and I'm going slightly mad, so I'm just going to put everything here in one go.\n\nThe party is on Saturday at 1pm at my aunt's house in Westville. The food is being done by the ladies from church, so no caterer needed, but I'd love a professional photographer there from 1 till 5 to capture all the generations together.\n\nMost of the family is driving in from Pietermaritzburg and Richards Bay, but my uncle and his wife are flying in from Joburg on Friday and land at King Shaka at 4:30pm. Please book a car with a driver to fetch them and take them to Umhlanga.\n\nThey'll need a hotel in Umhlanga for Friday and Saturday night - something with a lift, because my uncle had a hip replacement in March and can't manage stairs.\n\nOn the Sunday we want to take gran out for lunch by the sea, about 15 of us, at 12:30. Somewhere in Umhlanga with a private area or a long table would be perfect, and a cake from the restaurant if they do that.\n\nThank you so much - she's going to love it.",
      asks(
        req('other', 'Westville|Durban', 'sat', '13:00'),
        req(CAR, 'King Shaka International Airport|Durban', 'fri', '16:30'),
        req('accommodation', 'Umhlanga|Durban', 'fri', null),
        table('Umhlanga|Durban', 'sun', '12:30', 15),
      ),
    ],
    [
      "Right, boys' golf trip, 8 of us, here's what we need. We fly into George on Friday and land at 10:40 (the flights are booked already, thanks to Johan's wife, who is a legend and deserves flowers).\n\n- A minibus with a driver waiting at George Airport on Friday when we land, to take us to the house. Eight guys plus eight golf bags, so you may need a trailer.\n- The house: something in Plett with at least 5 bedrooms, Friday to Monday. A pool table or a braai area would be a bonus, a sea view even better.\n- Golf: tee times for 8 at Fancourt on Saturday at 7:30am. If Fancourt is full, Pezula is also fine, but please try Fancourt first.\n- Saturday night we want a chef to cook at the house for the 8 of us at 7pm. Proper braai with steaks and boerewors, nothing fancy, and one of the guys doesn't eat pork.\n\nSunday is a recovery day, please nobody book anything for us. We fly home on Monday afternoon and we'll sort out the lift ourselves closer to the time. Cheers, and sorry for the essay!",
      asks(
        req(BUS, 'George Airport|Garden Route', 'fri', '10:40'),
        req('accommodation', 'Plettenberg Bay|Garden Route', 'fri', null),
        req('other', 'Fancourt|Garden Route', 'sat', '07:30'),
        req('private_chef', ['Plettenberg Bay|Garden Route', null], 'sat', '19:00', {
          partySize: 8,
        }),
      ),
    ],
    [
      "Hi, I'm heading to Cape Town for a design conference at the CTICC and need a hand with a few things. I arrive Tuesday next week - no wait, it's Wednesday next week, the programme changed. I land at Cape Town International at 14:20 on the Wednesday.\n\n1. A driver at the airport to take me to my hotel in De Waterkant. I've booked the hotel myself through work, so only the transfer please.\n2. That Wednesday evening I'm hosting four clients - please book a table for 5 at 8pm somewhere within walking distance of De Waterkant. Something with good seafood.\n3. On the Thursday I have a free morning, so I'd love a guided hike up Lion's Head at 6am, just for me. I'm reasonably fit, so no need for the slow group.\n4. On the Friday I want to take my team out on a boat from the V&A at 4pm - we'll be 9 people.\n\nThat's everything. Oh, and one of the clients on the Wednesday is allergic to nuts, so please mention that to the restaurant when you book. I fly home on Saturday, but the conference organisers are handling that transfer.",
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'next:wed', '14:20'),
        tableAt(['De Waterkant|Cape Town', null], 'next:wed', '20:00', 5),
        req('other', "Lion's Head|Cape Town", 'next:thu', '06:00'),
        req(BOAT, 'V&A Waterfront|Cape Town', 'next:fri', '16:00', { partySize: 9 }),
      ),
    ],
    [
      "Afternoon! We're taking my parents to the Drakensberg for their 45th wedding anniversary - 6 adults and 3 kids. My brother is handling the games and the speeches, I'm handling everything else, so here goes.\n\n- A lodge or a big guesthouse near Champagne Castle from the 24th for 3 nights, with a family room for the kids.\n- On the 24th my parents fly from Cape Town to Durban at 8am - please book that flight for the two of them. The rest of us are driving up from Joburg.\n- A driver to fetch them at King Shaka at 10am on the 24th and bring them all the way up to the Berg.\n- A helicopter flip over the Amphitheatre on the 25th at 10 for just my parents, as the anniversary surprise. If it's hideously expensive, skip it and tell me.\n- Anniversary dinner at the lodge for all 9 of us on the 25th at 7pm - maybe they could do a cake.\n\nMy dad is diabetic, so please flag that for the dinner. Thanks a million!",
      asks(
        req('accommodation', BERG, 'dom:24', null),
        req(FLIGHT, CAPE_TOWN, 'dom:24', '08:00'),
        req(CAR, 'King Shaka International Airport|Durban', 'dom:24', '10:00'),
        req(CHOPPER, ['Drakensberg Amphitheatre|Drakensberg', ...BERG, null], 'dom:25', '10:00'),
        tableAt([...BERG, null], 'dom:25', '19:00', 9),
      ),
    ],
    [
      "Good morning. My daughter's wedding is on Saturday at our home in Sandhurst - 180 guests. The marquee, the caterer and the band are all organised by our wedding planner, so I'm not asking you for any of that. There are a few things the planner can't do, though.\n\nSecurity: we want four armed guards on the property from 2pm on Saturday until the last guest leaves, plus someone at the gate with the guest list. A couple of the guests are well known, so discretion matters more than anything.\n\nCars: two white luxury cars with chauffeurs to take the bridal party from the house to the church in Parktown at 3pm, and back to the house after the ceremony.\n\nJewellery: my wife's diamond set is in a safety deposit box in Rosebank. We need it collected and escorted to the house on Saturday at 10am, and back into the box on Monday. Just the Saturday for now; I'll do Monday separately.\n\nFinally, on Sunday we're hosting a small brunch for the out-of-town relatives - 20 people at 11am at the house. Could you find a private chef for that?\n\nThanks - my wife will never forgive me if this goes wrong.",
      asks(
        req('security', 'Sandhurst|Johannesburg', 'sat', '14:00'),
        req(CAR, 'Sandhurst|Johannesburg', 'sat', '15:00'),
        req(ESCORT, 'Rosebank|Johannesburg', 'sat', '10:00'),
        req('private_chef', ['Sandhurst|Johannesburg', null], 'sun', '11:00', { partySize: 20 }),
      ),
    ],
    [
      "Hello, we're a family of five - two adults and three kids, the youngest still in a pram - coming to Hermanus for a whale weekend. We're driving ourselves from Cape Town on Friday morning, so no transfer needed, and my sister in Onrus has lent us her car seats.\n\n- A house in Hermanus from Friday for 2 nights, close to the cliff path so we can walk everywhere with the pram. Three bedrooms, and a fenced garden if possible.\n- On Saturday at 9am a whale-watching boat trip from the harbour. If the little one is too small for the boat, tell me and only my husband and the older two will go.\n- Saturday at 1pm, lunch for 5 somewhere in the Hemel-en-Aarde Valley with a lawn where the kids can run around while we taste some wine.\n- A babysitter at the house on Saturday from 6:30pm, so we can have a rare evening out, just the two of us.\n- And for that evening a table for 2 at 7:30 in Hermanus, somewhere with a view of the bay.\n\nWe head home on Sunday after breakfast. Thank you, this weekend has been a long time coming!",
      asks(
        req('accommodation', 'Hermanus|Overberg', 'fri', null),
        req(BOAT, 'Hermanus|Overberg', 'sat', '09:00'),
        table('Hemel-en-Aarde Valley|Overberg', 'sat', '13:00', 5),
        req('other', ['Hermanus|Overberg', null], 'sat', '18:30'),
        table('Hermanus|Overberg', 'sat', '19:30', 2),
      ),
    ],
  ],
);
