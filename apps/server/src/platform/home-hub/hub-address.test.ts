import { describe, expect, it } from 'vitest';
import { addressAllowed, parseHubAddress } from './hub-address';

describe('where a home hub may be (ADR 065)', () => {
  it('never at unspecified, link-local, multicast or reserved addresses', () => {
    for (const address of [
      '0.0.0.0',
      '169.254.169.254',
      '224.0.0.251',
      '255.255.255.255',
      '::',
      'fe80::1',
      'ff02::fb',
      '::ffff:169.254.169.254',
    ]) {
      expect(addressAllowed(address, 'loopback'), address).toBe(false);
    }
  });

  it('on loopback only when the server is set to allow it', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(addressAllowed(address, 'loopback'), address).toBe(true);
      expect(addressAllowed(address, 'lan'), address).toBe(false);
      expect(addressAllowed(address, 'public'), address).toBe(false);
    }
  });

  it('on the home network unless the server allows public addresses only', () => {
    for (const address of [
      '192.168.1.20',
      '10.0.0.5',
      '172.20.1.1',
      '100.101.102.103',
      'fd00::5',
    ]) {
      expect(addressAllowed(address, 'lan'), address).toBe(true);
      expect(addressAllowed(address, 'public'), address).toBe(false);
    }
    expect(addressAllowed('172.32.0.1', 'public')).toBe(true);
    expect(addressAllowed('41.185.8.10', 'public')).toBe(true);
    expect(addressAllowed('2c0f:f4c0::1', 'public')).toBe(true);
    expect(addressAllowed('not-an-ip', 'loopback')).toBe(false);
  });

  it('keeps an address without its trailing slash; refuses schemes, credentials, queries', () => {
    expect(parseHubAddress('http://homeassistant.local:8123/', 'lan')).toEqual({
      url: 'http://homeassistant.local:8123',
    });
    expect(parseHubAddress('https://home.example.co.za/ha//', 'public')).toEqual({
      url: 'https://home.example.co.za/ha',
    });
    for (const raw of [
      'file:///etc/passwd',
      'gopher://192.168.1.5',
      'http://me:pw@192.168.1.5:8123',
      'http://192.168.1.5:8123/?x=1',
      'http://192.168.1.5:8123/#top',
      'http://[::1]:8123',
      'no address',
    ]) {
      expect(parseHubAddress(raw, 'lan'), raw).toHaveProperty('problem');
    }
  });
});
