/**
 * How a table of Afrikaans or isiZulu words and phrases becomes English: every key is matched as
 * whole words, case-insensitively, longest phrase first, in one pass over the message's words
 * with map look-ups prepared when the module loads (a message costs one scan, not one per entry).
 */

/** A word or phrase of the member's language and the English the engine reads for it. */
export type PhraseTable = Readonly<Record<string, string>>;

/** A rewrite that needs more than a lookup: a pattern and what it becomes. */
export type PatternRule = readonly [pattern: RegExp, replace: (...groups: string[]) => string];

/** Lower case, composed accents and straight apostrophes: how keys and messages are compared. */
export const normalise = (text: string) =>
  text.normalize('NFC').replace(/[’‘`]/g, "'").toLowerCase();

/**
 * "môre" is also typed "more", "reël" "reel": each key also without its accents, except plain
 * spellings that are English words too (left to a rule that reads the context).
 */
function withPlainSpellings(table: PhraseTable, notPlain: ReadonlySet<string>) {
  const entries = new Map<string, string>();
  for (const [key, english] of Object.entries(table)) {
    const spelled = normalise(key);
    entries.set(spelled, english);
    const plain = spelled.normalize('NFD').replace(/\p{M}/gu, '');
    if (!entries.has(plain) && !(plain in table) && !notPlain.has(plain)) {
      entries.set(plain, english);
    }
  }
  return entries;
}

/** A word as the table sees it: letters and digits, with inner apostrophes and hyphens. */
const WORD = /[\p{L}\p{N}'’‘`][\p{L}\p{N}'’‘`-]*/gu;

/**
 * A function rewriting every phrase of the table found in a text into its English: the text is
 * read word by word and, at each word, the longest phrase of the table starting there is looked
 * up in a map (no scan per entry, so the cost grows with the text, not with the table).
 */
export function compilePhraseTable(
  table: PhraseTable,
  notPlain: readonly string[] = [],
): (text: string) => string {
  const entries = withPlainSpellings(table, new Set(notPlain));
  /** The beginnings of longer phrases ("baie" of "baie dankie"): only these are read further. */
  const beginnings = new Set<string>();
  for (const key of entries.keys()) {
    const words = key.split(' ');
    for (let count = 1; count < words.length; count++) {
      beginnings.add(words.slice(0, count).join(' '));
    }
  }
  return (message) => {
    const text = message.normalize('NFC');
    const words = [...text.matchAll(WORD)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      key: match[0].toLowerCase().replace(/[’‘`]/g, "'"),
    }));
    let result = '';
    let copied = 0;
    for (let index = 0; index < words.length;) {
      let found = 0;
      let english = '';
      let key = words[index]!.key;
      for (let count = 1; index + count <= words.length; count++) {
        if (count > 1) {
          const word = words[index + count - 1]!;
          if (!/^\s+$/.test(text.slice(words[index + count - 2]!.end, word.start))) break;
          key = `${key} ${word.key}`;
        }
        const hit = entries.get(key);
        if (hit !== undefined) {
          found = count;
          english = hit;
        }
        if (!beginnings.has(key)) break;
      }
      if (found === 0) {
        index += 1;
        continue;
      }
      result += text.slice(copied, words[index]!.start) + english;
      copied = words[index + found - 1]!.end;
      index += found;
    }
    return result + text.slice(copied);
  };
}

/** Applies pattern rules in order. */
export function applyRules(text: string, rules: readonly PatternRule[]): string {
  return rules.reduce(
    (result, [pattern, replace]) =>
      result.replace(pattern, (...args: unknown[]) => {
        // The match and its groups; the offset and the whole text follow (no named groups used).
        const groups = args.slice(0, -2) as (string | undefined)[];
        return replace(...groups.map((group) => group ?? ''));
      }),
    text,
  );
}

/** 1 -> "1st", 22 -> "22nd", 13 -> "13th": the ordinal the date reader knows. */
export function englishOrdinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** Spaces collapsed and trimmed, as the last step of a gloss. */
export const tidy = (text: string) =>
  text
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
