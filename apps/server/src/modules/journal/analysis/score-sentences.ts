import {
  AFTER_CONTRAST_SCALAR,
  BEFORE_CONTRAST_SCALAR,
  DOWNTONER_SCALAR,
  INTENSIFIER_SCALAR,
  MODIFIER_REACH,
  NEGATION_SCALAR,
  NEVER_COMPARATIVE_SCALAR,
} from './lexicon/modifiers';
import type { Weights } from './lexicon/sentiment-lexicon';
import { readSentences } from './read-text';
import { readTerms, type ReadSentence, type Term } from './read-terms';

/** An exclamation mark adds this much to a sentence's mood in its direction (VADER: 0.292). */
const EXCLAMATION_MOOD = 0.3;
/** ...and this much energy to a bright sentence ("Stoked!"). */
const EXCLAMATION_ENERGY = 0.5;
const EXCLAMATIONS_COUNTED = 3;

/** One sentence's weighed sums per dimension, with its tokens for the themes. */
export interface ScoredSentence extends Weights {
  tokens: string[];
  /** Whether any word of the lexicon spoke in it. */
  signal: boolean;
}

const NEVER = new Set(['never', 'nooit']);
/** "never been this stressed", "never so happy": VADER reads them as intensified, not negated. */
const NEVER_THIS = new Set(['this', 'so', 'as']);

/** The negations, intensifiers and downtoners up to MODIFIER_REACH tokens before a term. */
function modifierScalar(sentence: ReadSentence, term: Term): number {
  let scalar = 1;
  let negations = 0;
  let never = false;
  for (let index = term.start - 1; index >= Math.max(0, term.start - MODIFIER_REACH); index -= 1) {
    const role = sentence.roles[index];
    if (role === 'break' || role === 'contrast') break;
    if (role === 'up') scalar *= INTENSIFIER_SCALAR;
    if (role === 'down') scalar *= DOWNTONER_SCALAR;
    const between = sentence.tokens.slice(index + 1, term.start);
    if (role === 'negation' && between.some((token) => NEVER_THIS.has(token))) {
      scalar *= INTENSIFIER_SCALAR;
    } else if (role === 'negation') {
      negations += 1;
      never ||= NEVER.has(sentence.tokens[index] ?? '');
    }
  }
  if (negations % 2 === 0) return scalar;
  return scalar * (never && term.comparative ? NEVER_COMPARATIVE_SCALAR : NEGATION_SCALAR);
}

/**
 * VADER's "but" rule, for the mood only: the words before the last contrast weigh less, the words
 * after more. A worry or a tiredness named before a "but" is still there after it.
 */
function contrastScalar(sentence: ReadSentence, term: Term): number {
  const contrast = sentence.roles.lastIndexOf('contrast');
  if (contrast < 0) return 1;
  return term.start < contrast ? BEFORE_CONTRAST_SCALAR : AFTER_CONTRAST_SCALAR;
}

function scoreSentence(sentence: ReadSentence): ScoredSentence {
  const sums: Weights = { mood: 0, energy: 0, stress: 0 };
  for (const term of sentence.terms) {
    const scalar = modifierScalar(sentence, term);
    sums.mood += term.weights.mood * scalar * contrastScalar(sentence, term);
    sums.energy += term.weights.energy * scalar;
    sums.stress += term.weights.stress * scalar;
  }
  const exclamations = Math.min(sentence.exclamations, EXCLAMATIONS_COUNTED);
  if (exclamations > 0 && sums.mood !== 0) {
    sums.mood += Math.sign(sums.mood) * EXCLAMATION_MOOD * exclamations;
    if (sums.mood > 0) sums.energy += EXCLAMATION_ENERGY * exclamations;
  }
  return { ...sums, tokens: sentence.tokens, signal: sentence.terms.length > 0 };
}

/** Every sentence of an entry, read and weighed. */
export function scoreSentences(text: string): ScoredSentence[] {
  return readSentences(text).map((sentence) => scoreSentence(readTerms(sentence)));
}
