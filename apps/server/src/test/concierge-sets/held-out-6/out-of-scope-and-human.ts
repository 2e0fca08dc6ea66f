import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Sixth held-out set: questions a concierge does not answer (sport, homework, prices, health,
 * trivia, the weather, even when they name a place and a day) and requests for a person, in
 * English, Afrikaans and isiZulu.
 */
export const HELD_OUT_6_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        ['who won the Boks game on Saturday, did you see?', outOfScope],
        ["What's the capital of Mongolia?", outOfScope],
        ["can you help my son with his maths homework, it's fractions", outOfScope],
        ["what's the petrol price going to do next month", outOfScope],
        ['is there load shedding in Randburg tonight', outOfScope],
        ['Write me a poem about my dog', outOfScope],
        ["What's the rand dollar exchange rate right now?", outOfScope],
        ['Can you tell me what this rash on my arm is?', outOfScope],
        ["who's going to win the election", outOfScope],
        ['How do I fix a leaking geyser myself?', outOfScope],
        ["What's a good recipe for malva pudding?", outOfScope],
        ["translate 'good morning' into French", outOfScope],
        ['Tell me the Proteas score', outOfScope],
        ['what is the meaning of life', outOfScope],
        ['How do I submit my tax return on eFiling?', outOfScope],
        ['recommend me a good series on Netflix', outOfScope],
        ["What's the weather going to be like in Durban on Saturday?", outOfScope],
        ['can you explain bitcoin to me like I am five', outOfScope],
        ['Is it safe to swim at Muizenberg with all the sharks?', outOfScope],
        ['Help me write a cover letter for a job application', outOfScope],
        ["what's 15% of 2340", outOfScope],
        ['who is the best footballer of all time', outOfScope],
        ['Which shares should I buy on the JSE this year?', outOfScope],
        ['let me speak to a real person', human],
        ['Can I talk to a human concierge please', human],
        ['get me an agent', human],
        ["I'd rather deal with an actual person on this one", human],
        ['Please have someone from your team call me', human],
        ['This is getting complicated, can a person take over?', human],
        ['I want to speak to a manager', human],
        ["Transfer me to a human, the bot doesn't understand me", human],
        ['is there a real person I can chat to?', human],
        ['Connect me with my personal concierge, the person not the app', human],
        ["Can someone phone me back about my booking, I don't want to type", human],
        ['human please', human],
        ['I need to speak to someone urgently', human],
        ['Hand me over to one of your staff', human],
        ['can a live agent help me', human],
        ['Stop, I want a person, not AI', human],
        ['Escalate this to a human concierge please', human],
        ['Can I get a real concierge on WhatsApp or the phone?', human],
        ['who do I speak to if I want a person to handle this?', human],
      ],
    ),
    ...rowsIn(
      ['af'],
      [
        ['Wat is die hoofstad van Australië?', outOfScope],
        ["Kan jy my help om 'n opstel oor klimaatsverandering te skryf?", outOfScope],
        ["Ek wil met 'n mens praat, nie met 'n masjien nie", human],
        ['Kan iemand van die span my asseblief bel?', human],
      ],
    ),
    ...rowsIn(
      ['zu'],
      [
        ['Ubani owine i-Premier Soccer League kulo nyaka?', outOfScope],
        ['Ngicela ungisize ngomsebenzi wesikole wezibalo', outOfScope],
        ['Ngicela ukukhuluma nomuntu osebenza lapha', human],
        ['Ngixhumanise nomuntu, angifuni i-robot', human],
      ],
    ),
  ],
};
