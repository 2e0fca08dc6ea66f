import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Fifth held-out set: questions Aurum has no service for (weather, sport, news, rates, general
 * knowledge, homework), which get a useful answer or the search fallback, and members asking for
 * a person, which offers the human concierge; a few in Afrikaans and isiZulu.
 */
export const HELD_OUT_5_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        ["what's the weather doing in Cape Town tomorrow?", outOfScope],
        ['is it going to rain in Joburg this weekend', outOfScope],
        ['who won the Sharks game last night', outOfScope],
        ['what time does the Springbok test kick off on Saturday', outOfScope],
        ["what's the rand doing against the dollar today", outOfScope],
        ['how much is bitcoin worth right now', outOfScope],
        ['will Sandton have loadshedding tonight, any idea?', outOfScope],
        ['what stage of loadshedding are we on', outOfScope],
        ['whats the capital of Australia', outOfScope],
        ['how many calories in a glass of red wine', outOfScope],
        ['can you help my son with his maths homework', outOfScope],
        ["what's 15% of 2,340", outOfScope],
        ['translate "good morning" into French for me', outOfScope],
        ['who is the president of France', outOfScope],
        ['what are the latest headlines', outOfScope],
        ['how do I reset my router', outOfScope],
        ['how long does it take to drive from Durban to Joburg', outOfScope],
        ['what is the JSE all share index at today', outOfScope],
        ['recommend a good book on leadership', outOfScope],
        ['when is the next public holiday in SA', outOfScope],
        ['how do I make a proper malva pudding', outOfScope],
        ['is the N1 busy right now', outOfScope],
        ['what year did Mandela become president?', outOfScope],
        ['who sings that song "Jerusalema"', outOfScope],
        ['what is the speed of light', outOfScope],
        ['how do you get red wine out of a white couch', outOfScope],
        ['I want to speak to a real person please', human],
        ['can I talk to a human?', human],
        ['put me through to someone at the concierge desk', human],
        ["I'd rather deal with an actual person for this", human],
        ['is there a person I can call about my booking', human],
        ['get me a live agent', human],
        ['please have someone from your team phone me', human],
        ['connect me with my personal concierge', human],
        ["you're not understanding me, I need a human", human],
        ['Can a real concierge take over this chat?', human],
        ['transfer me to a consultant pls', human],
        ['I need to speak to somebody, not a bot', human],
        ['can one of your staff call me back on my cell', human],
        ['please escalate this to a manager at Aurum', human],
        ['let me chat to a person from Aurum', human],
        ["who's the human I can speak to?", human],
        ['hand me over to the concierge team', human],
        ['I want my human assistant', human],
      ],
    ),
    ...rowsIn(
      ['af'],
      [
        ['Gaan dit môre in Pretoria reën?', outOfScope],
        ['Wie het gister die rugby gewen?', outOfScope],
        ['Kan ek asseblief met n regte mens praat', human],
        ['Ek wil met iemand van julle span praat, nie met n masjien nie', human],
      ],
    ),
    ...rowsIn(
      ['zu'],
      [
        ['Lizona yini eThekwini kusasa?', outOfScope],
        ['Ngubani owinile umdlalo wamaKaizer Chiefs izolo?', outOfScope],
        ['Ngicela unginike umuntu engingakhuluma naye', human],
        ['Angifuni umshini, ngifuna ukukhuluma nomuntu ophilayo', human],
      ],
    ),
  ],
};
