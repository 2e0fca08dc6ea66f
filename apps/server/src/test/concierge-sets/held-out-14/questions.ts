import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Fourteenth held-out set: questions the assistant answers from the member's own data (their tier,
 * the requests left this month, when the membership renews or the trial ends, what is coming up,
 * the list of their requests, what providers have said, what it remembers, their mood, the vault)
 * and about itself; asked bare, in passing after small talk, twice in one message, or worried.
 */
export const HELD_OUT_14_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['which membership level is my account on right now, remind me?', question('tier')],
      ["Am I gold or platinum? I can't remember which one I signed up for", question('tier')],
      ['what plan am i actually paying for', question('tier')],
      ['Quick one: is my account on Black yet or still on the trial?', question('tier')],
      ['my tier??', question('tier')],
      [
        "Morning! Hope you're well. I'm trying to sort out my month, could you remind me which tier I'm on?",
        question('tier'),
      ],
      ['Did my upgrade to Signature go through? What level does it show now?', question('tier')],

      // Allowance.
      ['how many more requests can I make this month?', question('allowance')],
      ['Have I used up my concierge requests for this month?', question('allowance')],
      ["What's left on my monthly allowance?", question('allowance')],
      [
        'Is there a cap on how many bookings I can put through? How close am I to it?',
        question('allowance'),
      ],
      ['quick check: requests remaining on my plan for this month?', question('allowance')],
      [
        'Long week. Before I ask for anything else, how many requests do I still have?',
        question('allowance'),
      ],
      ['Can I still log another request this month or have I hit my limit?', question('allowance')],

      // Renewal.
      ['On what date does my Aurum membership renew itself?', question('renewal')],
      ['When is my next payment to Aurum due?', question('renewal')],
      ['How many days of my free trial are left?', question('renewal')],
      ['my subscription runs out when exactly?', question('renewal')],
      ['Up to which date is my membership paid for?', question('renewal')],
      ['Is my trial over yet, or do I still have a few days?', question('renewal')],
      [
        "I'm going overseas for two months. Will my membership lapse while I'm away, when does it end?",
        question('renewal'),
      ],

      // Upcoming.
      ["What's in my diary with you for this week?", question('upcoming')],
      ['Have I got anything booked through you for the coming weekend?', question('upcoming')],
      ["What's next on the calendar with you guys?", question('upcoming')],
      ['Run me through my upcoming bookings', question('upcoming')],
      ["what's happening tomorrow? remind me", question('upcoming')],
      ['Do I have anything lined up for Sunday?', question('upcoming')],
      [
        "I've lost track completely. What's coming up for me in the next few days?",
        question('upcoming'),
      ],

      // Requests.
      ['pull up the full list of my requests for me', question('requests')],
      ["Can you list every request I've made, including the old ones?", question('requests')],
      ['Which of my requests are still sitting at pending, if any?', question('requests')],
      ['how many of my bookings have been declined so far?', question('requests')],
      ['what have I asked you for recently', question('requests')],
      ["What's the status across all my requests?", question('requests')],
      ['Give me a summary of everything I have open with you', question('requests')],

      // What providers said.
      ['Have any of the providers got back to me with a reply yet?', question('provider_said')],
      ['What did the providers write back, word for word?', question('provider_said')],
      ['Did any of the service companies leave me a message?', question('provider_said')],
      [
        'Has there been any feedback from the suppliers handling my bookings?',
        question('provider_said'),
      ],
      ["read me the providers' latest responses", question('provider_said')],
      [
        'I got a notification that a provider wrote something, what did they say?',
        question('provider_said'),
      ],

      // Memory.
      ['what do you remember about me so far, be honest', question('memory')],
      ['Which of my likes and dislikes have you got on file?', question('memory')],
      ['Do you know how I like my coffee?', question('memory')],
      ["What's in your memory bank about my family?", question('memory')],
      ['Have you kept a note of my dietary stuff?', question('memory')],
      ['What have you learned about my tastes so far?', question('memory')],

      // Mood.
      ["How's my mood been this week?", question('mood')],
      ['Based on my journal, am I more stressed than last month?', question('mood')],
      ['What was my average mood score lately?', question('mood')],
      ['Have I been happier recently, according to my check-ins?', question('mood')],
      ['how have I been feeling overall, from what I logged?', question('mood')],
      ['Was last week a good one, mood-wise?', question('mood')],

      // Capabilities.
      ['What can you actually help me with?', question('capabilities')],
      ['Can you speak Afrikaans?', question('capabilities')],
      ['What kinds of services can I book through you?', question('capabilities')],
      ['Can you also handle flights and hotels, or only drivers?', question('capabilities')],
      [
        'How does this chat work? Do you actually book things or just pass them on to someone?',
        question('capabilities'),
      ],
      ['are you able to cancel bookings for me too?', question('capabilities')],

      // Vault.
      ['Can you see what is inside my vault?', question('vault')],
      ['which documents did I store in my vault again?', question('vault')],
      ['Is my passport scan saved in the vault?', question('vault')],
      ['how many items are in my secure vault', question('vault')],
      ['Can you open my vault and read me my ID number?', question('vault')],
      [
        "I'm a bit nervous about privacy. Do you ever read the things in my vault?",
        question('vault'),
      ],

      // Two at once.
      [
        'Which tier am I on, and how many requests are left for the month?',
        question('tier', 'allowance'),
      ],
      ['When does my plan renew, and am I still on platinum?', question('renewal', 'tier')],
      ["What's coming up, and has anyone replied to me?", question('upcoming', 'provider_said')],
      ['Tell me what you know about me and what you can do', question('memory', 'capabilities')],
      ["How's my mood looking, and what's on for tomorrow?", question('mood', 'upcoming')],
      ["List my requests and tell me how many I've got left", question('requests', 'allowance')],
      ['Can you see my vault, or only your own memory notes?', question('vault', 'memory')],
      [
        'Which plan am I on and when does it expire? Want to budget for next year.',
        question('tier', 'renewal'),
      ],
      [
        'Two things: what did the providers come back with, and which of my requests are still open?',
        question('provider_said', 'requests'),
      ],
      [
        "What's happening this week, and how many more bookings can I make?",
        question('upcoming', 'allowance'),
      ],
      [
        'How stressed have I been according to my journal, and what do you remember about my sleep habits?',
        question('mood', 'memory'),
      ],
      [
        'What can you do with my documents? Can you get into the vault at all?',
        question('capabilities', 'vault'),
      ],
    ],
  ),
};
