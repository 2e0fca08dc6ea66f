import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { mailMessages } from '../../db/schema/outbox';

const MAILBOX_LIMIT = 200;

/** Every e-mail Aurum wrote, newest first; only outside production. */
export function registerDevMailboxRoutes(app: FastifyInstance, db: Database) {
  app.get('/api/dev/mailbox', async () => {
    const rows = await db
      .select({
        id: mailMessages.id,
        to: mailMessages.to,
        subject: mailMessages.subject,
        text: mailMessages.text,
        html: mailMessages.html,
        status: mailMessages.status,
        created_at: mailMessages.createdAt,
      })
      .from(mailMessages)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.seq))
      .limit(MAILBOX_LIMIT);
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  });
}
