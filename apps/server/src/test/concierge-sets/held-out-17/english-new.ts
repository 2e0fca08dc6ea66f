import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const CAR: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const PROPOSAL: ServiceType[] = ['event_planning', 'other'];

/**
 * Seventeenth held-out set: one new request per message, in English, over every service type,
 * each asked in new ways (a convertible for Chapman's Peak, a G-Wagon for a music video, a Rolls
 * for a wedding, a keto chef for a week, a Xhosa feast, a braai chef for the rugby, meal prep on
 * Sundays, a sober driver after a wedding, the school run while the nanny is sick, a memorial tea
 * after church, a proposal at God's Window at sunset, a kiddies party, a matric after-party, a
 * writing retreat in the Cederberg, a house near Kings Park for the rugby, ashes scattered at
 * sea off Hout Bay, kitesurf photos from a boat, a school uniform, a single malt for the boss, a
 * matric dance dress, groceries for the holiday house, Schengen visas, the Blue Train and Rovos
 * Rail, a charter to Madikwe, guards for an empty house, a walk to the car after a concert, an
 * escort for diamonds, a bouncer at an 18th, a babysitter at the hotel, a golf lesson, a dog
 * walker, a maths tutor), told as a story, hedged ("is it possible...", "would love..."),
 * indirect ("cooking is really not my thing"), corrected in the message ("at 7... no, 6:30"), or
 * naming a place where the service does not happen (where the member works, where they fly in
 * from).
 */
