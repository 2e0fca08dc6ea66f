import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const TRAIN: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const PROPOSAL: ServiceType[] = ['event_planning', 'other'];
const LOBOLA: ServiceType[] = ['event_planning', 'private_chef', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];

/**
 * Twenty-second held-out set: one new request per message, in English, over every service type,
 * each asked in new ways (a car while a Porsche is serviced, a G-Class for a wedding, a Range Rover
 * Vogue delivered to a hotel, a convertible for Chapman's Peak, an electric Taycan, a Bentley for
 * an anniversary, a seven-seater for the Garden Route; dinners after a baby, a plant-based tasting
 * menu, a Xhosa feast, a sushi night, low-sodium lunches after heart surgery, dinner on a stoep, a
 * Christmas lunch; a son from school to rugby, a mother from Bram Fischer, a sober driver, Sun City
 * and back, a chauffeur for the day, a car driven to Plett, a 4:45am airport run; a surprise 40th,
 * a baby shower, a year-end party, a proposal at sunset, a memorial tea, a lobola negotiation, a
 * matric after-party; a furnished place after a flood, a suite at Ellerman House, a bush lodge in
 * the Waterberg, a hotel for a conference, a cottage in Greyton, a beach house for the surf, a
 * Karoo farm stay; a catamaran in Knysna, a superyacht for clients, a skippered sailing boat, a
 * boat on the Vaal River, dolphins off Plett, a proposal off Clifton; a Hermès scarf, a work
 * wardrobe, school uniforms, a bottle of Meerlust, a stylist, a tennis bracelet; business class to
 * London, a Schengen visa, the first flight to Durban, Rovos Rail, a Mauritius honeymoon, a jet
 * for six; guards on an empty house, a visiting CEO, jewellery at a wedding, a cash delivery, a
 * son at a festival, a house in Zimbali; golf at Gary Player, a dog walker, a hot stone massage,
 * jazz festival tickets, a family shoot, a helicopter flip, a gran's manicure), told with the
 * reason first or as a story, or naming a place where the service does not happen (the school,
 * rugby practice, Victoria Falls, Mauritius, London, Paris).
 */
