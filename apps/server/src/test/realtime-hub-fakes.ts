import type { LiveAudience } from '../platform/realtime/publish';
import type { RealtimeConnection } from '../platform/realtime/realtime-hub';

/** Test support: a stream that records what it was sent and whether it was closed. */
export class FakeConnection implements RealtimeConnection {
  sent: { event: string; data: string }[] = [];
  closed = false;
  send(event: string, data: string) {
    this.sent.push({ event, data });
  }
  close() {
    this.closed = true;
  }
}

/** A NOTIFY payload as publishToMember() and the others send it. */
export const livePayload = (to: LiveAudience, event: object) =>
  JSON.stringify({ kind: 'live', to, event });

/** A change of one member's request, as requests publish it. */
export const requestsPayload = (userId: string, requestId = 'r-1') =>
  livePayload({ members: [userId] }, { topic: 'service_requests', requestId });
