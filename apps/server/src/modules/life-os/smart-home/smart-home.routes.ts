import * as smartHomeRoutes from '@aurum/shared/life-os/smart-home-routes';
import {
  deviceStateSchema,
  entityIdSchema,
  hubConnectionSchema,
  ownDeviceInputSchema,
  restSceneSchema,
} from '@aurum/shared/life-os/smart-home';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../../platform/errors';
import { parseInput } from '../../../platform/http/parse';
import { pathId } from '../../../platform/http/path-id';
import { at } from '../../../platform/http/route-path';
import type { AuthGuard } from '../../auth/auth.api';
import { SMART_HOME_MESSAGES, type SmartHomeService } from './smart-home.service';

const BODY_LIMIT = 8 * 1024;
const deviceId = (params: unknown) =>
  pathId(params, () => notFound(SMART_HOME_MESSAGES.deviceNotFound));
/** A hub entity of the path: `light.kitchen`; anything else is a 400 {code, message}. */
const entityId = (params: unknown) =>
  parseInput(z.object({ entityId: entityIdSchema }), params).entityId;

/** /api/smart-home: the member's hub and their own device list (issue 29, ADR 065). */
export function registerSmartHomeRoutes(
  app: FastifyInstance,
  deps: { smartHome: SmartHomeService; guard: AuthGuard },
) {
  const { smartHome } = deps;
  const opts = { preHandler: deps.guard, bodyLimit: BODY_LIMIT };
  const member = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(at(app, smartHomeRoutes.view), opts, async (request) => smartHome.view(member(request)));

  app.put(
    at(app, smartHomeRoutes.connectHub),
    { ...opts, schema: { body: hubConnectionSchema } },
    async (request) =>
      smartHome.connect(member(request), parseInput(hubConnectionSchema, request.body)),
  );

  app.delete(at(app, smartHomeRoutes.disconnectHub), opts, async (request, reply) => {
    await smartHome.disconnect(member(request));
    return reply.status(204).send();
  });

  app.put(
    at(app, smartHomeRoutes.switchHubDevice),
    { ...opts, schema: { body: deviceStateSchema } },
    async (request) => {
      const id = entityId(request.params);
      const { on } = parseInput(deviceStateSchema, request.body);
      return smartHome.switchHubDevice(member(request), id, on);
    },
  );

  app.post(at(app, smartHomeRoutes.activateScene), opts, async (request) =>
    smartHome.activateScene(member(request), entityId(request.params)),
  );

  app.put(
    at(app, smartHomeRoutes.chooseRestScene),
    { ...opts, schema: { body: restSceneSchema } },
    async (request) =>
      smartHome.chooseRestScene(
        member(request),
        parseInput(restSceneSchema, request.body).entity_id,
      ),
  );

  app.post(
    at(app, smartHomeRoutes.addOwnDevice),
    { ...opts, schema: { body: ownDeviceInputSchema } },
    async (request, reply) => {
      const input = parseInput(ownDeviceInputSchema, request.body);
      return reply.status(201).send(await smartHome.addOwnDevice(member(request), input));
    },
  );

  app.put(
    at(app, smartHomeRoutes.switchOwnDevice),
    { ...opts, schema: { body: deviceStateSchema } },
    async (request) => {
      const id = deviceId(request.params);
      const { on } = parseInput(deviceStateSchema, request.body);
      return smartHome.switchOwnDevice(member(request), id, on);
    },
  );

  app.delete(at(app, smartHomeRoutes.removeOwnDevice), opts, async (request, reply) => {
    await smartHome.removeOwnDevice(member(request), deviceId(request.params));
    return reply.status(204).send();
  });
}
