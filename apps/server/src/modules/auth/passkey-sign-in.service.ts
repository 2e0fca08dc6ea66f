import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import { PASSKEY_CHALLENGE_MINUTES } from '@aurum/shared/auth/passkeys-rules';
import type { AuthenticationCredential } from '@aurum/shared/auth/passkeys-contract';
import type { Session } from '@aurum/shared/auth/session';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import * as accounts from './auth.repo';
import {
  answeredChallenge,
  authenticationOptions,
  type RelyingParty,
  userHandle,
  verifyAssertion,
} from './passkey-ceremonies';
import { passkeyError } from './passkeys.service';
import * as repo from './passkeys.repo';
import type { PendingSignIns } from './pending-sign-ins';
import type { Caller, SessionIssuer } from './session-issuer';

/**
 * Signing in with a passkey (issue 26, ADR 053): alone, where the browser offers one of the site's
 * discoverable passkeys (user verification required), or as the second factor of a pending
 * sign-in after the password. Both end in a session from the one SessionIssuer.
 */
export class PasskeySignInService {
  constructor(
    private db: Database,
    private clock: Clock,
    private rp: RelyingParty,
    private issuer: SessionIssuer,
    private pending: PendingSignIns,
  ) {}

  /** Options for a sign-in with a passkey alone: any of the site's, nobody known yet. */
  async signInOptions() {
    const options = await authenticationOptions(this.rp);
    const now = this.clock.now();
    await repo.insertChallenge(this.db, {
      challenge: options.challenge,
      purpose: 'signin',
      userId: null,
      expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_MINUTES * 60_000),
      now,
    });
    return options;
  }

  /** A passkey alone signs in: the answer is a session, as a password's is. */
  async signIn(credential: AuthenticationCredential, caller: Caller): Promise<Session> {
    const now = this.clock.now();
    const challenge = answeredChallenge(credential);
    const spent = await repo.spendChallenge(this.db, {
      challenge,
      purpose: 'signin',
      userId: null,
      now,
    });
    if (!spent) throw passkeyError('PASSKEY_CHALLENGE_EXPIRED');
    const passkey = await repo.findByCredentialId(this.db, credential.id);
    if (!passkey) throw passkeyError('PASSKEY_INVALID');
    const handle = credential.response.userHandle;
    try {
      if (handle !== undefined && handle !== userHandle(passkey.userId)) {
        throw passkeyError('PASSKEY_INVALID');
      }
      const use = await verifyAssertion(this.rp, credential, passkey, challenge, {
        requireUserVerification: true,
      });
      await this.recordUse(passkey, use, now);
    } catch (error) {
      await accounts.audit(this.db, {
        event: 'signin_failed',
        userId: passkey.userId,
        ip: caller.ip,
        details: { method: 'passkey', passkey_id: passkey.id },
        now,
      });
      throw error;
    }
    const user = await accounts.findUserById(this.db, passkey.userId);
    if (!user) throw passkeyError('PASSKEY_INVALID');
    if (!user.emailConfirmedAt) {
      throw new AppError('AUTH_EMAIL_NOT_CONFIRMED', AUTH_ERRORS.AUTH_EMAIL_NOT_CONFIRMED, 400);
    }
    // The session first, as the password's sign-in does: it is where a deletion's grace ends.
    const session = await this.issuer.start(user, caller, now);
    await accounts.touchSignIn(this.db, user.id, now);
    await accounts.audit(this.db, {
      event: 'passkey_signin',
      userId: user.id,
      ip: caller.ip,
      details: { passkey_id: passkey.id, name: passkey.name },
      now,
    });
    return session;
  }

  /** Options for the pending sign-in's account's passkeys; the challenge is kept on it. */
  async factorOptions(mfaToken: string) {
    const pending = await this.pending.read(mfaToken, this.clock.now());
    const passkeys = await repo.listPasskeys(this.db, pending.userId);
    if (passkeys.length === 0) throw passkeyError('PASSKEY_NONE');
    const options = await authenticationOptions(this.rp, passkeys);
    await this.pending.rememberPasskeyChallenge(pending, options.challenge);
    return options;
  }

  /**
   * A passkey as the second factor: it must be the pending sign-in's account's and answer the
   * challenge kept on it. A wrong one counts against the pending sign-in; the right one spends
   * it (once, however many race) and opens the session.
   */
  async verifyFactor(
    mfaToken: string,
    credential: AuthenticationCredential,
    caller: Caller,
  ): Promise<Session> {
    const now = this.clock.now();
    const pending = await this.pending.read(mfaToken, now);
    if (!pending.passkeyChallenge) throw passkeyError('PASSKEY_CHALLENGE_EXPIRED');
    const passkey = await repo.findByCredentialId(this.db, credential.id);
    const fail = async (error: unknown): Promise<never> => {
      await accounts.audit(this.db, {
        event: 'mfa_challenge_failed',
        userId: pending.userId,
        ip: caller.ip,
        details: { factor: 'passkey' },
        now,
      });
      await this.pending.countFailure(pending, now);
      throw error;
    };
    if (!passkey || passkey.userId !== pending.userId) {
      return fail(passkeyError('PASSKEY_INVALID'));
    }
    await verifyAssertion(this.rp, credential, passkey, pending.passkeyChallenge, {
      requireUserVerification: false,
    })
      .then((use) => this.recordUse(passkey, use, now))
      .catch(fail);
    await this.pending.spend(pending, now);
    const user = await accounts.findUserById(this.db, pending.userId);
    if (!user) throw passkeyError('PASSKEY_INVALID');
    const session = await this.issuer.start(user, caller, now);
    await accounts.touchSignIn(this.db, user.id, now);
    await accounts.audit(this.db, {
      event: 'mfa_verified',
      userId: user.id,
      ip: caller.ip,
      details: { factor: 'passkey', passkey_id: passkey.id },
      now,
    });
    return session;
  }

  /** Saves the new counter; a counter that did not move on (a replay, a clone) is refused. */
  private async recordUse(
    passkey: repo.PasskeyRecord,
    use: { counter: number; backedUp: boolean },
    now: Date,
  ) {
    const recorded = await repo.recordUse(this.db, { id: passkey.id, ...use, now });
    if (!recorded) throw passkeyError('PASSKEY_INVALID');
  }
}
