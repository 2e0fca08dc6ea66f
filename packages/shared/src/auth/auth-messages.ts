import { plural } from '../format/words';

/** Error codes and texts of spec 01 section 8 (auth error mapping), plus Aurum's own additions. */
export const AUTH_ERRORS = {
  AUTH_INVALID: 'Invalid email or password',
  AUTH_INVALID_EMAIL: 'Please enter a valid email address',
  AUTH_EMAIL_EXISTS: 'An account with this email already exists',
  AUTH_WEAK_PASSWORD: 'Password is too weak. Please choose a stronger password',
  AUTH_RATE_LIMITED: 'Too many failed attempts. Please try again later',
  NETWORK_ERROR: 'Network error. Please check your connection and try again',
  GENERIC_ERROR: 'An unexpected error occurred. Please try again',
  AUTH_MISSING_CREDENTIALS: 'You must provide either an email or phone number and a password',
  AUTH_EMAIL_NOT_CONFIRMED:
    'Please confirm your email address first. We sent you a link when you signed up.',
  AUTH_SESSION_MISSING: 'Auth session missing!',
  AUTH_INVALID_JWT: 'Your session has expired. Please sign in again',
  AUTH_INVALID_REFRESH_TOKEN: 'Your session has expired. Please sign in again',
  AUTH_LINK_INVALID: 'This confirmation link is invalid or has expired. Request a new one.',
} as const;

/**
 * Texts of the forgotten-password flow (ADR 050), in the spec's voice. An unusable reset link
 * answers AUTH_LINK_INVALID with `linkInvalid`.
 */
export const RECOVERY_TEXTS = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotIntro:
    "Enter your account's email address and we'll send you a link to reset your password.",
  sendLink: 'Send reset link',
  sending: 'Sending...',
  sent: "If an account exists for that address, we've sent a link to reset your password. It expires in 1 hour.",
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordsDiffer: 'Passwords do not match',
  submit: 'Change password',
  submitting: 'Changing password...',
  linkInvalid: 'This password reset link is invalid or has expired. Request a new one.',
  requestNewLink: 'Request a new link',
  changed: 'Your password has been changed.',
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

/** Toast texts of spec 01 section 8. */
export const AUTH_TOASTS = {
  signUpRateLimitedTitle: 'Too Many Attempts',
  signUpRateLimited: (seconds: number) =>
    `Please wait ${plural(seconds, 'second')} before trying again.`,
  signInRateLimitedTitle: 'Too Many Failed Attempts',
  signInRateLimited: (seconds: number) =>
    `Account temporarily locked. Please wait ${plural(seconds, 'second')} before trying again.`,
  registrationFailed: 'Registration Failed',
  signInFailed: 'Sign In Failed',
  attemptsRemaining: (n: number) => `${plural(n, 'attempt')} remaining`,
  welcomeTitle: 'Welcome to Aurum!',
  welcomeBody: 'Please check your email to verify your account.',
  welcomeBack: 'Welcome back!',
  accountLocked: 'Account temporarily locked',
} as const;

export const USE_AUTH_OUTSIDE_PROVIDER = 'useAuth must be used within an AuthProvider';

/**
 * The second step of a sign-in with a second factor (issue 26): the pending sign-in's errors.
 * Codes AUTH_MFA_EXPIRED (no such, spent or expired mfa_token) and AUTH_MFA_TOO_MANY (the
 * pending sign-in was voided after too many wrong factors).
 */
export const PENDING_SIGN_IN_TEXTS = {
  expired: 'This sign-in has expired. Please sign in again.',
  tooMany: 'Too many wrong codes. Please sign in again.',
} as const;

/**
 * Re-authentication before a sensitive change (ASVS 7.5.1, issue 26): the password again, valid
 * for REAUTH_MINUTES on this session. AUTH_REAUTH_REQUIRED (403) asks the client to re-authenticate
 * and retry; AUTH_REAUTH_INVALID (400) is a wrong password.
 */
export const REAUTH_TEXTS = {
  title: 'Confirm it is you',
  intro: 'Enter your password to continue.',
  password: 'Current password',
  confirm: 'Continue',
  confirming: 'Checking...',
  required: 'Please confirm your password to continue.',
  invalid: 'That password is not correct.',
} as const;

/**
 * The toast when a followed e-mail change link brings the member back (ADR 051); here rather
 * than in ACCOUNT_TEXTS because every page's session restore shows it.
 */
export const EMAIL_CHANGED = 'Your email address has been changed.';
