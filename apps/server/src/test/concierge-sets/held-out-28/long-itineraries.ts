import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledRow } from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const OFFROAD_CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const TOUR: ServiceType[] = ['other', 'travel'];
const PHOTO: ServiceType[] = ['other', 'event_planning'];
const BUSH_DINNER: ServiceType[] = ['other', 'event_planning', 'private_chef'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const PE_AIRPORT = ['Chief Dawid Stuurman International Airport|Gqeberha', 'Gqeberha|Gqeberha'];
const NEAR_KAMBERG = ['Kamberg|Drakensberg', null];
const FLOWER_COUNTRY = [null, 'Clanwilliam|West Coast'];
const IN_THE_FOREST = ["Nature's Valley|Garden Route", null];
const TSITSIKAMMA = ['Tsitsikamma|Garden Route', 'Storms River|Garden Route'];
const PLETT = 'Plettenberg Bay|Garden Route';
const SINGITA = ['Singita|Kruger', 'Sabi Sand|Kruger'];
const AT_SINGITA = ['Singita|Kruger', 'Sabi Sand|Kruger', null];
const MKAMBATI = ['Mkambati Nature Reserve|Wild Coast'];
const AT_THE_HOUSE = ['Magoebaskloof|Polokwane', null];
const DEBENGENI = ['Debengeni Falls|Polokwane', 'Magoebaskloof|Polokwane'];
const SAMARA = ['Samara|Karoo'];
const PRETORIA_SIGHTS = ['Freedom Park|Pretoria', 'Union Buildings|Pretoria', 'Pretoria|Pretoria'];

/**
 * Twenty-eighth held-out set: long itineraries (900 to 1,900 characters) that ask for two to five
 * services around parents' golden wedding anniversary at Kamberg in the Drakensberg from Friday to
 * Sunday, a wife's wish to see the Namaqualand flowers from Clanwilliam from the 18th to the 23rd,
 * a surprise honeymoon on the Garden Route from the 24th, a proposal at Singita next week Monday
 * and Tuesday, two birders off to the Wild Coast tomorrow and the day after, a wellness retreat for
 * five friends in Magoebaskloof from the 15th to the 17th, a retired vet tracking cheetah at Samara
 * in the Karoo from the 25th to the 28th, and a wife's family from Amsterdam in Pretoria from the
 * 15th to the 17th; with a brother, an aunt, a daughter's travel agent, a mother, a lodge manager,
 * a son, a friend's yoga studio, a husband, a sister-in-law and the member themselves taking care
 * of some things (not requests), places that are only where people fly in from, live, stop or go
 * afterwards (Cape Town, Howick, London, the Swartland, Bloemfontein, Sandton, East London,
 * Graaff-Reinet, Amsterdam), food notes (no mushrooms, vegetarian, no red meat, shellfish, plant
 * based, no chilli, pescatarian, gluten), a father after a hip replacement, a husband's bad knee, a
 * mother who gets car sick, a grandmother who walks with a stick, and days of the month between the
 * 15th and the 28th so they stay in order at every clock.
 */
export const LONG_ITINERARIES: LabelledRow[] = rowsIn(
  ['en'],
  [
    [
      "Hi there, a big one for you. My parents celebrate their golden wedding anniversary this weekend and the whole family is gathering at Kamberg in the Drakensberg from Friday to Sunday. My brother is organising the cake and the speeches, and my aunt has already booked her own flight from Cape Town, so please don't worry about those. What I need from you: first, a minibus with a driver to collect eight of us at King Shaka International on Friday at 10am and take us up to Kamberg. My mother gets car sick, so a smooth driver and a stop in Howick would be lovely. Second, a big self-catering house near Kamberg from Friday that sleeps fourteen, ideally all on one level because my father has had a hip replacement. Third, on Saturday at 7pm a private chef at the house to cook the anniversary dinner for fourteen: lamb on the spit, no mushrooms for my mother, and something vegetarian for my niece. Fourth, a photographer at the house on Saturday from 5pm to catch the family before dinner while the light is still good on the mountains. And finally, a guided walk to the rock art at Kamberg on Sunday at 9am for whoever is up after the party. Thanks so much, I know it's a lot at short notice.",
      asks(
        req(BUS, KING_SHAKA, 'fri', '10:00'),
        req('accommodation', NEAR_KAMBERG, 'fri', null),
        req('private_chef', NEAR_KAMBERG, 'sat', '19:00', { partySize: 14 }),
        req(PHOTO, NEAR_KAMBERG, 'sat', '17:00'),
        req(TOUR, 'Kamberg|Drakensberg', 'sun', '09:00'),
      ),
    ],
    [
      'Hello there. My wife has wanted to see the Namaqualand flowers for years, so we are doing it properly this season, from the 18th to the 23rd. Our daughter in London is paying for the flights as a present and her travel agent is handling them, so please leave those alone. We land at Cape Town International on the 18th in the morning. Could you arrange a comfortable SUV for us to drive ourselves, ready at the airport at 10:30am that day? We will drive up through the Swartland and stop for lunch on the way, no need to book that. Then we need somewhere lovely to stay in Clanwilliam from the 18th, a guest farm with a garden if possible, as my wife likes to sit outside with a book. On the 19th, we would love a guide who knows the flowers to take us out at 10am, since the flowers only open when it is warm, wherever they are best that week. On the 21st, please book a table for two in Clanwilliam at 7pm, it is our anniversary and my wife does not eat red meat. Lastly, on the 23rd we need a driver at 8am to take us from Clanwilliam back to the airport, as I would rather not drive the whole way back after all the wine. Thank you!',
      asks(
        req(HIRE, CAPE_TOWN_AIRPORT, 'dom:18', '10:30'),
        req('accommodation', 'Clanwilliam|West Coast', 'dom:18', null),
        req(TOUR, FLOWER_COUNTRY, 'dom:19', '10:00'),
        table('Clanwilliam|West Coast', 'dom:21', '19:00', 2),
        req(CAR, 'Clanwilliam|West Coast', 'dom:23', '08:00'),
      ),
    ],
    [
      "We're on honeymoon from the 24th and I want to surprise my husband with a few days on the Garden Route. His brother is lending us his car for the drive home afterwards, and my mom has sorted the flowers for the room, so those are covered. We fly into Plettenberg Bay Airport on the 24th, landing at 11:15am, so please have a driver waiting there at 11:15 to take us to our lodge. For the lodge, something secluded in the forest near Nature's Valley from the 24th, with a private plunge pool and no children. On the 25th, I'd like to book the canopy tour in the Tsitsikamma for two at 10am, he loves heights even if I don't. On the 26th, a skippered boat out of Plett at 2pm to look for dolphins, just the two of us, with some bubbly on board. And on the 27th please find us a table for two at a restaurant in Knysna at 7:30pm, somewhere with a view over the lagoon. Oh, and he is allergic to shellfish, so please mention it wherever food is involved. I'm so excited, thank you!",
      asks(
        req(CAR, 'Plettenberg Bay Airport|Garden Route', 'dom:24', '11:15'),
        req('accommodation', IN_THE_FOREST, 'dom:24', null),
        req(TOUR, TSITSIKAMMA, 'dom:25', '10:00'),
        req(BOAT, PLETT, 'dom:26', '14:00', { partySize: 2 }),
        table('Knysna|Garden Route', 'dom:27', '19:30', 2),
      ),
    ],
    [
      "I'm planning to propose to my girlfriend next week and I need your help to make it perfect without her finding out. We fly from Cape Town to Skukuza next week Monday on a flight I've already booked myself, landing at 11:30am. Please arrange a private transfer from Skukuza Airport to Singita next week Monday at 12pm. I'd like a suite at Singita from Monday, the one with the most privacy you can find. Next week Tuesday at 5pm I want a photographer hidden near the dam where the sundowner stop will be, to capture the moment, and then a private dinner for two set up in the bush at 7pm. The lodge manager has offered to handle the lanterns and the champagne, so leave those to him. My girlfriend is vegetarian and doesn't drink much, so please keep that in mind for the dinner. Her parents live in Bloemfontein and I'm hoping they can join us for a celebration lunch later in the month, but that part I'll arrange myself once she has said yes. The ring is already sorted with a jeweller in Sandton. Please keep every message about this vague, she sometimes reads my phone!",
      asks(
        req(CAR, 'Skukuza Airport|Kruger', 'next:mon', '12:00'),
        req('accommodation', SINGITA, 'next:mon', null),
        req(PHOTO, AT_SINGITA, 'next:tue', '17:00'),
        req(BUSH_DINNER, AT_SINGITA, 'next:tue', '19:00'),
      ),
    ],
    [
      "My husband and I are keen birders and we've suddenly got a free few days, so we're heading to the Wild Coast tomorrow. Our son is driving us to the airport and the dogs are going to my sister, so all of that is handled. Please book us flights from OR Tambo to Mthatha tomorrow at 8am, two seats, an aisle for my husband because of his bad knee. Then a driver from Mthatha Airport tomorrow at 10:30am to take us down to Port St Johns. The road is bad, so a proper 4x4 with someone who knows it, please. We need a room in Port St Johns from tomorrow, somewhere quiet on the river, with an early breakfast because the birds don't wait. The day after tomorrow, please find a local birding guide to take us into Mkambati at 6am, we're hoping for the vultures at the colony. No need for any lunch bookings, we take sandwiches everywhere. We'll figure out the return later, probably through East London, but I'll let you know once we've decided. Thank you, you're a star.",
      asks(
        req(FLIGHT, OR_TAMBO, 'tomorrow', '08:00'),
        req(OFFROAD_CAR, 'Mthatha Airport|Wild Coast', 'tomorrow', '10:30'),
        req('accommodation', 'Port St Johns|Wild Coast', 'tomorrow', null),
        req(TOUR, MKAMBATI, '+2', '06:00'),
      ),
    ],
    [
      "I'm organising a small wellness retreat for five friends, all of us burnt out after a long year, in Magoebaskloof from the 15th to the 17th. One friend, Thandi, is arranging the yoga teacher through her studio, and we're each bringing our own journals, so those are taken care of. What I need: a flight for the five of us from OR Tambo to Polokwane on the 15th at 9am; a car with a driver from Polokwane International Airport at 11am on the 15th to take us to Magoebaskloof, with room for our bags and yoga mats; a house or a small lodge in Magoebaskloof from the 15th that sleeps five in separate rooms, near the forest and quiet; a private chef at the house on the 16th at 6:30pm to cook a plant-based dinner for five, no alcohol, and please no chilli as one friend has a stomach ulcer; and a guided walk to Debengeni Falls on the 17th at 9:30am before we head home. The budget is generous but not silly. Thank you so much!",
      asks(
        req(FLIGHT, OR_TAMBO, 'dom:15', '09:00'),
        req(CAR, 'Polokwane International Airport|Polokwane', 'dom:15', '11:00'),
        req('accommodation', 'Magoebaskloof|Polokwane', 'dom:15', null),
        req('private_chef', AT_THE_HOUSE, 'dom:16', '18:30', { partySize: 5 }),
        req(TOUR, DEBENGENI, 'dom:17', '09:30'),
      ),
    ],
    [
      "My father-in-law is a retired vet and has always wanted to track cheetah, so for his birthday we're taking him to Samara in the Karoo from the 25th. My husband is handling the cake and the gift, and my sister-in-law is arranging her own car from Cape Town, so please don't include her. We need: a flight from OR Tambo to Gqeberha on the 25th at 7:30am for four of us; a driver with a big vehicle from Chief Dawid Stuurman International on the 25th at 10am to take us to Samara, it is a long drive and my father-in-law needs to stretch his legs, so please build in a coffee stop in Graaff-Reinet; rooms at Samara from the 25th for the four of us, ground floor if possible; the cheetah tracking experience at Samara on the 26th at 7am; and on the 28th a driver from Samara back to the airport in Gqeberha at 9am. He eats anything, but my husband is pescatarian, if the lodge needs to know. Thanks in advance, this means a lot to the family.",
      asks(
        req(FLIGHT, OR_TAMBO, 'dom:25', '07:30'),
        req(CAR, PE_AIRPORT, 'dom:25', '10:00'),
        req('accommodation', SAMARA, 'dom:25', null),
        req(TOUR, SAMARA, 'dom:26', '07:00'),
        req(CAR, SAMARA, 'dom:28', '09:00'),
      ),
    ],
    [
      "My wife's family is visiting from Amsterdam and they'll be with us in Pretoria from the 15th to the 17th. There are nine of them, including her grandmother who walks with a stick, and they have booked their own flights and the diamond mine tour, so no need for those. Could you please arrange a van with a driver to meet all nine at OR Tambo on the 15th at 6:15am, their flight is an early one and they will have a lot of luggage. We don't have enough space at home, so please book a guest house in Waterkloof from the 15th, close to us, with rooms on the ground floor for the grandmother. On the 16th at 10am they would love a guided tour of Freedom Park and the Union Buildings, in English is fine, most of them speak it well. Then on the 17th, please book a table for nine in Cullinan at 1pm after their mine tour, somewhere relaxed with a garden for the little ones to run around. My wife is vegetarian and her brother is gluten intolerant, please pass that on to the restaurant. Thank you very much, we really want them to love South Africa.",
      asks(
        req(BUS, OR_TAMBO, 'dom:15', '06:15'),
        req('accommodation', 'Waterkloof|Pretoria', 'dom:15', null),
        req(TOUR, PRETORIA_SIGHTS, 'dom:16', '10:00'),
        table('Cullinan|Pretoria', 'dom:17', '13:00', 9),
      ),
    ],
  ],
);
