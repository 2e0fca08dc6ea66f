import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AuthGuard } from '../auth/auth.api';
import type { ProviderResponses } from '../requests/requests.service';
import { registerProviderPortalRoutes } from './provider-portal.routes';
import { ProviderPortalService } from './provider-portal.service';

/**
 * Wires the provider portal: the signed-in provider's requests and answers (through the requests
 * area's provider responses), and the public concierge contact.
 */
export function registerProviderPortal(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    guard: AuthGuard;
    responses: ProviderResponses;
    conciergeEmail: string;
  },
) {
  const portal = new ProviderPortalService(deps.db, deps.clock, deps.responses);
  registerProviderPortalRoutes(app, portal, deps.guard, deps.conciergeEmail);
  return { portal };
}
