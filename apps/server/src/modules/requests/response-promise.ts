import {
  RESPONSE_PROMISE_MESSAGES,
  responsePromiseMinutes,
} from '@aurum/shared/requests/response-promise';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { candidateProviders, findProviderContact } from '../providers/providers.service';
import { askStaff, type MatchingDeps, notifyProvider, PROVIDERS_NOTIFIED } from './matching';
import { recordUpdate } from './request-lifecycle';
import * as repo from './requests.repo';
import { plural } from '@aurum/shared/format/words';

const ESCALATE_JOB = 'request.escalate';

/**
 * Starts the response promise for a round of providers just asked: they have the member's plan's
 * time (packages/shared response-promise) to answer; a job, written in the same transaction,
 * escalates at that instant unless the clock was stopped or restarted by then.
 */
export async function startResponseClock(
  tx: Executor,
  deps: MatchingDeps,
  request: { id: string; userId: string },
  now: Date,
) {
  const member = await repo.findMember(tx, request.userId);
  const minutes = responsePromiseMinutes(member?.tier);
  const dueAt = new Date(now.getTime() + minutes * 60_000);
  await repo.updateRequest(tx, request.id, { responseDueAt: dueAt }, now);
  await deps.jobs.enqueue(
    tx,
    ESCALATE_JOB,
    { requestId: request.id, dueAt: dueAt.toISOString() },
    minutes * 60,
  );
}

/** Stops the clock: a provider confirmed, everyone declined, or the request closed. */
async function stopResponseClock(tx: Executor, requestId: string, now: Date) {
  await repo.updateRequest(tx, requestId, { responseDueAt: null }, now);
}

/**
 * When the promise runs out with no confirmation, the request escalates by itself, exactly once
 * per round (the job carries the due time it was written for; a confirmed, cancelled or re-timed
 * request makes it a no-op, whichever instance runs it): the next matching providers are asked
 * (with a new round of the clock), staff are alerted, the request is marked overdue and the
 * timeline says so. With no provider left to ask, staff take it over.
 */
export class ResponsePromises {
  constructor(
    private db: Database,
    private clock: Clock,
    private deps: MatchingDeps,
  ) {
    deps.jobs.register(ESCALATE_JOB, (payload) =>
      this.escalate(String(payload.requestId), String(payload.dueAt)),
    );
  }

  async escalate(requestId: string, dueAt: string) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const request = await repo.lockRequest(tx, requestId);
      if (!request || request.responseDueAt?.toISOString() !== dueAt) return;
      const open = request.status === 'pending' || request.status === 'in_progress';
      if (!open || request.confirmationStatus === 'confirmed') {
        await stopResponseClock(tx, requestId, now);
        return;
      }
      const member = await repo.findMember(tx, request.userId);
      const minutes = responsePromiseMinutes(member?.tier);
      const asked = new Set(
        (await repo.assignmentResponses(tx, requestId)).map((row) => row.providerId),
      );
      const next = (await candidateProviders(tx, request.serviceType, request.location ?? ''))
        .filter((provider) => !asked.has(provider.id))
        .slice(0, PROVIDERS_NOTIFIED);
      for (const candidate of next) {
        const contact = await findProviderContact(tx, candidate.id);
        if (contact) await notifyProvider(tx, this.deps, request, contact, 'auto', now);
      }
      await repo.updateRequest(tx, requestId, { overdueAt: now, responseDueAt: null }, now);
      await askStaff(
        tx,
        this.deps,
        request,
        member?.name ?? '',
        `No provider confirmed within the promised ${minutes} minutes.${next.length > 0 ? ` ${plural(next.length, 'more provider')} ${next.length === 1 ? 'was' : 'were'} asked.` : ' No other provider matches: please assign one.'}`,
      );
      if (next.length > 0) {
        await recordUpdate(
          tx,
          request,
          {
            message: RESPONSE_PROMISE_MESSAGES.escalated(
              minutes,
              next.map((provider) => provider.name),
            ),
            status: 'provider_notified',
            by: 'system',
          },
          now,
        );
        await startResponseClock(tx, this.deps, request, now);
      } else {
        await recordUpdate(
          tx,
          request,
          {
            message: RESPONSE_PROMISE_MESSAGES.escalatedToStaff(minutes),
            status: 'manual_review',
            by: 'system',
          },
          now,
        );
      }
    });
    this.deps.jobs.wake();
  }
}
