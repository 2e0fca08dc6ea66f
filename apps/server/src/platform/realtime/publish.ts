import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The one NOTIFY channel every instance listens on. */
export const REALTIME_CHANNEL = 'aurum_realtime';

/**
 * What a member's open screens are told; they refetch what the topic names: their requests, or
 * their membership (a payment changed state, the tier or period changed).
 */
export interface RealtimeEvent {
  userId: string;
  topic: 'service_requests' | 'membership';
  requestId?: string;
}

/**
 * Sessions of a member that ended (sign-out, refresh-token reuse): one session, every session
 * but one, or all of them. Every instance closes the streams those sessions opened.
 */
export interface SessionsEnded {
  kind: 'sessions_ended';
  userId: string;
  sessionId?: string;
  exceptSessionId?: string;
}

/**
 * A member's account changed in a way signed-in sessions must see at once (role, password,
 * e-mail): every instance forgets what it cached about that member's sessions.
 */
export interface UserChanged {
  kind: 'user_changed';
  userId: string;
}

/**
 * A member's requests or their timelines changed (any row, any statement): published by the
 * database itself (triggers, migration 0011) once the change commits; instances forget the
 * member's request lists they keep in memory.
 */
export interface RequestsChanged {
  kind: 'requests_changed';
  userId: string;
}

const notify = (executor: Executor, payload: RealtimeEvent | SessionsEnded | UserChanged) =>
  executor.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(payload)})`);

/**
 * Publishes an event with Postgres NOTIFY inside the caller's transaction: it is delivered only
 * if the change commits, and every instance (each LISTENing) forwards it to its open connections.
 */
export async function publish(executor: Executor, event: RealtimeEvent) {
  await notify(executor, event);
}

/** Tells every instance, once the transaction commits, to close the streams of ended sessions. */
export async function publishSessionsEnded(executor: Executor, ended: Omit<SessionsEnded, 'kind'>) {
  await notify(executor, { kind: 'sessions_ended', ...ended });
}

/** Tells every instance, once the transaction commits, that a member's account changed. */
export async function publishUserChanged(executor: Executor, userId: string) {
  await notify(executor, { kind: 'user_changed', userId });
}
