import { randomUUID } from 'node:crypto';
import type {
  CaseMessage,
  StaffCaseDetail,
  StaffQueue,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import { promisesKept, queueOrder } from '@aurum/shared/human-concierge/human-concierge-rules';
import {
  CASE_STATUS_LABELS,
  CONCIERGE_ERROR_MESSAGES as ERR,
} from '@aurum/shared/human-concierge/human-concierge-texts';
import type { ServiceRequestForm } from '@aurum/shared/requests/request-contract';
import { localDateTime } from '@aurum/shared/time/member-time';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { publishToCaseThread } from '../../platform/realtime/publish';
import type { Notify } from '../notifications/notifications.api';
import type { ServiceRequestService } from '../requests/requests.service';
import type { AssistantDirectory } from './assistant-directory';
import { insertMessage } from './case-messages.repo';
import type { CaseSeal } from './case-views';
import * as repo from './cases.repo';
import { caseNotFound } from './member-cases.service';

const taken = () => new AppError('CASE_ALREADY_ACCEPTED', ERR.alreadyAccepted, 409);
const notYours = () => new AppError('CASE_NOT_YOURS', ERR.notYours, 403);

/**
 * The staff side of the human concierge (issue 31): every case, the queue by priority and
 * promised time, accepting (one of two at once wins), the thread, statuses in order, hand-over
 * and filing a concierge request for the member through the requests module's filing workflow.
 */
export class StaffCasesService {
  constructor(
    private deps: {
      db: Database;
      clock: Clock;
      seal: CaseSeal;
      directory: AssistantDirectory;
      requests: Pick<ServiceRequestService, 'fileWithin' | 'filed'>;
      notify: Notify;
    },
  ) {}

  async queue(staffId: string): Promise<StaffQueue> {
    const { db, seal, directory } = this.deps;
    const [names, reads, counts, me] = await Promise.all([
      directory.names(),
      repo.openCases(db),
      repo.promiseCounts(db, staffId),
      directory.ownProfile(staffId),
    ]);
    return {
      cases: reads.map((read) => seal.staffView(read, names)).sort(queueOrder),
      promises: {
        team: promisesKept(counts.teamKept, counts.teamDecided),
        mine: promisesKept(counts.mineKept, counts.mineDecided),
      },
      me,
    };
  }

  async get(caseId: string): Promise<StaffCaseDetail> {
    const { db, seal, directory } = this.deps;
    const names = await directory.names();
    const read = await repo.staffCase(db, caseId);
    if (!read) throw caseNotFound();
    return { ...seal.staffView(read, names), messages: await seal.thread(db, caseId) };
  }

  /** Accepts a pending case: of two staff at once, one wins and the other gets 409. */
  async accept(staffId: string, caseId: string): Promise<StaffCaseDetail> {
    const now = this.deps.clock.now();
    const name = (await this.deps.directory.names()).get(staffId) ?? 'A concierge';
    await this.deps.db.transaction(async (tx) => {
      if (!(await repo.acceptPendingCase(tx, caseId, staffId, now))) {
        if (!(await repo.lockCase(tx, caseId))) throw caseNotFound();
        throw taken();
      }
      const row = (await repo.lockCase(tx, caseId))!;
      await this.system(tx, row, `${name} has accepted your case.`, now);
      await this.deps.notify.notify(tx, {
        userId: row.memberId,
        kind: 'case_accepted',
        facts: { name },
        url: '/human-concierge',
        dedupeKey: caseId,
      });
    });
    return this.get(caseId);
  }

  /** Locks a case the caller holds (accepted by them or handed to them). */
  private async held(tx: Executor, staffId: string, caseId: string) {
    const row = await repo.lockCase(tx, caseId);
    if (!row) throw caseNotFound();
    if (row.status === 'pending') throw new AppError('CASE_NOT_ACCEPTED', ERR.acceptFirst, 409);
    if (row.assignedStaffId !== staffId) throw notYours();
    return row;
  }

  /** accepted -> in progress -> completed, in that order. */
  async setStatus(
    staffId: string,
    caseId: string,
    status: 'in_progress' | 'completed',
  ): Promise<StaffCaseDetail> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const row = await this.held(tx, staffId, caseId);
      const allowed =
        (status === 'in_progress' && row.status === 'accepted') ||
        (status === 'completed' && row.status === 'in_progress');
      if (!allowed) throw new AppError('CASE_STATUS_ORDER', ERR.statusOrder, 409);
      await repo.updateCase(
        tx,
        caseId,
        { status, ...(status === 'completed' ? { completedAt: now } : {}) },
        now,
      );
      await this.system(tx, row, `Case ${CASE_STATUS_LABELS[status].toLowerCase()}.`, now);
    });
    return this.get(caseId);
  }

  /** The holder answers in the thread; the first answer keeps (or not) the promise. */
  async message(staffId: string, caseId: string, text: string): Promise<CaseMessage> {
    const now = this.deps.clock.now();
    const { seal } = this.deps;
    const name = (await this.deps.directory.names()).get(staffId) ?? '';
    return this.deps.db.transaction(async (tx) => {
      const row = await this.held(tx, staffId, caseId);
      if (row.status === 'completed') {
        throw new AppError('CASE_COMPLETED', ERR.caseCompleted, 409);
      }
      const id = randomUUID();
      const message = {
        id,
        caseId,
        author: 'staff',
        authorId: staffId,
        sealedText: seal.message(id, text),
        keyId: seal.keyId,
        createdAt: now,
      };
      await insertMessage(tx, message);
      await repo.updateCase(
        tx,
        caseId,
        {
          staffReadAt: now,
          ...(row.firstResponseAt ? {} : { firstResponseAt: now }),
          ...(row.status === 'accepted' ? { status: 'in_progress' } : {}),
        },
        now,
      );
      await publishToCaseThread(tx, { memberId: row.memberId, caseId }, { messageId: id });
      // An urgent case's replies reach the member in quiet hours too (ADR 076).
      await this.deps.notify.notify(tx, {
        userId: row.memberId,
        kind: 'case_replied',
        facts: { name: name || undefined },
        url: '/human-concierge',
        urgent: row.priorityLevel === 'urgent',
        dedupeKey: id,
      });
      return seal.messageView(message, name);
    });
  }

  async markRead(caseId: string) {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      if (!(await repo.lockCase(tx, caseId))) throw caseNotFound();
      await repo.updateCase(tx, caseId, { staffReadAt: now }, now);
    });
  }

  /** Hands a held case to another staff member; the thread says so. */
  async handOver(staffId: string, caseId: string, colleagueId: string): Promise<StaffCaseDetail> {
    const { directory } = this.deps;
    if (colleagueId === staffId || !(await directory.isStaff(colleagueId))) {
      throw new AppError('HANDOVER_TARGET', ERR.handoverTarget, 400);
    }
    const now = this.deps.clock.now();
    const names = await directory.names();
    await this.deps.db.transaction(async (tx) => {
      const row = await this.held(tx, staffId, caseId);
      if (row.status === 'completed') {
        throw new AppError('CASE_COMPLETED', ERR.caseCompleted, 409);
      }
      await repo.updateCase(tx, caseId, { assignedStaffId: colleagueId }, now);
      await this.system(
        tx,
        row,
        `${names.get(staffId) ?? 'Your concierge'} handed your case to ${names.get(colleagueId) ?? 'a colleague'}.`,
        now,
      );
    });
    return this.get(caseId);
  }

  /**
   * Files a concierge request for the member from the thread, through the one filing workflow
   * (limit, timeline, matching); the thread records it.
   */
  async fileRequest(staffId: string, caseId: string, form: ServiceRequestForm) {
    const now = this.deps.clock.now();
    const { requests } = this.deps;
    const filed = await this.deps.db.transaction(async (tx) => {
      const row = await this.held(tx, staffId, caseId);
      const result = await requests.fileWithin(
        tx,
        row.memberId,
        {
          serviceType: form.service_type,
          description: form.description,
          preferredDate: form.preferred_date
            ? localDateTime(form.preferred_date, form.preferred_time)
            : null,
          preferredTimeSet: Boolean(form.preferred_date && form.preferred_time),
          location: form.location || null,
          specialRequests: form.special_requests || null,
        },
        { by: 'staff', matchNow: true },
      );
      await this.system(
        tx,
        row,
        `Your concierge filed a request for you: ${form.description}. Follow it on Request Status.`,
        now,
      );
      return { memberId: row.memberId, requestId: result.requestId };
    });
    requests.filed(filed.memberId);
    return { request_id: filed.requestId };
  }

  private async system(tx: Executor, row: repo.CaseRow, text: string, now: Date) {
    const id = randomUUID();
    await insertMessage(tx, {
      id,
      caseId: row.id,
      author: 'system',
      authorId: null,
      sealedText: this.deps.seal.message(id, text),
      keyId: this.deps.seal.keyId,
      createdAt: now,
    });
    await publishToCaseThread(tx, { memberId: row.memberId, caseId: row.id }, { messageId: id });
  }
}
