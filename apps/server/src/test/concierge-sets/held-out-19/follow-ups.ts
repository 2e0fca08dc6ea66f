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
 * Nineteenth held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once:
 * bare ("Thursday instead", "quarter past 7 is better"), as a question ("could it be 8:20?"),
 * with the reason first or after (a prizegiving, a long day, an early flight, wind, a sister
 * flying in), as arithmetic on the party ("two cancelled", "plus my parents", "two fewer"), on the
 * time ("half an hour later", "an hour earlier") or on the day ("the Saturday after that", "a
 * day later"), a day of the month ("the 4th"), a place instead of another ("our place in
 * Bishopscourt", "Melville rather than Rosebank", "King Shaka instead"), as a note for the provider
 * (a peanut allergy, a Thai menu, halal, a birthday candle, a booth, a name board, a booster seat,
 * non-alcoholic bubbly, a kosher kitchen, a gluten-free cake, a dog), or saying the member meant
 * the other request of a cancel or change proposal ("not tomorrow's, the one next Friday", "I
 * meant the Test Kitchen booking").
 */
export const HELD_OUT_19_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new private chef, Saturday 19:00 in Constantia for 6.
    ...on('chef_new', [
      ["Make it Sunday rather, Saturday is my son's prizegiving", followUp({ date: 'sun' })],
      ['7 is a bit early for us, could they do 8:15?', followUp({ time: '20:15' })],
      ['Can we say 9 people? My in-laws want to come after all', followUp({ partySize: 9 })],
      [
        'Not Constantia, the dinner will be at our place in Bishopscourt',
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      ['Please note one guest has a severe peanut allergy', followUp({ notes: 'peanut' })],
      ['Let’s do it the Saturday after that, same time', followUp({ date: 'sat+7' })],
      ['Change it to 18:30 and make it 8 of us', followUp({ time: '18:30', partySize: 8 })],
      ['Looks good, but we would love a Thai menu', followUp({ notes: 'Thai' })],
      ['Friday instead, same time, if the chef can', followUp({ date: 'fri' })],
      ['Drop it to 4 people, two cancelled on me', followUp({ partySize: 4 })],
      [
        'We are moving the dinner to our Hermanus house, so it needs to be there',
        followUp({ place: 'Hermanus|Overberg' }),
      ],
      [
        'Everything must be halal please, most of the guests are Muslim',
        followUp({ notes: 'halal' }),
      ],
      ['Plus my parents, so 8 in total', followUp({ partySize: 8 })],
      ['An hour earlier would suit the kids better', followUp({ time: '18:00' })],
      ['Quarter to seven suits us more', followUp({ time: '18:45' })],
      ['Can it be the 4th instead? And we will be 7', followUp({ date: 'dom:4', partySize: 7 })],
    ]),

    // A new table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['Can we push it to 8:45? Long day at the office', followUp({ time: '20:45' })],
      ['Make that a table for 5, colleagues are joining', followUp({ partySize: 5 })],
      ['Rather Melville than Rosebank', followUp({ place: 'Melville|Johannesburg' })],
      ['Could we rather go tomorrow at the same time?', followUp({ date: 'tomorrow' })],
      [
        "It's my wife's birthday, could they bring a candle with dessert",
        followUp({ notes: 'birthday' }),
      ],
      ['quarter past 7 is better for us', followUp({ time: '19:15' })],
      ['three of us, and at 8 if possible', followUp({ partySize: 3, time: '20:00' })],
      ['Thursday instead', followUp({ date: 'thu' })],
      [
        "We'll have the baby with us, please ask them for a high chair",
        followUp({ notes: 'high chair' }),
      ],
      ['Can we do Parkhurst? It is closer to home', followUp({ place: 'Parkhurst|Johannesburg' })],
      ['Please ask for a booth, my husband has a bad back', followUp({ notes: 'booth' })],
      [
        "Push it back by half an hour please, we're still stuck in a meeting",
        followUp({ time: '20:00' }),
      ],
      [
        'My sister is flying in, so make it Saturday for 3',
        followUp({ date: 'sat', partySize: 3 }),
      ],
    ]),

    // A new driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['The flight lands at 6:40 so a 7:15 pickup please', followUp({ time: '07:15' })],
      [
        'Oh wait, we land at Lanseria actually',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Ask the driver to hold up a sign with the name Mokoena', followUp({ notes: 'Mokoena' })],
      ["Make it 11am, I'll grab breakfast at the airport first", followUp({ time: '11:00' })],
      ['Day after tomorrow please, I mixed up the dates', followUp({ date: '+2' })],
      [
        'Pick me up at King Shaka instead, I am flying into Durban',
        followUp({ place: 'King Shaka International Airport|Durban' }),
      ],
      ['Could it be 8:20? The flight is early', followUp({ time: '08:20' })],
      ['My son is 3, please bring a booster seat', followUp({ notes: 'booster' })],
      ['Actually Saturday, not tomorrow', followUp({ date: 'sat' })],
      [
        "Send the car to Grand Central rather, I'm coming in on a small plane",
        followUp({ place: 'Grand Central Airport|Johannesburg' }),
      ],
      [
        'We are travelling with our dog in a crate, please let the driver know',
        followUp({ notes: 'dog' }),
      ],
      ['A day later and at 10 please', followUp({ date: '+2', time: '10:00' })],
    ]),

    // A new yacht charter Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ['Closer to sunset, around 5:30?', followUp({ time: '17:30' })],
      ['We will be 16 in the end', followUp({ partySize: 16 })],
      ['Rather Saturday, Sunday looks windy', followUp({ date: 'sat' })],
      ['Can we leave from Hout Bay harbour rather?', followUp({ place: 'Hout Bay|Cape Town' })],
      [
        'Please stock some non-alcoholic bubbly, two of the ladies are pregnant',
        followUp({ notes: 'non-alcoholic' }),
      ],
      ['Make it 11 in the morning so we are back for a late lunch', followUp({ time: '11:00' })],
      ['8 people, not 10', followUp({ partySize: 8 })],
      [
        "Could we sail from Simon's Town instead, and make it 12 of us",
        followUp({ place: "Simon's Town|Cape Town", partySize: 12 }),
      ],
      ['Could we do the 4th instead?', followUp({ date: 'dom:4' })],
      ['The Sunday after, please, same time', followUp({ date: 'sun+7' })],
      ['Two fewer and an hour earlier', followUp({ partySize: 8, time: '14:00' })],
      ['We need a kosher platter on board, my parents keep kosher', followUp({ notes: 'kosher' })],
    ]),

    // Cancelling tomorrow's driver (the other: next Friday's driver).
    ...on('cancel_driver', [
      ["No no, not tomorrow's, the one next Friday in Cape Town", theOther],
      ['Wrong one. I want to cancel the Cape Executive booking', theOther],
      ['Hold on, it is the Friday driver I meant', theOther],
      ['Not that one - the confirmed Cape Town pickup', theOther],
    ]),

    // Changing the chef to 20:00 (the other: tonight's table).
    ...on('change_chef', [
      ['Actually I was talking about the Test Kitchen booking, not the chef', theOther],
      ['Make it 20:30 rather than 8', followUp({ time: '20:30' })],
      ['And the chef should know we are now 10', followUp({ partySize: 10 })],
      ["Sorry, that was about tonight's restaurant", theOther],
      ['Fine, but can it be on the Sunday instead?', followUp({ date: 'sun' })],
      ['Also tell them the birthday cake must be gluten free', followUp({ notes: 'gluten' })],
      ['Not the chef! The Woodstock table', theOther],
    ]),
  ],
};
