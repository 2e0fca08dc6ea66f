import { asks, type LabelledSet, req, rowsIn, table } from './labels';
import { MORE_MULTI_ROWS } from './multi-itineraries';

/**
 * Several new requests in one message (2 to 5), up to a 2,000-character itinerary.
 *
 * Label semantics: `kind 'new'` with one request per service asked, in the order the message asks
 * them, each with type, place, date and time as a human would file it: a day or place said once
 * carries to the requests that plainly share it ("a driver tomorrow at 9 and a chef in the
 * evening" -> the chef tomorrow 19:00), never to the ones that name their own. A restaurant table
 * is type 'other' with dining true (and its party size when said).
 */
export const MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'I need a driver from OR Tambo tomorrow at 9am and a chef at our house in Sandton tomorrow at 7pm',
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '09:00',
            ),
            req('private_chef', 'Sandton|Johannesburg', 'tomorrow', '19:00'),
          ),
        ],
        [
          'Book a villa in Camps Bay from Friday and a yacht from the V&A Waterfront on Saturday at 3pm',
          asks(
            req('accommodation', 'Camps Bay|Cape Town', 'fri', null),
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '15:00'),
          ),
        ],
        [
          'Please get me a Range Rover in Umhlanga on Monday and a bodyguard for the evening in Durban on Monday at 7pm',
          asks(
            req('luxury_vehicle', 'Umhlanga|Durban', 'mon', null),
            req('security', 'Durban|Durban', 'mon', '19:00'),
          ),
        ],
        [
          'Flights from Joburg to Cape Town on Friday morning, plus a driver to meet me at Cape Town airport on Friday at 11am',
          asks(
            req('travel', 'Johannesburg|Johannesburg', 'fri', '09:00'),
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '11:00'),
          ),
        ],
        [
          'A personal shopper at Sandton City on Saturday morning and then a table for 2 in Rosebank at 8pm on Saturday',
          asks(
            req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '09:00'),
            table('Rosebank|Johannesburg', 'sat', '20:00', 2),
          ),
        ],
        [
          'need a driver tomorrow at 8 from Sandton to Pretoria and a chef in the evening at home in Sandton',
          asks(
            req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '08:00'),
            req('private_chef', 'Sandton|Johannesburg', 'tomorrow', '19:00'),
          ),
        ],
        [
          'Two things: a chef for Saturday night in Constantia, and a driver to take us to the airport on Sunday at 10am',
          asks(
            req('private_chef', 'Constantia|Cape Town', 'sat', '20:00'),
            req('personal_driver', [null, 'Constantia|Cape Town'], 'sun', '10:00'),
          ),
        ],
        [
          'Book a game lodge in the Kruger for Friday and flights from Joburg to Skukuza on Friday at 7am',
          asks(
            req('accommodation', 'Kruger|Kruger', 'fri', null),
            req('travel', 'Johannesburg|Johannesburg', 'fri', '07:00'),
          ),
        ],
        [
          'Can you sort a Bentley for the wedding in Paarl on the 13th and a photographer for the same day at 2pm',
          asks(
            req('luxury_vehicle', 'Paarl|Cape Winelands', 'dom:13', null),
            req('other', 'Paarl|Cape Winelands', 'dom:13', '14:00'),
          ),
        ],
        [
          'I want a sunset cruise in Hout Bay on Saturday and a table for 4 in Camps Bay after at 8pm',
          asks(
            req('yacht_charter', 'Hout Bay|Cape Town', 'sat', '18:00'),
            table('Camps Bay|Cape Town', 'sat', '20:00', 4),
          ),
        ],
        [
          'Event planner for a 40th in Fourways on the 20th, and a caterer for the same party',
          asks(
            req('event_planning', 'Fourways|Johannesburg', 'dom:20', null),
            req('private_chef', 'Fourways|Johannesburg', 'dom:20', null),
          ),
        ],
        [
          'pls book a hotel in Sandton for tmrw night and a driver from Lanseria tmrw at 4pm',
          asks(
            req('accommodation', 'Sandton|Johannesburg', 'tomorrow', null),
            req('personal_driver', 'Lanseria|Johannesburg', 'tomorrow', '16:00'),
          ),
        ],
        [
          'Security for my house in Clifton on Friday, a chef on Friday at 7pm for 10 guests, and a driver to collect the guests at 6pm',
          asks(
            req('security', 'Clifton|Cape Town', 'fri', null),
            req('private_chef', 'Clifton|Cape Town', 'fri', '19:00'),
            req('personal_driver', ['Clifton|Cape Town', null], 'fri', '18:00'),
          ),
        ],
        [
          'A spa day in Stellenbosch on Saturday and a wine tram tour in Franschhoek on Sunday morning',
          asks(
            req('other', 'Stellenbosch|Cape Winelands', 'sat', null),
            req(
              'other',
              ['Franschhoek Wine Tram|Cape Winelands', 'Franschhoek|Cape Winelands'],
              'sun',
              '09:00',
            ),
          ),
        ],
        [
          'Need flights to Durban on Thursday at 6am, a car at King Shaka when I land, and a room in Umhlanga for Thursday night',
          asks(
            req('travel', 'Durban|Durban', 'thu', '06:00'),
            req('luxury_vehicle', 'King Shaka International Airport|Durban', 'thu', null),
            req('accommodation', 'Umhlanga|Durban', 'thu', null),
          ),
        ],
        [
          'Book a table for 2 at La Colombe tonight at 7 and a driver to take us there at 6:30',
          asks(table(null, 'today', '19:00', 2), req('personal_driver', null, 'today', '18:30')),
        ],
        [
          'A personal shopper in Rosebank tomorrow at 10 and a stylist for hair and make up tomorrow at 4pm',
          asks(
            req('personal_shopping', 'Rosebank|Johannesburg', 'tomorrow', '10:00'),
            req('other', 'Rosebank|Johannesburg', 'tomorrow', '16:00'),
          ),
        ],
        [
          'Can I get a yacht in Knysna on Saturday at 11am and a B&B in Knysna for Saturday night?',
          asks(
            req('yacht_charter', 'Knysna|Garden Route', 'sat', '11:00'),
            req('accommodation', 'Knysna|Garden Route', 'sat', null),
          ),
        ],
        [
          'Driver to Loftus on Saturday at 2pm and 4 tickets for the rugby at Loftus on Saturday',
          asks(
            req('personal_driver', 'Loftus Versfeld|Pretoria', 'sat', '14:00'),
            req('other', 'Loftus Versfeld|Pretoria', 'sat', null),
          ),
        ],
        [
          'Villa in Plett for the 20th, a chef there on the 21st at 7pm and a boat trip on the 22nd in the afternoon',
          asks(
            req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:20', null),
            req('private_chef', 'Plettenberg Bay|Garden Route', 'dom:21', '19:00'),
            req('yacht_charter', 'Plettenberg Bay|Garden Route', 'dom:22', '15:00'),
          ),
        ],
        [
          'I need a nanny on Saturday from 6pm in Bryanston and a table for 2 in Sandton that night at 7:30',
          asks(
            req('other', 'Bryanston|Johannesburg', 'sat', '18:00'),
            table('Sandton|Johannesburg', 'sat', '19:30', 2),
          ),
        ],
        [
          'Range Rover at Cape Town airport on Monday at 10am and accommodation in Franschhoek for Monday night',
          asks(
            req('luxury_vehicle', 'Cape Town International Airport|Cape Town', 'mon', '10:00'),
            req('accommodation', 'Franschhoek|Cape Winelands', 'mon', null),
          ),
        ],
        [
          'Book flights to Cape Town for Friday and a table for 4 at The Test Kitchen on Friday at 8pm',
          asks(req('travel', 'Cape Town|Cape Town', 'fri', null), table(null, 'fri', '20:00', 4)),
        ],
        [
          'Please arrange flowers delivered in Durbanville tomorrow and a chef there for dinner at 7pm',
          asks(
            req('other', 'Durbanville|Cape Town', 'tomorrow', null),
            req('private_chef', 'Durbanville|Cape Town', 'tomorrow', '19:00'),
          ),
        ],
        [
          'Bodyguard and driver for me in Sandton on Friday at 9am',
          asks(
            req('security', 'Sandton|Johannesburg', 'fri', '09:00'),
            req('personal_driver', 'Sandton|Johannesburg', 'fri', '09:00'),
          ),
        ],
        [
          'Sort me a luxury car in Ballito on Saturday and a table for 6 in Umhlanga on Saturday at 7pm',
          asks(
            req('luxury_vehicle', 'Ballito|Durban', 'sat', null),
            table('Umhlanga|Durban', 'sat', '19:00', 6),
          ),
        ],
        [
          'A massage at home in Morningside at 5pm today and a chef at 7pm tonight',
          asks(
            req('other', 'Morningside|Johannesburg', 'today', '17:00'),
            req('private_chef', 'Morningside|Johannesburg', 'today', '19:00'),
          ),
        ],
        [
          'Tee time at Fancourt on Sunday morning, and a room at Fancourt for Saturday night',
          asks(
            req('other', 'Fancourt|Garden Route', 'sun', '09:00'),
            req('accommodation', 'Fancourt|Garden Route', 'sat', null),
          ),
        ],
        [
          'Plan a proposal on Table Mountain at sunset on Friday, a photographer for it, and a table for 2 in Camps Bay at 8pm after',
          asks(
            req('event_planning', 'Table Mountain|Cape Town', 'fri', '18:00'),
            req('other', 'Table Mountain|Cape Town', 'fri', '18:00'),
            table('Camps Bay|Cape Town', 'fri', '20:00', 2),
          ),
        ],
        [
          'Driver from King Shaka to Zimbali on the 9th at 2pm and a chef at the Zimbali house on the 9th at 7pm',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'dom:9', '14:00'),
            req('private_chef', 'Zimbali|Durban', 'dom:9', '19:00'),
          ),
        ],
        [
          'hotel in Pretoria for Tuesday night and a driver from OR Tambo on Tuesday at 5pm',
          asks(
            req('accommodation', 'Pretoria|Pretoria', 'tue', null),
            req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'tue', '17:00'),
          ),
        ],
        [
          'Could you get me a personal shopper at the V&A Waterfront on Saturday at 10 and then lunch for 2 there at 1pm?',
          asks(
            req('personal_shopping', 'V&A Waterfront|Cape Town', 'sat', '10:00'),
            table('V&A Waterfront|Cape Town', 'sat', '13:00', 2),
          ),
        ],
        [
          'I need security for an event in Steyn City on Friday evening and an event planner for it too',
          asks(
            req('security', 'Steyn City|Johannesburg', 'fri', '19:00'),
            req('event_planning', 'Steyn City|Johannesburg', 'fri', '19:00'),
          ),
        ],
        [
          "Yacht from Simon's Town on Sunday at noon and a driver to get us there from Constantia at 11am",
          asks(
            req('yacht_charter', "Simon's Town|Cape Town", 'sun', '12:00'),
            req('personal_driver', 'Constantia|Cape Town', 'sun', '11:00'),
          ),
        ],
        [
          'flights jhb to durban on the 3rd, hotel in umhlanga 3rd to 5th, car hire at king shaka on the 3rd',
          asks(
            req('travel', 'Johannesburg|Johannesburg', 'dom:3', null),
            req('accommodation', 'Umhlanga|Durban', 'dom:3', null),
            req('luxury_vehicle', 'King Shaka International Airport|Durban', 'dom:3', null),
          ),
        ],
        [
          'Babysitter in Fourways tonight at 6 and a table for 2 in Fourways at 7:30 tonight',
          asks(
            req('other', 'Fourways|Johannesburg', 'today', '18:00'),
            table('Fourways|Johannesburg', 'today', '19:30', 2),
          ),
        ],
        [
          'Please book a chef for Friday at 7pm in Waterkloof and a sommelier for the same dinner',
          asks(
            req('private_chef', 'Waterkloof|Pretoria', 'fri', '19:00'),
            req('other', 'Waterkloof|Pretoria', 'fri', '19:00'),
          ),
        ],
        [
          'A helicopter flip over Cape Town on Saturday morning and a yacht in the afternoon from the V&A Waterfront',
          asks(
            req(['travel', 'other'], 'Cape Town|Cape Town', 'sat', '09:00'),
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '15:00'),
          ),
        ],
        [
          'I need a driver on Monday at 7am from Houghton to Sandton, and again on Tuesday at 7am',
          asks(
            req('personal_driver', 'Houghton|Johannesburg', 'mon', '07:00'),
            req('personal_driver', 'Houghton|Johannesburg', 'tue', '07:00'),
          ),
        ],
        [
          'Book 2 nights in a lodge in the Pilanesberg from Friday and a game drive on Saturday at 6am',
          asks(
            req('accommodation', 'Pilanesberg|Pilanesberg', 'fri', null),
            req('other', 'Pilanesberg|Pilanesberg', 'sat', '06:00'),
          ),
        ],
        [
          'Event planner for a baby shower in Umhlanga on Sunday at 11, and a photographer from 11 too',
          asks(
            req('event_planning', 'Umhlanga|Durban', 'sun', '11:00'),
            req('other', 'Umhlanga|Durban', 'sun', '11:00'),
          ),
        ],
        [
          'can you get me a cabriolet in Stellenbosch on Saturday and a table for 2 at a wine farm there at 1pm',
          asks(
            req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'sat', null),
            table('Stellenbosch|Cape Winelands', 'sat', '13:00', 2),
          ),
        ],
        [
          'A chef for Sunday lunch in Bryanston for 12 and a driver to take my parents home at 4pm',
          asks(
            req('private_chef', 'Bryanston|Johannesburg', 'sun', '12:30'),
            req('personal_driver', 'Bryanston|Johannesburg', 'sun', '16:00'),
          ),
        ],
        [
          'Accommodation in Clarens for Friday night and a horse ride on Saturday morning',
          asks(
            req('accommodation', 'Clarens|Eastern Free State', 'fri', null),
            req('other', 'Clarens|Eastern Free State', 'sat', '09:00'),
          ),
        ],
        [
          'Flights to George on Thursday, a car at George airport, and a room in Knysna for 3 nights from Thursday',
          asks(
            req('travel', 'George|Garden Route', 'thu', null),
            req('luxury_vehicle', 'George Airport|Garden Route', 'thu', null),
            req('accommodation', 'Knysna|Garden Route', 'thu', null),
          ),
        ],
        [
          'A bodyguard for tonight in Montecasino and a driver to get me there at 7pm',
          asks(
            req('security', 'Montecasino|Johannesburg', 'today', '20:00'),
            req('personal_driver', 'Montecasino|Johannesburg', 'today', '19:00'),
          ),
        ],
        [
          'I want a speedboat on the Vaal River on Saturday at 10, a braai master for 20 at 1pm, and a driver home at 6pm',
          asks(
            req('yacht_charter', 'Vaal River|Vaal Triangle', 'sat', '10:00'),
            req('private_chef', 'Vaal River|Vaal Triangle', 'sat', '13:00'),
            req('personal_driver', 'Vaal River|Vaal Triangle', 'sat', '18:00'),
          ),
        ],
        [
          'Please organise: flights Cape Town to Joburg on Monday 7am, driver at OR Tambo Monday 9:30am, table for 4 in Sandton Monday 7pm, hotel in Sandton Monday night',
          asks(
            req('travel', 'Cape Town|Cape Town', 'mon', '07:00'),
            req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'mon', '09:30'),
            table('Sandton|Johannesburg', 'mon', '19:00', 4),
            req('accommodation', 'Sandton|Johannesburg', 'mon', null),
          ),
        ],
        [
          'Saturday: personal shopper at Mall of Africa at 10am, hair and makeup at 3pm in Midrand, and a Range Rover to the gala at 6pm',
          asks(
            req('personal_shopping', 'Mall of Africa|Johannesburg', 'sat', '10:00'),
            req('other', 'Midrand|Johannesburg', 'sat', '15:00'),
            req('luxury_vehicle', 'Midrand|Johannesburg', 'sat', '18:00'),
          ),
        ],
        [
          "My in-laws arrive on Friday. I need a driver from Cape Town airport at 2pm, a guesthouse in Simon's Town for Friday night, a chef for Saturday at 7pm for 8 in Simon's Town and a whale watching boat on Sunday morning in Hermanus",
          asks(
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '14:00'),
            req('accommodation', "Simon's Town|Cape Town", 'fri', null),
            req('private_chef', "Simon's Town|Cape Town", 'sat', '19:00'),
            req('yacht_charter', 'Hermanus|Overberg', 'sun', '09:00'),
          ),
        ],
        [
          'Two tables please: one for 2 tonight at 7 in Sea Point, one for 6 tomorrow at 1pm in Camps Bay',
          asks(
            table('Sea Point|Cape Town', 'today', '19:00', 2),
            table('Camps Bay|Cape Town', 'tomorrow', '13:00', 6),
          ),
        ],
        [
          'Get me a driver in Durban on Wednesday at 8am, and security for a meeting in Umhlanga on Wednesday at 10am',
          asks(
            req('personal_driver', 'Durban|Durban', 'wed', '08:00'),
            req('security', 'Umhlanga|Durban', 'wed', '10:00'),
          ),
        ],
        [
          'Chef in Ballito on Saturday at 6pm and a villa in Ballito for the weekend',
          asks(
            req('private_chef', 'Ballito|Durban', 'sat', '18:00'),
            req('accommodation', 'Ballito|Durban', 'sat', null),
          ),
        ],
        [
          'Could you book me flights to Port Elizabeth on the 5th and a car at the airport there on the 5th at noon',
          asks(
            req('travel', 'Gqeberha|Gqeberha', 'dom:5', null),
            req(
              'luxury_vehicle',
              'Chief Dawid Stuurman International Airport|Gqeberha',
              'dom:5',
              '12:00',
            ),
          ),
        ],
        [
          'A table for 8 at the Oyster Box on Sunday at 12:30 and a driver from Ballito to the Oyster Box at 11:45',
          asks(
            table('Oyster Box|Durban', 'sun', '12:30', 8),
            req('personal_driver', 'Ballito|Durban', 'sun', '11:45'),
          ),
        ],
        [
          'Need a stylist in Jozi tomorrow at 10 and a tailor to alter a suit by Friday',
          asks(
            req('personal_shopping', 'Johannesburg|Johannesburg', 'tomorrow', '10:00'),
            req(['other', 'personal_shopping'], 'Johannesburg|Johannesburg', 'fri', null),
          ),
        ],
        [
          'Please get a driver to collect me at Lanseria on Wednesday at 3pm and book a table for 2 at Marble for Wednesday at 7pm',
          asks(
            req('personal_driver', 'Lanseria International Airport|Johannesburg', 'wed', '15:00'),
            table(null, 'wed', '19:00', 2),
          ),
        ],
        [
          'hey, need 2 things for sat: guards for our party in Houghton from 6pm and a dj at 8pm',
          asks(
            req('security', 'Houghton|Johannesburg', 'sat', '18:00'),
            req(['other', 'event_planning'], 'Houghton|Johannesburg', 'sat', '20:00'),
          ),
        ],
        [
          'Could you book a yacht in Durban harbour on the 12th at 4pm for 10 people, and a driver to take everyone back to Umhlanga at 8pm?',
          asks(
            req('yacht_charter', 'Durban|Durban', 'dom:12', '16:00'),
            req('personal_driver', 'Umhlanga|Durban', 'dom:12', '20:00'),
          ),
        ],
        [
          'Hi there. Next weekend is our anniversary. Please book a suite in Franschhoek for Friday night, a chef to cook for us there on Saturday at 7pm, and a table for 2 for lunch on Sunday at 1pm in Franschhoek. Thanks!',
          asks(
            req('accommodation', 'Franschhoek|Cape Winelands', 'next:fri', null),
            req('private_chef', 'Franschhoek|Cape Winelands', 'next:sat', '19:00'),
            table('Franschhoek|Cape Winelands', 'next:sun', '13:00', 2),
          ),
        ],
        [
          'Hello Aurum team. My husband and I are flying in from London on Friday and I would love your help with the whole weekend. We land at Cape Town airport at 7:40am, so please have a driver waiting for us at arrivals with a name board and take us to the hotel. We will be tired so nothing else that morning. On Friday evening at 7pm we would like dinner for 2 somewhere special in Constantia, ideally with a wine pairing, and please note my husband does not eat shellfish. On Saturday we want to explore the winelands: a private tour of Stellenbosch from 10am with a driver who knows the estates, lunch included, nothing too rushed. Sunday morning we like to go to church, so a driver from the hotel to church in Rondebosch at 9am and back at 11am would be wonderful. On Sunday afternoon at 3pm we would love a private sunset cruise from the V&A Waterfront, champagne on board if possible, just the two of us. Thank you so much, we are really looking forward to it.',
          asks(
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '07:40'),
            table('Constantia|Cape Town', 'fri', '19:00', 2),
            req(['other', 'personal_driver'], 'Stellenbosch|Cape Winelands', 'sat', '10:00'),
            req('personal_driver', 'Rondebosch|Cape Town', 'sun', '09:00'),
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00'),
          ),
        ],
        [
          'Morning! Big week ahead for my team and I need a hand with a few things, please read carefully. On Monday at 6am we need a luxury people carrier, ideally a Mercedes V-Class, to take five of us from Sandton to OR Tambo for the early flight. Please also book the flights: Joburg to Durban on Monday, the 8:30am one if there is space, business class for five. In Durban we need rooms for the five of us in Umhlanga for Monday and Tuesday night, sea facing if you can. On Tuesday evening at 7pm we are hosting clients, so please book a private dining room for 12 at a good restaurant in Umhlanga, and we will need some discreet security for that dinner as two of the guests are high profile. Wednesday we fly back in the afternoon, we will sort that ourselves. Please send everything through for me to confirm one by one, thanks!',
          asks(
            req(['luxury_vehicle', 'personal_driver'], 'Sandton|Johannesburg', 'mon', '06:00'),
            req('travel', 'Johannesburg|Johannesburg', 'mon', '08:30'),
            req('accommodation', 'Umhlanga|Durban', 'mon', null),
            table('Umhlanga|Durban', 'tue', '19:00', 12),
            req('security', 'Umhlanga|Durban', 'tue', '19:00'),
          ),
        ],
      ],
    ),
    ...MORE_MULTI_ROWS,
  ],
};
