import { addDays, localDateOf, localDateTime } from '@aurum/shared/time/member-time';
import type { Database } from '../../../db/client';
import { countEvents, insertEvent } from '../events/events.repo';
import { countPerks, insertPerk } from '../perks/perks.repo';
import { SEED_EVENTS, SEED_PERKS } from './society-catalogue';

/**
 * Seeds the Society catalogue when it is empty (a fresh `npm start` with the catalogue seeded,
 * like the providers): the perks, and the events dated from today on. Staff edit both afterwards;
 * a catalogue staff emptied or changed is never seeded again over their work.
 */
export async function seedSocietyWhenEmpty(db: Database, now: Date) {
  let perks = 0;
  let events = 0;
  if ((await countPerks(db)) === 0) {
    for (const [index, perk] of SEED_PERKS.entries()) {
      const { stock, ...fields } = perk;
      const id = await insertPerk(
        db,
        { ...fields, expiresAt: null, stockRemaining: stock },
        now,
        index,
      );
      if (id) perks += 1;
    }
  }
  if ((await countEvents(db)) === 0) {
    const today = localDateOf(now);
    for (const event of SEED_EVENTS) {
      const { inDays, time, ...fields } = event;
      await insertEvent(
        db,
        { ...fields, startsAt: localDateTime(addDays(today, inDays), time) },
        now,
      );
      events += 1;
    }
  }
  return perks || events ? { perks, events } : null;
}
