import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import {
  auditLog,
  authSessions,
  emailChanges,
  emailConfirmations,
  passwordResets,
  users,
} from '../../db/schema/auth';
import { pendingSignIns } from '../../db/schema/auth-factors';
import { publishSessionsEnded } from '../../platform/realtime/publish';
import { audit, revokeSessions } from './auth.repo';
import { listPasskeys } from './passkeys.repo';
import { countUnusedRecoveryCodes, findTotp } from './two-factor.repo';

/**
 * Auth's part of a member's data rights (ADR 055): the account, sessions and audit log as the
 * member may export them, the deletion state kept on `users.deletion_requested_at`, and the
 * account's removal. Other modules reach these through accounts.api.ts.
 */

/** Auth's tables the export covers (the completeness test compares them with the schema). */
export const AUTH_EXPORT_TABLES = [
  'users',
  'auth_sessions',
  'audit_log',
  // Links and pending sign-ins: only when they were made and used; their token hashes are
  // secrets, not the member's data.
  'email_confirmations',
  'password_resets',
  'pending_sign_ins',
  // Passkeys: their names and dates; the public keys are the server's, not the member's data.
  'passkeys',
  // The authenticator app and recovery codes: whether they are on and since when; the secret
  // and the code hashes are not exported (they would let anyone holding the export sign in).
  'totp_factors',
  'recovery_codes',
  // Changes of address asked for (ADR 051): the new address is the member's; the hash is not.
  'email_changes',
] as const;

export async function exportAccount(db: Executor, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      name: users.userMetadata,
      emailConfirmedAt: users.emailConfirmedAt,
      lastSignInAt: users.lastSignInAt,
      deletionRequestedAt: users.deletionRequestedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const sessions = await db
    .select({
      userAgent: authSessions.userAgent,
      ip: authSessions.ip,
      createdAt: authSessions.createdAt,
      refreshedAt: authSessions.refreshedAt,
      lastSeenAt: authSessions.lastSeenAt,
      revokedAt: authSessions.revokedAt,
      revokedReason: authSessions.revokedReason,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(desc(authSessions.createdAt));
  const auditEntries = await db
    .select({
      event: auditLog.event,
      ip: auditLog.ip,
      userAgent: auditLog.userAgent,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.userId, userId))
    .orderBy(desc(auditLog.createdAt));
  const when = { createdAt: emailConfirmations.createdAt, usedAt: emailConfirmations.usedAt };
  const confirmations = await db
    .select(when)
    .from(emailConfirmations)
    .where(eq(emailConfirmations.userId, userId));
  const resets = await db
    .select({ createdAt: passwordResets.createdAt, usedAt: passwordResets.usedAt })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId));
  const pending = await db
    .select({ createdAt: pendingSignIns.createdAt, usedAt: pendingSignIns.usedAt })
    .from(pendingSignIns)
    .where(eq(pendingSignIns.userId, userId));
  const addressChanges = await db
    .select({
      newEmail: emailChanges.newEmail,
      createdAt: emailChanges.createdAt,
      usedAt: emailChanges.usedAt,
    })
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId));
  const keys = await listPasskeys(db, userId);
  const totp = await findTotp(db, userId);
  const unusedRecoveryCodes = await countUnusedRecoveryCodes(db, userId);
  return {
    account: account
      ? {
          id: account.id,
          email: account.email,
          role: account.role,
          name: account.name.name ?? account.name.full_name ?? null,
          email_confirmed_at: iso(account.emailConfirmedAt),
          last_sign_in_at: iso(account.lastSignInAt),
          deletion_requested_at: iso(account.deletionRequestedAt),
          created_at: account.createdAt.toISOString(),
        }
      : null,
    sessions: sessions.map((s) => ({
      user_agent: s.userAgent,
      ip: s.ip,
      signed_in_at: s.createdAt.toISOString(),
      last_refreshed_at: iso(s.refreshedAt),
      last_seen_at: iso(s.lastSeenAt),
      ended_at: iso(s.revokedAt),
      ended_because: s.revokedReason,
    })),
    audit_log: auditEntries.map((e) => ({
      event: e.event,
      ip: e.ip,
      user_agent: e.userAgent,
      details: e.details,
      at: e.createdAt.toISOString(),
    })),
    email_confirmation_links: confirmations.map(linkTimes),
    password_reset_links: resets.map(linkTimes),
    second_factor_sign_ins: pending.map(linkTimes),
    email_change_links: addressChanges.map((row) => ({
      new_email: row.newEmail,
      ...linkTimes(row),
    })),
    authenticator_app: totp
      ? { turned_on: totp.confirmedAt !== null, turned_on_at: iso(totp.confirmedAt) }
      : null,
    unused_recovery_codes: unusedRecoveryCodes,
    passkeys: keys.map((key) => ({
      name: key.name,
      synced: key.backedUp,
      created_at: key.createdAt.toISOString(),
      last_used_at: iso(key.lastUsedAt),
    })),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const linkTimes = (row: { createdAt: Date; usedAt: Date | null }) => ({
  created_at: row.createdAt.toISOString(),
  used_at: iso(row.usedAt),
});

/** When the member asked for deletion; null when none is pending (or no such account). */
export async function deletionRequestedAt(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: users.deletionRequestedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.at ?? null;
}

/**
 * Starts the grace period: marks the account (keeping an earlier mark), ends every session at once
 * (other instances forget them when this commits; call AuthService.forgetSessions after) and
 * answers the account's address and name for the e-mail.
 */
export async function markDeletionRequested(tx: Transaction, userId: string, now: Date) {
  const [row] = await tx
    .select({ email: users.email, metadata: users.userMetadata, at: users.deletionRequestedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) return null;
  const requestedAt = row.at ?? now;
  if (!row.at) {
    await tx.update(users).set({ deletionRequestedAt: now }).where(eq(users.id, userId));
  }
  await revokeSessions(tx, { userId }, 'deletion_requested', now);
  await publishSessionsEnded(tx, { userId });
  return { email: row.email, name: row.metadata.name, requestedAt, already: row.at !== null };
}

/**
 * Locks an account whose deletion was asked for at or before `cutoff` (the grace period is over):
 * its address and name, or null when it was restored, never asked, or is gone. A sign-in locks
 * the same row first (restoreOnSignIn), so one of the two wins and the other sees its result.
 */
export async function lockAccountDueForDeletion(tx: Transaction, userId: string, cutoff: Date) {
  const [row] = await tx
    .select({ email: users.email, metadata: users.userMetadata })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.deletionRequestedAt),
        lte(users.deletionRequestedAt, cutoff),
      ),
    )
    .for('update');
  return row ? { email: row.email, name: row.metadata.name } : null;
}

