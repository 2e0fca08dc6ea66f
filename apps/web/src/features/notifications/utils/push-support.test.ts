import { describe, expect, it } from 'vitest';
import { applicationServerKey, pushSupport, type PushEnvironment } from './push-support';

const CHROME: PushEnvironment = {
  platform: 'desktop',
  standalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
};

describe('pushSupport', () => {
  it('takes push where the browser has a service worker, PushManager and Notification', () => {
    expect(pushSupport(CHROME)).toBe('supported');
    expect(pushSupport({ ...CHROME, platform: 'android' })).toBe('supported');
  });

  it('says so where any of them is missing', () => {
    expect(pushSupport({ ...CHROME, hasPushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...CHROME, hasServiceWorker: false })).toBe('unsupported');
    expect(pushSupport({ ...CHROME, hasNotification: false })).toBe('unsupported');
  });

  it('asks iPhone and iPad users to add Aurum to the home screen first', () => {
    const safari = { ...CHROME, platform: 'ios' as const, hasPushManager: false };
    expect(pushSupport(safari)).toBe('ios-install-first');
    expect(pushSupport({ ...safari, standalone: true, hasPushManager: true })).toBe('supported');
  });
});

describe('applicationServerKey', () => {
  it('reads a base64url key without padding into its bytes', () => {
    expect(Array.from(applicationServerKey('-_8'))).toEqual([0xfb, 0xff]);
    expect(Array.from(applicationServerKey('AQID'))).toEqual([1, 2, 3]);
  });
});
