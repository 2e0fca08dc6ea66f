import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
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
