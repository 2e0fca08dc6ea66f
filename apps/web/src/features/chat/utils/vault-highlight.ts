import type { VaultRequestFocus } from '@aurum/shared/chat/vault-request';

/** A piece of an item's text; `marked` when it answers the question (a date, a number). */
export interface TextPart {
  text: string;
  marked: boolean;
}

const MONTHS =
  '(?:jan(?:uary|uarie)?|feb(?:ruary|ruarie)?|mar(?:ch)?|maart|apr(?:il)?|may|mei|jun(?:e|ie)?|jul(?:y|ie)?|aug(?:ust|ustus)?|sep(?:t(?:ember)?)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?|des(?:ember)?)\\.?';
const DATES = new RegExp(
  [
    '\\b\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}\\b',
    '\\b\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{2,4}\\b',
    `\\b\\d{1,2}(?:st|nd|rd|th)? ${MONTHS},? \\d{4}\\b`,
    `\\b${MONTHS} \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}\\b`,
    `\\b${MONTHS} \\d{4}\\b`,
  ].join('|'),
  'gi',
);
/** Numbers and codes: four digits or more, or letters and digits together (A12345678, 4471#). */
const NUMBERS = /\b(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,}[A-Z0-9]\b|\b\d{4,}\b/gi;

/** The text in parts, with the dates (or numbers) that answer the question marked. */
export function highlightParts(text: string, focus: VaultRequestFocus | null): TextPart[] {
  if (!focus) return [{ text, marked: false }];
  const pattern = focus === 'dates' ? DATES : NUMBERS;
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), marked: false });
    parts.push({ text: match[0], marked: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts.length ? parts : [{ text, marked: false }];
}

const STOP_WORDS = new Set(
  'what when where which does have that this with from your about please show tell give find expire expires number saved kept vault'.split(
    ' ',
  ),
);

/** The items in the order they answer the member's words: the most words of the question first. */
export function byQuestion<
  T extends { title: string; description: string | null; content: string | null; tags: string[] },
>(items: readonly T[], question: string): T[] {
  const words = question
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4 && !STOP_WORDS.has(word));
  const score = (item: T) => {
    const text = [item.title, item.description, item.content, ...item.tags].join(' ').toLowerCase();
    return words.filter((word) => text.includes(word)).length;
  };
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}
