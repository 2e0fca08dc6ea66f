import type { CallBackTask } from '@aurum/shared/notifications/call-backs-contract';
import { NOTIFICATION_ERRORS as ERR } from '@aurum/shared/notifications/notification-texts';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { memberContact } from '../profile/profile.api';
import * as repo from './notifications.repo';

export const taskNotFound = () => new AppError('NOT_FOUND', ERR.taskNotFound, 404);

/** 'Phone call' as a channel (ADR 077): staff see the open call-backs and mark them done. */
export class CallBacksService {
  constructor(private deps: { db: Database; clock: Clock }) {}

  private async view(row: repo.CallBackTaskRow): Promise<CallBackTask> {
    const contact = await memberContact(this.deps.db, row.userId);
    return {
      id: row.id,
      member_id: row.userId,
      member_name: contact?.name ?? null,
      phone: row.phone,
      reason: row.reason,
      url: row.url,
      status: row.status === 'done' ? 'done' : 'open',
      created_at: row.createdAt.toISOString(),
      done_at: row.doneAt?.toISOString() ?? null,
    };
  }

  async open(): Promise<CallBackTask[]> {
    const rows = await repo.openCallBackTasks(this.deps.db);
    return Promise.all(rows.map((row) => this.view(row)));
  }

  /** Done by this staff member; a second call (or a colleague's at once) answers the same. */
  async done(staffId: string, id: string): Promise<CallBackTask> {
    const row = await repo.finishCallBackTask(this.deps.db, id, staffId, this.deps.clock.now());
    if (!row) throw taskNotFound();
    return this.view(row);
  }
}
