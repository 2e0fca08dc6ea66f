import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-first held-out set: questions the assistant answers from the member's own data (their
 * tier, the requests left this month, when the membership renews or the trial ends, what is coming
 * up, the list of their requests, what providers have replied, what it remembers, their mood, the
 * vault) and about itself; asked with the reason first (an accountant, a busy month, a card about
 * to expire, three months overseas, a wife asking, a therapist), by plan names and prices
 * ("Signature or Elite", "the R15k one"), for someone else (a PA, an accountant, a wife),
 * half-remembered ("I think I upgraded"), tersely ("trial ends when exactly?"), with typos, two at
 * once, or unsure what the assistant can see or do.
 */
export const HELD_OUT_21_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // tier
      ['Remind me which membership level my account sits on at the moment', question('tier')],
      ['Am I Platinum or still Gold? I can never remember', question('tier')],
      [
        'My accountant wants to know which tier the company is paying for on my account',
        question('tier'),
      ],
      ['Quick one - is mine the Signature plan or Elite?', question('tier')],
      ['what status do i have with aurum', question('tier')],
      [
        'I think I upgraded last month, did it go through? What plan am I on now?',
        question('tier'),
      ],
      ['Which of the plans is my account on, the R15k one?', question('tier')],

      // allowance
      ['How many concierge requests do I still have this month?', question('allowance')],
      ["Have I burnt through this month's requests already?", question('allowance')],
      [
        "I've got a mad month coming - how many more bookings can I make before I hit the limit?",
        question('allowance'),
      ],
      ['remaining requests this month??', question('allowance')],
      ['How close am I to my monthly request limit?', question('allowance')],
      [
        'My PA keeps booking things on my profile, how many requests are left for the month?',
        question('allowance'),
      ],
      ['Can I still put in requests this month or have I run out?', question('allowance')],

      // renewal
      ['When does my membership roll over and renew, roughly?', question('renewal')],
      ['When will you debit me next for the membership fee?', question('renewal')],
      ['How many days of the free trial do I have left before it runs out?', question('renewal')],
      ["My credit card expires soon - when's the next renewal date?", question('renewal')],
      ['trial ends when exactly?', question('renewal')],
      ['Until which date is my membership paid up?', question('renewal')],
      [
        "I'm overseas for three months from next week, when does my subscription come up for renewal?",
        question('renewal'),
      ],

      // upcoming
      ["What have I got coming up that you've booked for me?", question('upcoming')],
      ["What's on my plate over the next few days?", question('upcoming')],
      ['Remind me what I have booked for this weekend', question('upcoming')],
      ['Do I have anything scheduled for tomorrow?', question('upcoming')],
      [
        "My wife is asking what we've got lined up - can you give me a rundown of what's coming?",
        question('upcoming'),
      ],
      ["what's next on the calendar for me", question('upcoming')],
      ["What's on for the rest of the week?", question('upcoming')],

      // requests
      ["Pull up every request I've ever made with you please", question('requests')],
      ["Can I see a list of everything I've asked you for?", question('requests')],
      [
        "Out of everything I've asked for, which ones are still waiting on a provider?",
        question('requests'),
      ],
      ['How many of my requests have been declined?', question('requests')],
      ['Give me an overview of my bookings and where each one stands', question('requests')],
      ['List my cancelled requests please', question('requests')],
      ['what have I requested so far', question('requests')],

      // provider_said
      ['Have any of the providers replied to you since yesterday?', question('provider_said')],
      [
        'My PA wants to know what the providers came back with on my stuff',
        question('provider_said'),
      ],
      ['Any messages from providers I should read?', question('provider_said')],
      ['Did any of the service providers get back to me?', question('provider_said')],
      ['Show me the latest replies from the suppliers', question('provider_said')],
      ['Have I had any responses from providers today?', question('provider_said')],
      ['What are the providers saying about my bookings?', question('provider_said')],

      // memory
      ['Tell me honestly, what do you remember about me so far?', question('memory')],
      ['What have you saved about my preferences?', question('memory')],
      ['Do you have my dietary requirements on file somewhere?', question('memory')],
      ["What's in your memory bank about me?", question('memory')],
      ['Do you remember which wine I like?', question('memory')],
      ['Which of my preferences have you picked up so far?', question('memory')],
      ['What do you know about how I like to travel?', question('memory')],

      // mood
      ['How has my mood been over the last little while?', question('mood')],
      ['Going by my journal, how am I doing emotionally this week?', question('mood')],
      ['Was I in a happier space last week compared to this week?', question('mood')],
      ["What's my mood score sitting at today?", question('mood')],
      ['My therapist asked me to check - how has my mood trended this month?', question('mood')],
      ['Am I more stressed than usual according to my journal?', question('mood')],
      ['How am I feeling according to my check-ins?', question('mood')],

      // capabilities
      ['So what exactly can you do for someone like me?', question('capabilities')],
      [
        'Can you book flights as well, or is it only drivers and restaurants?',
        question('capabilities'),
      ],
      ['Do you understand Afrikaans if I switch to it?', question('capabilities')],
      ['What kind of things can I ask you to arrange?', question('capabilities')],
      ['Can you also handle restaurant reservations?', question('capabilities')],
      ["Is there anything you can't help with?", question('capabilities')],
      ['how does this concierge thing work exactly', question('capabilities')],

      // vault
      ['Is my passport copy in the vault?', question('vault')],
      ['How many documents do I have stored in my vault?', question('vault')],
      ["What's saved in my secure vault?", question('vault')],
      ['Can you see what I keep inside my vault?', question('vault')],
      ["I've forgotten my vault password, what now?", question('vault')],
      ['When did I last add something to the vault?', question('vault')],
      ['Do I have any legacy capsules set up in my vault?', question('vault')],

      // Two at once.
      ['What plan am I on and how many requests do I have left?', question('tier', 'allowance')],
      ["When does my trial end, and what's coming up this week?", question('renewal', 'upcoming')],
      [
        'Two things: what do you remember about me, and is my ID in the vault?',
        question('memory', 'vault'),
      ],
      [
        'Has any provider answered yet, and how many requests do I have left?',
        question('provider_said', 'allowance'),
      ],
      [
        'How has my mood been this week and what have I got booked for the weekend?',
        question('mood', 'upcoming'),
      ],
    ],
  ),
};
