/**
 * How a table of Afrikaans or isiZulu words and phrases becomes English: every key is matched as
 * whole words, case-insensitively, longest phrase first, in one pass of one regular expression
 * compiled when the module loads (a message costs one scan, not one per entry).
 */

/** A word or phrase of the member's language and the English the engine reads for it. */
export type PhraseTable = Readonly<Record<string, string>>;

/** A rewrite that needs more than a lookup: a pattern and what it becomes. */
export type PatternRule = readonly [pattern: RegExp, replace: (...groups: string[]) => string];

/** Letters of any script, digits and the apostrophe of "'n" make a word. */
const WORD_CHAR = "[\\p{L}\\p{N}']";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

/** A function rewriting every phrase of the table found in a text into its English. */
export function compilePhraseTable(
  table: PhraseTable,
  notPlain: readonly string[] = [],
): (text: string) => string {
  const entries = withPlainSpellings(table, new Set(notPlain));
  const keys = [...entries.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    `(?<!${WORD_CHAR})(?:${keys.map((key) => escape(key).replace(/ /g, '\\s+')).join('|')})(?!${WORD_CHAR})`,
    'giu',
  );
  return (text) =>
    text.replace(pattern, (match) => entries.get(normalise(match).replace(/\s+/g, ' ')) ?? match);
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
