import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-fourth held-out set: questions the assistant answers from the member's own data (their
 * tier, the requests left this month, when the membership renews or the trial ends, what is coming
 * up, the list of their requests, what providers have replied, what it remembers, their mood, the
 * vault) and about itself; asked with the reason first (an accountant, a wife asking, an assistant
 * doing the diary, a doctor, a tight month, a chef about to be booked), by plan names and tiers
 * ("Signature Access", "Essentials", "the Elite plan", "black card", "platinum", "package"),
 * half-remembered ("I think I upgraded in March?", "You noted that I'm allergic to nuts, right?"),
 * tersely ("tier?", "bookings this wk"), with typos and text-speak ("hw many reqs do i hv left",
 * "wats booked 4 me"), two at once, or unsure what the assistant can do (helicopters, isiZulu,
 * voice notes, reminders, a whole holiday, changing a booking).
 */
export const HELD_OUT_24_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // The tier.
      ['Quick one: which membership level have I got again?', question('tier')],
      ['tier?', question('tier')],
      ['Am I on Signature Access or still Essentials?', question('tier')],
      [
        'My accountant wants to know which Aurum plan I pay for. Which one is it?',
        question('tier'),
      ],
      ['I think I upgraded in March? Am I platinum now', question('tier')],
      ['is my account black card or gold', question('tier')],
      ['What level of membership do I currently hold with you?', question('tier')],

      // The requests left this month.
      ['hw many reqs do i hv left this month', question('allowance')],
      [
        'How many more concierge requests can I make before the month resets?',
        question('allowance'),
      ],
      ['Have I used up my requests for April yet?', question('allowance')],
      [
        'Money is tight this month so I want to pace myself, how many bookings do I still get?',
        question('allowance'),
      ],
      [
        'Is there a cap on how many things I can ask for a month, and where am I on it?',
        question('allowance'),
      ],
      ['Requests still available to me?', question('allowance')],
      ['What is my monthly request limit and how much of it is left', question('allowance')],

      // The renewal, the trial and the next payment.
      ['When does my membership come up for renewal?', question('renewal')],
      ['When will you debit me next for Aurum?', question('renewal')],
      ['How long until my free trial runs out?', question('renewal')],
      ['My card expires soon, when is the next subscription payment due?', question('renewal')],
      ['until when is my membership paid up', question('renewal')],
      ['Does my plan renew automatically, and on what date?', question('renewal')],
      ['Trial ending when??', question('renewal')],

      // What is coming up.
      ['wats booked 4 me this week', question('upcoming')],
      ['What have I got lined up for the weekend?', question('upcoming')],
      [
        'My assistant is doing my diary, can you list what’s coming up for me?',
        question('upcoming'),
      ],
      ['Anything booked for me in the next few days?', question('upcoming')],
      ['bookings this wk', question('upcoming')],
      ['What’s on the schedule for me tomorrow?', question('upcoming')],
      ['Give me a rundown of my upcoming bookings please', question('upcoming')],

      // The list of requests.
      ['Show me everything I’ve asked you for so far', question('requests')],
      ['Can I see a list of all my concierge requests?', question('requests')],
      ['What requests do I have open with you at the moment?', question('requests')],
      ['pls list my requests and their status', question('requests')],
      ['Which of my requests got turned down?', question('requests')],
      ['How many requests have I logged since joining?', question('requests')],
      [
        'My wife asked what I’ve booked through the app, what’s on my request list?',
        question('requests'),
      ],

      // What the providers said.
      ['Have any of the providers got back to me?', question('provider_said')],
      ['What did the suppliers say about my bookings?', question('provider_said')],
      ['Any replies from the service providers yet', question('provider_said')],
      ['Did the companies respond to my requests?', question('provider_said')],
      ['What messages have the providers sent me?', question('provider_said')],
      ['Any feedback from the partners you sent my bookings to?', question('provider_said')],

      // What the assistant remembers.
      ['What have you picked up about my preferences so far?', question('memory')],
      ['That Chenin I raved about last time, is it in your memory?', question('memory')],
      ['What have you saved about me in your memory bank?', question('memory')],
      ['Do you still have my allergies on file?', question('memory')],
      ['Tell me what you’ve learnt about my tastes', question('memory')],
      ['Did you remember that I prefer window seats?', question('memory')],

      // The mood.
      ['How’s my mood looked over the last seven days?', question('mood')],
      [
        'My doctor asked how I’ve been feeling lately, what does my journal say about my mood?',
        question('mood'),
      ],
      ['Was I more stressed this week than last?', question('mood')],
      ['whats my mood score been like', question('mood')],
      ['Have I been happier lately according to my check-ins?', question('mood')],
      ['How am I doing emotionally this month, from my entries?', question('mood')],

      // What the assistant can do.
      ['Can you arrange helicopters?', question('capabilities')],
      ['Do you understand isiZulu?', question('capabilities')],
      ['Can I send you voice notes instead of typing?', question('capabilities')],
      ['Are you able to remind me before a booking?', question('capabilities')],
      ['Could you plan a whole holiday for me, or only single bookings?', question('capabilities')],
      ['Can you change a booking once it’s confirmed?', question('capabilities')],
      ['What sort of things can I ask you to do?', question('capabilities')],

      // The vault.
      ['Which documents did I put in my vault?', question('vault')],
      ['Is my ID copy in the vault?', question('vault')],
      ['How many things are sitting in my secure vault?', question('vault')],
      ['Did I save the house insurance policy in the vault?', question('vault')],
      ['What’s in my vault at the moment?', question('vault')],
      ['Have I got any legacy capsules waiting to be released?', question('vault')],

      // Two at once.
      ['Which tier am I and how many requests are left?', question('tier', 'allowance')],
      ['When do I renew, and what’s booked for this week?', question('renewal', 'upcoming')],
      [
        'Did any providers reply, and can you show me all my requests?',
        question('provider_said', 'requests'),
      ],
      ['What do you remember about me and how’s my mood been?', question('memory', 'mood')],
      ['Am I on the Elite plan and when is it due for renewal', question('tier', 'renewal')],
      ['what can you do and whats in my vault', question('capabilities', 'vault')],
      ['yo which package am i paying for', question('tier')],
      ['Before I book the chef, do I still have a request left this month?', question('allowance')],
      ['What did the restaurant and the driver company reply to me?', question('provider_said')],
      ['Am I booked for anything on Saturday or Sunday?', question('upcoming')],
      ['You noted that I’m allergic to nuts, right?', question('memory')],
      ['Have my journal entries been mostly positive lately?', question('mood')],
    ],
  ),
};
