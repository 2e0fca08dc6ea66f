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
 * Seventeenth held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once:
 * bare ("Sunday rather"), hedged ("would it be possible to..."), with the reason first or after
 * ("the house is being painted", "my flight changed"), as arithmetic on the party ("minus two",
 * "add another couple", "we'll bring my colleague along", "my sister and her husband are in
 * too"), correcting themselves ("6:30. No, 6:45"), as a note for the provider (shellfish, halal,
 * a flight number, a car seat, a wheelchair, vegan snacks, a table outside), or saying the member
 * meant the other request of a cancel or change proposal ("wrong driver, I meant next Friday's",
 * "I meant the restaurant tonight, not the chef").
 */
export const HELD_OUT_17_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new private chef, Saturday 19:00, Constantia, party of 6.
    ...on('chef_new', [
      ['Make that 8 people, my parents are joining', followUp({ partySize: 8 })],
      ['Could the chef rather come at 6:30?', followUp({ time: '18:30' })],
      ['Sunday works better for us, same time', followUp({ date: 'sun' })],
      [
        'Let’s do it at our beach house in Kommetjie instead',
        followUp({ place: 'Kommetjie|Cape Town' }),
      ],
      ['one guest is allergic to shellfish, pls note', followUp({ notes: 'shellfish' })],
      ['Add another couple to that, the Pillays said yes', followUp({ partySize: 8 })],
      ['minus two, my in-laws bailed', followUp({ partySize: 4 })],
      ['7 is too early for this crowd. 8:15', followUp({ time: '20:15' })],
      ['Friday rather, same time, Saturday clashes with a school event', followUp({ date: 'fri' })],
      [
        'The house is being painted this weekend, so Saturday week please',
        followUp({ date: 'sat+7' }),
      ],
      ['We’re 10 now, and it must all be halal', followUp({ partySize: 10, notes: 'halal' })],
      ['6:30. No, 6:45 actually', followUp({ time: '18:45' })],
      [
        'Would it be possible to have it at my sister’s place in Tokai instead?',
        followUp({ place: 'Tokai|Cape Town' }),
      ],
      ['Can we shift it to Sunday lunchtime, say 1pm?', followUp({ date: 'sun', time: '13:00' })],
      ['just the 4 of us in the end', followUp({ partySize: 4 })],
      [
        'Could you tell the chef we have a fussy 6 year old? Plain pasta for him',
        followUp({ notes: 'pasta' }),
      ],
    ]),

    // A new table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['Can we make it 8pm instead?', followUp({ time: '20:00' })],
      ['Three of us actually', followUp({ partySize: 3 })],
      ['Rather somewhere in Parkhurst', followUp({ place: 'Parkhurst|Johannesburg' })],
      ['tomorrow instead, I’m wiped out', followUp({ date: 'tomorrow' })],
      ['Please ask for a table outside, I like the fresh air', followUp({ notes: 'outside' })],
      ['7:30 is fine but let’s do Friday', followUp({ date: 'fri' })],
      ['we’ll bring my colleague Johan along too', followUp({ partySize: 3 })],
      ['quarter past 7 rather', followUp({ time: '19:15' })],
      [
        'My sister and her husband are in too, so 4 people at 8:30',
        followUp({ partySize: 4, time: '20:30' }),
      ],
      [
        'Can it be in Melrose Arch? Closer to the office',
        followUp({ place: 'Melrose Arch|Johannesburg' }),
      ],
      ['Make it the day after tomorrow, same time', followUp({ date: '+2' })],
      [
        'It’s my wife’s birthday, could they do something small for dessert?',
        followUp({ notes: 'birthday' }),
      ],
      ['Sorry, 6 not 2. The whole team wants to come', followUp({ partySize: 6 })],
      ['Let’s do 7 instead of half past', followUp({ time: '19:00' })],
    ]),

    // A new driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      [
        'Make it Lanseria, my flight changed',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['My flight number is SA 344, please pass it on', followUp({ notes: '344' })],
      ['10:45 please, immigration takes forever', followUp({ time: '10:45' })],
      ['Day after tomorrow, sorry — I had the date wrong', followUp({ date: '+2' })],
      ['Please bring a car seat for my toddler', followUp({ notes: 'seat' })],
      ['Rather Saturday at the same time', followUp({ date: 'sat' })],
      ['I land at 7:20, so could they be there by 7:30?', followUp({ time: '07:30' })],
      [
        'Pickup from Sandton instead, I’m already in town',
        followUp({ place: 'Sandton|Johannesburg' }),
      ],
      [
        'My dad is coming with me and he’s in a wheelchair, so a car with space for it please',
        followUp({ notes: 'wheelchair' }),
      ],
      ['Make it 8 rather than 9', followUp({ time: '08:00' })],
      [
        'Tomorrow’s fine but from Rosebank, not the airport',
        followUp({ place: 'Rosebank|Johannesburg' }),
      ],
      ['Can you do Tuesday at 6am instead?', followUp({ date: 'tue', time: '06:00' })],
      [
        'Actually King Shaka, I’m flying back from Durban',
        followUp({ place: 'King Shaka International Airport|Durban' }),
      ],
    ]),

    // A new yacht charter Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ['Saturday instead please', followUp({ date: 'sat' })],
      ['Let’s leave at 2 rather', followUp({ time: '14:00' })],
      ['12 of us now', followUp({ partySize: 12 })],
      [
        'Please let them know it’s a proposal, I’ll have the ring with me',
        followUp({ notes: 'proposal' }),
      ],
      ['From Hout Bay harbour if possible', followUp({ place: 'Hout Bay|Cape Town' })],
      ['vegan snacks on board please, half the group is vegan', followUp({ notes: 'vegan' })],
      ['Sunset would be better, so 6pm', followUp({ time: '18:00' })],
      ['Take off two, the Smiths can’t make it', followUp({ partySize: 8 })],
      [
        'Can we go from Simon’s Town instead of the Waterfront?',
        followUp({ place: "Simon's Town|Cape Town" }),
      ],
      ['Sunday week rather, the forecast is bad', followUp({ date: 'sun+7' })],
      ['Make it 11 in the morning and 14 people', followUp({ time: '11:00', partySize: 14 })],
    ]),

    // Cancelling tomorrow's OR Tambo driver; the other is next Friday's Cape Town driver.
    ...on('cancel_driver', [
      ['No, not that one — the Cape Town driver', theOther],
      ['Wrong driver. I meant next Friday’s', theOther],
      ['Not the Joburg one, the other one', theOther],
      ['Hang on, I meant the confirmed one with Cape Executive', theOther],
      ['eish no, keep tomorrow’s. It’s Friday’s I want gone', theOther],
    ]),

    // Changing the chef to 20:00; the other is tonight's table at The Test Kitchen.
    ...on('change_chef', [
      ['Sorry, I meant the restaurant tonight, not the chef', theOther],
      ['Rather 8:30 than 8', followUp({ time: '20:30' })],
      ['And make it Sunday while you’re at it', followUp({ date: 'sun' })],
      ['No no, it’s the Test Kitchen booking I wanted moved', theOther],
      ['Yes but 7:45 rather than 8', followUp({ time: '19:45' })],
      ['Wrong one — the Woodstock table', theOther],
      ['Also there’ll be 10 of us now', followUp({ partySize: 10 })],
    ]),
  ],
};
