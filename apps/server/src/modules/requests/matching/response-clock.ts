import { responsePromiseMinutes } from '@aurum/shared/requests/response-promise';
import type { Executor } from '../../../db/client';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import { findMember } from '../record/request-members.repo';
import { updateRequest } from '../record/request-record.repo';

/** The job that escalates a request whose response promise ran out (response-promise.ts). */
export const ESCALATE_JOB = 'request.escalate';

/**
 * Starts the response promise for a round of providers just asked: they have the member's plan's
 * time (packages/shared response-promise) to answer; a job, written in the same transaction,
 * escalates at that instant unless the clock was stopped or restarted by then.
 */
export async function startResponseClock(
  tx: Executor,
  deps: { jobs: JobQueue },
  request: { id: string; userId: string },
  now: Date,
) {
  const member = await findMember(tx, request.userId);
  const minutes = responsePromiseMinutes(member?.tier);
  const dueAt = new Date(now.getTime() + minutes * 60_000);
  await updateRequest(tx, request.id, { responseDueAt: dueAt }, now);
  await deps.jobs.enqueue(
    tx,
    ESCALATE_JOB,
    { requestId: request.id, dueAt: dueAt.toISOString() },
    minutes * 60,
  );
}

/** Stops the clock: a provider confirmed, everyone declined, or the request closed. */
export async function stopResponseClock(tx: Executor, requestId: string, now: Date) {
  await updateRequest(tx, requestId, { responseDueAt: null }, now);
}
