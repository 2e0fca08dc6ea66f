import { asks, req, rowsIn, table, type LabelledSet } from '../labels';

/**
 * Fourth held-out set: several requests in one message (two to five), in the order the member
 * names them; six are long itineraries of 900 to 1,900 characters.
 */
export const HELD_OUT_4_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      [
        'Need a driver from King Shaka to Umhlanga tomorrow at 2pm, and a table for 2 at the Oyster Box at 8pm tomorrow',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '14:00'),
          table('Oyster Box|Durban', 'tomorrow', '20:00', 2),
        ),
      ],
      [
        'Book a chef for Saturday night at our house in Clifton for 10 people, and a yacht from the V&A on Sunday at noon for the same group',
        asks(
          req('private_chef', 'Clifton|Cape Town', 'sat', '20:00', { partySize: 10 }),
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '12:00'),
        ),
      ],
      [
        'pls sort a Range Rover in Plett from Friday, and a villa in Plett for 6 from Friday too',
        asks(
          req('luxury_vehicle', 'Plettenberg Bay|Garden Route', 'fri', null),
          req('accommodation', 'Plettenberg Bay|Garden Route', 'fri', null),
        ),
      ],
      [
        'Flights from Cape Town to Joburg on Monday morning, and a driver at OR Tambo when I land at 11am',
        asks(
          req('travel', 'Cape Town|Cape Town', 'mon', '09:00'),
          req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'mon', '11:00'),
        ),
      ],
      [
        "Security for my daughter's 21st in Houghton on Saturday from 7pm, and an event planner to set up the party in Houghton at 2pm that day",
        asks(
          req('security', 'Houghton|Johannesburg', 'sat', '19:00'),
          req('event_planning', 'Houghton|Johannesburg', 'sat', '14:00'),
        ),
      ],
      [
        'I need a stylist to take me shopping at Sandton City on Thursday at 10am and then lunch for 2 at Sandton City at 1pm',
        asks(
          req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '10:00'),
          table('Sandton City|Johannesburg', 'thu', '13:00', 2),
        ),
      ],
      [
        'Private jet from Lanseria to Plett on Friday at 8am, and a chauffeur to meet us at Plett airport at 9:30am',
        asks(
          req('travel', 'Lanseria International Airport|Johannesburg', 'fri', '08:00'),
          req('personal_driver', 'Plettenberg Bay Airport|Garden Route', 'fri', '09:30'),
        ),
      ],
      [
        'Can you book a table for 4 at Marble tonight at 7pm and a driver to collect us from Houghton at 6:30pm',
        asks(
          table(null, 'today', '19:00', 4),
          req('personal_driver', 'Houghton|Johannesburg', 'today', '18:30'),
        ),
      ],
      [
        'we need a lodge in Sabi Sand from the 10th for 4 nights, and flights from Joburg to Skukuza on the 10th at 7am',
        asks(
          req('accommodation', 'Sabi Sand|Kruger', 'dom:10', null),
          req('travel', 'Johannesburg|Johannesburg', 'dom:10', '07:00'),
        ),
      ],
      [
        'A private chef on Friday at 7pm in Ballito for 8, a bodyguard for Saturday evening in Umhlanga, and a yacht charter from Durban Point on Sunday at 10am',
        asks(
          req('private_chef', 'Ballito|Durban', 'fri', '19:00', { partySize: 8 }),
          req('security', 'Umhlanga|Durban', 'sat', '19:00'),
          req('yacht_charter', 'Durban Point|Durban', 'sun', '10:00'),
        ),
      ],
      [
        'Need a G-Wagon in Sandton tomorrow morning and a personal shopper at Mall of Africa at 2pm tomorrow',
        asks(
          req('luxury_vehicle', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
          req('personal_shopping', 'Mall of Africa|Johannesburg', 'tomorrow', '14:00'),
        ),
      ],
      [
        'Please book the Mount Nelson for 3 nights from the 5th, and a table for 2 at Ellerman House on the 6th at 8pm',
        asks(
          req('accommodation', 'Mount Nelson|Cape Town', 'dom:5', null),
          table('Ellerman House|Cape Town', 'dom:6', '20:00', 2),
        ),
      ],
      [
        'Driver to take us from Stellenbosch to the airport on Sunday at 6am, and flights from Cape Town to Durban on Sunday at 9am',
        asks(
          req('personal_driver', 'Stellenbosch|Cape Winelands', 'sun', '06:00'),
          req('travel', 'Cape Town|Cape Town', 'sun', '09:00'),
        ),
      ],
      [
        'Organise a surprise 40th for my husband at our home in Durbanville on the 18th, and a chef to cook for 25 in Durbanville that night at 7pm',
        asks(
          req('event_planning', 'Durbanville|Cape Town', 'dom:18', null),
          req('private_chef', 'Durbanville|Cape Town', 'dom:18', '19:00', { partySize: 25 }),
        ),
      ],
      [
        'tmrw: driver at 7am from Sandton to Pretoria, then dinner for 3 in Menlyn at 7pm',
        asks(
          req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '07:00'),
          table('Menlyn|Pretoria', 'tomorrow', '19:00', 3),
        ),
      ],
      [
        'Two things pls - a Porsche 911 for Saturday in Cape Town, and a spa day at the Mount Nelson on Sunday at 10am',
        asks(
          req('luxury_vehicle', 'Cape Town|Cape Town', 'sat', null),
          req('other', 'Mount Nelson|Cape Town', 'sun', '10:00'),
        ),
      ],
      [
        'Book a catamaran from Hout Bay on Saturday at 2pm for 12 people and a table for 12 in Hout Bay at 7pm after',
        asks(
          req('yacht_charter', 'Hout Bay|Cape Town', 'sat', '14:00', { partySize: 12 }),
          table('Hout Bay|Cape Town', 'sat', '19:00', 12),
        ),
      ],
      [
        "flights from OR Tambo to Mauritius on the 22nd, and a driver to get me to OR Tambo that morning at 6 o'clock",
        asks(
          req('travel', 'OR Tambo International Airport|Johannesburg', 'dom:22', null),
          req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'dom:22', '06:00'),
        ),
      ],
      [
        'Can you get me a bodyguard at the Sandton Convention Centre on Wednesday from 9am, and a driver for the same day from 8:30am in Sandton',
        asks(
          req('security', 'Sandton Convention Centre|Johannesburg', 'wed', '09:00'),
          req('personal_driver', 'Sandton|Johannesburg', 'wed', '08:30'),
        ),
      ],
      [
        "I'm hiring a Range Rover at George Airport on the 19th at noon, plus a villa in Knysna for the week from the 19th",
        asks(
          req('luxury_vehicle', 'George Airport|Garden Route', 'dom:19', '12:00'),
          req('accommodation', 'Knysna|Garden Route', 'dom:19', null),
        ),
      ],
      [
        'Need 2 things: personal shopper in Rosebank on Friday at 11am and a restaurant for 6 in Rosebank on Friday at 8pm',
        asks(
          req('personal_shopping', 'Rosebank|Johannesburg', 'fri', '11:00'),
          table('Rosebank|Johannesburg', 'fri', '20:00', 6),
        ),
      ],
      [
        'a hotel suite in Umhlanga from Thursday, and a private chef to cook in the suite in Umhlanga on Thursday night for 4',
        asks(
          req('accommodation', 'Umhlanga|Durban', 'thu', null),
          req('private_chef', 'Umhlanga|Durban', 'thu', '20:00', { partySize: 4 }),
        ),
      ],
      [
        'Driver at 5:30pm on Friday from the Wanderers to Melrose Arch, and a table for 8 at Melrose Arch at 7pm',
        asks(
          req('personal_driver', 'Wanderers Stadium|Johannesburg', 'fri', '17:30'),
          table('Melrose Arch|Johannesburg', 'fri', '19:00', 8),
        ),
      ],
      [
        'I need a yacht in Knysna on Saturday at 11am for 8, and a Range Rover in Knysna from Friday',
        asks(
          req('yacht_charter', 'Knysna|Garden Route', 'sat', '11:00', { partySize: 8 }),
          req('luxury_vehicle', 'Knysna|Garden Route', 'fri', null),
        ),
      ],
      [
        'wedding in Franschhoek on the 12th: need an event planner, security for 200 guests, and a driver for the bride at 2pm that day',
        asks(
          req('event_planning', 'Franschhoek|Cape Winelands', 'dom:12', null),
          req('security', 'Franschhoek|Cape Winelands', 'dom:12', null),
          req('personal_driver', 'Franschhoek|Cape Winelands', 'dom:12', '14:00'),
        ),
      ],
      [
        'Flights Joburg to Cape Town on Thursday at 6am, a villa in Bantry Bay from Thursday, and a driver at Cape Town airport at 8:15am on Thursday',
        asks(
          req('travel', 'Johannesburg|Johannesburg', 'thu', '06:00'),
          req('accommodation', 'Bantry Bay|Cape Town', 'thu', null),
          req('personal_driver', 'Cape Town International Airport|Cape Town', 'thu', '08:15'),
        ),
      ],
      [
        'Chef for a braai at our place in Kyalami on Sunday at 1pm for 15, and a personal shopper in Fourways tomorrow to get gifts',
        asks(
          req('private_chef', 'Kyalami|Johannesburg', 'sun', '13:00', { partySize: 15 }),
          req('personal_shopping', 'Fourways|Johannesburg', 'tomorrow', null),
        ),
      ],
      [
        'Two tables pls: 4 people at 1pm on Saturday in Stellenbosch, and 2 people at 8pm on Saturday in Franschhoek',
        asks(
          table('Stellenbosch|Cape Winelands', 'sat', '13:00', 4),
          table('Franschhoek|Cape Winelands', 'sat', '20:00', 2),
        ),
      ],
      [
        'I want to spoil my wife: a yacht at sunset from the V&A on Friday for 2, then a table for 2 at 8:30pm at the V&A Waterfront',
        asks(
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'fri', '18:00', { partySize: 2 }),
          table('V&A Waterfront|Cape Town', 'fri', '20:30', 2),
        ),
      ],
      [
        'Pls sort a security escort from OR Tambo at 10pm tonight and a suite at the Saxon, checking in today',
        asks(
          req('security', 'OR Tambo International Airport|Johannesburg', 'today', '22:00'),
          req('accommodation', 'The Saxon|Johannesburg', 'today', null),
        ),
      ],
      [
        'I need a driver on Monday from 8am in Waterkloof and a table for 4 in Brooklyn, Pretoria at 1pm on Monday',
        asks(
          req('personal_driver', 'Waterkloof|Pretoria', 'mon', '08:00'),
          table('Brooklyn|Pretoria', 'mon', '13:00', 4),
        ),
      ],
      [
        'Need a villa in Ballito from 20 December and a chef at the villa on Christmas Day for 12',
        asks(
          req('accommodation', 'Ballito|Durban', 'md:12-20', null),
          req('private_chef', ['Ballito|Durban', null], 'md:12-25', null, { partySize: 12 }),
        ),
      ],
      [
        'Book flights from King Shaka to Cape Town on the 3rd at 7am, and the flight back on the 7th at 6pm',
        asks(
          req('travel', 'King Shaka International Airport|Durban', 'dom:3', '07:00'),
          req(
            'travel',
            ['Cape Town|Cape Town', 'King Shaka International Airport|Durban'],
            'dom:7',
            '18:00',
          ),
        ),
      ],
      [
        'can u get me a driver in Hermanus on saturday at 10am and a boat for whale watching from Hermanus at 11am, 6 of us',
        asks(
          req('personal_driver', 'Hermanus|Overberg', 'sat', '10:00'),
          req('yacht_charter', 'Hermanus|Overberg', 'sat', '11:00', { partySize: 6 }),
        ),
      ],
      // Long itineraries.
      [
        "Hi Aurum team, my parents are flying in from London and I want everything to be perfect for them. They land at Cape Town International next Thursday at 7:40am on the BA flight, so please have a driver waiting at arrivals with a name board; they'll have 4 big suitcases so a proper vehicle, not a sedan, and take them to our house. " +
          "On the Friday evening we'd like a private chef at our house in Bishopscourt for the whole family, 9 of us, from 7pm. My mom is pescatarian and my dad can't do gluten, please pass that on to the chef and nothing else. " +
          'On the Saturday we want to take them out on the water: a yacht from the V&A Waterfront at 11am for the 9 of us, ideally with a light lunch on board and some bubbly. ' +
          'Then on the Sunday a long family lunch for 9 at Groot Constantia at 1pm before they fly home that evening (we will drive them ourselves). ' +
          "Thanks so much, you guys are lifesavers, I honestly don't know how I managed before.",
        asks(
          req('personal_driver', 'Cape Town International Airport|Cape Town', 'next:thu', '07:40'),
          req('private_chef', 'Bishopscourt|Cape Town', 'next:fri', '19:00', { partySize: 9 }),
          req('yacht_charter', 'V&A Waterfront|Cape Town', 'next:sat', '11:00', { partySize: 9 }),
          table('Groot Constantia|Cape Town', 'next:sun', '13:00', 9),
        ),
      ],
      [
        "Morning! I'm hosting our top clients at our house in Zimbali from the 14th and need help with a few things, please treat it as one project. " +
          "First, a driver at King Shaka airport on the 14th at 10:30am to bring 3 guests up the coast to Zimbali; they're coming in from Joburg on the early flight and will have golf bags. " +
          'Then on the evening of the 14th a private chef at the Zimbali house for 10 people at 7:30pm, a braai plus some seafood, one guest is vegetarian and another does not eat pork. ' +
          "On the 15th we'd like a deep-sea fishing boat from Durban Point at 6am for 6 of us, with a skipper who knows what he's doing, tackle and breakfast on board. " +
          'Also could you organise security for the Zimbali house from the 14th, for the two nights, something discreet: the guests are well known and we do not want a fuss at the gate. ' +
          "That's all for now. Oh, and please keep the notes short for the providers, they don't need my life story.",
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'dom:14', '10:30'),
          req('private_chef', 'Zimbali|Durban', 'dom:14', '19:30', { partySize: 10 }),
          req('yacht_charter', 'Durban Point|Durban', 'dom:15', '06:00', { partySize: 6 }),
          req('security', 'Zimbali|Durban', 'dom:14', null),
        ),
      ],
      [
        "Hey, big weekend coming up for my wife's 40th and I need Aurum to pull it all together without her finding out. " +
          'Friday: she flies back from Durban, landing at OR Tambo at 4:15pm, so a chauffeur please, and take her straight to the Saxon where I will be waiting. ' +
          'Book us a suite at the Saxon for Friday and Saturday, the nicest one they have, with flowers and champagne in the room when she arrives. ' +
          'Saturday morning a personal shopper for her at Sandton City from 10am; budget is not the issue, she likes Max Mara and local designers, size 36. ' +
          'Saturday night is the big one: a table for 14 in a private dining room somewhere in Sandton at 7:30pm, her friends are all coming and I have a speech planned. ' +
          "Sunday we'll need a driver to OR Tambo at 2pm because we fly to Mauritius for a few days after. " +
          "Please don't mention anything to her if a provider phones the house, it's a surprise!! And no lilies in any of the flowers, she's allergic to them.",
        asks(
          req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'fri', '16:15'),
          req('accommodation', 'The Saxon|Johannesburg', 'fri', null),
          req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '10:00'),
          table('Sandton|Johannesburg', 'sat', '19:30', 14),
          req(
            'personal_driver',
            ['OR Tambo International Airport|Johannesburg', 'The Saxon|Johannesburg'],
            'sun',
            '14:00',
          ),
        ),
      ],
      [
        "We're doing the Garden Route over the December holidays, party of 6 (2 adults and 4 teenagers), and I'd love Aurum to book the lot. " +
          'Flights from Joburg to George on 16 December, a morning flight around 8am please, economy is fine for the kids but we would like to sit together. ' +
          'A Range Rover or similar big SUV to collect at George Airport on 16 December at 11am, self-drive, with space for 6 and all the luggage. ' +
          'A house in Plettenberg Bay from 16 December to the 27th, sea-facing, 4 bedrooms minimum, a pool would be great and decent wifi because my husband will be working a bit. ' +
          'On Christmas Eve we would love a chef to cook dinner at the Plett house at 7pm for the 6 of us, traditional turkey and gammon, and note that one of the kids is allergic to nuts. ' +
          'And a boat trip from Knysna on 20 December at 10am to see the Heads, whole family, nothing too rough as my daughter gets seasick. Budget is flexible, thanks!',
        asks(
          req('travel', 'Johannesburg|Johannesburg', 'md:12-16', '08:00'),
          req('luxury_vehicle', 'George Airport|Garden Route', 'md:12-16', '11:00'),
          req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-16', null),
          req('private_chef', 'Plettenberg Bay|Garden Route', 'md:12-24', '19:00', {
            partySize: 6,
          }),
          req('yacht_charter', 'Knysna|Garden Route', 'md:12-20', '10:00', { partySize: 6 }),
        ),
      ],
      [
        "Hi there, my business partners from Germany are visiting and I'd like to show them the winelands properly. " +
          'On Tuesday the 10th, could you arrange a chauffeur to collect the four of us from the Mount Nelson at 9am for a full day out: wine tastings at two or three estates, you choose, nothing too touristy. ' +
          'Lunch for 4 at Delaire Graff at 1pm that day, a table on the terrace if the weather plays along. ' +
          'Then that evening I would like a table for 4 at La Residence at 7:30pm, and the same driver to wait and bring us back to town afterwards. ' +
          'On Wednesday the 11th they fly out in the late afternoon, so I would like a personal shopper to take them around the V&A Waterfront from 10am for gifts (biltong, wine, art, the usual), ' +
          'and then a driver from the V&A to Cape Town International at 1:30pm. One of them is vegetarian and the other two prefer white wine, if that helps the estates prepare. They are important to us, so the best of everything please.',
        asks(
          req(['personal_driver', 'travel'], 'Mount Nelson|Cape Town', 'dom:10', '09:00'),
          table('Delaire Graff|Cape Winelands', 'dom:10', '13:00', 4),
          table('La Residence|Cape Winelands', 'dom:10', '19:30', 4),
          req('personal_shopping', 'V&A Waterfront|Cape Town', 'dom:11', '10:00'),
          req('personal_driver', 'V&A Waterfront|Cape Town', 'dom:11', '13:30'),
        ),
      ],
      [
        'Good afternoon. I am hosting a fundraising gala at our home in Westcliff on Saturday the 21st for about 120 guests and I need proper help with it. ' +
          'Please get an event planning company on board as soon as possible: we need décor, a marquee on the lawn, a string quartet and someone to run the evening from 6pm. ' +
          'I will also need security in Westcliff for the night: at least six guards, access control at the gate and two close protection officers for a minister who is attending, from 5pm until midnight. ' +
          'Separately, the minister and his wife land at Lanseria on the 21st at 3pm, so please arrange a chauffeur with an armoured vehicle if that is possible. ' +
          'Finally, I am going to need a new evening gown for the event, so a personal stylist session at Hyde Park Corner on Thursday the 19th at 11am would be fantastic. ' +
          'Guests will park on the polo field next door, so the guards should know about that. Thank you in advance, and please send me a summary once everything is confirmed.',
        asks(
          req('event_planning', 'Westcliff|Johannesburg', 'dom:21', '18:00'),
          req('security', 'Westcliff|Johannesburg', 'dom:21', '17:00'),
          req(
            ['personal_driver', 'security'],
            'Lanseria International Airport|Johannesburg',
            'dom:21',
            '15:00',
          ),
          req('personal_shopping', 'Hyde Park Corner|Johannesburg', 'dom:19', '11:00'),
        ),
      ],
    ],
  ),
};
