import { route, typed } from '../api-route';
import type {
  ChatCapabilities,
  ChatExchange,
  ChatHistory,
  ChatMessageInput,
  ProposalEdits,
  ProposalFiled,
  SecuritySummary,
} from './chat-contract';
import type { VaultRequestDecisionInput } from './vault-request-contract';
import type { VaultRequestDecided } from './vault-request';

/** The member's conversation with the assistant (ADR 080); the memory bank has its own file. */

/** The member's chat history, oldest first. */
export const messages = route('GET', '/api/chat/messages', typed<{ answer: ChatHistory }>);

/**
 * Sends the member's message (201). With `Accept: application/x-ndjson` the answer is streamed
 * instead, one ChatStreamEvent a line (the web app reads it so, see send-chat-message.ts).
 */
export const send = route(
  'POST',
  '/api/chat/messages',
  typed<{
    answer: ChatExchange;
    body: ChatMessageInput;
  }>,
);

/** Files, cancels or changes a request as proposed, with the member's edits (201). */
export const confirmProposal = route(
  'POST',
  '/api/chat/proposals/:id/confirm',
  typed<{
    answer: ProposalFiled;
    body: ProposalEdits;
  }>,
);

/** The member's answer to a reply's request to open vault items (ADR 062). */
export const decideVaultRequest = route(
  'POST',
  '/api/chat/vault-requests/:id/decision',
  typed<{
    answer: VaultRequestDecided;
    body: VaultRequestDecisionInput;
  }>,
);

/** The member's own security events of the last hour, summed up. */
export const security = route('GET', '/api/chat/security', typed<{ answer: SecuritySummary }>);

/** The services the assistant arranges, and whether a model writes. */
export const capabilities = route(
  'GET',
  '/api/chat/capabilities',
  typed<{ answer: ChatCapabilities }>,
);
