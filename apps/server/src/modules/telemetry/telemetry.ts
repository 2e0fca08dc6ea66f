import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { registerTelemetryRoutes } from './telemetry.routes';
import { TelemetryService } from './telemetry.service';

/** Wires telemetry: the anonymous 404 report (public, limited per address, ADR 013). */
export function registerTelemetry(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; config: Config },
) {
  const telemetry = new TelemetryService(
    deps.db,
    deps.clock,
    deps.config.TELEMETRY_RATE_LIMIT_ATTEMPTS,
  );
  registerTelemetryRoutes(app, telemetry);
  return { telemetry };
}
