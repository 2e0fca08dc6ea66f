import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Thirteenth held-out set: questions the assistant answers from the member's own data (tier,
 * allowance, renewal, what is coming up, their requests, what providers said, what it remembers,
 * their mood, the vault) and about itself; some ask two things at once, some in passing, some
 * terse and some chatty.
 */
export const HELD_OUT_13_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['remind me which tier my membership is on', question('tier')],
      ['quick one, am I on platinum or black right now?', question('tier')],
      ['What level of membership do I have with Aurum?', question('tier')],
      ['is my account still on the trial or am i gold now', question('tier')],
      ['Which plan am I currently subscribed to?', question('tier')],
      ['Morning. Out of interest, what membership tier does my account show?', question('tier')],
      ['do I have black membership or not', question('tier')],
      // Allowance.
      ['How many concierge requests do I have left for this month?', question('allowance')],
      ['how many more bookings can i still make before this month runs out', question('allowance')],
      ['Have I already used up all of my requests for the month?', question('allowance')],
      ["what's my request allowance looking like this month", question('allowance')],
      ['Am I close to the limit of requests on my plan this month?', question('allowance')],
      [
        'Before I ask for anything else, how many requests are left on my plan this month?',
        question('allowance'),
      ],
      ['requests remaining this month??', question('allowance')],
      // Renewal.
      ['On what date does my Aurum membership renew?', question('renewal')],
      ['when is my subscription up for renewal', question('renewal')],
      ['My membership expires on which date exactly?', question('renewal')],
      ['How long until my free trial ends?', question('renewal')],
      ['Until when is my membership paid up?', question('renewal')],
      ['When is the next payment for my membership due?', question('renewal')],
      ['is my membership about to run out? dont want to get cut off', question('renewal')],
      // Upcoming.
      ['What have I got coming up over the next week or so?', question('upcoming')],
      ["what's on my calendar for the weekend", question('upcoming')],
      ['Remind me what is booked for the next few days', question('upcoming')],
      ['anything lined up for me tomorrow?', question('upcoming')],
      ["What's my next booking?", question('upcoming')],
      ['Can you give me a quick rundown of everything coming up', question('upcoming')],
      ['What do I have on Saturday?', question('upcoming')],
      // Requests.
      ['Show me all of my requests please', question('requests')],
      [
        "out of everything I've asked for, which requests are still pending with you?",
        question('requests'),
      ],
      ['list my open bookings', question('requests')],
      ['How many of my requests are in progress right now?', question('requests')],
      ['What requests have I made so far', question('requests')],
      ['Which of my bookings have been confirmed?', question('requests')],
      ['Can I see my request history with you guys', question('requests')],
      // What providers said.
      ['Have any of the providers come back to me yet?', question('provider_said')],
      ['So what did the providers say in the end?', question('provider_said')],
      ['any messages from the service providers for me?', question('provider_said')],
      ['did anyone respond to my bookings yet', question('provider_said')],
      ["What's the latest feedback from the providers on my requests", question('provider_said')],
      ['Have I had any replies from suppliers today?', question('provider_said')],
      ['did a provider leave me a note anywhere?', question('provider_said')],
      // Memory.
      ['What do you actually remember about me so far?', question('memory')],
      ['what do you know about my preferences by now', question('memory')],
      ["Do you remember that I don't eat shellfish?", question('memory')],
      ['what have you put in my memory bank so far, can I see the list?', question('memory')],
      ['what have you learnt about my taste in restaurants so far', question('memory')],
      ['Do you know which car I prefer to be driven in?', question('memory')],
      ['which of my preferences have you stored', question('memory')],
      // Mood.
      ['How has my mood been tracking lately?', question('mood')],
      ["what's my mood score this week", question('mood')],
      ['Have I been stressed this month according to my journal?', question('mood')],
      ['How am I doing emotionally, going by my check-ins?', question('mood')],
      ['Was my mood better last week than this week?', question('mood')],
      ['what did my mood look like over the past few days', question('mood')],
      ['Am I in a good headspace, judging by my mood log?', question('mood')],
      // Capabilities.
      ['What else can you do for me, besides bookings?', question('capabilities')],
      ['what kind of things are you able to book', question('capabilities')],
      ['Can you understand me if I write in isiZulu?', question('capabilities')],
      ['do you guys do yacht charters as well?', question('capabilities')],
      ['Can you cancel bookings for me too, or only make them?', question('capabilities')],
      ['how does this concierge chat thing work', question('capabilities')],
      ['Can you book things in Durban and Cape Town, or only in Joburg?', question('capabilities')],
      // Vault.
      ["Can you read what's in my vault?", question('vault')],
      ['is my vault actually encrypted end to end', question('vault')],
      ['what have I got stored in my vault?', question('vault')],
      ['Do you have access to the passport copy in my vault?', question('vault')],
      ['Can you see the documents I keep in the vault?', question('vault')],
      ['How safe are the documents I keep in the vault?', question('vault')],
      ['If I forget my vault password, can you get it back for me?', question('vault')],
      // Two at once.
      ['What tier am I on and how many requests do I have left?', question('tier', 'allowance')],
      ['When does my plan renew, and am I still gold?', question('renewal', 'tier')],
      [
        "What's coming up for me, and has anyone replied to my requests?",
        question('upcoming', 'provider_said'),
      ],
      [
        'Tell me what you remember about me, and can you read my vault?',
        question('memory', 'vault'),
      ],
      ["How's my mood been, and what's on for this weekend?", question('mood', 'upcoming')],
      [
        'What can you do, and how many requests do I get a month?',
        question('capabilities', 'allowance'),
      ],
      [
        'show me my pending requests and whether any provider has answered',
        question('requests', 'provider_said'),
      ],
    ],
  ),
};
