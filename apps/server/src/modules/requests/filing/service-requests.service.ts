import type {
  CreatedServiceRequest,
  MatchingResult,
  ServiceRequestDetail,
} from '@aurum/shared/requests/request-contract';
import type { serviceRequestFormSchema } from '@aurum/shared/requests/request-contract';
import type { RequestAllowance } from '@aurum/shared/requests/request-allowance';
import { STATUS_TIMELINE_LENGTH } from '@aurum/shared/requests/request-status';
import type {
  RequestStatusPage,
  requestStatusPageQuerySchema,
} from '@aurum/shared/requests/request-status-page';
import { TIMELINE_MESSAGES } from '@aurum/shared/requests/timeline-messages';
import { localDateTime } from '@aurum/shared/time/member-time';
import type { z } from 'zod';
import { asMember, asMemberRead } from '../../../db/as-member';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { candidateProviders, findProviderContact } from '../../providers/providers.service';
import { decodeCursor, encodeCursor } from '../../../platform/http/keyset-cursor';
import { findDetail, listDetails, memberOwns } from '../record/request-details.repo';
import { notFoundRequest, recordUpdate } from '../record/request-lifecycle';
import { findMember } from '../record/request-members.repo';
import { type LockedRequest, lockRequest, updateRequest } from '../record/request-record.repo';
import {
  cancelRequest,
  changeRequest,
  lockPendingRequest,
  type RequestChange,
  type RequestChangeOutcome,
} from './member-changes';
import { MemberRequestLists } from './member-request-lists';
import { listRecentRequests, memberRequestPage } from './member-lists.repo';
import { monthlyAllowance } from './monthly-limit';
import {
  fileServiceRequest,
  type FilingDeps,
  type FilingOptions,
  MATCH_JOB,
  type RequestDraft,
} from './request-filing';

type RequestForm = z.output<typeof serviceRequestFormSchema>;
type RequestStatusPageRequest = z.output<typeof requestStatusPageQuerySchema>;

/** The form's fields as a filing draft (a date without a time is the whole day). */
const draftOf = (form: RequestForm): RequestDraft => ({
  serviceType: form.service_type,
  description: form.description,
  ...(form.preferred_date
    ? {
        preferredDate: localDateTime(form.preferred_date, form.preferred_time),
        preferredTimeSet: form.preferred_time !== '',
      }
    : { preferredDate: null, preferredTimeSet: false }),
  location: form.location || null,
  specialRequests: form.special_requests || null,
});

/** A member's concierge requests: filing, changing, choosing providers, cancelling (spec 02). */
export class ServiceRequestService {
  /** The member's request lists as last read (ADR 025); `lists.notifications` hears changes. */
  readonly lists: MemberRequestLists;

  constructor(
    private db: Database,
    private clock: Clock,
    private deps: FilingDeps,
    listCacheMs = 0,
  ) {
    this.lists = new MemberRequestLists(listCacheMs);
    deps.jobs.register(MATCH_JOB, (payload) => this.runSafetyNet(String(payload.requestId)));
  }

  /**
   * Files a request inside another module's transaction (a marketplace booking, the assistant, a
   * reset): the one filing workflow, with its limit, timeline, notifications and matching. The
   * caller calls `filed(userId)` after its transaction commits.
   */
  fileWithin(tx: Executor, userId: string, draft: RequestDraft, options: FilingOptions) {
    return fileServiceRequest(tx, this.deps, userId, draft, options, this.clock.now());
  }

  /**
   * Once a filing's transaction has committed: the member's lists on this instance are forgotten
   * (their next read shows the new request) and the job queue wakes (e-mails, matching).
   */
  filed(userId: string) {
    this.lists.forget(userId);
    this.deps.jobs.wake();
  }

