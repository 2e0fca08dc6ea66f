import type { ProposalKey } from '../open-proposals';
import { followUp, theOther, type Expected, type LabelledRow, type LabelledSet } from '../labels';

/** Rows answering one open proposal, in English. */
const on = (openProposal: ProposalKey, rows: [string, Expected][]): LabelledRow[] =>
  rows.map(([text, expect]) => ({ text, expect, languages: ['en'], openProposal }));

/**
 * Ninth held-out set: replies to the proposal open in the conversation (../open-proposals.ts)
 * that change its day, time, place, party or notes, or say the member meant the other request.
 */
export const HELD_OUT_9_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // A new private chef, Saturday 19:00 in Constantia for 6.
    ...on('chef_new', [
      ['make it 8 people, two more are coming', followUp({ partySize: 8 })],
      ['can we do 7:30 instead?', followUp({ time: '19:30' })],
      ['Actually Sunday would work better', followUp({ date: 'sun' })],
      [
        "It's at our new place in Bishopscourt, not Constantia",
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      ['pls add that two of the guests are vegan', followUp({ notes: 'vegan' })],
      ['make it 6:30pm', followUp({ time: '18:30' })],
      ["we're now 10, my brother is bringing his kids", followUp({ partySize: 10 })],
      ['rather Friday, same time', followUp({ date: 'fri' })],
      ['one of them has a nut allergy, please let the chef know', followUp({ notes: 'nut' })],
      ['change the address to Hout Bay', followUp({ place: 'Hout Bay|Cape Town' })],
      ['8pm pls', followUp({ time: '20:00' })],
      ['Could we move it to the 20th?', followUp({ date: 'dom:20' })],
      ['lunch rather? say 1pm', followUp({ time: '13:00' })],
    ]),
    // A new table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['make it 4 of us, the Naidoos are joining', followUp({ partySize: 4 })],
      ['can we go a bit earlier, like 6:45', followUp({ time: '18:45' })],
      ['rather in Parkhurst', followUp({ place: 'Parkhurst|Johannesburg' })],
      ["tomorrow instead, tonight's a mess", followUp({ date: 'tomorrow' })],
      ["8 o'clock rather", followUp({ time: '20:00' })],
      ["a window seat if possible, it's her birthday", followUp({ notes: 'window' })],
      ["three of us, my sister's joining", followUp({ partySize: 3 })],
      [
        'Can we do it in Melrose Arch instead of Rosebank?',
        followUp({ place: 'Melrose Arch|Johannesburg' }),
      ],
      ['half an hour later please', followUp({ time: '20:00' })],
      ['Friday, same time', followUp({ date: 'fri' })],
      ['and we need a high chair for the baby', followUp({ notes: 'chair' })],
      ['9pm instead', followUp({ time: '21:00' })],
      ['Can we make it Sandton?', followUp({ place: 'Sandton|Johannesburg' })],
    ]),
    // A new driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ['make it 7am, the meeting moved earlier', followUp({ time: '07:00' })],
      [
        'from Lanseria actually, sorry my mistake',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ["Sorry, it's Thursday not tomorrow", followUp({ date: 'thu' })],
      ['flight number is SA342, add it for the driver', followUp({ notes: 'SA342' })],
      ['pick-up at 10:15 rather, we land late', followUp({ time: '10:15' })],
      [
        'Can he fetch me from my hotel in Sandton instead of the airport?',
        followUp({ place: 'Sandton|Johannesburg' }),
      ],
      ['day after tomorrow', followUp({ date: '+2' })],
      ['please ask for a big car, we have 6 bags', followUp({ notes: 'bags' })],
      ['9:30 would be better', followUp({ time: '09:30' })],
      ['make it Monday at 8', followUp({ date: 'mon', time: '08:00' })],
      [
        "From Cape Town International, I'm flying out of Cape Town not Joburg",
        followUp({ place: 'Cape Town International Airport|Cape Town' }),
      ],
      [
        "It'll be my wife, not me. Her name is Thandi, please add that",
        followUp({ notes: 'Thandi' }),
      ],
    ]),
    // A new yacht Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ["we're 14 now, the cousins heard about it", followUp({ partySize: 14 })],
      ['Rather Saturday', followUp({ date: 'sat' })],
      ['can we leave at 4 for the sunset', followUp({ time: '16:00' })],
      ['From Hout Bay instead?', followUp({ place: 'Hout Bay|Cape Town' })],
      ['Make it 12 people and 2pm', followUp({ partySize: 12, time: '14:00' })],
      [
        'please tell them we have 3 kids under 5, need life jackets',
        followUp({ notes: 'life jacket' }),
      ],
      ['11am please', followUp({ time: '11:00' })],
      ['only 8 of us now', followUp({ partySize: 8 })],
      ['not this Sunday, the one after', followUp({ date: 'sun+7' })],
      ["can we do it from Simon's Town", followUp({ place: "Simon's Town|Cape Town" })],
      ['Change to the 27th', followUp({ date: 'dom:27' })],
    ]),
    // Cancelling driver_tomorrow, with driver_friday the other one.
    ...on('cancel_driver', [
      ['no no, the Friday one in Cape Town', theOther],
      ['Wrong driver, I meant the one next Friday in Cape Town', theOther],
      ['not that one, the Cape Executive Chauffeurs booking', theOther],
      ['I meant the Cape Town driver', theOther],
      ["no wait, not tomorrow's, Friday's", theOther],
      ['the other one please, not this', theOther],
      ["I meant next week's one", theOther],
    ]),
    // Changing the chef to 20:00, with table_tonight the other one.
    ...on('change_chef', [
      ["No, I meant tonight's table, not the chef", theOther],
      ['sorry, the Test Kitchen booking, not Saturday', theOther],
      ['hmm make it 8:30 rather', followUp({ time: '20:30' })],
      ["and make it 10 people while you're at it", followUp({ partySize: 10 })],
      ['actually keep the time but move it to Sunday', followUp({ date: 'sun' })],
      ["it's the other booking I meant", theOther],
      ['7:45 pm instead', followUp({ time: '19:45' })],
      ['wrong one, I wanted to change the restaurant', theOther],
      [
        "tell the chef it'll be at my sister's in Newlands",
        followUp({ place: 'Newlands|Cape Town' }),
      ],
    ]),
  ],
};
