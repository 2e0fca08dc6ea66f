import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';

/**
 * The language of a member's message: English, Afrikaans or isiZulu (English mixed with either
 * reads as that language).
 */
export function detectLanguage(text: string): ChatLanguage {
  void text;
  return 'en';
}

/**
 * The message in English words for the engine to read (intent, actions, days, times, places):
 * Afrikaans and isiZulu words and phrases glossed, English left as it is. The proposal and the
 * filed request keep the member's own words; only the reading uses the gloss.
 */
export function glossToEnglish(text: string, language: ChatLanguage): string {
  void language;
  return text;
}
