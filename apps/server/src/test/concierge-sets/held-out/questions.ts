import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Held-out questions about the member's own data (tier, allowance, renewal, upcoming bookings,
 * requests, what providers said, memory bank, mood, what the assistant can do), written without
 * reading the first set or the engine. Never tune the engine on these rows.
 */
export const HELD_OUT_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      ['What tier am I on?', question('tier')],
      ['which membership level do i have', question('tier')],
      ['Remind me what membership I have with Aurum', question('tier')],
      ['how many requests do I have left this month', question('allowance')],
      ['How many more bookings can I make before I hit my limit?', question('allowance')],
      ['have I used up all my requests?', question('allowance')],
      ['how much of my request allowance is left', question('allowance')],
      ['What date does my Aurum membership renew on?', question('renewal')],
      ['when is my renewal date', question('renewal')],
      ['When does my subscription expire?', question('renewal')],
      ['anything on my calendar in the next few days?', question('upcoming')],
      ['what have I got booked for the weekend', question('upcoming')],
      ['Show me my upcoming bookings', question('upcoming')],
      ['Do I have anything booked for tomorrow?', question('upcoming')],
      ["what's next on my schedule", question('upcoming')],
      ["can I see everything I've requested?", question('requests')],
      ['how many requests have i made so far', question('requests')],
      ['Which of my requests are still pending?', question('requests')],
      ['list my requests pls', question('requests')],
      ['Has any provider replied to me?', question('provider_said')],
      ['What did the providers say about my bookings?', question('provider_said')],
      ['did any of the service providers send me a message?', question('provider_said')],
      ['what info do you keep about me', question('memory')],
      ['Which food allergies have I told you about?', question('memory')],
      ["what's saved in my memory bank", question('memory')],
      ['Do you remember my favourite wine?', question('memory')],
      ['What preferences have you stored about me?', question('memory')],
      ['how was my week, mood wise?', question('mood')],
      ['How has my mood been lately?', question('mood')],
      ['What does my mood look like over the last few days?', question('mood')],
      ['What can you do?', question('capabilities')],
      ['what can you help me with', question('capabilities')],
      ['what sort of stuff can you do for me?', question('capabilities')],
      ['How does this concierge thing work?', question('capabilities')],
      ['What tier am I and how many requests do I have left?', question('tier', 'allowance')],
      ['When do I renew, and what tier am I on?', question('renewal', 'tier')],
      [
        'how many requests left and when does my membership renew?',
        question('allowance', 'renewal'),
      ],
      [
        "What's booked for me coming up, and have any providers come back to me?",
        question('upcoming', 'provider_said'),
      ],
      ['Hi! Quick one: what membership tier am I?', question('tier')],
      ['Could you tell me how many requests I still have available please', question('allowance')],
      ['am i due for renewal soon?', question('renewal')],
      ['What events and bookings do I have coming up?', question('upcoming')],
    ],
  ),
};
