import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-seventh held-out set: questions the assistant answers from the member's own data (their
 * tier, the requests left this month, when the membership is next paid or runs out, what is booked
 * in the days ahead, the history of their requests, what providers have written back, what it has
 * learned about them (allergies, a window seat, a shoe size), their mood and energy from the
 * journal and check-ins, the vault) and about itself; asked before a decision (upgrading, planning
 * December, booking something big, budgeting, telling the family, a move of banks, a will just
 * signed), after a busy month ("I've been asking for a lot lately"), with doubt ("did that lapse?",
 * "did my passport scan save?"), in full sentences and in clipped ones, now and then with a typo,
 * two at once, or unsure what the assistant can do (nannies, reminders, Afrikaans, every province,
 * 3am, corporate events, a medical specialist, cancelling bookings, bookings for the family).
 */
export const HELD_OUT_27_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // The member's tier.
      [
        "Remind me which membership I'm on, I can't remember if I upgraded last year",
        question('tier'),
      ],
      ['Am I still a Black member or did that lapse back to Platinum?', question('tier')],
      ['What level of membership does this account have at the moment?', question('tier')],
      ["I'm thinking of upgrading, which plan am I on now?", question('tier')],
      ['Before I book anything big, what membership level am I on?', question('tier')],
      ['Is my membership the top one or is there a higher level?', question('tier')],
      ['My son says I have the gold package, is that right?', question('tier')],

      // The requests left this month.
      [
        'How many concierge requests can I still make before the month resets?',
        question('allowance'),
      ],
      ['Have I used up all my requests for this month already?', question('allowance')],
      ["I've been asking for a lot lately, am I close to my monthly limit?", question('allowance')],
      ['How many bookings do I have left on my plan this month?', question('allowance')],
      ['Is there still room in my monthly allowance for two more requests?', question('allowance')],
      [
        'Do I have any requests left, or do I need to wait until next month?',
        question('allowance'),
      ],
      ["What's my remaining request quota for this month?", question('allowance')],
      [
        'Roughly how many requests have I got left? I want to book a chef and a driver',
        question('allowance'),
      ],

      // Renewal, payment, the end of the trial.
      ["When is my next membership payment due? I'm moving banks next month", question('renewal')],
      ['On what date does my Aurum subscription roll over?', question('renewal')],
      ['When does my annual membership expire?', question('renewal')],
      ['Will my card be charged again this month for the membership?', question('renewal')],
      ['How long until my membership needs renewing?', question('renewal')],
      ['Is my membership paid up, and until when?', question('renewal')],
      ['My free trial, when does it end exactly?', question('renewal')],
      ["When's the trial over? I haven't picked a plan yet", question('renewal')],

      // What is coming up.
      ["What's on my plate for the next few days?", question('upcoming')],
      ["Run me through what's booked for this weekend", question('upcoming')],
      ['Is anything scheduled for me tomorrow?', question('upcoming')],
      ['What bookings do I have coming up before the end of the month?', question('upcoming')],
      ['Give me a rundown of my upcoming reservations please', question('upcoming')],
      ['Am I booked for anything on Sunday? Trying to plan a braai', question('upcoming')],
      ["What's lined up for me next week?", question('upcoming')],

      // The member's requests.
      ["List every request I've made with you since I joined", question('requests')],
      ['Show me my request history, including the cancelled ones', question('requests')],
      ['How many requests have I made in total?', question('requests')],
      ['Pull up all my bookings, past and future', question('requests')],
      [
        'Which of my requests got declined? I want to try those again with another provider',
        question('requests'),
      ],
      ["What's the status of all my requests, in one list?", question('requests')],
      ['Which requests are still pending with you?', question('requests')],

      // What the providers said.
      ['Any replies from the providers since this morning?', question('provider_said')],
      ['What have the service providers said back to me?', question('provider_said')],
      ['Read me the latest messages from my providers', question('provider_said')],
      ['Have any of the companies I booked with replied to you?', question('provider_said')],
      ['Show me what the providers wrote about my requests', question('provider_said')],
      ['Any new responses from suppliers I should know about?', question('provider_said')],
      ['Has anybody written back about anything I asked for?', question('provider_said')],

      // What the assistant remembers.
      [
        'What do you know about my food preferences, so I can check you have them right?',
        question('memory'),
      ],
      ['Do you remember what I like in a hotel room?', question('memory')],
      ['What have you saved about me in your memory so far?', question('memory')],
      ['Which of my preferences have you learned by now?', question('memory')],
      ['Do you remember that I always prefer a window seat?', question('memory')],
      ["What's stored in the memory bank about my family?", question('memory')],
      ['What do you have on file about my allergies?', question('memory')],
      ['Do u still have my shoe size on record?', question('memory')],

      // The member's mood.
      ["How's my mood been tracking this month?", question('mood')],
      ['Have I been more stressed lately, according to my journal?', question('mood')],
      ['What does my mood chart say about last week?', question('mood')],
      ['Was I happier this week than the week before?', question('mood')],
      ["What's my average mood score been lately?", question('mood')],
      ['Show me how my energy and stress levels have been', question('mood')],
      ['Have my check-ins been mostly good or mostly bad recently?', question('mood')],
      ['Is my mood any better since I started journaling every day?', question('mood')],

      // What the assistant can do.
      ['Is arranging nannies something you do?', question('capabilities')],
      ['Do you only work in Cape Town and Joburg, or in every province?', question('capabilities')],
      ['What kind of things can you help me with, in a nutshell?', question('capabilities')],
      [
        "Can you remind me about things, like my mother-in-law's birthday?",
        question('capabilities'),
      ],
      ['Are you able to cancel bookings for me too, or only make them?', question('capabilities')],
      ['Do you handle corporate functions or only personal stuff?', question('capabilities')],
      ['Can I send you messages in Afrikaans?', question('capabilities')],
      [
        'If I need something urgently at 3 in the morning, will you still answer?',
        question('capabilities'),
      ],
      [
        'Could you help with anything medical, like finding a specialist?',
        question('capabilities'),
      ],

      // The vault.
      ['Is my vault still locked?', question('vault')],
      ['How many documents are in my vault at the moment?', question('vault')],
      ['Did my passport scan save to the vault properly?', question('vault')],
      ['Can you see what is in my vault?', question('vault')],
      ['Is the stuff in my vault encrypted?', question('vault')],
      [
        'How do I add my will to the vault? My attorney just emailed me the signed copy',
        question('vault'),
      ],

      // Two at once.
      [
        'Quick one before I plan December: what tier am I, and how many requests are left this month?',
        question('tier', 'allowance'),
      ],
      [
        "What's coming up for me, and has anyone replied about my bookings?",
        question('upcoming', 'provider_said'),
      ],
      ["Tell me what you've learned about me and how my mood has been", question('memory', 'mood')],
      ['When does my membership renew, and which level is it on?', question('renewal', 'tier')],
    ],
  ),
};