export const HELD_OUT_22_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Luxury vehicles.
      [
        'My Porsche is in for a service all week, can you get me something decent to drive in Joburg from tomorrow?',
        asks(req(HIRE, 'Johannesburg|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Looking to hire a Mercedes G-Class for my wedding day in Stellenbosch on the 27th',
        asks(req(HIRE, 'Stellenbosch|Cape Winelands', 'dom:27', null)),
      ],
      [
        'Can you have a Range Rover Vogue delivered to my hotel in Umhlanga on Friday morning',
        asks(req(HIRE, 'Umhlanga|Durban', 'fri', '09:00')),
      ],
      [
        "I want a convertible for a drive along Chapman's Peak on Sunday, top down",
        asks(req(HIRE, ["Chapman's Peak|Cape Town", null], 'sun', null)),
      ],
      [
        'Need an electric luxury car, a Taycan or similar, in Cape Town for the week from Monday',
        asks(req(HIRE, 'Cape Town|Cape Town', 'mon', null)),
      ],
      [
        "A Bentley with a chauffeur for my parents' 40th anniversary, a drive around Sandton on Saturday at 5pm",
        asks(req(HIRE, 'Sandton|Johannesburg', 'sat', '17:00')),
      ],
      [
        'A 7-seater luxury SUV to self-drive around the Garden Route from the 21st',
        asks(req(HIRE, 'Garden Route|Garden Route', 'dom:21', null)),
      ],

      // Private chefs.
      [
        "We've just had a baby and would love a chef to cook dinners at our home in Craighall from Monday",
        asks(req('private_chef', 'Craighall|Johannesburg', 'mon', null)),
      ],
      [
        'Private chef for a plant-based tasting menu for 6 in Sea Point on Saturday at 7:30pm',
        asks(req('private_chef', 'Sea Point|Cape Town', 'sat', '19:30', { partySize: 6 })),
      ],
      [
        'Need someone to cook a traditional Xhosa feast for 20 at our place in Gqeberha on the 19th at 1pm',
        asks(req('private_chef', 'Gqeberha|Gqeberha', 'dom:19', '13:00', { partySize: 20 })),
      ],
      [
        'A chef to do a sushi night for 8 at home in Umhlanga Ridge tomorrow at 7pm',
        asks(req('private_chef', 'Umhlanga Ridge|Durban', 'tomorrow', '19:00', { partySize: 8 })),
      ],
      [
        'My husband is recovering from heart surgery, can we get a chef to do low-sodium lunches at our house in Waterkloof from tomorrow',
        asks(req('private_chef', 'Waterkloof|Pretoria', 'tomorrow', null)),
      ],
      [
        'Someone to cook a romantic dinner for two on our stoep in Paternoster on Friday evening',
        asks(req('private_chef', 'Paternoster|West Coast', 'fri', '19:00', { partySize: 2 })),
      ],
      [
        'Private chef for the family Christmas lunch in Hermanus, 14 people, 12:30',
        asks(req('private_chef', 'Hermanus|Overberg', 'md:12-25', '12:30', { partySize: 14 })),
      ],

      // Drivers.
      [
        'My son needs to get from school in Rondebosch to rugby practice in Newlands at 2:30pm tomorrow',
        asks(req('personal_driver', 'Rondebosch|Cape Town', 'tomorrow', '14:30')),
      ],
      [
        'Could you send a driver to collect my mother from Bram Fischer airport on Sunday at 11am',
        asks(
          req('personal_driver', 'Bram Fischer International Airport|Bloemfontein', 'sun', '11:00'),
        ),
      ],
      [
        'Need a sober driver for our work function in Woodmead on Friday from 6pm until late',
        asks(req('personal_driver', 'Woodmead|Johannesburg', 'fri', '18:00')),
      ],
      [
        'A driver to take me from Sandton to Sun City and back on Saturday, leaving at 9am',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'sat', '09:00')),
      ],
      [
        "I'd like a chauffeur at my disposal for the whole day in Durban tomorrow from 8am",
        asks(req('personal_driver', 'Durban|Durban', 'tomorrow', '08:00')),
      ],
      [
        'Need a driver to bring my car down from Joburg to our holiday house in Plett on the 18th',
        asks(req('personal_driver', JOBURG, 'dom:18', null)),
      ],
      [
        'Early one: a driver at 4:45am from Fourways to OR Tambo on Monday',
        asks(req('personal_driver', 'Fourways|Johannesburg', 'mon', '04:45')),
      ],

      // Events.
      [
        'Planning a surprise 40th for my wife at a wine farm in Stellenbosch on the 24th, need someone to organise everything',
        asks(req('event_planning', 'Stellenbosch|Cape Winelands', 'dom:24', null)),
      ],
      [
        'Can you organise a baby shower for 25 ladies in Illovo on Saturday at 11am',
        asks(req('event_planning', 'Illovo|Johannesburg', 'sat', '11:00')),
      ],
      [
        "Need an event planner for our company's year-end party at the Sandton Convention Centre on the 28th",
        asks(
          req(
            'event_planning',
            ['Sandton Convention Centre|Johannesburg', 'Sandton|Johannesburg'],
            'dom:28',
            null,
          ),
        ),
      ],
      [
        'I want to propose to my girlfriend on Signal Hill at sunset on Friday, please help me set it up',
        asks(req(PROPOSAL, 'Signal Hill|Cape Town', 'fri', '18:00')),
      ],
      [
        'Organise a memorial tea for my late father at our home in Durban North on Sunday at 2pm',
        asks(req('event_planning', 'Durban North|Durban', 'sun', '14:00')),
      ],
      [
        "We're hosting a lobola negotiation at my parents' home in Soweto on the 21st and need help with the catering and décor",
        asks(req(LOBOLA, 'Soweto|Johannesburg', 'dom:21', null)),
      ],
      [
        'Matric farewell after-party for 40 teenagers in Centurion on Friday from 9pm, it needs to be properly organised',
        asks(req('event_planning', 'Centurion|Pretoria', 'fri', '21:00')),
      ],

      // Accommodation.
      [
        'Our house flooded, we need a furnished place in Bryanston for a month from tomorrow',
        asks(req('accommodation', 'Bryanston|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Book me a suite at Ellerman House from the 17th',
        asks(
          req(
            'accommodation',
            ['Ellerman House|Cape Town', 'Bantry Bay|Cape Town'],
            'dom:17',
            null,
          ),
        ),
      ],
      [
        'Family of 5 looking for a bush lodge in the Waterberg from Friday, kids must be allowed',
        asks(req('accommodation', 'Waterberg|Waterberg', 'fri', null)),
      ],
      [
        'I need a hotel close to the Durban ICC for a conference, from Monday',
        asks(req('accommodation', ['Durban ICC|Durban', 'Durban|Durban'], 'mon', null)),
      ],
      [
        'Find us a cottage in Greyton for a quiet weekend away from Friday',
        asks(req('accommodation', 'Greyton|Overberg', 'fri', null)),
      ],
      [
        'Beach house in Jeffreys Bay for the surf competition, from the 15th',
        asks(req('accommodation', 'Jeffreys Bay|Gqeberha', 'dom:15', null)),
      ],
      [
        'A farm stay in the Karoo, somewhere near Prince Albert, from Saturday',
        asks(req('accommodation', ['Prince Albert|Karoo', 'Karoo|Karoo'], 'sat', null)),
      ],

      // Yachts and boats.
      [
        'Would love to charter a catamaran out of Knysna for a family day on Sunday at 10am',
        asks(req(BOAT, 'Knysna|Garden Route', 'sun', '10:00')),
      ],
      [
        'Superyacht for a client entertainment afternoon from the V&A on the 26th, 20 guests, 2pm',
        asks(
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'dom:26', '14:00', { partySize: 20 }),
        ),
      ],
      [
        "Can we get a sailing boat with a skipper from Simon's Town on Saturday morning",
        asks(req(BOAT, "Simon's Town|Cape Town", 'sat', '09:00')),
      ],
      [
        "A boat for my son's 18th on the Vaal River, Saturday from 3pm",
        asks(req(BOAT, 'Vaal River|Vaal Triangle', 'sat', '15:00')),
      ],
      [
        'Need a private charter to go and see the dolphins off Plett tomorrow at 8am',
        asks(req(BOAT, 'Plettenberg Bay|Garden Route', 'tomorrow', '08:00')),
      ],
      [
        'Yacht for a proposal off Clifton at 6pm on Friday, just the two of us',
        asks(req(BOAT, 'Clifton|Cape Town', 'fri', '18:00', { partySize: 2 })),
      ],

      // Personal shopping.
      [
        "I need someone to find a Hermès scarf for my mom's birthday, ideally from Sandton City, on Saturday",
        asks(req(ERRAND, SANDTON_CITY, 'sat', null)),
      ],
      [
        'Personal shopper to help me choose a new work wardrobe at Mall of Africa tomorrow at 10am',
        asks(
          req(ERRAND, ['Mall of Africa|Johannesburg', 'Midrand|Johannesburg'], 'tomorrow', '10:00'),
        ),
      ],
      [
        'Could someone pick out school uniforms and stationery for my two kids in Menlyn on Monday',
        asks(req(ERRAND, 'Menlyn|Pretoria', 'mon', null)),
      ],
      [
        'Buy and wrap a nice bottle of Meerlust for my client and drop it at his office in Rosebank on Friday',
        asks(req(ERRAND, 'Rosebank|Johannesburg', 'fri', null)),
      ],
      [
        'Looking for a stylist to shop with me at Hyde Park Corner on Saturday at 11am',
        asks(
          req(ERRAND, ['Hyde Park Corner|Johannesburg', 'Hyde Park|Johannesburg'], 'sat', '11:00'),
        ),
      ],
      [
        "Need a gift for my wife's 30th, a diamond tennis bracelet from a jeweller in Sandton",
        asks(req(ERRAND, 'Sandton|Johannesburg', null, null)),
      ],

      // Travel.
      [
        'Business class to London for two on the 22nd out of Cape Town please',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:22', null)),
      ],
      [
        'Need a Schengen visa appointment sorted and flights to Paris from Joburg for the family',
        asks(req(FLIGHT, JOBURG, null, null)),
      ],
      [
        'Can you get me on the first flight from OR Tambo to Durban tomorrow',
        asks(req(FLIGHT, 'OR Tambo International Airport|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Book Rovos Rail from Pretoria to Victoria Falls on the 16th for me and my wife',
        asks(req(TRAIN, 'Pretoria|Pretoria', 'dom:16', null)),
      ],
      [
        'Flights to Mauritius from Durban for our honeymoon, leaving on the 25th',
        asks(req(FLIGHT, DURBAN, 'dom:25', null)),
      ],
      [
        'A private jet from Lanseria to Cape Town on Friday at 3pm, 6 passengers',
        asks(req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'fri', '15:00')),
      ],

      // Security.
      [
        "We need armed guards at the house in Kyalami while we're overseas, from the 15th",
        asks(req('security', 'Kyalami|Johannesburg', 'dom:15', null)),
      ],
      [
        'Close protection for a visiting CEO in Sandton on Monday from 7am',
        asks(req('security', 'Sandton|Johannesburg', 'mon', '07:00')),
      ],
      [
        "Security at my daughter's wedding in Hermanus on Saturday from 2pm, there'll be a lot of jewellery around",
        asks(req('security', 'Hermanus|Overberg', 'sat', '14:00')),
      ],
      [
        'Can you arrange an escort vehicle for a cash delivery from Midrand to Pretoria tomorrow at 10am',
        asks(req(ESCORT, 'Midrand|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'Need a bodyguard for my son at a music festival at the DHL Stadium on Saturday',
        asks(req('security', 'DHL Stadium|Cape Town', 'sat', null)),
      ],
      [
        'Could someone keep an eye on our home in Zimbali while we are away from Friday',
        asks(req('security', 'Zimbali|Durban', 'fri', null)),
      ],

      // Other premium services.
      [
        'Book a round of golf for 3 at the Gary Player Country Club on Sunday at 7am',
        asks(req('other', 'Gary Player Country Club|Pilanesberg', 'sun', '07:00')),
      ],
      [
        'Find me a reliable dog walker in Parkhurst from Monday',
        asks(req('other', 'Parkhurst|Johannesburg', 'mon', null)),
      ],
      [
        "I'd like a hot stone massage at home in Sandhurst tomorrow at 5pm",
        asks(req('other', 'Sandhurst|Johannesburg', 'tomorrow', '17:00')),
      ],
      [
        'Two tickets for the jazz festival at the CTICC on the 27th please',
        asks(req('other', 'CTICC|Cape Town', 'dom:27', null)),
      ],
      [
        'Need a family photographer at Kirstenbosch on Sunday at 8am',
        asks(req('other', 'Kirstenbosch|Cape Town', 'sun', '08:00')),
      ],
      [
        'Could you book a helicopter flip over Table Mountain tomorrow at 10am for two?',
        asks(req(CHOPPER, ['Table Mountain|Cape Town', null], 'tomorrow', '10:00')),
      ],
      [
        'Can someone do a manicure and pedicure for my gran at her home in Bedfordview on Friday at 10am',
        asks(req('other', 'Bedfordview|Johannesburg', 'fri', '10:00')),
      ],
    ],
  ),
};
