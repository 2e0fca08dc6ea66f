import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];

/**
 * Fourteenth held-out set: one new request per message, in English, over every service type,
 * each asked in new ways (a self-drive Bentley, a sushi chef, a school run, a baby shower, a
 * bush villa for a honeymoon, a fishing charter, a christening gift, the Blue Train, an armed
 * escort with valuables, a dog sitter), from a few words to a paragraph, with the day and time as
 * a weekday, "next week Monday", a date, a holiday, "the day after tomorrow", a part of the day.
 */
export const HELD_OUT_14_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Luxury vehicles.
      [
        "I'd like a Range Rover Sport to drive myself around Cape Town for 4 days, starting Tuesday",
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'tue', null)),
      ],
      [
        'can I hire a Porsche Cayenne in Umhlanga, collecting on Friday at 10?',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'fri', '10:00')),
      ],
      [
        'Need a G-Wagon delivered to my house in Dainfern tomorrow morning, I will drive it myself',
        asks(req('luxury_vehicle', 'Dainfern|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'Luxury SUV for my Garden Route trip, to collect at George Airport on the 7th at 2pm',
        asks(req('luxury_vehicle', 'George Airport|Garden Route', 'dom:7', '14:00')),
      ],
      [
        "Looking to rent a convertible to do Chapman's Peak on Sunday, self-drive",
        asks(req('luxury_vehicle', "Chapman's Peak|Cape Town", 'sun', null)),
      ],
      [
        'self-drive Bentley for the weekend of 15 August in Stellenbosch please, my own wedding anniversary',
        asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'md:08-15', null)),
      ],

      // Private chefs.
      [
        'Private chef for a braai-style dinner for 10 at our house in Kyalami, Saturday 6pm',
        asks(req('private_chef', 'Kyalami|Johannesburg', 'sat', '18:00', { partySize: 10 })),
      ],
      [
        'Could you find me a chef to cook a Thai banquet at home in Fresnaye on the 21st? 8 guests',
        asks(req('private_chef', 'Fresnaye|Cape Town', 'dom:21', null, { partySize: 8 })),
      ],
      [
        'need a cook for a family sunday lunch in La Lucia, 12 people, 1pm',
        asks(req('private_chef', 'La Lucia|Durban', 'sun', '13:00', { partySize: 12 })),
      ],
      [
        'A chef for our stay in Plett, starting Tuesday, cooking for 6 of us',
        asks(req('private_chef', 'Plettenberg Bay|Garden Route', 'tue', null, { partySize: 6 })),
      ],
      [
        'Keen on a sushi chef at home in Houghton for a small party of 4 tomorrow at 7:30pm',
        asks(req('private_chef', 'Houghton|Johannesburg', 'tomorrow', '19:30', { partySize: 4 })),
      ],
      [
        "Please arrange a chef to do a vegan tasting menu for my wife's book club, Thursday at 7pm in Rondebosch, 9 ladies",
        asks(req('private_chef', 'Rondebosch|Cape Town', 'thu', '19:00', { partySize: 9 })),
      ],

      // Drivers.
      [
        'Driver from Lanseria to Sun City on Friday at 11:20',
        asks(req('personal_driver', 'Lanseria International Airport|Johannesburg', 'fri', '11:20')),
      ],
      [
        'I need a chauffeur tomorrow from 8am to take me to meetings around Sandton',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '08:00')),
      ],
      [
        'airport pickup King Shaka 06:50 Monday',
        asks(req('personal_driver', 'King Shaka International Airport|Durban', 'mon', '06:50')),
      ],
      [
        'Someone to drive me home from the Wanderers after the cricket tonight, probably around 10pm',
        asks(req('personal_driver', 'Wanderers Stadium|Johannesburg', 'today', '22:00')),
      ],
      [
        'Could you organise a driver for my elderly father, from Bedfordview to his doctor in Parktown, Wednesday at 10:15',
        asks(req('personal_driver', 'Bedfordview|Johannesburg', 'wed', '10:15')),
      ],
      [
        'Driver for the school run next week Monday, 7am from Saxonwold',
        asks(req('personal_driver', 'Saxonwold|Johannesburg', 'next:mon', '07:00')),
      ],
      [
        'need a designated driver for a wine-tasting day, 9am pickup in Stellenbosch on Saturday',
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'sat', '09:00')),
      ],

      // Events.
      [
        "We're throwing a surprise 40th for my husband on the 30th of May, about 60 guests, somewhere in Muldersdrift",
        asks(req('event_planning', 'Muldersdrift|Johannesburg', 'md:05-30', null)),
      ],
      [
        'Need help planning a product launch at the Sandton Convention Centre later this year',
        asks(req('event_planning', 'Sandton Convention Centre|Johannesburg', null, null)),
      ],
      [
        'Please organise a baby shower for my sister at our home in Westville on the 14th at 11',
        asks(req('event_planning', 'Westville|Durban', 'dom:14', '11:00')),
      ],
      [
        "Plan a proposal picnic on Lion's Head at sunset on Friday. She doesn't suspect a thing!",
        asks(req('event_planning', "Lion's Head|Cape Town", 'fri', '18:00')),
      ],
      [
        'matric farewell after-party for 30 teens in Pretoria East on 23 October',
        asks(req('event_planning', 'Pretoria East|Pretoria', 'md:10-23', null)),
      ],
      [
        'corporate year-end function, 120 people, Durban ICC, Saturday 5 December',
        asks(req('event_planning', 'Durban ICC|Durban', 'md:12-05', null)),
      ],

      // Accommodation.
      [
        'Villa in Ballito for 10 people from 18 December for a week',
        asks(req('accommodation', 'Ballito|Durban', 'md:12-18', null, { partySize: 10 })),
      ],
      [
        'Book me a suite at the Oyster Box from tomorrow, two nights',
        asks(req('accommodation', 'Oyster Box|Durban', 'tomorrow', null)),
      ],
      [
        'Need a lodge in the Sabi Sand for 4 nights from the 9th, two couples',
        asks(req('accommodation', 'Sabi Sand|Kruger', 'dom:9', null, { partySize: 4 })),
      ],
      [
        'Can you find a guesthouse in Clarens for this Friday, just me and my partner',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null, { partySize: 2 })),
      ],
      [
        'Self-catering house in Kommetjie, 3 bedrooms, from Sunday',
        asks(req('accommodation', 'Kommetjie|Cape Town', 'sun', null)),
      ],
      [
        'hotel room in Bloemfontein near Loch Logan, checking in Tuesday',
        asks(
          req(
            'accommodation',
            ['Bloemfontein|Bloemfontein', 'Loch Logan Waterfront|Bloemfontein'],
            'tue',
            null,
          ),
        ),
      ],
      [
        'Book a bush villa at Singita for our honeymoon, arriving 2 November',
        asks(req('accommodation', 'Singita|Kruger', 'md:11-02', null)),
      ],

      // Yachts and boats.
      [
        'Yacht for 12 from the V&A on Saturday at 4',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '16:00', { partySize: 12 })),
      ],
      [
        'We want a private catamaran cruise out of Knysna on Thursday morning, 6 people',
        asks(req(BOAT, 'Knysna|Garden Route', 'thu', '09:00', { partySize: 6 })),
      ],
      [
        'Deep sea fishing charter from Durban Point, Sunday 5am, 4 anglers',
        asks(req(BOAT, 'Durban Point|Durban', 'sun', '05:00', { partySize: 4 })),
      ],
      [
        'sunset cruise on a private yacht from Hout Bay tomorrow for two',
        asks(req('yacht_charter', 'Hout Bay|Cape Town', 'tomorrow', '18:00', { partySize: 2 })),
      ],
      [
        'Luxury yacht for a day on Langebaan Lagoon, 20 Feb, 8 guests',
        asks(
          req('yacht_charter', 'Langebaan Lagoon|West Coast', 'md:02-20', null, { partySize: 8 }),
        ),
      ],
      [
        'Need a boat to take 10 of us whale watching from Hermanus on the 2nd',
        asks(req(BOAT, 'Hermanus|Overberg', 'dom:2', null, { partySize: 10 })),
      ],

      // Personal shopping.
      [
        'Could someone shop for a new work wardrobe for me at Sandton City on Thursday?',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'thu', null)),
      ],
      [
        'I need a personal shopper to choose a christening gift in Rosebank tomorrow, something silver',
        asks(req('personal_shopping', 'Rosebank|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Please buy and wrap a pair of sneakers, size 38, for my daughter, delivered to Claremont on Friday',
        asks(req('personal_shopping', 'Claremont|Cape Town', 'fri', null)),
      ],
      [
        'Stylist to help me shop for a gala dress at Mall of Africa, Saturday 10am',
        asks(req('personal_shopping', 'Mall of Africa|Johannesburg', 'sat', '10:00')),
      ],
      [
        'Could someone pick out six matching ties for my groomsmen at a menswear shop in Hyde Park on Wednesday',
        asks(
          req(
            'personal_shopping',
            ['Hyde Park|Johannesburg', 'Hyde Park Corner|Johannesburg'],
            'wed',
            null,
          ),
        ),
      ],
      [
        'Grocery shopping for our arrival at the villa in Clifton on the 19th, list to follow',
        asks(req('personal_shopping', 'Clifton|Cape Town', 'dom:19', null)),
      ],

      // Travel.
      [
        'Business class flights Joburg to London on the 4th of July, returning the 18th',
        asks(req('travel', 'Johannesburg|Johannesburg', 'md:07-04', null)),
      ],
      [
        'Please book me on the earliest flight from Cape Town to Durban on Monday',
        asks(req('travel', 'Cape Town|Cape Town', 'mon', null)),
      ],
      [
        'Arrange a private jet from Lanseria to Mauritius next Friday at 2pm',
        asks(req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'next:fri', '14:00')),
      ],
      [
        'helicopter from the V&A to Franschhoek on Saturday at 11am for two',
        asks(req(FLIGHT, 'V&A Waterfront|Cape Town', 'sat', '11:00')),
      ],
      [
        'I need visas and flights sorted for a family trip to Dubai in December',
        asks(req('travel', null, null, null)),
      ],
      [
        'Charter flight into Skukuza for 4 passengers, 3rd of June, in the morning',
        asks(req(FLIGHT, 'Skukuza Airport|Kruger', 'md:06-03', '09:00')),
      ],
      [
        'Two tickets on the Blue Train from Pretoria to Cape Town, leaving 22 May',
        asks(req('travel', 'Pretoria|Pretoria', 'md:05-22', null)),
      ],

      // Security.
      [
        "Armed escort from OR Tambo to Houghton tonight at 23:30, I'm carrying valuables",
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'today', '23:30')),
      ],
      [
        'Bodyguard for my daughter at a concert at FNB Stadium on Saturday',
        asks(req('security', 'FNB Stadium|Johannesburg', 'sat', null)),
      ],
      [
        'close protection detail for a visiting CEO in Umhlanga, Tuesday from 8am',
        asks(req('security', 'Umhlanga|Durban', 'tue', '08:00')),
      ],
      [
        'security guards for our wedding at Vergelegen on the 26th, 4 guards should do',
        asks(req('security', 'Vergelegen|Cape Town', 'dom:26', null)),
      ],
      [
        "need a guard at my house in Constantia while we're away, from Friday",
        asks(req('security', 'Constantia|Cape Town', 'fri', null)),
      ],
      [
        'Discreet security for a private auction at Ellerman House, Wednesday 6pm',
        asks(req('security', 'Ellerman House|Cape Town', 'wed', '18:00')),
      ],

      // Everything else.
      [
        'Spa day for two at the Saxon on Sunday, massages around 11',
        asks(req('other', 'The Saxon|Johannesburg', 'sun', '11:00')),
      ],
      [
        'Tee time for 4 at Fancourt on Saturday morning',
        asks(req('other', 'Fancourt|Garden Route', 'sat', '09:00')),
      ],
      [
        'White roses delivered to my mother in Durban North tomorrow morning, please',
        asks(req('other', 'Durban North|Durban', 'tomorrow', '09:00')),
      ],
      [
        'Get me 2 tickets for the jazz festival at the CTICC on Friday',
        asks(req('other', 'CTICC|Cape Town', 'fri', null)),
      ],
      [
        'A photographer for our family shoot on Clifton beach next Sunday at 5pm',
        asks(req('other', 'Clifton|Cape Town', 'next:sun', '17:00')),
      ],
      [
        'Dog sitter for our two labradors in Northcliff from Thursday',
        asks(req('other', 'Northcliff|Johannesburg', 'thu', null)),
      ],
      [
        'Book my car in for a full valet at Mall of Africa tomorrow at 10am',
        asks(req('other', 'Mall of Africa|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'We need a nanny for our stay in Franschhoek from the 12th',
        asks(req('other', 'Franschhoek|Cape Winelands', 'dom:12', null)),
      ],
      [
        'hot air balloon ride for 2 near Hartbeespoort on Saturday, whatever time they launch',
        asks(req(['other', 'travel'], 'Hartbeespoort|Pretoria', 'sat', null)),
      ],
    ],
  ),
};
