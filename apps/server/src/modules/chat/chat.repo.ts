import type { ChatMessage, ChatProposal } from '@aurum/shared/chat/chat-contract';
import type { MatchingResult } from '@aurum/shared/requests/request-contract';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../db/as-member';
import type { Executor } from '../../db/client';
import { chatMessages, chatProposals } from '../../db/schema/chat';
import type { ProposalDraft } from './engine/concierge-reply';

type MessageRow = typeof chatMessages.$inferSelect;
type ProposalRow = typeof chatProposals.$inferSelect;

/**
 * The food allergies and diet a proposal of this service shows. They are not stored with it
 * (ADR 033): the service reads them from the member's sealed medical info.
 */
export type ProposalDiet = (
  serviceType: ServiceType,
) => Pick<ChatProposal, 'allergies' | 'dietary_restrictions'>;

function toProposal(row: ProposalRow, diet: ProposalDiet): ChatProposal {
  return {
    id: row.id,
    kind: 'new',
    target: null,
    changed: [],
    party_size: null,
    dining: false,
    service_type: row.serviceType as ServiceType,
    location: row.location,
    area: row.area,
    preferred_date: row.preferredDate,
    preferred_time: row.preferredTime,
    special_requests: row.specialRequests,
    confidence: row.confidence,
    providers: row.providers,
    description: row.description,
    ...diet(row.serviceType as ServiceType),
    status: row.status === 'filed' ? 'filed' : 'open',
    request_id: row.requestId,
  };
}

function toMessage(row: MessageRow, proposal: ChatProposal | null): ChatMessage {
  return {
    id: row.id,
    message: row.message,
    is_from_user: row.isFromUser,
    created_at: row.createdAt.toISOString(),
    has_google_fallback: row.hasGoogleFallback,
    search_text: row.searchText,
    proposal,
    proposals: proposal ? [proposal] : [],
    choices: [],
    memory_suggestion: row.memorySuggestion ?? null,
    author: row.author as ChatMessage['author'],
    language: 'en',
    offers_human: false,
  };
}

/** The member's latest messages, oldest first, each with its proposal. */
export async function listMessages(
  { db, userId }: MemberReadScope,
  limit: number,
  diet: ProposalDiet,
) {
  const rows = await db
    .select({ message: chatMessages, proposal: chatProposals })
    .from(chatMessages)
    .leftJoin(chatProposals, eq(chatProposals.messageId, chatMessages.id))
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return rows
    .reverse()
    .map((row) => toMessage(row.message, row.proposal && toProposal(row.proposal, diet)));
}

export interface NewMessage {
  message: string;
  isFromUser: boolean;
  author: ChatMessage['author'];
  hasGoogleFallback?: boolean;
  searchText?: string | null;
  memorySuggestion?: ChatMessage['memory_suggestion'];
}

async function insertMessage({ tx, userId }: MemberScope, message: NewMessage, now: Date) {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      userId,
      message: message.message,
      isFromUser: message.isFromUser,
      author: message.author,
      hasGoogleFallback: message.hasGoogleFallback ?? false,
      searchText: message.searchText ?? null,
      memorySuggestion: message.memorySuggestion ?? null,
      createdAt: now,
    })
    .returning();
  return row!;
}

async function insertProposal(
  { tx, userId }: MemberScope,
  messageId: string,
  draft: ProposalDraft,
  now: Date,
) {
  const [row] = await tx
    .insert(chatProposals)
    .values({
      userId,
      messageId,
      serviceType: draft.serviceType,
      description: draft.description,
      location: draft.location,
      area: draft.area,
      preferredDate: draft.preferredDate,
      preferredTime: draft.preferredTime,
      specialRequests: draft.specialRequests,
      confidence: draft.confidence,
      providers: draft.providers,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** Stores a message with its proposal, if any, and answers it as the API shows it. */
export async function saveMessage(
  scope: MemberScope,
  message: NewMessage,
  proposal: ProposalDraft | null,
  now: Date,
  diet: ProposalDiet,
): Promise<ChatMessage> {
  const row = await insertMessage(scope, message, now);
  const proposalRow = proposal ? await insertProposal(scope, row.id, proposal, now) : null;
  return toMessage(row, proposalRow && toProposal(proposalRow, diet));
}

/** The member's own proposal, locked until the transaction ends (a second click waits here). */
export async function lockProposal({ tx, userId }: MemberScope, id: string) {
  const [row] = await tx
    .select()
    .from(chatProposals)
    .where(and(eq(chatProposals.id, id), eq(chatProposals.userId, userId)))
    .for('update');
  return row ?? null;
}

/** The proposal as the member confirmed it (with their edits), and the request it became. */
export async function markFiled(
  tx: Executor,
  id: string,
  filed: {
    requestId: string;
    matching: MatchingResult | null;
    edits: Pick<
      ProposalRow,
      'serviceType' | 'location' | 'area' | 'preferredDate' | 'preferredTime' | 'specialRequests'
    >;
  },
  now: Date,
  diet: ProposalDiet,
) {
  const [row] = await tx
    .update(chatProposals)
    .set({
      ...filed.edits,
      status: 'filed',
      requestId: filed.requestId,
      matching: filed.matching,
      filedAt: now,
    })
    .where(eq(chatProposals.id, id))
    .returning();
  return toProposal(row!, diet);
}

/** The reply that told the member a proposal was filed (shown again on a repeated click). */
export async function replyAfter({ tx, userId }: MemberScope, since: Date) {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.isFromUser, false),
        gte(chatMessages.createdAt, since),
      ),
    )
    .orderBy(asc(chatMessages.seq))
    .limit(1);
  return row ? toMessage(row, null) : null;
}

export const proposalView = toProposal;

/** How often the member sent exactly this message since `since` (flooding). */
export async function countSameMessages({ tx, userId }: MemberScope, text: string, since: Date) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.isFromUser, true),
        eq(chatMessages.message, text),
        gte(chatMessages.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}
