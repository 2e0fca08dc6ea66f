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
 * Third held-out set, English mixed with Afrikaans or isiZulu the way members switch mid-sentence
 * ("kan jy vir my a table book", "ngicela u-book-e i-table"): new requests, actions, questions and
 * a person. The reply may be in either language of the mix. Written without reading the engine
 * or the first two sets' rows.
 */
const EN_AF: ['en', 'af'] = ['en', 'af'];
const EN_ZU: ['en', 'zu'] = ['en', 'zu'];

export const HELD_OUT_3_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(EN_AF, [
      [
        'Hey, kan jy vir my a table for 4 book by Marble in Rosebank vanaand at 8pm?',
        asks(table('Rosebank|Johannesburg', 'today', '20:00', 4)),
      ],
      [
        "Ek need 'n driver môre at 6am from Lanseria",
        asks(req('personal_driver', 'Lanseria|Johannesburg', 'tomorrow', '06:00')),
      ],
      ['Can you cancel my driver vir môre asseblief', cancel('driver_tomorrow')],
      [
        "Book 'n chef vir Saterdag, 12 mense, at our place in Durbanville",
        asks(req('private_chef', 'Durbanville|Cape Town', 'sat', null, { partySize: 12 })),
      ],
      ["Wat's my tier again, ek het vergeet", question('tier')],
      [
        'Lekker, now get us a yacht at the V&A vir Sondagmiddag, 10 of us',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 10 })),
      ],
      ['Kan jy die chef op Saturday na 8pm move?', change('chef', { time: '20:00' })],
      ['Is my table vanaand confirmed?', status('table_tonight')],
      [
        "I need a bodyguard vir 'n function in Sandton on Friday at 7pm",
        asks(req('security', 'Sandton|Johannesburg', 'fri', '19:00')),
      ],
      [
        "Plan 'n surprise party vir my man se 40ste in Centurion on the 18th",
        asks(req('event_planning', 'Centurion|Pretoria', 'dom:18', null)),
      ],
      [
        "Asseblief, 'n table for two at Delaire Graff tomorrow at 1pm",
        asks(table('Delaire Graff|Cape Winelands', 'tomorrow', '13:00', 2)),
      ],
      [
        "Dankie! En kan jy ook 'n driver kry vir Saterdag 7pm from Stellenbosch to Franschhoek?",
        asks(req('personal_driver', 'Stellenbosch|Cape Winelands', 'sat', '19:00')),
      ],
      ['Wanneer renew my membership? Ek moet budget', question('renewal')],
      [
        "Ons wil 'n villa in Camps Bay hê for 8 people from the 10th",
        asks(req('accommodation', 'Camps Bay|Cape Town', 'dom:10', null, { partySize: 8 })),
      ],
      [
        'Hey, maak die table vanaand for 6 instead asseblief',
        change('table_tonight', { partySize: 6 }),
      ],
      [
        'Kan jy vir my a helicopter flip oor Kaapstad reel vir Sunday at 9am?',
        asks(req(['travel', 'other'], 'Cape Town|Cape Town', 'sun', '09:00')),
      ],
      [
        "Ek soek 'n personal shopper vir Friday at Canal Walk",
        asks(req('personal_shopping', 'Canal Walk|Cape Town', 'fri', null)),
      ],
      ['Which providers replied? Het iemand al teruggekom na my?', question('provider_said')],
      ['Please kanselleer die boat trip on Sunday', cancel('yacht')],
      ['Sorry man, ek moet die villa cancel', cancel('villa')],
      [
        "Reserve 'n tafel for 4 people at Tashas in Menlyn, Saterdag 11am",
        asks(table('Menlyn|Pretoria', 'sat', '11:00', 4)),
      ],
    ]),
    ...rowsIn(EN_ZU, [
      [
        'Ngicela u-book-e i-table ye-2 e-Umhlanga tonight at 7pm',
        asks(table('Umhlanga|Durban', 'today', '19:00', 2)),
      ],
      [
        'Sawubona, I need umshayeli kusasa ekuseni at 8 from King Shaka',
        asks(req('personal_driver', 'King Shaka|Durban', 'tomorrow', '08:00')),
      ],
      ['Please khansela i-table yanamuhla', cancel('table_tonight')],
      [
        'Yoh, ngidinga i-Range Rover for the weekend eGoli',
        asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', null, null)),
      ],
      ['How many requests ngisele nazo this month?', question('allowance')],
      [
        'Ngicela u-bookele i-villa eBallito for the long weekend',
        asks(req('accommodation', 'Ballito|Durban', null, null)),
      ],
      ['Ngicela u-check-e ukuthi the yacht booking is confirmed', status('yacht')],
      ['Sho, can I speak to a real person? Ngicela umuntu', human],
      [
        'Ngifuna personal shopper eSandton City kusasa at 10am',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'Book flights to eKapa for me ngoLwesihlanu morning',
        asks(req('travel', 'Cape Town|Cape Town', 'fri', '09:00')),
      ],
      ['Ngicela u-cancel-e umpheki wangoMgqibelo, plans changed', cancel('chef')],
      ['change my driver wakusasa to 10am please', change('driver_tomorrow', { time: '10:00' })],
      ['What do I have booked kuleli sonto?', question('upcoming')],
      [
        'Ngicela u-organize-e i-braai chef for 15 people eSoweto ngeSonto',
        asks(req('private_chef', 'Soweto|Johannesburg', 'sun', null, { partySize: 15 })),
      ],
      [
        'Ngicela i-holiday house eMargate for December',
        asks(req('accommodation', 'Margate|KZN South Coast', null, null)),
      ],
      [
        'Book me a spa day eZimbali ngoMgqibelo, ngicela',
        asks(req('other', 'Zimbali|Durban', 'sat', null)),
      ],
      [
        'Sharp, ngicela i-security guard for my shop ePinetown from 6pm tonight',
        asks(req('security', 'Pinetown|Durban', 'today', '18:00')),
      ],
      ['Eish, ngicela ungi-transfer to a human, this is urgent', human],
      ['Ngicela ushintshe i-villa booking ibe for 8 guests', change('villa', { partySize: 8 })],
      [
        'Nice one! Ngicela futhi i-driver from Durban airport to Umhlanga kusasa 2pm',
        asks(req('personal_driver', 'King Shaka|Durban', 'tomorrow', '14:00')),
      ],
    ]),
  ],
};
