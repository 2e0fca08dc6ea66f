import {
  asks,
  cancel,
  change,
  either,
  human,
  outOfScope,
  question,
  req,
  rowsIn,
  status,
  table,
  type LabelledSet,
} from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');

/**
 * Ninth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("kan jy vir my a driver kry for tomorrow", "ngicela a table for two"); the reply may be in
 * either.
 */
export const HELD_OUT_9_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af', 'en'],
      [
        [
          'Kan jy vir my a driver kry for tomorrow at 7, from Sandton to Lanseria?',
          asks(req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '07:00')),
        ],
        [
          'Bespreek asb a table for 4 at Marble vanaand om 8',
          asks(table(null, 'today', '20:00', 4)),
        ],
        [
          "ek need 'n chef vir Saterdag, 10 people, at our house in Stellies",
          asks(req('private_chef', 'Stellenbosch|Cape Winelands', 'sat', null, { partySize: 10 })),
        ],
        ['Cancel asseblief die driver vir môreoggend by OR Tambo', cancel('driver_tomorrow')],
        ['is die yacht confirmed vir Sondag?', status('yacht')],
        ['Hoeveel requests het ek nog left vir die res van die maand?', question('allowance')],
        ['Move die chef na 8pm asb', change('chef', { time: '20:00' })],
        ['ag nee man, cancel die table tonight, ek is te moeg', cancel('table_tonight')],
        [
          "Kan julle 'n villa in Plett book van die 20ste af? Ons is 3 families",
          asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:20', null)),
        ],
        ["Ek wil graag met 'n real person praat please", human],
        [
          "Book vir ons 'n boat trip from Hout Bay Saterdag at 11, 8 mense",
          asks(req('yacht_charter', 'Hout Bay|Cape Town', 'sat', '11:00', { partySize: 8 })),
        ],
        [
          'Sorry hoor, kan jy die dinner booking vanaand na 9 skuif?',
          change('table_tonight', { time: '21:00' }),
        ],
        ['Watter tier is ek op?', question('tier')],
        [
          'ek soek security vir die function by Lanzerac op Vrydag from 6pm',
          asks(req('security', 'Lanzerac|Cape Winelands', 'fri', '18:00')),
        ],
        [
          'flights to Joburg Maandagoggend vir my en my man',
          asks(req('travel', 'Johannesburg|Johannesburg', 'mon', '09:00')),
        ],
        [
          "Kan jy 'n tafel kry vir ses by Jordan in Stellenbosch, Sondag lunch?",
          asks(table('Stellenbosch|Cape Winelands', 'sun', '12:30', 6)),
        ],
        ['Gee my a summary van my bookings vir hierdie week', question('upcoming')],
        ['Plz cancel my driver, ek ry self', cancel(DRIVERS)],
        ['Wat se weather gaan ons kry in Hermanus die naweek?', outOfScope],
        [
          'Ons is nou 12 vir die boat op Sondag, net so you know',
          change('yacht', { partySize: 12 }),
        ],
        [
          "Kry vir my 'n personal shopper in Canal Walk môre om 2",
          asks(req('personal_shopping', 'Canal Walk|Cape Town', 'tomorrow', '14:00')),
        ],
        [
          'bodyguard vir die kids by die V&A op Saterdag vanaf 10',
          asks(req('security', 'V&A Waterfront|Cape Town', 'sat', '10:00')),
        ],
        ['Is my trial amper klaar? When moet ek betaal?', question('renewal')],
        ['Die Camps Bay villa, any news?', status('villa')],
        [
          "Kan jy 'n Range Rover organise vir Woensdag in George?",
          asks(req('luxury_vehicle', 'George|Garden Route', 'wed', null)),
        ],
        [
          'Tafel vir 2 tonight at 7:30 in Green Point asb',
          asks(table('Green Point|Cape Town', 'today', '19:30', 2)),
        ],
        ['Wat onthou jy about my food preferences?', question('memory')],
        [
          "Ons wil graag 'n tafel hê vir 5 at Tashas in Hyde Park, Saterdag 10am",
          asks(table('Hyde Park|Johannesburg', 'sat', '10:00', 5)),
        ],
      ],
    ),
    ...rowsIn(
      ['zu', 'en'],
      [
        [
          'Ngicela a driver from King Shaka tomorrow at 11',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '11:00'),
          ),
        ],
        [
          'Ngifuna a table for two eMhlanga tonight ngo-8',
          asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
        ],
        ['Please khansela i-chef yangoMgqibelo', cancel('chef')],
        [
          'Sawubona, ngicela ukubhuka a villa in Ballito from Friday',
          asks(req('accommodation', 'Ballito|Durban', 'fri', null)),
        ],
        ['Is the yacht confirmed? Ngicela ungitshele', status('yacht')],
        ['Ngicela ukukhuluma ne-real person, please', human],
        [
          'Bengicela security for my event eSandton ngoMgqibelo from 7pm',
          asks(req('security', 'Sandton|Johannesburg', 'sat', '19:00')),
        ],
        ['Which tier am I on? Ngicela ungitshele', question('tier')],
        [
          'Ngidinga flights to Cape Town on Monday, ekuseni',
          asks(req('travel', 'Cape Town|Cape Town', 'mon', '09:00')),
        ],
        [
          'Umshayeli for tomorrow, can he come at 10 instead?',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        [
          'Ngicela a private chef for 6 eWestville ngoLwesihlanu at 7pm',
          asks(req('private_chef', 'Westville|Durban', 'fri', '19:00', { partySize: 6 })),
        ],
        ['Ngicela ukhansele the table tonight, angisakwazi ukuza', cancel('table_tonight')],
        [
          'I need a Range Rover eThekwini from Thursday, ngicela',
          asks(req('luxury_vehicle', 'Durban|Durban', 'thu', null)),
        ],
        ['How many requests ngisele nazo kule nyanga?', question('allowance')],
        [
          'Ngicela i-boat at the V&A on Sunday at 2pm, sizoba 8',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 8 })),
        ],
        [
          'Sharp, book us a table for 4 eRosebank kusasa at 1',
          asks(table('Rosebank|Johannesburg', 'tomorrow', '13:00', 4)),
        ],
        ["What's on my schedule this week, ngicela?", question('upcoming')],
        [
          'Ngicela a personal shopper eSandton City ngoMgqibelo at 10am',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '10:00')),
        ],
        ['The weather eThekwini kusasa, lizona?', outOfScope],
        ['Khansela my driver', cancel(DRIVERS)],
        [
          'Ngidinga a bodyguard tonight eMelrose Arch from 9',
          asks(req('security', 'Melrose Arch|Johannesburg', 'today', '21:00')),
        ],
        ['Move the dinner yangoMgqibelo to 8pm', change('chef', { time: '20:00' })],
        [
          'Ngicela u-chef for a braai eFourways ngeSonto at 12, abantu abayi-15',
          asks(req('private_chef', 'Fourways|Johannesburg', 'sun', '12:00', { partySize: 15 })),
        ],
        ['Yebo, any update ngomshayeli wangoLwesihlanu?', status('driver_friday')],
        [
          'Ngifuna i-hotel eMhlanga for two nights from tomorrow',
          asks(req('accommodation', 'Umhlanga|Durban', 'tomorrow', null)),
        ],
        [
          'Bengicela a helicopter from Durban to the Drakensberg ngoMgqibelo at 9am',
          asks(req(['travel', 'other'], 'Durban|Durban', 'sat', '09:00')),
        ],
        ['What do you remember about me? Ngicela ungitshele', question('memory')],
        [
          'Ngicela a driver plus a table for 2 eMhlanga kusasa: driver ngo-7, table ngo-7:30',
          asks(
            req('personal_driver', ['Umhlanga|Durban', null], 'tomorrow', '19:00'),
            table('Umhlanga|Durban', 'tomorrow', '19:30', 2),
          ),
        ],
        [
          'Can you book a chef for tonight? Ngicela for 4, eHillcrest at 7',
          asks(req('private_chef', 'Hillcrest|Durban', 'today', '19:00', { partySize: 4 })),
        ],
      ],
    ),
  ],
};
