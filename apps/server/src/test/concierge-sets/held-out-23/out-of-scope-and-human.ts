import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-third held-out set: what a concierge does not do (investing R500k, a eulogy, mole crickets
 * in a Bryanston lawn, swimming at Clifton, the SARS deadline, a Xhosa greeting, who plays at
 * Loftus on Saturday, tomorrow's sunset in Durban, a boerewors roll's calories, a Netflix series,
 * load-shedding stages, a percentage, Cabernet against Pinotage, slow Wi-Fi, a riddle, the capital
 * of Namibia, the next All Blacks Test, an iPhone reset, Table Mountain against Kilimanjaro, a
 * birthday poem, the N1's speed limit, Naspers shares, a cat's name, boiling an egg, two schools,
 * the weather in Plett next week, the penguins at Boulders, the petrol price, maths homework,
 * "lekker", today's news, load shedding tonight, a bluebottle sting, a horoscope, the road to
 * Hermanus), several naming a place, a day, "sunset" or "tonight" as if they were requests; and
 * members who want a person: politely, curtly ("Human pls", 'Talk to a person, now please'), by phone with a
 * number, after 5pm, by e-mail with an address, over WhatsApp, for a complaint, something
 * sensitive, a wrong amount billed, the head of the concierge team, a named personal concierge, a
 * live agent, a manager, the team rather than the assistant, after explaining three times, a
 * complicated request, or distrust of bots.
 */
export const HELD_OUT_23_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ["What's the best way to invest R500k right now?", outOfScope],
      ['Can you help me write a eulogy for my uncle?', outOfScope],
      ['How do I get rid of mole crickets in my lawn in Bryanston?', outOfScope],
      ['Is it safe to swim at Clifton this time of year?', outOfScope],
      ["What's the SARS deadline for filing tax this year?", outOfScope],
      ["Translate 'good morning' into Xhosa", outOfScope],
      ["Who's playing at Loftus on Saturday?", outOfScope],
      ['What time does the sun set tomorrow in Durban?', outOfScope],
      ['How many calories are in a boerewors roll with onions?', outOfScope],
      ['Recommend a good Netflix series', outOfScope],
      ['Explain how the load shedding stages work', outOfScope],
      ["What's 15% of R3 450?", outOfScope],
      ["What's the difference between a Cabernet and a Pinotage?", outOfScope],
      ['Why is my Wi-Fi so slow?', outOfScope],
      ['Give me a riddle for my kids', outOfScope],
      ["What's the capital city of Namibia again?", outOfScope],
      ['When is the next Test against the All Blacks?', outOfScope],
      ['How do I reset my iPhone?', outOfScope],
      ['Is Table Mountain taller than Kilimanjaro?', outOfScope],
      ["Write me a poem for my wife's birthday", outOfScope],
      ["What's the speed limit on the N1?", outOfScope],
      ['Should I sell my Naspers shares?', outOfScope],
      ["What's a good name for our new cat?", outOfScope],
      ['How long do I boil an egg for?', outOfScope],
      ["Is St Stithians or St John's better for my son?", outOfScope],
      ["What's the weather going to be like in Plett next week?", outOfScope],
      ['Tell me a fun fact about the penguins at Boulders', outOfScope],
      ['How much is petrol this month?', outOfScope],
      ["Can you do my son's maths homework?", outOfScope],
      ["What does 'lekker' mean?", outOfScope],
      ["Summarise today's headlines for me in three lines", outOfScope],
      ['Is Eskom going to load shed tonight?', outOfScope],
      ['How do I treat a bluebottle sting?', outOfScope],
      ["What's my horoscope for today?", outOfScope],
      ['How far is Hermanus from Cape Town by road?', outOfScope],
      // A person.
      ["I'd like to speak to an actual person on your team please", human],
      ['Can someone from your team phone me on 083 412 7789?', human],
      ['Get me a human, this is urgent', human],
      ['I prefer dealing with a real concierge for this, can you transfer me?', human],
      ['Is there a person I can talk to about a complaint?', human],
      ['Please have my personal concierge Lindiwe call me', human],
      ['I need a human to handle something sensitive for me', human],
      ['Connect me to a live agent', human],
      ['Can a manager contact me about my account?', human],
      ['Stop, I want to talk to someone real', human],
      ['Please escalate this whole thing to a human concierge', human],
      ["I'd rather email a person: my address is k.naidoo@mweb.co.za", human],
      ['Can someone call me back after 5pm?', human],
      ['I want a staff member to look at why I was charged the wrong amount', human],
      ['Human pls', human],
      ['Put me through to the team, not the assistant', human],
      ["I've explained this three times, I need a person now", human],
      ['Is there someone who can help me over WhatsApp instead of this chat?', human],
      ["My request is complicated, I'd like a concierge to phone me", human],
      ['Talk to a person, now please', human],
      ["I'd like to speak to the head of the concierge team about my membership", human],
      ["I don't trust bots with this, please have a human take over", human],
    ],
  ),
};
