import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { jobs } from '../../db/schema/outbox';
import type { Clock } from '../clock';

/** The attempt a handler runs as; `final` when a failure now ends the job as failed. */
export interface JobAttempt {
  attempt: number;
  final: boolean;
}

export type JobHandler = (payload: Record<string, unknown>, attempt: JobAttempt) => Promise<void>;

export type JobRow = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

/** Retry delay after the n-th failed attempt: 2 s, 4 s, 8 s ... capped at 10 minutes. */
const retryDelaySeconds = (attempts: number) => Math.min(2 ** attempts, 600);

/** After this long a 'running' job is taken to belong to a crashed instance and is retried. */
const STALE_LOCK_SECONDS = 300;

/** A job's outcome is written again this often, this many times, while the database is away. */
const FINISH_RETRY_MS = 1000;
const FINISH_RETRIES = 30;

/**
 * Writes down what a job did once its effect has left Aurum (an e-mail handed to SMTP, an SMS or
 * a push sent): while the database is briefly away (a restart, a fail-over) the write is tried
 * again, once a second for half a minute, as the job's own outcome is. Thrown instead, the job
 * would be retried and the member would get the message twice (found by the fault tests, ADR 085).
 * `retry` decides which failures are worth another try (by default: the database being away).
 */
export async function writeThroughOutage(
  write: () => Promise<unknown>,
  retry: (error: unknown) => boolean = isDatabaseUnavailable,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await write();
      return;
    } catch (error) {
      if (attempt >= FINISH_RETRIES || !retry(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, FINISH_RETRY_MS));
    }
  }
}

/**
 * The outbox. `enqueue` writes a job inside the caller's transaction; the worker loop of every
 * instance claims due jobs with FOR UPDATE SKIP LOCKED, so each runs once, and retries failures
 * with back-off. A job is never deleted: it ends 'done' or, after max attempts, 'failed'.
 */
export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private wakeRequested = false;
  /** stop() was called: outcomes are no longer written again. */
  private stopping = false;
  /** Claims whose answer was lost with the connection: they may have committed, unrun. */
  private unconfirmedClaims = new Set<string>();

  constructor(
    private db: Database,
    private clock: Clock,
    private onError: (error: unknown, job: JobRow) => void,
    private pollMs = 1000,
  ) {}

  register(kind: string, handler: JobHandler) {
    this.handlers.set(kind, handler);
  }

  /** Writes a job in the caller's transaction, due now or after `delaySeconds`. */
  async enqueue(
    executor: Executor,
    kind: string,
    payload: Record<string, unknown>,
    delaySeconds = 0,
  ) {
    const runAt = new Date(this.clock.now().getTime() + delaySeconds * 1000);
    await executor.insert(jobs).values({ kind, payload, runAt });
  }

  /** Asks the loop to look for work now (call after the enqueuing transaction commits). */
  wake() {
    if (this.stopped) return;
    this.wakeRequested = true;
    if (!this.running) this.schedule(0);
  }

  start() {
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the batch in hand to finish. */
  async stop() {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((error) => this.onError(error, { id: '-', kind: 'poll' } as JobRow))
        .finally(() => {
          this.running = undefined;
          this.schedule(this.wakeRequested ? 0 : this.pollMs);
          this.wakeRequested = false;
        });
    }, ms);
  }

  /** Runs every due job once; returns how many ran. Tests call it directly. */
  async drain(limit = 20): Promise<number> {
    let ran = 0;
    for (;;) {
      this.wakeRequested = false;
      const batch = await this.claim(limit);
      for (const job of batch) await this.run(job);
      ran += batch.length;
      if (batch.length < limit) return ran;
    }
  }

  private async claim(limit: number): Promise<JobRow[]> {
    await this.releaseUnconfirmedClaims();
    const claimant = randomUUID();
    try {
      return await this.claimAs(claimant, limit);
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.unconfirmedClaims.add(claimant);
      throw error;
    }
  }

  /**
   * A claim can commit and its answer be lost with the connection (the database dropped at that
   * moment): its jobs would sit 'running', unrun, until the stale lock expires five minutes later
   * (found by the fault tests, ADR 088). They never reached a handler, so they are handed back as
   * they were at the next poll.
   */
  private async releaseUnconfirmedClaims() {
    for (const claimant of [...this.unconfirmedClaims]) {
      await this.db.execute(sql`
        update jobs set status = 'pending', locked_at = null, claimed_by = null,
          attempts = greatest(attempts - 1, 0), updated_at = ${this.clock.now().toISOString()}
        where claimed_by = ${claimant} and status = 'running'`);
      this.unconfirmedClaims.delete(claimant);
    }
  }

  private async claimAs(claimant: string, limit: number): Promise<JobRow[]> {
    const now = this.clock.now().toISOString();
    const result = await this.db.execute(sql`
      update jobs set status = 'running', locked_at = ${now}, claimed_by = ${claimant},
        attempts = attempts + 1, updated_at = ${now}
      where id in (
        select id from jobs
        where (status = 'pending' and run_at <= ${now})
           or (status = 'running' and locked_at < ${now}::timestamptz - make_interval(secs => ${STALE_LOCK_SECONDS}))
        order by run_at
        limit ${limit}
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`);
    return rowsOf<JobRow>(result);
  }

  private async run(job: JobRow) {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, {
        attempt: job.attempts,
        final: job.attempts >= job.max_attempts,
      });
      await this.finish(job.id, sql`status = 'done', last_error = null`);
    } catch (error) {
      this.onError(error, job);
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(this.clock.now().getTime() + retryDelaySeconds(job.attempts) * 1000);
      const status = job.attempts >= job.max_attempts ? 'failed' : 'pending';
      await this.finish(
        job.id,
        sql`status = ${status}, last_error = ${message.slice(0, 2000)}, run_at = ${retryAt.toISOString()}`,
      );
    }
  }

  /**
   * Records a job's outcome. When the database is briefly away (a restart), the outcome is kept
   * and written again a few times, so a job that did its work (an e-mail sent) is not run twice
   * once the stale lock expires; a longer outage leaves it to that lock, as a crash would.
   */
  private async finish(id: string, assignments: ReturnType<typeof sql>) {
    await writeThroughOutage(
      () =>
        this.db.execute(
          sql`update jobs set ${assignments}, locked_at = null, updated_at = ${this.clock.now().toISOString()} where id = ${id}`,
        ),
      () => !this.stopping,
    );
  }
}
