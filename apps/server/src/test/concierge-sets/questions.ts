import { type LabelledSet, question, rowsIn } from './labels';

/**
 * Questions about the member's own data, answered from it (never another member's).
 *
 * Label semantics: `kind 'question'` with the topics asked, as a set (order free, none missing,
 * none extra):
 * - tier: the membership tier; allowance: requests left this period; renewal: when the
 *   membership renews or ends;
 * - upcoming: bookings and events coming up ("what's on this weekend?");
 * - requests: the member's requests as a list or a count ("what have I asked for?", "how many
 *   are pending?"), not one named request (that is a status action, actions.ts);
 * - provider_said: what providers answered, when no single request is named;
 * - memory: what the assistant remembers of the member (memory bank, vault facts allowed);
 * - mood: mood and routines (Life OS, "how have I been this week?");
 * - capabilities: what the assistant can do.
 */
export const QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      ['What is my membership tier?', question('tier')],
      ['which tier am I on', question('tier')],
      ['Am I a Black member or Gold?', question('tier')],
      ['What level of membership do I have?', question('tier')],
      ['whats my tier', question('tier')],
      ['How many requests do I have left?', question('allowance')],
      ['How many requests can I still make this month?', question('allowance')],
      ['Have I used up my requests for the month?', question('allowance')],
      ['hw many requests left for me', question('allowance')],
      ["What's my remaining request allowance?", question('allowance')],
      ['Do I still have requests available this month or must I wait?', question('allowance')],
      ['When does my membership renew?', question('renewal')],
      ['When is my renewal date?', question('renewal')],
      ['When does my subscription expire', question('renewal')],
      ['When will I be billed again for my membership?', question('renewal')],
      ['membership renewal date pls', question('renewal')],
      ["What's coming up for me this week?", question('upcoming')],
      ['What do I have booked this weekend?', question('upcoming')],
      ['Any upcoming bookings?', question('upcoming')],
      ["What's on my calendar?", question('upcoming')],
      ['What have I got on next week?', question('upcoming')],
      ['Remind me what I have planned for Sunday', question('upcoming')],
      ['show me my upcoming events', question('upcoming')],
      ['What requests do I have open?', question('requests')],
      ['Show me all my requests', question('requests')],
      ['How many of my requests are still pending?', question('requests')],
      ['List my requests please', question('requests')],
      ['What have I asked you for so far?', question('requests')],
      ['Which of my requests were declined?', question('requests')],
      ['Do I have any pending requests?', question('requests')],
      ['Have any providers replied to me?', question('provider_said')],
      ['What did the providers say?', question('provider_said')],
      ['Any messages from the service providers?', question('provider_said')],
      ['did any of the providers get back to me', question('provider_said')],
      ['What did the provider say?', question('provider_said')],
      ['What do you know about me?', question('memory')],
      ['What have you remembered about my preferences?', question('memory')],
      ["What did I tell you about my wife's birthday?", question('memory')],
      ['Do you remember my dietary requirements?', question('memory')],
      ['What allergies do you have on file for me?', question('memory')],
      ["What's my favourite wine again?", question('memory')],
      ['How have I been this week?', question('mood')],
      ["How's my mood been lately?", question('mood')],
      ['Have I been sleeping better this month?', question('mood')],
      ['how was my week emotionally', question('mood')],
      ['Am I keeping up with my morning routine?', question('mood')],
      ['What can you do for me?', question('capabilities')],
      ['Can you book restaurants?', question('capabilities')],
      ['What kind of things can I ask you?', question('capabilities')],
      ['Do you do yacht charters too?', question('capabilities')],
      ['what services do you offer', question('capabilities')],
      ['Can you help with flights?', question('capabilities')],
      // Two topics in one message.
      [
        'What is my membership tier and how many requests do I have left?',
        question('tier', 'allowance'),
      ],
      ['Which tier am I and when does it renew?', question('tier', 'renewal')],
      [
        'How many requests have I got left and when does my membership renew?',
        question('allowance', 'renewal'),
      ],
      [
        'What have I got coming up and did any provider reply?',
        question('upcoming', 'provider_said'),
      ],
      ['Show me my requests and how many I have left', question('requests', 'allowance')],
      ['what do you remember about me and what can you do?', question('memory', 'capabilities')],
      ["What's my tier, what's coming up this week?", question('tier', 'upcoming')],
      [
        'Quick one: when do I renew, and how have I been feeling this week?',
        question('renewal', 'mood'),
      ],
      [
        'Hi! Could you tell me my membership level and my renewal date please',
        question('tier', 'renewal'),
      ],
      [
        'how many requests are pending and how many can I still make',
        question('requests', 'allowance'),
      ],
    ],
  ),
};
