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
 * Sixteenth held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once:
 * bare ("Friday instead"), hedged ("could it rather be..."), with the reason first or after
 * ("immigration takes forever"), as arithmetic on the party ("minus one", "add another couple",
 * "we'll bring my colleague along"), correcting themselves ("7. No wait, 7:15"), as a note for the
 * provider (an allergy, a flight number, a wheelchair, oysters), or saying the member meant the
 * other request of a cancel or change proposal ("not that one, the Cape Town driver", "it's the
 * Test Kitchen one I want moved").
 */
export const HELD_OUT_16_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new table, today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['Can we make it 8 rather?', followUp({ time: '20:00' })],
      ['Make it 4 people, my sister and her hubby are coming', followUp({ partySize: 4 })],
      [
        'Rather in Parkhurst, then we can walk from home',
        followUp({ place: 'Parkhurst|Johannesburg' }),
      ],
      ['hmm tonight is tough, tomorrow same time?', followUp({ date: 'tomorrow' })],
      ['19:30 is too early for us, quarter past 8 please', followUp({ time: '20:15' })],
      ['Add my parents so we’re 4. And 8pm please', followUp({ partySize: 4, time: '20:00' })],
      ['Please note it’s for my wife’s birthday', followUp({ notes: 'birthday' })],
      ['Could it rather be at Melrose Arch?', followUp({ place: 'Melrose Arch|Johannesburg' })],
      ['Friday instead, tonight’s a no-go', followUp({ date: 'fri' })],
      ['3 of us actually, I forgot about my son', followUp({ partySize: 3 })],
      ['Can you ask for a table away from the kitchen', followUp({ notes: 'kitchen' })],
      ['Make it 7. No wait, 7:15', followUp({ time: '19:15' })],
      ['We’ll bring my colleague along', followUp({ partySize: 3 })],
      [
        'Rosebank is too far from where I’m staying, try Sandton',
        followUp({ place: 'Sandton|Johannesburg' }),
      ],
    ]),

    // A new private chef, Saturday 19:00 in Constantia for 6.
    ...on('chef_new', [
      ['Can the chef come at 6 instead? We’re eating early', followUp({ time: '18:00' })],
      ['Numbers have grown, make it 9', followUp({ partySize: 9 })],
      [
        'It’s at my brother’s house in Newlands, not Constantia',
        followUp({ place: 'Newlands|Cape Town' }),
      ],
      ['Sunday would be better', followUp({ date: 'sun' })],
      ['Two of the guests are coeliac, please tell the chef', followUp({ notes: 'coeliac' })],
      ['Minus one — my cousin can’t come', followUp({ partySize: 5 })],
      ['Let’s do Friday at 7:30 instead', followUp({ date: 'fri', time: '19:30' })],
      ['Half 7 please', followUp({ time: '19:30' })],
      ['Add another couple', followUp({ partySize: 8 })],
      ['we’d love a Cape Malay menu if possible', followUp({ notes: 'Malay' })],
      ['oh it’s at our place in Tokai, sorry', followUp({ place: 'Tokai|Cape Town' })],
      ['Saturday’s fine but 8 rather than 7', followUp({ time: '20:00' })],
    ]),

    // A new driver, tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['Flight’s been moved, can the driver come at 10:45', followUp({ time: '10:45' })],
      [
        'Actually I’m landing at Lanseria, not OR Tambo',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Not tomorrow, Tuesday', followUp({ date: 'tue' })],
      [
        'My flight number is FA204, please pass that on to the driver',
        followUp({ notes: 'FA204' }),
      ],
      ['Make it quarter to 9', followUp({ time: '08:45' })],
      ['Could the driver bring a child seat', followUp({ notes: 'seat' })],
      ['Sorry I meant the day after tomorrow', followUp({ date: '+2' })],
      [
        'Pick-up will be at Rand Airport, I’m flying private',
        followUp({ place: 'Rand Airport|Johannesburg' }),
      ],
      [
        'Rather 7:30 in the morning, and from Grand Central',
        followUp({ time: '07:30', place: 'Grand Central Airport|Johannesburg' }),
      ],
      ['Can it be 9:30? Immigration takes forever', followUp({ time: '09:30' })],
      ['I land on Saturday actually, same time', followUp({ date: 'sat' })],
      ['We’ll have a lot of luggage, please send a bigger car', followUp({ notes: 'luggage' })],
    ]),

    // A new yacht, Sunday 15:00 from the V&A Waterfront for 10.
    ...on('yacht_new', [
      ['Can we go out at 4 instead, to catch the sunset?', followUp({ time: '16:00' })],
      ['We’re 14 now', followUp({ partySize: 14 })],
      ['Saturday rather than Sunday', followUp({ date: 'sat' })],
      ['Can we leave from Hout Bay harbour', followUp({ place: 'Hout Bay|Cape Town' })],
      ['Please add oysters and bubbly', followUp({ notes: 'oysters' })],
      ['Three people dropped out', followUp({ partySize: 7 })],
      ['Make it 2pm and 12 guests', followUp({ time: '14:00', partySize: 12 })],
      [
        'Sunday is supposed to be windy, can we try Saturday at 3 instead?',
        followUp({ date: 'sat', time: '15:00' }),
      ],
      ['From Simon’s Town would be better for us', followUp({ place: "Simon's Town|Cape Town" })],
      ['Please mention that one guest is in a wheelchair', followUp({ notes: 'wheelchair' })],
      ['Earlier, like 11?', followUp({ time: '11:00' })],
      ['Add my parents as well', followUp({ partySize: 12 })],
    ]),

    // A cancel of tomorrow's driver, with next Friday's as the alternative.
    ...on('cancel_driver', [
      ['No not that one, the Cape Town driver', theOther],
      ['Wrong one! I meant the Friday chauffeur', theOther],
      ['Hold on, keep tomorrow’s. It’s the one next week I don’t need', theOther],
      ['That’s the OR Tambo one — I wanted the other booking cancelled', theOther],
      ['nope the other driver pls', theOther],
      ['The Cape Executive one, not this', theOther],
      ['Sorry I wasn’t clear, the airport run in Cape Town is the one to cancel', theOther],
      ['Not tomorrow’s. Next Friday’s.', theOther],
    ]),

    // A change of the chef to 20:00, with tonight's table as the alternative.
    ...on('change_chef', [
      ['No, I meant tonight’s table, not the chef', theOther],
      ['Wrong booking, it’s the Test Kitchen one I want moved', theOther],
      ['Actually 8:30 for the chef', followUp({ time: '20:30' })],
      ['Yes, and also make it 10 guests', followUp({ partySize: 10 })],
      ['Not the chef — the restaurant booking', theOther],
      ['Rather 7:30 than 8', followUp({ time: '19:30' })],
      ['And move it to Sunday as well', followUp({ date: 'sun' })],
      ['the dinner for two is the one I meant', theOther],
    ]),
  ],
};
