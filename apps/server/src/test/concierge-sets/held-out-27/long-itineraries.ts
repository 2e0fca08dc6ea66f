import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const OFFROAD: ServiceType[] = ['luxury_vehicle', 'other'];
const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const CHARTER_FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const DUNE_DINNER: ServiceType[] = ['event_planning', 'other', 'private_chef'];
const TOUR: ServiceType[] = ['other', 'travel'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const KMIA = 'Kruger Mpumalanga International Airport|Mbombela';
const PE_AIRPORT = ['Chief Dawid Stuurman International Airport|Gqeberha', 'Gqeberha|Gqeberha'];
const LANGEBAAN = ['Langebaan Lagoon|West Coast', 'Langebaan|West Coast'];
const PATERNOSTER_HOUSE = ['Paternoster|West Coast', null];
const HERMANUS_VILLA = ['Hermanus|Overberg', null];
const WALKER_BAY = ['Walker Bay|Overberg', 'Hermanus|Overberg'];
const WANDERERS = ['Wanderers Stadium|Johannesburg', 'Illovo|Johannesburg'];
const NEAR_DULLSTROOM = ['Dullstroom|Panorama Route', null];
const MAKHANDA = 'Makhanda|Sunshine Coast';
const AT_THE_CEREMONY = ['Makhanda|Sunshine Coast', null];
const TSWALU = ['Tswalu|Kalahari'];
const IN_THE_DUNES = ['Tswalu|Kalahari', 'Kalahari|Kalahari', null];
const BLYDE = ['Blyde River Canyon|Panorama Route'];
const GODS_WINDOW = ["God's Window|Panorama Route"];
const AT_THE_HOUSE = ['KwaDukuza|Durban', null];

/**
 * Twenty-seventh held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around a film crew scouting the West Coast from the 16th to the 18th, a silver wedding
 * anniversary in Hermanus from Friday to Sunday, a cricket-mad father from Delhi at a one-day match
 * at the Wanderers next week Monday and Tuesday, a family reunion near Dullstroom from Friday to
 * Sunday, a daughter's graduation in Makhanda on the 24th, a sales incentive at Tswalu from the
 * 15th, a spontaneous trip on the Panorama Route tomorrow and the day after tomorrow, and the
 * groom's side of an umabo in KwaDukuza this weekend; with a director, a son, a brother, the
 * bride's family, a travel agent and the member themselves taking care of some things (not
 * requests), places that are only where people fly in from, live or go afterwards (Joburg, London,
 * Bloemfontein, Stellenbosch, Delhi, Durban, Cape Town, Johannesburg, Nairobi, Sandton, the Kruger
 * Park, Gauteng), dietary notes (vegetarian, no pork, halaal, nothing too spicy), a granny who
 * cannot climb stairs, a father with bad knees, a security-conscious director, and days of the
 * month between the 15th and the 28th so they stay in order at every clock.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi there, I'm producing a short commercial for a surf brand and we're scouting locations up the West Coast from the 16th to the 18th. There are five of us in the crew, mostly coming down from Joburg, and our director flies in separately from London, so he'll sort out his own transport. Here's what I need from you. First, a big 4x4 or a Land Cruiser that can take all our camera cases, to collect at Cape Town International on the 16th at 8am when our flight lands. Second, a self-catering house in Paternoster for the five of us from the 16th, ideally with a garage so the gear can be locked away. Third, on the 17th we want to film the sunrise on Langebaan Lagoon from the water, so a boat with a skipper who knows the lagoon, leaving at 5:30am, for the five of us plus the camera kit. Lastly, a chef to cook for the crew at the house on the 17th at 7pm, something local like snoek or a seafood potjie, and one of the camera assistants is vegetarian. Our catering on the 18th is handled by the client, so nothing needed then. The budget is reasonable but not crazy, we're a small production. Please send me the options in one message if you can, I'm in back-to-back meetings most of the day.",
      asks(
        req(OFFROAD, CAPE_TOWN_AIRPORT, 'dom:16', '08:00'),
        req('accommodation', 'Paternoster|West Coast', 'dom:16', null),
        req(BOAT, LANGEBAAN, 'dom:17', '05:30'),
        req('private_chef', PATERNOSTER_HOUSE, 'dom:17', '19:00'),
      ),
    ],
    [
      "Good morning! My husband and I celebrate our silver wedding anniversary this weekend and I'd like to surprise him with a few days in Hermanus. We're flying down from Bloemfontein and land in Cape Town on Friday at 12:40, so please have a driver waiting at Cape Town airport on Friday at 1pm to take us through to Hermanus (we'll have two suitcases and his golf bag). For the stay, a villa in Hermanus from Friday with a sea view, for the two of us, but big enough that our children can join us on Saturday. On Saturday I want a private chef at the villa at 7:30pm for a proper anniversary dinner, 8 people in the end because the kids and their partners are driving through from Stellenbosch, and no pork please because my son-in-law doesn't eat it. And on Sunday at 11 a helicopter flip over Walker Bay for the two of us, he has always wanted to do that. We'll make our own way back to the airport afterwards, our son will drive us. Could you keep it all quiet? He doesn't read my messages but he does look at the calendar! Thank you so much.",
      asks(
        req(CAR, CAPE_TOWN_AIRPORT, 'fri', '13:00'),
        req('accommodation', 'Hermanus|Overberg', 'fri', null),
        req('private_chef', HERMANUS_VILLA, 'sat', '19:30', { partySize: 8 }),
        req(CHOPPER, WALKER_BAY, 'sun', '11:00'),
      ),
    ],
    [
      "My dad is visiting from Delhi and he is cricket mad, so I've planned his first days in Joburg around the one-day match at the Wanderers next week Tuesday. He lands at OR Tambo next week Monday at 6:10am on the Emirates flight, so please book a driver to meet him at OR Tambo at 6:10am on Monday with a name board; he's 78, it's his first time in South Africa, and he will need help with the bags. He'll stay near us, so a hotel in Illovo from Monday, a ground floor room if possible because of his knees. Then for the match on Tuesday, four tickets in a covered stand at the Wanderers for him, me, my wife and our son. After the match on Tuesday we'd like a table for 4 at 8pm at an Indian restaurant in Melville, nothing too spicy for my wife please. I'm sorting out his travel insurance and his visa myself, so nothing is needed there. My brother in Durban might fly up to join us for the match, but he'll book his own flight and ticket, he always does.",
      asks(
        req(CAR, OR_TAMBO, 'next:mon', '06:10'),
        req('accommodation', 'Illovo|Johannesburg', 'next:mon', null),
        req('other', WANDERERS, 'next:tue', null),
        table('Melville|Johannesburg', 'next:tue', '20:00', 4),
      ),
    ],
    [
      "We're having the Mahlangu family reunion this weekend near Dullstroom and I've been put in charge of the logistics, please help! We'll be 22 people, from toddlers to my 91-year-old granny. 1) Accommodation: a big guest farm or a cluster of cottages near Dullstroom from Friday, for all 22 of us, with at least one room that granny can reach without stairs. 2) Transport: most of the cousins drive themselves, but the Joburg aunties want a minibus with a driver from OR Tambo on Friday at 10am (some of them are flying in from Cape Town and Durban that morning). 3) Saturday is the big day: a fly-fishing guide for the men who want to go out on the dams at 7am, about 6 of them. 4) And a chef to do a proper braai with pap and chakalaka for all 22 of us on Saturday at 6pm at the farm, with a vegetarian option for my cousin's kids. On Sunday everyone leaves after breakfast, so nothing is needed then. Please put the costs in one quote if you can, we're splitting it between five households.",
      asks(
        req('accommodation', 'Dullstroom|Panorama Route', 'fri', null),
        req(BUS, OR_TAMBO, 'fri', '10:00'),
        req(TOUR, NEAR_DULLSTROOM, 'sat', '07:00'),
        req(BRAAI, NEAR_DULLSTROOM, 'sat', '18:00', { partySize: 22 }),
      ),
    ],
    [
      "Our daughter graduates from Rhodes in Makhanda on the 24th and the whole family wants to be there, so I'm hoping you can pull this together for us. There are six of us coming from Johannesburg. Flights: six seats from OR Tambo to Gqeberha on the 23rd, the earliest morning flight, around 7am. When we land we'll need a hire car big enough for six plus luggage at the airport in Gqeberha on the 23rd; I'll drive it to Makhanda myself, I know the road well from her first-year move. Accommodation: a guest house in Makhanda from the 23rd for the six of us, walking distance to campus would be ideal. The ceremony is on the 24th at 10am and we'd love a photographer there to capture it, since the official ones only take a quick photo on stage. Then a celebration dinner for 9 on the 24th at 7pm (her boyfriend's family is joining us) at a nice restaurant in Makhanda. We fly home on the 25th, but I'll book those flights myself once I see the prices.",
      asks(
        req(FLIGHT, OR_TAMBO, 'dom:23', '07:00'),
        req(HIRE, PE_AIRPORT, 'dom:23', null),
        req('accommodation', MAKHANDA, 'dom:23', null),
        req('other', AT_THE_CEREMONY, 'dom:24', '10:00'),
        table(MAKHANDA, 'dom:24', '19:00', 9),
      ),
    ],
    [
      "Hi team, we're running an incentive trip for our twelve top sales people and I need help with the Kalahari leg. The group meets at Lanseria on the morning of the 15th, and we'd like a private charter flight for 12 from Lanseria at 8am on the 15th, straight to the Tswalu airstrip. They stay at Tswalu from the 15th, so please book the lodge for 12 people from the 15th (I know it's pricey, it has been approved). On the 16th we want to surprise them with a dinner out in the dunes at 7pm, a proper set-up they will talk about for years, with lanterns, a long table, a fire and a musician if possible, for 12 plus the two guides. And one of our directors is very security-conscious after an incident in Nairobi, so please arrange a close-protection officer to travel with her from Lanseria at 8am on the 15th. Everything after the 17th is handled by our travel agent in Sandton. Invoices to the company please, I'll send the VAT details separately.",
      asks(
        req(CHARTER_FLIGHT, LANSERIA, 'dom:15', '08:00'),
        req('accommodation', TSWALU, 'dom:15', null),
        req(DUNE_DINNER, IN_THE_DUNES, 'dom:16', '19:00'),
        req(ESCORT, LANSERIA, 'dom:15', '08:00'),
      ),
    ],
    [
      "Spontaneous trip! My partner and I have a few days off and we're heading to the Panorama Route tomorrow. We land at Kruger Mpumalanga International tomorrow at 11:30 and we'll need a hire car there, an SUV, automatic please. We'd like to stay in Graskop from tomorrow, a lodge or a nice B&B with a fireplace for the two of us. Tomorrow evening, a table for 2 at 7:30pm at a good restaurant in Graskop; we've heard the pancakes are famous but we want a proper dinner. The day after tomorrow is the highlight: a helicopter flight over the Blyde River Canyon at 8am, and then a guided hike at God's Window at 11 if the guide can meet us there. We've already got our own plans for the Kruger Park after that, a friend has lent us her house, so there's no need to organise anything there. My partner is allergic to cats, in case any of the places have resident animals, and we'd both prefer a quiet room away from the road. Can you confirm everything by the end of today? We're packing as I type. Thank you!",
      asks(
        req(HIRE, KMIA, 'tomorrow', '11:30'),
        req('accommodation', 'Graskop|Panorama Route', 'tomorrow', null),
        table('Graskop|Panorama Route', 'tomorrow', '19:30', 2),
        req(CHOPPER, BLYDE, '+2', '08:00'),
        req(TOUR, GODS_WINDOW, '+2', '11:00'),
      ),
    ],
    [
      "Hello! My younger brother's umabo is this weekend at our family home in KwaDukuza and I'm helping with the arrangements on the groom's side. A lot of family is coming from Gauteng and the Eastern Cape. First, we need a minibus and a driver to collect the elders from Umlazi on Saturday at 7am and bring them to KwaDukuza, about 14 people. Second, rooms for the groom's party at a hotel in Ballito from Friday, around eight rooms. Third, the bride's family has the catering covered for the day itself, but we need a chef for our side's dinner on Friday at 7pm at the house in KwaDukuza, for 30 people, traditional food, and a few of the guests eat halaal. Fourth, please get a photographer and a videographer for the ceremony on Saturday from 10am, someone who knows how an umabo runs, with the gifts and the dancing. On Sunday there's a family lunch, but my aunts are cooking, so nothing for Sunday. We want everything confirmed as early as possible please, thank you so much.",
      asks(
        req(BUS, 'Umlazi|Durban', 'sat', '07:00'),
        req('accommodation', 'Ballito|Durban', 'fri', null),
        req('private_chef', 'KwaDukuza|Durban', 'fri', '19:00', { partySize: 30 }),
        req('other', AT_THE_HOUSE, 'sat', '10:00'),
      ),
    ],
  ],
);
