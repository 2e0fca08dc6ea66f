import type {
  ChangeableField,
  ChatChoice,
  MemorySuggestion,
  ProposalKind,
  ProposalTarget,
} from '@aurum/shared/chat/chat-contract';
import type { StoredVaultRequest } from '@aurum/shared/chat/vault-request';
import type { ProviderSummary } from '@aurum/shared/requests/request-contract';
import type { ServiceType } from '@aurum/shared/requests/service-types';

/**
 * A proposal before it is stored: a new request, or a cancel or change of one of the member's
 * requests (`target`). It holds no medical info: the member's food allergies and diet are read
 * from their sealed medical info when it is shown or filed.
 */
export interface ProposalDraft {
  kind: ProposalKind;
  target: ProposalTarget | null;
  /** The other requests the member's words could have meant, best first. */
  alternatives: string[];
  changed: ChangeableField[];
  serviceType: ServiceType;
  description: string;
  location: string | null;
  area: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  specialRequests: string | null;
  partySize: number | null;
  dining: boolean;
  confidence: number;
  providers: ProviderSummary[];
}

/** The assistant's answer before it is stored. */
export interface ComposedReply {
  text: string;
  proposals: ProposalDraft[];
  hasGoogleFallback: boolean;
  memorySuggestion: MemorySuggestion | null;
  choices: ChatChoice[];
  offersHuman: boolean;
  /** The member asked for something in their vault: what was found, and any request (ADR 062). */
  vaultRequest?: StoredVaultRequest | null;
}

export const plainReply = (text: string): ComposedReply => ({
  text,
  proposals: [],
  hasGoogleFallback: false,
  memorySuggestion: null,
  choices: [],
  offersHuman: false,
});
