import { followUp, theOther, type Expected, type LabelledRow, type LabelledSet } from '../labels';
import type { ProposalKey } from '../open-proposals';

const on = (openProposal: ProposalKey, rows: [string, Expected][]): LabelledRow[] =>
  rows.map(([text, expect]) => ({ text, expect, languages: ['en'], openProposal }));

/**
 * Fourth held-out set: follow-ups on the proposal open in the conversation (open-proposals.ts):
 * a new time, day, place, party size or note, or "the other one" on a cancel or change.
 */
export const HELD_OUT_4_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // New Private Chef, Saturday 19:00, Constantia, party of 6.
    ...on('chef_new', [
      ['make it 8 people', followUp({ partySize: 8 })],
      ['actually can we do 7:30pm', followUp({ time: '19:30' })],
      ['Sunday would suit us better', followUp({ date: 'sun' })],
      ['at my place in Bishopscourt instead pls', followUp({ place: 'Bishopscourt|Cape Town' })],
      ['one of the guests is coeliac, please add that', followUp({ notes: 'coeliac' })],
      ["it'll only be 4 of us now", followUp({ partySize: 4 })],
      ['can the chef come at 6pm so we eat earlier?', followUp({ time: '18:00' })],
      [
        'Change the venue to our beach house in Llandudno',
        followUp({ place: 'Llandudno|Cape Town' }),
      ],
    ]),
    // New table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['8pm would be better', followUp({ time: '20:00' })],
      ['4 of us now', followUp({ partySize: 4 })],
      ['in Melrose Arch rather', followUp({ place: 'Melrose Arch|Johannesburg' })],
      ['tomorrow instead', followUp({ date: 'tomorrow' })],
      ['pls ask for a window seat', followUp({ notes: 'window' })],
      ['plus one more person pls', followUp({ partySize: 3 })],
      ['Can we push it to quarter past 8?', followUp({ time: '20:15' })],
      ['hmm make it Friday rather', followUp({ date: 'fri' })],
    ]),
    // New Personal Driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['pickup at 10:30 pls', followUp({ time: '10:30' })],
      [
        'from Lanseria actually',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['make it friday', followUp({ date: 'fri' })],
      ["add that I'll have 5 bags and a golf bag", followUp({ notes: 'golf' })],
      ['rather the day after tomorrow, same time', followUp({ date: '+2' })],
      ['sorry, 7am not 9', followUp({ time: '07:00' })],
    ]),
    // New Yacht Charter Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ['12 guests', followUp({ partySize: 12 })],
      ['sunset instead?', followUp({ time: '18:00' })],
      ['Saturday works better for everyone', followUp({ date: 'sat' })],
      ['leave from Hout Bay harbour rather', followUp({ place: 'Hout Bay|Cape Town' })],
      ['can we go at 4pm', followUp({ time: '16:00' })],
      [
        "it is for my dad's 70th, pls mention it so they can bring a cake",
        followUp({ notes: '70th' }),
      ],
    ]),
    // Cancel of the driver tomorrow; the alternative is the Friday driver.
    ...on('cancel_driver', [
      ['no sorry, I mean the other one', theOther],
      ["not tomorrow's, the Friday one", theOther],
      ["that's the wrong driver booking, I meant the other", theOther],
      ['No the one next week', theOther],
      ['I meant Cape Executive Chauffeurs, not this one', theOther],
      ['nope, other driver pls', theOther],
    ]),
    // Change of the chef to 20:00; the alternative is tonight's table.
    ...on('change_chef', [
      ['make that 8:30pm rather', followUp({ time: '20:30' })],
      ['no, I meant the restaurant booking', theOther],
      ['not the chef, the table tonight', theOther],
      ['and make it 10 people', followUp({ partySize: 10 })],
      ["hmm actually let's say 9pm", followUp({ time: '21:00' })],
      ['sorry wrong one, the Test Kitchen one', theOther],
    ]),
  ],
};
