import {
  type MailStatus,
  OUTBOX_LIMIT,
  type OutboxMessage,
} from '@aurum/shared/admin/outbox-contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailMessages } from '../../db/schema/outbox';
import { MAIL_DELIVER_JOB } from './mail-service';

/** Ids of messages with a delivery job in one of these states (read through jobs' status index). */
const deliveryIn = (states: string[]) =>
  sql`${mailMessages.id}::text in (select payload->>'messageId' from jobs
    where status in (${sql.join(
      states.map((state) => sql`${state}`),
      sql`, `,
    )}) and kind = ${MAIL_DELIVER_JOB})`;

/**
 * The state staff see: a queued message whose delivery job gave up (failed after its attempts)
 * and has no newer job waiting is failed, as is one the mailer marked failed.
 */
const effectiveStatus = sql<MailStatus>`case
  when ${mailMessages.status} = 'queued' and ${deliveryIn(['failed'])}
    and not ${deliveryIn(['pending', 'running'])} then 'failed'
  else ${mailMessages.status} end`;

const columns = {
  id: mailMessages.id,
  kind: mailMessages.kind,
  to: mailMessages.to,
  subject: mailMessages.subject,
  status: effectiveStatus,
  attempts: mailMessages.attempts,
  lastError: mailMessages.lastError,
  sentAt: mailMessages.sentAt,
  createdAt: mailMessages.createdAt,
};

type Row = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
};

const toMessage = (row: Row): OutboxMessage => ({
  id: row.id,
  kind: row.kind,
  to: row.to,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  last_error: row.lastError,
  sent_at: row.sentAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Every e-mail (without bodies), newest first, optionally of one staff-visible status. */
export async function listOutbox(db: Executor, status?: MailStatus): Promise<OutboxMessage[]> {
  const rows = await db
    .select(columns)
    .from(mailMessages)
    .where(status ? sql`${effectiveStatus} = ${status}` : undefined)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.seq))
    .limit(OUTBOX_LIMIT);
  return rows.map(toMessage);
}

export async function findMessage(db: Executor, id: string): Promise<OutboxMessage | null> {
  const [row] = await db.select(columns).from(mailMessages).where(eq(mailMessages.id, id));
  return row ? toMessage(row) : null;
}

/** The message's staff-visible status, with the row locked for a retry. */
export async function lockMessageStatus(db: Executor, id: string) {
  const [row] = await db
    .select({ status: effectiveStatus })
    .from(mailMessages)
    .where(eq(mailMessages.id, id))
    .for('update', { of: mailMessages });
  return row?.status ?? null;
}

export async function requeueMessage(db: Executor, id: string) {
  await db.update(mailMessages).set({ status: 'queued' }).where(eq(mailMessages.id, id));
}
