import { followUp, theOther, type LabelledSet } from '../labels';
import { rowsAfter } from './rows-after';

/**
 * Held-out follow-ups: a message that changes the proposal open in the conversation
 * (open-proposals.ts) or picks its alternative; written without reading the first set or the
 * engine. Never tune the engine on these rows.
 */
export const HELD_OUT_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    ...rowsAfter(['en'], 'chef_new', [
      ['make it 8pm rather', followUp({ time: '20:00' })],
      ['Actually we will be 8, not 6', followUp({ partySize: 8 })],
      ['can we do Sunday instead?', followUp({ date: 'sun' })],
      ['Hmm, half past seven would be better', followUp({ time: '19:30' })],
      ['Please add that one guest is allergic to shellfish', followUp({ notes: 'shellfish' })],
      [
        "It's at our place in Bishopscourt, not Constantia",
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      ['for 10 people pls', followUp({ partySize: 10 })],
      ['Friday at 7 instead', followUp({ date: 'fri', time: '19:00' })],
    ]),
    ...rowsAfter(['en'], 'table_new', [
      ['make it 4 of us', followUp({ partySize: 4 })],
      ["8 o'clock would be better", followUp({ time: '20:00' })],
      ['rather tomorrow, same time pls', followUp({ date: 'tomorrow' })],
      ['Can it be in Melrose Arch instead?', followUp({ place: 'Melrose Arch|Johannesburg' })],
      ['actually 3 people', followUp({ partySize: 3 })],
      ['earlier pls, 6:30', followUp({ time: '18:30' })],
      ['Change it to Friday at 8pm', followUp({ date: 'fri', time: '20:00' })],
      ['we need a table for six now', followUp({ partySize: 6 })],
      ['9pm then', followUp({ time: '21:00' })],
    ]),
    ...rowsAfter(['en'], 'driver_new', [
      ['7am works better', followUp({ time: '07:00' })],
      ['8:30 instead please', followUp({ time: '08:30' })],
      [
        'Pick me up from Lanseria instead',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['actually Thursday', followUp({ date: 'thu' })],
      ['My flight was moved, can we do 11:15?', followUp({ time: '11:15' })],
      ['Sorry, the day after tomorrow, not tomorrow', followUp({ date: '+2' })],
      ['collect me at Sandton instead pls', followUp({ place: 'Sandton|Johannesburg' })],
      ['Can you add that I have two big suitcases', followUp({ notes: 'suitcases' })],
    ]),
    ...rowsAfter(['en'], 'yacht_new', [
      ['make it 12 people', followUp({ partySize: 12 })],
      ['Saturday instead of Sunday', followUp({ date: 'sat' })],
      ['can we go out at sunset rather?', followUp({ time: '18:00' })],
      ['actually only 6 of us', followUp({ partySize: 6 })],
      ['11am would be great', followUp({ time: '11:00' })],
      ["Let's do Hout Bay instead of the Waterfront", followUp({ place: 'Hout Bay|Cape Town' })],
    ]),
    ...rowsAfter(['en'], 'cancel_driver', [
      ['nope, the other one', theOther],
      ['Not that one, the Friday driver', theOther],
      ['wrong driver, I meant the other booking', theOther],
      ['No no, the one in Cape Town', theOther],
      ['the other one please', theOther],
    ]),
    ...rowsAfter(['en'], 'change_chef', [
      ['no the other one', theOther],
      ['Sorry, I meant the restaurant booking, not the chef', theOther],
      ['make it 8:30 rather', followUp({ time: '20:30' })],
      ['Actually 9pm', followUp({ time: '21:00' })],
      ["I meant tonight's table", theOther],
      ['and make it 10 guests', followUp({ partySize: 10 })],
    ]),
  ],
};
