import { describe, expect, it } from 'vitest';
import { detectPlatform } from './detect-platform';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
  ipadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it('knows iPhones and older iPads by their user agent', () => {
    expect(detectPlatform({ userAgent: UA.iphone, platform: 'iPhone', maxTouchPoints: 5 })).toBe(
      'ios',
    );
    expect(detectPlatform({ userAgent: UA.ipadLegacy, platform: 'iPad', maxTouchPoints: 5 })).toBe(
      'ios',
    );
  });

  it('counts an iPad that reports a Mac with touch as iOS, and a real Mac as desktop', () => {
    expect(
      detectPlatform({ userAgent: UA.macSafari, platform: 'MacIntel', maxTouchPoints: 5 }),
    ).toBe('ios');
    expect(
      detectPlatform({ userAgent: UA.macSafari, platform: 'MacIntel', maxTouchPoints: 0 }),
    ).toBe('desktop');
  });

  it('knows Android phones and tablets', () => {
    const platform = 'Linux armv81';
    expect(detectPlatform({ userAgent: UA.android, platform, maxTouchPoints: 5 })).toBe('android');
    expect(detectPlatform({ userAgent: UA.androidTablet, platform, maxTouchPoints: 10 })).toBe(
      'android',
    );
  });

  it('treats Windows and Linux computers, touch screens included, as desktop', () => {
    expect(detectPlatform({ userAgent: UA.windows, platform: 'Win32', maxTouchPoints: 10 })).toBe(
      'desktop',
    );
    expect(
      detectPlatform({ userAgent: UA.linux, platform: 'Linux x86_64', maxTouchPoints: 0 }),
    ).toBe('desktop');
  });
});
