import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { openEventStream } from '../../platform/realtime/event-stream';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import type { AuthGuard } from '../auth/auth-guard';
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
 * member's Server-Sent Events stream: `ready` first, then one `message` per change of their
 * requests ({topic, requestId}) and `resync` when events may have been missed.
 */
export function registerRealtimeRoutes(app: FastifyInstance, deps: RealtimeRouteDeps) {
  const { hub, tickets, guard, clock } = deps;

  app.post('/api/realtime/ticket', { preHandler: guard, bodyLimit: 1024 }, async (request) => ({
    ticket: await tickets.issue(request.auth!.userId, clock.now()),
  }));

  app.get('/realtime/events', async (request, reply) => {
    const query = streamQuery.safeParse(request.query);
    const userId = await tickets.read(query.success ? query.data.ticket : undefined, clock.now());
    const stream = openEventStream(reply, deps.heartbeatMs);
    stream.onClose(hub.add(userId, stream));
    return reply;
  });
}
