import { scoreBand } from '@aurum/shared/journal/journal-rules';
import type { Weights } from './lexicon/sentiment-lexicon';
import { THEME_SENTENCES } from './lexicon/theme-sentences';
import type { Theme } from './lexicon/theme-words';
import type { ScoredSentence } from './score-sentences';
import { findThemes } from './themes';

/** At most this many sentences about one entry. */
export const ENTRY_INSIGHTS_MAX = 4;
/** How strongly the sentences naming a theme must lean for it to weigh on or lift the member. */
const THEME_LEAN = 1.5;

/**
 * Each theme of the entry with the mood and stress of the sentences that name it, and of the
 * sentence after when that one names no theme ("Went for a run. Felt alive." lifts exercise).
 */
function themeLeanings(sentences: readonly ScoredSentence[]): Map<Theme, Weights> {
  const leanings = new Map<Theme, Weights>();
  const themes = sentences.map((sentence) => findThemes(sentence.tokens));
  sentences.forEach((sentence, index) => {
    const next = sentences[index + 1];
    const told = next && themes[index + 1]?.length === 0 ? [sentence, next] : [sentence];
    for (const theme of themes[index] ?? []) {
      const sums = leanings.get(theme) ?? { mood: 0, energy: 0, stress: 0 };
      for (const part of told) {
        sums.mood += part.mood;
        sums.energy += part.energy;
        sums.stress += part.stress;
      }
      leanings.set(theme, sums);
    }
  });
  return leanings;
}

/** The opening sentence: how the day reads as a whole. */
function overall(scores: Weights): string {
  const mood = scoreBand(scores.mood);
  const stress = scoreBand(scores.stress);
  if (stress === 'high' && mood === 'high') return 'A full, demanding day, and you are meeting it.';
  if (stress === 'high') return 'There is a good deal of pressure in these lines.';
  if (mood === 'low') return 'It sounds like a heavy day; be gentle with yourself.';
  if (mood === 'high' && stress === 'low') return 'A bright, easy day by the sound of it.';
  if (mood === 'high') return 'A bright day by the sound of it.';
  if (stress === 'low') return 'You sound calm and at ease.';
  return 'An even day by the sound of it.';
}

function energyNote(scores: Weights, sleepWeighs: boolean): string | null {
  const energy = scoreBand(scores.energy);
  if (energy === 'low' && !sleepWeighs) return 'Your energy reads low; rest where you can.';
  if (energy === 'high') return 'Your energy comes through clearly.';
  return null;
}

/**
 * Up to ENTRY_INSIGHTS_MAX short sentences about this entry: how it reads, what seems to weigh on
 * the member and what seems to lift them, and their energy. None for an entry without words.
 */
export function entryInsights(sentences: readonly ScoredSentence[], scores: Weights): string[] {
  if (sentences.length === 0) return [];
  const weighs: Theme[] = [];
  const lifts: Theme[] = [];
  for (const [theme, sums] of themeLeanings(sentences)) {
    if (sums.stress >= THEME_LEAN || sums.mood <= -THEME_LEAN) weighs.push(theme);
    else if (sums.mood >= THEME_LEAN && sums.stress <= 0) lifts.push(theme);
  }
  const notes = [
    overall(scores),
    ...weighs.slice(0, 2).map((theme) => THEME_SENTENCES[theme].weighs),
    ...lifts.slice(0, 2).map((theme) => THEME_SENTENCES[theme].lifts),
    energyNote(scores, weighs.includes('sleep')),
  ];
  return notes.filter((note): note is string => note !== null).slice(0, ENTRY_INSIGHTS_MAX);
}
