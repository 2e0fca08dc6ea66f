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
 * Twentieth held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once:
 * bare ("Tomorrow, not tonight", "8am sharp please"), as a question ("could it be the 21st
 * rather?"), with the reason first or after (a sister's wedding, a long day at the office, parking
 * in Rosebank, a private flight, a meeting that moved), as arithmetic on the party ("two more",
 * "one couple dropped out", "double it", "three people pulled out"), on the time ("an hour
 * later", "half an hour later") or on the day ("the day after tomorrow", "a week later", "the
 * Sunday after"), a place instead of another (a beach house in Hermanus, a flat in Sea Point,
 * Parkhurst, Sandton, Lanseria, Cape Town International, Hout Bay, Simon's Town), a note for the
 * provider (gluten free, a braai, halal, a terrace, a high chair, a wheelchair, a flight number, a
 * name board, a child seat, vegetarians, a swim stop), or saying the member meant the other
 * request of a cancel or change proposal ("the Cape Executive one", "the Woodstock reservation").
 */
export const HELD_OUT_20_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new Private Chef, Saturday 19:00, Constantia, party of 6.
    ...on('chef_new', [
      ["Looks good, but we'll be 8, not 6", followUp({ partySize: 8 })],
      ['Can the chef come at 6:30 instead? The kids eat early', followUp({ time: '18:30' })],
      ["My sister's wedding is on Saturday, so Sunday please", followUp({ date: 'sun' })],
      [
        'Two of the guests are coeliac, so everything gluten free please',
        followUp({ notes: 'gluten' }),
      ],
      [
        "Not Constantia, we're at our beach house in Hermanus that weekend",
        followUp({ place: 'Hermanus|Overberg' }),
      ],
      ['Plus my in-laws, so two more', followUp({ partySize: 8 })],
      ['Half past seven would suit us better', followUp({ time: '19:30' })],
      ['Could it be the 21st rather?', followUp({ date: 'dom:21' })],
      ["We'd love a braai theme, lots of lamb chops", followUp({ notes: 'braai' })],
      ['One couple dropped out, so four of us', followUp({ partySize: 4 })],
      ['Fine, but an hour later', followUp({ time: '20:00' })],
      ['Friday instead of Saturday please', followUp({ date: 'fri' })],
      [
        'Change the venue to our flat in Sea Point and make it 8 people',
        followUp({ place: 'Sea Point|Cape Town', partySize: 8 }),
      ],
      [
        "Everything must be halal please, my husband's family is Muslim",
        followUp({ notes: 'halal' }),
      ],
    ]),

    // A new table, today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ["Make it 8pm rather, I'm only leaving the office at 7", followUp({ time: '20:00' })],
      ['My friend Thandi is joining, so 3', followUp({ partySize: 3 })],
      [
        'Could we rather do Parkhurst? Parking in Rosebank is a mission',
        followUp({ place: 'Parkhurst|Johannesburg' }),
      ],
      ['Tomorrow, not tonight', followUp({ date: 'tomorrow' })],
      ['Please ask for a table on the terrace', followUp({ notes: 'terrace' })],
      ['Make it quarter to eight', followUp({ time: '19:45' })],
      ["Double it, we're 4 now", followUp({ partySize: 4 })],
      ['Earlier please, 6:30pm. Long day', followUp({ time: '18:30' })],
      ['Tonight is a bit much. Friday, same time?', followUp({ date: 'fri' })],
      ['Can you ask them for a high chair for the baby', followUp({ notes: 'chair' })],
      ['Rather Sandton, at 8:15', followUp({ place: 'Sandton|Johannesburg', time: '20:15' })],
      ['the day after tomorrow works better for us', followUp({ date: '+2' })],
      [
        'Please note I use a wheelchair, so we need a step-free entrance',
        followUp({ notes: 'wheelchair' }),
      ],
      ["We'll be 6 actually, my colleagues heard about it", followUp({ partySize: 6 })],
    ]),

    // A new Personal Driver, tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['My flight lands at 06:50, so can it be 7:15?', followUp({ time: '07:15' })],
      [
        "Lanseria rather, I'm flying private",
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Rather the day after tomorrow', followUp({ date: '+2' })],
      ['Flight number is BA0055, please add it for the driver', followUp({ notes: '0055' })],
      ["Make it half an hour later, I'm slow in the mornings", followUp({ time: '09:30' })],
      [
        'Can the driver hold a board with my company name, Khumalo Holdings',
        followUp({ notes: 'Khumalo' }),
      ],
      [
        "Sorry, wrong city. I'm landing at Cape Town International",
        followUp({ place: 'Cape Town International Airport|Cape Town' }),
      ],
      ['8am sharp please', followUp({ time: '08:00' })],
      ['Can we push it to 11? My meeting moved', followUp({ time: '11:00' })],
      [
        "We're flying into Lanseria at 10:30 instead",
        followUp({ place: 'Lanseria International Airport|Johannesburg', time: '10:30' }),
      ],
      ["I'll need a child seat for my 3 year old", followUp({ notes: 'child' })],
      ['Make it a week later, same time', followUp({ date: '+8' })],
    ]),

    // A new Yacht Charter, Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ["We're 14, can the boat take that?", followUp({ partySize: 14 })],
      ['Could we do the Saturday rather, same time?', followUp({ date: 'sat' })],
      ['Sunset would be better than 3', followUp({ time: '18:00' })],
      ['Can we leave from Hout Bay harbour instead?', followUp({ place: 'Hout Bay|Cape Town' })],
      [
        'A few vegetarians on board, please include that for the catering',
        followUp({ notes: 'vegetarian' }),
      ],
      ['Three people pulled out, 7 of us', followUp({ partySize: 7 })],
      ['Can we start at 1pm?', followUp({ time: '13:00' })],
      ['The Sunday after that would be better', followUp({ date: 'sun+7' })],
      ['Please ask the skipper about a swim stop along the way', followUp({ notes: 'swim' })],
      [
        "Ok, but from Simon's Town, we're staying there",
        followUp({ place: "Simon's Town|Cape Town" }),
      ],
      ['Two more please, and 4pm', followUp({ partySize: 12, time: '16:00' })],
      ['Make it the 28th', followUp({ date: 'dom:28' })],
    ]),

    // Cancelling tomorrow's driver; the member means next Friday's.
    ...on('cancel_driver', [
      ["No no, not tomorrow's. The Cape Town one next Friday", theOther],
      ['Wrong driver, I meant the Friday pickup', theOther],
      ["Keep tomorrow's. It's the Cape Executive one I want gone", theOther],
      ["That's not the one, it's the 6pm chauffeur I'm cancelling", theOther],
      ['hmm no, the other driver', theOther],
      ['I need the OR Tambo one! Cancel the Cape Town one instead', theOther],
    ]),

    // Moving the chef to 20:00; the member means tonight's table, or changes the proposal.
    ...on('change_chef', [
      ['Sorry, I meant the Test Kitchen booking, not the chef', theOther],
      ['Not the chef, the table tonight is the one I want to move', theOther],
      ['Wrong one, I was talking about the Woodstock reservation', theOther],
      ['Actually make the chef 20:30, not 8', followUp({ time: '20:30' })],
      ["Yes, and they'll be 10 now", followUp({ partySize: 10 })],
      ['Rather 7:45pm for the chef', followUp({ time: '19:45' })],
    ]),
  ],
};
