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
 * Twenty-fifth held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once: bare
 * ("Rather make it 8:15pm", "an hour earlier pls", "Headcount went up, we're 14 now"), as a
 * question ("Can she come at 6pm rather?", "Could the boat leave at 5pm instead?"), with the reason
 * first or after (a late meeting, a moved flight, grandparents visiting, an early morning, a house
 * move), as arithmetic on the party ("add my parents", "minus two", "two more friends") or on the
 * time ("half an hour later", "an hour later") or on the day ("the day after tomorrow, the time
 * stays", "Sunday, same time"), a place instead of another (Bishopscourt, Newlands, Parkhurst,
 * Saxonwold, Rosebank, Melrose Arch, Lanseria, Rand Airport, Hout Bay, Simon's Town), a note for
 * the provider (shellfish, halaal, outside, a birthday, suitcases, a child seat, a sign, a
 * wheelchair, a gluten-free cake), or saying the member meant the other request of a cancel or
 * change proposal ("the one next Friday", "the Cape Executive booking", "next week's car",
 * "tonight's restaurant booking I meant to change", "the Woodstock table").
 */
export const HELD_OUT_25_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // New Private Chef, Saturday 19:00, Constantia, party of 6.
    ...on('chef_new', [
      ["We'll be seven actually", followUp({ partySize: 7 })],
      ['Can she come at 6pm rather?', followUp({ time: '18:00' })],
      ['Sunday would suit us better, same time', followUp({ date: 'sun' })],
      [
        "Actually do it at our place in Bishopscourt, we're there this month",
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      ['One guest eats no shellfish, please note that', followUp({ notes: 'shellfish' })],
      ['Could she start half an hour later than that?', followUp({ time: '19:30' })],
      ['Friday suits us better, keep the time', followUp({ date: 'fri' })],
      ['Add my parents, so 8 of us', followUp({ partySize: 8 })],
      ["Let's do 7:45pm and make it 4 people", followUp({ time: '19:45', partySize: 4 })],
      [
        'Newlands, not Constantia, we moved house last month',
        followUp({ place: 'Newlands|Cape Town' }),
      ],
      ['Everything must be halaal, please tell the chef', followUp({ notes: 'halaal' })],
    ]),
    // New table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['Rather make it 8:15pm', followUp({ time: '20:15' })],
      ['Parkhurst instead please, easier parking', followUp({ place: 'Parkhurst|Johannesburg' })],
      ['Can we do tomorrow, same time?', followUp({ date: 'tomorrow' })],
      ['Two more friends are coming, so four', followUp({ partySize: 4 })],
      ["We'd like an outside table, please note it", followUp({ notes: 'outside' })],
      ['Make it 6:45pm, we have an early morning', followUp({ time: '18:45' })],
      [
        'Could it be at Melrose Arch rather than Rosebank?',
        followUp({ place: 'Melrose Arch|Johannesburg' }),
      ],
      ['3 of us now, and push it to 8pm', followUp({ partySize: 3, time: '20:00' })],
      ['Saturday rather, same time', followUp({ date: 'sat' })],
      ["it's her birthday, let them know please", followUp({ notes: 'birthday' })],
    ]),
    // New Personal Driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['My flight lands at 11:20 now', followUp({ time: '11:20' })],
      [
        'Pick-up from Lanseria, not OR Tambo',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Make it Monday, same time', followUp({ date: 'mon' })],
      ['Earlier please: 7:30am', followUp({ time: '07:30' })],
      [
        'Warn the driver: four suitcases, so the boot must be big',
        followUp({ notes: 'suitcases' }),
      ],
      ['Change it to the day after tomorrow, the time stays', followUp({ date: '+2' })],
      ['Can it be an hour later?', followUp({ time: '10:00' })],
      ['Rather collect me at Rand Airport', followUp({ place: 'Rand Airport|Johannesburg' })],
      ['I need a child seat in the car for my daughter', followUp({ notes: 'seat' })],
      [
        'Make it 8:45 and please have a sign with my surname',
        followUp({ time: '08:45', notes: 'sign' }),
      ],
    ]),
    // New Yacht Charter Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ['Saturday would work better, same time', followUp({ date: 'sat' })],
      ['Could the boat leave at 5pm instead?', followUp({ time: '17:00' })],
      ["Headcount went up, we're 14 now", followUp({ partySize: 14 })],
      ['Go from Hout Bay harbour instead of the V&A', followUp({ place: 'Hout Bay|Cape Town' })],
      ['Minus two, so eight guests', followUp({ partySize: 8 })],
      ['Push it to 4:30pm', followUp({ time: '16:30' })],
      ['One of the guests uses a wheelchair, please note', followUp({ notes: 'wheelchair' })],
      ["Simon's Town rather than the V&A", followUp({ place: "Simon's Town|Cape Town" })],
      ['an hour earlier pls', followUp({ time: '14:00' })],
      ['Make it 12 people at 2pm', followUp({ partySize: 12, time: '14:00' })],
      [
        "Could they bring a gluten-free cake? It's my wife's birthday",
        followUp({ notes: 'gluten' }),
      ],
    ]),
    // Cancel of tomorrow's driver; the other is next Friday's Cape Town driver.
    ...on('cancel_driver', [
      ['No, the one next Friday', theOther],
      ['Wrong one, I meant the Cape Town driver', theOther],
      ['Not that one. The Cape Executive booking', theOther],
      ["Sorry, I meant next week's car", theOther],
      ["the 6pm one in Cape Town, not tomorrow's", theOther],
      ["No no, keep tomorrow's. Cancel the other one", theOther],
      ['I was talking about the Friday chauffeur', theOther],
      ['Hmm, the confirmed one please', theOther],
      ['Nope, next Friday’s driver in Cape Town', theOther],
      ['Leave tomorrow alone, it was the Cape Town transfer I wanted gone', theOther],
    ]),
    // Change of the chef to 20:00; the other is tonight's table.
    ...on('change_chef', [
      ["Not the chef, it was tonight's restaurant booking I meant to change", theOther],
      ['The Test Kitchen table, not the chef', theOther],
      ['Rather 8:30pm', followUp({ time: '20:30' })],
      ['Make it 9pm actually, people are coming from far', followUp({ time: '21:00' })],
      ["I was referring to tonight's reservation", theOther],
      ['Wrong booking. The Woodstock table', theOther],
      ['Sorry, 7:30pm not 8', followUp({ time: '19:30' })],
      ["Let's say 8:15pm", followUp({ time: '20:15' })],
      ["oh I meant tonight's dinner out, not the chef", theOther],
      ['Quarter to nine would be better for the chef', followUp({ time: '20:45' })],
    ]),
    // A few more, across the proposals.
    ...on('table_new', [
      [
        'Could you move it to Saxonwold? My mom lives there',
        followUp({ place: 'Saxonwold|Johannesburg' }),
      ],
      ['Actually 7pm suits the babysitter better', followUp({ time: '19:00' })],
    ]),
    ...on('driver_new', [
      ['Collect me in Rosebank instead, same time', followUp({ place: 'Rosebank|Johannesburg' })],
    ]),
    ...on('yacht_new', [
      ["Let's make it 20 guests, the whole office is coming", followUp({ partySize: 20 })],
    ]),
    ...on('chef_new', [
      [
        'Could the chef do it for 12 people on Friday, same time?',
        followUp({ partySize: 12, date: 'fri' }),
      ],
    ]),
    ...on('cancel_driver', [["Eish, not tomorrow's, the one on Friday next week", theOther]]),
  ],
};
