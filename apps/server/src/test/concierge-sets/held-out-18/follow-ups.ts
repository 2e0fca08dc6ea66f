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
 * Eighteenth held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once:
 * bare ("Saturday rather", "6:45 not 9"), hedged ("would it be possible to start at 6?"), with the
 * reason first or after (a wedding clash, early-eating kids, a private flight, a late flight), as
 * arithmetic on the party ("minus 3", "two more people", "my cousins are joining", "friends are
 * joining"), a day relative to the one proposed ("next Saturday rather than this one", "day
 * after tomorrow rather"), as a note for the provider (shellfish, halal, a flight number, a car
 * seat, a wheelchair, a vegan platter, seasick children, a coeliac guest, an outside table,
 * gluten), or saying the member meant the other request of a cancel or change proposal ("wrong
 * driver, I meant next Friday's", "not the chef, the Test Kitchen booking").
 */
export const HELD_OUT_18_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new private chef, Saturday 19:00 in Constantia, for 6.
    ...on('chef_new', [
      ['Sunday rather, same time', followUp({ date: 'sun' })],
      ['can we make it 7:30 instead', followUp({ time: '19:30' })],
      ['We’ll be 9, my cousins from Gqeberha are joining', followUp({ partySize: 9 })],
      [
        'One of the guests is allergic to shellfish, please tell the chef',
        followUp({ notes: 'shellfish' }),
      ],
      [
        'Actually it’s at my sister’s in Bishopscourt, not Constantia',
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      ['Looks good, but minus two people, so 4', followUp({ partySize: 4 })],
      [
        'Would it be possible to start at 6? The kids need to eat early',
        followUp({ time: '18:00' }),
      ],
      ['Make it Friday, Saturday clashes with a wedding', followUp({ date: 'fri' })],
      ['Halal please, and we’re 7', followUp({ notes: 'halal', partySize: 7 })],
      [
        '7pm is fine but can it be at the beach house in Llandudno',
        followUp({ place: 'Llandudno|Cape Town' }),
      ],
      ['Next Saturday rather than this one', followUp({ date: 'next:sat' })],
      ['Two more people, and can he come at 6:30?', followUp({ partySize: 8, time: '18:30' })],
    ]),

    // A new table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['8 would suit us better', followUp({ time: '20:00' })],
      ['Can you make it for 4? Friends are joining', followUp({ partySize: 4 })],
      [
        'Rather Melrose Arch, it’s closer to the hotel',
        followUp({ place: 'Melrose Arch|Johannesburg' }),
      ],
      ['Tomorrow instead please, same time', followUp({ date: 'tomorrow' })],
      ['An outside table if they can, we’ll have the dog with us', followUp({ notes: 'outside' })],
      ['rather quarter past seven then', followUp({ time: '19:15' })],
      ['it’s 3 of us actually, not 2', followUp({ partySize: 3 })],
      [
        'Perfect, but can we do Parkhurst instead of Rosebank?',
        followUp({ place: 'Parkhurst|Johannesburg' }),
      ],
      ['my date is gluten free, please note that', followUp({ notes: 'gluten' })],
      ['Make it 7 and for 3 people', followUp({ time: '19:00', partySize: 3 })],
      ['Friday rather, 7:30 still works', followUp({ date: 'fri' })],
      ['Can it be at 8:15 in Illovo?', followUp({ time: '20:15', place: 'Illovo|Johannesburg' })],
    ]),

    // A new driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['My flight lands at 10:40 actually, so 11 please', followUp({ time: '11:00' })],
      [
        'I’m coming into Lanseria, not OR Tambo',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Please add my flight number, SA 344', followUp({ notes: '344' })],
      ['Rather the day after tomorrow, same time is fine', followUp({ date: '+2' })],
      ['Can the driver bring a car seat for my 2-year-old?', followUp({ notes: 'seat' })],
      [
        'Make it 8:30, and at King Shaka, sorry, I’m flying into Durban not Joburg',
        followUp({ time: '08:30', place: 'King Shaka International Airport|Durban' }),
      ],
      ['Monday rather', followUp({ date: 'mon' })],
      ['7am please, I’m on the early flight', followUp({ time: '07:00' })],
      [
        'I’ll have a wheelchair with me, please make sure the car can fit it',
        followUp({ notes: 'wheelchair' }),
      ],
      [
        'Change it to Grand Central, I’m flying private',
        followUp({ place: 'Grand Central Airport|Johannesburg' }),
      ],
      ['6:45 not 9', followUp({ time: '06:45' })],
    ]),

    // A new yacht charter Sunday 15:00 from the V&A Waterfront for 10.
    ...on('yacht_new', [
      ['Saturday rather', followUp({ date: 'sat' })],
      ['We’ll be 14 on the boat now', followUp({ partySize: 14 })],
      ['Can we go out at 4 instead of 3?', followUp({ time: '16:00' })],
      [
        'make it Hout Bay harbour rather than the Waterfront',
        followUp({ place: 'Hout Bay|Cape Town' }),
      ],
      ['Minus 3 people', followUp({ partySize: 7 })],
      ['Please arrange a vegan platter on board', followUp({ notes: 'vegan' })],
      [
        'Two of the kids get seasick, ask the skipper to keep to calm water',
        followUp({ notes: 'seasick' }),
      ],
      ['sunset would be better', followUp({ time: '18:00' })],
      ['Next Sunday rather than this one', followUp({ date: 'next:sun' })],
      ['Make it 12 people, and leaving at 2pm', followUp({ partySize: 12, time: '14:00' })],
      ['Could we leave from Simon’s Town instead?', followUp({ place: "Simon's Town|Cape Town" })],
    ]),

    // Cancel tomorrow's driver (the alternative: next Friday's driver in Cape Town).
    ...on('cancel_driver', [
      ['No, not that one, the Cape Town one next Friday', theOther],
      ['Wrong driver! I meant next Friday’s', theOther],
      ['Hmm, I meant the other driver', theOther],
      ['Sorry, it’s the Friday chauffeur in Cape Town I want gone', theOther],
      ['Not tomorrow’s, keep that one. The other one', theOther],
      ['I meant the confirmed one with Cape Executive', theOther],
      ['The one next week, not the airport one tomorrow', theOther],
      ['eish no, the Friday one. Leave the OR Tambo pickup alone', theOther],
      ['nope, the other booking pls', theOther],
    ]),

    // Change Saturday's chef to 20:00 (the alternative: tonight's table).
    ...on('change_chef', [
      ['Can it be 8:30 rather than 8?', followUp({ time: '20:30' })],
      ['Yes, but also we’re 10 now', followUp({ partySize: 10 })],
      ['Sorry, I meant tonight’s restaurant, not the chef', theOther],
      ['Not the chef, the Test Kitchen booking', theOther],
      ['8 is good, and please note one guest is coeliac', followUp({ notes: 'coeliac' })],
      ['Rather 7:45', followUp({ time: '19:45' })],
      ['Wrong booking, it was tonight’s table I wanted to move', theOther],
      ['And move it to Sunday too', followUp({ date: 'sun' })],
      ['Can we make it 9pm instead? Late flight', followUp({ time: '21:00' })],
      ['Also change the venue to our place in Hout Bay', followUp({ place: 'Hout Bay|Cape Town' })],
    ]),
  ],
};
