import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import { francAll } from 'franc';
import { AF_COMPOUND, AF_CUES, type CueWeight, ZU_CUES, ZU_SHAPES } from './cues';
import { normalise } from './phrase-table';

/**
 * Which of Aurum's three languages a message is in: vocabulary cues first (franc is weak on
 * short messages), franc limited to English, Afrikaans and isiZulu to back a single cue or to
 * read a long message without any.
 */

const FRANC_LANGUAGES = { eng: 'en', afr: 'af', zul: 'zu' } as const;
const FRANC_OPTIONS = { only: Object.keys(FRANC_LANGUAGES) };
/** Words in a message without cues before franc is asked at all. */
const FRANC_ALONE_FROM_WORDS = 8;
/** Without cues, English must score at most this in franc (its first scores 1) to be overruled. */
const FRANC_ALONE_ENGLISH_AT_MOST = 0.6;
/** English words no Afrikaans or isiZulu message holds: with three, a lone function cue is English. */
const ENGLISH_FUNCTION = new Set(
  'what do you think happens after we are the a to with your i me how when why who which could would should can it this that of'.split(
    ' ',
  ),
);
const ENGLISH_ENOUGH = 3;
/** A message this short that holds one courtesy cue ("dankie", "ngiyabonga") is in that language. */
const SHORT_MESSAGE_WORDS = 3;

/**
 * "om 2", "vir 6", "om half sewe", "om tienuur": an Afrikaans word before a number is a time or a
 * party.
 */
const AF_NUMBERED =
  /(?<![\p{L}])(?:om|vir) (?:\d|half|kwart|een|twee|drie|vier|vyf|ses|sewe|agt|nege|tien|elf|twaalf)/gu;
/** "die weekend booking", "die chef": the Afrikaans article before a booking's word. */
const AF_ARTICLE =
  /(?<![\p{L}])die (?:weekend|naweek|booking|bookings|bespreking|chef|sjef|driver|bestuurder|boat|boot|table|tafel|villa|yacht)(?![\p{L}])/gu;

/** "wat did the vendors reply": "wat" before an English word is a slip for "what", not Afrikaans. */
const WHAT_MISTYPED = /(?<![\p{L}])wat (?=(?:did|does|do|about|happened|time)(?![\p{L}]))/gu;

interface CueCount {
  total: number;
  content: number;
}

function countCues(
  words: readonly string[],
  cues: ReadonlyMap<string, CueWeight>,
  shapes: readonly RegExp[],
) {
  const count: CueCount = { total: 0, content: 0 };
  for (const word of words) {
    const weight = cues.get(word) ?? (shapes.some((shape) => shape.test(word)) ? 'content' : null);
    if (!weight) continue;
    count.total += 1;
    if (weight === 'content') count.content += 1;
  }
  return count;
}

/** franc's reading among the three languages, with English's score (the first scores 1). */
function francReading(text: string): { language: ChatLanguage | null; english: number } {
  const scores = francAll(text, FRANC_OPTIONS);
  const first = scores[0]?.[0] as keyof typeof FRANC_LANGUAGES | undefined;
  const english = scores.find(([code]) => code === 'eng')?.[1] ?? 0;
  return { language: first ? (FRANC_LANGUAGES[first] ?? null) : null, english };
}

/**
 * The language of a message. Afrikaans or isiZulu when it holds a content cue of that language
 * (a day, a time, a service, an action: "book a chef vir môre aand"), or two cues of any weight,
 * or, in a message of at most three words, one courtesy cue ("dankie"); a single function or
 * courtesy cue in a longer message counts only when franc reads the same language. A message
 * without cues is English unless it is long and franc is clearly sure of Afrikaans or isiZulu.
 */
export function detectLanguageOf(text: string): ChatLanguage {
  const words =
    normalise(text)
      .replace(WHAT_MISTYPED, '')
      .match(/[\p{L}']+/gu) ?? [];
  if (words.length === 0) return 'en';
  const af = countCues(words, AF_CUES, [AF_COMPOUND]);
  // "om 2", "vir 6", "om halfagt": an Afrikaans time or party among English words.
  af.content += (normalise(text).match(AF_NUMBERED) ?? []).length;
  af.content += (normalise(text).match(AF_ARTICLE) ?? []).length;
  // "ngo-8", "nge-chef", "i-dinner": isiZulu prefixes on a number or an English word, whole.
  const prefixed = normalise(text).match(/(?<![\p{L}])(?:ng[aeo]|i)-[\p{L}\d]+/gu) ?? [];
  const zu = countCues([...words, ...prefixed], ZU_CUES, ZU_SHAPES);
  const strongest: ChatLanguage | null =
    af.total === 0 && zu.total === 0
      ? null
      : zu.content > af.content || (zu.content === af.content && zu.total > af.total)
        ? 'zu'
        : 'af';
  if (strongest) {
    const cues = strongest === 'af' ? af : zu;
    if (cues.content >= 1 || cues.total >= 2 || words.length <= SHORT_MESSAGE_WORDS)
      return strongest;
    // "What do you think happens after we die?": one "die" among English words.
    if (words.filter((word) => ENGLISH_FUNCTION.has(word)).length >= ENGLISH_ENOUGH) return 'en';
    return francReading(text).language === strongest ? strongest : 'en';
  }
  if (words.length < FRANC_ALONE_FROM_WORDS) return 'en';
  const franc = francReading(text);
  return franc.language && franc.language !== 'en' && franc.english <= FRANC_ALONE_ENGLISH_AT_MOST
    ? franc.language
    : 'en';
}
