import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledRow } from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const BRIDAL_CAR: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ESCORT: ServiceType[] = ['security', 'other'];
const BUSH_DINNER: ServiceType[] = ['event_planning', 'other', 'private_chef'];
const TOUR: ServiceType[] = ['other', 'travel'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const TIMBAVATI = ['Timbavati|Kruger', 'Kruger|Kruger'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const PLETT = ['Plettenberg Bay Airport|Garden Route', 'Plettenberg Bay|Garden Route'];
const STEENBERG = ['Steenberg Estate|Cape Town', 'Steenberg|Cape Town'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-third held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a leadership offsite in Cape Town, a family bush trip to the Timbavati next
 * week, a daughter's wedding near Stellenbosch from Friday to Sunday, a secret honeymoon in Plett,
 * a delegation from Nairobi in Pretoria, Christmas in Umhlanga and a rugby weekend for clients
 * from London; with a venue, catering, a band, a guesthouse, flights home and a hotel already
 * arranged by someone else (not requests), places that are only where people fly in from, live or
 * marry (Joburg, Durban, Nairobi, London), someone who may join later ("don't book for her"), one
 * left for later ("I'll take them to the airport myself"), dietary notes, a walker, "next week"
 * with weekdays under it, Friday to Sunday in order, Christmas Eve, Christmas Day and Boxing Day,
 * "tomorrow" and "the day after tomorrow", and days of the month between the 15th and the 28th so
 * they stay in order at every clock.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi team, bit of a long one, sorry. We have our leadership offsite in Cape Town on the 24th and I need help with a few pieces. The venue and the catering for the sessions are handled by the hotel, so please don't worry about those. What I do need: firstly, a minibus with a driver to collect the group of 9 from Cape Town International at 10:15 on the 24th - we're flying in from Joburg on the early flight, so please allow for a possible delay and make sure there's room for luggage. Secondly, on the evening of the 24th, a private dining room for 9 somewhere in the City Bowl at 7:30pm, nothing too stuffy; one of us is vegetarian and one doesn't drink. Thirdly, on the 25th we'd like a skippered boat from the V&A Waterfront at 2pm for the 9 of us, about three hours, with drinks on board if possible. Finally, our CEO needs a security escort from the hotel to the airport on the 26th at 6am because she'll be carrying sensitive documents - someone discreet please, no uniforms. The flights home are booked by our travel agent already. Let me know if anything is impossible and we'll adjust. Thanks so much!",
      asks(
        req(BUS, CAPE_TOWN, 'dom:24', '10:15'),
        tableAt(['City Bowl|Cape Town', 'Cape Town|Cape Town'], 'dom:24', '19:30', 9),
        req(BOAT, 'V&A Waterfront|Cape Town', 'dom:25', '14:00', { partySize: 9 }),
        req(ESCORT, [null, ...CAPE_TOWN], 'dom:26', '06:00'),
      ),
    ],
    [
      "Morning! This is a voice note my PA typed out for me, so excuse the style. Next week the family is going to the bush - it's me, my husband and our three kids, who are 9, 12 and 15. On Monday we want to fly from Lanseria, so could you book a charter flight for the 5 of us from Lanseria to Hoedspruit at about 8am? Then we need a lodge in the Timbavati from Monday for four days, a family room or a private villa, the kids are good in the bush but the little one won't sleep in a room alone. On Wednesday it's my husband's birthday, so please organise a private bush dinner at the lodge for the 5 of us at 7pm if they do that kind of thing, with a cake - he loves chocolate. Our own car stays at home, so on Friday we need a driver at Lanseria at 4pm to take us home to Dainfern when we land. Oh, and the kids' grandmother might join us, but that isn't confirmed yet, we'll tell you later, so don't book anything for her. Please send me the options with prices before you confirm, my husband likes to see the numbers. Thank you!!",
      asks(
        req(FLIGHT, LANSERIA, 'next:mon', '08:00', { partySize: 5 }),
        req('accommodation', TIMBAVATI, 'next:mon', null),
        req(BUSH_DINNER, [...TIMBAVATI, null], 'next:wed', '19:00', { partySize: 5 }),
        req('personal_driver', LANSERIA, 'next:fri', '16:00'),
      ),
    ],
    [
      "Hi there, my daughter is getting married on a wine farm outside Stellenbosch this Saturday and I'm in charge of the family logistics, so here goes. The venue, the flowers, the band and the caterer are all sorted by the wedding planner, so please leave those alone. On Friday my husband's parents arrive from Durban on the flight landing at Cape Town International at 2pm - they're elderly and his dad uses a walker, so I need a driver with a big comfortable car to meet them at arrivals and take them through to Stellenbosch. Also on Friday, a table for 14 for the rehearsal dinner in Stellenbosch at 7:30pm, somewhere with a private area if possible; there are two vegans in the group. On Saturday the bride needs a vintage car or something special to collect her at 2:15pm from the house in Jonkershoek where she's getting ready and take her to the ceremony. And on Sunday, a relaxed brunch for the family, about 20 of us, at 11 in Franschhoek to say goodbye before everyone flies home. I'll sort out the lifts to the airport on Sunday myself. If you need anything from me, call after 5, I'm in meetings all day. Thank you, you are saving my sanity!",
      asks(
        req('personal_driver', CAPE_TOWN, 'fri', '14:00'),
        tableAt(['Stellenbosch|Cape Winelands'], 'fri', '19:30', 14),
        req(
          BRIDAL_CAR,
          ['Jonkershoek|Cape Winelands', 'Stellenbosch|Cape Winelands'],
          'sat',
          '14:15',
        ),
        tableAt(['Franschhoek|Cape Winelands'], 'sun', '11:00', 20),
      ),
    ],
    [
      "OK I need your help and it has to stay a secret from my fiancée (she doesn't use this app, don't worry). We're getting married in Joburg on the 16th and I want to surprise her with a honeymoon in Plett. Please book flights for two from OR Tambo to Plettenberg Bay on the 17th, the morning flight at about 10. Then a convertible hire car waiting for us at Plett airport when we land around 12 - something fun, she loves old Mercs but anything open-top works. We need somewhere private to stay in Plettenberg Bay from the 17th until the 23rd, a cottage or a small villa with a sea view, no big hotels please, she hates lifts and buffets. On the 20th I'd love a sunset boat trip for the two of us on the Keurbooms River with some bubbly on board. And on the 22nd a romantic dinner for two at 7 somewhere in Knysna, the best table they have, and if they can do something for the occasion even better. Her family will be flying home from Joburg on the 17th as well but they've booked their own tickets. Please only message me on this chat, not by email, because she reads my email over my shoulder! Thanks a million.",
      asks(
        req(FLIGHT, OR_TAMBO, 'dom:17', '10:00', { partySize: 2 }),
        req(HIRE, PLETT, 'dom:17', '12:00'),
        req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:17', null),
        req(
          BOAT,
          ['Keurboomstrand|Garden Route', 'Plettenberg Bay|Garden Route'],
          'dom:20',
          '18:00',
          { partySize: 2 },
        ),
        table('Knysna|Garden Route', 'dom:22', '19:00', 2),
      ),
    ],
    [
      "Good afternoon. A delegation of six from our Nairobi office lands tomorrow and I've been asked to look after them, so I'm throwing it all at you. They arrive at OR Tambo at 13:40 tomorrow on the Kenya Airways flight: please arrange a driver with a Vito or similar to take all six plus their luggage to Pretoria. They're staying at a guesthouse in Waterkloof that our office has booked, so no accommodation is needed. Tomorrow evening at 7 I'd like to host them for dinner for 8 (the six plus me and my colleague) somewhere in Menlyn, ideally with a proper South African menu - they want to try local food, and one of them eats halaal only. The day after tomorrow they have meetings at the Union Buildings at 9, so a driver from Waterkloof at 8:15 please. In the afternoon they'd love a guided tour of the Voortrekker Monument at 3, if someone knowledgeable can take them. They fly out later in the week but that's for another message. Many thanks, and please send everything to me for approval before confirming anything.",
      asks(
        req(BUS, OR_TAMBO, 'tomorrow', '13:40'),
        table('Menlyn|Pretoria', 'tomorrow', '19:00', 8),
        req('personal_driver', 'Waterkloof|Pretoria', '+2', '08:15'),
        req(TOUR, 'Voortrekker Monument|Pretoria', '+2', '15:00'),
      ),
    ],
    [
      "Hi, we're doing Christmas in Umhlanga this year with the whole family - 11 of us including my parents and my sister's twins. Could you please arrange the following. A beach house or a big apartment in Umhlanga from the 22nd of December for the 11 of us; walking distance to the beach would be amazing and we need at least five bedrooms. A private chef on Christmas Day to cook lunch for all 11 at 1pm - traditional turkey and gammon, but my mother is diabetic, so something for her too. On Christmas Eve, a table for 11 at 7pm at the Oyster Box if they still have space, otherwise somewhere similar nearby. And on Boxing Day a deep-sea fishing trip from Durban harbour for my dad, my brother and me at 6am, just the three of us. We're driving down from Joburg ourselves so no flights or cars needed. My sister might want a nanny for the twins one evening, but she will ask you herself. Thank you, and merry Christmas in advance!",
      asks(
        req('accommodation', 'Umhlanga|Durban', 'md:12-22', null, { partySize: 11 }),
        req('private_chef', 'Umhlanga|Durban', 'md:12-25', '13:00', { partySize: 11 }),
        tableAt(OYSTER_BOX, 'md:12-24', '19:00', 11),
        req(BOAT, 'Durban|Durban', 'md:12-26', '06:00', { partySize: 3 }),
      ),
    ],
    [
      "Hey, weekend plan for four clients from London - they're big rugby fans, so it's a bit of a boys' trip. Friday: they land at Cape Town International at 6:20am on the overnight flight, please have a driver meet them and take them to their hotel at the Waterfront (that's booked already). Also Friday, at 1pm, a round of golf for the four of them at Steenberg, with carts please, two of them have dodgy knees. Saturday is the big match - I need four good tickets for the game at the DHL Stadium, ideally in a hospitality suite with food and drinks included. Sunday morning before they leave, a helicopter flip from the Waterfront at 10 for the four of them, the half-hour one if there's a choice. I'll take them to the airport myself on Sunday afternoon. Budget isn't a huge issue but please don't go crazy, they're clients, not royalty. Shout if you need their passport details for the helicopter company, I have them all on file.",
      asks(
        req('personal_driver', CAPE_TOWN, 'fri', '06:20'),
        req('other', STEENBERG, 'fri', '13:00', { partySize: 4 }),
        req('other', ['DHL Stadium|Cape Town', 'Cape Town|Cape Town'], 'sat', null, {
          partySize: 4,
        }),
        req(CHOPPER, 'V&A Waterfront|Cape Town', 'sun', '10:00', { partySize: 4 }),
      ),
    ],
  ],
);
