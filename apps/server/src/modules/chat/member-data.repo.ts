import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { chatMessages, chatProposals, memoryBank } from '../../db/schema/chat';

/** The assistant's part of the member's data rights (ADR 055): chat, proposals, memory bank. */
export const CHAT_EXPORT_TABLES = ['chat_messages', 'chat_proposals', 'memory_bank'] as const;

export async function exportChat(db: Executor, userId: string) {
  const messages = await db
    .select({
      message: chatMessages.message,
      fromMember: chatMessages.isFromUser,
      author: chatMessages.author,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(chatMessages.seq);
  const proposals = await db
    .select({
      serviceType: chatProposals.serviceType,
      description: chatProposals.description,
      location: chatProposals.location,
      preferredDate: chatProposals.preferredDate,
      preferredTime: chatProposals.preferredTime,
      specialRequests: chatProposals.specialRequests,
      status: chatProposals.status,
      requestId: chatProposals.requestId,
      createdAt: chatProposals.createdAt,
    })
    .from(chatProposals)
    .where(eq(chatProposals.userId, userId))
    .orderBy(chatProposals.createdAt);
  const memory = await db
    .select({
      category: memoryBank.category,
      key: memoryBank.preferenceKey,
      value: memoryBank.preferenceValue,
      confidence: memoryBank.confidenceScore,
      source: memoryBank.source,
      verified: memoryBank.verified,
      context: memoryBank.context,
      updatedAt: memoryBank.updatedAt,
    })
    .from(memoryBank)
    .where(eq(memoryBank.userId, userId))
    .orderBy(memoryBank.category, memoryBank.preferenceKey);
  return {
    chat: messages.map(({ createdAt, ...m }) => ({ ...m, at: createdAt.toISOString() })),
    chat_proposals: proposals.map(({ createdAt, ...p }) => ({
      ...p,
      created_at: createdAt.toISOString(),
    })),
    memory_bank: memory.map(({ updatedAt, ...m }) => ({
      ...m,
      updated_at: updatedAt.toISOString(),
    })),
  };
}

export async function forgetChat(tx: Transaction, userId: string) {
  await tx.delete(chatProposals).where(eq(chatProposals.userId, userId));
  await tx.delete(chatMessages).where(eq(chatMessages.userId, userId));
  await tx.delete(memoryBank).where(eq(memoryBank.userId, userId));
}
