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
 * Eleventh held-out set: replies to the proposal open in the conversation (../open-proposals.ts)
 * that change its day, time, place, party or notes, or say the member meant the other request.
 */
export const HELD_OUT_11_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new private chef, Saturday 19:00 in Constantia for 6.
    ...on('chef_new', [
      ['looks good but make it 7:30', followUp({ time: '19:30' })],
      ['Actually we will be 9 people, not 6', followUp({ partySize: 9 })],
      ['can we do it on friday instead', followUp({ date: 'fri' })],
      [
        'Almost - it should be at our place in Tokai, not Constantia',
        followUp({ place: 'Tokai|Cape Town' }),
      ],
      ['please add that two of the guests are pescatarian', followUp({ notes: 'pescatarian' })],
      ['6 becomes 4, the Joubert couple cant make it', followUp({ partySize: 4 })],
      ['make that quarter to 8', followUp({ time: '19:45' })],
      [
        'Can you note the chef should bring their own knives and a braai grid?',
        followUp({ notes: 'braai' }),
      ],
      ['change the day to sunday pls', followUp({ date: 'sun' })],
      ['oops wrong suburb, we are in Newlands', followUp({ place: 'Newlands|Cape Town' })],
      ['all good just one thing: 18h30 start', followUp({ time: '18:30' })],
    ]),

    // A new table, today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['make it for 3, my sister is joining', followUp({ partySize: 3 })],
      ['can we rather do 8:15?', followUp({ time: '20:15' })],
      [
        'Actually Parkhurst would be better than Rosebank, closer to home',
        followUp({ place: 'Parkhurst|Johannesburg' }),
      ],
      ['tomorrow rather than tonight pls', followUp({ date: 'tomorrow' })],
      ['please request a booth, my husband has a bad back', followUp({ notes: 'booth' })],
      ["there's 4 of us now, my cousin tagged along", followUp({ partySize: 4 })],
      ['half 7 is too early, 9 works', followUp({ time: '21:00' })],
      ['Could you ask for a table outside on the terrace?', followUp({ notes: 'terrace' })],
      ['rather in Melrose Arch', followUp({ place: 'Melrose Arch|Johannesburg' })],
      ['change to saturday please, same time', followUp({ date: 'sat' })],
      [
        'add a note that its a birthday, maybe a candle on dessert',
        followUp({ notes: 'birthday' }),
      ],
    ]),

    // A new driver, tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['make it 10:30, the flight got moved', followUp({ time: '10:30' })],
      [
        'its lanseria not OR Tambo sorry',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Perfect, but on Thursday please, not tomorrow', followUp({ date: 'thu' })],
      ['can the driver hold a sign with my name - Mr Pillay', followUp({ notes: 'Pillay' })],
      ['quarter to 9 rather', followUp({ time: '08:45' })],
      [
        'Please note I will have a wheelchair with me, so a car with a big boot',
        followUp({ notes: 'wheelchair' }),
      ],
      ['make it the day after tomorrow actually, not tomorrow', followUp({ date: '+2' })],
      [
        'pickup should be at Grand Central, not OR Tambo',
        followUp({ place: 'Grand Central Airport|Johannesburg' }),
      ],
      ['8 is better', followUp({ time: '08:00' })],
      ['add my flight number please: SA 312', followUp({ notes: 'SA 312' })],
      ['Can we change it to the 19th?', followUp({ date: 'dom:19' })],
    ]),

    // A new yacht charter, Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ['make it 14 guests', followUp({ partySize: 14 })],
      ['can we go out at 5 for the sunset instead', followUp({ time: '17:00' })],
      ['saturday not sunday', followUp({ date: 'sat' })],
      [
        'Actually we would prefer to leave from Hout Bay harbour',
        followUp({ place: 'Hout Bay|Cape Town' }),
      ],
      [
        'please add that we want a skipper who can take us to see seals',
        followUp({ notes: 'seals' }),
      ],
      ['only 6 now unfortunately', followUp({ partySize: 6 })],
      ['11am would be better', followUp({ time: '11:00' })],
      [
        'Could they do snacks and a few bottles of MCC on board? Please add that',
        followUp({ notes: 'MCC' }),
      ],
      ['shift it to next saturday', followUp({ date: 'next:sat' })],
      ['from Simonstown rather', followUp({ place: "Simon's Town|Cape Town" })],
      ['twelve of us, 2 extra', followUp({ partySize: 12 })],
    ]),

    // Cancelling the driver tomorrow at OR Tambo; the other is next Friday's.
    ...on('cancel_driver', [
      ['no no, the friday one down in cape town, sorry', theOther],
      ['wrong driver - I meant the one next week', theOther],
      ['Not that one, the Cape Executive Chauffeurs booking please', theOther],
      ['the other driver', theOther],
      ['I meant the cape town airport transfer, not joburg', theOther],
      ["Sorry, I wasn't clear. Keep tomorrow's pickup, cancel next Friday's instead.", theOther],
      ['nope, the 6pm one', theOther],
      ['hmm not the OR Tambo one, the other one', theOther],
      ['the confirmed one, not this one', theOther],
      ['no the one on friday', theOther],
      ['I need tomorrows driver, its next friday i want to cancel', theOther],
    ]),

    // Changing the chef to 20:00; the other is the table tonight.
    ...on('change_chef', [
      ['make it half 8 rather than 8', followUp({ time: '20:30' })],
      ['no I meant the restaurant booking for tonight', theOther],
      ['Not the chef - the Test Kitchen table is the one I want to move', theOther],
      ['8 is a bit early, make it 9', followUp({ time: '21:00' })],
      ['can the chef come on sunday instead', followUp({ date: 'sun' })],
      ['also we are 10 now', followUp({ partySize: 10 })],
      ['the dinner out tonight, not the chef', theOther],
      [
        'Yes, and please tell the chef we have a new guest who is lactose intolerant',
        followUp({ notes: 'lactose' }),
      ],
      ['wrong one, the table for 2', theOther],
      ['quarter past 8 rather', followUp({ time: '20:15' })],
      ['i meant tonight in woodstock', theOther],
    ]),
  ],
};
