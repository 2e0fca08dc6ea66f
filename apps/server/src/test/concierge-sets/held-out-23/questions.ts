import { question, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-third held-out set: questions the assistant answers from the member's own data (their
 * tier, the requests left this month, when the membership renews or the trial ends, what is coming
 * up, the list of their requests, what providers have replied, what it remembers, their mood, the
 * vault) and about itself; asked with the reason first (a PA, a bookkeeper, a husband, a
 * therapist, a busy few weeks, a budget), by plan names and tiers ("Essentials", "Signature",
 * "Elite", "black tier", "gold or platinum"), half-remembered ("did my upgrade go through?"),
 * tersely ('requests remaining for me this month??', "my requests pls"), with typos and text-speak ("wht tier am i on
 * rn", "whats on 4 this week"), two at once, or unsure what the assistant can do (flights, Afrikaans,
 * security, SMS reminders, a whole wedding, cancelling).
 */
export const HELD_OUT_23_QUESTIONS: LabelledSet = {
  kind: 'questions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // tier
      ['Which membership level is my account sitting on at the moment?', question('tier')],
      ["am i gold or platinum? can't remember what my PA signed me up for", question('tier')],
      ['Is my account on the Elite plan or on Signature?', question('tier')],
      ['my husband says we are on black tier, is that right?', question('tier')],
      ["Quick one: what's my tier", question('tier')],
      [
        'Did my Signature upgrade actually go through? What level shows on my side now?',
        question('tier'),
      ],
      ['wht tier am i on rn', question('tier')],
      ['Sorry, dumb question, but what level of membership do I have?', question('tier')],
      // allowance
      [
        'How many concierge requests do I still have available for the rest of this month?',
        question('allowance'),
      ],
      ['Be honest, have I burnt through all my monthly requests already?', question('allowance')],
      ['how many bookings can i still make before the month is out', question('allowance')],
      ['Am I close to my request limit? Got a busy few weeks ahead', question('allowance')],
      [
        'On Essentials I only get 3 a month, right - how many of those have I used?',
        question('allowance'),
      ],
      ['requests remaining for me this month??', question('allowance')],
      [
        'My bookkeeper wants to know how many of our monthly concierge requests are left',
        question('allowance'),
      ],
      ['hw many requests do i hv left this mnth', question('allowance')],
      ['Before I ask for more bookings: how much of my allowance is used?', question('allowance')],
      // renewal
      ['When is the next membership debit going off my card?', question('renewal')],
      ['When does my subscription run out?', question('renewal')],
      ['When will Aurum charge my card again?', question('renewal')],
      ['How long is my membership still paid for?', question('renewal')],
      ['Is my annual membership due for renewal soon?', question('renewal')],
      ['trial finishes when exactly', question('renewal')],
      ['wen does my membrship renew again, forgot', question('renewal')],
      ["I think my trial's almost over - when does it stop?", question('renewal')],
      // upcoming
      ["What's on my schedule this week?", question('upcoming')],
      ["Remind me what bookings I've got coming up", question('upcoming')],
      ['Have you got anything booked for me over the weekend?', question('upcoming')],
      ["What's next on my calendar with you guys?", question('upcoming')],
      ['Do I have anything arranged for tomorrow?', question('upcoming')],
      ["Run me through what's planned for the next few days", question('upcoming')],
      ["Going away soon - what's booked before I leave?", question('upcoming')],
      ['whats on 4 this week', question('upcoming')],
      // requests
      ["Can I see a list of everything I've requested?", question('requests')],
      ['List my requests, including the declined and cancelled ones', question('requests')],
      ['What requests have I made with you so far this year', question('requests')],
      ['Pull up my full request history please, oldest first', question('requests')],
      ['my requests pls', question('requests')],
      ['Which requests have I got with you at the moment, all of them?', question('requests')],
      // provider_said
      ['Have any of the providers got back to me yet?', question('provider_said')],
      ['What have the service providers said back?', question('provider_said')],
      ["Any messages from providers that I haven't seen?", question('provider_said')],
      ['Did any of the companies respond to my bookings?', question('provider_said')],
      ['what did the providers reply', question('provider_said')],
      ['Have I had any feedback from the suppliers yet?', question('provider_said')],
      ['Are there any provider responses waiting for me?', question('provider_said')],
      ['did anyone reply 2 my requests', question('provider_said')],
      // memory
      ['What do you know about my likes and dislikes so far?', question('memory')],
      ['What have you remembered about me so far?', question('memory')],
      ['Do you remember which wine estate I always order from?', question('memory')],
      ['Do you still have my dietary requirements on file?', question('memory')],
      ['What do you have saved about my favourite restaurants?', question('memory')],
      ["Tell me what's in your memory bank about me", question('memory')],
      ["Do you know I'm allergic to shellfish? Just checking you remember", question('memory')],
      ["Do you remember that I don't eat pork or bacon?", question('memory')],
      // mood
      ["How's my mood been looking since Monday?", question('mood')],
      ['What does my journal say about my mood lately?', question('mood')],
      ['Was my mood better last week than it has been this week?', question('mood')],
      ['My therapist asked - what were my mood scores recently?', question('mood')],
      ['How stressed have I been according to the app?', question('mood')],
      ['Give me my mood score from the last check-in', question('mood')],
      ['Have I been feeling better this month? Look at my check-ins', question('mood')],
      ['Mood trend for the month please', question('mood')],
      // capabilities
      ['So what can you actually do for me as a member?', question('capabilities')],
      ['Can you book flights too or only restaurants?', question('capabilities')],
      ['Do you speak Afrikaans as well as English?', question('capabilities')],
      ['Are you able to arrange security for events?', question('capabilities')],
      ['Can you remind me by SMS before my bookings?', question('capabilities')],
      ['What kinds of services can I ask you for?', question('capabilities')],
      ['Can you cancel a booking for me if I change my mind?', question('capabilities')],
      ['Can you plan a whole wedding?', question('capabilities')],
      // vault
      ['What documents do I have in my vault?', question('vault')],
      ['Is the scan of my passport saved in the vault?', question('vault')],
      ['How many items are in my secure vault?', question('vault')],
      ['Did I upload my insurance policy to the vault?', question('vault')],
      ["What's the last thing I added to the vault?", question('vault')],
      ['Do I have any legacy capsules set up for the kids?', question('vault')],
      ['Vault - how many documents in there?', question('vault')],
      // two at once
      ['What tier am I and how many requests are left?', question('tier', 'allowance')],
      ["When do I renew, and what's booked for this week?", question('renewal', 'upcoming')],
      ["Any replies from providers? Also what's coming up", question('provider_said', 'upcoming')],
      ["What do you remember about me and how's my mood been", question('memory', 'mood')],
      ["What's my plan and when does it renew?", question('tier', 'renewal')],
      [
        'List my requests for me and tell me how many I have left',
        question('requests', 'allowance'),
      ],
    ],
  ),
};