  /** The request form (spec 02 section 2): filed, then the provider step offers candidates. */
  async create(userId: string, form: RequestForm): Promise<CreatedServiceRequest> {
    const draft = draftOf(form);
    const filed = await asMember(this.db, userId, ({ tx }) =>
      this.fileWithin(tx, userId, draft, {
        by: 'member',
        refuseLikelyDuplicate: !form.file_anyway,
      }),
    );
    this.filed(userId);
    const [request, providers] = await Promise.all([
      this.get(userId, filed.requestId),
      candidateProviders(this.db, form.service_type, form.location, { dining: false }),
    ]);
    return { request, providers, remaining_this_month: filed.remaining };
  }

  /** The member's monthly allowance, told before the form is filled. */
  allowance(userId: string): Promise<RequestAllowance> {
    return asMember(this.db, userId, async ({ tx }) => {
      const member = await findMember(tx, userId);
      if (!member) throw notFoundRequest();
      return monthlyAllowance(tx, member, this.clock.now());
    });
  }

  /** The newest requests for the dashboard (spec 01 section 7). */
  recent(userId: string, limit: number) {
    return this.lists.recent(userId, limit, this.clock.now().getTime(), () =>
      asMemberRead(this.db, userId, (scope) => listRecentRequests(scope, limit)),
    );
  }

  /** Every request with its whole timeline (the screens that do not page yet). */
  list(userId: string): Promise<ServiceRequestDetail[]> {
    return asMemberRead(this.db, userId, ({ db }) => listDetails(db, memberOwns(userId)));
  }

  /** One page of /request-status, each request with the timeline its card shows. */
  page(userId: string, query: RequestStatusPageRequest): Promise<RequestStatusPage> {
    const question = JSON.stringify([query.limit, query.cursor ?? null, query.filter ?? null]);
    return this.lists.page(userId, question, this.clock.now().getTime(), async () => {
      const cursor = query.cursor ? decodeCursor(query.cursor) : null;
      const { items, next } = await asMemberRead(this.db, userId, (scope) =>
        memberRequestPage(scope, { ...query, cursor, timeline: STATUS_TIMELINE_LENGTH }),
      );
      return { items, next_cursor: next ? encodeCursor(next) : null };
    });
  }

  async get(userId: string, requestId: string): Promise<ServiceRequestDetail> {
    const detail = await asMemberRead(this.db, userId, ({ db }) =>
      findDetail(db, memberOwns(userId, requestId)),
    );
    if (!detail) throw notFoundRequest();
    return detail;
  }

  /**
   * Changes the member's pending request inside the caller's transaction (the assistant, which
   * locks its own proposal first): only the fields given change; the timeline says so and the
   * providers still asked are asked again with the new details (ADR 057). 404 when the request
   * is not the member's, 409 REQUEST_NOT_PENDING when it can no longer change. The caller calls
   * `changed(userId)` after its transaction commits.
   */
  changeWithin(
    tx: Executor,
    userId: string,
    requestId: string,
    change: RequestChange,
    now: Date,
  ): Promise<RequestChangeOutcome> {
    return changeRequest(tx, this.deps.matching, userId, requestId, change, now);
  }

  /**
   * Cancels the member's pending request inside the caller's transaction: the providers still
   * asked are withdrawn and told by e-mail. Same answers and `changed(userId)` as changeWithin.
   */
  cancelWithin(
    tx: Executor,
    userId: string,
    requestId: string,
    now: Date,
  ): Promise<RequestChangeOutcome> {
    return cancelRequest(tx, this.deps.matching, userId, requestId, now);
  }

  /** The member's request as they see it, read in the caller's transaction; null when not theirs. */
  detailWithin(tx: Executor, userId: string, requestId: string) {
    return findDetail(tx, memberOwns(userId, requestId));
  }

  /**
   * Once a change or cancellation's transaction has committed (or failed): the member's lists on
   * this instance are forgotten and the job queue wakes (the providers' e-mails, the clock).
   */
  changed(userId: string) {
    this.lists.forget(userId);
    this.deps.jobs.wake();
  }

