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
 * Twenty-seventh held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once: bare
 * ("Actually we'll be nine", "Table for four rather", "8:15 would suit me better"), as a question
 * ("Could it be tomorrow instead at the same time?", "Can we make it a late one?"), with the reason
 * (kids who eat early, bad traffic, a charter flight, a later flight, a brother who can't make it,
 * a cousin who just landed), as arithmetic on the party ("add two more guests", "one less person"),
 * on another day or another meal ("Six is right, but make it a lunch at 12:30", "Friday instead,
 * same time", "Saturday instead, keep the time", "next week Tuesday, same time", "the 22nd rather,
 * same time", "Sunday lunch rather, 1pm"), a place instead of another (Bishopscourt, Noordhoek,
 * Greenside, Parkview, Grand Central, a hotel in Rosebank, home in Bryanston, King Shaka, Hout Bay
 * harbour, Simon's Town, the Knysna Waterfront, Newlands), a part of the day (a morning sail,
 * sunset), a note for the provider (diabetic, a braai, the terrace, vegetarian, a high chair, a
 * private room, a booster seat, a walker, Afrikaans, sushi, pregnant, no nuts), or saying the
 * member meant the other request of a cancel or change proposal ("next week's one", "the Cape
 * Executive one", "not the OR Tambo one", "the airport-to-hotel one", "tonight's restaurant", "the
 * table for two tonight").
 */
export const HELD_OUT_27_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new private chef, Saturday 19:00, Constantia, party of 6.
    ...on('chef_new', [
      ["Actually we'll be nine, my in-laws decided to come", followUp({ partySize: 9 })],
      [
        'Could the chef come to our place in Bishopscourt rather?',
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      ['Make that 18:30, the kids eat early', followUp({ time: '18:30' })],
      ['Can we do this on Friday instead? Same time', followUp({ date: 'fri' })],
      ['Also please tell the chef I am diabetic', followUp({ notes: 'diabetic' })],
      ["Let's make it a Sunday lunch rather, 1pm", followUp({ date: 'sun', time: '13:00' })],
      ['Add two more guests to that', followUp({ partySize: 8 })],
      ["One less person, my brother can't make it after all", followUp({ partySize: 5 })],
      [
        'At our holiday home in Noordhoek instead, please',
        followUp({ place: 'Noordhoek|Cape Town' }),
      ],
      ['Make it 7:45pm, we have drinks first', followUp({ time: '19:45' })],
      ['Six is right, but make it a lunch at 12:30 rather', followUp({ time: '12:30' })],
      ['Could the chef do a braai instead of plated food?', followUp({ notes: 'braai' })],
      ["We're going to be 4 only, and make it 8pm", followUp({ partySize: 4, time: '20:00' })],
    ]),

    // A new table, today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['Can we sit outside? Ask them for the terrace', followUp({ notes: 'terrace' })],
      ['Make it for 3, my cousin just landed', followUp({ partySize: 3 })],
      ['Rather somewhere in Greenside', followUp({ place: 'Greenside|Johannesburg' })],
      ['Earlier please, 6:45', followUp({ time: '18:45' })],
      ['Could it be tomorrow instead at the same time?', followUp({ date: 'tomorrow' })],
      ['Make it 8pm, the traffic on the M1 is terrible', followUp({ time: '20:00' })],
      ['Table for four rather', followUp({ partySize: 4 })],
      ['My wife is vegetarian, please let them know', followUp({ notes: 'vegetarian' })],
      ['Move it to Parkview, same time', followUp({ place: 'Parkview|Johannesburg' })],
      ['Ask for a high chair please, the baby is coming', followUp({ notes: 'high chair' })],
      ["Let's do Saturday instead, keep the time", followUp({ date: 'sat' })],
      ['Can we make it a late one, 21:15?', followUp({ time: '21:15' })],
      [
        "We'll be 6, and we'd like a private room",
        followUp({ partySize: 6, notes: 'private room' }),
      ],
    ]),

    // A new driver, tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['Rather 7:30am, I land earlier than I thought', followUp({ time: '07:30' })],
      [
        "Grand Central airport actually, I'm on a charter",
        followUp({ place: 'Grand Central Airport|Johannesburg' }),
      ],
      ['Make it the day after tomorrow, same time, my meeting moved', followUp({ date: '+2' })],
      ['Could the driver bring a booster seat?', followUp({ notes: 'booster' })],
      [
        'Actually from my hotel in Rosebank, not the airport',
        followUp({ place: 'Rosebank|Johannesburg' }),
      ],
      ['8:15 would suit me better', followUp({ time: '08:15' })],
      [
        'Rather pick me up from home in Bryanston at the same time',
        followUp({ place: 'Bryanston|Johannesburg' }),
      ],
      ['Change it to next week Tuesday, same time', followUp({ date: 'next:tue' })],
      [
        'Please note my mother uses a walker, so a car that is easy to get into',
        followUp({ notes: 'walker' }),
      ],
      ["Make it 11 o'clock instead, I'm on a later flight", followUp({ time: '11:00' })],
      ['Can we do tomorrow at 2pm rather', followUp({ time: '14:00' })],
      [
        "Collect me at King Shaka instead, I'm in KZN this week",
        followUp({ place: 'King Shaka International Airport|Durban' }),
      ],
      ['Send a driver who speaks Afrikaans please', followUp({ notes: 'Afrikaans' })],
    ]),

    // A new yacht charter, Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ['Make it 12 people, two more friends said yes', followUp({ partySize: 12 })],
      ['Saturday instead please, same time, the forecast looks better', followUp({ date: 'sat' })],
      ['Could we leave from Hout Bay harbour instead?', followUp({ place: 'Hout Bay|Cape Town' })],
      ['Rather a morning sail, 10am', followUp({ time: '10:00' })],
      ["Let's go out at sunset instead", followUp({ time: '18:00' })],
      ["We'll be eight in the end", followUp({ partySize: 8 })],
      ['Ask if they can do sushi on board', followUp({ notes: 'sushi' })],
      [
        "Simon's Town instead, it's closer to the guest house",
        followUp({ place: "Simon's Town|Cape Town" }),
      ],
      ['Make it 4:30pm rather', followUp({ time: '16:30' })],
      [
        "Could they take us out from the Knysna Waterfront instead? We're down there that weekend",
        followUp({ place: 'Knysna Waterfront|Garden Route' }),
      ],
      ['Can we do this on the 22nd rather, same time', followUp({ date: 'dom:22' })],
      ['Fourteen of us, and 2pm please', followUp({ partySize: 14, time: '14:00' })],
      ['Please tell the skipper one of us is pregnant', followUp({ notes: 'pregnant' })],
    ]),

    // Cancelling tomorrow's driver; the other is the driver in Cape Town next Friday.
    ...on('cancel_driver', [
      ["No, I meant next week's one", theOther],
      ['Sorry, I meant the Cape Executive booking', theOther],
      ['Not the OR Tambo one, keep that', theOther],
      ['No no, the airport-to-hotel one in Cape Town', theOther],
      ["Keep tomorrow's; it's the other driver I want gone", theOther],
      ['Wrong booking, I meant the one on Friday evening', theOther],
      ["The other one please, not this; I still need tomorrow's lift", theOther],
    ]),

    // Changing Saturday's chef to 20:00; the other is tonight's table.
    ...on('change_chef', [
      ['Actually 20:30 would be better', followUp({ time: '20:30' })],
      ['Make it Sunday instead, but keep the time he suggested', followUp({ date: 'sun' })],
      ["No, I meant tonight's restaurant, not the chef", theOther],
      ['Wrong one: the Test Kitchen booking is the one to move', theOther],
      ["And we're 10 now", followUp({ partySize: 10 })],
      ['Make it 7:30pm rather than 8', followUp({ time: '19:30' })],
      ['Also tell him we want a dessert course with no nuts', followUp({ notes: 'nuts' })],
      [
        "Can he cook at my sister's place in Newlands rather",
        followUp({ place: 'Newlands|Cape Town' }),
      ],
      ['Hmm no, I meant the table for two tonight', theOther],
    ]),
  ],
};
