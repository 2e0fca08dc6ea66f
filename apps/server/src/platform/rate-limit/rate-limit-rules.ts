/** One counter: attempts within the current window and a block end, if any. */
export interface RateLimitState {
  attempts: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

export interface RateLimitRules {
  attempts: number;
  windowSeconds: number;
  blockSeconds: number;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Seconds until the block ends, or 0 when the key is not blocked at `now`. */
export function blockedForSeconds(state: RateLimitState | null, now: Date): number {
  if (!state?.blockedUntil || state.blockedUntil <= now) return 0;
  return seconds(state.blockedUntil.getTime() - now.getTime());
}

/**
 * The counter after one more counted attempt at `now` (spec 01 section 4): attempts older than
 * the window are forgotten; reaching the limit blocks the key for blockSeconds; a block that has
 * ended starts a new window. An attempt while blocked changes nothing.
 */
export function afterAttempt(
  state: RateLimitState | null,
  now: Date,
  rules: RateLimitRules,
): RateLimitState {
  if (state && blockedForSeconds(state, now) > 0) return state;
  const fresh =
    !state ||
    state.blockedUntil !== null ||
    now.getTime() - state.windowStartedAt.getTime() >= rules.windowSeconds * 1000;
  const attempts = fresh ? 1 : state.attempts + 1;
  const blockedUntil =
    attempts >= rules.attempts ? new Date(now.getTime() + rules.blockSeconds * 1000) : null;
  return { attempts, windowStartedAt: fresh ? now : state.windowStartedAt, blockedUntil };
}

/** Attempts left before the block (never below 0). */
export function attemptsRemaining(state: RateLimitState | null, now: Date, rules: RateLimitRules) {
  if (blockedForSeconds(state, now) > 0) return 0;
  const windowOver =
    !state || now.getTime() - state.windowStartedAt.getTime() >= rules.windowSeconds * 1000;
  if (!state || windowOver || state.blockedUntil !== null) {
    return rules.attempts;
  }
  return Math.max(0, rules.attempts - state.attempts);
}
