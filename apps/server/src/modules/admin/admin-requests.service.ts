import {
  ADMIN_REQUEST_MESSAGES as M,
  type AdminServiceRequestDetail,
  canMarkCompleted,
  canMarkInProgress,
  type RequestQueuePage,
  type StaffStatus,
} from '@aurum/shared/admin/admin-requests';
import { REQUEST_TOASTS } from '@aurum/shared/requests/request-dto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { findProviderContact } from '../providers/providers.repo';
import { type MatchingDeps, notifyProvider } from '../requests/matching';
import { notFoundRequest, recordUpdate } from '../requests/request-lifecycle';
import * as requests from '../requests/requests.repo';
import { orFail } from './admin-http';
import * as repo from './admin-requests.repo';

export interface QueueRequest extends repo.QueueFilters {
  limit: number;
  cursor?: string;
}

/** created_at as PostgreSQL prints a timestamptz, e.g. "2026-05-01 08:30:00.123456+00". */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

const badCursor = () => new AppError('VALIDATION_ERROR', 'The cursor is not valid', 400);

export function encodeCursor(cursor: repo.QueueCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(text: string): repo.QueueCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      TIMESTAMP.test(value[0]) &&
      typeof value[1] === 'string' &&
      /^[0-9a-f-]{36}$/i.test(value[1])
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // falls through to the error below
  }
  throw badCursor();
}

/** The staff side of concierge requests: the queue, manual assignment, notes and progress. */
export class AdminRequestsService {
  constructor(
    private db: Database,
    private clock: Clock,
    private matching: MatchingDeps,
    private log: FastifyBaseLogger,
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
    return { ...withMember!, assignments: await repo.assignmentsOf(this.db, requestId) };
  }

  /**
   * assign-provider-manually (spec 02 section 7): the open assignments are withdrawn, the chosen
   * provider is e-mailed signed Confirm / Decline links and the member's timeline says so.
   */
  async assign(requestId: string, providerId: string) {
    await orFail(
      this.log,
      { code: 'ASSIGNMENT_FAILED', message: REQUEST_TOASTS.assignmentFailed },
      () =>
        this.change(requestId, async (tx, request, now) => {
          if (request.confirmationStatus === 'confirmed') {
            throw new AppError('REQUEST_CONFIRMED', M.confirmed, 409);
          }
          const provider = await findProviderContact(tx, providerId);
          if (!provider) throw new AppError('NOT_FOUND', 'Provider not found', 404);
          if (!provider.isActive) {
            throw new AppError('PROVIDER_NOT_AVAILABLE', M.providerUnavailable, 409);
          }
          await requests.withdrawOpenAssignments(tx, requestId, now);
          await notifyProvider(tx, this.matching, request, provider, 'manual', now);
          // A declined request is open again: the new provider is awaited.
          const reopened =
            request.confirmationStatus === 'declined'
              ? { confirmationStatus: 'confirming', providerResponse: null }
              : {};
          await requests.updateRequest(
            tx,
            requestId,
            { providerId: provider.id, ...reopened },
            now,
          );
          await recordUpdate(
            tx,
            request,
            { message: M.assigned(provider.name), status: 'provider_notified', by: 'staff' },
            now,
          );
        }),
    );
    this.matching.jobs.wake();
    return this.detail(requestId);
  }

  /** Admin notes, which the member reads on /request-status; '' removes them. */
  async saveNotes(requestId: string, notes: string) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const request = await requests.lockRequest(tx, requestId);
      if (!request) throw notFoundRequest();
      const next = notes === '' ? null : notes;
      if ((await repo.adminNotesOf(tx, requestId)) === next) return;
      await requests.updateRequest(tx, requestId, { adminNotes: next }, now);
      await recordUpdate(
        tx,
        request,
        { message: next ? M.noteSaved : M.noteRemoved, status: 'note', by: 'staff' },
        now,
      );
    });
    return this.detail(requestId);
  }

  /** Progress: pending -> in progress -> completed (or confirmed -> completed). */
  async changeStatus(requestId: string, status: StaffStatus) {
    await this.change(requestId, async (tx, request, now) => {
      const state = { status: request.status, confirmation_status: request.confirmationStatus };
      const allowed = status === 'in_progress' ? canMarkInProgress(state) : canMarkCompleted(state);
      if (!allowed) {
        throw new AppError(
          'INVALID_STATUS_CHANGE',
          status === 'in_progress' ? M.cannotStart : M.cannotComplete,
          409,
        );
      }
      await requests.updateRequest(tx, requestId, { status }, now);
      if (status === 'completed') await requests.withdrawOpenAssignments(tx, requestId, now);
      await recordUpdate(
        tx,
        request,
        { message: status === 'completed' ? M.completed : M.inProgress, status, by: 'staff' },
        now,
      );
    });
    return this.detail(requestId);
  }

  /** Runs a change on an open (not cancelled or completed) request, locked, in one transaction. */
  private async change(
    requestId: string,
    work: (tx: Executor, request: requests.LockedRequest, now: Date) => Promise<void>,
  ) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const request = await requests.lockRequest(tx, requestId);
      if (!request) throw notFoundRequest();
      if (request.status === 'cancelled' || request.status === 'completed') {
        throw new AppError('REQUEST_CLOSED', M.closed, 409);
      }
      await work(tx, request, now);
    });
  }
}
