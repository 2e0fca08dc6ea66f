import { CHAT_ERROR_CODES, type ChatAlertType } from '@aurum/shared/chat/chat-texts';
import { isApiError } from '../../../lib/api-error';

const BY_CODE: Record<string, ChatAlertType> = {
  [CHAT_ERROR_CODES.rateLimit]: 'rateLimit',
  [CHAT_ERROR_CODES.spam]: 'spam',
  [CHAT_ERROR_CODES.invalidInput]: 'invalidInput',
  [CHAT_ERROR_CODES.security]: 'security',
  NETWORK_ERROR: 'offline',
};

/** The chat alert (spec 02 section 4) a failed send shows, or null for any other failure. */
export function alertFor(error: unknown): ChatAlertType | null {
  return isApiError(error) ? (BY_CODE[error.code] ?? null) : null;
}
