import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Third held-out set, questions about the member's own data: tier, requests left, renewal,
 * upcoming bookings and events, the requests made, what providers said (in general: a question
 * naming one request or provider is a status action, see actions.ts), memory bank and allowed
 * vault facts, mood, and what the assistant can do. Several topics in one message are all
 * labelled. Written without reading the engine or the first two sets' rows.
 */
export const HELD_OUT_3_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ["Am I Gold or Platinum? can't remember", question('tier')],
      ['whats my membership level again', question('tier')],
      ['Which Aurum plan am I on?', question('tier')],
      ['Am I still on the trial membership?', question('tier')],
      ['is my membership the black tier?', question('tier')],
      ['what membership do i have with you guys', question('tier')],
      ['Remind me which tier I signed up for', question('tier')],
      ['Did my upgrade to Platinum go through?', question('tier')],

      // Requests left.
      ['How many requests do I still have this month?', question('allowance')],
      ['hw many bookings left on my plan', question('allowance')],
      ['Have I got any requests left or must I upgrade?', question('allowance')],
      ['am i over my monthly limit', question('allowance')],
      ['Can I still make requests this month or have I used them all?', question('allowance')],
      ['how many concierge requests remain on my account', question('allowance')],
      ['requests remaining?', question('allowance')],
      ["What's my request balance for the month", question('allowance')],

      // Renewal.
      ['When does my Aurum membership come up for renewal?', question('renewal')],
      ['when will I be billed next for Aurum', question('renewal')],
      ["When's my next debit order for the membership?", question('renewal')],
      ['what date does my plan expire', question('renewal')],
      ['how long until my subscription renews', question('renewal')],
      ['is my membership up for renewal soon?', question('renewal')],

      // Upcoming bookings and events.
      ['What have I got on this week?', question('upcoming')],
      ["what's coming up for me", question('upcoming')],
      ['Any bookings for this weekend?', question('upcoming')],
      ["What's on my plate tomorrow?", question('upcoming')],
      ['What bookings do I have coming up?', question('upcoming')],
      ['whats my next booking', question('upcoming')],
      ['Do I have anything planned for Saturday?', question('upcoming')],
      ['any events coming up that I RSVPd to?', question('upcoming')],
      ['What am I doing tonight again?', question('upcoming')],

      // The requests made.
      ['show me every request on my account', question('requests')],
      ['How many requests have I made so far this year?', question('requests')],
      ['which of my requests are still open?', question('requests')],
      ["list everything I've asked you for", question('requests')],
      ['What requests did I make last month?', question('requests')],
      ['Show my request history pls', question('requests')],
      ['do I have any pending requests', question('requests')],

      // What providers said, in general.
      ['any messages from providers?', question('provider_said')],
      ['Has anyone responded to my requests?', question('provider_said')],
      ['what did the service providers reply', question('provider_said')],
      ['any feedback from the suppliers on my bookings?', question('provider_said')],
      ['Did any of the providers leave me a note?', question('provider_said')],
      ['have i got replies from any vendors', question('provider_said')],

      // Memory bank and vault facts.
      ['What do you remember about me?', question('memory')],
      ["What's in my memory bank?", question('memory')],
      ['do you know my dietary requirements?', question('memory')],
      ['what are my saved preferences', question('memory')],
      ['What have you learnt about my travel preferences?', question('memory')],
      ["Do you still have my wife's birthday saved?", question('memory')],
      ['what do you know about my allergies', question('memory')],
      ['Which seat do I like on flights, according to my preferences?', question('memory')],

      // Mood.
      ['How have I been feeling this week?', question('mood')],
      ["what's my mood been like lately", question('mood')],
      ['show me my mood trend', question('mood')],
      ['How was my mood last month?', question('mood')],

      // What the assistant can do.
      ['So what exactly can you help me with?', question('capabilities')],
      ['what kind of things can you book', question('capabilities')],
      ['How does this concierge chat work?', question('capabilities')],

      // Several topics.
      ['What is my tier and when does it renew?', question('tier', 'renewal')],
      [
        'how many requests do i have left and when does the count reset',
        question('allowance', 'renewal'),
      ],
      ['Which plan am I on and how many bookings can I still make?', question('tier', 'allowance')],
      [
        "What's coming up this week and has any provider replied?",
        question('upcoming', 'provider_said'),
      ],
      [
        'tell me my tier, my requests left and my renewal date pls',
        question('tier', 'allowance', 'renewal'),
      ],
    ],
  ),
};
