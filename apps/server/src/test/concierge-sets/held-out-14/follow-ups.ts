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
 * Fourteenth held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once,
 * curtly ("7 is better") or with a reason ("my son's allergic"), correcting their own typo; or
 * say the member meant the other request of a cancel or change proposal.
 */
export const HELD_OUT_14_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // New private chef, Saturday 19:00, Constantia, party of 6.
    ...on('chef_new', [
      ['Make it 8 people actually, two more friends said yes', followUp({ partySize: 8 })],
      ['can the chef come at 6:30 rather', followUp({ time: '18:30' })],
      ["Let's do Sunday instead", followUp({ date: 'sun' })],
      ['Please note one of the guests is strictly vegan', followUp({ notes: 'vegan' })],
      ['Rather at our place in Newlands', followUp({ place: 'Newlands|Cape Town' })],
      ['Rather the Friday, at the same time', followUp({ date: 'fri' })],
      ['Make it 10 guests and start at 7:30', followUp({ partySize: 10, time: '19:30' })],
      ['no shellfish at all please, my husband is allergic', followUp({ notes: 'shellfish' })],
      ["It'll be in Hout Bay, not Constantia", followUp({ place: 'Hout Bay|Cape Town' })],
      ['Saturday is fine but 8pm', followUp({ time: '20:00' })],
      ['ohh sorry, typo on my side, I meant 16 people not 6', followUp({ partySize: 16 })],
      ['next Saturday would suit us better, same time', followUp({ date: 'next:sat' })],
    ]),

    // New table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['Can we make it 8pm instead', followUp({ time: '20:00' })],
      ['Add two more people', followUp({ partySize: 4 })],
      [
        "Let's go for Melrose Arch rather than Rosebank",
        followUp({ place: 'Melrose Arch|Johannesburg' }),
      ],
      ['Tomorrow instead please', followUp({ date: 'tomorrow' })],
      ['A quiet table away from the kitchen, please', followUp({ notes: 'quiet' })],
      ['7 would suit us better tbh', followUp({ time: '19:00' })],
      ["we're 3", followUp({ partySize: 3 })],
      ['Make it Parkhurst at 8:15', followUp({ place: 'Parkhurst|Johannesburg', time: '20:15' })],
      ['Saturday night, same time', followUp({ date: 'sat' })],
      ['can we sit outside?', followUp({ notes: 'outside' })],
      ['Friday lunch instead, 1pm', followUp({ date: 'fri', time: '13:00' })],
      ['sorry, 5 of us, not 2', followUp({ partySize: 5 })],
    ]),

    // New personal driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['Make it 8:30 please', followUp({ time: '08:30' })],
      [
        "Hang on, it's from Lanseria actually",
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Make that the day after tomorrow, not tomorrow', followUp({ date: '+2' })],
      [
        'The driver should hold a sign with my company name, Mokoena Holdings',
        followUp({ notes: 'Mokoena' }),
      ],
      ['collect me at 7 in the morning instead', followUp({ time: '07:00' })],
      [
        "From King Shaka, not OR Tambo, I'm in Durban that week",
        followUp({ place: 'King Shaka International Airport|Durban' }),
      ],
      ['Wednesday, 10am', followUp({ date: 'wed', time: '10:00' })],
      ['tmrw is fine but 11:45', followUp({ time: '11:45' })],
      [
        'pickup at the Saxon rather than the airport',
        followUp({ place: 'The Saxon|Johannesburg' }),
      ],
      ['Saturday instead, same time', followUp({ date: 'sat' })],
      [
        "I'll have a wheelchair with me, please send a car that can take it",
        followUp({ notes: 'wheelchair' }),
      ],
      ['Thursday at quarter to 6 in the evening', followUp({ date: 'thu', time: '17:45' })],
    ]),

    // New yacht charter Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ["We'll be 12 now", followUp({ partySize: 12 })],
      ['Can we leave at 4pm', followUp({ time: '16:00' })],
      ['Make it Saturday', followUp({ date: 'sat' })],
      ['Could we sail from Hout Bay harbour instead?', followUp({ place: 'Hout Bay|Cape Town' })],
      ['Sunset departure please', followUp({ time: '18:00' })],
      [
        "Please add a note: it's a proposal, so champagne and flowers on deck",
        followUp({ notes: 'champagne' }),
      ],
      ['8 of us, at 2', followUp({ partySize: 8, time: '14:00' })],
      ['next Sunday instead', followUp({ date: 'next:sun' })],
      [
        "From Simon's Town rather, we're staying down south",
        followUp({ place: "Simon's Town|Cape Town" }),
      ],
      ['Could we go at 11am', followUp({ time: '11:00' })],
      ['only 6 coming now, the others bailed', followUp({ partySize: 6 })],
      ['the 20th if possible, same time', followUp({ date: 'dom:20' })],
    ]),

    // Cancel of tomorrow's driver, the Friday driver the alternative.
    ...on('cancel_driver', [
      ['No, the Friday one in Cape Town', theOther],
      ["Wrong driver. Keep tomorrow's, cancel next week's", theOther],
      ['not the airport pickup tomorrow, the other one', theOther],
      ['I meant the Cape Executive booking', theOther],
      ["uh no, it's the Cape Town driver I don't need", theOther],
      ["Sorry, I was unclear: tomorrow's stays. It's Friday's car that must go", theOther],
      ['hmm no, the one that is already confirmed', theOther],
      ['Nope, I still need OR Tambo. Drop the other one', theOther],
    ]),

    // Change of the chef to 20:00, tonight's table the alternative.
    ...on('change_chef', [
      ['Not the chef! I meant the table for tonight', theOther],
      ["Oops, wrong booking, it's the Test Kitchen reservation I want moved", theOther],
      ['20:30 would work better than 8', followUp({ time: '20:30' })],
      ["8 is too late, let's say 7:30", followUp({ time: '19:30' })],
      ['Also make it Sunday', followUp({ date: 'sun' })],
      ['Yes, but for 10 people', followUp({ partySize: 10 })],
      ["wrong one, it's the restaurant booking I meant, leave the chef", theOther],
      ['quarter past 8 would be better', followUp({ time: '20:15' })],
      ['the dinner in Woodstock is the one I meant', theOther],
      [
        'and move it to our house in Tokai while you are at it',
        followUp({ place: 'Tokai|Cape Town' }),
      ],
    ]),
  ],
};
