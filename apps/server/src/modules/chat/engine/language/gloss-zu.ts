import {
  applyRules,
  compilePhraseTable,
  englishOrdinal,
  type PatternRule,
  type PhraseTable,
} from './phrase-table';
import { ZU_PLACE_RULES } from './zu-places';

/**
 * isiZulu into the English the concierge engine reads. isiZulu joins words together, so besides
 * a table of words and phrases the gloss reads verb stems ("ngicela ukhansele" holds -khansel-,
 * cancel), nouns behind a prefix ("ngesicelo sami": about my request), locatives on places
 * ("eThekwini", "eSandton"), clock times ("ngo-8", "ngehora lesishiyagalombili") and counts of
 * people ("abantu abane": 4 people).
 */

/** Counting stems: "aba-ne" 4 people, "lesi-ne" the fourth hour. */
const COUNT_STEMS: Readonly<Record<string, number>> = {
  bili: 2,
  thathu: 3,
  ne: 4,
  hlanu: 5,
  yisithupha: 6,
  yisikhombisa: 7,
  yisishiyagalombili: 8,
  yisishiyagalolunye: 9,
  yishumi: 10,
  'yishumi nanye': 11,
  'yishumi nambili': 12,
};
const HOUR_STEMS: Readonly<Record<string, number>> = {
  lokuqala: 1,
  lesibili: 2,
  lesithathu: 3,
  lesine: 4,
  lesihlanu: 5,
  lesithupha: 6,
  lesikhombisa: 7,
  lesishiyagalombili: 8,
  lesishiyagalolunye: 9,
  leshumi: 10,
  'leshumi nanye': 11,
  'leshumi nambili': 12,
};
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .join('|')
    .replace(/ /g, '\\s+');
const COUNT = alternatives(Object.keys(COUNT_STEMS));
const countOf = (stem: string) => COUNT_STEMS[stem.toLowerCase().replace(/\s+/g, ' ')] ?? 0;

/** Nouns, written with their augment; a prefix in front of them is read too (see nounBehindPrefix). */
const NOUNS: PhraseTable = {
  umpheki: 'chef',
  abapheki: 'chefs',
  ushefu: 'chef',
  umshayeli: 'driver',
  abashayeli: 'drivers',
  imoto: 'car',
  izimoto: 'cars',
  indlu: 'house',
  ihhotela: 'hotel',
  ihotela: 'hotel',
  ivila: 'villa',
  igumbi: 'room',
  amagumbi: 'rooms',
  isikebhe: 'boat',
  izikebhe: 'boats',
  iyathi: 'yacht',
  unogada: 'security guard',
  onogada: 'security guards',
  umqaphi: 'bodyguard',
  abaqaphi: 'bodyguards',
  ukuphepha: 'security',
  ukuvikelwa: 'protection',
  itafula: 'restaurant table',
  amatafula: 'restaurant tables',
  irestshurenti: 'restaurant',
  irestorenti: 'restaurant',
  irestrenti: 'restaurant',
  isidlo: 'meal',
  idina: 'dinner',
  ilantshi: 'lunch',
  ibhulakufesi: 'breakfast',
  umcimbi: 'event',
  imicimbi: 'events',
  iphathi: 'party',
  umshado: 'wedding',
  umgubho: 'celebration',
  umhlangano: 'meeting',
  ukuthenga: 'shopping',
  izingubo: 'clothes',
  isipho: 'gift',
  izipho: 'gifts',
  ibhanoyi: 'flight',
  indiza: 'flight',
  izindiza: 'flights',
  ithikithi: 'ticket',
  amathikithi: 'tickets',
  uhambo: 'trip',
  iholide: 'holiday',
  iwayini: 'wine',
  isicelo: 'request',
  izicelo: 'requests',
  ubulungu: 'membership',
  izinga: 'tier',
  umuntu: 'person',
  abantu: 'people',
  isimo: 'status',
  umndeni: 'family',
  abangane: 'friends',
  izingane: 'children',
  ukudla: 'food',
  ulwandle: 'sea',
  ukudoba: 'fishing',
  umthwebuli: 'photographer',
  izimbali: 'flowers',
  isikhumulo: 'airport',
  usuku: 'day',
  izinsuku: 'days',
  ubusuku: 'night',
};

