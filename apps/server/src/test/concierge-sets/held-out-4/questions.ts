import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Fourth held-out set: questions about the member's own data, every topic (tier, allowance,
 * renewal, upcoming, requests, provider_said, memory, mood, capabilities), alone and in pairs.
 */
export const HELD_OUT_4_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['What membership level am I on?', question('tier')],
      ['am i gold or platinum?', question('tier')],
      ['Which tier is my account on at the moment', question('tier')],
      ['Am I a Black member yet or still Platinum?', question('tier')],
      ['remind me what membership I have with you guys', question('tier')],
      ['wat tier am i', question('tier')],
      // Allowance.
      ['How many requests have I got left this month?', question('allowance')],
      ['how many more bookings can I make before I hit my limit', question('allowance')],
      ['Have I used up my monthly requests already?', question('allowance')],
      ["what's my request allowance looking like", question('allowance')],
      ['How many requests do I still have available on my plan?', question('allowance')],
      ['r there any requests left for me this month', question('allowance')],
      ['Am I close to my monthly limit?', question('allowance')],
      // Renewal.
      ["When's my membership up for renewal?", question('renewal')],
      ['When is my next membership payment due?', question('renewal')],
      ['when does my aurum subscription run out', question('renewal')],
      ['What date is my renewal?', question('renewal')],
      ['Until when am I paid up?', question('renewal')],
      ['When will you bill my card again for the membership?', question('renewal')],
      // Upcoming.
      ['What have I got coming up this week?', question('upcoming')],
      ["What's on my calendar for the next few days?", question('upcoming')],
      ['Any bookings coming up?', question('upcoming')],
      ['whats on the cards for me in the coming days', question('upcoming')],
      ['Do I have anything booked for the weekend?', question('upcoming')],
      ['remind me what is planned for me this week pls', question('upcoming')],
      ["what's the very next thing I've got booked", question('upcoming')],
      // Requests.
      ["Pull up a list of everything I've requested pls", question('requests')],
      ['What requests have I made so far?', question('requests')],
      ['list my open requests pls', question('requests')],
      ['How many of my requests are still open at the moment?', question('requests')],
      ['Which of my requests got declined?', question('requests')],
      ['what have i asked you guys for recently', question('requests')],
      ['Give me an overview of my requests and where each one stands', question('requests')],
      // What providers said.
      ['Have any of the providers replied?', question('provider_said')],
      ['Any messages from providers for me?', question('provider_said')],
      ['What have the providers said in their replies to me?', question('provider_said')],
      ['did anyone reply to my requests yet', question('provider_said')],
      ['Have I had any responses from the service providers?', question('provider_said')],
      ['what did the suppliers come back with?', question('provider_said')],
      // Memory bank.
      ['What do you remember about me and my family?', question('memory')],
      ["What's saved in my memory bank?", question('memory')],
      ['What do you know about my preferences?', question('memory')],
      ["Do you have my wife's birthday saved somewhere?", question('memory')],
      ['Remind me which wine I told you I like', question('memory')],
      ['what info have you kept on me', question('memory')],
      // Mood.
      ['How have I been feeling lately?', question('mood')],
      ["how's my mood been this week", question('mood')],
      ['Have I been more stressed than usual this month?', question('mood')],
      ['What does my mood look like over the last few weeks?', question('mood')],
      ['how am i doing mood-wise', question('mood')],
      ['Was I in a better mood last week than this week?', question('mood')],
      // Capabilities.
      ['So what exactly can you do for me as my concierge?', question('capabilities')],
      ['What kind of things are you able to book?', question('capabilities')],
      ['What services does Aurum offer?', question('capabilities')],
      ['how does this work, what can I ask you', question('capabilities')],
      ['what sort of requests can you handle?', question('capabilities')],
      ['What are you capable of exactly?', question('capabilities')],
      // Two or three topics at once.
      ['What tier am I and when does it renew?', question('tier', 'renewal')],
      ["What's my plan and how many requests do I have left?", question('tier', 'allowance')],
      [
        'Any upcoming bookings, and have the providers said anything?',
        question('upcoming', 'provider_said'),
      ],
      [
        'Tell me my tier, how many requests I have left and my renewal date',
        question('tier', 'allowance', 'renewal'),
      ],
      ["what's coming up for me and how have I been feeling?", question('upcoming', 'mood')],
      ['What do you know about me and what can you do?', question('memory', 'capabilities')],
      ['how many requests have i used this month and how many are left', question('allowance')],
    ],
  ),
};
