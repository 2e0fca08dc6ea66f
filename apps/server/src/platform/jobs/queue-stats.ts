import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';

export interface JobKindStats {
  kind: string;
  /** Waiting, due or scheduled later. */
  pending: number;
  /** Waiting and due now: the backlog the workers have not caught up with. */
  due: number;
  running: number;
  failed: number;
  /** How long the oldest due job has waited, 0 when none is due. */
  oldestDueSeconds: number;
}

/** The outbox per job kind, for /metrics (reads the jobs_due_idx index's leading column). */
export async function jobQueueStats(db: Database, now: Date): Promise<JobKindStats[]> {
  const at = now.toISOString();
  const rows = rowsOf<{
    kind: string;
    pending: string;
    due: string;
    running: string;
    failed: string;
    oldest_due: string | null;
  }>(
    await db.execute(sql`
      select kind,
        count(*) filter (where status = 'pending') as pending,
        count(*) filter (where status = 'pending' and run_at <= ${at}::timestamptz) as due,
        count(*) filter (where status = 'running') as running,
        count(*) filter (where status = 'failed') as failed,
        extract(epoch from ${at}::timestamptz - min(run_at)
          filter (where status = 'pending' and run_at <= ${at}::timestamptz))::text as oldest_due
      from jobs
      where status in ('pending', 'running', 'failed')
      group by kind
    `),
  );
  return rows.map((row) => ({
    kind: row.kind,
    pending: Number(row.pending),
    due: Number(row.due),
    running: Number(row.running),
    failed: Number(row.failed),
    oldestDueSeconds: Math.max(0, Number(row.oldest_due ?? 0)),
  }));
}
