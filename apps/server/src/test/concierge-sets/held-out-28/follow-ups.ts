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
 * Twenty-eighth held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once: bare
 * ("Seven guests please", "Rather 11:30", "Four of us actually"), as a question ("Can he be there
 * at 7:45 instead?", "Could we push it to quarter past eight?"), with the reason (cousins who
 * confirmed, a hockey final, kids who eat early, a colleague who joins, the office, an early start,
 * a moved flight, flying private, friends from Jozi, a meeting that moved, guests who work late),
 * as arithmetic on the party ("two more", "one fewer"), on another day or another meal ("make it a
 * lunch at 1pm on Sunday", "lunch tomorrow at 1 instead", "Saturday at 6am", "next week Tuesday at
 * 10am", "the 20th instead, same time"), a place instead of another (Tokai, Scarborough, Parkhurst,
 * Melville, Illovo, Rand Airport, Sandton, Gordon's Bay, Kalk Bay harbour, Dunkeld, Lanseria), a
 * part of the day (a morning sail, sunset, a 5:30am start), a note for the provider (no coriander,
 * a cheese course, a window seat, vegan, two large suitcases, a sign with the company's name, a DJ,
 * our own cake, a booth, halaal), or saying the member meant the other request of a cancel or
 * change proposal ("the Cape Town one next week", "the Friday driver", "the Cape Executive
 * booking", "the one at 6pm", "the restaurant tonight", "the Test Kitchen table", "tonight's dinner
 * in Woodstock").
 */
export const HELD_OUT_28_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new private chef, Saturday 19:00, Constantia, for 6.
    ...on('chef_new', [
      ["We'll be eight in the end, my cousins just confirmed", followUp({ partySize: 8 })],
      ['Can the chef come at 6pm instead? The kids need to eat early', followUp({ time: '18:00' })],
      [
        "Could we do Sunday instead, same time? Saturday is my son's hockey final",
        followUp({ date: 'sun' }),
      ],
      [
        "It's at my brother's place in Tokai, not at ours in Constantia",
        followUp({ place: 'Tokai|Cape Town' }),
      ],
      ['Please add that nobody in the family eats coriander', followUp({ notes: 'coriander' })],
      ['Make it a lunch at 1pm on Sunday', followUp({ date: 'sun', time: '13:00' })],
      ['Ten of us, and start at 7:30pm please', followUp({ partySize: 10, time: '19:30' })],
      [
        'Could it be at our beach house in Scarborough instead?',
        followUp({ place: 'Scarborough|Cape Town' }),
      ],
      [
        "Tomorrow would suit us better, same time, if the chef's free",
        followUp({ date: 'tomorrow' }),
      ],
      ['We need it for 4, not 6, two couples cancelled', followUp({ partySize: 4 })],
      ["Add a cheese course at the end, we're big cheese people", followUp({ notes: 'cheese' })],
      ['Seven guests please, my aunt is joining us', followUp({ partySize: 7 })],
      ['One fewer, so five of us', followUp({ partySize: 5 })],
    ]),

    // A new table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['Three of us, a colleague is joining', followUp({ partySize: 3 })],
      ["8 o'clock would be better for us", followUp({ time: '20:00' })],
      [
        'Could it be somewhere in Parkhurst instead? Closer to home',
        followUp({ place: 'Parkhurst|Johannesburg' }),
      ],
      [
        "Tomorrow rather please, same time, I'm stuck at the office",
        followUp({ date: 'tomorrow' }),
      ],
      ['Make it six people and 7pm', followUp({ partySize: 6, time: '19:00' })],
      ['A table by the window if they can', followUp({ notes: 'window' })],
      ['Melville would be more fun, same time', followUp({ place: 'Melville|Johannesburg' })],
      ['Could we push it to quarter past eight?', followUp({ time: '20:15' })],
      ['My wife is vegan, please tell them', followUp({ notes: 'vegan' })],
      ["Saturday rather, same time, I've got an early start tomorrow", followUp({ date: 'sat' })],
      ["Let's do lunch tomorrow at 1 instead", followUp({ date: 'tomorrow', time: '13:00' })],
      ['Four of us actually, the Dlaminis can come', followUp({ partySize: 4 })],
      ['We would prefer Illovo if possible', followUp({ place: 'Illovo|Johannesburg' })],
      ['Ask for a booth, we have a lot to talk about', followUp({ notes: 'booth' })],
      [
        'Dunkeld instead, and make it 7:45pm',
        followUp({ place: 'Dunkeld|Johannesburg', time: '19:45' }),
      ],
    ]),

    // A new driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['Can he be there at 7:45 instead? My flight lands early', followUp({ time: '07:45' })],
      [
        "From Lanseria, not OR Tambo, I'm flying private",
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['My flight moved, so the day after tomorrow please, same time', followUp({ date: '+2' })],
      ['Make it next week Tuesday at 10am instead', followUp({ date: 'next:tue', time: '10:00' })],
      ["Please note I'll have two large suitcases", followUp({ notes: 'suitcases' })],
      ['Pick me up from Rand Airport instead', followUp({ place: 'Rand Airport|Johannesburg' })],
      ['Saturday at 6am would be better', followUp({ date: 'sat', time: '06:00' })],
      ['Rather 11:30, the meeting starts late', followUp({ time: '11:30' })],
      ['Make it Sunday, same time', followUp({ date: 'sun' })],
      ["The driver should hold a sign with my company's name on it", followUp({ notes: 'sign' })],
      ['Can it be 2pm instead? My meeting moved', followUp({ time: '14:00' })],
      [
        "Let's make it from Sandton, I'll be at the office then",
        followUp({ place: 'Sandton|Johannesburg' }),
      ],
      ['Still tomorrow, but 5:30am please', followUp({ time: '05:30' })],
    ]),

    // A new yacht Sunday 15:00 from the V&A Waterfront for 10.
    ...on('yacht_new', [
      ["We'll be twelve, two friends from Jozi decided to come", followUp({ partySize: 12 })],
      ['Leave at 4pm rather', followUp({ time: '16:00' })],
      ['Saturday instead? Same time is fine', followUp({ date: 'sat' })],
      [
        "Could we go from Gordon's Bay instead? It's closer to us",
        followUp({ place: "Gordon's Bay|Cape Town" }),
      ],
      ['A morning sail instead, 10am', followUp({ time: '10:00' })],
      ['Only 6 now, sadly', followUp({ partySize: 6 })],
      ["We'd love a DJ on board, please add that", followUp({ notes: 'DJ' })],
      ["Let's go out at sunset instead so we see the city lights", followUp({ time: '18:00' })],
      ['Make it 14 people and leave at 2pm', followUp({ partySize: 14, time: '14:00' })],
      ["We're bringing our own birthday cake, please tell the crew", followUp({ notes: 'cake' })],
      ['Could it leave from Kalk Bay harbour rather?', followUp({ place: 'Kalk Bay|Cape Town' })],
      ['Could we do the 20th instead, same time?', followUp({ date: 'dom:20' })],
      ['Two more people, please', followUp({ partySize: 12 })],
    ]),

    // The cancel of tomorrow's driver, with next Friday's as the alternative.
    ...on('cancel_driver', [
      ['No, the Cape Town one next week', theOther],
      ['I meant the Friday driver, sorry', theOther],
      ["Not tomorrow's, the one in Cape Town", theOther],
      ['Wrong one, cancel the Cape Executive booking', theOther],
      ['The other driver, the one at 6pm', theOther],
      ["Keep tomorrow's, it's next week's I don't need", theOther],
    ]),

    // The change of the chef to 20:00, with tonight's table as the alternative.
    ...on('change_chef', [
      ['No no, I meant the restaurant tonight', theOther],
      ['Not the chef, I meant the Test Kitchen table for tonight', theOther],
      ["Wrong booking, it's tonight's dinner in Woodstock I want moved", theOther],
      ['Rather 8:30 than 8, our guests finish work late', followUp({ time: '20:30' })],
      ['Yes, and make it 10 people while you are at it', followUp({ partySize: 10 })],
      ['Sunday, at the same time', followUp({ date: 'sun' })],
      ['Actually 7:30pm would be better', followUp({ time: '19:30' })],
      ['Good, and add that one guest eats halaal only', followUp({ notes: 'halaal' })],
    ]),
  ],
};
