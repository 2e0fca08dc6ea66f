import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-seventh held-out set: what a concierge does not do (the SARS filing deadline, an Excel
 * formula, malva pudding, photosynthesis homework, a dripping tap, the Comrades winner, tyre
 * pressure, a joke about accountants, a dream about falling, a bow tie, cricket for an American, a
 * word in Portuguese, a square root, the words of Shosholoza, Naspers shares, a bunny chow's
 * calories, a series to watch, a tarnished silver teapot, a star sign, Fahrenheit for an oven, the
 * Mona Lisa, fertiliser for roses, Table Mountain's age, Australia's capital, a Wordle word, the
 * drive from Durban to Joburg, a eulogy, retirement annuities, dogs and avocado, a netball team,
 * the hottest planet, the first democratic president, a first car for a son, the language on a TV),
 * several naming a place, a day or "this weekend" as if they were requests; and members who want a
 * person: handed over, about a corporate account, an elderly father who dislikes apps, an
 * escalation, a dedicated concierge, WhatsApp, a complaint about a chef, a real concierge to look
 * at the bookings, someone in person at the office, a transfer, "is anyone actually there?", a
 * consultant on the line, a wife's surprise not for a chat log, a staff member taking over the
 * chat, a refund, a complicated trip, a data privacy concern, whoever is on duty tonight, a member
 * hard of hearing, "stop", a formal escalation, a person to join the conversation, a video call,
 * and a member who has explained it three times.
 */
export const HELD_OUT_27_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ['When is the deadline for filing my SARS tax return this year?', outOfScope],
      ['Write me an Excel formula that adds up column B if column A says paid', outOfScope],
      ["What's a good recipe for malva pudding, my gran's one got lost", outOfScope],
      ['Help my son with his photosynthesis homework, he is stuck on question 3', outOfScope],
      ['How do I fix a dripping kitchen tap without calling a plumber?', outOfScope],
      ['Who won the Comrades Marathon last year?', outOfScope],
      ["What's the correct tyre pressure for a Toyota Fortuner?", outOfScope],
      ['Tell me a joke about accountants, I need a laugh', outOfScope],
      ['What does it mean if I keep dreaming about falling?', outOfScope],
      ['How do you tie a bow tie properly?', outOfScope],
      ['Explain the rules of cricket to my American friend in simple terms', outOfScope],
      ["Translate 'happy birthday, my friend' into Portuguese", outOfScope],
      ["What's the square root of 7,396?", outOfScope],
      ['What are the words to Shosholoza? We want to sing it at the office party', outOfScope],
      ['Should I buy Naspers shares now or wait?', outOfScope],
      ['How many calories are in a quarter mutton bunny chow?', outOfScope],
      ['Recommend a good series to watch this weekend', outOfScope],
      ['How do I clean a tarnished silver teapot?', outOfScope],
      ["What's my star sign if I was born in the middle of March?", outOfScope],
      ['Convert 350 Fahrenheit to Celsius for my oven please', outOfScope],
      ["Who painted the Mona Lisa? It's for a pub quiz", outOfScope],
      ["What's the best fertiliser for roses in Joburg's clay soil?", outOfScope],
      ['How old is Table Mountain, roughly?', outOfScope],
      ["What's the capital of Australia? My daughter says Sydney", outOfScope],
      ['Give me a five-letter word ending in -ight for Wordle today', outOfScope],
      ['How long does it take to drive from Durban to Joburg on the N3?', outOfScope],
      ['Write a eulogy for my uncle, he loved fishing and rugby', outOfScope],
      ['What is the difference between a retirement annuity and a pension fund?', outOfScope],
      ['Can dogs eat avocado or is it poisonous?', outOfScope],
      ['How many players are in a netball team?', outOfScope],
      ['Which planet in the solar system is the hottest?', outOfScope],
      [
        'Who was the first president of a democratic South Africa? My grandson is asking for a school project',
        outOfScope,
      ],
      ['Which is the better first car for my son, a Polo or a Swift?', outOfScope],
      ['How do I change the language on my Samsung TV?', outOfScope],

      // Someone from the team.
      [
        "Please hand me over to one of your concierges, I'd rather discuss this with a person",
        human,
      ],
      ['Is there a human I could speak to about our corporate account?', human],
      [
        "My father is 84 and doesn't like chatting to apps, could someone from your team speak to him?",
        human,
      ],
      ["I need to escalate something, who's the person in charge of the concierge team?", human],
      ['Can you connect me with my dedicated concierge, please', human],
      ["I'd like to WhatsApp someone from the Aurum team directly", human],
      ['Put me through to your team, this is about a complaint with the chef last month', human],
      ["Could a real concierge look at my bookings with me? I'm not getting anywhere here", human],
      ['I want to speak to someone in person at your office', human],
      ['Transfer me to a team member please', human],
      ['Is anyone actually there? I need a person now', human],
      ['Get me a consultant on the line', human],
      ["I'd prefer to discuss my wife's surprise with a human, not in a chat log", human],
      ['Can a staff member take over this chat?', human],
      ['Let me talk to somebody who can actually authorise a refund', human],
      [
        "I'd like a human concierge for a complicated trip through four countries, can someone take this on?",
        human,
      ],
      ['Who do I talk to at Aurum about a data privacy concern? A person please', human],
      ["Hook me up with whoever's on duty at the concierge desk tonight", human],
      [
        "I'm hard of hearing so calls are tough; can a human concierge chat with me here instead?",
        human,
      ],
      ['Stop. I want an actual person', human],
      ['Kindly escalate me to your human concierge team', human],
      ['Please ask a person from your team to join this conversation', human],
      ['Can I have a video call with one of your concierges?', human],
      ["I've explained this three times; let a person from your team pick it up", human],
    ],
  ),
};
