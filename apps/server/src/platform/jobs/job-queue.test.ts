import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../../db/client';
import { jobs } from '../../db/schema/outbox';
import { migratedPgliteDump } from '../../test/migrated-templates';
import { TestClock } from '../clock';
import { JobQueue, writeThroughOutage } from './job-queue';

const lost = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

/** A database that hands out one due job and refuses the first write of its outcome. */
function databaseLosingOneWrite() {
  const statements: string[] = [];
  let claimed = false;
  let refused = false;
  const db = {
    async execute(query: { queryChunks: unknown[] }) {
      const text = JSON.stringify(query.queryChunks);
      statements.push(text.includes("status = 'running'") ? 'claim' : 'finish');
      if (text.includes("status = 'running'")) {
        if (claimed) return { rows: [] };
        claimed = true;
        return { rows: [{ id: 'j1', kind: 'mail', payload: {}, attempts: 1, max_attempts: 5 }] };
      }
      if (!refused) {
        refused = true;
        throw lost();
      }
      return { rows: [] };
    },
  };
  return { db: db as unknown as Database, statements };
}

describe('JobQueue', () => {
  it("writes a job's outcome again after a dropped connection instead of running it twice", async () => {
    const { db, statements } = databaseLosingOneWrite();
    let runs = 0;
    const errors: unknown[] = [];
    const queue = new JobQueue(db, new TestClock(new Date('2026-11-30T21:00:00Z')), (error) =>
      errors.push(error),
    );
    queue.register('mail', async () => {
      runs += 1;
    });
    expect(await queue.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(errors).toEqual([]);
    expect(statements).toEqual(['claim', 'finish', 'finish']);
  });
});

describe('a claim whose answer is lost with the connection', () => {
  it('hands its jobs back at the next poll, so they run once and soon, not after the stale lock', async () => {
    const handle = await openPglite(undefined, await migratedPgliteDump());
    try {
      const clock = new TestClock(new Date('2026-11-29T22:30:00Z'));
      // The claim commits, then the connection drops before its answer arrives.
      let dropNextClaim = true;
      const db = new Proxy(handle.db, {
        get(target, key, receiver) {
          if (key !== 'execute') return Reflect.get(target, key, receiver);
          return async (query: Parameters<Database['execute']>[0]) => {
            const result = await target.execute(query);
            const text = JSON.stringify((query as { queryChunks?: unknown[] }).queryChunks);
            if (dropNextClaim && text.includes("set status = 'running'")) {
              dropNextClaim = false;
              throw lost();
            }
            return result;
          };
        },
      });
      const errors: unknown[] = [];
      const queue = new JobQueue(db, clock, (error) => errors.push(error));
      const sent: unknown[] = [];
      queue.register('mail', async (payload) => {
        sent.push(payload.to);
      });
      await queue.enqueue(handle.db, 'mail', { to: 'thandi@example.com' });

      await expect(queue.drain()).rejects.toThrow(/terminating connection/);
      const [stuck] = await handle.db.select().from(jobs).where(eq(jobs.kind, 'mail'));
      expect(stuck).toMatchObject({ status: 'running', attempts: 1 });

      // The next poll, a second later: the job is handed back and runs; nothing waits 5 minutes.
      clock.advance(1);
      expect(await queue.drain()).toBe(1);
      expect(sent).toEqual(['thandi@example.com']);
      const [done] = await handle.db.select().from(jobs).where(eq(jobs.kind, 'mail'));
      expect(done).toMatchObject({ status: 'done', attempts: 1, lockedAt: null });
      expect(await queue.drain()).toBe(0);
      expect(sent).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});

describe('writing down what a job sent', () => {
  it('writes again while the database is away, and throws any other failure at once', async () => {
    let tries = 0;
    await writeThroughOutage(async () => {
      tries += 1;
      if (tries === 1) throw lost();
    });
    expect(tries).toBe(2);

    let broken = 0;
    const fault = new Error('duplicate key value violates unique constraint');
    await expect(
      writeThroughOutage(async () => {
        broken += 1;
        throw fault;
      }),
    ).rejects.toBe(fault);
    expect(broken).toBe(1);
  });
});
