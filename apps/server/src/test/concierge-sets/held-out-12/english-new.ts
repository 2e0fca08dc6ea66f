import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledSet } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];

/**
 * Twelfth held-out set: one new request per message, in English, over every service type, in
 * every register from two words to a paragraph, voice dictation and typos included, with the day
 * and time in many notations.
 */
export const HELD_OUT_12_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Luxury vehicles.
      [
        'Range Rover Sport delivered to my house in Bryanston on Friday at 8am please',
        asks(req('luxury_vehicle', 'Bryanston|Johannesburg', 'fri', '08:00')),
      ],
      [
        'i need a G wagon for the weekend in cape town, pick up saturday 10am',
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'sat', '10:00')),
      ],
      [
        'Could I hire a convertible in Stellenbosch tomorrow from 9?',
        asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'tomorrow', '09:00')),
      ],
      [
        'Porsche for my husbands birthday on the 17th, Umhlanga, ready by 11',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'dom:17', '11:00')),
      ],
      [
        'luxury SUV at Lanseria Monday 14h00',
        asks(req('luxury_vehicle', 'Lanseria International Airport|Johannesburg', 'mon', '14:00')),
      ],
      [
        'Bentley for the wedding on Saturday afternoon in Franschhoek, just the car, we have a driver',
        asks(req('luxury_vehicle', 'Franschhoek|Cape Winelands', 'sat', '15:00')),
      ],

      // Private chefs.
      [
        'private chef for 6 on Friday at 7 in Llandudno',
        asks(req('private_chef', 'Llandudno|Cape Town', 'fri', '19:00', { partySize: 6 })),
      ],
      [
        'Can you find a chef to cook at our house in Waterkloof tomorrow night, 4 people',
        asks(req('private_chef', 'Waterkloof|Pretoria', 'tomorrow', '20:00', { partySize: 4 })),
      ],
      [
        'chef for a sunday braai in Hout Bay, 12 people at 1pm',
        asks(req('private_chef', 'Hout Bay|Cape Town', 'sun', '13:00', { partySize: 12 })),
      ],
      [
        'I would like a sushi chef at home in La Lucia on the 23rd at 7.30pm for eight guests',
        asks(req('private_chef', 'La Lucia|Durban', 'dom:23', '19:30', { partySize: 8 })),
      ],
      [
        'home chef tonight, Sandhurst, 2 ppl, 7:45',
        asks(req('private_chef', 'Sandhurst|Johannesburg', 'today', '19:45', { partySize: 2 })),
      ],
      [
        'Need a chef at the lodge in Welgevonden next Saturday evening for 10',
        asks(req('private_chef', 'Welgevonden|Waterberg', 'next:sat', '19:00', { partySize: 10 })),
      ],

      // Personal drivers.
      [
        'driver from OR Tambo tomorrow at 6:30am to Sandton',
        asks(req(CAR, 'OR Tambo International Airport|Johannesburg', 'tomorrow', '06:30')),
      ],
      [
        'Please arrange a chauffeur from Cape Town airport on Wednesday, I land at 15h10',
        asks(req(CAR, 'Cape Town International Airport|Cape Town', 'wed', '15:10')),
      ],
      [
        'need someone to drive me from Rosebank to Pretoria tomorrow morning',
        asks(req(CAR, 'Rosebank|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'Driver for my kids from school in Kenilworth to home in Constantia, today at 2:30',
        asks(req(CAR, 'Kenilworth|Cape Town', 'today', '14:30')),
      ],
      [
        'chauffeur for the evening in Durban on Saturday from 6pm',
        asks(req(CAR, 'Durban|Durban', 'sat', '18:00')),
      ],
      [
        'can i get a driver at King Shaka at 10 tonight',
        asks(req(CAR, 'King Shaka International Airport|Durban', 'today', '22:00')),
      ],
      [
        'Send a driver to Melrose Arch at 11pm to take us home',
        asks(req(CAR, 'Melrose Arch|Johannesburg', 'auto', '23:00')),
      ],
      [
        'Driver please Monday 5am from Midstream to OR Tambo, early flight',
        asks(req(CAR, 'Midstream|Pretoria', 'mon', '05:00')),
      ],

      // Event planning.
      [
        "I need an event planner for my daughter's matric dance after-party on the 29th in Kyalami",
        asks(req('event_planning', 'Kyalami|Johannesburg', 'dom:29', null)),
      ],
      [
        'Can you help organise a corporate year-end for 80 people in Stellenbosch on the 6th?',
        asks(req('event_planning', 'Stellenbosch|Cape Winelands', 'dom:6', null)),
      ],
      [
        'event planner for a baby shower sunday at 11 in Durban North',
        asks(req('event_planning', 'Durban North|Durban', 'sun', '11:00')),
      ],
      [
        'We want to throw a surprise 60th for my dad in Hermanus on the 2nd, can you plan it?',
        asks(req('event_planning', 'Hermanus|Overberg', 'dom:2', null)),
      ],
      [
        'plan a proposal on Table Mountain for Friday at sunset',
        asks(req(['event_planning', 'other'], 'Table Mountain|Cape Town', 'fri', '18:00')),
      ],
      [
        'Need an events company for a product launch in Sandton next Thursday at 6pm',
        asks(req('event_planning', 'Sandton|Johannesburg', 'next:thu', '18:00')),
      ],

      // Accommodation.
      [
        'villa in Clifton for 8 from the 15th',
        asks(req('accommodation', 'Clifton|Cape Town', 'dom:15', null, { partySize: 8 })),
      ],
      [
        'Please book a game lodge in Madikwe for 2 from Friday',
        asks(req('accommodation', 'Madikwe|Madikwe', 'fri', null, { partySize: 2 })),
      ],
      [
        'hotel room in Umhlanga from today, checking out tomorrow',
        asks(req('accommodation', 'Umhlanga|Durban', 'today', null)),
      ],
      [
        'Could you find us a self catering house in Knysna for 5 from next Saturday?',
        asks(req('accommodation', 'Knysna|Garden Route', 'next:sat', null, { partySize: 5 })),
      ],
      [
        'suite at the Saxon, check in tomorrow',
        asks(req('accommodation', 'The Saxon|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Bush lodge near Hoedspruit for the 4 of us from the 11th, 3 nights',
        asks(req('accommodation', 'Hoedspruit|Kruger', 'dom:11', null, { partySize: 4 })),
      ],
      [
        'A guest house in the Drakensberg from the 3rd, 6 people, long weekend',
        asks(req('accommodation', 'Drakensberg|Drakensberg', 'dom:3', null, { partySize: 6 })),
      ],

      // Yacht charters.
      [
        'yacht for 8 from the waterfront saturday at 4',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '16:00', { partySize: 8 })),
      ],
      [
        'Can you charter a boat in Knysna on Sunday morning for 6 people?',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'sun', '09:00', { partySize: 6 })),
      ],
      [
        'sunset cruise from Durban Point tomorrow, 2 of us',
        asks(req('yacht_charter', 'Durban Point|Durban', 'tomorrow', '18:00', { partySize: 2 })),
      ],
      [
        'catamaran in Langebaan on the 4th at 10am, 15 people',
        asks(req('yacht_charter', 'Langebaan|West Coast', 'dom:4', '10:00', { partySize: 15 })),
      ],
      [
        'Private yacht for a deep sea fishing trip from Hout Bay on Friday at 6am for 4',
        asks(req('yacht_charter', 'Hout Bay|Cape Town', 'fri', '06:00', { partySize: 4 })),
      ],
      [
        'we want to take a boat out on the Vaal dam on saturday at noon, 10 of us',
        asks(req('yacht_charter', 'Vaal Dam|Vaal Triangle', 'sat', '12:00', { partySize: 10 })),
      ],

      // Personal shopping.
      [
        'personal shopper at Sandton City tomorrow 10am',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'I need a stylist to help me shop for a gala outfit, Hyde Park, Thursday at 2',
        asks(req('personal_shopping', 'Hyde Park|Johannesburg', 'thu', '14:00')),
      ],
      [
        'Could someone pick up a few Christmas gifts for my staff at Gateway on the 19th? Budget R5000',
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'dom:19', null)),
      ],
      [
        'Shopping assistant at Canal Walk on Saturday morning please',
        asks(req('personal_shopping', 'Canal Walk|Cape Town', 'sat', '09:00')),
      ],
      [
        'personal shopper for my mother at Menlyn on the 8th at 11:00',
        asks(req('personal_shopping', 'Menlyn|Pretoria', 'dom:8', '11:00')),
      ],

      // Travel.
      [
        'flights to Cape Town from Joburg on Friday at 7am for 2',
        asks(req(FLIGHT, 'Johannesburg|Johannesburg', 'fri', '07:00')),
      ],
      [
        'Can you book me a business class flight from King Shaka to OR Tambo on Monday at 6?',
        asks(req(FLIGHT, 'King Shaka International Airport|Durban', 'mon', '06:00')),
      ],
      [
        'charter flight from Lanseria to Sun City on Saturday at 9',
        asks(req(FLIGHT, 'Lanseria International Airport|Johannesburg', 'sat', '09:00')),
      ],
      [
        'Please arrange our flights to Mauritius for the 18th',
        asks(req(FLIGHT, null, 'dom:18', null)),
      ],
      [
        'helicopter transfer from the V&A to Cape Point on Sunday at 10am',
        asks(req(FLIGHT, 'V&A Waterfront|Cape Town', 'sun', '10:00')),
      ],
      [
        'Train trip on the Blue Train from Pretoria on the 9th, 2 people',
        asks(req('travel', 'Pretoria|Pretoria', 'dom:9', null)),
      ],

      // Security.
      [
        'bodyguard for tomorrow in Sandton from 9am',
        asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'I need armed security at my house in Houghton on Saturday night for a party',
        asks(req('security', 'Houghton|Johannesburg', 'sat', '20:00')),
      ],
      [
        'Close protection for a visiting client in Umhlanga on Wednesday at 8am',
        asks(req('security', 'Umhlanga|Durban', 'wed', '08:00')),
      ],
      [
        'security guards for the wedding in Paarl on the 21st from 3pm',
        asks(req('security', 'Paarl|Cape Winelands', 'dom:21', '15:00')),
      ],
      [
        'Can I get an escort vehicle from OR Tambo tonight at 9? Carrying valuables',
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'today', '21:00')),
      ],

      // Other premium services.
      [
        'table for 2 at 7 tonight in Kloof Street... sorry, Gardens, anywhere in the City Bowl',
        asks(table('City Bowl|Cape Town', 'today', '19:00', 2)),
      ],
      [
        'Spa day at the Oyster Box on Saturday at 10am for me and my sister',
        asks(req('other', 'Oyster Box|Durban', 'sat', '10:00')),
      ],
      [
        'tee time at Fancourt on Friday 7:30am',
        asks(req('other', 'Fancourt|Garden Route', 'fri', '07:30')),
      ],
      [
        'flowers to my wife at her office in Sandton tomorrow morning please',
        asks(req('other', 'Sandton|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'Two tickets for the cricket at the Wanderers on Sunday',
        asks(req('other', 'Wanderers Stadium|Johannesburg', 'sun', null)),
      ],
      [
        'Need a photographer at Kirstenbosch Saturday at 4pm for family photos',
        asks(req('other', 'Kirstenbosch|Cape Town', 'sat', '16:00')),
      ],
      [
        'can u get me a barber to come to my house in Morningside at 8 tomorrow morning',
        asks(req('other', 'Morningside|Johannesburg', 'tomorrow', '08:00')),
      ],
      [
        'I need a nanny in Camps Bay for Thursday evening',
        asks(req('other', 'Camps Bay|Cape Town', 'thu', '19:00')),
      ],
      [
        'Hot air balloon ride at Hartbeespoort, Sunday at 6am, 2 people',
        asks(req('other', 'Hartbeespoort|Pretoria', 'sun', '06:00')),
      ],
      [
        'Can you organise a wine tasting for 6 at Babylonstoren on Sunday at 11?',
        asks(req('other', 'Babylonstoren|Cape Winelands', 'sun', '11:00')),
      ],
      [
        'Massage therapist to my hotel room in Rosebank tonight at 9',
        asks(req('other', 'Rosebank|Johannesburg', 'today', '21:00')),
      ],
    ],
  ),
};
