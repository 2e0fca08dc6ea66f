import {
  ADMIN_REQUEST_MESSAGES as M,
  type AdminServiceRequestDetail,
  canMarkCompleted,
  canMarkInProgress,
  type RequestCandidate,
  type RequestQueuePage,
  type StaffStatus,
} from '@aurum/shared/admin/requests-contract';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import {
  candidateProviders,
  findProviderContact,
  STAFF_CANDIDATES_LIMIT,
} from '../../providers/providers.service';
import type { RequestMatching } from '../matching/matching.service';
import { decodeCursor, encodeCursor } from '../../../platform/http/keyset-cursor';
import type { Notify } from '../../notifications/notifications.api';
import { tellMember } from '../record/member-notices';
import { notFoundRequest, recordUpdate } from '../record/request-lifecycle';
import * as record from '../record/request-record.repo';
import * as repo from './staff-requests.repo';

export interface QueueRequest extends repo.QueueFilters {
  limit: number;
  cursor?: string;
}

const progressMessage = (
  status: StaffStatus,
  state: { confirmation_status: string },
  reason: string,
) => {
  if (status === 'in_progress') return M.inProgress;
  return state.confirmation_status === 'confirmed' ? M.completed : M.completedWithReason(reason);
};

/**
 * The staff side of concierge requests (the console's queue, manual assignment, notes and
 * progress). It lives in the requests module, beside the member side, so every change to a
 * request goes through the same lifecycle rules, lock order and timeline.
 */
export class StaffRequestsService {
  constructor(
    private db: Database,
    private clock: Clock,
    private matching: RequestMatching,
    private notify: Notify,
  ) {}

  async queue(query: QueueRequest): Promise<RequestQueuePage> {
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const { details, more } = await repo.queuePage(this.db, query, cursor, query.limit);
    const last = details.at(-1);
    const next = more && last ? await repo.cursorAfter(this.db, last.id) : null;
    return {
      items: await repo.withMembers(this.db, details),
      next_cursor: next ? encodeCursor(next) : null,
    };
  }

  async detail(requestId: string): Promise<AdminServiceRequestDetail> {
    const detail = await repo.findRequestDetail(this.db, requestId);
    if (!detail) throw notFoundRequest();
    const [withMember] = await repo.withMembers(this.db, [detail]);
    return { ...withMember!, assignments: await this.matching.assignmentsOf(this.db, requestId) };
  }

  /**
   * The providers for manual assignment, ranked by the automatic matching's own rule, each
   * marked when they were already asked and have not answered.
   */
  async candidates(requestId: string): Promise<RequestCandidate[]> {
    const request = await record.findRequest(this.db, requestId);
    if (!request) throw notFoundRequest();
    const [matches, asked] = await Promise.all([
      candidateProviders(this.db, request.serviceType, request.location ?? '', {
        dining: request.dining,
        limit: STAFF_CANDIDATES_LIMIT,
      }),
      this.matching.askedProviders(this.db, requestId),
    ]);
    const waiting = new Set(
      asked.filter((row) => row.response === 'pending').map((row) => row.providerId),
    );
    return matches.map((provider) => ({ ...provider, already_asked: waiting.has(provider.id) }));
  }

  /**
   * assign-provider-manually (spec 02 section 7): the open assignments are withdrawn, the chosen
   * provider is e-mailed signed Confirm / Decline links and the member's timeline says so. A
   * provider still asked (not answered) is refused with 409 ALREADY_ASKED.
   */
  async assign(requestId: string, providerId: string) {
    await this.change(requestId, async (tx, request, now) => {
      if (request.confirmationStatus === 'confirmed') {
        throw new AppError('REQUEST_CONFIRMED', M.confirmed, 409);
      }
      const provider = await findProviderContact(tx, providerId);
      if (!provider) throw new AppError('NOT_FOUND', 'Provider not found', 404);
      if (!provider.isActive) {
        throw new AppError('PROVIDER_NOT_AVAILABLE', M.providerUnavailable, 409);
      }
      // Asked already (by matching, the member or staff) and not answered: no second e-mail.
      const asked = await this.matching.askedProviders(tx, requestId);
      if (asked.some((row) => row.providerId === provider.id && row.response === 'pending')) {
        throw new AppError('ALREADY_ASKED', M.alreadyAsked(provider.name), 409);
      }
      await this.matching.withdrawOpenAssignments(tx, requestId, now);
      await this.matching.askProvider(tx, request, provider, 'manual', now);
      // A declined request is open again: the new provider is awaited.
      const reopened =
        request.confirmationStatus === 'declined'
          ? { confirmationStatus: 'confirming', providerResponse: null }
          : {};
      await record.updateRequest(tx, requestId, { providerId: provider.id, ...reopened }, now);
      await this.matching.startResponseClock(tx, request, now);
      await recordUpdate(
        tx,
        request,
        { message: M.assigned(provider.name), status: 'provider_notified', by: 'staff' },
        now,
      );
    });
    this.matching.wake();
    return this.detail(requestId);
  }

  /** Admin notes, which the member reads on /request-status; '' removes them. */
  async saveNotes(requestId: string, notes: string) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const request = await record.lockRequest(tx, requestId);
      if (!request) throw notFoundRequest();
      const next = notes === '' ? null : notes;
      if ((await repo.adminNotesOf(tx, requestId)) === next) return;
      await record.updateRequest(tx, requestId, { adminNotes: next }, now);
      await recordUpdate(
        tx,
        request,
        { message: next ? M.noteSaved : M.noteRemoved, status: 'note', by: 'staff' },
        now,
      );
      if (next) {
        await tellMember(tx, this.notify, request, {
          kind: 'request_progress',
          subject: `note:${now.toISOString()}`,
          facts: { detail: M.noteSaved },
        });
      }
    });
    return this.detail(requestId);
  }

  /**
   * Progress: pending -> in progress -> completed. Completing needs a provider's confirmation, or
   * a staff reason that the member's timeline records.
   */
  async changeStatus(requestId: string, status: StaffStatus, reason = '') {
    await this.change(requestId, async (tx, request, now) => {
      const state = { status: request.status, confirmation_status: request.confirmationStatus };
      const allowed =
        status === 'in_progress' ? canMarkInProgress(state) : canMarkCompleted(state, reason);
      if (!allowed) {
        throw new AppError(
          'INVALID_STATUS_CHANGE',
          status === 'in_progress' ? M.cannotStart : M.cannotComplete,
          409,
        );
      }
      await record.updateRequest(
        tx,
        requestId,
        status === 'completed' ? { status, responseDueAt: null } : { status },
        now,
      );
      if (status === 'completed') await this.matching.withdrawOpenAssignments(tx, requestId, now);
      await recordUpdate(
        tx,
        request,
        { message: progressMessage(status, state, reason), status, by: 'staff' },
        now,
      );
      await tellMember(tx, this.notify, request, {
        kind: 'request_progress',
        subject: `status:${status}`,
        facts: { detail: progressMessage(status, state, reason) },
      });
    });
    return this.detail(requestId);
  }

  /** Runs a change on an open (not cancelled or completed) request, locked, in one transaction. */
  private async change(
    requestId: string,
    work: (tx: Executor, request: record.LockedRequest, now: Date) => Promise<void>,
  ) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const request = await record.lockRequest(tx, requestId);
      if (!request) throw notFoundRequest();
      if (request.status === 'cancelled' || request.status === 'completed') {
        throw new AppError('REQUEST_CLOSED', M.closed, 409);
      }
      await work(tx, request, now);
    });
  }
}
