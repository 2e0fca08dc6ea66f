import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const VISA: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const BAR: ServiceType[] = ['other', 'event_planning'];
const VENUE: ServiceType[] = ['other', 'event_planning'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const CAPE_TOWN_AIRPORT = 'Cape Town International Airport|Cape Town';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const AIRPORT_IN_CAPE_TOWN = ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'];
const EAST_LONDON = ['King Phalo Airport|East London', 'East London|East London'];
const DRAKENSBERG = ['Drakensberg|Drakensberg', 'Champagne Castle|Drakensberg'];
const CHAMPAGNE_CASTLE = ['Champagne Castle|Drakensberg', 'Drakensberg|Drakensberg'];
const WANDERERS = ['Wanderers Stadium|Johannesburg', 'Illovo|Johannesburg'];
const ADDO_PARK = ['Addo Elephant National Park|Gqeberha', 'Addo|Gqeberha'];
const NEAR_ADDO = ['Addo Elephant National Park|Gqeberha', 'Addo|Gqeberha', null];
const CONSTITUTION_HILL = ['Constitution Hill|Johannesburg', 'Braamfontein|Johannesburg'];
const CONVENTION = ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg', null];
const GOLDEN_MILE = ['Golden Mile|Durban', 'Durban Beachfront|Durban', 'Durban|Durban'];
const ICC_RUN = ['La Lucia|Durban', 'Durban ICC|Durban'];
const MALL_OF_THE_NORTH = ['Mall of the North|Polokwane', 'Polokwane|Polokwane'];
const VOORTREKKER = ['Voortrekker Monument|Pretoria', 'Pretoria|Pretoria'];
const IRENE = ['Irene|Pretoria', 'Irene Dairy Farm|Pretoria'];
const TIMBAVATI = ['Timbavati|Kruger', 'Kruger|Kruger'];
const KAPAMA = ['Kapama|Kruger', 'Hoedspruit|Kruger', 'Kruger|Kruger'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const GIFT_RUN = ['Sandton City|Johannesburg', 'Sandton|Johannesburg', 'Midrand|Johannesburg'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/** More pairs, in the same style as the ones below (spread after them). */
const MORE_PAIRS = rowsIn(
  ['en'],
  [
    [
      'A Jaguar F-Type for me to collect in Franschhoek on Saturday morning, and a table for 2 at Boschendal at 1pm',
      asks(
        req(HIRE, 'Franschhoek|Cape Winelands', 'sat', '09:00'),
        tableAt(['Boschendal|Cape Winelands'], 'sat', '13:00', 2),
      ),
    ],
    [
      'Book a suite at a lodge in Kapama from the 18th, and a flight from OR Tambo to Eastgate on the 18th at 10:40',
      asks(req('accommodation', KAPAMA, 'dom:18', null), req(FLIGHT, OR_TAMBO, 'dom:18', '10:40')),
    ],
    [
      'Someone to buy a birthday present for my niece at Sandton City tomorrow, and a driver to take it to her in Midrand at 4pm',
      asks(req(ERRAND, SANDTON_CITY, 'tomorrow', null), req(CAR, GIFT_RUN, 'tomorrow', '16:00')),
    ],
  ],
);

/**
 * Twenty-seventh held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request: "then",
 * "that evening", "afterwards", "from that day", "when I land", "that day", "there"): two at a time
 * here, three to five in ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts. A trip from one place to another is filed where it starts (where the start
 * is named second, either is accepted); a flight is filed where it leaves; where the second request
 * names no place but plainly happens where the first does ("nearby", "there", "at the house"), it
 * is filed there too, and where a human could file it there or nowhere, either is accepted. Asked
 * as a massage and lunch, flights and a hotel, a driver and a hire car, a chef and a jumping
 * castle, a helicopter and a lodge, a tee time and a table, a sommelier and a chef, a photographer
 * and flowers, a nanny and a table, a spa and a driver, cricket tickets and a lift, guards and a
 * bridal car, a fishing boat and a chef for the catch, a visa and flights, a game drive and dinner,
 * a gift and flowers, a dog sitter, a tour and lunch, a make-up artist and a photographer, a house
 * and a family car, guards and a barman, a suit from the tailor and a gala, a canoe trip, a clown,
 * a conference dinner, a personal shopper and lunch, a guided morning, a hire car and a table at a
 * wine estate, a lodge and a flight to a bush airstrip, and a present bought and then driven to a
 * niece.
 */
export const HELD_OUT_27_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          "Tomorrow I'd like a massage at a spa in Umhlanga at 10am, then lunch for two at 1pm nearby",
          asks(
            req('other', 'Umhlanga|Durban', 'tomorrow', '10:00'),
            tableAt(['Umhlanga|Durban', null], 'tomorrow', '13:00', 2),
          ),
        ],
        [
          'I need flights from Cape Town to Polokwane on the 19th and a hotel in Polokwane from that day',
          asks(
            req(FLIGHT, CAPE_TOWN, 'dom:19', null),
            req('accommodation', 'Polokwane|Polokwane', 'dom:19', null),
          ),
        ],
        [
          'Can you get a driver to take us from Ballito to King Shaka at 5am tomorrow, and a hire car waiting for us at Cape Town airport when we land?',
          asks(
            req(CAR, 'Ballito|Durban', 'tomorrow', '05:00'),
            req(HIRE, CAPE_TOWN_AIRPORT, 'tomorrow', null),
          ),
        ],
        [
          'Two things for Saturday: a chef for a lunch braai at our place in Silver Lakes for 15 people at 12, and a jumping castle there from 11 for the kids',
          asks(
            req('private_chef', 'Silver Lakes|Pretoria', 'sat', '12:00', { partySize: 15 }),
            req(VENUE, ['Silver Lakes|Pretoria', null], 'sat', '11:00'),
          ),
        ],
        [
          'I want a helicopter flip over the Drakensberg on Saturday morning and a room at a lodge near Champagne Castle from Friday',
          asks(
            req(CHOPPER, DRAKENSBERG, 'sat', '09:00'),
            req('accommodation', CHAMPAGNE_CASTLE, 'fri', null),
          ),
        ],
        [
          'Tee time for four at Humewood on Sunday at 7:30am, then a table for 4 at 1pm at a restaurant in Summerstrand',
          asks(
            req('other', 'Humewood|Gqeberha', 'sun', '07:30', { partySize: 4 }),
            table('Summerstrand|Gqeberha', 'sun', '13:00', 4),
          ),
        ],
        [
          'A sommelier and a chef for a wine-pairing dinner at my house in Bishopscourt on the 25th at 7pm, 10 guests',
          asks(
            req('other', 'Bishopscourt|Cape Town', 'dom:25', '19:00'),
            req('private_chef', 'Bishopscourt|Cape Town', 'dom:25', '19:00', { partySize: 10 }),
          ),
        ],
        [
          "Please arrange a photographer for my mum's 70th lunch in Centurion tomorrow at 12:30, and flowers delivered to the venue in the morning",
          asks(
            req('other', 'Centurion|Pretoria', 'tomorrow', '12:30'),
            req(FLOWERS, ['Centurion|Pretoria', null], 'tomorrow', '09:00'),
          ),
        ],
        [
          'Book me a hotel in Bloemfontein from the 16th and a driver from Bram Fischer to the hotel when I land at 11am',
          asks(
            req('accommodation', 'Bloemfontein|Bloemfontein', 'dom:16', null),
            req(
              'personal_driver',
              'Bram Fischer International Airport|Bloemfontein',
              'dom:16',
              '11:00',
            ),
          ),
        ],
        [
          'I need a nanny for Saturday evening at our place in Lonehill, and a table for two at 7:30 somewhere in Fourways',
          asks(
            req('other', 'Lonehill|Johannesburg', 'sat', '19:00'),
            table('Fourways|Johannesburg', 'sat', '19:30', 2),
          ),
        ],
        [
          'A spa day for my wife at a hotel in Sandton tomorrow, and a driver to take her there from Bryanston at 9am',
          asks(
            req('other', 'Sandton|Johannesburg', 'tomorrow', null),
            req(
              'personal_driver',
              ['Bryanston|Johannesburg', 'Sandton|Johannesburg'],
              'tomorrow',
              '09:00',
            ),
          ),
        ],
        [
          'Tickets to the Proteas game at the Wanderers on Saturday for 3, and a driver to get us there from Rosebank at 9am',
          asks(
            req('other', WANDERERS, 'sat', null),
            req(CAR, 'Rosebank|Johannesburg', 'sat', '09:00'),
          ),
        ],
        [
          'Guards for our wedding at Boschendal on the 24th, and a bridal car for the bride from Franschhoek at 2pm that day',
          asks(
            req(ESCORT, 'Boschendal|Cape Winelands', 'dom:24', null),
            req(CAR, 'Franschhoek|Cape Winelands', 'dom:24', '14:00'),
          ),
        ],
        [
          'Charter a fishing boat from Struisbaai on Saturday at 6am, and get a chef to cook the catch at our house in Arniston that evening',
          asks(
            req(BOAT, 'Struisbaai|Overberg', 'sat', '06:00'),
            req('private_chef', 'Arniston|Overberg', 'sat', '19:00'),
          ),
        ],
        [
          "A visa for my mom's trip to Canada, and flights for her from OR Tambo on the 28th",
          asks(req(VISA, null, null, null), req(FLIGHT, OR_TAMBO, 'dom:28', null)),
        ],
        [
          'Hire a Range Rover for me at King Phalo airport tomorrow at noon, and book a guest house in Chintsa from tomorrow too',
          asks(
            req(HIRE, 'King Phalo Airport|East London', 'tomorrow', '12:00'),
            req('accommodation', 'Chintsa|East London', 'tomorrow', null),
          ),
        ],
        [
          'Book a morning game drive at Addo for Sunday at 6am, and a table for 6 that evening near the park',
          asks(req(TOUR, ADDO_PARK, 'sun', '06:00'), tableAt(NEAR_ADDO, 'sun', '19:00', 6)),
        ],
        [
          "Someone to shop for a Le Creuset set as my sister's wedding gift, and flowers sent to her in Stellenbosch on the 21st",
          asks(
            req(ERRAND, null, null, null),
            req(FLOWERS, 'Stellenbosch|Cape Winelands', 'dom:21', null),
          ),
        ],
        [
          'Please get a driver to fetch my parents from Margate airport on Sunday at 11:40, and a chef for their welcome lunch at our home in Southbroom at 1pm',
          asks(
            req('personal_driver', 'Margate Airport|KZN South Coast', 'sun', '11:40'),
            req('private_chef', 'Southbroom|KZN South Coast', 'sun', '13:00'),
          ),
        ],
        [
          "A dog sitter for Saturday in Kenilworth while we're out, and a table for 2 in Franschhoek at 12:30",
          asks(
            req('other', 'Kenilworth|Cape Town', 'sat', null),
            table('Franschhoek|Cape Winelands', 'sat', '12:30', 2),
          ),
        ],
        [
          'A private tour of Constitution Hill tomorrow at 10 for my overseas guests, then lunch for 5 at a place in Braamfontein',
          asks(
            req(TOUR, CONSTITUTION_HILL, 'tomorrow', '10:00'),
            table('Braamfontein|Johannesburg', 'tomorrow', '12:30', 5),
          ),
        ],
        [
          'Fly us from Lanseria to Hoedspruit on Friday morning, and a lodge in the Timbavati from Friday',
          asks(req(FLIGHT, LANSERIA, 'fri', '09:00'), req('accommodation', TIMBAVATI, 'fri', null)),
        ],
        [
          'A make-up artist for my engagement shoot on the 15th at 8am in Tokai, and a photographer there at 10',
          asks(
            req('other', 'Tokai|Cape Town', 'dom:15', '08:00'),
            req('other', ['Tokai|Cape Town', null], 'dom:15', '10:00'),
          ),
        ],
        [
          'We need a Mercedes V-Class with a driver for the family from the airport in Cape Town on the 20th at 3pm, and a house in Clifton from the 20th',
          asks(
            req(CAR, AIRPORT_IN_CAPE_TOWN, 'dom:20', '15:00'),
            req('accommodation', 'Clifton|Cape Town', 'dom:20', null),
          ),
        ],
        [
          'Tomorrow: guards at my Westcliff house from 6pm for the party, and a barman from 7pm',
          asks(
            req(ESCORT, 'Westcliff|Johannesburg', 'tomorrow', '18:00'),
            req(BAR, ['Westcliff|Johannesburg', null], 'tomorrow', '19:00'),
          ),
        ],
        [
          'Today please: collect my suit from the tailor in Illovo at 3pm, and a driver at 6:30pm to take me to the gala at the Sandton Convention Centre',
          asks(
            req(ERRAND, 'Illovo|Johannesburg', 'today', '15:00'),
            req(CAR, CONVENTION, 'today', '18:30'),
          ),
        ],
        [
          'Book two rooms in Stanford from Friday, and a canoe trip on the river there on Saturday at 10am',
          asks(
            req('accommodation', 'Stanford|Overberg', 'fri', null),
            req(TOUR, ['Stanford|Overberg', null], 'sat', '10:00'),
          ),
        ],
        [
          "A party planner for my son's birthday at home in Emmarentia on Sunday at 2, and a clown for the party at 3",
          asks(
            req(PARTY, 'Emmarentia|Johannesburg', 'sun', '14:00'),
            req('other', ['Emmarentia|Johannesburg', null], 'sun', '15:00'),
          ),
        ],
        [
          'A car to the Durban ICC tomorrow at 7:30am from La Lucia, and a table for 8 for the conference dinner at 7pm at a place on the Golden Mile',
          asks(
            req(CAR, ICC_RUN, 'tomorrow', '07:30'),
            tableAt(GOLDEN_MILE, 'tomorrow', '19:00', 8),
          ),
        ],
        [
          "I'd like a personal shopper at Mall of the North on Saturday morning, and a lunch table for 3 there at 1",
          asks(
            req(ERRAND, MALL_OF_THE_NORTH, 'sat', '09:00'),
            tableAt(MALL_OF_THE_NORTH, 'sat', '13:00', 3),
          ),
        ],
        [
          'Flights from East London to Joburg for next week Monday, and a driver from OR Tambo to Rosebank when I land at 10:15',
          asks(req(FLIGHT, EAST_LONDON, 'next:mon', null), req(CAR, OR_TAMBO, 'next:mon', '10:15')),
        ],
        [
          'Please arrange an Afrikaans-speaking guide for the Voortrekker Monument on Saturday at 9, and lunch for six afterwards in Irene',
          asks(req(TOUR, VOORTREKKER, 'sat', '09:00'), tableAt(IRENE, 'sat', '12:30', 6)),
        ],
      ],
    ),
    ...MORE_PAIRS,
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
