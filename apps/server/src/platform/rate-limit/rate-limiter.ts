import type { Database } from '../../db/client';
import { clearRateLimit, lockRateLimit, readRateLimit, saveRateLimit } from './rate-limit.repo';
import {
  afterAttempt,
  attemptsRemaining,
  blockedForSeconds,
  type RateLimitRules,
} from './rate-limit-rules';

export interface AttemptOutcome {
  remaining: number;
  blockedForSeconds: number;
}

/** Rate-limit counters kept in the database, so every instance sees the same attempts (ADR 004). */
export class RateLimiter {
  constructor(private db: Database) {}

  /** Seconds until the longest block among these keys ends (0 when none is blocked). */
  async blockedFor(keys: string[], now: Date): Promise<number> {
    const states = await Promise.all(keys.map((key) => readRateLimit(this.db, key)));
    return Math.max(0, ...states.map((state) => blockedForSeconds(state, now)));
  }

  async remaining(key: string, rules: RateLimitRules, now: Date) {
    return attemptsRemaining(await readRateLimit(this.db, key), now, rules);
  }

  /** Counts one attempt against the key. */
  async record(key: string, rules: RateLimitRules, now: Date): Promise<AttemptOutcome> {
    return this.db.transaction(async (tx) => {
      const next = afterAttempt(await lockRateLimit(tx, key, now), now, rules);
      await saveRateLimit(tx, key, next);
      return {
        remaining: attemptsRemaining(next, now, rules),
        blockedForSeconds: blockedForSeconds(next, now),
      };
    });
  }

  /**
   * Admits one request under the key, or answers how many seconds the key stays blocked (the
   * request is then not counted). The request that reaches the limit is still admitted.
   */
  async consume(key: string, rules: RateLimitRules, now: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const state = await lockRateLimit(tx, key, now);
      const blocked = blockedForSeconds(state, now);
      if (blocked > 0) return blocked;
      await saveRateLimit(tx, key, afterAttempt(state, now, rules));
      return 0;
    });
  }

  clear(key: string) {
    return clearRateLimit(this.db, key);
  }
}
