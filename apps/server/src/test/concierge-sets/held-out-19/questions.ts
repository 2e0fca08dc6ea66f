import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Nineteenth held-out set: questions the assistant answers from the member's own data (their
 * tier, the requests left this month, when the membership renews or the trial runs out, what is
 * coming up, the list of their requests, what providers have replied, what it remembers, their
 * mood, the vault) and about itself; asked in passing ("quick one"), with a number to check ("is
 * it 3 or 10 a month on mine?"), for someone else (a bookkeeper, a husband, a life coach, an
 * auditor), with a reason first (a debit order, a bank statement, a holiday abroad, a rough
 * month), in plan names and prices instead of tiers ("the R15k one", "Essentials"), after an
 * upgrade or a failed card, two at once, or suspicious of what the assistant can see.
 */
export const HELD_OUT_19_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['Quick one: which membership level is my account on at the moment?', question('tier')],
      [
        'My bookkeeper is asking whether I am on Essentials, Signature or Elite. Which is it?',
        question('tier'),
      ],
      ['Am I still gold or did the upgrade to platinum actually go through?', question('tier')],
      ['Is mine the R15k a month plan or the cheaper one?', question('tier')],
      ['What level of membership did I end up with after the trial?', question('tier')],
      ['Remind me which Aurum tier I signed up for, I genuinely forget', question('tier')],
      ['My husband says we are on black. Are we?', question('tier')],

      // Allowance.
      [
        'How many concierge requests can I still make before the month runs out?',
        question('allowance'),
      ],
      ['Is it 3 or 10 a month on mine, and how many are left?', question('allowance')],
      ['Have I burnt through my monthly requests already?', question('allowance')],
      [
        'Before I ask for anything else, can I still log a request this month or am I maxed out?',
        question('allowance'),
      ],
      ['How much of my request quota is used so far in this month?', question('allowance')],
      [
        'I think I have two requests left for the month, can you confirm the number?',
        question('allowance'),
      ],
      ['Do I have any bookings left on my plan for this month?', question('allowance')],
      ['Requests remaining this month, roughly?', question('allowance')],

      // Renewal and trial.
      ['When does the next membership debit go off my card?', question('renewal')],
      [
        'I am going overseas for six weeks, when does my membership come up for renewal?',
        question('renewal'),
      ],
      ['How many days are left on my free trial?', question('renewal')],
      ['On what date does my Aurum subscription expire?', question('renewal')],
      [
        'My card expires next month, when will you try to charge it for the renewal?',
        question('renewal'),
      ],
      [
        'When is my trial over and will it roll into a paid plan automatically?',
        question('renewal'),
      ],
      [
        'Is my membership paid up until the end of the year or when does it lapse?',
        question('renewal'),
      ],
      ['What is my renewal date? The auditor wants it for the books', question('renewal')],

      // Upcoming.
      ["What's lined up for me between now and Sunday?", question('upcoming')],
      [
        'Anything booked for me over the next few days that I should know about?',
        question('upcoming'),
      ],
      ['Run me through what is coming up this weekend', question('upcoming')],
      ['Is there anything on my calendar from you guys for tomorrow?', question('upcoming')],
      ['What are my next bookings, in order?', question('upcoming')],
      ['Where do I have to be next and when?', question('upcoming')],
      ["What's the plan for the coming days, booking wise?", question('upcoming')],

      // The list of their requests.
      ['Can you list every request I have ever made with you?', question('requests')],
      ['Show me my requests and where each one stands', question('requests')],
      ['Give me an overview of all my concierge requests, pending and done', question('requests')],
      ['How many requests have I logged in total, and what were they?', question('requests')],
      ["Which requests of mine haven't been closed off yet?", question('requests')],
      ['Pull up my request history please', question('requests')],
      ['I lose track. What have I asked you for so far?', question('requests')],

      // What providers have said.
      ['Has any of the providers replied to me?', question('provider_said')],
      ['What did the service providers come back with?', question('provider_said')],
      ['Any messages from suppliers that I have missed?', question('provider_said')],
      ['Read me what the providers wrote, word for word if you can', question('provider_said')],
      ['Did anybody respond to my bookings today?', question('provider_said')],
      ['Have the vendors said anything new since this morning?', question('provider_said')],
      ['What feedback have I had from the companies you contacted?', question('provider_said')],

      // Memory.
      ['What sort of things have you remembered about me so far?', question('memory')],
      ['What have you saved about my food preferences?', question('memory')],
      ['Do you still have it on record that I hate sitting near the kitchen?', question('memory')],
      ['Which of my preferences do you keep in your memory bank?', question('memory')],
      ['Tell me everything you have learnt about my travel habits', question('memory')],
      [
        'My life coach asked what the AI knows about me. What do you have stored?',
        question('memory'),
      ],
      ['Do you know my wife’s allergies or did I never tell you?', question('memory')],

      // Mood.
      ['How has my mood been lately according to my journal?', question('mood')],
      ['Was I more stressed this week than last week?', question('mood')],
      ['What does my mood tracker say about the past month? It was a rough one', question('mood')],
      ['Am I trending up or down emotionally, going by my check-ins?', question('mood')],
      ['How have my energy levels looked recently?', question('mood')],
      ['On average, how happy have I been this week out of 10?', question('mood')],
      ['Be honest, do my entries show I have been burnt out?', question('mood')],

      // Capabilities.
      ['What exactly can you do for me?', question('capabilities')],
      ['Can you also book flights, or only drivers and restaurants?', question('capabilities')],
      ['Do you understand Zulu if my mother writes to you?', question('capabilities')],
      ['Are you a bot or a person? And what are you able to handle?', question('capabilities')],
      ['What kind of things can I ask the concierge to arrange?', question('capabilities')],
      [
        'Can you cancel bookings for me too, or must I do that in the app?',
        question('capabilities'),
      ],
      ['Which services do you cover in Durban?', question('capabilities')],

      // The vault.
      ['Are you able to peek at the files I keep in my vault?', question('vault')],
      ['Is my vault really encrypted, even from Aurum staff?', question('vault')],
      ['If I forget my vault password, can you recover it for me?', question('vault')],
      ['Where do I put my passport scan so it is safe?', question('vault')],
      ['Does the assistant have access to the documents in my vault?', question('vault')],
      ['How does the vault protect my will and medical papers?', question('vault')],
      ['Who at your company can open my vault?', question('vault')],

      // Two at once.
      [
        'Which tier am I on, and how many requests does that leave me this month?',
        question('tier', 'allowance'),
      ],
      ['When does my plan renew, and is it still the Signature one?', question('renewal', 'tier')],
      [
        'What is coming up this week, and has any provider replied yet?',
        question('upcoming', 'provider_said'),
      ],
      [
        'What do you remember about me, and can you read my vault as well?',
        question('memory', 'vault'),
      ],
    ],
  ),
};
