import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Twelfth held-out set: questions the assistant answers from the member's own data (tier,
 * allowance, renewal, what is coming up, their requests, what providers said, what it remembers,
 * their mood, the vault) and about itself; some ask two things at once, some in passing.
 */
export const HELD_OUT_12_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['which membership am i on again', question('tier')],
      ['Am I Platinum or still on Gold?', question('tier')],
      ['Is my account still on the trial or did the upgrade go through?', question('tier')],
      ['what level of member am I', question('tier')],
      ['Hi, can you remind me what tier my membership is?', question('tier')],
      ['am i black tier yet 🖤', question('tier')],

      // Allowance.
      ['How many concierge requests have I got left this month?', question('allowance')],
      ['how many requests remaining on my plan?', question('allowance')],
      [
        "Have I used up my monthly quota? Don't want to get stuck before the long weekend",
        question('allowance'),
      ],
      ['how many more bookings can i make before the month resets', question('allowance')],
      [
        'Is there a cap on how many requests I can put in per month on my plan',
        question('allowance'),
      ],
      ["what's my balance of requests for November", question('allowance')],
      ['Did that last booking count against my allowance?', question('allowance')],

      // Renewal.
      ['When is my Aurum membership up for renewal?', question('renewal')],
      ['when is my sub due', question('renewal')],
      ['until what date am I paid up?', question('renewal')],
      ['My card is expiring, when will you next debit me for the membership?', question('renewal')],
      ['when does my free trial run out exactly', question('renewal')],
      ['How long until my yearly plan runs out?', question('renewal')],

      // Upcoming.
      ["what's on my calendar this week", question('upcoming')],
      ['What have I got coming up over the next while?', question('upcoming')],
      ['is anything booked for me this weekend or am I free?', question('upcoming')],
      ['remind me what is happening tomorrow', question('upcoming')],
      ['whats the next thing on my schedule', question('upcoming')],
      [
        'Do I have anything lined up for next week? Trying to plan a golf day',
        question('upcoming'),
      ],
      ['what bookings do i have over the next few days', question('upcoming')],

      // Their requests.
      ['can u show me every request on my account', question('requests')],
      ['Which requests of mine are still sitting on pending?', question('requests')],
      ['list everything I have asked you for so far this month', question('requests')],
      ['How many open requests do I have at the moment?', question('requests')],
      ['what got declined recently?', question('requests')],
      ['can you give me an overview of my bookings, confirmed and not', question('requests')],
      ['Which requests are confirmed so far?', question('requests')],

      // What providers said.
      ['Any replies from the providers?', question('provider_said')],
      ['has anyone responded to my bookings', question('provider_said')],
      ['Did any of the suppliers leave a message for me?', question('provider_said')],
      ['what are the providers saying about my bookings', question('provider_said')],
      ['Any feedback from the service providers since this morning?', question('provider_said')],
      ['did any provider get back to you?', question('provider_said')],

      // Memory.
      ['What do you remember about me and my preferences?', question('memory')],
      ['do you know my allergies', question('memory')],
      ['what preferences have you saved for me', question('memory')],
      ['Do you still have that I prefer a window seat and sparkling water?', question('memory')],
      ['Remind me what you have on file about my dietary stuff', question('memory')],
      ['what do you know about my wife', question('memory')],

      // Mood.
      ['How has my mood been tracking this week?', question('mood')],
      ['what was my mood like last month', question('mood')],
      ['Have I been more stressed lately according to my journal?', question('mood')],
      ['how am i doing mood wise', question('mood')],
      ['Show me my mood trend since the start of the month', question('mood')],
      ['was i happier in october or november?', question('mood')],

      // Capabilities.
      ['What can you actually do for me?', question('capabilities')],
      ['can you book domestic flights for me or not?', question('capabilities')],
      ['Do you speak Afrikaans?', question('capabilities')],
      ['are you a bot or a person', question('capabilities')],
      ['Can you arrange a helicopter or is that beyond you', question('capabilities')],
      ['what kind of things can i ask you to sort out', question('capabilities')],
      ['Could you handle bookings in Mauritius or only South Africa?', question('capabilities')],

      // Vault.
      ['How do I get into my vault?', question('vault')],
      ['can you see what is in my vault', question('vault')],
      ['I forgot my vault password, what now?', question('vault')],
      ['is the vault encrypted properly?', question('vault')],
      ['Can I store my passport scan in the vault?', question('vault')],
      ['how do I use fingerprint to open the vault', question('vault')],
      ['Where do I find the legacy capsule thing in the vault', question('vault')],

      // Two at once, or in passing.
      ['Which tier am I on and how many requests are left for me?', question('tier', 'allowance')],
      ['when do i renew and what tier will it be', question('renewal', 'tier')],
      [
        "What's coming up this week, and did any provider reply?",
        question('upcoming', 'provider_said'),
      ],
      [
        'Do you remember my allergies? And can you book restaurants?',
        question('memory', 'capabilities'),
      ],
      [
        'how many requests left, and when does the month reset for my renewal',
        question('allowance', 'renewal'),
      ],
      ['Show me my pending requests and my mood this week', question('requests', 'mood')],
      [
        'Before I ask for anything else - how many requests do I still have this month?',
        question('allowance'),
      ],
      ['Random one: is my vault locked automatically when I close the app?', question('vault')],
      [
        'which providers replied and which requests are still open?',
        question('provider_said', 'requests'),
      ],
      ["what do you know about me and what's my tier", question('memory', 'tier')],
      ['which of my bookings is coming up first?', question('upcoming')],
      ['Do you keep track of my favourite wines and that?', question('memory')],
    ],
  ),
};
