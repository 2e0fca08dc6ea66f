import type { Database, Transaction } from '../../db/client';
import { publishSessionsEnded } from '../../platform/realtime/publish';
import * as repo from './auth.repo';
import { expiryOf, type SessionLifetimes } from './session-lifetimes';
import { hashToken, newOpaqueToken } from './tokens';

/** How long after an exchange its token may be sent once more from the cookie (ADR 003). */
export const REFRESH_RETRY_SECONDS = 10;

interface ExchangeOptions {
  ip: string;
  fromCookie: boolean;
  now: Date;
  lifetimes: SessionLifetimes;
}

type Holder = NonNullable<Awaited<ReturnType<typeof repo.lockRefreshToken>>>;

export type RefreshOutcome =
  | { kind: 'invalid' }
  | { kind: 'expired'; row: Holder }
  | { kind: 'reused'; row: Holder }
  | { kind: 'rotated'; row: { sessionId: string; userId: string }; refreshToken: string };

/**
 * The token used at `usedAt` is sent again while the token its exchange minted (same moment) is
 * the session's newest and unused, within REFRESH_RETRY_SECONDS: its answer was lost.
 */
const isLostAnswer = (usedAt: Date, newest: { createdAt: Date; usedAt: Date | null }, now: Date) =>
  newest.usedAt === null &&
  newest.createdAt.getTime() === usedAt.getTime() &&
  now.getTime() - usedAt.getTime() <= REFRESH_RETRY_SECONDS * 1000;

async function mintNext(tx: Transaction, row: Holder, now: Date): Promise<RefreshOutcome> {
  const next = newOpaqueToken();
  await repo.insertRefreshToken(tx, row.sessionId, next.hash, now);
  return { kind: 'rotated', row, refreshToken: next.token };
}

const auditRefresh = (tx: Transaction, event: string, row: Holder, ip: string, now: Date) =>
  repo.audit(tx, { event, userId: row.userId, ip, details: { sessionId: row.sessionId }, now });

/**
 * Exchanges a refresh token in the caller's transaction: a fresh one rotates; a spent one revokes
 * its whole session family. One exception, for the browser's cookie only (`fromCookie`): the token
 * exchanged last, sent again within REFRESH_RETRY_SECONDS while what that exchange handed out is
 * still unused. That is a browser whose answer never arrived (a reload or a dropped connection at
 * that moment): it gets a new token once, and the one it never received is retired, so a thief
 * replaying the cookie is still caught when the rightful holder uses it (ADR 003).
 */
async function exchangeInTransaction(
  tx: Transaction,
  refreshToken: string,
  { ip, fromCookie, now, lifetimes }: ExchangeOptions,
): Promise<RefreshOutcome> {
  const row = await repo.lockRefreshToken(tx, hashToken(refreshToken));
  if (!row || row.sessionRevokedAt) return { kind: 'invalid' };
  const expired = expiryOf(
    { createdAtMs: row.sessionCreatedAt.getTime(), lastSeenAtMs: row.sessionLastSeenAt.getTime() },
    now.getTime(),
    lifetimes,
  );
  if (expired) {
    // Past its idle or absolute lifetime (ADR 054): ended for good, whichever token it sent.
    await repo.revokeSessions(tx, { sessionId: row.sessionId }, expired, now);
    await publishSessionsEnded(tx, { userId: row.userId, sessionId: row.sessionId });
    return { kind: 'expired', row };
  }
  if (!row.usedAt) {
    await repo.markRefreshTokenUsed(tx, row.id, now);
    return mintNext(tx, row, now);
  }
  if (fromCookie) {
    const newest = await repo.lockNewestRefreshToken(tx, row.sessionId);
    if (newest && isLostAnswer(row.usedAt, newest, now)) {
      await repo.retireRefreshToken(tx, newest.id, row.usedAt);
      await auditRefresh(tx, 'refresh_token_retry', row, ip, now);
      return mintNext(tx, row, now);
    }
  }
  await repo.revokeSessions(tx, { sessionId: row.sessionId }, 'refresh_token_reuse', now);
  await publishSessionsEnded(tx, { userId: row.userId, sessionId: row.sessionId });
  await auditRefresh(tx, 'refresh_token_reuse', row, ip, now);
  return { kind: 'reused', row };
}

/**
 * Exchanges a refresh token: the usual case (an unused token of an active session within its
 * lifetimes) in one statement, anything else under the token's row lock as described above (ADR
 * 003, ADR 027); a session past its idle or absolute lifetime is revoked there (ADR 054).
 */
export async function exchangeRefreshToken(
  db: Database,
  refreshToken: string,
  options: ExchangeOptions,
): Promise<RefreshOutcome> {
  const next = newOpaqueToken();
  const rotated = await repo.exchangeUnusedRefreshToken(
    db,
    hashToken(refreshToken),
    next.hash,
    options.now,
    options.lifetimes,
  );
  if (rotated) return { kind: 'rotated', row: rotated, refreshToken: next.token };
  return db.transaction((tx) => exchangeInTransaction(tx, refreshToken, options));
}
