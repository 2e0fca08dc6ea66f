import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** A browser's subscription: the push service's address for it and its encryption keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404 or 410); remove it. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  /** The VAPID public key browsers subscribe with; null when push is not set up. */
  readonly publicKey: string | null;
  /** Sends an encrypted payload; throws on any other failure (the job retries with back-off). */
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * Whether Aurum sends to this endpoint: https to a push service; in production never plain http
 * nor this machine (the tests' fake push service is on loopback, outside production only).
 */
export function isAllowedPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const loopback = LOOPBACK.has(url.hostname);
  if (production) return url.protocol === 'https:' && !loopback;
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
}

/**
 * Web push with the web-push library's encryption and VAPID signature (RFC 8291 aes128gcm,
 * RFC 8292), posted as RFC 8030 says; a 404 or 410 means the subscription is gone.
 */
export function webPushSender(
  keys: VapidKeys | null,
  options: { timeoutMs: number; production: boolean },
): PushSender {
  return {
    publicKey: keys?.publicKey ?? null,
    async send(target, payload) {
      if (!keys) throw new Error('Push is not set up (no VAPID keys)');
      if (!isAllowedPushEndpoint(target.endpoint, options.production)) return 'gone';
      // web-push encrypts and signs; the request goes out with fetch, which also speaks plain
      // http to the tests' fake push service on loopback (web-push's own sender is https only).
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails: keys, TTL: 24 * 60 * 60, contentEncoding: 'aes128gcm' },
      );
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await response.arrayBuffer();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`The push service answered ${response.status}`);
      return 'sent';
    },
  };
}
