/**
 * The features the learned readers see in a message (ADR 079): the words of its English gloss
 * and their pairs, with numbers and clock times as word shapes, and the letter groups of the
 * member's own words (three to five letters inside a word), which carry Afrikaans and isiZulu
 * stems, prefixes and typos the gloss does not know. `open` marks a proposal open in the
 * conversation (a follow-up is only possible then).
 */
const WORD = /[\p{L}\p{N}']+/gu;

/** A word as a feature: digits by their shape ("8pm" -> "#pm", "19:30" -> "#:#"). */
const shape = (word: string) => word.replace(/\d+/g, '#');

/** Words beyond this many are not read (a long itinerary says what it is early on). */
const MAX_WORDS = 80;

export function textFeatures(english: string, original: string, open: boolean): string[] {
  const features: string[] = [];
  const words = (english.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS).map(shape);
  let previous = '^';
  for (const word of words) {
    features.push(`w:${word}`, `b:${previous}_${word}`);
    previous = word;
  }
  if (words.length) features.push(`b:${previous}_$`);
  const own = (original.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(WORD) ?? [])
    .slice(0, MAX_WORDS)
    .map(shape);
  for (const word of own) {
    const padded = ` ${word} `;
    for (let size = 3; size <= 5; size++) {
      for (let i = 0; i + size <= padded.length; i++)
        features.push(`c:${padded.slice(i, i + size)}`);
    }
  }
  if (/\?\s*$/.test(original)) features.push('?');
  const length = words.length <= 3 ? 'short' : words.length <= 12 ? 'medium' : 'long';
  features.push(`len:${length}`, open ? 'open' : 'closed');
  return features;
}
