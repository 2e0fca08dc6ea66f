import * as realtimeRoutes from '@aurum/shared/realtime/realtime-routes';
import { at } from '../../platform/http/route-path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { openEventStream } from '../../platform/realtime/event-stream';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import type { AuthGuard } from '../auth/auth.api';
import type { RealtimeTickets } from './realtime-tickets';

const streamQuery = z.object({ ticket: z.string().max(4096).optional() });

export interface RealtimeRouteDeps {
  hub: RealtimeHub;
  tickets: RealtimeTickets;
  guard: AuthGuard;
  clock: Clock;
  heartbeatMs: number;
}

/**
 * POST /api/realtime/ticket (signed in) answers {ticket}; GET /realtime/events?ticket=... is the
 * member's Server-Sent Events stream: `ready` first, then one `message` per live event its holder
 * may hear ({topic, ...ids}, packages/shared/src/realtime/live-topics.ts; ADR 046) and `resync`
 * when events may have been missed. The stream ends when the session that opened it signs out
 * (on whichever instance).
 */
export function registerRealtimeRoutes(app: FastifyInstance, deps: RealtimeRouteDeps) {
  const { hub, tickets, guard, clock } = deps;

  app.post(
    at(app, realtimeRoutes.ticket),
    { preHandler: guard, bodyLimit: 1024 },
    async (request) => {
      const { userId, sessionId } = request.auth!;
      return { ticket: await tickets.issue({ userId, sessionId }, clock.now()) };
    },
  );

  app.get(at(app, realtimeRoutes.events), async (request, reply) => {
    const query = streamQuery.safeParse(request.query);
    const holder = await tickets.redeem(query.success ? query.data.ticket : undefined, clock.now());
    const stream = openEventStream(reply, deps.heartbeatMs);
    stream.onClose(hub.add(holder.userId, holder.sessionId, stream, { staff: holder.staff }));
    // A sign-out that committed after redeem() was announced before this stream was in the hub;
    // one more look closes it. Any later sign-out reaches the hub and closes it there.
    if (!(await tickets.stillSignedIn(holder).catch(() => false))) stream.close();
    return reply;
  });
}
