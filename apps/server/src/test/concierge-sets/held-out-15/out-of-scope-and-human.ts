import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Fifteenth held-out set: what a concierge does not do (cricket scores, exchange rates, tax
 * returns, poems, phone and spreadsheet support, percentages, translation, weather and sunset
 * times, recipes, share and crypto advice, history and geography trivia, homework, letters and
 * social posts, load shedding and road closures, medicine and symptoms, legal and medical-aid
 * advice, unit conversions, workouts, someone else's email, pet names, the news, music), some
 * naming a place or a day as if they were requests; and members who want a person: politely,
 * curtly, by phone or WhatsApp with a number, after a complaint, for billing, a refund or a
 * private family matter, a named staff member, someone senior, or an emergency.
 */
export const HELD_OUT_15_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ['What was the final score in the Proteas game yesterday?', outOfScope],
      ["What's the rand doing against the euro this morning?", outOfScope],
      ['Can you help me fill in my SARS eFiling return before the deadline?', outOfScope],
      ["Write me a poem for my wife's 40th, something funny", outOfScope],
      ["My iPhone won't connect to the car's Bluetooth, any ideas?", outOfScope],
      ["What's 17.5% of R48,300?", outOfScope],
      ["How do you say 'thank you very much' in Portuguese?", outOfScope],
      ['Will it rain in Umhlanga on Saturday?', outOfScope],
      ['Give me a recipe for malva pudding, my gran lost hers', outOfScope],
      ['Should I buy Naspers shares this week?', outOfScope],
      ['Who was the first president of a democratic South Africa?', outOfScope],
      ["Can you do my daughter's maths homework on fractions?", outOfScope],
      ['Draft a letter to my body corporate about the leaking roof', outOfScope],
      ['What stage of load shedding are we on tonight in Sandton?', outOfScope],
      ['Is it safe to take ibuprofen with my blood pressure pills?', outOfScope],
      ['Can I sue my neighbour for the tree that fell on my boundary wall?', outOfScope],
      ['My medical aid rejected a claim, what should I say to them?', outOfScope],
      ['How many kilometres is 26 miles?', outOfScope],
      ['Give me a 20 minute workout I can do in a hotel room', outOfScope],
      ["Can you log into my husband's email and check something for me?", outOfScope],
      ['What time does the sun set in Cape Town on Friday?', outOfScope],
      ['Explain how crypto staking works, in simple terms', outOfScope],
      ['Help me write a LinkedIn post about my promotion', outOfScope],
      ["What's the capital of Botswana?", outOfScope],
      ['Summarise the main news headlines for today', outOfScope],
      ['Is the N3 to Durban open this weekend after that truck accident?', outOfScope],
      ['Can you fix the VLOOKUP formula in my Excel spreadsheet?', outOfScope],
      ['What are the symptoms of tick bite fever? We were in Kruger last week', outOfScope],
      ['Translate this message from my gardener into English for me', outOfScope],
      ["What's a good name for a Labrador puppy?", outOfScope],
      ['Play some jazz for me while I cook', outOfScope],

      // A person.
      ['Could I please speak to one of your actual concierges?', human],
      ["I'd like someone from your team to call me back this afternoon", human],
      ['Put me through to a person. Now.', human],
      ["This is the third time something's gone wrong. I want to talk to a manager.", human],
      ['Is there a real person I can WhatsApp instead of using this chat?', human],
      ['I need to discuss a billing problem with someone from accounts', human],
      ['Can Thandeka from your team contact me? She helped me last time', human],
      ["I'd prefer to deal with a human concierge for something sensitive, please", human],
      ["Stop. I don't want the bot. Human please.", human],
      ['Hi, can a team member phone me on 082 555 0143 when they have a moment?', human],
      [
        'The driver you sent last week was rude and late. I want to speak to someone about it.',
        human,
      ],
      ["Please escalate this to a real person, I'm not getting anywhere", human],
      ['Is someone from Aurum available to chat live right now?', human],
      ['I want to talk to my personal concierge, not an assistant', human],
      ['Hand me over to a human agent please', human],
      ['Could you get a supervisor to email me about my membership refund?', human],
      ["I'd rather explain this to a person, it's a private family matter", human],
      ['Please ask somebody on the team to give me a ring before 5', human],
      ['Get me a real person on the line, this is an emergency', human],
      ["I'd like to speak to one of your people on the phone rather than type all this out", human],
      ['Who can I talk to at Aurum about a complaint?', human],
      ['Can I get a human to look at my account? Something is off with my payments', human],
      ["Please connect me with the human concierge service I'm paying for", human],
      ['Not interested in chatting to AI. Transfer me', human],
      ['Could someone senior call me about upgrading to Black?', human],
    ],
  ),
};
