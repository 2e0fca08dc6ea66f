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
 * Twenty-third held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once: bare
 * ("Make it 7:45am", "half an hour later pls", "Sunset rather, 6pm"), as a question ("Could the
 * chef come at 6:30 instead?", "Can we go quarter past 7?"), with the reason first or after (a
 * kids' concert, an early meeting, cousins inviting themselves, house-sitting, flying private, a
 * first date), as arithmetic on the party ("two cancelled", "three dropped out", "8 adults 4
 * kids") or on the time ("an hour earlier", "two hours later") or on the day ("day after
 * tomorrow"), "keep the time" and "same time" beside a new day, a place instead of another
 * (Bishopscourt, Newlands, Clifton, Greenside, Illovo, Lanseria, Grand Central, Sandton, Gordon's
 * Bay, Langebaan), a note for the provider (a peanut allergy, halaal, a dog, a quiet corner, a
 * surfboard, a name on a sign, child seats, a booster seat, vegetarian snacks, a birthday, no
 * pork), or saying the member meant the other request of a cancel or change proposal ("the Cape
 * Town one next Friday", "the Cape Executive one", "the 6pm driver", "the one next week", "the
 * Test Kitchen table", "the dinner for two in Woodstock").
 */
export const HELD_OUT_23_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new private chef, Saturday 19:00, Constantia, for 6.
    ...on('chef_new', [
      ["Actually we'll be 9, my cousins invited themselves", followUp({ partySize: 9 })],
      ['Could the chef come at 6:30 instead?', followUp({ time: '18:30' })],
      ['Rather Sunday, same time', followUp({ date: 'sun' })],
      [
        'Can it be at our place in Bishopscourt rather than Constantia?',
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      [
        'Please tell the chef that one of us has a severe peanut allergy',
        followUp({ notes: 'peanut' }),
      ],
      ['half an hour later pls', followUp({ time: '19:30' })],
      ['Friday instead, at 7:30pm', followUp({ date: 'fri', time: '19:30' })],
      ['Ten of us, and start at 8', followUp({ partySize: 10, time: '20:00' })],
      [
        "Move it to Newlands please, we're house-sitting there that weekend",
        followUp({ place: 'Newlands|Cape Town' }),
      ],
      ['All halaal please', followUp({ notes: 'halaal' })],
      ['Make that four guests, two cancelled', followUp({ partySize: 4 })],
      ['Can it be lunch instead, at 1pm?', followUp({ time: '13:00' })],
      ["Move it to Clifton, my sister's flat", followUp({ place: 'Clifton|Cape Town' })],
    ]),
    // A new table, today 19:30, Rosebank, for 2.
    ...on('table_new', [
      ['Can we push to 8:15?', followUp({ time: '20:15' })],
      ["Make it a table for three, my brother's joining", followUp({ partySize: 3 })],
      [
        'Greenside instead of Rosebank if they have something',
        followUp({ place: 'Greenside|Johannesburg' }),
      ],
      ['Tomorrow instead, same time', followUp({ date: 'tomorrow' })],
      ['Outside table please, we have the dog with us', followUp({ notes: 'dog' })],
      ['An hour earlier would be better', followUp({ time: '18:30' })],
      ['Could we do Illovo instead?', followUp({ place: 'Illovo|Johannesburg' })],
      ["5 of us now, and 7 o'clock", followUp({ partySize: 5, time: '19:00' })],
      ["A quiet corner if possible, it's a first date", followUp({ notes: 'quiet' })],
      ["Make it 9pm, the kids' concert runs late", followUp({ time: '21:00' })],
      ['Could we shift it to Saturday? Keep the time', followUp({ date: 'sat' })],
      ["We're 6, is there a bigger table?", followUp({ partySize: 6 })],
      ['Can we go quarter past 7?', followUp({ time: '19:15' })],
    ]),
    // A new driver, tomorrow 09:00, from OR Tambo.
    ...on('driver_new', [
      ['My flight lands at 10:50, not 9', followUp({ time: '10:50' })],
      [
        'Sorry, I land at Lanseria',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        "I'll have a surfboard bag with me, please make sure it fits",
        followUp({ notes: 'surfboard' }),
      ],
      ['Rather the day after tomorrow please, same time', followUp({ date: '+2' })],
      ['Make it 7:45am', followUp({ time: '07:45' })],
      ['Can the driver hold a sign saying Mokoena', followUp({ notes: 'Mokoena' })],
      [
        "Rather pick me up at Grand Central, I'm flying private",
        followUp({ place: 'Grand Central Airport|Johannesburg' }),
      ],
      ['Two hours later please', followUp({ time: '11:00' })],
      [
        'My wife and two kids will be with me, please note we need child seats',
        followUp({ notes: 'child' }),
      ],
      ['Pick-up at 6:30am rather, early meeting', followUp({ time: '06:30' })],
      ['Sunday instead, same time', followUp({ date: 'sun' })],
      ["My son's coming too, add a note for a booster seat", followUp({ notes: 'booster' })],
      ['Rather collect me from Sandton', followUp({ place: 'Sandton|Johannesburg' })],
    ]),
    // A new yacht charter, Sunday 15:00, V&A Waterfront, for 10.
    ...on('yacht_new', [
      ['Can we make it 12 guests?', followUp({ partySize: 12 })],
      ['Earlier please, 1pm', followUp({ time: '13:00' })],
      ["Gordon's Bay instead, we're staying there", followUp({ place: "Gordon's Bay|Cape Town" })],
      ['Could we do Saturday instead, same time', followUp({ date: 'sat' })],
      ['We need vegetarian snacks on board', followUp({ notes: 'vegetarian' })],
      ['Sunset rather, 6pm', followUp({ time: '18:00' })],
      ['There will be 7 of us, three dropped out', followUp({ partySize: 7 })],
      ['Make it 4:30', followUp({ time: '16:30' })],
      ['Could we do it from Langebaan instead?', followUp({ place: 'Langebaan|West Coast' })],
      [
        "Please note it's a birthday - can they put up some decorations",
        followUp({ notes: 'birthday' }),
      ],
      ['Can we go out at 11 in the morning instead?', followUp({ time: '11:00' })],
      ['8 adults 4 kids', followUp({ partySize: 12 })],
    ]),
    // Cancelling tomorrow's driver; the other is next Friday's in Cape Town.
    ...on('cancel_driver', [
      ['No wait, I meant the Cape Town one next Friday', theOther],
      ["Not tomorrow's - cancel the Friday chauffeur", theOther],
      ['Wrong driver, the Cape Executive one', theOther],
      ['Sorry, the 6pm driver, not the 9am', theOther],
      ['I meant the Cape Town transfer, keep the Joburg one', theOther],
      ['the one next week pls', theOther],
      ['Hmm no, cancel the next-Friday booking instead', theOther],
    ]),
    // Changing Saturday's chef to 20:00; the other is tonight's table.
    ...on('change_chef', [
      ['No, I meant the Test Kitchen table', theOther],
      ["Not the chef, tonight's restaurant booking", theOther],
      ['Make it 8:30 rather than 8, the sitter arrives late', followUp({ time: '20:30' })],
      ['8 is fine, but can we also make it 10 people', followUp({ partySize: 10 })],
      ['Rather 7:30 than 8 if the chef can manage', followUp({ time: '19:30' })],
      ['I meant the dinner for two in Woodstock', theOther],
      ['Sunday rather, at 8', followUp({ date: 'sun', time: '20:00' })],
      ['Please also tell the chef no pork', followUp({ notes: 'pork' })],
      ["Don't change the chef, the restaurant tonight is the one to move", theOther],
    ]),
  ],
};
