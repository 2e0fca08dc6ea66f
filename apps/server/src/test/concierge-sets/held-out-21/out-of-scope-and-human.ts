import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-first held-out set: what a concierge does not do (the pound against the rand, a eulogy,
 * rain in Joburg, a router, a Boerboel puppy's name, an equation, roast lamb, Naspers shares, a
 * word in isiXhosa, Woolworths' hours in Sandton City, the calories in a koeksister, the Proteas
 * captain, a poem about Table Mountain, the capital of Namibia, the SARS deadline, great whites
 * at Gansbaai, Sir Lowry's Pass, the news, wine with bobotie, malva pudding, a body corporate
 * levy, an author, a percentage, a WhatsApp to a landlord, Gauteng school holidays, a passport
 * renewal, hadedas, a rhyme, Namaqualand flowers, swimming at Clifton in July, a book on
 * stoicism, Celsius to Fahrenheit, a horoscope, an Italian phrase, the Minister of Finance, tick
 * bite fever, a tyre pressure light, the height of Table Mountain), several naming a
 * place, a day or the word "renew" as if they were requests or questions about the membership;
 * and members who want a person: politely, curtly ("Now."), by phone with a number, after 5pm, by
 * WhatsApp, by e-mail with an address, after misunderstandings, for a confidential matter, a
 * formal complaint, a named personal concierge, a double charge, someone senior, a R500k event,
 * a live agent, discomfort with a bot, the concierge on duty, a family emergency, a refund, an
 * Afrikaans speaker, something too complicated for a chatbot, or a look at the account.
 */
export const HELD_OUT_21_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ["What's the exchange rate for pounds to rand today?", outOfScope],
      ["Can you help me write a eulogy for my uncle's funeral?", outOfScope],
      ['Do you think it will rain in Joburg tomorrow afternoon? Washing is out', outOfScope],
      ['My wifi keeps dropping, how do I reset a Huawei router?', outOfScope],
      ['What should I name my new Boerboel puppy?', outOfScope],
      ['Solve for x: 3x + 7 = 22', outOfScope],
      ['How long should I roast a 2kg leg of lamb?', outOfScope],
      ['Is now a good moment to buy Naspers shares?', outOfScope],
      ["How do you say 'thank you' in isiXhosa?", outOfScope],
      ['What time does Woolworths in Sandton City close on Sundays?', outOfScope],
      ['How many calories are in one koeksister?', outOfScope],
      ["Who's the Proteas captain at the moment?", outOfScope],
      ['Write me a short poem about Table Mountain', outOfScope],
      ["What's the capital of Namibia?", outOfScope],
      ["What's the deadline for filing my tax return with SARS this year?", outOfScope],
      ['Are there great whites at Gansbaai this time of year?', outOfScope],
      ["Is Sir Lowry's Pass open today or are there roadworks?", outOfScope],
      ["What's making the news in SA today?", outOfScope],
      ['What wine goes best with bobotie?', outOfScope],
      ['How do I make a proper malva pudding like my ouma used to?', outOfScope],
      ['What does a body corporate levy normally cover?', outOfScope],
      ['Who wrote Cry, the Beloved Country?', outOfScope],
      ["What's 18% of R42,500?", outOfScope],
      ['Draft a WhatsApp to my landlord saying the rent will be two days late', outOfScope],
      ['When do the schools in Gauteng close this term?', outOfScope],
      ['How do I renew my passport at Home Affairs?', outOfScope],
      ['How do I stop the hadedas waking me up at 5am every morning?', outOfScope],
      ["Give me a word that rhymes with 'Joburg'", outOfScope],
      ["When's the best time of year to see the Namaqualand flowers?", outOfScope],
      ['Is it safe to swim at Clifton in July?', outOfScope],
      ['Can you recommend a good book on stoicism?', outOfScope],
      ['Convert 180 degrees Celsius to Fahrenheit for my oven', outOfScope],
      ["What's my horoscope for this week? I'm a Leo", outOfScope],
      ["Translate 'where is the bathroom' into Italian", outOfScope],
      ['Who is the Minister of Finance these days?', outOfScope],
      ['What are the symptoms of tick bite fever?', outOfScope],
      ["My car's tyre pressure light is on, what does it mean?", outOfScope],
      ['How tall is Table Mountain in metres?', outOfScope],

      // A person.
      ['Please put me through to a real person', human],
      ["I'd like to talk to someone on your team, not a bot", human],
      ['Can a human concierge call me on 082 555 0134?', human],
      ['I want to speak to a manager, this has been a terrible experience', human],
      ['Get me a human please. Now.', human],
      ['Could someone from Aurum phone me after 5pm today?', human],
      ['Please escalate this to a person, you keep misunderstanding me', human],
      ['Is there a real concierge I can WhatsApp instead?', human],
      ["I have a confidential matter, I'd rather discuss it with a person", human],
      ['I need to lodge a formal complaint with a supervisor', human],
      ['Transfer me to my personal concierge, Nadia', human],
      ['I was billed twice this month, I need to speak to someone in accounts', human],
      ['Can I speak to somebody senior please', human],
      ['Please ask a human to email me at thabo.m@example.co.za', human],
      [
        "I'd like to discuss a large corporate event with an actual person, the budget is around R500k",
        human,
      ],
      ['Connect me with a live agent', human],
      ["I'm not comfortable doing this with a bot. Someone real, please", human],
      ["Who's the concierge on duty tonight? I need to talk to them", human],
      ['Hand me over to a human, I need help with a family emergency', human],
      ["Can someone call me back? It's about a refund", human],
      ['Is there a person who speaks Afrikaans I can talk to?', human],
      ['Let me chat to a person, this is too complicated for a chatbot', human],
      ['Please get an actual human to look at my account', human],
    ],
  ),
};
