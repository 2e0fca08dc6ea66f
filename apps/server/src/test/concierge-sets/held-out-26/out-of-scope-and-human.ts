import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-sixth held-out set: what a concierge does not do (load shedding stages, a puppy's name, a
 * note for a boss's birthday, Merlot against Pinotage, a coffee stain, a South African novel, rain
 * in Cape Town this weekend, the rand against the dollar, a leadership book, champagne's calories,
 * the first Rugby World Cup, French, a multiplication, a slicing golf ball, property against unit
 * trusts, sunset in Hermanus in December, backing up a phone, penguins, a word's meaning, the
 * Springbok captain, a soft-boiled egg, a migraine, Hamlet, sunscreen for children, the moon, a
 * limerick about the N1, the freeway speed limit, rice against quinoa, a toddler's sleep,
 * inflation, Gqeberha's population, a hotel-room workout, the Stormers on Saturday, how to say
 * Knysna, the Sistine Chapel), several naming a place, a day or "today" as if they were requests;
 * and members who want a person: politely, bluntly ("Human please", "talk to a real human plz"), by
 * phone with a number, after 6pm, by e-mail with an address, for a billing problem, a complaint
 * about a driver, a manager, a supervisor, a named concierge, someone senior, someone who can make
 * decisions, the person who handled a booking, a private matter, a dislike of bots, a live agent, a
 * callback, a PA's number.
 */
export const HELD_OUT_26_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ['Can you explain how the load shedding stages work?', outOfScope],
      ["What's a good name for a golden retriever puppy?", outOfScope],
      ['Help me write a short birthday message for my boss', outOfScope],
      ["What's the difference between a Merlot and a Pinotage?", outOfScope],
      ['How do I get a stubborn coffee stain out of a white shirt?', outOfScope],
      ["Who wrote 'Cry, the Beloved Country'?", outOfScope],
      ['Is it going to rain in Cape Town this weekend?', outOfScope],
      ["What's the rand trading at against the US dollar today?", outOfScope],
      ['Recommend a good book on leadership for me to read', outOfScope],
      ['How many calories are there in a glass of champagne?', outOfScope],
      ['What year did South Africa win its first Rugby World Cup?', outOfScope],
      ["Translate 'thank you very much for everything' into French", outOfScope],
      ['Can you work out 348 times 27 for me?', outOfScope],
      ['Why does my golf ball keep slicing to the right?', outOfScope],
      ['Should I invest in property or in unit trusts?', outOfScope],
      ['What time does the sun set in Hermanus in December?', outOfScope],
      ['How do I back up my iPhone to my laptop?', outOfScope],
      ['Tell me a fun fact about African penguins', outOfScope],
      ["What's the meaning of the word 'serendipity'?", outOfScope],
      ['Who is the Springbok captain these days?', outOfScope],
      ['How many minutes should a large egg boil for a runny yolk?', outOfScope],
      ['What are the usual symptoms of a migraine?', outOfScope],
      ['Can you summarise the plot of Hamlet in a few lines?', outOfScope],
      ["What's the best sunscreen for young kids?", outOfScope],
      ['Roughly how far is the moon from the earth?', outOfScope],
      ['Write me a limerick about the traffic on the N1', outOfScope],
      ['What is the speed limit on South African freeways?', outOfScope],
      ['Which is healthier, brown rice or quinoa?', outOfScope],
      ['How do I get my toddler to sleep through until morning?', outOfScope],
      ['Explain what inflation is in simple terms', outOfScope],
      ["What's the population of Gqeberha?", outOfScope],
      ['Give me a 20-minute workout I can do in a hotel room', outOfScope],
      ['Do you think the Stormers will win on Saturday?', outOfScope],
      ["How do you pronounce 'Knysna'?", outOfScope],
      ['Who painted the ceiling of the Sistine Chapel?', outOfScope],
      ['When is the best time of year to see the jacarandas in bloom?', outOfScope],

      // A person.
      ['Could a human being take over this chat, please?', human],
      ['Get me a real concierge on the line', human],
      ['Please have someone from your team call me on 082 555 0134', human],
      ['I want to escalate this to a manager today', human],
      ['Is there a person I can talk to about a billing problem?', human],
      ['Transfer me to one of your human concierges', human],
      ["I don't want to deal with a bot, put me through to a person", human],
      ['Can Thandi from the concierge desk contact me?', human],
      ["I need to speak to someone urgently, it's a private matter", human],
      ['Please ask one of your consultants to email me at lerato.m@example.co.za', human],
      ['Please get a staff member to look at my account', human],
      ['Connect me to the human concierge service', human],
      ["I've had enough of this, I want to talk to your supervisor", human],
      ['Can a person call me back after 6pm today?', human],
      ['Live chat with an actual agent please', human],
      ['Human please. Now.', human],
      ['I would like a senior concierge to look after me personally from now on', human],
      ['Hand me over to someone who can make decisions', human],
      ['Can I speak with the person who handled my booking last week?', human],
      ['I need a human to sort out a complaint about a driver', human],
      ['Please let someone from Aurum phone my PA on 011 555 0199', human],
      ['Talk to a real human pls, this is taking forever', human],
    ],
  ),
};
