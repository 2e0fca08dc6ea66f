import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Held-out questions Aurum has no answer to (the spec's search fallback) and requests for a
 * person (the human concierge), written without reading the first set or the engine. Never tune
 * the engine on these rows.
 */
export const HELD_OUT_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        ["What's the weather going to be like in Cape Town tomorrow?", outOfScope],
        ['Who won the Springbok game on Saturday?', outOfScope],
        ["what's the rand dollar exchange rate today", outOfScope],
        ['Is load shedding on tonight in Sandton?', outOfScope],
        ['How do I make a proper bobotie?', outOfScope],
        ["What's the latest news about the election?", outOfScope],
        ['How far is Durban from Joburg by car?', outOfScope],
        ["What's the capital city of Canada?", outOfScope],
        ['Can you explain how crypto works?', outOfScope],
        ['What time does the sun set today?', outOfScope],
        ['Whats the score in the cricket', outOfScope],
        ['Will it rain in Durban this weekend?', outOfScope],
        ["How's the JSE doing today?", outOfScope],
        ['Which is the best medical aid in South Africa?', outOfScope],
        ['How many calories are in a glass of red wine?', outOfScope],
        ['could I please speak to an actual human being', human],
        ["I'd rather talk to a human concierge", human],
        ['let me chat to someone at Aurum, not a bot', human],
        ['Please get my concierge to call me', human],
        ['Is there an actual person I can speak to?', human],
        ['Put me through to an agent', human],
        ["You're not understanding me. I need a human concierge", human],
      ],
    ),
    ...rowsIn(['af'], [['Kan ek asseblief met ’n mens praat?', human]]),
    ...rowsIn(['zu'], [['Ngicela ukukhuluma nomuntu wangempela', human]]),
    ...rowsIn(['af'], [['Hoe gaan die weer môre in Kaapstad wees?', outOfScope]]),
    ...rowsIn(['en'], [['Can someone from the team phone me back?', human]]),
  ],
};
