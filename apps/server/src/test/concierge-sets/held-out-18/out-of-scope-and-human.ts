import { human, outOfScope, rowsIn, type LabelledSet } from '../labels';

/**
 * Eighteenth held-out set: what a concierge does not do (a Currie Cup result, the dollar rate,
 * provisional tax, a speech for a 70th, a slow laptop, a percentage, a French translation, rain
 * on a Saturday, a malva pudding recipe, a share tip, load shedding, river homework, an Instagram
 * caption, a capital city, a barking neighbour, a boat's name, ETFs, the Gautrain, a concert
 * line-up, a child's rash, a Sharks result, calories in a boerewors roll, a letter about
 * potholes, moles in the garden, a flat car battery, a beach braai permit, the weather in Plett,
 * Shiraz against Merlot, a joke, a wonder of nature, a timesheet, an equation), several naming a
 * place or a day as if they were requests; and members who want a person: politely, curtly
 * ("Get me a human. Now."), by phone, WhatsApp or e-mail with or without a number, after a run
 * of mistakes, for a double charge, a refund or a sensitive family matter, a named concierge, a
 * supervisor, someone senior, the concierge on duty, a corporate account, a complaint, an
 * emergency abroad, a call to a spouse, or because they would rather not tell an AI.
 */
export const HELD_OUT_18_OUT_OF_SCOPE_AND_HUMAN: LabelledSet = {
  kind: 'out_of_scope/human',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Out of scope.
      ['Who won the Currie Cup final last year?', outOfScope],
      ['What’s the rand doing against the US dollar today?', outOfScope],
      ['When is the deadline for my second provisional tax payment?', outOfScope],
      [
        'Can you write me a funny speech for my dad’s 70th? He loves fishing and hates cats',
        outOfScope,
      ],
      ['My laptop is running super slow since the update, any tips?', outOfScope],
      ['What is 17% of 4,350?', outOfScope],
      ['Translate “thank you for your wonderful hospitality” into French please', outOfScope],
      ['Is it going to rain in Cape Town on Saturday?', outOfScope],
      ['Give me a proper recipe for malva pudding, the one with the sauce', outOfScope],
      ['Should I be buying Naspers shares right now?', outOfScope],
      ['Which stage of load shedding is Joburg on tonight?', outOfScope],
      ['Help my son with his geography homework about the Orange River', outOfScope],
      ['Draft an Instagram caption for my holiday photos from Zanzibar', outOfScope],
      ['What’s the capital of Botswana again?', outOfScope],
      [
        'My neighbour’s dog barks all night in Sandton, what can I legally do about it?',
        outOfScope,
      ],
      ['What should I name my new boat? Something witty please', outOfScope],
      ['Explain what an ETF is in simple terms', outOfScope],
      ['Is the Gautrain running normally this morning?', outOfScope],
      ['Who’s performing at the Grand Arena at GrandWest this month?', outOfScope],
      ['My little one has a rash on her tummy, could it be measles?', outOfScope],
      ['Did the Sharks win on Saturday?', outOfScope],
      ['How many calories are in a boerewors roll?', outOfScope],
      [
        'Write a complaint letter to the municipality about the potholes on my street in Bryanston',
        outOfScope,
      ],
      ['What’s the best way to get rid of moles in my garden?', outOfScope],
      ['How do I jump-start a car with a flat battery?', outOfScope],
      ['Do I need a permit to braai on the beach in Umhlanga on Sunday?', outOfScope],
      ['What’s the weather going to be like in Plett on Sunday?', outOfScope],
      ['What’s the actual difference between a Shiraz and a Merlot?', outOfScope],
      ['Tell me a joke about accountants', outOfScope],
      ['In what year was Table Mountain named a wonder of nature?', outOfScope],
      ['Can you fill in my timesheet for this week?', outOfScope],
      ['Solve this for me: 3x + 7 = 22', outOfScope],

      // A person.
      ['I’d like to talk to an actual human please', human],
      ['Can a real concierge call me on 082 555 0134?', human],
      ['Please put me through to someone at Aurum, this bot isn’t getting it', human],
      ['I want to speak to a person about a billing issue, I was charged twice', human],
      ['Is there a manager I can speak to?', human],
      ['Get me a human. Now.', human],
      ['Can someone from your team WhatsApp me?', human],
      ['I’d prefer to deal with a person for this one, it’s a sensitive family matter', human],
      ['Connect me with my personal concierge, Thandi', human],
      ['That’s three things you’ve got wrong in a row. I need a human', human],
      ['Please escalate this to a supervisor', human],
      ['Could someone on staff email me please, I’d rather not do this over chat', human],
      ['human agent pls 🙏', human],
      ['I need to speak to someone urgently, it’s an emergency with my booking overseas', human],
      ['Can I speak to someone senior about a refund on my membership?', human],
      ['Transfer me to a live person', human],
      ['Please ask one of your consultants to phone me tomorrow morning', human],
      ['No more bot. Real person please', human],
      ['Who can I talk to, a person I mean, about a corporate account for my company?', human],
      ['I want to lodge a complaint with a human being, not a chatbot', human],
      ['Let me chat to the human concierge', human],
      [
        'Have someone from your team call my wife on 071 234 5678, it’s about her birthday surprise',
        human,
      ],
      ['I’m not comfortable sharing this with an AI. Can I talk to a real person?', human],
      ['Who’s the concierge on duty today? Put me through to them', human],
      ['Can you hand me over to a human, please', human],
    ],
  ),
};
