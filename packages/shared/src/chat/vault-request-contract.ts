import { z } from 'zod';

/**
 * `POST /api/chat/vault-requests/:id/decision {decision}`: the member approves or declines the
 * assistant's request to open vault items (ADR 062). The body carries the decision only: no
 * item, no key, no plaintext.
 */
export const vaultRequestDecisionSchema = z.strictObject(
  {
    decision: z.enum(['approve', 'decline'], { error: 'The decision is approve or decline' }),
  },
  { error: 'Send the decision only' },
);
export type VaultRequestDecisionInput = z.input<typeof vaultRequestDecisionSchema>;
