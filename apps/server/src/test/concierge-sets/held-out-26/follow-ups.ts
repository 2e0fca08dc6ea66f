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
 * Twenty-sixth held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once: bare
 * ("Make it 7:30 rather", "Quarter past seven would be better", "Eight people, not six"), as a
 * question ("Can he come at 8:15 instead?", "Could it be 1pm?"), with the reason (a kids' concert,
 * a delayed flight, a sore back, a movie after, a landing in Durban), as arithmetic on the time
 * ("push it back by an hour") or on the party ("my colleague is joining"), on another day ("Friday
 * instead, same time", "rather on Saturday, keep the time as is", "Sunday works better, keep the
 * time", "tomorrow rather, same time"), a place instead of another (Kenilworth, Tokai, Parkhurst,
 * Illovo, Melrose Arch, Hyde Park, Sandton, King Shaka, Kalk Bay, Bergvliet), a note for the
 * provider (lactose, lamb, a booth, a candle, a pram, golf bags, vegan, a DJ, a surprise), or
 * saying the member meant the other request of a cancel or change proposal ("the Friday one", "the
 * 6pm car", "the confirmed one", "the driver in Cape Town", "the Test Kitchen table", "the
 * reservation tonight").
 */
export const HELD_OUT_26_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new private chef, Saturday 19:00, Constantia, for 6.
    ...on('chef_new', [
      ['Make it 7:30 rather', followUp({ time: '19:30' })],
      ['Can we start at six instead?', followUp({ time: '18:00' })],
      ["Actually we're nine now", followUp({ partySize: 9 })],
      ['Please add that one of the guests is lactose intolerant', followUp({ notes: 'lactose' })],
      ['Could it be Friday instead, same time?', followUp({ date: 'fri' })],
      ['Not Constantia, our house in Kenilworth', followUp({ place: 'Kenilworth|Cape Town' })],
      ["Push it back by an hour, the kids' concert finishes late", followUp({ time: '20:00' })],
      ['Sunday works better for us, keep the time', followUp({ date: 'sun' })],
      ['Eight people, not six', followUp({ partySize: 8 })],
      [
        'Tell the chef we want a braai-style menu, lamb chops if possible',
        followUp({ notes: 'lamb' }),
      ],
      ['Make it 6:30pm and for 4', followUp({ time: '18:30', partySize: 4 })],
      [
        'Do it at our place in Tokai instead, and at 8pm',
        followUp({ place: 'Tokai|Cape Town', time: '20:00' }),
      ],
    ]),

    // A new table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['Can we make it 8 instead of half seven?', followUp({ time: '20:00' })],
      ['Make it for four please, two friends are joining', followUp({ partySize: 4 })],
      ['Tomorrow rather, same time, tonight is chaos', followUp({ date: 'tomorrow' })],
      ['Parkhurst instead of Rosebank?', followUp({ place: 'Parkhurst|Johannesburg' })],
      ['Ask them for a booth, my back is sore', followUp({ notes: 'booth' })],
      ['My colleague is joining, so three', followUp({ partySize: 3 })],
      ['Quarter past seven would be better', followUp({ time: '19:15' })],
      ["Let's do Illovo, same time", followUp({ place: 'Illovo|Johannesburg' })],
      ['Rather 6:45 so we can catch the movie after', followUp({ time: '18:45' })],
      ['Make it 9pm and add two more people', followUp({ time: '21:00', partySize: 4 })],
      ["We'd like it at Melrose Arch instead", followUp({ place: 'Melrose Arch|Johannesburg' })],
      [
        "It's her birthday, please ask them for a candle on the dessert",
        followUp({ notes: 'candle' }),
      ],
      [
        'A sushi place in Hyde Park instead, same time',
        followUp({ place: 'Hyde Park|Johannesburg' }),
      ],
    ]),

    // A new driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['Can he come at 8:15 instead?', followUp({ time: '08:15' })],
      ['Rather on Saturday, keep the time as is', followUp({ date: 'sat' })],
      [
        "Collect me in Sandton instead, I'm not flying after all",
        followUp({ place: 'Sandton|Johannesburg' }),
      ],
      ["Make it 10:30, my flight's delayed", followUp({ time: '10:30' })],
      ["Tell him I'll have a pram with me", followUp({ notes: 'pram' })],
      ['Earlier please, 7am, I want to beat the traffic', followUp({ time: '07:00' })],
      [
        "Oh wait, I'm landing in Durban, so King Shaka please, same time",
        followUp({ place: 'King Shaka International Airport|Durban' }),
      ],
      ['We have two golf bags, please let him know', followUp({ notes: 'golf' })],
      ['Half past nine please, not nine', followUp({ time: '09:30' })],
      ['Tomorrow afternoon instead, 2pm', followUp({ time: '14:00' })],
      ['In the evening rather, around 6:30', followUp({ time: '18:30' })],
    ]),

    // A new yacht charter Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ["Let's make it 2pm rather than 3", followUp({ time: '14:00' })],
      ['Saturday instead of Sunday, same time', followUp({ date: 'sat' })],
      ["We're 16 now, more friends said yes", followUp({ partySize: 16 })],
      ['Can it depart from Kalk Bay harbour?', followUp({ place: 'Kalk Bay|Cape Town' })],
      ['Please ask for a vegan platter on board', followUp({ notes: 'vegan' })],
      ["Rather a sunset cruise, it's more romantic", followUp({ time: '18:00' })],
      ['Only 6 of us can make it now, the rest bailed', followUp({ partySize: 6 })],
      ['Please add a DJ to the notes', followUp({ notes: 'DJ' })],
      ["Half past four, and we'll be 12", followUp({ time: '16:30', partySize: 12 })],
      ['Could we go out on Saturday at 11 instead?', followUp({ date: 'sat', time: '11:00' })],
      ['Could it be 1pm? The kids nap later', followUp({ time: '13:00' })],
      ['We want the boat for 8 people instead of 10', followUp({ partySize: 8 })],
    ]),

    // Cancelling tomorrow's driver; the other candidate is next Friday's driver in Cape Town.
    ...on('cancel_driver', [
      ['No, not that one, the Friday one in Cape Town', theOther],
      ['Wrong driver, I meant the Cape Town one next week', theOther],
      ["Sorry, keep tomorrow's, cancel the Cape Executive booking instead", theOther],
      ['Hmm no, I meant the 6pm car', theOther],
      ['Not the OR Tambo one, the other one', theOther],
      ["Actually the one I want gone is next Friday's", theOther],
      ["No wait, tomorrow's airport pickup stays, it's the confirmed one that must go", theOther],
      ["That's the wrong booking, I meant the driver in Cape Town", theOther],
    ]),

    // Moving the chef to 20:00; the other candidate is tonight's table.
    ...on('change_chef', [
      ['Rather 20:30 than 20:00', followUp({ time: '20:30' })],
      ['No no, I was talking about the Test Kitchen table', theOther],
      ['Oops, wrong one: the reservation tonight is what I wanted moved', theOther],
      ["Yes, and we're 10 now", followUp({ partySize: 10 })],
      ['Make that 8:15 rather', followUp({ time: '20:15' })],
      ["And tell the chef it's a surprise party", followUp({ notes: 'surprise' })],
      ['Could it be 7:45 instead?', followUp({ time: '19:45' })],
      ['Not the chef, the table for two tonight', theOther],
      ['Also move it to Sunday', followUp({ date: 'sun' })],
      ["Make it at my mom's place in Bergvliet", followUp({ place: 'Bergvliet|Cape Town' })],
    ]),
  ],
};
