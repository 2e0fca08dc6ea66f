import { CHAT_LIMIT_NOTICES, CHAT_MESSAGE_MAX_LENGTH } from '@aurum/shared/chat/chat-texts';

/** The composer's notice: over 90% 'Approaching…', over 80% 'Getting close…', else none. */
export function characterNotice(length: number): string | null {
  const share = length / CHAT_MESSAGE_MAX_LENGTH;
  return CHAT_LIMIT_NOTICES.find((notice) => share > notice.above)?.text ?? null;
}
