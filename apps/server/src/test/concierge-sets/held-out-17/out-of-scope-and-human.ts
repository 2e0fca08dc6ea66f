import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Seventeenth held-out set: what a concierge does not do (a Proteas score, the rand against the
 * euro, e-filing, a toast for a 21st, a router that keeps dropping, a percentage, a translation,
 * rain and the sunset time, a bobotie recipe and grams to cups, share and bitcoin questions,
 * history and geography trivia, photosynthesis homework, a LinkedIn post, load shedding and a
 * pass that may be closed, a headache, a tenant who won't pay, a medical-aid claim, a hotel-room
 * workout, a reply to the boss's e-mail, a puppy's name, the election news, a song, the Comrades
 * winner, a distance by road, a flat tyre, a speed limit, sharks at Muizenberg, a crossword clue),
 * several naming a place or a day as if they were requests; and members who want a person:
 * politely, curtly ("Live agent", "Operator"), by phone, WhatsApp or e-mail with or without a
 * number, after a run of mistakes, for a double charge, a refund or a private family matter, a
 * named staff member, a supervisor, the manager on duty, someone senior, or an emergency.
 */
export const HELD_OUT_17_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        ['What’s the score in the Proteas test at the moment?', outOfScope],
        ['How much is one rand worth in euros today?', outOfScope],
        ['Can you help me fill in my eFiling return before the deadline?', outOfScope],
        [
          'Write me a toast for my daughter’s 21st, something funny but not embarrassing',
          outOfScope,
        ],
        ['My wifi keeps dropping at home, how do I reset the router?', outOfScope],
        ['What’s 15% of R4,380?', outOfScope],
        ['How do you say “we’ll arrive late” in Portuguese?', outOfScope],
        ['Is it going to rain in Cape Town on Saturday, do you think?', outOfScope],
        ['What time is sunset in Hermanus tomorrow?', outOfScope],
        ['Give me a proper recipe for bobotie, like my gran used to make', outOfScope],
        ['How many cups is 500 grams of flour?', outOfScope],
        ['Would you buy Naspers shares right now if you were me?', outOfScope],
        ['What’s Bitcoin trading at this morning?', outOfScope],
        [
          'Settle a bet: who was South Africa’s first democratically elected president?',
          outOfScope,
        ],
        ['Explain photosynthesis simply, it’s for my son’s homework', outOfScope],
        ['Write a LinkedIn post about my promotion to CFO', outOfScope],
        ['What stage of load shedding are we on tonight in Joburg?', outOfScope],
        ['Is Sani Pass open at the moment or is there snow?', outOfScope],
        ['I have a splitting headache, what should I take for it?', outOfScope],
        ['My tenant in Bellville hasn’t paid rent in two months. What are my rights?', outOfScope],
        ['How do I claim from my medical aid for physio sessions?', outOfScope],
        ['Give me a 20-minute workout I can do in a hotel room with no equipment', outOfScope],
        ['Draft a reply to my boss’s email about the Q3 budget', outOfScope],
        [
          'What should we name our new puppy? She’s a Jack Russell with a lot of attitude',
          outOfScope,
        ],
        ['What’s the latest news on the coalition talks?', outOfScope],
        ['Play Scatterlings of Africa by Johnny Clegg', outOfScope],
        ['Who won the men’s Comrades Marathon this year?', outOfScope],
        ['How far is Joburg from Durban by car?', outOfScope],
        ['Capital of Australia? My son says Sydney', outOfScope],
        ['Is it safe to swim at Muizenberg these days with all the shark sightings?', outOfScope],
        ['How do I change a flat tyre on a Polo?', outOfScope],
        ['What’s the speed limit on the N1 near Midrand?', outOfScope],
        ['Crossword clue: large flightless bird, 7 letters. Any ideas?', outOfScope],
        ['Is the Gautrain running on time today?', outOfScope],

        ['I’d like to speak to a real person please', human],
        ['Live agent now pls', human],
        ['Can someone from the team call me? 072 555 0199', human],
        ['Please WhatsApp me instead, I’d rather chat to a human', human],
        ['Please have one of your people e-mail me about this', human],
        ['This is the third time you’ve got it wrong. Human please', human],
        ['I was charged twice this month, I need someone from your team to sort it', human],
        ['I want a refund for the cancelled party, put me through to someone', human],
        [
          'It’s a private family matter, I’d prefer to discuss it with one of your concierges',
          human,
        ],
        ['Is Lerato available? She helped me last time', human],
        ['Let me speak to your supervisor about this mess', human],
        ['Who’s the manager on duty? I need to talk to them now', human],
        ['Emergency — I need a person right now, my car was just hijacked', human],
        ['Stop. Get me a real concierge.', human],
        ['I don’t trust a bot with this. Real person please', human],
        ['Hand me over to the human concierge team', human],
        ['Can I phone someone instead of typing all this?', human],
        ['Operator!!!', human],
        ['Put me through to a human, thanks', human],
        ['Your colleague Sipho promised to call me back. Can he?', human],
        ['I’m very unhappy with the service. Escalate this to someone senior', human],
      ],
    ),
  ],
};
