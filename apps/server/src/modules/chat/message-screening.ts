/**
 * Spec 02 sections 4 and 8: a message may be flagged as spam ('Message Flagged') or fail security
 * validation ('Security Validation Failed') before the assistant reads it. Pure rules; the chat
 * service adds the one that needs the member's history (the same message sent again and again).
 */
export type Screening = { kind: 'spam' | 'security'; reason: string } | null;

const MARKUP_OR_SCRIPT =
  /<\s*\/?\s*(script|iframe|object|embed|svg|img|style|link|meta)\b|javascript\s*:|data\s*:\s*text\/html|\bon[a-z]+\s*=\s*["']?[^\s"']/i;
const SQL_INJECTION =
  /\bunion\s+(all\s+)?select\b|;\s*(drop|delete|truncate|alter)\s+(table|database)\b|'\s*or\s+'?1'?\s*=\s*'?1|\bexec(\s+|\()xp_/i;
// Control characters other than tab and line breaks.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
const SPAM_PHRASES =
  /\b(click here|free money|crypto giveaway|double your (money|bitcoin)|earn \$?\d+ (a|per) day|work from home and earn|buy followers|viagra|casino bonus)\b/i;

/** Why a message must not reach the assistant, or null when it may. */
export function screenMessage(text: string): Screening {
  if (CONTROL_CHARACTERS.test(text)) return { kind: 'security', reason: 'control characters' };
  if (MARKUP_OR_SCRIPT.test(text)) return { kind: 'security', reason: 'markup or script' };
  if (SQL_INJECTION.test(text)) return { kind: 'security', reason: 'query injection' };

  if (/(.)\1{11,}/su.test(text)) return { kind: 'spam', reason: 'repeated characters' };
  if ((text.match(LINK) ?? []).length > 2) return { kind: 'spam', reason: 'many links' };
  if (SPAM_PHRASES.test(text)) return { kind: 'spam', reason: 'spam phrase' };
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (text.length > 20 && letters / text.length < 0.3) return { kind: 'spam', reason: 'symbols' };
  const upper = text.match(/\p{Lu}/gu)?.length ?? 0;
  if (letters > 30 && upper / letters > 0.9) return { kind: 'spam', reason: 'shouting' };
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length > 15 && new Set(words).size / words.length < 0.25) {
    return { kind: 'spam', reason: 'repeated words' };
  }
  return null;
}

/** The same message this many times within the window is flooding. */
export const REPEAT_LIMIT = { count: 3, windowSeconds: 60 } as const;
