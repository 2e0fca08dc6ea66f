import * as notificationRoutes from '@aurum/shared/notifications/notifications-routes';
import { at } from '../../platform/http/route-path';
import {
  notificationListQuerySchema,
  notificationPreferencesSchema,
  pushSubscriptionSchema,
} from '@aurum/shared/notifications/notifications-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import { type AuthGuard, deviceLabel } from '../auth/auth.api';
import {
  deviceNotFound,
  notificationNotFound,
  type NotificationsService,
} from './notifications.service';

/** /api/notifications: the member's centre, preferences and push devices (issue 32). */
export function registerNotificationsRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationsService; guard: AuthGuard },
) {
  const { notifications } = deps;
  const opts = { preHandler: deps.guard };
  const member = (request: FastifyRequest) => request.auth!.userId;

  app.get(at(app, notificationRoutes.list), opts, async (request) =>
    notifications.list(member(request), parseInput(notificationListQuerySchema, request.query)),
  );

  app.get(at(app, notificationRoutes.unreadCount), opts, async (request) =>
    notifications.unread(member(request)),
  );

  app.post(at(app, notificationRoutes.readAll), opts, async (request, reply) => {
    await notifications.markAllRead(member(request));
    return reply.status(204).send();
  });

  app.post(at(app, notificationRoutes.read), opts, async (request, reply) => {
    const id = pathId(request.params, notificationNotFound);
    await notifications.markRead(member(request), id);
    return reply.status(204).send();
  });

  app.get(at(app, notificationRoutes.preferences), opts, async (request) =>
    notifications.preferences(member(request)),
  );

  app.put(at(app, notificationRoutes.savePreferences), opts, async (request) =>
    notifications.savePreferences(
      member(request),
      parseInput(notificationPreferencesSchema, request.body),
    ),
  );

  app.get(at(app, notificationRoutes.pushKey), opts, async () => notifications.pushKey());

  app.get(at(app, notificationRoutes.devices), opts, async (request) =>
    notifications.devices(member(request)),
  );

  app.post(at(app, notificationRoutes.addDevice), opts, async (request, reply) => {
    const input = parseInput(pushSubscriptionSchema, request.body);
    const { device, created } = await notifications.subscribe(
      member(request),
      input,
      deviceLabel(request.headers['user-agent']),
    );
    return reply.status(created ? 201 : 200).send(device);
  });

  app.delete(at(app, notificationRoutes.removeDevice), opts, async (request, reply) => {
    const id = pathId(request.params, deviceNotFound);
    await notifications.unsubscribe(member(request), id);
    return reply.status(204).send();
  });

  app.post(at(app, notificationRoutes.testPush), opts, async (request, reply) => {
    await notifications.pushTest(member(request));
    return reply.status(202).send();
  });
}
