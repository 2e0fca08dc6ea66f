import { describe, expect, it } from 'vitest';
import { greetingFor } from './format';

describe('format (en-ZA, Africa/Johannesburg)', () => {
  it('greets by the hour in Johannesburg', () => {
    expect(greetingFor('2025-03-14T05:59:00Z')).toBe('Good morning'); // 07:59
    expect(greetingFor('2025-03-14T10:00:00Z')).toBe('Good afternoon'); // 12:00
    expect(greetingFor('2025-03-14T16:00:00Z')).toBe('Good evening'); // 18:00
    expect(greetingFor('2025-03-13T23:30:00Z')).toBe('Good evening'); // 01:30
  });
});
