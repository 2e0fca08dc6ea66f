import { followUp, theOther, type LabelledSet } from '../labels';
import { after } from '../follow-up-rows';

/**
 * Seventh held-out set: replies to the proposal open in the conversation
 * (../open-proposals.ts): one or two fields changed in passing, a note for the provider, or, on
 * a cancel or change proposal, the other request.
 */
export const HELD_OUT_7_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    ...after(['en'], 'chef_new', [
      ["oh wait we're actually 9 now", followUp({ partySize: 9 })],
      ['can the chef start at half seven rather', followUp({ time: '19:30' })],
      ['Sunday works better for us', followUp({ date: 'sun' })],
      [
        'make it at our place in Bishopscourt, not Constantia',
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      ['pls add that 2 guests are coeliac', followUp({ notes: 'coeliac' })],
      ['Friday at 6pm instead?', followUp({ date: 'fri', time: '18:00' })],
      ['for 4 only, two dropped out', followUp({ partySize: 4 })],
      ['tell them no pork, we keep halaal', followUp({ notes: 'halaal' })],
      [
        'hmm can we do it in Newlands at 8pm',
        followUp({ place: 'Newlands|Cape Town', time: '20:00' }),
      ],
      ['and change it to lunch at 1 please', followUp({ time: '13:00' })],
      ['twelve people actually, sorry', followUp({ partySize: 12 })],
      ['the chef should know my husband hates coriander', followUp({ notes: 'coriander' })],
    ]),
    ...after(['en'], 'table_new', [
      ['can we push it to 8pm', followUp({ time: '20:00' })],
      ['we’re 5 now', followUp({ partySize: 5 })],
      ['same time but tomorrow rather', followUp({ date: 'tomorrow' })],
      ['could it be in Melrose Arch instead', followUp({ place: 'Melrose Arch|Johannesburg' })],
      ['pls ask for a quiet corner table, it’s a business dinner', followUp({ notes: 'quiet' })],
      ['for three at quarter to eight', followUp({ partySize: 3, time: '19:45' })],
      ['change it to Friday', followUp({ date: 'fri' })],
      ['earlier if possible - 6:30?', followUp({ time: '18:30' })],
      ['add a note that we need a high chair', followUp({ notes: 'high chair' })],
      [
        'Can we do Parkhurst rather, for 4',
        followUp({ place: 'Parkhurst|Johannesburg', partySize: 4 }),
      ],
      ['Saturday at 1pm instead', followUp({ date: 'sat', time: '13:00' })],
      ['hmm make it a table for six', followUp({ partySize: 6 })],
    ]),
    ...after(['en'], 'driver_new', [
      ['make it 10:30, flight delayed', followUp({ time: '10:30' })],
      [
        'I’m flying into Lanseria, not OR Tambo',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['actually the day after tomorrow', followUp({ date: '+2' })],
      ['earlier, 7am', followUp({ time: '07:00' })],
      ['tell the driver I have a wheelchair', followUp({ notes: 'wheelchair' })],
      ['Thursday rather, same time', followUp({ date: 'thu' })],
      [
        'pick me up at the Saxon at 8 instead',
        followUp({ place: 'The Saxon|Johannesburg', time: '08:00' }),
      ],
      ['please note he must bring a name board', followUp({ notes: 'name board' })],
      ['change to 2:15 in the afternoon', followUp({ time: '14:15' })],
      ['no wait, make it Monday at 6am', followUp({ date: 'mon', time: '06:00' })],
      ['can he collect me from Rosebank rather', followUp({ place: 'Rosebank|Johannesburg' })],
    ]),
    ...after(['en'], 'yacht_new', [
      ['we’ll be 14', followUp({ partySize: 14 })],
      ['rather for sunset', followUp({ time: '18:00' })],
      ['Saturday suits the group better', followUp({ date: 'sat' })],
      ['leave from Hout Bay harbour rather?', followUp({ place: 'Hout Bay|Cape Town' })],
      ['tell the skipper 3 of the guests get seasick', followUp({ notes: 'seasick' })],
      ['11 in the morning rather', followUp({ time: '11:00' })],
      ['make it 6 of us on Saturday', followUp({ partySize: 6, date: 'sat' })],
      ['on the 24th rather', followUp({ date: 'dom:24' })],
      ['pls note we want to bring our own champagne', followUp({ notes: 'champagne' })],
      ['from Simonstown at 12', followUp({ place: "Simon's Town|Cape Town", time: '12:00' })],
      ['only 8 of us are coming now', followUp({ partySize: 8 })],
    ]),
    ...after(['en'], 'cancel_driver', [
      ['nope, the other driver', theOther],
      ['not that one - the Friday driver', theOther],
      ['wrong one, I meant the Cape Town chauffeur', theOther],
      ['sorry no, cancel the one next week', theOther],
      ["no no the airport one in cape town, tomorrow's is fine", theOther],
      ['I meant the confirmed one', theOther],
      ['the Cape Executive one', theOther],
    ]),
    ...after(['en'], 'change_chef', [
      ['8:30 rather than 8', followUp({ time: '20:30' })],
      ['no, I meant the restaurant booking tonight', theOther],
      ['not the chef, the test kitchen table', theOther],
      ['and make it 10 people while you’re at it', followUp({ partySize: 10 })],
      ['actually 7:30 is better', followUp({ time: '19:30' })],
      ['it’s the other booking I want changed', theOther],
      ['no - the one in Woodstock', theOther],
      ['also let them know its a surprise party', followUp({ notes: 'surprise' })],
      ['Sunday at 8 instead', followUp({ date: 'sun', time: '20:00' })],
      ['wrong booking, I meant tonight’s dinner', theOther],
    ]),
  ],
};
