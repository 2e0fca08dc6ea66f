import { readLiveEvent } from '@aurum/shared/realtime/live-topics';
import { z } from 'zod';
import type { LiveDelivery, RequestsChanged, SessionsEnded, UserChanged } from './publish';

/** One open stream of a member (an SSE response). */
export interface RealtimeConnection {
  /** Sends one event; a connection that is already gone ignores it. */
  send(event: string, data: string): void;
  /** Ends the stream. */
  close(): void;
}

/** Who opened a stream, as the stream route found them: the session, and whether they are staff. */
export interface StreamHolder {
  sessionId: string;
  staff?: boolean;
}

/** More open screens than this per member close the oldest stream (a leak, not a person). */
const MAX_CONNECTIONS_PER_MEMBER = 20;

const liveDelivery = z.object({
  kind: z.literal('live'),
  to: z.object({
    members: z.array(z.string().min(1)),
    staff: z.boolean().optional(),
    everyone: z.boolean().optional(),
  }),
  event: z.unknown(),
});

const sessionsEnded = z.object({
  kind: z.literal('sessions_ended'),
  userId: z.string().min(1),
  sessionId: z.string().optional(),
  exceptSessionId: z.string().optional(),
});

const userChanged = z.object({ kind: z.literal('user_changed'), userId: z.string().min(1) });

const requestsChanged = z.object({
  kind: z.literal('requests_changed'),
  userId: z.string().min(1),
});

const readJson = (payload: string): unknown => {
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
};

/** A NOTIFY payload as a live event and its audience, or null when it is not one. */
export function parseLiveDelivery(payload: string): LiveDelivery | null {
  const parsed = liveDelivery.safeParse(readJson(payload));
  if (!parsed.success) return null;
  const event = readLiveEvent(parsed.data.event);
  return event && { ...parsed.data, event };
}

/** A NOTIFY payload as ended sessions, or null when it is something else. */
export function parseSessionsEnded(payload: string): SessionsEnded | null {
  const parsed = sessionsEnded.safeParse(readJson(payload));
  return parsed.success ? parsed.data : null;
}

/** A NOTIFY payload as a changed account, or null when it is something else. */
export function parseUserChanged(payload: string): UserChanged | null {
  const parsed = userChanged.safeParse(readJson(payload));
  return parsed.success ? parsed.data : null;
}

/** A NOTIFY payload as a member's changed requests, or null when it is something else. */
export function parseRequestsChanged(payload: string): RequestsChanged | null {
  const parsed = requestsChanged.safeParse(readJson(payload));
  return parsed.success ? parsed.data : null;
}

const endedBy = (ended: SessionsEnded) => (stream: StreamHolder) =>
  ended.sessionId !== undefined
    ? stream.sessionId === ended.sessionId
    : stream.sessionId !== ended.exceptSessionId;

/**
 * The open streams of this instance, by member, each with the session that opened it and whether
 * its holder is staff. A live event is forwarded only to the streams of its audience (the members
 * it names, and staff streams when it says so); what a stream receives is the topic and its ids,
 * never data. Streams of a session that ended are closed; so are those of a changed account, whose
 * audience (staff or not) is then read again when the app reconnects.
 */
export class RealtimeHub {
  /** Per member: each open stream and who holds it, oldest first. */
  private members = new Map<string, Map<RealtimeConnection, StreamHolder>>();
  /** The streams of staff (who hear case threads). */
  private staff = new Set<RealtimeConnection>();
  private closed = false;

  constructor(private maxPerMember = MAX_CONNECTIONS_PER_MEMBER) {}

  /**
   * Adds a stream of a member's session (`staff` when the session's account is staff); the
   * answer removes it again (call it on close).
   */
  add(
    userId: string,
    sessionId: string,
    connection: RealtimeConnection,
    { staff = false }: { staff?: boolean } = {},
  ): () => void {
    if (this.closed) {
      connection.close();
      return () => {};
    }
    let connections = this.members.get(userId);
    if (!connections) {
      connections = new Map();
      this.members.set(userId, connections);
    }
    connections.set(connection, { sessionId, staff });
    if (staff) this.staff.add(connection);
    if (connections.size > this.maxPerMember) {
      const oldest = connections.keys().next().value!;
      this.remove(userId, oldest);
      oldest.close();
    }
    return () => this.remove(userId, connection);
  }

  /**
   * Handles one NOTIFY payload: a live event is forwarded to its audience, streams of ended
   * sessions and changed accounts are closed. Answers how many streams it reached.
   */
  deliver(payload: string): number {
    const ended = parseSessionsEnded(payload);
    if (ended) return this.closeStreams(ended.userId, endedBy(ended));
    const changed = parseUserChanged(payload);
    if (changed) return this.closeStreams(changed.userId, () => true);
    const delivery = parseLiveDelivery(payload);
    if (!delivery) return 0;
    const reached = new Set<RealtimeConnection>();
    for (const userId of delivery.to.members) {
      for (const connection of this.members.get(userId)?.keys() ?? []) reached.add(connection);
    }
    if (delivery.to.staff) for (const connection of this.staff) reached.add(connection);
    if (delivery.to.everyone) {
      for (const connections of this.members.values()) {
        for (const connection of connections.keys()) reached.add(connection);
      }
    }
    const data = JSON.stringify(delivery.event);
    for (const connection of reached) connection.send('message', data);
    return reached.size;
  }

  /** Tells every stream to refetch everything: events may have been missed meanwhile. */
  resyncAll() {
    for (const connections of this.members.values()) {
      for (const connection of [...connections.keys()]) connection.send('resync', '{}');
    }
  }

  /** Open streams of one member, or of everyone. */
  count(userId?: string): number {
    if (userId !== undefined) return this.members.get(userId)?.size ?? 0;
    let total = 0;
    for (const connections of this.members.values()) total += connections.size;
    return total;
  }

  /** Ends every stream and refuses new ones (the server is closing). */
  closeAll() {
    this.closed = true;
    const all = [...this.members.values()].flatMap((connections) => [...connections.keys()]);
    this.members.clear();
    this.staff.clear();
    for (const connection of all) connection.close();
  }

  private closeStreams(userId: string, which: (stream: StreamHolder) => boolean): number {
    const connections = this.members.get(userId);
    if (!connections) return 0;
    const closing = [...connections].filter(([, stream]) => which(stream));
    for (const [connection] of closing) {
      this.remove(userId, connection);
      connection.close();
    }
    return closing.length;
  }

  private remove(userId: string, connection: RealtimeConnection) {
    const connections = this.members.get(userId);
    if (!connections?.delete(connection)) return;
    this.staff.delete(connection);
    if (connections.size === 0) this.members.delete(userId);
  }
}
