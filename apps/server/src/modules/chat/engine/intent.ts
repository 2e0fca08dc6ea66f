import { typoDistance } from '@aurum/shared/places/place-text';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { SERVICE_VOCABULARY, TIE_ORDER } from './service-vocabulary';
import type { Word } from './text-analysis';

/** The service a message asks for, and the words that said so. */
export interface Intent {
  serviceType: ServiceType;
  /** The distinct vocabulary terms found for that service (spec 02: 0.1 confidence each). */
  keywords: string[];
}

const CORE_WEIGHT = 3;
const CONTEXT_WEIGHT = 1;

interface Term {
  readonly type: ServiceType;
  readonly text: string;
  readonly words: readonly string[];
  readonly weight: number;
}

/** Lower case, accents and inner punctuation dropped: "G-Wagon" -> "gwagon", "décor" -> "decor". */
const plain = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9&]/g, '');

const termOf = (type: ServiceType, text: string, weight: number, words: string[]) => ({
  type,
  text,
  weight,
  words: words.map(plain).filter(Boolean),
});
/** A hyphenated term is also read as its words ("self-catering" as "self catering"). */
const TERMS: readonly Term[] = SERVICE_VOCABULARY.flatMap(({ type, core, context }) =>
  [
    ...core.map((text) => ({ text, weight: CORE_WEIGHT })),
    ...context.map((text) => ({ text, weight: CONTEXT_WEIGHT })),
  ].flatMap(({ text, weight }) => [
    termOf(type, text, weight, text.split(/\s+/)),
    ...(text.includes('-') ? [termOf(type, text, weight, text.split(/[\s-]+/))] : []),
  ]),
);
/** Longest phrases first, so "fishing trip" is read before "trip". */
const BY_LENGTH = [...TERMS].sort((a, b) => b.words.length - a.words.length);
const BY_FIRST_WORD = new Map<string, Term[]>();
for (const term of BY_LENGTH) {
  const first = term.words[0]!;
  BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), term]);
}
const FIRST_WORDS = [...BY_FIRST_WORD.keys()];

/**
 * Typos forgiven: one from 4 letters (or a letter left out of a 4-letter word: "chf"), two from 9;
 * the shorter of the two words counts.
 */
const editsAllowed = (a: string, b: string) => {
  const length = Math.min(a.length, b.length);
  if (length >= 9) return 2;
  return length >= 4 || (length === 3 && Math.max(a.length, b.length) === 4) ? 1 : 0;
};

interface Reading {
  readonly normal: string;
  readonly lemma: string;
  readonly unknown: boolean;
}

/** South African ways to address a friend: words of their own, never a typo ("Boet" is no boat). */
const NEVER_A_TYPO = new Set(['boet', 'bru', 'bra', 'bro', 'broer', 'china', 'chommie', 'tjom']);

/** Whether a word of the message is this vocabulary word (typos only in unknown words). */
function sameWord(word: Reading, vocabulary: string): boolean {
  if (word.normal === vocabulary || word.lemma === vocabulary) return true;
  if (!word.unknown || word.normal.charAt(0) !== vocabulary.charAt(0)) return false;
  if (NEVER_A_TYPO.has(word.normal)) return false;
  const allowed = editsAllowed(word.normal, vocabulary);
  return allowed > 0 && typoDistance(word.normal, vocabulary, allowed) <= allowed;
}

function termAt(words: readonly Reading[], start: number, candidates: readonly Term[]) {
  return candidates.find(
    (term) =>
      start + term.words.length <= words.length &&
      term.words.every((vocabulary, offset) => sameWord(words[start + offset]!, vocabulary)),
  );
}

/** Terms that may start at this word: by its exact first word, or by a forgiven typo. */
function candidatesFor(word: Reading): readonly Term[] {
  const exact = [
    ...(BY_FIRST_WORD.get(word.normal) ?? []),
    ...(BY_FIRST_WORD.get(word.lemma) ?? []),
  ];
  if (!word.unknown) return exact;
  const near = FIRST_WORDS.filter((first) => sameWord(word, first)).flatMap((first) =>
    BY_FIRST_WORD.get(first)!,
  );
  return [...exact, ...near].sort((a, b) => b.words.length - a.words.length);
}

/**
 * The service a message asks for (spec 02 section 9's keyword intent detection): each term of
 * a service's vocabulary found in the message, outside a negation ("not a driver"), scores its
 * weight; the highest score wins, then more naming words, then the tie order. Null when no
 * service is named: a general message.
 */
export function detectIntent(words: readonly Word[]): Intent | null {
  const readings: Reading[] = words.map((word) => ({
    normal: plain(word.normal),
    lemma: plain(word.lemma),
    unknown: word.unknown,
  }));
  const found = new Map<ServiceType, { score: number; core: number; keywords: Set<string> }>();
  for (let index = 0; index < readings.length; index++) {
    if (words[index]!.negated) continue;
    const term = termAt(readings, index, candidatesFor(readings[index]!));
    if (!term) continue;
    const entry = found.get(term.type) ?? { score: 0, core: 0, keywords: new Set<string>() };
    if (!entry.keywords.has(term.text)) {
      entry.score += term.weight;
      if (term.weight === CORE_WEIGHT) entry.core += 1;
      entry.keywords.add(term.text);
    }
    found.set(term.type, entry);
    index += term.words.length - 1;
  }
  const ranked = [...found.entries()].sort(
    ([typeA, a], [typeB, b]) =>
      b.score - a.score || b.core - a.core || TIE_ORDER.indexOf(typeA) - TIE_ORDER.indexOf(typeB),
  );
  const best = ranked[0];
  // A lone hint ("dinner") is no request; a naming word or two hints are.
  if (!best || (best[1].core === 0 && best[1].score < 2)) return null;
  return { serviceType: best[0], keywords: [...best[1].keywords] };
}
