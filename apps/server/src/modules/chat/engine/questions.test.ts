import { describe, expect, it } from 'vitest';
import { questionTopics } from './questions';

describe('questionTopics', () => {
  it.each([
    ['What tier am I on?', ['tier']],
    ['am I gold or platinum?', ['tier']],
    ['What level is my membership?', ['tier']],
    ['Which plan am I on', ['tier']],
    ['How many bookings can I still make this month?', ['allowance']],
    ["What's left on my plan this month?", ['allowance']],
    ['how many requests do i have left', ['allowance']],
    ['When is my next payment?', ['renewal']],
    ['When does my trial end?', ['renewal']],
    ["What's on my calendar this week?", ['upcoming']],
    ['What do I have this weekend?', ['upcoming']],
    ['anything planned for tomorrow?', ['upcoming']],
    ['What have you got on me?', ['memory']],
    ['what do you know about me', ['memory']],
    ['Which of my bookings are confirmed?', ['requests']],
    ['Status of all my requests please', ['requests']],
    ['Any pending requests?', ['requests']],
    ['How have I been this week?', ['mood']],
    ['What can you help me with?', ['capabilities']],
    ['Has any provider got back to me?', ['provider_said']],
  ])('%s', (text, topics) => expect(questionTopics(text)).toEqual(topics));
});

describe('questionTopics: more of the author’s own phrasings', () => {
  it.each([
    ['Am I still on the trial?', ['tier']],
    ['How long is my trial?', ['renewal']],
    ['Do I have anything booked?', ['upcoming']],
    ['What bookings do I have?', ['upcoming']],
    ['my upcoming reservations please', ['upcoming']],
    ['How much of my allowance have I used?', ['allowance']],
    ["When's my renewal?", ['renewal']],
    ['What membership do I have?', ['tier']],
    ['Is my membership active?', ['tier']],
    ['what requests have I sent you', ['requests']],
    ['What do you remember about my preferences?', ['memory']],
    ['What did the chef say?', ['provider_said']],
  ])('%s', (text, topics) => expect(questionTopics(text)).toEqual(topics));
});

describe('questionTopics: the eighth set’s phrasings (session 18)', () => {
  it.each([
    ['Has anybody got back to me about my bookings?', ['provider_said']],
    [
      'Two things: what do you remember about my food preferences, and how has my mood been?',
      ['memory', 'mood'],
    ],
    ['Which of my bookings are still ahead of me?', ['upcoming']],
    ['what can you do and can you see my vault', ['capabilities', 'vault']],
    ['Can I speak to you in isiZulu?', ['capabilities']],
  ])('%s', (text, topics) => expect(questionTopics(text)).toEqual(topics));
});
