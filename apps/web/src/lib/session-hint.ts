/**
 * Whether this browser holds a session: the server sets the readable `aurum_session=1` beside its
 * HttpOnly refresh cookie and clears both together. No request: the landing page, which starts
 * without the app (ADR 022), reads it to greet a signed-in member, and the session restore skips
 * its request without it.
 */
export const hasSessionHint = () =>
  typeof document !== 'undefined' && document.cookie.split('; ').includes('aurum_session=1');
