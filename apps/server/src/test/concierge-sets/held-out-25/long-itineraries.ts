import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const TOUR: ServiceType[] = ['other', 'travel'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const GEORGE_AIRPORT = 'George Airport|Garden Route';
const MADIKWE = ['Madikwe|Madikwe'];
const SANDTON_CONVENTION = ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const ROBBERG = ['Robberg Nature Reserve|Garden Route', 'Plettenberg Bay|Garden Route'];
const LOCH_LOGAN = ['Loch Logan Waterfront|Bloemfontein', 'Bloemfontein|Bloemfontein'];
const BLOEM_AIRPORT = [
  'Bram Fischer International Airport|Bloemfontein',
  'Bloemfontein|Bloemfontein',
];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-fifth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a leadership offsite on the North Coast next week, a family holiday in Plett
 * from the 20th, a ruby anniversary in the Cape from Friday to Sunday, grandparents on safari in
 * Madikwe tomorrow and the day after, clients from London in Sandton from the 17th, a graduation in
 * Bloemfontein on the 23rd and a 40th birthday weekend in Hermanus; with a venue, a caterer, a
 * photographer, a guest farm, flights and a hotel already arranged by someone else (not requests),
 * places that are only where people fly in from or live (London, Windhoek, Gaborone, Gqeberha,
 * Kimberley), someone who may join later ("don't book for her yet"),
 * one left for later ("we'll sort that ourselves"), dietary notes, a walking stick, "next week"
 * with Monday and Tuesday under it, Friday to Sunday in order, "tomorrow" and "the day after
 * tomorrow", and days of the month between the 15th and the 28th so they stay in order at every
 * clock.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Morning! I'm pulling together a leadership offsite for my team next week and I'd love your help with the parts we haven't sorted. Background first: there are nine of us, most flying in from Cape Town, two from Gqeberha, and HR has already booked the conference room and the rooms at the hotel in Zimbali, so please don't touch the accommodation. The facilitator is arranging her own transport. What I need from you: on Monday next week, a minibus with a driver to collect the group at King Shaka at 11am and take them up to the hotel; the flights land within twenty minutes of each other so one pick-up is fine. On Monday evening, a table for nine at a good seafood place in Ballito at 7pm, somewhere with a private area because we'll be talking shop. Then on Tuesday next week a deep-sea fishing charter out of Durban for the team at 6am, it's the 'team-building' bit and half of them have never been on a boat, so a calm skipper please. Two of the team are vegetarian and one is halaal, which matters for the dinner. We head home midweek but our travel agent has the return flights under control. Thanks a million, this will make me look very organised.",
      asks(
        req(BUS, KING_SHAKA, 'next:mon', '11:00'),
        table('Ballito|Durban', 'next:mon', '19:00', 9),
        req(BOAT, 'Durban|Durban', 'next:tue', '06:00'),
      ),
    ],
    [
      "Hi there, we're doing the big family holiday in Plett this year and I'm trying to get ahead of it. We fly from OR Tambo to George Airport on the 20th at 7am, two adults and three kids, and I'd like you to book those flights please. Once we land we need a proper 7-seater to hire from George Airport, something with space for a surfboard bag and two car seats. The house in Plettenberg Bay is my sister-in-law's, so no accommodation needed, thank goodness. On the 22nd we'd love a guided walk at Robberg at 9am for the five of us, the kids are 7, 10 and 13 so nothing too extreme. Then on the 24th it's my husband's birthday and I'd like a table for five in Plett at 6:30pm, somewhere that does good fish but also has something plain for a fussy seven-year-old. My mother might come down for a few days as well but she hasn't decided, so don't book anything for her yet. We'll sort the drive home ourselves. Is that all doable?",
      asks(
        req(FLIGHT, OR_TAMBO, 'dom:20', '07:00'),
        req(HIRE, GEORGE_AIRPORT, 'dom:20', null),
        req(TOUR, ROBBERG, 'dom:22', '09:00'),
        table('Plettenberg Bay|Garden Route', 'dom:24', '18:30', 5),
      ),
    ],
    [
      "Good afternoon. My wife and I celebrate our ruby anniversary this weekend and our children have clubbed together to send us to the Cape, so I'm trying to add the finishing touches without spoiling their surprise. They've booked our flights and a hotel in Franschhoek, so please leave those alone. On Friday we land at Cape Town International at 1pm and we'd like a chauffeur to meet us there and drive us out to Franschhoek; my wife walks with a stick, so a car that is easy to get in and out of. On Saturday I'd like a private wine tasting for the two of us somewhere in Franschhoek at 11am, nothing rushed. Saturday evening is the real occasion: a table for two at 7:30pm at the best restaurant you can find in Franschhoek, and if they could put a small bunch of roses on the table that would be perfect. On Sunday we'd like the same chauffeur, or any good one, to take us from Franschhoek back to the airport at 2pm. Forty years, can you believe it. Thank you for helping an old romantic.",
      asks(
        req('personal_driver', CAPE_TOWN_AIRPORT, 'fri', '13:00'),
        req(TOUR, 'Franschhoek|Cape Winelands', 'sat', '11:00'),
        table('Franschhoek|Cape Winelands', 'sat', '19:30', 2),
        req('personal_driver', 'Franschhoek|Cape Winelands', 'sun', '14:00'),
      ),
    ],
    [
      "Hello, I need some help for my parents who are visiting from Windhoek. They're both in their eighties but still very adventurous, and they've always wanted to see lions, so I'm sending them to Madikwe for a couple of days as a surprise. They're staying with me in Bryanston until tomorrow. Plan: tomorrow at 7am a comfortable car with a driver to take them from my house in Bryanston to Madikwe. It's a long drive so please make sure the driver is patient and stops when they need to. I'd like a lodge in Madikwe for them from tomorrow, something with a proper bed and not a tent, and a lodge where the rooms are close to the main area because my father doesn't walk far. The day after tomorrow they must do a game drive at 6am; if the lodge can arrange a vehicle with an easy step up, even better. My brother in Gaborone may drive over to join them but that's his business, not ours. They'll come back with me at the weekend so no return transport yet. My mother is diabetic, which the lodge should know about for meals.",
      asks(
        req('personal_driver', 'Bryanston|Johannesburg', 'tomorrow', '07:00'),
        req('accommodation', MADIKWE, 'tomorrow', null),
        req(TOUR, MADIKWE, '+2', '06:00'),
      ),
    ],
    [
      "Hi, I have three clients coming in from London for a deal we're closing, and I want everything to be seamless. Their own travel desk has done the flights and the hotel in Sandton, so that's covered. They land at OR Tambo on the 17th at 6:40am, and I'd like a chauffeur there to meet them in arrivals and bring them to the hotel; a Mercedes V-Class or similar, with water and the morning papers in the car. On the 18th they have meetings at the Sandton Convention Centre all day, and because one of them is quite high profile I'd like discreet close protection for him from 8am. That evening we are hosting them at Melrose Arch, so a table for six at 7:30pm, preferably a private room; one of the guests does not drink and another is pescatarian. On the 19th they fly home in the evening, but I'll drive them to the airport myself, so nothing needed there. Please confirm each item separately so I can forward the details to their PA.",
      asks(
        req('personal_driver', OR_TAMBO, 'dom:17', '06:40'),
        req(ESCORT, SANDTON_CONVENTION, 'dom:18', '08:00'),
        tableAt(MELROSE_ARCH, 'dom:18', '19:30', 6),
      ),
    ],
    [
      "Hello, my daughter graduates from the University of the Free State on the 23rd and the whole family is going to Bloemfontein for it. The ceremony and the photographer are arranged through the university, and the guest farm outside town is booked, so I only need a few pieces. First, flights for four from Cape Town International to Bloemfontein on the 22nd at 10am, returning is still unclear so only the one way please. Second, when we land on the 22nd we need a hire car at the airport in Bloemfontein, an SUV that fits four adults and luggage. Third, after the ceremony on the 23rd we'd love a celebration dinner for ten at a restaurant at Loch Logan at 7pm: her grandparents are driving in from Kimberley and a few of her friends will join. One of the friends is vegan, if that can be passed on. My son is asking whether we could also do a hot-air balloon ride but honestly we'll decide when we're there, so leave that for now. Thank you, it's a proud week for us.",
      asks(
        req(FLIGHT, CAPE_TOWN_AIRPORT, 'dom:22', '10:00'),
        req(HIRE, BLOEM_AIRPORT, 'dom:22', null),
        tableAt(LOCH_LOGAN, 'dom:23', '19:00', 10),
      ),
    ],
    [
      "Right, it's my 40th and I'm taking eight friends to Hermanus from Friday to Sunday, and I've left everything to the last minute as usual. We need a house in Hermanus for the nine of us from Friday, sea views if you can, at least five bedrooms. On Friday at 3pm could a minibus with a driver collect us all from my place in Claremont and drive us through? On Saturday morning at 10am we want a boat trip to see the whales, for nine, with a skipper who'll put up with us. The party itself is on Saturday, and my friend is catering it at the house, so no chef, but I'd love some security at the house from 8pm because the neighbours have had issues. On Sunday we'll leave the house around 4pm and drive ourselves back in a convoy, so no transport home. One friend is pregnant, in case that matters for the boat, and two of the others get seasick, so a bigger, steadier boat would be better than a small rubber duck. The house should ideally have a braai area and a pool; a few of us will want to swim even if the water is freezing. Please send me the options as soon as you have them so I can get money from everyone before they change their minds. Thanks so much, you're a lifesaver.",
      asks(
        req('accommodation', 'Hermanus|Overberg', 'fri', null, { partySize: 9 }),
        req(BUS, 'Claremont|Cape Town', 'fri', '15:00'),
        req(BOAT, 'Hermanus|Overberg', 'sat', '10:00', { partySize: 9 }),
        req(ESCORT, 'Hermanus|Overberg', 'sat', '20:00'),
      ),
    ],
  ],
);
