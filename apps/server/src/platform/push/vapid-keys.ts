import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEY_FILE = 'vapid-keys.json';

/**
 * The VAPID key pair web push signs with (ADR 077): from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY,
 * or, outside production, generated once into DATA_DIR so subscriptions survive a restart. Null in
 * production without the settings: push is then off and the other channels carry on.
 */
export function vapidKeys(config: Config): VapidKeys | null {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.ADMIN_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.isProduction) return null;
  const file = path.join(config.DATA_DIR, KEY_FILE);
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return { ...generated, subject };
}
