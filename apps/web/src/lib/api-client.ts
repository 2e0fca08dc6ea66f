import type { Session } from '@aurum/shared/auth/session';
import { readSession } from './answer-shapes';
import { networkError, toApiError, isRetryable, ApiError } from './api-error';
import { withBackoff } from './backoff';
import { sessionStore, type AuthEvent } from './session-store';

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (application/octet-stream), e.g. an encrypted vault file; instead of body. */
  bytes?: Blob;
  query?: Query;
  signal?: AbortSignal;
  /** Leave out the Authorization header (sign-in, sign-up, refresh). */
  anonymous?: boolean;
}

const REFRESH_RETRIES = 5;
/** The Web Lock every refresh holds; public/session-restore.js takes it by this name too. */
export const REFRESH_LOCK = 'aurum-auth-refresh';

/** What public/session-restore.js got from the refresh grant, or null when the network failed. */
export interface EarlyRefreshAnswer {
  status: number;
  body: string;
}

declare global {
  interface Window {
    /** The early restore's answer; null once the app has taken it or asked without it. */
    __aurumSessionRestore?: Promise<EarlyRefreshAnswer | null> | null;
  }
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.bytes) headers.set('Content-Type', 'application/octet-stream');
  if (!options.anonymous) await sessionStore.restored();
  const token = options.anonymous ? undefined : sessionStore.get()?.access_token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(withQuery(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        options.bytes ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

async function read<T>(response: Response): Promise<T> {
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/**
 * The one way the web app talks to the server: JSON in and out, same-origin cookies, the bearer
 * token of the current session, errors as ApiError. A 401 from an /api call triggers one refresh
 * of the session and one repeat of the call.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return read<T>(await sendWithRefresh(path, options));
}

/** As apiRequest, but the successful answer comes back as it is, e.g. to stream a download. */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const response = await sendWithRefresh(path, options);
  if (!response.ok) throw toApiError(response.status, await readBody(response));
  return response;
}

async function sendWithRefresh(path: string, options: RequestOptions): Promise<Response> {
  const response = await send(path, options);
  const mayRefresh = response.status === 401 && !options.anonymous && path.startsWith('/api/');
  if (mayRefresh && sessionStore.get()) {
    const session = await refreshSession().catch(() => null);
    if (session) return send(path, options);
  }
  return response;
}

let inflight: Promise<Session | null> | null = null;

interface RefreshOptions {
  /** A refresh token to exchange; without one the server reads its HttpOnly cookie. */
  refreshToken?: string;
  /** The event to emit with the new session. */
  event?: AuthEvent;
}

async function requestRefresh(refreshToken: string | undefined): Promise<Session | null> {
  const call = async () => {
    const response = await send('/auth/v1/token', {
      method: 'POST',
      query: { grant_type: 'refresh_token' },
      body: refreshToken ? { refresh_token: refreshToken } : {},
      anonymous: true,
    });
    return read<unknown>(response);
  };
  try {
    const body = await withBackoff(call, { retries: REFRESH_RETRIES, shouldRetry: isRetryable });
    return readSession(body);
  } catch (error) {
    // A 4xx answer means the refresh token is spent, revoked or missing: the member is signed out.
    if (error instanceof ApiError && !isRetryable(error)) return null;
    throw error;
  }
}

/**
 * The refresh public/session-restore.js started before the app loaded (once; null when it did
 * not). It already held the lock and the cookie has moved on, so its answer is read as ours: a
 * session, or null for a 4xx (signed out). A lost network or a 5xx asks again the usual way.
 */
function takeEarlyRefresh(): Promise<Session | null> | null {
  if (typeof window === 'undefined') return null;
  const early = window.__aurumSessionRestore;
  // From now on the script stands down should it arrive late: the app asks itself.
  window.__aurumSessionRestore = null;
  if (!early) return null;
  return early.then((answer) => {
    if (answer) {
      const body = parseBody(answer.body);
      if (answer.status >= 200 && answer.status < 300) return readSession(body);
      if (!isRetryable(toApiError(answer.status, body))) return null;
    }
    return inRefreshLock(() => requestRefresh(undefined));
  });
}

/** Serialises refreshes across tabs, as each refresh token can be used only once. */
async function inRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REFRESH_LOCK, task) : await task();
}

/**
 * Exchanges the refresh token for a new session (one exchange at a time; concurrent callers share
 * it). Resolves the new session, or null when the server refuses the token, in which case a held
 * session is dropped with SIGNED_OUT. Network and 5xx failures are retried with back-off, then thrown.
 */
export function refreshSession(options: RefreshOptions = {}): Promise<Session | null> {
  inflight ??= (
    (!options.refreshToken && takeEarlyRefresh()) ||
    inRefreshLock(() => requestRefresh(options.refreshToken))
  )
    .then((session) => {
      if (session) sessionStore.set(options.event ?? 'TOKEN_REFRESHED', session);
      else if (sessionStore.get()) sessionStore.set('SIGNED_OUT', null);
      return session;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
