import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import type { Database } from '../../db/client';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import type { RateLimitRules } from '../../platform/rate-limit/rate-limit-rules';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { Caller } from './session-issuer';

/** What is counted apart: each action has its own allowance per address and per IP. */
export type SignInAction =
  'signin' | 'signup' | 'resend' | 'recover' | 'mfa' | 'reauth' | 'email_change';

/**
 * The sign-in rate limit (spec 01 section 7, ADR 004): attempts counted per e-mail and per IP
 * for each action, a block after too many.
 */
export class SignInLimits {
  private limiter: RateLimiter;
  private emailRules: RateLimitRules;
  private ipRules: RateLimitRules;

  constructor(db: Database, config: Config) {
    this.limiter = new RateLimiter(db);
    this.emailRules = {
      attempts: config.AUTH_RATE_LIMIT_ATTEMPTS,
      windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      blockSeconds: config.AUTH_RATE_LIMIT_BLOCK_SECONDS,
    };
    this.ipRules = { ...this.emailRules, attempts: config.AUTH_IP_RATE_LIMIT_ATTEMPTS };
  }

  /** 429 while the address or the IP is blocked for this action. */
  async refuseIfBlocked(action: SignInAction, email: string, caller: Caller, now: Date) {
    const keys = [this.key(action, email), `ip:${action}:${caller.ip}`];
    const seconds = await this.limiter.blockedFor(keys, now);
    if (seconds > 0) {
      throw new AppError('AUTH_RATE_LIMITED', AUTH_ERRORS.AUTH_RATE_LIMITED, 429, {
        attempts_remaining: 0,
        retry_after_seconds: seconds,
      });
    }
  }

  /**
   * Counts an attempt per e-mail and per IP. With `refuseWhenBlocked` (sign-up, resend) the block
   * is checked first and an attempt that reaches the limit is refused at once.
   */
  async count(
    action: SignInAction,
    email: string,
    caller: Caller,
    now: Date,
    refuseWhenBlocked = true,
  ) {
    if (refuseWhenBlocked) await this.refuseIfBlocked(action, email, caller, now);
    const [byEmail, byIp] = await Promise.all([
      this.limiter.record(this.key(action, email), this.emailRules, now),
      this.limiter.record(`ip:${action}:${caller.ip}`, this.ipRules, now),
    ]);
    return {
      remaining: byEmail.remaining,
      blockedForSeconds: Math.max(byEmail.blockedForSeconds, byIp.blockedForSeconds),
    };
  }

  /** Forgets the address's failed attempts (after a successful sign-in). */
  clear(action: SignInAction, email: string) {
    return this.limiter.clear(this.key(action, email));
  }

  private key(action: SignInAction, email: string) {
    return `${action}:${email}`;
  }
}
