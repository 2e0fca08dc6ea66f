import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Eighth held-out set: questions the assistant answers from the member's own data (tier,
 * allowance, renewal, what is coming up, their requests, what providers said, what it remembers,
 * their mood, the vault) and about itself; some ask two things at once.
 */
export const HELD_OUT_8_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['what membership level am i on', question('tier')],
      ['Am I a Platinum or a Gold member? I can never remember', question('tier')],
      ['which plan do I have with you guys', question('tier')],
      ['is my account black tier?', question('tier')],
      ["Quick one: what's my current membership?", question('tier')],
      ['still on the trial or did my upgrade go through', question('tier')],
      // Allowance.
      ['how many requests have i got left for the month, roughly', question('allowance')],
      ['Have I used up my monthly requests yet?', question('allowance')],
      ["how many more bookings before I max out my plan's limit?", question('allowance')],
      ['What is my request allowance and how much of it is used?', question('allowance')],
      ['am i out of requests for november', question('allowance')],
      ['do I have any concierge requests remaining', question('allowance')],
      ['requests left?', question('allowance')],
      // Renewal.
      ['my membership renews when exactly', question('renewal')],
      ['When is my subscription up for renewal? I want to budget for it', question('renewal')],
      ['how long until my trial runs out', question('renewal')],
      ["When does my Aurum membership lapse if I don't pay?", question('renewal')],
      ['is my membership paid up until the end of the year?', question('renewal')],
      ['what date do you debit me next for the membership', question('renewal')],
      ['when is my plan paid until', question('renewal')],
      // Upcoming.
      ["what's on the cards for me the rest of this week", question('upcoming')],
      ["What have I got coming up that you've booked?", question('upcoming')],
      ['anything booked for the weekend?', question('upcoming')],
      ['remind me what is next on my calendar with you', question('upcoming')],
      ['Which of my bookings are still ahead of me?', question('upcoming')],
      ["what's my schedule looking like for the next few days", question('upcoming')],
      ['do i have anything lined up tomorrow', question('upcoming')],
      // Requests.
      ['pull up every request i have with you', question('requests')],
      ['Can you list everything I have asked you for so far?', question('requests')],
      ['how many of my requests are still pending', question('requests')],
      ['which requests got declined', question('requests')],
      ['What is the status of all my requests at the moment?', question('requests')],
      ["give me a rundown of every request I've made, old and new", question('requests')],
      ['which of my requests have been confirmed', question('requests')],
      ['have I got any open requests with you', question('requests')],
      // What the providers said.
      ['did any of the providers reply to me', question('provider_said')],
      ['Have I had any responses from the suppliers?', question('provider_said')],
      ['what did the providers say', question('provider_said')],
      ['any messages from the service providers today?', question('provider_said')],
      ['Has anybody got back to me about my bookings?', question('provider_said')],
      ['what feedback did the companies give on my requests', question('provider_said')],
      // Memory.
      ['what do you know about me', question('memory')],
      ['Which of my preferences have you got saved?', question('memory')],
      ['do you still remember how i take my coffee', question('memory')],
      ['what have you picked up about my tastes so far', question('memory')],
      ['what have you got stored about me in that memory bank thing', question('memory')],
      ['do you remember which airline i prefer?', question('memory')],
      // Mood.
      ['how has my mood been this week', question('mood')],
      ['Based on my journal, have I been stressed lately?', question('mood')],
      ['whats my mood score today', question('mood')],
      ['Have I been happier this month than last month?', question('mood')],
      ['how am i doing emotionally according to the app', question('mood')],
      ['what was my average mood the last 7 days', question('mood')],
      // What the assistant can do.
      ['what exactly can you do for me as a concierge', question('capabilities')],
      ['Can you book flights as well or only cars and restaurants?', question('capabilities')],
      ['do you understand afrikaans', question('capabilities')],
      ['What kind of services do you handle?', question('capabilities')],
      ['are you a real person or a bot', question('capabilities')],
      ['can you also cancel things for me or must I phone', question('capabilities')],
      ['Can I speak to you in isiZulu?', question('capabilities')],
      // The vault.
      ['can you see whats in my vault', question('vault')],
      ['Do you have access to the documents in my vault?', question('vault')],
      ['is my passport stored in the vault?', question('vault')],
      ['how many items have I got in my vault', question('vault')],
      ['Can you read my vault notes to get my ID number?', question('vault')],
      ['is my vault encrypted so nobody at aurum can read it', question('vault')],
      // Two at once.
      ['what tier am I and how many requests do I have left', question('tier', 'allowance')],
      [
        'Can you tell me when my membership renews and what level it is?',
        question('renewal', 'tier'),
      ],
      [
        'whats coming up this week and how many requests do i have left',
        question('upcoming', 'allowance'),
      ],
      [
        'Two things: what do you remember about my food preferences, and how has my mood been?',
        question('memory', 'mood'),
      ],
      [
        'list my requests and tell me what the providers said',
        question('requests', 'provider_said'),
      ],
      ['what can you do and can you see my vault', question('capabilities', 'vault')],
    ],
  ),
};
