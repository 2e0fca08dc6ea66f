import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { TestClock } from '../clock';
import { JobQueue } from './job-queue';

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
