import { PENDING_SIGN_IN_TEXTS } from '@aurum/shared/auth/auth-messages';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repo from './pending-sign-ins.repo';
import { hashToken, newOpaqueToken } from './tokens';

export type { FirstStep, PendingSignIn } from './pending-sign-ins.repo';

/** How long a member has for the second factor after the first step. */
export const PENDING_SIGN_IN_MINUTES = 5;
/** Wrong factors a pending sign-in takes before it is voided (the sign-in starts again). */
export const PENDING_SIGN_IN_ATTEMPTS = 5;

/**
 * Sign-ins waiting for a second factor (issue 26). The first step (password, reset link) opens
 * one and hands the client an `mfa_token`; a factor's verifier (TOTP, recovery code, passkey)
 * reads it, counts wrong factors, and spends it once before the session is issued.
 */
export class PendingSignIns {
  constructor(private db: Database) {}

  /** Opens a pending sign-in for the account; the token goes to the client only. */
  async open(userId: string, firstStep: repo.FirstStep, now: Date) {
    const link = newOpaqueToken();
    await repo.insertPendingSignIn(this.db, {
      userId,
      tokenHash: link.hash,
      firstStep,
      expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_MINUTES * 60 * 1000),
      now,
    });
    return { mfa_token: link.token, expires_in: PENDING_SIGN_IN_MINUTES * 60 };
  }

  /** The open pending sign-in of a token; 400 AUTH_MFA_EXPIRED otherwise. */
  async read(token: string, now: Date): Promise<repo.PendingSignIn> {
    const pending = await repo.findOpenPendingSignIn(this.db, hashToken(token), now);
    if (!pending) throw expired();
    return pending;
  }

  /** Remembers the passkey challenge issued for this sign-in. */
  rememberPasskeyChallenge(pending: repo.PendingSignIn, challenge: string) {
    return repo.setPasskeyChallenge(this.db, pending.id, challenge);
  }

  /**
   * Counts a wrong factor; after PENDING_SIGN_IN_ATTEMPTS the pending sign-in is spent and the
   * member must start again (answers AUTH_MFA_TOO_MANY instead of the caller's own error).
   */
  async countFailure(pending: repo.PendingSignIn, now: Date) {
    const failures = await repo.countFailedFactor(this.db, pending.id);
    if (failures >= PENDING_SIGN_IN_ATTEMPTS) {
      await repo.spendPendingSignIn(this.db, pending.id, now);
      throw new AppError('AUTH_MFA_TOO_MANY', PENDING_SIGN_IN_TEXTS.tooMany, 400);
    }
  }

  /** Spends it: of concurrent completions one goes on to a session, the others get 400. */
  async spend(pending: repo.PendingSignIn, now: Date) {
    if (!(await repo.spendPendingSignIn(this.db, pending.id, now))) throw expired();
  }
}

const expired = () => new AppError('AUTH_MFA_EXPIRED', PENDING_SIGN_IN_TEXTS.expired, 400);