/**
 * Removes the account: its audit entries (they hold addresses and devices), then the users row,
 * which takes its sessions, refresh tokens, links and second factors with it (ON DELETE CASCADE).
 * Records 'account_deleted' without any personal data (no user id, no address).
 */
export async function deleteAccount(tx: Transaction, userId: string, now: Date) {
  await tx.delete(auditLog).where(eq(auditLog.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
  await audit(tx, { event: 'account_deleted', userId: null, now });
}

/**
 * Every way of signing in opens its session through SessionIssuer.start, which calls this first in
 * its transaction: it locks the account's row (the purge locks the same row, so one of them wins
 * cleanly), refuses a removed account, and clears a pending deletion, recording
 * 'deletion_cancelled'. Resolves whether the account was restored; null when it no longer exists.
 */
export async function restoreOnSignIn(
  tx: Transaction,
  userId: string,
  entry: { ip?: string; now: Date },
): Promise<boolean | null> {
  const [row] = await tx
    .select({ at: users.deletionRequestedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) return null;
  if (!row.at) return false;
  await tx
    .update(users)
    .set({ deletionRequestedAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.deletionRequestedAt)));
  await audit(tx, { event: 'deletion_cancelled', userId, ip: entry.ip, now: entry.now });
  return true;
}

/** Ids of accounts whose deletion is due (the sweep after downtime); none restored. */
export async function accountsDueForDeletion(db: Executor, cutoff: Date, limit: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletionRequestedAt), lte(users.deletionRequestedAt, cutoff)))
    .limit(limit);
  return rows.map((row) => row.id);
}
