import { followUp, theOther, type LabelledSet } from '../labels';
import { after } from '../follow-up-rows';

/**
 * Eighth held-out set: replies to the proposal open in the conversation (../open-proposals.ts)
 * that change its day, time, place, party or notes, or say the member meant the other request.
 */
export const HELD_OUT_8_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    ...after(['en'], 'chef_new', [
      ['actually make it 8 people', followUp({ partySize: 8 })],
      ['can we do sunday rather', followUp({ date: 'sun' })],
      ['7 is a bit early, half 8?', followUp({ time: '20:30' })],
      [
        'Oh, and it should be at our Bishopscourt house, not Constantia',
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      ['please add that my wife is coeliac', followUp({ notes: 'coeliac' })],
      ['we will be ten now', followUp({ partySize: 10 })],
      ['make it friday at 7:30 instead', followUp({ date: 'fri', time: '19:30' })],
      ['Could the chef come for lunch at 1 instead of dinner?', followUp({ time: '13:00' })],
      ['the kids are joining so four more, 10 in total', followUp({ partySize: 10 })],
      ['add a note: we want a braai, not fine dining', followUp({ notes: 'braai' })],
      ['change to next Saturday please, this one is full', followUp({ date: 'next:sat' })],
    ]),
    ...after(['en'], 'table_new', [
      ['rather make it 8pm then', followUp({ time: '20:00' })],
      ['for 4 rather', followUp({ partySize: 4 })],
      ['can we do tomorrow instead?', followUp({ date: 'tomorrow' })],
      [
        'Somewhere in Parkhurst rather than Rosebank please',
        followUp({ place: 'Parkhurst|Johannesburg' }),
      ],
      ['we are three now, a friend is joining', followUp({ partySize: 3 })],
      ['7 pm would be better', followUp({ time: '19:00' })],
      ['outside table if possible', followUp({ notes: 'outside' })],
      ['quarter to eight?', followUp({ time: '19:45' })],
      [
        'ooh actually Melrose Arch is closer for us',
        followUp({ place: 'Melrose Arch|Johannesburg' }),
      ],
      ['Friday at the same time please', followUp({ date: 'fri' })],
      ['make it a table for six at 20h30', followUp({ partySize: 6, time: '20:30' })],
    ]),
    ...after(['en'], 'driver_new', [
      ['flight moved, make it 11:45', followUp({ time: '11:45' })],
      [
        'from Lanseria not OR Tambo',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['day after tomorrow actually', followUp({ date: '+2' })],
      ['can he be there at 8:30 instead', followUp({ time: '08:30' })],
      [
        'Please note I will have two large suitcases and a bicycle box',
        followUp({ notes: 'bicycle' }),
      ],
      ['oh its on saturday sorry, same time', followUp({ date: 'sat' })],
      ['make it quarter past 10', followUp({ time: '10:15' })],
      ['He must hold a sign with the name Mokoena', followUp({ notes: 'Mokoena' })],
      ['Rather from my house in Sandton', followUp({ place: 'Sandton|Johannesburg' })],
      ['monday 6am please', followUp({ date: 'mon', time: '06:00' })],
      ['she lands at 7:20, make it then', followUp({ time: '07:20' })],
    ]),
    ...after(['en'], 'yacht_new', [
      ['make it 14 of us', followUp({ partySize: 14 })],
      ['can we go out at 11 in the morning instead', followUp({ time: '11:00' })],
      ['saturday would work better', followUp({ date: 'sat' })],
      ['We would rather leave from Hout Bay harbour', followUp({ place: 'Hout Bay|Cape Town' })],
      ['only six of us now', followUp({ partySize: 6 })],
      ['could we do sunset instead of 3?', followUp({ time: '18:00' })],
      ['add that we want to go snorkelling if the water is calm', followUp({ notes: 'snorkel' })],
      ['next sunday, same time, same people', followUp({ date: 'next:sun' })],
      ['14h30 please', followUp({ time: '14:30' })],
      ['twelve guests and leave at 4', followUp({ partySize: 12, time: '16:00' })],
    ]),
    ...after(['en'], 'cancel_driver', [
      ['no not that one, the other driver', theOther],
      ['wrong one! I meant friday', theOther],
      ['Sorry, the Cape Town one, not tomorrow', theOther],
      ['not the airport tomorrow, the chauffeur next week', theOther],
      ['the other one please, sorry for the confusion', theOther],
      ['No, keep tomorrow. Cancel the 6pm one in Cape Town', theOther],
      ['nope, the confirmed one with Cape Executive', theOther],
      ['hmm no, the other booking', theOther],
      ['not tomorrows, the friday one man', theOther],
    ]),
    ...after(['en'], 'change_chef', [
      ['make it 20h30 rather', followUp({ time: '20:30' })],
      ['not the chef, I meant the restaurant tonight', theOther],
      ['and we are 10 now', followUp({ partySize: 10 })],
      ['wrong booking, the test kitchen one', theOther],
      ['actually make it sunday at 8', followUp({ date: 'sun', time: '20:00' })],
      ['the other one', theOther],
      ['8 is fine but tell him there is a nut allergy', followUp({ notes: 'nut' })],
      ['sorry, 7:45 not 8', followUp({ time: '19:45' })],
      ['Nope, the table for two, not the chef', theOther],
      ['could it rather be friday', followUp({ date: 'fri' })],
      ['and the party is 6 now, not 8', followUp({ partySize: 6 })],
    ]),
  ],
};
