import type { Executor } from '../../db/client';
import type { Notify } from '../notifications/notifications.api';
import { deviceLabel } from './devices';
import { sessionHistory } from './sessions.repo';

const SECURITY_URL = '/security';

/**
 * Security events on the member's channels (issue 32): a sign-in from a device the account has
 * not signed in from before (never the account's first session), a password changed, a second
 * factor or passkey added or removed. Each in the transaction that made the change.
 */
export class SecurityNotices {
  constructor(private notify: Notify | null) {}

  /** After a session's row is written: told when an earlier session exists and none on this browser. */
  async signedIn(tx: Executor, user: { id: string }, session: { id: string; userAgent?: string }) {
    if (!this.notify) return;
    const seen = await sessionHistory(tx, user.id, session);
    if (!seen.earlier || seen.sameBrowser) return;
    await this.notify.notify(tx, {
      userId: user.id,
      kind: 'security_new_sign_in',
      facts: { detail: deviceLabel(session.userAgent) },
      url: SECURITY_URL,
      dedupeKey: session.id,
    });
  }

  async passwordChanged(tx: Executor, userId: string, now: Date) {
    await this.notify?.notify(tx, {
      userId,
      kind: 'security_password_changed',
      url: SECURITY_URL,
      dedupeKey: now.toISOString(),
    });
  }

  async factorChanged(tx: Executor, userId: string, what: string, now: Date) {
    await this.notify?.notify(tx, {
      userId,
      kind: 'security_factor_changed',
      facts: { detail: what },
      url: SECURITY_URL,
      dedupeKey: `${what}:${now.toISOString()}`,
    });
  }
}
