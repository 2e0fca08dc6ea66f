import { splitWords } from './lexicon/weighted-words';
import { THEME_WORDS, type Theme } from './lexicon/theme-words';
import { PhraseIndex } from './phrase-index';
import { readSentences } from './read-text';

export const THEMES = Object.keys(THEME_WORDS) as Theme[];

const THEME_INDEX = new PhraseIndex<Theme>(
  THEMES.flatMap((theme) => splitWords(THEME_WORDS[theme]).map((word) => [word, theme] as const)),
);

/** The themes named in a sentence's tokens, each once, in the order they come up. */
export function findThemes(tokens: readonly string[]): Theme[] {
  const found = new Set<Theme>();
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] ?? '';
    const phrase = THEME_INDEX.match(tokens, index);
    if (phrase) {
      found.add(phrase.value);
      index = phrase.end;
      continue;
    }
    const singular = token.length > 3 && token.endsWith('s') ? token.slice(0, -1) : null;
    const theme = singular ? THEME_INDEX.word(singular) : undefined;
    if (theme) found.add(theme);
    index += 1;
  }
  return [...found];
}

/** The themes of a whole entry. */
export function entryThemes(text: string): Theme[] {
  return [...new Set(readSentences(text).flatMap((sentence) => findThemes(sentence.tokens)))];
}
