import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Ninth held-out set: questions the assistant answers from the member's own data (tier,
 * allowance, renewal, what is coming up, their requests, what providers said, what it remembers,
 * their mood, the vault) and about itself; some ask two things at once.
 */
export const HELD_OUT_9_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['what membership tier am i on?', question('tier')],
      ["Am I Gold or Platinum? I honestly can't remember what I signed up for", question('tier')],
      ['which plan do I have', question('tier')],
      ['Is my account still on the trial or am I a full member now?', question('tier')],
      ['what level of membership do I have with you guys', question('tier')],
      ['am i a black member?', question('tier')],
      ["Remind me which Aurum plan I'm paying for.", question('tier')],
      // Allowance.
      ['how many requests do I have left this month?', question('allowance')],
      ['have I used up my requests for the month', question('allowance')],
      [
        "How many more bookings can I squeeze in before I hit this month's limit?",
        question('allowance'),
      ],
      ["what's my monthly allowance and how much of it is gone", question('allowance')],
      ['requests remaining on my plan this month??', question('allowance')],
      ['can I still make requests this month or am I maxed out', question('allowance')],
      ['How many concierge requests have I used so far this month?', question('allowance')],
      // Renewal.
      ['when does my aurum membership renew again', question('renewal')],
      ['When is my next payment due?', question('renewal')],
      ['how long until my subscription expires', question('renewal')],
      ['is my free trial ending soon?', question('renewal')],
      ['when do I get billed again', question('renewal')],
      ['What date is my membership paid up until?', question('renewal')],
      ['does my plan renew automatically next month?', question('renewal')],
      // What is coming up.
      ["what've I got coming up this week?", question('upcoming')],
      ["anything booked for me this coming weekend? can't remember", question('upcoming')],
      ["what's on my schedule tomorrow", question('upcoming')],
      ["What's next on my calendar?", question('upcoming')],
      ['do i have anything on tonight', question('upcoming')],
      ["Remind me what's happening on Sunday", question('upcoming')],
      ['What bookings do I have in the next few days?', question('upcoming')],
      // Their requests.
      ['pls show me all my requests, old and new', question('requests')],
      ['which of my requests are still sitting on pending?', question('requests')],
      ["list everything I've asked you for since I joined", question('requests')],
      ['how many open requests do I have', question('requests')],
      ['What have I requested recently?', question('requests')],
      ['Which of my bookings got declined?', question('requests')],
      ["What's the status of all my requests?", question('requests')],
      // What providers said.
      ['did any of the providers reply?', question('provider_said')],
      ['so what did the providers say back to me', question('provider_said')],
      ['Any messages from the service providers waiting for me?', question('provider_said')],
      ['has anyone responded to my requests with a note?', question('provider_said')],
      ['What were the latest responses from the providers?', question('provider_said')],
      ['did a provider leave me any instructions?', question('provider_said')],
      ['read me what the providers wrote back', question('provider_said')],
      // What it remembers.
      ['honestly, what do you remember about me?', question('memory')],
      ['What preferences do you have saved for me?', question('memory')],
      ['do you know my dietary requirements or must I tell you again?', question('memory')],
      ["what's in my memory bank", question('memory')],
      ['What do you know about my travel preferences?', question('memory')],
      ['Do you remember how I take my coffee?', question('memory')],
      ['what have you learned about me so far', question('memory')],
      // Mood.
      ['how has my mood been this week?', question('mood')],
      ['what does my mood look like lately', question('mood')],
      ['Have I been stressed this month, according to my journal?', question('mood')],
      ['how am i doing, mood wise?', question('mood')],
      ["What's my mood score today?", question('mood')],
      ['was last week a good week for me mood-wise', question('mood')],
      ['Show me my mood trend for the last month', question('mood')],
      // About itself.
      ['new here, what exactly can you do for me?', question('capabilities')],
      ['Can you book flights as well, or only cars and chefs?', question('capabilities')],
      ['what services do you lot offer exactly', question('capabilities')],
      ['can you understand afrikaans', question('capabilities')],
      ['how does this work?', question('capabilities')],
      ['What kinds of things can I ask you to arrange?', question('capabilities')],
      [
        'Can you cancel or change bookings for me too, or only make new ones?',
        question('capabilities'),
      ],
      // The vault.
      ["what's in my vault?", question('vault')],
      ['Can you see my vault documents?', question('vault')],
      ['how many items do I have in the vault', question('vault')],
      ['Is my passport saved in the vault?', question('vault')],
      ['do you have access to my vault', question('vault')],
      ['What did I last add to my vault?', question('vault')],
      ['How secure is my vault exactly?', question('vault')],
      // Two at once.
      [
        "remind me what tier I'm on and how many requests I have left?",
        question('tier', 'allowance'),
      ],
      ['When does my plan renew, and which plan is it again?', question('renewal', 'tier')],
      [
        "what's coming up this week and did any providers message me?",
        question('upcoming', 'provider_said'),
      ],
      ["how's my mood been and what do you remember about me", question('mood', 'memory')],
      [
        'which requests are pending, and how many can I still make this month',
        question('requests', 'allowance'),
      ],
      ['what can you do, and can you get into my vault?', question('capabilities', 'vault')],
      [
        'Do I have anything this weekend? Also when does my membership expire',
        question('upcoming', 'renewal'),
      ],
    ],
  ),
};
