import { tokenise } from './read-text';

interface Phrase<T> {
  tokens: string[];
  value: T;
}

/**
 * Words and phrases looked up in a sentence's tokens, the longest phrase first ("burnt out"
 * before "out", "can't sleep" before "sleep"). Keys are read with the same tokeniser as entries.
 */
export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, Phrase<T>[]>();

  /** Later entries replace earlier ones with the same key. */
  constructor(entries: Iterable<readonly [string, T]>) {
    const byKey = new Map<string, Phrase<T>>();
    for (const [text, value] of entries) {
      const tokens = tokenise(text);
      if (tokens.length > 0) byKey.set(tokens.join(' '), { tokens, value });
    }
    for (const phrase of byKey.values()) {
      const first = phrase.tokens[0] ?? '';
      const list = this.byFirst.get(first) ?? [];
      list.push(phrase);
      this.byFirst.set(first, list);
    }
    for (const list of this.byFirst.values())
      list.sort((a, b) => b.tokens.length - a.tokens.length);
  }

  /** The value of one word, or undefined. */
  word(token: string): T | undefined {
    return this.byFirst.get(token)?.find((phrase) => phrase.tokens.length === 1)?.value;
  }

  /** The longest phrase (or word) starting at tokens[start]: its value and the index after it. */
  match(tokens: readonly string[], start: number): { value: T; end: number } | null {
    const candidates = this.byFirst.get(tokens[start] ?? '');
    if (!candidates) return null;
    for (const phrase of candidates) {
      if (phrase.tokens.every((token, offset) => tokens[start + offset] === token)) {
        return { value: phrase.value, end: start + phrase.tokens.length };
      }
    }
    return null;
  }
}
