import type {
  ChangeableField,
  ChatChoice,
  ChatLanguage,
  ChatMessage,
  ChatProposal,
} from '@aurum/shared/chat/chat-contract';
import type { StoredVaultRequest } from '@aurum/shared/chat/vault-request';
import type { MatchingResult } from '@aurum/shared/requests/request-contract';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../db/as-member';
import type { Executor } from '../../db/client';
import { type ChoiceAction, chatMessages, chatProposals } from '../../db/schema/chat';
import type { ProposalDraft } from './engine/proposal-draft';

type MessageRow = typeof chatMessages.$inferSelect;
type ProposalRow = typeof chatProposals.$inferSelect;
export type { ProposalRow };

/**
 * The food allergies and diet a proposal of this service shows. They are not stored with it
 * (ADR 033): the service reads them from the member's sealed medical info.
 */
export type ProposalDiet = (
  serviceType: ServiceType,
  dining: boolean,
) => Pick<ChatProposal, 'allergies' | 'dietary_restrictions'>;

const STATUSES = new Set<ChatProposal['status']>(['open', 'filed', 'done', 'replaced']);

function toProposal(row: ProposalRow, diet: ProposalDiet): ChatProposal {
  return {
    id: row.id,
    kind: row.kind as ChatProposal['kind'],
    target: row.target ?? null,
    changed: row.changed,
    service_type: row.serviceType as ServiceType,
    location: row.location,
    area: row.area,
    preferred_date: row.preferredDate,
    preferred_time: row.preferredTime,
    special_requests: row.specialRequests,
    party_size: row.partySize,
    dining: row.dining,
    confidence: row.confidence,
    providers: row.providers,
    description: row.description,
    ...(row.kind === 'cancel'
      ? { allergies: [], dietary_restrictions: [] }
      : diet(row.serviceType as ServiceType, row.dining)),
    status: STATUSES.has(row.status as ChatProposal['status'])
      ? (row.status as ChatProposal['status'])
      : 'open',
    request_id: row.requestId,
  };
}

function toMessage(row: MessageRow, proposals: ChatProposal[]): ChatMessage {
  return {
    id: row.id,
    message: row.message,
    is_from_user: row.isFromUser,
    created_at: row.createdAt.toISOString(),
    has_google_fallback: row.hasGoogleFallback,
    search_text: row.searchText,
    proposal: proposals[0] ?? null,
    proposals,
    choices: row.choices,
    memory_suggestion: row.memorySuggestion ?? null,
    author: row.author as ChatMessage['author'],
    language: row.language as ChatLanguage,
    offers_human: row.offersHuman,
    vault_request: row.vaultRequest ? { id: row.id, ...row.vaultRequest } : null,
  };
}

/** The member's latest messages, oldest first, each with its proposals in order. */
export async function listMessages(
  { db, userId }: MemberReadScope,
  limit: number,
  diet: ProposalDiet,
) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  const ids = rows.filter((row) => !row.isFromUser).map((row) => row.id);
  const proposals = ids.length
    ? await db
        .select()
        .from(chatProposals)
        .where(and(eq(chatProposals.userId, userId), inArray(chatProposals.messageId, ids)))
        .orderBy(asc(chatProposals.position))
    : [];
  const byMessage = new Map<string, ChatProposal[]>();
  for (const proposal of proposals) {
    const list = byMessage.get(proposal.messageId) ?? [];
    list.push(toProposal(proposal, diet));
    byMessage.set(proposal.messageId, list);
  }
  return rows.reverse().map((row) => toMessage(row, byMessage.get(row.id) ?? []));
}

export interface NewMessage {
  message: string;
  isFromUser: boolean;
  author: ChatMessage['author'];
  language?: ChatLanguage;
  hasGoogleFallback?: boolean;
  searchText?: string | null;
  memorySuggestion?: ChatMessage['memory_suggestion'];
  choices?: ChatChoice[];
  choiceAction?: ChoiceAction | null;
  offersHuman?: boolean;
  vaultRequest?: StoredVaultRequest | null;
}

async function insertMessage({ tx, userId }: MemberScope, message: NewMessage, now: Date) {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      userId,
      message: message.message,
      isFromUser: message.isFromUser,
      author: message.author,
      language: message.language ?? 'en',
      hasGoogleFallback: message.hasGoogleFallback ?? false,
      searchText: message.searchText ?? null,
      memorySuggestion: message.memorySuggestion ?? null,
      choices: message.choices ?? [],
      choiceAction: message.choiceAction ?? null,
      offersHuman: message.offersHuman ?? false,
      vaultRequest: message.vaultRequest ?? null,
      createdAt: now,
    })
    .returning();
  return row!;
}