  /** Modify Request: while pending, the member may change every field of the form. */
  async modify(userId: string, requestId: string, form: RequestForm) {
    // The form has every field but the party size, which stays as it was.
    await this.acting(userId, (tx, now) =>
      changeRequest(tx, this.deps.matching, userId, requestId, draftOf(form), now),
    );
    return this.get(userId, requestId);
  }

  /** Cancel Request: while pending; the providers asked are told. */
  async cancel(userId: string, requestId: string) {
    await this.acting(userId, (tx, now) => this.cancelWithin(tx, userId, requestId, now));
    return this.get(userId, requestId);
  }

  /** The provider-selection step: the member picks one of the offered providers. */
  async chooseProvider(userId: string, requestId: string, providerId: string) {
    await this.change(userId, requestId, async (tx, request, now) => {
      const offered = await candidateProviders(tx, request.serviceType, request.location ?? '', {
        dining: request.dining,
      });
      const provider = offered.some((p) => p.id === providerId)
        ? await findProviderContact(tx, providerId)
        : null;
      if (!provider) {
        throw new AppError(
          'PROVIDER_NOT_AVAILABLE',
          'That provider is not available for this request.',
          400,
        );
      }
      await this.assertNotAssigned(tx, requestId);
      await this.deps.matching.askProvider(tx, request, provider, 'member', now);
      await updateRequest(tx, requestId, { providerId }, now);
      await this.deps.matching.startResponseClock(tx, request, now);
      await recordUpdate(
        tx,
        request,
        {
          message: TIMELINE_MESSAGES.chosen(provider.name),
          status: 'provider_notified',
          by: 'member',
        },
        now,
      );
    });
    this.deps.jobs.wake();
    return this.get(userId, requestId);
  }

  /** "Skip - Auto-assign Provider": automated matching now. */
  async autoAssign(userId: string, requestId: string): Promise<MatchingResult> {
    let result: MatchingResult | undefined;
    await this.change(userId, requestId, async (tx, request, now) => {
      await this.assertNotAssigned(tx, requestId);
      const member = await findMember(tx, userId);
      result = await this.deps.matching.match(tx, request, member!.name, 'member', now);
    });
    this.deps.jobs.wake();
    return result!;
  }

  private async runSafetyNet(requestId: string) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const request = await lockRequest(tx, requestId);
      if (!request || request.status !== 'pending') return;
      if ((await this.deps.matching.askedProviders(tx, requestId)).length > 0) return;
      const member = await findMember(tx, request.userId);
      await this.deps.matching.match(tx, request, member?.name ?? '', 'system', now);
    });
    this.deps.jobs.wake();
  }

  /** Runs a change on the member's own pending request, locked, in one transaction. */
  private async change(
    userId: string,
    requestId: string,
    work: (tx: Executor, request: LockedRequest, now: Date) => Promise<void>,
  ) {
    const now = this.clock.now();
    try {
      await asMember(this.db, userId, async ({ tx }) => {
        const request = await lockPendingRequest(tx, userId, requestId);
        await work(tx, request, now);
      });
    } finally {
      // The member's next read on this instance shows the change, even before the NOTIFY arrives.
      this.lists.forget(userId);
    }
  }

  /** Runs the member's work in their transaction, then forgets their lists and wakes the jobs. */
  private async acting<T>(userId: string, work: (tx: Executor, now: Date) => Promise<T>) {
    const now = this.clock.now();
    try {
      return await asMember(this.db, userId, ({ tx }) => work(tx, now));
    } finally {
      this.changed(userId);
    }
  }

  private async assertNotAssigned(tx: Executor, requestId: string) {
    if ((await this.deps.matching.askedProviders(tx, requestId)).length > 0) {
      throw new AppError(
        'PROVIDER_ALREADY_ASKED',
        'Providers have already been asked for this request.',
        409,
      );
    }
  }
}
