import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago in minutes, hours and days, then the date', () => {
    expect(formatRelativeTime(ago(20_000), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(-5_000), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60_000), NOW)).toBe('5 min ago');
    expect(formatRelativeTime(ago(3 * 3_600_000 + 59 * 60_000), NOW)).toBe('3 h ago');
    expect(formatRelativeTime(ago(30 * 3_600_000), NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(4 * 86_400_000), NOW)).toBe('4 days ago');
    expect(formatRelativeTime('2026-11-01T08:00:00Z', NOW)).toBe('01 Nov 2026');
  });

  it('answers nothing for a value that is not a time', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});
