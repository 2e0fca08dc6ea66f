import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { RateLimitRules } from '../../platform/rate-limit/rate-limit-rules';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';

export const TELEMETRY_RATE_LIMITED = {
  code: 'RATE_LIMITED',
  message: 'Too many reports. Please try again later',
} as const;

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Reports from pages anyone can open (the 404 page), limited per address in the database like
 * the sign-in limits, so every instance counts the same reports.
 */
export class TelemetryService {
  private limiter: RateLimiter;
  private rules: RateLimitRules;

  constructor(
    db: Database,
    private clock: Clock,
    attemptsPerWindow: number,
  ) {
    this.limiter = new RateLimiter(db);
    this.rules = {
      attempts: attemptsPerWindow,
      windowSeconds: FIFTEEN_MINUTES,
      blockSeconds: FIFTEEN_MINUTES,
    };
  }

  /** Counts one report from the address; 429 with Retry-After once it has sent too many. */
  async countReport(ip: string) {
    const now = this.clock.now();
    const blocked = await this.limiter.consume(`ip:telemetry:${ip}`, this.rules, now);
    if (blocked > 0) {
      throw new AppError(TELEMETRY_RATE_LIMITED.code, TELEMETRY_RATE_LIMITED.message, 429, {
        retry_after_seconds: blocked,
      });
    }
  }
}
