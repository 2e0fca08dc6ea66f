import { z } from 'zod';
import type { RealtimeEvent } from './publish';

/** One open stream of a member (an SSE response). */
export interface RealtimeConnection {
  /** Sends one event; a connection that is already gone ignores it. */
  send(event: string, data: string): void;
  /** Ends the stream. */
  close(): void;
}

/** More open screens than this per member close the oldest stream (a leak, not a person). */
export const MAX_CONNECTIONS_PER_MEMBER = 20;

const notification = z.object({
  userId: z.string().min(1),
  topic: z.string().min(1),
  requestId: z.string().optional(),
});

/** A NOTIFY payload as an event, or null when it is not one of ours. */
export function parseRealtimeEvent(payload: string): RealtimeEvent | null {
  try {
    const parsed = notification.safeParse(JSON.parse(payload));
    return parsed.success ? (parsed.data as RealtimeEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The open streams of this instance, by member. Every event is forwarded only to the streams of
 * the member it names; what a stream receives is the topic (and request) to refetch, never data.
 */
export class RealtimeHub {
  private members = new Map<string, Set<RealtimeConnection>>();
  private closed = false;

  constructor(private maxPerMember = MAX_CONNECTIONS_PER_MEMBER) {}

  /** Adds a member's stream; the answer removes it again (call it when the stream closes). */
  add(userId: string, connection: RealtimeConnection): () => void {
    if (this.closed) {
      connection.close();
      return () => {};
    }
    let connections = this.members.get(userId);
    if (!connections) {
      connections = new Set();
      this.members.set(userId, connections);
    }
    connections.add(connection);
    if (connections.size > this.maxPerMember) {
      const oldest = connections.values().next().value!;
      this.remove(userId, oldest);
      oldest.close();
    }
    return () => this.remove(userId, connection);
  }

  /** Forwards one NOTIFY payload; answers how many streams it reached. */
  deliver(payload: string): number {
    const event = parseRealtimeEvent(payload);
    const connections = event && this.members.get(event.userId);
    if (!event || !connections) return 0;
    const data = JSON.stringify({ topic: event.topic, requestId: event.requestId });
    for (const connection of [...connections]) connection.send('message', data);
    return connections.size;
  }

  /** Tells every stream to refetch everything: events may have been missed meanwhile. */
  resyncAll() {
    for (const connections of this.members.values()) {
      for (const connection of [...connections]) connection.send('resync', '{}');
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
    const all = [...this.members.values()].flatMap((connections) => [...connections]);
    this.members.clear();
    for (const connection of all) connection.close();
  }

  private remove(userId: string, connection: RealtimeConnection) {
    const connections = this.members.get(userId);
    if (!connections?.delete(connection)) return;
    if (connections.size === 0) this.members.delete(userId);
  }
}
