import {
  asks,
  cancel,
  change,
  human,
  question,
  req,
  rowsIn,
  status,
  table,
  type LabelledSet,
} from '../labels';

/**
 * Fourth held-out set: English mixed with Afrikaans (first half) or isiZulu (second half), as
 * members switch mid-sentence; the reply may be in either language.
 */
export const HELD_OUT_4_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['en', 'af'],
      [
        [
          "Hi, ek soek 'n driver for tomorrow morning at 7am from Lanseria asseblief",
          asks(
            req(
              'personal_driver',
              'Lanseria International Airport|Johannesburg',
              'tomorrow',
              '07:00',
            ),
          ),
        ],
        [
          'Can you book a tafel vir 4 vanaand at 8pm in Stellenbosch',
          asks(table('Stellenbosch|Cape Winelands', 'today', '20:00', 4)),
        ],
        ['Ek wil my villa booking cancel asseblief', cancel('villa')],
        ['Hoeveel requests het ek left this month?', question('allowance')],
        [
          'Boet, I need a chef for Saturday night in Durbanville, ons is 8',
          asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '20:00', { partySize: 8 })),
        ],
        [
          "Please reël 'n yacht vir Sondag at 2pm from the V&A, 10 mense",
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 10 })),
        ],
        [
          'My driver vir môre, can you make it 10am instead?',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        ['Is my chef vir Saterdag confirmed?', status('chef')],
        [
          'Ek need flights from Cape Town to Joburg op Vrydagoggend',
          asks(req('travel', 'Cape Town|Cape Town', 'fri', '09:00')),
        ],
        [
          'Lekker, book us a table for 2 at Delaire Graff vir lunch môre',
          asks(table('Delaire Graff|Cape Winelands', 'tomorrow', '12:30', 2)),
        ],
        ["Can I speak to 'n regte persoon please", human],
        ["Ag man, cancel die Test Kitchen booking, we're too tired", cancel('table_tonight')],
        [
          "Ek soek 'n personal shopper at Canal Walk, Donderdag 11am",
          asks(req('personal_shopping', 'Canal Walk|Cape Town', 'thu', '11:00')),
        ],
        [
          "Sort vir my 'n bodyguard for Friday night in Sandton asb",
          asks(req('security', 'Sandton|Johannesburg', 'fri', '20:00')),
        ],
        ["Wat's my tier en wanneer renew dit?", question('tier', 'renewal')],
        [
          'Ons needs a house in Hermanus vir die long weekend, from Friday',
          asks(req('accommodation', 'Hermanus|Overberg', 'fri', null)),
        ],
        ['Please shift my tafel vanaand to 7:30pm', change('table_tonight', { time: '19:30' })],
        [
          'Kan jy a Range Rover kry for me in Franschhoek oormôre?',
          asks(req('luxury_vehicle', 'Franschhoek|Cape Winelands', '+2', null)),
        ],
        [
          'Event planner nodig vir my ouers se 40ste anniversary in Paarl on the 8th',
          asks(req('event_planning', 'Paarl|Cape Winelands', 'dom:8', null)),
        ],
        ['Wat het ek coming up hierdie week?', question('upcoming')],
      ],
    ),
    ...rowsIn(
      ['en', 'zu'],
      [
        [
          'Sawubona, I need umshayeli kusasa at 10am from King Shaka',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '10:00'),
          ),
        ],
        ['Ngicela cancel my chef booking for Saturday', cancel('chef')],
        [
          'Can you book itafula for 2 eDurban North tonight at 7pm',
          asks(table('Durban North|Durban', 'today', '19:00', 2)),
        ],
        [
          'Ngifuna a yacht on Sunday afternoon from Durban Point, abantu abayi-8',
          asks(req('yacht_charter', 'Durban Point|Durban', 'sun', '15:00', { partySize: 8 })),
        ],
        [
          'Please ngicela a private chef eUmhlanga ngoMgqibelo at 7pm for 6',
          asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 6 })),
        ],
        ['Ngisele nama-requests amangaki this month?', question('allowance')],
        ['Ngicela ukukhuluma ne-human concierge please', human],
        [
          'Book me a hotel eThekwini from Friday, ngiyabonga',
          asks(req('accommodation', 'Durban|Durban', 'fri', null)),
        ],
        ['Umshayeli wami wakusasa, is he confirmed yet?', status('driver_tomorrow')],
        [
          'Ngicela ushintshe my table tonight to 6 people',
          change('table_tonight', { partySize: 6 }),
        ],
        [
          'Yebo, I need security for my party eSoweto on Saturday from 6pm',
          asks(req('security', 'Soweto|Johannesburg', 'sat', '18:00')),
        ],
        [
          'Ngidinga flights from eGoli to Cape Town ngoLwesihlanu morning',
          asks(req('travel', 'Johannesburg|Johannesburg', 'fri', '09:00')),
        ],
        [
          'Can you find umuntu ozongithengela izipho at Gateway Mall tomorrow?',
          asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'tomorrow', null)),
        ],
        [
          'Ngicela a G-Wagon eSandton kusasa at 9am',
          asks(req('luxury_vehicle', 'Sandton|Johannesburg', 'tomorrow', '09:00')),
        ],
        [
          'Help me plan umcimbi wokuzalwa for my son eBallito on the 27th',
          asks(req('event_planning', 'Ballito|Durban', 'dom:27', null)),
        ],
        [
          'Ngifuna table for 4 at the Oyster Box, kusasa ebusuku',
          asks(table('Oyster Box|Durban', 'tomorrow', '20:00', 4)),
        ],
        ["What's my tier, ngicela?", question('tier')],
        ['Khansela my yacht booking for Sunday please', cancel('yacht')],
        [
          'Ngicela a driver eMidrand to the airport namuhla at 3pm',
          asks(req('personal_driver', 'Midrand|Johannesburg', 'today', '15:00')),
        ],
        ['Has anyone replied kuma-requests ami?', question('provider_said')],
      ],
    ),
  ],
};
