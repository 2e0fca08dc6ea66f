import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type LabelledSet } from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];

/**
 * Tenth held-out set: one new request per message, in English, over every service type, in
 * every register from two words to a paragraph, with the day and time in many notations.
 */
export const HELD_OUT_10_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Drivers.
      [
        'driver from OR Tambo thursday 14:35 please, SA 343 from Cape Town',
        asks(req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'thu', '14:35')),
      ],
      [
        'Chauffeur needed tomorrow at 5:30am from Kloof to King Shaka',
        asks(req('personal_driver', 'Kloof|Durban', 'tomorrow', '05:30')),
      ],
      [
        'need someone to drive me around Stellenbosch on Saturday from 10, doing a few wine farms and I want to taste properly lol',
        asks(
          req(
            ['personal_driver', 'travel', 'other'],
            'Stellenbosch|Cape Winelands',
            'sat',
            '10:00',
          ),
        ),
      ],
      [
        'Can I get a driver tonight at 10:45 from Montecasino',
        asks(req('personal_driver', 'Montecasino|Johannesburg', 'today', '22:45')),
      ],
      [
        'airport run on the 4th, leaving Constantia at 4am for a 6am flight',
        asks(req('personal_driver', 'Constantia|Cape Town', 'dom:4', '04:00')),
      ],
      [
        'Please send a driver to the Mount Nelson on Friday at 1pm to take my mother to her appointment',
        asks(req('personal_driver', 'Mount Nelson|Cape Town', 'fri', '13:00')),
      ],
      [
        'chauffeur for my parents, Sunday 10am, from Umhlanga to church in Durban North and back',
        asks(req('personal_driver', 'Umhlanga|Durban', 'sun', '10:00')),
      ],
      // Luxury vehicles.
      [
        'I want to hire a Porsche 911 for the weekend in Cape Town, pick up Friday at noon',
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'fri', '12:00')),
      ],
      [
        'range rover sport, self drive, from tomorrow in Durban',
        asks(req('luxury_vehicle', 'Durban|Durban', 'tomorrow', null)),
      ],
      [
        "Can you arrange a Bentley for my daughter's wedding on the 26th in Tulbagh",
        asks(req('luxury_vehicle', 'Tulbagh|Cape Winelands', 'dom:26', null)),
      ],
      [
        'need a nice SUV to drive the Panorama Route next week Wednesday, collecting in Graskop at 9',
        asks(req('luxury_vehicle', 'Graskop|Panorama Route', 'next:wed', '09:00')),
      ],
      [
        'Merc V-Class at Lanseria tomorrow 11am, 7 of us with golf bags',
        asks(req(CAR, 'Lanseria International Airport|Johannesburg', 'tomorrow', '11:00')),
      ],
      [
        'a convertible for the Chapmans Peak drive on Sunday morning',
        asks(req('luxury_vehicle', "Chapman's Peak|Cape Town", 'sun', '09:00')),
      ],
      // Private chefs.
      [
        'private chef for 6 on Friday night at our place in Fresnaye',
        asks(req('private_chef', 'Fresnaye|Cape Town', 'fri', '20:00', { partySize: 6 })),
      ],
      [
        'Looking for a chef to cook a Sunday lunch for 14 at the farm in Greyton, 1pm',
        asks(req('private_chef', 'Greyton|Overberg', 'sun', '13:00', { partySize: 14 })),
      ],
      [
        'chef tonight 7:30 for 4 in Saxonwold - we have a vegan and a pescatarian',
        asks(req('private_chef', 'Saxonwold|Johannesburg', 'today', '19:30', { partySize: 4 })),
      ],
      [
        'Can you find a sushi chef to come to our house in La Lucia on Saturday at 6:30pm? About 12 guests.',
        asks(req('private_chef', 'La Lucia|Durban', 'sat', '18:30', { partySize: 12 })),
      ],
      [
        'a chef for the bush villa at Hoedspruit from the 8th, 3 meals a day for 6',
        asks(req('private_chef', 'Hoedspruit|Kruger', 'dom:8', null, { partySize: 6 })),
      ],
      [
        'chef, thurs, 8pm, 2 ppl, Parkview. romantic',
        asks(req('private_chef', 'Parkview|Johannesburg', 'thu', '20:00', { partySize: 2 })),
      ],
      // Event planning.
      [
        'I need help planning a surprise 40th for my husband on the 19th in Bryanston, about 60 people',
        asks(req('event_planning', 'Bryanston|Johannesburg', 'dom:19', null)),
      ],
      [
        'event planner for a baby shower on Saturday at 11 in Morningside',
        asks(req('event_planning', 'Morningside|Johannesburg', 'sat', '11:00')),
      ],
      [
        'Can you organise a product launch for 150 guests at the CTICC on 3 March?',
        asks(req('event_planning', 'CTICC|Cape Town', 'md:03-03', null)),
      ],
      [
        'We want to renew our vows on the beach at Umdloti on the 12th at sunset, please help plan',
        asks(req('event_planning', 'Umdloti|Durban', 'dom:12', '18:00')),
      ],
      [
        'year end function for the office, 40 people, Friday week, somewhere in Centurion',
        asks(req('event_planning', 'Centurion|Pretoria', 'fri+7', null)),
      ],
      [
        'plan a kitchen tea in Durbanville on Sunday at 2pm',
        asks(req('event_planning', 'Durbanville|Cape Town', 'sun', '14:00')),
      ],
      // Accommodation.
      [
        'book a villa in Bantry Bay from the 2nd for 5 nights, 4 adults',
        asks(req('accommodation', 'Bantry Bay|Cape Town', 'dom:2', null, { partySize: 4 })),
      ],
      [
        'Need a hotel in Bloemfontein for tomorrow night, one room, close to the hospital',
        asks(req('accommodation', 'Bloemfontein|Bloemfontein', 'tomorrow', null)),
      ],
      [
        '2 nights at Tswalu from the 17th for me and my wife',
        asks(req('accommodation', 'Tswalu|Kalahari', 'dom:17', null)),
      ],
      [
        'Looking for a beach house in Kenton-on-Sea from 3 April, sleeps 10',
        asks(req('accommodation', 'Kenton-on-Sea|Sunshine Coast', 'md:04-03', null)),
      ],
      [
        'room at the Saxon on Thursday',
        asks(req('accommodation', 'The Saxon|Johannesburg', 'thu', null)),
      ],
      [
        'Could you find us a farm stay in the Cederberg from next Friday, 2 adults 2 kids',
        asks(req('accommodation', 'Cederberg|West Coast', 'next:fri', null)),
      ],
      [
        'a lodge in Madikwe for the long weekend starting Friday',
        asks(req('accommodation', 'Madikwe|Madikwe', 'fri', null)),
      ],
      // Yachts.
      [
        'yacht charter from the V&A tomorrow at 2 for 8 people, with a skipper and snacks',
        asks(
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'tomorrow', '14:00', { partySize: 8 }),
        ),
      ],
      [
        'Sunset cruise on Friday for 2 from the Waterfront in Cape Town',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'fri', '18:00', { partySize: 2 })),
      ],
      [
        'Is there a catamaran we can take out of Simonstown on Saturday at 9? 6 people',
        asks(req('yacht_charter', "Simon's Town|Cape Town", 'sat', '09:00', { partySize: 6 })),
      ],
      [
        'Boat for 20 at Durban Point on the 30th at 12 for a birthday',
        asks(req('yacht_charter', 'Durban Point|Durban', 'dom:30', '12:00', { partySize: 20 })),
      ],
      [
        'a houseboat on the Knysna lagoon from Monday for 4',
        asks(
          req(['yacht_charter', 'accommodation'], 'Knysna|Garden Route', 'mon', null, {
            partySize: 4,
          }),
        ),
      ],
      [
        'sunset sail in Langebaan on Sunday, 8 of us',
        asks(req('yacht_charter', 'Langebaan|West Coast', 'sun', '18:00', { partySize: 8 })),
      ],
      // Personal shopping.
      [
        'personal shopper at Sandton City on Friday at 2, I need outfits for a trip to Milan',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'fri', '14:00')),
      ],
      [
        'Can someone pick up a birthday present for my son at Cavendish on Friday',
        asks(req('personal_shopping', 'Cavendish Square|Cape Town', 'fri', null)),
      ],
      [
        'i need a stylist at the V&A tomorrow at 11 for a new suit',
        asks(req('personal_shopping', 'V&A Waterfront|Cape Town', 'tomorrow', '11:00')),
      ],
      [
        'Please buy 2 bottles of Kanonkop Paul Sauer for a gift and have them delivered in Houghton on Thursday',
        asks(req('personal_shopping', 'Houghton|Johannesburg', 'thu', null)),
      ],
      [
        'shopping assistant at Gateway on Saturday morning, school uniforms for 3 kids',
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'sat', '09:00')),
      ],
      [
        'a stylist to help me with clothes for the Durban July, at Menlyn Maine on Wednesday at 10:30',
        asks(req('personal_shopping', 'Menlyn Maine|Pretoria', 'wed', '10:30')),
      ],
      // Travel.
      [
        'flights for 2 to Durban on Sunday afternoon',
        asks(req('travel', 'Durban|Durban', 'sun', '15:00')),
      ],
      [
        'Book me a business class flight from Cape Town to Joburg on Monday at 7am',
        asks(req('travel', 'Cape Town|Cape Town', 'mon', '07:00')),
      ],
      [
        'private jet from Lanseria to Plett on the 23rd at 10, 6 passengers',
        asks(req('travel', 'Lanseria International Airport|Johannesburg', 'dom:23', '10:00')),
      ],
      [
        'Can you get me on the first flight to PE tomorrow?',
        asks(req('travel', 'Gqeberha|Gqeberha', 'tomorrow', null)),
      ],
      [
        'helicopter transfer from the Waterfront to Delaire Graff on Saturday at 11',
        asks(req(['travel', 'other'], 'V&A Waterfront|Cape Town', 'sat', '11:00')),
      ],
      [
        'flights to Upington for 4 on the 7th, we are doing the Kgalagadi',
        asks(req('travel', 'Upington|Kalahari', 'dom:7', null)),
      ],
      // Security.
      [
        'armed response escort from OR Tambo to Sandton on Thursday at 9pm',
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'thu', '21:00')),
      ],
      [
        'Close protection for my son at his matric dance on Friday from 6 in Pretoria',
        asks(req('security', 'Pretoria|Pretoria', 'fri', '18:00')),
      ],
      [
        'I need 2 guards at the house in Dainfern on Saturday night for a party',
        asks(req('security', 'Dainfern|Johannesburg', 'sat', '20:00')),
      ],
      [
        'bodyguard for a celebrity guest at the Durban ICC on the 11th, all day',
        asks(req('security', 'Durban ICC|Durban', 'dom:11', null)),
      ],
      [
        'security for a jewellery viewing at our home in Bishopscourt tomorrow at 4pm',
        asks(req('security', 'Bishopscourt|Cape Town', 'tomorrow', '16:00')),
      ],
      // Other premium services.
      [
        'a table for 2 at a quiet restaurant in Illovo tonight at 8',
        asks(table('Illovo|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'tickets for the Sharks game at Kings Park on Saturday, 4 please',
        asks(req('other', 'Kings Park Stadium|Durban', 'sat', null)),
      ],
      [
        'Can you book me a massage at the hotel spa in Franschhoek tomorrow at 3',
        asks(req('other', 'Franschhoek|Cape Winelands', 'tomorrow', '15:00')),
      ],
      [
        'tee time at Steyn City on Sunday at 7:20 for 4',
        asks(req('other', 'Steyn City|Johannesburg', 'sun', '07:20')),
      ],
      [
        'Need a florist to deliver 50 white roses to my wife in Zimbali on Friday morning',
        asks(req('other', 'Zimbali|Durban', 'fri', '09:00')),
      ],
      [
        'babysitter for tonight from 7 in Plett, 2 kids',
        asks(req('other', 'Plettenberg Bay|Garden Route', 'today', '19:00')),
      ],
      [
        'could you arrange a private guided tour of Robben Island for 5 on Wednesday at 9',
        asks(req(['other', 'travel'], 'Robben Island|Cape Town', 'wed', '09:00')),
      ],
      [
        'a vet who does house calls in Kyalami, tomorrow morning, for our horse',
        asks(req('other', 'Kyalami|Johannesburg', 'tomorrow', '09:00')),
      ],
    ],
  ),
};
