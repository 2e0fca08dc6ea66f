import { z } from 'zod';
import { HH_MM, isRealDate } from '../onboarding/onboarding-contract';
import type { MatchingResult, ProviderSummary } from '../requests/request-contract';
import { LOCATION_MAX_LENGTH, SPECIAL_REQUESTS_MAX_LENGTH } from '../requests/request-contract';
import { SERVICE_TYPE_VALUES, type ServiceType } from '../requests/service-types';
import { CHAT_ALERTS, CHAT_MESSAGE_MAX_LENGTH } from './chat-texts';
import type { MemoryCategory } from './memory-bank';
import type { ChatVaultRequest } from './vault-request';

/**
 * The chat API (PRODUCT.md "AI assistant"): `POST /api/chat/messages {message}` answers the
 * stored member message and the assistant's reply, which carries a `proposal` whenever the
 * assistant has a request to propose; `GET /api/chat/messages` returns the history.
 */

/** The languages the assistant understands and answers in (ISO 639-1). */
export const CHAT_LANGUAGES = ['en', 'af', 'zu'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/** Party sizes a table, a chef or a charter may be booked for. */
export const PARTY_SIZE = { min: 1, max: 500 } as const;

/**
 * Spec 02 section 5: trimmed and cut to 2000 characters; blank is invalid input. `request_id`
 * says which of the member's requests the message is about, when they tapped one of the
 * candidates the assistant offered.
 */
export const chatMessageInputSchema = z.object({
  message: z
    .string({ error: CHAT_ALERTS.invalidInput.message })
    .trim()
    .min(1, CHAT_ALERTS.invalidInput.message)
    .transform((text) => text.slice(0, CHAT_MESSAGE_MAX_LENGTH)),
  request_id: z.uuid({ error: 'request_id must be a request id' }).optional(),
});
export type ChatMessageInput = z.input<typeof chatMessageInputSchema>;

/**
 * What a proposal does once confirmed: file a new request, cancel one of the member's requests,
 * or change one (its date, time, place, party size or notes).
 */
export type ProposalKind = 'new' | 'cancel' | 'change';

/** The fields a change proposal changes. */
export const CHANGEABLE_FIELDS = [
  'preferred_date',
  'preferred_time',
  'location',
  'party_size',
  'special_requests',
] as const;
export type ChangeableField = (typeof CHANGEABLE_FIELDS)[number];

/** The member's existing request a cancel or change proposal acts on, as the card shows it. */
export interface ProposalTarget {
  id: string;
  service_type: ServiceType;
  /** Its status as every screen shows it (displayedRequestStatus). */
  status: string;
  /** ISO date-time of the preferred date, or null; a day without a time is its local midnight. */
  preferred_date: string | null;
  /** Whether the request names a time of day (as ServiceRequestDetail.preferred_time_set). */
  preferred_time_set: boolean;
  location: string | null;
  party_size: number | null;
  provider_name: string | null;
}

/**
 * A request the assistant proposes; null for anything the message did not say. For a change, the
 * fields hold the request as it will be after the change and `changed` names what changes.
 */
export interface ChatProposal {
  id: string;
  kind: ProposalKind;
  /** The request a cancel or change acts on; null for a new request. */
  target: ProposalTarget | null;
  changed: ChangeableField[];
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
  /** How many people (a table, a dinner, a charter), or null. */
  party_size: number | null;
  /** A restaurant table: matched to dining providers (a request of type 'other'). */
  dining: boolean;
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
  /**
   * open until the member confirms it; then filed (a new request, with its id) or done (a cancel
   * or change carried out); replaced when a follow-up ("make it 8pm") proposed it anew.
   */
  status: 'open' | 'filed' | 'done' | 'replaced';
  request_id: string | null;
}

/** One of the candidates the assistant offers when a message could mean several requests. */
export interface ChatChoice {
  /** What the button says, e.g. "Private Chef, Sat 28 Nov, Constantia". */
  label: string;
  /** The message sent when tapped (with `request_id`). */
  message: string;
  request_id: string;
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
  /** The reply's first proposal (the stable API's single proposal); see `proposals`. */
  proposal: ChatProposal | null;
  /** Every proposal of the reply, in the order the member asked: one per request. */
  proposals: ChatProposal[];
  /** Candidates to tap when the message could mean several of the member's requests. */
  choices: ChatChoice[];
  memory_suggestion: MemorySuggestion | null;
  /** Who wrote the reply: Aurum's own engine or the configured language model. */
  author: 'member' | 'engine' | 'model';
  /** The language the message is in (a reply answers in the member's). */
  language: ChatLanguage;
  /** The reply offers the human concierge (the member asked for a person). */
  offers_human: boolean;
  /** The member asked for something kept in their vault (ADR 062): what the reply found. */
  vault_request: ChatVaultRequest | null;
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

const SHARED_ITEMS = { max: 20, length: 100 } as const;
const sharedList = (name: string) =>
  z
    .array(
      z
        .string({ error: `${name} must be text` })
        .trim()
        .min(1, `${name} must not be blank`)
        .max(SHARED_ITEMS.length, `${name} must be at most ${SHARED_ITEMS.length} characters each`),
      { error: `${name} must be a list` },
    )
    .max(SHARED_ITEMS.max, `At most ${SHARED_ITEMS.max} ${name.toLowerCase()}`);

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
  party_size: z
    .number({ error: 'Party size must be a number' })
    .int('Party size must be a whole number')
    .min(PARTY_SIZE.min, `Party size must be at least ${PARTY_SIZE.min}`)
    .max(PARTY_SIZE.max, `Party size must be at most ${PARTY_SIZE.max}`)
    .nullable()
    .optional(),
  /**
   * What the provider will be told of the member's allergies and diet, as the member left it on
   * the card (they may remove any, or add what they choose to share).
   */
  allergies: sharedList('Allergies').optional(),
  dietary_restrictions: sharedList('Dietary restrictions').optional(),
  /** The member saw the likely-duplicate warning (409 LIKELY_DUPLICATE) and files it as well. */
  file_anyway: z.boolean({ error: 'file_anyway must be true or false' }).optional(),
});
export type ProposalEdits = z.input<typeof proposalConfirmSchema>;

/**
 * The answer to a confirmation: the filed, cancelled or changed request and the notice (the
 * spec's matching notice for a new request).
 */
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
