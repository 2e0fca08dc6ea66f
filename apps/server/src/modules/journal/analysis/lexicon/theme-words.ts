/**
 * The recurring themes of a journal (ADR 060), each with the English, South African and
 * Afrikaans words that name it. Keys are stable: the journal's insights and screens use them.
 */
export const THEME_WORDS = {
  work: 'work, working, worked, office, job, boss, meeting, meetings, client, clients, colleague, colleagues, team, board, project, presentation, pitch, pitching, tender, audit, merger, deal, contract, negotiation, inbox, emails, business, company, career, promotion, retrenchments, investors, deadline, deadlines, conference, werk, kantoor, baas, vergadering, kliente, besigheid',
  family:
    'family, kids, children, child, son, daughter, mom, mum, mother, dad, father, brother, sister, parents, gogo, granny, grandma, grandpa, baby, school run, nanny, familie, kinders, ma, pa, seun, dogter, broer, suster, ouers, ouma, oupa, baba',
  partner:
    'partner, husband, wife, boyfriend, girlfriend, fiance, fiancee, marriage, married, divorce, anniversary, my man, my vrou, my husband, my wife, date night',
  friends:
    'friend, friends, mates, the boys, the girls, old friends, neighbours, vriende, vriend, vriendin, pelle, chommie, okes, kuier, gekuier',
  sleep: 'sleep, slept, sleeping, insomnia, nap, napped, awake, woke, bed, slaap, geslaap, wakker',
  health:
    'sick, ill, flu, doctor, hospital, headache, my back, back pain, ankle, injury, test results, biopsy, check-up, dentist, health, medical, fever, sore throat, surgery, siek, dokter, hospitaal, seer, griep, pyn',
  money:
    'money, cash flow, school fees, fees, bills, budget, sars, tax, investment, investments, bank, salary, bonus, debt, cost, costs, price, insurance, geld, rekeninge, belasting',
  travel:
    'travel, trip, flight, flew, airport, holiday, vacation, lodge, kruger, abroad, luggage, airline, dubai, london, safari, reis, vakansie, vlug',
  exercise:
    'gym, a run, for a run, ran my, running, trail run, cycle, cycling, cycle tour, spin class, padel, golf, a swim, swimming, hike, hiked, comrades, marathon, half marathon, training, workout, personal best, oefen, draf, fietsry',
  home: 'house, home, renovation, builders, builder, contractor, contractors, kitchen, garden, move, moving, movers, gate motor, plumber, architect, huis, bouer, tuin',
  'load shedding':
    'load shedding, loadshedding, power cut, eskom, generator, inverter, beurtkrag, kragonderbreking',
  outdoors:
    "beach, mountain, forest, sea, bush, trail, lion's head, table mountain, chapman's peak, strand, die see, berg, plaas, farm, outdoors, sunrise, sunset, boat",
  food: 'dinner, lunch, breakfast, restaurant, braai, wine, chenin, cooking, cooked, supper, ete, aandete, middagete',
  wellness:
    'meditation, meditated, meditate, yoga, spa, massage, mindfulness, therapy, therapist, journaling, breathwork',
} as const;

export type Theme = keyof typeof THEME_WORDS;
