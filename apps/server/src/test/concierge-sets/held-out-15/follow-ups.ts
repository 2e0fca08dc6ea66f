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
 * Fifteenth held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once:
 * curtly ("half 8"), hedged ("would 7 work better?"), with the reason first ("my flight got
 * moved, so..."), as arithmetic on the party ("add my sister and her husband"), correcting
 * themselves ("Thursday. No, Friday"), or saying the member meant the other request of a cancel
 * or change proposal ("not that one, the Cape Town driver").
 */
export const HELD_OUT_15_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new private chef, Saturday 19:00, Constantia, party of 6.
    ...on('chef_new', [
      [
        'would 7:30 work better for the chef? people only get there late',
        followUp({ time: '19:30' }),
      ],
      [
        'Make it 8 of us, my sister and her husband are coming after all',
        followUp({ partySize: 8 }),
      ],
      ['Sunday rather than Saturday please', followUp({ date: 'sun' })],
      [
        'Oh and the chef should know my son has a severe peanut allergy',
        followUp({ notes: 'peanut' }),
      ],
      [
        "Not Constantia, we're having it at my parents' place in Newlands",
        followUp({ place: 'Newlands|Cape Town' }),
      ],
      ['Drop it to 4 people, the other couple cancelled on us', followUp({ partySize: 4 })],
      ['Can it start at six instead', followUp({ time: '18:00' })],
      [
        'Friday evening at 7:30 would suit us much better',
        followUp({ date: 'fri', time: '19:30' }),
      ],
      ['We want a halaal menu please, some guests only eat halaal', followUp({ notes: 'halaal' })],
      ['10 people and 8pm', followUp({ partySize: 10, time: '20:00' })],
      ['Add my in-laws, so 2 more. Everything else stays the same', followUp({ partySize: 8 })],
      [
        'Change the place to our beach house in Hermanus, same day and time',
        followUp({ place: 'Hermanus|Overberg' }),
      ],
    ]),

    // A new table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['Can we make that 8?', followUp({ time: '20:00' })],
      ['We will be 3 actually, my friend is joining', followUp({ partySize: 3 })],
      ['tomorrow would be better, same time', followUp({ date: 'tomorrow' })],
      ["6 people please, we're bringing the kids", followUp({ partySize: 6 })],
      [
        "Rather somewhere in Parkhurst, it's closer to home",
        followUp({ place: 'Parkhurst|Johannesburg' }),
      ],
      ['quarter past 7 pls', followUp({ time: '19:15' })],
      ['Ask for a table outside on the terrace please', followUp({ notes: 'terrace' })],
      [
        "My husband's running late from work, so half 8 and there'll be 4 of us",
        followUp({ time: '20:30', partySize: 4 }),
      ],
      ['Melrose Arch instead of Rosebank?', followUp({ place: 'Melrose Arch|Johannesburg' })],
      ['Make it Thursday. No, Friday', followUp({ date: 'fri' })],
      ["Please mention it's my wife's birthday", followUp({ notes: 'birthday' })],
      ['Could we push it to 9pm, the kids have a concert', followUp({ time: '21:00' })],
    ]),

    // A new Personal Driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['my flight got moved, so rather 11:15', followUp({ time: '11:15' })],
      [
        "It's Lanseria, not OR Tambo, sorry",
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Make that Thursday', followUp({ date: 'thu' })],
      [
        "tell the driver I'll have a wheelchair with me, so a big enough boot please",
        followUp({ notes: 'wheelchair' }),
      ],
      ['8:40 would be better', followUp({ time: '08:40' })],
      [
        "Actually I'm landing the day after, so make it the day after tomorrow at 10",
        followUp({ date: '+2', time: '10:00' }),
      ],
      [
        'pick me up from the Saxon instead of the airport',
        followUp({ place: 'The Saxon|Johannesburg' }),
      ],
      [
        'Can they hold a sign with my company name, Mokoena Holdings',
        followUp({ notes: 'Mokoena' }),
      ],
      ['Half past 7 in the morning please', followUp({ time: '07:30' })],
      ['Can you make it a Friday pickup at 5pm instead', followUp({ date: 'fri', time: '17:00' })],
      ['Change it to Saturday at 14:00', followUp({ date: 'sat', time: '14:00' })],
      [
        'oh wait, I fly into Cape Town, so it should be Cape Town International',
        followUp({ place: 'Cape Town International Airport|Cape Town' }),
      ],
    ]),

    // A new Yacht Charter Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ["We're 14 now, is that ok?", followUp({ partySize: 14 })],
      ['Saturday would work better for everyone', followUp({ date: 'sat' })],
      ['Sunset instead of 3', followUp({ time: '18:00' })],
      [
        "Can it leave from Hout Bay rather, we're staying there",
        followUp({ place: 'Hout Bay|Cape Town' }),
      ],
      ['Please ask them for a vegetarian platter on board', followUp({ notes: 'vegetarian' })],
      ['Only 6 of us can make it, sadly', followUp({ partySize: 6 })],
      [
        '11 in the morning would be better, the wind picks up in the afternoon',
        followUp({ time: '11:00' }),
      ],
      ['Make it the 21st', followUp({ date: 'dom:21' })],
      [
        'Can we do Saturday at 4pm with 12 people',
        followUp({ date: 'sat', time: '16:00', partySize: 12 }),
      ],
      ["It's a bachelorette, can they decorate the boat?", followUp({ notes: 'bachelorette' })],
      ['leave at 2 pls not 3', followUp({ time: '14:00' })],
    ]),

    // A cancel of driver_tomorrow, with driver_friday as the alternative.
    ...on('cancel_driver', [
      ['No no, not that one. The Cape Town driver', theOther],
      ["Wrong one, I still need tomorrow's. It's next Friday's I want gone", theOther],
      ['I meant the confirmed one on Friday', theOther],
      ['Hold on, the OR Tambo pickup is fine. Cancel the other driver', theOther],
      ['Sorry, I was talking about the 6pm one next week', theOther],
      ['nope, the Cape Executive Chauffeurs booking', theOther],
      [
        "That's the wrong driver. I need the one from the airport to the hotel in Cape Town cancelled",
        theOther,
      ],
      ['Not tomorrow, the other one', theOther],
    ]),

    // A change of chef to 20:00, with table_tonight as the alternative.
    ...on('change_chef', [
      ["Nope, I was talking about tonight's table, not the chef", theOther],
      ['Half 8 rather, for the chef', followUp({ time: '20:30' })],
      ['Sorry, wrong booking. The Test Kitchen one', theOther],
      ['Not Saturday, the restaurant tonight', theOther],
      ['Make it 21:00 instead of 8', followUp({ time: '21:00' })],
      ['I was talking about the dinner for two in Woodstock', theOther],
      ['And we will be 10 now, not 8', followUp({ partySize: 10 })],
      ['Move it to Sunday too then', followUp({ date: 'sun' })],
      ["Let's do 7:45 rather than 8", followUp({ time: '19:45' })],
      ['Oops, I meant the restaurant booking, leave the chef alone', theOther],
      ['Can the chef come to our house in Tokai instead?', followUp({ place: 'Tokai|Cape Town' })],
      ['Wrong one. The table at 8 tonight', theOther],
    ]),
  ],
};
