import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledSet } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];

/**
 * Eleventh held-out set: one new request per message, in English, over every service type, in
 * every register from two words to a paragraph, with the day and time in many notations.
 */
export const HELD_OUT_11_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Personal driver.
      [
        'need someone to drive me from Rondebosch to the airport on Thursday at 5:15am',
        asks(req('personal_driver', 'Rondebosch|Cape Town', 'thu', '05:15')),
      ],
      [
        'chauffeur for my mom from Musgrave to her doctor tomorrow at 10, she doesnt drive anymore',
        asks(req('personal_driver', 'Musgrave|Durban', 'tomorrow', '10:00')),
      ],
      [
        'Driver please. Menlyn. Saturday, 14h00.',
        asks(req('personal_driver', 'Menlyn|Pretoria', 'sat', '14:00')),
      ],
      [
        'can i get a designated driver tonight from Greenside, we are going out and no one wants to drive home',
        asks(req('personal_driver', 'Greenside|Johannesburg', 'today', '20:00')),
      ],
      [
        'I require a driver for the whole day on the 9th in Stellenbosch, starting at 9:30',
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'dom:9', '09:30')),
      ],
      [
        'pick me up at Lanseria at 16h45 on friday pls',
        asks(req('personal_driver', 'Lanseria International Airport|Johannesburg', 'fri', '16:45')),
      ],
      [
        'Could you organise a driver to take my kids from Kloof to Hillcrest on Wednesday afternoon?',
        asks(req('personal_driver', 'Kloof|Durban', 'wed', '15:00')),
      ],

      // Luxury vehicle.
      [
        'I want to hire a Range Rover Sport for the week from Monday, collecting in Umhlanga',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'mon', null)),
      ],
      [
        'a G-Wagon for my sons matric dance on the 23rd, pick up from Eldoraigne at 5pm',
        asks(req(['luxury_vehicle', 'personal_driver'], 'Eldoraigne|Pretoria', 'dom:23', '17:00')),
      ],
      [
        'Please arrange a Porsche 911 cabriolet for me to drive on Chapman’s Peak on Sunday morning',
        asks(req('luxury_vehicle', "Chapman's Peak|Cape Town", 'sun', '09:00')),
      ],
      [
        'luxury car rental in George for 5 days from 14 Dec',
        asks(req('luxury_vehicle', 'George|Garden Route', 'md:12-14', null)),
      ],
      [
        'Vintage Rolls Royce for our wedding on the 2nd in Franschhoek, 2pm at the church',
        asks(
          req(
            ['luxury_vehicle', 'personal_driver', 'event_planning'],
            'Franschhoek|Cape Winelands',
            'dom:2',
            '14:00',
          ),
        ),
      ],
      [
        'need a nice SUV for tomorrow, Bedfordview, 8am',
        asks(
          req(
            ['luxury_vehicle', 'personal_driver'],
            'Bedfordview|Johannesburg',
            'tomorrow',
            '08:00',
          ),
        ),
      ],

      // Private chef.
      [
        'private chef for 4 at my flat in Sea Point on friday, 7:30pm, thai food if possible',
        asks(req('private_chef', 'Sea Point|Cape Town', 'fri', '19:30', { partySize: 4 })),
      ],
      [
        'Chef at home in Dainfern for 12 on Sunday at 1, a proper Sunday roast',
        asks(req('private_chef', 'Dainfern|Johannesburg', 'sun', '13:00', { partySize: 12 })),
      ],
      [
        'Would it be possible to have a chef cook a surprise dinner for my wife and me tomorrow evening in La Lucia?',
        asks(req('private_chef', 'La Lucia|Durban', 'tomorrow', '19:00', { partySize: 2 })),
      ],
      [
        'need a chef who can do halaal for 20 people on the 17th in Kenilworth, noon',
        asks(req('private_chef', 'Kenilworth|Cape Town', 'dom:17', '12:00', { partySize: 20 })),
      ],
      [
        'chef 4 braai sat arvo hout bay 8 ppl',
        asks(req('private_chef', 'Hout Bay|Cape Town', 'sat', '15:00', { partySize: 8 })),
      ],
      [
        'I would like a sushi chef to come to our home in Waterkloof Ridge next Saturday at 7 for 10 guests',
        asks(
          req('private_chef', 'Waterkloof Ridge|Pretoria', 'next:sat', '19:00', { partySize: 10 }),
        ),
      ],
      [
        'We are at the lodge in Hoedspruit from Tuesday, could you send a private chef on Tuesday night for the 6 of us?',
        asks(req('private_chef', 'Hoedspruit|Kruger', 'tue', '20:00', { partySize: 6 })),
      ],

      // Event planning.
      [
        'help me plan a baby shower for 30 in Rivonia on the 21st at 11',
        asks(req('event_planning', 'Rivonia|Johannesburg', 'dom:21', '11:00', { partySize: 30 })),
      ],
      [
        'I need an event planner for a product launch at the Durban ICC on 5 March',
        asks(req('event_planning', 'Durban ICC|Durban', 'md:03-05', null)),
      ],
      [
        'Can you organise a 60th birthday party for my husband at a wine estate in Paarl on Saturday? About 50 people, from 12.',
        asks(req('event_planning', 'Paarl|Cape Winelands', 'sat', '12:00', { partySize: 50 })),
      ],
      [
        'wedding planner needed, Hermanus, 18 Dec',
        asks(req('event_planning', 'Hermanus|Overberg', 'md:12-18', null)),
      ],
      [
        'Please organise a kids party for my twins in Midstream on Sunday at 2, jumping castle and all',
        asks(req('event_planning', 'Midstream|Pretoria', 'sun', '14:00')),
      ],
      [
        'we want to throw a surprise farewell for a colleague in Claremont next Thursday evening, could you plan it',
        asks(req('event_planning', 'Claremont|Cape Town', 'next:thu', '19:00')),
      ],

      // Accommodation.
      [
        'looking for a beach house in Umdloti for 8 people from the 26th',
        asks(req('accommodation', 'Umdloti|Durban', 'dom:26', null, { partySize: 8 })),
      ],
      [
        'Hotel room in Sandton from today please, one night, one person',
        asks(req('accommodation', 'Sandton|Johannesburg', 'today', null, { partySize: 1 })),
      ],
      [
        'A self catering cottage in the Drakensberg for the long weekend from Friday, 2 adults and a dog',
        asks(req('accommodation', 'Drakensberg|Drakensberg', 'fri', null)),
      ],
      [
        'villa in Bantry Bay for 10 from 20 Dec for a week',
        asks(req('accommodation', 'Bantry Bay|Cape Town', 'md:12-20', null, { partySize: 10 })),
      ],
      [
        'can u find me a safari lodge at Madikwe from next Monday, 3 nights, for 4',
        asks(req('accommodation', 'Madikwe|Madikwe', 'next:mon', null, { partySize: 4 })),
      ],
      [
        'I need a room at a boutique hotel in Clarens on Saturday night',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'sat', null)),
      ],
      [
        'Guest house near Kirstenbosch for my in-laws from the 3rd',
        asks(req('accommodation', 'Kirstenbosch|Cape Town', 'dom:3', null)),
      ],

      // Yacht charter.
      [
        'yacht for 12 out of the V&A on saturday at 2pm, birthday vibes',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '14:00', { partySize: 12 })),
      ],
      [
        'Catamaran charter from Durban harbour for 8, Sunday 10am',
        asks(req('yacht_charter', 'Durban|Durban', 'sun', '10:00', { partySize: 8 })),
      ],
      [
        'I would like to charter a boat on Langebaan Lagoon tomorrow afternoon for 6',
        asks(
          req('yacht_charter', 'Langebaan Lagoon|West Coast', 'tomorrow', '15:00', {
            partySize: 6,
          }),
        ),
      ],
      [
        'sunset sail from Hout Bay for 2 on friday',
        asks(req('yacht_charter', 'Hout Bay|Cape Town', 'fri', '18:00', { partySize: 2 })),
      ],
      [
        'Private boat for a deep sea fishing trip from Richards Bay on the 8th at 5am, 4 of us',
        asks(req('yacht_charter', 'Richards Bay|Zululand', 'dom:8', '05:00', { partySize: 4 })),
      ],
      [
        'book a yacht in Knysna for next Sunday at noon',
        asks(req('yacht_charter', 'Knysna|Garden Route', 'next:sun', '12:00')),
      ],

      // Personal shopping.
      [
        'personal shopper at the V&A for me on Thursday at 11, need a whole new winter wardrobe',
        asks(req('personal_shopping', 'V&A Waterfront|Cape Town', 'thu', '11:00')),
      ],
      [
        'Can someone help me choose an engagement ring in Sandton City this Saturday morning?',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '09:00')),
      ],
      [
        'stylist to come to my home in Glenashley tomorrow at 3',
        asks(req('personal_shopping', 'Glenashley|Durban', 'tomorrow', '15:00')),
      ],
      [
        'I need someone to buy and wrap christmas presents for my staff, about 25 gifts, delivered to Woodmead by 15 Dec',
        asks(req('personal_shopping', 'Woodmead|Johannesburg', 'md:12-15', null)),
      ],
      [
        'Personal shopper at Gateway on Monday at 10',
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'mon', '10:00')),
      ],
      [
        'pls find someone to shop for a matric dance dress with my daughter at Menlyn Maine, saturday 10am',
        asks(req('personal_shopping', 'Menlyn Maine|Pretoria', 'sat', '10:00')),
      ],

      // Travel.
      [
        'book me a return flight Cape Town to Joburg on Tuesday morning',
        asks(req(['travel', 'other'], 'Cape Town|Cape Town', 'tue', '09:00')),
      ],
      [
        'I need business class tickets to Mauritius for 2 from OR Tambo on the 27th',
        asks(req(['travel', 'other'], 'OR Tambo|Johannesburg', 'dom:27', null, { partySize: 2 })),
      ],
      [
        'Could you arrange a private charter flight from Wonderboom to Skukuza on Friday at 8?',
        asks(req(['travel', 'other'], 'Wonderboom Airport|Pretoria', 'fri', '08:00')),
      ],
      [
        'train trip on the Blue Train from Pretoria for my parents, 14 Jan',
        asks(req(['travel', 'other'], 'Pretoria|Pretoria', 'md:01-14', null)),
      ],
      [
        'flights to PE for the 4 of us on the 30th, morning',
        asks(req(['travel', 'other'], 'Gqeberha|Gqeberha', 'dom:30', '09:00', { partySize: 4 })),
      ],
      [
        'Please book a guided Robben Island tour for Thursday at 9am for 3 people',
        asks(req(['travel', 'other'], 'Robben Island|Cape Town', 'thu', '09:00', { partySize: 3 })),
      ],

      // Security.
      [
        'bodyguard for my daughter in Stellenbosch on Friday night, she has a function',
        asks(req('security', 'Stellenbosch|Cape Winelands', 'fri', '20:00')),
      ],
      [
        'Need armed response at our house in Westcliff from tonight, 8pm, we are getting threats',
        asks(req('security', 'Westcliff|Johannesburg', 'today', '20:00')),
      ],
      [
        'Could you arrange close protection for a visiting executive at the Durban ICC on the 19th from 8am?',
        asks(req('security', 'Durban ICC|Durban', 'dom:19', '08:00')),
      ],
      [
        'security guards for a wedding at Vergelegen on saturday afternoon',
        asks(req('security', 'Vergelegen|Cape Town', 'sat', '15:00')),
      ],
      [
        'I want a security escort from Lanseria to Steyn City tomorrow at 6:20pm',
        asks(req('security', 'Lanseria International Airport|Johannesburg', 'tomorrow', '18:20')),
      ],
      [
        'pls can i have a guard at the gate for my party in Morningside sat from 7',
        asks(req('security', 'Morningside|Johannesburg', 'sat', '19:00')),
      ],

      // Other premium services.
      [
        'A massage therapist to come to the hotel in Sandton tonight at 9',
        asks(req('other', 'Sandton|Johannesburg', 'today', '21:00')),
      ],
      [
        'tickets for the Springboks at Loftus on the 15th, 4 of them',
        asks(req('other', 'Loftus Versfeld|Pretoria', 'dom:15', null, { partySize: 4 })),
      ],
      [
        'Please get a florist to deliver a big bouquet to my wife in Parktown tomorrow morning',
        asks(req('other', 'Parktown|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'i need a dog sitter in Noordhoek from friday for the weekend',
        asks(req('other', 'Noordhoek|Cape Town', 'fri', null)),
      ],
      [
        'Photographer for family photos on Clifton beach at sunset on Sunday',
        asks(req('other', 'Clifton|Cape Town', 'sun', '18:00')),
      ],
      [
        'book a hot air balloon ride over Hartbeespoort for 2 on the 11th, early',
        asks(req(['other', 'travel'], 'Hartbeespoort|Pretoria', 'dom:11', null, { partySize: 2 })),
      ],
      [
        'a table for 2 at a good Italian spot in Morningside at 8 on Friday',
        asks(table('Morningside|Johannesburg', 'fri', '20:00', 2)),
      ],
      [
        'Can you sort a hair and makeup artist for me in Umhlanga on Saturday at 4?',
        asks(req('other', 'Umhlanga|Durban', 'sat', '16:00')),
      ],
      [
        'Could you arrange a car for me, Sandton to Pretoria, Monday 7am',
        asks(req(CAR, 'Sandton|Johannesburg', 'mon', '07:00')),
      ],
    ],
  ),
};
