import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Seventeenth held-out set: questions the assistant answers from the member's own data (their
 * tier, the requests left this month, when the membership renews or the trial ends, what is
 * coming up, the list of their requests, what providers have said, what it remembers, their mood,
 * the vault) and about itself; asked bare or curt ("Requests remaining?"), as a statement ("I
 * can't remember if I picked platinum or black"), after a greeting, an aside or a reason (a card
 * expiring, a PA asking, a therapist asking, a notification seen), checking what someone else said
 * ("my wife reckons we're on Black"), doubting a figure, naming plan names instead of tiers, two
 * at once, or worried about who can see the vault.
 */
export const HELD_OUT_17_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tier.
      ['Which membership am I on again, Essentials or Signature?', question('tier')],
      ['my wife reckons we’re on Black — are we?', question('tier')],
      ['Remind me what level my Aurum membership is at', question('tier')],
      ['Am I still gold or did the upgrade to platinum go through?', question('tier')],
      ['quick one: which plan am I actually paying for', question('tier')],
      ['I can’t remember if I picked platinum or black when I signed up', question('tier')],
      ['Morning! Out of interest, what tier does my account sit on?', question('tier')],

      // Allowance.
      [
        'how many more bookings can I make before the monthly limit kicks in?',
        question('allowance'),
      ],
      ['Have I used up all three of my requests this month already?', question('allowance')],
      [
        'Before I ask for anything else: how much of this month’s allowance is left?',
        question('allowance'),
      ],
      ['do I still have requests available or must I wait for next month', question('allowance')],
      [
        'I feel like I’ve been asking you for a lot lately. Am I over my limit?',
        question('allowance'),
      ],
      ['Requests remaining this month?', question('allowance')],
      [
        'You said I had 4 requests left last week, surely that’s not still right?',
        question('allowance'),
      ],

      // Renewal.
      ['When does the next membership payment go off my card?', question('renewal')],
      [
        'My credit card expires at the end of the month — when is my membership due again?',
        question('renewal'),
      ],
      [
        'When exactly does my free trial run out? I’m still deciding whether to stay',
        question('renewal'),
      ],
      ['how long is my membership paid up until?', question('renewal')],
      [
        'Is my subscription up for renewal soon? I don’t want a surprise debit order',
        question('renewal'),
      ],
      ['what date does my Aurum plan expire', question('renewal')],
      ['How many days of the trial have I got left?', question('renewal')],

      // Upcoming.
      ['So what have I got coming up between now and Sunday?', question('upcoming')],
      ['What’s on my plate for the next few days?', question('upcoming')],
      ['Anything booked for me tomorrow? My diary is a mess', question('upcoming')],
      ['Give me a rundown of what’s next on my schedule', question('upcoming')],
      ['I lost track, when is my next booking?', question('upcoming')],
      ['My PA wants to know what’s lined up for me over the coming days', question('upcoming')],
      ['what’s happening on Saturday? I completely forgot', question('upcoming')],

      // Requests.
      ['Show me everything I’ve ever asked you for', question('requests')],
      ['Send me a list of my bookings, pending and confirmed', question('requests')],
      ['How many requests have I got open right now?', question('requests')],
      ['Which of my requests are still sitting on pending, if any?', question('requests')],
      ['Can I see my request history please?', question('requests')],
      ['What’s the status of all my requests?', question('requests')],
      ['Did any of my requests get declined?', question('requests')],

      // What providers said.
      ['Have the providers come back to me on anything?', question('provider_said')],
      ['Any replies from the service providers yet?', question('provider_said')],
      ['What did the companies say about my bookings?', question('provider_said')],
      ['Has anyone responded to my requests today?', question('provider_said')],
      ['Any messages from the suppliers I should know about?', question('provider_said')],
      ['What have the providers said so far?', question('provider_said')],
      [
        'I saw a notification pop up, did a provider leave me a message?',
        question('provider_said'),
      ],

      // Memory.
      ['What have you got saved about my preferences?', question('memory')],
      ['Do you remember that I don’t eat pork? What else do you remember?', question('memory')],
      ['What’s in your memory bank about me?', question('memory')],
      ['What do you know about my likes and dislikes?', question('memory')],
      ['Did you save that I prefer an aisle seat?', question('memory')],
      ['tell me what you’ve learned about me so far', question('memory')],
      ['What personal details have you kept from our chats?', question('memory')],

      // Mood.
      ['How’s my mood been lately according to my journal?', question('mood')],
      ['Have I been more stressed this month than usual?', question('mood')],
      ['What does my mood look like this week?', question('mood')],
      ['Going by my journal, was I happier last week than this week?', question('mood')],
      [
        'My therapist asked how I’ve been feeling - what does my mood tracker say?',
        question('mood'),
      ],
      ['Am I in a better space than a month ago, mood-wise?', question('mood')],
      ['What’s my average mood score?', question('mood')],

      // Capabilities.
      ['Be honest, what can you actually do for me beyond bookings?', question('capabilities')],
      ['Can you book restaurants too, or only drivers?', question('capabilities')],
      ['What kinds of services can I request through you?', question('capabilities')],
      ['New here. How does this concierge thing work?', question('capabilities')],
      ['Do you understand Afrikaans and Zulu?', question('capabilities')],
      [
        'Can you cancel bookings for me or must I do it in the app myself?',
        question('capabilities'),
      ],
      ['What sort of things are you able to help with?', question('capabilities')],

      // Vault.
      ['Can you read the documents in my vault?', question('vault')],
      ['Is my passport scan in the vault safe?', question('vault')],
      ['Who can see what I put in my vault?', question('vault')],
      ['Do Aurum staff have access to my vault?', question('vault')],
      ['How do I add my will to the vault?', question('vault')],
      ['I forgot my vault password, can you reset it?', question('vault')],
      ['What’s stored in my vault at the moment?', question('vault')],

      // Two at once.
      [
        'What tier am I and how many requests do I still get this month?',
        question('tier', 'allowance'),
      ],
      [
        'When does my plan renew, and which plan did I end up on again?',
        question('renewal', 'tier'),
      ],
      [
        'What’s coming up this week and has anyone replied to me?',
        question('upcoming', 'provider_said'),
      ],
      [
        'What do you remember about me, and can you see inside my vault?',
        question('memory', 'vault'),
      ],
      [
        'How have I been feeling lately, and what’s on for the weekend?',
        question('mood', 'upcoming'),
      ],
      ['List my requests and tell me how many I have left', question('requests', 'allowance')],
      [
        'Hi there. Two things: what level am I, and when does the trial end?',
        question('tier', 'renewal'),
      ],
    ],
  ),
};
