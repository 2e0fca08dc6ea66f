import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-second held-out set: questions the assistant answers from the member's own data (their
 * tier, the requests left this month, when the membership renews or the trial ends, what is coming
 * up, the list of their requests, what providers have replied, what it remembers, their mood, the
 * vault) and about itself; asked with the reason first (a budget meeting, a company card, a long
 * trip abroad, a husband asking, a busy fortnight, a doctor), by plan names, tiers and prices
 * ("Essentials", "the black card one", "the R25k plan", "platinum"), for someone else (a PA, a
 * bookkeeper, a husband), half-remembered ("I'm sure I upgraded in March"), tersely ("renewal
 * date?"), with typos and without punctuation, two at once, or unsure what the assistant can see
 * or do (read the vault, remember a wine, speak isiZulu, book a spa, send a WhatsApp).
 */
export const HELD_OUT_22_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // The tier.
      ['Which plan am I actually paying for at the moment?', question('tier')],
      ['am i essentials or signature? i genuinely forget', question('tier')],
      [
        "My PA is doing the budget and wants to know what tier I'm on with you guys",
        question('tier'),
      ],
      ["I'm sure I upgraded in March - am I on the black membership now?", question('tier')],
      ['is my membership gold, platinum or black', question('tier')],
      ['What level of membership does my account have?', question('tier')],
      ['quick one: which Aurum plan is on my name', question('tier')],
      ['Are we on the R15 000 a month plan or the R25 000 one?', question('tier')],

      // The requests left this month.
      [
        'How many more concierge requests can I still put in before the month runs out?',
        question('allowance'),
      ],
      [
        'have i used up all my bookings for this month or is there still some left',
        question('allowance'),
      ],
      [
        'Busy fortnight ahead with family visiting, how many requests do I have left on my plan?',
        question('allowance'),
      ],
      ['Whats my remaining request balance for the month', question('allowance')],
      [
        'Is there a cap on how many things I can ask for this month and where am I on it?',
        question('allowance'),
      ],
      ['requests remaining for me this month, roughly?', question('allowance')],
      ['Am I close to my monthly limit of requests yet?', question('allowance')],

      // The renewal or the end of the trial.
      ['My company card expires soon, when does the membership next renew?', question('renewal')],
      ['renewal date?', question('renewal')],
      ['When is my next membership payment going off?', question('renewal')],
      ['how many days of the free trial do I have left', question('renewal')],
      [
        "I'll be abroad for two months from next week, will my membership lapse while I'm away? When does it run out",
        question('renewal'),
      ],
      ['When does my Aurum subscription expire?', question('renewal')],
      ['Until what date exactly is my Aurum membership paid up?', question('renewal')],

      // What is coming up.
      ['What have I got booked for the next few days?', question('upcoming')],
      ["remind me what's on the cards this week", question('upcoming')],
      [
        'My husband wants to know what we have lined up this weekend, can you tell me?',
        question('upcoming'),
      ],
      ["What's the next thing I've got booked through you?", question('upcoming')],
      ['anything happening tomorrow that I should know about', question('upcoming')],
      ['Give me a run-down of my upcoming bookings please', question('upcoming')],
      ['whats next on my schedule with aurum', question('upcoming')],

      // The list of requests.
      ['Can you show me every request I have ever made?', question('requests')],
      ['list all my requests with their statuses pls', question('requests')],
      ['Which of my requests are still pending at the moment?', question('requests')],
      [
        'My bookkeeper needs a list of everything I requested through the app, can you pull that up',
        question('requests'),
      ],
      ['how many requests do i have open right now', question('requests')],
      ['What have I asked you to arrange so far?', question('requests')],
      ['Show me the requests that were declined or cancelled', question('requests')],

      // What the providers have replied.
      ['Have any of the providers come back to me?', question('provider_said')],
      ['what did the companies say about my bookings', question('provider_said')],
      ['Any messages from the service providers I should read?', question('provider_said')],
      ['did anyone respond to my requests while I was in the meeting', question('provider_said')],
      ["What feedback have the suppliers given on what I've booked?", question('provider_said')],
      ['Read me the latest replies from the providers please', question('provider_said')],
      ['any news from the vendors?', question('provider_said')],

      // What it remembers.
      [
        'What do you know about my food preferences so far - anything about spice?',
        question('memory'),
      ],
      ['what have you saved about me in your memory', question('memory')],
      [
        'Do you still remember that I only drink Kanonkop Paul Sauer? What else do you have on me?',
        question('memory'),
      ],
      ['Which of my preferences have you stored so far?', question('memory')],
      ['Tell me what you remember about how I like to travel', question('memory')],
      ['do you have my allergies on file', question('memory')],
      ['Do you remember which hotel I liked in Plett last time?', question('memory')],
      ['What things have you learnt about me from our chats?', question('memory')],

      // The mood.
      ['How has my mood been this past week?', question('mood')],
      ['what was my mood score yesterday, out of 10', question('mood')],
      [
        'My doctor asked me to keep an eye on how I feel, what does my mood look like lately?',
        question('mood'),
      ],
      ['Have I been more stressed than usual according to my journal?', question('mood')],
      ['how am I doing emotionally, going by the check-ins', question('mood')],
      ['Is my mood trending up or down this month?', question('mood')],

      // The vault.
      ['What do I have stored in my vault?', question('vault')],
      ['how many documents are in the vault now', question('vault')],
      ['Is my passport scan in the vault?', question('vault')],
      ['Are the things in my vault properly encrypted? Who can see them?', question('vault')],
      ['did my legacy capsule for the kids save in the vault', question('vault')],
      ['Can you check whether my insurance papers are in my vault?', question('vault')],

      // What the assistant can do.
      ['New here - what kind of things can you actually help me with?', question('capabilities')],
      ['can you book spa treatments or only drivers and chefs', question('capabilities')],
      ['Do you speak isiZulu?', question('capabilities')],
      ['Are you able to send a WhatsApp to my driver for me?', question('capabilities')],
      [
        'Can you order groceries for me as well, or is that not something you do?',
        question('capabilities'),
      ],
      ['is this a real person or a bot answering me', question('capabilities')],
      [
        'What are you able to arrange internationally, or is it only South Africa?',
        question('capabilities'),
      ],

      // Two at once.
      [
        'What tier am I on and how many requests do I have left this month?',
        question('tier', 'allowance'),
      ],
      ['when does my plan renew, and what level is it again', question('renewal', 'tier')],
      [
        "What's coming up this week and has any provider replied yet?",
        question('upcoming', 'provider_said'),
      ],
      [
        'Show me my pending requests and tell me how many I have left for the month',
        question('requests', 'allowance'),
      ],
      [
        'How have I been feeling lately, and what do you remember about what cheers me up?',
        question('mood', 'memory'),
      ],
      [
        'whats in my vault and can you open documents in it for me',
        question('vault', 'capabilities'),
      ],
      [
        "Essentials or Elite, which am I on, and when's the next debit?",
        question('tier', 'renewal'),
      ],
    ],
  ),
};
