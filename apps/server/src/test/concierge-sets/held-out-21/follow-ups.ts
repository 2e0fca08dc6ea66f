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
 * Twenty-first held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts) that change its day, time, place, party or notes, one or two at once: bare
 * ("Quarter past nine", "Friday 6am", "Saturday, and for 3"), as a question ("can we make it
 * 8:15?"), with the reason first or after (in-laws inviting themselves, a private flight, traffic,
 * easier parking, the wind coming up, an early flight, payday, guests who work late), as arithmetic
 * on the party ("two couples can't make it", "triple it", "we're 14 now", "just 8 of us"), on the
 * time ("half an hour earlier", "push it by an hour", "an hour and a half later", "two hours
 * earlier") or on the day ("the day after tomorrow", "a week later than that", "the 21st"), a place
 * instead of another (a beach house in Hermanus, Bishopscourt, Newlands, Parkhurst, Melrose Arch,
 * Lanseria, Cape Town International, King Shaka, the Saxon, Hout Bay, Simon's Town), a note for the
 * provider (shellfish, halaal, outside, a birthday, a name board, a car seat, a flight number,
 * oysters, epilepsy), or saying the member meant the other request of a cancel or change proposal
 * ("the Friday one in Cape Town", "Cape Executive", "the 6pm one", "the restaurant tonight", "the
 * Woodstock one").
 */
export const HELD_OUT_21_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    // New private chef, Saturday 19:00, Constantia, party of 6.
    ...on('chef_new', [
      ['Make that 8 guests, my in-laws invited themselves', followUp({ partySize: 8 })],
      ['Can the chef arrive for a 7:30 start rather?', followUp({ time: '19:30' })],
      ['Sunday would suit the family better actually', followUp({ date: 'sun' })],
      [
        "Not Constantia - we're doing it at our beach house in Hermanus",
        followUp({ place: 'Hermanus|Overberg' }),
      ],
      ['One guest is allergic to shellfish, please add that', followUp({ notes: 'shellfish' })],
      ['Half an hour earlier please, people have kids to get home', followUp({ time: '18:30' })],
      ["Two couples can't make it any more, so it'll only be 2 of us", followUp({ partySize: 2 })],
      ["Friday instead, same time, and we'll be 8", followUp({ date: 'fri', partySize: 8 })],
      [
        "Can we do it at my mother's house in Bishopscourt instead?",
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      ['Please note the menu must be halaal', followUp({ notes: 'halaal' })],
      ['Looks good, but 8pm', followUp({ time: '20:00' })],
      ['Move it to the 23rd', followUp({ date: 'dom:23' })],
      ['Same thing but in Newlands please', followUp({ place: 'Newlands|Cape Town' })],
      ['A week later than that', followUp({ date: 'sat+7' })],
    ]),

    // New table today 19:30 in Rosebank for 2.
    ...on('table_new', [
      ['can we make it 8:15? traffic on Oxford Road is mad', followUp({ time: '20:15' })],
      ['Tomorrow rather, keep the same time', followUp({ date: 'tomorrow' })],
      ['Sorry, make it Parkhurst not Rosebank', followUp({ place: 'Parkhurst|Johannesburg' })],
      ["We're 4 now, the Naidoos are joining us", followUp({ partySize: 4 })],
      ['ask for a table outside please', followUp({ notes: 'outside' })],
      ['Could you push it by an hour', followUp({ time: '20:30' })],
      [
        'Rather Melrose Arch, the parking in Rosebank is a nightmare',
        followUp({ place: 'Melrose Arch|Johannesburg' }),
      ],
      ['Friday, 7pm', followUp({ date: 'fri', time: '19:00' })],
      [
        "Add a note - it's my wife's birthday, a candle on the dessert would be sweet",
        followUp({ notes: 'birthday' }),
      ],
      ['Triple it - 6 people', followUp({ partySize: 6 })],
      ['Saturday, and for 3', followUp({ date: 'sat', partySize: 3 })],
      ['Hmm 7:30 is early for us, 9pm?', followUp({ time: '21:00' })],
      ['for my husband and me plus my parents', followUp({ partySize: 4 })],
      ['day after tomorrow pls', followUp({ date: '+2' })],
      ['can we do lunch tomorrow instead, at 1pm', followUp({ date: 'tomorrow', time: '13:00' })],
    ]),

    // New driver tomorrow 09:00 from OR Tambo.
    ...on('driver_new', [
      ["Make it 7am, I'm on the early flight", followUp({ time: '07:00' })],
      [
        "Lanseria rather, I'm coming in on a private plane",
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Day after tomorrow actually, the trip got pushed', followUp({ date: '+2' })],
      ["The driver should hold a sign saying 'Mokoena'", followUp({ notes: 'Mokoena' })],
      ['Quarter past nine', followUp({ time: '09:15' })],
      [
        "I'll be landing at Cape Town International, not OR Tambo",
        followUp({ place: 'Cape Town International Airport|Cape Town' }),
      ],
      ['An hour and a half later please', followUp({ time: '10:30' })],
      ['Friday 6am', followUp({ date: 'fri', time: '06:00' })],
      ["We'll need a car seat for a toddler", followUp({ notes: 'car seat' })],
      [
        'Can the pickup be from King Shaka instead?',
        followUp({ place: 'King Shaka International Airport|Durban' }),
      ],
      ['Sunday, same time', followUp({ date: 'sun' })],
      [
        'I need to be picked up at the Saxon, not the airport',
        followUp({ place: 'The Saxon|Johannesburg' }),
      ],
      ['Add my flight number, BA 55', followUp({ notes: 'BA 55' })],
    ]),

    // New yacht charter Sunday 15:00 at the V&A Waterfront for 10.
    ...on('yacht_new', [
      ['Can we go out at 11 rather, before the wind comes up?', followUp({ time: '11:00' })],
      ["We're 14 now, the cousins invited themselves", followUp({ partySize: 14 })],
      ['Saturday instead', followUp({ date: 'sat' })],
      [
        "Leave from Hout Bay harbour rather, it's closer to us",
        followUp({ place: 'Hout Bay|Cape Town' }),
      ],
      ['Could the crew organise oysters and bubbly on board?', followUp({ notes: 'oysters' })],
      ['Sunset cruise instead? So 6pm', followUp({ time: '18:00' })],
      ['Just 8 of us', followUp({ partySize: 8 })],
      ["Cast off from Simon's Town instead please", followUp({ place: "Simon's Town|Cape Town" })],
      ["Monday, same time - it's a public holiday", followUp({ date: 'mon' })],
      ['Two hours earlier', followUp({ time: '13:00' })],
      ["Make it the 21st, that's payday", followUp({ date: 'dom:21' })],
      ['Also my son has epilepsy, the skipper should know', followUp({ notes: 'epilepsy' })],
      ['Saturday 10am rather', followUp({ date: 'sat', time: '10:00' })],
    ]),

    // Cancel of tomorrow's driver, the Friday driver the alternative.
    ...on('cancel_driver', [
      ["No, not tomorrow's - the Friday one in Cape Town", theOther],
      ['Wrong one, I meant Cape Executive', theOther],
      ['Sorry, the Cape Town driver is the one I want gone', theOther],
      ['not that, the 6pm one', theOther],
      ['Hold on, I meant the Friday pickup', theOther],
    ]),

    // Change of the chef to 20:00, tonight's table the alternative.
    ...on('change_chef', [
      ['No, I meant the restaurant tonight', theOther],
      ['Not the chef! The Test Kitchen booking', theOther],
      ['make it 20:30 rather, the guests work late', followUp({ time: '20:30' })],
      ["And while you're at it, 10 guests instead of 8", followUp({ partySize: 10 })],
      ['Rather 7:45 then', followUp({ time: '19:45' })],
      ['the woodstock one, not the chef', theOther],
    ]),
  ],
};
