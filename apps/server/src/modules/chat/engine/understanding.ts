import type { ChatLanguage, ProposalKind } from '@aurum/shared/chat/chat-contract';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import type { RequestReading } from './read-request';
import type { VaultAsk } from './vault-questions';

/**
 * What the engine knows of one of the member's own requests when it reads a message: enough to
 * find the request a member means ("my chef on Saturday", "my last request") and to answer about
 * it. Only ever the member's own requests (the service reads them through the requests service).
 */
export interface RequestFact {
  id: string;
  serviceType: ServiceType;
  description: string;
  /** As every screen shows it: Pending, Confirmed, Declined, In Progress, Completed, Cancelled. */
  status: string;
  /** Whether the member may still cancel or change it (pending and not yet answered). */
  changeable: boolean;
  /** YYYY-MM-DD in Africa/Johannesburg, or null. */
  preferredDate: string | null;
  /** HH:MM, or null when the request names the whole day. */
  preferredTime: string | null;
  location: string | null;
  partySize: number | null;
  dining: boolean;
  /** The request's notes as they are (a change adds to them). */
  specialRequests?: string | null;
  /** The provider who answered or was chosen, if any. */
  providerName: string | null;
  /** The provider's own words when they answered, if any. */
  providerSaid: string | null;
  createdAt: Date;
}

/** The proposal still open in the conversation, which a follow-up ("make it 8pm") changes. */
export interface OpenProposalFact {
  id: string;
  kind: ProposalKind;
  serviceType: ServiceType;
  preferredDate: string | null;
  preferredTime: string | null;
  location: string | null;
  partySize: number | null;
  /** For a cancel or change: the request it acts on. */
  targetRequestId: string | null;
  /** For a cancel or change: the other requests the message could have meant, best first. */
  alternatives: string[];
}

/** Where the conversation stands when a message arrives. */
export interface Situation {
  now: Date;
  /** The member's own requests, newest first. */
  requests: RequestFact[];
  /** The newest open proposal of the conversation, if any. */
  openProposal: OpenProposalFact | null;
  /** The request the member tapped among the candidates offered (the message's request_id). */
  chosenRequestId: string | null;
}

/** A change the member asks for: only the fields they named. */
export interface RequestChanges {
  date?: string;
  time?: string;
  location?: string;
  area?: string;
  partySize?: number;
  notes?: string;
}

/** The questions about the member's own data the assistant answers. */
export type QuestionTopic =
  | 'tier'
  | 'allowance'
  | 'renewal'
  | 'upcoming'
  | 'requests'
  | 'provider_said'
  | 'memory'
  | 'mood'
  | 'capabilities'
  /** Something the member keeps in their vault (ADR 062; vault-questions.ts). */
  | 'vault';

/** What a member's message asks of the assistant. */
export type Intention =
  /** One or more new requests, one reading each, in the order asked. */
  | { kind: 'new'; readings: RequestReading[] }
  /** Cancel, change or ask about existing requests: the candidates best first. */
  | {
      kind: 'act';
      action: 'cancel' | 'change' | 'status';
      candidates: string[];
      changes: RequestChanges;
    }
  /** A change to the open proposal; `other` picks its alternative ("no, the other one"). */
  | { kind: 'follow_up'; proposalId: string; changes: RequestChanges; other: boolean }
  /** `vault`: the categories asked, when known before the words are read (a model's tool call). */
  | { kind: 'question'; topics: QuestionTopic[]; vault?: VaultAsk }
  /** The member asks for a person. */
  | { kind: 'human' }
  /** A question Aurum has no answer to (the weather, the news): the spec's search fallback. */
  | { kind: 'out_of_scope' }
  /** Greetings, thanks, preferences to remember, anything else. */
  | { kind: 'conversation' };

export type Understanding = Intention & { language: ChatLanguage };
