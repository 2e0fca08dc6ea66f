import { type ChatVaultRequest, VAULT_REQUEST_ERRORS } from '@aurum/shared/chat/vault-request';
import type { VaultRequestDecisionInput } from '@aurum/shared/chat/vault-request-contract';
import { asMember } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { VaultService } from '../vault/vault.service';
import type { VaultItemFact } from './engine/replies/vault-replies';
import * as repo from './vault-request.repo';

const notFound = () =>
  new AppError(VAULT_REQUEST_ERRORS.notFound.code, VAULT_REQUEST_ERRORS.notFound.message, 404);

/**
 * The assistant's side of the zero-knowledge vault (ADR 062): the plain facts of the member's
 * own items a vault question needs, read through the vault's service, and the member's answer
 * to a request to open some. Approving marks the items opened (through the vault's service, in
 * the same transaction as the decision); the items then open in the member's browser only.
 * Declining reads nothing. A request is answered once: a second answer is a 409.
 */
export class VaultRequests {
  constructor(
    private db: Database,
    private clock: Clock,
    private vault: Pick<VaultService, 'itemsForAssistant' | 'openForAssistantWithin'>,
  ) {}

  /** The member's own items of these categories (all for []), as the engine may know them. */
  items(userId: string, categories: readonly string[]): Promise<VaultItemFact[]> {
    return this.vault.itemsForAssistant(userId, categories);
  }

  async decide(
    userId: string,
    messageId: string,
    { decision }: VaultRequestDecisionInput,
  ): Promise<ChatVaultRequest> {
    return asMember(this.db, userId, async (scope) => {
      const stored = await repo.lockVaultRequest(scope, messageId);
      if (!stored || stored.kind !== 'ask') throw notFound();
      if (stored.decision !== 'open') {
        const { code, message } = VAULT_REQUEST_ERRORS.decided;
        throw new AppError(code, message, 409);
      }
      const now = this.clock.now();
      const approved =
        decision === 'approve'
          ? await this.vault.openForAssistantWithin(
              scope,
              stored.items.map((item) => item.id),
              now,
            )
          : [];
      return repo.saveVaultRequest(scope, messageId, {
        ...stored,
        decision: decision === 'approve' ? 'approved' : 'declined',
        approved_ids: approved,
        decided_at: now.toISOString(),
      });
    });
  }
}
