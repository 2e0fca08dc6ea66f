import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-fifth held-out set: questions the assistant answers from the member's own data (their
 * tier, the requests left this month, when the membership renews or the trial ends, what is coming
 * up, the list of their requests, what providers have replied, what it remembers, their mood, the
 * vault) and about itself; asked with the reason first (a PA, an accountant, a budget, a husband
 * who says they upgraded, a chef about to be booked), by plan names and tiers ("Essentials",
 * "Signature Access", "Elite", "gold or platinum", "black card"), half-remembered ("I told you I
 * don't eat pork?"), tersely ("tier pls", "renewal date pls"), with typos and text-speak ("r there
 * requests remaining 4 this mnth", "wat did the suppliers say"), two at once, or unsure what the
 * assistant can do (flights, Afrikaans, voice notes, restaurants, cancelling, a whole holiday).
 */
export const HELD_OUT_25_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ["Remind me which Aurum plan I'm paying for, gold or platinum?", question('tier')],
      ['Am I Signature Access or Elite? My PA wants to know', question('tier')],
      ['what tier is this account on', question('tier')],
      ['Quick one: am I on Essentials still?', question('tier')],
      ['My husband says we upgraded to Elite last month. Did we?', question('tier')],
      ['which package do i have with you guys', question('tier')],
      ['Is mine a black card membership?', question('tier')],
      ['tier pls', question('tier')],
      // Allowance.
      [
        'Doing my budget: how many concierge requests are still open to me before the month ends?',
        question('allowance'),
      ],
      [
        'Before I book the chef, how many bookings can I still make this month?',
        question('allowance'),
      ],
      ['how many left on my monthly allowance', question('allowance')],
      ['Am I close to my monthly request limit?', question('allowance')],
      ['Do I have any requests left or must I wait for next month?', question('allowance')],
      ['r there requests remaining 4 this mnth', question('allowance')],
      ['What is left of my request quota for the month?', question('allowance')],
      // Renewal.
      ['When is my next debit order for the membership?', question('renewal')],
      ['How long is left on my free trial?', question('renewal')],
      ['My accountant needs the renewal date of my Aurum subscription', question('renewal')],
      ['When does the trial run out?', question('renewal')],
      ['When will you charge me again for the membership?', question('renewal')],
      ['membership renewal date pls, need it for the spreadsheet', question('renewal')],
      ['Is my membership up for renewal soon? Budget is tight', question('renewal')],
      // Upcoming.
      ['Between now and Sunday, what have you got lined up for me?', question('upcoming')],
      ['Is anything of mine happening over the weekend, booking-wise?', question('upcoming')],
      ["What's on my schedule tomorrow?", question('upcoming')],
      ["Remind me what's lined up for me over the next few days", question('upcoming')],
      ['whats next on my bookings', question('upcoming')],
      ['My assistant is doing my diary: what is coming up for me?', question('upcoming')],
      ['Do I have anything on this Saturday?', question('upcoming')],
      // Requests.
      ['Can I see a list of everything I have asked you for?', question('requests')],
      [
        "Out of everything I've asked for, which ones haven't been confirmed yet?",
        question('requests'),
      ],
      ["What's the status of all my bookings?", question('requests')],
      ['pls give me the full list of requests on my profile', question('requests')],
      ['Give me an overview of my requests, including the declined ones', question('requests')],
      ['How many requests have I made with you in total?', question('requests')],
      ['show me everything i have open with aurum', question('requests')],
      // What providers said.
      ['Have any of the providers replied yet?', question('provider_said')],
      [
        'Has any provider left a reply on my bookings? What did they write?',
        question('provider_said'),
      ],
      ['Any responses from suppliers so far?', question('provider_said')],
      ['Has anybody got back to me on my requests?', question('provider_said')],
      ['wat did the suppliers say', question('provider_said')],
      ['Did any of the service companies send word back to me today?', question('provider_said')],
      ['Did the companies you contacted come back with answers?', question('provider_said')],
      // Memory.
      ['Out of curiosity, what details about me have stuck in your memory?', question('memory')],
      ['What have you got on record about how I like to eat?', question('memory')],
      ["I told you I don't eat pork, you have that noted?", question('memory')],
      ['What have you saved in your memory about my family?', question('memory')],
      ['What preferences do you have on file for me?', question('memory')],
      ['Did you remember my favourite hotel?', question('memory')],
      ["tell me what you've learned about my tastes", question('memory')],
      // Mood.
      [
        'Looking at my check-ins, has my mood dipped or lifted over the last while?',
        question('mood'),
      ],
      ['What does my journal say about my mood this week?', question('mood')],
      ['Have I been stressed this month according to my check-ins?', question('mood')],
      ['Am I in a better mood than last week?', question('mood')],
      ["What's my mood score been?", question('mood')],
      ['how am i doing emotionally, based on my entries', question('mood')],
      // Capabilities.
      [
        'Besides chatting, what kinds of jobs are you really able to take on for me?',
        question('capabilities'),
      ],
      ['Can you book flights too, or only drivers?', question('capabilities')],
      ['If I write to you in Afrikaans, will you follow?', question('capabilities')],
      ['Can I send you a voice note instead of typing?', question('capabilities')],
      ['Are you able to book restaurants?', question('capabilities')],
      ['Could you cancel a booking for me if I asked?', question('capabilities')],
      ['Would you be able to plan a whole holiday for us?', question('capabilities')],
      // Vault.
      ['Give me a rundown of what I keep in the Aurum vault', question('vault')],
      ['How many documents have I stored in the vault?', question('vault')],
      ['Did I ever upload a copy of my passport to the vault?', question('vault')],
      ['Have I created any legacy capsules for the kids yet?', question('vault')],
      ['Which notes are in my secure vault?', question('vault')],
      // Two at once.
      [
        'Which tier is my membership, and how many requests can I still use this month?',
        question('tier', 'allowance'),
      ],
      ['When does my membership renew, and what plan is it?', question('renewal', 'tier')],
      [
        "What's coming up this week, and have the providers replied?",
        question('upcoming', 'provider_said'),
      ],
      ['What do you remember about me, and what is in my vault?', question('memory', 'vault')],
      ['list my requests and tell me how many I have got left', question('requests', 'allowance')],
      [
        'Is there a cap on how much I can book per month on my plan, and where am I at?',
        question('allowance'),
      ],
      ["My wife asked if we're Platinum members. Are we?", question('tier')],
      ['Which of my requests were declined, if any?', question('requests')],
      ['Is there anything in the diary for me on Friday?', question('upcoming')],
      ["Have the providers left me any notes I haven't read?", question('provider_said')],
    ],
  ),
};
