import { describe, expect, it } from 'vitest';
import { securityEventLabel } from './security-event-labels';

describe('securityEventLabel', () => {
  it('names the audit events as a person would', () => {
    expect(securityEventLabel('signin')).toBe('Signed in');
    expect(securityEventLabel('signin_failed')).toBe('Failed sign-in attempt');
    expect(securityEventLabel('logout')).toBe('Signed out');
    expect(securityEventLabel('signup')).toBe('Account created');
  });
  it('reads an unknown event as words', () => {
    expect(securityEventLabel('new_device_seen')).toBe('New device seen');
  });
});
