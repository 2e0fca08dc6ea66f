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
 * Twelfth held-out set: replies to the proposal open in the conversation (../open-proposals.ts)
 * that change its day, time, place, party or notes (one or two at once, sometimes correcting
 * themselves), or say the member meant the other request.
 */
export const HELD_OUT_12_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    ...on('chef_new', [
      ['make it 8 people actually', followUp({ partySize: 8 })],
      ['Can we start at 7:30 rather?', followUp({ time: '19:30' })],
      ['sunday works better for the family', followUp({ date: 'sun' })],
      [
        "It'll be at our place in Bishopscourt, not Constantia",
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      ['one of the guests is vegan, please tell the chef', followUp({ notes: 'vegan' })],
      ['we are 10 now and 6:30pm please', followUp({ partySize: 10, time: '18:30' })],
      ['Not Saturday, Friday', followUp({ date: 'fri' })],
      ['hmm 6 is right but make it the 20th', followUp({ date: 'dom:20' })],
      ['Please note no pork, my father in law is Muslim', followUp({ notes: 'pork' })],
      ['change to 4 guests, 2 cancelled', followUp({ partySize: 4 })],
      ['Can it be lunch at 1 instead of dinner?', followUp({ time: '13:00' })],
    ]),
    ...on('table_new', [
      ["we'll be 4 of us then", followUp({ partySize: 4 })],
      ['8 rather than half 7', followUp({ time: '20:00' })],
      ['Can we do tomorrow instead? Same time', followUp({ date: 'tomorrow' })],
      ['Actually rather in Parkhurst', followUp({ place: 'Parkhurst|Johannesburg' })],
      ['outside table please, we have a dog with us', followUp({ notes: 'dog' })],
      ['tomorrow at 7 please', followUp({ date: 'tomorrow', time: '19:00' })],
      ["we'll be 3, my mom is coming", followUp({ partySize: 3 })],
      ["it's our anniversary, could they know?", followUp({ notes: 'anniversary' })],
      ['19h00 pls', followUp({ time: '19:00' })],
      [
        'Make it Melrose Arch, closer to the office',
        followUp({ place: 'Melrose Arch|Johannesburg' }),
      ],
      ['friday instead of tonight', followUp({ date: 'fri' })],
    ]),
    ...on('driver_new', [
      [
        'Lanseria, not OR Tambo',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['8:15 please, I land earlier', followUp({ time: '08:15' })],
      [
        "rather do it the day after tomorrow please, I'll be in town then",
        followUp({ date: '+2' }),
      ],
      ['I have 3 big suitcases so a bigger car please', followUp({ notes: 'suitcases' })],
      ['Can the driver rather be there at 10:45, flight delayed', followUp({ time: '10:45' })],
      ['not tomorrow. Thursday', followUp({ date: 'thu' })],
      ['Please ask him to hold a sign with my surname', followUp({ notes: 'sign' })],
      ['Pick me up from my hotel in Sandton instead', followUp({ place: 'Sandton|Johannesburg' })],
      ['first thing, like 6am', followUp({ time: '06:00' })],
      ['can we make it 9:30? wait no, 9:45', followUp({ time: '09:45' })],
      ["there'll be 4 of us", followUp({ partySize: 4 })],
      [
        "Make it King Shaka, I'm flying into Durban now",
        followUp({ place: 'King Shaka International Airport|Durban' }),
      ],
    ]),
    ...on('yacht_new', [
      ['could we go at 11 instead?', followUp({ time: '11:00' })],
      ['make it 14 people', followUp({ partySize: 14 })],
      ['Saturday rather than Sunday please', followUp({ date: 'sat' })],
      ['Rather from Hout Bay harbour', followUp({ place: 'Hout Bay|Cape Town' })],
      ['we want sunset, so 5:30', followUp({ time: '17:30' })],
      [
        'please add that there are 2 kids under 5, we need life jackets for them',
        followUp({ notes: 'life jackets' }),
      ],
      ['next Sunday, not this one', followUp({ date: 'next:sun' })],
      ['8 guests only', followUp({ partySize: 8 })],
      ['Can we leave at 2 and be 12 people?', followUp({ time: '14:00', partySize: 12 })],
      ['one guest gets seasick, calm route please', followUp({ notes: 'seasick' })],
      ['from Simons Town rather', followUp({ place: "Simon's Town|Cape Town" })],
      ['the V&A is fine, but on the 12th', followUp({ date: 'dom:12' })],
    ]),
    ...on('cancel_driver', [
      ['no no, the Friday booking', theOther],
      ['not that one, the other driver', theOther],
      ['I meant the driver in Cape Town, sorry', theOther],
      ["wrong one! cancel next week's", theOther],
      ['No no, tomorrow I still need. The Cape Executive one', theOther],
      ['the other booking please', theOther],
      ['not OR Tambo, the one in Cape Town next Friday', theOther],
      ['nope, the confirmed one at 6pm', theOther],
      ['keep tomorrow, I meant Friday', theOther],
    ]),
    ...on('change_chef', [
      ['I meant the restaurant tonight, not the chef', theOther],
      ["not the chef, I'm talking about the Test Kitchen table", theOther],
      ['make it 8:30pm rather, please', followUp({ time: '20:30' })],
      ['wrong booking, the other one', theOther],
      ['the time is fine but we are 10 now', followUp({ partySize: 10 })],
      ['No, I was talking about tonight', theOther],
      ['Actually 9 works better', followUp({ time: '21:00' })],
      ['the woodstock one, not constantia', theOther],
      ['Sunday at 8:30 then', followUp({ date: 'sun', time: '20:30' })],
      ['the table tonight I mean', theOther],
      ['also tell the chef my wife is pregnant, no soft cheeses', followUp({ notes: 'cheese' })],
    ]),
  ],
};
