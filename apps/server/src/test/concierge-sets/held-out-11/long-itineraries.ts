import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];

/**
 * Eleventh held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services among flight numbers, family detail, allergies, conditions and asides.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi Aurum team, hope you're well. Right, here's the plan for our family trip, please shout if anything is unclear. We fly in from Joburg on FA 1235 on the 18th, landing at Cape Town International at 11:40 - please have a driver waiting for us at arrivals at 12. We are 2 adults and 3 kids (8, 11 and 14) with far too much luggage, so a big vehicle please, a V-Class or similar. We're staying at our friends' place in Tokai so no accommodation needed for the first few nights. On the 20th we'd love a private chef at the house in Tokai for dinner at 7pm for 9 people (our friends have 2 kids too). My youngest has a tree nut allergy - not peanuts, tree nuts - so please make sure the chef knows, and my husband doesn't eat pork. Then on the 22nd we move up to Franschhoek: could you find us a villa in Franschhoek from the 22nd for 4 nights, for the 5 of us, ideally with a pool because it's going to be hot and the kids will riot otherwise. Lastly, on the 24th we want lunch at a wine farm, a table for 5 at 12:30 somewhere in Franschhoek that's relaxed with kids - a lawn or jungle gym is a bonus. We'll drive ourselves around the Winelands, so no car needed there. Thanks so much, we really appreciate it!",
      asks(
        req(CAR, 'Cape Town International Airport|Cape Town', 'dom:18', '12:00'),
        req('private_chef', 'Tokai|Cape Town', 'dom:20', '19:00', { partySize: 9 }),
        req('accommodation', 'Franschhoek|Cape Winelands', 'dom:22', null, { partySize: 5 }),
        table('Franschhoek|Cape Winelands', 'dom:24', '12:30', 5),
      ),
    ],
    [
      "Good morning. My CEO and two board members are visiting from London next week and I would like Aurum to handle the ground arrangements. They arrive at OR Tambo on BA 55 next Tuesday at 9:45; please arrange a chauffeur with a luxury sedan to meet them at 10:15 and take them to the Saxon, where I have already booked their rooms myself. Because of recent incidents in the area, we would also like close protection for them for the whole visit, starting next Tuesday at 10:15 at the airport - one officer is fine, discreet, no uniforms please. On next Wednesday evening they are hosting a client dinner: please reserve a private dining room for 8 at a restaurant in Sandton at 7pm, somewhere with an excellent wine list; one of the clients is vegetarian and another doesn't drink. On next Thursday they go to Pretoria for meetings at the Union Buildings and will need a driver from the Saxon at 7:30am, who can wait for them and bring them back afterwards. I think that covers it for now. Invoices to the company account please, and the usual discretion. Kind regards, Thandeka (EA to the CEO)",
      asks(
        req('personal_driver', 'OR Tambo|Johannesburg', 'next:tue', '10:15'),
        req('security', 'OR Tambo|Johannesburg', 'next:tue', '10:15'),
        table('Sandton|Johannesburg', 'next:wed', '19:00', 8),
        req('personal_driver', 'The Saxon|Johannesburg', 'next:thu', '07:30'),
      ),
    ],
    [
      "ok so voice note style sorry I'm driving lol. basically it's our 25th anniversary and my wife thinks we're just going to Durban for a conference but actually I want to surprise her so first thing we land at King Shaka on Friday at half 4 in the afternoon and I need someone to pick us up there at 5, nothing flashy or she'll suspect something, then Friday night I want a table for two at the Oyster Box at 8 with flowers on the table if they can do that, then Saturday morning we drive up to the Berg and I want a lodge near Cathedral Peak from Saturday for two nights, something really special with a view of the mountains, and can you get a helicopter flip over the Amphitheatre on Sunday at 10 for the two of us, she's always wanted to do that, and then I think that's it, we'll drive back on Monday. oh and please don't send anything to her email or phone, only to me, she checks my emails sometimes haha. Thanks boet. Ja ok that's it. Actually one more thing, the car for the drive up to the Berg we'll hire ourselves so don't worry about that part.",
      asks(
        req(CAR, 'King Shaka International Airport|Durban', 'fri', '17:00'),
        table('Oyster Box|Durban', 'fri', '20:00', 2),
        req('accommodation', 'Cathedral Peak|Drakensberg', 'sat', null),
        req(
          ['other', 'travel'],
          ['Drakensberg Amphitheatre|Drakensberg', 'Drakensberg|Drakensberg'],
          'sun',
          '10:00',
          { partySize: 2 },
        ),
      ),
    ],
    [
      "Dear concierge,\n\nWe are planning a bush break for my parents' 40th wedding anniversary and would appreciate your help with the following.\n\n1) Flights: my parents (both 68) need to fly from Cape Town to Kruger Mpumalanga International on 14 Dec, preferably a morning flight - my mother doesn't like to rush.\n2) Transfer: a private transfer from Kruger Mpumalanga International to the lodge that afternoon, at about 2pm.\n3) Lodge: a luxury lodge in the Sabi Sand from 14 Dec for 4 nights, one suite, with a private plunge pool if possible. My father has a bad hip, so a room close to the main area, not at the end of a long walkway.\n4) On 16 Dec, their actual anniversary, a private bush dinner for the two of them at the lodge at 7pm. If the lodge does its own boma dinner that is fine, as long as it is private.\n\nMy sister and I are splitting the cost, so please send the quotes to both of us. We have also bought them a few small gifts which we will courier to the lodge - please check they will hold them for us.\n\nMany thanks,\nMarlene",
      asks(
        req(FLIGHT, 'Cape Town|Cape Town', 'md:12-14', '09:00', { partySize: 2 }),
        req(CAR, 'Kruger Mpumalanga International Airport|Mbombela', 'md:12-14', '14:00'),
        req('accommodation', 'Sabi Sand|Kruger', 'md:12-14', null),
        req(['other', 'event_planning'], 'Sabi Sand|Kruger', 'md:12-16', '19:00', { partySize: 2 }),
      ),
    ],
    [
      "Hi there. We're hosting our year-end staff function and a client lunch soon and I'm hoping Aurum can take most of it off my hands. First, the function itself: Saturday the 13th, at a venue in Irene or somewhere near Centurion, for around 60 people from 6pm. We'd like an event planner to handle the venue, the decor (green and gold, company colours) and a DJ who plays more than just amapiano, please. Second, for the same night, please organise security from 5:30pm, two guards at the entrance and the parking area. Third, I'll need shuttles with drivers from 11pm to take staff home to various places around Pretoria and Midrand - I'll send the addresses closer to the time, it's about 40 people who'll need a lift. Separately, on Thursday the 11th I'm taking three of our key clients to lunch: please book a table for 4 at 1pm in Waterkloof, somewhere quiet enough to talk business. Budget for the function is about R250k all in; let me know if that's unrealistic before you commit to anything. Appreciate it!",
      asks(
        req('event_planning', ['Irene|Pretoria', 'Centurion|Pretoria'], 'dom:13', '18:00', {
          partySize: 60,
        }),
        req('security', ['Irene|Pretoria', 'Centurion|Pretoria', null], 'dom:13', '17:30'),
        req(CAR, ['Irene|Pretoria', 'Centurion|Pretoria', null], 'dom:13', '23:00'),
        table('Waterkloof|Pretoria', 'dom:11', '13:00', 4),
      ),
    ],
    [
      "Hello! We're getting married on the 6th and then heading off on honeymoon along the Garden Route, and my fiancé has put me in charge of 'logistics' (i.e. I'm asking you 😂). Here's what we need. On the 7th we fly from Cape Town to George, leaving around 10am, two passengers and one very big suitcase. We'd like a convertible or something fun to drive, to pick up at George Airport when we land at about 11, and we'll keep it for the week. From the 7th we need somewhere romantic in Knysna for 3 nights - Thesen Islands or Leisure Isle would be perfect. Then from the 10th, a villa in Plett for 4 nights with a view of the sea. On the 12th I'd love a private boat cruise in Plett at sunset, just the two of us, with bubbly. We don't need restaurants booked, we'd rather wing it and see where we end up. I'm allergic to cats, so please no places with resident cats, and my fiancé is vegetarian in case that matters for anything you book. Thank you, you're a lifesaver!",
      asks(
        req(FLIGHT, 'Cape Town|Cape Town', 'dom:7', '10:00'),
        req('luxury_vehicle', 'George Airport|Garden Route', 'dom:7', '11:00'),
        req(
          'accommodation',
          ['Thesen Islands|Garden Route', 'Leisure Isle|Garden Route', 'Knysna|Garden Route'],
          'dom:7',
          null,
        ),
        req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:10', null),
        req('yacht_charter', 'Plettenberg Bay|Garden Route', 'dom:12', '18:00', { partySize: 2 }),
      ),
    ],
    [
      "Morning. Organising a golf weekend for 8 of us, mostly old school friends, and I need a hand with the bits that aren't golf. Friday the 21st we all fly into Cape Town International from Joburg - we land at 10:10 on FA 105. Please have a minibus with a driver for 8 men and 8 golf bags ready at 10:40. We're staying in Stellenbosch, so please book a guesthouse or lodge in Stellenbosch for the 8 of us from the 21st for 3 nights, single rooms if possible because some of the guys snore like warthogs. Saturday the 22nd we want a private chef wherever we're staying for a big braai-style dinner at 7, lots of meat, and one of the guys is diabetic so go easy on the sugary puddings. Sunday the 23rd we'd like a table for 8 at 1pm at a wine farm - Delaire Graff if they'll have us after two nights of this. I'll sort the tee times myself with the clubs. Oh, and one of the okes is flying in from Durban instead, but he lands earlier and will wait for us at the airport anyway. Cheers, and thanks in advance.",
      asks(
        req(CAR, 'Cape Town International Airport|Cape Town', 'dom:21', '10:40'),
        req('accommodation', 'Stellenbosch|Cape Winelands', 'dom:21', null, { partySize: 8 }),
        req('private_chef', ['Stellenbosch|Cape Winelands', null], 'dom:22', '19:00', {
          partySize: 8,
        }),
        table('Delaire Graff|Cape Winelands', 'dom:23', '13:00', 8),
      ),
    ],
    [
      "Hi, I'm looking after a visiting artist who is playing at Moses Mabhida on Saturday and I need Aurum's help with the whole day around the show. The artist and two crew land at King Shaka on Saturday at 10:05, on a charter from Lanseria. Please arrange 2 luxury SUVs with drivers to meet them at 10:30 and stay available until 2am; I'll send the names and passport numbers separately. We also need a close protection team from the airport onwards on Saturday from 10:30 - 3 officers, with experience of crowds and fans. They'll rest at a hotel in Umhlanga, so please book 3 rooms at a hotel in Umhlanga for Saturday night only, with a late checkout on Sunday. Finally, after the show they want a proper meal: a table for 6 in Umhlanga at 11:30pm if anywhere is open that late, otherwise let me know and we'll figure out something else. Please, no photos, no social media posts, and an NDA will follow for everyone involved. Thank you!",
      asks(
        req(CAR, 'King Shaka International Airport|Durban', 'sat', '10:30'),
        req('security', 'King Shaka International Airport|Durban', 'sat', '10:30'),
        req('accommodation', 'Umhlanga|Durban', 'sat', null),
        table('Umhlanga|Durban', 'sat', '23:30', 6),
      ),
    ],
  ],
);