/** Noun phrases, read before single words. */
const NOUN_PHRASES: PhraseTable = {
  'umpheki ozimele': 'private chef',
  'umpheki wangasese': 'private chef',
  'ushefu ozimele': 'private chef',
  'umshayeli ozimele': 'personal driver',
  'umshayeli wemoto': 'driver',
  'imoto kanokusho': 'luxury car',
  'imoto yokuqasha': 'rental car',
  'indlu yokuhlala': 'accommodation',
  'indawo yokuhlala': 'accommodation',
  'isikebhe sikanokusho': 'yacht',
  'indawo yokudla': 'restaurant',
  'isidlo sakusihlwa': 'dinner',
  'isidlo sasebusuku': 'dinner',
  'isidlo sasemini': 'lunch',
  'isidlo sasekuseni': 'breakfast',
  'usuku lokuzalwa': 'birthday',
  'uhambo lwewayini': 'wine tour',
  'uhambo lokunambitha iwayini': 'wine tasting',
  'isikhumulo sezindiza': 'airport',
  'ubulungu bami': 'my membership',
  'izinga lobulungu': 'membership tier',
  'izinga lobulungu bami': 'my membership tier',
};

/** Nouns marked so a possessive after them ("isicelo sami") moves in front ("my request"). */
const marked = (table: PhraseTable): PhraseTable =>
  Object.fromEntries(Object.entries(table).map(([zu, english]) => [zu, `⟦${english}⟧`]));

/** The prefixes that merge with a noun's augment: nga-, na-, sa-, la-, wa-, ya-, ba-, za-, ka-, kwa-. */
const NOUN_PREFIXES = ['ng', 'kw', 'n', 's', 'l', 'w', 'y', 'b', 'z', 'k'];
const MERGED = { a: 'a', i: 'e', u: 'o' } as const;

/** "wesidlo sasemini" (of the lunch) beside "isidlo sasemini": each phrase behind each prefix. */
const behindPrefixes = (table: PhraseTable): PhraseTable =>
  Object.fromEntries(
    Object.entries(table).flatMap(([zu, english]) => {
      const vowel = zu.charAt(0) as keyof typeof MERGED;
      if (!(vowel in MERGED)) return [];
      return NOUN_PREFIXES.map((prefix) => [`${prefix}${MERGED[vowel]}${zu.slice(1)}`, english]);
    }),
  );

const MONTHS: Readonly<Record<string, string>> = {
  januwari: 'january',
  februwari: 'february',
  mashi: 'march',
  ephreli: 'april',
  meyi: 'may',
  juni: 'june',
  julayi: 'july',
  agasti: 'august',
  septhemba: 'september',
  okthoba: 'october',
  novemba: 'november',
  disemba: 'december',
};
const WEEKDAYS: Readonly<Record<string, string>> = {
  msombuluko: 'monday',
  lwesibili: 'tuesday',
  lwesithathu: 'wednesday',
  lwesine: 'thursday',
  lwesihlanu: 'friday',
  mgqibelo: 'saturday',
};

/** "ngoMgqibelo" on Saturday, "uMgqibelo" Saturday, "kuNovemba" in November. */
const DAYS_AND_MONTHS: PhraseTable = Object.fromEntries([
  ...Object.entries(WEEKDAYS).flatMap(([day, english]) => [
    [day, english],
    [`u${day}`, english],
    [`ngo${day}`, `on ${english}`],
  ]),
  ...Object.entries(MONTHS).flatMap(([month, english]) =>
    ['', 'u', 'ku', 'ngo', 'ka'].map((prefix) => [`${prefix}${month}`, english]),
  ),
]);

