import { describe, expect, it } from 'vitest';
import { passwordStrength, strengthLabel } from '../auth/password-strength';
import { isStrongVaultPassword } from './vault-password';

describe('isStrongVaultPassword', () => {
  it.each(['abc', 'abcdefgh', 'horizonsunrise', 'kudu12'])(
    'refuses %s (below Good)',
    (password) => {
      expect(isStrongVaultPassword(password)).toBe(false);
    },
  );

  it.each(['kudu-horizon-17', 'kudu1234', 'Protea-Sunrise-84!'])(
    'accepts %s (Good or Strong)',
    (password) => {
      expect(isStrongVaultPassword(password)).toBe(true);
    },
  );

  it('agrees with the label the strength meter shows', () => {
    for (const password of [
      'abc',
      'abc1',
      'Abc1',
      'kudu12',
      'kudu1234',
      'horizonsunrise',
      'kudu-horizon-1',
    ]) {
      const label = strengthLabel(passwordStrength(password));
      expect(isStrongVaultPassword(password)).toBe(label === 'Good' || label === 'Strong');
    }
  });
});
