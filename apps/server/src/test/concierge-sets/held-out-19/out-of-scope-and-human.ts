import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Nineteenth held-out set: what a concierge does not do (the Comrades winner, the pound against
 * the rand, a eulogy, a router in Bryanston, rain in Stellenbosch, a percentage of a salary
 * increase, a Portuguese toast, a bobotie recipe, a share tip, Eskom's schedule for Randburg, the
 * kilojoules in a Gatsby, the first democratic president, a volcano project, a VLOOKUP, a
 * birthday poem, shop hours, the Big Five, a speeding fine on the N3, a puppy's name, crypto
 * staking, sunscreen for a toddler, a cricket score, a letter to a body corporate, a song's
 * singer, the road from Bloemfontein to Kimberley, an equation, Chenin against Sauvignon Blanc,
 * a dress code, a liquor licence, a tyre pressure, the tides at Muizenberg), several naming a
 * place or a day as if they were requests; and members who want a person: politely, curtly, by
 * phone with a number, by WhatsApp, by e-mail, after repeated mistakes, for a formal complaint, a
 * named concierge, a double debit, a divorce, someone senior, a wedding too complicated for chat,
 * a supervisor, the personal concierge of the Black tier, an Afrikaans speaker, a stolen card
 * abroad, an account manager, a call back after five, a refund of a deposit, or the concierge on
 * duty.
 */
export const HELD_OUT_19_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ['Who won the Comrades Marathon this year, the up or the down run?', outOfScope],
      ['What is the pound to rand exchange rate right now?', outOfScope],
      ['Can you help me write a eulogy for my uncle? The funeral is on Saturday', outOfScope],
      ['How do I reset my router? The Wi-Fi at the house in Bryanston keeps dropping', outOfScope],
      ['Is it going to rain in Stellenbosch tomorrow afternoon?', outOfScope],
      ['What is 7.5% of R43,500? Working out my salary increase', outOfScope],
      ["Translate 'thank you for your hospitality' into Portuguese for me", outOfScope],
      ['Give me a recipe for bobotie that feeds 6', outOfScope],
      ['Should I buy Naspers shares this week or wait?', outOfScope],
      ["What's the Eskom outage schedule for Randburg tonight?", outOfScope],
      ['How many kilojoules are in a full Gatsby?', outOfScope],
      ['Who was the first president of democratic South Africa? Settling a bet', outOfScope],
      ["Help me with my son's science project on volcanoes, due Monday", outOfScope],
      ['My VLOOKUP keeps returning #N/A, how do I fix it?', outOfScope],
      ["Could you write a few rhyming lines for my wife's birthday card?", outOfScope],
      ['What time does the Woolies in Hyde Park close on a Sunday?', outOfScope],
      ['Tell me a fun fact about the Big Five for my kid’s school talk', outOfScope],
      ['How do I dispute a speeding fine I got on the N3 near Harrismith?', outOfScope],
      ['What is a good name for a Labrador puppy? She is golden', outOfScope],
      ["Can you explain crypto staking to me like I'm twelve?", outOfScope],
      ['Which sunscreen is best for a two-year-old at the beach?', outOfScope],
      ['How are the Proteas doing in the Test at Newlands right now?', outOfScope],
      ['Draft an email to my body corporate in Umhlanga about the leaking roof', outOfScope],
      ["Who sings 'Jerusalema'? It's stuck in my head", outOfScope],
      ['How far is Bloemfontein from Kimberley by road?', outOfScope],
      ['Solve 3x + 7 = 22 for my daughter, she is stuck', outOfScope],
      ['What is the difference between a Chenin Blanc and a Sauvignon Blanc?', outOfScope],
      ["What does 'smart casual' mean for a wedding in Ballito in summer?", outOfScope],
      ['How do I apply for a liquor licence in Gauteng?', outOfScope],
      ['What tyre pressure should my X5 run at on the highway?', outOfScope],
      ['When is low tide at Muizenberg on Saturday?', outOfScope],

      // A person, please.
      ["I'd prefer to talk to a real person about this, please", human],
      ['Can someone from the concierge team call me on 083 214 7788?', human],
      ['Put me through to a manager, please', human],
      ['Transfer me to a human, you keep getting my bookings wrong', human],
      ['Is there someone on the team I can WhatsApp directly?', human],
      ['I want to lodge a formal complaint, with a person and not a bot', human],
      ['Can Thandi from the concierge desk give me a ring when she is in?', human],
      [
        'I have been charged twice for my membership, please have someone from accounts contact me',
        human,
      ],
      [
        "This is about my divorce and it's delicate, I'd rather discuss it with a human concierge",
        human,
      ],
      ['Escalate this to someone senior, please', human],
      ['Please have one of your people email me today, I will explain there', human],
      ['Stop. I want an actual person on the line', human],
      [
        "I need a real concierge for my daughter's wedding, it's far too complicated for a chat",
        human,
      ],
      ["I'd like your supervisor on the line, please", human],
      ['Is there an actual human reading these? I would like to speak to one', human],
      ['Please hand me over to my personal concierge, I am on the Black tier', human],
      ['Can I speak to someone in Afrikaans on the phone?', human],
      ['Let me chat to your team directly, the bot is not helping', human],
      ['My card was stolen and I am stuck in Lisbon, I need a person to help me urgently', human],
      ['Put me in touch with my account manager', human],
      ['Have somebody phone me back after 5 today', human],
      ['I need a human to sort out a refund of my deposit', human],
      ['Connect me to the concierge on duty', human],
    ],
  ),
};
