import { question, rowsIn, status, type LabelledSet } from '../labels';

/**
 * Seventh held-out set: questions about the member's own data, every topic, one or two at a
 * time: tier, requests left, renewal, what is coming up, their requests, what a provider said,
 * what the assistant remembers, their mood, what the assistant can do, and the vault.
 */
export const HELD_OUT_7_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['which tier did I end up on after the upgrade?', question('tier')],
      ['Am I a platinum member or still gold?', question('tier')],
      ['which membership do I have with you guys', question('tier')],
      ['remind me what level my membership is', question('tier')],
      ['is my account still on the trial?', question('tier')],
      ['Am I black tier yet?', question('tier')],
      ['what membership am I paying for at the moment', question('tier')],

      // Requests left.
      ['how many requests have i got left this month', question('allowance')],
      ['Do I still have concierge requests available?', question('allowance')],
      ['whats my remaining allowance', question('allowance')],
      ['have I burnt through all my requests already', question('allowance')],
      ['how many more requests can I log before I hit the cap this month', question('allowance')],
      ['requests remaining on my plan, roughly?', question('allowance')],
      ['Can I still log requests or am I out for the month', question('allowance')],

      // Renewal.
      ['when does my membership renew', question('renewal')],
      ['When is my next renewal date?', question('renewal')],
      ['when do I get billed again for the membership', question('renewal')],
      ['When does my trial run out?', question('renewal')],
      ['what date does my subscription expire', question('renewal')],
      ['when is the membership up for renewal again', question('renewal')],

      // Upcoming.
      ['whats coming up for me this week', question('upcoming')],
      ['What have I got booked for the weekend?', question('upcoming')],
      ['any bookings on my calendar coming up?', question('upcoming')],
      ['what’s next on my schedule', question('upcoming')],
      ['Remind me what I have planned for the next few days', question('upcoming')],
      ['do i have anything booked for tomorrow', question('upcoming')],
      ['what events am I going to soon?', question('upcoming')],
      ['pull up what I have booked for the next two weeks', question('upcoming')],

      // Their requests.
      ['list every request I have with you, old and new', question('requests')],
      ['What requests do I have open at the moment?', question('requests')],
      ['list my pending requests pls', question('requests')],
      ['how many requests have I put through since I joined', question('requests')],
      ['Which of my requests are still waiting on a provider?', question('requests')],
      ['give me a rundown of everything I’ve asked you for', question('requests')],
      ['what requests did i make this month', question('requests')],
      ['can you show my request history', question('requests')],

      // What a provider said.
      ['what did the yacht company say?', status('yacht')],
      ['Did Shield Protection give a reason when they declined?', status('security')],
      ['what was the message from cape executive chauffeurs', status('driver_friday')],
      ['did the charter people leave any instructions for sunday', status('yacht')],
      ['Has any of the providers come back to me with a message?', question('provider_said')],
      ['what did the security company tell you', status('security')],
      ['read me what Atlantic Blue Charters wrote', status('yacht')],

      // What the assistant remembers.
      ['what do you know about my food preferences?', question('memory')],
      ['What have you saved in my memory bank?', question('memory')],
      ['do you remember how I like my coffee', question('memory')],
      ['what preferences do you have on file for me', question('memory')],
      ['Which airline seat do I prefer, do you remember?', question('memory')],
      ['what have you learnt about me so far', question('memory')],
      ['do you remember which wines I like?', question('memory')],

      // Mood.
      ['how has my week been mood wise?', question('mood')],
      ["What's my mood been like over the last fortnight", question('mood')],
      ['how was my mood score yesterday', question('mood')],
      ['has my stress level been higher than normal the past month?', question('mood')],
      ['whats my average mood for the week', question('mood')],
      ['Am I doing better emotionally than last week?', question('mood')],

      // What the assistant can do.
      ['what can you do for me', question('capabilities')],
      ['What kind of things can you book?', question('capabilities')],
      ['can you actually make bookings or just give suggestions?', question('capabilities')],
      ['How does this assistant work?', question('capabilities')],
      ['which services can I actually ask you for', question('capabilities')],
      ['Can you help with travel and flights as well?', question('capabilities')],

      // The vault.
      ['whats in my vault', question('vault')],
      ['Can you look up my passport number in the vault?', question('vault')],
      ['what documents have I stored in my vault?', question('vault')],
      ['pull my ID copy from the vault please', question('vault')],
      ['Do you have access to my vault items?', question('vault')],
      ['can you read the insurance policy i saved in my vault', question('vault')],

      // Two at once.
      [
        'Which membership tier am I on, and how many requests are left for this month?',
        question('tier', 'allowance'),
      ],
      ['which tier am i and when does it renew', question('tier', 'renewal')],
      [
        'How many requests do I have left, and when does the allowance reset with my renewal?',
        question('allowance', 'renewal'),
      ],
      [
        'list my open requests and tell me what each provider replied',
        question('requests', 'provider_said'),
      ],
      ["what's coming up this week and how have I been feeling?", question('upcoming', 'mood')],
    ],
  ),
};
