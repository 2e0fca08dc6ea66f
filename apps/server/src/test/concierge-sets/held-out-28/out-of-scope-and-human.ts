import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-eighth held-out set: what a concierge does not do (a soft-boiled egg, the 1995 World Cup,
 * blockchain, a braai grid, Russia's time zones, a word in isiXhosa, red wine on a carpet, a blue
 * sky, a CV, the moon's distance, the meaning of ubuntu, load shedding in Pretoria east, affect or
 * effect, a chess opening, rain in Knysna, Pata Pata, a puppy's name, miles to kilometres, the
 * offside rule, a wedding speech, crocodiles and alligators, prime numbers, cats dreaming, the
 * Titanic, a laptop that won't start, a Netflix password, inflation, rooibos or green tea, a
 * riddle, a rhyme for orange, a crossword clue, a hangover cure, the speed of a cheetah), several
 * naming a place, a day or "this weekend" as if they were requests; and members who want a person:
 * an account manager, a lost passport abroad, an e-mail from the team, a supervisor after a bad
 * booking, a billing mistake, something confidential, an assistant that keeps getting it wrong, a
 * daughter's wedding too personal for a chat, a live agent, a breakdown on the N2, "human please",
 * the consultant who helped last time, the concierge team on the phone, a complaint to someone
 * senior, an agent because the bot isn't helping, a lawyer, an exception to authorise, a PA to be
 * called, a mother's bookings, "switch me to a human agent", "talk to someone, now", a voice note
 * that can't be typed.
 */
export const HELD_OUT_28_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ['How long do I boil an egg if I want the yolk still runny?', outOfScope],
      ['Who won the Rugby World Cup in 1995, and who was captain?', outOfScope],
      ['Can you explain blockchain to me like I am a child?', outOfScope],
      ["What's the best way to clean a really dirty braai grid?", outOfScope],
      ['How many time zones does Russia have?', outOfScope],
      ['How do you say "thank you very much" in isiXhosa?', outOfScope],
      ['How do I get red wine out of a cream carpet?', outOfScope],
      ['Why is the sky blue during the day but red at sunset?', outOfScope],
      ['Can you help me rewrite my CV for a finance job?', outOfScope],
      ['How far away is the moon from the earth?', outOfScope],
      ['What does ubuntu actually mean?', outOfScope],
      ['What is the load shedding schedule for Pretoria east tomorrow?', outOfScope],
      ['Is it "affect" or "effect" in this sentence: the weather will ... our plans', outOfScope],
      ['What is a good chess opening for a beginner?', outOfScope],
      ['Is it going to rain in Knysna on Saturday?', outOfScope],
      ['Who sang Pata Pata originally?', outOfScope],
      ['Give me a good name for a golden retriever puppy', outOfScope],
      ['How many kilometres is a marathon in miles?', outOfScope],
      ['Explain the offside rule in soccer to my wife please', outOfScope],
      ["Write me a speech for my daughter's wedding this weekend", outOfScope],
      ["What's the difference between a crocodile and an alligator?", outOfScope],
      ['My son asks: what is a prime number?', outOfScope],
      ['Do cats dream when they sleep?', outOfScope],
      ['What year did the Titanic sink?', outOfScope],
      ["My laptop won't turn on at all, what should I try?", outOfScope],
      ['How do I reset my Netflix password? The kids changed it', outOfScope],
      ['Can you explain what inflation is in simple terms?', outOfScope],
      ['Which is healthier for me, rooibos or green tea? I drink six cups a day', outOfScope],
      ['Tell me a riddle to keep the kids busy in the car', outOfScope],
      ['What rhymes with orange?', outOfScope],
      ['Crossword clue: large antelope, five letters, starts with E', outOfScope],
      ['What actually works for a hangover?', outOfScope],
      ['How fast can a cheetah run?', outOfScope],

      // A person.
      ['I would like to speak to my account manager, please', human],
      ['Please get a human to phone me back urgently, I have lost my passport in Lisbon', human],
      ['Can someone from your team email me? I prefer that to chatting', human],
      ['I need a supervisor, the last booking went badly wrong', human],
      ['Get me someone who can sort out a billing mistake on my card', human],
      ["I'm not comfortable typing this, I need to talk to someone confidentially", human],
      ['The assistant keeps getting it wrong, put me through to a human', human],
      [
        "I'd rather deal with a person for my daughter's wedding, it's too personal for a chat",
        human,
      ],
      ['Is there a live agent available right now?', human],
      ['Please let me chat to a human, our car broke down on the N2', human],
      ['Human please.', human],
      ['I want to speak to the consultant who helped me last time, Lindiwe', human],
      ['Get your concierge team on the phone for me', human],
      ["I'd like to lodge a complaint with someone senior at Aurum", human],
      ["Hand me over to an agent, this bot isn't helping", human],
      ['My lawyer needs to speak to someone at Aurum about a booking', human],
      ['Transfer me to someone who can authorise an exception', human],
      ['Please have one of your concierges call my PA', human],
      ["I want a person to handle my mother's bookings from now on, she is not well", human],
      ['Switch me to a human agent', human],
      ['Talk to someone, now.', human],
      ["I'd rather send a voice note to a real person than type all this", human],
    ],
  ),
};
