import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Sixteenth held-out set: questions the assistant answers from the member's own data (their tier,
 * the requests left this month, when the membership renews or the trial ends, what is coming up,
 * the list of their requests, what providers have said, what it remembers, their mood, the vault)
 * and about itself; asked bare or curt ("list all my requests pls"), as a statement ("I can't recall
 * what tier my account is"), after a greeting, an aside or a reason ("my card is expiring..."),
 * checking what someone else said ("my husband says we're on..."), doubting a figure, two at
 * once, or worried about who can see the vault.
 */
export const HELD_OUT_16_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['sorry, which membership am I on again? my wife asked and I blanked', question('tier')],
      ['Am I gold or platinum? I genuinely can’t remember', question('tier')],
      ['I can’t recall what tier my account is on', question('tier')],
      ['Morning! What level of membership do I have with you guys?', question('tier')],
      ['Quick q — what plan am I actually paying for?', question('tier')],
      ['My husband says we’re on Signature Access, is that right?', question('tier')],
      ['Is my account still the trial or did it move over to Black?', question('tier')],
      ['remind me of my membership level pls', question('tier')],

      // Allowance.
      ['Roughly how many requests have I got left before the month is out?', question('allowance')],
      ['Have I used up all my requests for the month?', question('allowance')],
      ['I think I’ve got one request left for this month... correct?', question('allowance')],
      ['how many more bookings can I still make before the month runs out', question('allowance')],
      [
        'There’s a cap on how many things I can ask for each month, right? Where am I on it?',
        question('allowance'),
      ],
      ['Do I still have requests available or must I wait till next month?', question('allowance')],
      ['What’s my remaining allowance?', question('allowance')],
      [
        'I’m on gold so it’s 3 a month I believe - how many of those have I got left?',
        question('allowance'),
      ],

      // Renewal and the trial.
      [
        'Remind me when my membership is due to renew, I’m doing the household budget',
        question('renewal'),
      ],
      ['When’s my trial over?', question('renewal')],
      ['what date will you debit me next for the membership', question('renewal')],
      ['What’s the expiry date on my Aurum subscription?', question('renewal')],
      ['How many days are left on the free trial?', question('renewal')],
      [
        'Is my membership coming up for renewal any time soon, or have I got a while?',
        question('renewal'),
      ],
      [
        'My credit card is expiring end of the month. When is the next membership payment due?',
        question('renewal'),
      ],

      // What is coming up.
      ['What’s on my schedule this weekend?', question('upcoming')],
      ['What have I got coming up with you lot over the next while?', question('upcoming')],
      ['Remind me what’s booked for the next few days', question('upcoming')],
      ['Anything happening tomorrow that I booked through you?', question('upcoming')],
      ['what’s next on my calendar with you', question('upcoming')],
      [
        'I’m trying to plan my week around the kids, what bookings do I have ahead?',
        question('upcoming'),
      ],
      ['Do I have anything on Sunday?', question('upcoming')],

      // The list of requests.
      ['Pull up every request I’ve made with you please', question('requests')],
      ['Can I see a list of everything I’ve asked you for?', question('requests')],
      ['What have I requested so far?', question('requests')],
      ['Give me a rundown of my bookings, past and present', question('requests')],
      ['How many requests have I made in total since I joined?', question('requests')],
      ['list all my requests pls, old ones too', question('requests')],
      [
        'Out of everything I’ve asked for, which requests are still sitting on pending?',
        question('requests'),
      ],

      // What providers said.
      ['Have any of the providers replied since yesterday?', question('provider_said')],
      ['What have the service providers said about my bookings?', question('provider_said')],
      ['Any messages from the companies you contacted for me?', question('provider_said')],
      ['Has any supplier come back with an answer yet?', question('provider_said')],
      ['What are the providers saying?', question('provider_said')],
      [
        'I haven’t seen any responses from the suppliers, have they said anything at all?',
        question('provider_said'),
      ],
      ['read me the providers’ replies please', question('provider_said')],

      // Memory.
      ['Tell me honestly, what do you remember about me?', question('memory')],
      ['What do you know about my preferences for travel and food?', question('memory')],
      ['Do you still have it on record that I don’t eat red meat?', question('memory')],
      ['What’s in my memory bank?', question('memory')],
      ['Have you saved anything about how I like my coffee?', question('memory')],
      ['what have you learnt about me since I joined', question('memory')],
      [
        'Which of my likes and dislikes have you actually got on file, out of interest?',
        question('memory'),
      ],

      // Mood.
      ['How’s my mood been lately?', question('mood')],
      ['What was my mood score this week?', question('mood')],
      ['Have I been more stressed than usual according to my check-ins?', question('mood')],
      ['how am i doing emotionally based on my journal?', question('mood')],
      ['Is my mood trending up or down?', question('mood')],
      ['what did I log as my mood yesterday', question('mood')],
      ['I feel like I’ve been flat all week, does my mood data show that?', question('mood')],

      // Capabilities.
      ['I’m new here - what exactly can you help me with?', question('capabilities')],
      ['Can you book domestic flights as well, or only cars and tables?', question('capabilities')],
      ['What sort of things do you do?', question('capabilities')],
      ['Can I write to you in Afrikaans or isiZulu instead of English?', question('capabilities')],
      ['Are you able to handle restaurant bookings too or just drivers?', question('capabilities')],
      ['what services can I request through you', question('capabilities')],
      [
        'Can you cancel things for me as well or must I do it myself in the app?',
        question('capabilities'),
      ],

      // The vault.
      ['What’s in my vault?', question('vault')],
      ['Did my passport scan save in the vault?', question('vault')],
      ['How many documents have I got in the vault?', question('vault')],
      ['Is my vault secure? Who at Aurum can read it?', question('vault')],
      ['Do I have any legacy capsules set up?', question('vault')],
      ['I uploaded my will to the vault last month, is it still there?', question('vault')],
      ['Before I upload anything: who else can open my vault?', question('vault')],

      // Two at once.
      [
        'Which tier am I on, and how many requests have I still got this month?',
        question('tier', 'allowance'),
      ],
      ['When does my plan renew, and remind me which plan it is?', question('renewal', 'tier')],
      [
        'What’s coming up for me, and has anyone replied about it?',
        question('upcoming', 'provider_said'),
      ],
      [
        'What do you remember about me, and can you see the stuff in my vault?',
        question('memory', 'vault'),
      ],
      ['How’s my mood been, and what’s on this week?', question('mood', 'upcoming')],
      [
        'Show me my requests and what the providers said about each',
        question('requests', 'provider_said'),
      ],
    ],
  ),
};