const WORDS: PhraseTable = {
  ...marked(NOUNS),
  ...marked(behindPrefixes(NOUN_PHRASES)),
  ...marked(NOUN_PHRASES),
  ...DAYS_AND_MONTHS,
  isonto: 'sunday',
  ngesonto: 'on sunday',
  'isonto elizayo': 'next week',
  'ngesonto elizayo': 'next week',
  'evikini elizayo': 'next week',
  'kuleli sonto': 'this week',
  kulelisonto: 'this week',
  impelasonto: 'weekend',
  ngempelasonto: 'at the weekend',
  'ngempelasonto ezayo': 'next weekend',
  'ngenyanga ezayo': 'next month',
  'inyanga ezayo': 'next month',
  // Days and times.
  namuhla: 'today',
  namhlanje: 'today',
  kusasa: 'tomorrow',
  ngomuso: 'tomorrow',
  ngakusasa: 'tomorrow',
  ngomhlomunye: 'the day after tomorrow',
  'namuhla kusihlwa': 'this evening',
  'namhlanje kusihlwa': 'this evening',
  'kusihlwa namuhla': 'this evening',
  'namuhla ebusuku': 'tonight',
  'namhlanje ebusuku': 'tonight',
  kusihlwa: 'in the evening',
  ntambama: 'in the afternoon',
  'ntambama kakhulu': 'in the late afternoon',
  emini: 'at midday',
  'emini bebade': 'at noon',
  ekuseni: 'in the morning',
  'ekuseni kakhulu': 'in the early morning',
  ebusuku: 'night',
  elizayo: 'next',
  ezayo: 'next',
  ozayo: '',
  olandelayo: '',
  // Asking and courtesy.
  ngicela: 'please',
  sicela: 'please',
  ngiyacela: 'please',
  ngifuna: 'I want',
  sifuna: 'we want',
  ngidinga: 'I need',
  sidinga: 'we need',
  ngingathanda: 'I would like',
  singathanda: 'we would like',
  ngingathola: 'can I get',
  singathola: 'can we get',
  ungakwazi: 'can you',
  ungangisiza: 'can you help me',
  ngisize: 'help me',
  usizo: 'help',
  ngiyabonga: 'thank you',
  siyabonga: 'thank you',
  'ngiyabonga kakhulu': 'thank you very much',
  ngibonga: 'thanks',
  sawubona: 'hello',
  sanibonani: 'hello',
  molo: 'hello',
  molweni: 'hello',
  unjani: 'how are you',
  ninjani: 'how are you',
  kunjani: 'how are you',
  yebo: 'yes',
  cha: 'no',
  // Cancelling, changing, status.
  susa: 'cancel',
  ususe: 'cancel',
  esikhundleni: 'instead',
  'esikhundleni salokho': 'instead',
  empeleni: 'actually',
  'yenza kube': 'make it',
  'kwenze kube': 'make it',
  'kuhamba kanjani': 'what is the status of',
  sikuphi: 'where is',
  ikuphi: 'where is',
  uphi: 'where is',
  kuphi: 'where',
  'isimo sezulu': 'the weather',
  izulu: 'the weather',
  izindaba: 'news',
  'kukhona okusha': 'any update',
  uthe: 'said',
  uthini: 'what did they say',
  // The member's data.
  zingaki: 'how many',
  ezingaki: 'how many',
  ngaki: 'how many',
  ngakanani: 'how many',
  ngingakanani: 'how many',
  ezisele: 'left',
  ezisalile: 'left',
  engisenazo: 'do I have left',
  'engisele nazo': 'do I have left',
  ngisele: 'I have left',
  liphi: 'which',
  yiliphi: 'which',
  nini: 'when',
  yini: 'what',
  okuzayo: 'coming up',
  'yini okuzayo': 'what is coming up',
  // A person.
  'ngifuna ukukhuluma nomuntu': 'I want to talk to a person',
  ukukhuluma: 'to talk',
  khuluma: 'talk',
  ngikhulume: 'talk',
  nomuntu: 'to a person',
  'nomuntu wangempela': 'to a real person',
  'umuntu wangempela': 'a real person',
  'nomuntu ophilayo': 'to a real person',
  wangempela: 'real',
  // Places that are not a place name.
  ekhaya: 'at home',
  emakhaya: 'at home',
  endlini: 'at the house',
  emzini: 'at home',
  ehhotela: 'at the hotel',
  ehotela: 'at the hotel',
  erestshurenti: 'at the restaurant',
  erestorenti: 'at the restaurant',
  esikhumulweni: 'at the airport',
  'esikhumulweni sezindiza': 'at the airport',
  esontweni: 'church',
  emanzini: 'on the water',
  ephathini: 'at the party',
  emshadweni: 'at the wedding',
  edolobheni: 'in town',
  // Qualities and small words.
  ozimele: 'private',
  wangasese: 'private',
  kanokusho: 'luxury',
  sikanokusho: 'luxury',
  sami: '⟪my⟫',
  wami: '⟪my⟫',
  yami: '⟪my⟫',
  lami: '⟪my⟫',
  bami: '⟪my⟫',
  zami: '⟪my⟫',
  kwami: '⟪my⟫',
  lwami: '⟪my⟫',
  umkami: 'my wife',
  'umyeni wami': 'my husband',
  futhi: 'and',
  kanye: 'and',
  mina: 'me',
  wena: 'you',
  thina: 'we',
  kimi: 'for me',
  kithi: 'for us',
  nami: 'with me',
  nathi: 'with us',
  lapha: 'here',
  manje: 'now',
  masinyane: 'asap',
  ngokushesha: 'asap',
  kodwa: 'but',
  uma: 'if',
  ukuya: 'to',
  ngiya: 'I am going to',
  siya: 'we are going to',
  ukusuka: 'from',
  kusuka: 'from',
  ngoba: 'because',
};

