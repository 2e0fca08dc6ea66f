import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const TRAIN: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const TOUR: ServiceType[] = ['other', 'travel'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const KING_SHAKA = 'King Shaka International Airport|Durban';
const WATERFRONT = ['V&A Waterfront|Cape Town', 'Cape Town|Cape Town'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const OYSTER_BOX = ['Oyster Box|Durban', 'Umhlanga|Durban'];
const CONVENTION = ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'];
const ELLERMAN = ['Ellerman House|Cape Town', 'Bantry Bay|Cape Town'];
const LANGEBAAN = ['Langebaan Lagoon|West Coast', 'Langebaan|West Coast'];
const HYDE_PARK_CORNER = ['Hyde Park Corner|Johannesburg', 'Hyde Park|Johannesburg'];
const CANAL_WALK = ['Canal Walk|Cape Town', 'Century City|Cape Town'];
const KIRSTENBOSCH = ['Kirstenbosch|Cape Town', 'Newlands|Cape Town'];
const ROBBEN_ISLAND = ['Robben Island|Cape Town', 'V&A Waterfront|Cape Town'];

/**
 * Twenty-fifth held-out set: one new request per message, in English, over every service type, each
 * asked in new ways (a Rolls-Royce for a wedding, a convertible collected at an airport, a
 * Lamborghini Urus for a weekend, a Land Cruiser for the mountain passes, a Range Rover delivered,
 * a vintage Mercedes for a photo shoot, a Maserati for an anniversary; a chef for a sushi evening,
 * a Diwali feast, meals for a mother after surgery, a banting brunch, Cape Malay food, a team
 * braai, a Shabbat dinner; in-laws to Salt Rock, a school run, a lift home from the Wanderers, a
 * father to a check-up, a day of meetings, a 5am airport drop, a grandmother to church; a surprise
 * 60th, a baby shower, a product launch, a kids' party, a traditional wedding, a year-end function,
 * a golf day; a suite at the Oyster Box, a lodge in Madikwe, a beach cottage, a hotel after a
 * breakdown, a chalet for fly-fishing, a room at Ellerman House, a farm stay under the stars; a
 * catamaran in Knysna, a sunset proposal, whale watching, deep-sea fishing, a lagoon cruise; a
 * black-tie outfit, staff gifts, a watch, a stylist, a tailored suit; business class to Dubai, the
 * Blue Train, flights to Mauritius, a US visa, a bush charter, the first flight out of George
 * Airport; guards at an auction, protection for a minister, a bodyguard at a concert, a guard after
 * break-ins, a cash escort; a massage, ballet tickets, a helicopter flip, a dog sitter, golf, a
 * hairdresser, roses, a tour of Robben Island, a personal trainer, a cooking class, a photographer,
 * a sommelier's tasting), told with the reason first or as a story, or naming a place where the
 * service does not happen (Dubai, Mauritius, the US, a hospital, a church).
 */
export const HELD_OUT_25_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Luxury vehicles.
      [
        "I'd like a Rolls-Royce Ghost for my daughter's wedding on the 20th in Stellenbosch",
        asks(req(HIRE, 'Stellenbosch|Cape Winelands', 'dom:20', null)),
      ],
      [
        'Need a convertible to drive the coast from Friday, collect at George Airport',
        asks(req(HIRE, 'George Airport|Garden Route', 'fri', null)),
      ],
      [
        'Can you get me a Lamborghini Urus in Umhlanga for the weekend? Pick-up Saturday 10am',
        asks(req(HIRE, 'Umhlanga|Durban', 'sat', '10:00')),
      ],
      [
        'A Land Cruiser to hire, collected in Underberg on Monday, we are going up the mountain passes',
        asks(req(HIRE, 'Underberg|Drakensberg', 'mon', null)),
      ],
      [
        'Range Rover Sport delivered to my house in Houghton tomorrow at 8am please',
        asks(req(HIRE, 'Houghton|Johannesburg', 'tomorrow', '08:00')),
      ],
      [
        'I want to rent a vintage Mercedes for a photo shoot in the Bo-Kaap on Sunday at 7am',
        asks(req(HIRE, 'Bo-Kaap|Cape Town', 'sun', '07:00')),
      ],
      // Private chefs.
      [
        'Private chef for a sushi evening at home in Llandudno, Saturday 7pm, 6 guests',
        asks(req('private_chef', 'Llandudno|Cape Town', 'sat', '19:00', { partySize: 6 })),
      ],
      [
        'Could you find a chef to cook a Diwali feast at our home in Westville on the 18th? About 20 people',
        asks(req('private_chef', 'Westville|Durban', 'dom:18', null, { partySize: 20 })),
      ],
      [
        "My mom is recovering from surgery, I'd like a chef to prep meals at her flat in Sea Point from Monday",
        asks(req('private_chef', 'Sea Point|Cape Town', 'mon', null)),
      ],
      [
        'Chef for a banting-friendly brunch in Dainfern tomorrow at 10am for 8',
        asks(req('private_chef', 'Dainfern|Johannesburg', 'tomorrow', '10:00', { partySize: 8 })),
      ],
      [
        'Looking for a chef who does proper Cape Malay food for a dinner in Rondebosch on Friday at 7:30pm',
        asks(req('private_chef', 'Rondebosch|Cape Town', 'fri', '19:30')),
      ],
      [
        'Need someone to cater a braai for the team at my place in Lonehill on Saturday at 1pm',
        asks(req(BRAAI, 'Lonehill|Johannesburg', 'sat', '13:00')),
      ],
      // Drivers.
      [
        'A chauffeur for my in-laws from King Shaka to Salt Rock on Friday at 4pm',
        asks(req('personal_driver', KING_SHAKA, 'fri', '16:00')),
      ],
      [
        'Driver for the school run in Bryanston on Monday at 7am, my car is in for a service',
        asks(req('personal_driver', 'Bryanston|Johannesburg', 'mon', '07:00')),
      ],
      [
        "I'll have a few drinks at the Wanderers tomorrow, please arrange a driver to fetch me there at 10pm",
        asks(req('personal_driver', 'Wanderers Stadium|Johannesburg', 'tomorrow', '22:00')),
      ],
      [
        'Could someone drive my dad from Pinetown to his check-up at the hospital on Tuesday at 8:30am',
        asks(req('personal_driver', 'Pinetown|Durban', 'tue', '08:30')),
      ],
      [
        'Need a driver for a full day of meetings in Sandton on Monday from 8am',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'mon', '08:00')),
      ],
      [
        'Drop-off at Cape Town International at 5am tomorrow, from Bantry Bay please',
        asks(
          req(
            'personal_driver',
            ['Bantry Bay|Cape Town', 'Cape Town International Airport|Cape Town'],
            'tomorrow',
            '05:00',
          ),
        ),
      ],
      // Events.
      [
        'Plan a surprise 60th for my husband at a wine farm in Franschhoek on the 25th, about 50 guests',
        asks(req(PARTY, 'Franschhoek|Cape Winelands', 'dom:25', null)),
      ],
      [
        'I need help organising a baby shower in Ballito on Saturday at 11am',
        asks(req(PARTY, 'Ballito|Durban', 'sat', '11:00')),
      ],
      [
        'Could you put together a product launch at the Sandton Convention Centre on the 17th?',
        asks(req(PARTY, CONVENTION, 'dom:17', null)),
      ],
      [
        "We want a kids' party with a jumping castle in Durbanville on Sunday at 2pm",
        asks(req(PARTY, 'Durbanville|Cape Town', 'sun', '14:00')),
      ],
      [
        'Organise a traditional wedding celebration for us in Soweto on the 27th',
        asks(req(PARTY, 'Soweto|Johannesburg', 'dom:27', null)),
      ],
      [
        'Arrange a year-end function for 80 staff in Menlyn next week Friday at 6pm',
        asks(req(PARTY, 'Menlyn|Pretoria', 'next:fri', '18:00')),
      ],
      // Accommodation.
      [
        'Book a suite at the Oyster Box from tomorrow for three days',
        asks(req('accommodation', OYSTER_BOX, 'tomorrow', null)),
      ],
      [
        'We need a family lodge in Madikwe from Friday, two adults and three kids',
        asks(req('accommodation', 'Madikwe|Madikwe', 'fri', null)),
      ],
      [
        'Find us a beach cottage in Kenton-on-Sea from the 22nd',
        asks(req('accommodation', 'Kenton-on-Sea|Sunshine Coast', 'dom:22', null)),
      ],
      [
        'Hotel room in Bloemfontein from today please, my car broke down on the N1',
        asks(req('accommodation', 'Bloemfontein|Bloemfontein', 'today', null)),
      ],
      [
        'A chalet in Dullstroom from Friday for a fly-fishing weekend',
        asks(req('accommodation', 'Dullstroom|Panorama Route', 'fri', null)),
      ],
      [
        "I'd like a room at Ellerman House from the 16th",
        asks(req('accommodation', ELLERMAN, 'dom:16', null)),
      ],
      // Yachts and boats.
      [
        'Charter a catamaran in Knysna on Saturday at 10am for 8 of us',
        asks(req(BOAT, 'Knysna|Garden Route', 'sat', '10:00', { partySize: 8 })),
      ],
      [
        "Yacht for a sunset proposal from the V&A on Friday, she doesn't know yet",
        asks(req(BOAT, WATERFRONT, 'fri', '18:00')),
      ],
      [
        'A luxury motor yacht out of Hout Bay for whale watching on Sunday at 9am',
        asks(req(BOAT, 'Hout Bay|Cape Town', 'sun', '09:00')),
      ],
      [
        'Deep-sea fishing boat from Durban harbour tomorrow at 5am, 4 of us',
        asks(req(BOAT, 'Durban|Durban', 'tomorrow', '05:00', { partySize: 4 })),
      ],
      [
        'Boat cruise on the Langebaan Lagoon next week Tuesday at 11am',
        asks(req(BOAT, LANGEBAAN, 'next:tue', '11:00')),
      ],
      // Shopping.
      [
        'Could a personal shopper meet me at Hyde Park Corner on Saturday at 10am? I need a black-tie outfit',
        asks(req(ERRAND, HYDE_PARK_CORNER, 'sat', '10:00')),
      ],
      [
        'I need someone to buy and wrap Christmas gifts for my staff, delivered to Rosebank on the 19th',
        asks(req(ERRAND, 'Rosebank|Johannesburg', 'dom:19', null)),
      ],
      [
        'Could you source a limited-edition Rolex for me at Sandton City?',
        asks(req(ERRAND, SANDTON_CITY, null, null)),
      ],
      [
        'A stylist to help me shop at Canal Walk tomorrow at 2pm',
        asks(req(ERRAND, CANAL_WALK, 'tomorrow', '14:00')),
      ],
      [
        'Please collect my tailored suit from the V&A on Monday and bring it to me',
        asks(req(ERRAND, WATERFRONT, 'mon', null)),
      ],
      // Travel.
      [
        'Business class from Cape Town to Dubai on the 24th',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:24', null)),
      ],
      [
        'Book the Blue Train from Pretoria to Cape Town on the 15th for my parents',
        asks(req(TRAIN, 'Pretoria|Pretoria', 'dom:15', null)),
      ],
      [
        'Flights for 4 from King Shaka to Mauritius on Friday morning',
        asks(req(FLIGHT, KING_SHAKA, 'fri', '09:00')),
      ],
      [
        'I need a visa for the US, can you handle the embassy appointment?',
        asks(req(FLIGHT, null, null, null)),
      ],
      [
        'Charter flight from Lanseria to the Sabi Sand tomorrow at 7am',
        asks(req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'tomorrow', '07:00')),
      ],
      [
        'Get me on the first flight from George Airport to Joburg tomorrow',
        asks(req(FLIGHT, 'George Airport|Garden Route', 'tomorrow', null)),
      ],
      // Security.
      [
        'Armed guards for a private auction at my home in Saxonwold on the 23rd',
        asks(req(ESCORT, 'Saxonwold|Johannesburg', 'dom:23', null)),
      ],
      [
        'Close protection for a visiting minister in Umhlanga on Tuesday from 8am',
        asks(req(ESCORT, 'Umhlanga|Durban', 'tue', '08:00')),
      ],
      [
        'Need a bodyguard for my daughter at a concert at FNB Stadium on Saturday at 6pm',
        asks(req(ESCORT, 'FNB Stadium|Johannesburg', 'sat', '18:00')),
      ],
      [
        "There've been break-ins on our street; can you arrange a guard for the house in Bishopscourt from today?",
        asks(req(ESCORT, 'Bishopscourt|Cape Town', 'today', null)),
      ],
      [
        'Security escort for a cash delivery in Midrand tomorrow at 9am',
        asks(req(ESCORT, 'Midrand|Johannesburg', 'tomorrow', '09:00')),
      ],
      // Other premium services.
      [
        'A massage therapist to come to my hotel in Umhlanga at 9pm today',
        asks(req('other', 'Umhlanga|Durban', 'today', '21:00')),
      ],
      [
        'Tickets for the ballet at Artscape on Saturday, two good seats',
        asks(req('other', null, 'sat', null)),
      ],
      [
        'Please arrange a helicopter flip over the Cape Peninsula on Sunday at 4pm',
        asks(req(CHOPPER, 'Cape Peninsula|Cape Town', 'sun', '16:00')),
      ],
      [
        'I need a dog sitter at my place in Parkview from Friday',
        asks(req('other', 'Parkview|Johannesburg', 'fri', null)),
      ],
      [
        'Book a round of golf at Fancourt on Monday at 7:30am',
        asks(req('other', 'Fancourt|Garden Route', 'mon', '07:30')),
      ],
      [
        'A hairdresser to come to the house in Fresnaye tomorrow at 8am before the wedding',
        asks(req('other', 'Fresnaye|Cape Town', 'tomorrow', '08:00')),
      ],
      [
        "Florist to deliver 100 red roses in Morningside on Valentine's Day",
        asks(req(FLOWERS, 'Morningside|Johannesburg', 'md:02-14', null)),
      ],
      [
        'Private guided tour of Robben Island for my guests on Tuesday at 9am',
        asks(req(TOUR, ROBBEN_ISLAND, 'tue', '09:00')),
      ],
      [
        'A personal trainer at my apartment in Umhlanga Ridge at 6am tomorrow',
        asks(req('other', 'Umhlanga Ridge|Durban', 'tomorrow', '06:00')),
      ],
      [
        'Can you book a cooking class in Stellenbosch on Saturday at 10am for two?',
        asks(req('other', 'Stellenbosch|Cape Winelands', 'sat', '10:00')),
      ],
      [
        'Need a photographer for family photos at Kirstenbosch on Sunday at 4pm',
        asks(req('other', KIRSTENBOSCH, 'sun', '16:00')),
      ],
      [
        'I need a Maserati for our anniversary weekend in Franschhoek, from Saturday',
        asks(req(HIRE, 'Franschhoek|Cape Winelands', 'sat', null)),
      ],
      [
        'Private chef for a Shabbat dinner at home in Linksfield on Friday at 7pm for 12',
        asks(req('private_chef', 'Linksfield|Johannesburg', 'fri', '19:00', { partySize: 12 })),
      ],
      [
        'A farm stay in Prince Albert from Friday, we want to see the stars',
        asks(req('accommodation', 'Prince Albert|Karoo', 'fri', null)),
      ],
      [
        'Please arrange a driver to take my grandmother from Musgrave to church on Sunday at 8am',
        asks(req('personal_driver', 'Musgrave|Durban', 'sun', '08:00')),
      ],
      [
        'Event planner for a corporate golf day at Zebula on the 24th',
        asks(req(PARTY, 'Zebula|Waterberg', 'dom:24', null)),
      ],
      [
        'Can you arrange a sommelier-led tasting at Lanzerac for 6 on Monday at 4pm?',
        asks(req(TOUR, ['Lanzerac|Cape Winelands', 'Stellenbosch|Cape Winelands'], 'mon', '16:00')),
      ],
    ],
  ),
};
