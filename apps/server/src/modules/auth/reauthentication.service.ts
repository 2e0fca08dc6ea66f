import { REAUTH_TEXTS } from '@aurum/shared/auth/auth-messages';
import { REAUTH_MINUTES } from '@aurum/shared/auth/auth-rules';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import * as repo from './auth.repo';
import { verifyPassword } from './passwords';
import * as reauth from './reauthentication.repo';
import type { Caller } from './session-issuer';
import type { SignInLimits } from './sign-in-limits';
import type { AccessClaims } from './tokens';

/**
 * Re-authentication before sensitive changes (ASVS 7.5.1, issue 26): the member types the
 * password again; for REAUTH_MINUTES the session may then change the password or e-mail, add or
 * remove factors, or ask for deletion. Wrong passwords count toward the 'reauth' rate limit.
 */
export class ReauthenticationService {
  constructor(
    private db: Database,
    private clock: Clock,
    private limits: SignInLimits,
  ) {}

  async reauthenticate(claims: AccessClaims, password: string, caller: Caller) {
    const now = this.clock.now();
    await this.limits.refuseIfBlocked('reauth', claims.email, caller, now);
    const user = await repo.findUserById(this.db, claims.userId);
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      const attempt = await this.limits.count('reauth', claims.email, caller, now, false);
      throw new AppError('AUTH_REAUTH_INVALID', REAUTH_TEXTS.invalid, 400, {
        attempts_remaining: attempt.remaining,
      });
    }
    await this.limits.clear('reauth', claims.email);
    await this.db.transaction(async (tx) => {
      await reauth.markReauthenticated(tx, claims.sessionId, now);
      await repo.audit(tx, {
        event: 'reauthenticated',
        userId: user.id,
        ip: caller.ip,
        userAgent: caller.userAgent,
        now,
      });
    });
    return {
      reauthenticated_until: new Date(now.getTime() + REAUTH_MINUTES * 60_000).toISOString(),
    };
  }

  /** 403 AUTH_REAUTH_REQUIRED unless this session re-authenticated in the last REAUTH_MINUTES. */
  async requireRecent(claims: AccessClaims) {
    const at = await reauth.findReauthenticatedAt(this.db, claims.sessionId);
    const now = this.clock.now().getTime();
    if (!at || now - at.getTime() > REAUTH_MINUTES * 60_000 || at.getTime() > now + 1000) {
      throw new AppError('AUTH_REAUTH_REQUIRED', REAUTH_TEXTS.required, 403);
    }
  }
}
