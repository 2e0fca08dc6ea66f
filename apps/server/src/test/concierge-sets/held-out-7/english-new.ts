import { asks, req, rowsIn, type LabelledSet } from '../labels';

/**
 * Seventh held-out set: one new request in English, every service type, as members type or
 * dictate it: terse, chatty, polite or in a hurry, the details in any order.
 */
export const HELD_OUT_7_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Drivers.
      [
        'need a driver from OR Tambo tmrw 6:45am',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '06:45',
          ),
        ),
      ],
      [
        'Good morning, please could you arrange a chauffeur to collect me from the Mount Nelson at 5pm today',
        asks(req('personal_driver', 'Mount Nelson|Cape Town', 'today', '17:00')),
      ],
      [
        'Friday 10pm pickup from Montecasino pls, a driver who can get us home safe',
        asks(req('personal_driver', 'Montecasino|Johannesburg', 'fri', '22:00')),
      ],
      [
        'can someone drive my mom from Westville to King Shaka on Sunday at 7 in the morning',
        asks(req('personal_driver', 'Westville|Durban', 'sun', '07:00')),
      ],
      [
        'I need a designated driver for my company year end at Emperors Palace on the 11th from 6pm',
        asks(req('personal_driver', 'Emperors Palace|Johannesburg', 'dom:11', '18:00')),
      ],
      [
        'driver in Pretoria for the whole day on Tuesday starting 8am',
        asks(req('personal_driver', 'Pretoria|Pretoria', 'tue', '08:00')),
      ],
      [
        'Please send a car and driver to Newlands at half past six tomorrow evening',
        asks(req('personal_driver', 'Newlands|Cape Town', 'tomorrow', '18:30')),
      ],

      // Chefs.
      [
        'private chef for 6 at my place in Clifton on Friday at 8pm, seafood menu',
        asks(req('private_chef', 'Clifton|Cape Town', 'fri', '20:00', { partySize: 6 })),
      ],
      [
        'Could you find me a chef to cook a Sunday lunch for the family in Kloof at 1pm? We are 14',
        asks(req('private_chef', 'Kloof|Durban', 'sun', '13:00', { partySize: 14 })),
      ],
      [
        'chef tomorrow night at our house in Saxonwold, dinner for 4',
        asks(req('private_chef', 'Saxonwold|Johannesburg', 'tomorrow', '20:00', { partySize: 4 })),
      ],
      [
        'I would love a sushi chef at home in Sunninghill on the 19th at 7 for 10 people',
        asks(req('private_chef', 'Sunninghill|Johannesburg', 'dom:19', '19:00', { partySize: 10 })),
      ],
      [
        'Book a chef to do a braai for 25 in Silver Lakes on Saturday at 2pm',
        asks(req('private_chef', 'Silver Lakes|Pretoria', 'sat', '14:00', { partySize: 25 })),
      ],
      [
        'we need a chef at the holiday house in Keurboomstrand in 3 days, dinner at 7:30 for 8',
        asks(req('private_chef', 'Keurboomstrand|Garden Route', '+3', '19:30', { partySize: 8 })),
      ],

      // Stays.
      [
        'looking for a villa in Llandudno from the 22nd of December for 10 people',
        asks(req('accommodation', 'Llandudno|Cape Town', 'md:12-22', null, { partySize: 10 })),
      ],
      [
        'Book me a hotel room in Rosebank, checking in today',
        asks(req('accommodation', 'Rosebank|Johannesburg', 'today', null)),
      ],
      [
        'can you find a bush lodge in Timbavati from next Friday',
        asks(req('accommodation', 'Timbavati|Kruger', 'next:fri', null)),
      ],
      [
        'Need a nice guesthouse in Franschhoek from Saturday for me and my partner',
        asks(req('accommodation', 'Franschhoek|Cape Winelands', 'sat', null, { partySize: 2 })),
      ],
      [
        'a beach house at Zinkwazi from the 2nd, 4 bedrooms',
        asks(req('accommodation', 'Zinkwazi|Durban', 'dom:2', null)),
      ],
      [
        'Please reserve a suite at the Saxon from tomorrow',
        asks(req('accommodation', 'The Saxon|Johannesburg', 'tomorrow', null)),
      ],
      [
        'I need somewhere to stay in Nature’s Valley from Thursday, quiet and close to the beach',
        asks(req('accommodation', "Nature's Valley|Garden Route", 'thu', null)),
      ],

      // Yachts.
      [
        'yacht for 12 from the V&A on Saturday at 4pm',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '16:00', { partySize: 12 })),
      ],
      [
        'Can you charter a catamaran out of Hout Bay for a sunset cruise tomorrow?',
        asks(req('yacht_charter', 'Hout Bay|Cape Town', 'tomorrow', '18:00')),
      ],
      [
        'We’d like a boat in Knysna on Monday at 11 for a lagoon trip, 5 of us',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'mon', '11:00', { partySize: 5 })),
      ],
      [
        'book a fishing charter from Durban on Wednesday at 5am',
        asks(req('yacht_charter', 'Durban|Durban', 'wed', '05:00')),
      ],
      [
        'yacht for my proposal!! Simons Town, the 7th, at sunset, just 2 of us',
        asks(req('yacht_charter', "Simon's Town|Cape Town", 'dom:7', '18:00', { partySize: 2 })),
      ],
      [
        'a luxury boat on the Vaal Dam on Sunday at 12 for 15 people',
        asks(req('yacht_charter', 'Vaal Dam|Vaal Triangle', 'sun', '12:00', { partySize: 15 })),
      ],

      // Events.
      [
        'Plan my sons 18th at our house in Waterkloof on the 20th at 7pm, about 60 kids',
        asks(req('event_planning', 'Waterkloof|Pretoria', 'dom:20', '19:00', { partySize: 60 })),
      ],
      [
        'I need an event planner for a corporate dinner at the Sandton Convention Centre next Thursday at 6:30pm',
        asks(req('event_planning', 'Sandton Convention Centre|Johannesburg', 'next:thu', '18:30')),
      ],
      [
        'can you organise a baby shower in Umhlanga on Saturday at 11am',
        asks(req('event_planning', 'Umhlanga|Durban', 'sat', '11:00')),
      ],
      [
        'We want a small wedding at Kirstenbosch on the 15th of March, can you plan it',
        asks(req('event_planning', 'Kirstenbosch|Cape Town', 'md:03-15', null)),
      ],
      [
        'organise a product launch at Zeitz MOCAA on the 4th at 6pm for 120 guests',
        asks(req('event_planning', 'Zeitz MOCAA|Cape Town', 'dom:4', '18:00', { partySize: 120 })),
      ],
      [
        'Help me plan a 40th birthday dinner in Parkview on Saturday evening',
        asks(req('event_planning', 'Parkview|Johannesburg', 'sat', '19:00')),
      ],

      // Security.
      [
        'close protection for me at the Durban July, Saturday from 10am',
        asks(req('security', 'Durban|Durban', 'sat', '10:00')),
      ],
      [
        'Need armed response at my house in Houghton tonight from 9pm, there was a break-in next door',
        asks(req('security', 'Houghton|Johannesburg', 'today', '21:00')),
      ],
      [
        'Can you get me a bodyguard in Umhlanga Ridge tomorrow at 8am?',
        asks(req('security', 'Umhlanga Ridge|Durban', 'tomorrow', '08:00')),
      ],
      [
        'security guards for the wedding at Vergelegen on the 13th from 2pm',
        asks(req('security', 'Vergelegen|Cape Town', 'dom:13', '14:00')),
      ],
      [
        'I need security for my house in Constantia while we are away from Monday',
        asks(req('security', 'Constantia|Cape Town', 'mon', null)),
      ],
      [
        'a security escort from OR Tambo on Thursday at 4pm please',
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'thu', '16:00')),
      ],

      // Travel.
      [
        'book flights for 2 from Cape Town to Joburg on Friday at 7am',
        asks(req('travel', 'Cape Town|Cape Town', 'fri', '07:00')),
      ],
      [
        'Can you get me on a flight to Durban tomorrow morning?',
        asks(req('travel', 'Durban|Durban', 'tomorrow', '09:00')),
      ],
      [
        'I need a charter flight from Lanseria to Sun City on Saturday at 9',
        asks(req('travel', 'Lanseria International Airport|Johannesburg', 'sat', '09:00')),
      ],
      [
        'Please arrange the Blue Train from Pretoria on the 10th',
        asks(req('travel', 'Pretoria|Pretoria', 'dom:10', null)),
      ],
      [
        'flights to Hoedspruit from OR Tambo on Monday afternoon',
        asks(
          req(
            'travel',
            ['OR Tambo International Airport|Johannesburg', 'Hoedspruit|Kruger'],
            'mon',
            '15:00',
          ),
        ),
      ],
      [
        'plan a trip for us to Mauritius leaving from King Shaka on the 1st of July',
        asks(req('travel', 'King Shaka International Airport|Durban', 'md:07-01', null)),
      ],

      // Cars.
      [
        'I want to hire a Range Rover Sport in Umhlanga from tomorrow at 9am',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', '09:00')),
      ],
      [
        'Can you get me a convertible for the weekend in Cape Town, collecting Friday at noon',
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'fri', '12:00')),
      ],
      [
        'a G-Wagon for my wedding day in Stellenbosch on the 26th at 1pm',
        asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'dom:26', '13:00')),
      ],
      [
        'need a luxury SUV at Kruger Mpumalanga airport on Wednesday at 11:20',
        asks(
          req('luxury_vehicle', 'Kruger Mpumalanga International Airport|Mbombela', 'wed', '11:20'),
        ),
      ],
      [
        'Rent me a Bentley in Sandton for Saturday evening',
        asks(req('luxury_vehicle', 'Sandton|Johannesburg', 'sat', '19:00')),
      ],

      // Shopping.
      [
        'I need a personal shopper at the V&A on Thursday at 2pm to help with a gala outfit',
        asks(req('personal_shopping', 'V&A Waterfront|Cape Town', 'thu', '14:00')),
      ],
      [
        'can someone help me shop for my husbands birthday gift in Hyde Park tomorrow at 11',
        asks(req('personal_shopping', 'Hyde Park|Johannesburg', 'tomorrow', '11:00')),
      ],
      [
        'Personal stylist at Gateway on Saturday morning please',
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'sat', '09:00')),
      ],
      [
        'please collect and gift wrap a watch from a jeweller at Sandton City by Friday 3pm',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'fri', '15:00')),
      ],

      // Other services.
      [
        'book me a massage at home in Fresnaye tonight at 7',
        asks(req('other', 'Fresnaye|Cape Town', 'today', '19:00')),
      ],
      [
        'I need a yoga instructor for a private session in Hartbeespoort on Sunday at 8am',
        asks(req('other', 'Hartbeespoort|Pretoria', 'sun', '08:00')),
      ],
      [
        'Can you get me a tee time at Fancourt on Friday at 7:30?',
        asks(req('other', 'Fancourt|Garden Route', 'fri', '07:30')),
      ],
      [
        'need a nanny for the kids at our place in Morningside on Saturday from 6pm',
        asks(req('other', 'Morningside|Johannesburg', 'sat', '18:00')),
      ],
      [
        'a dog walker in Bedfordview every morning from Monday at 7',
        asks(req('other', 'Bedfordview|Johannesburg', 'mon', '07:00')),
      ],
      [
        'Please book a spa day for two at the Oyster Box on the 9th at 10am',
        asks(req('other', 'Oyster Box|Durban', 'dom:9', '10:00')),
      ],
      [
        'VIP tickets to the concert at the DHL Stadium on the 17th, 4 tickets',
        asks(req(['other', 'event_planning'], 'DHL Stadium|Cape Town', 'dom:17', null)),
      ],
      [
        'I need a photographer in Lions Head for sunrise photos tomorrow at 5:30am',
        asks(req('other', "Lion's Head|Cape Town", 'tomorrow', '05:30')),
      ],
    ],
  ),
};
