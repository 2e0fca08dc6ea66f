import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Third held-out set, the honest fallback: questions Aurum has no answer to (weather, news,
 * sport, markets, traffic, load shedding, recipes, general knowledge; some name a place or a
 * venue but ask nothing to be booked), and members asking for a person. Written without reading
 * the engine or the first two sets' rows.
 */
export const HELD_OUT_3_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      ['Is it going to rain in Joburg this weekend?', outOfScope],
      ['whats the rand dollar exchange rate today', outOfScope],
      ['who won the Springbok game on Saturday', outOfScope],
      ['Is there load shedding in Sandton tonight?', outOfScope],
      ['How do I make a proper malva pudding?', outOfScope],
      ["what's the traffic like on the N1 right now", outOfScope],
      ["What's the latest news on the petrol price?", outOfScope],
      ["Is Chapman's Peak open today?", outOfScope],
      ['what time does Sandton City close on Sundays', outOfScope],
      ['How far is Ballito from King Shaka airport?', outOfScope],
      ["What's the JSE all share doing today?", outOfScope],
      ['whats the score in the Proteas match', outOfScope],
      ['When is the next public holiday?', outOfScope],
      ['How hot is it in Durban today?', outOfScope],
      ["What's the swell like at Muizenberg this afternoon, want to surf", outOfScope],
      ['Can you explain how crypto staking works?', outOfScope],
      ["what's the capital of Namibia", outOfScope],
      ["Is the N2 at Sir Lowry's Pass closed?", outOfScope],
      ['how many calories in a quarter bunny chow', outOfScope],
      ['who is the president of France?', outOfScope],
      ["what's the best way to get red wine out of a carpet", outOfScope],
      ['Is Eskom doing stage 4 tonight?', outOfScope],
      ['what movies are showing at Rosebank Nu Metro this week', outOfScope],
      ['Any news on the Comrades marathon results?', outOfScope],
      ['What is the UV index in Umhlanga today?', outOfScope],

      ["I'd like to speak to a person please", human],
      ['can someone from Aurum call me', human],
      ['Get me a human agent', human],
      ['I want to talk to my personal concierge, not a bot', human],
      ['pls connect me to a real concierge', human],
      ["This isn't working, let me chat to someone real", human],
      ['Is there a human I can talk to?', human],
      ['escalate this to a manager please', human],
      ['Put me through to the concierge desk', human],
      ['I prefer speaking to a real person about this', human],
      ['can i phone someone? need to talk thru a big event', human],
      ['Hand me over to one of your people pls', human],
      ['Can a live agent help me?', human],
      ['stop, I want a human', human],
      ["I'd rather deal with a real concierge for this one", human],
    ],
  ),
};
