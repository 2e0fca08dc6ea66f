import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const CHEF_CLASS: ServiceType[] = ['private_chef', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const TRAIN: ServiceType[] = ['travel', 'other'];
const VISA: ServiceType[] = ['travel', 'other'];
const TRIP: ServiceType[] = ['travel', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const GEORGE_AIRPORT = 'George Airport|Garden Route';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const CONVENTION = ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'];
const ZEITZ = ['Zeitz MOCAA|Cape Town', 'V&A Waterfront|Cape Town'];
const STEYN_CITY = ['Steyn City|Johannesburg'];
const MADIKWE = ['Madikwe|Madikwe'];
const MALL_OF_AFRICA = ['Mall of Africa|Johannesburg', 'Midrand|Johannesburg'];
const HYDE_PARK_CORNER = ['Hyde Park Corner|Johannesburg', 'Hyde Park|Johannesburg'];
const MOUNT_NELSON = ['Mount Nelson|Cape Town', 'City Bowl|Cape Town', 'Cape Town|Cape Town'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const DURBAN_COUNTRY_CLUB = ['Durban Country Club|Durban', 'Durban|Durban'];
const SAXON = ['The Saxon|Johannesburg', 'Sandhurst|Johannesburg'];
const ROBBEN_ISLAND = ['Robben Island|Cape Town', 'V&A Waterfront|Cape Town'];
const CHAPMANS_PEAK = ["Chapman's Peak|Cape Town"];

/**
 * Twenty-sixth held-out set: one new request per message, in English, over every service type, each
 * asked in new ways (a Bentley delivered to a house, a G-Wagon in Durban, a convertible for the
 * Garden Route, a Lamborghini for a matric dance, an E-Type for a photo shoot, a Range Rover Sport
 * at Lanseria, a Taycan for a day, a chauffeured S-Class for a funeral; a tasting menu, Thai food,
 * a vegan Sunday lunch, frozen meals after a baby, potjiekos on a farm, a baking lesson for
 * children; a mother to her doctor, a day of meetings, children from school, a hotel to the
 * airport, a lift home after dinner, a day trip up the West Coast, a designated driver; an
 * engagement party, a first birthday, a launch at a museum, a memorial, a gender reveal, a clients'
 * golf day; a suite, a chalet, a tented camp, a pet-friendly guest house, a hotel beside a
 * convention centre, a beach house, a cottage in Dullstroom; a sunset catamaran, snorkelling, a
 * proposal at sea, whale watching, a skippered yacht; an evening gown, corporate gifts, a vintage
 * watch, a stylist, a present for a wife; business class to London, a family to Mauritius, a UK
 * visa, a luxury train, the first flight out, a honeymoon; a bodyguard at a charity dinner, guards
 * for an empty house, close protection for a CEO, an exhibition, an escort on a drive, guards at a
 * wedding; a massage, ballet tickets, a helicopter flip, a dog walker, a tee time, yoga, a hot-air
 * balloon, a make-up artist, a spa day, a florist, a tour of Robben Island), told with the reason
 * first or as a story, or naming a place where the service does not happen (London, Mauritius,
 * Zanzibar, Victoria Falls, the UK).
 */
export const HELD_OUT_26_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Luxury vehicles.
      [
        "I'd like a Bentley Continental GT for the weekend, delivered to my house in Constantia on Friday morning",
        asks(req(HIRE, 'Constantia|Cape Town', 'fri', '09:00')),
      ],
      [
        "Could you arrange a G-Wagon for me to drive myself while I'm in Durban, from tomorrow?",
        asks(req(HIRE, 'Durban|Durban', 'tomorrow', null)),
      ],
      [
        'We want a convertible to tour the Garden Route, collected at George Airport on the 18th at 11am',
        asks(req(HIRE, GEORGE_AIRPORT, 'dom:18', '11:00')),
      ],
      [
        'My son would love to arrive at his matric dance in a Lamborghini. Can we hire one for Friday at 5pm in Bryanston?',
        asks(req(HIRE, 'Bryanston|Johannesburg', 'fri', '17:00')),
      ],
      [
        "A classic Jaguar E-Type for a photo shoot on Chapman's Peak on Sunday at 7am",
        asks(req(HIRE, CHAPMANS_PEAK, 'sun', '07:00')),
      ],
      [
        'Please have a Range Rover Sport waiting for me at Lanseria on Monday at 9',
        asks(req(HIRE, LANSERIA, 'mon', '09:00')),
      ],
      [
        "I'd like to try out a Porsche Taycan around Stellenbosch for a day, ideally Saturday",
        asks(req(HIRE, 'Stellenbosch|Cape Winelands', 'sat', null)),
      ],

      // Private chefs.
      [
        "I'd like a private chef to cook a seven-course tasting menu at our home in Bishopscourt on the 22nd at 7:30pm for 8",
        asks(req('private_chef', 'Bishopscourt|Cape Town', 'dom:22', '19:30', { partySize: 8 })),
      ],
      [
        'Looking for a chef who does proper Thai food for a dinner at our flat in Sea Point, Friday at 7, six guests',
        asks(req('private_chef', 'Sea Point|Cape Town', 'fri', '19:00', { partySize: 6 })),
      ],
      [
        'Can you find a chef to cook a vegan Sunday lunch at my place in Kloof at 1pm for ten?',
        asks(req('private_chef', 'Kloof|Durban', 'sun', '13:00', { partySize: 10 })),
      ],
      [
        "We've just had a baby: could a chef drop off a week of frozen meals at our home in Lonehill, starting Monday?",
        asks(req('private_chef', 'Lonehill|Johannesburg', 'mon', null)),
      ],
      [
        'A chef for a potjiekos evening on our farm outside Greyton, Saturday at 5pm, about 25 people',
        asks(req('private_chef', 'Greyton|Overberg', 'sat', '17:00', { partySize: 25 })),
      ],
      [
        'Could a chef come and teach my kids to bake on Tuesday at 3pm at home in Morningside?',
        asks(req(CHEF_CLASS, 'Morningside|Johannesburg', 'tue', '15:00')),
      ],

      // Drivers.
      [
        "I need a Mercedes S-Class with a chauffeur for my father's funeral on Saturday at 9am, collecting the family in Summerstrand",
        asks(req(CAR, 'Summerstrand|Gqeberha', 'sat', '09:00')),
      ],
      [
        'I need a driver to take my mother to her doctor in Rondebosch tomorrow at 9:30 and wait for her',
        asks(req('personal_driver', 'Rondebosch|Cape Town', 'tomorrow', '09:30')),
      ],
      [
        'A chauffeur for a full day of meetings in Sandton on Tuesday from 8am',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'tue', '08:00')),
      ],
      [
        'Please send a driver to fetch my kids from school in Craighall at 2pm today',
        asks(req('personal_driver', 'Craighall|Johannesburg', 'today', '14:00')),
      ],
      [
        'Driver needed from the Oyster Box to King Shaka on the 25th at 5am',
        asks(req('personal_driver', OYSTER_BOX, 'dom:25', '05:00')),
      ],
      [
        'Could someone drive me home to Houghton after a dinner in Melville tonight at 11pm?',
        asks(req('personal_driver', 'Melville|Johannesburg', 'today', '23:00')),
      ],
      [
        "I'd like a driver for a day trip from Cape Town to Paternoster on Saturday, leaving at 8am",
        asks(req('personal_driver', CAPE_TOWN, 'sat', '08:00')),
      ],
      [
        'A designated driver for our year-end party in Rivonia on the 19th, from 10pm',
        asks(req('personal_driver', 'Rivonia|Johannesburg', 'dom:19', '22:00')),
      ],

      // Events.
      [
        'We want to throw a surprise engagement party in Umhlanga on the 28th for about 50 people',
        asks(req(PARTY, 'Umhlanga|Durban', 'dom:28', null)),
      ],
      [
        "Can you plan my son's first birthday party at home in Kyalami on Sunday at 10?",
        asks(req(PARTY, 'Kyalami|Johannesburg', 'sun', '10:00')),
      ],
      [
        'I need an events company for a product launch at Zeitz MOCAA on the 24th at 6pm',
        asks(req(PARTY, ZEITZ, 'dom:24', '18:00')),
      ],
      [
        'Please organise a memorial gathering for my late father in Pretoria on Saturday at 11am',
        asks(req(PARTY, 'Pretoria|Pretoria', 'sat', '11:00')),
      ],
      [
        'Please plan a gender reveal in our garden in Durbanville next week Tuesday at 4pm',
        asks(req(PARTY, 'Durbanville|Cape Town', 'next:tue', '16:00')),
      ],
      [
        'Plan a golf day for 60 clients at Steyn City on the 17th',
        asks(req(PARTY, STEYN_CITY, 'dom:17', null)),
      ],

      // Accommodation.
      [
        'Book me a suite at the Oyster Box from tomorrow',
        asks(req('accommodation', OYSTER_BOX, 'tomorrow', null)),
      ],
      [
        'We need a family chalet in the Drakensberg from Friday, two adults and three kids',
        asks(req('accommodation', 'Drakensberg|Drakensberg', 'fri', null)),
      ],
      [
        "A luxury tented camp in Madikwe for my parents' anniversary, from the 21st",
        asks(req('accommodation', MADIKWE, 'dom:21', null)),
      ],
      [
        'Could you find a pet-friendly guest house in Tulbagh from Saturday?',
        asks(req('accommodation', 'Tulbagh|Cape Winelands', 'sat', null)),
      ],
      [
        'I need a hotel room near the Sandton Convention Centre from the 16th',
        asks(req('accommodation', CONVENTION, 'dom:16', null)),
      ],
      [
        'Please book a beach house in Keurboomstrand from the 20th for our family',
        asks(req('accommodation', 'Keurboomstrand|Garden Route', 'dom:20', null)),
      ],
      [
        'A romantic cottage in Dullstroom from Friday for the two of us',
        asks(req('accommodation', 'Dullstroom|Panorama Route', 'fri', null)),
      ],

      // Boats.
      [
        'I want to charter a catamaran from the V&A for a sunset cruise on Friday, 14 guests',
        asks(req('yacht_charter', WATERFRONT, 'fri', '18:00')),
      ],
      [
        'Could you get us a boat for a day of snorkelling at Sodwana Bay on Saturday at 7am?',
        asks(req(BOAT, 'Sodwana Bay|Zululand', 'sat', '07:00')),
      ],
      [
        "I'm proposing! A motor yacht off Clifton tomorrow at 5pm please",
        asks(req('yacht_charter', 'Clifton|Cape Town', 'tomorrow', '17:00')),
      ],
      [
        "We'd love a boat for whale watching from Hermanus on Sunday at 10",
        asks(req(BOAT, 'Hermanus|Overberg', 'sun', '10:00')),
      ],
      [
        "Book a skippered yacht out of Simon's Town on the 26th at 9am for 8 of us",
        asks(req('yacht_charter', "Simon's Town|Cape Town", 'dom:26', '09:00')),
      ],

      // Shopping.
      [
        'I need a personal shopper to help me choose an evening gown at Sandton City on Saturday at 10',
        asks(req(ERRAND, SANDTON_CITY, 'sat', '10:00')),
      ],
      [
        'Can someone buy and wrap 30 corporate gifts and deliver them to our office in Rosebank by the 18th?',
        asks(req(ERRAND, 'Rosebank|Johannesburg', 'dom:18', null)),
      ],
      [
        "Please find me a vintage Rolex Submariner, I'm based in Cape Town",
        asks(req(ERRAND, CAPE_TOWN, null, null)),
      ],
      [
        'A stylist to go shopping with me at Mall of Africa tomorrow at 2pm',
        asks(req(ERRAND, MALL_OF_AFRICA, 'tomorrow', '14:00')),
      ],
      [
        'Could someone pick up a birthday present for my wife at Hyde Park Corner today?',
        asks(req(ERRAND, HYDE_PARK_CORNER, 'today', null)),
      ],

      // Travel.
      [
        'Book me business class to London from OR Tambo on the 20th',
        asks(req(FLIGHT, OR_TAMBO, 'dom:20', null)),
      ],
      [
        'Please arrange flights for a family of four from Cape Town to Mauritius on the 23rd',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:23', null)),
      ],
      ['I need my UK visa sorted before my trip next month', asks(req(VISA, null, null, null))],
      [
        'Can you book the Rovos Rail trip from Pretoria to Victoria Falls for two, departing on the 15th?',
        asks(req(TRAIN, 'Pretoria|Pretoria', 'dom:15', null)),
      ],
      [
        'A seat on the first flight out of King Shaka to Joburg tomorrow, please',
        asks(req(FLIGHT, KING_SHAKA, 'tomorrow', null)),
      ],
      [
        'Please plan a 10-day honeymoon in Zanzibar for us, leaving on the 27th',
        asks(req(TRIP, null, 'dom:27', null)),
      ],

      // Security.
      [
        'I need a bodyguard for a charity dinner at the Mount Nelson on Saturday from 7pm',
        asks(req(ESCORT, MOUNT_NELSON, 'sat', '19:00')),
      ],
      [
        "Two armed guards for my house in Dainfern while we're away, from tomorrow",
        asks(req(ESCORT, 'Dainfern|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Close protection for a visiting CEO arriving at OR Tambo on Monday at 6am',
        asks(req(ESCORT, OR_TAMBO, 'mon', '06:00')),
      ],
      [
        'Can you arrange security for a jewellery exhibition at Melrose Arch on the 20th from 9am?',
        asks(req(ESCORT, MELROSE_ARCH, 'dom:20', '09:00')),
      ],
      [
        "Please send a security escort for my wife's drive from Ballito to Durban tomorrow at 7am",
        asks(req(ESCORT, 'Ballito|Durban', 'tomorrow', '07:00')),
      ],
      [
        "We need guards at our daughter's wedding in Stellenbosch on Saturday, from 3pm",
        asks(req(ESCORT, 'Stellenbosch|Cape Winelands', 'sat', '15:00')),
      ],

      // Other premium services.
      [
        'Book me a deep-tissue massage at home in Sandhurst tomorrow at 6pm',
        asks(req('other', 'Sandhurst|Johannesburg', 'tomorrow', '18:00')),
      ],
      [
        'Could you get two tickets to the ballet at Artscape on Saturday?',
        asks(req('other', null, 'sat', null)),
      ],
      [
        "I'd like a helicopter flip over the Cape Peninsula tomorrow at 10",
        asks(
          req(CHOPPER, ['Cape Peninsula|Cape Town', 'Cape Town|Cape Town'], 'tomorrow', '10:00'),
        ),
      ],
      [
        'Find me a dog walker in Parkhurst, starting Monday at 7am',
        asks(req('other', 'Parkhurst|Johannesburg', 'mon', '07:00')),
      ],
      [
        'A tee time for two at Durban Country Club on Sunday at 8',
        asks(req('other', DURBAN_COUNTRY_CLUB, 'sun', '08:00')),
      ],
      [
        'Please book a private yoga instructor at my hotel in Camps Bay tomorrow at 7am',
        asks(req('other', 'Camps Bay|Cape Town', 'tomorrow', '07:00')),
      ],
      [
        "I'd love a hot-air balloon ride over the Magaliesberg on Saturday morning",
        asks(req(TOUR, null, 'sat', '09:00')),
      ],
      [
        'A make-up artist to come to the Saxon on the 27th at 3pm',
        asks(req('other', SAXON, 'dom:27', '15:00')),
      ],
      [
        'Could you arrange a florist to decorate our table at home in Waterkloof for Friday?',
        asks(req(FLOWERS, 'Waterkloof|Pretoria', 'fri', null)),
      ],
      [
        'Please book a spa day for my mother at a wellness retreat in the Hemel-en-Aarde Valley on the 25th',
        asks(req('other', ['Hemel-en-Aarde Valley|Overberg', 'Hermanus|Overberg'], 'dom:25', null)),
      ],
      [
        'Book a tour of Robben Island for 4 people on Monday morning',
        asks(req(TOUR, ROBBEN_ISLAND, 'mon', '09:00')),
      ],
    ],
  ),
};
