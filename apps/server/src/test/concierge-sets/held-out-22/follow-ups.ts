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
 * Twenty-second held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once: bare
 * ("Quarter to eight would suit better", "Monday, same time", "Friday at 7:30pm?"), as a question
 * ("Could it be at our place in Newlands?"), with the reason first or after (a school event, Oxford
 * Road traffic, an early meeting, golden hour, a flight landing at 11:25, being in Cape Town
 * already), as arithmetic on the party ("two more please", "halve the group", "9 of us now") or on
 * the time ("one hour later", "half an hour later", "two hours earlier") or on the day ("the day
 * after tomorrow"), a place instead of another (Newlands, Bishopscourt, Melrose Arch, Parkhurst,
 * Lanseria, Rand Airport, King Shaka, the V&A Waterfront, Hout Bay, Simon's Town), a note for the
 * provider (a pregnancy, kosher, dairy, a booth, a window, a name on a sign, a pram, luggage, sushi,
 * seasickness, diabetes), or saying the member meant the other request of a cancel or change
 * proposal ("the one next week in Cape Town", "the 18:00 booking", "the confirmed one", "the
 * Friday pickup", "the table for two", "the Test Kitchen reservation").
 */
export const HELD_OUT_22_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new private chef, Saturday 19:00, Constantia, for 6.
    ...on('chef_new', [
      [
        "Make it Friday rather, Saturday's been taken over by a school thing",
        followUp({ date: 'fri' }),
      ],
      ['actually 9 of us, my brother-in-law invited his whole family', followUp({ partySize: 9 })],
      ['Quarter to eight would suit better', followUp({ time: '19:45' })],
      [
        'Could it be at our place in Newlands instead of Constantia?',
        followUp({ place: 'Newlands|Cape Town' }),
      ],
      [
        'please note my wife is pregnant, so no raw fish or soft cheese',
        followUp({ notes: 'pregnant' }),
      ],
      ['Sunday lunch at 1pm instead?', followUp({ date: 'sun', time: '13:00' })],
      ['two more please', followUp({ partySize: 8 })],
      ['One hour later', followUp({ time: '20:00' })],
      [
        'Yes, but in Bishopscourt and for 10',
        followUp({ place: 'Bishopscourt|Cape Town', partySize: 10 }),
      ],
      ['the chef should know we keep kosher', followUp({ notes: 'kosher' })],
      ['6:30pm works better for the kids', followUp({ time: '18:30' })],
      ['Friday at 7:30pm?', followUp({ date: 'fri', time: '19:30' })],
      ['dairy free for everyone please, my husband reacts badly', followUp({ notes: 'dairy' })],
    ]),

    // A new table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['Can we do tomorrow instead, same time', followUp({ date: 'tomorrow' })],
      ['for 5 please, bringing the kids along', followUp({ partySize: 5 })],
      ['8pm is better, traffic on Oxford Road is mad', followUp({ time: '20:00' })],
      ['rather Melrose Arch than Rosebank', followUp({ place: 'Melrose Arch|Johannesburg' })],
      ["we'd love a booth if they have one", followUp({ notes: 'booth' })],
      ['Make it a quarter past 7', followUp({ time: '19:15' })],
      ['Same, but on Friday', followUp({ date: 'fri' })],
      ['3 people not 2', followUp({ partySize: 3 })],
      ['half an hour later if possible', followUp({ time: '20:00' })],
      [
        'Can it be in Parkhurst and at 8:15pm?',
        followUp({ place: 'Parkhurst|Johannesburg', time: '20:15' }),
      ],
      ['window table if possible please', followUp({ notes: 'window' })],
      ["We'll be 4, and can it be at 8?", followUp({ partySize: 4, time: '20:00' })],
      ['tomorrow at 1pm instead, we fancy lunch', followUp({ date: 'tomorrow', time: '13:00' })],
    ]),

    // A new driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['The flight lands at 11:25, so 11:45 is better', followUp({ time: '11:45' })],
      [
        "Actually it's Lanseria, not OR Tambo",
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Make it Saturday rather, same time as planned', followUp({ date: 'sat' })],
      [
        "can the driver hold a sign that says Mokoena? that's my surname",
        followUp({ notes: 'Mokoena' }),
      ],
      ['7am please, I have an early meeting', followUp({ time: '07:00' })],
      ['It should be the day after tomorrow', followUp({ date: '+2' })],
      ["please tell the driver I'll have a toddler and a pram", followUp({ notes: 'pram' })],
      [
        'Pick me up at Rand Airport instead, I fly in privately',
        followUp({ place: 'Rand Airport|Johannesburg' }),
      ],
      ["Tomorrow's fine but at 10:30", followUp({ time: '10:30' })],
      ['Monday, same time', followUp({ date: 'mon' })],
      [
        "I've got a LOT of luggage, tell them to send something big",
        followUp({ notes: 'luggage' }),
      ],
      [
        "Make it King Shaka, I'm going to Durban first",
        followUp({ place: 'King Shaka International Airport|Durban' }),
      ],
      [
        "from the Waterfront in Cape Town rather, I'm already down here",
        followUp({ place: 'V&A Waterfront|Cape Town' }),
      ],
    ]),

    // A new yacht charter Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ['Saturday would be better for everyone', followUp({ date: 'sat' })],
      ['12 of us now, two more said yes', followUp({ partySize: 12 })],
      ['Leave at 5pm rather, we want the golden hour', followUp({ time: '17:00' })],
      ['from Hout Bay instead please', followUp({ place: 'Hout Bay|Cape Town' })],
      ["we'd like sushi on board please", followUp({ notes: 'sushi' })],
      ['Two hours earlier works better for the skipper', followUp({ time: '13:00' })],
      ['halve the group, only 5 are coming', followUp({ partySize: 5 })],
      [
        "Can we go from Simon's Town and make it 11am?",
        followUp({ place: "Simon's Town|Cape Town", time: '11:00' }),
      ],
      ['Sunday is fine but can we do 2:30pm', followUp({ time: '14:30' })],
      ['one guest gets badly seasick, ask them for a calm route', followUp({ notes: 'seasick' })],
      ['Friday at 4pm instead', followUp({ date: 'fri', time: '16:00' })],
      ['13, and leaving at 4pm', followUp({ partySize: 13, time: '16:00' })],
    ]),

    // Cancelling tomorrow's driver; the other driver is next Friday's in Cape Town.
    ...on('cancel_driver', [
      ['wrong driver - I meant the one next week in Cape Town', theOther],
      ['not the airport one tomorrow, the 18:00 booking', theOther],
      ['the other driver, please', theOther],
      ["Hang on, it's next Friday's transfer I want gone", theOther],
      ['The confirmed one, not the pending one', theOther],
      ["keep tomorrow's. cancel the other one", theOther],
      ['wrong one! the Friday pickup', theOther],
    ]),

    // Moving the chef to 20:00; the other request is tonight's table.
    ...on('change_chef', [
      ['Make it 8:30 rather, the guests work late', followUp({ time: '20:30' })],
      ["And we'll be 10", followUp({ partySize: 10 })],
      ['Not the chef - the table for two is what I wanted to move', theOther],
      ['I was talking about the Test Kitchen reservation', theOther],
      ['Sunday rather than Saturday for the chef please', followUp({ date: 'sun' })],
      ['please add that my father-in-law is diabetic', followUp({ notes: 'diabetic' })],
      ['at 7:45pm, not 8', followUp({ time: '19:45' })],
      ['Make it 9pm', followUp({ time: '21:00' })],
    ]),
  ],
};
