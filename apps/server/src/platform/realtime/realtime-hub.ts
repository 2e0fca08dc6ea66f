import { z } from 'zod';
import type { RealtimeEvent, RequestsChanged, SessionsEnded, UserChanged } from './publish';

/** One open stream of a member (an SSE response). */
export interface RealtimeConnection {
  /** Sends one event; a connection that is already gone ignores it. */
  send(event: string, data: string): void;
  /** Ends the stream. */
  close(): void;
}

/** More open screens than this per member close the oldest stream (a leak, not a person). */
const MAX_CONNECTIONS_PER_MEMBER = 20;

const notification = z.object({
  userId: z.string().min(1),
  topic: z.string().min(1),
  requestId: z.string().optional(),
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

/** A NOTIFY payload as an event, or null when it is not one of ours. */
export function parseRealtimeEvent(payload: string): RealtimeEvent | null {
  const parsed = notification.safeParse(readJson(payload));
  return parsed.success ? (parsed.data as RealtimeEvent) : null;
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

const endedBy = (ended: SessionsEnded, sessionId: string) =>
  ended.sessionId !== undefined
    ? sessionId === ended.sessionId
    : sessionId !== ended.exceptSessionId;

/**
 * The open streams of this instance, by member, each with the session that opened it. Every
 * event is forwarded only to the streams of the member it names; what a stream receives is the
 * topic (and request) to refetch, never data. Streams of a session that ended are closed.
 */
export class RealtimeHub {
  /** Per member: each open stream and the session it belongs to, oldest first. */
  private members = new Map<string, Map<RealtimeConnection, string>>();
  private closed = false;

  constructor(private maxPerMember = MAX_CONNECTIONS_PER_MEMBER) {}

  /** Adds a stream of a member's session; the answer removes it again (call it on close). */
  add(userId: string, sessionId: string, connection: RealtimeConnection): () => void {
    if (this.closed) {
      connection.close();
      return () => {};
    }
    let connections = this.members.get(userId);
    if (!connections) {
      connections = new Map();
      this.members.set(userId, connections);
    }
    connections.set(connection, sessionId);
    if (connections.size > this.maxPerMember) {
      const oldest = connections.keys().next().value!;
      this.remove(userId, oldest);
      oldest.close();
    }
    return () => this.remove(userId, connection);
  }

  /**
   * Handles one NOTIFY payload: an event is forwarded, ended sessions have their streams closed.
   * Answers how many streams it reached.
   */
  deliver(payload: string): number {
    const ended = parseSessionsEnded(payload);
    if (ended) return this.endSessions(ended);
    const event = parseRealtimeEvent(payload);
    const connections = event && this.members.get(event.userId);
    if (!event || !connections) return 0;
    const data = JSON.stringify({ topic: event.topic, requestId: event.requestId });
    for (const connection of [...connections.keys()]) connection.send('message', data);
    return connections.size;
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
    for (const connection of all) connection.close();
  }

  private endSessions(ended: SessionsEnded): number {
    const connections = this.members.get(ended.userId);
    if (!connections) return 0;
    const closing = [...connections].filter(([, sessionId]) => endedBy(ended, sessionId));
    for (const [connection] of closing) {
      this.remove(ended.userId, connection);
      connection.close();
    }
    return closing.length;
  }

  private remove(userId: string, connection: RealtimeConnection) {
    const connections = this.members.get(userId);
    if (!connections?.delete(connection)) return;
    if (connections.size === 0) this.members.delete(userId);
  }
}
