import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Eleventh held-out set: questions the assistant answers from the member's own data (tier,
 * allowance, renewal, what is coming up, their requests, what providers said, what it remembers,
 * their mood, the vault) and about itself; some ask two things at once.
 */
export const HELD_OUT_11_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['which membership level am i on at the moment', question('tier')],
      ['Am I Gold or Platinum? I can never remember', question('tier')],
      ['what plan is my account on', question('tier')],
      ['Quick one - is my membership the Elite one or still Signature Access?', question('tier')],
      ['am i still on the free trial?', question('tier')],
      ['Could you remind me what tier of Aurum I have?', question('tier')],
      ['my membership status pls', question('tier')],

      // Allowance.
      ['how many requests can i still make this month', question('allowance')],
      ['Have I used up my concierge requests for November yet?', question('allowance')],
      ['requests left on my plan this month, roughly?', question('allowance')],
      ['What is my monthly request limit and how much of it have I used?', question('allowance')],
      [
        'before i book anything else - do i have any requests remaining on my plan',
        question('allowance'),
      ],
      ['is there a cap on how many bookings I get per month', question('allowance')],
      ['hw many more bookings do i have b4 month end', question('allowance')],

      // Renewal.
      ['on what date does my aurum membership renew', question('renewal')],
      ['When will I be billed next for Aurum?', question('renewal')],
      ['My subscription - is it paid up and until when?', question('renewal')],
      ['what day does my 7 day trial run out', question('renewal')],
      [
        'Hi, what date does my annual membership expire? I want to budget for it',
        question('renewal'),
      ],
      ['is my aurum membership about to lapse?', question('renewal')],
      ['paid until when?', question('renewal')],

      // Upcoming.
      ["what's on my plate this week", question('upcoming')],
      ['Anything booked for me this weekend?', question('upcoming')],
      [
        'Can you give me a rundown of everything I have coming up over the next few days?',
        question('upcoming'),
      ],
      ['whats next on my schedule', question('upcoming')],
      ['do i have anything on sunday', question('upcoming')],
      ['What have I got lined up between now and next Friday?', question('upcoming')],
      ['remind me what i have booked tomorrow', question('upcoming')],

      // Requests.
      ['show me every request I have ever sent you', question('requests')],
      ['Which of my requests are still sitting on pending at the moment?', question('requests')],
      ['can you list the bookings ive made with you, all of them', question('requests')],
      ['how many requests have i got open right now, roughly', question('requests')],
      [
        'Please give me an overview of my concierge requests and their statuses.',
        question('requests'),
      ],
      ['anything of mine been declined?', question('requests')],
      ['which bookings are confirmed so far', question('requests')],

      // What providers said.
      ['have any of the providers come back to me since this morning', question('provider_said')],
      ['Did any of the suppliers leave a message on my bookings?', question('provider_said')],
      ['what are the providers saying about my stuff so far', question('provider_said')],
      ['Any replies from the service providers since yesterday?', question('provider_said')],
      ['have the vendors responded to anything', question('provider_said')],
      [
        'I saw a notification, which provider wrote back and what did they say?',
        question('provider_said'),
      ],
      ['any feedback from providers', question('provider_said')],

      // Memory.
      ['be honest, what do you know about me already', question('memory')],
      [
        'What preferences have you saved for me? Just want to check they are right',
        question('memory'),
      ],
      ['do you remember how i like my coffee in the mornings', question('memory')],
      ['what have you picked up about my tastes in food and travel so far', question('memory')],
      [
        'Do you still have it on record that I prefer window seats and no red meat?',
        question('memory'),
      ],
      ['show me my memory bank', question('memory')],
      ['what do you remember about my wife', question('memory')],

      // Mood.
      ['how has my mood been tracking this week, from my check-ins', question('mood')],
      ['Based on my check-ins, have I been more stressed lately?', question('mood')],
      ['what was my mood score yesterday', question('mood')],
      ['am i trending up or down mood wise', question('mood')],
      [
        'Could you summarise how I have been feeling over the past month, from my journal?',
        question('mood'),
      ],
      ['hows my energy been lately according to the app', question('mood')],
      ['was i happier last week than this week?', question('mood')],

      // Capabilities.
      ['what can you actually do for me', question('capabilities')],
      [
        'Can you also handle restaurant bookings, or only drivers and chefs?',
        question('capabilities'),
      ],
      ['do you understand afrikaans?', question('capabilities')],
      [
        'Are you a real person or a bot? And what sort of things can you arrange?',
        question('capabilities'),
      ],
      ['what services do you offer members in durban', question('capabilities')],
      ['can i send you several requests in one message', question('capabilities')],
      ['how does this concierge thing work', question('capabilities')],

      // Vault.
      ['can you see whats in my vault or is it locked to you', question('vault')],
      ['Is my passport copy still saved in the vault?', question('vault')],
      ['how many docs do i have in my vault', question('vault')],
      [
        'Do you have access to the documents in my secure vault, or is that private?',
        question('vault'),
      ],
      ['what did i last put in the vault', question('vault')],
      ['is my vault encrypted', question('vault')],

      // Two at once.
      [
        'what tier am i on and how many requests have i got left for the month',
        question('tier', 'allowance'),
      ],
      ['When does my membership renew, and what level is it?', question('renewal', 'tier')],
      [
        "what's coming up this week and has anyone replied to my bookings",
        question('upcoming', 'provider_said'),
      ],
      [
        'How many requests have I got left this month and when does the plan renew?',
        question('allowance', 'renewal'),
      ],
      [
        'show me my pending requests and tell me what you remember about my diet',
        question('requests', 'memory'),
      ],
      ['how is my mood trending and what do you know about me', question('mood', 'memory')],
      ['Can you read my vault and what else can you do?', question('vault', 'capabilities')],
    ],
  ),
};
