import { namesMedicine, withoutMedicine } from '@aurum/shared/medical/shared-with-providers';
import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import type { Intention } from './understanding';

/**
 * "Sê asb vir die sjef ...", "Tshela umpheki ukuthi ...", "Tell die chef ...": the words that
 * address the provider, before what the member wants them to know.
 */
const ADDRESSING = {
  af: /^\s*(?:(?:kan (?:jy|julle) )?(?:asseblief |asb |pls |please )?(?:sê|se|vertel|tell|laat)\s+(?:asseblief\s+|asb\s+)?(?:vir\s+)?(?:die|my|ons|the)\s+[\p{L}-]+\s+(?:weet\s+|know\s+)?(?:dat\s+|that\s+)?)/iu,
  zu: /^\s*(?:(?:ngicela|sicela|ngiyacela)\s+)?(?:u|ni)?(?:tshele|tshela|ukutshela|tell)\s+(?:the\s+)?[\p{L}-]+\s+(?:ukuthi\s+|that\s+)?/iu,
} as const;

/**
 * The notes of a change asked in Afrikaans or isiZulu, in the member's own words (spec: the filed
 * request keeps them; the gloss is only for reading): the message without the words that address
 * the provider, and without a sentence naming a medicine. Where the English reading names a
 * medicine anywhere, the English notes stay (the medicine already out of them): the gloss knows
 * medicine words the shared list may not have in Afrikaans or isiZulu.
 */
export function inOwnWords(
  intention: Intention,
  said: string,
  english: string,
  language: ChatLanguage,
): Intention {
  if (language === 'en') return intention;
  if (intention.kind !== 'act' && intention.kind !== 'follow_up') return intention;
  if (!intention.changes.notes || namesMedicine(english)) return intention;
  const notes = withoutMedicine(said.replace(ADDRESSING[language], '').trim());
  return notes ? { ...intention, changes: { ...intention.changes, notes } } : intention;
}
