import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const FLIGHT: ServiceType[] = ['travel', 'other'];
const GROCERIES: ServiceType[] = ['personal_shopping', 'other'];
const BERG = ['Champagne Castle|Drakensberg', 'Drakensberg|Drakensberg', null];

/**
 * Fifteenth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a father-in-law's first rugby match at the stadium, a sales incentive trip, a
 * mother coming home from hospital, a fashion shoot on the West Coast, a father's retirement golf
 * weekend, grandparents taking the children to the Berg, a secret proposal and an investor
 * roadshow; with flight details, ages, diets, mobility, places that are not where anything is
 * booked (the member's office, the origin city, a brother's suburb), things already arranged or
 * dropped ("leave that out", "forget the helicopter"), and a day named only as "on Sunday"
 * after a dated Saturday.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi Aurum team, long message sorry, my husband says I should just send it all in one go. My father-in-law is turning 75 and the only thing he has ever wanted is to watch the Stormers live at the DHL Stadium, so we're flying him down from Bloemfontein with my mother-in-law. He walks with a cane and can't manage stairs, so please keep that in mind for everything. First, we need a driver to collect the two of them at Cape Town International on Friday the 20th at 13:40 (they're on the FlySafair from Bloem) and take them to our place in Fresnaye. Please make sure it's a car that's easy to get in and out of, not one of those high SUVs. Second, on Saturday the 21st we need a table for 6 somewhere in Green Point for an early dinner at 5pm before the match, walking distance to the stadium ideally, ground floor. Tickets we've sorted ourselves through his old club, so don't worry about those. But we would love someone to help with security and getting him through the crowds on match night, from 6pm at the stadium. Lastly, on the Sunday we'd like a private chef at home in Fresnaye for a family lunch, about 10 of us, at 1pm, nothing too fancy, he loves a good lamb roast. Thank you so much!!",
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'dom:20', '13:40'),
        table('Green Point|Cape Town', 'dom:21', '17:00', 6),
        req('security', 'DHL Stadium|Cape Town', 'dom:21', '18:00'),
        req('private_chef', 'Fresnaye|Cape Town', 'dom:22', '13:00', { partySize: 10 }),
      ),
    ],
    [
      "Good afternoon. I'm the PA to the CEO of a logistics company in Midrand and I've been asked to put together our sales incentive trip, so please bear with me. We have 10 winners plus our CEO, so 11 people in total. The plan is: on Thursday 4 June we fly everyone from Lanseria to Madikwe on a private charter, departing at 10:00 - can you arrange that? We'd then need a lodge in Madikwe for the 11 of them for two nights from the 4th, all inclusive, ideally exclusive use. On the Friday evening (5 June) the CEO wants a proper boma dinner with a speech and awards, so we'll need an event planner to organise the evening (decor, a small band, the trophies we'll courier ahead), starting at 7pm. Game drives are included at most lodges so no need to book those separately. Then we fly back on Saturday the 6th, same charter company, but we'll confirm the time later. Our finance department needs quotes before anything is confirmed, please, and all invoices must go to the company, not to me personally. One of the winners is vegan and two don't drink, if that matters for the lodge. Thank you, I look forward to hearing from you.",
      asks(
        req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'md:06-04', '10:00'),
        req('accommodation', 'Madikwe|Madikwe', 'md:06-04', null, { partySize: 11 }),
        req('event_planning', ['Madikwe|Madikwe', null], 'md:06-05', '19:00'),
        req(FLIGHT, ['Madikwe|Madikwe', null], 'md:06-06', null),
      ),
    ],
    [
      "Morning. My mom (82) is being discharged from the hospital in Umhlanga tomorrow after her hip op, and I'm stuck in London until next week, so I'm relying on you completely. Please can you arrange a driver to fetch her from the hospital in Umhlanga tomorrow at 11am and take her home to Westville. She'll have a walker and a small bag, and she needs help getting in and out, so a patient driver please. She's very independent and will insist she's fine, she isn't. Then from tomorrow I'd like a private chef to come to her house in Westville to cook her meals for the week, starting with supper tomorrow. She's diabetic and on a low-salt diet, and she hates fish. My brother lives in Pinetown and will pop in over the weekend, so no need for anything on Saturday. Also, please can someone do her grocery shopping on Monday morning, she has a list, I'll send it through. And if there's any way to get someone to sit with her from 8pm tomorrow night, for the first two nights, that would put my mind at rest, even if it's not something you usually do. I'll pay whatever it costs. Thanks so much.",
      asks(
        req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '11:00'),
        req('private_chef', 'Westville|Durban', 'tomorrow', null),
        req(GROCERIES, ['Westville|Durban', null], 'mon', '09:00'),
        req('other', ['Westville|Durban', null], 'tomorrow', '20:00'),
      ),
    ],
    [
      "Hello, I'm producing a fashion shoot for a European magazine on the West Coast and our local fixer let us down, so I'm hoping you can help. The crew is 7 people: photographer, two models, stylist, makeup, my assistant and me. We arrive in Cape Town on Monday the 8th on the Emirates flight landing at 12:55 and will need two vehicles with drivers to take us and about 15 cases of equipment straight up to Paternoster. In Paternoster we need a house for all 7 of us for 4 nights from the 8th, with good light and an outside area, as we might shoot in it. Because the equipment is worth a lot, I'd like security at the house from 7pm each night we are there. We'll be working long days, so a chef to cook dinner for the 7 of us every evening at 8 would be amazing, starting on the 8th. We don't need any restaurant bookings. On the last day we'll drive ourselves back (we're hiring a van on the 11th, that's sorted). Thank you, budget is flexible within reason, please send options.",
      asks(
        req('personal_driver', 'Cape Town International Airport|Cape Town', 'dom:8', '12:55'),
        req('accommodation', 'Paternoster|West Coast', 'dom:8', null, { partySize: 7 }),
        req('security', ['Paternoster|West Coast', null], 'dom:8', '19:00'),
        req('private_chef', ['Paternoster|West Coast', null], 'dom:8', '20:00', { partySize: 7 }),
      ),
    ],
    [
      "Hey! So my dad retires at the end of the month after 38 years at the same firm and my brothers and I want to spoil him with a golf weekend, he's obsessed (a 14 handicap who pretends he's a 10). We're thinking Zimbali since he grew up in Durban. There'll be 5 of us: dad, the three of us boys and his oldest mate from school. Dates: arriving Friday 26 June, leaving Monday 29th. We need a house or villa in Zimbali for the five of us for those three nights; tee times on the Saturday (27th) at 8am for all five; a private chef on the Saturday night to do a proper braai at the house at about 7pm, there'll be 8 with some cousins coming through; and someone to collect us at King Shaka on the Friday at 15:30, we'll have 5 golf bags so a proper vehicle please, not a sedan. Dad doesn't know any of this so if anyone phones him, don't say a word!! And please don't book anything for the Sunday, we're going to watch the cricket at the house.",
      asks(
        req('accommodation', 'Zimbali|Durban', 'md:06-26', null, { partySize: 5 }),
        req('other', ['Zimbali|Durban', null], 'md:06-27', '08:00'),
        req('private_chef', ['Zimbali|Durban', null], 'md:06-27', '19:00', { partySize: 8 }),
        req('personal_driver', 'King Shaka International Airport|Durban', 'md:06-26', '15:30'),
      ),
    ],
    [
      "Hi, grandparents' trip! My parents want to take our three kids (8, 11 and 13) to the Berg during the July holidays and I'm organising it for them because they're hopeless with apps 😂 They live in Pretoria, my dad is 74 and my mom 71, both still fit. Plan: they leave on Monday 6 July, but they don't want to drive that far anymore, so please arrange a driver to take them and the kids from their house in Lynnwood at 7am all the way to the Drakensberg. They'd like a self-catering chalet or a lodge near Champagne Castle for the 5 of them from the 6th to the 11th. The kids are horse mad, so a horse ride for the three of them on the morning of Wednesday the 8th. My dad also wants to do the Sani Pass day trip in a 4x4, but my mom says absolutely not, so leave that out. On the way back on the 11th the same driver should collect them from the lodge at 10. No dietary issues, but my mom is scared of heights so no rooms up any stairs please.",
      asks(
        req('personal_driver', 'Lynnwood|Pretoria', 'md:07-06', '07:00'),
        req('accommodation', 'Champagne Castle|Drakensberg', 'md:07-06', null, {
          partySize: 5,
        }),
        req('other', BERG, 'md:07-08', '09:00'),
        req('personal_driver', BERG, 'md:07-11', '10:00'),
      ),
    ],
    [
      "OK I need your help and total discretion. I'm proposing to my girlfriend in Franschhoek and she thinks we're just going away for a weekend. We fly into Cape Town on Friday the 16th, I've booked our flights already. What I need: a car waiting at Cape Town airport at 11:15, something special like an old Jaguar or a Bentley, I'll drive it myself; a small luxury cottage in Franschhoek for 2 nights from the 16th, just the 2 of us; and the big one, on Saturday the 17th at sunset I want to propose at a spot with a view over the valley, with flowers, candles, a violinist, the works, so an event planner please. After that, a table for 2 somewhere amazing in Franschhoek at 8. She's vegetarian and doesn't like anything too rich. Please don't send anything to our shared email, only to my phone. I was also going to ask about a helicopter flip over the vineyards but honestly it's too much, forget the helicopter. Thanks, I'm terrified!",
      asks(
        req('luxury_vehicle', 'Cape Town International Airport|Cape Town', 'dom:16', '11:15'),
        req('accommodation', 'Franschhoek|Cape Winelands', 'dom:16', null, { partySize: 2 }),
        req('event_planning', ['Franschhoek|Cape Winelands', null], 'dom:17', '18:00'),
        table('Franschhoek|Cape Winelands', 'dom:17', '20:00', 2),
      ),
    ],
    [
      "Hi, I'll be doing an investor roadshow with my CFO soon and I'd like you to handle the logistics end to end. Monday the 15th: we start in Joburg. I need a driver for the whole day from 7am, picking me up at home in Dunkeld; we have meetings in Sandton, Rosebank and at Melrose Arch, I'll send the schedule. That evening a business dinner for 6 at a quiet restaurant in Sandton at 7:30, somewhere we can actually talk, a private room would be ideal. Tuesday the 16th: flights for the 2 of us from OR Tambo to Durban at 6am and back the same evening. We'll have meetings in Umhlanga in between, I'll handle those, and the Durban office is sending their own car. Wednesday is a recovery day, nothing booked! Please copy my assistant on everything by email as well. The CFO is gluten free, so for the dinner please check the menu beforehand. We're both Platinum members if that helps with anything. The company pays, so invoices to the company please.",
      asks(
        req(
          'personal_driver',
          ['Dunkeld|Johannesburg', 'Johannesburg|Johannesburg'],
          'dom:15',
          '07:00',
        ),
        table('Sandton|Johannesburg', 'dom:15', '19:30', 6),
        req(FLIGHT, 'OR Tambo International Airport|Johannesburg', 'dom:16', '06:00'),
      ),
    ],
  ],
);
