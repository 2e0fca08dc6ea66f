import { describe, expect, it } from 'vitest';
import { bellLabel, unreadBadge } from './unread-badge';

describe('the bell badge', () => {
  it('shows nothing at 0, the count up to 9, then 9+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-1)).toBeNull();
    expect(unreadBadge(Number.NaN)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
    expect(unreadBadge(250)).toBe('9+');
  });

  it('names the count for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(12)).toBe('Notifications, 12 unread');
  });
});
