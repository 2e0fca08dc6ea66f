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
 * Twenty-fourth held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once: bare
 * ("7:15 rather", "Make that 10am", "Twelve people"), as a question ("Could she start at 6?", "Can
 * the boat go out at 2 instead?"), with the reason first or after (a school play, a late flight, a
 * friend's farewell, a rugby match, in-laws arriving), as arithmetic on the party ("plus my
 * brother", "two friends are joining", "one less") or on the time ("45 minutes later", "an hour
 * earlier") or on the day ("the day after, same time", "rather Sunday, same time"), a place instead
 * of another (Newlands, Bishopscourt, Tokai, Claremont, Parkhurst, Melrose Arch, Lanseria, Rand
 * Airport, Hout Bay, Simon's Town), a note for the provider (kosher, shellfish, a pram, a surprise
 * cake, a wheelchair, a dog, a sign with a name, golf clubs, a vegan guest, sparkling water, a
 * birthday), or saying the member meant the other request of a cancel or change proposal ("no, the
 * Cape Town car", "the one next week", "Cape Executive's", "I meant the restaurant", "the table
 * tonight, not the chef").
 */
export const HELD_OUT_24_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new Private Chef, Saturday 19:00, Constantia, party of 6.
    ...on('chef_new', [
      ['7:15 rather', followUp({ time: '19:15' })],
      ['Could she start at 6?', followUp({ time: '18:00' })],
      ['Plus my brother and his wife, so 8', followUp({ partySize: 8 })],
      ['One less, my aunt can’t come', followUp({ partySize: 5 })],
      ['Twelve people', followUp({ partySize: 12 })],
      ['We’re hosting at my mom’s house in Tokai instead', followUp({ place: 'Tokai|Cape Town' })],
      ['Sunday rather, keep the same time', followUp({ date: 'sun' })],
      ['45 minutes later please', followUp({ time: '19:45' })],
      [
        'Actually my house in Claremont, not Constantia',
        followUp({ place: 'Claremont|Cape Town' }),
      ],
      ['Rather 6 pm and 9 people', followUp({ time: '18:00', partySize: 9 })],
      ['Our guest of honour keeps kosher, please note that', followUp({ notes: 'kosher' })],
      ['Two of them can’t eat shellfish', followUp({ notes: 'shellfish' })],
      [
        'Make it in Newlands and for 10 people',
        followUp({ place: 'Newlands|Cape Town', partySize: 10 }),
      ],
      ['The kids have a school play, can we do 8pm?', followUp({ time: '20:00' })],
    ]),

    // A new table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['Make it 8:45pm', followUp({ time: '20:45' })],
      ['Two friends are joining, 4 in total', followUp({ partySize: 4 })],
      ['Rather Parkhurst, it’s closer', followUp({ place: 'Parkhurst|Johannesburg' })],
      ['Melrose Arch instead of Rosebank please', followUp({ place: 'Melrose Arch|Johannesburg' })],
      ['An hour earlier', followUp({ time: '18:30' })],
      [
        'Tomorrow rather, same time. Tonight my friend has her farewell',
        followUp({ date: 'tomorrow' }),
      ],
      ['We need space for a pram', followUp({ notes: 'pram' })],
      ['Can they bring out a surprise cake? It’s her birthday', followUp({ notes: 'cake' })],
      ['Three of us and 8pm', followUp({ partySize: 3, time: '20:00' })],
      ['Six, not two', followUp({ partySize: 6 })],
      ['Half seven is too early, 8:15?', followUp({ time: '20:15' })],
      ['My parents are coming too', followUp({ partySize: 4 })],
    ]),

    // A new Personal Driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['Make that 10am', followUp({ time: '10:00' })],
      ['My flight lands late, 11:20 is better', followUp({ time: '11:20' })],
      ['Half past 9 suits me better', followUp({ time: '09:30' })],
      ['I have four suitcases and golf clubs, needs a big car', followUp({ notes: 'golf' })],
      [
        'Collect me from Lanseria, not OR Tambo',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        'Actually I’m flying private into Rand Airport',
        followUp({ place: 'Rand Airport|Johannesburg' }),
      ],
      ['The day after, same time', followUp({ date: '+2' })],
      ['Please have a sign with my surname on it', followUp({ notes: 'sign' })],
      ['My father uses a wheelchair, the car must fit it', followUp({ notes: 'wheelchair' })],
      ['I’ll have my dog with me, hope that’s ok', followUp({ notes: 'dog' })],
      ['Could it be an hour earlier?', followUp({ time: '08:00' })],
      ['Can the driver be there at 8:40?', followUp({ time: '08:40' })],
      ['Push it a week, same time', followUp({ date: '+8' })],
      ['Ask for sparkling water in the car please', followUp({ notes: 'sparkling' })],
    ]),

    // A new Yacht Charter Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ['Can the boat go out at 2 instead?', followUp({ time: '14:00' })],
      ['Let’s do sunset, 6pm', followUp({ time: '18:00' })],
      ['We’ve grown to 14', followUp({ partySize: 14 })],
      ['Only 6 of us after all', followUp({ partySize: 6 })],
      ['Twenty minutes later, 3:20', followUp({ time: '15:20' })],
      ['Please bring a cake, it’s a surprise birthday', followUp({ notes: 'cake' })],
      ['Rather from Hout Bay', followUp({ place: 'Hout Bay|Cape Town' })],
      ['Could we depart from Simon’s Town?', followUp({ place: "Simon's Town|Cape Town" })],
      ['Bring it forward a day to Saturday, same time', followUp({ date: 'sat' })],
      ['One of the guests is vegan, please tell the crew', followUp({ notes: 'vegan' })],
      ['It’s my wife’s birthday, can they decorate?', followUp({ notes: 'birthday' })],
      ['There’s a rugby match at 3, can we go at 11 in the morning?', followUp({ time: '11:00' })],
      ['8 people and leave at 4pm', followUp({ partySize: 8, time: '16:00' })],
    ]),

    // Cancelling driver_tomorrow; the other is driver_friday.
    ...on('cancel_driver', [
      ['No, the Cape Town car', theOther],
      ['Not that one, the one next week', theOther],
      ['I meant Cape Executive’s booking', theOther],
      ['Wrong driver, the Friday 6pm one', theOther],
      ['Keep tomorrow, cancel the other one', theOther],
      ['The airport to hotel one in Cape Town, not tomorrow', theOther],
      ['no no the confirmed one', theOther],
    ]),

    // Changing the chef to 20:00; the other is table_tonight.
    ...on('change_chef', [
      ['I meant the restaurant', theOther],
      ['I meant tonight’s table, not the chef', theOther],
      ['Sorry, the Test Kitchen one', theOther],
      ['Not the chef, tonight’s dinner for two', theOther],
      ['Yes but 8:30 rather than 8', followUp({ time: '20:30' })],
      ['Make it half past 7 instead', followUp({ time: '19:30' })],
      ['The chef, and we’re 10 now too', followUp({ partySize: 10 })],
      ['No wait, the Woodstock booking', theOther],
      ['Fine, and make it Bishopscourt', followUp({ place: 'Bishopscourt|Cape Town' })],
      ['Wrong booking, I was talking about the restaurant tonight', theOther],
    ]),
  ],
};