/** Verb stems, wherever they sit in a word: "ngicela ungibhukhele" holds -bhukh-, book. */
const STEMS: readonly [RegExp, string][] = [
  // "angisamdingi": I no longer need him.
  [/^a?(?:ngi|si)sa\p{L}{0,3}(?:ding|fun)\p{L}*$/u, 'cancel, no longer need'],
  [/khansel/u, 'cancel'],
  [/bhukh?/u, 'book'],
  [/shintsh/u, 'change'],
  [/guqul/u, 'change'],
  [/hlehlis/u, 'move'],
  [/[aeiou]hlel/u, 'arrange'],
  [/qinisekis/u, 'confirmed'],
  [/vuselel/u, 'renew'],
  [/khumbul/u, 'remember'],
  [/phekel/u, 'cook for'],
  [/[aeiou]qash/u, 'hire'],
  [/(?:ngi|si)land/u, 'pick me up'],
  [/(?:ngi|si)yis[ae]/u, 'take me to'],
  [/[aeiou]theng/u, 'shopping'],
];

/** Rewrites before the word table: places, clock times, dates, counts of people. */
const RULES: readonly PatternRule[] = [
  ...ZU_PLACE_RULES,
  // "ngo-8", "ngo 19:00", "ngo8": at 8.
  [/(?<![\p{L}])ngo-?\s?(\d{1,2}(?:[:h.]\d\d)?)(?!\d)/giu, (_, time) => `at ${time}`],
  // "ngehora le-8", "ngehora lesishiyagalombili": at 8.
  [/(?<![\p{L}])ngehora\s+(?:lesi|le|lwe)?-?(\d{1,2})(?!\d)/giu, (_, hour) => `at ${hour}`],
  [
    new RegExp(
      `(?<![\\p{L}])ngehora\\s+(${alternatives(Object.keys(HOUR_STEMS))})(?![\\p{L}])`,
      'giu',
    ),
    (_, stem) => `at ${HOUR_STEMS[stem!.toLowerCase().replace(/\s+/g, ' ')]}`,
  ],
  // "ngomhla ka-20", "mhla zi-5": on the 20th, the 5th; "ngomhla ka-24 kuDisemba": on 24 december.
  [
    new RegExp(
      `(?<![\\p{L}])(?:ngo)?mhla\\s+(?:ka|zi(?:yi|nga|ngama)?|wama|we|wesi)?-?(\\d{1,2})(?!\\d)(?:\\s+(?:ku|ngo|ka|u)?(${Object.keys(MONTHS).join('|')})(?![\\p{L}]))?`,
      'giu',
    ),
    (_, day, month) =>
      month ? `on ${day} ${MONTHS[month.toLowerCase()]}` : `on the ${englishOrdinal(Number(day))}`,
  ],
  // "abantu abane", "abangu-6", "sibabili": for 4 people, 6, 2.
  [
    new RegExp(
      `(?:(?<![\\p{L}])\\p{L}*bantu\\s+)?(?<![\\p{L}])(?:aba|siba|ngaba)(${COUNT})(?![\\p{L}])`,
      'giu',
    ),
    (_, stem) => `for ${countOf(stem!)} people`,
  ],
  [
    /(?:(?<![\p{L}])\p{L}*bantu\s+)?(?<![\p{L}])(?:aba|siba)(?:ngu|ngama|yi)-?(\d{1,3})(?!\d)/giu,
    (_, size) => `for ${size} people`,
  ],
  // "ubusuku obubili": 2 nights.
  [
    /(?<![\p{L}])ubusuku\s+obu(bili|thathu|ne|hlanu)(?![\p{L}])/giu,
    (_, stem) => `${countOf(stem!)} nights`,
  ],
  // "kunjani ngesicelo sami": the status of my request (kunjani on its own is a greeting).
  [/(?<![\p{L}])kunjani(?=\s+ng[aeo])/giu, () => 'what is the status of'],
];

