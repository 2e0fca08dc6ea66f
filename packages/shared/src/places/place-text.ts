/**
 * How place names and free text are compared: case, diacritics, apostrophes and punctuation do
 * not count ("Betty's Bay" = "bettys bay", "V&A" = "V and A", "Rooi-Els" = "Rooi Els"), and
 * initials run together ("O.R. Tambo" = "OR Tambo").
 */
export function placeWords(text: string): string[] {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ');
  const words: string[] = [];
  let afterInitial = false;
  for (const word of plain.split(/[^a-z0-9]+/).filter(Boolean)) {
    const initial = word.length === 1;
    if (initial && afterInitial) words[words.length - 1] += word;
    else words.push(word);
    afterInitial = initial;
  }
  return words;
}

/** Words joined without spaces, so "Camps Bay" and "Campsbay" compare equal. */
export const placeKey = (words: readonly string[]) => words.join('');

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count 1), or max + 1 as soon as it must exceed max.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}
