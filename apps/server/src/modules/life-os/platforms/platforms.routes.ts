import * as platformRoutes from '@aurum/shared/life-os/platforms-routes';
import { at } from '../../../platform/http/route-path';
import {
  generalSettingsSchema,
  platformConnectionSchema,
  platformIdSchema,
} from '@aurum/shared/life-os/platforms';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../../platform/http/parse';
import type { AuthGuard } from '../../auth/auth.api';
import type { PlatformsService } from './platforms.service';

const BODY_LIMIT = 4 * 1024;
const platformParams = z.object({ id: platformIdSchema });

/** /api/platforms: Cross-Platform Access's connections and general settings (issue 29). */
export function registerPlatformRoutes(
  app: FastifyInstance,
  deps: { platforms: PlatformsService; guard: AuthGuard },
) {
  const { platforms } = deps;
  const opts = { preHandler: deps.guard, bodyLimit: BODY_LIMIT };
  const member = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(at(app, platformRoutes.view), opts, async (request) => platforms.view(member(request)));

  app.put(
    at(app, platformRoutes.saveSettings),
    { ...opts, schema: { body: generalSettingsSchema } },
    async (request) =>
      platforms.saveSettings(member(request), parseInput(generalSettingsSchema, request.body)),
  );

  app.put(
    at(app, platformRoutes.setConnection),
    { ...opts, schema: { params: platformParams, body: platformConnectionSchema } },
    async (request) => {
      const { id } = parseInput(platformParams, request.params);
      const { connected } = parseInput(platformConnectionSchema, request.body);
      return platforms.setConnection(member(request), id, connected);
    },
  );
}
