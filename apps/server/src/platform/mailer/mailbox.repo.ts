import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailMessages } from '../../db/schema/outbox';

/** A written e-mail as the dev mailbox shows it. */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  created_at: string;
}

/** The newest e-mails Aurum wrote, newest first. */
export async function latestMessages(db: Executor, limit: number): Promise<MailboxMessage[]> {
  const rows = await db
    .select({
      id: mailMessages.id,
      to: mailMessages.to,
      subject: mailMessages.subject,
      text: mailMessages.text,
      html: mailMessages.html,
      status: mailMessages.status,
      createdAt: mailMessages.createdAt,
    })
    .from(mailMessages)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.seq))
    .limit(limit);
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}
