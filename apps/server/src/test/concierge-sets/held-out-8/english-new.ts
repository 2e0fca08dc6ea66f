import { asks, req, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Eighth held-out set: one new request per message, in English, over every service type, in
 * every register from two words to a paragraph, with the day and time in many notations.
 */
export const HELD_OUT_8_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // Drivers.
      [
        'driver at lanseria 2moro 7:45am pls',
        asks(
          req(
            'personal_driver',
            'Lanseria International Airport|Johannesburg',
            'tomorrow',
            '07:45',
          ),
        ),
      ],
      [
        'I need a chauffeur to take me from Rosebank to the Union Buildings on Thursday at 8',
        asks(req('personal_driver', 'Rosebank|Johannesburg', 'thu', '08:00')),
      ],
      [
        'Could someone collect my mother from King Shaka on Friday? She lands at 13h15.',
        asks(req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '13:15')),
      ],
      [
        'need a lift from Sea Point to the airport at 5 tomorrow morning',
        asks(req('personal_driver', 'Sea Point|Cape Town', 'tomorrow', '05:00')),
      ],
      [
        'Pls arrange a driver for the day in Stellenbosch on the 17th from 9am, we want to do a few wine farms',
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'dom:17', '09:00')),
      ],
      [
        'driver from Umhlanga to the Durban ICC at quarter to eight on Wednesday',
        asks(req('personal_driver', 'Umhlanga|Durban', 'wed', '07:45')),
      ],
      [
        'Good afternoon. Kindly arrange transport from OR Tambo for a guest arriving on the SA 343 next Tuesday at 16:05.',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'next:tue',
            '16:05',
          ),
        ),
      ],
      // Luxury vehicles.
      [
        'I want to hire a Range Rover Sport for the weekend, collecting in Sandton on Friday at noon',
        asks(req('luxury_vehicle', 'Sandton|Johannesburg', 'fri', '12:00')),
      ],
      [
        'can i get a convertible to drive chappies on saturday? picking up in Hout Bay at 10',
        asks(req('luxury_vehicle', 'Hout Bay|Cape Town', 'sat', '10:00')),
      ],
      [
        'Please have a Mercedes G63 delivered to my house in Steyn City tomorrow morning',
        asks(req('luxury_vehicle', 'Steyn City|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'luxury car rental in George from the 2nd, something like a Porsche Macan',
        asks(req('luxury_vehicle', 'George|Garden Route', 'dom:2', null)),
      ],
      [
        'Need a Bentley for my daughter’s matric dance on Friday evening in Waterkloof, self-drive is fine, my husband will drive',
        asks(req('luxury_vehicle', 'Waterkloof|Pretoria', 'fri', '19:00')),
      ],
      // Chefs.
      [
        'private chef for 6 on friday night at our place in Llandudno',
        asks(req('private_chef', 'Llandudno|Cape Town', 'fri', '20:00', { partySize: 6 })),
      ],
      [
        'Can you find a chef to cook a Cape Malay feast for twelve at home in Tokai on Sunday at 1pm?',
        asks(req('private_chef', 'Tokai|Cape Town', 'sun', '13:00', { partySize: 12 })),
      ],
      [
        'chef needed tmrw evening in Houghton, dinner for 4, banting menu',
        asks(req('private_chef', 'Houghton|Johannesburg', 'tomorrow', '19:00', { partySize: 4 })),
      ],
      [
        'I would like a sushi chef at my home in La Lucia on the 23rd at 7:30pm for a party of 14',
        asks(req('private_chef', 'La Lucia|Durban', 'dom:23', '19:30', { partySize: 14 })),
      ],
      [
        'We need a chef for a braai at the farm near Parys on Saturday, about 25 people, from 12',
        asks(req('private_chef', 'Parys|Vaal Triangle', 'sat', '12:00', { partySize: 25 })),
      ],
      [
        'Chef for two at the villa in Clifton tonight, something romantic',
        asks(req('private_chef', 'Clifton|Cape Town', 'today', '20:00', { partySize: 2 })),
      ],
      // Events.
      [
        'Can you plan my son’s 30th birthday in Maboneng on the 8th? About 70 people',
        asks(req('event_planning', 'Maboneng|Johannesburg', 'dom:8', null, { partySize: 70 })),
      ],
      [
        'we are looking for someone to organise a product launch at the CTICC on the 19th at 6pm',
        asks(req('event_planning', 'CTICC|Cape Town', 'dom:19', '18:00')),
      ],
      [
        'Please organise a proposal setup on the beach at Umhloti... sorry Umdloti, Saturday at sunset',
        asks(req('event_planning', 'Umdloti|Durban', 'sat', '18:00')),
      ],
      [
        'Year-end party for the office, 40 staff, somewhere in Bedfordview, Friday the 5th',
        asks(req('event_planning', 'Bedfordview|Johannesburg', 'dom:5', null, { partySize: 40 })),
      ],
      [
        'I need help planning a memorial service for my late father in Pietermaritzburg next Saturday at 10',
        asks(req('event_planning', 'Pietermaritzburg|Pietermaritzburg', 'next:sat', '10:00')),
      ],
      [
        'Organise a kitchen tea for my sister at Zimbali on Sunday the 14th',
        asks(req('event_planning', 'Zimbali|Durban', 'dom:14', null)),
      ],
      // Accommodation.
      [
        'looking for a bush lodge in the Waterberg from Friday for 3 nights, 2 adults 2 kids',
        asks(req('accommodation', 'Waterberg|Waterberg', 'fri', null, { partySize: 4 })),
      ],
      [
        'Please book a suite at the Saxon for tomorrow',
        asks(req('accommodation', 'The Saxon|Johannesburg', 'tomorrow', null)),
      ],
      [
        'a self-catering house in Paternoster for the long weekend, from Thursday',
        asks(req('accommodation', 'Paternoster|West Coast', 'thu', null)),
      ],
      [
        'villa in Bantry Bay with a heated pool, from the 1st for a week, 8 guests',
        asks(req('accommodation', 'Bantry Bay|Cape Town', 'dom:1', null, { partySize: 8 })),
      ],
      [
        'Need a hotel room in Bloemfontein on Monday, just one night, close to the Free State Stadium',
        asks(
          req(
            'accommodation',
            ['Bloemfontein|Bloemfontein', 'Free State Stadium|Bloemfontein'],
            'mon',
            null,
          ),
        ),
      ],
      [
        'Can you get us into Tswalu from the 26th? Two of us',
        asks(req('accommodation', 'Tswalu|Kalahari', 'dom:26', null, { partySize: 2 })),
      ],
      [
        'book a guest house in Clarens for next Friday',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'next:fri', null)),
      ],
      // Yachts.
      [
        'yacht from the V&A on saturday at 4, 8 people, we want champagne and sunset views',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '16:00', { partySize: 8 })),
      ],
      [
        'Could you charter a catamaran in Plett for Sunday morning for the two of us?',
        asks(
          req('yacht_charter', 'Plettenberg Bay|Garden Route', 'sun', '09:00', { partySize: 2 }),
        ),
      ],
      [
        'I want to take 20 clients out on a boat from Durban Point on Friday afternoon',
        asks(req('yacht_charter', 'Durban Point|Durban', 'fri', '15:00', { partySize: 20 })),
      ],
      [
        'sailing trip on the Langebaan Lagoon day after tomorrow at 10:30, six of us',
        asks(req('yacht_charter', 'Langebaan Lagoon|West Coast', '+2', '10:30', { partySize: 6 })),
      ],
      [
        'Please arrange a whale watching boat from Hermanus on the 11th at 9, for 5',
        asks(req('yacht_charter', 'Hermanus|Overberg', 'dom:11', '09:00', { partySize: 5 })),
      ],
      // Personal shopping.
      [
        'I need a personal shopper at Mall of Africa on Saturday at 11, for a wedding outfit',
        asks(req('personal_shopping', 'Mall of Africa|Johannesburg', 'sat', '11:00')),
      ],
      [
        'Can a stylist meet me at the V&A tomorrow afternoon? I need a few outfits for a trip',
        asks(req('personal_shopping', 'V&A Waterfront|Cape Town', 'tomorrow', '15:00')),
      ],
      [
        'someone to pick out school uniforms and shoes for my 3 kids in Fourways on wednesday',
        asks(req('personal_shopping', 'Fourways|Johannesburg', 'wed', null)),
      ],
      [
        'Please buy a birthday present for my wife, jewellery, from Sandton City by Friday, budget R20 000',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'fri', null)),
      ],
      [
        'personal shopper at Gateway in Umhlanga next thurs 10am',
        asks(
          req(
            'personal_shopping',
            ['Gateway Theatre of Shopping|Durban', 'Umhlanga|Durban'],
            'next:thu',
            '10:00',
          ),
        ),
      ],
      [
        'I’d like help shopping for a suit at Hyde Park Corner on Monday at 3',
        asks(req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'mon', '15:00')),
      ],
      // Travel.
      [
        'book me a flight from Cape Town to Joburg on Sunday evening',
        asks(req('travel', 'Cape Town|Cape Town', 'sun', '19:00')),
      ],
      [
        'Can you sort out visas and flights to Mauritius for the family? We leave on the 21st',
        asks(req('travel', null, 'dom:21', null)),
      ],
      [
        'helicopter from Sandton to Sun City on Saturday at 9am for 4',
        asks(req('travel', 'Sandton|Johannesburg', 'sat', '09:00', { partySize: 4 })),
      ],
      [
        'Two tickets on Rovos Rail from Pretoria on the 15th please',
        asks(req('travel', 'Pretoria|Pretoria', 'dom:15', null, { partySize: 2 })),
      ],
      [
        'flights to Gqeberha tomorrow, first one out',
        asks(req('travel', 'Gqeberha|Gqeberha', 'tomorrow', null)),
      ],
      [
        'Please book a charter flight from Wonderboom to Hoedspruit on Friday at 7am',
        asks(req('travel', ['Wonderboom Airport|Pretoria', 'Wonderboom|Pretoria'], 'fri', '07:00')),
      ],
      // Security.
      [
        'I need a bodyguard for a meeting in Rosebank tomorrow at 2pm',
        asks(req('security', 'Rosebank|Johannesburg', 'tomorrow', '14:00')),
      ],
      [
        'Can you arrange armed response to escort us from OR Tambo on Thursday at 22:30? We are carrying valuables',
        asks(req('security', 'OR Tambo International Airport|Johannesburg', 'thu', '22:30')),
      ],
      [
        'security guards for our house party in Umhlanga on Saturday night, 2 guards',
        asks(req('security', 'Umhlanga|Durban', 'sat', '20:00')),
      ],
      [
        'close protection for my wife while shopping in Menlyn on friday morning',
        asks(req('security', 'Menlyn|Pretoria', 'fri', '09:00')),
      ],
      [
        'We would like a security detail at the wedding in Franschhoek on the 27th',
        asks(req('security', 'Franschhoek|Cape Winelands', 'dom:27', null)),
      ],
      // Other premium services.
      [
        'hair and makeup at home in Sandhurst on Saturday at 8am for 3 ladies',
        asks(req('other', 'Sandhurst|Johannesburg', 'sat', '08:00', { partySize: 3 })),
      ],
      [
        'Can you book a tee time at Gary Player Country Club for Sunday at 7:20 for four?',
        asks(
          req('other', 'Gary Player Country Club|Pilanesberg', 'sun', '07:20', { partySize: 4 }),
        ),
      ],
      [
        'need a dog sitter in Kenilworth from friday',
        asks(req('other', 'Kenilworth|Cape Town', 'fri', null)),
      ],
      [
        'Two tickets to the Springboks at Ellis Park on Saturday please',
        asks(req('other', 'Ellis Park|Johannesburg', 'sat', null, { partySize: 2 })),
      ],
      [
        'a massage therapist at our hotel in Hazyview tomorrow at 5pm',
        asks(req('other', 'Hazyview|Mbombela', 'tomorrow', '17:00')),
      ],
      [
        'book a table for 2 at a wine farm in Constantia for lunch tomorrow',
        asks(table('Constantia|Cape Town', 'tomorrow', '12:30', 2)),
      ],
      [
        'Please arrange a photographer for a family shoot at Kirstenbosch on Sunday morning',
        asks(req('other', 'Kirstenbosch|Cape Town', 'sun', '09:00')),
      ],
      [
        'nanny for the evening in Morningside, tonight from 6:30',
        asks(req('other', 'Morningside|Johannesburg', 'today', '18:30')),
      ],
    ],
  ),
};
