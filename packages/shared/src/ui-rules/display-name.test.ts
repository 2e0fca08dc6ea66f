import { describe, expect, it } from 'vitest';
import { displayName, initials } from './display-name';

describe('displayName', () => {
  it('prefers the profile name, then the metadata name', () => {
    expect(displayName({ profileName: 'Thandi', metadataName: 'T', email: 'x@y.za' })).toBe(
      'Thandi',
    );
    expect(displayName({ metadataName: 'Sipho Dlamini', email: 'sipho@aurum.co.za' })).toBe(
      'Sipho Dlamini',
    );
  });

  it('falls back to the part of the email before the @', () => {
    expect(displayName({ metadataName: '  ', email: 'lerato.m@aurum.co.za' })).toBe('lerato.m');
  });

  it('says "User" when nothing is known', () => {
    expect(displayName({})).toBe('User');
    expect(displayName({ email: '@nowhere' })).toBe('User');
  });
});

describe('initials', () => {
  it('takes the first letters of at most two words, upper case', () => {
    expect(initials('thandi van wyk')).toBe('TV');
    expect(initials('Sipho')).toBe('S');
    expect(initials('  ')).toBe('');
  });
});
