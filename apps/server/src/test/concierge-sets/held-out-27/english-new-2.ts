import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledRow } from '../labels';

const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const VISA: ServiceType[] = ['travel', 'other'];
const TRIP: ServiceType[] = ['travel', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const UNION_BUILDINGS = ['Union Buildings|Pretoria', 'Pretoria|Pretoria'];
const GREYVILLE = ['Durban|Durban', 'Greyville|Durban'];
const LIONS_HEAD = ["Lion's Head|Cape Town"];
const KIRSTENBOSCH = ['Kirstenbosch|Cape Town', 'Newlands|Cape Town'];

/**
 * The second half of the twenty-seventh set's English new requests (spread into ./english-new.ts,
 * whose doc comment covers both): shopping, travel, security and the other premium services.
 */
export const ENGLISH_NEW_2: LabelledRow[] = rowsIn(
  ['en'],
  [
    // Personal shopping.
    [
      "Someone to pick out a suit for my son's wedding at a menswear shop in Hyde Park, he's a 42 regular",
      asks(req('personal_shopping', 'Hyde Park|Johannesburg', null, null)),
    ],
    [
      'Please do a gift run for my staff: 25 hampers, delivered to the office in Rivonia by the 18th',
      asks(req(ERRAND, 'Rivonia|Johannesburg', 'dom:18', null)),
    ],
    [
      'Could someone buy school uniforms for my twins at the outfitter in Rondebosch tomorrow?',
      asks(req('personal_shopping', 'Rondebosch|Cape Town', 'tomorrow', null)),
    ],
    [
      "I'm after a bottle of rare Japanese whisky as a gift, could a shopper track one down in Cape Town?",
      asks(req(ERRAND, CAPE_TOWN, null, null)),
    ],
    [
      "Need someone to find and buy a signed Springbok jersey for my dad's birthday",
      asks(req(ERRAND, null, null, null)),
    ],

    // Travel.
    [
      'Flights to Zanzibar for the four of us, leaving OR Tambo on the 20th',
      asks(req(FLIGHT, OR_TAMBO, 'dom:20', null)),
    ],
    [
      'Please book a family holiday in the Seychelles from the 27th, flying from Cape Town',
      asks(req('travel', CAPE_TOWN, 'dom:27', null)),
    ],
    [
      'I need a Schengen visa appointment in Joburg for my trip to Italy',
      asks(req(VISA, JOBURG, null, null)),
    ],
    [
      'Business class upgrade on my flight to Dubai tomorrow night out of King Shaka',
      asks(req(FLIGHT, KING_SHAKA, 'tomorrow', '20:00')),
    ],
    [
      'Arrange a ski trip to Afriski in Lesotho for the family, driving up from Clarens on the 21st',
      asks(req(TRIP, ['Clarens|Eastern Free State', null], 'dom:21', null)),
    ],
    [
      'Book me onto a cruise leaving from Durban on the 26th, an outside cabin',
      asks(req('travel', 'Durban|Durban', 'dom:26', null)),
    ],

    // Security.
    [
      'Armed guards for a big party at our home in Dainfern on Saturday night, about 150 guests',
      asks(req('security', 'Dainfern|Johannesburg', 'sat', '20:00')),
    ],
    [
      'A bodyguard for my teenage daughter at a music festival in Hartbeespoort on the 19th',
      asks(req(ESCORT, 'Hartbeespoort|Pretoria', 'dom:19', null)),
    ],
    [
      'Security escort to take cash from our shop in Woodmead to the bank tomorrow at 3pm',
      asks(req(ESCORT, 'Woodmead|Johannesburg', 'tomorrow', '15:00')),
    ],
    [
      "We're auctioning my late mother's house in Kloof on Sunday; please arrange a guard at the gate from 9am",
      asks(req('security', 'Kloof|Durban', 'sun', '09:00')),
    ],
    [
      'Close protection for a visiting minister at the Union Buildings tomorrow morning',
      asks(req('security', UNION_BUILDINGS, 'tomorrow', '09:00')),
    ],
    [
      'A sweep of my Sandhurst office for listening devices, as soon as you can',
      asks(req(ESCORT, 'Sandhurst|Johannesburg', null, null)),
    ],

    // Other premium services.
    [
      'A personal trainer to come to my house in Fresnaye three mornings a week',
      asks(req('other', 'Fresnaye|Cape Town', null, null)),
    ],
    [
      'Tickets for the Durban July for me and three friends, somewhere near the parade ring',
      asks(req('other', GREYVILLE, null, null)),
    ],
    [
      'A shark cage dive in Gansbaai on Sunday for the two of us',
      asks(req(TOUR, 'Gansbaai|Overberg', 'sun', null)),
    ],
    [
      "Can you find a harpist to play while I propose on Lion's Head tomorrow at 6am?",
      asks(req('other', LIONS_HEAD, 'tomorrow', '06:00')),
    ],
    [
      'Private golf lesson with a pro at Zebula the day after tomorrow at 8am',
      asks(req('other', 'Zebula|Waterberg', '+2', '08:00')),
    ],
    [
      'A vet to do a house call for my old Labrador in Lynnwood tomorrow afternoon',
      asks(req('other', 'Lynnwood|Pretoria', 'tomorrow', '15:00')),
    ],
    [
      'Tickets to the Kirstenbosch summer concert on Sunday for the 5 of us',
      asks(req('other', KIRSTENBOSCH, 'sun', null)),
    ],
    [
      'Please book a sommelier to run a wine tasting at my home in Upper Constantia on the 23rd at 6pm',
      asks(req('other', 'Constantia|Cape Town', 'dom:23', '18:00')),
    ],
    [
      'Please arrange a wine tour through the Hemel-en-Aarde Valley for 6 of us tomorrow at 10am',
      asks(req(TOUR, 'Hemel-en-Aarde Valley|Overberg', 'tomorrow', '10:00')),
    ],
    [
      'I need a dog groomer to come to the house in Sunninghill tomorrow morning',
      asks(req('other', 'Sunninghill|Johannesburg', 'tomorrow', '09:00')),
    ],
    [
      'Quad biking in the dunes at Atlantis for the kids tomorrow at 10',
      asks(req(TOUR, null, 'tomorrow', '10:00')),
    ],
    [
      'A florist to fill our house in Zimbali with white orchids for Saturday',
      asks(req(FLOWERS, 'Zimbali|Durban', 'sat', null)),
    ],
    [
      'A piano tuner to come out to our house in Oranjezicht next week Tuesday',
      asks(req('other', 'Oranjezicht|Cape Town', 'next:tue', null)),
    ],
  ],
);
