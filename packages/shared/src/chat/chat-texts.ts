/**
 * The AI Assistant chat's texts and constants (spec 02 sections 2, 4, 5, 8 and 9), used by the
 * server (limits, alerts) and the web app (screens) alike.
 */

/** Spec 02 section 5: messages are trimmed and cut to 2000 characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
import { plural } from '../format/words';
/** Over these shares of the limit the composer shows a notice (spec 02 section 5). */
export const CHAT_LIMIT_NOTICES = [
  { above: 0.9, text: 'Approaching character limit' },
  { above: 0.8, text: 'Getting close to character limit' },
] as const;

/** Messages a member may send per window before 'Rate Limit Reached' (enforced by the server). */
export const CHAT_RATE_LIMIT = { attempts: 20, windowSeconds: 60, blockSeconds: 60 } as const;

/** The alert types of spec 02 section 4 with their titles and texts (section 8). */
export const CHAT_ALERTS = {
  rateLimit: {
    title: 'Rate Limit Reached',
    message: 'Please wait a moment before sending another message. This helps protect our service.',
  },
  spam: {
    title: 'Message Flagged',
    message: 'Your message looks like spam-like content. Please try rephrasing it.',
  },
  invalidInput: {
    title: 'Invalid Input',
    message: 'Please enter a valid message (1-2000 characters).',
  },
  offline: {
    title: 'Connection Issue',
    message: 'You appear to be offline. Your message will be ready to send once you reconnect.',
  },
  security: {
    title: 'Security Validation Failed',
    message: 'Message failed security validation.',
  },
} as const;
export type ChatAlertType = keyof typeof CHAT_ALERTS;

/** Error codes of the chat API, each answered with the alert it maps to. */
export const CHAT_ERROR_CODES = {
  rateLimit: 'CHAT_RATE_LIMITED',
  spam: 'CHAT_MESSAGE_FLAGGED',
  invalidInput: 'CHAT_INVALID_INPUT',
  security: 'CHAT_SECURITY_FAILED',
  authRequired: 'AUTH_REQUIRED',
} as const;

export const CHAT_TOASTS = {
  authRequiredTitle: 'Authentication Required',
  authRequired: 'Please sign in to send messages.',
  securityCheckFailedTitle: 'Security Check Failed',
  securityCheckFailed: 'Message failed security validation.',
  messageFailedTitle: 'Message Failed',
  messageFailed: 'Failed to send message securely. Please try again.',
  openingGoogleTitle: 'Opening Google Search',
  offlineBanner: 'No internet connection',
  backOnline: 'Back online',
  voiceUnavailable: 'Voice recognition not available in this browser',
  proposalFailedTitle: 'Could not file the request',
} as const;

/** What the assistant says when it cannot help itself (spec 02 section 8). */
export const SEARCH_FALLBACK_MESSAGE =
  "I'm having trouble processing your request right now. Let me help you search for these services on Google instead.";

/** The web search a fallback message offers: '<text> luxury services South Africa'. */
export function googleSearchUrl(text: string): string {
  const query = `${text.trim()} luxury services South Africa`;
  return `https://www.google.com/search?q=${encodeURIComponent(query)}`;
}

/** Read-aloud settings of spec 02 section 9. */
export const SPEECH_SETTINGS = { rate: 0.9, pitch: 1, volume: 0.8 } as const;

/** The empty chat's four quick-start prompts. */
export const QUICK_START_PROMPTS = [
  'Book a private chef for dinner at home this Saturday at 7pm',
  'I need a driver from OR Tambo to Sandton tomorrow at 9am',
  'Find a villa in Camps Bay for next weekend',
  'Charter a yacht from the V&A Waterfront on Sunday afternoon',
] as const;

/** Chat message status of spec 02 section 4 (the member's own messages). */
export type ChatMessageStatus = 'sending' | 'sent' | 'delivered' | 'error';
/** 'sent' returns to idle after this long (spec 02 section 4). */
export const SENT_STATUS_MS = 2000;

/**
 * Spec 02 section 9's confidence thresholds: above 0.7 with providers one best match, above 0.5
 * up to three options, lower a clarifying question.
 */
export const CONFIDENCE = {
  general: 0.3,
  base: 0.3,
  perKeyword: 0.1,
  providersFound: 0.3,
  location: 0.1,
  time: 0.1,
  longText: 0.05,
  longTextOver: 20,
  cap: 0.95,
  bestMatchAbove: 0.7,
  optionsAbove: 0.5,
  maxOptions: 3,
} as const;

/** A special-request note keeps the member's words when the message is over 50 characters. */
export const SPECIAL_REQUEST_NOTE_OVER = 50;
/** A location read from chat text is 3-19 characters (spec 02 section 5). */
export const CHAT_LOCATION_LENGTH = { min: 3, max: 19 } as const;

/**
 * The security panel (spec 02 section 9): over 20 events in 60 s is suspicious; over 5 failed
 * authentication events is flagged; status high when anything is suspicious, medium when failed
 * events are over 3, else low; metrics cover the last hour, refreshed every 30 s.
 */
export const SECURITY_PANEL = {
  burstEvents: 20,
  burstSeconds: 60,
  failedFlagOver: 5,
  mediumFailedOver: 3,
  windowSeconds: 60 * 60,
  refreshMs: 30_000,
} as const;

/** What the assistant says once a confirmed proposal is filed (titles: spec 02 section 4). */
export const PROPOSAL_FILED_TEXTS = {
  matchFound: (providers: number) =>
    `Done: I've sent your request to ${plural(providers, 'matched provider')}. You'll see their answer live on Request Status.`,
  received:
    'Done: your request is with our concierge team, who will personally find the right provider. You can follow it on Request Status.',
} as const;
