/**
 * The words that change the words around them (ADR 060), in English and Afrikaans. The rules
 * and scalars follow VADER (Hutto & Gilbert 2014): a negation within three words before a word
 * flips and damps it (x -0.74), an intensifier raises it, a downtoner lowers it, and in a
 * sentence with "but" the part after weighs more than the part before.
 */

/** A word's weight times this when a negation reaches it (VADER's N_SCALAR). */
export const NEGATION_SCALAR = -0.74;
/** "never felt calmer": a negation before a comparative raises it instead of flipping it. */
export const NEVER_COMPARATIVE_SCALAR = 1.5;
export const INTENSIFIER_SCALAR = 1.3;
export const DOWNTONER_SCALAR = 0.5;
/** VADER's "but" rule: the clause before weighs half, the clause after half again as much. */
export const BEFORE_CONTRAST_SCALAR = 0.5;
export const AFTER_CONTRAST_SCALAR = 1.5;
/** How many words back a negation or an intensifier reaches (VADER looks three back). */
export const MODIFIER_REACH = 3;

export const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'cannot',
  'without',
  'nor',
  'neither',
  'none',
  'hardly',
  'barely',
  'scarcely',
  // Afrikaans: the first "nie" of "nie ... nie" stands before the word it negates.
  'nie',
  'nooit',
  'geen',
  "g'n",
  'skaars',
]);

/** Whether a token negates: a word of NEGATIONS or a contraction in n't ("can't", "didn't"). */
export function isNegation(token: string): boolean {
  return NEGATIONS.has(token) || token.endsWith("n't");
}

export const INTENSIFIERS = new Set([
  'so',
  'very',
  'really',
  'extremely',
  'incredibly',
  'completely',
  'totally',
  'absolutely',
  'utterly',
  'truly',
  'super',
  'seriously',
  'deeply',
  'terribly',
  'awfully',
  'properly',
  'quite',
  'too',
  'such',
  'most',
  'baie',
  'erg',
  'regtig',
  'vreeslik',
  'verskriklik',
  'totaal',
  'heeltemal',
  'uiters',
  'mal',
  'lank',
  'moerse',
  'bloody',
  'fully',
  'vrek',
]);

export const DOWNTONERS = new Set([
  'bit',
  'little',
  'slightly',
  'somewhat',
  'fairly',
  'mildly',
  'kinda',
  'sorta',
  'partly',
  'bietjie',
  'effens',
  'ietwat',
  'bietjies',
]);

/** Phrases read as one modifier, never as sentiment words ("kind of" is not kindness). */
export const MODIFIER_PHRASES: readonly (readonly [
  phrase: string,
  role: 'down' | 'up' | 'none',
])[] = [
  ['kind of', 'down'],
  ['sort of', 'down'],
  ['a little bit', 'down'],
  ['nothing but', 'none'],
  ['at all', 'none'],
  ['no doubt', 'up'],
  ['without a doubt', 'up'],
];

/** Words that open the weightier half of a sentence. */
export const CONTRASTS = new Set(['but', 'however', 'maar']);

/** Words whose comparative a "never" raises rather than flips ("never been happier"). */
export const COMPARATIVE_WORDS = new Set(['better', 'happier', 'calmer', 'more', 'beter']);
