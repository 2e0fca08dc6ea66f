import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Eighteenth held-out set: questions the assistant answers from the member's own data (their
 * tier, the requests left this month, when the membership renews or the trial runs out, what is
 * coming up, the list of their requests, what providers have said, what it remembers, their mood,
 * the vault) and about itself; asked bare ("remaining allowance?"), as a doubt ("I think I've got
 * one left"), for someone else (an accountant, a PA, a therapist, a spouse), with a reason first
 * (a card expiring, a budget meeting, a bad week, a notification), in plan names instead of tiers
 * ("Signature or Elite?"), about whether a payment or an upgrade went through, two at once, or
 * worried about who can read the vault.
 */
export const HELD_OUT_18_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // tier
      ['Remind me which membership level I’m on?', question('tier')],
      ['am I gold or platinum? genuinely can’t remember what I signed up for', question('tier')],
      [
        'My accountant is asking which level of Aurum membership we pay for. What is it?',
        question('tier'),
      ],
      ['Which plan is this account sitting on at the moment?', question('tier')],
      ['Is my membership the Elite one or the Signature one?', question('tier')],
      [
        'Did my upgrade to Black actually go through? What does my account show as my tier now?',
        question('tier'),
      ],
      ['which membership tier do you have me down as', question('tier')],
      ['Am I still on the trial, or on a proper tier now?', question('tier')],

      // allowance
      ['How many more requests am I allowed to make this month?', question('allowance')],
      ['Have I used up all my concierge requests for this month already?', question('allowance')],
      ['How many bookings have I got left before I hit the limit?', question('allowance')],
      ['remaining allowance?', question('allowance')],
      [
        'I have a feeling I only have one request left this month, can you check for me?',
        question('allowance'),
      ],
      ['How close am I to my monthly cap on requests?', question('allowance')],
      [
        'Before I ask for anything else, how many requests do I still have available?',
        question('allowance'),
      ],
      [
        'Budget meeting at home tonight lol. How many of my monthly concierge requests have I burnt through?',
        question('allowance'),
      ],

      // renewal
      ['Remind me, on what date does my membership renew?', question('renewal')],
      ['When is the next debit for the subscription going off?', question('renewal')],
      ['My free trial, when does it actually run out?', question('renewal')],
      ['Until what date is my membership paid up?', question('renewal')],
      [
        'My credit card expires at the end of next month. When will you next charge it for the membership?',
        question('renewal'),
      ],
      ['Is my plan up for renewal soon?', question('renewal')],
      ['how many days of the trial do I still have?', question('renewal')],
      ['When does my yearly membership expire?', question('renewal')],

      // upcoming
      ['What have I got lined up over the next few days?', question('upcoming')],
      ['What’s next on my schedule?', question('upcoming')],
      [
        'My PA wants a rundown of everything that’s booked coming up, can you give me the list?',
        question('upcoming'),
      ],
      ['Remind me what’s coming up, I’ve completely lost track', question('upcoming')],
      ['what bookings do I have this coming week', question('upcoming')],
      ['Anything on my calendar that you arranged for the next while?', question('upcoming')],
      ['What’s my next booking?', question('upcoming')],

      // requests
      ['Pull up every request I’ve made, please', question('requests')],
      ['Which of my requests are still waiting on someone?', question('requests')],
      ['List everything I’ve asked you for so far', question('requests')],
      ['How many of my requests are open right now, roughly?', question('requests')],
      ['Can I see my full request history?', question('requests')],
      ['Which of my bookings have been confirmed so far?', question('requests')],
      ['Has anything I asked for been declined?', question('requests')],
      [
        'I keep losing track, what’s the status of all my requests right now?',
        question('requests'),
      ],

      // provider_said
      ['Have any of the providers replied to me?', question('provider_said')],
      ['Did any of the suppliers send me a message?', question('provider_said')],
      ['What have the service providers said to me lately?', question('provider_said')],
      [
        'I saw a notification that a provider responded, what did they say?',
        question('provider_said'),
      ],
      ['Any feedback from the providers on my bookings?', question('provider_said')],
      [
        'Read me the latest messages from the providers please, I’m driving',
        question('provider_said'),
      ],
      ['Has any provider left me a note or a comment?', question('provider_said')],

      // memory
      ['Be honest, what do you know about me so far?', question('memory')],
      ['Which of my preferences have you saved?', question('memory')],
      ['Do you remember that I don’t eat pork?', question('memory')],
      ['What have you got stored in your memory bank on me?', question('memory')],
      ['Do you remember my wife’s name?', question('memory')],
      ['tell me what you’ve learnt about my tastes so far', question('memory')],
      ['What have you remembered from our previous chats?', question('memory')],
      ['Which of my allergies do you have on file?', question('memory')],

      // mood
      ['How has my mood been tracking over the last couple of weeks?', question('mood')],
      ['Going by my journal, have I been more stressed this month than last?', question('mood')],
      ['What’s my mood score been this week?', question('mood')],
      [
        'My therapist asked how I’ve been feeling. What does my check-in data say?',
        question('mood'),
      ],
      ['According to the app, have I been happier lately?', question('mood')],
      ['what’s my average mood been', question('mood')],
      ['Was last week a bad week for me mood-wise, according to my entries?', question('mood')],

      // capabilities
      ['So what exactly can you do for me, in a nutshell?', question('capabilities')],
      ['Can you book flights as well, or only cars and restaurants?', question('capabilities')],
      ['What kinds of services do you arrange?', question('capabilities')],
      ['Can I write to you in Afrikaans, or only English?', question('capabilities')],
      [
        'Can you help with stuff in Durban too, or is this only a Cape Town and Joburg thing?',
        question('capabilities'),
      ],
      ['How does this concierge thing work exactly?', question('capabilities')],
      ['Can you also cancel bookings for me, or must I phone someone?', question('capabilities')],

      // vault
      ['Can you see what’s inside my vault?', question('vault')],
      ['Is my vault really encrypted?', question('vault')],
      ['Say I forget my vault password one day, can you reset it?', question('vault')],
      ['Who at Aurum is able to read my vault documents?', question('vault')],
      ['Is the vault a safe enough place for a scan of my passport?', question('vault')],
      ['How secure is the vault actually?', question('vault')],
      ['Does the assistant read my vault notes when it answers me?', question('vault')],

      // Two at once.
      ['What tier am I, and how many requests have I got left?', question('tier', 'allowance')],
      [
        'When does my plan renew, and which plan is it again, platinum?',
        question('renewal', 'tier'),
      ],
      [
        'What’s coming up for me, and has any provider said anything?',
        question('upcoming', 'provider_said'),
      ],
      [
        'Which of my requests are pending and when does my trial end?',
        question('requests', 'renewal'),
      ],
    ],
  ),
};
