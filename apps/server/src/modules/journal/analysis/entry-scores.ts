import { DEFAULT_SCORE, SCORE_MAX, SCORE_MIN } from '@aurum/shared/journal/journal-rules';
import type { Weights } from './lexicon/sentiment-lexicon';
import type { ScoredSentence } from './score-sentences';

/** VADER's normalisation: sum / sqrt(sum^2 + alpha) maps any sum into -1..1. */
const ALPHA = 15;
/**
 * How far from 0 the normalised sum must be to leave the middle band (5-6), per dimension; tuned
 * on the dev table (ADR 060).
 */
const MIDDLE_BAND: Weights = { mood: 0.3, energy: 0.3, stress: 0.3 };
/**
 * A bright entry that names no worry reads as a calm one: its stress less this much of its mood.
 */
const CALM_FROM_MOOD = 0.3;

/** A sum of weights as an integer 1-10: 5 with no signal, 5-6 near 0, 7-10 and 4-1 beyond. */
export function toScore(sum: number, middle: number): number {
  if (sum === 0) return DEFAULT_SCORE;
  const normalised = sum / Math.sqrt(sum * sum + ALPHA);
  const size = Math.abs(normalised);
  if (size < middle) return normalised >= middle / 2 ? 6 : DEFAULT_SCORE;
  const steps = Math.min(3, Math.floor(((size - middle) / (1 - middle)) * 4));
  const score = normalised > 0 ? 7 + steps : 4 - steps;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
}

/** The entry's sums: its sentences added up, and a bright mood easing the stress. */
export function entrySums(sentences: readonly ScoredSentence[]): Weights {
  const sums: Weights = { mood: 0, energy: 0, stress: 0 };
  for (const sentence of sentences) {
    sums.mood += sentence.mood;
    sums.energy += sentence.energy;
    sums.stress += sentence.stress;
  }
  if (sums.stress <= 0) sums.stress -= CALM_FROM_MOOD * Math.max(0, sums.mood);
  return sums;
}

export function entryScores(sentences: readonly ScoredSentence[]): Weights {
  const sums = entrySums(sentences);
  return {
    mood: toScore(sums.mood, MIDDLE_BAND.mood),
    energy: toScore(sums.energy, MIDDLE_BAND.energy),
    stress: toScore(sums.stress, MIDDLE_BAND.stress),
  };
}
