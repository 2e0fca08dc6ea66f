import type {
  CreatedServiceRequest,
  MatchingResult,
  ServiceRequestDetail,
} from '@aurum/shared/requests/request-dto';
import type { serviceRequestFormSchema } from '@aurum/shared/requests/request-schemas';
import { localDateTime } from '@aurum/shared/time/member-time';
import type { z } from 'zod';
import { asMember } from '../../db/as-member';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { candidateProviders, findProviderContact } from '../providers/providers.repo';
import { type MatchingDeps, matchRequest, notifyProvider } from './matching';
import { notifyAdmin } from './admin-notification';
import { limitReached, remainingThisMonth } from './monthly-limit';
import { assertStillPending, notFoundRequest, recordUpdate } from './request-lifecycle';
import * as repo from './requests.repo';

type RequestForm = z.output<typeof serviceRequestFormSchema>;
export interface Member {
  userId: string;
  email: string;
  name: string;
}

export const MATCH_JOB = 'request.match';
/** If the member neither chooses a provider nor skips, matching runs by itself after this. */
export const SAFETY_NET_SECONDS = 15 * 60;

const when = (form: RequestForm) =>
  form.preferred_date
    ? {
        preferredDate: localDateTime(form.preferred_date, form.preferred_time),
        preferredTimeSet: form.preferred_time !== '',
      }
    : { preferredDate: null, preferredTimeSet: false };

/** A member's concierge requests: filing, changing, choosing providers, cancelling (spec 02). */
export class ServiceRequestService {
  constructor(
    private db: Database,
    private clock: Clock,
    private deps: MatchingDeps,
  ) {
    deps.jobs.register(MATCH_JOB, (payload) => this.runSafetyNet(String(payload.requestId)));
  }

  async create(member: Member, form: RequestForm): Promise<CreatedServiceRequest> {
    const now = this.clock.now();
    const { requestId, remaining } = await asMember(this.db, member.userId, async ({ tx }) => {
      const remaining = await remainingThisMonth(tx, member.userId, now);
      if (remaining !== null && remaining <= 0) throw limitReached();
      const requestId = await repo.insertRequest(
        tx,
        {
          userId: member.userId,
          serviceType: form.service_type,
          description: form.description,
          ...when(form),
          location: form.location || null,
          specialRequests: form.special_requests || null,
        },
        now,
      );
      const request = (await repo.lockRequest(tx, requestId))!;
      await recordUpdate(
        tx,
        request,
        {
          message: 'Request received. Our concierge team is on it.',
          status: 'pending',
          by: 'member',
        },
        now,
      );
      await notifyAdmin(tx, this.deps, member, request, now);
      await this.deps.jobs.enqueue(tx, MATCH_JOB, { requestId }, SAFETY_NET_SECONDS);
      return { requestId, remaining: remaining === null ? null : remaining - 1 };
    });
    this.deps.jobs.wake();
    const [request, providers] = await Promise.all([
      this.get(member.userId, requestId),
      candidateProviders(this.db, form.service_type, form.location),
    ]);
    return { request, providers, remaining_this_month: remaining };
  }

  list(userId: string): Promise<ServiceRequestDetail[]> {
    return asMember(this.db, userId, ({ tx }) => repo.listDetails(tx, repo.memberOwns(userId)));
  }

  async get(userId: string, requestId: string): Promise<ServiceRequestDetail> {
    const detail = await asMember(this.db, userId, ({ tx }) =>
      repo.findDetail(tx, repo.memberOwns(userId, requestId)),
    );
    if (!detail) throw notFoundRequest();
    return detail;
  }

  /** Modify Request: while pending, the member may change every field of the form. */
  async modify(userId: string, requestId: string, form: RequestForm) {
    await this.change(userId, requestId, async (tx, request, now) => {
      await repo.updateRequest(
        tx,
        requestId,
        {
          serviceType: form.service_type,
          description: form.description,
          ...when(form),
          location: form.location || null,
          specialRequests: form.special_requests || null,
        },
        now,
      );
      await recordUpdate(
        tx,
        request,
        { message: 'You updated the request details.', status: 'modified', by: 'member' },
        now,
      );
    });
    return this.get(userId, requestId);
  }

  async cancel(userId: string, requestId: string) {
    await this.change(userId, requestId, async (tx, request, now) => {
      await repo.updateRequest(tx, requestId, { status: 'cancelled' }, now);
      await repo.withdrawOpenAssignments(tx, requestId, now);
      await recordUpdate(
        tx,
        request,
        { message: 'You cancelled this request.', status: 'cancelled', by: 'member' },
        now,
      );
    });
    return this.get(userId, requestId);
  }

  /** The provider-selection step: the member picks one of the offered providers. */
  async chooseProvider(member: Member, requestId: string, providerId: string) {
    await this.change(member.userId, requestId, async (tx, request, now) => {
      const offered = await candidateProviders(tx, request.serviceType, request.location ?? '');
      const provider = offered.some((p) => p.id === providerId)
        ? await findProviderContact(tx, providerId)
        : null;
      if (!provider) {
        throw new AppError(
          'PROVIDER_NOT_AVAILABLE',
          'That provider is not available for this request.',
        );
      }
      await this.assertNotAssigned(tx, requestId);
      await notifyProvider(tx, this.deps, request, provider, 'member', now);
      await repo.updateRequest(tx, requestId, { providerId }, now);
      await recordUpdate(
        tx,
        request,
        {
          message: `You chose ${provider.name}. They have been asked to confirm.`,
          status: 'provider_notified',
          by: 'member',
        },
        now,
      );
    });
    this.deps.jobs.wake();
    return this.get(member.userId, requestId);
  }

  /** "Skip - Auto-assign Provider": automated matching now. */
  async autoAssign(member: Member, requestId: string): Promise<MatchingResult> {
    let result: MatchingResult | undefined;
    await this.change(member.userId, requestId, async (tx, request, now) => {
      await this.assertNotAssigned(tx, requestId);
      result = await matchRequest(tx, this.deps, request, member.name, 'member', now);
    });
    this.deps.jobs.wake();
    return result!;
  }

  private async runSafetyNet(requestId: string) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const request = await repo.lockRequest(tx, requestId);
      if (!request || request.status !== 'pending') return;
      if ((await repo.assignmentResponses(tx, requestId)).length > 0) return;
      const member = await repo.memberDisplayName(tx, request.userId);
      await matchRequest(tx, this.deps, request, member, 'system', now);
    });
    this.deps.jobs.wake();
  }

  /** Runs a change on the member's own pending request, locked, in one transaction. */
  private async change(
    userId: string,
    requestId: string,
    work: (tx: Executor, request: repo.LockedRequest, now: Date) => Promise<void>,
  ) {
    const now = this.clock.now();
    await asMember(this.db, userId, async ({ tx }) => {
      const request = await repo.lockRequest(tx, requestId);
      if (!request || request.userId !== userId) throw notFoundRequest();
      assertStillPending(request);
      await work(tx, request, now);
    });
  }

  private async assertNotAssigned(tx: Executor, requestId: string) {
    if ((await repo.assignmentResponses(tx, requestId)).length > 0) {
      throw new AppError(
        'PROVIDER_ALREADY_ASKED',
        'Providers have already been asked for this request.',
        409,
      );
    }
  }
}
