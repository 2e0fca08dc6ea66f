import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Twentieth held-out set: what a concierge does not do (a Currie Cup final, the euro against the
 * rand, a wedding speech, rain in Durban, a router's orange lights, a Labrador's name, a matric
 * equation, a soft-boiled egg, load-shedding in Sandton, JSE shares, a Portuguese greeting, shop
 * hours in Rosebank, the calories in a bunny chow, a Springbok captain, a limerick, the capital of
 * Botswana, a tax-free savings account, sharks at Muizenberg, the road to Polokwane, the news,
 * Pinotage against Shiraz, potjiekos, POPIA, a song's singer, a percentage, an email to a school,
 * the next public holiday, a driver's licence renewal in Pretoria, moles in a garden, a crossword
 * clue), several naming a place, a day or the word "renew" as if they were requests or questions
 * about the membership; and members who want a person: politely, curtly, by phone with a number,
 * after 6pm, by WhatsApp, by e-mail with an address, after repeated mistakes, for a formal
 * complaint, a named concierge, a double charge, a supervisor, a personal concierge, a sensitive
 * family matter, a refund, a live agent, an isiZulu speaker, a theft in Paris, an account
 * manager, a R200k event, someone senior, or the concierge on duty.
 */
export const HELD_OUT_20_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ['Who won the Currie Cup final in 2019?', outOfScope],
      ["What's the exchange rate between the euro and the rand right now?", outOfScope],
      ["Can you write my speech for my brother's wedding? He's a bit of a clown", outOfScope],
      ['Will it rain in Durban on Saturday?', outOfScope],
      ['How do I reset my Wi-Fi router? The lights are all orange', outOfScope],
      ["What's a good name for a Labrador puppy? She's chocolate brown", outOfScope],
      ['Help me with my matric maths: solve 3x + 7 = 25', outOfScope],
      ['How long must I boil an egg for a soft yolk?', outOfScope],
      ['When is load-shedding in Sandton tomorrow?', outOfScope],
      ['Which shares should I buy on the JSE this week?', outOfScope],
      ["Translate 'good morning my friend' into Portuguese for me", outOfScope],
      ['What time does the Woolworths in Rosebank close on a Sunday?', outOfScope],
      ['How many calories are there in a quarter mutton bunny chow?', outOfScope],
      ['Who was the first black captain of the Springboks?', outOfScope],
      ['Write me a limerick about my boss, something cheeky', outOfScope],
      ["Quick geography question, what's the capital city of Botswana?", outOfScope],
      ['Explain how a tax-free savings account works', outOfScope],
      ['With all the shark sightings lately, is Muizenberg beach safe to swim at?', outOfScope],
      ["What's the distance from Joburg to Polokwane by road?", outOfScope],
      ['Can you summarise the main news headlines for today?', outOfScope],
      ["What's the difference between Pinotage and Shiraz?", outOfScope],
      ['How do I make a proper potjiekos on the fire?', outOfScope],
      ['What does POPIA stand for?', outOfScope],
      ["Who sings 'Jerusalema'? My kids keep playing it", outOfScope],
      ["What's 15% of R42,000?", outOfScope],
      ["Please draft an email to my son's school complaining about the fee increase", outOfScope],
      ['When is the next public holiday in South Africa?', outOfScope],
      ["How do I renew my driver's licence in Pretoria?", outOfScope],
      ["What's the best way to get rid of moles in the garden?", outOfScope],
      ['Crossword clue: large antelope, 5 letters, starts with E', outOfScope],

      // A person.
      ["I'd like to speak to a human please, if that's possible", human],
      ['Can a real concierge call me on 082 555 0133?', human],
      ['Put me through to someone on your team, this is urgent', human],
      ["I've tried three times and you keep getting it wrong. Get me a person", human],
      ['I want to log a formal complaint with a manager', human],
      ['Can Naledi from the concierge team message me? She helped me last time', human],
      ["Please escalate this to a human, I'm not comfortable doing it by chat", human],
      ['Is there a human I can WhatsApp instead of this?', human],
      ['My card was charged twice this month, I need to talk to someone about it', human],
      ['I need your supervisor, now.', human],
      ['Hand me over to my personal concierge please', human],
      ["I'd prefer to explain this to a real person, it's a sensitive family matter", human],
      ['Can someone from Aurum email me? jan.vdm@example.co.za', human],
      ['Please have someone phone me after 6pm today', human],
      ['I want to speak to someone who can approve a refund', human],
      ['Live agent please', human],
      ['Can I speak to a person who understands isiZulu?', human],
      ['This bot is useless, connect me with an actual human being', human],
      [
        'My wallet and phone were stolen in Paris and I need someone from your team urgently',
        human,
      ],
      ['Who is my account manager? I want to talk to them directly', human],
      [
        "Can you hand this over to the human concierge team? It's a R200k event and I want a person on it",
        human,
      ],
      ['Please arrange for someone senior to phone me about my account', human],
      ['Is anyone actually there? I want a real person to answer me', human],
      ['Transfer me to the concierge on duty', human],
    ],
  ),
};
