import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-sixth held-out set: questions the assistant answers from the member's own data (their
 * tier, the requests left this month, when the membership renews, the trial ends or the next debit
 * goes off, what is coming up, the list of their requests, what providers have replied, what it
 * remembers, their mood, the vault) and about itself; asked for someone else (a PA, a financial
 * adviser, a wife, an auditor), by plan names and tiers ("Signature or Elite", "Gold, Platinum or
 * Black", "Essentials"), half-remembered ("did I tell you about my shellfish thing?"), tersely
 * ("renewal?", "my vault, what's in it"), with typos and text-speak ("hw many requests r left",
 * "wat tier am i"), two at once, or unsure what the assistant can do (flights, restaurants,
 * changing a booking, isiZulu, visas, a whole wedding, voice notes).
 */
export const HELD_OUT_26_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // The tier.
      [
        "Which membership level am I on at the moment? I've lost the welcome e-mail",
        question('tier'),
      ],
      ['Am I Gold, Platinum or Black? I honestly forget', question('tier')],
      ['Quick one: is my plan Signature or Elite?', question('tier')],
      ['wat tier am i on with aurum', question('tier')],
      [
        'My financial adviser wants to know which Aurum plan I am paying for, can you tell me?',
        question('tier'),
      ],
      ['Did my upgrade to the Black tier actually go through?', question('tier')],
      ['Remind me what level of membership sits on my account', question('tier')],
      ['Am I still on Essentials or did my husband move us up?', question('tier')],

      // The requests left this month.
      [
        'How many concierge requests do I still have in my allowance this month?',
        question('allowance'),
      ],
      ['Have I used up my monthly requests already, or is there one left?', question('allowance')],
      ['how many more bookings can I make before the month ends', question('allowance')],
      ['Is there a cap on my requests, and how close to it am I?', question('allowance')],
      ['Can I still log requests this month or am I out?', question('allowance')],
      ['hw many requests r left for me', question('allowance')],
      [
        'Before I ask for the helicopter, do I have a request left on my plan this month?',
        question('allowance'),
      ],
      ['Requests remaining on my allowance, please?', question('allowance')],

      // The renewal, the trial, the next payment.
      ['When is my Aurum subscription up for renewal?', question('renewal')],
      ['When will I be billed again for the membership?', question('renewal')],
      ['My free trial, when does it run out?', question('renewal')],
      ['What date does my annual plan expire?', question('renewal')],
      ['Is my membership due for renewal any time soon?', question('renewal')],
      ["When's the next debit order for Aurum going off my card?", question('renewal')],
      ['renewal date, quickly?', question('renewal')],
      [
        'My PA is doing the budget: on what date does my membership roll over?',
        question('renewal'),
      ],

      // What is coming up.
      ['What have I got on this week, diary-wise?', question('upcoming')],
      ['Anything booked for me over the next few days?', question('upcoming')],
      ["What's next on the calendar with you guys? I'm planning my leave", question('upcoming')],
      ["Run me through what's coming up for me", question('upcoming')],
      ['Do I have anything booked for Saturday already?', question('upcoming')],
      [
        "Which of my bookings are still ahead of me? I'm doing my weekly planning",
        question('upcoming'),
      ],
      ['What are my plans for the weekend, according to you?', question('upcoming')],
      [
        "My wife asked what we've got lined up over the next while, what do I tell her?",
        question('upcoming'),
      ],

      // The list of requests.
      ['Show me every request I have made', question('requests')],
      ["Can I see a list of everything I've asked you for since I joined?", question('requests')],
      ['Which of my requests are still sitting with providers, unanswered?', question('requests')],
      ['list my open requests pls, the ones nobody has confirmed', question('requests')],
      ['Which requests of mine got declined?', question('requests')],
      [
        'Give my PA an overview of all my concierge requests and where each one stands, she is taking over the admin',
        question('requests'),
      ],
      ['What have I requested from Aurum so far?', question('requests')],
      ['For my auditor: a list of all the requests on my account', question('requests')],

      // What the providers said.
      ['What did the providers come back with on my bookings?', question('provider_said')],
      ['Have any of the suppliers responded to my requests?', question('provider_said')],
      [
        'Any messages from the service providers for me while I was in meetings?',
        question('provider_said'),
      ],
      ['What did the companies I booked with say in their replies?', question('provider_said')],
      ['wat did the vendors reply', question('provider_said')],
      [
        'Has any provider left me a note or a comment that I should read?',
        question('provider_said'),
      ],
      ['Read me the latest replies from the providers', question('provider_said')],

      // What the assistant remembers.
      ['Out of curiosity, what do you remember about me?', question('memory')],
      ['What do you know about my food preferences so far?', question('memory')],
      ['Do you still have my shellfish allergy on file?', question('memory')],
      ['What have you learnt about my likes and dislikes so far?', question('memory')],
      ['Have you saved that I prefer an aisle seat?', question('memory')],
      ['Did I ever tell you I hate coriander? What have you noted?', question('memory')],
      ['What preferences of mine are in your memory bank?', question('memory')],

      // The mood.
      ['How has my mood been lately, would you say?', question('mood')],
      ['What does my journal say about my mood since the start of this week?', question('mood')],
      ['Am I more stressed than usual according to my check-ins?', question('mood')],
      ['What was my mood score yesterday?', question('mood')],
      ['Have I been in a better mood this month than last?', question('mood')],
      ['Looking at my check-ins, how am I doing emotionally?', question('mood')],

      // What the assistant can do.
      ['What exactly can you do for me as my concierge?', question('capabilities')],
      ['Besides cars and chefs, can you book flights too?', question('capabilities')],
      ['Do you handle restaurant reservations as well?', question('capabilities')],
      ['Are you able to change a booking for me after I have made it?', question('capabilities')],
      ['Is it fine if I write to you in isiZulu from now on?', question('capabilities')],
      ['Is visa paperwork something you can help with?', question('capabilities')],
      ['Could you plan an entire wedding, or is that too much?', question('capabilities')],
      ['If I send you a voice note, will you understand it?', question('capabilities')],

      // The vault.
      ['Remind me what I have stored in my vault', question('vault')],
      ['Do I have my ID document saved in the vault?', question('vault')],
      ['How many items have I got in my vault?', question('vault')],
      ['Is a copy of my will stored in the vault?', question('vault')],
      ['Did I ever upload the car insurance policy to my vault?', question('vault')],
      ['my vault, what is in it at the moment', question('vault')],

      // Two at once.
      ['What tier am I on, and when does that tier renew?', question('tier', 'renewal')],
      [
        "How many requests do I have left, and what's coming up this week?",
        question('allowance', 'upcoming'),
      ],
      [
        'What did the providers say, and which of my requests are still open?',
        question('provider_said', 'requests'),
      ],
      [
        'Which plan am I on and how many requests do I have left on it this month?',
        question('tier', 'allowance'),
      ],
      [
        'What do you remember about me, and what is saved in my vault?',
        question('memory', 'vault'),
      ],
    ],
  ),
};
