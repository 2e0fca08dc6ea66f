import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMemberRows } from '../../db/member-owned-tables';
import {
  memberOfTier,
  seatsOf,
  setLocalTime,
  societyMailsTo,
  societyStaff,
} from '../../test/society-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { exportSociety, forgetSociety } from './society.api';

describe.each(databaseKinds)("Society's part of the member's data rights on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('exports the member’s redemptions, RSVPs and gifts, and forgetting them frees the seat', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const staff = await societyStaff(t);
    const perk = await staff.addPerk({ title: 'Export perk', tier: 'gold' });
    const event = await staff.addEvent({ title: 'Export evening', capacity: 1 });
    const member = await memberOfTier(t, 'gold');
    const other = await memberOfTier(t, 'gold');
    expect((await member.redeem(perk.id)).statusCode).toBe(201);
    expect((await member.rsvp(event.id)).statusCode).toBe(201);
    expect((await other.joinWaitlist(event.id)).statusCode).toBe(201);
    await staff.post('/society/gifts', {
      member_email: member.email,
      gift_name: 'Export flowers',
      sent_date: '2026-07-01',
      category: 'flowers',
      value_cents: 450_00,
    });

    const exported = await exportSociety(t.db, member.id);
    expect(exported.perk_redemptions).toEqual([
      expect.objectContaining({ perk: 'Export perk', period: 'once', code: expect.any(String) }),
    ]);
    expect(exported.event_rsvps).toEqual([
      expect.objectContaining({ event: 'Export evening', status: 'registered' }),
    ]);
    expect(exported.gifts).toEqual([expect.objectContaining({ gift_name: 'Export flowers' })]);
    expect(await exportSociety(t.db, other.id)).toMatchObject({ perk_redemptions: [], gifts: [] });

    await t.db.transaction((tx) =>
      forgetSociety(tx, member.id, t.clock.now(), t.services.societyArea.events),
    );
    const left = await countMemberRows(t.db, member.id);
    for (const table of ['perk_redemptions', 'event_rsvps', 'society_gifts']) {
      expect(left[table], table).toBe(0);
    }
    // The freed seat went to the first in line at once, who is told.
    expect(await seatsOf(t, event.id)).toEqual({
      attendees: 1,
      registered: [other.id],
      waitlisted: [],
    });
    expect((await societyMailsTo(t, other.email)).map((mail) => mail.kind)).toEqual([
      'society.seat_freed',
    ]);
  });
});