export const HELD_OUT_17_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Luxury vehicles.
      [
        'I’d love a convertible to drive Chapman’s Peak on Sunday morning, top down',
        asks(req(CAR, "Chapman's Peak|Cape Town", 'sun', '09:00')),
      ],
      [
        'My Merc is in for a service, can you get me something decent to drive in Umhlanga from tomorrow?',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', null)),
      ],
      [
        'Need a G-Wagon for a music video shoot in Maboneng on the 19th',
        asks(req('luxury_vehicle', 'Maboneng|Johannesburg', 'dom:19', null)),
      ],
      [
        'We’d like a Rolls-Royce for our wedding at Vergelegen on the 6th at 2pm',
        asks(req(CAR, 'Vergelegen|Cape Town', 'dom:6', '14:00')),
      ],
      [
        'A 7-seater luxury SUV waiting at PE airport on Friday at 10, we’re off to Addo',
        asks(
          req(
            'luxury_vehicle',
            'Chief Dawid Stuurman International Airport|Gqeberha',
            'fri',
            '10:00',
          ),
        ),
      ],
      [
        'Can I hire a Range Rover Sport in Bloem for three days from Monday?',
        asks(req('luxury_vehicle', 'Bloemfontein|Bloemfontein', 'mon', null)),
      ],

      // Private chefs.
      [
        'Cooking is really not my thing and I have 8 people coming to my flat in Fresnaye on Friday at 7pm. Help!',
        asks(req('private_chef', 'Fresnaye|Cape Town', 'fri', '19:00')),
      ],
      [
        'A keto chef for my husband for a week, starting Monday, at our home in Westville',
        asks(req('private_chef', 'Westville|Durban', 'mon', null)),
      ],
      [
        'Would love someone to cook a traditional Xhosa feast at our home in Constantia for 20 on the 11th',
        asks(req('private_chef', 'Constantia|Cape Town', 'dom:11', null, { partySize: 20 })),
      ],
      [
        'Chef for a romantic dinner at our Clifton apartment tonight at 8, just the two of us',
        asks(req('private_chef', 'Clifton|Cape Town', 'today', '20:00')),
      ],
      [
        'A chef to do a braai for the rugby on Saturday at 3 at home in Centurion, 15 guys',
        asks(req('private_chef', 'Centurion|Pretoria', 'sat', '15:00', { partySize: 15 })),
      ],
      [
        'Can you find a sushi chef for my daughter’s party at 5pm tomorrow in Mooikloof?',
        asks(req('private_chef', 'Mooikloof|Pretoria', 'tomorrow', '17:00')),
      ],
      [
        'Someone to meal prep for me on Sundays in Greenside, starting this Sunday at 10am',
        asks(req('private_chef', 'Greenside|Johannesburg', 'sun', '10:00')),
      ],

      // Drivers.
      [
        'After the wedding in Somerset West on Saturday I’ll be in no state to drive, so a driver from the venue at 11pm please',
        asks(req('personal_driver', 'Somerset West|Cape Town', 'sat', '23:00')),
      ],
      [
        'The nanny is sick — can someone do the school run from Bryanston at 7:15 tomorrow?',
        asks(req('personal_driver', 'Bryanston|Johannesburg', 'tomorrow', '07:15')),
      ],
      [
        'I need a driver to take my dad to his check-up, from Lynnwood on Tuesday at 9:30',
        asks(req('personal_driver', 'Lynnwood|Pretoria', 'tue', '09:30')),
      ],
      [
        'A chauffeur for my mom from Kimberley airport on the 8th at 4pm, she’s flying in from Cape Town',
        asks(req('personal_driver', 'Kimberley Airport|Kimberley', 'dom:8', '16:00')),
      ],
      [
        'Driver needed from the church in Chatsworth after the memorial on Sunday at 1',
        asks(req('personal_driver', 'Chatsworth|Durban', 'sun', '13:00')),
      ],
      [
        'Please send a driver to collect me at Bram Fischer at 18:10 on Friday',
        asks(
          req('personal_driver', 'Bram Fischer International Airport|Bloemfontein', 'fri', '18:10'),
        ),
      ],
      [
        'Driver from Gugulethu to the stadium at 7pm on Saturday... no, 6:30, my brother is coming with',
        asks(req('personal_driver', 'Gugulethu|Cape Town', 'sat', '18:30')),
      ],

      // Events.
      [
        'We’re thinking of a surprise 40th for my wife at a wine farm in Robertson on the 27th, can you plan it?',
        asks(req('event_planning', 'Robertson|Cape Winelands', 'dom:27', null)),
      ],
      [
        'Help me organise a memorial tea after church in Pinetown on Saturday at 11',
        asks(req('event_planning', 'Pinetown|Durban', 'sat', '11:00')),
      ],
      [
        'I want to propose at God’s Window on Sunday at sunset — please set it all up',
        asks(req(PROPOSAL, "God's Window|Panorama Route", 'sun', '18:00')),
      ],
      [
        'Our company wants a product launch at Zeitz MOCAA sometime in March, we need a planner',
        asks(req('event_planning', 'Zeitz MOCAA|Cape Town', null, null)),
      ],
      [
        'Kiddies party for 30 five-year-olds in Irene on the 2nd at 2pm, I need someone to run it',
        asks(req('event_planning', 'Irene|Pretoria', 'dom:2', '14:00')),
      ],
      [
        'A baby shower at home in Umhlanga on Sunday afternoon, could you organise everything?',
        asks(req('event_planning', 'Umhlanga|Durban', 'sun', '15:00')),
      ],
      [
        'Matric farewell after-party for 60 in Kyalami on the 16th, need an organiser',
        asks(req('event_planning', 'Kyalami|Johannesburg', 'dom:16', null)),
      ],

      // Accommodation.
      [
        'A bush lodge in the Sabi Sand for 4 nights from the 3rd, my treat for our 25th',
        asks(req('accommodation', 'Sabi Sand|Kruger', 'dom:3', null)),
      ],
      [
        'Somewhere quiet in the Cederberg for a writing retreat, from Monday',
        asks(req('accommodation', 'Cederberg|West Coast', 'mon', null)),
      ],
      [
        'We need a house near Kings Park for the rugby weekend, from Friday, 8 guys',
        asks(req('accommodation', ['Kings Park Stadium|Durban', 'Durban|Durban'], 'fri', null)),
      ],
      [
        'Honeymoon suite at the Oyster Box from the 14th of February',
        asks(req('accommodation', ['Oyster Box|Durban', 'Umhlanga|Durban'], 'md:02-14', null)),
      ],
      [
        'Guest house in Parys for Saturday night please, 2 rooms',
        asks(req('accommodation', 'Parys|Vaal Triangle', 'sat', null)),
      ],
      [
        'Is it possible to find us a villa in St Francis Bay for the school holidays, starting on the 4th?',
        asks(req('accommodation', 'St Francis Bay|Gqeberha', 'dom:4', null)),
      ],
      [
        'My in-laws arrive next Thursday and need a hotel in Menlyn for a week',
        asks(req('accommodation', 'Menlyn|Pretoria', 'next:thu', null)),
      ],

      // Yachts and boats.
      [
        'We want to scatter Dad’s ashes at sea off Hout Bay on Sunday at 10, we need a boat',
        asks(req(BOAT, 'Hout Bay|Cape Town', 'sun', '10:00')),
      ],
      [
        'A catamaran for a sunset cruise in Knysna on Friday for 12 of us',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'fri', '18:00', { partySize: 12 })),
      ],
      [
        'Charter a yacht from the V&A for my company’s clients on Tuesday at 11am',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'tue', '11:00')),
      ],
      [
        'Is it possible to book a boat in Langebaan for kitesurf photos tomorrow at 9?',
        asks(req(BOAT, 'Langebaan|West Coast', 'tomorrow', '09:00')),
      ],
      [
        'We’d love a yacht out of Durban harbour on Saturday at 1 for my brother’s 30th',
        asks(req('yacht_charter', ['Durban|Durban', 'Durban Point|Durban'], 'sat', '13:00')),
      ],
      [
        'Fishing charter from Sodwana Bay on Monday at 5am for 4 of us',
        asks(req(BOAT, 'Sodwana Bay|Zululand', 'mon', '05:00')),
      ],

      // Personal shopping.
      [
        'My son needs a new school uniform before Monday and I’m stuck at work. Can someone get it in Sandton tomorrow?',
        asks(req('personal_shopping', 'Sandton|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Would love a stylist to take me shopping at Cavendish on Saturday at 10',
        asks(req('personal_shopping', 'Cavendish Square|Cape Town', 'sat', '10:00')),
      ],
      [
        'I need a really good single malt for my boss’s farewell, delivered to my office in Illovo by Thursday',
        asks(req(ERRAND, 'Illovo|Johannesburg', 'thu', null)),
      ],
      [
        'Can someone pick up a birthday present for my wife at Mall of Africa today?',
        asks(req('personal_shopping', 'Mall of Africa|Johannesburg', 'today', null)),
      ],
      [
        'Personal shopper for a matric dance dress, Menlyn Maine, Saturday 11am',
        asks(
          req('personal_shopping', ['Menlyn Maine|Pretoria', 'Menlyn|Pretoria'], 'sat', '11:00'),
        ),
      ],
      [
        'Groceries for the holiday house in Ballito before we arrive on Friday, the list is on its way',
        asks(req(ERRAND, 'Ballito|Durban', 'fri', null)),
      ],

      // Travel.
      [
        'We need Schengen visas for a family of four, can you sort out the appointments?',
        asks(req(FLIGHT, null, null, null)),
      ],
      [
        'Two tickets on the Blue Train from Cape Town on the 22nd',
        asks(req(FLIGHT, 'Cape Town|Cape Town', 'dom:22', null)),
      ],
      [
        'Book me on the first flight from Durban to Joburg on Tuesday',
        asks(
          req(FLIGHT, ['Durban|Durban', 'King Shaka International Airport|Durban'], 'tue', null),
        ),
      ],
      [
        'Business class to London for my mother from OR Tambo on the 26th',
        asks(
          req(
            FLIGHT,
            ['OR Tambo International Airport|Johannesburg', 'Johannesburg|Johannesburg'],
            'dom:26',
            null,
          ),
        ),
      ],
      [
        'I’m flying from Lanseria to Cape Town on Thursday morning, please book it',
        asks(req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'thu', '09:00')),
      ],
      [
        'Rovos Rail from Pretoria to Vic Falls in June for my parents’ 50th anniversary',
        asks(req(FLIGHT, 'Pretoria|Pretoria', null, null)),
      ],
      [
        'Sort out a charter flight from Wonderboom to Madikwe on Saturday at 8am',
        asks(req(FLIGHT, 'Wonderboom Airport|Pretoria', 'sat', '08:00')),
      ],

      // Security.
      [
        'Guards for the empty house in Houghton while we’re overseas, from the 10th',
        asks(req('security', 'Houghton|Johannesburg', 'dom:10', null)),
      ],
      [
        'Someone to walk me to my car after the concert at FNB Stadium on Saturday night',
        asks(req('security', 'FNB Stadium|Johannesburg', 'sat', '20:00')),
      ],
      [
        'Close protection for a visiting minister in Pretoria on Wednesday from 8am',
        asks(req('security', 'Pretoria|Pretoria', 'wed', '08:00')),
      ],
      [
        'Armed escort from OR Tambo on Friday at 11pm, I’m carrying diamonds for a client',
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'fri', '23:00')),
      ],
      [
        'Need a bouncer at my son’s 18th in Northcliff on Saturday from 8pm',
        asks(req('security', 'Northcliff|Johannesburg', 'sat', '20:00')),
      ],
      [
        'Bodyguard for my daughter in Stellenbosch for the rest of term, from Monday',
        asks(req('security', 'Stellenbosch|Cape Winelands', 'mon', null)),
      ],

      // Other premium services.
      [
        'A babysitter at our hotel in Umhlanga tomorrow evening',
        asks(req('other', 'Umhlanga|Durban', 'tomorrow', '19:00')),
      ],
      [
        'Golf lesson at the Gary Player Country Club on Sunday at 8',
        asks(req('other', 'Gary Player Country Club|Pilanesberg', 'sun', '08:00')),
      ],
      [
        'Massage at home in Bishopscourt tonight at 8, my back is killing me',
        asks(req('other', 'Bishopscourt|Cape Town', 'today', '20:00')),
      ],
      [
        'A dog walker in Sea Point for the next two weeks, starting tomorrow morning',
        asks(req('other', 'Sea Point|Cape Town', 'tomorrow', '09:00')),
      ],
      [
        'A photographer for family portraits at Kirstenbosch on Sunday at 4',
        asks(req('other', 'Kirstenbosch|Cape Town', 'sun', '16:00')),
      ],
      [
        'Can a hairdresser come to the Mount Nelson at 2pm on Saturday?',
        asks(req('other', 'Mount Nelson|Cape Town', 'sat', '14:00')),
      ],
      [
        'Need a maths tutor for my son at home in Waterkloof, Tuesdays at 4pm',
        asks(req('other', 'Waterkloof|Pretoria', 'tue', '16:00')),
      ],
    ],
  ),
};
