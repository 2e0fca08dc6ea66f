import {
  followUp,
  rowsIn,
  theOther,
  type Expected,
  type LabelledRow,
  type LabelledSet,
} from '../labels';
import type { ProposalKey } from '../open-proposals';

/** English replies while `openProposal` is open in the conversation. */
const on = (openProposal: ProposalKey, rows: [string, Expected][]): LabelledRow[] =>
  rowsIn(['en'], rows).map((row) => ({ ...row, openProposal }));

/**
 * Tenth held-out set: replies to the proposal open in the conversation (../open-proposals.ts)
 * that change its day, time, place, party or notes, or say the member meant the other request.
 */
export const HELD_OUT_10_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A private chef, Saturday 19:00 in Constantia for 6.
    ...on('chef_new', [
      ['perfect but we are 8 now, the neighbours are coming', followUp({ partySize: 8 })],
      ['Can they start at 6:30 rather?', followUp({ time: '18:30' })],
      ['actually lets do sunday instead', followUp({ date: 'sun' })],
      [
        'Not Constantia, it will be at our place in Llandudno',
        followUp({ place: 'Llandudno|Cape Town' }),
      ],
      ['one of the guests is coeliac, please tell the chef', followUp({ notes: 'coeliac' })],
      ['make it 7:30 and 10 people', followUp({ time: '19:30', partySize: 10 })],
      ['hmm can we push it to next saturday', followUp({ date: 'next:sat' })],
      ['Lovely. Just 4 of us in the end though', followUp({ partySize: 4 })],
      ['8pm works better', followUp({ time: '20:00' })],
      ['add that we want a braai, not a sit down dinner', followUp({ notes: 'braai' })],
      [
        'change the venue to Tokai please, my sisters house',
        followUp({ place: 'Tokai|Cape Town' }),
      ],
      ['lunch rather than dinner, say 1pm', followUp({ time: '13:00' })],
    ]),
    // A table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['can we make it 4 people', followUp({ partySize: 4 })],
      ['rather 8:15', followUp({ time: '20:15' })],
      ['Tomorrow night rather, same time', followUp({ date: 'tomorrow' })],
      [
        'could we do Melrose Arch instead of Rosebank',
        followUp({ place: 'Melrose Arch|Johannesburg' }),
      ],
      ['pls ask for a table outside, we have the dog with us', followUp({ notes: 'dog' })],
      ['7 is better for us', followUp({ time: '19:00' })],
      ['my parents are joining, so 4 and at 8pm', followUp({ partySize: 4, time: '20:00' })],
      ['Make it Friday rather, tonight is too soon', followUp({ date: 'fri' })],
      ['in Parkhurst if possible rather', followUp({ place: 'Parkhurst|Johannesburg' })],
      ['table for 3 rather', followUp({ partySize: 3 })],
      ['yes but quarter to 8 please', followUp({ time: '19:45' })],
      ['can we bring it forward to 6:45', followUp({ time: '18:45' })],
    ]),
    // A driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['make it 7am, flight got moved', followUp({ time: '07:00' })],
      [
        'From Lanseria actually, not OR Tambo',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Can we do Thursday instead?', followUp({ date: 'thu' })],
      ['please tell the driver I have a pram and 3 suitcases', followUp({ notes: 'pram' })],
      ['10:30 rather please', followUp({ time: '10:30' })],
      ['oops, its the day after tomorrow not tomorrow', followUp({ date: '+2' })],
      ['pick me up from the Saxon instead', followUp({ place: 'The Saxon|Johannesburg' })],
      ['11h45 please, I land at 11:15', followUp({ time: '11:45' })],
      [
        'can the driver speak french? my guest does not speak english',
        followUp({ notes: 'french' }),
      ],
      ['make that next monday', followUp({ date: 'next:mon' })],
      ['please send a bigger car, we have golf bags', followUp({ notes: 'golf' })],
      [
        'Actually from Sandton, I will already be at the office',
        followUp({ place: 'Sandton|Johannesburg' }),
      ],
    ]),
    // A yacht Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ['we are 12 now', followUp({ partySize: 12 })],
      ['Can we do sunset instead of 3?', followUp({ time: '18:00' })],
      ['saturday would be better actually', followUp({ date: 'sat' })],
      ['could we leave from Hout Bay harbour rather', followUp({ place: 'Hout Bay|Cape Town' })],
      [
        'please add that there will be 3 kids under 5, need life jackets',
        followUp({ notes: 'life jackets' }),
      ],
      ['make it 14 people and 4pm', followUp({ partySize: 14, time: '16:00' })],
      ['2pm please', followUp({ time: '14:00' })],
      ['can we rather go out at 11 in the morning', followUp({ time: '11:00' })],
      ['move it to the 20th', followUp({ date: 'dom:20' })],
      ['only 6 of us can make it', followUp({ partySize: 6 })],
      ["Simon's Town would be easier for us", followUp({ place: "Simon's Town|Cape Town" })],
      ['tell them its a birthday, we would like a cake on board', followUp({ notes: 'cake' })],
    ]),
    // Cancelling tomorrow's driver; the other driver is next Friday's.
    ...on('cancel_driver', [
      ['no no, not that one. the friday one', theOther],
      ['Wrong one - I meant the Cape Town driver', theOther],
      ['sorry i meant the one next week', theOther],
      ['Not tomorrow. Cancel the Cape Executive Chauffeurs booking', theOther],
      ['the other driver please', theOther],
      ['Eish wrong one. Friday next week is the one to cancel', theOther],
      ['no, keep tomorrow, its the 6pm airport one i want gone', theOther],
      ['I need tomorrows one, please cancel the friday 6pm instead', theOther],
    ]),
    // Moving the chef to 20:00; the other request is tonight's table.
    ...on('change_chef', [
      ['no wait, I meant the restaurant booking tonight', theOther],
      ['Not the chef, the Test Kitchen', theOther],
      ['the table tonight, not saturday', theOther],
      ['can it be 8:30 rather than 8', followUp({ time: '20:30' })],
      ['actually 7:45 is better', followUp({ time: '19:45' })],
      ['no, 9pm please', followUp({ time: '21:00' })],
      ['make it 7:30pm', followUp({ time: '19:30' })],
      ['wrong booking - its our woodstock dinner I want to move', theOther],
      ['half 8 please, not 8', followUp({ time: '20:30' })],
    ]),
  ],
};
