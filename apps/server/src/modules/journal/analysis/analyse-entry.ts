/**
 * TEMPORARY (issue 28, server half): a minimal stand-in with the agreed signature so the journal
 * module compiles and its tests run. The analysis branch (`issue28-analysis`) replaces this file
 * with Aurum's own analysis (lexicons, negation, Afrikaans) at merge. Do not build on it.
 */
export interface EntryAnalysis {
  /** Integers 1-10. */
  mood: number;
  energy: number;
  stress: number;
  /** Short sentences about the entry. */
  insights: string[];
  themes: string[];
}

const LIFTS = ['happy', 'great', 'calm', 'grateful', 'good', 'wonderful', 'rested', 'lekker'];
const LOWERS = ['sad', 'anxious', 'stressed', 'tired', 'exhausted', 'awful', 'overwhelmed'];

const clamp = (score: number) => Math.min(10, Math.max(1, Math.round(score)));

/** TEMPORARY: counts a few words; the analysis branch's version replaces it. */
export function analyseEntry(text: string): EntryAnalysis {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const lifts = words.filter((word) => LIFTS.includes(word)).length;
  const lowers = words.filter((word) => LOWERS.includes(word)).length;
  return {
    mood: clamp(5 + lifts - lowers),
    energy: clamp(5 + lifts - lowers / 2),
    stress: clamp(5 + lowers - lifts),
    insights: ['Thank you for writing today.'],
    themes: [],
  };
}
