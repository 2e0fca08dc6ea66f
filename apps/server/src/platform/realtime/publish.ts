import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The one NOTIFY channel every instance listens on. */
export const REALTIME_CHANNEL = 'aurum_realtime';

/** What a member's open screens are told; they refetch what the topic names. */
export interface RealtimeEvent {
  userId: string;
  topic: 'service_requests';
  requestId?: string;
}

/**
 * Publishes an event with Postgres NOTIFY inside the caller's transaction: it is delivered only
 * if the change commits, and every instance (each LISTENing) forwards it to its open connections.
 */
export async function publish(executor: Executor, event: RealtimeEvent) {
  await executor.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
}
