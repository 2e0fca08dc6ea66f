/**
 * The address fragment the server appends when an e-mail link brings the member back (spec 01
 * section 4): the new session's tokens with type=signup, type=email_change once a change of
 * address was confirmed (ADR 051), or an error.
 */
export type AuthFragment =
  | {
      kind: 'signup';
      accessToken: string;
      refreshToken: string;
      expiresAt: number | null;
    }
  | { kind: 'email_change' }
  | { kind: 'error'; error: string; errorCode: string | null; description: string | null };

export function parseAuthFragment(hash: string): AuthFragment | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const error = params.get('error');
  const description = params.get('error_description');
  if (error || description) {
    return {
      kind: 'error',
      error: error ?? 'unknown_error',
      errorCode: params.get('error_code'),
      description,
    };
  }
  if (params.get('type') === 'email_change') return { kind: 'email_change' };
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (accessToken && refreshToken && params.get('type') === 'signup') {
    const expiresAt = Number(params.get('expires_at'));
    return {
      kind: 'signup',
      accessToken,
      refreshToken,
      expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
    };
  }
  return null;
}

/** Removes the fragment (and its tokens) from the address bar and the history entry. */
export function clearAuthFragment(
  location: Location = window.location,
  history: History = window.history,
) {
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}
