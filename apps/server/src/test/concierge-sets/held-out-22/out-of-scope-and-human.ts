import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-second held-out set: what a concierge does not do (the rand against the euro, a matric
 * dance speech, load shedding in Cape Town, AirPods, a Ridgeback puppy's name, a percentage, a leg
 * of lamb, Capitec shares, a phrase in Sesotho, Checkers' hours in Rosebank, the calories in a
 * vetkoek, the Springbok captain, a haiku about the Drakensberg, the capital of Botswana,
 * provisional tax, sharks at Muizenberg, wine with a potjie, a trust, a WhatsApp to a domestic
 * worker, Western Cape school holidays, a driver's licence renewal, back pain, a joke about Joburg
 * traffic, the distance to Pietermaritzburg, the population of Soweto, swimming in the Vaal
 * River, long division, Idols SA, the two-pot system, a book about Mandela, red wine on a couch,
 * the sunset in Cape Town), several naming a place, a day, "sunset" or the word "renew" as if they
 * were requests or questions about the membership; and members who want a person: politely,
 * curtly ("Human please. Not the bot."), by phone with a number, after 6pm, by WhatsApp, by
 * e-mail with an address, after misunderstandings, for a confidential family matter, a formal
 * complaint, a named personal concierge, a double charge, someone senior, a R300 000 party, a live
 * agent, discomfort with a machine, the concierge on duty, an assistant to phone back, an isiZulu
 * speaker, a proposal to plan, a supervisor or the concierge desk.
 */
export const HELD_OUT_22_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ["What's the rand doing against the euro today?", outOfScope],
      ["Write me a short speech for my son's matric dance", outOfScope],
      ['Will Cape Town have load shedding tonight?', outOfScope],
      ['How do I pair my AirPods with my laptop?', outOfScope],
      ['Suggest a name for our new Ridgeback puppy, she is very naughty', outOfScope],
      ["What's 17% of R48 000?", outOfScope],
      ['How long should I roast a leg of lamb for, it is about 2kg', outOfScope],
      ['Should I buy Capitec shares right now or wait?', outOfScope],
      ["Translate 'thank you for your hospitality' into Sesotho", outOfScope],
      ['What time does Checkers in Rosebank close on Sundays?', outOfScope],
      ['How many calories are in one vetkoek?', outOfScope],
      ['Who is the Springbok captain at the moment?', outOfScope],
      ['Write a haiku about the Drakensberg in winter', outOfScope],
      ["What's the capital of Botswana again? Settling a bet", outOfScope],
      ['When is the deadline for provisional tax this year?', outOfScope],
      ['Are there sharks at Muizenberg in summer?', outOfScope],
      ['What wine pairs well with a lamb potjie?', outOfScope],
      ['Can you explain how a family trust works for estate planning?', outOfScope],
      ['Draft a WhatsApp to my domestic worker about her new hours', outOfScope],
      ['What are the school holiday dates in the Western Cape this year?', outOfScope],
      ["How do I renew my driver's licence?", outOfScope],
      ["What's the best exercise for lower back pain?", outOfScope],
      ['Tell me a joke about Joburg traffic', outOfScope],
      ['How far is it by road from Durban to Pietermaritzburg?', outOfScope],
      ["What's the population of Soweto?", outOfScope],
      ['Is it safe to swim in the Vaal River?', outOfScope],
      ['Help me with my son’s maths homework, long division is killing us', outOfScope],
      ['Who won Idols SA last season?', outOfScope],
      ['Explain the two-pot retirement system to me like I am five', outOfScope],
      ['Can you recommend a good biography of Mandela?', outOfScope],
      ['How do I get red wine out of a white linen couch?', outOfScope],
      ['When does the sun set in Cape Town tomorrow?', outOfScope],

      // A person.
      ["I'd like to speak to someone on your team please", human],
      ['Human please. Not the bot.', human],
      ['Can a concierge call me on 082 555 0199 after 6pm?', human],
      ['Please have my personal concierge, Naledi, get in touch with me', human],
      ["I'm not comfortable sorting this out with a machine, who can I talk to?", human],
      ["Escalate this to a manager, I've been charged twice this month", human],
      ['I want to lodge a formal complaint, with a person, not with you', human],
      [
        "I'm planning a R300 000 party and I'd rather talk it through with a person, is anyone available?",
        human,
      ],
      ['Put me through to a live agent', human],
      ['You keep misunderstanding me. Let me talk to one of your staff', human],
      ['Can someone from Aurum e-mail me at thabo.m@example.co.za about my account', human],
      ['Transfer me to the human concierge please', human],
      ['This is urgent and personal, I need a real person', human],
      ["I'd prefer to WhatsApp with a real concierge, can you connect me", human],
      ["Who's the concierge on duty tonight? I want to speak to them directly", human],
      ['Please ask a team member to phone my assistant Lerato on 071 234 5678', human],
      ['I need someone senior to look at a refund for me', human],
      ['Connect me with an isiZulu speaking agent please', human],
      ['Is there a person I can talk to about a confidential matter involving my family?', human],
      ["I'd like to chat to a real concierge about planning a proposal", human],
      ['Can I speak to your supervisor', human],
      ['Get someone from the concierge desk on the phone for me please', human],
      ['No more bot. I want a person to handle this from here.', human],
    ],
  ),
};
