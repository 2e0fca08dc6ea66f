import { describe, expect, it } from 'vitest';
import { readChanges } from './request-changes';

/** A Wednesday morning in Johannesburg (14 January 2026). */
const NOW = new Date('2026-01-14T08:00:00Z');

describe('readChanges', () => {
  it('keeps what the member says is fine and passes on what to tell the provider', () => {
    expect(readChanges('8 is fine but tell him there is a nut allergy', NOW, true)).toEqual({
      notes: 'there is a nut allergy',
    });
  });

  it('reads "better" as a change', () => {
    expect(readChanges('7am works better', NOW, true)).toMatchObject({ time: '07:00' });
    expect(readChanges('Saturday works better for everyone', NOW, true)).toMatchObject({
      date: '2026-01-17',
    });
  });
});
