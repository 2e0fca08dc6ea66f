import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import { detectLanguageOf } from './detect';
import { glossAfrikaans } from './gloss-af';
import { glossZulu } from './gloss-zu';
import { tidy } from './phrase-table';

/**
 * The language of a member's message: English, Afrikaans or isiZulu (English mixed with either
 * reads as that language once it carries a day, a time, a service or an action in it; see
 * detect.ts and ADR 056).
 */
export function detectLanguage(text: string): ChatLanguage {
  return detectLanguageOf(text);
}

/**
 * The message in English words for the engine to read (intent, actions, days, times, places):
 * Afrikaans and isiZulu words and phrases glossed, English left as it is. The proposal and the
 * filed request keep the member's own words; only the reading uses the gloss. An English message
 * is returned unchanged: its Afrikaans-looking words ("more", "van") are English there.
 */
export function glossToEnglish(text: string, language: ChatLanguage): string {
  if (language === 'af') return tidy(glossAfrikaans(text));
  if (language === 'zu') return tidy(glossZulu(text));
  return text;
}
