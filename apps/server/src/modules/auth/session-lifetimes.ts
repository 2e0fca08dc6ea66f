import type { Config } from '../../platform/config';

/** How long a session may stay unused, and live at all (ASVS 7.3.1, 7.3.2; ADR 054). */
export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

/** Why a session ended by itself: the revoked_reason it is stored with. */
export type ExpiryReason = 'idle_timeout' | 'absolute_timeout';

/** A session's last use is written at most this often (the guard and refresh: ADR 054). */
export const LAST_SEEN_EVERY_MS = 60_000;

export const sessionLifetimes = (config: Config): SessionLifetimes => ({
  idleMs: config.SESSION_IDLE_MINUTES * 60_000,
  absoluteMs: config.SESSION_ABSOLUTE_DAYS * 24 * 60 * 60_000,
});

/** Whether a session has outlived either lifetime at `nowMs` (times in milliseconds). */
export function expiryOf(
  session: { createdAtMs: number; lastSeenAtMs: number },
  nowMs: number,
  lifetimes: SessionLifetimes,
): ExpiryReason | null {
  if (nowMs - session.createdAtMs >= lifetimes.absoluteMs) return 'absolute_timeout';
  if (nowMs - session.lastSeenAtMs >= lifetimes.idleMs) return 'idle_timeout';
  return null;
}

/** Whether the last use stored is old enough to be written again. */
export const lastSeenIsStale = (lastSeenAtMs: number, nowMs: number) =>
  nowMs - lastSeenAtMs >= LAST_SEEN_EVERY_MS;
