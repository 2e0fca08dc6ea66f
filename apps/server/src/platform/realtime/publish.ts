import { sql } from 'drizzle-orm';
import type { LiveEvent, MemberTopic } from '@aurum/shared/realtime/live-topics';
import { currentSpaceMemberIds, type SpaceScope } from '../../db/as-space-member';
import type { Executor } from '../../db/client';

/** The one NOTIFY channel every instance listens on. */
export const REALTIME_CHANNEL = 'aurum_realtime';

/**
 * Who hears a live event, decided by the publisher inside its transaction: members by id, and
 * every signed-in staff member's stream when `staff` (ADR 046).
 */
export interface LiveAudience {
  members: string[];
  staff?: boolean;
  /** Every signed-in stream: catalogue changes that carry no one's data (Society's seats). */
  everyone?: boolean;
}

/** A live event on its way to the streams of its audience, on every instance. */
export interface LiveDelivery {
  kind: 'live';
  to: LiveAudience;
  event: LiveEvent;
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

const notify = (executor: Executor, payload: LiveDelivery | SessionsEnded | UserChanged) =>
  executor.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(payload)})`);

/**
 * Publishes a live event with Postgres NOTIFY inside the caller's transaction: it is delivered
 * only if the change commits, and every instance (each LISTENing) forwards it to the open streams
 * of its audience. Callers use one of the three below, which fix the audience by topic.
 */
const publishLive = (executor: Executor, to: LiveAudience, event: LiveEvent) =>
  notify(executor, { kind: 'live', to, event });

/** One member's own topic (their requests, membership, notifications): that member only. */
export async function publishToMember(
  executor: Executor,
  userId: string,
  event: LiveEvent<MemberTopic>,
) {
  await publishLive(executor, { members: [userId] }, event);
}

/** A case thread (the human concierge): its member and staff. */
export async function publishToCaseThread(
  executor: Executor,
  thread: { memberId: string; caseId: string },
  event: Omit<LiveEvent<'case_thread'>, 'topic' | 'caseId'> = {},
) {
  const { memberId, caseId } = thread;
  await publishLive(
    executor,
    { members: [memberId], staff: true },
    { topic: 'case_thread', caseId, ...event },
  );
}

/**
 * A shared space (ADR 039), from work a member does in it: the space's current members, read in
 * the same transaction, so a member who left hears nothing published after the leave committed.
 */
export async function publishToSpace(
  scope: SpaceScope,
  event: Omit<LiveEvent<'space'>, 'topic' | 'spaceId'> = {},
) {
  const members = await currentSpaceMemberIds(scope.tx, scope.spaceId);
  await publishLive(scope.tx, { members }, { topic: 'space', spaceId: scope.spaceId, ...event });
}

/**
 * A Society event's seats or line changed (issue 30): every signed-in stream hears the event's id
 * and refetches the list through the API, where the tier rules decide what each member sees.
 */
export async function publishToEveryone(executor: Executor, event: LiveEvent<'society_events'>) {
  await publishLive(executor, { members: [], everyone: true }, event);
}

/** Tells every instance, once the transaction commits, to close the streams of ended sessions. */
export async function publishSessionsEnded(executor: Executor, ended: Omit<SessionsEnded, 'kind'>) {
  await notify(executor, { kind: 'sessions_ended', ...ended });
}

/** Tells every instance, once the transaction commits, that a member's account changed. */
export async function publishUserChanged(executor: Executor, userId: string) {
  await notify(executor, { kind: 'user_changed', userId });
}
