/**
 * How the analysis reads a journal entry (ADR 060): sentences of lower-case tokens, accents
 * folded (so "geëet" and "geeet", "môre" and "more" meet the same lexicon key) and curly
 * apostrophes made straight. Commas, semicolons, colons, brackets and spaced dashes become a
 * CLAUSE_BREAK token, which a negation or an intensifier does not reach across.
 */
export const CLAUSE_BREAK = ',';

export interface Sentence {
  tokens: string[];
  /** How many exclamation marks close the sentence. */
  exclamations: number;
}

const SENTENCE = /[^.!?\n]+[.!?]*/g;
const TOKEN = /'n(?![a-z0-9])|[a-z0-9]+(?:['-][a-z0-9]+)*|[,;:()]/g;

/** Lower case, accents folded, apostrophes straight, spaced dashes read as a clause break. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s[-\u2013\u2014]+\s/g, ' , ');
}

/** The tokens of a piece of text (a lexicon key or a sentence), clause breaks as ','. */
export function tokenise(text: string): string[] {
  return (foldText(text).match(TOKEN) ?? []).map((token) =>
    /^[;:()]$/.test(token) ? CLAUSE_BREAK : token,
  );
}

/** The entry's sentences; a sentence without a word is left out. */
export function readSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const match of text.matchAll(SENTENCE)) {
    const tokens = tokenise(match[0]);
    if (!tokens.some((token) => token !== CLAUSE_BREAK)) continue;
    const exclamations = (match[0].match(/!/g) ?? []).length;
    sentences.push({ tokens, exclamations });
  }
  return sentences;
}
