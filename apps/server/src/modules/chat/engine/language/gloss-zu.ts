import { findPlace } from '@aurum/shared/places/gazetteer';
import { applyRules, compilePhraseTable, englishOrdinal, type PatternRule } from './phrase-table';
import { NOUNS } from './zu-nouns';
import { MONTHS } from './zu-months';
import { COUNT_STEMS, HOUR_STEMS, ZU_WORDS } from './zu-words';
import { ZU_PLACE_RULES } from './zu-places';

/**
 * isiZulu into the English the concierge engine reads. isiZulu joins words together, so besides
 * a table of words and phrases the gloss reads verb stems ("ngicela ukhansele" holds -khansel-,
 * cancel), nouns behind a prefix ("ngesicelo sami": about my request), locatives on places
 * ("eThekwini", "eSandton"), clock times ("ngo-8", "ngehora lesishiyagalombili") and counts of
 * people ("abantu abane": 4 people).
 */

const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .join('|')
    .replace(/ /g, '\\s+');
const COUNT = alternatives(Object.keys(COUNT_STEMS));
const countOf = (stem: string) => COUNT_STEMS[stem.toLowerCase().replace(/\s+/g, ' ')] ?? 0;

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
  [/(?:ngi|si)thath/u, 'pick me up'],
  [/(?:ngi|si)yis[ae]/u, 'take me to'],
  [/[aeiou]theng/u, 'shopping'],
];

/** Nouns and noun phrases na- can join ("nomshayeli": and a driver), by their own spelling. */
const JOINED_NOUNS = new Set([
  ...Object.keys(NOUNS),
  ...Object.keys(ZU_WORDS).filter((key) => /^[iua]\S+ \S+$/.test(key)),
]);

/** Counts of days where they differ from counts of people ("izinsuku ezintathu": 3 days). */
const DAY_COUNTS: Readonly<Record<string, number>> = { mbili: 2, ntathu: 3, nhlanu: 5 };

/** The word table's keys of one word. */
const TABLE_WORDS = new Set(Object.keys(ZU_WORDS).filter((key) => !key.includes(' ')));

