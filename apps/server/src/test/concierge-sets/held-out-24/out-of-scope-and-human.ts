import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-fourth held-out set: what a concierge does not do (unit trusts against a retirement
 * annuity, a wedding speech, moles in a garden, whether sharks swim at Muizenberg, provisional tax,
 * a Sesotho greeting, the Currie Cup final, the tides in Knysna, a vetkoek's calories, a podcast,
 * the rand against the dollar, a fraction, Merlot against Shiraz, a printer that will not print, a
 * limerick, the capital of Botswana, the Proteas' next Test, a laptop's battery, the highest
 * mountain in Africa, a toast for a father, the speed limit in a town, bitcoin, a puppy's name,
 * rusks, rain in the Drakensberg next week, whales in Hermanus, the price of diesel, homework,
 * "jislaaik", the headlines, the power schedule tonight, a bee sting, star signs, the N2's
 * roadworks, sunset over Cape Town, a French translation, the road to Polokwane, load-shedding
 * stages), several naming a place, a day, "sunset" or "tonight" as if they were requests; and
 * members who want a person: warmly, bluntly ("Agent.", "human, now"), by phone with a number,
 * before 9am, by e-mail with an address, on WhatsApp, for a complaint, something private, a refund,
 * a supervisor, a named concierge, someone senior, the real team, after the assistant misunderstood
 * twice, a delicate request, a dislike of chatbots, a live consultant, an escalation, or the
 * account.
 */
export const HELD_OUT_24_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ['Should I put R300k into unit trusts or my retirement annuity?', outOfScope],
      ['Help me write a speech for my best friend’s wedding', outOfScope],
      ['How do I get rid of moles digging up my garden?', outOfScope],
      ['Are there sharks at Muizenberg this time of year?', outOfScope],
      ['When is provisional tax due?', outOfScope],
      ['How do you say good morning in Sesotho?', outOfScope],
      ['Who lifted the Currie Cup the season before last?', outOfScope],
      ['What time is high tide in Knysna tomorrow?', outOfScope],
      ['How many calories in a vetkoek with mince?', outOfScope],
      ['Recommend me a good true crime podcast', outOfScope],
      ['What’s the rand doing against the dollar today?', outOfScope],
      ['What is three eighths as a decimal?', outOfScope],
      ['Which is better with braai lamb, Merlot or Shiraz?', outOfScope],
      ['My printer keeps saying paper jam but there’s no paper stuck, help', outOfScope],
      ['Write me a limerick about a lazy cat', outOfScope],
      ['What is the capital of Botswana?', outOfScope],
      ['When do the Proteas play their next Test?', outOfScope],
      ['Why does my laptop battery drain so fast?', outOfScope],
      ['What is the highest mountain in Africa?', outOfScope],
      ['Give me a toast for my dad’s 70th', outOfScope],
      ['What’s the speed limit in a built-up area in SA?', outOfScope],
      ['Is bitcoin a good buy right now?', outOfScope],
      ['Suggest a name for a Jack Russell puppy', outOfScope],
      ['How do I bake buttermilk rusks?', outOfScope],
      ['Will it rain in the Drakensberg next week?', outOfScope],
      ['Are the whales in Hermanus yet this season?', outOfScope],
      ['What does diesel cost per litre at the moment?', outOfScope],
      ['Can you do my son’s geography homework on rivers?', outOfScope],
      ['What does jislaaik mean?', outOfScope],
      ['What are the headlines this morning?', outOfScope],
      ['Is there a power cut in my area tonight?', outOfScope],
      ['What do I put on a bee sting?', outOfScope],
      ['What’s my horoscope for Scorpio today?', outOfScope],
      ['Are the roadworks on the N2 near Somerset West still bad?', outOfScope],
      ['When does the sun set over Cape Town on Saturday?', outOfScope],
      ['Translate “thank you very much” into French', outOfScope],
      ['How far is Polokwane from Johannesburg by road?', outOfScope],
      ['Explain how load shedding stages work', outOfScope],

      // A person.
      ['I’d prefer to deal with an actual human being please', human],
      ['Agent.', human],
      ['human, now', human],
      ['Please have someone phone me on 082 555 0147', human],
      ['Can a concierge call me before 9am tomorrow?', human],
      ['Please get someone from the team to email me at thabo.m@example.co.za', human],
      ['Can a human message me on WhatsApp instead?', human],
      ['I want to lodge a complaint with a person, not a bot', human],
      ['This is a private family matter, I need to discuss it with someone from your team', human],
      ['I was charged twice and want a refund, put me through to someone', human],
      ['Let me talk to your supervisor', human],
      ['Could I speak to Lerato, my usual concierge?', human],
      ['I need someone senior on this please', human],
      ['Connect me to the real concierge team', human],
      ['You misunderstood me twice now. Human please', human],
      ['It’s a delicate request, I’d rather go through a person', human],
      ['I don’t like chatbots, is there a human available?', human],
      ['Transfer me to a live consultant', human],
      ['Please escalate this to one of your people, the app isn’t getting it', human],
      ['Who do I speak to at Aurum about my account? A person, I mean', human],
    ],
  ),
};
