import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledRow } from '../labels';

const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const VISA: ServiceType[] = ['travel', 'other'];
const TRIP: ServiceType[] = ['travel', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const PICNIC: ServiceType[] = ['other', 'event_planning'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const POLOKWANE = ['Polokwane|Polokwane', 'Polokwane International Airport|Polokwane'];
const V_AND_A = ['V&A Waterfront|Cape Town'];
const TO_ROBBEN_ISLAND = ['Robben Island|Cape Town', 'V&A Waterfront|Cape Town', null];
const MENLYN_MAINE = ['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'];
const MALL_OF_AFRICA = ['Mall of Africa|Johannesburg', 'Midrand|Johannesburg'];
const GATEWAY = ['Gateway Theatre of Shopping|Durban', 'Umhlanga|Durban'];
const SEDGEFIELD = ['Sedgefield|Garden Route', null];
const NEAR_TZANEEN = ['Tzaneen|Polokwane', null];
const ELLIS_PARK = ['Ellis Park|Johannesburg'];
const LILIESLEAF = ['Liliesleaf Farm|Johannesburg'];
const LOWVELD_GARDENS = ['Lowveld National Botanical Garden|Mbombela', 'Mbombela|Mbombela'];
const DURBAN_BOTANIC = ['Durban Botanic Gardens|Durban', 'Durban|Durban'];
const TABLE_MOUNTAIN = ['Table Mountain|Cape Town'];
const GROOT_CONSTANTIA = ['Groot Constantia|Cape Town', 'Constantia|Cape Town'];
const FNB_STADIUM = ['FNB Stadium|Johannesburg', 'Soweto|Johannesburg'];
const BLUE_TRAIN = ['Pretoria|Pretoria', null];

/**
 * The second half of the twenty-eighth set's English new requests (spread into ./english-new.ts,
 * whose doc comment covers both): boats, shopping, travel, security and the other premium services
 * (a catamaran out of Knysna, a sailing yacht from Gordon's Bay, a motor yacht from Durban Point, a
 * sunset cruise from Saldanha, a yacht on Valentine's Day, a fishing yacht from St Francis Bay, a
 * boat to Robben Island; a mother-of-the-bride outfit, staff presents, hiking boots, school shoes
 * for twins, a vintage watch, a baby shower gift, a braai set for a father, groceries before a
 * holiday; flights to Mauritius, Victoria Falls, a visa appointment, business class to London, the
 * Blue Train, a honeymoon, flights from George and from Polokwane, a Kenyan e-visa, the Okavango;
 * guards for jewellery stock, a visiting CEO, a farm while away, a wedding, a son's party, a
 * business meeting, a holiday home, a convoy to Maputo; a hot stone massage, rugby tickets, yoga,
 * proteas, a hairdresser, fly-fishing, Liliesleaf, a tennis coach, a cat sitter, a magician, a
 * bush walk, opera tickets, a skydive, a make-up artist, a cooking class, a balloon, a Kruger
 * guide, a translator, family portraits, a beach ride, Table Mountain, a physio, a sign language
 * interpreter, the Soweto derby, a nail technician, a wine tasting, a picnic proposal).
 */
export const ENGLISH_NEW_2: LabelledRow[] = rowsIn(
  ['en'],
  [
    // Boats.
    [
      'A catamaran out of Knysna on Sunday at 11am for 12 people, it is a family reunion',
      asks(req(BOAT, 'Knysna|Garden Route', 'sun', '11:00', { partySize: 12 })),
    ],
    [
      "A sailing yacht from Gordon's Bay on the 21st at 10am, for 8 of us",
      asks(req(BOAT, "Gordon's Bay|Cape Town", 'dom:21', '10:00', { partySize: 8 })),
    ],
    [
      'A luxury motor yacht from Durban Point on Saturday at 2pm for 15 guests',
      asks(req(BOAT, 'Durban Point|Durban', 'sat', '14:00', { partySize: 15 })),
    ],
    [
      'A yacht for a sunset cruise from Saldanha on Friday, 6 guests',
      asks(req(BOAT, 'Saldanha|West Coast', 'fri', '18:00', { partySize: 6 })),
    ],
    [
      "A yacht from the V&A on Valentine's Day at 5pm, just my fiancée and me",
      asks(req(BOAT, V_AND_A, 'md:02-14', '17:00', { partySize: 2 })),
    ],
    [
      'Charter a fishing yacht out of St Francis Bay on the 27th at 5am for 6',
      asks(req(BOAT, 'St Francis Bay|Gqeberha', 'dom:27', '05:00', { partySize: 6 })),
    ],
    [
      'A private boat to take us to Robben Island on Sunday at 9am, 10 people',
      asks(req(BOAT, TO_ROBBEN_ISLAND, 'sun', '09:00', { partySize: 10 })),
    ],

    // Shopping.
    [
      'A personal shopper to find me a mother-of-the-bride outfit at Menlyn Maine on Saturday morning',
      asks(req(ERRAND, MENLYN_MAINE, 'sat', '09:00')),
    ],
    [
      'Someone to buy and wrap presents for all my staff by the 19th, about twenty gifts',
      asks(req(ERRAND, null, 'dom:19', null)),
    ],
    [
      'Please buy me good hiking boots and a rain jacket before our Drakensberg trip',
      asks(req(ERRAND, null, null, null)),
    ],
    [
      'Could a shopper pick out school shoes for my twins at the Mall of Africa on Friday afternoon?',
      asks(req(ERRAND, MALL_OF_AFRICA, 'fri', '15:00')),
    ],
    [
      "Please source a vintage watch for my husband's retirement, no rush",
      asks(req(ERRAND, null, null, null)),
    ],
    [
      'A personal shopper for a baby shower gift at Gateway on Sunday at 11am',
      asks(req(ERRAND, GATEWAY, 'sun', '11:00')),
    ],
    [
      'Buy a braai set for my dad and have it delivered to his house in Sedgefield by Friday',
      asks(req(ERRAND, SEDGEFIELD, 'fri', null)),
    ],
    [
      'Could someone stock the fridge at our rental in Jeffreys Bay before we arrive on the 19th?',
      asks(req(ERRAND, 'Jeffreys Bay|Gqeberha', 'dom:19', null)),
    ],

    // Travel.
    [
      'Book flights for four from King Shaka to Mauritius on the 23rd',
      asks(req(FLIGHT, KING_SHAKA, 'dom:23', null)),
    ],
    [
      'Arrange a family trip to Victoria Falls, leaving from OR Tambo on the 18th',
      asks(req(TRIP, OR_TAMBO, 'dom:18', null)),
    ],
    [
      'I need a US visa appointment for my son, he starts college there',
      asks(req(VISA, null, null, null)),
    ],
    [
      'Business class to London from Cape Town next week Tuesday please',
      asks(req(FLIGHT, CAPE_TOWN, 'next:tue', null)),
    ],
    [
      'Two seats on the Blue Train from Pretoria on the 26th, for our anniversary',
      asks(req(TRIP, BLUE_TRAIN, 'dom:26', null)),
    ],
    [
      'Plan a honeymoon in the Maldives for us, somewhere with overwater villas',
      asks(req(TRIP, null, null, null)),
    ],
    [
      'Flights from George Airport to Lanseria on Sunday at 5pm for two',
      asks(req(FLIGHT, 'George Airport|Garden Route', 'sun', '17:00')),
    ],
    [
      'Flights from Polokwane to Cape Town on Friday at 6am for me and my wife',
      asks(req(FLIGHT, POLOKWANE, 'fri', '06:00')),
    ],
    ['Sort out a Kenyan e-visa for my trip next month', asks(req(VISA, null, null, null))],
    [
      'A safari package to the Okavango Delta for two, leaving from OR Tambo on the 16th',
      asks(req(TRIP, OR_TAMBO, 'dom:16', null)),
    ],

    // Security.
    [
      'Two armed guards to escort our jewellery stock from Sandton to Rosebank on Friday at 9am',
      asks(req('security', 'Sandton|Johannesburg', 'fri', '09:00')),
    ],
    [
      'A security detail for a visiting CEO staying in Waterkloof from the 20th',
      asks(req('security', 'Waterkloof|Pretoria', 'dom:20', null)),
    ],
    [
      "A guard for our farm near Tzaneen while we're away from the 17th",
      asks(req('security', NEAR_TZANEEN, 'dom:17', null)),
    ],
    [
      'An armed response team at our wedding in Franschhoek on the 28th',
      asks(req('security', 'Franschhoek|Cape Winelands', 'dom:28', null)),
    ],
    [
      "Security for my son's birthday party at home in Houghton on Saturday at 2pm, it's a big crowd",
      asks(req('security', 'Houghton|Johannesburg', 'sat', '14:00')),
    ],
    [
      'A bodyguard to accompany me to a business meeting in Mthatha on the 26th at 9am',
      asks(req('security', 'Mthatha|Wild Coast', 'dom:26', '09:00')),
    ],
    [
      "A security guard at our holiday home in Marloth Park while we're overseas, from the 15th",
      asks(req('security', 'Marloth Park|Kruger', 'dom:15', null)),
    ],
    [
      'An escort vehicle for our convoy from Mbombela to Maputo on Sunday at 5am',
      asks(req('security', 'Mbombela|Mbombela', 'sun', '05:00')),
    ],

    // Other premium services.
    [
      'A hot stone massage at home in Morningside tomorrow at 6pm, my back is killing me',
      asks(req('other', 'Morningside|Johannesburg', 'tomorrow', '18:00')),
    ],
    [
      'Tickets for the Springboks at Ellis Park on Saturday, four of them',
      asks(req('other', ELLIS_PARK, 'sat', null)),
    ],
    [
      'A private yoga teacher in Stanford on Sunday at 7am',
      asks(req('other', 'Stanford|Overberg', 'sun', '07:00')),
    ],
    [
      "A florist to deliver proteas to my wife's office in Century City on Friday morning",
      asks(req(FLOWERS, 'Century City|Cape Town', 'fri', '09:00')),
    ],
    [
      'A hairdresser to come to the house in Clifton before our wedding on the 22nd at 10am',
      asks(req('other', 'Clifton|Cape Town', 'dom:22', '10:00')),
    ],
    [
      'A fly-fishing guide in Underberg on Saturday at 6am',
      asks(req(TOUR, 'Underberg|Drakensberg', 'sat', '06:00')),
    ],
    [
      'A guided tour of Liliesleaf Farm for my grandchildren on the 15th at 10am',
      asks(req(TOUR, LILIESLEAF, 'dom:15', '10:00')),
    ],
    [
      'A tennis coach for my daughter at home in Dainfern, Tuesday at 4pm',
      asks(req('other', 'Dainfern|Johannesburg', 'tue', '16:00')),
    ],
    [
      'A cat sitter for our two cats in Tamboerskloof from the 18th',
      asks(req('other', 'Tamboerskloof|Cape Town', 'dom:18', null)),
    ],
    [
      "A magician for the kids' party in Greenstone on Sunday at 2pm",
      asks(req('other', 'Greenstone|Johannesburg', 'sun', '14:00')),
    ],
    [
      'A guided bush walk at Thornybush tomorrow at 5:30am',
      asks(req(TOUR, 'Thornybush|Kruger', 'tomorrow', '05:30')),
    ],
    ['Two tickets for the opera at Artscape on the 25th', asks(req('other', null, 'dom:25', null))],
    [
      'A tandem skydive in Mossel Bay on Saturday at 9am, it is on my bucket list',
      asks(req('other', 'Mossel Bay|Garden Route', 'sat', '09:00')),
    ],
    [
      "A make-up artist for my daughter's matric dance at home in Garsfontein on the 16th at 3pm",
      asks(req('other', 'Garsfontein|Pretoria', 'dom:16', '15:00')),
    ],
    [
      'A Cape Malay cooking class in the Bo-Kaap for 6 on Friday at 10am',
      asks(req('other', 'Bo-Kaap|Cape Town', 'fri', '10:00')),
    ],
    [
      'A hot-air balloon flight over the Pilanesberg on Sunday at 6am for two',
      asks(req(TOUR, 'Pilanesberg|Pilanesberg', 'sun', '06:00')),
    ],
    [
      'A private guide for the Kruger, starting from Skukuza tomorrow',
      asks(req(TOUR, 'Skukuza|Kruger', 'tomorrow', null)),
    ],
    [
      'A Mandarin translator for a meeting in Sandton on Monday at 9am',
      asks(req('other', 'Sandton|Johannesburg', 'mon', '09:00')),
    ],
    [
      'A photographer for family portraits at the Durban Botanic Gardens on Sunday at 8am',
      asks(req('other', DURBAN_BOTANIC, 'sun', '08:00')),
    ],
    [
      'A horse ride on the beach in Noordhoek for two on Saturday at 4pm',
      asks(req('other', 'Noordhoek|Cape Town', 'sat', '16:00')),
    ],
    [
      'A guide to hike up Table Mountain via Platteklip on Tuesday at 7am',
      asks(req(TOUR, TABLE_MOUNTAIN, 'tue', '07:00')),
    ],
    [
      'A physiotherapist to come to my hotel in Clarens tomorrow at 4pm, I pulled a muscle',
      asks(req('other', 'Clarens|Eastern Free State', 'tomorrow', '16:00')),
    ],
    [
      'A sign language interpreter for a conference in Bryanston on the 25th at 9am',
      asks(req('other', 'Bryanston|Johannesburg', 'dom:25', '09:00')),
    ],
    [
      'Two tickets for the Soweto derby at FNB Stadium on Saturday',
      asks(req('other', FNB_STADIUM, 'sat', null)),
    ],
    [
      'A nail technician to come to the house in Umhlanga Ridge tomorrow at 11am',
      asks(req('other', 'Umhlanga Ridge|Durban', 'tomorrow', '11:00')),
    ],
    [
      'A wine tasting for 8 at Groot Constantia on Saturday at 3pm',
      asks(req(TOUR, GROOT_CONSTANTIA, 'sat', '15:00')),
    ],
    [
      'A picnic proposal set up at the Lowveld Botanical Gardens on the 17th at 4pm',
      asks(req(PICNIC, LOWVELD_GARDENS, 'dom:17', '16:00')),
    ],
  ],
);
