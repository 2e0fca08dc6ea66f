import { followUp, theOther, type LabelledSet } from '../labels';
import { after } from '../follow-up-rows';

/**
 * Fifth held-out set: follow-ups to an open proposal: a new time, day, place, party size or
 * note, several at once, relative ("two more joining"), and "the other one" where a cancel or a
 * change had an alternative.
 */
export const HELD_OUT_5_FOLLOW_UPS: LabelledSet = {
  kind: 'follow-ups',
  goal: 0.9,
  rows: [
    ...after(['en'], 'table_new', [
      ['can we do 8:15 rather', followUp({ time: '20:15' })],
      ["actually we'll be 4", followUp({ partySize: 4 })],
      ['rather tomorrow, same time', followUp({ date: 'tomorrow' })],
      ['rather at Melrose Arch', followUp({ place: 'Melrose Arch|Johannesburg' })],
      ['make it a table for three and push it to 8pm', followUp({ partySize: 3, time: '20:00' })],
      ["add that we'd like a window seat", followUp({ notes: 'window' })],
      ['on friday rather, same time', followUp({ date: 'fri' })],
      ['earlier pls, 6:45', followUp({ time: '18:45' })],
      ['2 more people joining us, so 4', followUp({ partySize: 4 })],
      ["we're running late, is 9pm ok?", followUp({ time: '21:00' })],
      ['Sandton rather, closer to the hotel', followUp({ place: 'Sandton|Johannesburg' })],
    ]),
    ...after(['en'], 'chef_new', [
      ["we're actually 9 people", followUp({ partySize: 9 })],
      ['sunday rather than saturday', followUp({ date: 'sun' })],
      ['can the chef come at 6pm instead', followUp({ time: '18:00' })],
      [
        'the dinner is at our Hout Bay place, not Constantia',
        followUp({ place: 'Hout Bay|Cape Town' }),
      ],
      ["add: one guest doesn't eat gluten", followUp({ notes: 'gluten' })],
      ['make it 12 guests and 7:30', followUp({ partySize: 12, time: '19:30' })],
      ['next saturday, not this one', followUp({ date: 'next:sat' })],
      ['lunch rather, 1pm', followUp({ time: '13:00' })],
      ['please mention we want a seafood menu', followUp({ notes: 'seafood' })],
      ['make it for 8', followUp({ partySize: 8 })],
      ['friday evening instead', followUp({ date: 'fri', time: '19:00' })],
    ]),
    ...after(['en'], 'driver_new', [
      ['pick up at 7 rather', followUp({ time: '07:00' })],
      ['make that Lanseria', followUp({ place: 'Lanseria International Airport|Johannesburg' })],
      ['the day after tomorrow actually', followUp({ date: '+2' })],
      ['half past 10 instead', followUp({ time: '10:30' })],
      ['add that I have a lot of luggage, bring the big car', followUp({ notes: 'luggage' })],
      ['rather 5 in the afternoon', followUp({ time: '17:00' })],
      ['on the 19th', followUp({ date: 'dom:19' })],
      [
        "from King Shaka, not OR Tambo, I'm flying into Durban",
        followUp({ place: 'King Shaka International Airport|Durban' }),
      ],
      ['same time but Saturday', followUp({ date: 'sat' })],
      ['earlier, 8:15', followUp({ time: '08:15' })],
    ]),
    ...after(['en'], 'yacht_new', [
      ["we're 14 now", followUp({ partySize: 14 })],
      ['make it 11 in the morning', followUp({ time: '11:00' })],
      ['hmm saturday would suit us better', followUp({ date: 'sat' })],
      ['can we leave from Hout Bay instead', followUp({ place: 'Hout Bay|Cape Town' })],
      ['sunset sail rather', followUp({ time: '18:00' })],
      [
        "add that we're celebrating an engagement, champagne on board pls",
        followUp({ notes: 'champagne' }),
      ],
      ['8 guests, not 10', followUp({ partySize: 8 })],
      ['the 27th instead', followUp({ date: 'dom:27' })],
    ]),
    ...after(['en'], 'cancel_driver', [
      ['not that one, the one on Friday next week', theOther],
      ["wrong driver, I meant next week's", theOther],
      ['no no the other booking', theOther],
      ["that's not the one, cancel the other", theOther],
      ['I meant the one in Cape Town', theOther],
      ["hang on, it's the one next week I want gone", theOther],
    ]),
    ...after(['en'], 'change_chef', [
      ['not the chef, the restaurant one', theOther],
      ['other one pls', theOther],
      ['no I meant the table tonight', theOther],
      ['actually make it 8:30 not 8', followUp({ time: '20:30' })],
      ['and make it 10 people while you are at it', followUp({ partySize: 10 })],
      ['wrong booking, I meant the Test Kitchen one', theOther],
    ]),
  ],
};
