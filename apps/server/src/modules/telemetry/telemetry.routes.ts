import * as telemetryRoutes from '@aurum/shared/telemetry/telemetry-routes';
import { at } from '../../platform/http/route-path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../platform/http/parse';
import type { TelemetryService } from './telemetry.service';

const notFoundVisit = z.object({ path: z.string().min(1).max(2048) });

/** The 404 page reports the path a visitor tried; it is logged for the team. */
export function registerTelemetryRoutes(app: FastifyInstance, telemetry: TelemetryService) {
  app.post(
    at(app, telemetryRoutes.notFound),
    { schema: { body: notFoundVisit }, bodyLimit: 4096 },
    async (request, reply) => {
      await telemetry.countReport(request.ip);
      const { path } = parseInput(notFoundVisit, request.body);
      request.log.warn({ path }, '404 page visited');
      return reply.status(204).send();
    },
  );
}
