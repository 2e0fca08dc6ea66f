import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Sixteenth held-out set: what a concierge does not do (a cricket score, the rand against the
 * dollar, e-filing, a poem and a best-man speech, wifi trouble, a percentage, a translation, the
 * weather and the sunset time, a recipe and a unit conversion, share and bitcoin questions,
 * history and geography trivia, science homework, a LinkedIn post, load shedding and a pass
 * closure, a migraine and tick bite fever, a tenant dispute, a medical-aid claim, a hotel-room
 * workout, someone's work e-mail, a puppy's name, the news, a song, a marathon result), several
 * naming a place or a day as if they were requests; and members who want a person: politely,
 * curtly ("Live agent", "Operator!"), by phone, WhatsApp or e-mail with or without a number,
 * after a complaint or a run of mistakes, for a double charge, a refund or a private or
 * sensitive matter, a named staff member, someone senior, the manager on duty, or an emergency.
 */
export const HELD_OUT_16_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ['What’s the score in the Proteas game?', outOfScope],
      ['What is the rand doing against the dollar this morning?', outOfScope],
      ['Can you help me fill in my SARS e-filing? It’s due on Friday', outOfScope],
      ['Write me a short poem for my wife’s birthday card', outOfScope],
      ['My laptop won’t connect to the hotel wifi in Umhlanga, any ideas?', outOfScope],
      ['How much is 15% of R3,450?', outOfScope],
      ['Translate “thank you for your hospitality” into French for me', outOfScope],
      ['Will it rain in Durban tomorrow afternoon?', outOfScope],
      ['What time is sunset in Cape Town on Saturday?', outOfScope],
      ['Give me a good recipe for bobotie, my mother-in-law is visiting', outOfScope],
      ['Should I buy Naspers shares before the results?', outOfScope],
      ['When was the Battle of Blood River?', outOfScope],
      ['Help my son with his grade 10 science homework on photosynthesis', outOfScope],
      ['Draft a LinkedIn post announcing my promotion', outOfScope],
      ['Is there load shedding in Pretoria East tonight?', outOfScope],
      ['What can I take for a migraine that won’t go away?', outOfScope],
      ['My tenant hasn’t paid rent for 3 months, what are my legal options?', outOfScope],
      ['How many kilometres is 26.2 miles?', outOfScope],
      ['Suggest a 20 minute workout I can do in my hotel room without weights', outOfScope],
      ['Can you read my work emails and summarise them for me?', outOfScope],
      ['We just got a ridgeback puppy, what should we name him?', outOfScope],
      ['What’s in the news today?', outOfScope],
      ['Play some Johnny Clegg for me', outOfScope],
      ['Is the N2 closed at Sir Lowry’s Pass right now?', outOfScope],
      ['Who won the Comrades Marathon this year?', outOfScope],
      ['Explain to me how bitcoin actually works', outOfScope],
      ['What’s the capital of Botswana?', outOfScope],
      ['Can you submit my medical aid claim for the physio sessions?', outOfScope],
      ['whats 2 cups of flour in grams', outOfScope],
      ['Write my best man speech for the wedding in Franschhoek on Saturday', outOfScope],
      [
        'We were hiking in the Magaliesberg last week - what are the symptoms of tick bite fever?',
        outOfScope,
      ],

      // A person.
      ['Can I speak to a real person please, just for a minute?', human],
      ['I’d like to talk to someone on your team, not a bot', human],
      ['Please get a human concierge to call me on 082 555 0134', human],
      [
        'This is the third time my booking has been messed up. I want to speak to a manager.',
        human,
      ],
      ['Put me through to one of your agents please', human],
      ['Can someone phone me? It’s about a private family matter', human],
      ['I need to speak to someone about a refund on my membership', human],
      ['Is Thandi available? She helped me last time and I’d like her again', human],
      ['Escalate this to someone senior please', human],
      ['Just get me a person', human],
      ['Could a member of staff WhatsApp me on 071 234 5678?', human],
      ['I’d rather deal with a human for this one if that’s ok', human],
      [
        'Emergency - my husband has collapsed in our hotel room in Umhlanga, I need someone now',
        human,
      ],
      ['Is there a person I can chat to about my bill? I was charged twice', human],
      ['Please hand me over to your human concierge', human],
      ['I don’t want to type all of this out, can somebody ring me', human],
      ['I’m not comfortable discussing this with an AI. A person please', human],
      ['Who’s the manager on duty? Please ask them to contact me', human],
      ['Live agent', human],
      ['Your bot keeps misunderstanding me, I need a real concierge', human],
      ['Can a human look at my complaint about the chef last week?', human],
      ['I’d like someone from the team to call me back this afternoon', human],
      ['Please have someone email me, I need to discuss a sensitive matter', human],
      ['Operator!! Human please', human],
    ],
  ),
};