async function insertProposals(
  { tx, userId }: MemberScope,
  messageId: string,
  drafts: readonly ProposalDraft[],
  now: Date,
) {
  if (drafts.length === 0) return [];
  return tx
    .insert(chatProposals)
    .values(
      drafts.map((draft, position) => ({
        userId,
        messageId,
        position,
        kind: draft.kind,
        target: draft.target,
        alternatives: draft.alternatives,
        changed: draft.changed,
        requestId: draft.target?.id ?? null,
        serviceType: draft.serviceType,
        description: draft.description,
        location: draft.location,
        area: draft.area,
        preferredDate: draft.preferredDate,
        preferredTime: draft.preferredTime,
        specialRequests: draft.specialRequests,
        partySize: draft.partySize,
        dining: draft.dining,
        confidence: draft.confidence,
        providers: draft.providers,
        createdAt: now,
      })),
    )
    .returning();
}

/** Stores a message with its proposals, if any, and answers it as the API shows it. */
export async function saveMessage(
  scope: MemberScope,
  message: NewMessage,
  proposals: readonly ProposalDraft[],
  now: Date,
  diet: ProposalDiet,
): Promise<ChatMessage> {
  const row = await insertMessage(scope, message, now);
  const rows = await insertProposals(scope, row.id, proposals, now);
  return toMessage(
    row,
    rows.sort((a, b) => a.position - b.position).map((proposal) => toProposal(proposal, diet)),
  );
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

/** The language of the reply a proposal belongs to. */
export async function languageOf({ tx, userId }: MemberScope, messageId: string) {
  const [row] = await tx
    .select({ language: chatMessages.language })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.userId, userId)));
  return (row?.language ?? 'en') as ChatLanguage;
}

export type ProposalFields = Pick<
  ProposalRow,
  | 'serviceType'
  | 'location'
  | 'area'
  | 'preferredDate'
  | 'preferredTime'
  | 'specialRequests'
  | 'partySize'
>;

/**
 * The proposal as the member confirmed it (with their edits): filed with the request it became
 * (a new request) or done (a cancel or a change).
 */
export async function markConfirmed(
  tx: Executor,
  id: string,
  outcome: {
    status: 'filed' | 'done';
    requestId: string;
    matching: MatchingResult | null;
    edits: ProposalFields;
  },
  now: Date,
  diet: ProposalDiet,
) {
  const [row] = await tx
    .update(chatProposals)
    .set({
      ...outcome.edits,
      status: outcome.status,
      requestId: outcome.requestId,
      matching: outcome.matching,
      filedAt: now,
    })
    .where(eq(chatProposals.id, id))
    .returning();
  return toProposal(row!, diet);
}

/** A proposal a follow-up proposed anew ("make it 8pm"): it can no longer be confirmed. */
export async function markReplaced({ tx, userId }: MemberScope, id: string) {
  await tx
    .update(chatProposals)
    .set({ status: 'replaced' })
    .where(
      and(
        eq(chatProposals.id, id),
        eq(chatProposals.userId, userId),
        eq(chatProposals.status, 'open'),
      ),
    );
}

/**
 * The open proposals of the member's latest `withinMessages` messages, newest reply first and,
 * within a reply, last proposed first: what a follow-up ("make it 8pm") may change.
 */
export async function recentOpenProposals({ db, userId }: MemberReadScope, withinMessages: number) {
  const recent = db
    .select({ id: chatMessages.id, seq: chatMessages.seq })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.seq))
    .limit(withinMessages)
    .as('recent');
  return db
    .select({ proposal: chatProposals })
    .from(chatProposals)
    .innerJoin(recent, eq(recent.id, chatProposals.messageId))
    .where(and(eq(chatProposals.userId, userId), eq(chatProposals.status, 'open')))
    .orderBy(desc(recent.seq), desc(chatProposals.position))
    .then((rows) => rows.map((row) => row.proposal));
}

/**
 * The action a recent reply asked the member to choose a request for, when `requestId` was one
 * of its choices (the member tapped it); null otherwise.
 */
export async function choiceActionFor(
  { db, userId }: MemberReadScope,
  requestId: string,
  withinMessages: number,
): Promise<ChoiceAction | null> {
  const rows = await db
    .select({ choices: chatMessages.choices, choiceAction: chatMessages.choiceAction })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.seq))
    .limit(withinMessages);
  const offered = rows.find(
    (row) => row.choiceAction && row.choices.some((choice) => choice.request_id === requestId),
  );
  return offered?.choiceAction ?? null;
}

/** The reply that told the member a proposal was confirmed (shown again on a repeated click). */
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
  return row ? toMessage(row, []) : null;
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

export type { ChangeableField, ChoiceAction };
