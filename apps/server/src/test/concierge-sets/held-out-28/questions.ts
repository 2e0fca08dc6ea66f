import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-eighth held-out set: questions the assistant answers from the member's own data (the tier
 * they pay for, the requests still open to them this month, the debit order and the date the
 * membership runs out, what is coming up this week or this weekend, the requests they have made,
 * what providers have written back, what it has remembered about them (a wine, a pillow, a coffee
 * order, the children's names, a dog's name, an airline, a hotel floor, a car), their mood, sleep
 * and stress from the journal and check-ins, what is kept in the vault (title deeds, a policy
 * schedule, birth certificates, a legacy capsule, a medical aid card, a firearm licence, share
 * certificates)) and about
 * itself; asked before a decision (a second home, an expense claim, a sabbatical, a husband's
 * birthday, the school holidays, a new job, a card changed), on the go ("quick one", "sorry to
 * bother"), as one clipped word or two, with small typos, two at once, or unsure what the assistant
 * can do (a horse transport, voice notes, gift wrapping, a helicopter, isiZulu, a pet sitter, the
 * in-laws' bookings, a tax return, a plumber for a geyser, bookings abroad, a notary).
 */
export const HELD_OUT_28_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // The tier.
      ['Quick one: which membership level am I on at the moment?', question('tier')],
      ['Remind me, is my package the platinum or the black one?', question('tier')],
      ['Before I book a second home viewing trip, what tier do I have with you?', question('tier')],
      ['Am I on the Elite plan or still on Signature Access?', question('tier')],
      ['My accountant wants to know which Aurum plan I pay for', question('tier')],
      ['wht tier am i on? sorry, typing in the car', question('tier')],
      ['Is my account gold level or did it go up when I paid last?', question('tier')],
      ['What kind of membership have I actually got?', question('tier')],

      // The requests left this month.
      ['How many concierge requests can I still make this month?', question('allowance')],
      [
        'Have I used up my monthly requests yet? I need a few for the school holidays',
        question('allowance'),
      ],
      ['How many bookings do I have left before the month resets?', question('allowance')],
      ["What's left of my request quota for this month?", question('allowance')],
      ['Can I still put in requests this month or am I at my limit?', question('allowance')],
      ['Sorry to bother, how many requests remain on my plan this month?', question('allowance')],
      ['requests remaining this month? need to plan the holidays', question('allowance')],
      [
        'My husband wants to book a few things for his birthday, how many requests do we still have this month?',
        question('allowance'),
      ],

      // The renewal.
      [
        'When does my Aurum membership come up for renewal? I want to switch cards first',
        question('renewal'),
      ],
      ['What date is the next debit order for my membership going off?', question('renewal')],
      ['When is my next membership payment due? I changed my card', question('renewal')],
      ["Until when is my membership paid up? I'm travelling a lot this year", question('renewal')],
      ['Does my membership expire soon? I am going on a sabbatical', question('renewal')],
      ['When do you take the next subscription payment from me?', question('renewal')],
      ['How long until I have to pay for the membership again?', question('renewal')],
      ['renewal date pls', question('renewal')],

      // What is coming up.
      ['What have I got booked for the next few days? My diary is a mess', question('upcoming')],
      ['Can you run me through what is lined up this weekend?', question('upcoming')],
      ["What's on my plate with you this week?", question('upcoming')],
      ['Anything booked for me tomorrow that I should know about?', question('upcoming')],
      ['Which of my bookings are coming up soonest?', question('upcoming')],
      ["I'm packing now: what do I have on between now and Sunday?", question('upcoming')],
      ['What bookings are ahead of me this week and next?', question('upcoming')],
      ["My PA is asking what's arranged for me in the coming days", question('upcoming')],

      // The history of the requests.
      ['Can you list all the requests I have made with you?', question('requests')],
      ['How many requests have I put through Aurum so far?', question('requests')],
      ['Show me my request history please, I need it for my expense claim', question('requests')],
      [
        'Which of my requests are still pending? I want to chase the slow ones',
        question('requests'),
      ],
      ['What was the last thing I asked you to book?', question('requests')],
      ['Give me an overview of everything I have requested, old and new', question('requests')],
      ['Which of my requests got declined or cancelled along the way?', question('requests')],
      ['Where do all my requests stand at the moment?', question('requests')],

      // What the providers said.
      [
        "Have any of the providers replied to me yet? I've been in meetings all day",
        question('provider_said'),
      ],
      ['What have the service providers written back on my bookings?', question('provider_said')],
      ['Any messages from providers I have missed today?', question('provider_said')],
      ['Did any of the companies respond to my requests yet?', question('provider_said')],
      ['What are the suppliers saying about my bookings?', question('provider_said')],
      ['Has anybody on the provider side sent me a note?', question('provider_said')],
      ['Read me the latest provider responses please', question('provider_said')],
      ['provider replies?', question('provider_said')],

      // What it remembers.
      ['What do you remember about how I like my coffee?', question('memory')],
      ['Which wines have you noted that I prefer?', question('memory')],
      ['Do you know the names of my children?', question('memory')],
      ['What have you learned about me so far?', question('memory')],
      ['Have you saved my preferred airline somewhere?', question('memory')],
      ['What do you have on file about my pillow and room preferences?', question('memory')],
      ["Do you remember my dog's name and that he travels with us?", question('memory')],
      ['Which car do you have down as my favourite?', question('memory')],
      ['Do you know I always want a high floor in hotels?', question('memory')],

      // The mood.
      ['How has my mood been over the last couple of weeks?', question('mood')],
      [
        'Based on my journal, am I more stressed than last month? My wife thinks so',
        question('mood'),
      ],
      ['What does my check-in data say about my energy lately?', question('mood')],
      [
        'Have I been sleeping and feeling better since the holiday, according to my entries?',
        question('mood'),
      ],
      ['How am I doing emotionally this week, from what I logged?', question('mood')],
      ['Is my mood trending up or down since I started the new job?', question('mood')],
      ['Was I happier in my journal last week than this week?', question('mood')],
      ['What are my stress levels looking like recently?', question('mood')],

      // What the assistant can do.
      [
        'Can you arrange transport for a horse to a show in the Midlands?',
        question('capabilities'),
      ],
      ['Do you understand voice notes, or only text?', question('capabilities')],
      ['Can you organise gift wrapping and delivery for presents?', question('capabilities')],
      ['Are you able to book a helicopter for me?', question('capabilities')],
      ['Can I write to you in isiZulu?', question('capabilities')],
      ['Do you do pet sitters as well, or just people things?', question('capabilities')],
      ['Can you make bookings for my in-laws on my account?', question('capabilities')],
      ['Would you be able to help with my tax return?', question('capabilities')],
      ['Can you send someone to fix a leaking geyser?', question('capabilities')],
      ['Do you book things outside South Africa too, like Mauritius?', question('capabilities')],
      ['What sorts of things can you actually arrange for me?', question('capabilities')],

      // The vault.
      ['Are the title deeds for the farm stored in my vault?', question('vault')],
      ['Did I upload the schedule of my insurance policy to the vault?', question('vault')],
      ["Are the kids' birth certificates in my vault?", question('vault')],
      ['How many documents have I got in the vault now?', question('vault')],
      ['Is the legacy capsule for my grandson still sealed in the vault?', question('vault')],
      ['Did my medical aid card make it into the vault?', question('vault')],
      ['Is my firearm licence saved in my vault?', question('vault')],
      ['What did I keep in my secure vault last?', question('vault')],

      // Two at once.
      [
        'What tier am I on, and how many requests do I have left this month?',
        question('tier', 'allowance'),
      ],
      ['When does my membership renew and which plan is it on?', question('renewal', 'tier')],
      [
        "What's coming up this week, and have the providers said anything?",
        question('upcoming', 'provider_said'),
      ],
      [
        'How have I been feeling lately, and what have you learned about me?',
        question('mood', 'memory'),
      ],
      [
        'Are my share certificates in the vault, and can you also find me a notary?',
        question('vault', 'capabilities'),
      ],
      [
        'Show me my past requests and tell me how many I still have this month',
        question('requests', 'allowance'),
      ],
      [
        'Before the new job starts: when is my next payment and what do I have coming up?',
        question('renewal', 'upcoming'),
      ],
    ],
  ),
};
