import {
  asks,
  cancel,
  conversation,
  type Expected,
  followUp,
  human,
  type LabelledRow,
  type LabelledSet,
  outOfScope,
  question,
  req,
  table,
  theOther,
} from './labels';
import type { ProposalKey } from './open-proposals';

/**
 * Follow-ups: the message arrives while a proposal is open in the conversation
 * (open-proposals.ts names them; the member's requests are there too).
 *
 * Label semantics: `kind 'follow_up'` on the open proposal with exactly the fields the member
 * changed, read against the proposal ("make it 8" is 20:00 for a dinner; "an hour later" counts
 * from the proposal's time; "one more person" from its party size); `other: true` when the member
 * picks the proposal's alternative ("no, the other one", "I meant the Friday one"). The last rows
 * are NOT follow-ups: a fresh request, a question, an action on another request or a request for
 * a person while a proposal is open are labelled as they would be without it.
 */
const on = (openProposal: ProposalKey, rows: [string, Expected][]): LabelledRow[] =>
  rows.map(([text, expect]) => ({ text, expect, languages: ['en'], openProposal }));

export const FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    ...on('table_new', [
      ['make it 8pm', followUp({ time: '20:00' })],
      ['can we do 8 instead', followUp({ time: '20:00' })],
      ['actually Saturday', followUp({ date: 'sat' })],
      ['Tomorrow rather, same time', followUp({ date: 'tomorrow' })],
      ['for 4 instead', followUp({ partySize: 4 })],
      ['add one more person', followUp({ partySize: 3 })],
      ["Actually we're six now", followUp({ partySize: 6 })],
      ['Sandton instead of Rosebank please', followUp({ place: 'Sandton|Johannesburg' })],
      ['can you make it an hour later', followUp({ time: '20:30' })],
      ['make it Friday at 7', followUp({ date: 'fri', time: '19:00' })],
      ['and please ask for a table outside', followUp({ notes: 'outside' })],
      ["It's my wife's birthday, could they do a small cake?", followUp({ notes: 'cake' })],
      [
        'Change it to Melrose Arch, 8 people',
        followUp({ place: 'Melrose Arch|Johannesburg', partySize: 8 }),
      ],
      ['7 not 7:30', followUp({ time: '19:00' })],
    ]),
    ...on('chef_new', [
      ['make it 8pm', followUp({ time: '20:00' })],
      ['for six instead', followUp({ partySize: 6 })],
      ['Actually Sunday', followUp({ date: 'sun' })],
      ['we will be 10', followUp({ partySize: 10 })],
      ['half an hour earlier please', followUp({ time: '18:30' })],
      ['At our house in Bishopscourt rather', followUp({ place: 'Bishopscourt|Cape Town' })],
      ['Also, no pork please, some guests are Muslim', followUp({ notes: 'pork' })],
      ['change it to lunch at 1pm', followUp({ time: '13:00' })],
      ['make it next Saturday', followUp({ date: 'next:sat' })],
      ['Sunday at 6pm for 12 people', followUp({ date: 'sun', time: '18:00', partySize: 12 })],
      ['Add that two guests are vegan', followUp({ notes: 'vegan' })],
      ['Can it be on the 20th?', followUp({ date: 'dom:20' })],
    ]),
    ...on('driver_new', [
      ['make it 7am', followUp({ time: '07:00' })],
      ['Actually from Lanseria', followUp({ place: 'Lanseria|Johannesburg' })],
      ['an hour later pls', followUp({ time: '10:00' })],
      ['make it the day after tomorrow', followUp({ date: '+2' })],
      ['I land at 10:45, make it that', followUp({ time: '10:45' })],
      ["I'll have three big suitcases, please tell them", followUp({ notes: 'suitcases' })],
      ['Friday instead', followUp({ date: 'fri' })],
      ['at 8:30 rather', followUp({ time: '08:30' })],
      ['There will be 4 of us', followUp({ partySize: 4 })],
      ['Change the time to 6am', followUp({ time: '06:00' })],
    ]),
    ...on('yacht_new', [
      ['make it 2pm', followUp({ time: '14:00' })],
      ['for 12 people instead', followUp({ partySize: 12 })],
      ['actually Saturday', followUp({ date: 'sat' })],
      ['From Hout Bay rather', followUp({ place: 'Hout Bay|Cape Town' })],
      ['Make it a sunset trip', followUp({ time: '18:00' })],
      ['can we add champagne on board', followUp({ notes: 'champagne' })],
      ['Saturday at 4 for 8 people', followUp({ date: 'sat', time: '16:00', partySize: 8 })],
    ]),
    ...on('cancel_driver', [
      ['no, the other one', theOther],
      ['Not that one, the Friday one', theOther],
      ['wrong driver', theOther],
      ['No I meant the Cape Town driver', theOther],
      ['the other booking', theOther],
      ['not tomorrow, the one next week', theOther],
    ]),
    ...on('change_chef', [
      ['no, the other one', theOther],
      ['I meant the table tonight', theOther],
      ['make it 8:30 actually', followUp({ time: '20:30' })],
      ['and for 10 people too', followUp({ partySize: 10 })],
      ['Sunday instead', followUp({ date: 'sun' })],
    ]),
    // Not follow-ups: read as they would be with no proposal open.
    ...on('table_new', [
      [
        'Also book me a driver from OR Tambo tomorrow at 9am',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '09:00',
          ),
        ),
      ],
      [
        'Can you also get a chef for Saturday in Constantia at 7pm',
        asks(req('private_chef', 'Constantia|Cape Town', 'sat', '19:00')),
      ],
      ['Thanks!', conversation],
    ]),
    ...on('chef_new', [
      ['What tier am I?', question('tier')],
      ["What's the weather going to be like on Saturday?", outOfScope],
    ]),
    ...on('driver_new', [
      ['Cancel my yacht on Sunday', cancel('yacht')],
      [
        'Book a table for 2 at 8 tonight in Sandton',
        asks(table('Sandton|Johannesburg', 'today', '20:00', 2)),
      ],
    ]),
    ...on('yacht_new', [
      [
        'And a villa in Camps Bay for Saturday night please',
        asks(req('accommodation', 'Camps Bay|Cape Town', 'sat', null)),
      ],
    ]),
    ...on('cancel_driver', [['I want to speak to a person', human]]),
    ...on('change_chef', [["What's coming up this week?", question('upcoming')]]),
  ],
};
