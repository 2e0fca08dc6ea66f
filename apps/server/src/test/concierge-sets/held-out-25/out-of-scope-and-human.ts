import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Twenty-fifth held-out set: what a concierge does not do (a tax-free savings account, a eulogy,
 * red wine on a white couch, swimming at Clifton in winter, sunrise in Durban tomorrow, a boerewors
 * roll's calories, a German translation, the capital of Mozambique, the Durban July, the JSE, a dog
 * that digs, a beach novel, a percentage, a router, Table Mountain against Lion's Head, a joke
 * about accountants, the weather in Joburg on Saturday, the next public holiday, the drive to
 * Durban, rooibos against green tea, ubuntu, a T-bone on the braai, a cover letter, the municipal
 * elections, e-tolls, learning isiXhosa, cricket's DLS method, a ripe avocado, the planets, the
 * Mona Lisa), several naming a place, a day or "tomorrow" as if they were requests; and members who
 * want a person: politely, bluntly ("Operator!!", "talk 2 human pls"), by phone with a number,
 * after 5pm, by e-mail with an address, on WhatsApp, for a complaint, a refund, a supervisor, a
 * named concierge, someone senior, something sensitive or delicate, a dislike of bots, a live
 * agent, a callback, the account.
 */
export const HELD_OUT_25_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      ['Should I put my bonus into a tax-free savings account or pay off the bond?', outOfScope],
      ['Write me a eulogy for my uncle, he loved fishing and the Sharks', outOfScope],
      ['How do I get red wine out of a white couch?', outOfScope],
      ['Is it safe to swim at Clifton in winter?', outOfScope],
      ['What time does the sun rise in Durban tomorrow?', outOfScope],
      ['Roughly how many calories in a boerewors roll with onions?', outOfScope],
      ["Translate 'thank you very much' into German for me", outOfScope],
      ["What's the capital of Mozambique?", outOfScope],
      ['Which horse is the favourite for the Durban July this year?', outOfScope],
      ['Explain how the JSE all share index works', outOfScope],
      ['My dog keeps digging under the fence, any tips?', outOfScope],
      ['Can you recommend a good novel to read on the beach?', outOfScope],
      ["What's 17% of R48,500?", outOfScope],
      ['How do I reset my fibre router?', outOfScope],
      ["Is Table Mountain taller than Lion's Head?", outOfScope],
      ['Tell me a clean joke about accountants for my speech', outOfScope],
      ['What will the weather do in Joburg on Saturday?', outOfScope],
      ['When is the next South African public holiday?', outOfScope],
      ['How long does it take to drive from Joburg to Durban?', outOfScope],
      ['Which is healthier, rooibos or green tea?', outOfScope],
      ["What's the meaning of the word ubuntu?", outOfScope],
      ['How long do you braai a T-bone for medium rare?', outOfScope],
      ['Help me write a cover letter for an accounting job', outOfScope],
      ['Any news on the municipal elections?', outOfScope],
      ['Are the e-tolls in Gauteng still running?', outOfScope],
      ["What's the best way to learn isiXhosa as an adult?", outOfScope],
      ["Can you explain cricket's DLS method to me?", outOfScope],
      ['How do I know if my avocado is ripe?', outOfScope],
      ['Which planet is closest to the sun?', outOfScope],
      ['Who painted the Mona Lisa?', outOfScope],
      // A person.
      ["I'd prefer to chat to one of your concierges, not software", human],
      ['Please get a human to phone me on 072 111 2233', human],
      ['Escalate this to your manager please', human],
      ['Can someone from the team email me at thandi.m@example.co.za?', human],
      ['I want to lodge a complaint with an actual person', human],
      ['You keep getting it wrong. Person please.', human],
      ['Put me through to my personal concierge, Nomvula', human],
      ['This is sensitive, I need to discuss it with a real staff member', human],
      ['Please have a human concierge WhatsApp me', human],
      ['Who can I speak to about a refund? A person, please', human],
      ['Please connect me with a live agent from your team', human],
      ['Get me someone senior on the line', human],
      ['talk 2 human pls', human],
      ["I don't trust bots with this. Can a real concierge help?", human],
      ['Can a staff member call me after 5pm today?', human],
      ['Hand me over to the concierge team please', human],
      ["I'd like a callback from one of your consultants", human],
      ['Operator!! A human, please', human],
      ['Is there an actual human I can speak to about my account?', human],
      ['Please let a person take over this chat', human],
      ['I need your human concierge for something delicate', human],
      ['Pass me to a supervisor', human],
      ['How do I descale a kettle?', outOfScope],
      ['In what year did South Africa hold its first democratic election?', outOfScope],
      ['I need to speak to the person who handled my last booking', human],
      ['Can I get a real person to help me with an invoice?', human],
    ],
  ),
};
