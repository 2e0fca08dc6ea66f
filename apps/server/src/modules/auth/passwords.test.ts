import { describe, expect, it } from 'vitest';
import { commonPasswordCount, hashPassword, isCommonPassword, verifyPassword } from './passwords';

describe('isCommonPassword', () => {
  it.each(['password', 'PASSWORD', 'Password123!', 'Monkey1!', 'qwerty', 'Summer2024!', 'letmein'])(
    'refuses %j as common',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Tq7#vLm2!pZx', 'Abcdef1!', 'Zoë-Concierge-42!'])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('does not strip decorations down to a too-short core', () => {
    // "dog" and "love" are both on the list; a core of 4 letters or more counts, a shorter one not.
    expect(isCommonPassword('dog')).toBe(true);
    expect(isCommonPassword('Dog98765!')).toBe(false);
    expect(isCommonPassword('Love98765!')).toBe(true);
  });

  it('checks against a list of at least 10,000 passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });
});

describe('hashPassword and verifyPassword', () => {
  it('stores an argon2id hash with OWASP parameters, salted per call', async () => {
    const first = await hashPassword('Tq7#vLm2!pZx');
    const second = await hashPassword('Tq7#vLm2!pZx');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]+\$[^$]+$/);
    expect(first).not.toContain('Tq7#vLm2!pZx');
    expect(second).not.toBe(first);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Tq7#vLm2!pZx');
    expect(await verifyPassword(hash, 'Tq7#vLm2!pZx')).toBe(true);
    expect(await verifyPassword(hash, 'tq7#vLm2!pZx')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('refuses every password when there is no hash (unknown account)', async () => {
    expect(await verifyPassword(null, 'Tq7#vLm2!pZx')).toBe(false);
    expect(await verifyPassword(null, '')).toBe(false);
  });

  it('refuses rather than throws on a malformed stored hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Tq7#vLm2!pZx')).toBe(false);
  });
});
