import { desc, eq } from 'drizzle-orm';
import type { MailboxAttachment } from '@aurum/shared/dev-mailbox/mailbox-contract';
import type { Executor } from '../../db/client';
import { type MailAttachment, mailMessages } from '../../db/schema/outbox';

/** A written e-mail as the dev mailbox shows it. */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  attachments: MailboxAttachment[];
  created_at: string;
}

const attachmentUrl = (messageId: string, index: number) =>
  `/api/dev/mailbox/${messageId}/attachments/${index}`;

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
      attachments: mailMessages.attachments,
      createdAt: mailMessages.createdAt,
    })
    .from(mailMessages)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.seq))
    .limit(limit);
  return rows.map(({ createdAt, attachments, ...row }) => ({
    ...row,
    attachments: (attachments ?? []).map((file, index) => ({
      filename: file.filename,
      content_type: file.contentType,
      url: attachmentUrl(row.id, index),
    })),
    created_at: createdAt.toISOString(),
  }));
}

/** One attachment of a written e-mail, or null when there is none by that number. */
export async function messageAttachment(
  db: Executor,
  messageId: string,
  index: number,
): Promise<MailAttachment | null> {
  const [row] = await db
    .select({ attachments: mailMessages.attachments })
    .from(mailMessages)
    .where(eq(mailMessages.id, messageId));
  return row?.attachments?.[index] ?? null;
}
