import { asks, req, rowsIn, type LabelledSet } from '../labels';

/**
 * Fifth held-out set: new requests in English, one service each, every service type, as members
 * write them: terse, chatty, indirect ("we could really use..."), with local slang and the odd
 * typo.
 */
export const HELD_OUT_5_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Personal driver.
      [
        'I need a driver to fetch me from Lanseria on Thursday at 4:30pm',
        asks(req('personal_driver', 'Lanseria International Airport|Johannesburg', 'thu', '16:30')),
      ],
      [
        'can someone drive me from Sandton to Pretoria tomorrow morning',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'Chauffeur needed for a wedding in Paarl on Saturday at 2pm',
        asks(req('personal_driver', 'Paarl|Cape Winelands', 'sat', '14:00')),
      ],
      [
        "we'll need a lift home from Sun City on Sunday afternoon, 4 of us with bags",
        asks(req('personal_driver', 'Sun City|Pilanesberg', 'sun', '15:00')),
      ],
      [
        'driver pls, King Shaka airport, 6:10am on the 9th',
        asks(req('personal_driver', 'King Shaka International Airport|Durban', 'dom:9', '06:10')),
      ],
      // Private chef.
      [
        'Looking for a private chef for a family dinner at our house in Zimbali next Saturday at 7pm, 10 people',
        asks(req('private_chef', 'Zimbali|Durban', 'next:sat', '19:00', { partySize: 10 })),
      ],
      [
        'could you organise a chef to cook for 4 at home in Waterkloof on Friday evening',
        asks(req('private_chef', 'Waterkloof|Pretoria', 'fri', '19:00', { partySize: 4 })),
      ],
      [
        'we want someone to come cook a proper Cape Malay feast in Tokai on Sunday at 1pm for 12',
        asks(req('private_chef', 'Tokai|Cape Town', 'sun', '13:00', { partySize: 12 })),
      ],
      [
        'Private chef tomorrow night in Llandudno for 2, something romantic',
        asks(req('private_chef', 'Llandudno|Cape Town', 'tomorrow', '20:00', { partySize: 2 })),
      ],
      [
        'Need a braai master / chef for 20 guests at Steyn City on the 16th at noon',
        asks(req('private_chef', 'Steyn City|Johannesburg', 'dom:16', '12:00', { partySize: 20 })),
      ],
      // Luxury vehicle.
      [
        'I want to hire a Range Rover in Durban from Friday',
        asks(req('luxury_vehicle', 'Durban|Durban', 'fri', null)),
      ],
      [
        'Can I get a Porsche Cayenne delivered to my hotel in Umhlanga tomorrow at 10am',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'tomorrow', '10:00')),
      ],
      [
        'Need a nice SUV for the week, pick up at Cape Town airport Monday 11am',
        asks(req('luxury_vehicle', 'Cape Town International Airport|Cape Town', 'mon', '11:00')),
      ],
      [
        'looking to rent a G-Wagon for the weekend in Fourways, from Saturday morning',
        asks(req('luxury_vehicle', 'Fourways|Johannesburg', 'sat', '09:00')),
      ],
      [
        'a Bentley for my daughters matric dance on the 21st in Bedfordview, 6pm',
        asks(req('luxury_vehicle', 'Bedfordview|Johannesburg', 'dom:21', '18:00')),
      ],
      // Accommodation.
      [
        'Please find us a villa in Plett from the 18th, 8 guests',
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:18', null, { partySize: 8 }),
        ),
      ],
      [
        'we need a lodge at Sabi Sand for 3 nights starting next Wednesday',
        asks(req('accommodation', 'Sabi Sand|Kruger', 'next:wed', null)),
      ],
      [
        'Book a suite in Hermanus from Friday, 2 nights, sea view please',
        asks(req('accommodation', 'Hermanus|Overberg', 'fri', null)),
      ],
      [
        'Could you find a nice guesthouse in Dullstroom for the long weekend, arriving on the 24th',
        asks(req('accommodation', 'Dullstroom|Panorama Route', 'dom:24', null)),
      ],
      [
        'I want a beach house in Ballito from 23 December, we are 10',
        asks(req('accommodation', 'Ballito|Durban', 'md:12-23', null, { partySize: 10 })),
      ],
      // Yacht charter.
      [
        'charter a yacht from the V&A on Saturday at 11am for 8 people',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '11:00', { partySize: 8 })),
      ],
      [
        "We'd love a sunset cruise on a private boat in Knysna tomorrow, there are 6 of us",
        asks(req('yacht_charter', 'Knysna|Garden Route', 'tomorrow', '18:00', { partySize: 6 })),
      ],
      [
        'Can you sort a catamaran in Langebaan for Sunday at noon, 14 guests',
        asks(req('yacht_charter', 'Langebaan|West Coast', 'sun', '12:00', { partySize: 14 })),
      ],
      [
        'boat charter out of Durban Point on the 30th at 9am, deep sea fishing for 5',
        asks(req('yacht_charter', 'Durban Point|Durban', 'dom:30', '09:00', { partySize: 5 })),
      ],
      [
        'a yacht for a proposal in Hout Bay on Friday at sunset, just the 2 of us',
        asks(req('yacht_charter', 'Hout Bay|Cape Town', 'fri', '18:00', { partySize: 2 })),
      ],
      // Event planning.
      [
        'I need help planning a 40th birthday party at our house in Houghton on the 13th',
        asks(req('event_planning', 'Houghton|Johannesburg', 'dom:13', null)),
      ],
      [
        'Could you organise a baby shower in La Lucia next Sunday at 2pm?',
        asks(req('event_planning', 'La Lucia|Durban', 'next:sun', '14:00')),
      ],
      [
        'Plan a corporate year-end function at the Sandton Convention Centre on 5 December, about 120 people',
        asks(req('event_planning', 'Sandton Convention Centre|Johannesburg', 'md:12-05', null)),
      ],
      [
        'we want to throw a surprise engagement party in Kenilworth on Saturday evening',
        asks(req('event_planning', 'Kenilworth|Cape Town', 'sat', '19:00')),
      ],
      [
        'Need an events person for my mom’s 70th in Scottburgh on the 11th, lunch at 12',
        asks(req('event_planning', 'Scottburgh|KZN South Coast', 'dom:11', '12:00')),
      ],
      // Personal shopping.
      [
        'I need a personal shopper at Mall of Africa tomorrow at 11am, looking for a suit',
        asks(req('personal_shopping', 'Mall of Africa|Johannesburg', 'tomorrow', '11:00')),
      ],
      [
        'can someone help me pick out gifts at Cavendish Square on Thursday afternoon',
        asks(req('personal_shopping', 'Cavendish Square|Cape Town', 'thu', '15:00')),
      ],
      [
        "I'd love a stylist to take me shopping at Gateway Mall on Saturday morning",
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'sat', '09:00')),
      ],
      [
        'personal shopping in Menlyn Maine on the 2nd at 10am, need an outfit for a gala',
        asks(req('personal_shopping', 'Menlyn Maine|Pretoria', 'dom:2', '10:00')),
      ],
      [
        'Can you get someone to buy a birthday present for my husband in Rosebank tomorrow',
        asks(req('personal_shopping', 'Rosebank|Johannesburg', 'tomorrow', null)),
      ],
      // Travel.
      [
        'Book me flights from Joburg to Durban on Friday morning',
        asks(req('travel', 'Johannesburg|Johannesburg', 'fri', '09:00')),
      ],
      [
        'I need to fly from Cape Town to George on the 7th, business class if possible',
        asks(req('travel', 'Cape Town|Cape Town', 'dom:7', null)),
      ],
      [
        'please arrange a charter flight from Lanseria to Skukuza next Monday at 8am',
        asks(req('travel', 'Lanseria International Airport|Johannesburg', 'next:mon', '08:00')),
      ],
      [
        'Sort out travel for me to Mauritius from OR Tambo on 2 January',
        asks(req('travel', 'OR Tambo International Airport|Johannesburg', 'md:01-02', null)),
      ],
      [
        'get me on a helicopter from Durban to Ballito on Saturday at 10am',
        asks(req('travel', 'Durban|Durban', 'sat', '10:00')),
      ],
      // Security.
      [
        'I need a bodyguard for an event in Sandton on Friday night',
        asks(req('security', 'Sandton|Johannesburg', 'fri', '20:00')),
      ],
      [
        'Can you arrange close protection for my family in Umhlanga from tomorrow morning',
        asks(req('security', 'Umhlanga|Durban', 'tomorrow', '09:00')),
      ],
      [
        'we need security guards at our house in Dainfern for a party on Saturday at 6pm',
        asks(req('security', 'Dainfern|Johannesburg', 'sat', '18:00')),
      ],
      [
        'armed escort from OR Tambo to Midrand on the 15th at 7am please',
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'dom:15', '07:00')),
      ],
      [
        'Looking for a security detail for a VIP visit in Bishopscourt next Tuesday',
        asks(req('security', 'Bishopscourt|Cape Town', 'next:tue', null)),
      ],
      // Other premium services.
      [
        'Can you book a couples massage at a spa in Franschhoek on Saturday at 3pm',
        asks(req('other', 'Franschhoek|Cape Winelands', 'sat', '15:00')),
      ],
      [
        'I need a florist to deliver 100 roses to my wife in Westcliff tomorrow at 9am',
        asks(req('other', 'Westcliff|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'get me a tee time at Fancourt on Friday at 7:30am for a fourball',
        asks(req('other', 'Fancourt|Garden Route', 'fri', '07:30')),
      ],
      [
        'arrange a dog walker for my two labs in Claremont every day next week, starting Monday at 8am',
        asks(req('other', 'Claremont|Cape Town', 'next:mon', '08:00')),
      ],
      [
        'Need a photographer for a family shoot at Kirstenbosch on Sunday at 4pm',
        asks(req('other', 'Kirstenbosch|Cape Town', 'sun', '16:00')),
      ],
      [
        'Can you get tickets for the Boks at Loftus on Saturday?',
        asks(req('other', 'Loftus Versfeld|Pretoria', 'sat', null)),
      ],
      // Typos and slang.
      [
        'howzit, need a chauffer from Umhlanga Rocks to King Shaka on Tuesday at 5am sharp sharp',
        asks(req('personal_driver', 'Umhlanga|Durban', 'tue', '05:00')),
      ],
      [
        "eish, my car's in for a service, can I get a luxury rental in Centurian tomorow from 8am",
        asks(req('luxury_vehicle', 'Centurion|Pretoria', 'tomorrow', '08:00')),
      ],
      [
        'we wanna do a boat cruise from Hout Bay on Saterday at 4pm, 6 ppl',
        asks(req('yacht_charter', 'Hout Bay|Cape Town', 'sat', '16:00', { partySize: 6 })),
      ],
    ],
  ),
};
