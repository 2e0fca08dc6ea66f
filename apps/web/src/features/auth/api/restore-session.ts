import { AUTH_ERRORS, EMAIL_CHANGED } from '@aurum/shared/auth/auth-messages';
import { toast } from '../../../lib/toast';
import { refreshSession } from '../../../lib/api-client';
import { hasSessionHint } from '../../../lib/session-hint';
import { sessionStore } from '../../../lib/session-store';
import { clearAuthFragment, parseAuthFragment } from '../utils/auth-fragment';

/**
 * Finds the session of a page load (spec 01 section 4):
 * 1. an e-mail confirmation return carries the new session in the address fragment: its refresh
 *    token is exchanged at once (which also puts the session in the HttpOnly cookie and retires
 *    the token that stood in the address), the fragment is cleared and SIGNED_IN is emitted;
 * 2. otherwise the refresh grant with an empty body restores the session from the cookie; a 4xx
 *    answer means signed out. Without the server's readable session marker there is no cookie to
 *    restore from, so no request is made. Either way INITIAL_SESSION tells listeners that loading
 *    is over.
 */
export async function restoreSession(): Promise<void> {
  const fragment = parseAuthFragment(window.location.hash);
  if (fragment) clearAuthFragment();

  if (fragment?.kind === 'error') {
    toast.error('Confirmation link not accepted', {
      description: fragment.description ?? AUTH_ERRORS.AUTH_LINK_INVALID,
    });
  }

  if (fragment?.kind === 'email_change') toast.success(EMAIL_CHANGED);

  if (fragment?.kind === 'signup') {
    try {
      const session = await refreshSession({
        refreshToken: fragment.refreshToken,
        event: 'SIGNED_IN',
      });
      if (session) {
        if (session.user.email_confirmed_at) console.info('Email confirmed');
        return;
      }
      toast.error('Confirmation link not accepted', {
        description: AUTH_ERRORS.AUTH_LINK_INVALID,
      });
    } catch {
      // The network failed even after retries: fall through to the cookie, which may still work.
    }
  }

  if (!hasSessionHint()) {
    sessionStore.set('INITIAL_SESSION', null);
    return;
  }
  try {
    const session = await refreshSession({ event: 'INITIAL_SESSION' });
    if (!session) sessionStore.set('INITIAL_SESSION', null);
  } catch {
    sessionStore.set('INITIAL_SESSION', null);
  }
}
