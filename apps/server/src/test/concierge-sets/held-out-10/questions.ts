import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Tenth held-out set: questions the assistant answers from the member's own data (tier,
 * allowance, renewal, what is coming up, their requests, what providers said, what it remembers,
 * their mood, the vault) and about itself; some ask two things at once.
 */
export const HELD_OUT_10_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['which membership am i on again?', question('tier')],
      ['Am I Platinum or Black at the moment?', question('tier')],
      ['what tier is my account', question('tier')],
      ['Quick one - what level of membership do I have with Aurum?', question('tier')],
      ['is my plan the elite one or signature', question('tier')],
      ['remind me what package I signed up for', question('tier')],
      ['Am I still on the free trial or did it switch to a paid plan?', question('tier')],
      // Allowance.
      ['how many requests have i got left for the rest of this month?', question('allowance')],
      ['Have I used up all my monthly requests already?', question('allowance')],
      ['how many more bookings can I make before the month runs out', question('allowance')],
      ['whats my request limit and how much of it is used', question('allowance')],
      ['Do I still have requests available this month or am I maxed out?', question('allowance')],
      ['how many concierge requests remain on my plan', question('allowance')],
      ['am i near my limit for the month?', question('allowance')],
      // Renewal.
      ['when exactly does my aurum membership renew', question('renewal')],
      ['When is my next debit order for Aurum going off?', question('renewal')],
      ['on what date does my subscription run out', question('renewal')],
      ['my membership - when is it paid up until?', question('renewal')],
      ['When do I have to pay again?', question('renewal')],
      ['is my annual membership coming up for renewal soon', question('renewal')],
      ['when does my trial end', question('renewal')],
      // Upcoming.
      ["what's on the go for me this week?", question('upcoming')],
      ['What have I got coming up in the next while?', question('upcoming')],
      ['anything booked for this weekend?', question('upcoming')],
      ['What do I have on tomorrow', question('upcoming')],
      ['run me through my schedule for the next few days', question('upcoming')],
      ['whats next on my calendar', question('upcoming')],
      ['Do I have anything lined up for tonight?', question('upcoming')],
      ['what are my upcoming bookings', question('upcoming')],
      // Requests.
      ['show me all the requests on my account', question('requests')],
      ['Which of my requests are still pending with providers?', question('requests')],
      ['how many requests have I made with you so far this year', question('requests')],
      ['list everything i have asked you for lately, open or closed', question('requests')],
      ['Can you give me a summary of my open requests please', question('requests')],
      ['which of my requests got turned down by the providers, if any', question('requests')],
      ['what have I requested recently, remind me?', question('requests')],
      ['do i have any requests that are still waiting for confirmation', question('requests')],
      // Provider said.
      ['have any of the providers come back to me', question('provider_said')],
      [
        'Can you tell me what the providers wrote back about my bookings',
        question('provider_said'),
      ],
      ['any messages from suppliers?', question('provider_said')],
      ['Has anyone replied to my bookings yet', question('provider_said')],
      ['what did the service providers reply to me', question('provider_said')],
      ['Any feedback from the providers on my requests?', question('provider_said')],
      ['did any provider leave a note for me', question('provider_said')],
      // Memory.
      ['be honest, what info do you actually have stored about me', question('memory')],
      ['Which preferences have you saved for me so far?', question('memory')],
      ['do you remember that i dont eat red meat?', question('memory')],
      ['What have you learned about my tastes so far', question('memory')],
      ['tell me what is in my memory bank', question('memory')],
      ['do you remember my favourite wine estate', question('memory')],
      ['What do you remember about my travel preferences?', question('memory')],
      // Mood.
      ['how has my mood been lately', question('mood')],
      ["What's my mood score this week?", question('mood')],
      ['have I been more stressed than usual according to my journal', question('mood')],
      ['how am i doing emotionally, based on my check ins', question('mood')],
      ['Was my mood better last week or this week?', question('mood')],
      ['what does my mood trend look like', question('mood')],
      // Capabilities.
      ['what exactly can you do for me as my concierge', question('capabilities')],
      ['Can you book flights as well or only drivers?', question('capabilities')],
      ['what kind of things can i ask you', question('capabilities')],
      ['Do you handle security and bodyguards?', question('capabilities')],
      ['can you also sort out restaurant bookings', question('capabilities')],
      ['What services can I request through you?', question('capabilities')],
      ['do you understand afrikaans and zulu as well?', question('capabilities')],
      // Vault.
      ['can you see whats in my vault?', question('vault')],
      ['How safe is my vault?', question('vault')],
      ['how do i add my passport to the vault', question('vault')],
      ['If I forget my vault password, can you reset it for me?', question('vault')],
      ['does aurum have access to the documents in my vault', question('vault')],
      ['Where do I upload my insurance papers in the vault?', question('vault')],
      // Two at once.
      ['what tier am i on and how many requests do i have left', question('tier', 'allowance')],
      ['When does my plan renew, and which plan is it?', question('renewal', 'tier')],
      [
        "what's coming up for me this week and has any provider replied yet?",
        question('upcoming', 'provider_said'),
      ],
      [
        'How many requests are left this month and when does it reset - when do I renew?',
        question('allowance', 'renewal'),
      ],
      ['what can you do, and can you see my vault?', question('capabilities', 'vault')],
      ['what do you remember about me and how has my mood been', question('memory', 'mood')],
    ],
  ),
};
