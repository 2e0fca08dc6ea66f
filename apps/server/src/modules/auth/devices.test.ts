import { describe, expect, it } from 'vitest';
import { approximateLocation, describeUserAgent, deviceLabel } from './devices';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('describeUserAgent', () => {
  it('names the browser with its major version, the system and the kind of device', () => {
    expect(describeUserAgent(IPHONE)).toEqual({
      browser: 'Safari 17',
      os: 'iOS 17.1',
      device: 'mobile',
    });
    expect(describeUserAgent(MAC_CHROME)).toEqual({
      browser: 'Chrome 120',
      os: 'macOS',
      device: 'desktop',
    });
  });
  it('reads a missing or unknown agent as unknown', () => {
    for (const agent of [null, undefined, '', 'lightMyRequest']) {
      expect(describeUserAgent(agent)).toEqual({
        browser: 'Unknown browser',
        os: 'Unknown system',
        device: 'other',
      });
    }
  });
  it('labels a device in a few words', () => {
    expect(deviceLabel(MAC_CHROME)).toBe('Chrome on macOS');
    expect(deviceLabel(IPHONE)).toBe('Safari on iOS 17.1');
    expect(deviceLabel(undefined)).toBe('Unknown device');
  });
});

describe('approximateLocation', () => {
  it('says only what the address is known to be, never a city', () => {
    expect(approximateLocation('127.0.0.1')).toBe('Private network');
    expect(approximateLocation('::1')).toBe('Private network');
    expect(approximateLocation('::ffff:192.168.1.20')).toBe('Private network');
    expect(approximateLocation('10.2.3.4')).toBe('Private network');
    expect(approximateLocation('fd12::1')).toBe('Private network');
    expect(approximateLocation('41.13.5.9')).toBe('Unknown location');
    expect(approximateLocation('2c0f:f4c0::1')).toBe('Unknown location');
    expect(approximateLocation('not an address')).toBe('Unknown location');
    expect(approximateLocation(null)).toBe('Unknown location');
  });
});
