import { plural } from '@aurum/shared/format/words';
import {
  RESPONSE_PROMISE_MESSAGES,
  responsePromiseMinutes,
} from '@aurum/shared/requests/response-promise';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { candidateProviders, findProviderContact } from '../../providers/providers.service';
import { tellMember } from '../record/member-notices';
import { recordUpdate } from '../record/request-lifecycle';
import { findMember } from '../record/request-members.repo';
import { lockRequest, updateRequest } from '../record/request-record.repo';
import { assignmentResponses } from './assignments.repo';
import { askStaff, type MatchingDeps, notifyProvider, PROVIDERS_NOTIFIED } from './provider-asking';
import { ESCALATE_JOB, startResponseClock, stopResponseClock } from './response-clock';

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
      const request = await lockRequest(tx, requestId);
      if (!request || request.responseDueAt?.toISOString() !== dueAt) return;
      const open = request.status === 'pending' || request.status === 'in_progress';
      if (!open || request.confirmationStatus === 'confirmed') {
        await stopResponseClock(tx, requestId, now);
        return;
      }
      const member = await findMember(tx, request.userId);
      const minutes = responsePromiseMinutes(member?.tier);
      const asked = new Set(
        (await assignmentResponses(tx, requestId)).map((row) => row.providerId),
      );
      const next = (
        await candidateProviders(tx, request.serviceType, request.location ?? '', {
          dining: request.dining,
        })
      )
        .filter((provider) => !asked.has(provider.id))
        .slice(0, PROVIDERS_NOTIFIED);
      for (const candidate of next) {
        const contact = await findProviderContact(tx, candidate.id);
        if (contact) await notifyProvider(tx, this.deps, request, contact, 'auto', now);
      }
      await updateRequest(tx, requestId, { overdueAt: now, responseDueAt: null }, now);
      await tellMember(tx, this.deps.notify, request, {
        kind: 'promise_missed',
        subject: `promise:${dueAt}`,
      });
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
