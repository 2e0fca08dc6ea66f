/** Business constants of spec 01 section 9 for accounts. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_BONUS_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** Sign-in / sign-up rate limit (spec 01 sections 4 and 9). */
export const RATE_LIMIT = {
  attempts: 5,
  windowSeconds: 15 * 60,
  blockSeconds: 30 * 60,
  /** The page warns when fewer than this many attempts remain. */
  warnBelow: 3,
} as const;

export const TRIAL_DAYS = 7;
/** A password reset link works once, for this long (ADR 050). */
export const PASSWORD_RESET_LINK_MINUTES = 60;
/** How long a re-authentication allows sensitive changes on its session (ASVS 7.5.1, issue 26). */
export const REAUTH_MINUTES = 5;
export const ACCESS_TOKEN_SECONDS = 60 * 60;
/** The client refreshes on a 30 s tick when 90 s or less remain (spec 01 section 9). */
export const REFRESH_TICK_MS = 30_000;
export const REFRESH_MARGIN_SECONDS = 90;
export const TOAST_DURATION_MS = 5_000;
