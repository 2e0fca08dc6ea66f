/**
 * Aurum's lexicons are written compactly: rows of a weight and the words (or phrases) that carry
 * it, comma-separated. Weights follow VADER's scale, about -4 to +4.
 */
export type WeightedWords = readonly (readonly [weight: number, words: string])[];

/** Rows of [mood, energy, stress, words]: a 0 says the word carries nothing on that dimension. */
export type TripleWords = readonly (readonly [
  mood: number,
  energy: number,
  stress: number,
  words: string,
])[];

export function splitWords(words: string): string[] {
  return words
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}
