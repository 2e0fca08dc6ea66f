import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Fifteenth held-out set: questions the assistant answers from the member's own data (their tier,
 * the requests left this month, when the membership renews or the trial ends, what is coming up,
 * the list of their requests, what providers have said, what it remembers, their mood, the vault)
 * and about itself; asked bare, as a statement ("I can't remember which plan I'm on"), after a
 * greeting or a story, doubting a figure ("I think I've used two of my three"), two at once, or
 * worried about privacy.
 */
export const HELD_OUT_15_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['What level of membership am I on again?', question('tier')],
      ["am I gold or platinum, can't remember", question('tier')],
      ['Which tier did I end up signing up for?', question('tier')],
      ['Is my account on Black yet or am I still on the basic one?', question('tier')],
      ['Remind me which plan I am paying for each month', question('tier')],
      ["I honestly can't remember what membership I have with you guys", question('tier')],
      ['Morning! Am I a Platinum member or did that not go through?', question('tier')],

      // Allowance.
      [
        'How many more requests can I still make this month before I hit my limit?',
        question('allowance'),
      ],
      ['have I used up all my bookings for this month?', question('allowance')],
      ['do I still have requests available or am I maxed out', question('allowance')],
      ['How many concierge requests have I got remaining for the month?', question('allowance')],
      ["I think I've used two of my three requests already, is that right?", question('allowance')],
      ['Can I still ask for stuff this month or have I run out?', question('allowance')],
      ['whats my balance of requests looking like', question('allowance')],

      // Renewal.
      ['When is my membership up for renewal?', question('renewal')],
      ['When exactly does my free trial run out?', question('renewal')],
      ['What date will you debit me next for the membership?', question('renewal')],
      ['How long have I got until my subscription runs out, roughly', question('renewal')],
      ['is my membership still paid up? when does it lapse', question('renewal')],
      ['trial ends when?? dont want to lose access mid-holiday', question('renewal')],
      [
        'My card is expiring soon so I need to know when the next membership payment is due',
        question('renewal'),
      ],

      // Upcoming.
      ["What's on for me this week?", question('upcoming')],
      ['Have I got anything booked for the weekend?', question('upcoming')],
      ['Remind me what I have happening tomorrow', question('upcoming')],
      ["What's next on the calendar with you lot?", question('upcoming')],
      ['Have I got anything lined up for Saturday? My wife is asking', question('upcoming')],
      ['Just tell me what I have coming up in the next few days pls', question('upcoming')],
      ["I've lost track of everything. What's actually coming up for me?", question('upcoming')],

      // Requests.
      ['Show me everything I have asked you for so far', question('requests')],
      ['Can I see a list of all my requests?', question('requests')],
      ['What bookings have I made with you to date?', question('requests')],
      ['list my requests pls, including the cancelled ones', question('requests')],
      [
        "Out of everything I've asked for, which ones are still waiting on someone?",
        question('requests'),
      ],
      [
        'Give me an overview of all my concierge requests and where each one stands',
        question('requests'),
      ],
      ['What have I requested through Aurum recently?', question('requests')],

      // What providers said.
      ['Have any of the providers replied to my requests?', question('provider_said')],
      ['What did the service providers say back?', question('provider_said')],
      ['Any messages from the suppliers for me?', question('provider_said')],
      ['Did any of the companies write back with a note?', question('provider_said')],
      ['What have the providers been saying about my bookings?', question('provider_said')],
      ['Have I had any feedback from the providers yet', question('provider_said')],
      ['has anyone said anything back to you about my stuff', question('provider_said')],

      // Memory.
      ['Out of curiosity, what have you remembered about me over time?', question('memory')],
      ['What do you know about my preferences so far?', question('memory')],
      ["Do you remember that I'm allergic to shellfish?", question('memory')],
      ['What have you saved about my likes and dislikes?', question('memory')],
      ['Which of my preferences are in your memory bank?', question('memory')],
      ['Tell me what you have on file about how I like things done', question('memory')],
      ['do you still remember my favourite wine or did you forget', question('memory')],

      // Mood.
      ['Looking at my check-ins, how has my mood been since Monday?', question('mood')],
      ["Does my journal show I've been more stressed than usual the last while?", question('mood')],
      ["What's my mood score been looking like?", question('mood')],
      ['Am I doing better than last week mood-wise?', question('mood')],
      ['How have I been feeling, based on my check-ins?', question('mood')],
      ['Be honest, have my moods been dipping this month?', question('mood')],
      ['What does my mood trend look like over the past month?', question('mood')],

      // Capabilities.
      ['So what can you actually do for me, practically speaking?', question('capabilities')],
      ['Are you able to book restaurants, or only drivers and chefs?', question('capabilities')],
      ['Do you understand Afrikaans and Zulu or just English?', question('capabilities')],
      ['What sort of things can I ask you to arrange?', question('capabilities')],
      ['Can you help with flights too?', question('capabilities')],
      [
        "I'm new here. How does this concierge chat work, what can it do?",
        question('capabilities'),
      ],
      ['Could you handle a whole wedding or is that too big for you?', question('capabilities')],

      // Vault.
      ['Is my vault actually secure?', question('vault')],
      ['Can you read what I keep in my vault?', question('vault')],
      ['How many things do I have stored in the vault?', question('vault')],
      ['Do you have access to my passport scan in the vault?', question('vault')],
      ['Where do I find the documents I put in my vault?', question('vault')],
      ['Is everything in my vault encrypted, even the notes?', question('vault')],
      [
        "I'm a bit paranoid about privacy, can anyone at Aurum see my vault stuff?",
        question('vault'),
      ],

      // Two at once.
      [
        'Which tier am I on at the moment, and how many requests are left in it?',
        question('tier', 'allowance'),
      ],
      [
        "When's my renewal? And while you're at it, what's coming up this week?",
        question('renewal', 'upcoming'),
      ],
      [
        'Show me my requests and tell me if any of the providers replied',
        question('requests', 'provider_said'),
      ],
      ['What do you remember about me, and can you see my vault?', question('memory', 'vault')],
      [
        'How many bookings have I got left this month, and when does my trial end?',
        question('allowance', 'renewal'),
      ],
      [
        'Two things: what am I paying for, gold or platinum? And what can you do on my plan?',
        question('tier', 'capabilities'),
      ],
      ["How's my mood been and what's on the cards for the weekend?", question('mood', 'upcoming')],
      [
        'Hey, hope you are well. Quick q, do I have requests left? Also what did the providers say?',
        question('allowance', 'provider_said'),
      ],
    ],
  ),
};
