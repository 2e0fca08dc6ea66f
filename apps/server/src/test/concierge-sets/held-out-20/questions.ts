import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Twentieth held-out set: questions the assistant answers from the member's own data (their tier,
 * the requests left this month, when the membership renews or the trial ends, what is coming up,
 * the list of their requests, what providers have replied, what it remembers, their mood, the
 * vault) and about itself; asked with a reason first (a budget spreadsheet, a PA taking over, a
 * trip overseas, a therapist, a new phone), by plan names and prices ("Signature", "the R5k
 * plan"), for someone else (a PA, a wife, an accountant), half-remembered ("it's 3 a month,
 * right?"), in a hurry ("quick q"), with typos, two at once, or worried about what the assistant
 * can see.
 */
export const HELD_OUT_20_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['Remind me, which membership level am I on at the moment?', question('tier')],
      [
        'My PA is doing our budget spreadsheet and needs to know: am I on Gold, Platinum or Black?',
        question('tier'),
      ],
      ['Is mine the Signature plan or the Elite one? I honestly forget', question('tier')],
      ['quick q - what tier is my account', question('tier')],
      ['I thought I upgraded last month. Which plan does my account show now?', question('tier')],
      ['Am I still on the R5k Essentials thing or did that change?', question('tier')],
      ['what membership do i have with aurum exactly', question('tier')],

      // Allowance.
      ['How many concierge requests have I got left for this month?', question('allowance')],
      [
        "Before I ask for a villa as well, have I used up this month's requests?",
        question('allowance'),
      ],
      [
        "It's 3 requests a month on my plan, right? How many of them are gone?",
        question('allowance'),
      ],
      ['Is there a cap on how many things I can book per month?', question('allowance')],
      [
        'My wife wants to book a chef too, do we have any requests remaining this month?',
        question('allowance'),
      ],
      ['how many more bookings can i make b4 month end', question('allowance')],
      ['Remaining monthly request allowance?', question('allowance')],

      // Renewal and trial.
      [
        'My bank statement shows Aurum every month. On which date does my membership renew next?',
        question('renewal'),
      ],
      [
        "I'm overseas for two months from the 10th, when is my next membership payment due?",
        question('renewal'),
      ],
      ['Counting down here: how many days of my free trial do I still have?', question('renewal')],
      [
        'Accountant is asking when the Aurum subscription comes off the card again. When is it?',
        question('renewal'),
      ],
      ['Up to which date exactly have I paid for my Aurum membership?', question('renewal')],
      ['When does the trial run out and start charging me?', question('renewal')],
      ['does my plan expire soon?', question('renewal')],

      // Upcoming.
      ['Between now and the weekend, what have you got lined up for me?', question('upcoming')],
      ["What's next on my schedule with you guys?", question('upcoming')],
      [
        "I've lost track completely. What bookings are coming up for me this week?",
        question('upcoming'),
      ],
      ['Is anything you booked for me happening over this coming weekend?', question('upcoming')],
      ['Which booking of mine is the next one up, date-wise?', question('upcoming')],
      [
        'My PA is taking over my diary from Monday, can you tell me everything coming up?',
        question('upcoming'),
      ],
      ['whats on the cards for me coming up', question('upcoming')],

      // Requests.
      ['Can you list all the requests I have with you?', question('requests')],
      [
        "Out of everything I've asked you for, which requests are still sitting on pending?",
        question('requests'),
      ],
      ['Show me every request I made, including the cancelled ones', question('requests')],
      ['How many requests have I got open right now? I want to tidy up', question('requests')],
      ['Give me an overview of all my concierge requests and their statuses', question('requests')],
      ['Did any of my requests get declined? Which ones?', question('requests')],
      ['pls send me a list of my reqs', question('requests')],

      // What providers have said.
      ['Have any of the providers bothered to reply to me yet?', question('provider_said')],
      ['What did the providers say in their messages?', question('provider_said')],
      [
        "I keep getting notifications but can't find them. What have the service providers written back?",
        question('provider_said'),
      ],
      ['Did any provider leave me a note?', question('provider_said')],
      ['What are the providers telling you about my bookings?', question('provider_said')],
      ['Any replies from the suppliers yet?', question('provider_said')],
      ['has anybody responded from the provider side', question('provider_said')],

      // Memory.
      ['Be honest, what do you remember about me from our chats?', question('memory')],
      ['Out of curiosity, what have you saved about my food preferences?', question('memory')],
      ["What's in my memory bank at the moment?", question('memory')],
      ['Do you still have it on record that I hate mushrooms?', question('memory')],
      ["Tell me what you've learned about my habits so far", question('memory')],
      ['Which of my preferences do you keep in your memory?', question('memory')],
      ['what do u know about me', question('memory')],

      // Mood.
      ["How's my mood been this past week according to my journal?", question('mood')],
      [
        'My therapist asked me to track this: what was my average mood score this month?',
        question('mood'),
      ],
      ['Have I been more stressed than usual lately?', question('mood')],
      ['What did my check-ins say about my energy levels recently?', question('mood')],
      ['Was I in a better mood last week or this week?', question('mood')],
      ["how's my mood looking lately according to the check-ins", question('mood')],

      // Capabilities.
      ['What kind of things can you help me with?', question('capabilities')],
      ['Can you actually book stuff or do you just give suggestions?', question('capabilities')],
      ["I'm new here. What sort of requests can I send you?", question('capabilities')],
      ['Can I chat to you in Afrikaans or isiZulu too, or only English?', question('capabilities')],
      [
        'Are you able to cancel my bookings for me, or must I phone someone?',
        question('capabilities'),
      ],
      ['What services do you cover?', question('capabilities')],
      ['what r u capable of', question('capabilities')],

      // The vault.
      ["What's stored in my vault?", question('vault')],
      ['Can you see the documents I put in my vault? My ID copy is in there', question('vault')],
      ['How do I unlock my vault on the new phone?', question('vault')],
      ['Is my passport scan in the vault encrypted?', question('vault')],
      ['Say I forget my vault password one day, could you reset it for me?', question('vault')],
      ['How many items do I have in the vault now?', question('vault')],
      ['is the vault actually secure? be honest', question('vault')],

      // Two at once.
      [
        'Which plan am I on, and how many requests do I still have this month?',
        question('tier', 'allowance'),
      ],
      [
        'When does my trial end, and what can you actually do for me?',
        question('renewal', 'capabilities'),
      ],
      [
        "What's coming up this week, and has any provider messaged me?",
        question('upcoming', 'provider_said'),
      ],
      [
        'Two things: what do you remember about me, and can you see my vault?',
        question('memory', 'vault'),
      ],
      ["What's my tier and when does it renew?", question('tier', 'renewal')],
      [
        'How has my mood been, and what have I got coming up tomorrow?',
        question('mood', 'upcoming'),
      ],
      [
        'List my requests please, and tell me how many I have left',
        question('requests', 'allowance'),
      ],
    ],
  ),
};
