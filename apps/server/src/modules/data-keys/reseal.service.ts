import type { Database } from '../../db/client';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import type { JobQueue } from '../../platform/jobs/job-queue';
import * as repo from './reseal.repo';
import { SEALED_TABLES, type SealedTable } from './sealed-columns';

export const RESEAL_JOB = 'data-keys.reseal';
/** Rows per transaction: short locks, and a crash loses at most one batch's work (none). */
export const RESEAL_BATCH = 100;

/** Rows re-sealed per table, and the rows still under another key afterwards. */
export interface ResealReport {
  keyId: string;
  resealed: Record<string, number>;
  remaining: number;
}

/** How long to wait for rows another instance is re-sealing before looking again. */
const OTHERS_WAIT_MS = 50;

/**
 * The key re-seal (ADR 083): every value sealed under a previous DATA_ENCRYPTION_KEY is opened and
 * sealed again under the current one, a batch of rows per transaction. Idempotent and resumable
 * (a row under the current key is never chosen again) and shared by instances (SKIP LOCKED).
 */
export class KeyReseal {
  constructor(private deps: { db: Database; box: SealedBox; jobs: JobQueue }) {}

  /** Re-seals up to `limit` rows of one table; answers how many. */
  resealBatch(table: SealedTable, limit = RESEAL_BATCH): Promise<number> {
    const { box } = this.deps;
    return this.deps.db.transaction(async (tx) => {
      const rows = await repo.lockRowsToReseal(tx, table, box.keyId, limit);
      for (const row of rows) {
        const values: Record<string, string | null> = {};
        for (const { column, associatedData } of table.columns) {
          const sealed = row[column];
          if (sealed == null || box.isCurrent(sealed)) continue;
          const place = associatedData(row.row_key);
          try {
            values[column] = box.seal(box.open(sealed, place), place);
          } catch (error) {
            const why = error instanceof Error ? error.message : String(error);
            throw new Error(`${table.table}.${column} of ${row.row_key}: ${why}`, { cause: error });
          }
        }
        await repo.writeResealed(tx, table, row.row_key, values, box.keyId);
      }
      return rows.length;
    });
  }

  /**
   * Every sealed table until nothing is left under another key (the CLI). A short batch is not the
   * end: another instance may hold rows it is re-sealing (SKIP LOCKED passed them), so a table is
   * done only once none of its rows is left, however they were sealed again.
   */
  async resealAll(): Promise<ResealReport> {
    const resealed: Record<string, number> = {};
    for (const table of SEALED_TABLES) {
      let count = 0;
      for (;;) {
        const n = await this.resealBatch(table);
        count += n;
        if (n === RESEAL_BATCH) continue;
        if ((await repo.countRowsToReseal(this.deps.db, table, this.deps.box.keyId)) === 0) break;
        // Rows another instance holds: theirs once it commits, ours again if it rolls back.
        if (n === 0) await new Promise((resolve) => setTimeout(resolve, OTHERS_WAIT_MS));
      }
      resealed[table.table] = count;
    }
    return { keyId: this.deps.box.keyId, resealed, remaining: await this.remaining() };
  }

  /** Rows still holding a value under another key, over every sealed table. */
  async remaining(): Promise<number> {
    let n = 0;
    for (const table of SEALED_TABLES) {
      n += await repo.countRowsToReseal(this.deps.db, table, this.deps.box.keyId);
    }
    return n;
  }

  /** Puts a re-seal in the outbox; every instance's worker may take its batches. */
  async schedule() {
    await this.deps.jobs.enqueue(this.deps.db, RESEAL_JOB, {});
    this.deps.jobs.wake();
  }

  /** The outbox job: a batch of each table, then itself again while a table had a full batch. */
  async runJob() {
    let more = false;
    for (const table of SEALED_TABLES) {
      if ((await this.resealBatch(table)) === RESEAL_BATCH) more = true;
    }
    if (more) await this.schedule();
  }
}
