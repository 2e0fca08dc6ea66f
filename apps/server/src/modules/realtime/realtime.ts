import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { createNotificationListener } from '../../platform/realtime/notification-listener';
import { REALTIME_CHANNEL } from '../../platform/realtime/publish';
import { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { HEARTBEAT_MS } from '@aurum/shared/realtime/realtime-timing';
import type { AuthGuard } from '../auth/auth-guard';
import { registerRealtimeRoutes } from './realtime.routes';
import { RealtimeTickets } from './realtime-tickets';

/**
 * Live updates: this instance LISTENs on the realtime channel (from ready until close) and forwards
 * each member's events to their open streams, whichever instance published them.
 */
export function registerRealtime(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; config: Config; clock: Clock; guard: AuthGuard },
) {
  const hub = new RealtimeHub();
  const listener = createNotificationListener(deps.database.notifications, REALTIME_CHANNEL, {
    onPayload: (payload) => hub.deliver(payload),
    onReconnect: () => hub.resyncAll(),
    log: app.log.child({ module: 'realtime' }),
  });
  registerRealtimeRoutes(app, {
    hub,
    tickets: new RealtimeTickets(deps.config.JWT_SECRET),
    guard: deps.guard,
    clock: deps.clock,
    heartbeatMs: HEARTBEAT_MS,
  });

  app.addHook('onReady', () => listener.start());
  // Open streams never finish by themselves: they end before the server waits for its requests.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', () => listener.stop());
  return { hub, listener };
}
