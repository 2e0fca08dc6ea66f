import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, type LabelledSet } from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const TRAIN: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const CEREMONY: ServiceType[] = ['event_planning', 'other'];
const BRAAI: ServiceType[] = ['private_chef', 'event_planning', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const BALLOON: ServiceType[] = ['other', 'travel'];
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const DURBAN = ['Durban|Durban', 'King Shaka International Airport|Durban'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const SANDTON_CITY = ['Sandton City|Johannesburg', 'Sandton|Johannesburg'];
const HYDE_PARK = ['Hyde Park Corner|Johannesburg', 'Hyde Park|Johannesburg'];
const DURBAN_ICC = ['Durban ICC|Durban', 'Durban|Durban'];

/**
 * Twenty-third held-out set: one new request per message, in English, over every service type,
 * each asked in new ways (a Range Rover Sport for the week, a V-Class for the family, a Lamborghini
 * for a 50th, a car while one is repaired, a Mustang convertible, an Audi delivered; a chef for 12
 * in Zimbali, dinners after knee surgery, a sushi class, a Cape Malay dinner, keto meal prep, a
 * braai master; a son from school to hockey, a gran to her doctor, a designated driver after a
 * wedding, a Gautrain pickup, a driver for a day of meetings, a car driven to Hermanus, a 4am
 * pickup; a surprise 30th, a twins' party, an umemulo, a corporate golf day, a retirement, a
 * gender reveal, an engagement party; a lodge in Madikwe, a suite at Ellerman House, a house in
 * Kenton-on-Sea, a room near the Durban ICC, glamping in the Cederberg, a hotel after a flood, a
 * guest house in Clarens; a catamaran for a birthday, a sunset sail, a yacht in Langebaan, a
 * superyacht for a launch, a boat on Hartbeespoort Dam; a gift for a boss, a wedding outfit, a
 * bottle of wine delivered, a stylist, a suit for a gala; business class to Dubai, flights to
 * Mauritius, a UK visa, the Blue Train, a charter from Wonderboom, a flight from Durban; armed
 * guards at a mother's house, close protection for a musician, a bodyguard carrying cash,
 * security at a reception, a guard on an empty house; golf at Gary Player, a balloon ride,
 * concert tickets, a dog sitter, a manicure, a facial, a maths tutor, a cleaner, a portrait
 * photographer, a tailor, a personal trainer, roses), told with the reason first or as a story,
 * or naming a place where the service does not happen (the school, the doctor, Dubai,
 * Mauritius, the UK, Bela-Bela).
 */
export const HELD_OUT_23_ENGLISH_NEW: LabelledSet = {
  kind: 'en-new',
  goal: 0.95,
  rows: rowsIn(
    ['en'],
    [
      // luxury_vehicle
      [
        "I'd like a Range Rover Sport for the week from Monday in Sandton",
        asks(req(HIRE, 'Sandton|Johannesburg', 'mon', null)),
      ],
      [
        "Need a Mercedes V-Class for the family while we're in Cape Town from the 18th",
        asks(req(HIRE, CAPE_TOWN, 'dom:18', null)),
      ],
      [
        "Could you arrange a Lamborghini for my husband's 50th on Saturday in Umhlanga, just for the day?",
        asks(req(HIRE, 'Umhlanga|Durban', 'sat', null)),
      ],
      [
        "My car's in for repairs - I need something decent to drive from tomorrow in Pretoria",
        asks(req(HIRE, 'Pretoria|Pretoria', 'tomorrow', null)),
      ],
      [
        'A classic Mustang convertible for a drive around Franschhoek, Sunday at 10',
        asks(req(HIRE, 'Franschhoek|Cape Winelands', 'sun', '10:00')),
      ],
      [
        'Get me an Audi RS6 delivered to Camps Bay tomorrow at 9',
        asks(req(HIRE, 'Camps Bay|Cape Town', 'tomorrow', '09:00')),
      ],
      // private_chef
      [
        'A chef to cook for 12 at our house in Zimbali on Saturday at 6:30pm',
        asks(req('private_chef', 'Zimbali|Durban', 'sat', '18:30', { partySize: 12 })),
      ],
      [
        "My mom's just had knee surgery, we need someone to cook dinners for her in Durbanville from tomorrow",
        asks(req('private_chef', 'Durbanville|Cape Town', 'tomorrow', null)),
      ],
      [
        'Looking for a chef to do a sushi class at home in Houghton for 8, Friday at 7pm',
        asks(req('private_chef', 'Houghton|Johannesburg', 'fri', '19:00', { partySize: 8 })),
      ],
      [
        'A traditional Cape Malay dinner cooked at home in Fresnaye for 10 on the 21st',
        asks(req('private_chef', 'Fresnaye|Cape Town', 'dom:21', null, { partySize: 10 })),
      ],
      [
        'Keto meal prep chef in Sunninghill starting next week Monday',
        asks(req('private_chef', 'Sunninghill|Johannesburg', 'next:mon', null)),
      ],
      [
        'braai master for our family day in Centurion on Sunday at 12, about 25 people',
        asks(req(BRAAI, 'Centurion|Pretoria', 'sun', '12:00', { partySize: 25 })),
      ],
      // personal_driver
      [
        'I need a driver to take my son from school in Rondebosch to hockey in Newlands tomorrow at 2:30',
        asks(
          req(
            'personal_driver',
            ['Rondebosch|Cape Town', 'Newlands|Cape Town'],
            'tomorrow',
            '14:30',
          ),
        ),
      ],
      [
        'Driver for my gran from Bellville to her doctor in Claremont on the 16th at 10am',
        asks(req('personal_driver', 'Bellville|Cape Town', 'dom:16', '10:00')),
      ],
      [
        'Designated driver for us after a wedding in Stellenbosch on Saturday, pick-up 11pm',
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'sat', '23:00')),
      ],
      [
        'Please send a chauffeur to collect me from the Sandton Gautrain station at 5:45pm today',
        asks(req('personal_driver', 'Sandton|Johannesburg', 'today', '17:45')),
      ],
      [
        'I need a driver for the whole day on Friday from 8am in Joburg, meetings all over',
        asks(req('personal_driver', JOBURG, 'fri', '08:00')),
      ],
      [
        "Can someone drive my car from Cape Town to Hermanus on the 20th? I'll fly back",
        asks(req('personal_driver', CAPE_TOWN, 'dom:20', null)),
      ],
      [
        '4am pickup in Ballito tomorrow for an early flight out of King Shaka',
        asks(req('personal_driver', 'Ballito|Durban', 'tomorrow', '04:00')),
      ],
      // event_planning
      [
        'Help me plan a surprise 30th for my girlfriend in Rosebank on the 26th',
        asks(req('event_planning', 'Rosebank|Johannesburg', 'dom:26', null)),
      ],
      [
        "Organise a kids' party for my twins turning 6, Saturday at 2pm in Fourways",
        asks(req('event_planning', 'Fourways|Johannesburg', 'sat', '14:00')),
      ],
      [
        'We want to host an umemulo for my daughter in Pinetown on the 27th',
        asks(req(CEREMONY, 'Pinetown|Durban', 'dom:27', null)),
      ],
      [
        'Corporate golf day for 60 clients at Fancourt on the 19th - can you plan it?',
        asks(req('event_planning', 'Fancourt|Garden Route', 'dom:19', null, { partySize: 60 })),
      ],
      [
        'Could you arrange a retirement function for my dad in Bloemfontein on the 23rd?',
        asks(req('event_planning', 'Bloemfontein|Bloemfontein', 'dom:23', null)),
      ],
      [
        'Plan a gender reveal for us at Melrose Arch on Sunday afternoon',
        asks(
          req(
            'event_planning',
            ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'],
            'sun',
            '15:00',
          ),
        ),
      ],
      [
        'Need an engagement party planned in Ballito on the 28th, about 80 guests',
        asks(req('event_planning', 'Ballito|Durban', 'dom:28', null, { partySize: 80 })),
      ],
      // accommodation
      [
        'A lodge in Madikwe from Friday for four of us',
        asks(req('accommodation', 'Madikwe|Madikwe', 'fri', null, { partySize: 4 })),
      ],
      [
        'Book a suite at Ellerman House from the 15th',
        asks(req('accommodation', 'Ellerman House|Cape Town', 'dom:15', null)),
      ],
      [
        'We need a self-catering house in Kenton-on-Sea from the 20th, 3 bedrooms',
        asks(req('accommodation', 'Kenton-on-Sea|Sunshine Coast', 'dom:20', null)),
      ],
      [
        'A room near the Durban ICC for a conference, from tomorrow',
        asks(req('accommodation', DURBAN_ICC, 'tomorrow', null)),
      ],
      [
        'Glamping in the Cederberg from the 17th for 2 please',
        asks(req('accommodation', 'Cederberg|West Coast', 'dom:17', null, { partySize: 2 })),
      ],
      [
        'Find me a boutique hotel in Parkhurst from today, my house flooded',
        asks(req('accommodation', 'Parkhurst|Johannesburg', 'today', null)),
      ],
      [
        'Guest house in Clarens from Friday, me and my wife',
        asks(req('accommodation', 'Clarens|Eastern Free State', 'fri', null, { partySize: 2 })),
      ],
      // yacht_charter
      [
        'A catamaran for 20 from the V&A Waterfront on Saturday at 4pm for a birthday',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '16:00', { partySize: 20 })),
      ],
      [
        'Sunset sail out of Knysna for 2 tomorrow',
        asks(req(BOAT, 'Knysna|Garden Route', 'tomorrow', '18:00', { partySize: 2 })),
      ],
      [
        'Can you charter a yacht in Langebaan on Sunday at 10 for 8',
        asks(req('yacht_charter', 'Langebaan|West Coast', 'sun', '10:00', { partySize: 8 })),
      ],
      [
        'Superyacht for a product launch off Durban on the 25th, 40 guests',
        asks(req('yacht_charter', DURBAN, 'dom:25', null, { partySize: 40 })),
      ],
      [
        'A boat on Hartbeespoort Dam for 12 on Saturday afternoon',
        asks(req(BOAT, 'Hartbeespoort|Pretoria', 'sat', '15:00', { partySize: 12 })),
      ],
      // personal_shopping
      [
        'I need someone to buy and wrap a gift for my boss by Friday, budget R3000',
        asks(req(ERRAND, null, 'fri', null)),
      ],
      [
        'A personal shopper for a wedding outfit at Sandton City on Saturday at 11',
        asks(req('personal_shopping', SANDTON_CITY, 'sat', '11:00')),
      ],
      [
        'Please get a bottle of Kanonkop Paul Sauer delivered to my house in Waterkloof tomorrow',
        asks(req(ERRAND, 'Waterkloof|Pretoria', 'tomorrow', null)),
      ],
      [
        'A stylist to refresh my work wardrobe at the V&A on the 22nd',
        asks(req(ERRAND, 'V&A Waterfront|Cape Town', 'dom:22', null)),
      ],
      [
        'Need a new suit for a gala - a shopper to meet me at Hyde Park Corner tomorrow at 4',
        asks(req('personal_shopping', HYDE_PARK, 'tomorrow', '16:00')),
      ],
      // travel
      [
        'Book me business class to Dubai on the 24th, from Cape Town',
        asks(req(FLIGHT, CAPE_TOWN, 'dom:24', null)),
      ],
      [
        'Two return flights Joburg to Mauritius leaving on the 19th',
        asks(req(FLIGHT, JOBURG, 'dom:19', null, { partySize: 2 })),
      ],
      ['Can you sort out a UK visa appointment for me?', asks(req('travel', null, null, null))],
      [
        'The Blue Train from Pretoria to Cape Town on the 27th for 2',
        asks(req(TRAIN, 'Pretoria|Pretoria', 'dom:27', null, { partySize: 2 })),
      ],
      [
        'Charter a small plane from Wonderboom to Bela-Bela tomorrow at 8am',
        asks(req(FLIGHT, 'Wonderboom Airport|Pretoria', 'tomorrow', '08:00')),
      ],
      [
        'A flight to Gqeberha tomorrow morning, from Durban',
        asks(req(FLIGHT, DURBAN, 'tomorrow', '09:00')),
      ],
      // security
      [
        "I need armed guards at my mom's house in Westville from Friday",
        asks(req('security', 'Westville|Durban', 'fri', null)),
      ],
      [
        'Close protection for a visiting musician at the Durban ICC on the 18th from 6pm',
        asks(req('security', DURBAN_ICC, 'dom:18', '18:00')),
      ],
      [
        "A bodyguard to walk with me to the bank in Sandton tomorrow at 10, I'm carrying cash",
        asks(req(ESCORT, 'Sandton|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'Security for our wedding reception at Vergelegen on the 21st',
        asks(req('security', 'Vergelegen|Cape Town', 'dom:21', null)),
      ],
      [
        "Need a guard on our empty house in Bishopscourt while we're overseas, from Monday",
        asks(req('security', 'Bishopscourt|Cape Town', 'mon', null)),
      ],
      // other
      [
        'Book a tee time for 4 at Gary Player on Sunday at 7:30am',
        asks(
          req('other', 'Gary Player Country Club|Pilanesberg', 'sun', '07:30', { partySize: 4 }),
        ),
      ],
      [
        'A hot air balloon ride over Hartbeespoort on Saturday at 6am for 2',
        asks(req(BALLOON, 'Hartbeespoort|Pretoria', 'sat', '06:00', { partySize: 2 })),
      ],
      [
        'Tickets for the Kirstenbosch summer concert on Sunday for 4',
        asks(req('other', 'Kirstenbosch|Cape Town', 'sun', null, { partySize: 4 })),
      ],
      [
        "A dog sitter in Greenside from tomorrow, we're away",
        asks(req('other', 'Greenside|Johannesburg', 'tomorrow', null)),
      ],
      [
        'A manicure and pedicure at home in Sea Point today at 4pm',
        asks(req('other', 'Sea Point|Cape Town', 'today', '16:00')),
      ],
      [
        'Book me a facial at the spa in Sun City on Saturday at 11',
        asks(req('other', 'Sun City|Pilanesberg', 'sat', '11:00')),
      ],
      [
        'Can you organise a maths tutor for my son in Lynnwood, starting next week Tuesday at 4pm',
        asks(req('other', 'Lynnwood|Pretoria', 'next:tue', '16:00')),
      ],
      [
        'A cleaner for my flat in Green Point tomorrow at 8',
        asks(req('other', 'Green Point|Cape Town', 'tomorrow', '08:00')),
      ],
      [
        'A portrait photographer at Kirstenbosch on the 15th at 5pm',
        asks(req('other', 'Kirstenbosch|Cape Town', 'dom:15', '17:00')),
      ],
      [
        'Need a tailor to come to the office in Rosebank on Friday at 12',
        asks(req('other', 'Rosebank|Johannesburg', 'fri', '12:00')),
      ],
      [
        'A personal trainer at my home in Dainfern, Monday at 6am',
        asks(req('other', 'Dainfern|Johannesburg', 'mon', '06:00')),
      ],
      [
        'Please arrange a florist to deliver 50 roses to my wife in Musgrave tomorrow',
        asks(req(FLOWERS, 'Musgrave|Durban', 'tomorrow', null)),
      ],
    ],
  ),
};
