import {
  asks,
  cancel,
  change,
  either,
  human,
  question,
  req,
  rowsIn,
  status,
  table,
  type LabelledSet,
} from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');

/**
 * Eighth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("kan jy n driver kry for tomorrow", "ngicela a table for two"); the reply may be in either.
 */
export const HELD_OUT_8_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af', 'en'],
      [
        [
          'Hey, kan jy n driver kry vir my from Lanseria tomorrow at 10?',
          asks(
            req(
              'personal_driver',
              'Lanseria International Airport|Johannesburg',
              'tomorrow',
              '10:00',
            ),
          ),
        ],
        [
          'Ek soek a table for 4 in Stellenbosch vanaand, around 7',
          asks(table('Stellenbosch|Cape Winelands', 'today', '19:00', 4)),
        ],
        [
          'book asseblief n chef for Saturday night by ons plek in Constantia, ons is 10',
          asks(req('private_chef', 'Constantia|Cape Town', 'sat', '20:00', { partySize: 10 })),
        ],
        ['Ag man, cancel die chef vir Saterdag, the family is sick', cancel('chef')],
        ['can jy die table tonight move na 9 uur?', change('table_tonight', { time: '21:00' })],
        ['Is die boat vir Sunday confirmed yet?', status('yacht')],
        [
          'Lekker, ek need a villa in Hermanus from the 12th vir die hele familie',
          asks(req('accommodation', 'Hermanus|Overberg', 'dom:12', null)),
        ],
        [
          'Kan julle flights book na Durban on Friday morning, asseblief?',
          asks(req('travel', 'Durban|Durban', 'fri', '09:00')),
        ],
        [
          'a Range Rover vir die naweek in Kaapstad from Friday please',
          asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'fri', null)),
        ],
        [
          'hoeveel requests is nog left vir my hierdie maand, ek verloor count',
          question('allowance'),
        ],
        ['cancel my driver asb', cancel(DRIVERS)],
        [
          'Ons wil a yacht hire in Langebaan on Sunday at 11 for 8 people',
          asks(req('yacht_charter', 'Langebaan|West Coast', 'sun', '11:00', { partySize: 8 })),
        ],
        [
          'Dinner for two in Paarl môreaand om 7:30 please',
          asks(table('Paarl|Cape Winelands', 'tomorrow', '19:30', 2)),
        ],
        ['Kan ek met a real person praat asseblief', human],
        [
          'my bestuurder tomorrow moet eerder at 8 kom, not 9',
          change('driver_tomorrow', { time: '08:00' }),
        ],
        [
          'Ek wil n personal shopper in Canal Walk on Thursday at 2pm',
          asks(req('personal_shopping', 'Canal Walk|Cape Town', 'thu', '14:00')),
        ],
        [
          'security vir n function in Pretoria oormôre at 6pm asseblief',
          asks(req('security', 'Pretoria|Pretoria', '+2', '18:00')),
        ],
        ['what membership het ek eintlik?', question('tier')],
        [
          'Plan asseblief n surprise party vir my man in Somerset West on the 25th',
          asks(req('event_planning', 'Somerset West|Cape Town', 'dom:25', null)),
        ],
        [
          'tafel vir ses at the V&A Saturday at half 8, dankie',
          asks(table('V&A Waterfront|Cape Town', 'sat', '20:30', 6)),
        ],
        ['Any nuus oor die villa in Camps Bay?', status('villa')],
        [
          'n driver vanaf Cape Town airport na Franschhoek Vrydag at 4pm en dan lunch for 2 in Franschhoek Saturday',
          asks(
            req('personal_driver', 'Cape Town International Airport|Cape Town', 'fri', '16:00'),
            table('Franschhoek|Cape Winelands', 'sat', '12:30', 2),
          ),
        ],
        ['Kan die villa for 8 people wees instead of 6?', change('villa', { partySize: 8 })],
        ['wanneer moet ek my membership weer renew?', question('renewal')],
        [
          'Boek vir ons a table at Grootbos on Sunday for lunch, ons is vier',
          asks(table('Grootbos|Overberg', 'sun', '12:30', 4)),
        ],
        [
          'ek need n chauffeur in Bloem on Monday at 9 vir n meeting',
          asks(req('personal_driver', 'Bloemfontein|Bloemfontein', 'mon', '09:00')),
        ],
      ],
    ),
    ...rowsIn(
      ['zu', 'en'],
      [
        [
          'Sawubona, I need umshayeli at King Shaka tomorrow at 9',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '09:00'),
          ),
        ],
        [
          'ngicela a table for two eMhlanga tonight',
          asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
        ],
        ['Please cancel umpheki wangoMgqibelo, ngiyabonga', cancel('chef')],
        [
          'Book me a villa eBallito from Friday, siyisithupha',
          asks(req('accommodation', 'Ballito|Durban', 'fri', null, { partySize: 6 })),
        ],
        [
          'Ngidinga a chef for Saturday at 7pm eSandton for 12 people',
          asks(req('private_chef', 'Sandton|Johannesburg', 'sat', '19:00', { partySize: 12 })),
        ],
        [
          'Yebo, can you get me flights to eKapa on Monday morning',
          asks(req('travel', 'Cape Town|Cape Town', 'mon', '09:00')),
        ],
        ['Is the yacht confirmed yini for Sunday?', status('yacht')],
        [
          'i need a bodyguard eGoli ngoLwesihlanu from 8am',
          asks(req('security', 'Johannesburg|Johannesburg', 'fri', '08:00')),
        ],
        [
          'ngicela u-change the time of my table tonight to 9pm',
          change('table_tonight', { time: '21:00' }),
        ],
        ['How many requests engisele nazo for this month, ngicela?', question('allowance')],
        [
          'a boat eThekwini on Sunday ntambama for 10 of us',
          asks(req('yacht_charter', 'Durban|Durban', 'sun', '15:00', { partySize: 10 })),
        ],
        ['Ngicela ukukhuluma with a real person please', human],
        [
          'Ngifuna a Mercedes V-Class with driver eDurban from kusasa ekuseni',
          asks(req(['personal_driver', 'luxury_vehicle'], 'Durban|Durban', 'tomorrow', '09:00')),
        ],
        [
          'table for 6 eSoweto ngeSonto at 1 please',
          asks(table('Soweto|Johannesburg', 'sun', '13:00', 6)),
        ],
        [
          'Plan a baby shower for my sister eWestville on the 19th ngicela',
          asks(req('event_planning', 'Westville|Durban', 'dom:19', null)),
        ],
        ['cancel the driver wakusasa, angisamdingi', cancel('driver_tomorrow')],
        ['What tier am I, ngicela?', question('tier')],
        [
          'I need a personal shopper eGateway Mall ngoMgqibelo at 10',
          asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'sat', '10:00')),
        ],
        ['Any news nge-chef yami?', status('chef')],
        [
          'ngidinga a driver e-OR Tambo ngo-7 ekuseni tomorrow, and a table for 3 eSandton at 8 that night',
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '07:00',
            ),
            table('Sandton|Johannesburg', 'tomorrow', '20:00', 3),
          ),
        ],
        ['Can the chef come ngo-8 instead of 7?', change('chef', { time: '20:00' })],
        [
          'Hotel ePitori from today please, sibabili',
          asks(req('accommodation', 'Pretoria|Pretoria', 'today', null, { partySize: 2 })),
        ],
        ['what do you remember about me, ngicela ungitshele', question('memory')],
        [
          'Sicela a chopper flight from Virginia Airport to Zimbali on Saturday at 10am',
          asks(req('travel', 'Virginia Airport|Durban', 'sat', '10:00')),
        ],
        [
          'I want itafula for four at the Oyster Box kusasa for lunch',
          asks(table('Oyster Box|Durban', 'tomorrow', '12:30', 4)),
        ],
        ['Show me all izicelo zami please', question('requests')],
      ],
    ),
  ],
};
