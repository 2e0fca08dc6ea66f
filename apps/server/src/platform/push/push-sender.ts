import webpush, { WebPushError } from 'web-push';
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

/** Web push through the web-push library (RFC 8030 with aes128gcm payloads, VAPID RFC 8292). */
export function webPushSender(
  keys: VapidKeys | null,
  options: { timeoutMs: number; production: boolean },
): PushSender {
  return {
    publicKey: keys?.publicKey ?? null,
    async send(target, payload) {
      if (!keys) throw new Error('Push is not set up (no VAPID keys)');
      if (!isAllowedPushEndpoint(target.endpoint, options.production)) return 'gone';
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: keys,
            TTL: 24 * 60 * 60,
            timeout: options.timeoutMs,
            contentEncoding: 'aes128gcm',
          },
        );
        return 'sent';
      } catch (error) {
        if (
          error instanceof WebPushError &&
          (error.statusCode === 404 || error.statusCode === 410)
        ) {
          return 'gone';
        }
        throw error;
      }
    },
  };
}
