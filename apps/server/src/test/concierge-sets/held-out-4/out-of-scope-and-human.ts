import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Fourth held-out set: questions no concierge service answers (out of scope), and members asking
 * for a person (including asking to be phoned back).
 */
export const HELD_OUT_4_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ["What's the weather going to be like in Umhlanga this weekend?", outOfScope],
      ['Did the Bulls win on Saturday?', outOfScope],
      ['how much is the rand trading at against the pound', outOfScope],
      ['Is there loadshedding in Sandton tonight?', outOfScope],
      ['whats a good recipe for malva pudding', outOfScope],
      ["What's the capital of Australia", outOfScope],
      ["Can you help me with my son's maths homework? 3x + 5 = 20", outOfScope],
      ['what time is it in London right now', outOfScope],
      ['Should I buy Naspers shares?', outOfScope],
      ['How do I reset my wifi router', outOfScope],
      ["What's the best medical aid in SA?", outOfScope],
      ["translate 'good morning' into French pls", outOfScope],
      ['When is the next Springbok test match?', outOfScope],
      ["what's the traffic like on the N1 to Pretoria right now", outOfScope],
      ["Write me a poem for my wife's birthday card", outOfScope],
      ['Who is the president of the United States?', outOfScope],
      ['How many calories are in a glass of red wine', outOfScope],
      ["what's the score in the Proteas game", outOfScope],
      ["What's the speed limit on the N2?", outOfScope],
      ['Explain how bitcoin works', outOfScope],
      ['How long should I boil an egg for', outOfScope],
      // A person.
      ['Can I speak to a real person please', human],
      ['I want to talk to a human about my account', human],
      ['get me my account manager', human],
      ['Connect me to one of your concierge agents', human],
      ["this bot isn't helping, let me talk to someone", human],
      ['Is there an actual person I can chat to?', human],
      ['Please call me', human],
      ["I'd like to escalate this to a human", human],
      ['pls have someone phone me on 082 555 0100', human],
      ['Transfer me to a live agent now please', human],
      ['human agent pls', human],
      ['Can I talk to an actual concierge rather than the AI?', human],
      ["I'd prefer to deal with a person for this one", human],
      ['Hand me over to your team pls', human],
      ['Can someone from Aurum give me a ring this afternoon?', human],
      ['I need a human being, not a chatbot', human],
      ['put me through to customer service', human],
      ['Is anyone there? A real person?', human],
      ['Get a manager on the line please', human],
      ['Can one of your staff contact me directly', human],
    ],
  ),
};
