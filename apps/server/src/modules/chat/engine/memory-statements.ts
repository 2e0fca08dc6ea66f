import type { MemorySuggestion } from '@aurum/shared/chat/chat-contract';
import type { MemoryCategory } from '@aurum/shared/chat/memory-bank';

/** A lasting preference stated in a sentence, and how it is remembered. */
interface Statement {
  pattern: RegExp;
  key: (match: RegExpMatchArray) => string;
  value: (match: RegExpMatchArray) => string;
}

const DIETS =
  'vegetarian|vegan|pescatarian|pescetarian|halaal|halal|kosher|gluten[- ]free|lactose[- ]intolerant|dairy[- ]free|diabetic|teetotal|a teetotaller|keto|banting';
const tidy = (text: string) =>
  text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!,;]+$/, '')
    .replace(/(?:\s+(?:for me|for us|please|pls|thanks))+$/i, '');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const STATEMENTS: readonly Statement[] = [
  {
    pattern: new RegExp(`\\bi(?:'m| am)\\s+(?:a\\s+)?(${DIETS})\\b`, 'i'),
    key: () => 'Diet',
    value: (m) => capitalised(tidy(m[1]!).toLowerCase()),
  },
  {
    pattern: /\bi(?:'m| am)\s+allergic to\s+([^.!?;]+)/i,
    key: () => 'Allergy',
    value: (m) => capitalised(tidy(m[1]!)),
  },
  {
    pattern: /\bi (?:don't|do not|never) (?:eat|drink)\s+([^.!?;,]+)/i,
    key: () => 'Avoids',
    value: (m) => capitalised(tidy(m[1]!)),
  },
  {
    pattern:
      /\b(?:i\s+)?always\s+(?:want|like|prefer|book|ask for|get|need|have)?\s*(?:a|an|the|my)?\s*([^.!?;,]+)/i,
    key: () => 'Always',
    value: (m) => capitalised(tidy(m[1]!)),
  },
  {
    pattern: /\bi\s+(?:much\s+)?prefer\s+([^.!?;,]+)/i,
    key: () => 'Prefers',
    value: (m) => capitalised(tidy(m[1]!)),
  },
  {
    pattern: /\bmy favou?rite\s+([a-z ]+?)\s+(?:is|are)\s+([^.!?;,]+)/i,
    key: (m) => `Favourite ${tidy(m[1]!).toLowerCase()}`,
    value: (m) => capitalised(tidy(m[2]!)),
  },
];

/** Words that place a preference in one of spec 02's memory categories; personal otherwise. */
const CATEGORY_WORDS: readonly [MemoryCategory, RegExp][] = [
  [
    'food',
    /\b(eat|food|diet|vegetarian|vegan|pescatarian|pescetarian|halaal|halal|kosher|gluten|lactose|dairy|allergic|allergy|wine|coffee|tea|cuisine|meat|fish|seafood|shellfish|nuts|peanuts|restaurant|table|chef|drink|keto|banting|diabetic|teetotal)/i,
  ],
  [
    'travel',
    /\b(seat|window|aisle|flight|fly|car|vehicle|driver|hotel|room|suite|villa|lodge|airline|class|travel)/i,
  ],
  ['wellness', /\b(spa|massage|gym|yoga|sleep|pilates|therapist|wellness|run|running)/i],
  ['work', /\b(meeting|meetings|office|work|calls|emails|desk)/i],
  [
    'lifestyle',
    /\b(music|colour|color|flowers|art|fashion|brand|style|golf|rugby|cricket|sport|whatsapp|sms|email)/i,
  ],
];

const MAX_VALUE = 120;

/**
 * A lasting preference the member states in a message ("I'm vegetarian", "always a window seat",
 * "I'm allergic to shellfish"), for the assistant to offer to remember; null when none.
 */
export function readMemoryStatement(text: string): MemorySuggestion | null {
  for (const statement of STATEMENTS) {
    const match = text.match(statement.pattern);
    if (!match) continue;
    const value = statement.value(match);
    if (value.length < 2 || value.length > MAX_VALUE) continue;
    const category = CATEGORY_WORDS.find(([, words]) => words.test(match[0]))?.[0] ?? 'personal';
    return { category, preference_key: statement.key(match), preference_value: value };
  }
  return null;
}
