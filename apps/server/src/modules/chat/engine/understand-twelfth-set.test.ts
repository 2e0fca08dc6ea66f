import { describe, expect, it } from 'vitest';
import { memberSituation } from '../../../test/concierge-sets/member-requests';
import { openProposal } from '../../../test/concierge-sets/open-proposals';
import { understand } from './understand';

/** Half past nine on a Wednesday morning, and half past nine that night (Johannesburg). */
const MORNING = new Date('2026-01-14T07:30:00Z');
const NIGHT = new Date('2026-01-14T19:30:00Z');

/** What the engine learned in session 21, before and after the twelfth held-out set. */
describe('understand: a table at a bare hour', () => {
  it('books "a spot for 2 at 8" said in the morning for tonight, said at night for tomorrow', () => {
    const at = (now: Date) => understand('a spot for 2 at 8 in camps bay', memberSituation(now));
    expect(at(MORNING)).toMatchObject({
      kind: 'new',
      readings: [{ dining: true, when: { date: '2026-01-14', time: '20:00' } }],
    });
    expect(at(NIGHT)).toMatchObject({
      readings: [{ when: { date: '2026-01-15', time: '20:00' } }],
    });
  });
});

describe("understand: a follow-up that names the open proposal's service", () => {
  /** A new driver from OR Tambo tomorrow at 09:00 is open; a driver is also booked tomorrow. */
  const driverOpen = {
    ...memberSituation(MORNING),
    openProposal: openProposal('driver_new', MORNING),
  };

  it('reads "not OR Tambo" as turning down the proposal\'s place, not changing the booked driver', () => {
    expect(understand('pickup should be at Grand Central, not OR Tambo', driverOpen)).toMatchObject(
      {
        kind: 'follow_up',
        changes: { location: 'Grand Central', area: 'Johannesburg' },
      },
    );
  });

  it('reads "make the driver 10 instead" as the proposal\'s new hour', () => {
    expect(understand('make the driver 10 instead', driverOpen)).toMatchObject({
      kind: 'follow_up',
      changes: { time: '10:00' },
    });
  });
});