/** A noun behind na- ("nomshayeli") as `join` and the noun, when the noun is known. */
const joinedNoun =
  (join: string) =>
  (whole: string, vowel: string, stem: string, next: string): string => {
    // The word table's own words ("nomuntu": to a person) are left to it.
    if (TABLE_WORDS.has(whole.split(/\s+/)[0]!.toLowerCase())) return whole;
    const noun = `${{ a: 'a', e: 'i', o: 'u' }[vowel as 'a' | 'e' | 'o']}${stem}`;
    const phrase = `${noun}${next}`;
    if (JOINED_NOUNS.has(phrase.replace(/\s+/g, ' ').toLowerCase())) return `${join} ${phrase}`;
    return JOINED_NOUNS.has(noun.toLowerCase()) ? `${join} ${phrase}` : whole;
  };

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
      `(?<![\\p{L}])(?:ngo)?mhla\\s*(?:ka|zi(?:yi|ngu|nga|ngama)?|wama|we|wesi)?-?(\\d{1,2})(?!\\d)(?:\\s+(?:ku|ngo|ka|u)?(${Object.keys(MONTHS).join('|')})(?![\\p{L}]))?`,
      'giu',
    ),
    (_, day, month) =>
      month ? `on ${day} ${MONTHS[month.toLowerCase()]}` : `on the ${englishOrdinal(Number(day))}`,
  ],
  // "abantu abane", "abangu-6", "sibabili": for 4 people, 6, 2.
  [
    new RegExp(
      `(?:(?<![\\p{L}])\\p{L}*bantu\\s+)?(?<![\\p{L}])(?:aba|siba|ngaba|laba|saba|yaba|kwaba)(${COUNT})(?![\\p{L}])`,
      'giu',
    ),
    (_, stem) => `for ${countOf(stem!)} people`,
  ],
  // "sesiyisithupha": we are now 6 (a change of the party).
  [
    new RegExp(`(?<![\\p{L}])sesi(?:yi)?(${COUNT})(?![\\p{L}])`, 'giu'),
    (_, stem) => `we're now ${countOf(stem!)}`,
  ],
  // "sesiyi-10": we are now 10.
  [/(?<![\p{L}])sesi(?:yi|ngu|ngama)-?(\d{1,3})(?![\d:h.])/giu, (_, size) => `we're now ${size}`],
  // "sizoba yisishiyagalombili": we will be 8.
  [
    new RegExp(`(?<![\\p{L}])(?:ku|si)zoba\\s+(${COUNT})(?![\\p{L}])`, 'giu'),
    (_, stem) => `make it for ${countOf(stem!)} people`,
  ],
  // "siyi-10 manje": we are 10 now.
  [/(?<![\p{L}])si(?:yi|ngu|ngama)-?(\d{1,3})\s+manje\b/giu, (_, size) => `we're now ${size}`],
  // "uphuthu lwenziwa kanjani": how is uphuthu made.
  [
    /(?<![\p{L}])(\p{L}+)\s+(?:[lykswzb][wa]?)?enziwa\s+kanjani\b/giu,
    (_, dish) => `how do i make ${dish}`,
  ],
  // "sizoba 8": we will be 8.
  [/(?<![\p{L}])sizoba\s+(\d{1,3})(?![\d:h.])/giu, (_, size) => `for ${size} people`],
  // "ukukhuluma nomuntu": to talk with someone (na- after a verb is "with").
  [/(?<=(?:khuluma|xoxa|hamba)\s+)n([aeo])(\p{Ll}{2,})(\s+\p{Ll}+)?/gu, joinedNoun('with')],
  // "nomshayeli", "nendawo yokulala": and a driver, and accommodation (na- joins nouns).
  [/(?<![\p{L}])n([aeo])(\p{Ll}{2,})(\s+\p{Ll}+)?/gu, joinedNoun('and')],
  // "siyisithupha", "siyisishiyagalombili": we are 6, 8.
  [
    new RegExp(`(?<![\\p{L}])si(${COUNT})(?![\\p{L}])`, 'giu'),
    (_, stem) => `for ${countOf(stem!)} people`,
  ],
  // "siyi-10", "singama-12": we are 10, 12.
  [/(?<![\p{L}])si(?:yi|ngama|li)-?(\d{1,3})(?![\d:h.])/giu, (_, size) => `for ${size} people`],
  // "sesibayi-10", "sesibane": we are now 10, 4 (a change of the party).
  [
    /(?<![\p{L}])sesi(?:nga)?ba(?:ngu|ngama|yi)?-?(\d{1,3})(?!\d)/giu,
    (_, size) => `we're now ${size}`,
  ],
  // "sizoba bayi-11", "sizoba abangu-12": we will be 11, 12.
  [
    /(?<![\p{L}])(?:ku|si)zoba\s+a?ba(?:yi|ngu|ngama)-?(\d{1,3})(?![\d:h.])/giu,
    (_, size) => `make it for ${size} people`,
  ],
  [
    /(?:(?<![\p{L}])\p{L}*bantu\s+)?(?<![\p{L}])(?:aba|siba|laba|saba|yaba|ngaba|kwaba)(?:(?:ngu|ngama|yi)-?|-)(\d{1,3})(?!\d)/giu,
    (_, size) => `for ${size} people`,
  ],
  // "kuzoba bane", "sizoba babili": it will be 4 people, we will be 2.
  [
    new RegExp(`(?<![\\p{L}])(?:ku|si)zoba\\s+ba(${COUNT})(?![\\p{L}])`, 'giu'),
    (_, stem) => `make it for ${countOf(stem!)} people`,
  ],
  // "esikhundleni sika-9": instead of 9 (a time or a count, as the message says).
  [/(?<![\p{L}])sika-(\d{1,3})(?![\d\p{L}])/giu, (_, value) => `of ${value}`],
  // "sizoba ngu-8", "kuzoba ngu-10": we will be 8, it will be 10 people.
  [
    /(?<![\p{L}])(?:ku|si)zoba\s+(?:ngu|yi)-?(\d{1,3})(?![\d:h.])/giu,
    (_, size) => `make it for ${size} people`,
  ],
  // "sibe ngu-8 ebusuku": should be 8 at night.
  [
    /(?<![\p{L}])ngu-?(\d{1,2}(?:[:h.]\d\d)?)(?!\d)(\s+ebusuku|\s+kusihlwa)?/giu,
    (_, time, night) => (night ? `${time} pm` : `${time}`),
  ],
  // "nge-chef yami": about my chef (an English noun behind the prefix).
  [
    /(?<![\p{L}])nge-(\p{L}+)(?:\s+(yami|wami|sami|lami|bami|zami))?/giu,
    (_, noun, mine) => `about ${mine ? 'my' : 'the'} ${noun}`,
  ],
  // "ungu-vegetarian": is vegetarian (an English word behind the copula).
  [/(?<![\p{L}])ungu-(\p{Ll}{3,})/gu, (_, word) => `is ${word}`],
  // "kwi-villa", "ku-chef": at the villa, at the chef (an English noun behind the locative).
  [/(?<![\p{L}])kw?i-(\p{Ll}{3,})/gu, (_, noun) => `at the ${noun}`],
  // "i-vault", "i-villa": an English noun behind the class prefix is the noun.
  [/(?<![\p{L}])i-(\p{Ll}{3,})/gu, (_, noun) => noun!],
  // "iRange Rover", "uBMW": a name with its noun prefix is the name.
  [
    /(?<![\p{L}])(?:i|u|ama|izi)(\p{Lu}\p{Ll}+)/gu,
    (word, name) => (findPlace(word!) ? word! : name!),
  ],
  // "le-gold", "ye-platinum": the tier's name.
  [/(?<![\p{L}])(?:le|ye|we|se)-(gold|platinum|black|trial)\b/giu, (_, tier) => tier!],
  // "owangoLwesihlanu": the one of Friday.
  [/(?<![\p{L}])o(?:wa|ya|la|sa)(?=ng[oe]\p{Lu})/gu, () => 'the one '],
  // "umuntu ozosihlelela": someone who will arrange for us (a service, not a person to talk to).
  [/(?<![\p{L}])umuntu\s+(?=ozo(?!hlela\b|ngisiza\b|ngithengela\b))/giu, () => 'someone '],
  // "wangoLwesihlanu", "lwangeSonto": of Friday, of Sunday (a possessive before the day).
  [/(?<![\p{L}])(?:wa|ya|la|sa|ba|za|lwa|kwa)(?=ng[oe]\p{Lu})/gu, () => ''],
  // "i-table ye-2": a table for 2.
  [/(?<![\p{L}])ye-(\d{1,2})(?!\d)(?![:.h]\d)/gu, (_, size) => `for ${size}`],
  // "izinsuku ezintathu", "izinsuku ezimbili": for 3 days, 2 (class 10 nasalises the stem).
  [
    new RegExp(`(?<![\\p{L}])izinsuku\\s+ezi(mbili|ntathu|nhlanu|${COUNT})(?![\\p{L}])`, 'giu'),
    (_, stem) => `for ${DAY_COUNTS[stem!.toLowerCase()] ?? countOf(stem!)} days`,
  ],
  // "ubusuku obubili": 2 nights.
  [
    /(?<![\p{L}])ubusuku\s+obu(bili|thathu|ne|hlanu)(?![\p{L}])/giu,
    (_, stem) => `${countOf(stem!)} nights`,
  ],
  // "kunjani ngesicelo sami": the status of my request (kunjani on its own is a greeting).
  [/(?<![\p{L}])kunjani(?=\s+ng[aeo])/giu, () => 'what is the status of'],
];

const readWords = compilePhraseTable(ZU_WORDS);
const NOUN_KEYS = new Map(Object.entries(NOUNS));

/**
 * A noun behind a prefix: "ngesicelo" is nga + isicelo, "nomshayeli" na + umshayeli,
 * "kwabantu" kwa + abantu. The vowels merge (a + i = e, a + u = o), so the augment is restored.
 */
function nounBehindPrefix(word: string): string | null {
  const match = word.toLowerCase().match(/^(?:ng|kw|lw|n|s|l|w|y|b|z|k)([aeo])(\p{L}{2,})$/u);
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
