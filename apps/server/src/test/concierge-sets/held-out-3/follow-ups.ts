import { followUp, theOther, type LabelledSet } from '../labels';
import { rowsAfter } from './rows-after';

/**
 * Third held-out set, follow-ups: a message that changes the proposal open in the conversation
 * (open-proposals.ts) or, for a cancel or change proposal, picks its alternative ("no, the other
 * one"). Relative changes are labelled with their result ("an hour later" on 19:00 is 20:00).
 * Written without reading the engine or the first two sets' rows.
 */
export const HELD_OUT_3_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new Private Chef, Saturday 19:00, Constantia, party of 6.
    ...rowsAfter(['en'], 'chef_new', [
      ['8pm rather, please', followUp({ time: '20:00' })],
      ["actually we'll be 8", followUp({ partySize: 8 })],
      ['could we move it to the Sunday instead?', followUp({ date: 'sun' })],
      ['oh and my son is allergic to peanuts', followUp({ notes: 'peanut' })],
      ["sorry, it's at our place in Tokai, not Constantia", followUp({ place: 'Tokai|Cape Town' })],
      ['make that half past 7', followUp({ time: '19:30' })],
      ['only 4 of us now', followUp({ partySize: 4 })],
      ['Friday rather, same time', followUp({ date: 'fri' })],
      ['pls add that 2 guests are vegetarian', followUp({ notes: 'vegetarian' })],
      ['can the chef come an hour later?', followUp({ time: '20:00' })],
    ]),
    // A new table, today 19:30 in Rosebank for 2.
    ...rowsAfter(['en'], 'table_new', [
      ["actually we're 6 now", followUp({ partySize: 6 })],
      ['can we make it 8:15?', followUp({ time: '20:15' })],
      ['tomorrow rather', followUp({ date: 'tomorrow' })],
      ['Melrose Arch instead of Rosebank pls', followUp({ place: 'Melrose Arch|Johannesburg' })],
      ['push it to 9pm', followUp({ time: '21:00' })],
      ['add a note: window seat if possible', followUp({ notes: 'window' })],
      ["it's my mom's birthday, ask if they can do a cake", followUp({ notes: 'cake' })],
      ['3 of us actually', followUp({ partySize: 3 })],
      ['for six instead, and at 8pm', followUp({ partySize: 6, time: '20:00' })],
      ['Sunday instead', followUp({ date: 'sun' })],
    ]),
    // A new Personal Driver, tomorrow 09:00 from OR Tambo.
    ...rowsAfter(['en'], 'driver_new', [
      ['rather 7am pls', followUp({ time: '07:00' })],
      ['actually Saturday', followUp({ date: 'sat' })],
      ['from Lanseria, not OR Tambo', followUp({ place: 'Lanseria|Johannesburg' })],
      ['my flight now lands at 10:40, pls change the pickup to then', followUp({ time: '10:40' })],
      ["pls note I'll have 4 big suitcases", followUp({ notes: 'suitcase' })],
      ['day after tomorrow rather', followUp({ date: '+2' })],
      [
        'can the driver be there at quarter to 8 in the morning instead',
        followUp({ time: '07:45' }),
      ],
    ]),
    // A new Yacht Charter, Sunday 15:00 at the V&A Waterfront for 10.
    ...rowsAfter(['en'], 'yacht_new', [
      ['make it 12 guests', followUp({ partySize: 12 })],
      ['can we go out at 5pm instead, for the sunset', followUp({ time: '17:00' })],
      ['Saturday would be better', followUp({ date: 'sat' })],
      ['from Hout Bay instead of the Waterfront', followUp({ place: 'Hout Bay|Cape Town' })],
      ["we're only 8 now", followUp({ partySize: 8 })],
      ['add champagne and oysters on board pls', followUp({ notes: 'champagne' })],
    ]),
    // Cancel of the driver tomorrow; the alternative is the Cape Town driver next Friday.
    ...rowsAfter(['en'], 'cancel_driver', [
      ["nah not that one, I meant Friday's driver", theOther],
      ["that's the wrong driver, it's the other booking I want cancelled", theOther],
      ['no no, the Cape Town one', theOther],
      ['nope, the other one pls', theOther],
    ]),
    // Change of the chef to 20:00; the alternative is tonight's table.
    ...rowsAfter(['en'], 'change_chef', [
      ["let's say 8:30pm rather", followUp({ time: '20:30' })],
      ['not the chef, the restaurant booking', theOther],
      ['oops I meant the other one', theOther],
      ['and make it for 10 people too', followUp({ partySize: 10 })],
      ['the table tonight, not the chef', theOther],
      ['actually 9pm is better', followUp({ time: '21:00' })],
    ]),
  ],
};
