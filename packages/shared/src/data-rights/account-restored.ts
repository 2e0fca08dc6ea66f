/**
 * What the sign-in says when it ended a pending deletion (the session's `account_restored`,
 * ADR 055). Its own file: the sign-in page carries only this line, not the data rights texts.
 */
export const ACCOUNT_RESTORED = 'Welcome back: your account is restored and will not be deleted.';
