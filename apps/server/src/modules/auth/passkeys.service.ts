import type { PasskeyView, RegistrationCredential } from '@aurum/shared/auth/passkeys-contract';
import { PASSKEY_CHALLENGE_MINUTES, PASSKEYS_PER_ACCOUNT } from '@aurum/shared/auth/passkeys-rules';
import { PASSKEY_ERRORS, type PasskeyErrorCode } from '@aurum/shared/auth/passkeys-messages';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { audit } from './auth.repo';
import type { AuthenticatedCaller } from './auth.service';
import {
  answeredChallenge,
  type RelyingParty,
  registrationOptions,
  verifyRegistration,
} from './passkey-ceremonies';
import { defaultPasskeyName } from './passkey-names';
import * as repo from './passkeys.repo';
import type { ReauthenticationService } from './reauthentication.service';
import { SecurityNotices } from './security-notices';
import type { Caller } from './session-issuer';

export const passkeyError = (code: PasskeyErrorCode, status = 400) =>
  new AppError(code, PASSKEY_ERRORS[code], status);

const toView = (p: repo.PasskeyRecord): PasskeyView => ({
  id: p.id,
  name: p.name,
  created_at: p.createdAt.toISOString(),
  last_used_at: p.lastUsedAt?.toISOString() ?? null,
  synced: p.backedUp,
});

/**
 * A member's passkeys (issue 26, ADR 053): adding one (after re-authentication), naming,
 * renaming, listing and removing them. Signing in with one is PasskeySignInService's.
 */
export class PasskeysService {
  constructor(
    private db: Database,
    private clock: Clock,
    private rp: RelyingParty,
    private reauthentication: ReauthenticationService,
    private notices: SecurityNotices = new SecurityNotices(null),
  ) {}

  /** Whether the account has a passkey (the second factors offered after the password). */
  hasPasskeys(userId: string): Promise<boolean> {
    return repo.hasPasskeys(this.db, userId);
  }

  async list(member: AuthenticatedCaller): Promise<PasskeyView[]> {
    return (await repo.listPasskeys(this.db, member.userId)).map(toView);
  }

  /** Options for the browser to create a passkey; the challenge is kept for one verification. */
  async registrationOptions(member: AuthenticatedCaller) {
    await this.reauthentication.requireRecent(member);
    const existing = await repo.listPasskeys(this.db, member.userId);
    if (existing.length >= PASSKEYS_PER_ACCOUNT) throw passkeyError('PASSKEY_LIMIT');
    const options = await registrationOptions(
      this.rp,
      { id: member.userId, email: member.user.email, name: member.user.user_metadata.name },
      existing,
    );
    const now = this.clock.now();
    await repo.insertChallenge(this.db, {
      challenge: options.challenge,
      purpose: 'register',
      userId: member.userId,
      expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_MINUTES * 60_000),
      now,
    });
    return options;
  }

  /**
   * Verifies and stores the credential the browser created. The challenge it answers is spent
   * first, whatever the outcome; the name is the member's, or one from the authenticator.
   */
  async register(
    member: AuthenticatedCaller,
    input: { credential: RegistrationCredential; name?: string },
    caller: Caller,
  ): Promise<PasskeyView> {
    await this.reauthentication.requireRecent(member);
    const now = this.clock.now();
    const challenge = answeredChallenge(input.credential);
    const spent = await repo.spendChallenge(this.db, {
      challenge,
      purpose: 'register',
      userId: member.userId,
      now,
    });
    if (!spent) throw passkeyError('PASSKEY_CHALLENGE_EXPIRED');
    const verified = await verifyRegistration(this.rp, input.credential, challenge);
    const existing = await repo.listPasskeys(this.db, member.userId);
    if (existing.length >= PASSKEYS_PER_ACCOUNT) throw passkeyError('PASSKEY_LIMIT');
    const name =
      input.name ??
      defaultPasskeyName(
        verified.aaguid,
        caller.userAgent,
        existing.map((p) => p.name),
      );
    const passkey = await this.db
      .transaction(async (tx) => {
        const stored = await repo.insertPasskey(tx, {
          ...verified,
          userId: member.userId,
          name,
          now,
        });
        await audit(tx, {
          event: 'passkey_added',
          userId: member.userId,
          ip: caller.ip,
          details: { passkey_id: stored.id, name },
          now,
        });
        await this.notices.factorChanged(tx, member.userId, 'A passkey was added', now);
        return stored;
      })
      .catch((error: unknown) => {
        throw error instanceof repo.PasskeyExistsError
          ? passkeyError('PASSKEY_EXISTS', 409)
          : error;
      });
    return toView(passkey);
  }

  async rename(
    member: AuthenticatedCaller,
    input: { id: string; name: string },
    caller: Caller,
  ): Promise<PasskeyView> {
    const now = this.clock.now();
    const passkey = await this.db.transaction(async (tx) => {
      const renamed = await repo.renamePasskey(tx, { ...input, userId: member.userId });
      if (!renamed) return null;
      await audit(tx, {
        event: 'passkey_renamed',
        userId: member.userId,
        ip: caller.ip,
        details: { passkey_id: renamed.id, name: renamed.name },
        now,
      });
      return renamed;
    });
    if (!passkey) throw passkeyError('PASSKEY_NOT_FOUND', 404);
    return toView(passkey);
  }

  /** Deletes the credential's row: it no longer signs in, as a first or a second factor. */
  async remove(member: AuthenticatedCaller, id: string, caller: Caller) {
    await this.reauthentication.requireRecent(member);
    const now = this.clock.now();
    const removed = await this.db.transaction(async (tx) => {
      const name = await repo.deletePasskey(tx, { id, userId: member.userId });
      if (name === null) return false;
      await audit(tx, {
        event: 'passkey_removed',
        userId: member.userId,
        ip: caller.ip,
        details: { passkey_id: id, name },
        now,
      });
      await this.notices.factorChanged(tx, member.userId, 'A passkey was removed', now);
      return true;
    });
    if (!removed) throw passkeyError('PASSKEY_NOT_FOUND', 404);
  }
}
