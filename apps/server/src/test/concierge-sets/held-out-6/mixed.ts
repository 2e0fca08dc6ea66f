import {
  asks,
  cancel,
  change,
  followUp,
  human,
  outOfScope,
  question,
  req,
  rowsIn,
  status,
  table,
  type LabelledSet,
} from '../labels';
import { after } from '../follow-up-rows';

/**
 * Sixth held-out set: English with Afrikaans or isiZulu words in it, as South Africans write
 * (vanaand, môre, oormôre, asseblief, mense; kusasa, namuhla, ngoMgqibelo, ngicela, umshayeli,
 * eThekwini, eKapa, eGoli); the reply may be in English or in the other language.
 */
export const HELD_OUT_6_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['en', 'af'],
      [
        [
          'Can you book a table for 4 in Stellenbosch vanaand at 7? Dankie',
          asks(table('Stellenbosch|Cape Winelands', 'today', '19:00', 4)),
        ],
        [
          'Ek need a driver môre from OR Tambo at 10am',
          asks(req('personal_driver', 'OR Tambo|Johannesburg', 'tomorrow', '10:00')),
        ],
        ['Please cancel my bestuurder for môre', cancel('driver_tomorrow')],
        [
          'Lekker, can you sort a private chef for Saterdag, 8 people, in Constantia?',
          asks(req('private_chef', 'Constantia|Cape Town', 'sat', null, { partySize: 8 })),
        ],
        ['Ag no man, the chef must come at 6 instead of 7', change('chef', { time: '18:00' })],
        [
          'Book us a villa in Hermanus from oormôre, sommer for 2 nights',
          asks(req('accommodation', 'Hermanus|Overberg', '+2', null)),
        ],
        ['Howzit, is the boot for Sunday confirmed?', status('yacht')],
        [
          'I want a jag for Saturday at the V&A, 12 mense',
          asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', null, { partySize: 12 })),
        ],
        ['Julle, what tier am I on?', question('tier')],
        ['Hoeveel requests do I have left this month?', question('allowance')],
        ['Can I speak to a real mens please, not a bot', human],
        ['Ja nee, who won the Currie Cup final?', outOfScope],
        [
          'Bespreek a table for two at the Saxon tomorrow aand at 8',
          asks(table('The Saxon|Johannesburg', 'tomorrow', '20:00', 2)),
        ],
        [
          'Need a chauffeur to fetch my ouma in Bellville on Vrydag at 10',
          asks(req('personal_driver', 'Bellville|Cape Town', 'fri', '10:00')),
        ],
        [
          'Can you arrange a chef for a braai for 20 at our plek in Pretoria-Oos next Saturday?',
          asks(req('private_chef', 'Pretoria East|Pretoria', 'next:sat', null, { partySize: 20 })),
        ],
        [
          'Sorry hey, my driver must be later, like 11, not 9',
          change('driver_tomorrow', { time: '11:00' }),
        ],
        ['Cancel the tafel for tonight asseblief', cancel('table_tonight')],
        ['Move the villa to begin a week later, dankie', change('villa', { date: '+28' })],
        [
          'Could you sort flights to Kaapstad on the 14th for the whole family, 5 of us',
          asks(req('travel', 'Cape Town|Cape Town', 'dom:14', null, { partySize: 5 })),
        ],
        ['Is daar any news on the villa?', status('villa')],
        [
          'I need sekuriteit for a function in Durbanville on Friday night',
          asks(req('security', 'Durbanville|Cape Town', 'fri', '20:00')),
        ],
        [
          'Shopping trip to Canal Walk môre morning, can someone help me pick outfits?',
          asks(req('personal_shopping', 'Canal Walk|Cape Town', 'tomorrow', '09:00')),
        ],
      ],
    ),
    ...after(['en', 'af'], 'table_new', [
      ['make it 3 people, my broer is coming too', followUp({ partySize: 3 })],
    ]),
    ...after(['en', 'af'], 'chef_new', [
      ['Sunday rather, ons is busy on Saturday', followUp({ date: 'sun' })],
    ]),
    ...rowsIn(
      ['en', 'zu'],
      [
        ['Eish, can you check what my mood was like this week', question('mood')],
        [
          'Sawubona, I need a table for 6 in Umhlanga kusasa at 7pm',
          asks(table('Umhlanga|Durban', 'tomorrow', '19:00', 6)),
        ],
        [
          'Ngicela a driver from King Shaka tomorrow at 2pm',
          asks(req('personal_driver', 'King Shaka|Durban', 'tomorrow', '14:00')),
        ],
        ['Please cancel umshayeli wami for tomorrow', cancel('driver_tomorrow')],
        [
          "Can I get a private chef ngoMgqibelo in Ballito, we're 10",
          asks(req('private_chef', 'Ballito|Durban', 'sat', null, { partySize: 10 })),
        ],
        ['Sharp, is my yacht confirmed for iSonto?', status('yacht')],
        [
          'I want to book a hotel eThekwini from Friday, two nights',
          asks(req('accommodation', 'Durban|Durban', 'fri', null)),
        ],
        ['Ngiyabonga, but can you change the chef to 8pm?', change('chef', { time: '20:00' })],
        [
          'Book a table for 2 eSandton namuhla at 8',
          asks(table('Sandton|Johannesburg', 'today', '20:00', 2)),
        ],
        ['Hawu, why did the security thing get declined?', status('security')],
        ['Ngifuna ukukhuluma with a human please', human],
        ["What's the score in the Pirates game, bafowethu?", outOfScope],
        [
          'I need flights to eKapa on Thursday morning, ngicela',
          asks(req('travel', 'Cape Town|Cape Town', 'thu', '09:00')),
        ],
        [
          "Sisi, can you organise umcimbi for my mom's birthday in Soweto on the 21st?",
          asks(req('event_planning', 'Soweto|Johannesburg', 'dom:21', null)),
        ],
        ['Khansela the boat trip please, the weather looks bad', cancel('yacht')],
        [
          'Ngicela a Range Rover for the weekend from Friday, eGoli',
          asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'fri', null)),
        ],
        ['How many bookings ngisele nazo this month?', question('allowance')],
        [
          'Ngicela a shopper at Gateway Mall ngoLwesihlanu at 10',
          asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'fri', '10:00')),
        ],
        [
          'Yebo, I need bodyguards for a funeral in Pietermaritzburg on Saturday morning',
          asks(req('security', 'Pietermaritzburg|Pietermaritzburg', 'sat', '09:00')),
        ],
        ['Please move the dinner party to iSonto, sisi', change('chef', { date: 'sun' })],
        ['Can you see my vault, mngani?', question('vault')],
        [
          'Get me a car to the airport e-Lanseria kusasa at 6am',
          asks(req('personal_driver', 'Lanseria|Johannesburg', 'tomorrow', '06:00')),
        ],
        [
          'Ngicela a table for 4 at Florida Road ngoLwesihlanu at half past seven',
          asks(table('Florida Road|Durban', 'fri', '19:30', 4)),
        ],
        ['Hey, cancel umpheki for Saturday, the party is off', cancel('chef')],
        ['What did the providers say, bhuti?', question('provider_said')],
        ['Ngibonise what I have coming up this week', question('upcoming')],
      ],
    ),
    ...after(['en', 'zu'], 'table_new', [
      ['Make it abantu abane', followUp({ partySize: 4 })],
      ['Kusasa rather, sorry', followUp({ date: 'tomorrow' })],
    ]),
  ],
};
