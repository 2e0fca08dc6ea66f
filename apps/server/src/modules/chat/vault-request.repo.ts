import type { ChatVaultRequest, StoredVaultRequest } from '@aurum/shared/chat/vault-request';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { MemberScope } from '../../db/as-member';
import { chatMessages } from '../../db/schema/chat';

/**
 * The vault request a reply of the member's carries (ADR 062), its row locked until the
 * transaction ends: a second decision waits here, then finds the first. Null for another
 * member's message, or a message without one.
 */
export async function lockVaultRequest(
  { tx, userId }: MemberScope,
  messageId: string,
): Promise<StoredVaultRequest | null> {
  const [row] = await tx
    .select({ vaultRequest: chatMessages.vaultRequest })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.userId, userId),
        isNotNull(chatMessages.vaultRequest),
      ),
    )
    .for('update');
  return row?.vaultRequest ?? null;
}

/** Writes the member's decision on their own reply's vault request. */
export async function saveVaultRequest(
  { tx, userId }: MemberScope,
  messageId: string,
  request: StoredVaultRequest,
): Promise<ChatVaultRequest> {
  await tx
    .update(chatMessages)
    .set({ vaultRequest: request })
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.userId, userId)));
  return { id: messageId, ...request };
}
