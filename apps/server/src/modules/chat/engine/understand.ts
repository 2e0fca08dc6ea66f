import { detectLanguage, glossToEnglish } from './language/language';
import { readRequest } from './read-request';
import type { Situation, Understanding } from './understanding';

/**
 * What a member's message asks of the assistant (pure: no database, no network; the member's
 * requests and the open proposal come in `situation`).
 */
export function understand(text: string, situation: Situation): Understanding {
  const language = detectLanguage(text);
  const english = glossToEnglish(text, language);
  const reading = readRequest(english, situation.now);
  if (reading.intent) return { kind: 'new', readings: [reading], language };
  return { kind: 'conversation', language };
}
