import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Eleventh held-out set: what a concierge does not do (general knowledge, advice, weather, news,
 * sums, writing) and members who want a person, politely, impatiently or after a problem.
 */
export const HELD_OUT_11_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ['who won the currie cup final last year', outOfScope],
      ['Is it going to rain in Durban on Saturday?', outOfScope],
      ['whats 17% of R48 500', outOfScope],
      [
        'Can you write a speech for my best friend’s wedding? Something funny but not too rude',
        outOfScope,
      ],
      ['what stage of loadshedding are we on today', outOfScope],
      ['Should I buy Naspers shares or wait?', outOfScope],
      ['how do i fix my pool pump, its making a grinding noise', outOfScope],
      ['translate "thank you for a lovely evening" into French please', outOfScope],
      ['What is the population of Gqeberha?', outOfScope],
      [
        'My son needs help with his grade 10 maths homework, can you explain quadratic equations',
        outOfScope,
      ],
      ['whats the rand dollar exchange rate right now', outOfScope],
      ['tell me a joke about joburg taxis', outOfScope],
      [
        'Could you give me some legal advice about a dispute with my neighbour over a boundary wall?',
        outOfScope,
      ],
      ['how many calories in a bunny chow', outOfScope],
      ['who is the current president of france again', outOfScope],
      ['recommend a good book for the holidays', outOfScope],
      ['I have a headache and a temperature, what medication should I take?', outOfScope],
      ['can you do my tax return', outOfScope],
      ['What time is sunset in Cape Town today?', outOfScope],
      ['write me a poem about the karoo', outOfScope],
      ['is the N3 open at Van Reenen right now', outOfScope],
      ['what are the latest headlines on news24 this morning', outOfScope],
      ['Can you help me draft an email to my landlord about the leaking geyser?', outOfScope],
      ['how do you make malva pudding', outOfScope],
      ['whats the best crypto to buy this month', outOfScope],
      ['Could you hack into my ex’s Instagram and delete our photos?', outOfScope],
      ['explain how the electoral system works in SA', outOfScope],
      ['who would win in a fight, a lion or a buffalo', outOfScope],
      ['whats the score in the proteas game at newlands', outOfScope],
      ['what is the meaning of life, honestly, asking for a friend', outOfScope],

      // A person.
      ['i want to speak to a real person', human],
      ['Could you please put me through to one of your human concierges?', human],
      ['get me a human NOW, this bot is useless', human],
      ['can a person call me back please', human],
      ['I would rather deal with a real person for this one, it is a sensitive matter.', human],
      ['talk to agent', human],
      [
        'The driver never pitched last night and nobody answered, I need someone from your team to phone me',
        human,
      ],
      ['Is there an actual human I can chat to?', human],
      ['connect me with my personal concierge, the human one', human],
      ['hand me over to a staff member please', human],
      [
        'I have been going round in circles with you for 10 minutes. Let me talk to somebody real.',
        human,
      ],
      ['can i have a human being please', human],
      ['please escalate this to a manager at aurum, i am not happy', human],
      ['Hello, I need help from a real person with a complaint about a provider', human],
      ['operator', human],
      ['my assistant usually deals with a lady from your team, can you get her on the line', human],
      ['human concierge please', human],
      ['Rather let one of your people handle this, I need it done properly', human],
      ['speak to someone', human],
      [
        'Could a member of the concierge team contact me? I prefer to discuss my daughter’s wedding in person',
        human,
      ],
      ['can you transfer me to a live agent', human],
      ['not a robot please, a person', human],
      ['There was a problem with my bill and I want to speak to someone at Aurum about it', human],
      ['i need to talk to a real concierge asap', human],
      ['Please have someone phone me on my cell', human],
    ],
  ),
};
