import { describe, expect, it } from 'vitest';
import { readWhen } from './when';

/**
 * Between midnight in Johannesburg and midnight UTC the member's today is a day ahead of the
 * server's: every relative day counts from the member's (found when the browser suite ran at
 * 01:45 on a Sunday in Johannesburg).
 */
describe('relative days after midnight in Johannesburg', () => {
  // Sunday 29 November 2026, 01:45 in Johannesburg; still Saturday the 28th in UTC.
  const now = new Date('2026-11-28T23:45:00Z');

  it.each([
    ['today at 7pm', '2026-11-29', '19:00'],
    ['tonight', '2026-11-29', '20:00'],
    ['tomorrow at 9', '2026-11-30', '09:00'],
    ['the day after tomorrow at 7 in the evening', '2026-12-01', '19:00'],
    ['day after tomorrow', '2026-12-01', null],
    ['in three days', '2026-12-02', null],
    ['next Friday', '2026-12-04', null],
    ['on the 5th', '2026-12-05', null],
  ])('"%s" is %s', (text, date, time) => {
    expect(readWhen(text, now)).toMatchObject({ date, time });
  });

  it('counts the day after tomorrow from the member’s day at any other hour too', () => {
    expect(readWhen('the day after tomorrow', new Date('2026-11-28T12:00:00Z')).date).toBe(
      '2026-11-30',
    );
  });
});

describe('a hire for the weekend', () => {
  // A Wednesday morning, 14 January 2026.
  const now = new Date('2026-01-14T08:00:00Z');

  it('starts on the day it is collected, not on the Saturday', () => {
    expect(
      readWhen('a Range Rover Sport for the weekend, collecting in Sandton on Friday at noon', now),
    ).toMatchObject({ date: '2026-01-16', time: '12:00' });
    expect(readWhen('a villa for the long weekend from Friday', now).date).toBe('2026-01-16');
    expect(readWhen('a car for the weekend', now).date).toBe('2026-01-17');
    expect(readWhen('lunch on Mothers Day weekend, Sunday, in Pretoria East', now).date).toBe(
      '2026-01-18',
    );
  });

  it('reads "this weekend" said on a Sunday morning as today, by the evening as the next', () => {
    // Sunday 18 January 2026, 08:00 and 20:00 in Johannesburg.
    const morning = new Date('2026-01-18T06:00:00Z');
    const evening = new Date('2026-01-18T18:00:00Z');
    expect(readWhen('a driver this weekend in Sandton', morning).date).toBe('2026-01-18');
    expect(readWhen('a driver this weekend in Sandton', evening).date).toBe('2026-01-24');
    expect(readWhen('a villa for the weekend', morning).date).toBe('2026-01-24');
    expect(readWhen('a villa next weekend in Plett', morning).date).toBe('2026-01-24');
  });

  it("reads a bare hour for a children's party as the morning, a party's as the evening", () => {
    expect(readWhen("a boat on Saturday at 10 for the children's party", now).time).toBe('10:00');
    expect(readWhen('a surprise party on Saturday at 7', now).time).toBe('19:00');
  });

  it('reads a weekday of "next week" as that weekday of next week', () => {
    expect(readWhen('Three things for next week: driver on Monday at 6am', now)).toMatchObject({
      date: '2026-01-19',
      time: '06:00',
    });
    expect(readWhen('a chef next week on Saturday', now).date).toBe('2026-01-24');
    expect(readWhen('next week', now).date).toBe('2026-01-21');
  });

  it('reads a bare hour after the day as the time, never a count', () => {
    expect(readWhen('dinner 4 ppl in Fourways tomorrow 7', now)).toMatchObject({
      date: '2026-01-15',
      time: '19:00',
    });
    expect(readWhen('a table tomorrow 4 people', now).time).toBeNull();
  });
});
