import { desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema/messaging';
import type { Clock } from '../clock';
import type { ChannelAdapter } from './messaging-port';

/**
 * The default adapter (ADR 077): messages are kept in outbox_messages instead of sent, readable
 * at /api/dev/messages outside production, so a newcomer sees every SMS and WhatsApp message.
 */
export function devOutboxAdapter(db: Database, clock: Clock): ChannelAdapter {
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        to: message.to,
        text: message.text,
        template: message.channel === 'whatsapp' ? 'outbox' : null,
        createdAt: clock.now(),
      });
    },
  };
}

export interface OutboxMessage {
  id: string;
  channel: string;
  to: string;
  text: string;
  created_at: string;
}

/** The newest messages the dev outbox kept. */
export async function latestOutboxMessages(db: Database, limit: number): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.seq))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Forgets every kept message to a number (a member's account deletion, ADR 055). */
export async function forgetOutboxRecipient(executor: Executor, phone: string) {
  await executor.delete(outboxMessages).where(eq(outboxMessages.to, phone));
}
