import { asks, req, rowsIn, type LabelledSet } from '../labels';

/**
 * Fourth held-out set: plain English new requests, one service each, every service type, in
 * the ways members phrase them ("could you sort out...", "we'll need...", "looking for...",
 * "any chance of...", typos, SMS style).
 */
export const HELD_OUT_4_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Personal Driver.
      [
        'Could you sort out a driver to fetch me from OR Tambo on Thursday at 6:45am?',
        asks(req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'thu', '06:45')),
      ],
      [
        'driver needed from Cape Town airport to Franschhoek, tomorrow 3:30pm',
        asks(
          req('personal_driver', 'Cape Town International Airport|Cape Town', 'tomorrow', '15:30'),
        ),
      ],
      [
        'Looking for a driver for the whole day on Saturday in Stellenbosch from 10am, we are doing wine tastings',
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'sat', '10:00')),
      ],
      [
        "can you get me a chauffeur for my mom's appointment in Morningside on Tuesday at 11am",
        asks(req('personal_driver', 'Morningside|Johannesburg', 'tue', '11:00')),
      ],
      [
        'plz arrange an airport transfer from King Shaka to Zimbali on Monday 4:20pm',
        asks(
          req(
            ['personal_driver', 'travel'],
            'King Shaka International Airport|Durban',
            'mon',
            '16:20',
          ),
        ),
      ],
      [
        'drivr pls 2moro 5am from Bedfordview to OR Tambo',
        asks(req('personal_driver', 'Bedfordview|Johannesburg', 'tomorrow', '05:00')),
      ],
      [
        'Can I get a chuaffeur in Rosebank tmrw at 2pm',
        asks(req('personal_driver', 'Rosebank|Johannesburg', 'tomorrow', '14:00')),
      ],
      // Private Chef.
      [
        "We'll need a private chef for 12 at our house in Houghton on the 22nd at 7pm",
        asks(req('private_chef', 'Houghton|Johannesburg', 'dom:22', '19:00', { partySize: 12 })),
      ],
      [
        'any chance of a chef for a braai at our place in Plett on Saturday at 6pm for 10',
        asks(
          req('private_chef', 'Plettenberg Bay|Garden Route', 'sat', '18:00', { partySize: 10 }),
        ),
      ],
      [
        "we'll need a chef to do a sushi night at home in Sandhurst, Friday 7:30pm, 6 guests",
        asks(req('private_chef', 'Sandhurst|Johannesburg', 'fri', '19:30', { partySize: 6 })),
      ],
      [
        'Private chef for a romantic dinner for 2 at our apartment in Sea Point tonight',
        asks(req('private_chef', 'Sea Point|Cape Town', 'today', '20:00', { partySize: 2 })),
      ],
      [
        "we'll need a chef for Sunday lunch in Hermanus, 1pm, 8 people",
        asks(req('private_chef', 'Hermanus|Overberg', 'sun', '13:00', { partySize: 8 })),
      ],
      // Villa / Accommodation.
      [
        'Looking for a villa in Clifton for 10 days from 1 Feb',
        asks(req('accommodation', 'Clifton|Cape Town', 'md:02-01', null)),
      ],
      [
        'Could you arrange a luxury lodge in the Sabi Sands for 3 nights from the 12th?',
        asks(req('accommodation', 'Sabi Sand|Kruger', 'dom:12', null)),
      ],
      [
        'Pls book a suite at the Oyster Box for the 14th, 2 nights',
        asks(req('accommodation', 'Oyster Box|Durban', 'dom:14', null)),
      ],
      [
        'we need a place to stay in Knysna for 4 adults from Friday, 2 nights',
        asks(req('accommodation', 'Knysna|Garden Route', 'fri', null)),
      ],
      [
        'book me into a safari lodge in Madikwe from the 11th',
        asks(req('accommodation', 'Madikwe|Madikwe', 'dom:11', null)),
      ],
      [
        'Need accomodation in Stellenbosch for a conference, 3 nights from Wednesday',
        asks(req('accommodation', 'Stellenbosch|Cape Winelands', 'wed', null)),
      ],
      [
        'Could you sort out a holiday house in Ballito from 2 April for a week',
        asks(req('accommodation', 'Ballito|Durban', 'md:04-02', null)),
      ],
      [
        'Need a hotel room near the Durban ICC for 1 night on Tuesday',
        asks(req('accommodation', 'Durban ICC|Durban', 'tue', null)),
      ],
      // Yacht Charter.
      [
        'Any chance of a yacht for sunset drinks off Clifton on Friday, 8 of us?',
        asks(req('yacht_charter', 'Clifton|Cape Town', 'fri', '18:00', { partySize: 8 })),
      ],
      [
        "I'm after a catamaran from the V&A for 20 people next Saturday at 1pm",
        asks(
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'next:sat', '13:00', { partySize: 20 }),
        ),
      ],
      [
        'Any chance of a boat to go fishing from Ballito on Sunday morning',
        asks(req('yacht_charter', 'Ballito|Durban', 'sun', '09:00')),
      ],
      [
        "I'm looking for a yacht to charter in Knysna for my birthday on the 7th, around noon, 12 guests",
        asks(req('yacht_charter', 'Knysna|Garden Route', 'dom:7', '12:00', { partySize: 12 })),
      ],
      // Luxury Vehicle.
      [
        'need a range rover sport for the week in Umhlanga from monday',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'mon', null)),
      ],
      [
        'Pls get me a Porsche Cayenne for 3 days from Friday in Cape Town',
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'fri', null)),
      ],
      [
        "Hiya, I need a Lamborghini for my husband's birthday on the 18th in Joburg, just for the day",
        asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'dom:18', null)),
      ],
      [
        'Need a G wagon delivered to the Mount Nelson on Thursday at 9am',
        asks(req('luxury_vehicle', 'Mount Nelson|Cape Town', 'thu', '09:00')),
      ],
      [
        'I want to hire a convertible in Plett for the weekend, from Saturday',
        asks(req('luxury_vehicle', 'Plettenberg Bay|Garden Route', 'sat', null)),
      ],
      // Security Services.
      [
        'Pls organise a bodyguard for me at the Sandton Convention Centre tmrw from 8am to 5pm',
        asks(req('security', 'Sandton Convention Centre|Johannesburg', 'tomorrow', '08:00')),
      ],
      [
        "We'll need a security detail for our home in Steyn City while we're away from the 3rd",
        asks(req('security', 'Steyn City|Johannesburg', 'dom:3', null)),
      ],
      [
        'Need a close protection officer for my trip to Durban on Wednesday',
        asks(req('security', 'Durban|Durban', 'wed', null)),
      ],
      [
        'I need armed guards for a jewellery exhibition at Melrose Arch on Thursday from 6pm',
        asks(req('security', 'Melrose Arch|Johannesburg', 'thu', '18:00')),
      ],
      [
        "could you arrange security for my kids' school run in Bryanston from Monday at 7am",
        asks(req('security', 'Bryanston|Johannesburg', 'mon', '07:00')),
      ],
      // Event Planning.
      [
        "Could you find someone to plan my daughter's matric dance after-party in Bryanston on the 25th",
        asks(req('event_planning', 'Bryanston|Johannesburg', 'dom:25', null)),
      ],
      [
        'Looking for a wedding planner for a small ceremony in Franschhoek in March',
        asks(req('event_planning', 'Franschhoek|Cape Winelands', null, null)),
      ],
      [
        'can u organise a kids party for my twins in Fourways on saturday 2pm',
        asks(req('event_planning', 'Fourways|Johannesburg', 'sat', '14:00')),
      ],
      [
        'Organise a corporate year-end function for 80 people in Midrand on 5 December',
        asks(req('event_planning', 'Midrand|Johannesburg', 'md:12-05', null)),
      ],
      [
        'Can you help plan a proposal setup on the beach in Camps Bay this Friday at sunset',
        asks(req('event_planning', 'Camps Bay|Cape Town', 'fri', '18:00')),
      ],
      [
        'Need someone to plan a baby shower at our home in Umhlanga Ridge on the 25th at 11am',
        asks(req('event_planning', 'Umhlanga Ridge|Durban', 'dom:25', '11:00')),
      ],
      // Personal Shopping.
      [
        'I need a personal shopper for a wardrobe refresh at Hyde Park Corner next Tuesday at 10am',
        asks(req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'next:tue', '10:00')),
      ],
      [
        'someone to help me pick an outfit for a wedding - shopping at Mall of Africa tomorrow afternoon',
        asks(req('personal_shopping', 'Mall of Africa|Johannesburg', 'tomorrow', '15:00')),
      ],
      [
        'A personal stylist to come to my home in Waterkloof on Monday at 2pm please',
        asks(req('personal_shopping', 'Waterkloof|Pretoria', 'mon', '14:00')),
      ],
      [
        'Would love a personal shopper for Christmas gifts at Cavendish Square on the 19th of December',
        asks(req('personal_shopping', 'Cavendish Square|Cape Town', 'md:12-19', null)),
      ],
      // Travel Arrangements.
      [
        'flights from Cape Town to Durban for 2 on Friday morning pls',
        asks(req('travel', 'Cape Town|Cape Town', 'fri', '09:00')),
      ],
      [
        'Book me business class flights from Joburg to Cape Town on the 9th at 6am',
        asks(req('travel', 'Johannesburg|Johannesburg', 'dom:9', '06:00')),
      ],
      [
        'travel arrangements pls: return flights Joburg to Mauritius, leaving on the 20th',
        asks(req('travel', 'Johannesburg|Johannesburg', 'dom:20', null)),
      ],
      [
        'Get me a private jet from Lanseria to Cape Town on Thursday at 3pm',
        asks(req('travel', 'Lanseria International Airport|Johannesburg', 'thu', '15:00')),
      ],
      [
        'chopper from Sandton to Sun City on Friday 10am pls',
        asks(req(['travel', 'other'], 'Sandton|Johannesburg', 'fri', '10:00')),
      ],
      // Other Premium Services.
      [
        'Can you book me a full spa day at the Saxon on Saturday from 9am',
        asks(req('other', 'The Saxon|Johannesburg', 'sat', '09:00')),
      ],
      [
        "I'd like a tee time at Fancourt on Sunday at 8am for a fourball",
        asks(req('other', 'Fancourt|Garden Route', 'sun', '08:00')),
      ],
      [
        'Sort me 4 tickets for the Chiefs game at FNB Stadium on Saturday',
        asks(req('other', 'FNB Stadium|Johannesburg', 'sat', null)),
      ],
      [
        'could u sort flowers delivered to my mom in Durbanville tomorrow morning',
        asks(req('other', 'Durbanville|Cape Town', 'tomorrow', '09:00')),
      ],
      [
        'looking for a massage therapist to come to the house in Constantia tomorrow at 4pm',
        asks(req('other', 'Constantia|Cape Town', 'tomorrow', '16:00')),
      ],
    ],
  ),
};
