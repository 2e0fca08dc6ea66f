import type { InstallPlatform } from '../../install/utils/detect-platform';

/**
 * Whether this browser can take web push: 'ios-install-first' on an iPhone or iPad in Safari, where
 * push works only once Aurum is added to the home screen (iOS 16.4 and later); 'unsupported' where
 * the browser has no service worker, PushManager or Notification.
 */
export type PushSupport = 'supported' | 'unsupported' | 'ios-install-first';

export interface PushEnvironment {
  platform: InstallPlatform;
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

export function pushSupport(env: PushEnvironment): PushSupport {
  if (env.platform === 'ios' && !env.standalone) return 'ios-install-first';
  if (!env.hasServiceWorker || !env.hasPushManager || !env.hasNotification) return 'unsupported';
  return 'supported';
}

/** The VAPID public key (base64url, as the server gives it) as the bytes PushManager takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