const readWords = compilePhraseTable(WORDS);
const NOUN_KEYS = new Map(Object.entries(NOUNS));

/**
 * A noun behind a prefix: "ngesicelo" is nga + isicelo, "nomshayeli" na + umshayeli,
 * "kwabantu" kwa + abantu. The vowels merge (a + i = e, a + u = o), so the augment is restored.
 */
function nounBehindPrefix(word: string): string | null {
  const match = word.toLowerCase().match(/^(?:ng|kw|n|s|l|w|y|b|z|k)([aeo])(\p{L}{2,})$/u);
  if (!match) return null;
  const augment = { a: 'a', e: 'i', o: 'u' }[match[1] as 'a' | 'e' | 'o'];
  const english = NOUN_KEYS.get(`${augment}${match[2]}`);
  return english ? `⟦${english}⟧` : null;
}

/** A word the table did not know: a noun behind a prefix, or a verb by its stem. */
function readWord(word: string): string {
  if (/^[\x20-\x7e]*$/.test(word) && word.length < 4) return word;
  const noun = nounBehindPrefix(word);
  if (noun) return noun;
  const lower = word.toLowerCase();
  return STEMS.find(([stem]) => stem.test(lower))?.[1] ?? word;
}

/** Places "my" before the noun it follows in isiZulu ("isicelo sami": my request). */
const possessivesFirst = (text: string) =>
  text
    .replace(/⟦([^⟧]+)⟧\s+⟪my⟫/gu, 'my $1')
    .replace(/⟪my⟫/gu, 'my')
    .replace(/[⟦⟧]/gu, '')
    .replace(/\b(to|from) (?:in|at the) /gi, (_, direction: string) => `${direction} `);

/** An isiZulu (or isiZulu and English) message in the English the engine reads. */
export function glossZulu(text: string): string {
  const read = readWords(applyRules(text, RULES)).replace(/[\p{L}]+/gu, (word) => readWord(word));
  return possessivesFirst(read);
}
