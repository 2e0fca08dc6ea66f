import { describe, expect, it } from 'vitest';
import { signInAudience } from './sign-in-audience';

describe('signInAudience', () => {
  it.each([
    ['/provider', 'provider'],
    ['/provider?tab=open#top', 'provider'],
    ['/provider/respond?token=abc', 'provider'],
    ['/admin', 'staff'],
    ['/admin?section=outbox', 'staff'],
    ['/marketplace', 'member'],
    ['/providers-of-the-month', 'member'],
    ['/administration', 'member'],
  ])('speaks to the people of %s as %s', (returnTo, audience) => {
    expect(signInAudience(returnTo)).toBe(audience);
  });

  it('speaks to members when no page sent the visitor', () => {
    expect(signInAudience(null)).toBe('member');
  });
});
