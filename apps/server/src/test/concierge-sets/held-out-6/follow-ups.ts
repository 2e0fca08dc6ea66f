import { followUp, theOther, type LabelledSet } from '../labels';
import { after } from '../follow-up-rows';

/**
 * Sixth held-out set: replies to the proposal open in the conversation (../open-proposals.ts):
 * a field or two changed in passing ("we're four now", "Sunday rather"), a note added, or, on a
 * cancel or change proposal, "no, the other one".
 */
export const HELD_OUT_6_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    ...after(['en'], 'chef_new', [
      ['make it 8 people rather', followUp({ partySize: 8 })],
      ['actually can the chef come at 6:30 instead', followUp({ time: '18:30' })],
      ['Sunday would suit us rather than Saturday', followUp({ date: 'sun' })],
      [
        "oh and we're in Bishopscourt now, not Constantia",
        followUp({ place: 'Bishopscourt|Cape Town' }),
      ],
      ['add that two of the guests are gluten free', followUp({ notes: 'gluten' })],
      ['perfect, but 7 of us and at 7:30', followUp({ partySize: 7, time: '19:30' })],
      ['change the date to the 21st please', followUp({ date: 'dom:21' })],
      ["hmm let's do lunch instead, 1pm", followUp({ time: '13:00' })],
      ["we're 4 now, two cancelled on me", followUp({ partySize: 4 })],
      ['the chef must know my son has a severe nut allergy', followUp({ notes: 'nut' })],
      ['can we change to 10 guests and do it on Sunday', followUp({ partySize: 10, date: 'sun' })],
      ['Make it next Friday at 7', followUp({ date: 'next:fri', time: '19:00' })],
    ]),
    ...after(['en'], 'table_new', [
      ['make that 8pm', followUp({ time: '20:00' })],
      ['add one more person to that please', followUp({ partySize: 3 })],
      ['tomorrow instead of tonight', followUp({ date: 'tomorrow' })],
      ['Parkhurst rather, Rosebank is too busy', followUp({ place: 'Parkhurst|Johannesburg' })],
      ["we're four now", followUp({ partySize: 4 })],
      ['could you ask for a table outside on the terrace', followUp({ notes: 'outside' })],
      ['push it to quarter to nine', followUp({ time: '20:45' })],
      ['Friday instead, same time', followUp({ date: 'fri' })],
      ['make it for 6 at 7', followUp({ partySize: 6, time: '19:00' })],
      ['rather somewhere in Melrose Arch', followUp({ place: 'Melrose Arch|Johannesburg' })],
      ['7 is better, not 7:30', followUp({ time: '19:00' })],
      ["note it's a business dinner so a quiet table please", followUp({ notes: 'quiet' })],
    ]),
    ...after(['en'], 'driver_new', [
      ['my flight lands at 10:40 so make it 11', followUp({ time: '11:00' })],
      [
        "pick me up from Lanseria instead, I'm flying private",
        followUp({ place: 'Lanseria|Johannesburg' }),
      ],
      ['Make it Tuesday', followUp({ date: 'tue' })],
      ['can it be 8:30 rather', followUp({ time: '08:30' })],
      ["add that I'm travelling with a wheelchair", followUp({ notes: 'wheelchair' })],
      ['day after tomorrow rather, same time', followUp({ date: '+2' })],
      ['make it 7am please, I have an early meeting', followUp({ time: '07:00' })],
      [
        "from King Shaka not OR Tambo, I'm in Durban that day",
        followUp({ place: 'King Shaka|Durban' }),
      ],
      ['I need a child seat in the car too', followUp({ notes: 'seat' })],
      ['tell him to bring a board with my name on', followUp({ notes: 'board' })],
      ['half past nine rather', followUp({ time: '09:30' })],
    ]),
    ...after(['en'], 'yacht_new', [
      ["we're 14 now, some friends are joining", followUp({ partySize: 14 })],
      ['earlier, like 11', followUp({ time: '11:00' })],
      ['Saturday would be better for the boat', followUp({ date: 'sat' })],
      ['can we leave from Hout Bay harbour instead', followUp({ place: 'Hout Bay|Cape Town' })],
      ['make it a sunset cruise', followUp({ time: '18:00' })],
      ['add champagne and oysters on board please', followUp({ notes: 'champagne' })],
      ['12 guests at 2pm', followUp({ partySize: 12, time: '14:00' })],
      ['rather the Sunday after that one', followUp({ date: 'sun+7' })],
      ["Simon's Town instead pls", followUp({ place: "Simon's Town|Cape Town" })],
      ['8 people only', followUp({ partySize: 8 })],
      ['on the 20th instead', followUp({ date: 'dom:20' })],
      ['can it be a morning trip? 10am', followUp({ time: '10:00' })],
    ]),
    ...after(['en'], 'cancel_driver', [
      ['no, the friday one', theOther],
      ['not that one, the Cape Town driver', theOther],
      ["wrong driver - I meant next week's", theOther],
      ["the other one please, not tomorrow's", theOther],
      ["hang on, it's the driver on Friday I want cancelled", theOther],
      ["nope, keep tomorrow's. cancel the other", theOther],
    ]),
    ...after(['en'], 'change_chef', [
      ['make it 20:30 rather', followUp({ time: '20:30' })],
      ['no I meant the restaurant booking', theOther],
      ['sorry, not the chef, the table tonight', theOther],
      ['8 is too late, make it 7:30', followUp({ time: '19:30' })],
      ["and make it for 10 people while you're at it", followUp({ partySize: 10 })],
      ['I meant the Test Kitchen one, not the chef', theOther],
      ['9pm even better', followUp({ time: '21:00' })],
      ['actually 8:15', followUp({ time: '20:15' })],
    ]),
  ],
};
