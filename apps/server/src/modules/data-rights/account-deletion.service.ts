import {
  DELETION_GRACE_DAYS,
  type DataRightsState,
} from '@aurum/shared/data-rights/data-rights-contract';
import { formatDate } from '@aurum/shared/format/dates';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import {
  accountsDueForDeletion,
  deleteAccount,
  deletionRequestedAt,
  lockAccountDueForDeletion,
  markDeletionRequested,
  recordAuditEvent,
} from '../auth/accounts.api';
import type { AuthService, Caller } from '../auth/auth.service';
import { forgetCalendar } from '../calendar/calendar.api';
import { forgetChat } from '../chat/chat.api';
import { forgetHumanConcierge } from '../human-concierge/human-concierge.api';
import { forgetNotifications, forgetOutboxMessages } from '../notifications/notifications.api';
import { forgetJournal } from '../journal/journal.api';
import { forgetLifeOs, forgetReset } from '../life-os/life-os.api';
import { forgetCapsules } from '../legacy-capsules/legacy-capsules.api';
import { forgetMarketplace } from '../marketplace/bookings.api';
import { forgetMembership } from '../membership/membership.api';
import { forgetMemberRecord } from '../profile/profile.api';
import { forgetRelationship } from '../relationship/relationship.api';
import { anonymiseRequests } from '../requests/requests.api';
import { forgetSociety, type SeatFiller } from '../society/society.api';
import { forgetVault } from '../vault/vault.api';
import type { VaultService } from '../vault/vault.service';
import { accountDeletedEmail, deletionRequestedEmail } from './deletion-emails';

/** The job that removes one account once its grace period is over (payload: userId). */
export const PURGE_JOB = 'data_rights.purge';
/** Deletes a removed account's vault files (payload: userId, itemIds); retried until done. */
const PURGE_FILES_JOB = 'data_rights.purge_files';
const GRACE_MS = DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 50;

export interface DeletionDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  mail: MailService;
  /** Ends sessions on this instance at once (others hear the NOTIFY). */
  auth: Pick<AuthService, 'forgetSessions'>;
  vault: Pick<VaultService, 'deleteMemberFiles'>;
  /** Society's seats the member held go to the first in line. */
  society?: SeatFiller;
  siteUrl: string;
}

/**
 * Account deletion (POPIA; ADR 055): a request starts DELETION_GRACE_DAYS of grace (every session
 * ends, an e-mail says when); a sign-in in that time restores the account (auth's
 * SessionIssuer); afterwards the purge job removes the member's rows and files in one
 * transaction, keeping anonymised requests and unlinked payment records, and sends a last e-mail.
 */
export class AccountDeletionService {
  constructor(private deps: DeletionDeps) {
    deps.jobs.register(PURGE_JOB, async (payload) => {
      await this.purge(String(payload.userId));
    });
    deps.jobs.register(PURGE_FILES_JOB, async (payload) => {
      const ids = Array.isArray(payload.itemIds) ? payload.itemIds.map(String) : [];
      await deps.vault.deleteMemberFiles(String(payload.userId), ids);
    });
  }

  async state(userId: string): Promise<DataRightsState> {
    const at = await deletionRequestedAt(this.deps.db, userId);
    return { deletion: at ? stateOf(at) : null };
  }

  /** Starts the grace period (after re-authentication, checked by the route). */
  async request(userId: string, caller: Caller): Promise<DataRightsState> {
    const now = this.deps.clock.now();
    const requestedAt = await this.deps.db.transaction(async (tx) => {
      const marked = await markDeletionRequested(tx, userId, now);
      if (!marked) throw notFound('Account not found');
      if (marked.already) return marked.requestedAt;
      const deletesAt = new Date(now.getTime() + GRACE_MS);
      const mail = deletionRequestedEmail({
        name: marked.name,
        date: formatDate(deletesAt),
        signInUrl: `${this.deps.siteUrl}/auth`,
      });
      await this.deps.mail.queue(tx, {
        kind: 'data_rights.deletion_requested',
        to: marked.email,
        ...mail,
      });
      await this.deps.jobs.enqueue(tx, PURGE_JOB, { userId }, GRACE_MS / 1000);
      await recordAuditEvent(tx, {
        event: 'deletion_requested',
        userId,
        ip: caller.ip,
        details: { deletes_at: deletesAt.toISOString() },
        now,
      });
      return now;
    });
    this.deps.auth.forgetSessions({ userId });
    this.deps.jobs.wake();
    return { deletion: stateOf(requestedAt) };
  }

  /**
   * Removes the account if its grace period is over and no sign-in restored it. The account's row
   * is locked first (a sign-in locks it first too), then every area forgets the member, in one
   * transaction: a racing sign-in either restored it before (nothing happens here) or waits and
   * finds no account. Resolves whether the account was removed.
   */
  async purge(userId: string): Promise<boolean> {
    const now = this.deps.clock.now();
    const cutoff = new Date(now.getTime() - GRACE_MS);
    const removed = await this.deps.db.transaction(async (tx) => {
      const account = await lockAccountDueForDeletion(tx, userId, cutoff);
      if (!account) return false;
      await anonymiseRequests(tx, userId, now);
      await forgetMembership(tx, userId);
      await forgetMarketplace(tx, userId);
      await forgetCalendar(tx, userId);
      await forgetChat(tx, userId);
      await forgetCapsules(tx, userId);
      await forgetJournal(tx, userId);
      await forgetLifeOs(tx, userId);
      await forgetReset(tx, userId);
      await forgetHumanConcierge(tx, userId);
      await forgetNotifications(tx, userId);
      await forgetOutboxMessages(tx, userId);
      await forgetSociety(tx, userId, now, this.deps.society);
      const files = await forgetVault(tx, userId);
      await forgetRelationship(tx, userId, now);
      await forgetMemberRecord(tx, userId);
      if (files.length > 0) {
        await this.deps.jobs.enqueue(tx, PURGE_FILES_JOB, { userId, itemIds: files });
      }
      await this.deps.mail.forgetRecipient(tx, account.email);
      await this.deps.mail.queue(tx, {
        kind: 'data_rights.account_deleted',
        to: account.email,
        ...accountDeletedEmail({ name: account.name }),
      });
      await deleteAccount(tx, userId, now);
      return true;
    });
    if (removed) this.deps.jobs.wake();
    return removed;
  }

  /** Removes every account whose grace period is over (at start, after downtime). */
  async purgeDue(): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - GRACE_MS);
    let removed = 0;
    for (const userId of await accountsDueForDeletion(this.deps.db, cutoff, SWEEP_BATCH)) {
      if (await this.purge(userId)) removed += 1;
    }
    return removed;
  }
}

const stateOf = (requestedAt: Date) => ({
  requested_at: requestedAt.toISOString(),
  deletes_at: new Date(requestedAt.getTime() + GRACE_MS).toISOString(),
});
