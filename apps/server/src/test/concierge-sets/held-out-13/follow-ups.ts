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
 * Thirteenth held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes (one or two at once,
 * sometimes correcting a typo of their own), or say the member meant the other request of a
 * cancel or change proposal.
 */
export const HELD_OUT_13_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // New private chef, Saturday 19:00, Constantia, party of 6.
    ...on('chef_new', [
      ['Make it 8 people please, two more said yes', followUp({ partySize: 8 })],
      ['can the chef arrive for 7:30 rather', followUp({ time: '19:30' })],
      ['Sunday instead of Saturday', followUp({ date: 'sun' })],
      [
        "Actually it'll be at my sister's place in Bishopscourt",
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      ['One of the guests is vegan, please add that', followUp({ notes: 'vegan' })],
      ['Looks good but Friday, not Saturday', followUp({ date: 'fri' })],
      ["we're now 4, two cancelled on me", followUp({ partySize: 4 })],
      ['Change it to 6:30pm, the kids will eat with us', followUp({ time: '18:30' })],
      ["Let's do 8pm instead, and we'll be 10", followUp({ time: '20:00', partySize: 10 })],
      ['Please note my husband is allergic to shellfish', followUp({ notes: 'shellfish' })],
      [
        "Move it to Newlands, we're hosting at my parents' house",
        followUp({ place: 'Newlands|Cape Town' }),
      ],
      ['Can we make it lunch at 1 instead of dinner?', followUp({ time: '13:00' })],
    ]),
    // New table, today 19:30, Rosebank, for 2.
    ...on('table_new', [
      ['8pm rather pls', followUp({ time: '20:00' })],
      ['Can we do tomorrow instead, same time?', followUp({ date: 'tomorrow' })],
      ["there'll be four of us now", followUp({ partySize: 4 })],
      [
        'Could it be in Parkhurst instead of Rosebank?',
        followUp({ place: 'Parkhurst|Johannesburg' }),
      ],
      ["It's my partner's birthday, please tell the restaurant", followUp({ notes: 'birthday' })],
      ['Friday at 7 rather', followUp({ date: 'fri', time: '19:00' })],
      ['Push it to quarter to eight', followUp({ time: '19:45' })],
      ['Add one more, my brother is coming along', followUp({ partySize: 3 })],
      ["We'd prefer to sit outside if possible", followUp({ notes: 'outside' })],
      [
        'Melrose Arch would be better, and make it 8:30',
        followUp({ place: 'Melrose Arch|Johannesburg', time: '20:30' }),
      ],
      ['hmm 7:30 is too early for us, 9?', followUp({ time: '21:00' })],
      ['Table for 6 not 2, sorry, I typed it wrong', followUp({ partySize: 6 })],
      ['Rather Saturday please', followUp({ date: 'sat' })],
    ]),
    // New driver, tomorrow 09:00, from OR Tambo.
    ...on('driver_new', [
      ['Make it 10:15, my flight was moved', followUp({ time: '10:15' })],
      [
        "I'm flying into Lanseria, not OR Tambo",
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['day after tomorrow, not tomorrow', followUp({ date: '+2' })],
      ['Could the driver wait for me with a name board?', followUp({ notes: 'name board' })],
      ['7am please, not 9', followUp({ time: '07:00' })],
      ['Change it to Thursday at 6pm', followUp({ date: 'thu', time: '18:00' })],
      ["We'll need a car seat for the baby", followUp({ notes: 'car seat' })],
      ['Pick me up from my office in Sandton instead', followUp({ place: 'Sandton|Johannesburg' })],
      ['Earlier please, 8:30', followUp({ time: '08:30' })],
      [
        'From Rand Airport rather, I am coming in on a private plane',
        followUp({ place: 'Rand Airport|Johannesburg' }),
      ],
      ['Can you make it Sunday at noon?', followUp({ date: 'sun', time: '12:00' })],
      ["There'll be a lot of luggage, 6 bags", followUp({ notes: 'luggage' })],
    ]),
    // New yacht charter, Sunday 15:00, V&A Waterfront, for 10.
    ...on('yacht_new', [
      ['Can we leave at 4:30 instead?', followUp({ time: '16:30' })],
      ['Make it Saturday, same time', followUp({ date: 'sat' })],
      ["there'll be 14 of us", followUp({ partySize: 14 })],
      ['Rather leave from the harbour in Hout Bay', followUp({ place: 'Hout Bay|Cape Town' })],
      ['Sunset please, not 3', followUp({ time: '18:00' })],
      ["Please add that we'd like champagne on board", followUp({ notes: 'champagne' })],
      ['only 6 of us now unfortunately', followUp({ partySize: 6 })],
      [
        "let's go from Simon's Town and make it 11am",
        followUp({ place: "Simon's Town|Cape Town", time: '11:00' }),
      ],
      ['A week later please, the Sunday after', followUp({ date: 'sun+7' })],
      ['12 guests, and 2pm', followUp({ partySize: 12, time: '14:00' })],
      [
        'We have a guest in a wheelchair, please make sure the boat can take her',
        followUp({ notes: 'wheelchair' }),
      ],
    ]),
    // Cancel of driver_tomorrow; the other request is driver_friday.
    ...on('cancel_driver', [
      ["No, not tomorrow's one. The Friday driver.", theOther],
      ['wrong one, I meant the Cape Town driver next Friday', theOther],
      ['Not that one, cancel Cape Executive Chauffeurs', theOther],
      ["keep tomorrow's, it's the other driver I want cancelled", theOther],
      ['Sorry, I meant the 6pm one in Cape Town', theOther],
      ['No no, the Cape Town airport one next week', theOther],
      ["It's the Friday booking, not the OR Tambo pickup", theOther],
      ['the other one pls', theOther],
    ]),
    // Change of chef to 20:00; the other request is table_tonight.
    ...on('change_chef', [
      ['Make it 8:30 rather than 8', followUp({ time: '20:30' })],
      ['8 is a bit late, half past seven?', followUp({ time: '19:30' })],
      ['yes, and move it to Sunday too', followUp({ date: 'sun' })],
      ["No, I meant tonight's restaurant booking, not the chef", theOther],
      ['not the chef, I meant the Test Kitchen table tonight', theOther],
      ['Wrong booking. I was talking about the Woodstock dinner', theOther],
      ['Rather 9pm for the chef', followUp({ time: '21:00' })],
      ["and add that we'll be 10, not 8", followUp({ partySize: 10 })],
      ['Other one, the dinner reservation for two', theOther],
      ['Can we do 7:45 instead?', followUp({ time: '19:45' })],
    ]),
  ],
};
