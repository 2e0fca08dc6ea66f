import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const FLIGHT: ServiceType[] = ['travel', 'other'];

/**
 * Thirteenth held-out set: one new request per message, in English, over every service type, in
 * every register from a few words to a paragraph, dictation and typos included, with the day and
 * time in many notations (tmrw, 6:45am, 17:10, a date, a holiday, "next Wednesday", a part of the
 * day).
 */
export const HELD_OUT_13_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Luxury vehicles.
      [
        "I'd like a Range Rover Sport delivered to my house in Bryanston tomorrow at 8am",
        asks(req('luxury_vehicle', 'Bryanston|Johannesburg', 'tomorrow', '08:00')),
      ],
      [
        'can i hire a G-Wagon in Cape Town for friday, pick up 10am at the airport',
        asks(
          req(
            'luxury_vehicle',
            ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'],
            'fri',
            '10:00',
          ),
        ),
      ],
      [
        'Need a convertible for our Garden Route trip, to collect at George Airport on the 4th at 11',
        asks(req('luxury_vehicle', 'George Airport|Garden Route', 'dom:4', '11:00')),
      ],
      [
        "Please organise a Bentley for my daughter's matric dance on Friday at 6pm in Durban North",
        asks(req(['luxury_vehicle', 'personal_driver'], 'Durban North|Durban', 'fri', '18:00')),
      ],
      [
        'Porsche 911 for the weekend, from Saturday 9am, Umhlanga',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'sat', '09:00')),
      ],
      [
        'rent me a range rover in stellies on monday at 2pm',
        asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'mon', '14:00')),
      ],
      // Private chefs.
      [
        'Private chef for a dinner party of 10 at my home in Houghton on Saturday at 7:30pm',
        asks(req('private_chef', 'Houghton|Johannesburg', 'sat', '19:30', { partySize: 10 })),
      ],
      [
        'chef needed sunday 1pm, 6 ppl, Plett',
        asks(req('private_chef', 'Plettenberg Bay|Garden Route', 'sun', '13:00', { partySize: 6 })),
      ],
      [
        "We're having friends over on the 19th, could you find a chef who does Cape Malay food? 8 guests, Tamboerskloof, 7pm",
        asks(req('private_chef', 'Tamboerskloof|Cape Town', 'dom:19', '19:00', { partySize: 8 })),
      ],
      [
        'Looking for a sushi chef at our place in Ballito tomorrow evening for 4',
        asks(req('private_chef', 'Ballito|Durban', 'tomorrow', '19:00', { partySize: 4 })),
      ],
      [
        'Can I get a private chef to cook breakfast at the villa in Clifton on Sunday at 9am for 5 people',
        asks(req('private_chef', 'Clifton|Cape Town', 'sun', '09:00', { partySize: 5 })),
      ],
      [
        "a chef for my wife's birthday on Friday night in Waterkloof, 12 people",
        asks(req('private_chef', 'Waterkloof|Pretoria', 'fri', '20:00', { partySize: 12 })),
      ],
      // Drivers.
      [
        'I need a driver tomorrow at 6:45am from Sandhurst to OR Tambo',
        asks(req('personal_driver', 'Sandhurst|Johannesburg', 'tomorrow', '06:45')),
      ],
      [
        'chauffeur for my parents from King Shaka on Thursday at 3:20pm please',
        asks(req('personal_driver', 'King Shaka International Airport|Durban', 'thu', '15:20')),
      ],
      [
        'Please send a driver to collect me at Cape Town International at 9:40 tonight',
        asks(req('personal_driver', 'Cape Town International Airport|Cape Town', 'today', '21:40')),
      ],
      [
        'driver for the whole day on Monday from 8am in Pretoria',
        asks(req('personal_driver', 'Pretoria|Pretoria', 'mon', '08:00')),
      ],
      [
        'Can you get someone to drive me home from Montecasino at 11pm?',
        asks(req('personal_driver', 'Montecasino|Johannesburg', 'auto', '23:00')),
      ],
      [
        "Need a designated driver for Saturday night in Stellenbosch, we're doing the wine farms",
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'sat', '20:00')),
      ],
      [
        'my flight lands at Lanseria at 17:10 on Friday, please arrange a driver',
        asks(req('personal_driver', 'Lanseria International Airport|Johannesburg', 'fri', '17:10')),
      ],
      // Events.
      [
        'Please plan a surprise 50th for my husband in Franschhoek on the 21st',
        asks(req('event_planning', 'Franschhoek|Cape Winelands', 'dom:21', null)),
      ],
      [
        'We need an event planner for our company year-end function at the Sandton Convention Centre on 5 December',
        asks(req('event_planning', 'Sandton Convention Centre|Johannesburg', 'md:12-05', null)),
      ],
      [
        'Can you organise a baby shower at my house in Kloof on Sunday at 2pm?',
        asks(req('event_planning', 'Kloof|Durban', 'sun', '14:00')),
      ],
      [
        'engagement party planning pls, 60 guests, on the 13th, somewhere in the Winelands',
        asks(req('event_planning', 'Cape Winelands|Cape Winelands', 'dom:13', null)),
      ],
      [
        "I'd like help planning a kids' party at Zoo Lake next Saturday at 10am",
        asks(req('event_planning', 'Zoo Lake|Johannesburg', 'next:sat', '10:00')),
      ],
      [
        "Organise a proposal set-up on Chapman's Peak on Friday at sunset, I'm popping the question!",
        asks(req('event_planning', "Chapman's Peak|Cape Town", 'fri', '18:00')),
      ],
      // Accommodation.
      [
        'Book a villa in Camps Bay for 10 people from 28 December for a week',
        asks(req('accommodation', 'Camps Bay|Cape Town', 'md:12-28', null)),
      ],
      [
        'I need a hotel in Durban from today, two nights',
        asks(req('accommodation', 'Durban|Durban', 'today', null)),
      ],
      [
        'lodge in the Sabi Sands for 3 nights from next Wednesday',
        asks(req('accommodation', 'Sabi Sand|Kruger', 'next:wed', null)),
      ],
      [
        'Please find us a house in Hermanus for the long weekend, arriving Friday',
        asks(req('accommodation', 'Hermanus|Overberg', 'fri', null)),
      ],
      [
        'Any chance of a suite at the Mount Nelson on the 9th?',
        asks(req('accommodation', 'Mount Nelson|Cape Town', 'dom:9', null)),
      ],
      [
        'We want a villa at Tswalu from the 2nd for 4 nights',
        asks(req('accommodation', 'Tswalu|Kalahari', 'dom:2', null)),
      ],
      [
        'apartment in Umhlanga for a month from the 1st',
        asks(req('accommodation', 'Umhlanga|Durban', 'dom:1', null)),
      ],
      // Yachts.
      [
        'Yacht for 8 from the V&A on Saturday at 4pm',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '16:00', { partySize: 8 })),
      ],
      [
        'Catamaran charter out of Knysna on Sunday morning for 12 people',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'sun', '09:00', { partySize: 12 })),
      ],
      [
        "We'd love a private sunset cruise from the Waterfront tomorrow, just the 2 of us",
        asks(
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'tomorrow', '18:00', { partySize: 2 }),
        ),
      ],
      [
        'Boat charter from Durban Point on Friday at 10 for 15 guests, deep-sea fishing',
        asks(req('yacht_charter', 'Durban Point|Durban', 'fri', '10:00', { partySize: 15 })),
      ],
      [
        "Can we get a yacht from Simon's Town on Heritage Day, 6 people, 11am",
        asks(req('yacht_charter', "Simon's Town|Cape Town", 'md:09-24', '11:00', { partySize: 6 })),
      ],
      [
        'need a yacht on the Langebaan lagoon, saturday 1pm, 10 pax',
        asks(
          req(
            'yacht_charter',
            ['Langebaan Lagoon|West Coast', 'Langebaan|West Coast'],
            'sat',
            '13:00',
            { partySize: 10 },
          ),
        ),
      ],
      // Personal shopping.
      [
        'Personal shopper at Sandton City on Thursday at 10am, I need a new suit',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '10:00')),
      ],
      [
        "Can someone help me shop for my wife's anniversary gift at the V&A tomorrow at 2?",
        asks(req('personal_shopping', 'V&A Waterfront|Cape Town', 'tomorrow', '14:00')),
      ],
      [
        'stylist to meet me at Mall of Africa sat 11am',
        asks(req('personal_shopping', 'Mall of Africa|Johannesburg', 'sat', '11:00')),
      ],
      [
        "I'd like a personal shopper for matric farewell dresses in Umhlanga on Saturday at 10",
        asks(req('personal_shopping', 'Umhlanga|Durban', 'sat', '10:00')),
      ],
      [
        'Please arrange a wardrobe stylist to come to my house in Constantia on Wednesday at 11am',
        asks(req('personal_shopping', 'Constantia|Cape Town', 'wed', '11:00')),
      ],
      [
        'Could a personal shopper collect a few items for me at Menlyn Maine today at 4pm?',
        asks(req('personal_shopping', 'Menlyn Maine|Pretoria', 'today', '16:00')),
      ],
      // Travel.
      [
        'Flights to Mauritius for two on the 18th, business class, from OR Tambo',
        asks(req(FLIGHT, 'OR Tambo International Airport|Johannesburg', 'dom:18', null)),
      ],
      [
        'Book me on a flight from Cape Town to Joburg tomorrow morning',
        asks(
          req(
            FLIGHT,
            ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
            'tomorrow',
            '09:00',
          ),
        ),
      ],
      [
        'I need a return ticket Durban to Port Elizabeth on Monday at 7am',
        asks(
          req(FLIGHT, ['Durban|Durban', 'King Shaka International Airport|Durban'], 'mon', '07:00'),
        ),
      ],
      [
        'Please organise a trip to Victoria Falls for my family from the 12th',
        asks(req(FLIGHT, null, 'dom:12', null)),
      ],
      [
        'Travel arrangements for a 5-day trip to the Kruger from next Monday, flights and transfers',
        asks(req(FLIGHT, 'Kruger|Kruger', 'next:mon', null)),
      ],
      [
        'helicopter transfer from Sandton to Sun City on Saturday at 9am',
        asks(req(FLIGHT, 'Sandton|Johannesburg', 'sat', '09:00')),
      ],
      [
        'can u book me on the Blue Train from Pretoria to Cape Town on the 8th',
        asks(req(FLIGHT, 'Pretoria|Pretoria', 'dom:8', null)),
      ],
      // Security.
      [
        "I'd like close protection for a meeting in Rosebank on Tuesday at 10am",
        asks(req('security', 'Rosebank|Johannesburg', 'tue', '10:00')),
      ],
      [
        "Need armed security at my house in Westcliff for Friday night's party, from 7",
        asks(req('security', 'Westcliff|Johannesburg', 'fri', '19:00')),
      ],
      [
        'Bodyguard for my trip to Durban next Thursday, from my arrival at King Shaka at 1pm',
        asks(req('security', 'King Shaka International Airport|Durban', 'next:thu', '13:00')),
      ],
      [
        "can you arrange a security detail for my kids' school event in Pretoria East on Saturday morning",
        asks(req('security', 'Pretoria East|Pretoria', 'sat', '09:00')),
      ],
      [
        'Please organise security for the charity gala at the Durban ICC on the 16th at 6pm',
        asks(req('security', 'Durban ICC|Durban', 'dom:16', '18:00')),
      ],
      [
        'We need guards for the wedding at Boschendal on the 26th',
        asks(req('security', 'Boschendal|Cape Winelands', 'dom:26', null)),
      ],
      [
        'escort vehicle and security from OR Tambo tomorrow at 5:30am',
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'tomorrow', '05:30')),
      ],
      // Other premium services.
      [
        'Tickets for the Proteas test at the Wanderers on Saturday',
        asks(req('other', 'Wanderers Stadium|Johannesburg', 'sat', null)),
      ],
      [
        'I need a florist to deliver roses to my wife in Parktown tomorrow morning',
        asks(req('other', 'Parktown|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'massage therapist at my hotel in Sea Point this afternoon',
        asks(req('other', 'Sea Point|Cape Town', 'today', '15:00')),
      ],
      [
        'Book me a tee time at Fancourt on Sunday at 8am',
        asks(req('other', 'Fancourt|Garden Route', 'sun', '08:00')),
      ],
      [
        'Can you arrange a dog sitter at my house in Morningside from Friday 5pm',
        asks(req('other', 'Morningside|Johannesburg', 'fri', '17:00')),
      ],
      [
        'I need a photographer for a family shoot at Boulders Beach on Sunday at 4pm',
        asks(req('other', 'Boulders Beach|Cape Town', 'sun', '16:00')),
      ],
      [
        'Hair and make-up artist to come to Melrose Arch on Saturday at 2pm',
        asks(req('other', 'Melrose Arch|Johannesburg', 'sat', '14:00')),
      ],
      [
        'Could you get me a private tour of Robben Island on Wednesday at 9am?',
        asks(req('other', 'Robben Island|Cape Town', 'wed', '09:00')),
      ],
      [
        'Arrange a nanny for our stay in Zimbali, starting tomorrow at 8am',
        asks(req('other', 'Zimbali|Durban', 'tomorrow', '08:00')),
      ],
    ],
  ),
};
