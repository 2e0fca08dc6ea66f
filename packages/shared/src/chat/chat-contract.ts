import { z } from 'zod';
import { HH_MM, isRealDate } from '../onboarding/onboarding-contract';
import type { MatchingResult, ProviderSummary } from '../requests/request-contract';
import { LOCATION_MAX_LENGTH, SPECIAL_REQUESTS_MAX_LENGTH } from '../requests/request-contract';
import { SERVICE_TYPE_VALUES, type ServiceType } from '../requests/service-types';
import { CHAT_ALERTS, CHAT_MESSAGE_MAX_LENGTH } from './chat-texts';
import type { MemoryCategory } from './memory-bank';

/**
 * The chat API (PRODUCT.md "AI assistant"): `POST /api/chat/messages {message}` answers the
 * stored member message and the assistant's reply, which carries a `proposal` whenever the
 * assistant has a request to propose; `GET /api/chat/messages` returns the history.
 */

/** Spec 02 section 5: trimmed and cut to 2000 characters; blank is invalid input. */
export const chatMessageInputSchema = z.object({
  message: z
    .string({ error: CHAT_ALERTS.invalidInput.message })
    .trim()
    .min(1, CHAT_ALERTS.invalidInput.message)
    .transform((text) => text.slice(0, CHAT_MESSAGE_MAX_LENGTH)),
});
export type ChatMessageInput = z.input<typeof chatMessageInputSchema>;

/** A request the assistant proposes; null for anything the message did not say. */
export interface ChatProposal {
  id: string;
  /** The stored service type code (packages/shared/src/requests/service-types.ts). */
  service_type: ServiceType;
  /** The place as the member named it, e.g. "Kyalami". */
  location: string | null;
  /** The metro area or region of that place, e.g. "Johannesburg". */
  area: string | null;
  /** YYYY-MM-DD in Africa/Johannesburg. */
  preferred_date: string | null;
  /** HH:MM, 24 h. */
  preferred_time: string | null;
  special_requests: string | null;
  /** Spec 02 section 9's confidence, 0 to 0.95. */
  confidence: number;
  /** One best match, up to three options, or none (spec 02 section 9). */
  providers: ProviderSummary[];
  /** What the filed request will say it is about. */
  description: string;
  /**
   * Where food is served (chef, events, restaurants): the member's food allergies and diet, which
   * the filed request passes on to the provider. Read from the sealed medical info each time,
   * never stored with the proposal; never a drug allergy, medication or condition (PRODUCT.md).
   */
  allergies: string[];
  dietary_restrictions: string[];
  /** open until the member confirms it; then filed, with the request's id. */
  status: 'open' | 'filed';
  request_id: string | null;
}

/** A lasting preference the assistant heard and offers to remember (source conversation). */
export interface MemorySuggestion {
  category: MemoryCategory;
  preference_key: string;
  preference_value: string;
}

export interface ChatMessage {
  id: string;
  message: string;
  is_from_user: boolean;
  created_at: string;
  /** The reply offers 'Search on Google' for the member's words. */
  has_google_fallback: boolean;
  /** The member's words a fallback search uses. */
  search_text: string | null;
  proposal: ChatProposal | null;
  memory_suggestion: MemorySuggestion | null;
  /** Who wrote the reply: Aurum's own engine or the configured language model. */
  author: 'member' | 'engine' | 'model';
}

/** GET /api/chat/messages: the member's conversation. */
export interface ChatHistory {
  messages: ChatMessage[];
}

export interface ChatExchange {
  message: ChatMessage;
  reply: ChatMessage;
}

/** Lines of the streamed answer (Accept: application/x-ndjson), one JSON object per line. */
export type ChatStreamEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'delta'; text: string }
  | { type: 'reply'; reply: ChatMessage }
  | { type: 'error'; code: string; message: string };

const optionalDate = z
  .string({ error: 'Preferred date must be a date' })
  .trim()
  .refine((value) => value === '' || isRealDate(value), 'Preferred date must be a real date');
const optionalTime = z
  .string({ error: 'Preferred time must be a time' })
  .trim()
  .refine((value) => value === '' || HH_MM.test(value), 'Preferred time must be like 14:30');

/** The member's edits before confirming; anything left out stays as proposed. */
export const proposalConfirmSchema = z.object({
  service_type: z.enum(SERVICE_TYPE_VALUES, { error: 'Please choose a service type' }).optional(),
  location: z
    .string({ error: 'Location must be text' })
    .trim()
    .max(LOCATION_MAX_LENGTH, `Location must be at most ${LOCATION_MAX_LENGTH} characters`)
    .optional(),
  preferred_date: optionalDate.optional(),
  preferred_time: optionalTime.optional(),
  special_requests: z
    .string({ error: 'Special requests must be text' })
    .trim()
    .max(
      SPECIAL_REQUESTS_MAX_LENGTH,
      `Special requests must be at most ${SPECIAL_REQUESTS_MAX_LENGTH} characters`,
    )
    .optional(),
  /** The member saw the likely-duplicate warning (409 LIKELY_DUPLICATE) and files it as well. */
  file_anyway: z.boolean({ error: 'file_anyway must be true or false' }).optional(),
});
export type ProposalEdits = z.input<typeof proposalConfirmSchema>;

/** The answer to a confirmation: the filed request and the spec's matching notice. */
export interface ProposalFiled {
  request_id: string;
  notice: { title: string; description: string };
  matching: MatchingResult | null;
  /** The assistant's chat message telling the member what happened. */
  reply: ChatMessage;
  proposal: ChatProposal;
}

/** The Security & Privacy panel's four cards, from the member's own audit events. */
export interface SecuritySummary {
  status: 'low' | 'medium' | 'high';
  activity_last_hour: number;
  failed_events: number;
  suspicious_activity: number;
  recent: { event: string; success: boolean; created_at: string }[];
}

/** What the assistant can do here, for the Capabilities tab. */
export interface ChatCapabilities {
  language_model: boolean;
  service_types: { value: ServiceType; label: string }[];
}
