import { PhraseIndex } from './phrase-index';
import { CLAUSE_BREAK, type Sentence } from './read-text';
import {
  COMPARATIVE_WORDS,
  CONTRASTS,
  DOWNTONERS,
  INTENSIFIERS,
  isNegation,
  MODIFIER_PHRASES,
  NEGATIONS,
} from './lexicon/modifiers';
import { AFRIKAANS_MARKERS, ENGLISH_HOMOGRAPHS } from './lexicon/afrikaans-words';
import { SENTIMENT_LEXICON, type Weights } from './lexicon/sentiment-lexicon';

/** What a token does to the words after it. */
export type Role = 'negation' | 'up' | 'down' | 'contrast' | 'break' | 'none';

/** A word or phrase of the lexicon found in a sentence. */
export interface Term {
  start: number;
  end: number;
  weights: Weights;
  /** "calmer", "happier", "better": a "never" before it raises it ("never felt calmer"). */
  comparative: boolean;
}

export interface ReadSentence {
  tokens: string[];
  roles: (Role | undefined)[];
  terms: Term[];
  exclamations: number;
}

const MODIFIERS = new PhraseIndex<Role>([
  ...[...NEGATIONS].map((word) => [word, 'negation'] as const),
  ...[...INTENSIFIERS].map((word) => [word, 'up'] as const),
  ...[...DOWNTONERS].map((word) => [word, 'down'] as const),
  ...[...CONTRASTS].map((word) => [word, 'contrast'] as const),
  ...MODIFIER_PHRASES,
]);

/** Endings tried when a word is not in the lexicon as written: [ending, replacement]. */
const ENDINGS: readonly (readonly [string, string])[] = [
  ["'s", ''],
  ['ier', 'y'],
  ['er', ''],
  ['er', 'e'],
  ['iest', 'y'],
  ['est', ''],
  ['ies', 'y'],
  ['es', ''],
  ['s', ''],
  ['ied', 'y'],
  ['ed', ''],
  ['ed', 'e'],
  ['ing', ''],
  ['ing', 'e'],
  ['ily', 'y'],
  ['ly', ''],
];

/** The lexicon entry of a word or of its stem ("calmer" -> calm, "panicking" -> panic). */
function lookUpWord(token: string): { weights: Weights; comparative: boolean } | null {
  const direct = SENTIMENT_LEXICON.word(token);
  if (direct) return { weights: direct, comparative: COMPARATIVE_WORDS.has(token) };
  if (token.length < 5) return null;
  for (const [ending, replacement] of ENDINGS) {
    if (!token.endsWith(ending)) continue;
    let stem = token.slice(0, -ending.length) + replacement;
    let weights = SENTIMENT_LEXICON.word(stem);
    if (!weights && replacement === '' && /(.)\1$/.test(stem)) {
      stem = stem.slice(0, -1);
      weights = SENTIMENT_LEXICON.word(stem);
    }
    if (weights) return { weights, comparative: ending === 'er' || ending === 'ier' };
  }
  return null;
}

/** The lexicon's words and phrases in a sentence, and the role of every modifier token. */
export function readTerms(sentence: Sentence): ReadSentence {
  const { tokens } = sentence;
  const roles: (Role | undefined)[] = [];
  const terms: Term[] = [];
  const afrikaans = tokens.some((token) => AFRIKAANS_MARKERS.has(token));
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] ?? '';
    if (token === CLAUSE_BREAK) {
      roles[index] = 'break';
      index += 1;
      continue;
    }
    const phrase = SENTIMENT_LEXICON.match(tokens, index);
    if (phrase && phrase.end - index > 1) {
      terms.push({ start: index, end: phrase.end, weights: phrase.value, comparative: false });
      index = phrase.end;
      continue;
    }
    const modifier = MODIFIERS.match(tokens, index);
    if (modifier || isNegation(token)) {
      const end = modifier?.end ?? index + 1;
      roles[end - 1] = modifier?.value ?? 'negation';
      index = end;
      continue;
    }
    const word = afrikaans && ENGLISH_HOMOGRAPHS.has(token) ? null : lookUpWord(token);
    if (word) {
      const comparative = word.comparative || tokens[index - 1] === 'more';
      terms.push({ start: index, end: index + 1, weights: word.weights, comparative });
    }
    index += 1;
  }
  return { ...sentence, roles, terms };
}
