import { describe, expect, it } from 'vitest';
import { memberSituation } from '../../../test/concierge-sets/member-requests';
import { understand } from './understand';

/** Ten o'clock on a Wednesday morning in Johannesburg. */
const MORNING = new Date('2026-01-14T08:00:00Z');
const situation = memberSituation(MORNING);
const read = (text: string) => understand(text, situation);

/** Each new request read from a message: its service, place, day and time. */
const requests = (text: string) => {
  const understood = read(text);
  return understood.kind === 'new'
    ? understood.readings.map((r) => ({
        service: r.dining ? 'dining' : r.intent?.serviceType,
        place: r.where?.location ?? null,
        date: r.when.date,
        time: r.when.time,
      }))
    : understood.kind;
};

/**
 * What the engine learned in session 25, before and after the seventeenth held-out set, in words
 * of its own (no row of any set).
 */
describe('understand: lists after the seventeenth set', () => {
  it('reads a list whose lines each start with their day, under a heading naming the trip', () => {
    expect(
      requests(
        'Coast trip:\n- Thu: a villa in Umhlanga for 3 nights\n- Fri: a boat from Durban harbour at 8\n- Sat, a driver at 11am from Umhlanga',
      ),
    ).toEqual([
      { service: 'accommodation', place: 'Umhlanga', date: '2026-01-15', time: null },
      { service: 'yacht_charter', place: 'Durban', date: '2026-01-16', time: '08:00' },
      { service: 'personal_driver', place: 'Umhlanga', date: '2026-01-17', time: '11:00' },
    ]);
  });

  it('gives the place said at the end to every request that names none', () => {
    expect(
      requests('On Saturday I need a florist, a DJ at 8 and a chef for 20. Everything at Zimbali.'),
    ).toMatchObject([
      { place: 'Zimbali', date: '2026-01-17' },
      { place: 'Zimbali', date: '2026-01-17' },
      { place: 'Zimbali', date: '2026-01-17' },
    ]);
    // A request that names its own place keeps it.
    expect(requests('Golf at Fancourt on Friday at 8 and a spa at 2, all in George')).toMatchObject(
      [{ place: 'Fancourt' }, { place: 'George' }],
    );
  });

  it('starts a stay for the weekend on the day the list is headed by', () => {
    expect(
      requests('Friday:\n- a car at Lanseria at 4pm\n- a lodge in the Pilanesberg for the weekend'),
    ).toMatchObject([{ date: '2026-01-16' }, { service: 'accommodation', date: '2026-01-16' }]);
  });
});
