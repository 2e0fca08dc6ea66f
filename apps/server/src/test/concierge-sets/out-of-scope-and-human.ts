import { human, type LabelledSet, outOfScope, rowsIn } from './labels';

/**
 * Messages Aurum has no answer to in the member's data (the weather, the news, sport scores,
 * jokes, general knowledge): `kind 'out_of_scope'` (the spec's search fallback); and members
 * asking for a person: `kind 'human'` (the human concierge is offered). Reply language 'en'.
 */
export const OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      ['What is the weather like in Cape Town today?', outOfScope],
      ['Will it rain in Joburg tomorrow?', outOfScope],
      ["What's the forecast for Durban this weekend?", outOfScope],
      ['Who won the rugby last night?', outOfScope],
      ['What was the score in the Springboks game?', outOfScope],
      ['Did the Proteas win the cricket?', outOfScope],
      ['Kaizer Chiefs vs Pirates score?', outOfScope],
      ["What's in the news today?", outOfScope],
      ['Any news about load shedding tonight?', outOfScope],
      ['What is the rand doing against the dollar?', outOfScope],
      ['Tell me a joke', outOfScope],
      ['Know any good jokes?', outOfScope],
      ['What is the capital of Australia?', outOfScope],
      ['How tall is Table Mountain?', outOfScope],
      ['Who is the president of South Africa?', outOfScope],
      ['What time is it in London right now?', outOfScope],
      ['Can you help me with my maths homework?', outOfScope],
      ['What is the meaning of life?', outOfScope],
      ['How do I make a good bobotie?', outOfScope],
      ['What is the traffic like on the N1 right now?', outOfScope],
      ['Can I speak to a real person please?', human],
      ['I want to talk to a human', human],
      ['Put me through to someone at Aurum', human],
      ['Is there a person I can chat to?', human],
      ['Get me a real concierge please', human],
      ['I would rather speak to an actual person', human],
      ['Can someone from your team call me?', human],
      ['Connect me with a human agent', human],
      ["You're not understanding, let me talk to a person", human],
      ['I need a human concierge, this is urgent', human],
      ['Can I phone someone?', human],
      ['Please have my account manager contact me', human],
      ['speak to human', human],
      ['Is there a real person available?', human],
      ['Transfer me to a live agent', human],
    ],
  ),
};
