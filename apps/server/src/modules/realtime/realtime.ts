import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { Clock } from '../../platform/clock';
import {
  createNotificationListener,
  type NotificationSubscriber,
} from '../../platform/realtime/notification-listener';
import { REALTIME_CHANNEL } from '../../platform/realtime/publish';
import { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { HEARTBEAT_MS } from '@aurum/shared/realtime/realtime-timing';
import type { AuthGuard } from '../auth/auth.api';
import type { AuthService } from '../auth/auth.service';
import { registerRealtimeRoutes } from './realtime.routes';
import { RealtimeTickets } from './realtime-tickets';

/**
 * Live updates: this instance LISTENs on the realtime channel (from ready until close) and forwards
 * each member's events to their open streams, whichever instance published them; a sign-out
 * published on that channel closes the streams of the sessions it ended. Subscribers (the auth
 * session cache) hear every payload first, then the hub.
 */
export function registerRealtime(
  app: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    clock: Clock;
    guard: AuthGuard;
    auth: AuthService;
    /** Others that hear the channel through this instance's one LISTEN connection. */
    subscribers?: NotificationSubscriber[];
  },
) {
  const hub = new RealtimeHub();
  const subscribers = deps.subscribers ?? [];
  const listener = createNotificationListener(deps.database.notifications, REALTIME_CHANNEL, {
    onPayload: (payload) => {
      for (const subscriber of subscribers) subscriber.onPayload(payload);
      hub.deliver(payload);
    },
    onReconnect: () => {
      for (const subscriber of subscribers) subscriber.onReconnect?.();
      hub.resyncAll();
    },
    onListening: () => subscribers.forEach((subscriber) => subscriber.onListening?.()),
    onLost: () => subscribers.forEach((subscriber) => subscriber.onLost?.()),
    log: app.log.child({ module: 'realtime' }),
  });
  registerRealtimeRoutes(app, {
    hub,
    tickets: new RealtimeTickets(deps.database.db, (holder) => deps.auth.signedInRole(holder)),
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
